"""The Reaper's cards that offer a choice in a fight or as they are met (card rules; digital
rulebook FAQ "The Reaper Expansion": Goblin Trapsmith Q1).

- Trapper: before the fight, roll 2 dice: at most the character's Craft and he may evade
  the Trapper; higher and he must fight (without an attack roll, ``reaper_battle``).
- Cerberus, Lord of the Pit: the character picks battle or psychic combat; in psychic combat
  their printed value is their Craft.
- Arena: the character calls a character of his Region (outside the Inner Region) to its
  space and attacks him there; then the Arena is discarded.
- Crypt Keeper: killed, the character searches its tomb: the top 5 Adventure cards, one
  Object among them kept, the rest discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, combat, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TRAPPER = "adventure/trapper"
EITHER_STAT = ("adventure/cerberus", "adventure/lord-of-the-pit")
ARENA = "adventure/arena"
CRYPT_KEEPER = "adventure/crypt-keeper"
TOMB_CARDS = 5
OBJECTS = ["object", "magic-object"]  # what may be kept from the tomb


@hooks.on(points.BATTLE_OPTIONS, foes=(TRAPPER, *EITHER_STAT))
def _options(g: Game, f: Frame) -> list[Action]:
    if f.get("opponent") is not None or f.get("stage") != "prepare":
        return []
    foes = combat.foes(f)
    if TRAPPER not in foes and foes.isdisjoint(EITHER_STAT):
        return []  # (asked at every battle: most often neither)
    out = []
    if TRAPPER in foes and not f.get("trapper_tested"):
        out.append(act("use", TRAPPER))
    either = sorted(foes & set(EITHER_STAT))
    if either and not f.get("stat_chosen") and f["stat"] == "strength":
        out.append(act("use", either[0], "craft"))
    return out


@hooks.on(points.BATTLE_USE)
def _use(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if card == TRAPPER:
        g.set(f, "trapper_tested", True)
        g.push({"kind": "trapper_test", "p": f["p"], "battle": len(g.state.stack) - 1})
        push_roll(g, f["p"], 2, "got", fate=True, why="slipping past the Trapper")
        return True
    if card in EITHER_STAT:
        g.set(f, "stat", "craft")
        g.set(f, "stat_chosen", True)
        g.emit("fights_by", f["p"], "craft")
        return True
    return False


@rule("trapper_test")
class TrapperTest(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if sum(f["got"]) <= character.craft(g, g.state.players[f["p"]]):
            g.set(g.state.stack[f["battle"]], "can_evade", True)
            g.emit("may_evade", f["p"], TRAPPER)


@hooks.on(points.CREATURE_SCORE, foes=EITHER_STAT)
def _craft_value(g: Game, f: Frame, value: int) -> int:
    """In psychic combat Cerberus and the Lord of the Pit fight with their printed value."""
    if f["stat"] != "craft":
        return value
    return value + sum(
        int(getattr(g.cat[base_id(c)], "strength", 0) or 0)
        for c in f.get("enemies", ())
        if base_id(c) in EITHER_STAT
    )


@handles(ARENA)
def _arena(g: Game, p: int, source: str) -> None:
    here = g.state.players[p].position
    region = g.space(here).region
    foes = [
        c.character
        for c in g.state.players
        if c.alive and c.player != p and region != "inner" and g.space(c.position).region == region
    ]
    if foes:
        g.push({"kind": "arena", "p": p, "foes": foes, "card": source, "space": here})


@rule("arena")
class Arena(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "arena", "call a character of this Region to the Arena, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *(act("encounter", c) for c in f["foes"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        g.pop()
        if a.verb == "pass":
            return
        foe = next(c for c in g.state.players if c.character == a.args[0])
        g.set(foe, "position", f["space"])
        g.emit("moved", foe.player, f["space"])
        if f["card"] in g.state.board.get(f["space"], ()):
            character.remove_from_space(g, f["space"], f["card"])
            character.return_card(g, f["card"])
        g.push({"kind": "battle", "p": p, "stat": "strength", "opponent": foe.player, "stage": "defend"})


@hooks.on(points.FOE_LOST_LIFE, foes=(CRYPT_KEEPER,))
def _crypt_keeper(g: Game, f: Frame, p: int) -> None:
    """The Crypt Keeper killed: his tomb, the top Adventure cards, one Object kept (the shared
    ``search`` step, engine.steps)."""
    if p == f["p"] and CRYPT_KEEPER in combat.foes(f):
        push_steps(
            g, p, [{"search": {"deck": "adventure", "count": TOMB_CARDS, "keep": OBJECTS}}], CRYPT_KEEPER
        )
