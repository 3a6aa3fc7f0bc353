"""Crossing the Storm River by Raft, and building one with an Axe (digital rulebook,
"Rafts"; FAQ, Raft Q1)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.handlers.core.next_move import across
from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for


def test_straight_across_matches_the_sentinel_bridge(catalogue) -> None:
    """The Sentinel's bridge lands on the Middle Hills: the space straight across."""
    game = game_for(catalogue)
    assert across(game, "space/outer/sentinel") == ["space/middle/hills"]
    assert across(game, "space/middle/temple") == ["space/outer/plains-2", "space/outer/fields-2"]
    assert across(game, "space/outer/city") == [] and across(game, "space/outer/tavern") == []


def test_every_middle_space_faces_the_outer_region(catalogue) -> None:
    """Each Middle space faces one or two Outer spaces; the 20 Outer side spaces face one each."""
    game = game_for(catalogue)
    outer = [s.id for s in catalogue.region("outer")]
    assert sum(len(across(game, s)) for s in outer) == 20
    for space in catalogue.region("middle"):
        assert 1 <= len(across(game, space.id)) <= 2


@given(st.sampled_from([f"space/outer/{n}" for n in ("fields-1", "woods-1", "ruins", "forest", "chapel")]))
def test_across_is_symmetric(catalogue, space: str) -> None:
    """Straight across is the same both ways."""
    from engine import Game, Setup

    game = Game.new(Setup.of("character/thief", "character/dwarf", seed=1), catalogue)
    for other in across(game, space):
        assert space in across(game, other)


def test_raft_crosses_instead_of_moving_and_is_discarded(catalogue) -> None:
    """Raft: at the start of the next turn, cross to a space straight across (no die); it is
    then discarded (an Adventure Raft to the discard pile)."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/plains-2", "adjust adventure/raft 0", "adjust turn 0")
    assert game.decision.kind == "instead" and legal(game) == {"move space/middle/temple", "begin"}
    play(game, "move space/middle/temple")
    thief = game.state.players[0]
    assert thief.position == "space/middle/temple" and thief.objects == ()
    assert "adventure/raft" in game.state.discards["adventure"]
    assert game.decision.kind == "roll" and game.state.stack[-1]["dice"] == 2  # praying at the Temple


def test_raft_not_used_is_discarded_all_the_same(catalogue) -> None:
    """Digital rulebook, "Rafts": used or not, the Raft goes (a Purchase Raft to its deck)."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/plains-2", "adjust purchase/raft 0", "adjust turn 0", "begin")
    assert game.state.players[0].objects == () and "purchase/raft" in game.state.decks["purchase"]
    assert game.decision.kind == "roll"


def test_axe_builds_a_raft_in_the_woods(catalogue) -> None:
    """Axe: beginning the turn on a Woods (or the Forest), building a Raft is the move; the
    Raft then counts as an Object (FAQ, Raft Q1) and crosses next turn."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/woods-1", "adjust adventure/axe 0", "adjust turn 0")
    assert "take purchase/raft" in legal(game)
    play(game, "take purchase/raft")
    thief = game.state.players[0]
    assert thief.position == "space/outer/woods-1" and "purchase/raft" in thief.objects
    assert game.decision.kind == "draw"  # he meets the Woods he stands on
    play(game, "draw adventure/bag-of-gold", "done", "adjust turn 0")
    assert "move space/middle/desert-2" in legal(game)  # Woods (5) faces the Desert (28)


def test_a_new_character_inherits_no_tavern_offer(catalogue) -> None:
    """Core rules, "Losing All Lives": the character is gone, and the Tavern's offer with him."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/plains-2", "adjust turn 0", "roll 1", "move space/outer/tavern")
    play(game, "roll 5")
    assert game.state.markers["next-move/0"] == "wizard"
    play(game, "adjust 0 lives 0")
    assert "next-move/0" not in game.state.markers


def test_no_raft_to_build_once_the_table_has_moved_it(catalogue) -> None:
    """Building a Raft takes the Purchase deck's Raft (digital rulebook, "Rafts"): once the table
    has given it to someone by hand, it is no longer offered (a random playout with hand
    corrections crashed taking a Raft no longer in the deck)."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/woods-1", "adjust adventure/axe 0", "adjust turn 0")
    assert "take purchase/raft" in legal(game)
    play(game, "adjust purchase/raft 1")
    assert legal(game) == {"begin"}
