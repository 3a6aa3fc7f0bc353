"""The Reaper's Merchant and Knight meeting other characters (data abilities; digital rulebook
FAQ "The Reaper Expansion": Knight, Concealed Pouch Q3).

- Merchant: instead of attacking a character on his space he may trade one of his Objects for
  one of theirs (never a Concealed Pouch nor what it holds: FAQ Concealed Pouch Q3).
- Knight: good characters are not his to attack: they are not offered as encounters. The
  alignment counts when he lands (a Druid may turn good before; once the attack is declared a
  change is too late: FAQ Knight).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.encounters import has_ability, targets
from engine.frames import Frame
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game


def _tradeable(g: Game, p: int) -> list[str]:
    return [o for o in g.state.players[p].objects if not hooks.first(points.OUT_OF_REACH, g, o)]


@hooks.on(points.CHARACTER_OPTIONS, abilities=("trade",))
def _trade_options(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    if not has_ability(g, p, "trade"):
        return []
    me = g.state.players[p]
    out = []
    for who in targets(g, p, f["space"]):
        other = next(c for c in g.state.players if c.character == who)
        for mine in _tradeable(g, p):
            for theirs in _tradeable(g, other.player):
                if character.allowed(g, me, theirs) and character.allowed(g, other, mine):
                    out.append(act("use", "trade", mine, theirs))  # theirs names its holder
    return out


@hooks.on(points.CHARACTER_USE)
def _trade(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != "trade":
        return False
    p = f["p"]
    mine, theirs = str(a.args[1]), str(a.args[2])
    other = next(c.player for c in g.state.players if theirs in c.objects)
    g.pop()
    character.release(g, p, mine)
    character.release(g, other, theirs)
    character.receive(g, p, theirs)
    character.receive(g, other, mine)
    g.emit("trade", p, other, mine, theirs)
    return True


@hooks.on(points.MAY_NOT_MEET, abilities=("no-attack-good",))
def _knight_spares_the_good(g: Game, p: int, other: int) -> bool:
    return has_ability(g, p, "no-attack-good") and g.state.players[other].alignment == "good"
