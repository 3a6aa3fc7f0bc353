"""Paper, card sizes and the page layout of a print sheet, as pure numbers (points).

Everything here is computed before anything is painted, so the maths can be tested on
its own: how many cards fit, where each one sits, where the cut marks go, and where a
card's back lands on the reverse page for long- or short-edge duplex printing.

Card-size defaults (millimetres). The rulebooks print no dimensions, and no stored source
this project could consult states them either, so the defaults rest on the sleeve sizes
that board-game sleeve makers' compatibility lists give for Talisman (Revised 4th
Edition): "mini American" 41 x 63 mm for the small decks (Adventure, Spell, Purchase,
Talisman, Toad, Alignment) and "tarot" 70 x 120 mm for the character cards. Measure a
real card before printing a large batch, and pick another preset (mini-euro 44 x 68,
poker 63 x 88) or give WxH if yours differ.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

MM = 72 / 25.4  # points per millimetre

Duplex = Literal["long", "short"]
DUPLEX_MODES: tuple[str, ...] = ("long", "short")


def mm(value: float) -> float:
    """Millimetres to points."""
    return value * MM


@dataclass(frozen=True)
class Rect:
    """An axis-aligned box in points, origin at the bottom-left of the page."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def shifted(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def contains(self, other: Rect, tolerance: float = 0.0) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.top <= self.top + tolerance
        )


@dataclass(frozen=True)
class CardSize:
    """A card's trimmed size in millimetres."""

    name: str
    width_mm: float
    height_mm: float

    def __post_init__(self) -> None:
        if not (self.width_mm > 0 and self.height_mm > 0):
            raise ValueError(f"card size {self.name!r} must be positive: {self.width_mm}x{self.height_mm}")

    @property
    def width(self) -> float:
        return mm(self.width_mm)

    @property
    def height(self) -> float:
        return mm(self.height_mm)


@dataclass(frozen=True)
class Sheet:
    """A paper size in millimetres and the strip at its edges a printer cannot reach."""

    name: str
    width_mm: float
    height_mm: float
    margin_mm: float = 5.0

    @property
    def width(self) -> float:
        return mm(self.width_mm)

    @property
    def height(self) -> float:
        return mm(self.height_mm)


CARD_SIZES: dict[str, CardSize] = {
    "mini": CardSize("mini", 41, 63),
    "mini-euro": CardSize("mini-euro", 44, 68),
    "poker": CardSize("poker", 63, 88),
    "tarot": CardSize("tarot", 70, 120),
}
SMALL_DEFAULT = "mini"  # Talisman's Adventure, Spell, Purchase, Talisman, Toad and Alignment cards
LARGE_DEFAULT = "tarot"  # Talisman's character cards

SHEETS: dict[str, Sheet] = {
    "a4": Sheet("a4", 210, 297),
    "letter": Sheet("letter", 215.9, 279.4),
    "a3": Sheet("a3", 297, 420),
}

_SIZE_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$")


def card_size(text: str) -> CardSize:
    """A preset name (``mini``, ``poker``, ...) or ``WxH`` in millimetres.

    Raises: ValueError naming the presets when the text is neither.
    """
    if text in CARD_SIZES:
        return CARD_SIZES[text]
    match = _SIZE_RE.match(text)
    if not match:
        raise ValueError(f"unknown card size {text!r}; use one of {', '.join(CARD_SIZES)} or WxH in mm")
    return CardSize(text.strip(), float(match[1]), float(match[2]))


@dataclass(frozen=True)
class Slot:
    """One card position on a page: its trim box, the bleed box around it, and a turn."""

    index: int
    row: int
    col: int
    trim: Rect
    bleed: Rect
    rotation: int = 0  # degrees, about the trim box's centre


