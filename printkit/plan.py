"""Plan every page of a print job before anything is painted: pure data, testable.

A plan is a list of :class:`PagePlan`: what goes where on each page, which page is the
reverse of which, and where text is allowed. Cards go on front pages with their backs on
the page after, placed for the chosen duplex mode; counters, standees and the player aid
are one-sided and get a blank reverse so that a duplex print keeps every sheet apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

from printkit.faces import Face, Form, Piece
from printkit.geometry import (
    CARD_SIZES,
    LARGE_DEFAULT,
    SHEETS,
    SMALL_DEFAULT,
    CardSize,
    Duplex,
    PageLayout,
    Rect,
    Sheet,
    mirror,
    mm,
)

PageKind = Literal["test-front", "test-back", "fronts", "backs", "counters", "standees", "aid", "blank"]
COUNTER = CardSize("counter", 22, 22)
STANDEE = CardSize("standee", 30, 120)
FORM_TITLES = {"small": "cards", "large": "large cards", "counter": "counters", "standee": "standees"}


@dataclass(frozen=True, kw_only=True)
class KitOptions:
    """Everything about the paper and the printer that changes where things go."""

    sheet: Sheet = SHEETS["a4"]
    small: CardSize = CARD_SIZES[SMALL_DEFAULT]
    large: CardSize = CARD_SIZES[LARGE_DEFAULT]
    bleed_mm: float = 3.0
    gutter_mm: float = 0.0
    duplex: Duplex = "long"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    test_page: bool = True
    aid: bool = True

    def layout(self, form: Form) -> PageLayout:
        """The grid for one kind of piece. Raises ValueError if it does not fit the paper."""
        if form == "small":
            return PageLayout(self.sheet, self.small, self.bleed_mm, self.gutter_mm)
        if form == "large":
            return PageLayout(self.sheet, self.large, self.bleed_mm, self.gutter_mm)
        return PageLayout(self.sheet, COUNTER if form == "counter" else STANDEE, 0.0, 0.0)


@dataclass(frozen=True)
class Placed:
    """One thing painted on a page: a face, or a deck's back when ``face`` is None."""

    trim: Rect
    bleed: float
    form: Form
    face: Face | None = None
    back_deck: str | None = None
    rotation: int = 0


@dataclass(frozen=True)
class PagePlan:
    kind: PageKind
    caption: str
    items: tuple[Placed, ...] = ()
    layout: PageLayout | None = None
    text_areas: tuple[Rect, ...] = field(default=())

    @property
    def labels(self) -> list[str]:
        """Payload labels of the faces on this page, in slot order."""
        return [p.face.payload.label for p in self.items if p.face is not None]


def printable(sheet: Sheet) -> Rect:
    """The part of the sheet a printer can reach."""
    margin = mm(sheet.margin_mm)
    return Rect(margin, margin, sheet.width - 2 * margin, sheet.height - 2 * margin)


def plan_pages(pieces: Iterable[Piece], options: KitOptions) -> list[PagePlan]:
    """Every page of the job, in print order. Raises ValueError if a size does not fit."""
    pieces = list(pieces)
    pages: list[PagePlan] = []
    if options.test_page:
        pages += test_pages(options)
    for form in ("small", "large", "counter", "standee"):
        group = [p for p in pieces if p.form == form]
        if not group:
            continue
        layout = options.layout(form)
        sheets = [group[i : i + layout.per_page] for i in range(0, len(group), layout.per_page)]
        for n, chunk in enumerate(sheets, 1):
            caption = f"{FORM_TITLES[form]}, sheet {n} of {len(sheets)}"
            pages.append(_front_page(chunk, layout, form, caption))
            pages.append(_back_page(chunk, layout, form, caption, options))
    if options.aid:
        area = printable(options.sheet)
        pages.append(PagePlan("aid", "player aid", text_areas=(area,)))
    return pages


def _front_page(chunk: list[Piece], layout: PageLayout, form: Form, caption: str) -> PagePlan:
    kind: PageKind = (
        "fronts" if form in ("small", "large") else ("counters" if form == "counter" else "standees")
    )
    items = []
    for i, piece in enumerate(chunk):
        slot = layout.slot(i)
        items.append(Placed(slot.trim, slot.trim.x - slot.bleed.x, form, face=piece.front))
    areas = (*(p.trim for p in items), layout.header)
    suffix = " - fronts" if kind == "fronts" else ""
    return PagePlan(kind, caption + suffix, tuple(items), layout, areas)


def _back_page(
    chunk: list[Piece], layout: PageLayout, form: Form, caption: str, options: KitOptions
) -> PagePlan:
    if form not in ("small", "large"):
        return PagePlan("blank", caption + " - back left blank", text_areas=(layout.header,))
    items = []
    for i, piece in enumerate(chunk):
        slot = layout.back_slot(i, options.duplex, options.back_offset_mm)
        bleed = slot.trim.x - slot.bleed.x
        if isinstance(piece.back, Face):
            items.append(Placed(slot.trim, bleed, form, face=piece.back, rotation=slot.rotation))
        else:
            items.append(Placed(slot.trim, bleed, form, back_deck=piece.back, rotation=slot.rotation))
    areas = (*(p.trim for p in items), layout.header)
    return PagePlan("backs", f"{caption} - backs ({options.duplex}-edge duplex)", tuple(items), layout, areas)


def test_pages(options: KitOptions) -> list[PagePlan]:
    """The duplex alignment test: a cross and rulers on the front, a matching cross behind."""
    area = printable(options.sheet)
    return [
        PagePlan("test-front", "duplex alignment test - front", text_areas=(area,)),
        PagePlan("test-back", "duplex alignment test - back", text_areas=(area,)),
    ]


def test_cross(options: KitOptions, *, back: bool) -> tuple[float, float]:
    """Where the test cross is drawn: the sheet's centre, or the point behind it on the back."""
    sheet = options.sheet
    centre = Rect(sheet.width / 2, sheet.height / 2, 0, 0)
    if not back:
        return centre.x, centre.y
    moved = mirror(centre, sheet, options.duplex, options.back_offset_mm)
    return moved.x, moved.y
