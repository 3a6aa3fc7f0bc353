"""``talisman sim --jobs``: games per second with one process and with several, measured in
the same run (issue 14, item 7).

The runs take turns, round after round (one process, then ``--jobs``, then one again...), so a
machine whose speed drifts slows both alike; the ratio is the figure to read. Each round plays
the same games (the same seed), so both sides do the same work.

Beside each rate: the cores the run had (CPU seconds of this process and its workers over the
wall-clock seconds). On a machine shared with other work the ratio is bounded by that: Linux's
scheduler shares the processors between sessions (autogroup), so on a busy machine two worker
processes of one session get together about the time one would have had.

Run: python bench/stats_bench.py [--games N] [--jobs N] [--rounds N]  (Unix: it reads getrusage)
"""

from __future__ import annotations

import argparse
import resource
import time

import content
from content.model import Catalogue
from engine import sim


def cpu_seconds() -> float:
    """User and system CPU time of this process and of its finished worker processes."""
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def one_run(catalogue: Catalogue, games: int, jobs: int, seed: int) -> tuple[float, float, int]:
    """``games`` games, 4 players, core game: (games/s, cores used, actions played); the process
    pool's start is counted, as ``talisman sim --jobs`` pays it."""
    wall, cpu = time.perf_counter(), cpu_seconds()
    totals = sim.run(games, 4, seed, (), catalogue, jobs=jobs)
    wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
    return games / wall, cpu / wall, int(totals["actions"])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=24, help="games a run (default 24)")
    parser.add_argument("--jobs", type=int, default=2, help="processes of the parallel run (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each kind (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    catalogue = content.load()
    runs: dict[int, list[tuple[float, float]]] = {1: [], args.jobs: []}
    actions: dict[int, set[int]] = {1: set(), args.jobs: set()}
    for _ in range(args.rounds):
        for jobs in runs:
            rate, cores, played = one_run(catalogue, args.games, jobs, args.seed)
            runs[jobs].append((rate, cores))
            actions[jobs].add(played)
    assert actions[1] == actions[args.jobs], "the same seed must give the same games"
    (one, one_cores), (many, many_cores) = max(runs[1]), max(runs[args.jobs])  # the best of each
    print(f"{args.games} games a run, 4 players, core game; the best of {args.rounds} runs each")
    print(f"talisman sim --jobs 1   {one:7.2f} games/s  on {one_cores:.2f} cores")
    print(
        f"talisman sim --jobs {args.jobs:<3} {many:7.2f} games/s  on {many_cores:.2f} cores"
        f"  {many / one:.2f}x --jobs 1"
    )


if __name__ == "__main__":
    main()
