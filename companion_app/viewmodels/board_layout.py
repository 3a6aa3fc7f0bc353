"""Where each space sits on the Board view: three nested rings, computed without Kivy.

The Outer Region is the rim of an 8 x 6 grid, the Middle Region the rim of a 6 x 4 grid
inside it, and the Inner Region a 3 x 3 block whose centre is the Crown of Command. Spaces
run clockwise from the top-left corner in board order. Rectangles are fractions of the
view (x, y from the bottom-left, width, height), so the screen only scales them.
"""

from __future__ import annotations

from dataclasses import dataclass

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float


def ring(columns: int, rows: int, box: Box) -> list[Rect]:
    """The rim cells of a grid, clockwise from the top-left corner."""
    cw, ch = box.w / columns, box.h / rows

    def cell(c: int, r: int) -> Rect:  # r counts from the top
        return (box.x + c * cw, box.y + box.h - (r + 1) * ch, cw, ch)

    cells = [cell(c, 0) for c in range(columns)]
    cells += [cell(columns - 1, r) for r in range(1, rows)]
    cells += [cell(c, rows - 1) for c in range(columns - 2, -1, -1)]
    cells += [cell(0, r) for r in range(rows - 2, 0, -1)]
    return cells


OUTER = Box(0.0, 0.0, 1.0, 1.0)
MIDDLE = Box(1 / 8, 1 / 6, 6 / 8, 4 / 6)
INNER = Box(2 / 8, 2 / 6, 4 / 8, 2 / 6)


def layout(outer: int, middle: int, inner: int) -> dict[str, list[Rect]]:
    """Rectangles for the given number of spaces per region (24, 16 and 9 on the board).

    Raises:
        ValueError: a region's count does not fit its ring.
    """
    rings = {"outer": ring(8, 6, OUTER), "middle": ring(6, 4, MIDDLE)}
    third = (INNER.w / 3, INNER.h / 3)
    inner_cells = ring(3, 3, INNER) + [(INNER.x + third[0], INNER.y + third[1], third[0], third[1])]
    rings["inner"] = inner_cells
    for name, count in (("outer", outer), ("middle", middle), ("inner", inner)):
        if count != len(rings[name]):
            raise ValueError(f"the {name} ring holds {len(rings[name])} spaces, not {count}")
    return rings
