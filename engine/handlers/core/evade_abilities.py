"""Evading a special ability (core rules, "Evading"): a character whom another lands on and
targets with an ability (the Thief's theft, the Sorceress's beguiling...) may evade it first
with a Spell that evades characters, as an attacked character may evade the battle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks, points, spells
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

EVADE_SPELLS = ("spell/invisibility",)  # Immobility is cast only as a turn begins


def _victim(g: Game, a: Action) -> int | None:
    """The character an ability use names (its second argument), if any."""
    if len(a.args) < 2:
        return None
    return next((c.player for c in g.state.players if c.alive and c.character == a.args[1]), None)


def _evasions(g: Game, victim: int) -> list[Action]:
    return [a for a in spells.cast_actions(g, victim, "battle") if base_id(str(a.args[0])) in EVADE_SPELLS]


@hooks.on(points.BEFORE_CHARACTER_USE)
def _offer(g: Game, f: Frame, a: Action) -> bool:
    victim = _victim(g, a)
    if victim is None or victim == f["p"] or not _evasions(g, victim):
        return False
    g.push({"kind": "evade_ability", "p": f["p"], "victim": victim, "use": [a.verb, *a.args]})
    return True


@rule("evade_ability")
class EvadeAbility(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        victim, user = g.state.players[f["victim"]].name, g.state.players[f["p"]].name
        return Decision(f["victim"], "defend", f"{victim}: evade {user}'s ability with a Spell, or accept it")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("accept"), *_evasions(g, f["victim"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "cast":
            spells.cast(g, f["victim"], a)
            g.emit("evaded", f["victim"])
            g.end_turn("the character evaded the ability")
            return
        use = Action(f["use"][0], tuple(f["use"][1:]))
        g.pop()
        hooks.first(points.CHARACTER_USE, g, g.top, use)
