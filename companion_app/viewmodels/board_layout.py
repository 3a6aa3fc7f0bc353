"""Where each space sits on the Board view, from the regions' records, computed without Kivy.

The main board's regions are nested rings, outermost first (``place: main``): the first is
the rim of a grid as wide as its count allows with two more columns than rows (24 spaces: an
8 x 6 grid), each next one the rim of the grid inside it while its count fills that rim (16:
6 x 4); a ring that does not is a square ring in the room left, its final space in the middle
(the Inner Region's 8 round the Crown of Command, a 3 x 3 block). A region beside the main
board (``north``, ``east``, ``south``, ``west``) is a strip along that side: a ``track`` one cell
deep (folded into more lines, snaking, when it is longer than the side), a ``grid`` as many
cells deep as its columns. Spaces run clockwise from the top-left
corner of a ring, from the top (or the left) of a strip, in the order given; a track whose
entrance a link joins to a space of the main board (``Shape.joins``) starts beside the board,
level with that space, and winds from there through cells as large as the board's, first toward
the nearer corner (a corner board's entrance meets the board at the space it is entered from).
Rectangles are fractions of the view (x, y from the bottom-left, width, height), so the screen
only scales them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

Rect = tuple[float, float, float, float]
GAP = 0.25  # cells between the main board and a strip beside it
SEARCH = 20_000  # steps the search for a winding track may take before it gives up


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Shape:
    """A region to place: its name, how it is drawn and where, its count of spaces, the
    columns of a grid, and whether its last space is its final one (a ring's middle)."""

    name: str
    drawn: str
    place: str
    count: int
    columns: int = 0
    centred: bool = False
    joins: tuple[str, int] | None = None  # the main board's space its first one joins: ring, place


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


def _cells(cols: int, rows: int, count: int, box: Box) -> list[Rect]:
    """``count`` cells of a ``cols`` x ``rows`` grid filling ``box``, row by row from the top-left."""
    cw, ch = box.w / cols, box.h / rows
    return [(box.x + (k % cols) * cw, box.y + box.h - (k // cols + 1) * ch, cw, ch) for k in range(count)]


def _size(count: int) -> tuple[int, int]:
    """The grid whose rim holds the outermost ring's ``count``: two more columns than rows."""
    columns = (count + 4) // 4 + 1
    return columns, columns - 2


def _strip(shape: Shape, side: int) -> tuple[int, int]:
    """Columns and rows of a region beside the board: a track in a line along its side, folded
    into as many lines as it needs to keep to the side's ``side`` cells (the Dungeon's 18
    spaces beside a board 6 cells high: 3 columns of 6, cells as large as the board's)."""
    along = shape.place in ("east", "west")
    if shape.drawn == "grid":
        return shape.columns, max(1, math.ceil(shape.count / shape.columns))
    folds = max(1, math.ceil(shape.count / max(side, 1)))
    length = side if folds > 1 else shape.count  # folded: full lines along the side, the last short
    return (folds, length) if along else (length, folds)


def _snake(cols: int, rows: int, count: int, box: Box, along: bool, place: str) -> list[Rect]:
    """``count`` cells of a folded track filling ``box``: down the line beside the board and up
    the next (along an east or west side), or along it and back along the next, so that each
    space lies beside the one before it."""
    out = []
    for k in range(count):
        line, at = divmod(k, rows if along else cols)
        if line % 2:
            at = (rows if along else cols) - 1 - at
        out.append(_line_cell(line, at, cols, rows, box, place))
    return out


def _line_cell(line: int, at: int, cols: int, rows: int, box: Box, place: str) -> Rect:
    """The cell ``at`` along the side (from the top, or the left) of a strip's ``line``, counted
    from the line beside the board."""
    along = place in ("east", "west")
    lines = cols if along else rows
    if place in ("west", "north"):
        line = lines - 1 - line
    c, r = (line, at) if along else (at, line)
    cw, ch = box.w / cols, box.h / rows
    return (box.x + c * cw, box.y + box.h - (r + 1) * ch, cw, ch)


def winding(lines: int, length: int, count: int, start: int) -> list[tuple[int, int]] | None:
    """A track of ``count`` cells through a strip ``lines`` deep and ``length`` long, each cell
    beside the one before, from cell ``start`` of the line beside the board: (line, place along)
    pairs, or None when none is found. It runs first toward the nearer end of the strip and
    keeps its way where it can (a search that goes straight on first, then to the cell with the
    fewest ways onward), so it winds round rather than zigzags."""
    if not 0 <= start < length or count > lines * length:
        return None
    toward = -1 if start <= length - 1 - start else 1
    steps = ((0, toward), (1, 0), (0, -toward), (-1, 0))
    path, seen = [(0, start)], {(0, start)}
    budget = [SEARCH]

    def free(cell: tuple[int, int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        out = []
        for d in steps:
            n = (cell[0] + d[0], cell[1] + d[1])
            if 0 <= n[0] < lines and 0 <= n[1] < length and n not in seen:
                out.append((n, d))
        return out

    def walk(way: tuple[int, int]) -> bool:
        if len(path) == count:
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        options = sorted(free(path[-1]), key=lambda o: (o[1] != way, len(free(o[0]))))
        for cell, d in options:
            path.append(cell)
            seen.add(cell)
            if walk(d):
                return True
            path.pop()
            seen.discard(cell)
        return False

    return path if walk(steps[0]) else None


def _main(shapes: Sequence[Shape], box: Box) -> dict[str, list[Rect]]:
    """The main board's nested rings in ``box``."""
    out: dict[str, list[Rect]] = {}
    if not shapes:
        return out
    total_c, total_r = columns, rows = _size(shapes[0].count)
    inset = 0
    for shape in shapes:
        inner = Box(
            box.x + inset * box.w / total_c,
            box.y + inset * box.h / total_r,
            columns * box.w / total_c,
            rows * box.h / total_r,
        )
        if rows >= 2 and shape.count == 2 * (columns + rows) - 4:
            out[shape.name] = ring(columns, rows, inner)
            columns, rows, inset = columns - 2, rows - 2, inset + 1
            continue
        loop = shape.count - (1 if shape.centred else 0)  # a square ring round its final space
        side = loop // 4 + 1
        if rows < 1 or loop % 4 or side < 2:
            raise ValueError(f"the {shape.name} ring cannot hold {shape.count} spaces inside the board")
        cells = ring(side, side, inner)
        if shape.centred:
            cw, ch = inner.w / side, inner.h / side
            cells.append((inner.x + (side // 2) * cw, inner.y + (side // 2) * ch, cw, ch))
        out[shape.name] = cells
        columns = rows = 0  # (nothing fits inside a square ring)
    return out


def joined(
    shapes: Sequence[Shape], joins: Mapping[str, str | None], order: Mapping[str, Sequence[str]]
) -> list[Shape]:
    """The shapes, each beside the board given the main board's space its entrance is linked
    with (``joins``: region -> space id) as its ring and place in that ring (``order``: each
    region's spaces as laid out), so that its track starts level with that space."""
    rings = [s.name for s in shapes if s.place == "main"]
    out = []
    for shape in shapes:
        space = joins.get(shape.name)
        ring = next((r for r in rings if space in order.get(r, ())), None)
        if shape.place != "main" and space is not None and ring is not None:
            shape = replace(shape, joins=(ring, list(order[ring]).index(space)))
        out.append(shape)
    return out


def _joined_at(shape: Shape, main: dict[str, list[Rect]], rows: int) -> int | None:
    """Where along its side the main board's space a track joins lies (cells from the top of
    an east or west side, from the left of a north or south one), from the rings laid out in
    cell units; None for a region that joins none."""
    if shape.joins is None or shape.drawn != "track":
        return None
    ring, place = shape.joins
    if ring not in main or not 0 <= place < len(main[ring]):
        return None
    x, y, _, h = main[ring][place]
    return round(rows - (y + h)) if shape.place in ("east", "west") else round(x)


def layout(shapes: Sequence[Shape]) -> dict[str, list[Rect]]:
    """Rectangles for each region's spaces (its final one last when ``centred``).

    Raises:
        ValueError: a ring's count does not fit the board, or a region's place is unknown.
    """
    main = [s for s in shapes if s.place == "main"]
    beside = [s for s in shapes if s.place != "main"]
    columns, rows = _size(main[0].count if main else 24)
    depth = {"north": 0.0, "east": 0.0, "south": 0.0, "west": 0.0}
    in_cells = _main(main, Box(0, 0, columns, rows))

    def side(shape: Shape) -> int:
        return rows if shape.place in ("east", "west") else columns

    strips: dict[str, tuple[int, int]] = {}
    wound: dict[str, list[tuple[int, int]]] = {}
    for shape in beside:
        if shape.place not in depth:
            raise ValueError(f"the {shape.name} region lies {shape.place!r}: not a side of the board")
        cols, lines = _strip(shape, side(shape))
        along = shape.place in ("east", "west")
        level = _joined_at(shape, in_cells, rows)
        for more in range(3 if level is not None else 0):  # a line more if it cannot wind in these
            deep = (cols if along else lines) + more
            found = winding(deep, side(shape), shape.count, level or 0)
            if found is not None:
                wound[shape.name] = found
                cols, lines = (deep, side(shape)) if along else (side(shape), deep)
                break
        strips[shape.name] = cols, lines
        depth[shape.place] += (cols if along else lines) + GAP
    width = depth["west"] + columns + depth["east"]
    height = depth["north"] + rows + depth["south"]
    fx, fy = 1 / width, 1 / height

    def frac(x: float, y: float, w: float, h: float) -> Box:  # cell units from the bottom-left
        return Box(x * fx, y * fy, w * fx, h * fy)

    out = _main(main, frac(depth["west"], depth["south"], columns, rows))
    used = {"north": 0.0, "east": 0.0, "south": 0.0, "west": 0.0}
    for shape in beside:
        cols, lines = strips[shape.name]
        at = used[shape.place]
        if shape.place in ("east", "west"):
            used[shape.place] += cols + GAP
            east = depth["west"] + columns + GAP + at
            x = east if shape.place == "east" else depth["west"] - at - GAP - cols
            box = frac(x, depth["south"], cols, rows)
        else:
            used[shape.place] += lines + GAP
            north = depth["south"] + rows + GAP + at
            y = north if shape.place == "north" else depth["south"] - at - GAP - lines
            box = frac(depth["west"], y, columns, lines)
        along = shape.place in ("east", "west")
        if shape.name in wound:
            out[shape.name] = [_line_cell(n, k, cols, lines, box, shape.place) for n, k in wound[shape.name]]
            continue
        folded = shape.drawn == "track" and (cols if along else lines) > 1
        out[shape.name] = (
            _snake(cols, lines, shape.count, box, along, shape.place)
            if folded
            else _cells(cols, lines, shape.count, box)
        )
    return out
