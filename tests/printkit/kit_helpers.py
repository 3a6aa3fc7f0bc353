"""Helpers for the print-kit tests: build a kit, read a rendered page back (QR codes, text)."""

from __future__ import annotations

import io
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import pypdfium2
import pypdfium2.raw as pdfium_c
import zxingcpp
from PIL import Image, ImageFilter

import content
from printkit.faces import Piece, kit_pieces
from printkit.geometry import Rect
from printkit.kit import kit_plan
from printkit.plan import KitOptions, PagePlan
from printkit.qr import SHORT_PREFIX, game_copies, parse_payload
from printkit.render import render


@dataclass(frozen=True)
class BuiltKit:
    pieces: list[Piece]
    pages: list[PagePlan]
    pdf: bytes


def build(catalogue: content.Catalogue, options: KitOptions, **kit: object) -> BuiltKit:
    """The whole kit as `talisman print kit` makes it: cards, board, character sheets, aid."""
    pieces = kit_pieces(catalogue, kit.get("expansions", ("core",)))  # type: ignore[arg-type]
    pages = kit_plan(catalogue, options, **kit)  # type: ignore[arg-type]
    out = io.BytesIO()
    render(pages, options, out)
    return BuiltKit(pieces, pages, out.getvalue())


# every kind of component the data holds (a box's own decks too: dungeon/, relic/ ...)
_KINDS = sorted({c.kind for c in content.load()} | {"card", "token", "space"}, key=len, reverse=True)
ID_IN_TEXT = re.compile(r"\b(?:" + "|".join(_KINDS) + r")/[a-z0-9-]+(?:/[a-z0-9-]+)?(?:#\d+)?")
# Words that are the project's notes, never a card's: they must not reach paper.
PLACEHOLDER = re.compile(
    r"unconfirmed|stand-in|review|verified|handler|todo|placeholder|no source|source at hand|printed card",
    re.IGNORECASE,
)
ALL_BOXES = ("core", "reaper", "blood-moon")


def image_of(page: pypdfium2.PdfPage, dpi: int = 150) -> Image.Image:
    return page.render(scale=dpi / 72, grayscale=True).to_pil()


def codes_in(image: Image.Image) -> Counter[str]:
    return Counter(r.text for r in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode))


def blurred(image: Image.Image, radius: float = 1.0) -> Image.Image:
    """A home printer's mild blur: a Gaussian of ``radius`` pixels."""
    return image.filter(ImageFilter.GaussianBlur(radius))


def decoded(page: pypdfium2.PdfPage, dpi: int = 150) -> Counter[str]:
    """The QR payloads found on a rendered page."""
    return codes_in(image_of(page, dpi))


@lru_cache(maxsize=1)
def _copies() -> dict[str, int]:
    return game_copies(content.load())


def label_of(text: str) -> str:
    """The component and copy a printed code names (``adventure/bag-of-gold#2``), after
    checking that it is what the kit prints now: a ten-character code of version 2."""
    assert text.startswith(SHORT_PREFIX) and len(text) == 10, f"not a printed short code: {text!r}"
    return parse_payload(text, _copies()).label


def labels(found: Counter[str]) -> Counter[str]:
    """The labels of decoded codes (see :func:`label_of`), counted."""
    out: Counter[str] = Counter()
    for text, n in found.items():
        out[label_of(text)] += n
    return out


def decoded_labels(page: pypdfium2.PdfPage, dpi: int = 150) -> Counter[str]:
    """The components whose codes are found on a rendered page."""
    return labels(decoded(page, dpi))


def font_sizes(page: pypdfium2.PdfPage) -> list[tuple[float, str]]:
    """(size in points, character) of every printed character on the page."""
    textpage = page.get_textpage()
    out = []
    for i in range(textpage.count_chars()):
        char = chr(pdfium_c.FPDFText_GetUnicode(textpage, i))
        if char.strip():
            out.append((pdfium_c.FPDFText_GetFontSize(textpage, i), char))
    return out


def printed_ids(page: pypdfium2.PdfPage) -> Counter[str]:
    """Component ids printed in the page's text, as the PDF's text layer has them (an id too
    long for its line breaks once, after its kind: ``adventure/`` over the rest)."""
    text = re.sub(r"/\s*\n", "/", page.get_textpage().get_text_range())
    return Counter(ID_IN_TEXT.findall(text))


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


def expected_faces(
    catalogue: content.Catalogue,
    *,
    board: bool = False,
    sheets: bool = False,
    boxes: tuple[str, ...] = ("core",),
) -> Counter[str]:
    """Written from the issue's list, separately from printkit.faces: every copy of every deck
    card (Warlock Quest and Alternative Ending cards included), both sides of Alignment and
    Time cards, a card and a standee for each character and for the Grim Reaper and Werewolf,
    a standee per Toad figure, and every counter, of the core game and the ``boxes`` named;
    with ``board`` each of the 49 spaces once, with ``sheets`` each character once more (its
    character sheet)."""
    out: Counter[str] = Counter()
    for c in catalogue:
        if getattr(c, "expansion", "core") not in boxes:
            continue
        if c.kind == "space":
            out[c.id] += board
            continue
        if c.kind == "character":
            out[c.id] += sheets
        if c.kind in ("die", "box"):
            continue
        n = c.count if isinstance(c, content.SupplyItem) else c.copies
        sides = 2 if c.kind == "alignment" or c.id == "card/time" else 1
        extra = 1 if c.kind == "character" or c.id in ("figure/grim-reaper", "figure/werewolf") else 0
        for k in range(1, n + 1):
            out[c.id if n == 1 else f"{c.id}#{k}"] += sides + extra
    return out


# --- checks shared by the core kit's tests and the expansions' ------------------------------


def check_type_sizes(pages: list[PagePlan], pdf: pypdfium2.PdfDocument) -> None:
    """No printed character under 6 pt."""
    for n in range(len(pdf)):
        small = [(size, ch) for size, ch in font_sizes(pdf[n]) if size < 5.99]
        assert not small, f"page {n + 1} ({pages[n].caption}): {small[:5]}"


def check_no_project_notes(pdf: pypdfium2.PdfDocument) -> None:
    """No page says "unconfirmed", "stand-in", "reviews", "Handler" and the like."""
    for n in range(len(pdf)):
        text = pdf[n].get_textpage().get_text_range()
        assert not PLACEHOLDER.search(text), f"page {n + 1}: {PLACEHOLDER.search(text)}"


def check_text_placement(pages: list[PagePlan], pdf: pypdfium2.PdfDocument) -> None:
    """All text inside the page's text areas, and no two runs of text overlapping."""
    for n, plan in enumerate(pages):
        rects = text_rects(pdf[n])
        stray = outside(rects, plan.text_areas)
        assert not stray, f"page {n + 1} ({plan.caption}): text outside its boxes at {stray[:3]}"
        for a, b in combinations(rects, 2):
            overlap_w = min(a.right, b.right) - max(a.x, b.x)
            overlap_h = min(a.top, b.top) - max(a.y, b.y)
            assert overlap_w <= 0.3 or overlap_h <= 0.3, f"page {n + 1} ({plan.caption}): {a} overlaps {b}"
