"""The Table screen's grid for 2-6 players in the room a tablet gives (dp), as plain numbers."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion_app.viewmodels.table_layout import (
    CELL_H,
    CELL_W,
    FOOTER,
    HEADER,
    PAD,
    SPACING,
    VALUE_H,
    VALUE_W,
    ground,
    panel_room,
    table_layout,
)

# The room for the panels on each tested tablet (dp): the window less its padding, the tool
# bar, the status line, the die pad and the gaps between them (table.kv).
ROOMS = {"1024x600": (1008, 434), "1280x752": (1264, 586), "1280x800": (1264, 634),
         "1920x1200@2": (944, 434), "2560x1600@2": (1264, 634)}  # fmt: skip
WINDOWS = {"1024x600": (1024, 600), "1280x752": (1280, 752), "1280x800": (1280, 800),
           "1920x1200@2": (960, 600), "2560x1600@2": (1280, 800)}  # in dp  # fmt: skip


def test_the_room_for_the_panels_follows_the_bars():
    assert {size: panel_room(*WINDOWS[size]) for size in ROOMS} == ROOMS


@given(players=st.integers(2, 6), width=st.floats(944, 2600), height=st.floats(434, 1600))
def test_every_panel_holds_its_counters(players, width, height):
    shape = table_layout(players, width, height)
    assert shape.cols * shape.rows >= players
    assert (shape.rows - 1) * shape.cols < players  # never a whole empty row
    inner_w, inner_h = shape.panel_w - 2 * PAD, shape.panel_h - 2 * PAD
    if shape.form == "full":  # five -/+ counters in the columns the width allows
        assert shape.stat_cols * (CELL_W + SPACING) - SPACING <= inner_w + 1e-6
        rows = math.ceil(5 / shape.stat_cols)
        assert HEADER + rows * (CELL_H + SPACING) + FOOTER <= inner_h + 1e-6
    else:  # the five values in a 3 x 2 grid with the sheet's button
        assert 3 * (VALUE_W + SPACING) - SPACING <= inner_w + 1e-6
        assert HEADER + 2 * (VALUE_H + SPACING) <= inner_h + 1e-6


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_three_players_leave_no_empty_quarter(room):
    shape = table_layout(3, *ROOMS[room])
    assert shape.cols * shape.rows == 3


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_full_panels_for_up_to_four_players_on_every_tablet(room):
    assert all(table_layout(n, *ROOMS[room]).form == "full" for n in (2, 3, 4))


def test_a_crowded_small_tablet_gets_compact_panels_not_tiny_ones():
    shape = table_layout(6, *ROOMS["1024x600"])
    assert shape.form == "compact" and (shape.cols, shape.rows) == (3, 2)


def test_no_players_is_an_error():
    with pytest.raises(ValueError, match="at least one player"):
        table_layout(0, 1000, 600)


@settings(deadline=None)
@given(
    st.integers(min_value=1, max_value=4),
    st.integers(min_value=1, max_value=3),
    st.floats(min_value=0, max_value=40),
    st.floats(min_value=0, max_value=40),
)
def test_the_ground_and_the_panels_tile_the_screen(cols, rows, gap, bar):
    """The background painted around the panels (the window is cleared to the panels' colour)
    covers every point of the screen that no panel covers, and none that a panel covers."""
    width, height = 1280.0, 800.0
    w = (width - 2 * gap - (cols - 1) * gap) / cols
    h = (height - 2 * bar - (rows - 1) * gap) / rows
    panels = [(gap + c * (w + gap), bar + r * (h + gap), w, h) for c in range(cols) for r in range(rows)]
    rects = ground(width, height, panels)

    def inside(box, x, y):
        return box[0] < x < box[0] + box[2] and box[1] < y < box[1] + box[3]

    edges = {v for b in panels + rects for v in (b[0], b[1], b[0] + b[2], b[1] + b[3])}
    for x in [i * 1280 / 97 + 0.3 for i in range(97)]:
        for y in [j * 800 / 61 + 0.3 for j in range(61)]:
            if any(math.isclose(v, x) or math.isclose(v, y) for v in edges):
                continue  # on an edge: inside neither
            on_panel = any(inside(p, x, y) for p in panels)
            on_ground = sum(inside(r, x, y) for r in rects)
            assert on_ground == (0 if on_panel else 1), (x, y)
    area = sum(r[2] * r[3] for r in rects) + sum(p[2] * p[3] for p in panels)
    assert math.isclose(area, width * height, rel_tol=1e-9)
