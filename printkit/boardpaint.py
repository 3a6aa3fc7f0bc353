"""Paint the board: its spaces, the Storm River, the Sentinel's bridge, the Portal, the tiles'
glue strips and cut marks, and the assembly diagram. Each region's colour is the data's
(``content.model.Region``); the bridge and the Portal are drawn where the data's crossings are.

Each space is laid out first (:func:`space_layout`, numbers only) and then painted; the
painters work in board points, moved onto a sheet by the tile's origin.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from reportlab.pdfbase.pdfmetrics import stringWidth

from content.model import Region, Space
from printkit import qr
from printkit.board import BoardLayout, SideLayout, Tile, Tiling
from printkit.cards import Canvas, draw_block
from printkit.faces import Face
from printkit.geometry import Rect, mm
from printkit.qr import Payload
from printkit.spaces import short_line
from printkit.style import BOLD, INK, ITALIC, MIN_TEXT, MUTED, PAPER, REGULAR, tint
from printkit.textfit import FittedText, fit_text, id_label

FINAL = (0.72, 0.56, 0.08)  # gold: a ring's final space in its middle (the Crown of Command)
GREY = (0.5, 0.5, 0.5)
BOARD_TEXT = 8.0  # points: the least a space's rule is printed at, to be read across a table
RIVER = (0.24, 0.46, 0.72)
BRIDGE = (0.45, 0.30, 0.15)


def space_face(space: Space, region: Region | None = None) -> Face:
    """What a space shows: name, board number, short line, its QR payload, in its region's colour
    (gold for the final space a ring surrounds)."""
    centred = region is not None and region.drawn == "ring" and space.id == region.final
    ink = FINAL if centred else region.colour if region else GREY
    return Face(
        Payload(space.id),
        space.name,
        region.name if region else "",
        space.region,
        short_line(space),
        str(space.index),
        ink=ink,
    )


@dataclass(frozen=True)
class SpaceLayout:
    pad: float
    badge: Rect  # the number's round badge, widened into a pill for three figures
    number_size: float
    title: FittedText
    title_at: tuple[float, float]
    text: FittedText
    text_at: tuple[float, float]
    label: FittedText
    label_at: tuple[float, float]
    qr: Rect


@lru_cache(maxsize=256)
def space_layout(face: Face, side: float) -> SpaceLayout:
    """Lay a space out in a square of ``side`` points. Raises: TextDoesNotFit below 6 pt."""
    pad = mm(1.0)
    scale = side / mm(42)
    radius = max(mm(2.6), mm(3.6) * scale)
    number = face.corner or ""
    number_size = max(BOARD_TEXT, 9 * scale)  # never below 8 pt: the badge grows instead
    # a circle holds two figures; three (The Highland's, from 100) widen it into a pill, its
    # round ends clear of the figures
    figures = stringWidth(number, BOLD, number_size)
    width = 2 * radius if figures <= radius * 1.5 else figures + radius
    badge = Rect(pad, side - pad - 2 * radius, width, 2 * radius)
    left = pad + width + mm(1)
    title = fit_text(
        face.title, side - left - pad, radius * 2 + mm(1.5), font=BOLD, max_size=max(10 * scale, 7)
    )
    label = id_label(face.payload.label, side - 2 * pad, font=REGULAR, max_size=MIN_TEXT)
    label_top = pad + label.height
    qr_side = min(mm(16), side * 0.42)
    qr_box = Rect(side - pad - qr_side + mm(0.6), label_top + mm(0.3), qr_side, qr_side)
    body_top = side - pad - max(2 * radius, title.height) - mm(1.2)
    column = qr_box.x - 2 * pad
    narrow = (body_top - qr_box.top, column)
    text = fit_text(
        face.text,
        side - 2 * pad,
        body_top - label_top - mm(0.5),
        max_size=max(BOARD_TEXT * scale, BOARD_TEXT),
        min_size=BOARD_TEXT,
        narrow=narrow,
    )
    return SpaceLayout(
        pad,
        badge,
        number_size,
        title,
        (left, side - pad - max(0, radius - title.height / 2)),
        text,
        (pad, body_top),
        label,
        (pad, label_top),
        qr_box,
    )


def paint_space(c: Canvas, face: Face, side: float) -> None:
    """One space in its square (origin at the bottom-left)."""
    lay = space_layout(face, side)
    ink = face.ink or GREY
    c.setFillColorRGB(*tint(ink, 0.86))
    c.setStrokeColorRGB(*ink)
    c.setLineWidth(1.2)
    c.rect(0, 0, side, side, stroke=1, fill=1)
    badge = lay.badge
    cx, cy, radius = badge.x + badge.w / 2, badge.y + badge.h / 2, badge.h / 2
    c.setFillColorRGB(*ink)
    if badge.w > badge.h:
        c.roundRect(badge.x, badge.y, badge.w, badge.h, radius, stroke=0, fill=1)
    else:
        c.circle(cx, cy, radius, stroke=0, fill=1)
    c.setFillColorRGB(*PAPER)
    c.setFont(BOLD, lay.number_size)
    c.drawCentredString(cx, cy - lay.number_size * 0.35, face.corner or "")
    draw_block(c, lay.title, *lay.title_at, INK)
    draw_block(c, lay.text, *lay.text_at, INK)
    draw_block(c, lay.label, *lay.label_at, MUTED)
    qr.draw(c, face.payload.text(), lay.qr.x, lay.qr.y, lay.qr.w)


# --- the board round the spaces ---------------------------------------------------------------


def paint_board_ground(c: Canvas, board: BoardLayout, tile: Tile, bleed: float = 0.0) -> None:
    """The board's ground (reaching ``bleed`` past its edge), the river, the Sentinel's bridge
    and the Portal, in board points."""
    side = board.side
    c.setFillColorRGB(0.93, 0.91, 0.85)
    c.rect(-bleed, -bleed, side + 2 * bleed, side + 2 * bleed, stroke=0, fill=1)
    outer, middle, inner = board.ring(0), board.ring(1), board.ring(2)
    river = mm(board.size.river)
    c.setFillColorRGB(*RIVER)
    band = outer.inset(mm(board.size.cell))
    c.rect(band.x, band.y, band.w, band.h, stroke=0, fill=1)
    c.setFillColorRGB(0.93, 0.91, 0.85)
    c.rect(middle.x, middle.y, middle.w, middle.h, stroke=0, fill=1)
    _barrier(c, inner.inset(-mm(board.size.gap)), inner)
    _river_labels(c, board, band, river, tile)
    for a, b, how in board.crossings:
        if how == "bridge":
            _bridge(c, board, a, b)
        else:
            _link(c, board.of(a), board.of(b))
    for space, side, ink in board.exits:
        _exit(c, board, board.of(space), side, ink)


def _exit(c: Canvas, board: BoardLayout, cell: Rect, side: str, ink: tuple[float, float, float]) -> None:
    """The way from a space at the board's edge into a region beside the board: an arrow in the
    border, in the region's colour, pointing out of the board level with the space."""
    border = mm(board.size.border)
    size = border * 0.9
    x, y = cell.x + cell.w / 2, cell.y + cell.h / 2
    if side == "east":
        x = board.side - border / 2
    elif side == "west":
        x = border / 2
    elif side == "north":
        y = board.side - border / 2
    else:
        y = border / 2
    way = {"east": "right", "west": "left", "north": "up", "south": "down"}[side]
    c.setFillColorRGB(*ink)
    c.setStrokeColorRGB(*ink)
    c.setLineWidth(0.5)
    for offset in (-size * 1.2, 0.0, size * 1.2):  # three chevrons along the edge
        dx, dy = (0.0, offset) if side in ("east", "west") else (offset, 0.0)
        _triangle(c, x + dx, y + dy, way, size=size)


