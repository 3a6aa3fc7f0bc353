"""The whole print job as a plan: cards, counters, standees, the board, character sheets, the aid.

Every page is planned before anything is drawn (see :mod:`printkit.plan`); this module
adds the board's pages and the character sheets to the card pages. Pages printed on one
side only (board sheets, character sheets) get a blank reverse, so a duplex print keeps
every sheet apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Literal

from content.model import CORE, Catalogue, Character
from printkit.board import (
    BLEED_MM,
    MARK_GAP_MM,
    BoardLayout,
    BoardSize,
    SideLayout,
    Tile,
    Tiling,
    board_layout,
    fitted_size,
    side_layouts,
    single_sheet,
    single_sheet_room,
    tile_board,
    track_steps,
)
from printkit.boardpaint import space_face, space_layout, tile_caption
from printkit.charsheet import sheet_page
from printkit.faces import expansion_of, kit_pieces
from printkit.geometry import Rect, mm
from printkit.plan import (
    KitOptions,
    PagePlan,
    Placed,
    below_caption,
    caption_strip,
    one_sided,
    plain_page,
    plan_pages,
)
from printkit.qr import Payload
from printkit.reference import reading_pages
from printkit.rules import board_sections, summary_sections

REFERENCE = "Board reference"

BoardMode = Literal["tiles", "single", "none"]


@dataclass(frozen=True)
class BoardPage:
    """What a board page paints besides its spaces."""

    tiling: Tiling
    board: BoardLayout
    tile: Tile | None  # None on the assembly page
    sides: tuple[SideLayout, ...] = ()  # the regions beside the board, as their pages print them


def kit_plan(
    catalogue: Catalogue,
    options: KitOptions,
    *,
    expansions: Iterable[str] = ("core",),
    board: BoardMode = "tiles",
    sheets: bool = True,
) -> list[PagePlan]:
    """Every page of ``talisman print kit``. Raises: ValueError if something does not fit."""
    wanted = tuple(expansions)
    pages = plan_pages(kit_pieces(catalogue, wanted), KitOptions(**{**_fields(options), "aid": False}))
    if board != "none":
        pages += board_pages(catalogue, options, single=board == "single", boxes=wanted)
    if sheets:
        pages += sheet_pages(catalogue, options, wanted)
    if options.aid:
        pages += reading_pages("Rules summary", summary_sections(wanted), options, tint_key="spell")
        pages.append(plain_page("aid", aid_caption(catalogue, wanted), options, extra=wanted))
    return pointed(one_sided(pages, options))


def aid_caption(catalogue: Catalogue, boxes: tuple[str, ...]) -> str:
    """ "Player aid", or "Player aid: with The Reaper and The Blood Moon"."""
    names = [catalogue.box_name(b) for b in boxes if b != "core"]
    return "Player aid" + (f": with {' and '.join(names)}" if names else "")


def pointed(pages: list[PagePlan]) -> list[PagePlan]:
    """The board's first page (its assembly diagram, or the one sheet) names the pages of the
    board reference, where each space's whole rule is."""
    numbers = [n for n, p in enumerate(pages, 1) if p.kind == "reading" and p.caption.startswith(REFERENCE)]
    first = next((n for n, p in enumerate(pages) if p.kind in ("board-guide", "board")), None)
    if not numbers or first is None:
        return pages
    where = f"page {numbers[0]}" if len(numbers) == 1 else f"pages {numbers[0]}-{numbers[-1]}"
    caption = f"{pages[first].caption}. Every space's full rule: {REFERENCE}, {where}"
    return [*pages[:first], replace(pages[first], caption=caption), *pages[first + 1 :]]


def _fields(options: KitOptions) -> dict[str, object]:
    return {name: getattr(options, name) for name in options.__dataclass_fields__}


def board_layout_for(
    catalogue: Catalogue, options: KitOptions, *, single: bool, boxes: Iterable[str] = ()
) -> tuple[BoardLayout, Tiling]:
    """The board at full size tiled over the paper, or fitted to one sheet (A3)."""
    if single:
        layout = board_layout(catalogue, fitted_size(single_sheet_room(options.sheet)), boxes)
        return layout, single_sheet(layout, options.sheet)
    layout = board_layout(catalogue, BoardSize(), boxes)
    return layout, tile_board(layout, options.sheet)


