"""Taking a killed character's things: a card ditched this turn stays on the space (core rules,
"Ditching Followers and Objects")."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, new_game, play


def test_a_spoil_ditched_over_the_limit_is_not_offered_again(catalogue) -> None:
    """Core rules, Ditching: a character may leave Objects on a space "but he may not take them
    back during the same turn". Taking a dead rival's Sword over the carrying limit and leaving
    it, the killer is not offered it again (a simulated player took and ditched it for ever)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 1 position space/outer/fields-1", "adjust purchase/sword#1 1", "adjust 1 lives 1")
    play(game, "adjust 0 fate 0", "adjust 1 fate 0")
    for helmet in ("purchase/helmet#1", "purchase/helmet#2", "purchase/helmet#3", "purchase/helmet#4"):
        play(game, f"adjust {helmet} 0")
    play(game, "adjust 0 position space/outer/hills-1", "adjust turn 0")
    play(game, "roll 1", "move space/outer/fields-1", "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    play(game, "roll 6", "roll 6", "roll 1", "reward life")  # the Warrior's two dice, the Dwarf's one
    assert not game.player(1).alive
    assert "take purchase/sword#1" in legal(game)
    play(game, "take purchase/sword#1")
    assert game.decision.kind == "ditch"  # five Objects: one must go
    play(game, "ditch purchase/sword#1")
    assert "purchase/sword#1" in game.state.board["space/outer/fields-1"]
    assert "take purchase/sword#1" not in legal(game)
