"""``talisman sim --jobs``: games per second with one process and with several, measured in
the same run (issue 14, item 7).

The runs take turns, round after round (one process, then ``--jobs``, then one again...), so a
machine whose speed drifts slows both alike; the ratio is the figure to read. Each round plays
the same games (the same seed), so both sides do the same work. On a machine shared with other
work the ratio stays below the number of processes.

Run: python bench/stats_bench.py [--games N] [--jobs N] [--rounds N]
"""

from __future__ import annotations

import argparse
import time

import content
from engine import sim


def games_per_second(games: int, jobs: int, seed: int) -> tuple[float, int]:
    """One run of ``games`` games, 4 players, core game: (games/s, actions played)."""
    start = time.perf_counter()
    totals = sim.run(games, 4, seed, (), content.load(), jobs=jobs)
    return games / (time.perf_counter() - start), int(totals["actions"])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=24, help="games a run (default 24)")
    parser.add_argument("--jobs", type=int, default=2, help="processes of the parallel run (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each kind (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rates: dict[int, list[float]] = {1: [], args.jobs: []}
    actions: dict[int, set[int]] = {1: set(), args.jobs: set()}
    for _ in range(args.rounds):
        for jobs in rates:
            rate, played = games_per_second(args.games, jobs, args.seed)
            rates[jobs].append(rate)
            actions[jobs].add(played)
    assert actions[1] == actions[args.jobs], "the same seed must give the same games"
    one, many = max(rates[1]), max(rates[args.jobs])  # the best of each: the least disturbed
    runs = f"{args.games} games, 4 players, best of {args.rounds}"
    print(f"talisman sim --jobs 1   {one:7.2f} games/s  ({runs})")
    print(f"talisman sim --jobs {args.jobs:<3} {many:7.2f} games/s  {many / one:.2f}x --jobs 1")


if __name__ == "__main__":
    main()
