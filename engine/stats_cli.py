"""``talisman stats``: play games (as ``talisman sim``) or read their records, then report.

talisman stats --games 1000 --seed 1 --players 4 --jobs 2 [--record games.jsonl]
talisman stats --from part-*.jsonl [--json] [--plot chart.png]
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator

import content
from engine import sim, stats
from engine.cli import (
    MAX_GAMES,
    MAX_TURN_CAP,
    _count,
    _parse,
    _Parser,
    _plain_output,
    add_policy_argument,
    add_run_arguments,
    expansions_help,
    expansions_named,
    open_record,
)
from engine.errors import InvalidState, TalismanError
from engine.log import MAX_LINE, parse_json
from engine.record import GameRecord

PROG = "talisman stats"


def read_records(path: str) -> Iterator[GameRecord]:
    """The records of a ``--record`` file, one a line. Raises: OSError; InvalidState as
    ``file:line: problem`` for a line that is not a game record."""
    with open(path, "rb") as stream:
        number = 0
        while raw := stream.readline(MAX_LINE + 1):
            number += 1
            if len(raw) > MAX_LINE:
                raise InvalidState(f"{path}:{number}: longer than {MAX_LINE:,} bytes: not a game record")
            try:
                text = raw.decode("utf-8")
                if text.strip():
                    yield GameRecord.from_json(parse_json(text))
            except UnicodeDecodeError as exc:
                raise InvalidState(f"{path}:{number}: not text ({exc.reason})") from exc
            except TalismanError as exc:
                raise InvalidState(f"{path}:{number}: not a game record: {exc}") from exc


def main(argv: list[str]) -> int:
    parser = _Parser(prog=PROG, description="win rates, game length, deaths and cards over many games")
    parser.add_argument("--from", dest="sources", nargs="+", metavar="FILE", help="read records, play none")
    parser.add_argument("--games", type=_count(1, MAX_GAMES), default=100, help="games to play (100)")
    parser.add_argument("--players", type=_count(1, 6), default=4, help="players a game (4)")
    parser.add_argument("--seed", type=_count(0, 2**63 - 1), default=0, help="the run's seed (0)")
    parser.add_argument("--expansions", default="", help=expansions_help())
    parser.add_argument("--turn-cap", type=_count(1, MAX_TURN_CAP), default=sim.TURN_CAP)
    add_run_arguments(parser)
    add_policy_argument(parser)
    parser.add_argument("--top", type=_count(1, 10_000), default=15, help="rows of causes and cards shown")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--plot", metavar="PNG", help="draw a chart image (needs the 'stats' extra)")
    args = _parse(parser, argv)
    if isinstance(args, int):
        return args
    _plain_output()
    expansions = expansions_named(PROG, args.expansions)
    if expansions is None:
        return 2
    if args.plot:  # before the games are played: a missing extra is said at once
        from engine import stats_plot

        if not stats_plot.available():
            print(f"{PROG}: {stats_plot.MISSING}", file=sys.stderr)
            return 2
    catalogue = content.load()
    records: list[GameRecord] = []
    path = ""
    try:
        if args.sources:
            for path in args.sources:
                records += read_records(path)
        else:
            path = args.record
            with open_record(args.record) as out:

                def keep(record: GameRecord) -> None:
                    records.append(record)
                    if out is not None:
                        print(record.dumps(), file=out)

                sim.run(
                    args.games,
                    args.players,
                    args.seed,
                    expansions,
                    catalogue,
                    turn_cap=args.turn_cap,
                    jobs=args.jobs,
                    on_game=keep,
                    policy=args.policy,
                )
    except OSError as exc:
        print(f"{PROG}: {path}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except TalismanError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    summary = stats.summarise(records, catalogue)
    print(json.dumps(summary, indent=1) if args.json else stats.table(summary, top=args.top))
    if args.plot:
        try:
            stats_plot.draw(summary, args.plot, top=args.top)
        except OSError as exc:
            print(f"{PROG}: {args.plot}: {exc.strerror or exc}", file=sys.stderr)
            return 1
    return 0
