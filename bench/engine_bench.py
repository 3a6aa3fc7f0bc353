"""Engine benchmark: validated actions per second, p99 of legal_actions() + apply(), and the
replay time of a 3,000-action log. Targets (issue 3): >= 20,000 actions/s, p99 <= 2 ms,
replay <= 0.3 s. Run: python bench/engine_bench.py [--games N] [--seed S]"""

from __future__ import annotations

import argparse
import random
import time

import content
from engine import Game, Setup
from engine.sim import random_action

CHARACTERS = ["character/warrior", "character/wizard", "character/dwarf", "character/troll"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    catalogue = content.load()
    rng = random.Random(args.seed)
    timings: list[float] = []
    longest: Game | None = None
    clock = time.perf_counter
    for _ in range(args.games):
        game = Game.new(Setup.of(*CHARACTERS, seed=rng.randrange(1 << 30)), catalogue)
        while not game.is_over and game.state.turn <= 600:
            start = clock()
            game.legal_actions()
            action = random_action(game, rng)
            game.apply(action)
            timings.append(clock() - start)
        if longest is None or len(game.log) > len(longest.log):
            longest = game
    total = sum(timings)
    timings.sort()
    p99 = timings[int(len(timings) * 0.99)]
    rate = len(timings) / total
    print(f"actions            {len(timings)}")
    print(f"actions/s          {rate:,.0f}   (target >= 20,000: {rate / 20000:.2f}x)")
    print(f"p99 legal+apply    {p99 * 1000:.3f} ms (target <= 2 ms: {2 / (p99 * 1000):.1f}x headroom)")
    assert longest is not None
    log = longest.log[:3000]
    while len(log) < 3000:  # pad with a second game if the longest was short
        extra = Game.new(Setup.of(*CHARACTERS, seed=len(log)), catalogue)
        while not extra.is_over and len(extra.log) < 3000:
            extra.apply(random_action(extra, rng))
        log = extra.log[:3000]
        longest = extra
    start = clock()
    Game.replay(longest.setup, log, catalogue)
    replay = clock() - start
    print(f"replay {len(log)} actions {replay:.3f} s  (target <= 0.3 s: {0.3 / replay:.1f}x headroom)")


if __name__ == "__main__":
    main()
