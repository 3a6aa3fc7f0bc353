"""Named hook points where card, ability, expansion and alternative rules join the core rules.

The core asks at a named point (``call`` runs every hook and collects their answers, ``run``
runs every hook for what it does, ``first`` stops at the first truthy answer, ``fold`` threads
a value through them); handler modules register with
``@on("<name>")``. The points in use include ``attack_bonus``, ``attack_dice``, ``dice``,
``battle_options``, ``cannot_cast``, ``spell_proof``, ``life_guard``, ``move_options``,
``end_of_turn`` and ``became_toad``: grep ``hooks.on("`` for each one's registrations.

A game runs only the hooks of what it plays: a box's modules (``engine/handlers/<box>/``, each
box declared by its ``box.yaml``) join games that play that box, and a hook registered with
``@on(name, options=(...))`` joins games whose setup chooses one of those alternative rules.
Each game reads its lists from its own ``GameHooks`` table (``Game.hooks_in_play``), which takes
them from an ``InPlay`` table shared by the games of the same boxes and options.

Most hooks concern one card and do nothing while nobody holds it. Such a hook says so,
``@on(name, held=(card ids...))``, ``marked=(marker key prefixes...)``,
``abilities=(ability keys...)`` or ``fields=(character fields...)``, and joins a game's lists
only while one of them is in play: a player holds such a card among their Objects, Followers or
Spells, a marker key starts so, a player's character has such an ability, a player's field is
set (the Warlock's ``quest``) (``present``). The game's journal notes every change that may
alter that (``Journal.set`` on a character's cards, character or such a field, on the players
or on the markers; any rollback): a gating card or marker that came or went updates the game's
table at once (``Game._gates_moved``), anything else has the next hook call look it all up.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import chain
from operator import attrgetter
from typing import Any

from engine.state import base_id

Hook = Callable[..., Any]
HOOKS: dict[str, list[Hook]] = {}
_OPTIONS: dict[Hook, tuple[str, ...]] = {}  # a hook -> the options one of which it needs


_BOXES: dict[Hook, tuple[str, ...]] = {}  # a core module's hook -> the boxes it serves


def box_of(fn: Hook) -> str | None:
    """The box whose handler package registered ``fn`` (``engine.handlers.<box>.*``; None: the
    core rules or code outside the handlers, in any game)."""
    parts = fn.__module__.split(".")
    if len(parts) < 4 or parts[:2] != ["engine", "handlers"] or parts[2] == "core":
        return None
    return _box_keys().get(parts[2], parts[2])


@lru_cache(maxsize=1)
def _box_keys() -> dict[str, str]:
    """Each declared box's handler package -> its key (``blood_moon`` -> ``blood-moon``)."""
    import content

    return {b.key.replace("-", "_"): b.key for b in content.load().boxes}


class InPlay(dict[str, list[Hook]]):
    """Every hook that runs in games with these boxes and options, gated or not, by point (each
    list made the first time it is asked for, in registration order); and what each point's
    gated hooks wait for, from which a game's own table (``GameHooks``) takes its lists."""

    def __init__(self, boxes: tuple[str, ...], options: frozenset[str]):
        super().__init__()
        self.boxes = (None, *boxes)
        self.options = options
        # a point -> what its gated hooks wait for; a point where some hook waits -> the same,
        # and its list by those of them present (one look-up for both: ``variant``)
        self.gates: dict[str, frozenset[str]] = {}
        self.variants: dict[str, tuple[frozenset[str], dict[frozenset[str], list[Hook]]]] = {}
        self.ungated: dict[str, list[Hook]] | None = None  # see ``shared``
        self.waiting: dict[str, list[str]] | None = None  # see ``concerned``

    def __missing__(self, name: str) -> list[Hook]:
        found = [fn for fn in HOOKS.get(name, ()) if self._boxed(fn) and self._chosen(fn)]
        self[name] = found
        return found

    def variant(self, name: str, present: frozenset[str]) -> list[Hook]:
        """The hooks at ``name`` that run with ``present`` in play: shared by every game and
        mix that has the same of what they wait for (most often none)."""
        point = self.variants.get(name)
        if point is None:
            gates = self._gates(name)
            if not gates:
                return self[name]  # (most points: no hook there waits for anything)
            point = self.variants[name] = (gates, {})
        gates, lists = point
        here = present & gates
        found = lists.get(here)
        if found is None:
            needs = _NEEDS
            found = [fn for fn in self[name] if fn not in needs or not here.isdisjoint(needs[fn])]
            lists[here] = found
        return found

    def shared(self) -> dict[str, list[Hook]]:
        """Every point where no hook waits for anything, with its list: the same whatever is in
        play (worked out once)."""
        if self.ungated is None:
            self.ungated = {name: self[name] for name in HOOKS if not self._gates(name)}
        return self.ungated

    def concerned(self, changed: Iterable[str]) -> set[str]:
        """The points where some hook waits for one of the ``changed`` cards, markers or
        abilities."""
        if self.waiting is None:
            self.waiting = {}
            for name in HOOKS:
                for token in self._gates(name):
                    self.waiting.setdefault(token, []).append(name)
        found: set[str] = set()
        for token in changed:
            found.update(self.waiting.get(token, ()))
        return found

    def forget(self, name: str) -> None:
        """A hook joined ``name`` (registered late): what was worked out for it goes."""
        self.pop(name, None)
        self.gates.pop(name, None)
        self.ungated = None
        self.waiting = None
        self.variants.pop(name, None)

    def _gates(self, name: str) -> frozenset[str]:
        gates = self.gates.get(name)
        if gates is None:
            gates = self.gates[name] = frozenset().union(*(_NEEDS[fn] for fn in self[name] if fn in _NEEDS))
        return gates

    def _boxed(self, fn: Hook) -> bool:
        serves = _BOXES.get(fn)
        if serves is None:
            return box_of(fn) in self.boxes
        return any(box in self.boxes for box in serves)

    def _chosen(self, fn: Hook) -> bool:
        needs = _OPTIONS.get(fn)
        return needs is None or not self.options.isdisjoint(needs)


