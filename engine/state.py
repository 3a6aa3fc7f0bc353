"""Everything the rulebook tracks, as plain data that round-trips through JSON unchanged.

Collections are tuples and frames are dicts of JSON values, so a change is always one
``Journal.set`` (see ``engine.journal``) and ``State.from_json(s.to_json()) == s``.
Card copies have their own ids: ``adventure/dragon#2``; a card with one copy keeps its id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from engine.errors import InvalidState
from engine.values import shown

ALIGNMENTS = ("good", "neutral", "evil")
Frame = dict[str, Any]  # a piece of pending work on the stack, with its ``kind`` (engine.frames)


def _plain(value: Any) -> Any:
    """A fresh copy of a JSON value (tuples become lists): ``to_json`` shares nothing with the state."""
    kind = type(value)
    if kind is dict:
        return {k: _plain(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [_plain(v) for v in value]
    return value


class _BaseIds(dict[str, str]):
    """Card id -> its base id, each worked out once: the rules ask some ten times an action."""

    def __missing__(self, card: str) -> str:
        if len(self) >= MAX_BASE_IDS:  # any text may come from outside: never grow for ever
            self.clear()
        found = self[card] = card.partition("#")[0]
        return found


MAX_BASE_IDS = 10_000  # the boxes hold about 700 card ids and copies
# ``base_id("adventure/dragon#2")`` -> ``"adventure/dragon"`` (a card with one copy: its id)
base_id: Callable[[str], str] = _BaseIds().__getitem__


def deck_of_card(card: str) -> str:
    """The deck a card belongs to: its id begins with the deck's name (``"highland/opal"`` ->
    ``"highland"``): where it is discarded, or laid back on top."""
    return card.split("/", 1)[0]


@dataclass(eq=True, slots=True)
class CharacterState:
    """One player's character and play area. Strength/craft/fate/lives/gold are what the
    character holds now (counters, tokens, coins); printed values come from the catalogue."""

    player: int
    name: str
    character: str
    position: str
    strength: int = 0  # Strength counters gained in play
    craft: int = 0
    lives: int = 0
    fate: int = 0
    gold: int = 0
    objects: tuple[str, ...] = ()
    followers: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()
    trophies: tuple[str, ...] = ()
    alignment: str = "neutral"
    alignment_card: bool = False  # an Alignment card shows a changed alignment
    toad_turns: int = 0  # turns left as a Toad (0: not a Toad)
    toad_strength: int = 0  # counters gained or lost while a Toad; vanish when it changes back
    toad_craft: int = 0
    lycanthrope: bool = False
    missed_turns: int = 0
    quest: str | None = None  # the Warlock's quest
    turned_back: bool = False  # in the Inner Region, heading back to the Plain of Peril
    fighting: str | None = None  # an Inner Region foe still to beat (Werewolf, Pits)
    alive: bool = True
    out: bool = False  # out of the game (killed after someone reached the Crown)
    ditched: tuple[str, ...] = ()  # cards ditched this turn: cannot be taken back
    alignment_changed: bool = False  # this turn
    effects: tuple[str, ...] = ()  # spells acting until the end of the turn (e.g. invisibility)

    @property
    def is_toad(self) -> bool:
        return self.toad_turns > 0

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for f in fields(self):
            if isinstance(data[f.name], tuple):
                data[f.name] = list(data[f.name])
        return data

    @classmethod
    def from_json(cls, data: Any) -> CharacterState:
        """Raises: InvalidState naming the first field of the wrong type."""
        if not isinstance(data, dict):
            raise InvalidState(f"a character is a mapping, got {type(data).__name__}")
        kinds = {f.name: str(f.type) for f in fields(cls)}
        unknown = set(data) - set(kinds)
        if unknown:
            raise InvalidState(f"unknown character fields {sorted(map(str, unknown))[:5]}")
        missing = [name for name in ("player", "name", "character", "position") if name not in data]
        if missing:
            raise InvalidState(f"a character without {', '.join(missing)}")
        for name, value in data.items():
            _check(f"character field {name}", value, kinds[name])
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
        return cls(**values)


def _texts(value: Any) -> bool:
    return type(value) is list and all(type(v) is str for v in value)


def _whole(value: Any) -> bool:
    return type(value) is int and -(2**63) <= value < 2**63


# piles of card ids by name (decks, discard piles, spaces), as JSON: the same check however kept
_PILES = (lambda v: type(v) is dict and all(map(_texts, v.values())), "a mapping of lists of card ids")

# a field's declared type -> (its check on the JSON value, the words for it)
_KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "int": (_whole, "a whole number"),
    "str": (lambda v: type(v) is str, "a text"),
    "bool": (lambda v: type(v) is bool, "true or false"),
    "tuple[str, ...]": (_texts, "a list of texts"),
    "list[CharacterState]": (lambda v: type(v) is list, "a list of characters"),
    "dict[str, tuple[str, ...]]": _PILES,
    "dict[str, list[str]]": _PILES,
    "dict[str, str]": (
        lambda v: type(v) is dict and all(type(x) is str for x in v.values()),
        "a mapping of texts",
    ),
    "dict[str, int]": (
        lambda v: type(v) is dict and all(map(_whole, v.values())),
        "a mapping of whole numbers",
    ),
    "dict[str, Any]": (lambda v: v is None or type(v) is dict, "a mapping"),
    "dict[str, dict[str, int]]": (
        lambda v: (
            v is None
            or (type(v) is dict and all(type(r) is dict and all(map(_whole, r.values())) for r in v.values()))
        ),
        "a mapping of cards to whole numbers",
    ),
    "list[dict[str, Any]]": (
        lambda v: type(v) is list and all(type(f) is dict and type(f.get("kind")) is str for f in v),
        "a list of frames, each with a kind",
    ),
}


def _check(where: str, value: Any, kind: str) -> None:
    """Raises: InvalidState unless ``value`` (JSON) has the ``kind`` a field declares."""
    if kind.endswith(" | None"):
        if value is None:
            return
        kind = kind.removesuffix(" | None")
    good, words = _KINDS[kind]
    if not good(value):
        raise InvalidState(f"not a saved game state: {where} must be {words}, got {shown(value)}")


DECKS = ("adventure", "spell", "purchase", "talisman", "character")
DISCARDS = ("adventure", "spell")
STOCK = ("strength", "craft", "lives", "fate", "gold", "toad", "alignment")


@dataclass(eq=False, slots=True)
class State:
    """The whole game. ``stack`` holds the pending work (frames) that yields the decision."""

    players: list[CharacterState]
    decks: dict[str, list[str]]  # a card drawn leaves its deck in place (Journal.remove)
    discards: dict[str, tuple[str, ...]]
    board: dict[str, tuple[str, ...]]  # space id -> cards face up on it, in draw order
    stock: dict[str, int]  # what is left in each stockpile (limited resources)
    current: int = 0  # whose turn
    turn: int = 1  # turn number, counting every player's turn
    phase: str = "start"
    time: str = "day"  # Blood Moon: day or night
    figures: dict[str, str] = field(default_factory=dict)  # a roaming figure in play -> its space
    crown_reached: bool = False
    winner: int | None = None
    markers: dict[str, Any] = field(default_factory=dict)  # lasting card effects (a Hex's space)
    stack: list[dict[str, Any]] = field(default_factory=list)  # changed in place (Game.push)
    readings: dict[str, dict[str, int]] = field(default_factory=dict)  # engine.readings

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "decks": {k: list(v) for k, v in self.decks.items()},
            "discards": {k: list(v) for k, v in self.discards.items()},
            "board": {k: list(v) for k, v in self.board.items() if v},
            "stock": dict(self.stock),
            "current": self.current,
            "turn": self.turn,
            "phase": self.phase,
            "time": self.time,
            "figures": dict(self.figures),
            "crown_reached": self.crown_reached,
            "winner": self.winner,
            "markers": _plain(self.markers),
            "stack": _plain(self.stack),
            **({"readings": _plain(self.readings)} if self.readings else {}),
        }

    @classmethod
    def from_json(cls, data: Any) -> State:
        """Raises: InvalidState when ``data`` is not a saved state, naming what is wrong."""
        if not isinstance(data, dict):
            raise InvalidState(f"not a saved game state: a mapping, got {type(data).__name__}")
        for name, kind in STATE_FIELDS.items():
            if name not in data and name not in ("markers", "readings"):
                raise InvalidState(f"not a saved game state: no {name!r}")
            _check(f"state field {name}", data.get(name), kind)
        if not 0 <= data["current"] < len(data["players"]):
            raise InvalidState(f"not a saved game state: current player {data['current']} is not a player")
        try:
            return cls(
                players=[CharacterState.from_json(p) for p in data["players"]],
                decks={k: list(v) for k, v in data["decks"].items()},
                discards={k: tuple(v) for k, v in data["discards"].items()},
                board={k: tuple(v) for k, v in data["board"].items()},
                stock=dict(data["stock"]),
                current=data["current"],
                turn=data["turn"],
                phase=data["phase"],
                time=data["time"],
                figures=dict(data["figures"]),
                crown_reached=data["crown_reached"],
                winner=data["winner"],
                markers=_plain(data.get("markers") or {}),
                stack=[_plain(f) for f in data["stack"]],
                readings=_plain(data.get("readings") or {}),
            )
        except RecursionError as exc:
            raise InvalidState("not a saved game state: nested too deeply") from exc

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    def here(self, space: str) -> list[CharacterState]:
        return [p for p in self.players if p.alive and p.position == space]


# State's fields as saved, with the kind each must have (checked by ``State.from_json``)
STATE_FIELDS = {f.name: str(f.type) for f in fields(State)}
