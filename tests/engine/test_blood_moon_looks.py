"""Fortune Teller and Lantern Sprite: a look at the Adventure deck's top card (issue 13, item
3). Rules: the cards as the data restates them (content/data/blood-moon/adventure/
followers.yaml: the Teller's holder may look at the top Adventure Card as each of their turns
starts; strangers.yaml: the Sprite's finder looks at the top card and lays it face down before
a character they choose, who puts it back on top of the deck when their next turn starts) and
the core rules' "Adventure Cards" (cards are drawn from the top of the deck). The engine keeps
no order in a deck: a look is a chance outcome the table reports, and the card it shows is
the only one the next draw can bring."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from tests.engine.blood_moon_helpers import FIELDS, moon_game
from tests.engine.engine_helpers import legal, play

TELLER, SPRITE, GIANT = "adventure/fortune-teller", "adventure/lantern-sprite", "adventure/giant"
TOP = "top/adventure"


def _teller_looks(catalogue, card: str = GIANT):
    game = moon_game(catalogue)
    before = game.space(FIELDS).neighbours[0]
    play(game, f"adjust {TELLER} 0", f"adjust 0 position {before}", "adjust turn 0")
    assert game.decision.player == 0 and legal(game) == {f"use {TELLER}", "pass"}
    play(game, f"use {TELLER}")
    return game


def test_the_fortune_teller_looks_without_taking_the_card(catalogue) -> None:
    game = _teller_looks(catalogue)
    deck = game.state.decks["adventure"]
    assert game.decision.is_chance and game.decision.kind == "draw"
    assert len(legal(game)) > 100  # any card of the deck may be on top
    events = play(game, f"draw {GIANT}")
    assert "looked_at 0 adventure/giant" in events
    assert game.state.decks["adventure"] == deck and game.state.markers[TOP] == GIANT
    assert game.decision.kind == "roll"  # the turn goes on to the move


def test_the_next_draw_brings_the_card_seen_and_then_forgets_it(catalogue) -> None:
    """The Giant seen on top is the card Fields 1 draws: chance gives it probability 1; the
    draw after it may be any card again."""
    game = _teller_looks(catalogue)
    play(game, f"draw {GIANT}", "roll 1", f"move {FIELDS}")
    assert game.decision.is_chance and legal(game) == {f"draw {GIANT}"}
    assert [(str(a), p) for a, p in game.chance_outcomes()] == [(f"draw {GIANT}", 1.0)]
    import random

    assert str(game.random_chance(random.Random(1))) == f"draw {GIANT}"
    with pytest.raises(IllegalAction, match="top card"):
        play(game, "draw adventure/ape")
    play(game, f"draw {GIANT}")
    assert GIANT in game.state.board[FIELDS] and TOP not in game.state.markers
    assert GIANT not in game.state.decks["adventure"]


def test_a_look_is_undone_like_any_action(catalogue) -> None:
    game = _teller_looks(catalogue)
    play(game, f"draw {GIANT}")
    game.undo()
    assert TOP not in game.state.markers and len(legal(game)) > 100
    play(game, "draw adventure/ape")
    assert game.state.markers[TOP] == "adventure/ape"


def test_the_teller_may_be_passed_and_is_not_offered_without_it(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, f"adjust {TELLER} 0", "adjust turn 0", "pass")
    assert TOP not in game.state.markers and game.decision.kind == "roll"
    game = moon_game(catalogue)
    play(game, "adjust turn 0")
    assert game.decision.kind == "roll"


def test_a_second_look_sees_the_same_card(catalogue) -> None:
    """Next turn, the card still on top is the only one the Teller can show."""
    game = _teller_looks(catalogue)
    play(game, f"draw {GIANT}", "adjust turn 0", f"use {TELLER}")
    assert legal(game) == {f"draw {GIANT}"}


def _sprite_met(catalogue):
    game = moon_game(catalogue)
    before = game.space(FIELDS).neighbours[0]
    play(game, f"adjust {SPRITE} {FIELDS}", f"adjust 0 position {before}", "adjust turn 0", "roll 1")
    play(game, f"move {FIELDS}")
    while not game.decision.is_chance:  # meet the Sprite on the space
        play(game, f"encounter {SPRITE}" if f"encounter {SPRITE}" in legal(game) else sorted(legal(game))[0])
    return game


def test_the_lantern_sprite_lays_the_top_card_before_a_character(catalogue) -> None:
    """The Wizard looks (the Giant), lays it before the Priest: the card is out of the deck
    until the Priest's turn starts, then back on top, the next card drawn."""
    game = _sprite_met(catalogue)
    size = len(game.state.decks["adventure"])
    play(game, f"draw {GIANT}")
    assert legal(game) == {f"use {SPRITE} character/wizard", f"use {SPRITE} character/priest"}
    play(game, f"use {SPRITE} character/priest")
    assert game.state.markers["aside/sprite/1"] == [GIANT] and TOP not in game.state.markers
    assert len(game.state.decks["adventure"]) == size - 1 and GIANT not in game.state.decks["adventure"]
    assert SPRITE in game.state.board[FIELDS]  # it stays on its space
    from engine import invariants

    assert not invariants.violations(game)
    events = play(game, "adjust turn 1")
    assert "puts_back_on_top 1 adventure/giant" in events
    assert "aside/sprite/1" not in game.state.markers and game.state.markers[TOP] == GIANT
    assert GIANT in game.state.decks["adventure"] and not invariants.violations(game)
