"""Helpers for the Highland deck's card tests: a card given to the first player as his turn
begins; the Highland game and a card met on an Outer Region space are the card tests' own
(``highland_card_helpers``)."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import play
from tests.engine.highland.highland_card_helpers import FIELD, THIEF, WARRIOR, highland_game, meet, named

__all__ = ["FIELD", "THIEF", "WARRIOR", "highland_game", "holding", "meet"]


def holding(catalogue: content.Catalogue, *cards: str, who: str = THIEF, prep: tuple[str, ...] = ()) -> Game:
    """The first player holds ``cards`` (given by hand) and his turn begins."""
    game = highland_game(catalogue, who, "character/monk" if who == WARRIOR else WARRIOR)
    play(game, *(f"adjust {named(catalogue, c)} 0" for c in cards), *prep, "adjust turn 0")
    return game
