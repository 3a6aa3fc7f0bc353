"""``talisman replay`` and ``talisman sim``."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, BinaryIO, NoReturn, TextIO

import content
from engine import log as game_log
from engine import sheet
from engine.describe import describe_line
from engine.describe_names import Words, card_name
from engine.errors import TalismanError
from engine.game import Game
from engine.setup import Setup
from engine.values import Action

MAX_GAMES = 1_000_000
MAX_TURN_CAP = 100_000
MAX_JOBS = 256


def describe(game: Game) -> str:
    """The state as a few readable lines, in names (not ids); each character's figures come
    from ``engine.sheet`` (as in ``--json``), Strength and Craft part by part when more than the
    printed value counts; the last action and what it did, and the question now, in the
    engine's words (``Game.describe``)."""
    s = game.state
    named = Words(game).name
    lines = [f"Turn {s.turn}: {s.players[s.current].name} to play; {s.time.title()}"]
    for ch, card in zip(s.players, sheet.sheets(game), strict=True):
        lines.append(
            f"  {ch.name}, the {card_name(game, ch.character)}, on {named(ch.position)}: "
            f"Strength {card.strength.total} Craft {card.craft.total} "
            f"lives {card.lives} fate {card.fate} gold {card.gold} {card.alignment} {card.status}".rstrip()
        )
        for word, stat in (("Strength", card.strength), ("Craft", card.craft)):
            if len(stat.parts) > 1:
                lines.append(f"      {word} {stat.total} = {stat.text()}")
        for field in ("objects", "followers", "spells", "trophies"):
            if getattr(ch, field):
                lines.append(f"      {field.title()}: {', '.join(map(named, getattr(ch, field)))}")
    for space, cards in sorted(s.board.items()):
        if cards:
            lines.append(f"  On {named(space)}: {', '.join(map(named, cards))}")
    last = last_words(game)
    if last:
        lines.append(f"Last: {last}")
    lines.append(f"Next: {game.describe(game.decision)}")
    return "\n".join(lines)


def last_words(game: Game) -> str:
    """The last action and its events in words ("Ann: Move to Tavern -> Ann moves to
    Tavern"); the action is worded in the state it was taken in (undone, then redone)."""
    if not game.log:
        return ""
    action = game.undo()
    player, said = game.decision.player, game.describe(action)
    return describe_line(game, player, said, game.redo())


class _Parser(argparse.ArgumentParser):
    """A bad argument gives one line (the usage is one ``--help`` away), never a traceback."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace | int:
    """The arguments, or the exit status once a bad one (or --help) has been answered."""
    try:
        return parser.parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2


def _count(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``, named in the error."""

    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
            raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not from {low:,} to {high:,}")
        return value

    return parse


