"""A card that lets its holder roll 2 dice for his move and go their total (The Reaper's Riding
Horse, The Highland's Dreadwing), offered before the movement roll; ``pass`` rolls one die.

A total is never a natural 1, so it never wakes the Grim Reaper (digital rulebook FAQ "Grim
Reaper" Q1: only a single die showing 1 counts). Fate may reroll one of the two dice (in the
roll); the move then offers no second reroll, and no card cuts the total short (FAQ Clockwork
Owl). Where the card says so (``doubles``: Dreadwing), the same number on both dice lets him fly
to any space of his Region instead (engine.handlers.core.flight, the card kept).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core import flight
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game


def rolls_normally(g: Game, p: int) -> bool:
    """The move would be one die (not the Inner Region, not a Toad, not one space a turn)."""
    ch = g.state.players[p]
    return not (ch.position in g.board.stepped or ch.is_toad or hooks.first(points.ONE_SPACE, g, p))


def offer(g: Game, move: Frame, card: str, *, doubles: bool = False) -> bool:
    """As the ``move`` starts, offer the 2 dice the followed ``card`` gives (once a move)."""
    p = move["p"]
    flag = f"mount {card}"
    if move.get(flag) or card not in map(base_id, g.state.players[p].followers) or not rolls_normally(g, p):
        return False
    g.set(move, flag, "asked")
    g.push({"kind": "mount", "p": p, "card": card, "doubles": doubles, "at": len(g.state.stack) - 1})
    return True


@rule("mount")
class Mount(Rule):
    """``use <card>`` (two dice, their total) or ``pass`` (one die)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "dice" in f:
            return None
        name = g.cat[f["card"]].name
        return Decision(f["p"], "move", f"ride the {name} (roll 2 dice and add them), or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), act("use", f["card"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "pass":
            g.pop()
            return
        g.set(f, "dice", [])
        g.emit("ability", f["p"], f["card"].split("/", 1)[1])
        push_roll(g, f["p"], 2, "dice", fate=True, why=f"movement with the {g.cat[f['card']].name}")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        move = g.state.stack[f["at"]]
        g.pop()
        dice = f["dice"]
        g.set(move, "roll", [sum(dice)])  # one number: never a natural 1
        g.set(move, "rerolled", True)  # fate was offered on the dice themselves
        g.set(move, "summed", True)  # a total of dice: no card cuts it short (FAQ Clockwork Owl)
        g.set(move, "stage", "choose")
        if f["doubles"] and len(set(dice)) == 1:  # the same number twice: or fly instead
            flight.offer(g, move, f["card"], inner=False, keep=True)
