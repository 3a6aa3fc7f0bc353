"""The Reaper's Resurrection Spell (card rule): cast just after a character has beaten the
Enemies he attacked, the fight becomes a stand-off and they stay on their space. Any player
holding it may answer (the attacker first, then in turn order), before the Enemies die.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import combat, hooks, points, spells
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

RESURRECTION = "spell/resurrection"


def _card(g: Game, q: int) -> str | None:
    if not spells.may_cast(g, q):
        return None
    return next((c for c in g.state.players[q].spells if base_id(c) == RESURRECTION), None)


def _holders(g: Game, f: Frame) -> list[int]:
    n = len(g.state.players)
    order = [(f["p"] + i) % n for i in range(n)]
    return [q for q in order if g.state.players[q].alive and _card(g, q)]


@hooks.on(points.CREATURES_BEATEN, held=(RESURRECTION,))
def _may_resurrect(g: Game, f: Frame) -> bool:
    if f.get("resurrection_asked") or not f.get("enemies") or not _holders(g, f):
        return False
    g.set(f, "resurrection_asked", True)
    g.push({"kind": "resurrection", "p": f["p"], "battle": len(g.state.stack) - 1, "asked": []})
    return True


@rule("resurrection")
class Resurrection(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        battle = g.state.stack[f["battle"]]
        waiting = [q for q in _holders(g, battle) if q not in f["asked"]]
        if not waiting or battle.get("resurrected"):
            return None
        return Decision(waiting[0], "cast", "cast Resurrection on the Enemies just beaten, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        battle = g.state.stack[f["battle"]]
        q = next(q for q in _holders(g, battle) if q not in f["asked"])
        return [act("pass"), Action("cast", (_card(g, q) or "",))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        battle = g.state.stack[f["battle"]]
        q = next(q for q in _holders(g, battle) if q not in f["asked"])
        g.set(f, "asked", [*f["asked"], q])
        if a.verb == "cast":
            spells.cast(g, q, a, battle=battle)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        battle = g.state.stack[f["battle"]]
        g.pop()
        if battle.get("resurrected"):
            g.emit("stand_off", battle["p"])
            g.end_turn("stand-off")
            return
        if hooks.first(points.CREATURES_BEATEN, g, battle):  # another rule first (a Hydra's healing)
            return
        g.pop()  # the battle
        combat.kill_creatures(g, battle["p"], battle)


def _never(g: Game, p: int, card: str, battle: Frame | None) -> list[tuple[Arg, ...]]:
    return []  # offered only by the frame above, right after the Enemies are beaten


@spells.spell(RESURRECTION, "after-kill", targets=_never)
def _resurrection(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    spells.battle_flag(g, battle, "resurrected", True)
