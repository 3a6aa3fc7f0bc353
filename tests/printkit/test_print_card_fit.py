"""The longest text of each deck fits its card at every size preset, and is drawn inside it."""

from __future__ import annotations

import io

import pypdfium2
import pytest
from kit_helpers import decoded_labels, outside, text_rects

import content
from printkit.faces import DECKS, Piece, kit_pieces
from printkit.geometry import CARD_SIZES, SHEETS
from printkit.plan import KitOptions, plan_pages
from printkit.render import render


def longest_per_deck(catalogue: content.Catalogue) -> list[Piece]:
    """For every card deck of every box, the piece whose faces carry the most text."""
    best: dict[str, Piece] = {}
    for piece in kit_pieces(catalogue, tuple(b.key for b in catalogue.boxes)):  # every box
        if piece.form not in ("small", "large"):
            continue
        deck = piece.front.deck
        length = max(len(f.text) for f in piece.faces)
        if deck not in best or length > max(len(f.text) for f in best[deck].faces):
            best[deck] = piece
    return list(best.values())


@pytest.mark.parametrize("small", ["mini", "mini-euro", "poker"])
def test_longest_texts_stay_on_their_cards(catalogue: content.Catalogue, small: str) -> None:
    pieces = longest_per_deck(catalogue)
    assert {p.front.deck for p in pieces} == {d for d, form in DECKS.items() if form in ("small", "large")}
    options = KitOptions(sheet=SHEETS["a4"], small=CARD_SIZES[small], test_page=False, aid=False)
    pages = plan_pages(pieces, options)
    out = io.BytesIO()
    render(pages, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    for n, plan in enumerate(pages):
        rects = text_rects(pdf[n])
        assert rects or not plan.items
        # every run of text lies inside one card's trim box (the caption strip aside)
        assert not outside(rects, plan.text_areas), f"{small}: page {n + 1}"
        cards = [item.trim for item in plan.items]
        assert all(any(card.contains(r, 0.5) for card in cards) for r in rects if r.y < plan.layout.grid.top)
        assert sorted(decoded_labels(pdf[n], 200).elements()) == sorted(plan.labels)
