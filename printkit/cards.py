"""Paint card faces and deck backs on a reportlab canvas.

Every painter draws in the card's own coordinates: origin at the bottom-left of the trim
box, ``w`` x ``h`` points, with ``bleed`` points of colour reaching past each edge. The
caller moves the origin to the slot. All text goes through :func:`printkit.textfit.fit_text`
inside the card's safe area, so it cannot run off the card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from reportlab.pdfbase.pdfmetrics import stringWidth

from printkit import qr
from printkit.faces import BOX_DECKS, DECK_TITLES, Face, deck_colour
from printkit.geometry import Rect, mm
from printkit.icons import draw_icon
from printkit.style import BOLD, INK, ITALIC, MIN_TEXT, MUTED, PAPER, REGULAR, TYPE_COLOURS, colour, tint
from printkit.textfit import LEADING, FittedText, TextDoesNotFit, fit_line, fit_text, id_label, one_line

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
        """The QR code's square, its 4-module quiet zone included."""
        return min(mm(14) * self.scale**0.5, mm(20))

    def size(self, base: float) -> float:
        return base * self.scale


@dataclass(frozen=True)
class Block:
    """Fitted text placed at (x, top); ``role`` picks its colour when painted."""

    text: FittedText
    x: float
    top: float
    role: str


@dataclass(frozen=True)
class FaceLayout:
    """Where everything on a card face goes, in the card's own points: computed, not drawn."""

    metrics: CardMetrics
    blocks: tuple[Block, ...]
    corner: tuple[float, float, float] | None  # the encounter number's disc: cx, cy, radius
    corner_size: float
    icon: tuple[float, float, float]  # the type icon's square: x, y, size
    badges: tuple[tuple[Rect, str, str], ...]  # Strength/Craft badges: box, label, colour key
    rule: float  # y of the line under the header
    qr: Rect  # the code's square, quiet zone included
    mark: Rect | None  # the expansion symbol's square


WRITE_IN = " " * 6  # the room left blank in a badge for a value written by hand
MARK = mm(4)  # the side of a box's symbol on a card: large enough to tell the boxes apart


