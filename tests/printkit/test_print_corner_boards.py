"""Two boxes' regions on the printed board at once (issue 30, item 1): the Dungeon, which its
data lays east of the main board, and the Highland, laid west (digital rulebook, "Expansion
Regions": the Dungeon "top-right", the Highland "bottom-left"), each print on pages of their
own after the board's sheets, at the board's size, every space with its QR code, the caption
saying where each lies and what its link joins; no code of either box's own."""

from __future__ import annotations

import io

import pypdfium2
import pytest
from kit_helpers import decoded, outside, printed_ids, text_rects

import content
from printkit.board import MIN_CELL
from printkit.boardpaint import space_face, space_layout
from printkit.geometry import SHEETS, Rect, mm
from printkit.kit import board_pages
from printkit.plan import KitOptions
from printkit.qr import game_copies, parse_payload
from printkit.render import render

BOXES = ("dungeon", "highland")


@pytest.mark.slow
def test_the_dungeon_and_the_highland_print_beside_the_board(catalogue: content.Catalogue) -> None:
    options = KitOptions(sheet=SHEETS["a4"], test_page=False, aid=False)
    pages = board_pages(catalogue, options, boxes=BOXES)
    side = [p for p in pages if p.kind == "board-side"]
    tracks = {key: [s.id for s in catalogue.region(key)] for key in BOXES}
    assert [label for p in side for label in p.labels] == tracks["dungeon"] + tracks["highland"]
    highland = [p for p in side if p.caption.startswith("The Highland")]
    assert highland and all(
        "lay it west of the main board; from Crags to Highland Entrance, both ways" in p.caption
        for p in highland
    )
    assert all("lay it east" in p.caption for p in side if p.caption.startswith("The Dungeon"))
    out = io.BytesIO()
    render(side, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    known = game_copies(catalogue)
    for n, page in enumerate(side):
        found = [parse_payload(t, known).label for t in decoded(pdf[n]).elements()]
        assert sorted(found) == sorted(page.labels)
        assert sorted(printed_ids(pdf[n]).elements()) == sorted(page.labels)
        assert not outside(text_rects(pdf[n]), page.text_areas), page.caption


@pytest.mark.parametrize("side_mm", [MIN_CELL, 42.0])
def test_every_highland_space_fits_its_cell(catalogue: content.Catalogue, side_mm: float) -> None:
    """The board test's check for the whole boxes (test_print_board.py), for this box in
    progress: every space's texts at 6 pt or more, its QR code inside the cell."""
    cell = Rect(0, 0, mm(side_mm), mm(side_mm))
    for space in catalogue.region("highland"):
        lay = space_layout(space_face(space), mm(side_mm))
        assert lay.text.size >= 6 and lay.title.size >= 6 and lay.label.size >= 6, space.id
        assert cell.contains(lay.qr), space.id
