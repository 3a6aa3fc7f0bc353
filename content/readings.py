"""Printed values a table can read off its own cards: an expansion card's encounter number,
Strength or Craft that no public source confirms (listed under the card's ``unconfirmed``).

The engine asks for them when a game meets such a card (``engine.readings``); the app keeps
the answers on the device; the print kit prints a replacement card with the value read, and
leaves a value nobody has read blank to be written in.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from content.model import Catalogue, Component

# the printed values a table can read off a card, with the values a card can print
RANGES: dict[str, tuple[int, int]] = {"encounter": (1, 6), "strength": (1, 15), "craft": (1, 15)}
WORDS = {"encounter": "encounter number", "strength": "Strength", "craft": "Craft"}
FORMAT = "talisman-printed-values"  # the file the app exports and the print kit reads


def askable(comp: Component) -> tuple[str, ...]:
    """The printed values of a component no source confirms and a table can read off it."""
    names = comp.unconfirmed
    return tuple(name for name in names if prints(comp, name))


def prints(comp: Component, name: str) -> bool:
    """Whether the card prints this value (a table may read it even where the data is sure:
    the card in the players' hands wins)."""
    return name in RANGES and getattr(comp, name, None) is not None


def read_into(comp: Component, values: Mapping[str, int]) -> Component:
    """The component with the values read off the table's card (no longer unconfirmed)."""
    read = {name: value for name, value in values.items() if prints(comp, name)}
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


def load_file(path: Path | str, catalogue: Catalogue) -> dict[str, dict[str, int]]:
    """The values in a printed-values file the app exported.
    Raises: ValueError as ``file: card: value: problem``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ValueError(f"{path.name}: -: -: cannot read it ({exc.strerror or exc})") from exc
    try:
        body: Any = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"{path.name}: -: -: not a printed-values file ({exc})") from exc
    readings = body.get("readings") if isinstance(body, dict) else None
    if not isinstance(body, dict) or body.get("format") != FORMAT or not isinstance(readings, dict):
        raise ValueError(f"{path.name}: -: -: not a printed-values file (no {FORMAT!r} format)")
    out: dict[str, dict[str, int]] = {}
    for card, values in readings.items():
        if card not in catalogue or not isinstance(values, dict):
            raise ValueError(f"{path.name}: {card}: -: not a card of the game")
        for name, number in values.items():
            if not prints(catalogue[card], name):
                raise ValueError(f"{path.name}: {card}: {name}: not a value this card prints")
            low, high = RANGES[name]
            if type(number) is not int or not low <= number <= high:
                raise ValueError(f"{path.name}: {card}: {name}: {number!r} is not from {low} to {high}")
            out.setdefault(card, {})[name] = number
    return out
