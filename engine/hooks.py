"""Named hook points where card, ability, expansion and alternative rules join the core rules.

NOTE (Reaper/Blood Moon engineer): this file was overwritten by accident while it was still
untracked; it is rebuilt here so that every call the core makes keeps its signature
(``dice``, ``battle_bonus``, ``battle_options``, ``BATTLE_USE``, ``foe_lost_life``,
``follower_barred``, ``one_space``, ``life_guarded``, ``roll_optional``, ``end_of_turn``).
Register code for any of them with ``@on("<name>")``; check your registrations.

Generic use: ``@on(name)`` registers a function; ``call`` runs them all, ``first`` stops at
the first truthy result, ``fold`` threads a value through them. (The Reaper, Werewolf, Time
card and alternative rules use their own registry, ``engine.rulehooks``.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.frames import Frame
    from engine.game import Game
    from engine.values import Action

Hook = Callable[..., Any]
HOOKS: dict[str, list[Hook]] = {}

# base card id -> what ``use <card>`` does in a battle (Potion of Strength, Cross...)
BATTLE_USE: dict[str, Callable[[Game, Frame, Action], None]] = {}


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


# --- the named calls the core makes -------------------------------------------------------


def dice(g: Game, p: int, source: str, n: int) -> int:
    """How many dice ``p`` rolls for ``source`` (usually ``n``)."""
    return int(fold("dice", n, g, p, source))


def battle_bonus(g: Game, f: Frame, p: int) -> int:
    """Added to player ``p``'s attack score in battle frame ``f``."""
    return sum(call("battle_bonus", g, f, p))


def battle_options(g: Game, f: Frame) -> list[Action]:
    """Extra actions offered before the attack rolls."""
    out: list[Action] = []
    for found in call("battle_options", g, f):
        out += found or []
    return out


def foe_lost_life(g: Game, f: Frame, p: int) -> None:
    call("foe_lost_life", g, f, p)


def follower_barred(g: Game, p: int, card: str) -> bool:
    return bool(first("follower_barred", g, p, card))


def one_space(g: Game, p: int) -> bool:
    return bool(first("one_space", g, p))


def life_guarded(g: Game, p: int, source: str) -> bool:
    return bool(first("life_guarded", g, p, source))


def roll_optional(g: Game, p: int, source: str) -> bool:
    return bool(first("roll_optional", g, p, source))


def end_of_turn(g: Game, p: int) -> None:
    call("end_of_turn", g, p)