def board_pages(
    catalogue: Catalogue, options: KitOptions, *, single: bool = False, boxes: Iterable[str] = ()
) -> list[PagePlan]:
    """The assembly diagram (tiled boards only), then one page per sheet of the board, each
    followed by a blank reverse, then the pages of each region these boxes lay beside the
    main board (``side_pages``), then the board reference (every space's whole rule and the
    figures' charts). Raises: ValueError if the board does not fit."""
    boxes = tuple(boxes)
    regions = catalogue.board(boxes).of
    layout, tiling = board_layout_for(catalogue, options, single=single, boxes=boxes)
    sides = folded_sides(catalogue, options, layout, boxes)
    pages: list[PagePlan] = []
    if len(tiling.tiles) > 1 or sides:
        guide = f"Board: how its {len(tiling.tiles)} sheets fit together"
        if len(tiling.tiles) == 1:
            guide = "Board: where the regions beside it go"
        extra = BoardPage(tiling, layout, None, tuple(sides))
        pages.append(plain_page("board-guide", guide, options, extra=extra))
        pages.append(_blank(guide, options))
    for tile in tiling.tiles:
        items = []
        for space, rect in layout.cells:
            if tile.visible.contains(rect, 0.01):
                face = space_face(space, regions[space.id])
                space_layout(face, rect.w)  # raises now, while planning, if a text cannot fit
                items.append(Placed(tile.to_page(rect), 0.0, "space", face=face))
        window = tile.to_page(tile.window)
        strip = caption_strip(options.sheet)
        caption = tile_caption(tile, tiling)
        pages.append(
            PagePlan(
                "board",
                caption,
                tuple(items),
                text_areas=(window, strip),
                header=strip,
                trim=window,
                bleed=window.inset(-tiling.bleed),
                extra=BoardPage(tiling, layout, tile),
            )
        )
        pages.append(_blank(caption, options))
    pages += side_pages(catalogue, options, layout, boxes)
    sections = board_sections(catalogue, (CORE, *boxes))
    return one_sided(pages + reading_pages(REFERENCE, sections, options, tint_key="adventure"), options)


@dataclass(frozen=True)
class SidePage:
    """What a page of a region beside the board paints besides its spaces: its outline (the
    cut), the glue strip that goes under the main board (or the region's part before it), and
    the arrows from each space to the next (page points: the box of the space they sit in and
    the way they point)."""

    outline: Rect
    glue: Rect | None = None
    arrows: tuple[tuple[Rect, str], ...] = ()
    colour: tuple[float, float, float] = (0.5, 0.5, 0.5)
    bleed: float = mm(BLEED_MM)

    @property
    def window(self) -> Rect:
        """What is cut out: the spaces and the glue strip."""
        if self.glue is None:
            return self.outline
        a, b = self.outline, self.glue
        x, y = min(a.x, b.x), min(a.y, b.y)
        return Rect(x, y, max(a.right, b.right) - x, max(a.top, b.top) - y)


GLUE_MM = 10.0  # the glue strip of a region's page, as wide as the main board's sheets'
SIDE_MARKS_MM = BLEED_MM + MARK_GAP_MM + 3.5  # round a region's page: its bleed and cut marks


def _room(options: KitOptions) -> Rect:
    """Where a region's page puts its spaces: below the caption, inside room for cut marks."""
    return below_caption(options.sheet).inset(mm(SIDE_MARKS_MM))


