"""The page layout as pure numbers: cards per sheet, positions, cut marks, duplex mirroring."""

from __future__ import annotations

from dataclasses import astuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.geometry import (
    CARD_SIZES,
    SHEETS,
    CardSize,
    PageLayout,
    Rect,
    Sheet,
    card_size,
    mirror,
    mm,
    pages_needed,
)


def _same(a: Rect, b: Rect) -> bool:
    return astuple(a) == pytest.approx(astuple(b))


def _apart(a: Rect, b: Rect) -> bool:
    eps = 1e-6
    return a.right <= b.x + eps or b.right <= a.x + eps or a.top <= b.y + eps or b.top <= a.y + eps


A4, LETTER = SHEETS["a4"], SHEETS["letter"]
MINI, TAROT = CARD_SIZES["mini"], CARD_SIZES["tarot"]


@pytest.mark.parametrize(
    ("sheet", "card", "cols", "rows"),
    [
        # A4 210 mm wide, 5 mm margins and 5 mm of cut marks a side leave 190 mm:
        # four 47 mm cells (41 mm + 2 x 3 mm bleed); 277 mm high: four 69 mm cells.
        (A4, MINI, 4, 4),
        (LETTER, MINI, 4, 3),  # 279.4 mm high leaves 259.4 mm: three 69 mm cells
        (A4, TAROT, 2, 2),
        (A4, CARD_SIZES["poker"], 2, 2),  # 94 mm cells: three need 282 mm of 277
        (A4, CARD_SIZES["mini-euro"], 3, 3),
    ],
)
def test_cards_per_sheet(sheet: Sheet, card: CardSize, cols: int, rows: int) -> None:
    layout = PageLayout(sheet, card)
    assert (layout.cols, layout.rows, layout.per_page) == (cols, rows, cols * rows)


def test_gutter_costs_a_column() -> None:
    assert PageLayout(A4, MINI, gutter_mm=3).cols == 3


def test_trim_and_bleed_boxes() -> None:
    layout = PageLayout(A4, MINI)
    slot = layout.slot(0)
    assert slot.trim.w == pytest.approx(mm(41)) and slot.trim.h == pytest.approx(mm(63))
    assert _same(slot.bleed.inset(mm(3)), slot.trim)
    # the grid is centred: 188 mm of cells on 210 mm paper leaves 11 mm each side
    assert slot.bleed.x == pytest.approx(mm(11))
    # slot 0 is top-left, slot 1 to its right, slot `cols` below it
    assert layout.slot(1).trim.x > slot.trim.x and layout.slot(1).trim.y == pytest.approx(slot.trim.y)
    assert layout.slot(layout.cols).trim.top < slot.trim.y


@pytest.mark.parametrize("name", list(CARD_SIZES))
@pytest.mark.parametrize("paper", list(SHEETS))
def test_slots_stay_on_the_printable_area_and_never_overlap(name: str, paper: str) -> None:
    layout = PageLayout(SHEETS[paper], CARD_SIZES[name], gutter_mm=1)
    margin = mm(layout.sheet.margin_mm)
    page = Rect(0, 0, layout.sheet.width, layout.sheet.height).inset(margin)
    boxes = [layout.slot(i).bleed for i in range(layout.per_page)]
    for i, box in enumerate(boxes):
        assert page.contains(box)
        for other in boxes[i + 1 :]:
            assert _apart(box, other)


def test_cut_marks_lie_outside_every_card_and_on_trim_lines() -> None:
    layout = PageLayout(A4, MINI)
    trims = [layout.slot(i).trim for i in range(layout.per_page)]
    xs = {round(x, 3) for t in trims for x in (t.x, t.right)}
    ys = {round(y, 3) for t in trims for y in (t.y, t.top)}
    marks = layout.cut_marks()
    assert len(marks) == 2 * len(xs) + 2 * len(ys) == 2 * 8 + 2 * 8
    grid = layout.grid
    margin = mm(A4.margin_mm)
    for x1, y1, x2, y2 in marks:
        if x1 == x2:  # vertical mark, above or below the grid, on a trim line
            assert round(x1, 3) in xs
            assert min(y1, y2) >= grid.top or max(y1, y2) <= grid.y
        else:
            assert round(y1, 3) in ys
            assert min(x1, x2) >= grid.right or max(x1, x2) <= grid.x
        for v in (x1, x2):
            assert margin <= v <= A4.width - margin
        for v in (y1, y2):
            assert margin <= v <= A4.height - margin


def test_long_edge_backs_swap_left_and_right() -> None:
    layout = PageLayout(A4, MINI)
    front, back = layout.slot(0), layout.back_slot(0, "long")
    assert back.rotation == 0
    assert back.trim.right == pytest.approx(A4.width - front.trim.x)
    assert back.trim.y == pytest.approx(front.trim.y)
    # the top-left card's back sits exactly where the top-right card is on the front
    assert _same(back.trim, layout.slot(layout.cols - 1).trim)


def test_short_edge_backs_swap_top_and_bottom_and_turn() -> None:
    layout = PageLayout(A4, MINI)
    front, back = layout.slot(0), layout.back_slot(0, "short")
    assert back.rotation == 180
    assert back.trim.x == pytest.approx(front.trim.x)
    assert back.trim.top == pytest.approx(A4.height - front.trim.y)
    assert _same(back.trim, layout.slot(layout.per_page - layout.cols).trim)


def test_back_offset_moves_every_back() -> None:
    layout = PageLayout(A4, MINI)
    plain, moved = layout.back_slot(5, "long"), layout.back_slot(5, "long", (1.5, -2))
    assert moved.trim.x - plain.trim.x == pytest.approx(mm(1.5))
    assert moved.trim.y - plain.trim.y == pytest.approx(mm(-2))
    assert moved.bleed.x - plain.bleed.x == pytest.approx(mm(1.5))


