"""Paper, card sizes and the page layout of a print sheet, as pure numbers (points).

Everything here is computed before anything is painted, so the maths can be tested on
its own: how many cards fit, where each one sits, where the cut marks go, and where a
card's back lands on the reverse page for long- or short-edge duplex printing.

Card-size defaults (millimetres). The rulebooks print no dimensions, and no stored source
this project could consult states them either, so the defaults rest on the sleeve sizes
that board-game sleeve makers' compatibility lists give for Talisman (Revised 4th
Edition): "mini American" 41 x 63 mm for the small decks (Adventure, Spell, Purchase,
Talisman, Toad, Alignment) and "tarot" 70 x 120 mm for the character cards. Treat them
as unconfirmed: measure a real card before printing a large batch, and pick another
preset (mini-euro 44 x 68, poker 63 x 88) or give WxH if yours differ.
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
    card. Raises ValueError when not even one card fits.
    """

    sheet: Sheet
    card: CardSize
    bleed_mm: float = 3.0
    gutter_mm: float = 0.0
    mark_gap_mm: float = 1.0
    mark_length_mm: float = 4.0

    def __post_init__(self) -> None:
        if self.bleed_mm < 0 or self.gutter_mm < 0:
            raise ValueError("bleed and gutter cannot be negative")
        if self.cols < 1 or self.rows < 1:
            raise ValueError(
                f"a {self.card.width_mm:g}x{self.card.height_mm:g} mm card with {self.bleed_mm:g} mm bleed "
                f"does not fit on {self.sheet.name} paper"
            )

    # --- sizes -------------------------------------------------------------------------

    @property
    def cell_w(self) -> float:
        return self.card.width + 2 * mm(self.bleed_mm)

    @property
    def cell_h(self) -> float:
        return self.card.height + 2 * mm(self.bleed_mm)

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
        return _fit(self.usable[0], self.cell_w, mm(self.gutter_mm))

    @property
    def rows(self) -> int:
        return _fit(self.usable[1], self.cell_h, mm(self.gutter_mm))

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def grid(self) -> Rect:
        """The box holding every card's bleed, centred on the sheet."""
        gutter = mm(self.gutter_mm)
        w = self.cols * self.cell_w + (self.cols - 1) * gutter
        h = self.rows * self.cell_h + (self.rows - 1) * gutter
        return Rect((self.sheet.width - w) / 2, (self.sheet.height - h) / 2, w, h)

    # --- positions ---------------------------------------------------------------------

    def slot(self, index: int) -> Slot:
        """Slot ``index`` (0-based, left to right, top to bottom) on a front page."""
        if not 0 <= index < self.per_page:
            raise IndexError(f"slot {index} is not on a page of {self.per_page}")
        row, col = divmod(index, self.cols)
        pitch = mm(self.gutter_mm)
        grid = self.grid
        bx = grid.x + col * (self.cell_w + pitch)
        by = grid.top - (row + 1) * self.cell_h - row * pitch
        bleed = Rect(bx, by, self.cell_w, self.cell_h)
        return Slot(index, row, col, bleed.inset(mm(self.bleed_mm)), bleed)

    def back_slot(self, index: int, duplex: Duplex = "long", offset_mm: tuple[float, float] = (0, 0)) -> Slot:
        """Where the back of front slot ``index`` goes on the reverse page.

        Long edge: the page turns over its side, so left and right swap. Short edge: it
        turns over its top, so top and bottom swap and the back is turned 180 degrees,
        which makes the printed card the same as a long-edge one. ``offset_mm`` moves every
        back to correct a printer that does not line both sides up.
        """
        front = self.slot(index)
        return Slot(
            index,
            front.row,
            front.col,
            mirror(front.trim, self.sheet, duplex, offset_mm),
            mirror(front.bleed, self.sheet, duplex, offset_mm),
            rotation=0 if duplex == "long" else 180,
        )

    def cut_marks(self) -> list[tuple[float, float, float, float]]:
        """Cut-mark segments (x1, y1, x2, y2): along every trim line, outside the grid."""
        grid, gap, length = self.grid, mm(self.mark_gap_mm), mm(self.mark_length_mm)
        xs = sorted({round(x, 3) for i in range(self.cols) for x in _edges(self.slot(i).trim, "x")})
        ys = sorted(
            {round(y, 3) for r in range(self.rows) for y in _edges(self.slot(r * self.cols).trim, "y")}
        )
        marks = []
        for x in xs:
            marks.append((x, grid.top + gap, x, grid.top + gap + length))
            marks.append((x, grid.y - gap, x, grid.y - gap - length))
        for y in ys:
            marks.append((grid.x - gap, y, grid.x - gap - length, y))
            marks.append((grid.right + gap, y, grid.right + gap + length, y))
        return marks

    @property
    def header(self) -> Rect:
        """The strip above the grid's cut marks where a page may carry a caption."""
        top = self.grid.top + self.mark_reach
        return Rect(0, top, self.sheet.width, self.sheet.height - top)


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
