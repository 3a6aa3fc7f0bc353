"""Paint counters: the Strength, Craft and life cones, fate tokens and gold coins as squares."""

from __future__ import annotations

from printkit import qr
from printkit.cards import Canvas, draw_block
from printkit.faces import Face
from printkit.geometry import mm
from printkit.style import BOLD, INK, MUTED, PAPER, REGULAR, colour, tint
from printkit.textfit import fit_line, fit_text, one_line


def paint_counter(c: Canvas, face: Face, w: float, h: float) -> None:
    """A square counter: its value large, its name, its id in small print and its QR code."""
    ink = colour(face.deck)
    c.setFillColorRGB(*tint(ink, 0.82))
    c.rect(0, 0, w, h, stroke=0, fill=1)
    c.setStrokeColorRGB(*ink)
    c.setLineWidth(1.6)
    inset = mm(1.2)
    c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, mm(1.5), stroke=1, fill=0)

    pad = mm(2.0)
    qr_size = min(mm(11), w * 0.5)
    c.setFillColorRGB(*PAPER)
    quiet = mm(0.8)
    c.rect(w - pad - qr_size - quiet, pad - quiet, qr_size + 2 * quiet, qr_size + 2 * quiet, stroke=0, fill=1)
    qr.draw(c, face.payload.text(), w - pad - qr_size, pad, qr_size)

    label = one_line(face.payload.label, w - 2 * pad, font=REGULAR, max_size=3.6)
    draw_block(c, label, pad, h - pad, MUTED)

    column = w - 2 * pad - qr_size - quiet - mm(0.6)
    value = face.corner or "1"
    size = fit_line(value, column, font=BOLD, max_size=h * 0.36)
    c.setFillColorRGB(*ink)
    c.setFont(BOLD, size)
    c.drawCentredString(pad + column / 2, pad + mm(3.2), value)
    name = fit_text(face.title, column, mm(3), font=BOLD, max_size=5.5, min_size=2.5)
    draw_block(c, name, pad, pad + name.height, INK)
