"""Battles between characters: the winner's reward (core rules, "Battles Between Two
Characters", 5. Claim Reward; "Losing All Lives")."""

from __future__ import annotations

from engine.invariants import violations
from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for, land

OASIS = "space/middle/oasis"


def _beat_the_dwarf(game, *setup: str) -> list[str]:
    """The Thief lands on the Dwarf at the Oasis and wins the battle (9 + 6 against 3 + 1)."""
    play(game, f"adjust 1 position {OASIS}", "adjust 0 strength 6", *setup)
    land(game, OASIS)
    play(game, "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    return play(game, "roll 6", "roll 1")


def test_winner_takes_a_gold_or_an_object(catalogue) -> None:
    """Claim Reward: one gold or one Object from the loser instead of a life."""
    game = game_for(catalogue)
    _beat_the_dwarf(game, "adjust 1 gold 2", "adjust adventure/ring 1")
    assert legal(game) == {"reward life", "reward gold", "reward adventure/ring"}
    play(game, "reward adventure/ring")
    assert game.state.players[0].objects == ("adventure/ring",) and game.state.players[1].objects == ()
    assert game.state.current == 1  # the turn ends


def test_armour_may_save_the_life_taken_as_reward(catalogue) -> None:
    """Claim Reward: the life may be saved by an Object (Armour saves on 4-6)."""
    game = game_for(catalogue)
    _beat_the_dwarf(game, "adjust purchase/armour#1 1")
    play(game, "reward life", "roll 5")
    assert game.state.players[1].lives == 5 and game.state.current == 1
    game = game_for(catalogue)
    _beat_the_dwarf(game, "adjust purchase/armour#1 1")
    play(game, "reward life", "roll 2")
    assert game.state.players[1].lives == 4


def test_killing_the_loser_leaves_his_things_for_the_winner(catalogue) -> None:
    """Claim Reward and "Losing All Lives": a killed character's Objects, Followers and gold
    lie on the space; the winner takes what he wants, the rest stays there."""
    game = game_for(catalogue)
    setup = ("adjust 1 lives 1", "adjust 1 gold 3", "adjust adventure/ring 1", "adjust adventure/prince 1")
    _beat_the_dwarf(game, *setup)
    play(game, "reward life")
    assert not game.state.players[1].alive
    assert game.decision.kind == "take"
    assert legal(game) == {"take adventure/ring", "take adventure/prince", "take gold", "done"}
    play(game, "take gold", "take adventure/prince", "done")
    thief = game.state.players[0]
    assert thief.gold == 4 and thief.followers == ("adventure/prince",)  # 1 of his own + 3
    assert game.state.board[OASIS] == ("adventure/ring",) and "gold@" + OASIS not in game.state.markers
    assert game.state.current == 1
    assert violations(game) == []  # every card and coin in exactly one place


def test_gold_of_a_dead_character_stays_on_the_space(catalogue) -> None:
    """ "Losing All Lives": the gold is placed on the space where the character died."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/plains-1", "adjust 0 gold 2", "adjust 0 lives 0")
    assert game.state.markers["gold@space/outer/plains-1"] == 2 and violations(game) == []
