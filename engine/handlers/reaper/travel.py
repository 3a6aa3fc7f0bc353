"""The Reaper's cards that change how a character moves.

- Riding Horse (Follower): before the movement roll the player may roll 2 dice and move
  their total. A total is never a natural 1, so it never wakes the Grim Reaper (digital
  rulebook FAQ "Grim Reaper" Q1: only a single die showing 1 counts). Fate may reroll one of
  the two dice (in the roll); the move then offers no second reroll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

RIDING_HORSE = "adventure/riding-horse"


def _rolls_normally(g: Game, p: int) -> bool:
    """The move would be one die (not the Inner Region, not a Toad, not one space a turn)."""
    ch = g.state.players[p]
    return not (g.space(ch.position).region == "inner" or ch.is_toad or hooks.first(points.ONE_SPACE, g, p))


@hooks.on(points.MOVE_START, held=(RIDING_HORSE,))
def _riding_horse(g: Game, f: Frame) -> bool:
    p = f["p"]
    if f.get("horse") or RIDING_HORSE not in map(base_id, g.state.players[p].followers):
        return False
    if not _rolls_normally(g, p):
        return False
    g.set(f, "horse", "asked")
    g.push({"kind": "riding_horse", "p": p, "at": len(g.state.stack) - 1})
    return True


@rule("riding_horse")
class RidingHorse(Rule):
    """``use adventure/riding-horse`` (two dice, their total) or ``pass`` (one die)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "dice" in f:
            return None
        return Decision(f["p"], "move", "ride the Riding Horse (roll 2 dice and add them), or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), act("use", RIDING_HORSE)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "pass":
            g.pop()
            return
        g.set(f, "dice", [])
        g.emit("ability", f["p"], "riding-horse")
        push_roll(g, f["p"], 2, "dice", fate=True, why="movement with the Riding Horse")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        move = g.state.stack[f["at"]]
        g.pop()
        g.set(move, "roll", [sum(f["dice"])])  # one number: never a natural 1
        g.set(move, "rerolled", True)  # fate was offered on the dice themselves
        g.set(move, "summed", True)  # a total of dice: no card cuts it short (FAQ Clockwork Owl)
        g.set(move, "stage", "choose")
