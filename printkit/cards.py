"""Paint card faces and deck backs on a reportlab canvas.

Every painter draws in the card's own coordinates: origin at the bottom-left of the trim
box, ``w`` x ``h`` points, with ``bleed`` points of colour reaching past each edge. The
caller moves the origin to the slot. All text goes through :func:`printkit.textfit.fit_text`
inside the card's safe area, so it cannot run off the card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit import qr
from printkit.faces import DECK_TITLES, Face
from printkit.geometry import mm
from printkit.style import BOLD, INK, ITALIC, MUTED, PAPER, REGULAR, colour, tint
from printkit.textfit import FittedText, fit_line, fit_text, one_line

Canvas = Any  # reportlab.pdfgen.canvas.Canvas; kept loose so painters work on any canvas
BASE_WIDTH = mm(41)  # type sizes below are for a 41 mm wide card and scale with the width


@dataclass(frozen=True)
class CardMetrics:
    """Type sizes and spacing for a card of a given trim size."""

    w: float
    h: float
    scale: float

    @classmethod
    def for_size(cls, w: float, h: float) -> CardMetrics:
        return cls(w, h, max(0.8, min(w / BASE_WIDTH, 2.0)))

    @property
    def frame(self) -> float:
        return mm(1.6)

    @property
    def pad(self) -> float:
        return mm(2.6) + mm(0.6) * (self.scale - 1)

    @property
    def qr(self) -> float:
        return min(mm(10.5) * self.scale**0.5, mm(16))

    def size(self, base: float) -> float:
        return base * self.scale


def paint_face(c: Canvas, face: Face, w: float, h: float, bleed: float) -> None:
    """A card's front (or the second side of a double-sided card)."""
    m = CardMetrics.for_size(w, h)
    ink = colour(face.deck)
    c.setFillColorRGB(*ink)
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setFillColorRGB(*PAPER)
    c.roundRect(m.frame, m.frame, w - 2 * m.frame, h - 2 * m.frame, mm(1.5), stroke=0, fill=1)

    left, right, top = m.pad, w - m.pad, h - m.pad
    if face.corner:
        radius = m.size(6.5)
        cx, cy = right - radius, top - radius
        c.setFillColorRGB(*ink)
        c.circle(cx, cy, radius, stroke=0, fill=1)
        number = fit_line(face.corner, radius * 1.5, font=BOLD, max_size=m.size(9))
        c.setFillColorRGB(*PAPER)
        c.setFont(BOLD, number)
        c.drawCentredString(cx, cy - number * 0.35, face.corner)
        title_right = cx - radius - m.size(2)
    else:
        title_right = right

    size = m.size(8.5)
    title = fit_text(face.title, title_right - left, size * 2.4, font=BOLD, max_size=size, min_size=4)
    top = draw_block(c, title, left, top, INK)
    header = [(face.type_line, ITALIC, m.size(5.6), MUTED)]
    if face.stats:
        stats = "   ".join(f"{label} {value}" for label, value in face.stats)
        header.append((stats, BOLD, m.size(6.6), ink))
    if face.keywords:
        header.append((" - ".join(face.keywords), ITALIC, m.size(5.4), INK))
    for text, font, size, fill in header:
        line = fit_text(text, right - left, size * 2.4, font=font, max_size=size, min_size=3)
        top = draw_block(c, line, left, top - m.size(0.8), fill)

    top -= m.size(2)
    c.setStrokeColorRGB(*tint(ink, 0.4))
    c.setLineWidth(0.5)
    c.line(left, top, right, top)
    bottom = m.pad + m.qr + m.size(2)
    if face.text:
        body = fit_text(face.text, right - left, top - m.size(2) - bottom, max_size=m.size(6.4), min_size=2.6)
        draw_block(c, body, left, top - m.size(2), INK)
    paint_footer(c, face, left, m.pad, right - left, m.qr, m.size(1))


def paint_footer(
    c: Canvas, face: Face, x: float, y: float, width: float, qr_size: float, scale: float
) -> None:
    """The QR code at the bottom right; the copy number and the id in small print beside it."""
    qr.draw(c, face.payload.text(), x + width - qr_size, y, qr_size)
    room = width - qr_size - mm(1.5)
    lines = [(face.payload.label, REGULAR, 4.2 * scale, MUTED)]
    if face.copy_line:
        lines.insert(0, (f"copy {face.copy_line}", BOLD, 5.2 * scale, INK))
    blocks = [one_line(t, room, font=f, max_size=s) for t, f, s, _ in lines]
    top = y + sum(b.height for b in blocks)
    for block, (_, _, _, fill) in zip(blocks, lines, strict=True):
        top = draw_block(c, block, x, top, fill)


def draw_block(c: Canvas, block: FittedText, x: float, top: float, fill: tuple[float, float, float]) -> float:
    """Draw fitted lines from ``top`` down; return the y just below the block."""
    text = c.beginText()
    text.setFont(block.font, block.size, block.leading)
    c.setFillColorRGB(*fill)
    baseline = top - block.size * 0.93
    for line in block.lines:
        if line is None:
            baseline -= block.leading * 0.35
            continue
        text.setTextOrigin(x, baseline)
        text.textOut(line)
        baseline -= block.leading
    c.drawText(text)
    return top - block.height


# --- backs ------------------------------------------------------------------------------


def back_form(c: Canvas, deck: str, w: float, h: float, bleed: float) -> str:
    """Define (once per document) and name the Form XObject of a deck's back."""
    name = f"back-{deck}-{w:.1f}x{h:.1f}-{bleed:.1f}"
    if not c.hasForm(name):
        c.beginForm(name, -bleed, -bleed, w + bleed, h + bleed)
        paint_back(c, deck, w, h, bleed)
        c.endForm()
    return name


def paint_back(c: Canvas, deck: str, w: float, h: float, bleed: float) -> None:
    """A deck's back: its colour, a double frame, a simple diamond ornament and its name."""
    m = CardMetrics.for_size(w, h)
    ink = colour(deck)
    c.setFillColorRGB(*ink)
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setStrokeColorRGB(*tint(ink, 0.55))
    for inset, width in ((mm(2.2), 1.2), (mm(3.4), 0.5)):
        c.setLineWidth(width)
        c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, mm(1.5), stroke=1, fill=0)
    cx, cy, r = w / 2, h / 2, min(w, h) * 0.32
    path = c.beginPath()
    path.moveTo(cx, cy + r)
    path.lineTo(cx + r * 0.7, cy)
    path.lineTo(cx, cy - r)
    path.lineTo(cx - r * 0.7, cy)
    path.close()
    c.setFillColorRGB(*tint(ink, 0.18))
    c.setLineWidth(0.8)
    c.drawPath(path, stroke=1, fill=1)
    c.setFillColorRGB(*tint(ink, 0.55))
    for dy in (r * 1.25, -r * 1.25):
        c.circle(cx, cy + dy, m.size(2.2), stroke=0, fill=1)
    title = DECK_TITLES.get(deck, deck.title())
    size = fit_line(title, r * 1.2, font=BOLD, max_size=m.size(9))
    c.setFillColorRGB(*PAPER)
    c.setFont(BOLD, size)
    c.drawCentredString(cx, cy - size * 0.35, title)
