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

from content.model import Catalogue, Character, Region
from printkit.board import (
    BoardLayout,
    BoardSize,
    Tile,
    Tiling,
    board_layout,
    fitted_size,
    side_layouts,
    single_sheet,
    single_sheet_room,
    tile_board,
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
    main board (``side_pages``) and the board reference (every space's whole rule and the
    figures' charts). Raises: ValueError if the board does not fit."""
    boxes = tuple(boxes)
    regions = catalogue.board(boxes).of
    layout, tiling = board_layout_for(catalogue, options, single=single, boxes=boxes)
    pages: list[PagePlan] = []
    if len(tiling.tiles) > 1:
        guide = f"Board: how its {len(tiling.tiles)} sheets fit together"
        pages.append(plain_page("board-guide", guide, options, extra=BoardPage(tiling, layout, None)))
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
                bleed=window,
                extra=BoardPage(tiling, layout, tile),
            )
        )
        pages.append(_blank(caption, options))
    size = layout.size if not single else BoardSize()
    pages += side_pages(catalogue, options, size, boxes)
    sections = board_sections(catalogue, boxes or ("core",))
    return one_sided(pages + reading_pages(REFERENCE, sections, options, tint_key="adventure"), options)


@dataclass(frozen=True)
class SidePage:
    """What a page of a region beside the board paints besides its spaces: its outline."""

    outline: Rect


def side_pages(
    catalogue: Catalogue, options: KitOptions, size: BoardSize, boxes: Iterable[str] = ()
) -> list[PagePlan]:
    """Each region the boxes lay beside the main board, its spaces the main board's size, as
    many rows a page as fit, each page followed by a blank reverse; the caption says where it
    lies and which spaces its links join. Raises: ValueError if one row is wider than the paper."""
    pages: list[PagePlan] = []
    area = below_caption(options.sheet)
    for side in side_layouts(catalogue, size, boxes):
        cell = mm(size.cell)
        if side.width > area.w + 1e-6:
            raise ValueError(f"a row of the {side.region.name} is wider than the paper")
        per_page = max(1, int((area.h + 1e-6) // cell))
        rows = sorted({rect.y for _, rect in side.cells}, reverse=True)
        chunks = [rows[i : i + per_page] for i in range(0, len(rows), per_page)]
        for n, chunk in enumerate(chunks, 1):
            height = len(chunk) * cell
            x0 = area.x + (area.w - side.width) / 2
            y0 = area.top - cell - chunk[0]  # the chunk's top row at the top of the area
            items = []
            for space, rect in side.cells:
                if rect.y in chunk:
                    face = space_face(space, side.region)
                    space_layout(face, rect.w)  # raises now, while planning, if a text cannot fit
                    items.append(Placed(rect.shifted(x0, y0), 0.0, "space", face=face))
            outline = Rect(x0, area.top - height, side.width, height)
            part = f", part {n} of {len(chunks)}" if len(chunks) > 1 else ""
            caption = f"{side.region.name}{part}: {_lies(catalogue, side.region)}"
            strip = caption_strip(options.sheet)
            pages.append(
                PagePlan(
                    "board-side",
                    caption,
                    tuple(items),
                    text_areas=(outline, strip),
                    header=strip,
                    extra=SidePage(outline),
                )
            )
            pages.append(_blank(caption, options))
    return pages


def _lies(catalogue: Catalogue, region: Region) -> str:
    """Where a region lies and what its links join, in words: "lay it east of the main board;
    from the Tavern into the Gate, one way"."""

    def name(space: str) -> str:
        return catalogue[space].name

    ways = [
        f"from {name(link.start)} to {name(link.end)}" + (", one way" if link.one_way else ", both ways")
        for link in region.links
    ]
    return f"lay it {region.place} of the main board" + ("; " + "; ".join(ways) if ways else "")


def sheet_pages(
    catalogue: Catalogue, options: KitOptions, expansions: Iterable[str] = ("core",)
) -> list[PagePlan]:
    """One character sheet per character of the chosen boxes, each with a blank reverse."""
    wanted = set(expansions)
    characters = [c for c in catalogue.characters if expansion_of(c) in wanted]
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
