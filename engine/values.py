"""Small values that parse and print: actions, events and decisions.

An action is a verb and a few arguments, printed the way a table would say it:
``roll 4``, ``move space/outer/tavern``, ``draw adventure/giant``. The same text, split on
spaces, is its JSON form, so a log line stays readable.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.errors import InvalidAction, InvalidState

Arg = str | int

CHANCE = -1  # the player index of chance: dice and card draws
NOBODY = -2  # the game is over: nobody decides

# verb -> (min args, max args); a malformed action is refused before any rule is consulted
VERBS: dict[str, tuple[int, int]] = {
    "roll": (1, 1),  # a die result, 1-6 (chance)
    "draw": (1, 1),  # a card drawn from a deck (chance)
    "begin": (0, 0),  # start of turn: go on to movement
    "move": (1, 1),  # move to a space
    "reroll": (0, 0),  # pay one fate to roll the last die again
    "accept": (0, 0),  # keep the roll
    "encounter": (1, 2),  # "space" or a character id on the same space [, "psychic"]
    "fight": (0, 0),
    "evade": (0, 0),
    "cast": (1, 3),  # spell id [, target [, what is taken]]
    "use": (1, 3),  # a character's special ability by key [, arguments]
    "pass": (0, 0),  # let a chance to cast a Spell go by
    "attempt": (1, 1),  # Portal of Power: strength or craft
    "choose": (1, 1),  # an option number of a choose step
    "take": (1, 1),  # a card from the space
    "buy": (1, 1),
    "reward": (1, 1),  # after beating a character: life, gold or an object id
    "ditch": (1, 1),
    "discard": (1, 1),
    "trade": (1, 1),  # trophies for strength or craft
    "turn_back": (0, 0),
    "done": (0, 0),
    "end": (0, 0),
    "adjust": (1, 4),
}


MAX_DIGITS = 18  # a number in an action (a die, a count, a player) is far shorter
SHOWN = 40  # characters of a bad input quoted in a message


def shown(value: Any) -> str:
    """A value as a short text for a message: what the input said, as JSON where it can be,
    never the whole of a huge or deeply nested input (its kind instead)."""
    if type(value) is int and value.bit_length() > 64:
        return "a number too large"
    if isinstance(value, str):
        text = repr(value)
    elif isinstance(value, (list, tuple, dict)) and len(value) > SHOWN:
        return f"a {type(value).__name__} of {len(value):,} items"
    else:
        try:
            text = json.dumps(value)
        except (TypeError, ValueError, RecursionError):
            return f"a {type(value).__name__}"
    return text if len(text) <= SHOWN else text[: SHOWN - 3] + "..."


def _parse_arg(text: str) -> Arg:
    body = text[1:] if text.startswith("-") else text
    if body.isascii() and body.isdigit():  # not "²" nor "--5": those stay text
        if len(body) > MAX_DIGITS:
            raise InvalidAction(f"a number of {len(body):,} digits: at most {MAX_DIGITS} in an action")
        return int(text)
    return text


LARGEST = 10**MAX_DIGITS


def _plain_arg(arg: object) -> bool:
    """Text, or a whole number of at most ``MAX_DIGITS`` digits (no bool)."""
    return (type(arg) is str and arg != "") or (type(arg) is int and -LARGEST < arg < LARGEST)


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """Something a player (or chance) does. ``Action("roll", (4,))`` prints as ``roll 4``."""

    verb: str
    args: tuple[Arg, ...]

    def __init__(self, verb: str, args: tuple[Arg, ...] = ()) -> None:
        _ACTION_VERB(self, verb)  # (made many times an action: the slots filled at once)
        _ACTION_ARGS(self, args)
        self._check()

    def _check(self) -> None:
        """A known verb with plain arguments, as many as it takes. Raises: InvalidAction."""
        bounds = VERBS.get(self.verb) if type(self.verb) is str else None
        args = self.args
        if (
            bounds
            and type(args) is tuple
            and bounds[0] <= len(args) <= bounds[1]
            and all(map(_plain_arg, args))
        ):
            return  # the usual case, checked cheaply: a known verb with plain arguments
        if bounds is None:
            raise InvalidAction(f"unknown action {shown(self.verb)}; known: {', '.join(VERBS)}")
        if type(args) is not tuple:
            raise InvalidAction(f"the arguments of {self.verb!r} are a tuple, got {shown(args)}")
        for arg in args:
            if not _plain_arg(arg):
                raise InvalidAction(f"bad argument {shown(arg)} in {self.verb!r}")
        raise InvalidAction(
            f"{self.verb!r} takes {bounds[0]}-{bounds[1]} argument(s), got {len(args)}: {self}"
        )

    @classmethod
    def of(cls, verb: str, *args: Arg) -> Action:
        return cls(verb, tuple(args))

    @classmethod
    def parse(cls, text: str) -> Action:
        """``"roll 4"`` -> ``Action("roll", (4,))``. Raises: InvalidAction."""
        if not isinstance(text, str) or not text.strip():
            raise InvalidAction(f"empty or non-text action {shown(text)}")
        verb, *rest = text.split()
        return cls(verb, tuple(_parse_arg(r) for r in rest))

    def to_json(self) -> str:
        return str(self)

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Accepts the text form or ``{"action": "roll 4"}``. Raises: InvalidAction."""
        if isinstance(data, dict):
            data = data.get("action")
        if not isinstance(data, str):
            raise InvalidAction(f"an action is a text like 'roll 4', got {shown(data)}")
        return cls.parse(data)

    def __str__(self) -> str:
        return " ".join([self.verb, *map(str, self.args)])