@lru_cache(maxsize=2048)
def layout_face(face: Face, w: float, h: float) -> FaceLayout:
    """Lay a face out on a w x h card. Raises: TextDoesNotFit when the text cannot fit at 6 pt."""
    m = CardMetrics.for_size(w, h)
    left, right, top = m.pad, w - m.pad, h - m.pad
    blocks: list[Block] = []
    corner = None
    corner_size = 0.0
    title_right = right
    if face.corner is not None:  # "" is an empty disc: the printed number is written in
        radius = m.size(6.5)
        cx, cy = right - radius, top - radius
        corner = (cx, cy, radius)
        corner_size = fit_line(face.corner or "0", radius * 1.5, font=BOLD, max_size=m.size(9))
        title_right = cx - radius - m.size(2)

    size = m.size(8.5)
    title = fit_text(face.title, title_right - left, size * 2.4, font=BOLD, max_size=max(size, MIN_TEXT))
    blocks.append(Block(title, left, top, "ink"))
    top -= title.height + m.size(0.8)
    icon_size = m.size(8.5)
    icon = (left, top - icon_size, icon_size)
    type_width, type_size = title_right - left - icon_size - m.size(2), max(m.size(5.8), MIN_TEXT)
    try:
        type_line = fit_text(face.type_line, type_width, icon_size * 1.6, font=ITALIC, max_size=type_size)
    except TextDoesNotFit:  # a line to write a subtype in ("Highland Enemy - ____"): on two lines
        room = 2 * MIN_TEXT * LEADING + 0.5
        type_line = fit_text(face.type_line, type_width, room, font=ITALIC, max_size=type_size)
    blocks.append(
        Block(
            type_line, left + icon_size + m.size(2), top - max(0, (icon_size - type_line.height) / 2), "muted"
        )
    )
    top -= max(icon_size, type_line.height) + m.size(1)

    badges: list[tuple[Rect, str, str]] = []
    if face.stats:
        x = left
        badge_size = max(m.size(6.6), MIN_TEXT)
        for label, value in face.stats:
            text = f"{label} {value}" if value else f"{label} {WRITE_IN}"  # a box to write in
            width = stringWidth(text, BOLD, badge_size) + m.size(4)
            if x + width > right:
                x = left
                top -= badge_size * 1.6 + m.size(1)
            badges.append(
                (
                    Rect(x, top - badge_size * 1.6, width, badge_size * 1.6),
                    text,
                    label.lower() if label.lower() in ("strength", "craft") else face.deck,
                )
            )
            x += width + m.size(2)
        top -= badge_size * 1.6 + m.size(1)
    if face.keywords:
        keywords = fit_text(
            " - ".join(face.keywords),
            right - left,
            m.size(5.6) * 2.4 + MIN_TEXT,
            font=ITALIC,
            max_size=max(m.size(5.6), MIN_TEXT),
        )
        blocks.append(Block(keywords, left, top, "ink"))
        top -= keywords.height + m.size(0.6)
    top -= m.size(1.5)
    rule = top

    label = id_label(face.payload.label, right - left, font=REGULAR, max_size=max(m.size(4.6), MIN_TEXT))
    label_top = m.pad + label.height
    blocks.append(Block(label, left, label_top, "muted"))
    frame_in = m.frame + mm(0.4)
    qr_box = Rect(w - frame_in - m.qr, label_top + m.size(0.8), m.qr, m.qr)
    column = qr_box.x - left - m.size(1.5)  # beside the code: the copy number, the mark, then text
    foot = label_top + m.size(0.8)
    mark = None
    if face.copy_line:
        copy = one_line(f"copy {face.copy_line}", column, font=BOLD, max_size=max(m.size(5.2), MIN_TEXT))
        blocks.append(Block(copy, left, foot + copy.height, "ink"))
        foot += copy.height + m.size(0.8)
    if face.expansion != "core":
        mark = Rect(left, foot, max(MARK, m.size(6)), max(MARK, m.size(6)))
        foot += mark.h + m.size(0.8)
    if face.text:
        body_top = top - m.size(2)
        narrow = (body_top - qr_box.top - m.size(0.5), column)
        body = fit_text(
            face.text, right - left, body_top - foot, max_size=max(m.size(6.4), MIN_TEXT), narrow=narrow
        )
        blocks.append(Block(body, left, body_top, "ink"))
    return FaceLayout(m, tuple(blocks), corner, corner_size, icon, tuple(badges), rule, qr_box, mark)


def fits(face: Face, w: float, h: float) -> bool:
    """Whether ``face`` can be laid out on a w x h card with no text under 6 pt."""
    try:
        layout_face(face, w, h)
    except TextDoesNotFit:
        return False
    return True


def face_colour(face: Face) -> tuple[float, float, float]:
    """The frame colour: the card type's (Enemy, Event ...) where it has one, else the deck's."""
    return colour(face.icon) if face.icon in TYPE_COLOURS else deck_colour(face.deck)


