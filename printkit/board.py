"""The board as numbers: where each space sits, and how the board is tiled on paper.

The regions come from the data (``content.board``). The main board has the real board's
shape: three square rings in a 7 x 7 grid, one for each region drawn on it (``place: main``,
outermost first). The Outer Region's 24 spaces run round the edge, the Middle Region's 16
inside them, and the Inner Region's 8 round its final space, the Crown of Command, in the
centre (core rules, "The Game Board"). Each ring runs clockwise from its top-left corner in
board-index order (City, Warlock's Cave, Valley of Fire), which puts the Sentinel next to the
Middle Region's Hills across the Storm River, and the Portal of Power next to the Plain of
Peril. A region a box lays beside the main board is printed on pages of its own
(``side_layout``): a track or a grid of spaces of the same size.

The Storm River is a band between the Outer and Middle rings; a narrower gap (the Inner
Region's cliffs) separates the Middle and Inner rings. Sheets are cut only where two
cells meet, so no space and no QR code is ever split between two sheets. Every sheet
but the first of its row (column) carries a glue strip on its left (top) edge that goes
under its neighbour. Everything is in points, origin at the board's bottom-left.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from content.model import Catalogue, Region, Space
from printkit.geometry import Rect, Sheet, mm

CELLS = 7  # cells a side of the main board; ring ``inset`` has ``CELLS - 2 * inset``
ROW_NAMES = "ABCDEFGH"
MIN_CELL = 35.0  # mm: below this a space's rule does not fit at 8 pt


@dataclass(frozen=True)
class BoardSize:
    """Millimetres: a space's side, the river's width, the inner gap and the outer border."""

    cell: float = 42.0
    river: float = 12.0
    gap: float = 5.0
    border: float = 4.0

    @property
    def side(self) -> float:
        return 7 * self.cell + 2 * (self.river + self.gap + self.border)

    def starts(self) -> list[float]:
        """Where each of the 7 cells of a row begins, in mm from the board's edge."""
        bands = [self.river, self.gap, 0.0, 0.0, self.gap, self.river]
        out, x = [], self.border
        for k in range(7):
            out.append(x)
            x += self.cell + (bands[k] if k < 6 else 0)
        return out


def fitted_size(room_mm: float) -> BoardSize:
    """The largest board that fits a square of ``room_mm`` on one sheet (the A3 option).

    Raises: ValueError when its spaces would be too small to read (under 36 mm).
    """
    river, gap, border = 8.0, 3.0, 2.0
    cell = (room_mm - 2 * (river + gap + border)) / 7
    if cell < MIN_CELL:
        raise ValueError(
            f"a one-sheet board needs a sheet at least {MIN_CELL * 7 + 26 + 2 * SINGLE_EDGE_MM:.0f} mm wide "
            "inside its margins "
            "(use --paper a3, or print it tiled on a4 or letter)"
        )
    return BoardSize(cell, river, gap, border)


def grid_cell(inset: int, offset: int) -> tuple[int, int]:
    """(row from the top, column from the left) in the 7 x 7 grid of the ``offset``-th space of
    ring ``inset`` (0: the outermost)."""
    n = CELLS - 2 * inset
    side, p = divmod(offset, n - 1)
    row, col = [(0, p), (p, n - 1), (n - 1, n - 1 - p), (n - 1 - p, 0)][side]
    return row + inset, col + inset


