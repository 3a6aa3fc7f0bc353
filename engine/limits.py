"""Holding more than allowed: Spells beyond the Craft table (core rulebook, "Gaining
Spells") or Objects beyond the carrying limit ("Object Carrying Limits"; a Trinket fills no
place: digital rulebook, "Trinkets"). The player picks what goes: surplus Spells to the discard
pile, surplus Objects onto the space."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character
from engine.frames import Frame, Rule, rule
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game


# the fields of a character (and of the game's state) that ``over_limits`` and ``push_if_over``
# read: a change to any other (gold, fate, lives, the turn) cannot put anyone over a limit, so
# the game's journal does not ask for the limits to be looked at again (``Journal.bearing``)
FIELDS = frozenset(
    {"character", "craft", "objects", "followers", "spells", "toad_turns", "effects"}
    | {"alive", "out", "players", "markers"}
)


def look_again(g: Game) -> None:
    """What the limits read changed other than in those fields: the Cursed Glade's encounter
    begins, where Objects no longer count toward Craft (core rules, "Example of Spell Limit"), so
    the limits are looked at again at the next decision. (A character's position alone changes
    no limit: moving is the commonest change of all.)"""
    g.journal.touched = True


def push_if_over(g: Game) -> bool:
    for ch in g.state.players:
        if ch.alive and (ch.spells or character.places_over(ch)):  # (else within every limit)
            what = character.over_limits(g, ch)
            if what:
                g.push({"kind": "limit", "p": ch.player, "what": what})
                return True
    return False


@rule("limit")
class Limit(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        ch = g.state.players[f["p"]]
        if character.over_limits(g, ch) != f["what"]:
            return None
        if f["what"] == "spells":
            return Decision(f["p"], "discard", f"{ch.name} holds more Spells than Craft allows: discard one")
        return Decision(f["p"], "ditch", f"{ch.name} carries too many Objects: leave one on the space")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ch = g.state.players[f["p"]]
        if f["what"] == "spells":
            return [act("discard", s) for s in ch.spells]
        return [act("ditch", o) for o in ch.objects if not character.is_trinket(g, o)]  # (frees no place)

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        card = str(a.args[0])
        if a.verb == "discard":
            character.discard(g, f["p"], card)
        else:
            character.ditch(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
