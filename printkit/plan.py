"""Plan every page of a print job before anything is painted: pure data, testable.

A plan is a list of :class:`PagePlan`: what goes where on each page, which page is the
reverse of which, where text is allowed and the page's trim and bleed boxes. Cards go
deck by deck on front pages with their backs on the page after, placed for the chosen
duplex mode; counters get backs too; standees are one-sided and get a blank reverse so
that a duplex print keeps every sheet apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from printkit.cards import fits
from printkit.faces import DECK_TITLES, Face, Form, Piece
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
    Slot,
    mirror,
    mm,
)
from printkit.textfit import TextDoesNotFit, fit_text

PageKind = Literal[
    "test-front",
    "test-back",
    "fronts",
    "backs",
    "counters",
    "counter-backs",
    "standees",
    "aid",
    "blank",
    "board",
    "board-guide",
    "board-side",
    "sheet",
    "reading",
]
COUNTER = CardSize("counter", 27, 27)  # room for the id at 6 pt beside nothing else
STANDEE = CardSize("standee", 30, 120)
FORM_TITLES = {"counter": "Counters", "standee": "Standees"}
BACKS_SUFFIX = ", backs ({duplex}-edge)"
CAPTION_STRIP = mm(8)  # the caption strip at the top of a page that has no card grid


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
    gang: bool = False
    simplex: bool = False  # printed on one side: no blank reverses, no duplex test

    def __post_init__(self) -> None:
        if self.simplex and self.test_page:
            object.__setattr__(self, "test_page", False)  # nothing to line up on one side

    def gang_to_match_a4(self, card: CardSize) -> bool:
        """Whether cards share their cut lines on this paper although ``--gang`` was not asked:
        when cut apart they would fit fewer a sheet than on A4, and ganged they fit more
        (mini cards on Letter: 12 apart, 16 ganged, as on A4). Never with a gutter."""
        if self.gang or self.gutter_mm or self.sheet.name == "a4":
            return False
        apart = PageLayout(self.sheet, card, self.bleed_mm)
        try:
            a4 = PageLayout(SHEETS["a4"], card, self.bleed_mm)
        except ValueError:
            return False
        if apart.per_page >= a4.per_page:
            return False
        return PageLayout(self.sheet, card, self.bleed_mm, 0.0, 0.5, 3.0, gang=True).per_page > apart.per_page

    def layout(self, form: Form) -> PageLayout:
        """The grid for one kind of piece. Raises ValueError if it does not fit the paper."""
        if form in ("small", "large"):
            card = self.small if form == "small" else self.large
            ganged = self.gang or self.gang_to_match_a4(card)
            if ganged:
                return PageLayout(self.sheet, card, self.bleed_mm, 0.0, 0.5, 3.0, gang=True)
            return PageLayout(self.sheet, card, self.bleed_mm, self.gutter_mm)
        if form == "counter":  # bleed like the cards: a saturated back shows no white edge when cut
            return PageLayout(self.sheet, COUNTER, self.bleed_mm, self.gutter_mm)
        return PageLayout(self.sheet, STANDEE, 0.0, 0.0)


@dataclass(frozen=True)
class Placed:
    """One thing painted on a page: a face, or a deck's back when ``face`` is None."""

    trim: Rect
    bleed: float
    form: Form | Literal["space"]
    face: Face | None = None
    back_deck: str | None = None
    rotation: int = 0
    clip: Rect | None = None  # paint nothing outside this page box (a ganged card's bleed)


@dataclass(frozen=True)
class PagePlan:
    """One page: what goes where, its caption and where that goes, and its print-shop boxes.

    ``trim`` and ``bleed`` become the page's TrimBox and BleedBox (None: the whole page).
    ``extra`` holds what a special page paints (a board tile, a character).
    """

    kind: PageKind
    caption: str
    items: tuple[Placed, ...] = ()
    layout: PageLayout | None = None
    text_areas: tuple[Rect, ...] = field(default=())
    header: Rect | None = None
    trim: Rect | None = None
    bleed: Rect | None = None
    used: int = 0  # slots in use on a card grid page (cut marks go only round them)
    codes: tuple[str, ...] = ()  # labels of QR codes painted outside ``items``
    extra: Any = None

    @property
    def labels(self) -> list[str]:
        """Payload labels of the QR codes on this page, in slot order."""
        return [p.face.payload.label for p in self.items if p.face is not None] + list(self.codes)


def printable(sheet: Sheet) -> Rect:
    """The part of the sheet a printer can reach."""
    margin = mm(sheet.margin_mm)
    return Rect(margin, margin, sheet.width - 2 * margin, sheet.height - 2 * margin)


