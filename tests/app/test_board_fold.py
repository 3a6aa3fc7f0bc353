"""A track beside the main board longer than the board's side (the Dungeon's 18 spaces beside
a board 6 cells high) is folded into lines that snake: each space beside the one before it,
cells as large as the main board's, nothing overlapping (one column of 18 made the Board
screen's labels overlap at 1024 x 600). A short track (the test box's 4) stays one line."""

from __future__ import annotations

import pytest

from companion_app.viewmodels.board_layout import Shape, joined, layout

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


# A corner board meets the main board where its entrance is entered from (digital rulebook,
# "Entering the Highland": from the Crags; "Entering the Dungeon": from the Ruins): the track
# starts beside that space, level with it, and winds on from there.
JOINS = {"east": ("outer", 8), "west": ("outer", 20), "north": ("outer", 6), "south": ("outer", 15)}


@pytest.mark.parametrize("place", ["east", "west", "north", "south"])
@pytest.mark.parametrize("count", [4, 17, 18])
def test_a_joined_track_starts_beside_the_space_it_is_entered_from(place, count):
    rects = layout([*MAIN, Shape("corner", "track", place, count, joins=JOINS[place])])
    track, joined = rects["corner"], rects["outer"][JOINS[place][1]]
    assert len(track) == count
    (x, y, w, h), (jx, jy, jw, jh) = track[0], joined
    along = place in ("east", "west")
    assert abs((y + h / 2 if along else x + w / 2) - (jy + jh / 2 if along else jx + jw / 2)) < 1e-9
    gap = {"east": x - (jx + jw), "west": jx - (x + w), "north": y - (jy + jh), "south": jy - (y + h)}[place]
    assert 0 < gap < jw if along else 0 < gap < jh  # the strip's first line, beside the board
    for before, after in zip(track, track[1:], strict=False):
        assert touching(before, after)
    assert all(abs(c[2] - jw) < 1e-9 and abs(c[3] - jh) < 1e-9 for c in track)
    cells = [c for found in rects.values() for c in found]
    for i, (x, y, cw, ch) in enumerate(cells):
        assert 0 <= x and 0 <= y and x + cw <= 1 + 1e-9 and y + ch <= 1 + 1e-9
        for x2, y2, w2, h2 in cells[i + 1 :]:
            assert not (min(x + cw, x2 + w2) - max(x, x2) > 1e-9 and min(y + ch, y2 + h2) - max(y, y2) > 1e-9)


def test_a_track_that_cannot_wind_in_its_lines_takes_one_more():
    """Five spaces entered from the third row of an east side six rows long: one line cannot
    hold them from there (three rows up to the corner, four down), so they take two."""
    track = layout([*MAIN, Shape("corner", "track", "east", 5, joins=("outer", 9))])["corner"]
    assert len({round(x, 9) for x, _, _, _ in track}) == 2
    for before, after in zip(track, track[1:], strict=False):
        assert touching(before, after)


def test_a_region_learns_its_joined_space_from_the_links():
    """The screen gives each region beside the board the space its entrance is linked with;
    the layout finds its ring and place there. A region no link joins keeps none."""
    order = {"outer": [f"o{k}" for k in range(24)], "middle": [f"m{k}" for k in range(16)]}
    shapes = [*MAIN, Shape("west", "track", "west", 17), Shape("loose", "track", "east", 4)]
    found = joined(shapes, {"west": "o20", "loose": None}, order)
    assert [s.joins for s in found] == [None, None, None, ("outer", 20), None]
