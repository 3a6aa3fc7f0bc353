"""Printed values this device has read off the table's cards (issues 12 and 13: an expansion
card's encounter number, Strength or Craft that no public source confirms).

They live in the games database (table ``readings``), so they are as safe as the games: one
transaction per answer. A new rules game takes them in its setup; an answer given during a game
is remembered here for every later game; the list can be read, changed and exported.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from companion_app.storage.games import GameStore, StorageError, _now


class Readings:
    """The printed values kept in a ``GameStore``'s database."""

    def __init__(self, store: GameStore) -> None:
        self.store = store

    def all(self) -> dict[str, dict[str, int]]:
        """Every value read, by card id, then ``encounter``/``strength``/``craft``."""
        out: dict[str, dict[str, int]] = {}
        try:
            rows = self.store._db.execute(
                "SELECT card, value, number FROM readings ORDER BY card, value"
            ).fetchall()
        except sqlite3.DatabaseError:
            return out  # an unreadable table: games ask again (the file is dealt with by recovery)
        for card, value, number in rows:
            if isinstance(number, int):
                out.setdefault(str(card), {})[str(value)] = number
        return out

    def remember(self, card: str, value: str, number: int) -> None:
        """Raises: StorageError when the database cannot be written."""
        try:
            with self.store._transaction() as db:
                db.execute(
                    "INSERT INTO readings (card, value, number, updated) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (card, value) DO UPDATE SET number = excluded.number, "
                    "updated = excluded.updated",
                    (card, value, int(number), _now()),
                )
        except sqlite3.DatabaseError as exc:
            raise StorageError(f"cannot keep the printed value: {exc}") from exc

    def remember_all(self, card: str, values: dict[str, int], forget: tuple[str, ...] = ()) -> None:
        """Keep several values of one card and forget others, all or none (a region's layout:
        its places, and the copies the board no longer holds).
        Raises: StorageError when the database cannot be written (nothing changes)."""
        try:
            with self.store._transaction() as db:
                for value in forget:
                    db.execute("DELETE FROM readings WHERE card = ? AND value = ?", (card, value))
                for value, number in values.items():
                    db.execute(
                        "INSERT INTO readings (card, value, number, updated) VALUES (?, ?, ?, ?) "
                        "ON CONFLICT (card, value) DO UPDATE SET number = excluded.number, "
                        "updated = excluded.updated",
                        (card, value, int(number), _now()),
                    )
        except sqlite3.DatabaseError as exc:
            raise StorageError(f"cannot keep the printed values: {exc}") from exc

    def forget(self, card: str, value: str) -> None:
        """Raises: StorageError when the database cannot be written."""
        try:
            with self.store._transaction() as db:
                db.execute("DELETE FROM readings WHERE card = ? AND value = ?", (card, value))
        except sqlite3.DatabaseError as exc:
            raise StorageError(f"cannot forget the printed value: {exc}") from exc

    def export(self, path: Path | str) -> Path:
        """Write every value read as JSON (``talisman print ... --readings FILE`` reads it)."""
        path = Path(path)
        from content.readings import FORMAT  # the game data: not needed to draw the first frame

        body = {"format": FORMAT, "version": 1, "readings": self.all()}
        path.write_text(json.dumps(body, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return path
