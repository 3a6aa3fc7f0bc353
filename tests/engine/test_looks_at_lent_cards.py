"""A look at the Adventure deck's top card while another box's cards lie on it (found by the
engine bench playing every box: the Fortune Teller's look failed inside the engine).

Rules: the Highland's Eyrie Vanguard lays the Highland deck's top 3 cards, unseen, on top of the
Adventure deck (its card, as the data restates it); the Blood Moon's Fortune Teller lets its
holder look at the top Adventure Card as each of his turns starts, and the Lantern Sprite has
that card laid face down before a character, who puts it back on top of the deck as his next
turn starts. So the card seen while Highland cards lie there is a Highland card: the next draw
brings it; laid before a character it leaves the pile, and back on top it is the next card again.
"""

from __future__ import annotations

import random

from engine.game import Game
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import land_at

BOXES = ("blood-moon", "highland")
TELLER, SPRITE, OPAL = "adventure/fortune-teller", "adventure/lantern-sprite", "highland/opal"
FIELDS = "space/outer/fields-1"


def lent_game(catalogue, count: int = 2, *, teller: bool = True) -> Game:
    """Two Highland cards (``count``) lie unseen on the Adventure deck, as Eyrie Vanguard lays
    them; the Wizard holds the Fortune Teller (``teller``)."""
    game = expansion_game(catalogue, "character/wizard", "character/priest", expansions=BOXES)
    if teller:
        play(game, f"adjust {TELLER} 0")
    from engine.chance import lend

    lend(game, "adventure", "highland", count)
    return game


def test_the_fortune_teller_sees_the_highland_card_lying_on_top(catalogue) -> None:
    game = lent_game(catalogue)
    before = game.space(FIELDS).neighbours[0]
    play(game, f"adjust 0 position {before}", "adjust turn 0", f"use {TELLER}")
    assert game.decision.is_chance
    assert {a.split()[1].split("/")[0] for a in legal(game)} == {"highland"}
    play(game, f"draw {OPAL}")  # the card seen on top
    play(game, "roll 1", f"move {FIELDS}")
    assert legal(game) == {f"draw {OPAL}"}, "the next draw must bring the card seen"
    play(game, f"draw {OPAL}")
    assert game.state.markers["lent"]["adventure"]["count"] == 1  # one Highland card lies there still
    assert str(game.random_chance(random.Random(3)).args[0]).startswith("highland/")


def test_the_lantern_sprite_lays_the_highland_card_aside_and_back_on_top(catalogue) -> None:
    game = lent_game(catalogue, count=1, teller=False)
    land_at(game, 0, FIELDS, f"adjust {SPRITE} {FIELDS}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, f"draw {OPAL}")  # the look: the Highland card on top
    play(game, f"use {SPRITE} character/wizard")  # laid before the Wizard himself
    assert "lent" not in game.state.markers  # off the pile: the Adventure deck's own cards on top
    assert OPAL + "#1" in game.state.markers["aside/sprite/0"]
    play(game, "adjust turn 0")  # the Wizard's next turn begins
    if game.decision.kind == "begin":
        play(game, "begin")
    assert game.state.markers["lent"] == {"adventure": {"from": "highland", "count": 1}}
    assert game.state.markers["top/highland"] == OPAL + "#1"  # back on top: the next Adventure draw


def test_cards_drawn_aside_take_the_highland_cards_lying_on_top_first(catalogue) -> None:
    """The Blood Moon's Corpse Collector draws 8 Adventure Cards beside the board (its card, as
    the data restates it): with two Highland cards lying on the deck, the first two are those
    (found by ``talisman sim`` with every box, where such a draw failed inside the engine)."""
    from engine.handlers.blood_moon.hoards import draw_aside, hoard

    game = lent_game(catalogue, count=2, teller=False)
    draw_aside(game, 0, "adventure/corpse-collector", 3)
    game._settle()
    drawn = []
    for _ in range(3):
        assert game.decision.is_chance
        first = sorted(legal(game))[0]
        drawn.append(first.split()[1].split("/")[0])
        play(game, first)
    assert drawn == ["highland", "highland", "adventure"]
    assert "lent" not in game.state.markers
    assert len(hoard(game, "adventure/corpse-collector")) == 3


def test_a_card_the_lantern_sprite_puts_back_lies_over_highland_cards_laid_since(catalogue) -> None:
    """The Lantern Sprite's card goes "back on top of the deck" as its character's turn starts.
    Highland cards the Eyrie Vanguard laid on the Adventure deck while it was away lie under it
    then: the next Adventure draw brings the Sprite's card, and only then the Highland cards
    (as for a card the Astrologer lays back: tests/engine/highland/test_highland_astrologer.py)."""
    from engine.chance import lend

    game = lent_game(catalogue, count=0, teller=False)
    land_at(game, 0, FIELDS, f"adjust {SPRITE} {FIELDS}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    seen = sorted(legal(game))[0].split()[1]  # the Adventure deck's own top card
    assert seen.startswith("adventure/")
    play(game, f"draw {seen}", f"use {SPRITE} character/wizard")
    laid = game.state.markers["aside/sprite/0"][-1]
    lend(game, "adventure", "highland", 2)  # the Eyrie Vanguard, met meanwhile
    play(game, "adjust turn 0")  # the Wizard's next turn begins: the card goes back on top
    if game.decision.kind == "begin":
        play(game, "begin")
    from engine.chance import Draw

    draw = {"kind": "draw", "deck": "adventure", "count": 1, "to": "player", "p": 0}
    assert [str(a) for a in Draw.legal(game, draw)] == [f"draw {laid.split('#')[0]}"]
