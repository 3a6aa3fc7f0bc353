"""The one-page player aid, written in our own words from the core rulebook's facts.

Sections: the turn, meeting what a space holds, fighting, the Spell limit, trophies, and
for the boxes printed the figures' moves (The Reaper, The Blood Moon) and Day/Night (The
Blood Moon): a core-only kit's aid says nothing of the boxes. Facts come from the core
rulebook sections "Movement", "Encounters", "Battle", "Psychic Combat", "Gaining Spells",
"Trophies" and the digital rulebook's "Time Card"; no sentence is copied.
"""

from __future__ import annotations

import content
from printkit.cards import Canvas, draw_block
from printkit.geometry import Rect, mm
from printkit.style import BOLD, INK, MUTED, REGULAR, colour, tint
from printkit.textfit import fit_text

TITLE = "Talisman - player aid"

SECTIONS: tuple[tuple[str, str], ...] = (
    (
        "Your turn",
        "1. Move. Roll one die and go exactly that many spaces, clockwise or the other way, without "
        "turning back mid-move. In the Inner Region, or as a Toad, you go one space and do not roll.\n"
        "2. Encounter. Where you stop, meet either one character standing there or the space itself. "
        "The space may tell you to draw Adventure Cards up to a number; cards already lying there count."
        "{figures}",
    ),
    (
        "Meeting the cards on a space",
        "Take the cards in rising order of their encounter number (the number in the card's corner): "
        "Events (1), then Enemies (2-3), Strangers (4), Objects and most Followers (5), Places (6). "
        "Cards with the same number go in the order they were drawn. A card that sends itself to "
        "another space is dealt with before the rest.",
    ),
    (
        "Battle and psychic combat",
        "Before the dice: evade if an ability allows it, and cast any Spells. Then each side rolls one "
        "die and adds its Strength (battle) or Craft (psychic combat), counting bonuses from Objects "
        "and Followers: that sum is the attack score. The higher score wins; the loser loses 1 life, "
        "and a beaten Enemy is killed and may be kept as a trophy. Equal scores are a stand-off and "
        "nothing happens. One fate token lets you roll your own die again; the new roll counts.",
    ),
    (
        "Trophies",
        "At the end of your turn you may trade in Enemies you killed: every full 7 points of Strength "
        "on the traded cards buys 1 Strength counter, every full 7 of Craft buys 1 Craft counter. "
        "Points left over are lost, and the cards go to the discard pile. Counters a Toad earns by "
        "trading vanish when it becomes itself again.",
    ),
)


def sections_for(boxes: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The aid's sections for the boxes printed: a box's rules (its ``box.yaml`` ``aid``) and
    its figures' moves only when it is printed."""
    catalogue = content.load()
    figures = [f"the {f.name}" for f in catalogue.figures(boxes)]
    moves = (
        f"\nIf your movement die showed a natural 1, after your turn roll again and move "
        f"{' and then '.join(figures)} that many spaces{' (one roll each)' if len(figures) > 1 else ''}."
        if figures
        else ""
    )
    core = tuple((head, body.replace("{figures}", moves)) for head, body in SECTIONS)
    return core + tuple(section for box in catalogue.boxes if box.key in boxes for section in box.aid)


SPELL_LIMIT: tuple[tuple[str, str], ...] = (("1-2", "0"), ("3", "1"), ("4-5", "2"), ("6+", "3"))


def paint_aid(c: Canvas, page: Rect, boxes: tuple[str, ...] = ("core",)) -> list[Rect]:
    """Paint the aid of ``boxes`` inside ``page`` (the printable area); return the boxes
    holding text."""
    boxes: list[Rect] = []
    ink = colour("adventure")
    title = fit_text(TITLE, page.w, 30, font=BOLD, max_size=20)
    top = draw_block(c, title, page.x, page.top, INK)
    boxes.append(Rect(page.x, top, page.w, page.top - top))
    top -= mm(4)
    for heading, body in sections_for(boxes):
        head = fit_text(heading, page.w, 20, font=BOLD, max_size=13)
        c.setFillColorRGB(*tint(ink, 0.85))
        c.rect(page.x, top - head.height - mm(1), page.w, head.height + mm(1.5), stroke=0, fill=1)
        after = draw_block(c, head, page.x + mm(1.5), top, ink)
        text = fit_text(body, page.w - mm(3), mm(40), max_size=12, min_size=6)
        end = draw_block(c, text, page.x + mm(1.5), after - mm(1.5), INK)
        boxes.append(Rect(page.x, end, page.w, top - end))
        top = end - mm(4)
        if heading.startswith("Meeting"):
            top = _spell_table(c, page.x, top, page.w, boxes)
    return boxes


def _spell_table(c: Canvas, x: float, top: float, width: float, boxes: list[Rect]) -> float:
    ink = colour("spell")
    head = fit_text("Spell limit: how many Spells you may hold", width, 20, font=BOLD, max_size=13)
    c.setFillColorRGB(*tint(ink, 0.85))
    c.rect(x, top - head.height - mm(1), width, head.height + mm(1.5), stroke=0, fill=1)
    top = draw_block(c, head, x + mm(1.5), top, ink)
    cell_w, cell_h = width / (len(SPELL_LIMIT) + 1), mm(7)
    rows = (("Your Craft", *(k for k, _ in SPELL_LIMIT)), ("Spells", *(v for _, v in SPELL_LIMIT)))
    for r, row in enumerate(rows):
        y = top - mm(1.5) - (r + 1) * cell_h
        for i, cell in enumerate(row):
            c.setStrokeColorRGB(*MUTED)
            c.setLineWidth(0.5)
            c.rect(x + i * cell_w, y, cell_w, cell_h, stroke=1, fill=0)
            c.setFillColorRGB(*INK)
            c.setFont(BOLD if i == 0 else REGULAR, 11)
            c.drawCentredString(x + (i + 0.5) * cell_w, y + cell_h / 2 - 4, cell)
    end = top - mm(1.5) - 2 * cell_h
    boxes.append(Rect(x, end, width, top - end))
    note = fit_text(
        "Craft from Objects counts while you have them. Holding more Spells than your Craft allows, "
        "you discard the extra ones at once, choosing which.",
        width - mm(3),
        mm(14),
        max_size=12,
        min_size=6,
    )
    after = draw_block(c, note, x + mm(1.5), end - mm(1.5), INK)
    boxes.append(Rect(x, after, width, end - after))
    return after - mm(4)
