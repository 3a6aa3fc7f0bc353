"""Instructions the engine runs for the same seeded games (valgrind's callgrind), per action.

Timings on a shared machine move by several per cent from run to run; the count of machine
instructions for the very same games does not, so it tells whether a change to the engine made
it cheaper, and by how much (the children run with a fixed ``PYTHONHASHSEED``: string hashes
move sets' and dicts' layouts, and the count with them, by about 0.1 %). Each figure is the
count for ``--games`` seeded playouts (those of ``bench/engine_bench.py``) less the count for
none (start-up, loading the catalogue).

The engine's rows are counted for the core game, both whole boxes and every box the data
declares. A python-chess row (random playouts, per ply) comes first when the engine's rows are
counted, and each engine row says "N.NNx chess": a ply's instructions over an action's. It is
steady where ``bench/engine_bench.py``'s timed ratio moves by a third from run to run on a
shared machine, but it is not that ratio: python-chess runs more instructions a second than the
engine (here a ply costs about 3x an action's instructions and 1.7x its time), so this one tells
whether a change moved the timed ratio, not where the timed ratio stands.

Run: python bench/engine_instructions.py [--games N] [--kinds engine sim]  (needs valgrind;
slow: about 50x; ``--kinds sim`` counts only ``talisman sim``'s rows, ``engine`` only the engine's)
Compare two checkouts by running it in each.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = (
    ("chess", "-"),
    ("engine", "core"),
    ("engine", "both"),
    ("engine", "every"),
    ("sim", "core"),
    ("sim", "both"),
)
COLLECTED = re.compile(r"Collected\s*:\s*([\d,]+)")


def play(kind: str, boxes: str, games: int) -> int:
    """Play the games in this process; returns the actions played."""
    import random

    sys.path.insert(0, str(HERE))
    from engine_bench import EVERY_BOX, EXPANSIONS, chess_playout, engine_playout, sim_playout

    if kind == "chess":
        chess_rng = random.Random(11)
        return sum(chess_playout(chess_rng) for _ in range(games * 4))  # (a game of chess is short)

    import content

    catalogue = content.load()
    playout = engine_playout if kind == "engine" else sim_playout
    rng = random.Random(11)
    expansions = {"core": (), "both": EXPANSIONS, "every": EVERY_BOX}[boxes]
    return sum(playout(catalogue, rng, expansions) for _ in range(games))


def counted(kind: str, boxes: str, games: int) -> tuple[int, int]:
    """(instructions, actions) of a child process playing ``games`` games under callgrind."""
    valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    command = [*valgrind, sys.executable, __file__, "--child", kind, boxes, str(games)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same sets' order each run: the same count
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    found = COLLECTED.search(done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{done.stderr[-500:]}")
    return int(found.group(1).replace(",", "")), int(done.stdout.strip() or 0)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=3, help="seeded games of each kind (default 3)")
    parser.add_argument(
        "--kinds",
        nargs="+",
        choices=("engine", "sim"),
        default=("engine", "sim"),
        help="which rows to count (default both: engine playouts and talisman sim)",
    )
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, boxes, games = args.child
        print(play(kind, boxes, int(games)))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("engine_instructions: valgrind is not installed (apt-get install valgrind)")
    ply = 0.0  # instructions a ply of chess costs (counted when the engine's rows are)
    for kind, boxes in KINDS:
        if kind not in args.kinds and not (kind == "chess" and "engine" in args.kinds):
            continue
        start, _ = counted(kind, boxes, 0)
        total, actions = counted(kind, boxes, args.games)
        work = total - start
        each = work / max(actions, 1)
        if kind == "chess":
            ply = each
            count = f"{work / 1e6:>8,.0f} M instructions, {actions:,} plies: {each / 1e3:,.0f} k each"
            print(f"{'python-chess playouts':<26} {count}")
            continue
        label = f"{'talisman sim' if kind == 'sim' else 'engine playouts'}, {boxes}"
        ratio = f"  {ply / each:.2f}x chess" if ply and kind == "engine" else ""
        count = f"{work / 1e6:>8,.0f} M instructions, {actions:,} actions: {each / 1e3:,.0f} k each"
        print(f"{label:<26} {count}{ratio}")


if __name__ == "__main__":
    main()
