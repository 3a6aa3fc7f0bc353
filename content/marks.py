"""A box's symbol as data: paths in a unit square, y upwards (``box.yaml`` ``mark``).

Each part of a mark is ``{fill: PATH}`` or ``{stroke: PATH, width: W}``; a PATH is a small
subset of SVG's path language: ``M x y`` (move), ``L x y`` (line), ``C x1 y1 x2 y2 x y`` (a
cubic curve) and ``Z`` (close), absolute coordinates between 0 and 1. The print kit draws it
(``printkit.icons.draw_mark``); the loader checks it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

ARGS = {"M": 2, "L": 2, "C": 6, "Z": 0}
Command = tuple[str, tuple[float, ...]]


def parse_path(text: str) -> list[Command]:
    """``"M 0 0 L 1 1 Z"`` -> ``[("M", (0, 0)), ("L", (1, 1)), ("Z", ())]``.

    Raises: ValueError naming the first token that does not fit.
    """
    tokens = text.replace(",", " ").split()
    out: list[Command] = []
    i = 0
    while i < len(tokens):
        verb = tokens[i]
        if verb not in ARGS:
            raise ValueError(f"unknown path command {verb!r} (known: {' '.join(ARGS)})")
        want = ARGS[verb]
        numbers = tokens[i + 1 : i + 1 + want]
        try:
            values = tuple(float(n) for n in numbers)
        except ValueError:
            raise ValueError(f"{verb} needs {want} numbers, got {' '.join(numbers)!r}") from None
        if len(values) != want:
            raise ValueError(f"{verb} needs {want} numbers, got {len(values)}")
        if any(not 0.0 <= v <= 1.0 for v in values):
            raise ValueError(f"{verb}: coordinates lie between 0 and 1 (a unit square)")
        if not out and verb != "M":
            raise ValueError("a path starts with M")
        out.append((verb, values))
        i += 1 + want
    if not out:
        raise ValueError("an empty path")
    return out


def check_mark(value: Any) -> str | None:
    """What is wrong with a ``mark`` field, or None."""
    if not isinstance(value, list) or not value:
        return "expected a list of parts, each {fill: PATH} or {stroke: PATH, width: W}"
    for i, part in enumerate(value):
        if not isinstance(part, Mapping) or len({"fill", "stroke"} & set(part)) != 1:
            return f"part {i}: expected {{fill: PATH}} or {{stroke: PATH, width: W}}"
        extra = set(part) - {"fill", "stroke", "width"}
        if extra:
            return f"part {i}: unknown field(s) {', '.join(sorted(extra))}"
        width = part.get("width", 0.1)
        if "fill" in part and "width" in part:
            return f"part {i}: a filled part has no width"
        if isinstance(width, bool) or not isinstance(width, int | float) or not 0 < width <= 0.5:
            return f"part {i}: width: expected a number above 0 and at most 0.5"
        path = part.get("fill", part.get("stroke"))
        if not isinstance(path, str):
            return f"part {i}: the path is text like 'M 0 0 L 1 1 Z'"
        try:
            parse_path(path)
        except ValueError as exc:
            return f"part {i}: {exc}"
    return None