_BASES: dict[tuple[tuple[str, ...], frozenset[str]], InPlay] = {}


def _base(boxes: tuple[str, ...], options: frozenset[str]) -> InPlay:
    """The hooks of these boxes and options, gated or not."""
    key = (boxes, options)
    table = _BASES.get(key)
    if table is None:
        table = _BASES[key] = InPlay(boxes, options)
    return table


class GameHooks(dict[str, list[Hook]]):
    """One game's hooks by point, while the gating cards, markers and abilities ``present`` are
    in play. The game keeps this one table for its whole life: when what is in play changes
    (``now``), only the points whose hooks wait for what came or went forget their lists, and
    each is asked of the boxes' table again (``InPlay.variant``) the next time it is called.
    (A game meets a new mix some hundred times: changing a few points in place costs far less
    than a table for each mix.)"""

    def __init__(self, boxes: tuple[str, ...], options: Iterable[str]):
        super().__init__()
        self.base = _base(boxes, frozenset(options))
        self.present: frozenset[str] = frozenset()
        self.update(self.base.shared())
        _GAMES[id(self)] = self

    def __missing__(self, name: str) -> list[Hook]:
        found = self[name] = self.base.variant(name, self.present)
        return found

    def now(self, present: frozenset[str]) -> GameHooks:
        """``present`` is what is in play now: the points it concerns are looked up again."""
        if present != self.present:
            self.moved(present, self.present ^ present)
        return self

    def moved(self, present: frozenset[str], changed: Iterable[str]) -> None:
        """``present`` is what is in play now, ``changed`` all that came or went (``now``, when
        the caller knows them): the points where some hook waits for them are looked up again."""
        for name in self.base.concerned(changed):
            self.pop(name, None)
        self.present = present


# every game's table, while the game lives (a hook registered late joins them)
_GAMES: weakref.WeakValueDictionary[int, GameHooks] = weakref.WeakValueDictionary()


ABILITY = "ability:"  # a gating ability's token: ability:KEY
FIELD = "field:"  # a gating character field's token: field:NAME (set for some player)
_NEEDS: dict[Hook, frozenset[str]] = {}  # a hook -> the cards or marker prefixes it waits for
GATING_CARDS: set[str] = set()  # every card id some hook waits for
GATING_ABILITIES: set[str] = set()  # every ability key some hook waits for
GATING_MARKS: tuple[str, ...] = ()  # every marker key prefix some hook waits for
GATING_FIELDS: set[str] = set()  # every character field some hook waits for (engine.journal WATCHED)


def ability_tokens(abilities: Iterable[str]) -> frozenset[str]:
    """The players' characters' ability keys that some hook waits for (as ``ability:KEY``)."""
    return frozenset(ABILITY + key for key in GATING_ABILITIES.intersection(abilities))


class _Marks(dict[Any, tuple[str, ...]]):
    """A marker key -> the prefixes of ``GATING_MARKS`` it starts with, each key's worked out
    once (a gating marker that comes or goes updates a game's table at once)."""

    def __missing__(self, key: Any) -> tuple[str, ...]:
        if len(self) >= MAX_MARK_KEYS:  # any key may come from outside: never grow for ever
            self.clear()
        found = self[key] = tuple(m for m in GATING_MARKS if type(key) is str and key.startswith(m))
        return found


