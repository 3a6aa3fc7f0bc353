"""The Printed values screen: every expansion card value no public source confirms (encounter
number, Strength, Craft), with what this device has read off the table's own cards. A value
is set from the card in hand, changed, forgotten, and exported for the print kit
(``talisman print cards --readings FILE``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from content.model import EXPANSION_NAMES
from content.readings import RANGES, WORDS, askable


@dataclass(frozen=True)
class ValueRow:
    card: str
    value: str  # encounter, strength or craft
    name: str
    box: str  # the box's name, as printed on its lid
    number: int | None  # read off the card, or None

    @property
    def words(self) -> str:
        what = WORDS[self.value]
        shown = f"{self.number}" if self.number is not None else "not read yet"
        return f"{self.name} ({self.box}): {what} {shown}"

    @property
    def choices(self) -> range:
        low, high = RANGES[self.value]
        return range(low, high + 1)

    @property
    def question(self) -> str:
        return f"{self.name}: the {WORDS[self.value]} printed on your card"


def rows(catalogue: Any, known: dict[str, dict[str, int]], text: str = "") -> list[ValueRow]:
    """One row per value to read, by box then name; ``text`` keeps names holding every word."""
    words = text.lower().split()
    out = []
    for card in catalogue.of_kind("adventure"):
        if not all(w in card.name.lower() for w in words):
            continue
        for value in askable(card):
            box = EXPANSION_NAMES.get(card.expansion, card.expansion)
            out.append(ValueRow(card.id, value, card.name, box, (known.get(card.id) or {}).get(value)))
    return sorted(out, key=lambda r: (r.box, r.name, r.value))


def summary(all_rows: list[ValueRow]) -> str:
    read = sum(r.number is not None for r in all_rows)
    return f"{read} of {len(all_rows)} values read off your cards"
