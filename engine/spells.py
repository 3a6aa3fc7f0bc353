"""Casting the Spells the worked examples need: Hex, Mesmerism, Psionic Blast,
Invisibility and Immobility. Other Spells are held and discarded but not yet castable.

A cast is ``cast spell/<slug>[#n] [target]``; ``when`` is the moment of the turn
(``own-turn`` before moving, ``battle`` before the attack rolls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character
from engine.state import base_id
from engine.values import Action

if TYPE_CHECKING:
    from engine.game import Game

HEX_ROUNDS = 3


def _targets(g: Game, p: int, spell: str) -> list[str | None]:
    ch = g.player(p)
    if spell == "spell/hex":
        taken = {c.position for c in g.state.players if c.alive}
        if "spell/hex" in g.state.markers:
            return []
        return [s.id for s in g.cat.spaces if s.region != "inner" and s.id not in taken]
    if spell == "spell/mesmerism":
        out: list[str | None] = []
        for other in g.state.players:
            if other.player != p and other.alive:
                out += [f for f in other.followers if character.allowed(g, ch, f)]
        return out
    return [None]


# base id -> moments it can be cast in this engine
CASTS: dict[str, tuple[str, ...]] = {
    "spell/hex": ("own-turn",),
    "spell/mesmerism": ("own-turn",),
    "spell/psionic-blast": ("battle",),
    "spell/invisibility": ("battle",),
    "spell/immobility": ("battle",),
}


def cast_actions(g: Game, p: int, when: str) -> list[Action]:
    ch = g.player(p)
    if ch.is_toad or not ch.alive:
        return []
    out = []
    seen = set()
    for card in ch.spells:
        spell = base_id(card)
        if when not in CASTS.get(spell, ()) or spell in seen:
            continue
        seen.add(spell)
        for target in _targets(g, p, spell):
            out.append(Action("cast", (card,) if target is None else (card, target)))
    return out


def castable(g: Game, p: int, when: str) -> bool:
    return bool(cast_actions(g, p, when))


def cast(g: Game, p: int, a: Action, battle: dict | None = None) -> None:
    """Cast a spell held by ``p``; it goes to the discard pile unless it lies on the board."""
    card = str(a.args[0])
    spell = base_id(card)
    target = a.args[1] if len(a.args) > 1 else None
    ch = g.player(p)
    character.release(g, p, card)
    g.emit("cast", p, card, *(() if target is None else (target,)))
    if spell == "spell/hex":
        character.place_on(g, str(target), card)
        g.set(g.state.markers, "spell/hex", {"card": card, "turns": HEX_ROUNDS * len(g.state.players)})
        return
    character.return_card(g, card)
    if spell == "spell/mesmerism":
        owner = next(o for o in g.state.players if str(target) in o.followers)
        character.release(g, owner.player, str(target))
        character.receive(g, p, str(target))
    elif spell == "spell/psionic-blast" and battle is not None:
        g.set(battle, "bonus", battle.get("bonus", 0) + character.craft(g, ch))
    elif spell in ("spell/invisibility", "spell/immobility") and battle is not None:
        g.set(battle, "can_evade", True)


def hex_tick(g: Game) -> None:
    """A Hex lasts three rounds, then goes to the Spell discard pile."""
    marker = g.state.markers.get("spell/hex")
    if not marker:
        return
    if marker["turns"] > 1:
        g.set(g.state.markers, "spell/hex", {**marker, "turns": marker["turns"] - 1})
        return
    g.journal.delete(g.state.markers, "spell/hex")
    for space, cards in list(g.state.board.items()):
        if marker["card"] in cards:
            character.remove_from_space(g, space, marker["card"])
            character.return_card(g, marker["card"])


def is_enemy(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    return isinstance(comp, AdventureCard) and comp.is_enemy
