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


def on(name: str) -> Callable[[Hook], Hook]:
    """Register the decorated function at hook point ``name``."""

    def register(fn: Hook) -> Hook:
        HOOKS.setdefault(name, []).append(fn)
        return fn

    return register


def call(name: str, *args: Any) -> list[Any]:
    """Run every hook at ``name``; returns their results in registration order."""
    return [fn(*args) for fn in HOOKS.get(name, ())]


def first(name: str, *args: Any) -> Any:
    """Run the hooks at ``name`` until one returns something truthy; returns it (or None)."""
    for fn in HOOKS.get(name, ()):
        result = fn(*args)
        if result:
            return result
    return None


def fold(name: str, value: Any, *args: Any) -> Any:
    """Pass ``value`` through every hook at ``name`` (each is called ``fn(*args, value)``)."""
    for fn in HOOKS.get(name, ()):
        value = fn(*args, value)
    return value
