"""Planning pages: every piece placed once, backs behind fronts, one-sided sheets kept apart."""

from __future__ import annotations

import math
from dataclasses import astuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import content
from printkit.faces import Face, Piece, kit_pieces
from printkit.geometry import Rect, mirror
from printkit.plan import KitOptions, plan_pages
from printkit.qr import Payload


def _card(n: int, form: str = "small", back: str | Face = "adventure") -> Piece:
    face = Face(Payload(f"adventure/card-{n}"), f"Card {n}", "Event", "adventure", "text")
    return Piece(form, face, back)  # type: ignore[arg-type]


def test_kit_order_and_page_kinds(catalogue: content.Catalogue) -> None:
    pages = plan_pages(kit_pieces(catalogue), KitOptions())
    kinds = [p.kind for p in pages]
    assert kinds[:2] == ["test-front", "test-back"] and kinds[-1] == "aid"
    for front, back in zip(pages[2:-1:2], pages[3:-1:2], strict=True):
        assert (front.kind, back.kind) in {
            ("fronts", "backs"),
            ("counters", "counter-backs"),
            ("standees", "blank"),
        }
    assert "test-front" not in [
        p.kind for p in plan_pages(kit_pieces(catalogue), KitOptions(test_page=False))
    ]


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_every_back_lies_behind_its_front(catalogue: content.Catalogue, duplex: str) -> None:
    options = KitOptions(duplex=duplex, back_offset_mm=(0.7, -1.2))
    pages = plan_pages(kit_pieces(catalogue), options)
    for front, back in zip(pages, pages[1:], strict=False):
        if front.kind != "fronts":
            continue
        assert len(front.items) == len(back.items)
        for f, b in zip(front.items, back.items, strict=True):
            behind = mirror(f.trim, options.sheet, duplex, options.back_offset_mm)
            assert astuple(b.trim) == pytest.approx(astuple(behind))
            assert b.rotation == (0 if duplex == "long" else 180)
            if b.face is not None:  # a double-sided card: its other side, same payload
                assert b.face.payload == f.face.payload and b.face.title != f.face.title
            else:
                assert b.back_deck == f.face.deck


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 60), st.integers(0, 20))
def test_pieces_fill_sheets_in_order(small: int, large: int) -> None:
    pieces = [_card(n) for n in range(small)] + [_card(1000 + n, "large", "character") for n in range(large)]
    options = KitOptions(test_page=False, aid=False)
    pages = plan_pages(pieces, options)
    fronts = [p for p in pages if p.kind == "fronts"]
    placed = [label for p in fronts for label in p.labels]
    assert placed == [p.front.payload.label for p in pieces]
    per_small, per_large = options.layout("small").per_page, options.layout("large").per_page
    assert len(fronts) == math.ceil(small / per_small) + math.ceil(large / per_large)
    assert len(pages) == 2 * len(fronts)


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_alignment_page_has_corner_crosses_that_show_turn_and_skew(duplex: str) -> None:
    """Issue 11: a shift moves all five crosses alike; a turn or a skew moves the corners
    differently, so the page has a cross near each corner as well as the centre one, and
    each back cross lies behind its front cross."""
    from printkit.plan import test_crosses
    from printkit.testpage import REACH, ruler_labels

    options = KitOptions(duplex=duplex, back_offset_mm=(0.5, -1.0))
    front, back = test_crosses(options, back=False), test_crosses(options, back=True)
    assert len(front) == len(back) == 5
    sheet = options.sheet
    xs, ys = sorted({round(x) for x, _ in front[1:]}), sorted({round(y) for _, y in front[1:]})
    assert len(xs) == len(ys) == 2  # four corners of a rectangle
    assert xs[1] - xs[0] > sheet.width / 2 and ys[1] - ys[0] > sheet.height / 2
    for (fx, fy), (bx, by) in zip(front, back, strict=True):
        behind = mirror(Rect(fx, fy, 0, 0), sheet, duplex, options.back_offset_mm)
        assert (behind.x, behind.y) == pytest.approx((bx, by))
    labels = ruler_labels(100, 100, REACH)
    spots = {(round(x), round(y)) for _, x, y, _ in labels}
    assert len(spots) == len(labels)  # no two ruler numbers drawn at one spot
