"""An encounter with the cards a step just drew, when those cards are gone before they are
met (a Follower took them first), ends instead of failing. Found by ``talisman stats`` with
every box and the sensible players: game 2 of seed 1 stopped with an error at turn 139."""

from __future__ import annotations

from engine.sim import play, specs

BOXES = ("reaper", "blood-moon", "dungeon", "highland")


def test_the_game_that_met_no_card_plays_on_to_its_end(catalogue) -> None:
    """Each action legal, every invariant kept, the game played to its end or the turn cap."""
    spec = list(specs(3, 4, 1, BOXES, catalogue, policy="sensible"))[2]
    played = play(spec, catalogue)
    assert played.problems == ()
    assert played.record.turns > 139
