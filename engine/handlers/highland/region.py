"""The Highland's spaces and the Eyrie (digital rulebook, "The Highland": "Eyrie", "Fighting the
Eagle King", "Claiming Relics", "Emerge From the Eyrie", "Lost City Rewards"; FAQ, Highland
Region, Precipice; the spaces' texts: content/data/highland/board.yaml).

- The Eyrie's Eagle King is the region's guardian (engine.handlers.core.guardian): battle or
  psychic combat, nobody evades him or fights in the character's place. A kill draws a Relic at
  random (the region's ``rewards``; none left: nothing), then the character picks any space of
  the Outer or Middle Region and meets it; a defeat or a stand-off puts him on the Crags, turn
  over. A Relic discarded leaves the game (the region's ``spent``: engine.character).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.frames import Frame
from engine.handlers.core import guardian

if TYPE_CHECKING:
    from engine.rules_api import Game

EYRIE = "space/highland/eyrie"
CRAGS = "space/outer/crags"
WAY_OUT: list[dict[str, Any]] = [{"teleport": {"region": "outer"}}, {"teleport": {"region": "middle"}}]


def _won(g: Game, p: int, f: Frame) -> None:
    guardian.go(g, p, WAY_OUT, meet=True)


def _lost(g: Game, p: int, f: Frame) -> None:
    guardian.out(g, p, CRAGS, meet=False)  # (the fight has ended the turn)


guardian.guard(EYRIE, guardian.Guardian(reward="random", won=_won, lost=_lost))
