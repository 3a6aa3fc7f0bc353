"""Named hook points where card, ability, expansion and alternative rules join the core rules.

The core asks at a named point (``call`` runs every hook, ``first`` stops at the first truthy
answer, ``fold`` threads a value through them); handler modules register with
``@on("<name>")``. The points in use include ``attack_bonus``, ``attack_dice``, ``dice``,
``battle_options``, ``cannot_cast``, ``spell_proof``, ``life_guard``, ``move_options``,
``end_of_turn`` and ``became_toad``: grep ``hooks.on("`` for each one's registrations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Hook = Callable[..., Any]
HOOKS: dict[str, list[Hook]] = {}
# The hooks at a point that a game with these expansions runs: an expansion's own modules
# (``engine/handlers/reaper_*.py``, ``blood_moon*.py``) only join games that play that box.
_IN_PLAY: dict[tuple[str, tuple[str, ...]], list[Hook]] = {}
BOX_MODULES = (("reaper", "reaper"), ("blood_moon", "blood-moon"))  # module name prefix -> box


def box_of(fn: Hook) -> str | None:
    """The expansion whose module registered ``fn`` (None: the core rules, any game)."""
    module = fn.__module__.rsplit(".", 1)[-1]
    return next((box for prefix, box in BOX_MODULES if module.startswith(prefix)), None)


def on(name: str) -> Callable[[Hook], Hook]:
    """Register the decorated function at hook point ``name``."""

    def register(fn: Hook) -> Hook:
        HOOKS.setdefault(name, []).append(fn)
        _IN_PLAY.clear()
        return fn

    return register


def _at(name: str, g: Any) -> list[Hook]:
    """The hooks at ``name`` that run in game ``g`` (all of them for anything but a game)."""
    boxes = getattr(getattr(g, "setup", None), "expansions", None)
    if not isinstance(boxes, tuple):
        return HOOKS.get(name, [])
    found = _IN_PLAY.get((name, boxes))
    if found is None:
        found = [fn for fn in HOOKS.get(name, ()) if box_of(fn) in (None, *boxes)]
        _IN_PLAY[(name, boxes)] = found
    return found


def call(name: str, *args: Any) -> list[Any]:
    """Run every hook at ``name``; returns their results in registration order."""
    return [fn(*args) for fn in _at(name, args[0] if args else None)]


def first(name: str, *args: Any) -> Any:
    """Run the hooks at ``name`` until one returns something truthy; returns it (or None)."""
    for fn in _at(name, args[0] if args else None):
        result = fn(*args)
        if result:
            return result
    return None


def fold(name: str, value: Any, *args: Any) -> Any:
    """Pass ``value`` through every hook at ``name`` (each is called ``fn(*args, value)``)."""
    for fn in _at(name, args[0] if args else None):
        value = fn(*args, value)
    return value
