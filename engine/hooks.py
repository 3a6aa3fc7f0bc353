"""Named hook points where card, ability, expansion and alternative rules join the core rules.

The core asks at a named point (``call`` runs every hook, ``first`` stops at the first truthy
answer, ``fold`` threads a value through them); handler modules register with
``@on("<name>")``. The points in use include ``attack_bonus``, ``attack_dice``, ``dice``,
``battle_options``, ``cannot_cast``, ``spell_proof``, ``life_guard``, ``move_options``,
``end_of_turn`` and ``became_toad``: grep ``hooks.on("`` for each one's registrations.

A game runs only the hooks of what it plays: an expansion's modules (``engine/handlers/reaper_*.py``,
``blood_moon*.py``) join games that play that box, and a hook registered with
``@on(name, options=(...))`` joins games whose setup chooses one of those alternative rules.
Each game reads its lists from an ``InPlay`` table shared by the games of the same boxes and
options (``Game.hooks_in_play``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

Hook = Callable[..., Any]
HOOKS: dict[str, list[Hook]] = {}
_OPTIONS: dict[Hook, tuple[str, ...]] = {}  # a hook -> the options one of which it needs
BOX_MODULES = (("reaper", "reaper"), ("blood_moon", "blood-moon"))  # module name prefix -> box


def box_of(fn: Hook) -> str | None:
    """The expansion whose module registered ``fn`` (None: the core rules, any game)."""
    module = fn.__module__.rsplit(".", 1)[-1]
    return next((box for prefix, box in BOX_MODULES if module.startswith(prefix)), None)


class InPlay(dict[str, list[Hook]]):
    """The hooks that run in games with these boxes and options, by point (each list made
    the first time a game asks for it, in registration order)."""

    def __init__(self, boxes: tuple[str, ...], options: frozenset[str]):
        super().__init__()
        self.boxes = (None, *boxes)
        self.options = options

    def __missing__(self, name: str) -> list[Hook]:
        found = [fn for fn in HOOKS.get(name, ()) if box_of(fn) in self.boxes and self._chosen(fn)]
        self[name] = found
        return found

    def _chosen(self, fn: Hook) -> bool:
        needs = _OPTIONS.get(fn)
        return needs is None or not self.options.isdisjoint(needs)


_TABLES: dict[tuple[tuple[str, ...], frozenset[str]], InPlay] = {}


def in_play(boxes: tuple[str, ...], options: Iterable[str]) -> InPlay:
    """The table of hooks for games with these boxes and (chosen) options."""
    key = (boxes, frozenset(options))
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = InPlay(*key)
    return table


def on(name: str, *, options: tuple[str, ...] = ()) -> Callable[[Hook], Hook]:
    """Register the decorated function at hook point ``name`` (only in games that choose one
    of ``options``, when given)."""

    def register(fn: Hook) -> Hook:
        HOOKS.setdefault(name, []).append(fn)
        if options:
            _OPTIONS[fn] = options
        for table in _TABLES.values():
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


# ``call``, ``first`` and ``fold`` look the table up themselves (what ``_at`` does): they run
# some twenty times an action.


def call(name: str, *args: Any) -> list[Any]:
    """Run every hook at ``name``; returns their results in registration order."""
    table = getattr(args[0], "hooks_in_play", None) if args else None
    fns = HOOKS.get(name, ()) if table is None else table[name]
    return [fn(*args) for fn in fns] if fns else []  # most points have no hook in a game


def first(name: str, *args: Any) -> Any:
    """Run the hooks at ``name`` until one returns something truthy; returns it (or None)."""
    table = getattr(args[0], "hooks_in_play", None) if args else None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        result = fn(*args)
        if result:
            return result
    return None


def fold(name: str, value: Any, *args: Any) -> Any:
    """Pass ``value`` through every hook at ``name`` (each is called ``fn(*args, value)``)."""
    table = getattr(args[0], "hooks_in_play", None) if args else None
    for fn in HOOKS.get(name, ()) if table is None else table[name]:
        value = fn(*args, value)
    return value
