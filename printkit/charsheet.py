"""Character sheets: one page per character for keeping track in pencil.

The page shows the character's printed values, starting space, alignment and abilities
(the data's own words), then boxes to write in: Strength and Craft (printed value plus
counters), fate, gold, lives, the alignment now held, Objects, Followers, Spells,
trophies, Toad turns (a Toad stays one for 3 turns: core rules, "Toads") and, when The
Blood Moon is printed, lycanthropy. The layout is computed first (:func:`sheet_layout`),
then painted.
"""

from __future__ import annotations

from dataclasses import dataclass

import content
from content.model import CORE, Catalogue, Character
from content.readings import askable
from printkit import qr
from printkit.cards import Canvas, draw_block
from printkit.faces import plain
from printkit.geometry import Rect, mm
from printkit.icons import draw_icon
from printkit.qr import Payload
from printkit.style import BOLD, INK, ITALIC, MUTED, PAPER, REGULAR, colour, tint
from printkit.textfit import FittedText, fit_text, one_line

STATS = ("Strength", "Craft", "Fate", "Gold", "Lives")
LISTS = (
    ("Objects and Magic Objects", 8),
    ("Followers", 5),
    ("Spells (how many you may hold: Craft 1-2 none, 3 one, 4-5 two, 6 or more three)", 5),
)


@dataclass(frozen=True)
class Box:
    """A labelled box to write in, with ``cells`` little squares (0: an open box)."""

    rect: Rect
    label: str
    printed: str = ""
    cells: int = 0
    cell_labels: tuple[str, ...] = ()


def _sheet_marks(boxes: tuple[str, ...]) -> list[tuple[str, str]]:
    """The yes/no boxes the printed boxes add to a sheet (``box.yaml`` ``sheet``): (name, box)."""
    return [(name, box.key) for box in content.load().boxes if box.key in boxes for name in box.sheet]


@dataclass(frozen=True)
class SheetLayout:
    title: FittedText
    subtitle: FittedText
    abilities: FittedText
    abilities_box: Rect
    qr: Rect
    label: FittedText
    boxes: tuple[Box, ...]
    lines: tuple[tuple[str, Rect, int], ...]  # list heading, box, ruled lines
    mark: Rect | None = None  # the expansion symbol's square, for a character of an expansion


@dataclass(frozen=True)
class SheetPage:
    """What a character sheet page paints: the character and the name of its starting space."""

    character: Character
    start: str
    box_name: str = ""  # the name of the box the character comes in (its box.yaml)
    boxes: tuple[str, ...] = ("core",)  # the boxes printed: a lycanthropy box only with The Blood Moon


def sheet_page(character: Character, catalogue: Catalogue, boxes: tuple[str, ...] = ("core",)) -> SheetPage:
    start = catalogue[character.start].name if character.start in catalogue else character.start
    box = catalogue.box_name(character.expansion) if character.expansion in catalogue.expansions else ""
    return SheetPage(character, start, box, boxes)


def sheet_layout(page: SheetPage, area: Rect) -> SheetLayout:
    """Where everything goes on a character's sheet inside ``area`` (the printable part)."""
    character, start = page.character, page.start
    qr_side = mm(22)
    title = fit_text(character.name, area.w - mm(50), 30, font=BOLD, max_size=22)
    top = area.top - title.height
    unread = askable(character)  # a value nobody has read off the card: written in by hand
    shown = {
        stat: "___" if stat.lower() in unread else str(getattr(character, stat.lower())) for stat in STATS
    }
    sub = (
        f"{character.alignment.title()} character - starts at {start} - printed Strength "
        f"{shown['Strength']}, Craft {shown['Craft']}, fate {shown['Fate']}, lives {shown['Lives']}, "
        f"gold {shown['Gold']}"
    )
    expansion = character.expansion
    if expansion != CORE:
        sub += f" - from {page.box_name}"
    subtitle = fit_text(sub, area.w - mm(50), 30, font=ITALIC, max_size=10)
    top -= subtitle.height + mm(2)
    label = one_line(Payload(character.id).label, mm(45), font=REGULAR, max_size=7)
    qr_box = Rect(area.right - qr_side, area.top - qr_side, qr_side, qr_side)
    mark = None if expansion == "core" else Rect(qr_box.x - mm(14), area.top - mm(10), mm(10), mm(10))
    top = min(top, qr_box.y - label.height - mm(2))

    text = plain("\n".join([character.text, *(a.text for a in character.abilities)]))
    abilities_box = Rect(area.x, top - mm(62), area.w, mm(62))
    abilities = fit_text(text, area.w - mm(4), abilities_box.h - mm(8), max_size=10)
    used = abilities.height + mm(8)
    abilities_box = Rect(area.x, top - used, area.w, used)
    top = abilities_box.y - mm(4)

    boxes: list[Box] = []
    width = (area.w - mm(4) * (len(STATS) - 1)) / len(STATS)
    for k, stat in enumerate(STATS):
        rect = Rect(area.x + k * (width + mm(4)), top - mm(30), width, mm(30))
        boxes.append(Box(rect, stat, f"starts at {shown[stat]}"))
    top -= mm(34)
    row = [
        ("Alignment now", 3, ("Good", "Neutral", "Evil")),
        ("Toad turns left", 3, ("3", "2", "1")),
    ]
    for name, _ in _sheet_marks(page.boxes):  # a box's yes/no box (The Blood Moon's curse)
        row.append((name, 1, ("yes",)))
    width3 = (area.w - mm(4) * (len(row) - 1)) / len(row)
    for k, (name, cells, labels) in enumerate(row):
        rect = Rect(area.x + k * (width3 + mm(4)), top - mm(16), width3, mm(16))
        boxes.append(Box(rect, name, "", cells, labels))
    top -= mm(20)
    trophies = (area.w - mm(4)) / 2
    boxes.append(Box(Rect(area.x, top - mm(16), trophies, mm(16)), "Trophies: Strength points", "7 buy 1"))
    boxes.append(
        Box(
            Rect(area.x + trophies + mm(4), top - mm(16), trophies, mm(16)),
            "Trophies: Craft points",
            "7 buy 1",
        )
    )
    top -= mm(20)
    lines: list[tuple[str, Rect, int]] = []
    room = top - area.y
    total = sum(n for _, n in LISTS)
    for name, n in LISTS:
        h = room * n / total - mm(3)
        lines.append((name, Rect(area.x, top - h, area.w, h), n))
        top -= h + mm(3)
    return SheetLayout(
        title, subtitle, abilities, abilities_box, qr_box, label, tuple(boxes), tuple(lines), mark
    )


