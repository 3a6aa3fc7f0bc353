"""Helpers for the Highland deck's tests: a Highland game driven by text actions, a card met on
a space (its rules hold wherever it is met: Eyrie Vanguard brings the deck's cards to the main
board)."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import play
from tests.engine.highland.highland_card_helpers import highland_game, named
from tests.engine.reaper_helpers import land_at

FIELD = "space/outer/fields-2"
CLIFF = "space/highland/cliff"
THIEF, WARRIOR, MONK = "character/thief", "character/warrior", "character/monk"

__all__ = ["CLIFF", "FIELD", "MONK", "THIEF", "WARRIOR", "bases", "highland_game", "meet", "named"]


def meet(
    catalogue: content.Catalogue,
    *cards: str,
    who: str = THIEF,
    prep: tuple[str, ...] = (),
    space: str = FIELD,
    others: tuple[str, ...] = (MONK,),
) -> tuple[Game, list[str]]:
    """Player 0 lands on ``space`` where ``cards`` lie, after ``prep`` (adjust actions); the game
    and the events of the landing."""
    game = highland_game(catalogue, who, *others)
    events = land_at(game, 0, space, *(f"adjust {named(catalogue, c)} {space}" for c in cards), *prep)
    if game.decision.kind == "encounter":
        events += play(game, "encounter space")
    return game, events


def bases(cards: object) -> set[str]:
    """The kinds of the cards of a pile (``highland/kobold#2`` -> ``highland/kobold``)."""
    return {str(c).split("#")[0] for c in cards}  # type: ignore[attr-defined]
