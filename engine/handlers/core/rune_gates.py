"""The Rune Gates: Places of several boxes (The Dungeon's, in its deck and the Adventure deck; The
Highland's, likewise), one rule. Met, a Rune Gate lets the character, on his next turn and in
place of his move, step through to any other face-up Rune Gate (any card of that name, of any
box) or any Runes space; used, that Rune Gate is discarded. Declined, the offer is gone.

Each box names its gates' cards as met by ``met`` (``cards.HANDLERS[card] = rune_gates.met``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, set_marker
from engine.movement import barred, land
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

GATE = "Rune Gate"  # the cards' name
RUNES = "Runes"  # the name of the spaces a Rune Gate leads to as well (the Middle Region's)
WAITING = "rune-gate/"  # markers: WAITING + player -> the gate he met (his next move may use it)


def met(g: Game, p: int, source: str) -> None:
    """The character met the Rune Gate ``source``: his next move may step through it."""
    set_marker(g, f"{WAITING}{p}", source)
    g.emit("next_move", p, "rune-gate")


def _gates(g: Game) -> list[tuple[str, str]]:
    """(space, card) for every face-up Rune Gate on the board."""
    return [(space, c) for space, on in g.state.board.items() for c in on if g.cat[base_id(c)].name == GATE]


def ways(g: Game, p: int, gate: str) -> list[str]:
    """Where the character may step through to: the other gates' spaces and the Runes spaces."""
    here = g.state.players[p].position
    gates = [space for space, c in _gates(g) if c != gate]
    runes = [s.id for s in g.spaces.values() if s.name == RUNES]
    closed = barred(g)
    return [s for s in dict.fromkeys((*gates, *runes)) if s != here and s not in closed]


@hooks.on(points.MOVE_START, marked=(WAITING,))
def _through_the_gate(g: Game, f: Frame) -> bool:
    p = f["p"]
    gate = marker(g, f"{WAITING}{p}")
    if gate is None:
        return False
    found = ways(g, p, gate)
    if not found:
        clear_marker(g, f"{WAITING}{p}")
        return False
    g.push({"kind": "rune_gate", "p": p, "gate": gate, "options": found})
    return True


@rule("rune_gate")
class RuneGate(Rule):
    """Through the Rune Gate to one of the spaces, or ``begin`` to move normally."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "instead", "step through the Rune Gate, or begin to move normally")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [*(act("move", s) for s in f["options"]), act("begin")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        g.pop()
        clear_marker(g, f"{WAITING}{p}")
        if a.verb == "begin":
            return
        for space, card in _gates(g):
            if card == f["gate"]:  # used, the gate is discarded
                character.remove_from_space(g, space, card)
                character.return_card(g, card)
                g.emit("discarded", card)
        g.emit("moves_by", p, "rune-gate")
        land(g, p, str(a.args[0]))


@hooks.on(points.DYING, marked=(WAITING,))
def _forget(g: Game, p: int) -> None:
    clear_marker(g, f"{WAITING}{p}")
