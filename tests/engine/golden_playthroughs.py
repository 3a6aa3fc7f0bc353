"""Golden playthroughs (OpenSpiel style): a few seeded games written out step by step as text,
so that any change in who decides, what is legal or what the rules do shows up as a diff.

A file in ``tests/engine/golden/`` holds comment lines (``#``), one ``setup {json}`` line, then
one line per step and an ``end`` line::

    7 chance roll -> roll 4 | 6: roll 1; roll 2; roll 3; roll 4; roll 5; roll 6
    8 P0 move -> move space/outer/city | 2: move space/outer/city; move space/outer/fields-2
    9 chance draw -> draw adventure/giant | 87
    end turn 3 | P1 roll | state 5d41402abc4b2a76

A step is: its number, who decides (``chance`` or ``P<index>``), the decision's kind, the
action taken, and the legal actions sorted as text (only their count when there are more than
``MAX_LISTED``). The end line gives the turn, the decision then, the winner once there is one,
and a digest of the state.

After an intended rules change, regenerate the files and read the diff before committing::

    python tests/engine/golden_playthroughs.py
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import content
from content.model import Catalogue
from engine import Game, Setup

GOLDEN = Path(__file__).with_name("golden")
MAX_LISTED = 12
REGENERATE = "python tests/engine/golden_playthroughs.py"


@dataclass(frozen=True)
class Playthrough:
    """A seeded game to record: its file name, setup and number of steps."""

    name: str
    setup: Setup
    steps: int


PLAYTHROUGHS = (
    Playthrough("core-two-players", Setup.of("character/warrior", "character/wizard", seed=1), 160),
    Playthrough(
        "reaper-blood-moon-three-players",
        Setup.of(
            "character/dwarf",
            "character/sorceress",
            "character/troll",
            seed=2,
            expansions=("reaper", "blood-moon"),
        ),
        220,
    ),
    Playthrough(
        "expansions-alternative-rules-four-players",
        Setup.of(
            "character/thief",
            "character/priest",
            "character/elf",
            "character/ghoul",
            seed=3,
            expansions=("reaper", "blood-moon"),
            options={"starting_bonus": True, "trophy_points": 5, "evade_individuals": True},
        ),
        220,
    ),
    Playthrough(  # played to the end: the game stops after 15 turns and the best total wins
        "sudden-death-count-to-the-end",
        Setup.of(
            "character/monk",
            "character/assassin",
            "character/prophetess",
            seed=4,
            expansions=("reaper",),
            options={"sudden_death": "count", "stop_after_turn": 15},
        ),
        400,
    ),
)


def who(game: Game) -> str:
    decision = game.decision
    if decision.is_chance:
        return "chance"
    if decision.is_terminal:
        return "nobody"
    return f"P{decision.player}"


def legal_text(game: Game) -> str:
    legal = sorted(str(a) for a in game.legal_actions())
    if len(legal) > MAX_LISTED:
        return str(len(legal))
    return f"{len(legal)}: " + "; ".join(legal)


def digest(game: Game) -> str:
    text = json.dumps(game.state.to_json(), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def step_line(number: int, game: Game, chosen: str) -> str:
    return f"{number} {who(game)} {game.decision.kind} -> {chosen} | {legal_text(game)}"


def end_line(game: Game) -> str:
    winner = "" if game.state.winner is None else f" | winner P{game.state.winner}"
    return f"end turn {game.state.turn} | {who(game)} {game.decision.kind}{winner} | state {digest(game)}"


def record(playthrough: Playthrough, catalogue: Catalogue) -> list[str]:
    """Play the game with a seeded RNG (chance by its odds, players uniformly) and write it out."""
    game = Game.new(playthrough.setup, catalogue)
    rng = random.Random(playthrough.setup.seed)
    lines = [
        f"# golden playthrough {playthrough.name}: regenerate with {REGENERATE}",
        "setup " + json.dumps(playthrough.setup.to_json(), sort_keys=True),
    ]
    for number in range(1, playthrough.steps + 1):
        if game.is_over:
            break
        if game.decision.is_chance:
            action = str(game.random_chance(rng))
        else:
            action = rng.choice(sorted(str(a) for a in game.legal_actions()))
        lines.append(step_line(number, game, action))
        game.apply(action)
    lines.append(end_line(game))
    return lines


def path_of(playthrough: Playthrough) -> Path:
    return GOLDEN / f"{playthrough.name}.txt"


def main() -> int:
    """Rewrite every golden file from the engine as it is now; print which ones changed."""
    catalogue = content.load()
    GOLDEN.mkdir(exist_ok=True)
    for playthrough in PLAYTHROUGHS:
        path = path_of(playthrough)
        text = "\n".join(record(playthrough, catalogue)) + "\n"
        old = path.read_text(encoding="utf-8") if path.exists() else None
        path.write_text(text, encoding="utf-8")
        status = "unchanged" if old == text else ("new" if old is None else "REWRITTEN: read the diff")
        print(f"{path}: {text.count(chr(10))} lines, {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
