"""A printed space's number (its badge in the top-left corner) read across the table: at 8 pt or
more on the A4 and A3 boards, three figures included (The Highland numbers from 100, and a long
laid-out Dungeon reaches it), inside its badge and clear of the space's name; and no number on
two printed spaces, whatever the table's corner boards hold."""

from __future__ import annotations

from collections import Counter

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

import content
from content.readings import kinds, nth_id, with_readings
from printkit.board import MIN_CELL, BoardSize, board_layout, fitted_size, side_layouts, single_sheet_room
from printkit.boardpaint import space_face, space_layout
from printkit.geometry import SHEETS, mm
from printkit.style import BOLD

BOXES = ("dungeon", "highland")
A3_CELL = fitted_size(single_sheet_room(SHEETS["a3"])).cell


def long_layout(cat: content.Catalogue) -> content.Catalogue:
    """The catalogue as read by a table whose Dungeon holds 50 Tunnels and whose Highland 8 more
    Ravines than the data: 52 and 14 spaces, numbered 60-111 and 112-125."""
    read = {}
    for region, names in (("region/dungeon", ["Tunnel"] * 50), ("region/highland", ["Ravine"] * 12)):
        rec = cat[region]
        known = kinds(rec, cat.region(rec.slug))
        order = [rec.entrance, *(nth_id(rec, known[n], i) for i, n in enumerate(names, 1)), rec.final]
        read[region] = {s.id: 0 for s in cat.region(rec.slug)} | {s: at for at, s in enumerate(order, 1)}
    return with_readings(cat, read)


@pytest.mark.parametrize("side_mm", [A3_CELL, BoardSize().cell, 42.0])
def test_three_figures_stay_at_8_pt_inside_their_badge(catalogue: content.Catalogue, side_mm: float) -> None:
    read = long_layout(catalogue)
    board = read.board(BOXES)
    three = [s for s in board.spaces.values() if s.index >= 100]
    assert len(three) == 12 + 14  # the Dungeon past 99, and all the Highland
    for space in board.spaces.values():
        face = space_face(space, board.of[space.id])
        lay = space_layout(face, mm(side_mm))
        badge = lay.badge
        figures = stringWidth(str(space.index), BOLD, lay.number_size)
        assert lay.number_size >= 8, space.id
        room = badge.w - badge.h / 2 if badge.w > badge.h else badge.w * 0.75  # a pill's, a circle's
        assert figures <= room + 1e-6, space.id  # clear of the round edge
        assert badge.x >= 0 and badge.top <= mm(side_mm)
        assert lay.title_at[0] >= badge.right, space.id  # the name starts past the badge
        assert lay.title.size >= 8 and lay.text.size >= 8, space.id


def test_a_badge_of_two_figures_is_still_a_circle(catalogue: content.Catalogue) -> None:
    space = catalogue["space/dungeon/entrance"]
    lay = space_layout(space_face(space), mm(A3_CELL))  # type: ignore[arg-type]
    assert lay.badge.w == pytest.approx(lay.badge.h)


def test_the_printed_tiles_never_show_one_number_twice(catalogue: content.Catalogue) -> None:
    read = long_layout(catalogue)
    size = BoardSize(cell=MIN_CELL)
    layout = board_layout(read, size, BOXES)
    printed = [space.index for space, _ in layout.cells]
    for side in side_layouts(read, layout, BOXES):
        printed += [space.index for space, _ in side.cells]
    assert [n for n, k in Counter(printed).items() if k > 1] == []
    assert len(printed) == 49 + 52 + 14