WALL = (0.30, 0.25, 0.22)  # the cliffs round the Inner Region, and the walls between spaces


def _barrier(c: Canvas, outside: Rect, inside: Rect) -> None:
    """The barrier between two rings (the Inner Region's cliffs): a dark band of stones round
    ``inside``, crossed only where a crossing is drawn over it (the Portal of Power)."""
    c.setFillColorRGB(*WALL)
    c.rect(outside.x, outside.y, outside.w, outside.h, stroke=0, fill=1)
    band = (outside.w - inside.w) / 2
    step = band * 1.4
    c.setStrokeColorRGB(*tint(WALL, 0.45))
    c.setLineWidth(0.6)
    for y0, y1 in ((outside.y, inside.y), (inside.top, outside.top)):  # stones along the top and bottom
        x = outside.x + step / 2
        while x < outside.right:
            c.line(x, y0, x, y1)
            x += step
        c.line(outside.x, (y0 + y1) / 2, outside.right, (y0 + y1) / 2)
    for x0, x1 in ((outside.x, inside.x), (inside.right, outside.right)):  # and down the sides
        y = inside.y + step / 2
        while y < inside.top:
            c.line(x0, y, x1, y)
            y += step
        c.line((x0 + x1) / 2, inside.y, (x0 + x1) / 2, inside.top)


