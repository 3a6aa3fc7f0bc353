"""Helpers for the print-kit tests: build a kit, read a rendered page back (QR codes, text)."""

from __future__ import annotations

import io
import re
from collections import Counter
from dataclasses import dataclass

import pypdfium2
from pyzbar import pyzbar
from pyzbar.pyzbar import ZBarSymbol

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


def decoded(page: pypdfium2.PdfPage, dpi: int = 200) -> Counter[str]:
    """The QR payloads found on a rendered page."""
    image = page.render(scale=dpi / 72, grayscale=True).to_pil()
    return Counter(text for text, _ in read_qr(image))


def read_qr(image, tile: int = 500) -> list[tuple[str, list[tuple[float, float]]]]:
    """Each QR code in a picture with its corners, read by the decoder the app uses (pyzbar).

    zbar misses some codes on a page holding dozens of them, so the picture is read in
    overlapping tiles (half a tile apart: every code lies wholly inside one) and a code
    seen in two tiles counts once.
    """
    found: list[tuple[str, list[tuple[float, float]]]] = []
    centres: list[tuple[str, float, float]] = []
    step = tile // 2
    for top in range(0, max(1, image.height - step), step):
        for left in range(0, max(1, image.width - step), step):
            box = (left, top, min(image.width, left + tile), min(image.height, top + tile))
            for result in pyzbar.decode(image.crop(box), symbols=[ZBarSymbol.QRCODE]):
                text = result.data.decode("utf-8")
                corners = [(p.x + left, p.y + top) for p in result.polygon]
                cx = sum(x for x, _ in corners) / len(corners)
                cy = sum(y for _, y in corners) / len(corners)
                if not any(t == text and abs(cx - x) < 10 and abs(cy - y) < 10 for t, x, y in centres):
                    centres.append((text, cx, cy))
                    found.append((text, corners))
    return found


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


def located(page: pypdfium2.PdfPage, dpi: int = 200) -> list[tuple[str, float, float]]:
    """Each QR payload on the page with its centre, in points from the bottom-left."""
    image = page.render(scale=dpi / 72, grayscale=True).to_pil()
    height = page.get_size()[1]
    out = []
    for text, corners in read_qr(image):
        x = sum(c[0] for c in corners) / len(corners) * 72 / dpi
        y = height - sum(c[1] for c in corners) / len(corners) * 72 / dpi
        out.append((text, x, y))
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