def paint_sheet(c: Canvas, page: SheetPage, area: Rect) -> SheetLayout:
    """Paint one character's sheet; return its layout (the tests read the boxes)."""
    character = page.character
    lay = sheet_layout(page, area)
    ink = colour("character")
    top = draw_block(c, lay.title, area.x, area.top, ink)
    draw_block(c, lay.subtitle, area.x, top, MUTED)
    qr.draw(c, Payload(character.id).text(), lay.qr.x, lay.qr.y, lay.qr.w)
    draw_block(c, lay.label, lay.qr.right - lay.label.widths()[0], lay.qr.y - mm(0.5), MUTED)
    if lay.mark is not None:
        draw_icon(c, character.expansion, lay.mark.x, lay.mark.y, lay.mark.w, MUTED)
    box = lay.abilities_box
    c.setFillColorRGB(*tint(ink, 0.9))
    c.roundRect(box.x, box.y, box.w, box.h, mm(2), stroke=0, fill=1)
    heading = one_line("Abilities", box.w, font=BOLD, max_size=8)
    draw_block(c, heading, box.x + mm(2), box.top - mm(1), ink)
    draw_block(c, lay.abilities, box.x + mm(2), box.top - mm(1.5) - heading.height, INK)
    for b in lay.boxes:
        _box(c, b)
    for name, rect, n in lay.lines:
        _ruled(c, name, rect, n)
    return lay


def _box(c: Canvas, box: Box) -> None:
    r = box.rect
    key = box.label.lower()
    ink = colour(key) if key in ("strength", "craft", "fate", "gold", "lives") else colour("character")
    c.setStrokeColorRGB(*ink)
    c.setFillColorRGB(*PAPER)
    c.setLineWidth(1.2)
    c.roundRect(r.x, r.y, r.w, r.h, mm(2), stroke=1, fill=1)
    c.setFillColorRGB(*tint(ink, 0.85))
    c.roundRect(r.x, r.top - mm(6), r.w, mm(6), mm(2), stroke=0, fill=1)
    head = one_line(box.label, r.w - mm(3), font=BOLD, max_size=9)
    draw_block(c, head, r.x + mm(1.5), r.top - mm(1), INK)
    if box.printed:
        note = one_line(box.printed, r.w - mm(3), font=ITALIC, max_size=7)
        draw_block(c, note, r.x + mm(1.5), r.y + note.height + mm(1), MUTED)
    if box.cells:
        pitch = (r.w - mm(12)) / box.cells
        side = mm(5)
        c.setStrokeColorRGB(*MUTED)
        c.setLineWidth(0.8)
        for k in range(box.cells):
            x = r.x + mm(2) + k * pitch
            c.rect(x, r.y + mm(2), side, side, stroke=1, fill=0)
            if k < len(box.cell_labels):
                label = one_line(box.cell_labels[k], pitch - side - mm(2), font=REGULAR, max_size=8)
                draw_block(c, label, x + side + mm(1), r.y + mm(2) + side / 2 + label.height / 2, INK)
    marked = dict(_sheet_marks(tuple(b.key for b in content.load().boxes))).get(box.label)
    if marked is not None:  # a box's own yes/no box carries the box's mark
        draw_icon(c, marked, r.right - mm(9), r.y + mm(1.5), mm(6), MUTED)


def _ruled(c: Canvas, name: str, rect: Rect, n: int) -> None:
    head = one_line(name, rect.w, font=BOLD, max_size=9)
    draw_block(c, head, rect.x, rect.top, colour("character"))
    c.setStrokeColorRGB(*tint(MUTED, 0.4))
    c.setLineWidth(0.5)
    step = (rect.h - head.height) / n
    for k in range(1, n + 1):
        y = rect.top - head.height - k * step
        c.line(rect.x, y, rect.right, y)
