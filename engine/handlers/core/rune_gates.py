"""The Rune Gates (a Place of several boxes' decks, the same rule on each card): on his next turn
the character who met one may, in place of his move, go to a space where another Rune Gate lies
face up, whichever box's it is, or to any Runes space (worked out as that turn begins); the gate
he came through is then discarded. Declined, the offer is gone.

A box whose deck holds a Rune Gate registers its card ids here (``register``); the rule itself is
the same for every game, whatever boxes it plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, set_marker
from engine.movement import barred, land
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

RUNES = "Runes"  # the name of the Middle Region's Runes spaces
GATES: set[str] = set()  # every Rune Gate card's id, as the boxes register them


def register(*ids: str) -> None:
    """These cards are Rune Gates: met, they open the way for the next move."""
    GATES.update(ids)
    for card in ids:
        cards.HANDLERS[card] = _rune_gate


def _lying(g: Game, kinds: set[str] | tuple[str, ...]) -> list[tuple[str, str]]:
    """(space, card) for every face-up card of these kinds on the board."""
    return [(space, c) for space, on in g.state.board.items() for c in on if base_id(c) in kinds]


def _rune_gate(g: Game, p: int, source: str) -> None:
    set_marker(g, f"rune-gate/{p}", source)
    g.emit("next_move", p, "rune-gate")


def _gate_ways(g: Game, p: int, gate: str) -> list[str]:
    here = g.state.players[p].position
    gates = [space for space, c in _lying(g, GATES) if c != gate]
    runes = [s.id for s in g.spaces.values() if s.name == RUNES]
    closed = barred(g)
    return [s for s in dict.fromkeys((*gates, *runes)) if s != here and s not in closed]


@hooks.on(points.MOVE_START, marked=("rune-gate/",))
def _through_the_gate(g: Game, f: Frame) -> bool:
    p = f["p"]
    gate = marker(g, f"rune-gate/{p}")
    if gate is None:
        return False
    ways = _gate_ways(g, p, gate)
    if not ways:
        clear_marker(g, f"rune-gate/{p}")
        return False
    g.push({"kind": "rune_gate", "p": p, "gate": gate, "options": ways})
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
        clear_marker(g, f"rune-gate/{p}")
        if a.verb == "begin":
            return
        for space, card in _lying(g, (base_id(f["gate"]),)):
            if card == f["gate"]:  # used, the gate is discarded
                character.remove_from_space(g, space, card)
                character.return_card(g, card)
                g.emit("discarded", card)
        g.emit("moves_by", p, "rune-gate")
        land(g, p, str(a.args[0]))


@hooks.on(points.DYING, marked=("rune-gate/",))
def _forget(g: Game, p: int) -> None:
    clear_marker(g, f"rune-gate/{p}")
