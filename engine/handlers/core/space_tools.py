"""Small helpers shared by the board-space handlers (no rules of their own).

Where a space's die table sends rows to code, each row names its own handler in the data
(``space/outer/tavern/wizard``, ``space/middle/warlocks-cave/take-life``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game


def ring(g: Game, region: str) -> tuple[str, ...]:
    """The ids of a Region's spaces in board order (clockwise round the Outer and Middle
    rings), kept once per board (``Board.region`` gives the spaces themselves)."""
    key = ("region", region)
    found: tuple[str, ...] | None = g.cache.get(key)
    if found is None:
        found = g.cache[key] = tuple(s.id for s in g.board.region(region))
    return found


def plain(value: Any) -> Any:
    """A deep copy of catalogue data as plain dicts and lists (JSON values for the frames)."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def option(g: Game, space: str, word: str) -> dict[str, Any]:
    """The option of the space's first ``choose`` step whose label mentions ``word``
    (plain data, shared: frames never change it in place)."""
    key = ("space option", space, word)
    if key not in g.cache:
        found = [
            opt
            for step in g.space(space).effect
            if "choose" in step
            for opt in step["choose"]
            if word.lower() in opt["label"].lower()
        ]
        if not found:
            raise KeyError(f"{space}: no option about {word!r} in the data")
        g.cache[key] = plain(found[0])
    cached: dict[str, Any] = g.cache[key]
    return cached


def missing_lives(g: Game, p: int) -> int:
    from engine import character

    ch = g.state.players[p]
    return max(0, character.printed(g, ch).lives - ch.lives)


def heal_options(g: Game, p: int, most: int) -> list[dict[str, Any]]:
    """Healing for 1 gold a life: only amounts the character needs and can pay for."""
    top = min(most, missing_lives(g, p), g.state.players[p].gold)
    return [
        {"label": f"Heal {n} for {n} gold", "do": [{"pay": {"gold": n}}, {"heal": n}]}
        for n in range(1, top + 1)
    ]


def in_deck(g: Game, deck: str, component: str) -> bool:
    return component in map(base_id, g.state.decks.get(deck, ()))


def marker(g: Game, key: str) -> Any:
    return g.state.markers.get(key)


def set_marker(g: Game, key: str, value: Any) -> None:
    g.set(g.state.markers, key, value)


def clear_marker(g: Game, key: str) -> None:
    if key in g.state.markers:
        g.journal.delete(g.state.markers, key)
