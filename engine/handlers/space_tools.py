"""Small helpers shared by the board-space handlers (no rules of their own).

The data names one handler per space; where a space's die table sends several rows to that
handler (the Tavern's 5 and 6, the Warlock's six quests), ``with_rows`` gives each row its own
handler id, ``<handler>/<row>``, so the code knows which row was rolled.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.state import base_id

if TYPE_CHECKING:
    from engine.game import Game


def plain(value: Any) -> Any:
    """A deep copy of catalogue data as plain dicts and lists (JSON values for the frames)."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def with_rows(steps: Any, handler: str) -> list[Any]:
    """``steps`` with ``{handler: H}`` inside the row ``K`` of a roll table renamed ``H/K``."""

    def walk(step_list: list[Any], row: str | None) -> list[Any]:
        out = []
        for step in step_list:
            ((name, arg),) = step.items()
            if name == "handler" and arg == handler and row is not None:
                out.append({"handler": f"{handler}/{row}"})
            elif name == "roll":
                table = {key: walk(rows, key) for key, rows in arg["table"].items()}
                out.append({"roll": {**arg, "table": table}})
            elif name == "choose":
                out.append({"choose": [{**o, "do": walk(o.get("do") or [], row)} for o in arg]})
            else:
                out.append(step)
        return out

    return walk(plain(list(steps)), None)


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
    return g.cache[key]


def missing_lives(g: Game, p: int) -> int:
    from engine import character

    ch = g.player(p)
    return max(0, character.printed(g, ch).lives - ch.lives)


def heal_options(g: Game, p: int, most: int) -> list[dict[str, Any]]:
    """Healing for 1 gold a life: only amounts the character needs and can pay for."""
    top = min(most, missing_lives(g, p), g.player(p).gold)
    return [
        {"label": f"Heal {n} for {n} gold", "do": [{"pay": {"gold": n}}, {"heal": n}]}
        for n in range(1, top + 1)
    ]


def in_deck(g: Game, deck: str, component: str) -> bool:
    return any(base_id(c) == component for c in g.state.decks.get(deck, ()))


def marker(g: Game, key: str) -> Any:
    return g.state.markers.get(key)


def set_marker(g: Game, key: str, value: Any) -> None:
    g.set(g.state.markers, key, value)


def clear_marker(g: Game, key: str) -> None:
    if key in g.state.markers:
        g.journal.delete(g.state.markers, key)