def paint_walls(c: Canvas, board: BoardLayout, tile: Tile) -> None:
    """Over the spaces: a wall on every edge two spaces share without a way between them (the
    Crown of Command and the Inner Region's spaces round it but one), and a gold link where two
    spaces that lead to each other touch only at a corner (the Valley of Fire onto the Crown)."""
    window = tile.to_page(tile.window)
    c.saveState()
    path = c.beginPath()
    path.rect(window.x, window.y, window.w, window.h)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(*tile.origin)
    joins = board.joins()
    c.setStrokeColorRGB(*WALL)
    c.setLineWidth(mm(1.4))
    for a, b, _ in (j for j in joins if j[2] == "wall"):
        c.line(max(a.x, b.x), max(a.y, b.y), min(a.right, b.right), min(a.top, b.top))
    c.setFillColorRGB(*FINAL)
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.6)
    for a, b, _ in (j for j in joins if j[2] == "corner"):  # a gold gate on the corner point,
        x = a.right if abs(a.right - b.x) < 0.01 else a.x  # small enough to clear the four
        y = a.top if abs(a.top - b.y) < 0.01 else a.y  # spaces' ids and numbers round it
        r = mm(1.9)
        path = c.beginPath()
        path.moveTo(x, y + r)
        path.lineTo(x + r, y)
        path.lineTo(x, y - r)
        path.lineTo(x - r, y)
        path.close()
        c.drawPath(path, stroke=1, fill=1)
    c.restoreState()


def _colour(board: BoardLayout, inset: int) -> tuple[float, float, float]:
    """The colour of ring ``inset``'s region (grey on a board laid out by hand)."""
    return board.rings[inset].colour if inset < len(board.rings) else GREY


def _river_labels(c: Canvas, board: BoardLayout, band: Rect, river: float, tile: Tile) -> None:
    """'Storm River' in each stretch of the river this tile shows, clear of the bridge."""
    text = "Storm River"
    size = min(9.0, river * 0.55)
    if size < MIN_TEXT:
        return
    width = stringWidth(text, ITALIC, size)
    bridges = [_bridge_box(board, a, b) for a, b, how in board.crossings if how == "bridge"]
    vis = tile.visible
    for y in (band.top - river / 2, band.y + river / 2):
        if not vis.y + size < y < vis.top - size:
            continue
        left, right = max(vis.x, band.x + river), min(vis.right, band.right - river)
        pieces = [(left, right)]
        for bridge in bridges:
            if bridge.y < y < bridge.top:
                pieces = [(left, min(right, bridge.x)), (max(left, bridge.right), right)]
        a, b = max(pieces, key=lambda ab: ab[1] - ab[0])
        if b - a > width + mm(4):
            c.setFillColorRGB(*PAPER)
            c.setFont(ITALIC, size)
            c.drawCentredString((a + b) / 2, y - size * 0.35, text)


def _bridge_box(board: BoardLayout, a: str, b: str) -> Rect:
    """The bridge between two spaces lying one above the other, across the river."""
    ra, rb = board.of(a), board.of(b)
    low, high = (ra, rb) if ra.y < rb.y else (rb, ra)
    w = ra.w * 0.34
    return Rect(ra.x + (ra.w - w) / 2, low.top, w, high.y - low.top)


