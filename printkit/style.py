"""Colours and type faces of the kit: one place, so every painter agrees."""

from __future__ import annotations

# The 14 standard PDF fonts need no embedding, which keeps the kit small.
REGULAR = "Helvetica"
BOLD = "Helvetica-Bold"
ITALIC = "Helvetica-Oblique"

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
    "lycanthrope": (0.50, 0.12, 0.12),
    "character": (0.14, 0.22, 0.44),
    "figure": (0.22, 0.22, 0.22),
    "time": (0.12, 0.18, 0.36),
    "strength": (0.78, 0.16, 0.14),
    "craft": (0.14, 0.34, 0.74),
    "lives": (0.16, 0.56, 0.22),
    "fate": (0.46, 0.22, 0.60),
    "gold": (0.80, 0.62, 0.10),
    "standee": (0.25, 0.25, 0.30),
}


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
