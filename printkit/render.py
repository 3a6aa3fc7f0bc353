"""Paint a page plan into a PDF with reportlab.

The PDF asks viewers to print at actual size (``PrintScaling /None``) and in the chosen
duplex mode; each deck's back is a Form XObject defined once and placed many times.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import IO

from reportlab import rl_config
from reportlab.pdfgen.canvas import Canvas

from printkit.aid import paint_aid
from printkit.board import tile_marks
from printkit.boardpaint import (
    paint_assembly,
    paint_side,
    paint_side_ground,
    paint_space,
    paint_tile,
    paint_walls,
)
from printkit.cards import back_form, draw_block, paint_face
from printkit.charsheet import paint_sheet
from printkit.counters import paint_counter, paint_counter_back
from printkit.geometry import Rect, mm
from printkit.plan import KitOptions, PagePlan, Placed, below_caption
from printkit.reference import paint_reading
from printkit.standees import paint_standee
from printkit.style import INK, MUTED, REGULAR
from printkit.testpage import paint_test
from printkit.textfit import fit_text

Progress = Callable[[int, int], None]


@contextmanager
def binary_streams() -> Iterator[None]:
    """Write compressed page streams as binary, not ASCII85 text (reportlab's default):
    a fifth smaller and quicker to write. reportlab reads the switch from its global
    settings when it writes the file, so it is set for the duration only."""
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


PDF_VERSION = (1, 7)  # the Duplex viewer preference is PDF 1.7 (PrintScaling 1.6)


def render(
    pages: list[PagePlan],
    options: KitOptions,
    out: str | IO[bytes],
    *,
    title: str = "Talisman print kit",
    progress: Progress | None = None,
) -> None:
    """Write ``pages`` as a PDF to a path or binary file; report (done, total) per page."""
    sheet = options.sheet
    c = Canvas(
        out,
        pagesize=(sheet.width, sheet.height),
        pageCompression=1,
        pdfVersion=PDF_VERSION,
        initialFontName=REGULAR,
        initialFontSize=10,
    )
    c.setTitle(title)
    c.setAuthor("talisman-table print kit")
    c.setViewerPreference("PrintScaling", "None")
    duplex = "DuplexFlipLongEdge" if options.duplex == "long" else "DuplexFlipShortEdge"
    c.setViewerPreference("Duplex", "Simplex" if options.simplex else duplex)
    with binary_streams():
        for n, page in enumerate(pages, 1):
            paint_page(c, page, options)
            media = Rect(0, 0, sheet.width, sheet.height)
            c.setTrimBox(_box(page.trim or media))
            c.setBleedBox(_box(page.bleed or page.trim or media))
            c.showPage()
            if progress is not None:
                progress(n, len(pages))
        c.save()


def _box(rect: Rect) -> tuple[float, float, float, float]:
    return (rect.x, rect.y, rect.right, rect.top)


def paint_page(c: Canvas, page: PagePlan, options: KitOptions) -> None:
    """One page: its caption, its cut marks (front pages), and every placed item."""
    if page.header is not None:
        _caption(c, page)
    if page.kind in ("fronts", "counters", "standees") and page.layout is not None:
        c.setStrokeColorRGB(*INK)
        c.setLineWidth(0.3)
        for x1, y1, x2, y2 in page.layout.cut_marks(page.used):
            c.line(x1, y1, x2, y2)
    if page.kind == "board":
        paint_tile(c, page.extra.tiling, page.extra.board, page.extra.tile)
    elif page.kind == "board-side":
        paint_side_ground(c, page.extra, [item.trim for item in page.items])
    for item in page.items:
        _paint_item(c, item)
    if page.kind == "board":
        paint_walls(c, page.extra.board, page.extra.tile)
        c.setStrokeColorRGB(*INK)
        c.setLineWidth(0.3)
        for x1, y1, x2, y2 in tile_marks(page.extra.tile, page.extra.tiling):
            c.line(x1, y1, x2, y2)
    elif page.kind == "board-side":  # a region beside the main board: its strip, arrows and cut
        paint_side(c, page.extra)
    elif page.kind == "board-guide":
        paint_assembly(c, page.extra.tiling, page.extra.board, below_caption(options.sheet), page.extra.sides)
    elif page.kind == "sheet":
        paint_sheet(c, page.extra, below_caption(options.sheet))
    elif page.kind == "aid":
        paint_aid(c, below_caption(options.sheet).inset(mm(3)), page.extra or ("core",))
    elif page.kind == "reading":
        paint_reading(c, page.extra)
    elif page.kind in ("test-front", "test-back"):
        paint_test(c, options, back=page.kind == "test-back")


def _caption(c: Canvas, page: PagePlan) -> None:
    band = page.header
    assert band is not None
    text = fit_text(page.caption, band.w, band.h, max_size=7)
    draw_block(c, text, band.x, band.top, MUTED)


def _paint_item(c: Canvas, item: Placed) -> None:
    w, h = item.trim.w, item.trim.h
    c.saveState()
    if item.clip is not None:
        path = c.beginPath()
        path.rect(item.clip.x, item.clip.y, item.clip.w, item.clip.h)
        c.clipPath(path, stroke=0, fill=0)
    c.translate(item.trim.x, item.trim.y)
    if item.rotation:
        c.translate(w / 2, h / 2)
        c.rotate(item.rotation)
        c.translate(-w / 2, -h / 2)
    paint_piece(c, item, item.bleed)
    c.restoreState()


def paint_piece(c: Canvas, item: Placed, bleed: float) -> None:
    """One placed piece in its own coordinates (origin at its trim box's bottom-left)."""
    w, h = item.trim.w, item.trim.h
    if item.face is None and item.form == "counter":
        paint_counter_back(c, item.back_deck or "strength", w, h, bleed)
    elif item.face is None:
        c.doForm(back_form(c, item.back_deck or "adventure", w, h, bleed))
    elif item.form == "counter":
        paint_counter(c, item.face, w, h, bleed)
    elif item.form == "standee":
        paint_standee(c, item.face, w, h)
    elif item.form == "space":
        paint_space(c, item.face, w)
    else:
        paint_face(c, item.face, w, h, bleed)
