"""Printed values read from the table's own cards.

No public source prints some expansion cards' encounter number, Strength or Craft (the data
lists them under ``unconfirmed``). The engine never plays such a guess silently: the first time
a game meets the card (drawn from a deck), it asks the player who drew it which value the
printed card shows (a ``printed_value`` decision), and the answer holds for the rest of the
game. Values a device already knows come in with the setup (``Setup.readings``).

A game whose setup has ``readings=None`` (saves made before readings existed, quick setups in
code) plays the data's values without asking, as it always did.

A region the table laid out from its own board (a region's readings: each space's place and
picked effect, ``content.readings``) is never asked during a game: it comes with the setup, and
the game's board is built from it (``board_for``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from content.board import Board
from content.model import Catalogue, Component, Region
from content.readings import (
    RANGES,
    WORDS,
    askable,
    layout_problem,
    prints,
    read_into,
    value_range,
    value_words,
    with_readings,
)
from engine.errors import InvalidState
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

COUNTERS = ("lives", "fate")  # printed values a character holds as counters from the start


def known(readings: Mapping[str, Mapping[str, int]], catalogue: Catalogue) -> dict[str, dict[str, int]]:
    """The readings of a game: only cards of the catalogue and values they print.
    Raises: InvalidState for a card the catalogue does not hold or a value the card does not print."""
    for card, values in readings.items():
        if card not in catalogue:
            raise InvalidState(f"readings: {card}: not a card of the game")
        comp = catalogue[card]
        for name, value in values.items():
            if not prints(comp, name):
                raise InvalidState(f"readings: {card}: {name}: the card prints no {value_words(comp, name)}")
            low, high = value_range(comp, name)
            if not low <= value <= high:
                raise InvalidState(f"readings: {card}: {name}: {value} is not a value from {low} to {high}")
        if isinstance(comp, Region) and values:
            problem = layout_problem(comp, catalogue.region(comp.slug), values)
            if problem is not None:
                raise InvalidState(f"readings: {card}: {problem[0]}: {problem[1]}")
    return {card: dict(values) for card, values in readings.items() if values}


_LAID: list[tuple[Mapping[str, Component], tuple[object, ...], Catalogue]] = []  # a few, newest first
KEEP_LAID = 8


def board_for(
    catalogue: Catalogue, boxes: tuple[str, ...], readings: Mapping[str, Mapping[str, int]] | None
) -> tuple[Catalogue, Board]:
    """A game's board: the data's, or with each region its table laid out from its own board
    (the setup's readings of regions), and the catalogue it was made from (the same for the
    same layout, so the games of one layout share their board and its paths)."""
    layout = {
        card: values
        for card, values in (readings or {}).items()
        if values and isinstance(catalogue.components.get(card), Region)
    }
    if not layout:
        return catalogue, catalogue.board(boxes)
    key = tuple(sorted((card, tuple(sorted(values.items()))) for card, values in layout.items()))
    for components, known_key, laid in _LAID:
        if components is catalogue.components and known_key == key:
            return laid, laid.board(boxes)
    laid = with_readings(catalogue, layout)
    _LAID.insert(0, (catalogue.components, key, laid))
    del _LAID[KEEP_LAID:]
    return laid, laid.board(boxes)


@dataclass(frozen=True, eq=False)
class ReadCatalogue(Catalogue):
    """The catalogue as a game sees it: a card's values read at the table replace the data's.
    ``readings`` is the game state's own dictionary, so undo and replay change it in place."""

    readings: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    _made: dict[tuple[str, tuple[tuple[str, int], ...]], Component] = field(default_factory=dict)
    # a card's readings last asked for (the very dictionary, kept) and the card made of them
    _last: dict[str, tuple[Mapping[str, int], Component]] = field(default_factory=dict)

    def __getitem__(self, component_id: str) -> Component:
        read = self.readings.get(component_id)
        if not read:
            return self.components[component_id]
        last = self._last.get(component_id)
        if last is not None and last[0] is read:  # (a reading replaces the dictionary)
            return last[1]
        key = (component_id, tuple(sorted(read.items())))
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = read_into(self.components[component_id], read)
        self._last[component_id] = (read, made)
        return made


def to_ask(g: Game, card: str) -> list[str]:
    """The values of a card just met that this game has yet to ask about."""
    if g.setup.readings is None:
        return []
    base = base_id(card)
    comp = g.cat.components.get(base)
    if comp is None:
        return []
    read = g.state.readings.get(base) or {}
    return [name for name in askable(comp) if name not in read and name in RANGES]


def question(p: int, card: str, value: str) -> Frame:
    """The frame asking player ``p`` which ``value`` the card in their hands prints."""
    return {"kind": "printed_value", "p": p, "card": base_id(card), "value": value}


def ask(g: Game, p: int, card: str) -> None:
    """Ask the table for each unread printed value of ``card`` (drawn by player ``p``)."""
    for name in reversed(to_ask(g, card)):
        g.push(question(p, card, name))


@rule("printed_value")
class PrintedValue(Rule):
    """The value printed on the table's card, for a value no source confirms."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.cat.components[f["card"]].name
        low, high = RANGES[f["value"]]
        which = "how many" if f["value"] in COUNTERS else "which"
        asked = f"{name}: {which} {WORDS[f['value']]} is printed on your card? ({low}-{high})"
        return Decision(f["p"], "printed_value", asked)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        low, high = RANGES[f["value"]]
        return [act("choose", n) for n in range(low, high + 1)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card, name, value = f["card"], f["value"], int(a.args[0])
        before = getattr(g.cat[card], name)
        g.set(g.state.readings, card, {**(g.state.readings.get(card) or {}), name: value})
        g.emit("printed_value", card, name, value)
        if name in COUNTERS:  # a character card's lives or fate: its counters follow the card
            for ch in g.state.players:
                if ch.character == card:
                    change = max(-getattr(ch, name), min(value - before, g.state.stock[name]))
                    g.set(ch, name, getattr(ch, name) + change)
                    g.set(g.state.stock, name, g.state.stock[name] - change)
