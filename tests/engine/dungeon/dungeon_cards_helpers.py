"""Helpers for the Dungeon cards' tests: a Dungeon game driven by text actions, a card met on
an Outer Region space (its rules hold wherever it is met), the scores of a battle."""

from __future__ import annotations

import content
from engine import Game, character
from tests.engine.engine_helpers import play
from tests.engine.figures_helpers import expansion_game, named
from tests.engine.reaper_helpers import land_at

FIELD = "space/outer/fields-2"
THIEF, WARRIOR = "character/thief", "character/warrior"


def dungeon_game(catalogue: content.Catalogue, *characters: str) -> Game:
    """A Dungeon game (nobody holding Spells or fate)."""
    return expansion_game(catalogue, *(characters or (THIEF, WARRIOR)), expansions=("dungeon",))


def meet(
    catalogue: content.Catalogue,
    *cards: str,
    who: str = THIEF,
    prep: tuple[str, ...] = (),
    space: str = FIELD,
    fight: bool = True,
) -> Game:
    """Player 0 lands on ``space`` where ``cards`` lie, after ``prep`` (adjust actions); a
    battle is fought at once unless ``fight`` is false."""
    game = dungeon_game(catalogue, who, "character/monk")
    land_at(game, 0, space, *(f"adjust {named(catalogue, c)} {space}" for c in cards), *prep)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    if fight and game.decision.kind == "battle":
        play(game, "fight")
    return game


def bases(cards: object) -> set[str]:
    """The kinds of the cards of a pile (``dungeon/gnoll#2`` -> ``dungeon/gnoll``)."""
    return {str(c).split("#")[0] for c in cards}  # type: ignore[attr-defined]


def scores(events: list[str]) -> tuple[int, int]:
    line = next(e for e in events if e.startswith("attack_scores"))
    _, _, mine, theirs = line.split()
    return int(mine), int(theirs)


def value(game: Game, stat: str, p: int = 0) -> int:
    """Player ``p``'s Strength or Craft in a fight, carried bonuses and all."""
    ch = game.state.players[p]
    return (
        character.strength(game, ch, battle=True)
        if stat == "strength"
        else character.craft(game, ch, battle=True)
    )
