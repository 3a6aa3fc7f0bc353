"""Quick-start snapshots: what the Table screen showed after a game's last saved change, kept
beside its log so that a resumed game is drawn before its log is replayed.

A snapshot is a cache, never the record. Its body is text (JSON written and checked by the view
models); beside it is the key of the log it was taken from: how many actions the log holds, its
cursor, and a SHA-256 chained over the setup and every action as saved. A snapshot is handed
out only while that key matches the log read now, so one left behind by anything that changed
the log without it (an older version of the app, a repair, a damaged row) is never used: the
game is replayed instead. It is written in the transaction of the change it follows, so a
killed app leaves a log and a snapshot that agree, or a snapshot that is ignored.

The table is an addition to the schema: a version of the app that does not know it leaves it
alone (and its changes to a log make the snapshot stale, never wrong).
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable

SCHEMA = """
CREATE TABLE IF NOT EXISTS snapshots (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    total INTEGER NOT NULL,
    cursor INTEGER NOT NULL,
    digest TEXT NOT NULL,
    body TEXT NOT NULL
);
"""


def link(previous: bytes, text: str) -> bytes:
    """The chain's next digest: ``previous`` followed by one saved text."""
    return hashlib.sha256(previous + b"\0" + text.encode("utf-8")).digest()


def chain(setup_text: str, action_texts: Iterable[str]) -> list[bytes]:
    """Digests of the log so far after 0, 1, 2, ... actions (the setup starts the chain)."""
    digests = [link(b"talisman-log", setup_text)]
    for text in action_texts:
        digests.append(link(digests[-1], text))
    return digests


class Chains:
    """Each game's chain of digests, read from the file once and then kept up to date by the
    store's writes (a chain that went wrong can only make a snapshot look stale)."""

    def __init__(self) -> None:
        self._known: dict[int, list[bytes]] = {}

    def get(self, db: sqlite3.Connection, game_id: int) -> list[bytes] | None:
        """The game's chain (read from ``db`` when not known); None when the game is missing."""
        known = self._known.get(game_id)
        if known is None:
            row = db.execute("SELECT setup FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                return None
            rows = db.execute("SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
            known = self._known[game_id] = chain(row[0], (r[0] for r in rows))
        return known

    def appended(self, game_id: int, position: int, text: str) -> None:
        """Action ``position`` was written as ``text`` and every later one dropped."""
        known = self._known.get(game_id)
        if known is None:
            return
        if len(known) <= position:  # not the log this chain was read from: read it again
            self.forget(game_id)
            return
        del known[position + 1 :]
        known.append(link(known[-1], text))

    def forget(self, game_id: int) -> None:
        self._known.pop(game_id, None)

    def forget_all(self) -> None:
        self._known.clear()


def write(db: sqlite3.Connection, chains: Chains, game_id: int, cursor: int, body: str) -> None:
    """Keep ``body`` as the snapshot of the game's log as it is in ``db`` now (inside the
    caller's transaction)."""
    digests = chains.get(db, game_id)
    if digests is None:
        return
    db.execute(
        "INSERT OR REPLACE INTO snapshots (game_id, total, cursor, digest, body) VALUES (?, ?, ?, ?, ?)",
        (game_id, len(digests) - 1, cursor, digests[-1].hex(), body),
    )


def read(db: sqlite3.Connection, chains: Chains, game_id: int) -> str | None:
    """The snapshot's body when it was taken of the log as it is now, else None."""
    try:
        row = db.execute(
            "SELECT total, cursor, digest, body FROM snapshots WHERE game_id = ?", (game_id,)
        ).fetchone()
        game = db.execute("SELECT cursor FROM games WHERE id = ?", (game_id,)).fetchone()
        digests = chains.get(db, game_id) if row is not None and game is not None else None
    except sqlite3.Error:
        return None
    if row is None or game is None or digests is None:
        return None
    total, cursor, digest, body = row
    if (total, cursor) != (len(digests) - 1, game[0]) or digest != digests[-1].hex():
        return None
    return body if isinstance(body, str) else None


def drop(db: sqlite3.Connection, chains: Chains, game_id: int) -> None:
    """Forget the game's snapshot and chain (its log was cut or the game deleted)."""
    chains.forget(game_id)
    db.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
