"""The printed board (issue 11): 49 spaces in the real board's rings, tiled over A4 or Letter
with glue strips, or fitted to one A3 sheet; each space's short line, number and QR code."""

from __future__ import annotations

import io
from itertools import combinations

import pypdfium2
import pytest
from kit_helpers import decoded_labels, outside, printed_ids, text_rects

import content
from printkit.board import (
    MIN_CELL,
    BoardSize,
    board_layout,
    fitted_size,
    grid_cell,
    single_sheet_room,
    tile_board,
)
from printkit.boardpaint import space_face, space_layout
from printkit.cards import line_boxes
from printkit.geometry import SHEETS, Rect, mm
from printkit.kit import board_pages
from printkit.plan import KitOptions, printable
from printkit.render import render
from printkit.spaces import BY_NAME, short_line


def _apart(a: Rect, b: Rect) -> bool:
    eps = 1e-6
    return a.right <= b.x + eps or b.right <= a.x + eps or a.top <= b.y + eps or b.top <= a.y + eps


def _touch(a: Rect, b: Rect) -> bool:
    """Two cells side by side: they share an edge or face each other across a band."""
    return not _apart(a.inset(-mm(16)), b)


def test_rings_run_clockwise_from_the_top_left() -> None:
    assert [grid_cell(0, k) for k in (0, 1, 6, 7, 12, 18, 23)] == [
        (0, 0),
        (0, 1),
        (0, 6),
        (1, 6),
        (6, 6),
        (6, 0),
        (1, 0),
    ]
    assert grid_cell(1, 0) == (1, 1) and grid_cell(1, 8) == (5, 5)
    assert grid_cell(2, 0) == (2, 2) and grid_cell(2, 4) == (4, 4)


def test_every_space_has_its_own_cell(catalogue: content.Catalogue) -> None:
    board = board_layout(catalogue, BoardSize())
    assert len(board.cells) == 49 == len({s.id for s, _ in board.cells})
    for (_, a), (_, b) in combinations(board.cells, 2):
        assert _apart(a, b)
    whole = Rect(0, 0, board.side, board.side)
    assert all(whole.contains(rect) for _, rect in board.cells)


def test_neighbours_on_the_board_sit_next_to_each_other(catalogue: content.Catalogue) -> None:
    """Core rules, "The Game Board": every connection of the data joins two cells that touch
    (across the Storm River for the Sentinel's bridge, at a corner for the Portal of Power)."""
    board = board_layout(catalogue, BoardSize())
    where = {space.id: rect for space, rect in board.cells}
    for space, rect in board.cells:
        for other in space.neighbours:
            assert _touch(rect, where[other]), (space.id, other)
    sentinel, hills = where["space/outer/sentinel"], where["space/middle/hills"]
    assert sentinel.x == pytest.approx(hills.x)  # straight across the river
    assert hills.y - sentinel.top == pytest.approx(mm(BoardSize().river))
    crown = where["space/inner/crown-of-command"]
    assert crown.x + crown.w / 2 == pytest.approx(board.side / 2)


@pytest.mark.parametrize(("paper", "sheets"), [("a4", 4), ("letter", 4)])
def test_tiles_cover_the_board_and_never_cut_a_space(
    catalogue: content.Catalogue, paper: str, sheets: int
) -> None:
    board = board_layout(catalogue, BoardSize())
    tiling = tile_board(board, SHEETS[paper])
    assert len(tiling.tiles) == sheets
    area = sum(t.visible.w * t.visible.h for t in tiling.tiles)
    assert area == pytest.approx(board.side**2)  # the visible parts cover the board once
    for space, rect in board.cells:
        holders = [t for t in tiling.tiles if t.visible.contains(rect, 0.01)]
        assert len(holders) == 1, space.id  # whole on exactly one sheet
        assert all(_apart(t.visible, rect) for t in tiling.tiles if t not in holders)
    for tile in tiling.tiles:
        page = tile.to_page(tile.window)
        assert printable(SHEETS[paper]).contains(page.inset(-mm(5)), 0.01)  # room for the cut marks
        col, row = "ABCDEFGH".index(tile.name[0]), int(tile.name[1:]) - 1
        assert tile.glue_left == (col > 0) and tile.glue_top == (row > 0)
        strip_w = tile.visible.x - tile.window.x
        assert strip_w == pytest.approx(tiling.overlap if tile.glue_left else 0)


def test_the_a3_board_fits_one_sheet_and_a4_cannot(catalogue: content.Catalogue) -> None:
    size = fitted_size(single_sheet_room(SHEETS["a3"]))
    # the board, its 3 mm of bleed on each side, inside the paper's 5 mm margins
    assert size.cell >= MIN_CELL and size.side + 2 * 3 <= 297 - 10
    with pytest.raises(ValueError, match="a3"):
        fitted_size(single_sheet_room(SHEETS["a4"]))


