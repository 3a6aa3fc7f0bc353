"""Undo without copying: every change to the state goes through ``Journal.set``, which keeps
the old value, so an action can be rolled back by restoring its entries in reverse."""

from __future__ import annotations

from typing import Any

_MISSING = object()


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
            else:
                setattr(obj, key, old)
