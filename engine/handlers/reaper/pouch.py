"""The Reaper's Concealed Pouch (card rule, content/data/reaper/adventure/objects.yaml; digital
rulebook FAQ, The Reaper: Concealed Pouch Q1-Q3).

Its holder says which one of his other Objects lies inside (``use adventure/concealed-pouch
<object>``) as his turn begins, the moment the engine offers a carried card's use, and as soon as
he gains the Pouch (any of his Objects) or gains an Object while holding it (that Object): the
card lets him keep one inside and names no moment (hook ``received`` notes it, marker
``pouch_due``; hook ``interrupt`` asks before the next decision, frame ``pouch_choice``). A new
choice takes the place of the last (marker ``pouch/<pouch>``). Neither the Pouch nor that Object counts
toward the carrying limit (``engine.character.carry_limit``), and neither is within reach of a
victor's reward, the Thief's theft or the Merchant's trade (hook ``out_of_reach``; Q3); the
wind, Shatter and Transmute still reach both (Q1). The Object inside is the holder's as long as
he holds both: given away, lost or discarded, it is no longer inside.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks, points
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

POUCH = "adventure/concealed-pouch"
DUE = "pouch_due"
ALL = "*"  # the Pouch itself was gained: any Object may go in


def _pouch_of(g: Game, p: int) -> str | None:
    return next((o for o in g.state.players[p].objects if base_id(o) == POUCH), None)


def inside(g: Game, p: int) -> str | None:
    """The Object in ``p``'s Concealed Pouch, if he holds the Pouch and that Object."""
    pouch = _pouch_of(g, p)
    if pouch is None:
        return None
    held = g.state.markers.get(f"pouch/{pouch}")
    return str(held) if held in g.state.players[p].objects else None


@hooks.on(points.OUT_OF_REACH, held=(POUCH,))
def _hidden(g: Game, card: str) -> bool:
    """The Pouch, and the Object inside it, cannot be taken from their holder."""
    if base_id(card) == POUCH:
        return True
    holder = next((c.player for c in g.state.players if card in c.objects), None)
    return holder is not None and inside(g, holder) == card


def _choices(g: Game, p: int) -> list[Action]:
    pouch = _pouch_of(g, p)
    if pouch is None:
        return []
    now = inside(g, p)
    return [act("use", pouch, o) for o in g.state.players[p].objects if o != pouch and o != now]


@hooks.on(points.BEGIN_OPTIONS, held=(POUCH,))
def _options(g: Game, p: int) -> list[Action]:
    return _choices(g, p)


@hooks.on(points.BEGIN_USE)
def _put_inside(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != POUCH or a not in _choices(g, f["p"]):
        return False
    _hide(g, f["p"], a)
    return True


def _hide(g: Game, p: int, a: Action) -> None:
    g.set(g.state.markers, f"pouch/{a.args[0]}", str(a.args[1]))
    g.emit("hidden_in_pouch", p, a.args[1])


@hooks.on(points.RECEIVED, held=(POUCH,))
def _gained(g: Game, p: int, card: str) -> None:
    """Note a choice owed: the Pouch gained, or an Object gained while holding it."""
    if base_id(card) == POUCH:
        new = ALL
    elif card in g.state.players[p].objects and _pouch_of(g, p) is not None:
        new = card
    else:
        return
    due = dict(g.state.markers.get(DUE) or {})
    due[str(p)] = [*due.get(str(p), []), new]
    g.set(g.state.markers, DUE, due)


@hooks.on(points.INTERRUPT, marked=(DUE,))
def _ask(g: Game) -> bool:
    """Before the next decision, the holder owed a choice is asked (once per gain)."""
    due = g.state.markers.get(DUE)
    if not due:
        return False
    g.journal.delete(g.state.markers, DUE)
    for key, cards in due.items():
        g.push({"kind": "pouch_choice", "p": int(key), "cards": list(cards), "card": POUCH})
    return True


def _offered(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    every = ALL in f["cards"]
    return [a for a in _choices(g, p) if every or a.args[1] in f["cards"]]


@rule("pouch_choice")
class PouchChoice(Rule):
    """Just gained the Pouch, or an Object while holding it: put one in now, or pass."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _offered(g, f):
            return None
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "pouch", f"{name}: put an Object in the Concealed Pouch now, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *_offered(g, f)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            _hide(g, f["p"], a)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
