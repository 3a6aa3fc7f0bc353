"""Small vector marks: a type icon per card type, drawn in code, and each box's symbol, drawn
from its data (``box.yaml`` ``mark``).

Each painter draws inside the square (x, y, size) in one colour, so a card is told apart
across a table by shape as well as by colour. The shapes are our own, plain geometry.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from content.marks import parse_path

Canvas = Any
RGB = tuple[float, float, float]


def _poly(c: Canvas, points: list[tuple[float, float]], *, fill: bool = True, stroke: bool = False) -> None:
    path = c.beginPath()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    path.close()
    c.drawPath(path, stroke=int(stroke), fill=int(fill))


def _sword(c: Canvas, x: float, y: float, s: float) -> None:  # Enemy
    _poly(
        c,
        [
            (x + 0.39 * s, y + 0.3 * s),
            (x + 0.39 * s, y + 0.85 * s),
            (x + 0.5 * s, y + s),
            (x + 0.61 * s, y + 0.85 * s),
            (x + 0.61 * s, y + 0.3 * s),
        ],
    )
    c.rect(x + 0.18 * s, y + 0.22 * s, 0.64 * s, 0.11 * s, stroke=0, fill=1)
    c.rect(x + 0.44 * s, y, 0.12 * s, 0.24 * s, stroke=0, fill=1)


def _bolt(c: Canvas, x: float, y: float, s: float) -> None:  # Event
    pts = [(0.6, 1), (0.2, 0.45), (0.47, 0.45), (0.35, 0), (0.8, 0.58), (0.53, 0.58)]
    _poly(c, [(x + a * s, y + b * s) for a, b in pts])


def _person(c: Canvas, x: float, y: float, s: float) -> None:  # Stranger
    c.circle(x + 0.5 * s, y + 0.72 * s, 0.2 * s, stroke=0, fill=1)
    _poly(c, [(x + 0.15 * s, y), (x + 0.85 * s, y), (x + 0.7 * s, y + 0.48 * s), (x + 0.3 * s, y + 0.48 * s)])


def _pair(c: Canvas, x: float, y: float, s: float) -> None:  # Follower
    for dx, k in ((-0.17, 0.8), (0.17, 1.0)):
        cx = x + (0.5 + dx) * s
        c.circle(cx, y + 0.68 * s * k, 0.15 * s, stroke=0, fill=1)
        _poly(
            c,
            [
                (cx - 0.22 * s, y),
                (cx + 0.22 * s, y),
                (cx + 0.12 * s, y + 0.48 * s * k),
                (cx - 0.12 * s, y + 0.48 * s * k),
            ],
        )


def _chest(c: Canvas, x: float, y: float, s: float) -> None:  # Object, Purchase
    c.rect(x + 0.1 * s, y + 0.1 * s, 0.8 * s, 0.5 * s, stroke=0, fill=1)
    c.wedge(x + 0.1 * s, y + 0.4 * s, x + 0.9 * s, y + 0.85 * s, 0, 180, stroke=0, fill=1)


def _gem(c: Canvas, x: float, y: float, s: float) -> None:  # Magic Object, Talisman
    _poly(
        c,
        [
            (x + 0.5 * s, y),
            (x + 0.95 * s, y + 0.6 * s),
            (x + 0.75 * s, y + 0.9 * s),
            (x + 0.25 * s, y + 0.9 * s),
            (x + 0.05 * s, y + 0.6 * s),
        ],
    )


def _tower(c: Canvas, x: float, y: float, s: float) -> None:  # Place
    c.rect(x + 0.25 * s, y, 0.5 * s, 0.7 * s, stroke=0, fill=1)
    for k in range(3):
        c.rect(x + (0.2 + k * 0.24) * s, y + 0.7 * s, 0.14 * s, 0.2 * s, stroke=0, fill=1)


def _star(c: Canvas, x: float, y: float, s: float) -> None:  # Spell
    pts = []
    for k in range(10):
        r = 0.5 if k % 2 == 0 else 0.2
        a = math.pi / 2 + k * math.pi / 5
        pts.append((x + s * (0.5 + r * math.cos(a)), y + s * (0.48 + r * math.sin(a))))
    _poly(c, pts)


def _toad(c: Canvas, x: float, y: float, s: float) -> None:  # Toad
    c.ellipse(x + 0.1 * s, y + 0.05 * s, x + 0.9 * s, y + 0.65 * s, stroke=0, fill=1)
    for dx in (0.28, 0.72):
        c.circle(x + dx * s, y + 0.68 * s, 0.14 * s, stroke=0, fill=1)


def _scales(c: Canvas, x: float, y: float, s: float) -> None:  # Alignment
    c.rect(x + 0.46 * s, y + 0.05 * s, 0.08 * s, 0.85 * s, stroke=0, fill=1)
    c.rect(x + 0.1 * s, y + 0.78 * s, 0.8 * s, 0.07 * s, stroke=0, fill=1)
    for cx in (0.22, 0.78):
        c.wedge(
            x + (cx - 0.17) * s, y + 0.3 * s, x + (cx + 0.17) * s, y + 0.7 * s, 180, 180, stroke=0, fill=1
        )


def _hat(c: Canvas, x: float, y: float, s: float) -> None:  # Warlock Quest
    _poly(c, [(x + 0.3 * s, y + 0.22 * s), (x + 0.62 * s, y + s), (x + 0.72 * s, y + 0.22 * s)])
    c.ellipse(x + 0.02 * s, y + 0.08 * s, x + 0.98 * s, y + 0.3 * s, stroke=0, fill=1)


def _crown(c: Canvas, x: float, y: float, s: float) -> None:  # Alternative Ending
    pts = [(0.08, 0.15), (0.92, 0.15), (0.95, 0.8), (0.72, 0.5), (0.5, 0.9), (0.28, 0.5), (0.05, 0.8)]
    _poly(c, [(x + a * s, y + b * s) for a, b in pts])
    c.rect(x + 0.08 * s, y, 0.84 * s, 0.1 * s, stroke=0, fill=1)


def moon(c: Canvas, x: float, y: float, s: float) -> None:
    """The Blood Moon's symbol: a crescent."""
    cx, cy, r = x + 0.45 * s, y + 0.5 * s, 0.45 * s
    d, inner = 0.4 * r, 0.804 * r  # the inner circle meets the outer one at +-50 degrees
    path = c.beginPath()
    path.arc(cx - r, cy - r, cx + r, cy + r, 50, 260)
    path.arcTo(cx + d - inner, cy - inner, cx + d + inner, cy + inner, 287.6, -215.2)
    path.close()
    c.drawPath(path, stroke=0, fill=1)


