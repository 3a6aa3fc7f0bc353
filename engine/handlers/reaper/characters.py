"""The Reaper's characters (digital rulebook FAQ "The Reaper Expansion": Dark Cultist, Knight,
Sage; the data's ability texts; details no source confirms are ``verified: false`` there).

- Dark Cultist: psychic attack on characters (``engine.encounters``, key ``psychic-attack``);
  the dark gift (``engine.handlers.reaper.battle``); always evil.
- Knight: starts with a Sword and an Armour from the Purchase deck (frame ``starting_gear``,
  pushed by the deal and for a new Knight); may add 2 when praying (``may_add_one`` in
  ``engine.handlers.core.abilities_travel``); always good; never attacks a good character (the
  alignment as he lands decides: FAQ Knight; ``engine.handlers.reaper.trade``).
- Merchant: 5 starting gold (the data's ``gold``, dealt by ``engine.deal``); may trade one of
  his Objects for one of another character's instead of attacking, never the Concealed Pouch
  nor what it holds (FAQ Concealed Pouch Q3; ``engine.handlers.reaper.trade``).
- Sage: as his turn begins he may draw 1 Spell when his Craft leaves room; it may be cast
  that same turn (FAQ Sage).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.chance import push_draw, take_from_deck
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import NUMBERS, Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game

KNIGHT_GEAR = ("purchase/sword", "purchase/armour")
SAGE = "spell-at-start"


@rule("starting_gear")
class StartingGear(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        give(g, f["p"])


def give(g: Game, p: int) -> None:
    for item in KNIGHT_GEAR:
        if item in map(base_id, g.state.decks["purchase"]):
            character.receive(g, p, take_from_deck(g, "purchase", item))
        else:
            g.emit("none_left", item)


@hooks.on(points.NEW_CHARACTER, abilities=("starting-gear",))
def _new_knight(g: Game, p: int) -> None:
    if has_ability(g, p, "starting-gear"):
        give(g, p)


@hooks.on(points.ALIGNMENT_FIXED, abilities=("always-good", "always-evil"))
def _fixed(g: Game, p: int) -> bool:
    return has_ability(g, p, "always-good") or has_ability(g, p, "always-evil")


def _sage_may_draw(g: Game, p: int) -> bool:
    ch = g.state.players[p]
    if not has_ability(g, p, SAGE) or g.state.markers.get(f"sage/{p}") == g.state.turn:
        return False
    return len(ch.spells) < character.spell_limit(g, ch) and bool(g.state.decks["spell"])


@hooks.on(points.BEGIN_OPTIONS, abilities=(SAGE,))
def _sage_options(g: Game, p: int) -> list[Action]:
    return [act("use", SAGE)] if _sage_may_draw(g, p) else []


@hooks.on(points.BEGIN_USE)
def _sage_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != SAGE:
        return False
    p = f["p"]
    g.set(g.state.markers, f"sage/{p}", g.state.turn)
    g.emit("ability", p, SAGE)
    if "held" in f:  # FAQ Sage: castable this very turn (the turn's count of Spells held)
        held = list(f["held"])
        held[p] += 1
        g.set(f, "held", NUMBERS[tuple(held)])
    push_draw(g, "spell", 1, to="player", p=p)
    return True