@dataclass(frozen=True)
class PageLayout:
    """Where cards of one size go on one paper size.

    Cards are laid in a centred grid; each has ``bleed_mm`` of its picture beyond the
    trim line on every side, then ``gutter_mm`` of blank paper before the next card's
    bleed. Cut marks run along every trim line, outside the grid, so they never touch a
    card. ``gang``: cards touch and share their cut lines, with bleed only round the
    grid's outer edge (one cut between two cards instead of two; more cards a sheet).
    Raises ValueError when not even one card fits.
    """

    sheet: Sheet
    card: CardSize
    bleed_mm: float = 3.0
    gutter_mm: float = 0.0
    mark_gap_mm: float = 1.0
    mark_length_mm: float = 4.0
    gang: bool = False

    def __post_init__(self) -> None:
        if self.bleed_mm < 0 or self.gutter_mm < 0:
            raise ValueError("bleed and gutter cannot be negative")
        if self.gang and self.gutter_mm:
            raise ValueError("a ganged layout shares its cut lines, so it has no gutter")
        if self.cols < 1 or self.rows < 1:
            raise ValueError(
                f"a {self.card.width_mm:g}x{self.card.height_mm:g} mm card with {self.bleed_mm:g} mm bleed "
                f"does not fit on {self.sheet.name} paper"
            )

    # --- sizes -------------------------------------------------------------------------

    @property
    def cell_w(self) -> float:
        return self.card.width + (0 if self.gang else 2 * mm(self.bleed_mm))

    @property
    def cell_h(self) -> float:
        return self.card.height + (0 if self.gang else 2 * mm(self.bleed_mm))

    @property
    def edge_bleed(self) -> float:
        """Bleed round the whole grid beyond the cells (only a ganged grid has it)."""
        return mm(self.bleed_mm) if self.gang else 0.0

    @property
    def mark_reach(self) -> float:
        """How far cut marks reach beyond the grid."""
        return mm(self.mark_gap_mm + self.mark_length_mm)

    @property
    def usable(self) -> tuple[float, float]:
        edge = mm(self.sheet.margin_mm) + self.mark_reach
        return self.sheet.width - 2 * edge, self.sheet.height - 2 * edge

    @property
    def cols(self) -> int:
        return _fit(self.usable[0] - 2 * self.edge_bleed, self.cell_w, mm(self.gutter_mm))

    @property
    def rows(self) -> int:
        return _fit(self.usable[1] - 2 * self.edge_bleed, self.cell_h, mm(self.gutter_mm))

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def grid(self) -> Rect:
        """The box holding every card's bleed, centred on the sheet."""
        gutter, edge = mm(self.gutter_mm), self.edge_bleed
        w = self.cols * self.cell_w + (self.cols - 1) * gutter + 2 * edge
        h = self.rows * self.cell_h + (self.rows - 1) * gutter + 2 * edge
        return Rect((self.sheet.width - w) / 2, (self.sheet.height - h) / 2, w, h)

    # --- positions ---------------------------------------------------------------------

    def slot(self, index: int, used: int | None = None) -> Slot:
        """Slot ``index`` (0-based, left to right, top to bottom) on a front page holding
        ``used`` cards (a full page by default). On a ganged page a card's edge that no card
        follows, the sheet's edge or an empty slot's, gets bleed as well."""
        if not 0 <= index < self.per_page:
            raise IndexError(f"slot {index} is not on a page of {self.per_page}")
        row, col = divmod(index, self.cols)
        pitch, edge = mm(self.gutter_mm), self.edge_bleed
        grid = self.grid
        bx = grid.x + edge + col * (self.cell_w + pitch)
        by = grid.top - edge - (row + 1) * self.cell_h - row * pitch
        cell = Rect(bx, by, self.cell_w, self.cell_h)
        if not self.gang:
            return Slot(index, row, col, cell.inset(mm(self.bleed_mm)), cell)
        n = self.per_page if used is None else used
        left = edge if col == 0 else 0.0
        right = edge if col == self.cols - 1 or index + 1 >= n else 0.0
        top = edge if row == 0 else 0.0
        bottom = edge if row == self.rows - 1 or index + self.cols >= n else 0.0
        bleed = Rect(cell.x - left, cell.y - bottom, cell.w + left + right, cell.h + top + bottom)
        return Slot(index, row, col, cell, bleed)

    def back_slot(
        self,
        index: int,
        duplex: Duplex = "long",
        offset_mm: tuple[float, float] = (0, 0),
        used: int | None = None,
    ) -> Slot:
        """Where the back of front slot ``index`` goes on the reverse page.

        Long edge: the page turns over its side, so left and right swap. Short edge: it
        turns over its top, so top and bottom swap and the back is turned 180 degrees,
        which makes the printed card the same as a long-edge one. ``offset_mm`` moves every
        back to correct a printer that does not line both sides up.
        """
        front = self.slot(index, used)
        return Slot(
            index,
            front.row,
            front.col,
            mirror(front.trim, self.sheet, duplex, offset_mm),
            mirror(front.bleed, self.sheet, duplex, offset_mm),
            rotation=0 if duplex == "long" else 180,
        )

    def cut_marks(self, used: int | None = None) -> list[tuple[float, float, float, float]]:
        """Cut-mark segments (x1, y1, x2, y2) for the first ``used`` slots (all by default).

        Each trim line of a used card gets a mark at both ends, just outside the outermost
        used cards it runs along, so a part-filled sheet has no marks beside empty slots
        and no mark ever touches a card's bleed.
        """
        n = self.per_page if used is None else used
        slots = [self.slot(i, n) for i in range(n)]
        gap, length = mm(self.mark_gap_mm), mm(self.mark_length_mm)
        vertical: dict[float, list[Slot]] = {}
        horizontal: dict[float, list[Slot]] = {}
        for s in slots:
            for x in _edges(s.trim, "x"):
                vertical.setdefault(round(x, 3), []).append(s)
            for y in _edges(s.trim, "y"):
                horizontal.setdefault(round(y, 3), []).append(s)
        marks = []
        for x, along in sorted(vertical.items()):
            top, bottom = max(s.bleed.top for s in along), min(s.bleed.y for s in along)
            marks.append((x, top + gap, x, top + gap + length))
            marks.append((x, bottom - gap, x, bottom - gap - length))
        for y, along in sorted(horizontal.items()):
            left, right = min(s.bleed.x for s in along), max(s.bleed.right for s in along)
            marks.append((left - gap, y, left - gap - length, y))
            marks.append((right + gap, y, right + gap + length, y))
        return marks

    @property
    def header(self) -> Rect:
        """Where a page's caption goes: a strip clear of every card and cut mark.

        Above the top cut marks when that strip holds a 6 pt line (one line and a bit);
        otherwise the widest stretch of the mark band between two top marks.
        """
        margin = mm(self.sheet.margin_mm)
        grid_top = self.grid.top
        above = Rect(margin, grid_top + self.mark_reach, self.sheet.width - 2 * margin, 0)
        above = Rect(above.x, above.y, above.w, self.sheet.height - margin - above.y)
        if above.h >= HEADER_HEIGHT:
            return Rect(above.x, above.y, above.w, min(above.h, 2 * HEADER_HEIGHT))
        xs = sorted({x1 for x1, y1, _, _ in self.cut_marks() if y1 > grid_top})
        clear = mm(1.5)
        stops = [margin, *xs, self.sheet.width - margin]
        best = max(zip(stops, stops[1:], strict=False), key=lambda ab: ab[1] - ab[0])
        bottom = grid_top + mm(0.3)
        return Rect(
            best[0] + clear, bottom, best[1] - best[0] - 2 * clear, self.sheet.height - margin - bottom
        )


