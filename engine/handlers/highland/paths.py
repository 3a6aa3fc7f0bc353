"""Moving along a Region's spaces in board order, as the Highland's cards do ("clockwise",
"anticlockwise").

Round a ring (the Outer and Middle Regions) the board order is clockwise and wraps. Along a
track (the Highland) clockwise is taken to be the board order, from the entrance towards the
final space, and anticlockwise back towards the entrance: a track does not wrap, so a move
stops at either end (our reading: no source says which way round the Highland's arrows run). In
a Region crossed one space a turn (the Inner Region) nothing is moved so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.handlers.core.space_tools import ring

if TYPE_CHECKING:
    from engine.rules_api import Game


def along(g: Game, space: str, steps: int) -> str:
    """The space ``steps`` spaces clockwise from ``space`` (anticlockwise for fewer than 0)."""
    region = g.board.region_of(space)
    if region.moves != "dice":
        return space
    spaces = ring(g, g.spaces[space].region)
    at = spaces.index(space) + steps
    if region.drawn == "ring":
        return spaces[at % len(spaces)]
    return spaces[max(0, min(at, len(spaces) - 1))]


def walked(g: Game, space: str, steps: int) -> list[str]:
    """The spaces entered one after the other moving ``steps`` spaces from ``space`` (fewer at
    a track's end)."""
    out: list[str] = []
    here = space
    for _ in range(abs(steps)):
        there = along(g, here, 1 if steps > 0 else -1)
        if there == here:
            break
        out.append(there)
        here = there
    return out
