"""Two Blood Moon Magic Objects with lasting rules (data
content/data/blood-moon/adventure/magic-objects.yaml):

- Living Doll (its step, run as it is taken; ``must_take``, ``cannot_ditch``,
  ``follower_barred``, ``object_refused``): met on a space, it must be taken before anything
  else there (as the digital rulebook's "Followers That You Must Take"), and it cannot be
  ditched. Taking it ditches every other Object its holder carries; while it is held no Object
  can be taken from a space, and one got any other way (a reward, a purchase, a card's gift)
  is ditched on the holder's space at once. The City's Alchemist buys it like any Object
  (1 gold), which ends the rule;
- Ghostwood Wand (``card_returned``): each Spirit that goes to the discard pile owes its
  holder a Spell (Craft permitting), drawn when the next turn starts (the discard may happen in
  the middle of anything; the draw waits for a quiet moment).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.handlers.blood_moon.items import holding
from engine.state import base_id
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

DOLL, WAND = "adventure/living-doll", "adventure/ghostwood-wand"


@handles(DOLL)
def _doll_taken(g: Game, p: int, source: str) -> None:
    for card in list(g.state.players[p].objects):
        if card != source:
            character.ditch(g, p, card)


def _is_object(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    return comp.kind in ("purchase", "talisman") or (
        isinstance(comp, AdventureCard) and comp.type in ("object", "magic-object")
    )


@hooks.on(points.FOLLOWER_BARRED, held=(DOLL,))
def _doll_bars_objects(g: Game, p: int, card: str) -> bool:
    return _is_object(g, card) and holding(g, p, DOLL) is not None


@hooks.on(points.OBJECT_REFUSED, held=(DOLL,))
def _doll_refuses_objects(g: Game, p: int, card: str) -> bool:
    """An Object got while the Doll is held (other than from a space) is not kept."""
    return base_id(card) != DOLL and _is_object(g, card) and holding(g, p, DOLL) is not None


@hooks.on(points.MUST_TAKE)
def _doll_must_be_taken(g: Game, p: int, card: str) -> bool:
    return base_id(card) == DOLL


@hooks.on(points.CANNOT_DITCH)
def _doll_stays(g: Game, p: int, card: str) -> bool:
    return base_id(card) == DOLL  # only the City's Alchemist takes it (for 1 gold)


@hooks.on(points.CARD_RETURNED, held=(WAND,))
def _spirit_gone(g: Game, card: str) -> None:
    comp = g.cat[base_id(card)]
    if not (isinstance(comp, AdventureCard) and comp.is_enemy and comp.subtype == "spirit"):
        return
    for ch in g.state.players:
        if ch.alive and holding(g, ch.player, WAND) is not None:
            key = f"wand/{ch.player}"
            g.set(g.state.markers, key, g.state.markers.get(key, 0) + 1)


@hooks.on(points.TURN_BEGINS, marked=("wand/",))
def _wand_spells(g: Game, p: int) -> None:
    for ch in g.state.players:
        key = f"wand/{ch.player}"
        owed = g.state.markers.get(key)
        if owed is None:
            continue
        g.journal.delete(g.state.markers, key)
        room = character.spell_limit(g, ch) - len(ch.spells)
        if ch.alive and not ch.is_toad and room > 0 and holding(g, ch.player, WAND) is not None:
            push_steps(g, ch.player, [{"gain": {"spells": min(owed, room)}}], WAND)


handles(WAND)(lambda g, p, source: None)  # carried: the hooks above are its rule
