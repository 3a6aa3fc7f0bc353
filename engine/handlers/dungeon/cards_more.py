"""More of the Dungeon deck's cards with rules of their own (the card texts of the Dungeon deck;
digital rulebook FAQ "Gypsy" for the Spell Ring).

- Blight Haunt: drawn onto a space, it rolls 1 die for where it settles (1 that space, 2 the
  Ruins, 3 the Dungeon Entrance, 4 the Cell, 5 the Monster Pit, 6 the Cursed Glade) and waits
  there until killed; moved away, it is not met now.
- Tinker Imp: before the psychic combat, one of the character's Objects picked at random lands
  as many spaces on as 1 die shows (along his Region's board order: clockwise round a ring,
  towards the Treasure Chamber in the Dungeon, no further than its end).
- Anointed Robe: 1 added to the die rolled for Armour (hook ``armour_roll``) and, if its holder
  likes, to a prayer's die.
- Gold Seeker: each Bag of Gold card cashed in (a card whose name holds "Bag" and "Gold") gives
  2 gold more; meeting the Ruins, its holder may discard it for 3 gold.
- Spell Ring: taken, it draws 1 Spell, which lies on it; the Ring casts that Spell for its holder
  at any moment he could cast it (as the Genie casts his: outside his hand, his limit and his
  count of casts), then the Spell and the Ring are discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.abilities_travel import PRAYING
from engine.handlers.core.space_tools import ring
from engine.spells import casts_held_aside, draw_aside, keeps_spells
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CHANCE = -1  # (engine.values: the decision of a die or a draw)
BLIGHT = "dungeon/blight-haunt"
HAUNTS = {  # the Blight Haunt's die -> where it settles (None: the space it was drawn on)
    1: None,
    2: "space/outer/ruins",
    3: "space/dungeon/entrance",
    4: "space/dungeon/cell",
    5: "space/dungeon/monster-pit",
    6: "space/middle/cursed-glade",
}
IMP = "dungeon/tinker-imp"
ROBE = "dungeon/anointed-robe"
SEEKER = "dungeon/gold-seeker"
SEEKER_MORE, SEEKER_PRICE = 2, 3
RUINS = "space/outer/ruins"
RING = "dungeon/spell-ring"


def _held(g: Game, p: int, kind: str) -> str | None:
    return next((c for c in g.state.players[p].objects if base_id(c) == kind), None)


# --- Blight Haunt -----------------------------------------------------------------------------


@hooks.on(points.DREW, about=(BLIGHT,))
def _haunt_drawn(g: Game, f: Frame, card: str) -> None:
    if base_id(card) == BLIGHT and f["to"] == "space":
        g.push({"kind": "haunt_settles", "p": f["p"], "card": card, "space": f["space"]})


@rule("haunt_settles")
class HauntSettles(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=False, why="where the Blight Haunt settles")
            return
        g.pop()
        to = HAUNTS[f["got"][0]]
        if to is not None and to != f["space"] and f["card"] in g.state.board.get(f["space"], ()):
            character.remove_from_space(g, f["space"], f["card"])
            character.place_on(g, to, f["card"])
            g.emit("card_moved", f["card"], to)


# --- Tinker Imp -------------------------------------------------------------------------------


@hooks.on(points.ENEMIES_MET)
def _imp_first(g: Game, p: int, space: str, enemies: list[str]) -> list[str]:
    imps = [c for c in enemies if base_id(c) == IMP]
    if not imps or not g.state.players[p].objects:
        return enemies
    stat = "strength" if getattr(g.cat[base_id(enemies[0])], "strength", None) else "craft"
    battle = {
        "kind": "battle",
        "p": p,
        "stat": stat,
        "enemies": enemies,
        "stage": "prepare",
        "evadable": True,
    }
    g.push({"kind": "tinker", "p": p, "space": space, "battle": {**battle, "source": space}})
    return []  # the battle comes once the Object has gone


@rule("tinker")
class Tinker(Rule):
    """An Object picked at random (chance), then a die for how far on it lands; then the fight."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "object" in f or not g.state.players[f["p"]].objects:
            return None
        return Decision(CHANCE, "random", "an Object picked at random")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in g.state.players[f["p"]].objects]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.set(f, "object", str(a.args[0]))
        push_roll(g, f["p"], 1, "got", fate=False, why="how far the Tinker Imp sends the Object")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        card = f.get("object")
        p = f["p"]
        if card and "got" in f and card in g.state.players[p].objects:
            track = ring(g, g.spaces[f["space"]].region)
            at = track.index(f["space"]) + f["got"][0]
            on_ring = g.board.region_of(f["space"]).drawn == "ring"
            to = track[at % len(track)] if on_ring else track[min(at, len(track) - 1)]
            character.release(g, p, card)
            character.place_on(g, to, card)
            g.emit("card_moved", card, to)
        if g.state.players[p].alive:
            g.push(dict(f["battle"]))