def paint_face(c: Canvas, face: Face, w: float, h: float, bleed: float) -> None:
    """A card's front (or the second side of a double-sided card), from :func:`layout_face`."""
    lay = layout_face(face, w, h)
    m = lay.metrics
    ink = face_colour(face)
    # a dark side (Night, Evil): light type on a deep shade of the card's colour
    ground = tuple(v * 0.55 for v in ink) if face.dark else PAPER
    fills = {"ink": PAPER, "muted": tint(ink, 0.7)} if face.dark else {"ink": INK, "muted": MUTED}
    c.setFillColorRGB(*ink)
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setFillColorRGB(*ground)
    c.roundRect(m.frame, m.frame, w - 2 * m.frame, h - 2 * m.frame, mm(1.5), stroke=0, fill=1)
    if lay.corner is not None and face.corner is not None:
        cx, cy, radius = lay.corner
        c.setFillColorRGB(*ink)
        c.circle(cx, cy, radius, stroke=0, fill=1)
        c.setFillColorRGB(*PAPER)
        if face.corner:
            c.setFont(BOLD, lay.corner_size)
            c.drawCentredString(cx, cy - lay.corner_size * 0.35, face.corner)
        else:  # nobody has read this card's number yet: a paper disc to write it in
            c.circle(cx, cy, radius * 0.72, stroke=0, fill=1)
    draw_icon(c, face.icon, *lay.icon, fills["ink"] if face.dark else ink)
    for box, text, key in lay.badges:
        c.setFillColorRGB(*deck_colour(key))
        c.roundRect(box.x, box.y, box.w, box.h, box.h / 3, stroke=0, fill=1)
        size = box.h / 1.6
        c.setFillColorRGB(*PAPER)
        c.setFont(BOLD, size)
        if text.endswith(WRITE_IN):  # the label, then a paper box where the spaces were
            label = text.removesuffix(WRITE_IN)
            c.drawString(box.x + box.h / 3, box.y + box.h / 2 - size * 0.36, label)
            gap = stringWidth(WRITE_IN, BOLD, size) * 0.85
            right = box.x + box.w - box.h / 4
            c.rect(right - gap, box.y + box.h * 0.15, gap, box.h * 0.7, stroke=0, fill=1)
        else:
            c.drawCentredString(box.x + box.w / 2, box.y + box.h / 2 - size * 0.36, text)
    c.setStrokeColorRGB(*tint(ink, 0.4))
    c.setLineWidth(0.5)
    c.line(m.pad, lay.rule, w - m.pad, lay.rule)
    for block in lay.blocks:
        draw_block(c, block.text, block.x, block.top, fills[block.role])
    if lay.mark is not None:
        draw_icon(c, face.expansion, lay.mark.x, lay.mark.y, lay.mark.w, fills["muted"])
    if face.dark:  # paper round the code, as far as the text beside it leaves room
        box = lay.qr.inset(-m.size(0.5))
        c.setFillColorRGB(*PAPER)
        c.roundRect(box.x, box.y, box.w, box.h, mm(1), stroke=0, fill=1)
    qr.draw(c, face.payload.text(), lay.qr.x, lay.qr.y, lay.qr.w)


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


def line_boxes(block: FittedText, x: float, top: float) -> list[Rect]:
    """The box of each line :func:`draw_block` draws (descender to ascender), for checks."""
    out = []
    widths = iter(block.widths())
    baseline = top - block.size * 0.93
    for line in block.lines:
        if line is None:
            baseline -= block.leading * 0.35
            continue
        out.append(Rect(x, baseline - block.size * 0.24, next(widths), block.size * 1.17))
        baseline -= block.leading
    return out


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
    """A deck's back: its colour, a double frame, a simple diamond ornament and its name; a
    box's own deck (``faces.BOX_DECKS``) carries its box's mark above and below the diamond."""
    m = CardMetrics.for_size(w, h)
    ink = deck_colour(deck)
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
    for sign in (1, -1):
        if deck in BOX_DECKS:  # clear of the diamond's tip and inside the inner frame
            side = min(max(MARK, r * 0.5), h / 2 - r - mm(5.5))
            y = cy + sign * (r + mm(1.2) + side / 2) - side / 2
            draw_icon(c, BOX_DECKS[deck].box, cx - side / 2, y, side, tint(ink, 0.55))
        else:
            c.circle(cx, cy + sign * r * 1.25, m.size(2.2), stroke=0, fill=1)
    title = DECK_TITLES.get(deck, deck.title())
    c.setFillColorRGB(*PAPER)
    words = title.split()
    size = fit_line(
        max(words, key=lambda word: stringWidth(word, BOLD, 1)), r * 1.2, font=BOLD, max_size=m.size(9)
    )
    lines: tuple[str | None, ...] = (title,)
    if len(words) > 1:  # wrapped ("Warlock / Quest"), never larger than the longest word allows
        fitted = fit_text(title, r * 1.2, r * 0.8, font=BOLD, max_size=math.floor(size * 10) / 10)
        lines, size = fitted.lines, fitted.size
    c.setFont(BOLD, size)
    baseline = cy - size * 0.35 + (len(lines) - 1) * size * LEADING / 2
    for line in lines:
        c.drawCentredString(cx, baseline, line or "")
        baseline -= size * LEADING
