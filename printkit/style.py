"""Colours and type faces of the kit: one place, so every painter agrees."""

from __future__ import annotations

from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

# Bitstream Vera, the TrueType family reportlab ships in its fonts folder (an open licence
# that allows embedding). reportlab embeds a subset of every TrueType font it draws with,
# so the PDF prints the same on every machine; the 14 standard PDF fonts are never used.
FONT_DIR = Path(reportlab.__file__).parent / "fonts"
REGULAR = "TalismanVera"
BOLD = "TalismanVera-Bold"
ITALIC = "TalismanVera-Italic"
_FILES = {REGULAR: "Vera.ttf", BOLD: "VeraBd.ttf", ITALIC: "VeraIt.ttf"}
MIN_TEXT = 6.0  # points: nothing printed is smaller


def register_fonts() -> None:
    """Register the kit's fonts with reportlab (idempotent)."""
    known = set(pdfmetrics.getRegisteredFontNames())
    for name, file in _FILES.items():
        if name not in known:
            pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))


register_fonts()

INK = (0.1, 0.1, 0.1)
PAPER = (1.0, 1.0, 1.0)
MUTED = (0.35, 0.35, 0.35)

# deck or counter colour key -> RGB
COLOURS: dict[str, tuple[float, float, float]] = {
    "adventure": (0.17, 0.40, 0.24),
    "spell": (0.40, 0.24, 0.58),
    "purchase": (0.62, 0.38, 0.12),
    "talisman": (0.72, 0.56, 0.08),
    "toad": (0.32, 0.58, 0.18),
    "alignment": (0.30, 0.36, 0.46),
    "warlock-quest": (0.20, 0.32, 0.38),
    "lycanthrope": (0.50, 0.12, 0.12),
    "character": (0.14, 0.22, 0.44),
    "figure": (0.22, 0.22, 0.22),
    "time": (0.12, 0.18, 0.36),
    "ending": (0.40, 0.10, 0.26),
    "strength": (0.78, 0.16, 0.14),
    "craft": (0.14, 0.34, 0.74),
    "lives": (0.16, 0.56, 0.22),
    "fate": (0.46, 0.22, 0.60),
    "gold": (0.80, 0.62, 0.10),
    "standee": (0.25, 0.25, 0.30),
    # Adventure and Purchase card types: the frame of a front takes its type's colour
    "enemy": (0.66, 0.14, 0.12),
    "event": (0.20, 0.40, 0.62),
    "stranger": (0.44, 0.26, 0.52),
    "follower": (0.16, 0.50, 0.42),
    "object": (0.55, 0.36, 0.15),
    "magic-object": (0.62, 0.46, 0.04),
    "place": (0.30, 0.30, 0.34),
    # a two-sided card's Day side: a daylight frame (its Night side keeps the deck's colour)
    "day": (0.80, 0.56, 0.10),
}


TYPE_COLOURS = frozenset({"enemy", "event", "stranger", "follower", "object", "magic-object", "place", "day"})


def colour(key: str) -> tuple[float, float, float]:
    """The colour for a deck or counter; an unknown key is a programming error."""
    try:
        return COLOURS[key]
    except KeyError:
        raise KeyError(f"no colour for {key!r}; known: {', '.join(COLOURS)}") from None


def tint(rgb: tuple[float, float, float], amount: float) -> tuple[float, float, float]:
    """Mix ``rgb`` with white: 0 keeps it, 1 gives white."""
    r, g, b = rgb
    return (r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)
