"""Playouts with both expansions (issue 4, "Done when"): invariants hold, the same seed gives
the same game, the figures and the Time card take part, and the policy reaches the Crown."""

from __future__ import annotations

import random

import pytest

from engine import Game, Setup, invariants, policy, sim
from engine.handlers.blood_moon.figure import WEREWOLF
from engine.handlers.reaper.figure import REAPER

EXPANSIONS = ("reaper", "blood-moon")


@pytest.mark.slow
def test_expansion_playouts_hold_invariants_and_repeat(catalogue) -> None:
    first = sim.run(8, 4, 11, EXPANSIONS, catalogue)
    second = sim.run(8, 4, 11, EXPANSIONS, catalogue)
    assert first["invariant_violations"] == 0, first["problems"]
    assert first["finished"] >= 1
    for key in ("finished", "unfinished", "actions", "coverage"):
        assert first[key] == second[key]


@pytest.mark.slow
def test_a_playout_replays_exactly_and_uses_the_expansions(catalogue) -> None:
    """The log of an expansion game replays to the same state; figures moved, time flipped."""
    setup = Setup.of(
        "character/troll",
        "character/sorceress",
        "character/thief",
        "character/priest",
        seed=3,
        expansions=EXPANSIONS,
    )
    game = Game.new(setup, catalogue)
    rng = random.Random(3)
    kinds: set[str] = set()
    while not game.is_over and game.state.turn <= 150:
        kinds |= {e.kind for e in game.apply(policy.choose(game, rng))}
        assert not invariants.violations(game)
    assert {"figure_moved", "time"} <= kinds
    again = Game.replay(setup, [str(a) for a in game.log], catalogue)
    assert again.state == game.state


def test_policy_moves_figures_rather_than_forgetting(catalogue) -> None:
    game = Game.new(
        Setup.of("character/warrior", "character/wizard", seed=1, expansions=EXPANSIONS), catalogue
    )
    game.push({"kind": "figures", "p": 0})
    game.set(game.state.stack[0], "figures", [WEREWOLF, REAPER])
    game._cache = None
    rng = random.Random(0)
    assert all(policy.choose(game, rng).verb == "choose" for _ in range(20))


def test_policy_heads_for_the_crown_when_ready(catalogue) -> None:
    """A strong character picks the destination nearest the Portal of Power most of the time."""
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=1), catalogue)
    for line in ("adjust 0 strength 6", "adjust 0 position space/middle/castle", "adjust turn 0", "roll 1"):
        game.apply(line)
    picks = [str(policy.choose(game, random.Random(seed))) for seed in range(40)]
    assert picks.count("move space/middle/portal-of-power") >= 25
