"""How the Table screen arranges 2-6 player panels in the room a tablet gives (all in dp).

Text never shrinks below 14 sp; instead the layout reflows. Every panel shows five counters
(Strength, Craft, Lives, Fate, Gold). A *full* panel gives each counter its own -/+ buttons
(48 dp touch targets) in as many columns as its width allows; when a table is too crowded for
that, a *compact* panel shows the five values in a 3 x 2 grid whose sixth cell opens the
player's sheet, where the buttons are. Among the grids that fit, the one with the fewest empty
cells and the most room to spare wins, so three players get three columns, not a 2 x 2 grid
with an empty quarter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# The Table screen's measures in dp; table.kv reads them from here, so the layout worked out
# below is the one drawn.
SCREEN_PAD, BAR_GAP = 8.0, 6.0  # round the screen; between its bars and the panel grid
TOOL_BAR, STATUS_LINE, DIE_PAD = 52.0, 24.0, 56.0  # the bars above and below the panels
STATS = 5
GAP = 8.0  # between panels
PAD = 8.0  # inside a panel, each side
SPACING = 4.0  # between cells
NAME_LINE, WHERE_LINE = 30.0, 24.0  # name and character; where they stand
HEADER = NAME_LINE + WHERE_LINE + 2 * SPACING
BUTTONS = 48.0  # the alignment and "More" buttons
FOOTER = BUTTONS + SPACING
COUNTS_LINE = 22.0  # the line counting Objects, Followers, Spells: shown when there is room
COUNTS = COUNTS_LINE + SPACING
CELL_W, CELL_H = 208.0, 52.0  # a counter with -/+ : title and value, two 48 dp buttons
VALUE_W, VALUE_H = 92.0, 52.0  # a counter's title over its value, no buttons (compact)


def panel_room(width: float, height: float) -> tuple[float, float]:
    """The room for the panel grid on a window of ``width`` x ``height`` dp (table.kv)."""
    bars = TOOL_BAR + STATUS_LINE + DIE_PAD + 3 * BAR_GAP
    return width - 2 * SCREEN_PAD, height - 2 * SCREEN_PAD - bars


@dataclass(frozen=True)
class TableLayout:
    cols: int  # panels per row
    rows: int
    form: str  # "full" or "compact"
    stat_cols: int  # counters per row inside a panel
    panel_w: float
    panel_h: float


def _full_fit(w: float, h: float) -> tuple[int, float] | None:
    inner_w, inner_h = w - 2 * PAD, h - 2 * PAD
    stat_cols = min(STATS, int((inner_w + SPACING) // (CELL_W + SPACING)))
    if stat_cols < 1:
        return None
    need_h = HEADER + math.ceil(STATS / stat_cols) * (CELL_H + SPACING) + FOOTER
    if need_h > inner_h:
        return None
    need_w = stat_cols * (CELL_W + SPACING) - SPACING
    return stat_cols, min(inner_w / need_w, inner_h / need_h)


def _compact_fit(w: float, h: float) -> float | None:
    inner_w, inner_h = w - 2 * PAD, h - 2 * PAD
    need_w = 3 * (VALUE_W + SPACING) - SPACING
    need_h = HEADER + 2 * (VALUE_H + SPACING)
    if need_w > inner_w or need_h > inner_h:
        return None
    return min(inner_w / need_w, inner_h / need_h)


def table_layout(players: int, width: float, height: float) -> TableLayout:
    """The best grid for ``players`` panels in ``width`` x ``height`` dp.

    Raises:
        ValueError: fewer than 1 player.
    """
    if players < 1:
        raise ValueError("a table has at least one player")
    best: tuple[tuple[float, ...], TableLayout] | None = None
    for cols in range(1, players + 1):
        rows = math.ceil(players / cols)
        if (rows - 1) * cols >= players:
            continue  # a whole empty row
        w = (width - (cols - 1) * GAP) / cols
        h = (height - (rows - 1) * GAP) / rows
        empty = cols * rows - players
        full = _full_fit(w, h)
        if full is not None:
            stat_cols, room = full
            candidate = TableLayout(cols, rows, "full", stat_cols, w, h)
            key = (1.0, -empty, room)
        else:
            room_c = _compact_fit(w, h)
            candidate = TableLayout(cols, rows, "compact", 3, w, h)
            if room_c is None:  # nothing fits (a tiny window): the least cramped grid
                key = (-1.0, min(w / (3 * VALUE_W), h / (HEADER + 2 * VALUE_H)), -empty)
            else:
                key = (0.0, -empty, room_c)
        if best is None or key > best[0]:
            best = (key, candidate)
    assert best is not None
    return best[1]


Box = tuple[float, float, float, float]  # x, y, width, height


def ground(width: float, height: float, panels: list[Box]) -> list[Box]:
    """The rectangles of a ``width`` x ``height`` screen that no panel covers, in rows.

    The Table screen clears the window to the panels' colour and paints the background only
    here (and in the panels' rounded corners): a tablet that draws in software pays for every
    pixel of every layer, and the panels are most of the screen."""
    inside = [(x, y, x + w, y + h) for x, y, w, h in panels if w > 0 and h > 0]
    xs = sorted({0.0, float(width), *(min(max(v, 0.0), width) for b in inside for v in (b[0], b[2]))})
    ys = sorted({0.0, float(height), *(min(max(v, 0.0), height) for b in inside for v in (b[1], b[3]))})
    found: list[Box] = []
    for y0, y1 in zip(ys, ys[1:], strict=False):
        start = None
        for x0, x1 in zip(xs, xs[1:], strict=False):
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            covered = any(a <= mx <= c and b <= my <= d for a, b, c, d in inside)
            if covered and start is not None:
                found.append((start, y0, x0 - start, y1 - y0))
                start = None
            elif not covered and start is None:
                start = x0
        if start is not None:
            found.append((start, y0, xs[-1] - start, y1 - y0))
    return [r for r in found if r[2] > 0 and r[3] > 0]