def test_every_space_has_a_short_line_of_its_own(catalogue: content.Catalogue) -> None:
    for space in catalogue.spaces:
        line = short_line(space)
        assert 10 < len(line) <= 90, space.id
        assert "Handler" not in line
    assert set(BY_NAME) == {s.name for s in catalogue.spaces if s.expansion == "core"}  # a box's: its data
    # facts copied from the data: the Sentinel's Strength, the draw counts
    assert "Str 9" in short_line(catalogue["space/outer/sentinel"])  # type: ignore[arg-type]
    assert "3" in short_line(catalogue["space/middle/hidden-valley"])  # type: ignore[arg-type]


A3_CELL = fitted_size(single_sheet_room(SHEETS["a3"])).cell


@pytest.mark.parametrize("side_mm", [MIN_CELL, A3_CELL, 42.0])
def test_every_space_fits_its_cell_at_6_pt(catalogue: content.Catalogue, side_mm: float) -> None:
    """Every space of every box, the one-sheet board's smallest cell included; on the A4 and A3
    boards (issue 28: "rules text >= 8 pt") its rule, its name and its number at 8 pt or more."""
    for space in catalogue.spaces:
        lay = space_layout(space_face(space), mm(side_mm))
        assert lay.text.size >= 6 and lay.title.size >= 6 and lay.label.size >= 6
        if side_mm >= A3_CELL:
            assert lay.text.size >= 8 and lay.title.size >= 8 and lay.number_size >= 8, space.id
        cell = Rect(0, 0, mm(side_mm), mm(side_mm))
        assert cell.contains(lay.qr)
        label = Rect(
            lay.label_at[0], lay.label_at[1] - lay.label.height, max(lay.label.widths()), lay.label.height
        )
        assert _apart(label, lay.qr)
        lines = line_boxes(lay.text, *lay.text_at) + line_boxes(lay.title, *lay.title_at)
        assert all(_apart(line, lay.qr) and cell.contains(line, 0.5) for line in lines), space.id


@pytest.mark.slow
@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_board_pdf_decodes_every_space_once(catalogue: content.Catalogue, paper: str) -> None:
    options = KitOptions(sheet=SHEETS[paper], test_page=False, aid=False)
    pages = board_pages(catalogue, options, single=paper == "a3")
    out = io.BytesIO()
    render(pages, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    seen = []
    for n, plan in enumerate(pages):
        found = list(decoded_labels(pdf[n]).elements())
        assert sorted(found) == sorted(plan.labels)
        assert sorted(printed_ids(pdf[n]).elements()) == sorted(plan.labels)
        assert not outside(text_rects(pdf[n]), plan.text_areas), plan.caption
        seen += found
    assert sorted(seen) == sorted(s.id for s in catalogue.spaces if s.expansion == "core")  # no box chosen
    kinds = [p.kind for p in pages]
    assert kinds.count("board") == (4 if paper == "a4" else 1)
    assert kinds.count("board-guide") == (1 if paper == "a4" else 0)


def test_the_crown_is_walled_but_for_its_one_way_in(catalogue: content.Catalogue) -> None:
    """Core rules, "The Inner Region": "It can only be reached from the Valley of Fire space".
    On the board the Crown of Command shares edges with four spaces and touches the Valley of
    Fire at a corner only: a wall goes on each of the four edges and a gate on the corner."""
    board = board_layout(catalogue, BoardSize())
    names = {id(rect): space.id for space, rect in board.cells}
    joins = {(names[id(a)], names[id(b)], kind) for a, b, kind in board.joins()}
    crown = "space/inner/crown-of-command"
    assert ("space/inner/valley-of-fire", crown, "corner") in joins
    walled = {a for a, b, kind in joins if kind == "wall" and b == crown} | {
        b for a, b, kind in joins if kind == "wall" and a == crown
    }
    assert walled == {f"space/inner/{s}" for s in ("werewolf-den", "pits", "crypt", "mines")}
    assert len(joins) == 5  # nowhere else do two spaces touch without a way between them


def test_the_inner_regions_cliffs_are_drawn_as_a_barrier(catalogue: content.Catalogue) -> None:
    """Core rules: the Middle Region "is separated ... from the Inner Region by the Plain of
    Peril": the band between the Middle and Inner rings is painted as a dark wall, its colour
    found in the rendered page between the two rings."""
    options = KitOptions(sheet=SHEETS["a3"], test_page=False, aid=False)
    pages = [p for p in board_pages(catalogue, options, single=True) if p.kind == "board"]
    out = io.BytesIO()
    render(pages, options, out)
    page = pypdfium2.PdfDocument(out.getvalue())[0]
    tile, board = pages[0].extra.tile, pages[0].extra.board
    inner = tile.to_page(board.ring(2))
    scale = 2
    image = page.render(scale=scale).to_pil().convert("RGB")
    height = page.get_size()[1]
    x = (inner.x + inner.w / 3) * scale
    y = (height - (inner.top + mm(board.size.gap) / 4)) * scale  # in the band above the ring
    r, g, b = image.getpixel((int(x), int(y)))
    assert max(r, g, b) < 110, (r, g, b)  # dark stone, not the ground or a tint
