"""Fit text into a box: wrap at word boundaries and shrink the type until it fits.

Pure measuring with reportlab's font metrics; nothing is drawn here. A card's text never
overflows: when it cannot fit even at the smallest size, :class:`TextDoesNotFit` says so
rather than printing past the card's edge.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from reportlab.pdfbase.pdfmetrics import stringWidth

from printkit.style import MIN_TEXT, REGULAR

LEADING = 1.18  # line height as a multiple of the font size
PARAGRAPH_GAP = 0.35  # extra space between paragraphs, in lines


class TextDoesNotFit(ValueError):
    """The text is too long for its box even at the smallest allowed type size."""


@dataclass(frozen=True)
class FittedText:
    """Lines ready to draw, top to bottom; ``None`` marks a paragraph break."""

    font: str
    size: float
    lines: tuple[str | None, ...]

    @property
    def leading(self) -> float:
        return self.size * LEADING

    @property
    def height(self) -> float:
        return height_of(self.lines, self.size)

    def widths(self) -> list[float]:
        return [stringWidth(line, self.font, self.size) for line in self.lines if line is not None]


def height_of(lines: tuple[str | None, ...], size: float) -> float:
    """Height of the block: one leading per line, a partial one per paragraph break."""
    text_lines = sum(1 for line in lines if line is not None)
    breaks = len(lines) - text_lines
    return size * LEADING * (text_lines + PARAGRAPH_GAP * breaks)


Narrow = tuple[float, float]  # (depth from the box's top, width of every line reaching below it)


def wrap(
    text: str, font: str, size: float, width: float, narrow: Narrow | None = None
) -> tuple[str | None, ...]:
    """Greedy word wrap; paragraphs split on newlines; a word too wide is cut by letters.

    With ``narrow`` = (depth, width2), lines whose line box (one leading) reaches below
    ``depth`` (measured from the top of the block) are at most ``width2`` wide: text flows around a box in
    the bottom corner, such as a QR code.
    """
    out: list[str | None] = []
    depth = 0.0
    leading = size * LEADING

    def room() -> float:
        return width if narrow is None or depth + leading <= narrow[0] else narrow[1]

    def emit(line: str | None) -> None:
        nonlocal depth
        out.append(line)
        depth += leading if line is not None else leading * PARAGRAPH_GAP

    space = unit_width(" ", font) * size
    paragraphs = [p.split() for p in text.split("\n") if p.strip()]
    for n, words in enumerate(paragraphs):
        if n:
            emit(None)
        line, line_w = "", 0.0
        for word in words:
            word_w = unit_width(word, font) * size
            candidate_w = line_w + space + word_w if line else word_w
            if candidate_w <= room():
                line, line_w = (f"{line} {word}" if line else word), candidate_w
                continue
            if line:
                emit(line)
            line, line_w = "", 0.0
            for piece in _cut(word, font, size, room()):
                if line:
                    emit(line)
                line, line_w = piece, unit_width(piece, font) * size
        if line:
            emit(line)
    return tuple(out)


@lru_cache(maxsize=65536)
def unit_width(text: str, font: str) -> float:
    """Width of ``text`` at 1 pt: widths scale with the size, so words are measured once."""
    return stringWidth(text, font, 1.0)


def _cut(word: str, font: str, size: float, width: float) -> list[str]:
    if stringWidth(word, font, size) <= width:
        return [word]
    pieces, piece = [], ""
    for char in word:
        if piece and stringWidth(piece + char, font, size) > width:
            pieces.append(piece)
            piece = ""
        piece += char
    return [*pieces, piece] if piece else pieces


def fit_text(
    text: str,
    width: float,
    height: float,
    *,
    font: str = REGULAR,
    max_size: float = 8.0,
    min_size: float = MIN_TEXT,
    step: float = 0.1,
    narrow: Narrow | None = None,
) -> FittedText:
    """The largest size (in ``step`` steps) at which ``text`` wraps into width x height.

    ``narrow`` makes the lower lines shorter (see :func:`wrap`).

    Raises: TextDoesNotFit if even ``min_size`` is too big.
    """
    if width <= 0 or height <= 0:
        raise TextDoesNotFit(f"no room for text ({width:.1f} x {height:.1f} pt)")

    def fits(size: float) -> tuple[str | None, ...] | None:
        lines = wrap(text, font, size, width, narrow)
        return lines if height_of(lines, size) <= height else None

    low, high = round(min_size / step), round(max_size / step)
    best = fits(low * step)
    if best is None:
        raise TextDoesNotFit(
            f"{len(text)} characters do not fit in {width:.0f} x {height:.0f} pt even at {min_size} pt"
        )
    chosen = low
    while low < high:  # find the largest size that fits: fitting is monotone in the size
        mid = (low + high + 1) // 2
        lines = fits(mid * step)
        if lines is None:
            high = mid - 1
        else:
            low, chosen, best = mid, mid, lines
    return FittedText(font, chosen * step, best)


def fit_line(text: str, width: float, *, font: str, max_size: float, min_size: float = MIN_TEXT) -> float:
    """The largest size up to ``max_size`` at which ``text`` fits ``width`` on one line.

    Raises: TextDoesNotFit if that is below ``min_size``.
    """
    natural = stringWidth(text, font, 1.0)
    size = max_size if natural == 0 else min(max_size, width / natural)
    if size < min_size:
        raise TextDoesNotFit(f"{text!r} does not fit {width:.0f} pt on one line even at {min_size} pt")
    return size


def one_line(
    text: str, width: float, *, font: str, max_size: float, min_size: float = MIN_TEXT
) -> FittedText:
    """``text`` kept on a single line (ids must never wrap), shrunk to fit ``width``."""
    return FittedText(font, fit_line(text, width, font=font, max_size=max_size, min_size=min_size), (text,))


def id_label(
    text: str, width: float, *, font: str, max_size: float, min_size: float = MIN_TEXT
) -> FittedText:
    """A component id as :func:`one_line` sets it; an id too long for one line at ``min_size``
    breaks once, after its kind (``adventure/`` over ``reaper-two-bags-of-gold#1``), never
    inside a word.

    Raises: TextDoesNotFit if even the longer part does not fit ``width``.
    """
    try:
        return one_line(text, width, font=font, max_size=max_size, min_size=min_size)
    except TextDoesNotFit:
        kind, slash, rest = text.partition("/")
        if not rest:
            raise
    lines = (kind + slash, rest)
    size = min(fit_line(line, width, font=font, max_size=max_size, min_size=min_size) for line in lines)
    return FittedText(font, size, lines)
