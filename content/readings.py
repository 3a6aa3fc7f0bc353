"""Printed values a table can read off its own cards: an expansion card's encounter number,
Strength or Craft that no public source confirms (listed under the card's ``unconfirmed``).

The engine asks for them when a game meets such a card (``engine.readings``); the app keeps
the answers on the device; the print kit prints a replacement card with the value read, and
leaves a value nobody has read blank to be written in.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from content.model import Catalogue, Component

# the printed values a table can read off a card, with the values a card can print
RANGES: dict[str, tuple[int, int]] = {"encounter": (1, 6), "strength": (1, 15), "craft": (1, 15)}
WORDS = {"encounter": "encounter number", "strength": "Strength", "craft": "Craft"}


def askable(comp: Component) -> tuple[str, ...]:
    """The printed values of a component no source confirms and a table can read off it."""
    names = comp.unconfirmed
    return tuple(name for name in names if name in RANGES and getattr(comp, name, None) is not None)


def read_into(comp: Component, values: Mapping[str, int]) -> Component:
    """The component with the values read off the table's card (no longer unconfirmed)."""
    read = {name: value for name, value in values.items() if name in askable(comp)}
    if not read:
        return comp
    doubts = tuple(name for name in comp.unconfirmed if name not in read)
    return replace(comp, unconfirmed=doubts, **read)  # type: ignore[arg-type]


def with_readings(catalogue: Catalogue, readings: Mapping[str, Mapping[str, int]]) -> Catalogue:
    """The catalogue with every value the table has read (cards it does not hold are skipped)."""
    if not readings:
        return catalogue
    components = dict(catalogue.components)
    for card, values in readings.items():
        if card in components:
            components[card] = read_into(components[card], values)
    return Catalogue(components)