# --- Anointed Robe ----------------------------------------------------------------------------


@hooks.on(points.ARMOUR_ROLL, held=(ROBE,))
def _robe_armour(g: Game, p: int, added: int) -> int:
    return added + (1 if _held(g, p, ROBE) else 0)


@hooks.on(points.MAY_RAISE, held=(ROBE,))
def _robe_prayer(g: Game, f: Frame) -> bool:
    if "robe_raised" in f or f["source"] not in PRAYING or not _held(g, f["p"], ROBE):
        return False
    g.set(f, "robe_raised", True)
    g.push({"kind": "robe_prayer", "p": f["p"], "at": len(g.state.stack) - 1})
    return True


@rule("robe_prayer")
class RobePrayer(Rule):
    """Add 1 to the prayer's die with the Anointed Robe (``choose 1``), or not (``choose 0``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "raise", "add 0 or 1 to the prayer's die (the Anointed Robe)")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", 0), act("choose", 1)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if int(a.args[0]):
            table = g.state.stack[f["at"]]
            g.set(table, "plus", table.get("plus", 0) + 1)
            g.emit("prayer_raised", f["p"], 1)


# --- Gold Seeker ------------------------------------------------------------------------------


@hooks.on(points.GAIN_AMOUNT, held=(SEEKER,))
def _more_gold(g: Game, p: int, what: str, n: int) -> int:
    top = g.state.stack[-1] if g.state.stack else None
    if what != "gold" or top is None or top.get("kind") != "steps" or not _held(g, p, SEEKER):
        return n
    name = g.cat[base_id(str(top.get("source", "")))].name if "/" in str(top.get("source", "")) else ""
    return n + SEEKER_MORE if "Bag" in name and "Gold" in name else n


@hooks.on(points.SPACE_MET, held=(SEEKER,))
def _at_the_ruins(g: Game, p: int, space: str) -> None:
    seeker = _held(g, p, SEEKER)
    if space == RUINS and seeker:
        g.push({"kind": "sell_seeker", "p": p, "card": seeker})


@rule("sell_seeker")
class SellSeeker(Rule):
    """Discard the Gold Seeker for 3 gold (``choose sell``), or keep it (``pass``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "choose", "discard the Gold Seeker for 3 gold, or keep it")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), act("choose", "sell")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "choose" and f["card"] in g.state.players[f["p"]].objects:
            character.discard(g, f["p"], f["card"])
            character.gain(g, f["p"], "gold", SEEKER_PRICE)


# --- Spell Ring -------------------------------------------------------------------------------


_ring_key = keeps_spells("ring")  # its Spell: marker ``aside/ring/<the Ring>``


@hooks.on(points.RECEIVED, held=(RING,))
def _ring_taken(g: Game, p: int, card: str) -> None:
    if base_id(card) != RING or _ring_key(card) in g.state.markers or not g.state.decks["spell"]:
        return
    draw_aside(g, p, _ring_key(card), 1)


@hooks.on(points.MORE_CASTS, held=(RING,))
def _ring_casts(g: Game, p: int, when: str, battle: Frame | None) -> list[Action]:
    ring_card = _held(g, p, RING)
    if ring_card is None:
        return []
    return casts_held_aside(g, p, g.state.markers.get(_ring_key(ring_card), []), when, battle)


@hooks.on(points.CAST_ASIDE, held=(RING,))
def _ring_cast(g: Game, p: int, card: str) -> bool:
    ring_card = _held(g, p, RING)
    if ring_card is None or card not in g.state.markers.get(_ring_key(ring_card), []):
        return False
    g.journal.delete(g.state.markers, _ring_key(ring_card))
    character.return_card(g, card)
    character.discard(g, p, ring_card)
    return True


for _card in (BLIGHT, IMP, ROBE, SEEKER, RING):
    cards.PLAYED[_card] = "dungeon cards_more: the card's hooks"
