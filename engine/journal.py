"""Undo without copying: every change to the state goes through ``Journal.set`` (or
``delete``, or ``remove`` for an item taken out of a list), which keeps the old value, so an
action can be rolled back by restoring its entries in reverse.

The entries are kept flat, ``[container, key, old value, container, key, old value, ...]``, in
one list for the whole game: a game keeps every action's entries for undo, and one list (not a
list an action, nor a tuple a change) leaves the garbage collector far fewer objects to scan.
``commit`` closes an action's entries and says where they begin; ``undo_to`` rolls them back;
``changes`` gives entries as triples."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

MISSING = object()  # (the old value of a key that was not there)
APPENDED = object()  # (the key of an item appended to a list: rolled back, it is taken off)
POPPED = object()  # (the key of a list's last item taken off: rolled back, it goes back)
REMOVED = object()  # (the key of an item taken out of a list: the old value is ``(place, item)``)


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


def _nothing(obj: Any, key: Any, old: Any, new: Any) -> None:
    return None


class Journal:
    """Records ``container, key, old value`` for each change: the entries of the actions
    committed so far, then those since the last ``commit()`` (from ``start``).

    ``changed(obj, key, old, new)`` is called after a change that may alter which card hooks
    run (engine.gating): a field of an object named in ``fields``, an item of a list (the
    players), a key of the ``watched`` dictionary (the markers; ``new`` is ``MISSING`` for a key
    deleted).

    ``touched`` turns True at every change to a list (the players), to the ``watched``
    dictionary (the markers) and to an object's field named in ``bearing`` (every field when
    None; the game names the fields the Spell and carrying limits read, so a character's gold or
    the state's turn leaves it as it was): what bears on the limits changed since whoever reads
    it last set it False. Other dictionaries (the frames, decks, board) leave it alone."""

    __slots__ = ("entries", "start", "watched", "changed", "touched", "bearing", "fields")

    def __init__(
        self,
        watched: dict[Any, Any] | None = None,
        changed: Callable[[Any, Any, Any, Any], None] = _nothing,
        bearing: frozenset[str] | None = None,
        fields: frozenset[str] = frozenset(),
    ) -> None:
        self.entries: list[Any] = []  # flat: container, key, old value, container, ...
        self.start = 0  # where the entries not yet committed begin
        self.watched = watched
        self.changed = changed
        self.touched = True
        self.bearing = bearing
        self.fields = fields

    def set(self, obj: Any, key: Any, value: Any) -> None:
        """Set ``obj[key]`` (dicts, lists) or ``obj.key`` (objects), remembering the old value."""
        if type(obj) is dict:
            old = obj.get(key, MISSING)
            self.entries += obj, key, old
            obj[key] = value
            if obj is self.watched:
                self.touched = True
                self.changed(obj, key, old, value)
        elif type(obj) is list:
            old = obj[key]
            self.entries += obj, key, old
            obj[key] = value
            self.touched = True
            self.changed(obj, key, old, value)
        else:
            old = getattr(obj, key)
            self.entries += obj, key, old
            setattr(obj, key, value)
            bearing = self.bearing
            if bearing is None or key in bearing:
                self.touched = True
            if key in self.fields:
                self.changed(obj, key, old, value)

    def delete(self, obj: dict[Any, Any], key: Any) -> None:
        if key in obj:
            old = obj[key]
            if next(reversed(obj)) != key:  # rolled back after the delete's own entry
                self.entries += _Order(obj), None, None
            self.entries += obj, key, old
            del obj[key]
            if obj is self.watched:
                self.touched = True
                self.changed(obj, key, old, MISSING)

    def remove(self, items: list[Any], at: int) -> Any:
        """Take the item at ``at`` out of the list ``items``, in place (rolled back, it goes back
        to its place): a deck loses a card this way, not by a copy of the rest."""
        item = items.pop(at)
        self.entries += items, REMOVED, (at, item)
        return item

    def take(self) -> list[Any]:
        """Hand over the entries since the last commit (flat) and forget them."""
        out = self.entries[self.start :]
        del self.entries[self.start :]
        return out

    def commit(self) -> int:
        """The entries since the last commit make one action: returns where they begin."""
        begin, self.start = self.start, len(self.entries)
        return begin

    def undo_to(self, begin: int) -> None:
        """Roll back the committed entries from ``begin`` on (the last actions), which are then
        forgotten; entries not committed yet stay, after the ones before ``begin``."""
        done = self.entries[begin : self.start]
        Journal.rollback(done)
        del self.entries[begin : self.start]
        self.start = begin

    def since(self, begin: int) -> list[Any]:
        """The committed entries from ``begin`` on (flat)."""
        return self.entries[begin : self.start]

    @staticmethod
    def changes(entries: list[Any]) -> list[tuple[Any, Any, Any]]:
        """Flat entries as ``(container, key, old value)`` triples, in order."""
        each = iter(entries)
        return list(zip(each, each, each, strict=True))

    @staticmethod
    def rollback(entries: list[Any]) -> None:
        for i in range(len(entries) - 3, -1, -3):
            obj, key, old = entries[i], entries[i + 1], entries[i + 2]
            if type(obj) is dict:
                if old is MISSING:
                    obj.pop(key, None)
                else:
                    obj[key] = old
            elif type(obj) is list:
                if key is APPENDED:
                    obj.pop()
                elif key is POPPED:
                    obj.append(old)
                elif key is REMOVED:
                    obj.insert(*old)
                else:
                    obj[key] = old
            elif type(obj) is _Order:
                obj.restore()
            else:
                setattr(obj, key, old)
