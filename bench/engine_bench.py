"""Engine benchmark against python-chess, measured in one run (issues 3 and 14).

Rates, each over the whole loop (set-up, legal actions, apply, game-over check):

- chess: python-chess random playouts (``legal_moves``, ``push``, ``is_game_over``), plies/s;
- engine: random playouts through the public API (``Game.new``, ``legal_actions``, ``apply``,
  ``is_over``), 4 players, core game, with every whole box (``reaper,blood-moon``) and with
  every box the data declares (the corner boards in progress too), actions/s;
- sim: ``talisman sim``'s playouts (its policy, invariants checked after every action), 4 players.

The kinds run in turns, round after round, each between two half-seconds of chess: its rate over
the mean of those two is one pair's ratio, and the median of its pairs is the figure to read
(targets: engine >= 1.5x, sim >= 1.0x). A shared machine's speed drifts by a third within
seconds; a ratio taken beside its own anchor holds through that, and the median leaves out the
pairs a burst of other work fell on (as two commands timed in turns, A B A B, are compared pair
by pair). The range of the pairs and the pooled ratio (all the kind's work over all of chess's)
are printed beside it.
Each kind's share of time in the garbage collector is printed too (a game keeps its whole history
for undo, so the engine's collections cost more than chess's).
Then, as before (issue 3): p99 of one legal_actions() + apply(), and replaying 3,000 actions.

Run: python bench/engine_bench.py [--rounds N] [--seed S]  (needs the ``bench`` extra: chess)
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from collections.abc import Callable

import chess

import content
from content.model import Catalogue
from engine import Game, Setup, sim

CHARACTERS = ("character/warrior", "character/wizard", "character/dwarf", "character/troll")
EXPANSIONS = content.load().complete  # every whole box the data declares
EVERY_BOX = content.load().expansions  # and the boxes in progress too (the corner boards)
clock = time.perf_counter


def chess_playout(rng: random.Random) -> int:
    """One random game of chess to its end; returns the plies played."""
    board = chess.Board()
    plies = 0
    while not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))
        plies += 1
    return plies


def engine_playout(catalogue: Catalogue, rng: random.Random, expansions: tuple[str, ...]) -> int:
    """One random game through the public API, to its end or the sim's turn cap; returns actions."""
    setup = Setup.of(*CHARACTERS, seed=rng.randrange(1 << 30), expansions=expansions)
    game = Game.new(setup, catalogue)
    actions = 0
    while not game.is_over and game.state.turn <= sim.TURN_CAP:
        legal = game.legal_actions()
        game.apply(game.random_chance(rng) if game.decision.is_chance else rng.choice(legal))
        actions += 1
    return actions


def sim_playout(catalogue: Catalogue, rng: random.Random, expansions: tuple[str, ...]) -> int:
    """One game of ``talisman sim`` (policy, invariants after every action); returns actions."""
    result = sim.run(1, 4, rng.randrange(1 << 30), expansions, catalogue)
    assert result["invariant_violations"] == 0, result["problems"]
    return int(result["actions"])


class CollectorClock:
    """Time spent in the garbage collector (``gc.callbacks``) while it is on."""

    def __init__(self) -> None:
        self.spent = 0.0
        self._began = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = clock()
        else:
            self.spent += clock() - self._began


