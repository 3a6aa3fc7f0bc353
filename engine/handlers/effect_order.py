"""Effects due at the same time are ordered by the player whose turn it is (digital rulebook,
"Simultaneous Effects").

As a turn ends, each module says what of its own is due (hook ``turn_end_due``: a list of
names) and runs one by name (hook ``turn_end_run``). With two or more due - a Warlock's quest
fulfilled and the figures to move after a natural 1 - the player picks which comes first; the
rest follow through the usual ``before_next_turn`` hooks (one left) or another pick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks
from engine.frames import Frame, Rule, rule
from engine.values import Action, Decision

if TYPE_CHECKING:
    from engine.game import Game


def due(g: Game, f: Frame) -> list[str]:
    """The turn-end effects due now for the turn frame ``f``."""
    return [name for names in hooks.call("turn_end_due", g, f) for name in names]


@hooks.on("turn_end_order")
def ask_order(g: Game, f: Frame) -> bool:
    """Two or more effects due: push the choice of which first; True if asked."""
    now = due(g, f)
    if len(now) < 2:
        return False
    g.push({"kind": "effect_order", "p": f["p"], "due": now})
    return True


@rule("effect_order")
class EffectOrder(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "effect_order", f"effects due together: {', '.join(f['due'])}; which first?")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [Action("choose", (name,)) for name in f["due"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        hooks.first("turn_end_run", g, g.state.stack[0], str(a.args[0]))
