"""Golden playthroughs (issue 3, "Tests"; STYLE.md, OpenSpiel's playthroughs): each file in
``tests/engine/golden/`` is replayed action by action, and at every step the decision and the
legal actions must be exactly the recorded ones; the final state must match its digest.

A failure prints where the game first went another way (missing and extra legal actions).
After an intended rules change: ``python tests/engine/golden_playthroughs.py``, then read the
diff of ``tests/engine/golden/`` before committing it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from golden_playthroughs import (
    MAX_LISTED,
    PLAYTHROUGHS,
    REGENERATE,
    end_line,
    legal_text,
    path_of,
    record,
    step_line,
    who,
)

from engine import Game, Setup


@dataclass(frozen=True)
class Step:
    line: int
    number: int
    decider: str  # "chance" or "P<index>"
    kind: str
    chosen: str
    legal: str  # "N: a; b; ..." or just "N"


def parse(path: Path) -> tuple[Setup, list[Step], tuple[int, str]]:
    """The setup, the steps and the (line number, text) of the end line of a golden file."""
    setup: Setup | None = None
    steps: list[Step] = []
    end: tuple[int, str] | None = None
    for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip() or text.startswith("#"):
            continue
        if text.startswith("setup "):
            setup = Setup.from_json(json.loads(text.removeprefix("setup ")))
        elif text.startswith("end "):
            end = (n, text)
        else:
            head, legal = text.split(" | ", 1)
            left, chosen = head.split(" -> ", 1)
            number, decider, kind = left.split(" ", 2)
            steps.append(Step(n, int(number), decider, kind, chosen, legal))
    assert setup is not None and end is not None, f"{path}: no setup or end line"
    return setup, steps, end


def breakdown(path: Path, step: Step, game: Game) -> str:
    """What differs at the first step where the game went another way, readably."""
    lines = [
        f"{path.name}:{step.line}: step {step.number} differs",
        f"  expected: {step.decider} {step.kind}, legal {step.legal.split(':')[0]}",
        f"  actual:   {who(game)} {game.decision.kind} ({game.decision.prompt}),"
        f" legal {len(game.legal_actions())}",
    ]
    actual = {str(a) for a in game.legal_actions()}
    if ":" in step.legal:
        expected = set(step.legal.split(": ", 1)[1].split("; ")) - {""}
        lines += [f"  missing:  {a}" for a in sorted(expected - actual)]
        if len(actual) <= 3 * MAX_LISTED:
            lines += [f"  extra:    {a}" for a in sorted(actual - expected)]
    if step.chosen not in actual:
        lines.append(f"  the recorded action {step.chosen!r} is not legal any more")
    lines.append(f"  if the rules changed on purpose: {REGENERATE}, then read the diff")
    return "\n".join(lines)


@pytest.mark.parametrize("playthrough", PLAYTHROUGHS, ids=[p.name for p in PLAYTHROUGHS])
def test_golden_playthrough_replays_step_by_step(catalogue, playthrough) -> None:
    path = path_of(playthrough)
    setup, steps, (end_at, end_text) = parse(path)
    assert setup == playthrough.setup, f"{path.name}: the setup differs from PLAYTHROUGHS; {REGENERATE}"
    assert 50 <= len(steps) <= 400, "a golden file stays short enough to read"
    game = Game.new(setup, catalogue)
    for step in steps:
        if step_line(step.number, game, step.chosen) != _text_of(step):
            pytest.fail(breakdown(path, step, game), pytrace=False)
        game.apply(step.chosen)
    if end_line(game) != end_text:
        pytest.fail(
            f"{path.name}:{end_at}: every step matched but the end differs\n"
            f"  expected: {end_text}\n  actual:   {end_line(game)}\n"
            f"  if the rules changed on purpose: {REGENERATE}, then read the diff",
            pytrace=False,
        )


def _text_of(step: Step) -> str:
    return f"{step.number} {step.decider} {step.kind} -> {step.chosen} | {step.legal}"


def test_recording_again_gives_the_same_file(catalogue) -> None:
    """The recorder is deterministic: the seed alone fixes the playthrough."""
    playthrough = PLAYTHROUGHS[0]
    assert record(playthrough, catalogue) == record(playthrough, catalogue)


def test_the_replay_notices_a_changed_legal_list(catalogue, tmp_path) -> None:
    """The check can fail: a golden line with one legal action dropped is reported as missing."""
    playthrough = PLAYTHROUGHS[0]
    lines = path_of(playthrough).read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if " | 6: roll 1; roll 2" in line)
    lines[at] = lines[at].replace(" | 6: roll 1; ", " | 5: ")
    broken = tmp_path / "broken.txt"
    broken.write_text("\n".join(lines) + "\n", encoding="utf-8")
    setup, steps, _ = parse(broken)
    game = Game.new(setup, catalogue)
    for step in steps:
        if step_line(step.number, game, step.chosen) != _text_of(step):
            report = breakdown(broken, step, game)
            break
        game.apply(step.chosen)
    else:
        pytest.fail("the altered golden line was not noticed")
    assert f"broken.txt:{at + 1}: step" in report and "extra:    roll 1" in report
    assert legal_text(game).startswith("6: roll 1")
