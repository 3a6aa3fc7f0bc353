"""Helpers for the board-space tests: put a character next to a space and land there."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import new_game, play

HERO = "character/thief"  # neutral, Strength 3, Craft 3, 4 lives, no ability on spaces
OTHER = "character/dwarf"
PARK = "space/outer/fields-3"  # where the other character waits, out of the way

# Inner Region: the space one step before each (moving toward the Crown)
INNER_BEFORE = {
    "space/inner/mines": "space/inner/plain-of-peril",
    "space/inner/crypt": "space/inner/plain-of-peril",
    "space/inner/vampires-tower": "space/inner/mines",
    "space/inner/death": "space/inner/crypt",
    "space/inner/pits": "space/inner/vampires-tower",
    "space/inner/werewolf-den": "space/inner/death",
    "space/inner/valley-of-fire": "space/inner/pits",
    "space/inner/crown-of-command": "space/inner/valley-of-fire",
}


def game_for(catalogue: content.Catalogue, hero: str = HERO, other: str = OTHER) -> Game:
    """Two characters; the other one parked out of the way; nobody has fate (no reroll asks)."""
    game = new_game(catalogue, hero, other)
    play(game, f"adjust 1 position {PARK}", "adjust 0 fate 0", "adjust 1 fate 0")
    return game


def before(game: Game, space: str) -> str:
    """A neighbour from which a roll of 1 (or one step) lands on ``space``."""
    if space in INNER_BEFORE:
        return INNER_BEFORE[space]
    here = game.space(space)
    return next(n for n in here.neighbours if game.space(n).region == here.region)


def land(game: Game, space: str, *setup: str) -> list[str]:
    """Start player 0's turn next to ``space`` (after the ``setup`` adjusts) and move onto it."""
    start = before(game, space)
    play(game, f"adjust 0 position {start}", *setup, "adjust turn 0")
    if game.space(start).region == "inner":
        return play(game, f"move {space}")
    return play(game, "roll 1", f"move {space}")


def kinds(game: Game) -> str:
    return game.decision.kind
