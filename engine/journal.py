"""Undo without copying: every change to the state goes through ``Journal.set``, which keeps
the old value, so an action can be rolled back by restoring its entries in reverse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_MISSING = object()


def _nothing() -> None:
    return None


# the fields of an object whose change may change which card hooks a game runs (engine.hooks)
WATCHED = frozenset({"objects", "followers", "spells", "character", "players", "markers"})


class Journal:
    """Records ``(container, key, old value)`` for each change since ``begin()``.

    ``changed`` is called after a change that may alter which card hooks run (engine.hooks):
    a watched field of an object (``WATCHED``), an item of a list (the players), a key of the
    ``watched`` dictionary (the markers)."""

    __slots__ = ("entries", "watched", "changed")

    def __init__(self, watched: dict[Any, Any] | None = None, changed: Callable[[], None] = _nothing) -> None:
        self.entries: list[tuple[Any, Any, Any]] = []
        self.watched = watched
        self.changed = changed

    def set(self, obj: Any, key: Any, value: Any) -> None:
        """Set ``obj[key]`` (dicts, lists) or ``obj.key`` (objects), remembering the old value."""
        if type(obj) is dict:
            self.entries.append((obj, key, obj.get(key, _MISSING)))
            obj[key] = value
            if obj is self.watched:
                self.changed()
        elif type(obj) is list:
            self.entries.append((obj, key, obj[key]))
            obj[key] = value
            self.changed()
        else:
            self.entries.append((obj, key, getattr(obj, key)))
            setattr(obj, key, value)
            if key in WATCHED:
                self.changed()

    def delete(self, obj: dict[Any, Any], key: Any) -> None:
        if key in obj:
            self.entries.append((obj, key, obj[key]))
            del obj[key]
            if obj is self.watched:
                self.changed()

    def take(self) -> list[tuple[Any, Any, Any]]:
        """Hand over the entries recorded so far and start afresh."""
        out, self.entries = self.entries, []
        return out

    @staticmethod
    def rollback(entries: list[tuple[Any, Any, Any]]) -> None:
        for obj, key, old in reversed(entries):
            if type(obj) is dict:
                if old is _MISSING:
                    obj.pop(key, None)
                else:
                    obj[key] = old
            elif type(obj) is list:
                obj[key] = old
            else:
                setattr(obj, key, old)
