"""The Reaper's Orb of Destiny (card rule, content/data/reaper/adventure/magic-objects.yaml;
core rules, "Fate").

Whenever its holder pays 1 fate to roll a die again, he may roll 2 dice instead of one and
keep either; if the two show the same number, he loses all his fate and the Orb goes to the
discard pile (the roll keeps that number). Offered as ``use adventure/orb-of-destiny [die]``
beside ``reroll`` wherever fate rolls again: a roll that allows fate (hook ``fate_options``
in ``engine.chance``), the movement roll (``move_options``) and an attack roll (``fate_options``
in ``engine.combat``). An attack roll of several dice (the Warrior's two, the Goblin Trapsmith's)
is rolled again whole, so the Orb throws it twice and the holder keeps either throw; the two
throws are a pair when their best dice, the number the attack roll counts, are the same (our
reading, in the card's ``source``). Like any Magic Object it does nothing while Destroy Magic
lasts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine import character, combat, hooks, points
from engine.chance import push_roll
from engine.frames import FRAME_WORDS, Frame, Namer, Rule, rule
from engine.handlers.core.adventure_objects import carries
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ORB = "adventure/orb-of-destiny"
ORB_DICE = 2


def _holds(g: Game, p: int | None) -> bool:
    return p is not None and g.state.players[p].fate > 0 and carries(g, p, ORB)


@hooks.on(points.FATE_OPTIONS, held=(ORB,))
def _options(g: Game, f: Frame, who: int | None) -> list[Action]:
    if not _holds(g, who):
        return []
    if f["kind"] == "battle":
        return [act("use", ORB)]
    if f["dice"] == 1:
        return [act("use", ORB)]
    return [act("use", ORB, i) for i in range(1, f["dice"] + 1)]


def _roll_two(g: Game, p: int, at: int, into: str, *, append: bool, each: int = 1) -> None:
    """Pay the fate, then make the Orb's two throws of ``each`` dice; the throw kept goes to
    ``into`` of the frame at stack index ``at`` (added to the dice already there, or in their
    place)."""
    character.lose(g, p, "fate", 1)
    g.emit("ability", p, "orb-of-destiny")
    g.push({"kind": "orb_of_destiny", "p": p, "at": at, "into": into, "append": append, "card": ORB})
    if each == 1:
        push_roll(g, p, ORB_DICE, "dice", fate=False, why="the Orb of Destiny")
        return
    orb = len(g.state.stack) - 1
    for into_throw in ("second", "first"):  # the first throw is rolled first (top of the stack)
        push_roll(g, p, each, into_throw, fate=False, why="the Orb of Destiny", at=orb)


def _throws(f: Frame) -> list[list[int]]:
    """The Orb's two throws: two single dice, or two throws of an attack roll's dice."""
    if "first" in f:
        return [list(f["first"]), list(f["second"])]
    return [[d] for d in f.get("dice") or [0, 0]]


@hooks.on(points.FATE_USE)
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


@hooks.on(points.BATTLE_USE)
def _in_a_battle(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != ORB or f["stage"] != "fate":
        return False
    who = combat.fate_player(g, f)
    if who is None or a not in _options(g, f, who):
        return False
    attacker = who == f["p"]
    g.set(f, "rerolled" if attacker else "def_rerolled", True)
    each = combat.attack_dice(g, f, who)
    _roll_two(g, who, len(g.state.stack) - 1, "mine" if attacker else "theirs", append=False, each=each)
    return True


@hooks.on(points.MOVE_OPTIONS, held=(ORB,))
def _in_a_move(g: Game, f: Frame) -> list[Action]:
    if f.get("rerolled") or not _holds(g, f["p"]):
        return []
    return [act("use", ORB)]


@hooks.on(points.MOVE_USE)
def _move_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != ORB:
        return False
    g.set(f, "rerolled", True)
    g.set(f, "stage", "rolled")
    _roll_two(g, f["p"], len(g.state.stack) - 1, "roll", append=False)
    return True


@rule("orb_of_destiny")
class Orb(Rule):
    """The Orb's two throws: the holder keeps one; a pair costs all his fate and the Orb."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        first, second = _throws(f)
        if combat.attack_roll(first) == combat.attack_roll(second):
            return None
        name = g.state.players[f["p"]].name
        shown = " and ".join(_said(t) for t in (first, second))
        return Decision(f["p"], "keep_die", f"{name}: the Orb of Destiny shows {shown}: keep one")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        # each throw by its best die, the number the table says (a pair never asks)
        return [Action("choose", (combat.attack_roll(t),)) for t in _throws(f)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        _keep(g, f, kept_throw(f, int(a.args[0])))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        ch = g.state.players[p]
        if ch.fate:
            character.lose(g, p, "fate", ch.fate)
        orb = next((c for c in ch.objects if base_id(c) == ORB), None)
        if orb is not None:
            character.discard(g, p, orb)
        _keep(g, f, _throws(f)[0])


def kept_throw(f: Frame, best: int) -> list[int]:
    """The throw of the Orb's frame ``f`` whose best die is ``best`` (what ``choose`` names)."""
    return next(t for t in _throws(f) if combat.attack_roll(t) == best)


def _kept_words(w: Namer, top: Mapping[str, Any], a: Action) -> str | None:
    """The throw kept, in words (the log and the app's buttons)."""
    if "first" not in top:
        return None
    dice = [str(d) for d in kept_throw(dict(top), int(a.args[0]))]
    return "Keep the throw of " + (", ".join(dice[:-1]) + " and " + dice[-1] if len(dice) > 1 else dice[0])


FRAME_WORDS[("orb_of_destiny", "choose")] = _kept_words


def _said(throw: list[int]) -> str:
    """A throw as the prompt says it: ``4``, or ``(3, 5)`` for a throw of several dice."""
    return str(throw[0]) if len(throw) == 1 else "(" + ", ".join(str(d) for d in throw) + ")"


def _keep(g: Game, f: Frame, throw: list[int]) -> None:
    g.pop()
    target = g.state.stack[f["at"]]
    kept = [*target[f["into"]], *throw] if f["append"] else list(throw)
    g.set(target, f["into"], kept)
