"""Core rulebook, "Ditching Followers and Objects": a character may leave any of his Objects or
Followers face up on his space at any time, and may not take them back in the same turn."""

from __future__ import annotations

import json

import pytest

from engine import IllegalAction
from tests.engine.engine_helpers import legal, new_game, play


def snapshot(game) -> str:
    return json.dumps(game.state.to_json(), sort_keys=True)


def test_an_object_may_be_ditched_at_any_decision(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust purchase/sword#1 0")
    assert game.decision.is_chance  # the movement die is awaited: ditching needs no decision of its own
    assert game.is_legal("ditch purchase/sword#1") and "ditch purchase/sword#1" not in legal(game)
    events = play(game, "ditch purchase/sword#1")
    warrior = game.state.players[0]
    assert "ditch 0 purchase/sword#1" in events
    assert warrior.objects == () and "purchase/sword#1" in game.state.board[warrior.position]
    assert warrior.ditched == ("purchase/sword#1",)
    game.undo()
    assert game.state.players[0].objects == ("purchase/sword#1",)


def test_a_ditched_card_cannot_be_taken_back_this_turn(catalogue) -> None:
    """It stays on the space; the same character may not pick it up again before the turn ends."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust purchase/sword#1 0", "ditch purchase/sword#1", "roll 1")
    assert "purchase/sword#1" in game.state.players[0].ditched
    assert not any("purchase/sword#1" in a for a in legal(game) if a.startswith("take"))


def test_the_other_players_may_ditch_too_and_the_mark_clears_when_the_turn_ends(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust purchase/axe#1 1", "ditch purchase/axe#1")
    dwarf = game.state.players[1]
    assert dwarf.objects == () and dwarf.ditched == ("purchase/axe#1",)
    turn = game.state.turn
    while game.state.turn == turn:
        options = legal(game)
        easy = [o for o in ("roll 1", "done", "end", "pass", "encounter space", "accept") if o in options]
        play(game, easy[0] if easy else sorted(options)[0])
    assert game.state.players[1].ditched == ()


@pytest.mark.parametrize("bad", ["ditch purchase/sword#1", "ditch adventure/no-such-card"])
def test_ditching_what_nobody_carries_is_refused_and_changes_nothing(catalogue, bad: str) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="nobody carries"):
        game.apply(bad)
    assert snapshot(game) == before and game.log == [] and not game.is_legal(bad)


def test_a_follower_that_must_be_kept_cannot_be_ditched(catalogue) -> None:
    """Digital rulebook FAQ, "Followers That You Must Take": the Poltergeist stays with you."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust adventure/poltergeist 0")
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="cannot be ditched"):
        game.apply("ditch adventure/poltergeist")
    assert snapshot(game) == before