def caption_strip(sheet: Sheet) -> Rect:
    """The caption's place on a page without a card grid: the top of the printable area."""
    area = printable(sheet)
    return Rect(area.x, area.top - CAPTION_STRIP, area.w, CAPTION_STRIP)


def below_caption(sheet: Sheet) -> Rect:
    """The printable area under the caption strip."""
    area = printable(sheet)
    return Rect(area.x, area.y, area.w, area.h - CAPTION_STRIP - mm(2))


def plain_page(kind: PageKind, caption: str, options: KitOptions, **more: Any) -> PagePlan:
    """A page with no card grid: caption at the top, text anywhere in the printable area."""
    strip = caption_strip(options.sheet)
    return PagePlan(kind, caption, text_areas=(printable(options.sheet),), header=strip, **more)


def sized(pieces: Iterable[Piece], options: KitOptions) -> list[Piece]:
    """The pieces with each small card whose text cannot fit its size at 6 pt moved to the
    large size (the layout gives it room). Raises: ValueError if a large card cannot fit."""
    out = []
    for piece in pieces:
        if piece.form == "small" and not all(
            fits(f, options.small.width, options.small.height) for f in piece.faces
        ):
            piece = Piece("large", piece.front, piece.back)
        if piece.form == "large":
            for face in piece.faces:
                if not fits(face, options.large.width, options.large.height):
                    raise ValueError(
                        f"{face.payload.label}: its text does not fit a {options.large.name} card at 6 pt; "
                        "choose a larger --large-card-size"
                    )
        out.append(piece)
    return out


def one_sided(pages: list[PagePlan], options: KitOptions) -> list[PagePlan]:
    """The pages to print: without the blank reverses when the job is printed on one side
    (``--simplex``); card backs stay, to print on their own sheets."""
    return [p for p in pages if p.kind != "blank"] if options.simplex else pages


def plan_pages(pieces: Iterable[Piece], options: KitOptions) -> list[PagePlan]:
    """Every card, counter and standee page of the job (with the test page and the aid when
    asked), in print order. Raises ValueError if a size does not fit."""
    options.layout("small"), options.layout("large")  # a card size that does not fit is an error
    pieces = sized(pieces, options)
    pages: list[PagePlan] = []
    if options.test_page:
        pages += test_pages(options)
    for form in ("small", "large", "counter", "standee"):
        group = [p for p in pieces if p.form == form]
        if not group:
            continue
        layout = options.layout(form)
        for chunk, caption in _sheets(group, form, layout):
            pages.append(_front_page(chunk, layout, form, caption))
            pages.append(_back_page(chunk, layout, form, caption, options))
    if options.aid:
        pages.append(plain_page("aid", "Player aid", options))
    return one_sided(pages, options)


def _title(form: Form, deck: str) -> str:
    return FORM_TITLES.get(form) or f"{DECK_TITLES.get(deck, deck.title())} cards"


def _sheets(group: list[Piece], form: Form, layout: PageLayout) -> list[tuple[list[Piece], str]]:
    """Split a form's pieces into sheets, deck by deck: a deck starts on a new sheet unless
    it fits whole in the room left on an earlier one (first fit). The caption names each
    deck on the sheet with its sheet number ("Adventure cards 3/7"), or, if that is too long
    for the header, the sheet's number among the mixed sheets."""
    decks: dict[str, list[Piece]] = {}
    for piece in group:
        decks.setdefault(piece.front.deck if form in ("small", "large") else form, []).append(piece)
    per = layout.per_page
    sheets: list[list[Piece]] = []
    parts: list[list[tuple[str, int, int]]] = []
    for deck, items in decks.items():
        room = next((k for k, sheet in enumerate(sheets) if len(items) <= per - len(sheet)), None)
        if room is not None:
            sheets[room] = sheets[room] + items
            parts[room] = [*parts[room], (deck, 1, 1)]
            continue
        chunks = [items[i : i + per] for i in range(0, len(items), per)]
        for n, chunk in enumerate(chunks, 1):
            sheets.append(list(chunk))
            parts.append([(deck, n, len(chunks))])
    captions = [_caption(form, p) for p in parts]
    mixed = [
        k
        for k, c in enumerate(captions)
        if not _caption_fits(c + BACKS_SUFFIX.format(duplex="short"), layout)
    ]
    for n, k in enumerate(mixed, 1):
        captions[k] = f"Mixed cards {n}/{len(mixed)}"
    return list(zip(sheets, captions, strict=True))


