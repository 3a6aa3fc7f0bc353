"""Walk a Kivy widget tree and report text that does not fit its box or lies over other text.

A label's text is drawn as a texture centred in the label (Kivy's Label canvas), so the text's
rectangle on screen is known from ``texture_size``, ``center`` and the label's window position.
Only what a person can see counts: widgets with no size, no text, zero opacity (or inside a
parent with zero opacity), or scrolled out of their ScrollView are skipped.
"""

from __future__ import annotations

from dataclasses import dataclass

SLACK = 1.5  # pixels of rounding allowed


@dataclass(frozen=True)
class TextBox:
    text: str
    box: tuple[float, float, float, float]  # the widget, window coordinates: x0, y0, x1, y1
    ink: tuple[float, float, float, float]  # the drawn text, window coordinates
    widget: object
    region: tuple[float, float, float, float]  # where it can be seen (scroll views clip)

    @property
    def seen_ink(self) -> tuple[float, float, float, float]:
        r, i = self.region, self.ink
        return (max(r[0], i[0]), max(r[1], i[1]), min(r[2], i[2]), min(r[3], i[3]))


def _visible_region(widget) -> tuple[float, float, float, float] | None:
    """The window rectangle in which ``widget`` can be seen (clipped by ScrollViews), or None
    when it is hidden (zero opacity, no size, or outside its scroll view)."""
    from kivy.uix.scrollview import ScrollView

    x0, y0 = widget.to_window(widget.x, widget.y)
    x1, y1 = widget.to_window(widget.right, widget.top)
    region = (x0, y0, x1, y1)
    node = widget
    while node is not None:
        if getattr(node, "opacity", 1) <= 0.01:
            return None
        parent = node.parent
        if isinstance(parent, ScrollView):
            px0, py0 = parent.to_window(parent.x, parent.y)
            px1, py1 = parent.to_window(parent.right, parent.top)
            region = (max(region[0], px0), max(region[1], py0), min(region[2], px1), min(region[3], py1))
        if parent is node:
            break
        node = parent
    if region[2] - region[0] < 1 or region[3] - region[1] < 1:
        return None
    return region


def text_boxes(root) -> list[TextBox]:
    from kivy.uix.label import Label

    found = []
    for widget in root.walk(restrict=True):
        if not isinstance(widget, Label) or not widget.text.strip() or widget.width < 1 or widget.height < 1:
            continue
        region = _visible_region(widget)
        if region is None:
            continue
        tw, th = widget.texture_size
        cx, cy = widget.to_window(widget.center_x, widget.center_y)
        x0, y0 = widget.to_window(widget.x, widget.y)
        x1, y1 = widget.to_window(widget.right, widget.top)
        ink = (cx - tw / 2, cy - th / 2, cx + tw / 2, cy + th / 2)
        found.append(TextBox(widget.text, (x0, y0, x1, y1), ink, widget, region))
    return found


def _short(text: str) -> str:
    return " ".join(text.split())[:60]


def _overlap(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return min(w, h) if w > 0 and h > 0 else 0.0


def problems(root) -> list[str]:
    """Every label whose drawn text is larger than its box, and every pair of labels whose
    drawn texts overlap, worded for a test failure."""
    boxes = text_boxes(root)
    found = []
    for b in boxes:
        wide = (b.ink[2] - b.ink[0]) - (b.box[2] - b.box[0])
        tall = (b.ink[3] - b.ink[1]) - (b.box[3] - b.box[1])
        if wide > SLACK or tall > SLACK:
            found.append(
                f"text larger than its box by {max(wide, 0):.0f} x {max(tall, 0):.0f} px: {_short(b.text)!r}"
            )
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            if _overlap(a.seen_ink, b.seen_ink) > SLACK:
                found.append(f"text over text: {_short(a.text)!r} and {_short(b.text)!r}")
    return found


# What must never reach a person: content ids, engine verbs and markers, player indexes, Python
# values and raw lists (issue: plain words only).
JARGON = (
    (r"\b(?:adventure|space|spell|character|purchase|figure|card|talisman|toad)/[a-z0-9-]+", "a content id"),
    (r"\bplayer \d\b", "a player index"),
    (r"\[\d+(?:, ?\d+)*\]", "a raw list"),
    (r"\b(?:None|True|False)\b", "a Python value"),
    (r"(?i)\bunconfirmed\b|stand-in", "an internal marker"),
    (r"'[a-z_]+'", "a quoted engine word"),
    (r"\b[a-z]+_[a-z_]+\b", "an engine name with underscores"),
    (r"Traceback|Error\b|\{'", "Python text"),
)


def jargon(root) -> list[str]:
    """Every visible text that holds something only a programmer would read."""
    import re

    found = []
    for box in text_boxes(root):
        text = re.sub(r"\[/?(?:b|i|u|s|color|size|font|sub|sup)(?:=[^\]]*)?\]", "", box.text)  # markup
        for pattern, what in JARGON:
            match = re.search(pattern, text)
            if match:
                found.append(f"{what} ({match[0]!r}) in {_short(text)!r}")
    return found


def broken_words(root) -> list[str]:
    """Every word wider than the width its wrapping label gives it (``text_size``): Kivy would
    break it inside the word or cut it off, which the texture's size does not show. Each word is
    measured at the label's own type size (words in a smaller ``[size]`` are left out: they fit
    if these do), in bold where the markup makes it bold."""
    import re

    from kivy.core.text import Label as CoreLabel

    found = []
    for box in text_boxes(root):
        widget = box.widget
        width = (getattr(widget, "text_size", None) or (None,))[0]
        if not width:
            continue
        bold, sized = getattr(widget, "bold", False), False
        for part in re.split(r"(\[/?[a-z]+(?:=[^\]]*)?\])", box.text):
            tag = re.fullmatch(r"\[(/?)([a-z]+)(?:=[^\]]*)?\]", part)
            if tag:
                if tag[2] == "b":
                    bold = not tag[1]
                elif tag[2] == "size":
                    sized = not tag[1]
                continue
            for word in [] if sized else part.split():
                label = CoreLabel(
                    text=word, font_size=widget.font_size, font_name=widget.font_name, bold=bold
                )
                label.refresh()
                wide = label.texture.width
                if wide > width + SLACK:
                    found.append(f"a word wider than its box ({wide:.0f} > {width:.0f} px): {word!r}")
    return found
