"""Named hook points where card, ability, expansion and alternative rules join the core rules.

The core asks at a named point (``call`` runs every hook and collects their answers, ``run``
runs every hook for what it does, ``first`` stops at the first truthy answer, ``fold`` threads
a value through them); handler modules register with ``@on(points.NAME)``. Every point is a
constant of ``engine.points``, which says what each asks and what its hooks answer.

A game runs only the hooks of what it plays: a box's modules (``engine/handlers/<box>/``, each
box declared by its ``box.yaml``) join games that play that box (``box_of``), a hook registered
with ``@on(name, options=(...))`` games that choose one of those alternative rules, and a hook
that waits for a card, a marker, an ability or a character's field (``held=``, ``marked=``,
``abilities=``, ``fields=``), or for an Enemy fought (``foes=``), only while one is in play:
which hooks a game runs is ``engine.gating``'s business (``Game.hooks_in_play``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.points import Point

Hook = Callable[..., Any]
HOOKS: dict[Point, list[Hook]] = {}
_OPTIONS: dict[Hook, tuple[str, ...]] = {}  # a hook -> the options one of which it needs


_BOXES: dict[Hook, tuple[str, ...]] = {}  # a core module's hook -> the boxes it serves
ABOUT: dict[Hook, frozenset[str]] = {}  # a hook -> the cards or spaces it is about (``on``'s ``about``)


def box_of(fn: Hook) -> str | None:
    """The box whose handler package registered ``fn`` (``engine.handlers.<box>.*``; None: the
    core rules or code outside the handlers, in any game)."""
    parts = fn.__module__.split(".")
    if len(parts) < 4 or parts[:2] != ["engine", "handlers"] or parts[2] == "core":
        return None
    return _box_keys().get(parts[2], parts[2])


# a box package's module whose rules any box's cards may name in their data -> that card field
# (the Dungeon's ``fight`` rules, which Highland Enemies name too)
_DATA: dict[str, str] = {}


def plays(module: str, field: str) -> None:
    """Declare that the rules of ``module`` (a box's handler module) are named by the cards'
    ``field`` data (``fight``): its hooks then join the games of every box one of whose Adventure
    cards has that field, as well as its own box's."""
    _DATA[module] = field


def boxes_of(fn: Hook) -> tuple[str | None, ...]:
    """The boxes whose games ``fn`` joins: its package's (``box_of``), and those whose cards name
    its module's rules in their data (``plays``)."""
    field = _DATA.get(fn.__module__)
    own = box_of(fn)
    return (own, *_boxes_with(field)) if field else (own,)


@lru_cache(maxsize=8)
def _boxes_with(field: str) -> tuple[str, ...]:
    """The boxes with an Adventure card whose ``field`` is set."""
    import content

    return tuple(sorted({c.expansion for c in content.load().adventure if getattr(c, field, None)}))


@lru_cache(maxsize=1)
def _box_keys() -> dict[str, str]:
    """Each declared box's handler package -> its key (``blood_moon`` -> ``blood-moon``)."""
    import content

    return {b.package: b.key for b in content.load().boxes}


RULED = "ruled"  # (``on``'s ``foes``: any Enemy fought whose data brings fight rules, ``fight``)

Waits = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]
# each hook that waits for something, with what it waits for (held, marked, abilities, fields,
# foes), in order
WAITS: list[tuple[Hook, Waits]] = []
# told of every hook registered, with what it waits for (engine.gating: its tables)
REGISTERED: list[Callable[[Point, Hook, Waits | None], None]] = []


# a hook (or a battle field's bonus) -> what it stands for, in words: a text (``{name}``: the
# creature's name) or a function of the game (Day or Night)
LABELS: dict[Any, str | Callable[[Any], str]] = {}


def label(text: str | Callable[[Any], str]) -> Callable[[Hook], Hook]:
    """Name what a hook adds, as the battle helper shows it (``engine.fight_view``): "Mercenary"."""

    def named(fn: Hook) -> Hook:
        LABELS[fn] = text
        return fn

    return named


