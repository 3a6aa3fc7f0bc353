"""Two Blood Moon Magic Objects with lasting rules (data
content/data/blood-moon/adventure/magic-objects.yaml):

- Living Doll (its step, run as it is taken; ``follower_barred``): taking it ditches every
  other Object its holder carries, and while it is held no Object can be taken from a space.
  The City's Alchemist buys it like any Object (1 gold), which ends the rule;
- Ghostwood Wand (``card_returned``): each Spirit that goes to the discard pile owes its
  holder a Spell (Craft permitting), drawn when the next turn starts (the discard may happen in
  the middle of anything; the draw waits for a quiet moment).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks
from engine.cards import handles
from engine.handlers.blood_moon import blood_moon
from engine.handlers.blood_moon_items import holding
from engine.state import base_id
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.game import Game

DOLL, WAND = "adventure/living-doll", "adventure/ghostwood-wand"


@handles(DOLL)
def _doll_taken(g: Game, p: int, source: str) -> None:
    for card in list(g.player(p).objects):
        if card != source:
            character.ditch(g, p, card)


@hooks.on("follower_barred")
def _doll_bars_objects(g: Game, p: int, card: str) -> bool:
    comp = g.cat[base_id(card)]
    is_object = comp.kind in ("purchase", "talisman") or (
        isinstance(comp, AdventureCard) and comp.type in ("object", "magic-object")
    )
    return is_object and holding(g, p, DOLL) is not None


@hooks.on("card_returned")
def _spirit_gone(g: Game, card: str) -> None:
    comp = g.cat[base_id(card)]
    if not (isinstance(comp, AdventureCard) and comp.is_enemy and comp.subtype == "spirit"):
        return
    for ch in g.state.players:
        if ch.alive and holding(g, ch.player, WAND) is not None:
            key = f"wand/{ch.player}"
            g.set(g.state.markers, key, g.state.markers.get(key, 0) + 1)


@hooks.on("turn_begins")
def _wand_spells(g: Game, p: int) -> None:
    if not blood_moon(g):
        return
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
