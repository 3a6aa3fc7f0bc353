"""Paint a page plan into a PDF with reportlab.

The PDF asks viewers to print at actual size (``PrintScaling /None``) and in the chosen
duplex mode; each deck's back is a Form XObject defined once and placed many times.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO

from reportlab.pdfgen.canvas import Canvas

from printkit.aid import paint_aid
from printkit.cards import back_form, draw_block, paint_face
from printkit.counters import paint_counter
from printkit.geometry import mm
from printkit.plan import KitOptions, PagePlan, Placed, printable, test_cross
from printkit.standees import paint_standee
from printkit.style import INK, MUTED, REGULAR, colour
from printkit.textfit import fit_text

Progress = Callable[[int, int], None]


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
    c = Canvas(out, pagesize=(sheet.width, sheet.height), pageCompression=1)
    c.setTitle(title)
    c.setAuthor("talisman-table print kit")
    c.setViewerPreference("PrintScaling", "None")
    c.setViewerPreference(
        "Duplex", "DuplexFlipLongEdge" if options.duplex == "long" else "DuplexFlipShortEdge"
    )
    for n, page in enumerate(pages, 1):
        paint_page(c, page, options)
        c.showPage()
        if progress is not None:
            progress(n, len(pages))
    c.save()


def paint_page(c: Canvas, page: PagePlan, options: KitOptions) -> None:
    """One page: its caption, its cut marks (front pages), and every placed item."""
    if page.layout is not None:
        _caption(c, page)
    if page.kind in ("fronts", "counters", "standees") and page.layout is not None:
        c.setStrokeColorRGB(*INK)
        c.setLineWidth(0.3)
        for x1, y1, x2, y2 in page.layout.cut_marks():
            c.line(x1, y1, x2, y2)
    for item in page.items:
        _paint_item(c, item)
    if page.kind == "aid":
        paint_aid(c, printable(options.sheet).inset(mm(5)))
    elif page.kind in ("test-front", "test-back"):
        _paint_test(c, options, back=page.kind == "test-back")


def _caption(c: Canvas, page: PagePlan) -> None:
    assert page.layout is not None
    band = page.layout.header
    top = band.top - mm(page.layout.sheet.margin_mm)
    height = min(mm(4), top - band.y)
    if height <= 2:
        return
    text = fit_text("Talisman print kit - " + page.caption, band.w - mm(20), height, max_size=7, min_size=2)
    draw_block(c, text, band.x + mm(10), top, MUTED)


def _paint_item(c: Canvas, item: Placed) -> None:
    w, h = item.trim.w, item.trim.h
    c.saveState()
    c.translate(item.trim.x, item.trim.y)
    if item.rotation:
        c.translate(w / 2, h / 2)
        c.rotate(item.rotation)
        c.translate(-w / 2, -h / 2)
    if item.face is None:
        c.doForm(back_form(c, item.back_deck or "adventure", w, h, item.bleed))
    elif item.form == "counter":
        paint_counter(c, item.face, w, h)
    elif item.form == "standee":
        paint_standee(c, item.face, w, h)
    else:
        paint_face(c, item.face, w, h, item.bleed)
    c.restoreState()


TEST_FRONT = (
    "Duplex alignment test. Print this sheet on both sides, with the same settings you will use "
    "for the cards (actual size, no scaling, {duplex}-edge duplex). Then read the back side."
)
TEST_BACK = (
    "Hold this sheet up to a light with this side facing you. The black cross printed on the "
    "front shows through: read its position on this side's rulers, in mm (right and up are "
    "positive). If it is not at 0,0, add the two readings to the back offset used here "
    "({dx:g},{dy:g}) and pass the sums as --back-offset X,Y."
)


def _paint_test(c: Canvas, options: KitOptions, *, back: bool) -> None:
    """A cross with millimetre rulers; the back's cross sits where the front's should show."""
    x, y = test_cross(options, back=back)
    ink = colour("spell") if back else INK
    c.setStrokeColorRGB(*ink)
    c.setFillColorRGB(*ink)
    c.setLineWidth(0.3)
    reach = 20
    c.line(x - mm(reach), y, x + mm(reach), y)
    c.line(x, y - mm(reach), x, y + mm(reach))
    c.setFont(REGULAR, 5)
    for step in range(-reach, reach + 1):
        tick = mm(2.5 if step % 5 == 0 else 1.2)
        c.line(x + mm(step), y - tick, x + mm(step), y + tick)
        c.line(x - tick, y + mm(step), x + tick, y + mm(step))
        if step % 5 == 0 and step:
            c.drawCentredString(x + mm(step), y - mm(5), str(step))
            c.drawString(x + mm(3.5), y + mm(step) - 1.8, str(step))
    area = printable(options.sheet).inset(mm(8))
    dx, dy = options.back_offset_mm
    text = (TEST_BACK if back else TEST_FRONT).format(duplex=options.duplex, dx=dx, dy=dy)
    block = fit_text(text, area.w, mm(40), max_size=11, min_size=6)
    draw_block(c, block, area.x, area.top, INK)