def folded_sides(
    catalogue: Catalogue, options: KitOptions, board: BoardLayout, boxes: Iterable[str] = ()
) -> list[SideLayout]:
    """The regions of these boxes beside the main board, each track folded into as many
    spaces a line as one page holds. Raises: ValueError if one space is larger than the paper."""
    area, cell, out = _room(options), mm(board.size.cell), []
    for probe in side_layouts(catalogue, board, boxes):
        upright = probe.region.place in ("east", "west")
        room_along, room_across = (
            (area.h, area.w - mm(GLUE_MM)) if upright else (area.w, area.h - mm(GLUE_MM))
        )
        fold = int((room_along + 1e-6) // cell)
        if fold < 1 or room_across < cell:
            raise ValueError(f"a space of the {probe.region.name} is larger than the paper")
        out += [s for s in side_layouts(catalogue, board, boxes, fold=fold) if s.region == probe.region]
    return out


def side_pages(
    catalogue: Catalogue, options: KitOptions, board: BoardLayout, boxes: Iterable[str] = ()
) -> list[PagePlan]:
    """Each region the boxes lay beside the main board, as tiles that join it: its spaces the
    main board's size, its track folded into as many spaces a line as the paper holds, as
    many lines a page as fit, each page followed by a blank reverse. The page that touches the
    main board has a glue strip that goes under the board's edge, its entrance level with the
    space it is entered from; the caption says where it lies and which spaces its links join.
    Raises: ValueError if one space is larger than the paper."""
    pages: list[PagePlan] = []
    area, cell = _room(options), mm(board.size.cell)
    for side in folded_sides(catalogue, options, board, boxes):
        upright = side.region.place in ("east", "west")
        per_page = int(((area.w if upright else area.h) - mm(GLUE_MM) + 1e-6) // cell)
        key = (lambda r: r.x) if upright else (lambda r: r.y)
        lines = sorted({key(rect) for _, rect in side.cells}, reverse=side.region.place in ("west", "south"))
        chunks = [lines[i : i + per_page] for i in range(0, len(lines), per_page)]
        for n, chunk in enumerate(chunks, 1):
            pages += _side_page(catalogue, options, side, board, chunk, area, n, len(chunks))
    return pages


def _side_page(
    catalogue: Catalogue,
    options: KitOptions,
    side: SideLayout,
    board: BoardLayout,
    chunk: list[float],
    area: Rect,
    n: int,
    total: int,
) -> list[PagePlan]:
    """One page of a region beside the board (see :func:`side_pages`) and its blank reverse."""
    upright = side.region.place in ("east", "west")
    glue = mm(GLUE_MM)
    cells = [(s, r) for s, r in side.cells if (r.x if upright else r.y) in chunk]
    x_lo, y_lo = min(r.x for _, r in cells), min(r.y for _, r in cells)
    w = max(r.right for _, r in cells) - x_lo
    h = max(r.top for _, r in cells) - y_lo
    # the edge toward the board (or the region's part before this page) carries the glue strip
    facing = {"east": "left", "west": "right", "north": "bottom", "south": "top"}[side.region.place]
    x0 = area.x + (area.w - w - (glue if upright else 0.0)) / 2 + (glue if facing == "left" else 0.0) - x_lo
    y0 = area.top - h - (glue if facing == "top" else 0.0) - y_lo
    shift = (x0, y0)
    outline = Rect(x_lo + x0, y_lo + y0, w, h)
    strip = _strip(side, board, outline, facing, glue, first=n == 1)
    items = []
    for space, rect in cells:
        face = space_face(space, side.region)
        space_layout(face, rect.w)  # raises now, while planning, if a text cannot fit
        items.append(Placed(rect.shifted(*shift), 0.0, "space", face=face))
    on_page = {id(r) for _, r in cells}
    arrows = tuple(
        _arrow(a.shifted(*shift), b.shifted(*shift))
        for a, b in track_steps(side)
        if id(a) in on_page and id(b) in on_page
    )
    part = f", part {n} of {total}" if total > 1 else ""
    caption = f"{side.region.name}{part}: {_lies(catalogue, side, board, n)}"
    head = caption_strip(options.sheet)
    extra = SidePage(outline, strip, arrows, side.region.colour)
    page = PagePlan(
        "board-side",
        caption,
        tuple(items),
        text_areas=(outline, head),
        header=head,
        trim=extra.window,
        bleed=extra.window.inset(-extra.bleed),
        extra=extra,
    )
    return [page, _blank(caption, options)]


def _strip(
    side: SideLayout, board: BoardLayout, outline: Rect, facing: str, glue: float, *, first: bool
) -> Rect | None:
    """The glue strip along the page's edge toward the board: on the first page only as long
    as the region lies beside the board; on a later page along the whole edge (it goes under
    the part before it)."""
    lo, hi = (outline.y, outline.top) if facing in ("left", "right") else (outline.x, outline.right)
    if first:
        placed = side.placed()
        if facing in ("left", "right"):
            shift = outline.y - placed.y
            lo, hi = max(lo, shift), min(hi, board.side + shift)
        else:
            shift = outline.x - placed.x
            lo, hi = max(lo, shift), min(hi, board.side + shift)
        if hi - lo < mm(5):
            return None
    if facing == "left":
        return Rect(outline.x - glue, lo, glue, hi - lo)
    if facing == "right":
        return Rect(outline.right, lo, glue, hi - lo)
    if facing == "bottom":
        return Rect(lo, outline.y - glue, hi - lo, glue)
    return Rect(lo, outline.top, hi - lo, glue)


def _arrow(a: Rect, b: Rect) -> tuple[Rect, str]:
    """The arrow from space ``a`` to the next, ``b``: in the bottom-right corner (clear of the
    text and the code) of the one lower or further left, pointing the way the track runs."""
    if abs(a.x - b.x) < 1e-6:  # one above the other: the arrow sits in the upper one
        upper = a if a.y > b.y else b
        return upper, "down" if upper is a else "up"
    left = a if a.x < b.x else b
    return left, "right" if left is a else "left"


def _lies(catalogue: Catalogue, side: SideLayout, board: BoardLayout, part: int = 1) -> str:
    """Where a region lies, what its links join and how its page joins the board, in words:
    "lay it east of the main board; from Tavern to Gate, one way; its left strip under the
    board's edge, its Gate beside the Tavern"."""
    region = side.region

    def name(space: str) -> str:
        return catalogue[space].name

    parts = [f"lay it {region.place} of the main board"]
    parts += [
        f"from {name(link.start)} to {name(link.end)}" + (", one way" if link.one_way else ", both ways")
        for link in region.links
    ]
    facing = {"east": "left", "west": "right", "north": "bottom", "south": "top"}[region.place]
    if part > 1:
        parts.append(f"its {facing} strip under part {part - 1}")
    elif side.joins is not None:
        entrance, beside = name(region.entrance), name(side.joins)
        parts.append(f"its {facing} strip under the board's edge, its {entrance} beside the {beside}")
    return "; ".join(parts)


def sheet_pages(
    catalogue: Catalogue,
    options: KitOptions,
    expansions: Iterable[str] = ("core",),
    only: Iterable[str] | None = None,
) -> list[PagePlan]:
    """One character sheet per character of the chosen boxes (or the ``only`` characters named,
    whatever their box: a replacement sheet), each with a blank reverse."""
    wanted = set(expansions)
    characters = [c for c in catalogue.characters if expansion_of(c) in wanted]
    if only is not None:
        named = set(only)
        characters = [c for c in catalogue.characters if c.id in named]
        expansions = (*expansions, *(expansion_of(c) for c in characters if expansion_of(c) not in wanted))
    pages: list[PagePlan] = []
    for n, character in enumerate(characters, 1):
        caption = f"Character sheet {n}/{len(characters)}: {character.name}"
        pages.append(
            plain_page(
                "sheet",
                caption,
                options,
                codes=(Payload(character.id).label,),
                extra=sheet_page(character, catalogue, tuple(expansions)),
            )
        )
        pages.append(_blank(caption, options))
    return one_sided(pages, options)


def _blank(caption: str, options: KitOptions) -> PagePlan:
    strip = caption_strip(options.sheet)
    return PagePlan("blank", f"{caption}, back left blank", text_areas=(strip,), header=strip)


def sheet_area(options: KitOptions) -> Rect:
    """Where a character sheet is painted."""
    return below_caption(options.sheet)


__all__ = ["BoardPage", "Character", "SidePage", "board_pages", "kit_plan", "side_pages", "sheet_pages"]