# Actions the rules offer again and again (``move SPACE``, ``take CARD``), each made once:
# an action is immutable, so every list of legal actions may share it.
_MADE: dict[tuple[str, tuple[Arg, ...]], Action] = {}
MAX_MADE = 20_000  # forgotten all at once beyond this (the board and the cards give far fewer)


def act(verb: str, *args: Arg) -> Action:
    """``Action(verb, args)``, made the first time it is asked for and shared after that."""
    key = (verb, args)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= MAX_MADE:
            _MADE.clear()
        found = _MADE[key] = Action(verb, args)
    return found


class _Shared(dict[tuple[Arg, ...], tuple[Arg, ...]]):
    """Tuples of a few numbers kept in frames (dice rolled, Spells held and cast this turn), one
    object for each value: ``NUMBERS[(2, 5)]`` is the shared ``(2, 5)``. After its first
    collection the garbage collector stops tracking a tuple of numbers, and a frame that holds
    only such values and plain ones is not tracked at all, so the frames a game keeps for undo
    leave the collector less to look through. (The values are few: counts of four to six
    players' Spells, a few dice.)"""

    def __missing__(self, key: tuple[Arg, ...]) -> tuple[Arg, ...]:
        self[key] = key
        return key


NUMBERS = _Shared()


class Actions(dict[Arg, Action]):
    """``verb ARG`` for each argument asked for, made once and shared (``Actions("move")[space]``:
    a dictionary lookup, cheaper than ``act`` for the actions listed at every move or draw)."""

    def __init__(self, verb: str) -> None:
        super().__init__()
        self.verb = verb

    def __missing__(self, arg: Arg) -> Action:
        found = self[arg] = act(self.verb, arg)
        return found


_EVENT_WORD = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')  # a quoted text or a run of non-spaces


def _show_event_arg(arg: Arg) -> str:
    """An argument as one word: free text that would not read back as itself (spaces, empty,
    digits, a leading quote) is quoted as JSON: ``"moving the Grim Reaper"``."""
    text = str(arg)
    one_word = text.split() == [text] and not text.startswith('"')
    if isinstance(arg, str) and not (one_word and not _looks_numeric(text)):
        return json.dumps(arg, ensure_ascii=False)
    return text


def _looks_numeric(text: str) -> bool:
    """Whether the word would read back as a number (so text like it must be quoted)."""
    body = text[1:] if text.startswith("-") else text
    return body.isascii() and body.isdigit()


def _read_event_arg(word: str) -> Arg:
    if not word.startswith('"'):
        try:
            return _parse_arg(word)
        except InvalidAction as exc:
            raise InvalidState(f"bad number {word[:20]}... in an event") from exc
    try:
        value = json.loads(word)
    except ValueError:
        value = None
    if not isinstance(value, str):
        raise InvalidState(f"bad quoted text {word!r} in an event")
    return value


class Event(NamedTuple):
    """Something that happened: ``Event("gain", (0, "strength", 1))`` prints ``gain 0 strength 1``;
    free text is quoted (``turn_ends "immobilised by a Spell"``) so the text reads back the same.
    (A named pair: the rules make some two an action, ``Game.emit`` with ``tuple.__new__``.)"""

    kind: str
    args: tuple[Arg, ...] = ()

    def to_json(self) -> str:
        return str(self)

    @classmethod
    def from_json(cls, data: str) -> Event:
        """The text form back into an event. Raises: InvalidState."""
        words = _EVENT_WORD.findall(data) if isinstance(data, str) else []
        if not words:
            raise InvalidState(f"an event is a text like 'gain 0 strength 1', got {shown(data)}")
        kind, *rest = words
        return cls(kind, tuple(_read_event_arg(r) for r in rest))

    def __str__(self) -> str:
        return " ".join([self.kind, *map(_show_event_arg, self.args)])


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """Who decides now (a player index, ``CHANCE`` or ``NOBODY``) and what about."""

    player: int
    kind: str
    prompt: str

    def __init__(self, player: int, kind: str, prompt: str = "") -> None:
        _DECISION_PLAYER(self, player)  # (made at every decision: the slots filled at once)
        _DECISION_KIND(self, kind)
        _DECISION_PROMPT(self, prompt)

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE

    @property
    def is_terminal(self) -> bool:
        return self.player == NOBODY

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt}


# A frozen dataclass fills its slots through ``object.__setattr__``; these fill them directly.
_ACTION_VERB = Action.__dict__["verb"].__set__
_ACTION_ARGS = Action.__dict__["args"].__set__
_DECISION_PLAYER = Decision.__dict__["player"].__set__
_DECISION_KIND = Decision.__dict__["kind"].__set__
_DECISION_PROMPT = Decision.__dict__["prompt"].__set__