def _plain_output() -> None:
    """Text from a saved game (a name) may hold what the terminal cannot show: escape it."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def replay_main(argv: list[str]) -> int:
    parser = _Parser(prog="talisman replay", description="replay a saved game log")
    parser.add_argument("game", help="GAME.jsonl: the setup line, then one action a line ('-': read stdin)")
    parser.add_argument("--json", action="store_true", help="print the whole state as JSON")
    args = _parse(parser, argv)
    if isinstance(args, int):
        return args
    _plain_output()
    name = "<stdin>" if args.game == "-" else args.game
    try:
        with _open(args.game) as stream:
            game = _replay(name, stream)
    except OSError as exc:
        print(f"talisman replay: {name}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    if game is None:
        return 1
    if args.json:
        print(json.dumps(replay_json(game), indent=1))
    else:
        print(describe(game))
    return 0


def replay_json(game: Game) -> dict[str, Any]:
    """``talisman replay --json``: the state as saved (``state.players[i].strength`` is the
    counters gained, as in the state), the decision, and each character's sheet (``players``:
    Strength and Craft totals part by part, as the text shows them)."""
    return {
        "state": game.state.to_json(),
        "decision": game.decision.to_json(),
        "players": [card.to_json() for card in sheet.sheets(game)],
    }


def _open(path: str) -> BinaryIO:
    if path == "-":
        return sys.stdin.buffer if hasattr(sys.stdin, "buffer") else io.BytesIO()
    return open(path, "rb", buffering=game_log.SNIFF)  # closed by the caller (with)


def _replay(name: str, stream: BinaryIO) -> Game | None:
    """The game read from ``stream`` one line at a time, or None once the first problem is
    printed (``file:line: what is wrong``)."""
    try:
        setup, actions = game_log.read(stream)
    except TalismanError as exc:
        print(f"talisman replay: {name}: {exc}", file=sys.stderr)
        return None
    try:
        game = Game.new(setup)
    except TalismanError as exc:
        print(f"talisman replay: {name}: the setup line cannot be dealt: {exc}", file=sys.stderr)
        return None
    try:
        for number, action in actions:
            try:
                if isinstance(action, Exception):
                    raise action
                game.apply(action)
            except TalismanError as exc:
                print(f"{name}:{number}: {exc}", file=sys.stderr)
                return None
    except TalismanError as exc:  # the file itself: a line too long, not text, never ending
        print(f"talisman replay: {name}: {exc}", file=sys.stderr)
        return None
    return game


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """``--jobs`` and ``--record``, shared by ``talisman sim`` and ``talisman stats``."""
    parser.add_argument("--jobs", type=_count(1, MAX_JOBS), default=1, help="processes playing games")
    parser.add_argument("--record", metavar="FILE", help="write one JSON line a game (for talisman stats)")


POLICY_NAMES = ("sensible", "random")  # engine.sim.POLICIES, named here without importing it


def add_policy_argument(parser: argparse.ArgumentParser) -> None:
    """``--policy``: who plays the simulated games (``talisman sim`` and ``talisman stats``)."""
    parser.add_argument(
        "--policy",
        choices=POLICY_NAMES,
        default=POLICY_NAMES[0],
        help="the simulated players: sensible (play to win, the default) or random",
    )


def box_keys() -> tuple[str, ...]:
    """The boxes a game may add to the core game, as their ``box.yaml`` files declare them."""
    return content.load().expansions


def expansions_help() -> str:
    return "comma-separated: " + ",".join(box_keys())


def expansions_named(prog: str, text: str) -> tuple[str, ...] | None:
    """The comma-separated expansions, or None once an unknown one is reported."""
    expansions = tuple(e for e in text.split(",") if e)
    declared = box_keys()
    bad = [e for e in expansions if e not in declared]
    if bad:
        named, known = ", ".join(map(repr, bad)), ", ".join(declared)
        print(f"{prog}: unknown expansion(s) {named}; known: {known}", file=sys.stderr)
        return None
    return expansions


def open_record(path: str | None) -> contextlib.AbstractContextManager[TextIO | None]:
    """The file each game's record is written to (``--record``), or nothing. Raises: OSError."""
    if path is None:
        return contextlib.nullcontext()
    return open(path, "w", encoding="utf-8")


def _save_game(folder: Path, number: int, setup: Setup, actions: tuple[Action, ...]) -> None:
    """One simulated game as a game file, ``folder/game-N.jsonl`` (``talisman replay`` reads it)."""
    game_log.save(folder / f"game-{number}.jsonl", setup, actions)


def sim_main(argv: list[str]) -> int:
    from engine import sim

    parser = _Parser(prog="talisman sim", description="simulated games checking invariants")
    parser.add_argument("--games", type=_count(1, MAX_GAMES), default=10)
    parser.add_argument("--players", type=_count(1, 6), default=4)
    parser.add_argument("--seed", type=_count(0, 2**63 - 1), default=0)
    parser.add_argument("--expansions", default="", help=expansions_help())
    parser.add_argument("--turn-cap", type=_count(1, MAX_TURN_CAP), default=sim.TURN_CAP)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--save-games", metavar="DIR", help="write each game as DIR/game-N.jsonl (talisman replay reads it)"
    )
    add_run_arguments(parser)
    add_policy_argument(parser)
    args = _parse(parser, argv)
    if isinstance(args, int):
        return args
    expansions = expansions_named(parser.prog, args.expansions)
    if expansions is None:
        return 2
    folder = Path(args.save_games) if args.save_games else None
    try:
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
        with open_record(args.record) as out:
            result = sim.run(
                args.games,
                args.players,
                args.seed,
                expansions,
                turn_cap=args.turn_cap,
                jobs=args.jobs,
                on_game=None if out is None else (lambda r: print(r.dumps(), file=out)),
                policy=args.policy,
                on_log=None if folder is None else partial(_save_game, folder),
            )
    except OSError as exc:
        print(f"talisman sim: {exc.filename or args.record}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({k: v for k, v in result.items() if k != "problems"}))
    else:
        for key in (
            "games",
            "finished",
            "unfinished",
            "actions",
            "actions_per_second",
            "invariant_violations",
        ):
            print(f"{key:22} {result[key]}")
        for kind, cov in result["coverage"].items():
            print(f"coverage {kind:13} {cov['seen']}/{cov['total']}")
        for problem in result["problems"]:
            print("  " + problem)
    return 1 if result["invariant_violations"] else 0
