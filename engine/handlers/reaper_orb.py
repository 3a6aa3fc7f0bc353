"""The Reaper's Orb of Destiny (card rule, content/data/reaper/adventure/magic-objects.yaml;
core rules, "Fate").

Whenever its holder pays 1 fate to roll a die again, he may roll 2 dice instead of one and
keep either; if the two show the same number, he loses all his fate and the Orb goes to the
discard pile (the roll keeps that number). Offered as ``use adventure/orb-of-destiny [die]``
beside ``reroll`` wherever fate rerolls one die: a roll that allows fate (hook ``fate_options``
in ``engine.chance``), the movement roll (``move_options``) and an attack roll of one die
(``fate_options`` in ``engine.combat``). Like any Magic Object it does nothing while Destroy
Magic lasts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, combat, hooks
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.adventure_objects import carries
from engine.state import base_id
from engine.values import Action, Decision

if TYPE_CHECKING:
    from engine.game import Game

ORB = "adventure/orb-of-destiny"
ORB_DICE = 2


def _holds(g: Game, p: int | None) -> bool:
    return p is not None and g.player(p).fate > 0 and carries(g, p, ORB)


@hooks.on("fate_options")
def _options(g: Game, f: Frame, who: int | None) -> list[Action]:
    if not _holds(g, who):
        return []
    if f["kind"] == "battle":
        return [Action("use", (ORB,))] if combat.attack_dice(g, f, who) == 1 else []
    if f["dice"] == 1:
        return [Action("use", (ORB,))]
    return [Action("use", (ORB, i)) for i in range(1, f["dice"] + 1)]


def _roll_two(g: Game, p: int, at: int, into: str, *, append: bool) -> None:
    """Pay the fate, then roll the Orb's two dice; the one kept goes to ``into`` of the frame
    at stack index ``at`` (added to the dice already there, or in their place)."""
    character.lose(g, p, "fate", 1)
    g.emit("ability", p, "orb-of-destiny")
    g.push({"kind": "orb_of_destiny", "p": p, "at": at, "into": into, "append": append, "card": ORB})
    push_roll(g, p, ORB_DICE, "dice", fate=False, why="the Orb of Destiny")


@hooks.on("fate_use")
def _in_a_roll(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != ORB or a not in _options(g, f, f["p"]):
        return False
    got = list(f["got"])
    del got[int(a.args[1]) - 1 if len(a.args) > 1 else 0]
    g.set(f, "got", got)
    g.set(f, "dice", len(got) + 1)
    g.set(f, "fate", False)  # once per roll
    _roll_two(g, f["p"], len(g.state.stack) - 1, "got", append=True)
    return True


@hooks.on("battle_use")
def _in_a_battle(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != ORB or f["stage"] != "fate":
        return False
    who = combat.fate_player(g, f)
    if who is None or a not in _options(g, f, who):
        return False
    attacker = who == f["p"]
    g.set(f, "rerolled" if attacker else "def_rerolled", True)
    _roll_two(g, who, len(g.state.stack) - 1, "mine" if attacker else "theirs", append=False)
    return True


@hooks.on("move_options")
def _in_a_move(g: Game, f: Frame) -> list[Action]:
    if f.get("rerolled") or not _holds(g, f["p"]):
        return []
    return [Action("use", (ORB,))]


@hooks.on("move_use")
def _move_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != ORB:
        return False
    g.set(f, "rerolled", True)
    g.set(f, "stage", "rolled")
    _roll_two(g, f["p"], len(g.state.stack) - 1, "roll", append=False)
    return True


@rule("orb_of_destiny")
class Orb(Rule):
    """The Orb's two dice: the holder keeps one; a pair costs all his fate and the Orb."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        dice = f.get("dice") or [0, 0]
        if dice[0] == dice[1]:
            return None
        name = g.player(f["p"]).name
        return Decision(
            f["p"], "keep_die", f"{name}: the Orb of Destiny shows {dice[0]} and {dice[1]}: keep one"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [Action("choose", (d,)) for d in f["dice"]]  # the die's number, as the table says it

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        _keep(g, f, int(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        ch = g.player(p)
        if ch.fate:
            character.lose(g, p, "fate", ch.fate)
        orb = next((c for c in ch.objects if base_id(c) == ORB), None)
        if orb is not None:
            character.discard(g, p, orb)
        _keep(g, f, f["dice"][0])


def _keep(g: Game, f: Frame, value: int) -> None:
    g.pop()
    target = g.state.stack[f["at"]]
    kept = [*target[f["into"]], value] if f["append"] else [value]
    g.set(target, f["into"], kept)
