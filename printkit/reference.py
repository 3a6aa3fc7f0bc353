"""Pages to read at the table: the board reference and the rules summary, set in two columns.

A reading page is planned like every other page: :func:`reading_pages` wraps each section's
heading, paragraphs and table rows at fixed sizes (never under 8 pt, to be read across a
table) and flows them down two columns and over as many pages as they need, a heading never
left alone at the foot of a column. The result is a list of :class:`Mark` (a line of text, a
tinted band, a rule) per page that :func:`paint_reading` draws as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from printkit.cards import Canvas
from printkit.geometry import Rect, mm
from printkit.plan import KitOptions, PagePlan, below_caption, caption_strip, plain_page
from printkit.style import BOLD, INK, MUTED, REGULAR, colour, tint
from printkit.textfit import LEADING, PARAGRAPH_GAP, wrap

TITLE_SIZE = 14.0
HEAD_SIZE = 10.0
BODY_SIZE = 8.5
COLUMNS = 2
GAP = mm(6)  # between the columns
KEY_WIDTH = mm(14)  # a table's first column (the die roll, the space's number)


@dataclass(frozen=True)
class Section:
    """A heading, paragraphs (split on newlines) and a two-column table below them."""

    heading: str
    text: str = ""
    rows: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Mark:
    """One thing drawn on a reading page: ``text`` at (x, baseline), or a band or a rule."""

    kind: str  # "text", "band" (a tinted box behind a heading) or "rule" (a line under a row)
    x: float
    y: float
    text: str = ""
    font: str = REGULAR
    size: float = BODY_SIZE
    w: float = 0.0
    h: float = 0.0


@dataclass(frozen=True)
class ReadingPage:
    """What a reading page paints, and the colour of its bands."""

    marks: tuple[Mark, ...]
    tint_key: str


@dataclass(frozen=True)
class _Block:
    """Marks relative to the block's top-left, and its height: placed whole in a column."""

    marks: tuple[Mark, ...]
    height: float
    keep_with_next: bool = False


def _lines(text: str, font: str, size: float, width: float, x: float = 0.0) -> list[_Block]:
    """Each wrapped line (and each paragraph break) as a block of its own."""
    out = []
    leading = size * LEADING
    for line in wrap(text, font, size, width):
        if line is None:
            out.append(_Block((), leading * PARAGRAPH_GAP))
        else:
            out.append(_Block((Mark("text", x, -size * 0.93, line, font, size),), leading))
    return out


def _heading(text: str, width: float) -> _Block:
    lines = [b for b in _lines(text, BOLD, HEAD_SIZE, width - mm(3), mm(1.5)) if b.marks]
    height = sum(b.height for b in lines) + mm(1.5)
    marks = [Mark("band", 0, -height, w=width, h=height)]
    top = -mm(0.75)
    for block in lines:
        marks += [replace(m, y=m.y + top) for m in block.marks]
        top -= block.height
    return _Block(tuple(marks), height + mm(1), keep_with_next=True)


def _row(key: str, value: str, width: float) -> _Block:
    """A table row: the key in bold on the left, the value wrapped beside it, a rule below.
    A value's first line ends at its first newline and is bold when there is more below it
    (a space's name above its rule)."""
    keys = [k for k in wrap(key, BOLD, BODY_SIZE, KEY_WIDTH - mm(1)) if k is not None]
    leading = BODY_SIZE * LEADING
    marks = [Mark("text", 0, -BODY_SIZE * 0.93 - n * leading, line, BOLD) for n, line in enumerate(keys)]
    name, _, rest = value.partition("\n")
    parts = [(name, BOLD), (rest, REGULAR)] if rest.strip() else [(value, REGULAR)]
    depth = 0.0
    for text, font in parts:
        for line in wrap(text, font, BODY_SIZE, width - KEY_WIDTH):
            if line is None:
                depth += leading * PARAGRAPH_GAP
                continue
            marks.append(Mark("text", KEY_WIDTH, -BODY_SIZE * 0.93 - depth, line, font))
            depth += leading
    height = max(depth, leading * len(keys)) + mm(0.8)
    marks.append(Mark("rule", 0, -height + mm(0.3), w=width))
    return _Block(tuple(marks), height + mm(0.4))


