"""The setup of a game: who plays which character, with which options and seed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from content.model import Catalogue
from content.readings import CHART, EFFECT, PLACES, RANGES
from engine.errors import InvalidState
from engine.options import check_options
from engine.values import shown

__all__ = ["PlayerSetup", "Setup", "check_boxes"]


MAX_READINGS = 2_000  # cards in a setup's readings (the catalogue has far fewer)
MAX_EFFECTS = 50  # effects a chart row can be read as (the data knows far fewer)
MAX_VALUE_NAME = 40  # characters in a value's name ("chart 3-4")
MAX_NAME = 100  # characters in a name or an id


def _check_text(value: Any, what: str, longest: int) -> None:
    """Raises: InvalidState unless ``value`` is non-empty text any terminal can print."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidState(f"{what} must be a non-empty text, got {shown(value)}")
    if len(value) > longest:
        raise InvalidState(f"{what} has {len(value):,} characters, at most {longest}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidState(f"{what} is not valid text (a lone surrogate at character {exc.start})") from exc
    if not value.isprintable():
        raise InvalidState(f"{what} holds control characters: {shown(value)}")


def check_readings(readings: Any) -> dict[str, dict[str, int]]:
    """A setup's readings as plain dicts. Raises: InvalidState naming the bad entry."""
    if not isinstance(readings, Mapping):
        raise InvalidState(f"readings: a mapping of card to printed values, got {shown(readings)}")
    if len(readings) > MAX_READINGS:
        raise InvalidState(f"readings: {len(readings):,} cards, at most {MAX_READINGS:,}")
    out: dict[str, dict[str, int]] = {}
    for card, values in readings.items():
        if not isinstance(card, str) or not isinstance(values, Mapping):
            raise InvalidState(f"readings: {shown(card)}: a card id with a mapping of values")
        out[card] = {}
        for name, value in values.items():
            chart_row = isinstance(name, str) and name.startswith(CHART) and len(name) < MAX_VALUE_NAME
            # a region laid out from the table's board: a space's place, or the effect it plays
            place = isinstance(name, str) and name.removeprefix(EFFECT).startswith("space/")
            if name not in RANGES and not chart_row and not (place and len(name) < MAX_NAME):
                known = ", ".join([*RANGES, "chart ROW", "SPACE", "effect SPACE"])
                raise InvalidState(f"readings: {card}: {shown(name)}: not a printed value ({known})")
            low, high = (0, max(PLACES, MAX_EFFECTS)) if place else RANGES.get(name, (1, MAX_EFFECTS))
            if type(value) is not int or not low <= value <= high:
                problem = f"{shown(value)} is not a value from {low} to {high}"
                raise InvalidState(f"readings: {card}: {name}: {problem}")
            out[card][name] = value
    return out


@dataclass(frozen=True, kw_only=True)
class PlayerSetup:
    name: str
    character: str  # a character id, e.g. character/warrior


@dataclass(frozen=True, kw_only=True)
class Setup:
    """Players in turn order (the first takes the first turn), expansions and the seed."""

    players: tuple[PlayerSetup, ...]
    expansions: tuple[str, ...] = ()
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    first: int = 0  # index of the player who takes the first turn (core rules, Game Setup)
    # printed values read off the table's cards (engine.readings); None: play the data's values
    readings: dict[str, dict[str, int]] | None = None

    def __post_init__(self) -> None:
        for p in self.players:
            _check_text(p.name, "a player's name", MAX_NAME)
            _check_text(p.character, "a character", MAX_NAME)
        if self.seed is not None and (type(self.seed) is not int or abs(self.seed) >= 2**64):
            raise InvalidState(f"the seed is a whole number below 2**64 or null, got {shown(self.seed)}")
        if type(self.first) is not int:
            raise InvalidState(f"the first player is a player's number, got {shown(self.first)}")
        for name in self.expansions:
            _check_text(name, "an expansion", MAX_NAME)
        if not 1 <= len(self.players) <= 6:
            raise InvalidState(f"a game has 1 to 6 players, got {len(self.players)}")
        if not 0 <= self.first < len(self.players):
            raise InvalidState(f"first player {self.first} is not one of the {len(self.players)} players")
        characters = [p.character for p in self.players]
        if len(set(characters)) != len(characters):
            raise InvalidState(f"each character can be played once: {characters}")
        if len(set(self.expansions)) != len(self.expansions):
            raise InvalidState(f"an expansion is named twice: {list(self.expansions)}")
        check_options(self.options)  # the alternative rules (engine.options)
        if self.readings is not None:
            object.__setattr__(self, "readings", check_readings(self.readings))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "character": p.character} for p in self.players],
            "expansions": list(self.expansions),
            "seed": self.seed,
            "options": dict(self.options),
            "first": self.first,
            **({} if self.readings is None else {"readings": {k: dict(v) for k, v in self.readings.items()}}),
        }

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        """Raises: InvalidState when the mapping is not a setup."""
        if not isinstance(data, dict):
            raise InvalidState(f"not a game setup: expected a mapping with players, got {shown(data)}")
        if not isinstance(data.get("players"), list) or not all(
            isinstance(p, dict) and "name" in p and "character" in p for p in data["players"]
        ):
            raise InvalidState("not a game setup: 'players' must be a list of {name, character}")
        expansions, options = data.get("expansions", []), data.get("options") or {}
        if not isinstance(expansions, list):
            raise InvalidState(f"not a game setup: 'expansions' must be a list, got {shown(expansions)}")
        if not isinstance(options, dict):
            raise InvalidState(f"not a game setup: 'options' must be a mapping, got {shown(options)}")
        players = tuple(PlayerSetup(name=p["name"], character=p["character"]) for p in data["players"])
        return cls(
            players=players,
            expansions=tuple(expansions),
            seed=data.get("seed"),
            options=dict(options),
            first=data.get("first", 0),
            readings=data.get("readings"),
        )

    @classmethod
    def of(
        cls,
        *characters: str,
        seed: int | None = None,
        expansions: tuple[str, ...] = (),
        options: dict[str, Any] | None = None,
    ) -> Setup:
        """A quick setup: players named P1, P2, ... playing the given characters."""
        players = tuple(PlayerSetup(name=f"P{i + 1}", character=c) for i, c in enumerate(characters))
        return cls(players=players, seed=seed, expansions=expansions, options=dict(options or {}))


def check_boxes(setup: Setup, catalogue: Catalogue) -> None:
    """The setup's boxes against the catalogue's declared ones (``content/data/<box>/box.yaml``):
    each is known, and an option that comes with a box is chosen only with that box.

    Raises: InvalidState naming the unknown box or the option and its box.
    """
    known = catalogue.expansions
    unknown = [e for e in setup.expansions if e not in known]
    if unknown:
        raise InvalidState(f"unknown expansion(s) {unknown}; known: {', '.join(known)}")
    for box in catalogue.boxes:
        if box.key in setup.expansions:
            continue
        for flag in box.options:
            if setup.options.get(flag):
                raise InvalidState(f"option {flag} comes with {box.name}: add {box.key} to the expansions")
