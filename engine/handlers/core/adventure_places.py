"""Places with counters on them, and the Shrine's teleport (core rulebook, "Types of
Adventure Cards": Places; digital rulebook FAQ, "Fountain of Wisdom").

The Fountain of Wisdom, Magic Stream and Pool of Life each hold four counters when they
appear; every visit (the drawer's too, the same turn) moves one of them to the visitor, and
the card is discarded with the last one. The counters come from the stockpile as they are
taken, so the limited resources stay counted in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character
from engine.cards import handles
from engine.handlers.core.space_tools import ring
from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game

COUNTERS = 4
# Place -> what one visit moves to the character
GIFTS = {
    "adventure/fountain-of-wisdom": "craft",
    "adventure/magic-stream": "strength",
    "adventure/pool-of-life": "lives",
}


def left_on(g: Game, card: str) -> int:
    """Counters still on a Place (four until the first visit)."""
    return int(g.state.markers.get(f"counters/{card}", COUNTERS))


def _visit(g: Game, p: int, source: str) -> None:
    left = left_on(g, source)
    got = character.gain(g, p, GIFTS[base_id(source)], 1)
    left -= got
    if left > 0:
        g.set(g.state.markers, f"counters/{source}", left)
        return
    if f"counters/{source}" in g.state.markers:
        g.journal.delete(g.state.markers, f"counters/{source}")
    for space, on in list(g.state.board.items()):
        if source in on:
            character.remove_from_space(g, space, source)
            character.return_card(g, source)
    g.emit("discard", p, source)


for _place in GIFTS:
    handles(_place)(_visit)


@handles("adventure/shrine")
def _shrine_teleport(g: Game, p: int, source: str) -> None:
    """A 6 at the Shrine: any space of the Region the Shrine lies in."""
    region = g.space(g.state.players[p].position).region
    g.push({"kind": "pick_space", "p": p, "options": list(ring(g, region))})
