"""Paint counters: the Strength, Craft and life cones, fate tokens and gold coins as squares.

The front shows the value, the name, the id and the QR code; the back (printed behind it
on the reverse page) shows the colour, the name and the value, so a counter reads the
same either way up. :func:`counter_layout` computes the boxes first: the code and its
4-module quiet zone sit wholly inside the frame, so the frame is never notched.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from printkit import qr
from printkit.cards import Canvas, draw_block
from printkit.faces import Face
from printkit.geometry import Rect, mm
from printkit.style import BOLD, INK, MIN_TEXT, MUTED, REGULAR, colour, tint
from printkit.textfit import FittedText, fit_line, fit_text, one_line

NAMES = {"strength": "Strength", "craft": "Craft", "lives": "Life", "fate": "Fate", "gold": "Gold"}


@dataclass(frozen=True)
class CounterLayout:
    frame: Rect  # the frame line's centre
    frame_width: float
    inside: Rect  # the area inside the frame line
    qr: Rect  # the code with its quiet zone
    label: FittedText
    label_top: float
    value_size: float
    value_at: tuple[float, float]
    name: FittedText
    name_top: float


@lru_cache(maxsize=64)
def counter_layout(face: Face, w: float, h: float) -> CounterLayout:
    """Where everything on a counter goes. Raises: TextDoesNotFit below 6 pt."""
    width = 1.6
    frame = Rect(mm(1.2), mm(1.2), w - mm(2.4), h - mm(2.4))
    inside = frame.inset(width / 2)
    pad = mm(0.6)
    qr_side = min(mm(15), inside.w * 0.62)
    qr_box = Rect(inside.right - pad - qr_side, inside.y + pad, qr_side, qr_side)
    label = one_line(face.payload.label, inside.w - 2 * pad, font=REGULAR, max_size=MIN_TEXT)
    label_top = inside.top - pad
    column = qr_box.x - inside.x - 2 * pad
    value = face.corner or "1"
    value_size = fit_line(value, column, font=BOLD, max_size=min(h * 0.32, qr_side * 0.9))
    name_top = label_top - label.height - mm(0.4)
    name = fit_text(face.title, inside.w - 2 * pad, name_top - qr_box.top, font=BOLD, max_size=8)
    value_at = (inside.x + pad + column / 2, qr_box.y + (qr_side - value_size * 0.7) / 2)
    return CounterLayout(frame, width, inside, qr_box, label, label_top, value_size, value_at, name, name_top)


def paint_counter(c: Canvas, face: Face, w: float, h: float, bleed: float = 0.0) -> None:
    """A square counter: its value large, its name, its id and its QR code; its ground reaches
    ``bleed`` points past the cut on every side."""
    lay = counter_layout(face, w, h)
    ink = colour(face.deck)
    c.setFillColorRGB(*tint(ink, 0.82))
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setStrokeColorRGB(*ink)
    c.setLineWidth(lay.frame_width)
    c.roundRect(lay.frame.x, lay.frame.y, lay.frame.w, lay.frame.h, mm(1.5), stroke=1, fill=0)
    qr.draw(c, face.payload.text(), lay.qr.x, lay.qr.y, lay.qr.w)
    draw_block(c, lay.label, lay.inside.x + mm(0.6), lay.label_top, MUTED)
    c.setFillColorRGB(*ink)
    c.setFont(BOLD, lay.value_size)
    c.drawCentredString(*lay.value_at, face.corner or "1")
    draw_block(c, lay.name, lay.inside.x + mm(0.6), lay.name_top, INK)


def paint_counter_back(c: Canvas, key: str, w: float, h: float, bleed: float = 0.0) -> None:
    """A counter's back: its colour (reaching ``bleed`` past the cut) and its name, no code
    (the code is printed once)."""
    ink = colour(key)
    c.setFillColorRGB(*ink)
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setStrokeColorRGB(*tint(ink, 0.5))
    c.setLineWidth(1.2)
    c.roundRect(mm(1.6), mm(1.6), w - mm(3.2), h - mm(3.2), mm(1.5), stroke=1, fill=0)
    name = NAMES.get(key, key.title())
    size = fit_line(name, w - mm(5), font=BOLD, max_size=10)
    c.setFillColorRGB(1, 1, 1)
    c.setFont(BOLD, size)
    c.drawCentredString(w / 2, h / 2 - size * 0.35, name)