MAX_MARK_KEYS = 10_000
_MARKS = _Marks()  # (forgotten when a hook registers a new prefix: ``on``)
marks_of: Callable[[Any], tuple[str, ...]] = _MARKS.__getitem__


HANDS = ("objects", "followers", "spells")  # a character's fields of cards some hooks wait for
_HANDS = attrgetter(*HANDS)


def present(
    players: Sequence[Any], markers: Iterable[str], abilities: frozenset[str] = frozenset()
) -> frozenset[str]:
    """The gating cards held by the players, the gating marker prefixes in use, the gating
    fields set for some player, and the ``abilities`` tokens (``ability_tokens``) of the
    players' characters. (Looked at in C loops: a game looks it all up at each new character.)"""
    hands = chain.from_iterable(map(_HANDS, players))  # each player's Objects, Followers, Spells
    found = GATING_CARDS.intersection(map(base_id, chain.from_iterable(hands)))
    found.update(abilities)
    found.update(chain.from_iterable(map(marks_of, markers)))
    for name in GATING_FIELDS:
        if any(map(attrgetter(name), players)):
            found.add(FIELD + name)
    return frozenset(found)


def marked(prefix: str, markers: Iterable[Any]) -> bool:
    """Whether a marker key starts with ``prefix`` (one of ``GATING_MARKS``)."""
    return prefix in chain.from_iterable(map(marks_of, markers))


def held(card: str, players: Iterable[Any]) -> bool:
    """Whether a player holds a copy of ``card`` (a base id) among their Objects, Followers or
    Spells."""
    for ch in players:
        if card in map(base_id, ch.objects + ch.followers + ch.spells):
            return True
    return False


def on(
    name: str,
    *,
    options: tuple[str, ...] = (),
    held: tuple[str, ...] = (),
    marked: tuple[str, ...] = (),
    abilities: tuple[str, ...] = (),
    fields: tuple[str, ...] = (),
    boxes: tuple[str, ...] = (),
) -> Callable[[Hook], Hook]:
    """Register the decorated function at hook point ``name`` (only in games that choose one
    of ``options``, when given). A hook that does nothing unless a player holds one of the
    cards ``held``, a marker key starts with one of ``marked``, a player's character has one
    of the ``abilities`` or one of the ``fields`` (engine.journal ``WATCHED``) set says so, and
    runs only while one of them is in play. A core module's hook that serves only some
    expansions names them (``boxes``)."""

    def register(fn: Hook) -> Hook:
        global GATING_MARKS
        HOOKS.setdefault(name, []).append(fn)
        if options:
            _OPTIONS[fn] = options
        if boxes:
            _BOXES[fn] = boxes
        if held or marked or abilities or fields:
            abilities_ = (ABILITY + key for key in abilities)
            _NEEDS[fn] = frozenset((*held, *marked, *abilities_, *(FIELD + field for field in fields)))
            GATING_CARDS.update(held)
            GATING_ABILITIES.update(abilities)
            GATING_FIELDS.update(fields)
            GATING_MARKS = tuple(dict.fromkeys((*GATING_MARKS, *marked)))
            _MARKS.clear()
        for base in _BASES.values():
            base.forget(name)
        for table in list(_GAMES.values()):
            table.pop(name, None)
        return fn

    return register


def _at(name: str, g: Any) -> list[Hook]:
    """The hooks at ``name`` that run in game ``g`` (all of them for anything but a game)."""
    table = getattr(g, "hooks_in_play", None)
    if table is None:
        return HOOKS.get(name, [])
    found: list[Hook] = table[name]
    return found


# ``call``, ``run``, ``first`` and ``fold`` look the table up themselves (what ``_at`` does, with an
# attribute read rather than ``getattr``, the cheaper for a game): they run some ten times an
# action.


def call(name: str, *args: Any) -> list[Any]:
    """Run every hook at ``name``; returns their results in registration order."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    found: list[Any] = []  # (a loop, not a list comprehension: cheaper for the few hooks of a point)
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        found.append(fn(*args))
    return found


def run(name: str, *args: Any) -> None:
    """Run every hook at ``name`` for what it does (``call`` without collecting the results)."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        fn(*args)


def first(name: str, *args: Any) -> Any:
    """Run the hooks at ``name`` until one returns something truthy; returns it (or None)."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        result = fn(*args)
        if result:
            return result
    return None


def fold(name: str, value: Any, *args: Any) -> Any:
    """Pass ``value`` through every hook at ``name`` (each is called ``fn(*args, value)``)."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        value = fn(*args, value)
    return value
