"""The Relics' own rules (content/data/highland/decks/relic.yaml; digital rulebook FAQ, "Relic
Cards": Arnkell, Rage Talon, Windlord Amulet). Their Strength and Craft are the data's bonuses;
how they are dealt and how they leave the game: engine.handlers.highland.region.

- Arnkell: as the move starts the holder may give it up (it leaves the game) and fly to any
  space of his Region instead, his Followers left behind on the space first; from the Inner
  Region too, to the Crown of Command (FAQ Arnkell). The shared flight: engine.handlers.core.flight.
- Dreadwing (a Follower): the holder may roll 2 dice for his move and go their total; on a double
  he may fly to any space of his Region instead (engine.handlers.core.mounts).
- Rage Talon, Windlord Amulet: the character their holder beats and makes lose a life may not
  save it with Armour; the Talon in battle only, the Amulet in psychic combat only (FAQ Rage
  Talon, Windlord Amulet). Armour saves nothing in psychic combat (core rules), so the Amulet's
  rule has nothing to refuse in this engine; it is kept for a card that would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, hooks, points
from engine.frames import Frame
from engine.handlers.core import flight, mounts
from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game

ARNKELL = "relic/arnkell"
DREADWING = "relic/dreadwing"
TALON = "relic/rage-talon"
AMULET = "relic/windlord-amulet"
DENIES = {TALON: "strength", AMULET: "craft"}  # a Relic -> the fight in which it denies Armour

cards.PLAYED.update(
    {
        ARNKELL: "highland relics: move_start (engine.handlers.core.flight)",
        DREADWING: "highland relics: move_start (engine.handlers.core.mounts)",
        TALON: "highland relics: no_armour (its Strength: the data's bonus)",
        AMULET: "highland relics: no_armour (its Craft: the data's bonus)",
    }
)


def _holds(g: Game, p: int, card: str) -> bool:
    return card in map(base_id, g.state.players[p].objects)


@hooks.on(points.MOVE_START, held=(ARNKELL,))
def _arnkell(g: Game, f: Frame) -> bool:
    return _holds(g, f["p"], ARNKELL) and flight.offer(g, f, ARNKELL, inner=True, leave_followers=True)


@hooks.on(points.MOVE_START, held=(DREADWING,))
def _dreadwing(g: Game, f: Frame) -> bool:
    return mounts.offer(g, f, DREADWING, doubles=True)


@hooks.on(points.NO_ARMOUR, held=tuple(DENIES))
def _no_armour(g: Game, p: int) -> bool:
    """The loser ``p`` of a fight against a character holding a Relic that denies Armour in it."""
    f = g.top if g.state.stack else None
    if f is None or f.get("kind") != "battle" or f.get("loser") != p or "winner" not in f:
        return False
    return any(DENIES[r] == f["stat"] and _holds(g, f["winner"], r) for r in DENIES)
