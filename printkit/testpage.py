"""The duplex alignment page: five crosses with millimetre rulers, front and back.

One cross sits at the centre and one near each corner (:func:`printkit.plan.test_crosses`).
Held up to the light, each front cross shows through the back beside its own ruler: the
same reading everywhere means the back is shifted; readings that differ from corner to
corner mean the sheet turned (rotation) or went through askew (skew).
"""

from __future__ import annotations

from printkit.cards import Canvas, draw_block
from printkit.geometry import Rect, mm
from printkit.plan import KitOptions, below_caption, test_crosses
from printkit.style import INK, MIN_TEXT, REGULAR, colour
from printkit.textfit import fit_text

TEST_FRONT = (
    "Duplex alignment test. Print this sheet on both sides with the settings you will use for "
    "the cards (actual size, no scaling, {duplex}-edge duplex), then look at the other side."
)
TEST_BACK = (
    "Hold this sheet up to a light, this side towards you. The five black crosses of the front "
    "show through: read where each one falls on the rulers printed here, in mm (right and up "
    "count as positive).\n"
    "All five readings the same: the back is shifted. Add the reading to the offset used here "
    "({dx:g},{dy:g}) and print again with --back-offset X,Y.\n"
    "Corners reading differently: the paper turned or went through askew. If the top corners "
    "read further right than the bottom ones (or the other way), the sheet is rotated: load "
    "the paper straight against the tray's guide. If the left and right corners disagree in the "
    "up-down reading only, the sheet is skewed or stretched; fix the feed before printing "
    "cards, then use the centre reading for --back-offset."
)
REACH = 12  # mm of ruler each side of a corner cross
CENTRE_REACH = 20


def ruler_labels(x: float, y: float, reach: int) -> list[tuple[str, float, float, bool]]:
    """Ruler numbers (text, x, baseline) every 5 mm: under the horizontal ruler, right of the
    vertical one, leaving out the spots where the two sets would meet (so none overlap).
    Each is (text, x, baseline, centred)."""
    out = []
    for step in range(-reach, reach + 1):
        if step % 5 or not step:
            continue
        out.append((str(step), x + mm(step), y - mm(5), True))
        if step > 0 or step < -5:
            out.append((str(step), x + mm(3.5), y + mm(step) - 2.2, False))
    return out


def paint_cross(c: Canvas, x: float, y: float, reach: int, ink: tuple[float, float, float]) -> None:
    """A cross with millimetre ticks and 6 pt numbers."""
    c.setStrokeColorRGB(*ink)
    c.setFillColorRGB(*ink)
    c.setLineWidth(0.3)
    c.line(x - mm(reach), y, x + mm(reach), y)
    c.line(x, y - mm(reach), x, y + mm(reach))
    for step in range(-reach, reach + 1):
        tick = mm(2.5 if step % 5 == 0 else 1.2)
        c.line(x + mm(step), y - tick, x + mm(step), y + tick)
        c.line(x - tick, y + mm(step), x + tick, y + mm(step))
    c.setFont(REGULAR, MIN_TEXT)
    for text, tx, baseline, centred in ruler_labels(x, y, reach):
        if centred:
            c.drawCentredString(tx, baseline, text)
        else:
            c.drawString(tx, baseline, text)


def paint_test(c: Canvas, options: KitOptions, *, back: bool) -> None:
    """The front's black crosses, or the back's coloured crosses where the front's should show."""
    ink = colour("spell") if back else INK
    for n, (x, y) in enumerate(test_crosses(options, back=back)):
        paint_cross(c, x, y, CENTRE_REACH if n == 0 else REACH, ink)
    area = below_caption(options.sheet)
    box = Rect(area.x + mm(40), area.y, area.w - mm(80), area.h)
    dx, dy = options.back_offset_mm
    text = (TEST_BACK if back else TEST_FRONT).format(duplex=options.duplex, dx=dx, dy=dy)
    top = options.sheet.height / 2 - mm(CENTRE_REACH + 8)
    block = fit_text(text, box.w, top - box.y - mm(28), max_size=10)
    draw_block(c, block, box.x, top, INK)