def _bridge(c: Canvas, board: BoardLayout, a: str, b: str) -> None:
    """Planks across the river."""
    box = _bridge_box(board, a, b)
    c.setFillColorRGB(*BRIDGE)
    c.setStrokeColorRGB(*tint(BRIDGE, 0.5))
    c.setLineWidth(0.6)
    c.rect(box.x, box.y, box.w, box.h, stroke=1, fill=1)
    for k in range(1, 5):
        y = box.y + box.h * k / 5
        c.line(box.x, y, box.right, y)


def _link(c: Canvas, a: Rect, b: Rect) -> None:
    """The Portal: a gold gate filling the corner of the gap where two diagonal spaces meet."""
    x0, x1 = sorted((min(a.right, b.right), max(a.x, b.x)))
    y0, y1 = sorted((min(a.top, b.top), max(a.y, b.y)))
    reach = mm(2)
    c.setFillColorRGB(*FINAL)
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.6)
    c.rect(x0 - reach, y0 - reach, x1 - x0 + 2 * reach, y1 - y0 + 2 * reach, stroke=1, fill=1)


# --- tiles, glue strips and the assembly page -------------------------------------------------


def paint_glue(c: Canvas, board: BoardLayout, tile: Tile) -> list[Rect]:
    """Shade the glue strips and continue the cell edges across them; return the label boxes."""
    boxes: list[Rect] = []
    strips = []
    if tile.glue_left:
        strips.append(Rect(tile.window.x, tile.visible.y, tile.visible.x - tile.window.x, tile.visible.h))
    if tile.glue_top:
        strips.append(
            Rect(tile.window.x, tile.visible.top, tile.window.w, tile.window.top - tile.visible.top)
        )
    for strip in strips:
        c.setFillColorRGB(0.88, 0.88, 0.88)
        c.rect(strip.x, strip.y, strip.w, strip.h, stroke=0, fill=1)
        c.setStrokeColorRGB(*MUTED)
        c.setLineWidth(0.5)
        vertical = strip.h > strip.w
        for e in board.edges():
            if vertical and strip.y < e < strip.top:
                c.line(strip.x, e, strip.right, e)
            elif not vertical and strip.x < e < strip.right:
                c.line(e, strip.y, e, strip.top)
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.8)
    c.setDash(3, 2)
    if tile.glue_left:
        c.line(tile.visible.x, tile.visible.y, tile.visible.x, tile.window.top)
    if tile.glue_top:
        c.line(tile.window.x, tile.visible.top, tile.visible.right, tile.visible.top)
    c.setDash()
    return boxes


def glue_note(tile: Tile, tiling: Tiling) -> str:
    """What the caption says about gluing this tile."""
    parts = []
    col, row = tile.name[0], int(tile.name[1:])
    if tile.glue_left:
        parts.append(f"its left strip goes under {chr(ord(col) - 1)}{row}")
    if tile.glue_top:
        parts.append(f"its top strip goes under {col}{row - 1}")
    return "; ".join(parts)


