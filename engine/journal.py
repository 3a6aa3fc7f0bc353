"""Undo without copying: every change to the state goes through ``Journal.set``, which keeps
the old value, so an action can be rolled back by restoring its entries in reverse."""

from __future__ import annotations

from typing import Any

_MISSING = object()


class _Order:
    """A dict's keys in order, taken before a key other than its last is deleted: rolling back
    puts the key back in its place, not at the end (rules iterate over the board and markers,
    so a redone action must find them in the order it first did)."""

    __slots__ = ("obj", "keys")

    def __init__(self, obj: dict[Any, Any]) -> None:
        self.obj, self.keys = obj, tuple(obj)

    def restore(self) -> None:
        items = [(k, self.obj[k]) for k in self.keys]
        self.obj.clear()
        self.obj.update(items)


class Journal:
    """Records ``(container, key, old value)`` for each change since ``begin()``."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: list[tuple[Any, Any, Any]] = []

    def set(self, obj: Any, key: Any, value: Any) -> None:
        """Set ``obj[key]`` (dicts, lists) or ``obj.key`` (objects), remembering the old value."""
        if type(obj) is dict:
            self.entries.append((obj, key, obj.get(key, _MISSING)))
            obj[key] = value
        elif type(obj) is list:
            self.entries.append((obj, key, obj[key]))
            obj[key] = value
        else:
            self.entries.append((obj, key, getattr(obj, key)))
            setattr(obj, key, value)

    def delete(self, obj: dict[Any, Any], key: Any) -> None:
        if key in obj:
            if next(reversed(obj)) != key:  # rolled back after the delete's own entry
                self.entries.append((_Order(obj), None, None))
            self.entries.append((obj, key, obj[key]))
            del obj[key]

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
            elif type(obj) is _Order:
                obj.restore()
            else:
                setattr(obj, key, old)
