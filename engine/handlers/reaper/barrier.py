"""The Reaper's Barrier Spell (card rule, content/data/reaper/spells.yaml; digital rulebook FAQ,
"Crossing Regions": the Barrier bars the Sentinel and the Portal of Power too).

Cast as the caster's turn begins or once his move is over, the card is laid on a space of his
Region (never the Inner Region) where no other character stands. Until the caster's next turn
begins nobody moves onto that space or over it: the movement roll's destinations and one-space
moves go round it (hook ``barred_spaces``; where every way ends on it, the character stays put),
and so do the Teleport Spell and The Reaper's Flying Carpet, Pathfinder, Transference and Hearth
Rune, a card or space's ``teleport`` step (sent only there, he stays put: ``engine.steps``), a
space picked to be moved to (the Shrine, a wish), the Tavern's wizard, the Boatman and a Raft's
crossing (``engine.handlers.core.next_move``), a jump within the Region (the figures' charts), the
Patrol, the Crypt's and the Mines' exits, the return to the Warlock's Cave with a quest done (the
Talisman is given all the same) and the Blood Moon's Crypt Wyvern (event ``barred_stay``), and
the Grim Reaper and Werewolf figures ("nobody": ``engine.handlers.core.figures``). Then the card goes
to the Spell discard pile (marker ``barrier``: the card, its space, the caster and the turn it
was cast in).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.frames import Frame
from engine.handlers.core.space_tools import ring
from engine.spells import spell
from engine.values import Arg

if TYPE_CHECKING:
    from engine.rules_api import Game

BARRIER = "spell/barrier"
KEY = "barrier"
Targets = list[tuple[Arg, ...]]


def _targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if battle is not None or KEY in g.state.markers:
        return []
    region = g.space(g.state.players[p].position).region
    if region == "inner":
        return []
    others = {c.position for c in g.state.players if c.alive and c.player != p}
    return [(s,) for s in ring(g, region) if s not in others]


@spell(BARRIER, "own-turn", "after-move", targets=_targets)
def _barrier(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    for piles in (g.state.discards, g.state.decks):  # it lies on the board, not on the pile
        if card in piles["spell"]:
            g.set(piles, "spell", tuple(c for c in piles["spell"] if c != card))
    space = str(args[0])
    character.place_on(g, space, card)
    g.set(g.state.markers, KEY, {"card": card, "space": space, "caster": p, "turn": g.state.turn})
    g.emit("barred", space)


def barred_space(g: Game) -> str | None:
    found = g.state.markers.get(KEY)
    return str(found["space"]) if found else None


@hooks.on(points.BARRED_SPACES, marked=(KEY,))
def _barred(g: Game) -> tuple[str, ...]:
    space = barred_space(g)
    return (space,) if space else ()


def _lift(g: Game) -> None:
    found = g.state.markers[KEY]
    g.journal.delete(g.state.markers, KEY)
    card, space = found["card"], found["space"]
    if card in g.state.board.get(space, ()):
        character.remove_from_space(g, space, card)
        character.return_card(g, card)
    g.emit("barrier_lifted", space)


@hooks.on(points.TURN_BEGINS, marked=(KEY,))
def _caster_begins(g: Game, p: int) -> None:
    found = g.state.markers.get(KEY)
    if found and found["caster"] == p:
        _lift(g)


@hooks.on(points.END_OF_TURN, marked=(KEY,))
def _caster_missed(g: Game, p: int) -> None:
    """The caster's next turn was lost (missed, out of the game): it ends with that turn."""
    found = g.state.markers.get(KEY)
    if found and found["caster"] == p and found["turn"] != g.state.turn:
        _lift(g)
