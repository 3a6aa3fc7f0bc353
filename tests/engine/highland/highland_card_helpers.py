"""Helpers for the tests of The Highland's Adventure cards, Spells and characters: a Highland game
driven by text actions, a card met on an Outer Region space, a Spell held as a turn begins."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import play
from tests.engine.figures_helpers import expansion_game, named
from tests.engine.reaper_helpers import land_at

BOX = "highland"
FIELD = "space/outer/fields-2"
THIEF, WARRIOR, MONK = "character/thief", "character/warrior", "character/monk"
ENTRANCE = "space/highland/entrance"
PASS = "space/highland/mountain-pass"


def highland_game(catalogue: content.Catalogue, *characters: str) -> Game:
    """A Highland game (nobody holding Spells or fate)."""
    return expansion_game(catalogue, *(characters or (THIEF, WARRIOR)), expansions=(BOX,))


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
    game = highland_game(catalogue, who, MONK)
    land_at(game, 0, space, *(f"adjust {named(catalogue, c)} {space}" for c in cards), *prep)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    if fight and game.decision.kind == "battle":
        play(game, "fight")
    return game


def begin_turn(game: Game, p: int = 0) -> None:
    """Player ``p``'s turn begins (set by hand)."""
    play(game, f"adjust turn {p}")
    if game.decision.kind == "begin":
        play(game, "begin")


def holding(catalogue: content.Catalogue, spell: str, *prep: str, who: str = THIEF) -> tuple[Game, str]:
    """Player 0's turn begins, holding ``spell`` (and Craft enough to hold it)."""
    game = highland_game(catalogue, who, WARRIOR)
    card = named(catalogue, spell)
    play(game, "adjust 0 craft 3", *prep, f"adjust {card} 0", "adjust turn 0")
    return game, card
