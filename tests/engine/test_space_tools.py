"""The board helpers the space handlers share (engine.handlers.core.space_tools)."""

from __future__ import annotations

from engine.handlers.blood_moon.places import clockwise
from engine.handlers.core.space_tools import ring
from tests.engine.engine_helpers import new_game


def test_a_ring_is_its_region_in_board_order_worked_out_once(catalogue) -> None:
    """Board: the Outer Region's 24 spaces and the Middle's 16 go clockwise in board order."""
    game = new_game(catalogue, "character/wizard", "character/troll")
    for region in ("outer", "middle", "inner"):
        assert ring(game, region) == tuple(s.id for s in catalogue.region(region))
        assert ring(game, region) is ring(game, region)
    assert (len(ring(game, "outer")), len(ring(game, "middle"))) == (24, 16)
    first, last = ring(game, "outer")[0], ring(game, "outer")[-1]
    assert clockwise(game, last, 1) == first  # round the ring past its last space