def paint_assembly(
    c: Canvas, tiling: Tiling, board: BoardLayout, area: Rect, sides: tuple[SideLayout, ...] = ()
) -> None:
    """The assembly diagram: the board's rings, each sheet's part named, glue strips shaded, and
    the regions that lie beside the board (``sides``) where they go."""
    heading = "Board: how the sheets fit together" if len(tiling.tiles) > 1 else "Board: what lies beside it"
    title = fit_text(heading, area.w, 30, font=BOLD, max_size=16)
    top = draw_block(c, title, area.x, area.top, INK)
    steps = (
        f"The board is printed on {len(tiling.tiles)} sheets, {tiling.cols} across and {tiling.rows} down, "
        "named by column letter and row number (A1 is the top-left sheet). Print at 100 %.\n"
        "1. Cut every sheet along its crop marks.\n"
        "2. A sheet with a grey glue strip on its left or top edge slides under its neighbour there: "
        "put glue on the strip, lay the neighbour over it with its cut edge on the dashed line, and "
        "line up the thin lines in the strip with the edges of the spaces and the river.\n"
        "3. Work row by row from A1. Glued onto card, the board lies flat."
    )
    if len(tiling.tiles) == 1:
        steps = "The board is printed on one sheet. Print at 100 % and cut it along its crop marks."
    if sides:
        steps += f"\n{4 if len(tiling.tiles) > 1 else 1}. " + " ".join(
            f"{side.region.name} prints on pages of its own: cut it out and lay it {side.region.place} of "
            "the board as drawn here, with glue on its grey strip, under the board's edge."
            for side in sides
        )
    text = fit_text(steps, area.w, mm(52), max_size=11)
    top = draw_block(c, text, area.x, top - mm(3), INK) - mm(6)
    whole = Rect(0, 0, board.side, board.side)
    for side in sides:
        whole = _union(whole, side.placed())
    scale = min(area.w / whole.w, (top - area.y) / whole.h)
    ox = area.x + (area.w - whole.w * scale) / 2 - whole.x * scale
    oy = top - (whole.top - whole.y) * scale - whole.y * scale
    c.saveState()
    c.translate(ox, oy)
    c.scale(scale, scale)
    c.setLineWidth(0.5 / scale)
    for inset in range(3):
        ring = board.ring(inset)
        c.setFillColorRGB(*tint(_colour(board, inset), 0.7))
        c.rect(ring.x, ring.y, ring.w, ring.h, stroke=0, fill=1)
        if inset == 0:  # the river inside the outermost ring
            c.setFillColorRGB(*RIVER)
            band = ring.inset(mm(board.size.cell))
            c.rect(band.x, band.y, band.w, band.h, stroke=0, fill=1)
    c.setStrokeColorRGB(*MUTED)
    for _, rect in board.cells:
        c.rect(rect.x, rect.y, rect.w, rect.h, stroke=1, fill=0)
    for side in sides:  # a region beside the board, where it lies
        c.setFillColorRGB(*tint(side.region.colour, 0.55))
        for _, rect in side.cells:
            box = rect.shifted(*side.at)
            c.rect(box.x, box.y, box.w, box.h, stroke=1, fill=1)
    c.restoreState()
    for side in sides:
        box = side.placed()
        name = fit_text(side.region.name, box.w * scale, box.h * scale, font=BOLD, max_size=14)
        middle = oy + (box.y + box.h / 2) * scale + name.height / 2
        draw_block(c, name, ox + (box.x + box.w / 2) * scale - max(name.widths()) / 2, middle, INK)
    for tile in tiling.tiles:
        v = Rect(
            ox + tile.visible.x * scale,
            oy + tile.visible.y * scale,
            tile.visible.w * scale,
            tile.visible.h * scale,
        )
        c.setStrokeColorRGB(*INK)
        c.setLineWidth(1.5)
        c.rect(v.x, v.y, v.w, v.h, stroke=1, fill=0)
        for glue, strip in (
            (tile.glue_left, Rect(v.x, v.y, mm(3), v.h)),
            (tile.glue_top, Rect(v.x, v.top - mm(3), v.w, mm(3))),
        ):
            if glue:
                c.setFillColorRGB(0.6, 0.6, 0.6)
                c.rect(strip.x, strip.y, strip.w, strip.h, stroke=0, fill=1)
        name = f"{tile.name}"
        size = min(28.0, v.h * 0.3, v.w * 0.3)
        c.setFillColorRGB(*PAPER)
        c.roundRect(v.x + v.w / 2 - size * 1.1, v.y + v.h / 2 - size * 0.6, size * 2.2, size * 1.2, 4, 0, 1)
        c.setFillColorRGB(*INK)
        c.setFont(BOLD, size)
        c.drawCentredString(v.x + v.w / 2, v.y + v.h / 2 - size * 0.35, name)


def tile_caption(tile: Tile, tiling: Tiling) -> str:
    total = len(tiling.tiles)
    if total == 1:
        return "Board, one sheet"
    note = glue_note(tile, tiling)
    return f"Board sheet {tile.name} ({tile.number}/{total})" + (f": {note}" if note else "")