def rates(
    catalogue: Catalogue, rounds: int, seed: int
) -> tuple[dict[str, float], dict[str, float], dict[str, list[float]]]:
    """Each kind's count per second over the whole run; each kind's share of its time spent in
    the garbage collector; and, for each kind but chess, its ratios to chess measured beside it:
    in each round every kind runs between two turns of chess, and its rate is set against the
    mean of those two (a machine whose speed drifts moves both alike; see the module's text)."""
    kinds: dict[str, Callable[[random.Random], int]] = {
        "chess": chess_playout,
        "engine": lambda rng: engine_playout(catalogue, rng, ()),
        "engine+exp": lambda rng: engine_playout(catalogue, rng, EXPANSIONS),
        "engine+every": lambda rng: engine_playout(catalogue, rng, EVERY_BOX),
        "sim": lambda rng: sim_playout(catalogue, rng, ()),
        "sim+exp": lambda rng: sim_playout(catalogue, rng, EXPANSIONS),
    }
    done = dict.fromkeys(kinds, 0)
    spent = dict.fromkeys(kinds, 0.0)
    collecting = dict.fromkeys(kinds, 0.0)
    rngs = {name: random.Random(f"{seed}/{name}") for name in kinds}
    paired: dict[str, list[float]] = {name: [] for name in kinds if name != "chess"}
    collector = CollectorClock()

    def turn(name: str) -> float:
        """At least half a second of ``name``'s playouts: their rate."""
        start, before, count = clock(), collector.spent, 0
        while True:
            count += kinds[name](rngs[name])
            if clock() - start >= 0.5:
                break
        took = clock() - start
        done[name] += count
        spent[name] += took
        collecting[name] += collector.spent - before
        return count / took

    gc.callbacks.append(collector)
    try:
        for _ in range(rounds):
            chess_before = turn("chess")
            for name in paired:
                rate = turn(name)
                chess_after = turn("chess")
                paired[name].append(rate * 2 / (chess_before + chess_after))
                chess_before = chess_after
    finally:
        gc.callbacks.remove(collector)
    return (
        {name: done[name] / spent[name] for name in kinds},
        {name: collecting[name] / spent[name] for name in kinds},
        paired,
    )


def latency_and_replay(catalogue: Catalogue, seed: int) -> tuple[float, float, int]:
    """p99 of one legal_actions() + apply() (s), and the time to replay 3,000 actions (s)."""
    rng = random.Random(seed)
    timings: list[float] = []
    game = Game.new(Setup.of(*CHARACTERS, seed=0), catalogue)
    while len(game.log) < 3000:  # a game long enough (a short one is played again)
        game = Game.new(Setup.of(*CHARACTERS, seed=rng.randrange(1 << 30)), catalogue)
        while not game.is_over and len(game.log) < 3000:
            start = clock()
            legal = game.legal_actions()
            game.apply(game.random_chance(rng) if game.decision.is_chance else rng.choice(legal))
            timings.append(clock() - start)
    timings.sort()
    start = clock()
    Game.replay(game.setup, game.log, catalogue)
    return timings[int(len(timings) * 0.99)], clock() - start, len(game.log)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=6, help="turns of each kind (default 6)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    catalogue = content.load()
    got, collecting, paired = rates(catalogue, args.rounds, args.seed)
    chess_rate = got["chess"]
    print(f"chess random playouts           {chess_rate:>9,.0f} plies/s")
    for name, label, target in (
        ("engine", "engine playouts, core game", 1.5),
        ("engine+exp", f"engine playouts, {','.join(EXPANSIONS)}", 1.5),
        ("engine+every", "engine playouts, every box", 1.5),
        ("sim", "talisman sim, core game", 1.0),
        ("sim+exp", f"talisman sim, {','.join(EXPANSIONS)}", 1.0),
    ):
        each = paired[name]
        ratio, pooled = statistics.median(each), got[name] / chess_rate
        print(
            f"{label:<35} {got[name]:>9,.0f} actions/s  {ratio:.2f}x chess (target >= {target}x;"
            f" pairs {min(each):.2f}-{max(each):.2f}, pooled {pooled:.2f}x)"
        )
    shares = ", ".join(f"{name} {share:.1%}" for name, share in collecting.items())
    print(f"time in the garbage collector: {shares}")
    p99, replay, n = latency_and_replay(catalogue, args.seed)
    print(f"p99 legal+apply                 {p99 * 1000:9.3f} ms  (target <= 2 ms)")
    print(f"replay {n} actions             {replay:9.3f} s   (target <= 0.3 s)")


if __name__ == "__main__":
    main()