def _sun(c: Canvas, x: float, y: float, s: float) -> None:  # a Day side
    cx, cy = x + 0.5 * s, y + 0.5 * s
    c.circle(cx, cy, 0.24 * s, stroke=0, fill=1)
    for k in range(8):
        a = math.pi * k / 4
        tip = (cx + 0.48 * s * math.cos(a), cy + 0.48 * s * math.sin(a))
        left = (cx + 0.3 * s * math.cos(a - 0.22), cy + 0.3 * s * math.sin(a - 0.22))
        right = (cx + 0.3 * s * math.cos(a + 0.22), cy + 0.3 * s * math.sin(a + 0.22))
        _poly(c, [left, tip, right])


TYPE_ICONS: dict[str, Callable[[Canvas, float, float, float], None]] = {
    "day": _sun,  # the sides of a two-sided card, by the name the data gives them
    "night": moon,
    "enemy": _sword,
    "event": _bolt,
    "stranger": _person,
    "follower": _pair,
    "object": _chest,
    "magic-object": _gem,
    "place": _tower,
    "spell": _star,
    "purchase": _chest,
    "talisman": _gem,
    "toad": _toad,
    "alignment": _scales,
    "warlock-quest": _hat,
    "lycanthrope": moon,
    "character": _person,
    "figure": _person,
    "time": moon,
    "ending": _crown,
}


def draw_icon(c: Canvas, key: str, x: float, y: float, size: float, rgb: RGB) -> None:
    """The icon for a card type or deck (``enemy``, ``spell`` ...), or a box's mark (the
    ``mark`` its ``box.yaml`` declares; the core game has none)."""
    painter = TYPE_ICONS.get(key)
    mark = () if painter is not None else box_mark(key)
    if painter is None and not mark:
        return
    c.saveState()
    c.setFillColorRGB(*rgb)
    c.setStrokeColorRGB(*rgb)
    if painter is not None:
        painter(c, x, y, size)
    else:
        draw_mark(c, mark, x, y, size)
    c.restoreState()


def box_mark(key: str) -> tuple[Mapping[str, Any], ...]:
    """The mark of a declared box (``reaper``), or () for the core game or an unknown key."""
    import content

    catalogue = content.load()
    return catalogue.box(key).mark if key in catalogue.expansions else ()


def draw_mark(c: Canvas, mark: Iterable[Mapping[str, Any]], x: float, y: float, s: float) -> None:
    """A box's mark (``content.marks``: paths in a unit square) in the square at (x, y) of side s."""
    for part in mark:
        filled = "fill" in part
        path = c.beginPath()
        for verb, v in parse_path(part["fill"] if filled else part["stroke"]):
            pts = [(x + v[i] * s, y + v[i + 1] * s) for i in range(0, len(v), 2)]
            if verb == "M":
                path.moveTo(*pts[0])
            elif verb == "L":
                path.lineTo(*pts[0])
            elif verb == "C":
                path.curveTo(*pts[0], *pts[1], *pts[2])
            else:
                path.close()
        if filled:
            c.drawPath(path, stroke=0, fill=1)
        else:
            c.saveState()
            c.setLineCap(1)
            c.setLineWidth(max(0.9, float(part.get("width", 0.1)) * s))
            c.drawPath(path, stroke=1, fill=0)
            c.restoreState()
