"""The Reaper's Concealed Pouch (card rule, content/data/reaper/adventure/objects.yaml; digital
rulebook FAQ, The Reaper: Concealed Pouch Q1-Q3).

Its holder says which one of his other Objects lies inside (``use adventure/concealed-pouch
<object>`` as his turn begins, the moment the engine offers a carried card's use; a new choice
takes the place of the last; marker ``pouch/<pouch>``). Neither the Pouch nor that Object counts
toward the carrying limit (``engine.character.carry_limit``), and neither is within reach of a
victor's reward, the Thief's theft or the Merchant's trade (hook ``out_of_reach``; Q3); the
wind, Shatter and Transmute still reach both (Q1). The Object inside is the holder's as long as
he holds both: given away, lost or discarded, it is no longer inside.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks
from engine.frames import Frame
from engine.state import base_id
from engine.values import Action

if TYPE_CHECKING:
    from engine.game import Game

POUCH = "adventure/concealed-pouch"


def _pouch_of(g: Game, p: int) -> str | None:
    return next((o for o in g.player(p).objects if base_id(o) == POUCH), None)


def inside(g: Game, p: int) -> str | None:
    """The Object in ``p``'s Concealed Pouch, if he holds the Pouch and that Object."""
    pouch = _pouch_of(g, p)
    if pouch is None:
        return None
    held = g.state.markers.get(f"pouch/{pouch}")
    return str(held) if held in g.player(p).objects else None


@hooks.on("out_of_reach")
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
    return [Action("use", (pouch, o)) for o in g.player(p).objects if o != pouch and o != now]


@hooks.on("begin_options")
def _options(g: Game, p: int) -> list[Action]:
    return _choices(g, p)


@hooks.on("begin_use")
def _put_inside(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != POUCH or a not in _choices(g, f["p"]):
        return False
    g.set(g.state.markers, f"pouch/{a.args[0]}", str(a.args[1]))
    g.emit("hidden_in_pouch", f["p"], a.args[1])
    return True
