"""Helpers for the Highland deck's card tests: a Highland game driven by text actions, a card
given to the first player, a turn begun, a card met on an Outer Region space."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.dungeon.dungeon_cards_helpers import named
from tests.engine.engine_helpers import play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import land_at

FIELD = "space/outer/fields-2"
THIEF, WARRIOR = "character/thief", "character/warrior"


def highland_game(catalogue: content.Catalogue, *characters: str) -> Game:
    """A Highland game (nobody holding Spells or fate)."""
    return expansion_game(catalogue, *(characters or (THIEF, WARRIOR)), expansions=("highland",))


def holding(catalogue: content.Catalogue, *cards: str, who: str = THIEF, prep: tuple[str, ...] = ()) -> Game:
    """The first player holds ``cards`` (given by hand) and his turn begins."""
    game = highland_game(catalogue, who, "character/monk" if who == WARRIOR else WARRIOR)
    play(game, *(f"adjust {named(catalogue, c)} 0" for c in cards), *prep, "adjust turn 0")
    return game


def meet(
    catalogue: content.Catalogue,
    *cards: str,
    who: str = THIEF,
    prep: tuple[str, ...] = (),
    space: str = FIELD,
    fight: bool = True,
) -> Game:
    """Player 0 lands on ``space`` where ``cards`` lie, after ``prep`` (adjust actions); a battle
    is fought at once unless ``fight`` is false."""
    game = highland_game(catalogue, who, "character/monk")
    land_at(game, 0, space, *(f"adjust {named(catalogue, c)} {space}" for c in cards), *prep)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    if fight and game.decision.kind == "battle":
        play(game, "fight")
    return game