boxes = st.builds(
    Rect,
    st.floats(0, 500),
    st.floats(0, 700),
    st.floats(1, 90),
    st.floats(1, 140),
)


@given(boxes, st.sampled_from(["long", "short"]))
def test_turning_the_sheet_twice_gives_the_box_back(box: Rect, duplex: str) -> None:
    twice = mirror(mirror(box, A4, duplex), A4, duplex)
    assert _same(twice, box)


@given(boxes, st.sampled_from(["long", "short"]), st.floats(-5, 5), st.floats(-5, 5))
def test_mirroring_keeps_the_size(box: Rect, duplex: str, dx: float, dy: float) -> None:
    moved = mirror(box, A4, duplex, (dx, dy))
    assert (moved.w, moved.h) == (box.w, box.h)


def test_a_card_too_big_for_the_paper_is_an_error() -> None:
    with pytest.raises(ValueError, match="does not fit on a4 paper"):
        PageLayout(A4, CardSize("huge", 250, 100))


def test_negative_bleed_is_an_error() -> None:
    with pytest.raises(ValueError, match="negative"):
        PageLayout(A4, MINI, bleed_mm=-1)


def test_slot_out_of_range() -> None:
    with pytest.raises(IndexError):
        PageLayout(A4, MINI).slot(16)


def test_card_size_presets_and_custom_sizes() -> None:
    assert card_size("poker") == CardSize("poker", 63, 88)
    custom = card_size("45x70")
    assert (custom.width_mm, custom.height_mm) == (45, 70)
    assert card_size("44.5 x 68mm").width_mm == 44.5
    with pytest.raises(ValueError, match="unknown card size 'pokr'"):
        card_size("pokr")
    with pytest.raises(ValueError, match="positive"):
        card_size("0x60")


def test_pages_needed() -> None:
    assert [pages_needed(n, 16) for n in (0, 1, 16, 17, 104)] == [0, 1, 1, 2, 7]


# --- issue 11: ganged sheets, crop marks only for slots in use, a header clear of the marks ---


def _ganged(sheet: Sheet, card: CardSize) -> PageLayout:
    return PageLayout(sheet, card, 2.0, 0.0, 0.5, 3.0, gang=True)


def test_ganged_poker_fits_nine_on_a4_instead_of_four() -> None:
    poker = CARD_SIZES["poker"]
    assert PageLayout(A4, poker).per_page == 4
    layout = _ganged(A4, poker)
    assert (layout.cols, layout.rows) == (3, 3)
    # shared cut lines: each card's trim edge is its neighbour's trim edge
    assert layout.slot(0).trim.right == pytest.approx(layout.slot(1).trim.x)
    assert layout.slot(0).trim.y == pytest.approx(layout.slot(3).trim.top)
    # bleed only at the sheet's edge: the centre card has none, a corner card has two sides
    centre, corner = layout.slot(4), layout.slot(0)
    assert _same(centre.bleed, centre.trim)
    assert corner.bleed.x == pytest.approx(corner.trim.x - mm(2)) and corner.bleed.right == corner.trim.right
    assert corner.bleed.top == pytest.approx(corner.trim.top + mm(2)) and corner.bleed.y == corner.trim.y
    for i in range(layout.per_page):
        assert printable_box(A4).contains(layout.slot(i).bleed)


def printable_box(sheet: Sheet) -> Rect:
    m = mm(sheet.margin_mm)
    return Rect(m, m, sheet.width - 2 * m, sheet.height - 2 * m)


def test_ganged_layout_refuses_a_gutter() -> None:
    with pytest.raises(ValueError, match="no gutter"):
        PageLayout(A4, MINI, gutter_mm=2, gang=True)


@pytest.mark.parametrize("gang", [False, True])
@pytest.mark.parametrize("used", [1, 5, 7, 9])
def test_crop_marks_only_for_slots_in_use(gang: bool, used: int) -> None:
    layout = _ganged(A4, CARD_SIZES["poker"]) if gang else PageLayout(A4, MINI)
    slots = [layout.slot(i) for i in range(used)]
    marks = layout.cut_marks(used)
    edges_x = {round(x, 3) for s in slots for x in (s.trim.x, s.trim.right)}
    edges_y = {round(y, 3) for s in slots for y in (s.trim.y, s.trim.top)}
    assert len(marks) == 2 * len(edges_x) + 2 * len(edges_y)
    for x1, y1, x2, y2 in marks:
        mark = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
        if x1 == x2:
            assert round(x1, 3) in edges_x
            # at the end of a trim line of a used card, just beyond the outermost one on it
            along = [s for s in slots if round(x1, 3) in (round(s.trim.x, 3), round(s.trim.right, 3))]
            assert mark.y >= max(s.bleed.top for s in along) or mark.top <= min(s.bleed.y for s in along)
        else:
            assert round(y1, 3) in edges_y
        assert all(_apart(mark, s.bleed) for s in slots)  # never on a card's picture


@pytest.mark.parametrize("card", ["mini", "poker", "tarot", "mini-euro"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_header_holds_a_6_pt_line_clear_of_cards_and_marks(card: str, paper: str) -> None:
    for layout in (PageLayout(SHEETS[paper], CARD_SIZES[card]), _ganged(SHEETS[paper], CARD_SIZES[card])):
        header = layout.header
        assert header.h >= 6 * 1.18 and header.w >= mm(35)
        assert printable_box(layout.sheet).contains(header, 0.01)
        for i in range(layout.per_page):
            assert _apart(header, layout.slot(i).bleed)
        for x1, y1, x2, y2 in layout.cut_marks():
            mark = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
            assert _apart(header, mark)