@dataclass(frozen=True)
class BoardLayout:
    """Every space's box on the board, the board's size, and the bands between the rings."""

    size: BoardSize
    cells: tuple[tuple[Space, Rect], ...]
    rings: tuple[Region, ...] = ()  # the main board's regions, outermost first
    crossings: tuple[tuple[str, str, str], ...] = ()  # (space, space, how): the bridge, the Portal
    # (space, side, colour): a main-board space a region beside the board is entered from
    exits: tuple[tuple[str, str, tuple[float, float, float]], ...] = ()

    @property
    def side(self) -> float:
        return mm(self.size.side)

    def box(self, row: int, col: int) -> Rect:
        starts = self.size.starts()
        cell = mm(self.size.cell)
        return Rect(mm(starts[col]), self.side - mm(starts[row]) - cell, cell, cell)

    def ring(self, inset: int) -> Rect:
        """The outline round ring ``inset`` (0 outer, 1 middle, 2 inner)."""
        top_left, bottom_right = self.box(inset, inset), self.box(6 - inset, 6 - inset)
        return Rect(
            top_left.x, bottom_right.y, bottom_right.right - top_left.x, top_left.top - bottom_right.y
        )

    def of(self, space_id: str) -> Rect:
        return next(rect for space, rect in self.cells if space.id == space_id)

    def joins(self) -> list[tuple[Rect, Rect, str]]:
        """How the board draws two spaces that touch: ``wall`` on an edge they share with no
        way between them, ``corner`` where a way leads from ``a`` to ``b`` through a corner
        alone (the Valley of Fire onto the Crown of Command). Spaces a band keeps apart (the
        river, the Inner Region's cliffs) and the data's crossings are drawn elsewhere."""
        out = []
        crossed = {frozenset((a, b)) for a, b, _ in self.crossings}
        for k, (sa, a) in enumerate(self.cells):
            for sb, b in self.cells[k + 1 :]:
                if frozenset((sa.id, sb.id)) in crossed:
                    continue
                linked = sb.id in sa.neighbours or sa.id in sb.neighbours
                touch_x = abs(a.right - b.x) < 0.01 or abs(b.right - a.x) < 0.01
                touch_y = abs(a.top - b.y) < 0.01 or abs(b.top - a.y) < 0.01
                overlap_x = min(a.right, b.right) - max(a.x, b.x) > 0.01
                overlap_y = min(a.top, b.top) - max(a.y, b.y) > 0.01
                if (touch_x and overlap_y) or (touch_y and overlap_x):
                    if not linked:
                        out.append((a, b, "wall"))
                elif touch_x and touch_y and linked:
                    final = sb.id in sa.neighbours and len(sb.neighbours) < len(sa.neighbours)
                    out.append((a, b, "corner") if final else (b, a, "corner"))
        return out

    def edges(self) -> list[float]:
        """Every position (points from the left, or from the bottom) where two cells or bands meet."""
        starts, cell = self.size.starts(), mm(self.size.cell)
        xs = {0.0, self.side}
        for s in starts:
            xs |= {round(mm(s), 6), round(mm(s) + cell, 6)}
        return sorted(xs)


