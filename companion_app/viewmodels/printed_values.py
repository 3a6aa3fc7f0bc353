"""The Printed values screen: every expansion card value no public source confirms (encounter
number, Strength, Craft, a figure's chart results), with what this device has read off the
table's own cards. A value is set from the card in hand, changed, forgotten, and exported for
the print kit (``talisman print cards --readings FILE``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion_app.viewmodels.layout_form import effect_spaces, effect_value, regions_to_lay_out
from content.readings import CHART, EFFECT, askable, value_range, value_words

LAYOUT = "layout"  # a region's row: the order of its spaces from the entrance (its own editor)


@dataclass(frozen=True)
class ValueRow:
    card: str
    value: str  # encounter, strength, craft or "chart ROW"
    name: str
    box: str  # the box's name, as printed on its lid
    number: int | None  # read off the card, or None
    what: str  # the value in words: "Strength", "Werewolf's chart, 3-4"
    options: tuple[tuple[int, str], ...]  # (number, button label)
    on: str = "card"  # where the table reads it: its "card", or its "board" (a space, a region)

    @property
    def words(self) -> str:
        if self.is_layout:
            shown = (
                f"laid out, {self.number} spaces" if self.number else "not laid out yet (the likely order)"
            )
            return f"{self.name}'s board: {self.what}: {shown}"
        read = dict(self.options).get(self.number) if self.number is not None else None
        shown = read if read is not None else "not read yet"
        if self.value.startswith(EFFECT) and read is None:
            shown = "not read yet (played by hand)"
        if self.is_chart:
            return f"{self.what} ({self.box}): {shown}"
        return f"{self.name} ({self.box}): {self.what} {shown}"

    @property
    def is_chart(self) -> bool:
        """A value read as a sentence (a chart row's effect, a space's printed text)."""
        return self.value.startswith((CHART, EFFECT))

    @property
    def is_layout(self) -> bool:
        return self.value == LAYOUT

    @property
    def question(self) -> str:
        if self.is_chart:
            return f"{self.what}: as printed on your {self.on}"
        return f"{self.name}: the {self.what} printed on your {self.on}"


def _row(card: Any, value: str, known: dict[str, dict[str, int]], catalogue: Any) -> ValueRow:
    low, high = value_range(card, value)
    chart = value.startswith(CHART)
    options = tuple(
        (n, value_words(card, value, n).split(": ", 1)[-1] if chart else str(n)) for n in range(low, high + 1)
    )
    box = catalogue.box_name(card.expansion)
    number = (known.get(card.id) or {}).get(value)
    on = "board" if card.kind == "space" else "card"
    return ValueRow(card.id, value, card.name, box, number, value_words(card, value), options, on)


def rows(catalogue: Any, known: dict[str, dict[str, int]], text: str = "") -> list[ValueRow]:
    """One row per value to read, by box then name; ``text`` keeps names holding every word."""
    words = text.lower().split()
    out = []
    kinds = ("character", "figure", "adventure", "space")
    for card in [c for kind in kinds for c in catalogue.of_kind(kind)]:
        if all(w in card.name.lower() for w in words):
            out += [_row(card, value, known, catalogue) for value in askable(card)]
    for region in regions_to_lay_out(catalogue):
        read = known.get(region.id) or {}
        box = catalogue.box_name(region.expansion)
        if all(w in region.name.lower() for w in words):
            placed = sum(1 for name, n in read.items() if n and not name.startswith(EFFECT))
            what = "its spaces in order from the entrance"
            out.append(ValueRow(region.id, LAYOUT, region.name, box, placed or None, what, (), "board"))
        for space in effect_spaces(catalogue, region, read):
            if all(w in space.name.lower() for w in words):
                value = effect_value(space)
                options = ((0, "By hand"), *((n, e["label"]) for n, e in enumerate(region.effects, start=1)))
                what = f"{space.name}: what the space does"
                out.append(
                    ValueRow(region.id, value, space.name, box, read.get(value), what, options, "board")
                )
    return sorted(out, key=lambda r: (r.box, not r.is_layout, not r.is_chart, r.name, r.value))


def summary(all_rows: list[ValueRow]) -> str:
    read = sum(r.number is not None for r in all_rows)
    return f"{read} of {len(all_rows)} values read off your cards"
