"""A track beside the main board longer than the board's side (the Dungeon's 18 spaces beside
a board 6 cells high) is folded into lines that snake: each space beside the one before it,
cells as large as the main board's, nothing overlapping (one column of 18 made the Board
screen's labels overlap at 1024 x 600). A short track (the test box's 4) stays one line."""

from __future__ import annotations

import pytest

from companion_app.viewmodels.board_layout import Shape, layout

MAIN = [
    Shape("outer", "ring", "main", 24),
    Shape("middle", "ring", "main", 16),
    Shape("inner", "ring", "main", 9, centred=True),
]


def touching(a, b) -> bool:
    """Two cells share an edge (not only a corner)."""
    (x, y, w, h), (x2, y2, w2, h2) = a, b
    side = abs(x + w - x2) < 1e-9 or abs(x2 + w2 - x) < 1e-9
    level = abs(y + h - y2) < 1e-9 or abs(y2 + h2 - y) < 1e-9
    overlap_y = min(y + h, y2 + h2) - max(y, y2) > 1e-9
    overlap_x = min(x + w, x2 + w2) - max(x, x2) > 1e-9
    return (side and overlap_y) or (level and overlap_x)


@pytest.mark.parametrize("place", ["east", "west", "north", "south"])
def test_a_long_track_snakes_in_cells_as_large_as_the_boards(place):
    rects = layout([*MAIN, Shape("long", "track", place, 18)])
    track, outer = rects["long"], rects["outer"]
    assert len(track) == 18
    for before, after in zip(track, track[1:], strict=False):
        assert touching(before, after)  # the next space lies beside the one before
    w, h = outer[0][2], outer[0][3]
    assert all(abs(c[2] - w) < 1e-9 and abs(c[3] - h) < 1e-9 for c in track)
    cells = [c for found in rects.values() for c in found]
    for i, (x, y, cw, ch) in enumerate(cells):
        assert 0 <= x and 0 <= y and x + cw <= 1 + 1e-9 and y + ch <= 1 + 1e-9
        for x2, y2, w2, h2 in cells[i + 1 :]:
            assert not (min(x + cw, x2 + w2) - max(x, x2) > 1e-9 and min(y + ch, y2 + h2) - max(y, y2) > 1e-9)


def test_a_short_track_stays_one_line():
    track = layout([*MAIN, Shape("short", "track", "east", 4)])["short"]
    assert len({round(x, 9) for x, _, _, _ in track}) == 1  # one column