def board_layout(catalogue: Catalogue, size: BoardSize, boxes: Iterable[str] = ()) -> BoardLayout:
    """Place the spaces of the main board's regions (the core game's three rings; a ring's
    final space, one more than its loop holds, in the centre). Raises: ValueError if a ring
    does not have its count."""
    board = catalogue.board(boxes)
    cells: list[tuple[Space, Rect]] = []
    layout = BoardLayout(size, ())
    if len(board.main) != 3:
        raise ValueError(f"the main board draws 3 rings; the data places {len(board.main)} regions on it")
    for inset, region in enumerate(board.main):
        n = CELLS - 2 * inset
        spaces = [s for s in board.spaces_of(region) if s.id != region.final]
        centred = [s for s in board.spaces_of(region) if s.id == region.final]
        if len(spaces) != 4 * (n - 1) or (centred and inset != CELLS // 2 - 1):
            raise ValueError(f"the {region.name} has {len(spaces)} spaces; its ring holds {4 * (n - 1)}")
        for offset, space in enumerate(spaces):
            cells.append((space, layout.box(*grid_cell(inset, offset))))
        cells += [(space, layout.box(CELLS // 2, CELLS // 2)) for space in centred]
    crossings: set[tuple[str, str, str]] = set()
    for space in board.spaces.values():
        for other, how in space.crossing.items():
            a, b = sorted((space.id, other))
            crossings.add((a, b, how))
    on_main = {space.id for space, _ in cells}
    exits = tuple(
        (link.start, region.place, region.colour)
        for region in board.beside
        for link in region.links
        if link.start in on_main and link.end == region.entrance
    )
    return BoardLayout(size, tuple(cells), board.main, tuple(sorted(crossings)), exits)


@dataclass(frozen=True)
class SideLayout:
    """A region beside the main board, on pages of its own: its spaces' boxes (points, origin
    at its bottom-left) in track order, and where it lies against the main board: ``at`` is
    its bottom-left in the main board's points, ``joins`` the main board's space its entrance
    lies beside (None when no link joins it there)."""

    region: Region
    cells: tuple[tuple[Space, Rect], ...]
    width: float
    height: float
    at: tuple[float, float] = (0.0, 0.0)
    joins: str | None = None

    def placed(self) -> Rect:
        """Its box in the main board's points."""
        return Rect(self.at[0], self.at[1], self.width, self.height)


def side_layouts(
    catalogue: Catalogue, board: BoardLayout, boxes: Iterable[str] = (), *, fold: int = 0
) -> list[SideLayout]:
    """Each region of these boxes that lies beside the main board, its spaces the board's size
    and touching. A ``grid`` fills rows of ``columns`` spaces. A ``track`` runs from its entrance
    in lines of ``fold`` spaces (0: one line), each line turning back at its end, so that every
    space touches the next: columns for a region east or west of the board, rows north or south.
    Its entrance lies against the board beside the space its link comes from (the Ruins for the
    Dungeon), and the track runs from there toward the nearer corner of the board."""
    game = catalogue.board(boxes)
    on_main = {space.id: rect for space, rect in board.cells}
    cell = mm(board.size.cell)
    out = []
    for region in game.beside:
        spaces = game.spaces_of(region)
        joins = next(
            (ln.start for ln in region.links if ln.end == region.entrance and ln.start in on_main), None
        )
        anchor = on_main.get(joins or "")
        if region.drawn == "grid":  # rows of ``columns`` spaces from the top, left to right
            cols = max(1, region.columns)
            rows = -(-len(spaces) // cols)
            cells = [
                (space, Rect((k % cols) * cell, (rows - 1 - k // cols) * cell, cell, cell))
                for k, space in enumerate(spaces)
            ]
            width, height = cols * cell, rows * cell
        else:
            cells, width, height = _track(region, spaces, board, anchor, fold)
        out.append(SideLayout(region, tuple(cells), width, height, _at(region, board, cells, anchor), joins))
    return out


def _track(
    region: Region, spaces: tuple[Space, ...], board: BoardLayout, anchor: Rect | None, fold: int
) -> tuple[list[tuple[Space, Rect]], float, float]:
    """A track's boxes (see :func:`side_layouts`) and its width and height."""
    cell = mm(board.size.cell)
    along = fold if 0 < fold < len(spaces) else len(spaces)
    lines = -(-len(spaces) // along)
    along = -(-len(spaces) // lines)  # lines as even as they can be: 18 spaces in 2 of 9, not 10 and 8
    upright = region.place in ("east", "west")  # its lines are columns
    centre = (anchor.y if upright else anchor.x) + cell / 2 if anchor is not None else board.side
    forward = centre >= board.side / 2  # toward the top (right) corner, else the bottom (left)
    cells = []
    for k, space in enumerate(spaces):
        line, pos = divmod(k, along)
        if line % 2:  # every other line runs back, so each space touches the next
            pos = along - 1 - pos
        if not forward:
            pos = along - 1 - pos
        outward = line if region.place in ("east", "north") else lines - 1 - line
        col, row = (outward, pos) if upright else (pos, outward)
        cells.append((space, Rect(col * cell, row * cell, cell, cell)))
    if upright:
        return cells, lines * cell, along * cell
    return cells, along * cell, lines * cell


def _at(
    region: Region, board: BoardLayout, cells: list[tuple[Space, Rect]], anchor: Rect | None
) -> tuple[float, float]:
    """Where a side region's bottom-left lies in the main board's points: against its side,
    the entrance's cell level with (or above, beside) the space its link comes from."""
    first = cells[0][1]
    width = max(r.right for _, r in cells)
    height = max(r.top for _, r in cells)
    side = board.side
    if region.place in ("east", "west"):
        x = side if region.place == "east" else -width
        y = (anchor.y - first.y) if anchor is not None else side - height
        return x, y
    y = side if region.place == "north" else -height
    x = (anchor.x - first.x) if anchor is not None else 0.0
    return x, y


def track_steps(side: SideLayout) -> list[tuple[Rect, Rect]]:
    """Each pair of spaces that follow one another on a track (the way its arrows run), as
    their boxes; none for a grid."""
    if side.region.drawn == "grid":
        return []
    boxes = [rect for _, rect in side.cells]
    return list(zip(boxes, boxes[1:], strict=False))


# --- tiling --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tile:
    """One sheet of a tiled board. Rects in board points; ``origin`` maps board to page."""

    name: str  # "A1": column letter, row number
    number: int
    visible: Rect  # the part of the board this sheet shows once assembled
    window: Rect  # visible plus the glue strips (left and top) that go under neighbours
    origin: tuple[float, float]  # page point of the board's (0, 0)
    glue_left: bool
    glue_top: bool

    def to_page(self, rect: Rect) -> Rect:
        return rect.shifted(*self.origin)


@dataclass(frozen=True)
class Tiling:
    sheet: Sheet
    tiles: tuple[Tile, ...]
    cols: int
    rows: int
    overlap: float  # points of glue strip
    bleed: float = 0.0  # points of the board's colours past each cut edge


HEADER_MM = 9.0  # the caption strip above a tile
MARK_MM = 5.0  # room for cut marks round a tile (the tiles' widths are cut to fit it)
BLEED_MM = 3.0  # the board's colours reach this far past every cut edge, as the cards' do
MARK_GAP_MM = 0.5  # between the bleed's edge and a cut mark
TOP_MM = BLEED_MM + MARK_GAP_MM + 3.5  # above a tile: its bleed and its marks
SINGLE_EDGE_MM = BLEED_MM + MARK_GAP_MM + 2.0  # round a one-sheet board: its bleed and short marks


def _cuts(edges: list[float], room: float, strip: float) -> list[float]:
    """Greedy cut positions along one axis: each piece plus its glue strip fits ``room``."""
    cuts, start = [0.0], 0.0
    end = edges[-1]
    while start < end - 1e-6:
        extra = strip if start > 0 else 0.0
        fitting = [e for e in edges if start < e <= start + room - extra + 1e-6]
        if not fitting:
            raise ValueError("a board space is wider than the paper; use a larger sheet")
        start = max(fitting)
        cuts.append(start)
    return cuts


def tile_board(layout: BoardLayout, sheet: Sheet, overlap_mm: float = 10.0) -> Tiling:
    """Cut the board into sheets along cell edges, each with glue strips and room for marks.

    Raises: ValueError if one cell does not fit the paper.
    """
    margin = mm(sheet.margin_mm)
    room_w = sheet.width - 2 * margin - 2 * mm(MARK_MM)
    room_h = sheet.height - 2 * margin - 2 * mm(MARK_MM) - mm(HEADER_MM)
    strip = mm(overlap_mm)
    edges = layout.edges()
    xcuts = _cuts(edges, room_w, strip)
    # rows are counted from the top: cut on distances from the top edge
    ycuts_top = _cuts(sorted(layout.side - e for e in edges), room_h, strip)
    tiles = []
    cols, rows = len(xcuts) - 1, len(ycuts_top) - 1
    number = 0
    for r in range(rows):
        top, bottom = layout.side - ycuts_top[r], layout.side - ycuts_top[r + 1]
        for c in range(cols):
            number += 1
            left, right = xcuts[c], xcuts[c + 1]
            visible = Rect(left, bottom, right - left, top - bottom)
            glue_left, glue_top = c > 0, r > 0
            wx = left - (strip if glue_left else 0)
            wtop = top + (strip if glue_top else 0)
            window = Rect(wx, bottom, right - wx, wtop - bottom)
            page_x = (sheet.width - window.w) / 2
            page_top = sheet.height - margin - mm(HEADER_MM) - mm(TOP_MM)
            origin = (page_x - window.x, page_top - window.top)
            tiles.append(Tile(f"{ROW_NAMES[c]}{r + 1}", number, visible, window, origin, glue_left, glue_top))
    return Tiling(sheet, tuple(tiles), cols, rows, strip, mm(BLEED_MM))


def single_sheet(layout: BoardLayout, sheet: Sheet) -> Tiling:
    """The whole board on one sheet, centred below the caption strip (build it with
    ``fitted_size(single_sheet_room(sheet))``)."""
    whole = Rect(0, 0, layout.side, layout.side)
    margin = mm(sheet.margin_mm)
    page_top = sheet.height - margin - mm(HEADER_MM) - mm(SINGLE_EDGE_MM)
    origin = ((sheet.width - layout.side) / 2, page_top - layout.side)
    tile = Tile("A1", 1, whole, whole, origin, False, False)
    return Tiling(sheet, (tile,), 1, 1, 0.0, mm(BLEED_MM))


def single_sheet_room(sheet: Sheet) -> float:
    """Millimetres of board side one sheet holds: its width inside the margins, the bleed and
    short marks."""
    edge = 2 * SINGLE_EDGE_MM
    return min(sheet.width_mm, sheet.height_mm - HEADER_MM - edge) - 2 * sheet.margin_mm - edge


def tile_marks(tile: Tile, tiling: Tiling) -> list[tuple[float, float, float, float]]:
    """Cut marks (page points) at the four corners of a tile's window, outside its bleed: as
    long as the room to the paper's margin allows (at most 3.5 mm, at least 1.5 mm)."""
    sheet = tiling.sheet
    margin = mm(sheet.margin_mm)
    gap = tiling.bleed + mm(MARK_GAP_MM)
    w = tile.to_page(tile.window)

    def reach(room: float) -> float:
        return max(mm(1.5), min(mm(3.5), room - gap))

    up = reach(sheet.height - margin - mm(HEADER_MM) - w.top)
    down = reach(w.y - margin)
    left = reach(w.x - margin)
    right = reach(sheet.width - margin - w.right)
    marks = []
    for x in (w.x, w.right):
        marks += [(x, w.top + gap, x, w.top + gap + up), (x, w.y - gap, x, w.y - gap - down)]
    for y in (w.y, w.top):
        marks += [(w.x - gap, y, w.x - gap - left, y), (w.right + gap, y, w.right + gap + right, y)]
    return marks
