"""Effects due at the same time are ordered by the player whose turn it is (digital rulebook,
"Simultaneous Effects").

At two points several effects may be due at once: as a turn ends (a Warlock's quest fulfilled,
the figures to move after a natural 1: ``engine.turn.finish`` asks and pushes this module's
frame itself) and as a move starts (hook ``move_start_order``: a Warlock's quest that can be
done, the Grim Reaper's promised jump). Each module says what of its own is due there (hooks
``turn_end_due`` and ``move_start_due``: lists of at most one name) and runs one by name
(``turn_end_run``, ``move_start_run``).
With two or more due the player picks which comes first; the rest follow through the usual
hooks (one left) or another pick. (The core asks the move's order point only in games where
two modules or more may have something due there.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks, points
from engine.frames import Frame, Rule, rule
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game


# a moment -> its points: what each module has due then, and the one that runs an effect by name
DUE = {"turn_end": points.TURN_END_DUE, "move_start": points.MOVE_START_DUE}
RUN = {"turn_end": points.TURN_END_RUN, "move_start": points.MOVE_START_RUN}


def ask_order(g: Game, f: Frame, point: str) -> bool:
    """Two or more effects due: push the choice of which first (over ``f``); True if asked.
    (Each module names at most one effect due, and asking is a question only: once too few
    modules are left to make two, the rest are not asked.)"""
    fns = g.hooks_in_play[DUE[point]]
    if len(fns) < 2:
        return False  # (most games: fewer modules than two)
    now: list[str] = []
    for i, fn in enumerate(fns):
        if len(now) + len(fns) - i < 2:
            return False  # too few modules left to make two
        now += fn(g, f)
    if len(now) < 2:
        return False
    g.push({"kind": "effect_order", "p": f["p"], "due": now, "point": point})
    return True


@hooks.on(points.MOVE_START_ORDER)
def _move_start(g: Game, f: Frame) -> bool:
    return ask_order(g, f, "move_start")


@rule("effect_order")
class EffectOrder(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "effect_order", f"effects due together: {', '.join(f['due'])}; which first?")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", name) for name in f["due"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()  # the frame the effects concern is on top again (the turn, the move)
        hooks.first(RUN[f["point"]], g, g.top, str(a.args[0]))
