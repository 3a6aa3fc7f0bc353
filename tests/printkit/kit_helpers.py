"""Helpers for the print-kit tests: build a kit, read a rendered page back (QR codes, text)."""

from __future__ import annotations

import io
import re
from collections import Counter
from dataclasses import dataclass

import pypdfium2
import zxingcpp

import content
from printkit.faces import Piece, kit_pieces
from printkit.geometry import Rect
from printkit.plan import KitOptions, PagePlan, plan_pages
from printkit.render import render


@dataclass(frozen=True)
class BuiltKit:
    pieces: list[Piece]
    pages: list[PagePlan]
    pdf: bytes


def build(catalogue: content.Catalogue, options: KitOptions) -> BuiltKit:
    pieces = kit_pieces(catalogue)
    pages = plan_pages(pieces, options)
    out = io.BytesIO()
    render(pages, options, out)
    return BuiltKit(pieces, pages, out.getvalue())


ID_IN_TEXT = re.compile(
    r"\b(?:adventure|spell|purchase|talisman|toad|alignment|character|figure|card|token)/[a-z0-9-]+(?:#\d+)?"
)


def decoded(page: pypdfium2.PdfPage, dpi: int = 150) -> Counter[str]:
    """The QR payloads found on a rendered page."""
    image = page.render(scale=dpi / 72, grayscale=True).to_pil()
    return Counter(r.text for r in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode))


def printed_ids(page: pypdfium2.PdfPage) -> Counter[str]:
    """Component ids printed in the page's text, as the PDF's text layer has them."""
    return Counter(ID_IN_TEXT.findall(page.get_textpage().get_text_range()))


def text_rects(page: pypdfium2.PdfPage) -> list[Rect]:
    """Boxes of every run of text on the page, in points from the bottom-left."""
    textpage = page.get_textpage()
    boxes = []
    for i in range(textpage.count_rects()):
        left, bottom, right, top = textpage.get_rect(i)
        boxes.append(Rect(left, bottom, right - left, top - bottom))
    return boxes


def outside(rects: list[Rect], areas: tuple[Rect, ...], tolerance: float = 0.5) -> list[Rect]:
    """The rects not inside any of ``areas``."""
    return [r for r in rects if not any(a.contains(r, tolerance) for a in areas)]


def located(page: pypdfium2.PdfPage, dpi: int = 150) -> list[tuple[str, float, float]]:
    """Each QR payload on the page with its centre, in points from the bottom-left."""
    image = page.render(scale=dpi / 72, grayscale=True).to_pil()
    height = page.get_size()[1]
    out = []
    for result in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode):
        p = result.position
        corners = (p.top_left, p.top_right, p.bottom_right, p.bottom_left)
        x = sum(c.x for c in corners) / 4 * 72 / dpi
        y = height - sum(c.y for c in corners) / 4 * 72 / dpi
        out.append((result.text, x, y))
    return out


def expected_faces(catalogue: content.Catalogue) -> Counter[str]:
    """Written from the issue's list, separately from printkit.faces: every copy of every deck
    card, both sides of Alignment and Time cards, a card and a standee for each character and
    for the Grim Reaper and Werewolf, a standee per Toad figure, and every counter."""
    out: Counter[str] = Counter()
    for c in catalogue:
        if c.kind in ("space", "die"):
            continue
        n = c.count if isinstance(c, content.SupplyItem) else c.copies
        sides = 2 if c.kind == "alignment" or c.id == "card/time" else 1
        extra = 1 if c.kind == "character" or c.id in ("figure/grim-reaper", "figure/werewolf") else 0
        for k in range(1, n + 1):
            out[c.id if n == 1 else f"{c.id}#{k}"] += sides + extra
    return out