def _caption(form: Form, decks: list[tuple[str, int, int]]) -> str:
    """ "Adventure cards 3/7" for one deck; "Cards: Adventure 7/7, Talisman, Alignment" for several."""
    if len(decks) == 1:
        deck, n, total = decks[0]
        return f"{_title(form, deck)} {n}/{total}"
    names = [DECK_TITLES.get(d, d.title()) + (f" {n}/{total}" if total > 1 else "") for d, n, total in decks]
    return "Cards: " + ", ".join(names)


def _caption_fits(text: str, layout: PageLayout) -> bool:
    header = layout.header
    try:
        fit_text(text, header.w, header.h, max_size=7)
    except TextDoesNotFit:
        return False
    return True


def _union(rects: Iterable[Rect]) -> Rect | None:
    rects = list(rects)
    if not rects:
        return None
    x, y = min(r.x for r in rects), min(r.y for r in rects)
    return Rect(x, y, max(r.right for r in rects) - x, max(r.top for r in rects) - y)


def _front_page(chunk: list[Piece], layout: PageLayout, form: Form, caption: str) -> PagePlan:
    kind: PageKind = (
        "fronts" if form in ("small", "large") else ("counters" if form == "counter" else "standees")
    )
    items = []
    for i, piece in enumerate(chunk):
        slot = layout.slot(i, len(chunk))
        bleed = slot.trim.x - slot.bleed.x if not layout.gang else mm(layout.bleed_mm)
        clip = slot.bleed if layout.gang else None
        items.append(Placed(slot.trim, bleed, form, face=piece.front, clip=clip))
    slots = [layout.slot(i, len(chunk)) for i in range(len(chunk))]
    suffix = "" if kind == "standees" else ", fronts"
    return _grid_page(kind, caption + suffix, items, slots, layout)


def _grid_page(
    kind: PageKind, caption: str, items: list[Placed], slots: list[Slot], layout: PageLayout
) -> PagePlan:
    """A page of a card grid: text only on the pieces and in the header; trim and bleed
    boxes round the slots in use."""
    return PagePlan(
        kind,
        caption,
        tuple(items),
        layout,
        (*(p.trim for p in items), layout.header),
        layout.header,
        trim=_union(s.trim for s in slots),
        bleed=_union(s.bleed for s in slots),
        used=len(items),
    )


def _back_page(
    chunk: list[Piece], layout: PageLayout, form: Form, caption: str, options: KitOptions
) -> PagePlan:
    if form == "standee":
        return PagePlan(
            "blank",
            caption + ", back left blank",
            text_areas=(layout.header,),
            header=layout.header,
            layout=layout,
        )
    items = []
    slots = []
    for i, piece in enumerate(chunk):
        slot = layout.back_slot(i, options.duplex, options.back_offset_mm, len(chunk))
        slots.append(slot)
        bleed = slot.trim.x - slot.bleed.x if not layout.gang else mm(layout.bleed_mm)
        clip = slot.bleed if layout.gang else None
        if isinstance(piece.back, Face):
            items.append(Placed(slot.trim, bleed, form, face=piece.back, rotation=slot.rotation, clip=clip))
        else:
            back = piece.back if form != "counter" else piece.front.deck
            items.append(Placed(slot.trim, bleed, form, back_deck=back, rotation=slot.rotation, clip=clip))
    kind: PageKind = "backs" if form != "counter" else "counter-backs"
    return _grid_page(kind, caption + BACKS_SUFFIX.format(duplex=options.duplex), items, slots, layout)


def test_pages(options: KitOptions) -> list[PagePlan]:
    """The duplex alignment test: crosses with rulers at the centre and near each corner on
    the front, and matching crosses behind them on the back."""
    return [
        plain_page("test-front", "Duplex alignment test, front", options),
        plain_page("test-back", "Duplex alignment test, back", options),
    ]


def test_crosses(options: KitOptions, *, back: bool) -> list[tuple[float, float]]:
    """Where the test crosses go: the centre first, then near each corner; on the back, the
    points behind the front's crosses."""
    sheet = options.sheet
    inset = mm(sheet.margin_mm + 22)
    points = [
        (sheet.width / 2, sheet.height / 2),
        (inset, sheet.height - inset - CAPTION_STRIP),
        (sheet.width - inset, sheet.height - inset - CAPTION_STRIP),
        (inset, inset + mm(8)),
        (sheet.width - inset, inset + mm(8)),
    ]
    if not back:
        return points
    out = []
    for x, y in points:
        moved = mirror(Rect(x, y, 0, 0), sheet, options.duplex, options.back_offset_mm)
        out.append((moved.x, moved.y))
    return out


def test_cross(options: KitOptions, *, back: bool) -> tuple[float, float]:
    """The centre cross (the first of :func:`test_crosses`)."""
    return test_crosses(options, back=back)[0]