def paint_tile(c: Canvas, tiling: Tiling, board: BoardLayout, tile: Tile) -> None:
    """One sheet of the board: clip to its window and its bleed, paint the ground, spaces and
    glue strips."""
    window = tile.to_page(tile.window).inset(-tiling.bleed)
    c.saveState()
    path = c.beginPath()
    path.rect(window.x, window.y, window.w, window.h)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(*tile.origin)
    paint_board_ground(c, board, tile, tiling.bleed)
    paint_glue(c, board, tile)
    c.restoreState()


# --- a region beside the main board -----------------------------------------------------------

ARROW = mm(2.6)  # the side of a track's arrow


def paint_side_ground(c: Canvas, side: object, cells: list[Rect]) -> None:
    """Under a region's spaces (``cells``) and its glue strip: their ground, reaching past every
    cut edge by the bleed (the rest of what is cut out stays paper: a line of the track shorter
    than the others leaves an empty corner to cut away)."""
    c.setFillColorRGB(*tint(side.colour, 0.86))  # type: ignore[attr-defined]
    for part in (*cells, side.glue):  # type: ignore[attr-defined]
        if part is not None:
            box = part.inset(-side.bleed)  # type: ignore[attr-defined]
            c.rect(box.x, box.y, box.w, box.h, stroke=0, fill=1)


def side_marks(side: object) -> list[tuple[float, float, float, float]]:
    """Cut marks at the corners of a region's page's window, outside its bleed."""
    w: Rect = side.window  # type: ignore[attr-defined]
    gap, length = side.bleed + mm(0.5), mm(3.2)  # type: ignore[attr-defined]
    marks = []
    for x in (w.x, w.right):
        marks += [(x, w.top + gap, x, w.top + gap + length), (x, w.y - gap, x, w.y - gap - length)]
    for y in (w.y, w.top):
        marks += [(w.x - gap, y, w.x - gap - length, y), (w.right + gap, y, w.right + gap + length, y)]
    return marks


def paint_side(c: Canvas, side: object) -> None:
    """What a region's page paints over its spaces (``kit.SidePage``): the glue strip, shaded,
    with a dashed line where the board's cut edge goes; an arrow from each space to the next;
    the cut marks."""
    outline: Rect = side.outline  # type: ignore[attr-defined]
    strip: Rect | None = side.glue  # type: ignore[attr-defined]
    ink = side.colour  # type: ignore[attr-defined]
    if strip is not None:
        c.setFillColorRGB(0.88, 0.88, 0.88)
        c.rect(strip.x, strip.y, strip.w, strip.h, stroke=0, fill=1)
        c.setStrokeColorRGB(*INK)
        c.setLineWidth(0.8)
        c.setDash(3, 2)
        if strip.right <= outline.x + 0.01 or strip.x >= outline.right - 0.01:
            x = outline.x if strip.right <= outline.x + 0.01 else outline.right
            c.line(x, strip.y, x, strip.top)
        else:
            y = outline.y if strip.top <= outline.y + 0.01 else outline.top
            c.line(strip.x, y, strip.right, y)
        c.setDash()
    c.setFillColorRGB(*ink)
    c.setStrokeColorRGB(*PAPER)
    c.setLineWidth(0.5)
    for box, way in side.arrows:  # type: ignore[attr-defined]
        _triangle(c, box.right - mm(1.2) - ARROW / 2, box.y + mm(0.8) + ARROW / 2, way)
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.3)
    for x1, y1, x2, y2 in side_marks(side):
        c.line(x1, y1, x2, y2)


def _triangle(c: Canvas, x: float, y: float, way: str, *, size: float = ARROW) -> None:
    """A filled triangle centred at (x, y) pointing ``up``, ``down``, ``left`` or ``right``."""
    half = size / 2
    points = {
        "up": [(x - half, y - half), (x + half, y - half), (x, y + half)],
        "down": [(x - half, y + half), (x + half, y + half), (x, y - half)],
        "left": [(x + half, y - half), (x + half, y + half), (x - half, y)],
        "right": [(x - half, y - half), (x - half, y + half), (x + half, y)],
    }[way]
    path = c.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    c.drawPath(path, stroke=1, fill=1)


def _union(a: Rect, b: Rect) -> Rect:
    x, y = min(a.x, b.x), min(a.y, b.y)
    return Rect(x, y, max(a.right, b.right) - x, max(a.top, b.top) - y)