HEADER_HEIGHT = 6 * 1.18 * 1.5  # points: room for one line of 6 pt type with air around it


def mirror(rect: Rect, sheet: Sheet, duplex: Duplex, offset_mm: tuple[float, float] = (0, 0)) -> Rect:
    """The box on the reverse page that lies behind ``rect`` once the sheet is turned over."""
    if duplex == "long":
        moved = Rect(sheet.width - rect.right, rect.y, rect.w, rect.h)
    elif duplex == "short":
        moved = Rect(rect.x, sheet.height - rect.top, rect.w, rect.h)
    else:
        raise ValueError(f"unknown duplex mode {duplex!r}; expected long or short")
    return moved.shifted(mm(offset_mm[0]), mm(offset_mm[1]))


def pages_needed(count: int, per_page: int) -> int:
    """Sheets needed for ``count`` cards at ``per_page`` a sheet."""
    return math.ceil(count / per_page) if count else 0


def _fit(room: float, cell: float, gutter: float) -> int:
    """How many cells of size ``cell`` with ``gutter`` between them fit in ``room``."""
    if room < cell:
        return 0
    return int((room + gutter + 1e-6) // (cell + gutter))


def _edges(rect: Rect, axis: str) -> tuple[float, float]:
    return (rect.x, rect.right) if axis == "x" else (rect.y, rect.top)
