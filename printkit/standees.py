"""Paint fold-over standees: a strip folded at its middle, each half showing the figure.

From the bottom of the strip: a foot, the front panel (upright), the fold, the back
panel (upside down, so it stands the right way once folded) and the other foot. The
front panel carries the QR code; the back panel only the name, so the payload is printed
once per figure. The figure itself is a plain vector silhouette, not artwork.
"""

from __future__ import annotations

from printkit import qr
from printkit.cards import Canvas, draw_block
from printkit.faces import Face
from printkit.geometry import mm
from printkit.style import BOLD, INK, ITALIC, MUTED, PAPER, REGULAR, colour, tint
from printkit.textfit import fit_text, one_line

FOOT = 0.125  # share of the strip's height taken by each foot


def paint_standee(c: Canvas, face: Face, w: float, h: float) -> None:
    """The whole strip, ``w`` x ``h`` points, origin at its bottom-left."""
    foot = h * FOOT
    panel = (h - 2 * foot) / 2
    c.setStrokeColorRGB(*MUTED)
    c.setLineWidth(0.4)
    c.setDash(2, 2)
    for y in (foot, foot + panel, foot + 2 * panel):
        c.line(0, y, w, y)
    c.setDash()
    _panel(c, face, w, panel, foot, with_code=True)
    c.saveState()
    c.translate(w, foot + 2 * panel)
    c.rotate(180)
    _panel(c, face, w, panel, 0, with_code=False)
    c.restoreState()


def _panel(c: Canvas, face: Face, w: float, h: float, y0: float, *, with_code: bool) -> None:
    """One side of the figure, in a box ``w`` x ``h`` whose bottom is at ``y0``."""
    ink = colour(face.deck)
    pad = mm(1.8)
    c.setFillColorRGB(*tint(ink, 0.85))
    c.rect(pad, y0 + pad, w - 2 * pad, h - 2 * pad, stroke=0, fill=1)
    name = fit_text(face.title, w - 2 * pad - mm(1), mm(7), font=BOLD, max_size=8, min_size=3)
    top = draw_block(c, name, pad + mm(0.5), y0 + h - pad - mm(0.5), INK)
    kind = fit_text(face.type_line, w - 2 * pad - mm(1), mm(3), font=ITALIC, max_size=5, min_size=2.5)
    top = draw_block(c, kind, pad + mm(0.5), top, MUTED)

    qr_size = min(mm(11), w - 2 * pad - mm(2))
    figure_bottom = y0 + pad + qr_size + mm(7)  # both sides leave the code's room, so they match
    _silhouette(c, ink, w / 2, figure_bottom, top - mm(1) - figure_bottom)
    if with_code:
        c.setFillColorRGB(*PAPER)
        c.rect((w - qr_size) / 2 - mm(0.8), y0 + pad + mm(3.2), qr_size + mm(1.6), qr_size + mm(1.6), 0, 1)
        qr.draw(c, face.payload.text(), (w - qr_size) / 2, y0 + pad + mm(4), qr_size)
        label = one_line(face.payload.label, w - 2 * pad - mm(1), font=REGULAR, max_size=3.6)
        draw_block(c, label, pad + mm(0.5), y0 + pad + mm(0.3) + label.height, MUTED)


def _silhouette(c: Canvas, ink: tuple[float, float, float], cx: float, bottom: float, height: float) -> None:
    """A plain figure: a head on a cloaked body, scaled into ``height``."""
    if height <= mm(4):
        return
    head = height * 0.14
    body_top = bottom + height - 2.2 * head
    c.setFillColorRGB(*ink)
    c.circle(cx, bottom + height - head, head, stroke=0, fill=1)
    path = c.beginPath()
    path.moveTo(cx - head * 0.9, body_top)
    path.lineTo(cx + head * 0.9, body_top)
    path.lineTo(cx + head * 2.1, bottom)
    path.lineTo(cx - head * 2.1, bottom)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
