"""Card entry: what is left in the Adventure deck, search-as-you-type, and encounter order.

Core rulebook "Encountering Cards": the cards on a space are encountered in order of their
encounter number, lowest first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from content.model import ADVENTURE_TYPE_NAMES
from content.readings import askable


def shown_name(component: Any) -> str:
    """A component's name as the table reads it. A fact no source confirms stays marked in the
    data (``verified: false``, listed by ``talisman content check``), never on screen."""
    return str(component.name)


@dataclass(frozen=True)
class DeckEntry:
    id: str
    name: str
    kind: str
    encounter: int | None  # None: no source prints it and the table has not read it yet
    left: int
    verified: bool = True
    box: str = ""  # the box's name, when a card of another box in play has the same name

    @property
    def shown(self) -> str:
        return f"{self.name} ({self.box})" if self.box else self.name

    @property
    def kind_words(self) -> str:
        return ADVENTURE_TYPE_NAMES.get(self.kind, self.kind.replace("-", " ").title())


def base_id(card_id: str) -> str:
    """``adventure/bandit#2`` -> ``adventure/bandit``."""
    return card_id.split("#", 1)[0]


def deck_left(
    catalogue: Any, out_of_deck: Iterable[str], expansions: Iterable[str] = (), deck: str = "adventure"
) -> list[DeckEntry]:
    """Each card still in the deck (copies in the box minus those out), by name: the Adventure
    deck, or the deck a region's spaces draw from (the Dungeon's); the deck holds the core
    box's cards and those of the expansions in play (``catalogue`` with the values the table
    has read, ``content.readings.with_readings``)."""
    out = Counter(base_id(c) for c in out_of_deck)
    boxes = ("core", *expansions)
    in_play = [c for c in catalogue.of_kind(deck) if getattr(c, "expansion", "core") in boxes]
    named: dict[str, set[str]] = {}
    for card in in_play:
        named.setdefault(card.name, set()).add(getattr(card, "expansion", "core"))
    entries = [
        DeckEntry(
            card.id,
            card.name,
            card.type,
            None if "encounter" in askable(card) else card.encounter,  # unread: no guess on screen
            card.copies - out[card.id],
            card.verified,
            _box_name(catalogue, card) if len(named[card.name]) > 1 else "",
        )
        for card in in_play
        if card.copies - out[card.id] > 0
    ]
    return sorted(entries, key=lambda e: e.name)


def _box_name(catalogue: Any, card: Any) -> str:
    """A card's box as its name's tag says it: "core game", "The Reaper"."""
    box = getattr(card, "expansion", "core")
    if box == "core":
        return "core game"
    try:
        return str(catalogue.box_name(box))
    except (AttributeError, KeyError):
        return str(box)


def search(entries: list[DeckEntry], text: str, *, limit: int | None = 12) -> list[DeckEntry]:
    """Entries whose name contains every typed word; names starting with the text first
    (``limit`` None: all of them)."""
    words = text.lower().split()
    found = [e for e in entries if all(w in e.name.lower() for w in words)]
    typed = text.strip().lower()
    found.sort(key=lambda e: (not e.name.lower().startswith(typed), e.name))
    return found if limit is None else found[:limit]


def encounter_order(card_ids: Iterable[str], catalogue: Any) -> list[str]:
    """The cards on a space in the order they are encountered (stable for equal numbers)."""

    def number(card_id: str) -> int:
        base = base_id(card_id)
        card = catalogue[base] if base in catalogue else None  # a game's catalogue: values read
        return getattr(card, "encounter", 9) or 9

    return sorted(card_ids, key=number)