def _blocks(sections: tuple[Section, ...], width: float) -> list[_Block]:
    out: list[_Block] = []
    for section in sections:
        out.append(_heading(section.heading, width))
        if section.text:
            out += _lines(section.text, REGULAR, BODY_SIZE, width)
        if section.text and section.rows:
            out.append(_Block((), mm(1.5)))
        out += [_row(key, value, width) for key, value in section.rows]
        out.append(_Block((), mm(2.5)))
    return out


def reading_pages(
    title: str, sections: tuple[Section, ...], options: KitOptions, *, tint_key: str = "adventure"
) -> list[PagePlan]:
    """The sections laid over as many pages as they need, captioned "``title`` 2/3", and a
    blank reverse after an odd last page so that the next sheet starts on a front.

    Raises: ValueError if the paper has no room for two columns.
    """
    area = below_caption(options.sheet).inset(mm(2))
    width = (area.w - GAP * (COLUMNS - 1)) / COLUMNS
    if width < KEY_WIDTH * 3:
        raise ValueError(f"{options.sheet.name} paper is too narrow for the {title.lower()}")
    blocks = [_Block(_lines(title, BOLD, TITLE_SIZE, width)[0].marks, TITLE_SIZE * LEADING + mm(2))]
    blocks += _blocks(sections, width)
    pages: list[list[Mark]] = [[]]
    column, top = 0, area.top
    for n, block in enumerate(blocks):
        need = block.height
        if block.keep_with_next and n + 1 < len(blocks):
            need += blocks[n + 1].height  # a heading goes with the first line under it
        if top - need < area.y and top < area.top:  # no room left in this column
            column += 1
            top = area.top
            if column == COLUMNS:
                pages.append([])
                column = 0
            if not block.marks:  # no gap at the top of a column
                continue
        x = area.x + column * (width + GAP)
        pages[-1] += [replace(m, x=m.x + x, y=m.y + top) for m in block.marks]
        top -= block.height
    plans = []
    for n, marks in enumerate(pages, 1):
        caption = f"{title} {n}/{len(pages)}" if len(pages) > 1 else title
        plans.append(plain_page("reading", caption, options, extra=ReadingPage(tuple(marks), tint_key)))
    if len(plans) % 2:
        strip = caption_strip(options.sheet)
        plans.append(
            PagePlan("blank", f"{plans[-1].caption}, back left blank", text_areas=(strip,), header=strip)
        )
    return plans


def paint_reading(c: Canvas, page: ReadingPage) -> None:
    """Draw a reading page's marks."""
    ink = colour(page.tint_key)
    for mark in page.marks:
        if mark.kind == "band":
            c.setFillColorRGB(*tint(ink, 0.85))
            c.rect(mark.x, mark.y, mark.w, mark.h, stroke=0, fill=1)
        elif mark.kind == "rule":
            c.setStrokeColorRGB(*tint(MUTED, 0.5))
            c.setLineWidth(0.4)
            c.line(mark.x, mark.y, mark.x + mark.w, mark.y)
    for mark in page.marks:
        if mark.kind == "text":
            c.setFillColorRGB(*(ink if mark.font == BOLD and mark.size == HEAD_SIZE else INK))
            c.setFont(mark.font, mark.size)
            c.drawString(mark.x, mark.y, mark.text)


def text_box(page: ReadingPage) -> list[Rect]:
    """The box of each line of text on the page (baseline to cap height), for checks."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return [
        Rect(m.x, m.y - m.size * 0.24, stringWidth(m.text, m.font, m.size), m.size * 1.17)
        for m in page.marks
        if m.kind == "text"
    ]
