"""The Reaper's cards that change how a character moves.

- Riding Horse (Follower): before the movement roll the player may roll 2 dice and move
  their total (the shared rule of such cards: engine.handlers.core.mounts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import hooks, points
from engine.frames import Frame
from engine.handlers.core import mounts

if TYPE_CHECKING:
    from engine.rules_api import Game

RIDING_HORSE = "adventure/riding-horse"


@hooks.on(points.MOVE_START, held=(RIDING_HORSE,))
def _riding_horse(g: Game, f: Frame) -> bool:
    return mounts.offer(g, f, RIDING_HORSE)
