"""A box's region on the printed board (issue 25, "The board in data"): the test box's Vault
(tests/content/boxes/testbox), which its data lays east of the main board as a track, is
printed on a page of its own after the board's sheets: its four spaces at the board's size,
each with its QR code, the caption saying where it lies and what its links join. The main
board's pages stay as they are, and a board printed without the box has no such page."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pypdfium2
from kit_helpers import decoded, image_of, outside, printed_ids, text_rects

import content
from printkit.board import BoardSize
from printkit.geometry import SHEETS, mm
from printkit.kit import board_pages
from printkit.plan import KitOptions
from printkit.qr import game_copies, parse_payload
from printkit.render import render

VAULT = [f"space/vault/{s}" for s in ("gate", "hall", "stair", "hoard")]
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None


def test_the_vault_prints_on_a_page_of_its_own_beside_the_board(testbox: content.Catalogue, tmp_path) -> None:
    options = KitOptions(sheet=SHEETS["a4"], test_page=False, aid=False)
    without = board_pages(testbox, options)
    pages = board_pages(testbox, options, boxes=("testbox",))
    assert [p for p in without if p.kind == "board-side"] == []
    main_board = ("board", "board-guide")
    assert [p.caption for p in pages if p.kind in main_board] == [
        p.caption for p in without if p.kind in main_board
    ]
    side = [p for p in pages if p.kind == "board-side"]
    assert len(side) == 1 and pages[pages.index(side[0]) + 1].kind == "blank"
    reference = [p for p in pages if p.caption.startswith("Board reference")]
    assert reference and pages.index(reference[0]) > pages.index(side[0])  # the rules come after
    page = side[0]
    assert page.labels == VAULT
    assert "Vault: lay it east of the main board" in page.caption
    assert "from Tavern to Gate, one way" in page.caption and "from Hoard to City, one way" in page.caption
    boxes = [item.trim for item in page.items]
    assert all(abs(b.w - mm(BoardSize().cell)) < 1e-6 for b in boxes)  # the board's size
    # up its track in one column: the Gate lies level with the Tavern, at the board's top-right
    # corner, and the track runs from there toward the nearer corner (the top)
    assert [b.y for b in boxes] == sorted(b.y for b in boxes)
    assert len({b.x for b in boxes}) == 1
    assert "its left strip under the board's edge, its Gate beside the Tavern" in page.caption

    out = io.BytesIO()
    render([page], options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    known = game_copies(testbox)
    found = [parse_payload(t, known).label for t in decoded(pdf[0]).elements()]
    assert sorted(found) == sorted(VAULT)
    assert sorted(printed_ids(pdf[0]).elements()) == sorted(VAULT)
    assert not outside(text_rects(pdf[0]), page.text_areas)
    image_of(pdf[0], dpi=60).save(tmp_path / "vault.png")
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        image_of(pdf[0], dpi=60).save(SHOTS / "print-testbox-vault.png")
