"""The Dungeon's Events and Places whose rules the effect steps cannot say alone (the card
texts of the Dungeon deck and of the box's Adventure cards).

- Trap Door (both decks): to the Dungeon Entrance or to any space where a Dungeon Door lies face
  up, the character's choice; he meets the space he falls to.
- Snake Pit: fallen in, the character gives up a Follower of his choice or loses a life.
- Rune Gate (both decks): the Rune Gates' shared rule (engine.handlers.core.rune_gates).
- Lone Dwarf: 2, two spaces back; 5, two spaces on (along the region's board order: towards the
  Treasure Chamber in the Dungeon, clockwise round a ring), and the character meets that space;
  6, the Dwarf joins him as a Follower (the 2 he adds to the result at the Treasure Chamber:
  ``engine.handlers.dungeon.region.result``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character
from engine.frames import Frame, Rule, rule
from engine.handlers.core import rune_gates
from engine.handlers.core.space_tools import ring
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ENTRANCE = "space/dungeon/entrance"
DOORS = ("adventure/dungeon-door",)
DWARF_STEPS = 2
DWARF = "dungeon/lone-dwarf"


def _lying(g: Game, kinds: tuple[str, ...]) -> list[tuple[str, str]]:
    """(space, card) for every face-up card of these kinds on the board."""
    return [(space, c) for space, on in g.state.board.items() for c in on if base_id(c) in kinds]


def _trap_door(g: Game, p: int, source: str) -> None:
    doors = [space for space, _ in _lying(g, DOORS)]
    to = [ENTRANCE, *dict.fromkeys(s for s in doors if s != ENTRANCE)]
    push_steps(g, p, [{"teleport": {"to": to}}], source)


cards.HANDLERS["adventure/trap-door"] = _trap_door
cards.HANDLERS["dungeon/trap-door"] = _trap_door


@cards.handles("dungeon/snake-pit")
def _snake_pit(g: Game, p: int, source: str) -> None:
    if g.state.players[p].followers:
        g.push({"kind": "follower_or_life", "p": p, "source": source})
    else:
        character.lose_life(g, p, 1, source)


@rule("follower_or_life")
class FollowerOrLife(Rule):
    """Give up one of the character's Followers (his choice), or lose a life."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "give_up", "give up a Follower or lose a life")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [*(act("discard", c) for c in g.state.players[f["p"]].followers), act("choose", "life")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "discard":  # (else: choose life)
            character.discard(g, f["p"], str(a.args[0]))
        else:
            character.lose_life(g, f["p"], 1, f["source"])


cards.HANDLERS["adventure/rune-gate"] = rune_gates.met  # (the shared rule: engine.handlers.core.rune_gates)
cards.HANDLERS["dungeon/rune-gate"] = rune_gates.met


def _dwarf_walk(step: int) -> cards.Handler:
    """Two spaces back (``step`` < 0) or on, along the region's board order, and meet the space."""

    def walk(g: Game, p: int, source: str) -> None:
        here = g.state.players[p].position
        track = ring(g, g.spaces[here].region)
        at = track.index(here) + step
        if g.board.region_of(here).drawn == "ring":
            to = track[at % len(track)]
        else:  # a track: no further than its ends
            to = track[max(0, min(len(track) - 1, at))]
        push_steps(g, p, [{"teleport": {"to": to}}], source)

    return walk


cards.HANDLERS[f"{DWARF}/back"] = _dwarf_walk(-DWARF_STEPS)
cards.HANDLERS[f"{DWARF}/on"] = _dwarf_walk(DWARF_STEPS)


@cards.handles(f"{DWARF}/joins")
def _dwarf_joins(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    for space, card in _lying(g, (DWARF,)):
        if card == source:
            character.remove_from_space(g, space, card)
    g.set(ch, "followers", (*ch.followers, source))
    g.emit("follows", p, source)