def on(
    name: Point,
    *,
    options: tuple[str, ...] = (),
    held: tuple[str, ...] = (),
    marked: tuple[str, ...] = (),
    abilities: tuple[str, ...] = (),
    fields: tuple[str, ...] = (),
    foes: tuple[str, ...] = (),
    about: tuple[str, ...] = (),
    boxes: tuple[str, ...] = (),
) -> Callable[[Hook], Hook]:
    """Register the decorated function at hook point ``name`` (only in games that choose one
    of ``options``, when given). A hook that does nothing unless a player holds one of the
    cards ``held``, a marker key starts with one of ``marked``, a player's character has one
    of the ``abilities`` or one of the ``fields`` (engine.gating ``WATCHED``) set says so, and
    runs only while one of them is in play (engine.gating). A battle's hook that does nothing
    unless the Enemies fought are some cards names them (``foes``: base ids, or ``RULED``, any
    Enemy whose data brings fight rules of its own) and runs only in the turns they are
    fought. At a point asked about one card or space (``run_about``, ``fold_about``), a hook
    for some of them alone names them (``about``: base ids) and is passed over for the others.
    A core module's hook that serves only some expansions names them (``boxes``)."""

    def register(fn: Hook) -> Hook:
        HOOKS.setdefault(name, []).append(fn)
        if options:
            _OPTIONS[fn] = options
        if boxes:
            _BOXES[fn] = boxes
        if about:
            ABOUT[fn] = frozenset(about)
        waits: Waits | None = (held, marked, abilities, fields, foes)
        if not (held or marked or abilities or fields or foes):
            waits = None
        if waits is not None:
            WAITS.append((fn, waits))
        for tell in REGISTERED:
            tell(name, fn, waits)
        return fn

    return register


def _at(name: Point, g: Any) -> list[Hook]:
    """The hooks at ``name`` that run in game ``g`` (all of them for anything but a game)."""
    table = getattr(g, "hooks_in_play", None)
    if table is None:
        return HOOKS.get(name, [])
    found: list[Hook] = table[name]
    return found


# ``call``, ``run``, ``first`` and ``fold`` look the table up themselves (what ``_at`` does, with an
# attribute read rather than ``getattr``, the cheaper for a game): they run some ten times an
# action.


def call(name: Point, *args: Any) -> list[Any]:
    """Run every hook at ``name``; returns their results in registration order."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    found: list[Any] = []  # (a loop, not a list comprehension: cheaper for the few hooks of a point)
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        found.append(fn(*args))
    return found


def run(name: Point, *args: Any) -> None:
    """Run every hook at ``name`` for what it does (``call`` without collecting the results)."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        fn(*args)


def first(name: Point, *args: Any) -> Any:
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


def fold(name: Point, value: Any, *args: Any) -> Any:
    """Pass ``value`` through every hook at ``name`` (each is called ``fn(*args, value)``)."""
    try:
        table = args[0].hooks_in_play
    except (IndexError, AttributeError):  # (no game: every hook)
        table = None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        value = fn(*args, value)
    return value


# Points asked about one card or space (the card drawn, the space whose draw is counted): a hook
# registered ``about=`` some of them is passed over for the others, without a call (the check
# of a dictionary is cheaper than the hook's own first test, and runs no code of its).


def _about(key: str, name: Point, args: tuple[Any, ...]) -> list[Hook]:
    """The hooks at ``name`` that run in the game ``args[0]`` for the card or space ``key``."""
    about = ABOUT
    return [
        fn for fn in _at(name, args[0] if args else None) if (keys := about.get(fn)) is None or key in keys
    ]


def run_about(key: str, name: Point, *args: Any) -> None:
    """``run`` for a point asked about the card or space ``key`` (a base id)."""
    for fn in _about(key, name, args):
        fn(*args)


def fold_about(key: str, name: Point, value: Any, *args: Any) -> Any:
    """``fold`` for a point asked about the card or space ``key`` (a base id)."""
    for fn in _about(key, name, args):
        value = fn(*args, value)
    return value
