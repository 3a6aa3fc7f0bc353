"""Saved games in SQLite: a game is its setup plus its action log.

Every action is appended inside a transaction before the screen changes, so a crash or a
killed app loses nothing that was confirmed. Undo does not delete anything: each game keeps
a cursor, and the actions after it are the redo tail until a new action replaces them.

Games are shared as JSON Lines: one header line holding the setup, then one action per line.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from companion_app.storage import snapshots

FORMAT = "talisman-game"
FORMAT_VERSION = 1
DB_NAME = "games.sqlite3"
SCHEMA_VERSION = 1  # PRAGMA user_version; 0 is this schema before it was numbered

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    setup TEXT NOT NULL,
    cursor INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    created TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS readings (
    card TEXT NOT NULL,
    value TEXT NOT NULL,
    number INTEGER NOT NULL,
    updated TEXT NOT NULL,
    PRIMARY KEY (card, value)
);
CREATE TABLE IF NOT EXISTS damage (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    problem TEXT NOT NULL,
    kept_at TEXT NOT NULL,
    good INTEGER,
    resolved INTEGER NOT NULL DEFAULT 0
);
"""


class StorageError(Exception):
    """A saved game or a game file cannot be read or written; the message says why."""


@dataclass(frozen=True)
class SavedGame:
    id: int
    name: str
    setup: Mapping[str, Any]
    cursor: int
    created: str
    updated: str


@dataclass(frozen=True)
class Damage:
    """What went wrong with a saved game: ``problem`` in plain words, where the untouched save
    was kept, how many actions still play (``good``; None when the game cannot be opened at
    all), and whether the table chose to play on from there (``resolved``)."""

    problem: str
    kept_at: str
    good: int | None
    resolved: bool = False


@dataclass(frozen=True)
class GameRecord:
    """A saved game with its log: ``actions`` are the live ones, ``redo`` the undone tail."""

    game: SavedGame
    actions: tuple[Any, ...]
    redo: tuple[Any, ...]


def default_data_dir() -> Path:
    """The user's data folder for this app (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("talisman-table", appauthor=False))


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class GameStore:
    """The games database in one folder. Open it with ``GameStore(folder)``."""

    def __init__(self, data_dir: Path | str) -> None:
        self.data_dir = Path(data_dir)
        self.path = self.data_dir / DB_NAME
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None)
            self._db.execute("PRAGMA foreign_keys = ON")
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute("PRAGMA synchronous = FULL")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                self._db.close()
                raise StorageError(f"the saved games at {self.path} were written by a newer version")
            self._db.executescript(_SCHEMA + snapshots.SCHEMA)
            if version < SCHEMA_VERSION:
                self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.DatabaseError as exc:
            raise StorageError(f"cannot open the saved games at {self.path}: {exc}") from exc
        self._chains = snapshots.Chains()

    def close(self) -> None:
        self._db.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            self._chains.forget_all()  # a chain may have gone ahead of the file
            raise
        try:
            self._db.execute("COMMIT")
        except BaseException:
            self._chains.forget_all()
            raise

    # -- games -------------------------------------------------------------------------------

    def create(
        self,
        name: str,
        setup: Mapping[str, Any],
        actions: tuple[Any, ...] | list[Any] = (),
        *,
        cursor: int | None = None,
        created: str | None = None,
        updated: str | None = None,
    ) -> int:
        """Store a new game (optionally with its log, cursor and dates) and return its id."""
        now = _now()
        cursor = len(actions) if cursor is None else max(0, min(cursor, len(actions)))
        with self._transaction() as db:
            cur = db.execute(
                "INSERT INTO games (name, setup, cursor, created, updated) VALUES (?, ?, ?, ?, ?)",
                (name, _dumps(setup), cursor, created or now, updated or now),
            )
            game_id = int(cur.lastrowid)
            db.executemany(
                "INSERT INTO actions (game_id, seq, action, created) VALUES (?, ?, ?, ?)",
                [(game_id, i, _dumps(a), now) for i, a in enumerate(actions)],
            )
        return game_id

    def games(self) -> list[SavedGame]:
        """Every saved game, the most recently played first."""
        rows = self._db.execute(
            "SELECT id, name, setup, cursor, created, updated FROM games ORDER BY updated DESC, id DESC"
        ).fetchall()
        return [self._game(row) for row in rows]

    def last_game(self) -> SavedGame | None:
        games = self.games()
        return games[0] if games else None

    def game(self, game_id: int) -> SavedGame:
        row = self._db.execute(
            "SELECT id, name, setup, cursor, created, updated FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise StorageError(f"no saved game with id {game_id}")
        return self._game(row)

    @staticmethod
    def _game(row: tuple[Any, ...]) -> SavedGame:
        return SavedGame(
            id=row[0], name=row[1], setup=json.loads(row[2]), cursor=row[3], created=row[4], updated=row[5]
        )

    def load(self, game_id: int) -> GameRecord:
        game = self.game(game_id)
        rows = self._db.execute(
            "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        actions = tuple(json.loads(r[0]) for r in rows)
        return GameRecord(game=game, actions=actions[: game.cursor], redo=actions[game.cursor :])

    def rename(self, game_id: int, name: str) -> None:
        self.game(game_id)
        with self._transaction() as db:
            db.execute("UPDATE games SET name = ? WHERE id = ?", (name, game_id))

    def delete(self, game_id: int) -> None:
        self.game(game_id)
        with self._transaction() as db:
            snapshots.drop(db, self._chains, game_id)
            db.execute("DELETE FROM actions WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # -- the log ---------------------------------------------------------------------------

    def append(self, game_id: int, action: Any, *, position: int, snapshot: str | None = None) -> None:
        """Record ``action`` as log line ``position`` (the cursor), dropping any redo tail;
        ``snapshot`` (the table as it stands after it) is kept in the same transaction.

        Raises:
            StorageError: the game is missing or ``position`` is not its cursor.
        """
        with self._transaction() as db:
            row = db.execute("SELECT cursor FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StorageError(f"no saved game with id {game_id}")
            if row[0] != position:
                raise StorageError(f"game {game_id} is at line {row[0]}, not {position}")
            now, text = _now(), _dumps(action)
            db.execute("DELETE FROM actions WHERE game_id = ? AND seq >= ?", (game_id, position))
            db.execute(
                "INSERT INTO actions (game_id, seq, action, created) VALUES (?, ?, ?, ?)",
                (game_id, position, text, now),
            )
            db.execute("UPDATE games SET cursor = ?, updated = ? WHERE id = ?", (position + 1, now, game_id))
            self._chains.appended(game_id, position, text)
            if snapshot is not None:
                snapshots.write(db, self._chains, game_id, position + 1, snapshot)

    def set_cursor(self, game_id: int, cursor: int, *, snapshot: str | None = None) -> None:
        """Move the cursor (undo/redo) without deleting anything; ``snapshot`` as in ``append``."""
        with self._transaction() as db:
            total = db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)).fetchone()[0]
            if not 0 <= cursor <= total:
                raise StorageError(f"game {game_id} has {total} log lines; cannot move to line {cursor}")
            db.execute("UPDATE games SET cursor = ?, updated = ? WHERE id = ?", (cursor, _now(), game_id))
            if snapshot is not None:
                snapshots.write(db, self._chains, game_id, cursor, snapshot)

    # -- quick-start snapshots (see ``storage.snapshots``) ---------------------------------------

    def snapshot(self, game_id: int) -> str | None:
        """The game's snapshot when it was taken of its log as saved now, else None."""
        return snapshots.read(self._db, self._chains, game_id)

    def save_snapshot(self, game_id: int, body: str) -> None:
        """Keep ``body`` as the snapshot of the game's log as saved now."""
        with self._transaction() as db:
            row = db.execute("SELECT cursor FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StorageError(f"no saved game with id {game_id}")
            snapshots.write(db, self._chains, game_id, row[0], body)

    # -- damage ------------------------------------------------------------------------------

    def mark_damaged(self, game_id: int, damage: Damage) -> None:
        """Remember what went wrong with a game (shown on the Games screen on every launch)."""
        with self._transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO damage (game_id, problem, kept_at, good, resolved)"
                " VALUES (?, ?, ?, ?, ?)",
                (game_id, damage.problem, damage.kept_at, damage.good, int(damage.resolved)),
            )

    def damage(self, game_id: int) -> Damage | None:
        return self.damages().get(game_id)

    def damages(self) -> dict[int, Damage]:
        rows = self._db.execute("SELECT game_id, problem, kept_at, good, resolved FROM damage").fetchall()
        return {r[0]: Damage(problem=r[1], kept_at=r[2], good=r[3], resolved=bool(r[4])) for r in rows}

    def play_on(self, game_id: int) -> None:
        """The table plays a damaged game on from its last good action: the log here is cut
        there (the untouched save is kept elsewhere, see ``Damage.kept_at``).

        Raises:
            StorageError: the game is not marked damaged, or nothing of it can be played.
        """
        damage = self.damage(game_id)
        if damage is None or damage.good is None:
            raise StorageError("this game cannot be played on")
        with self._transaction() as db:
            snapshots.drop(db, self._chains, game_id)
            db.execute("DELETE FROM actions WHERE game_id = ? AND seq >= ?", (game_id, damage.good))
            db.execute(
                "UPDATE games SET cursor = MIN(cursor, ?), updated = ? WHERE id = ?",
                (damage.good, _now(), game_id),
            )
            db.execute("UPDATE damage SET resolved = 1 WHERE game_id = ?", (game_id,))

    def keep_copy(self, stamp: str | None = None) -> Path:
        """Copy the whole database file, as it is now, beside it (``games.sqlite3.damaged-<time>``).

        Everything committed is first written into the main file, so the copy is complete.
        """
        self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        target = aside_path(self.path, stamp)
        shutil.copyfile(self.path, target)
        return target

    # -- JSON Lines ----------------------------------------------------------------------------

    def export_jsonl(
        self,
        game_id: int,
        path: Path | str,
        convert: Callable[[Mapping[str, Any], list[Any]], tuple[Mapping[str, Any], list[Any]]] | None = None,
    ) -> Path:
        """Write the game's setup and live actions to ``path``; returns the path. ``convert``
        turns them into another game's first (a free-tracking game into table corrections).

        A damaged game gives its good part: the actions before the one that failed.
        """
        record = self.load(game_id)
        actions = list(record.actions)
        damage = self.damage(game_id)
        if damage is not None and damage.good is not None and not damage.resolved:
            actions = actions[: damage.good]
        setup: Mapping[str, Any] = record.game.setup
        if convert is not None:
            setup, actions = convert(setup, actions)
        path = Path(path)
        path.write_text(to_jsonl(record.game.name, setup, actions), encoding="utf-8")
        return path

    def import_jsonl(self, path: Path | str, *, name: str | None = None) -> int:
        """Read a game file and store it as a new game.

        Raises:
            StorageError: the file is unreadable, not a game file, or malformed (nothing stored).
        """
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise StorageError(f"cannot read {path.name}: {exc}") from exc
        file_name, setup, actions = parse_jsonl(text, source=path.name)
        return self.create(name or file_name or path.stem, setup, actions)


def aside_path(path: Path, stamp: str | None = None) -> Path:
    """A new name beside ``path`` for a damaged save: ``games.sqlite3.damaged-20261123-231500``."""
    stamp = stamp or datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    return target


def to_jsonl(name: str, setup: Mapping[str, Any], actions: tuple[Any, ...] | list[Any]) -> str:
    header = {"format": FORMAT, "version": FORMAT_VERSION, "name": name, "setup": setup}
    lines = [_dumps(header)] + [_dumps(a) for a in actions]
    return "\n".join(lines) + "\n"


def parse_jsonl(text: str, *, source: str = "file") -> tuple[str, dict[str, Any], list[Any]]:
    """Split a game file into (name, setup, actions).

    Raises:
        StorageError: naming the line that is wrong.
    """
    lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not lines:
        raise StorageError(f"{source} is empty, not a Talisman game file")
    parsed: list[tuple[int, Any]] = []
    for n, line in lines:
        try:
            parsed.append((n, json.loads(line)))
        except json.JSONDecodeError as exc:
            raise StorageError(
                f"{source} line {n} is not JSON ({exc.msg}); not a Talisman game file"
            ) from exc
    n, header = parsed[0]
    if (
        not isinstance(header, dict)
        or header.get("format") != FORMAT
        or not isinstance(header.get("setup"), dict)
    ):
        raise StorageError(
            f"{source} line {n}: no Talisman game header; this is not a game file from this app"
        )
    if header.get("version") != FORMAT_VERSION:
        raise StorageError(f"{source}: game file version {header.get('version')!r} is not supported")
    actions = []
    for n, action in parsed[1:]:
        if not isinstance(action, (dict, list, str)) or not action:
            raise StorageError(f"{source} line {n}: an action must be a JSON object, list or text")
        actions.append(action)
    name = header.get("name")
    return (name if isinstance(name, str) else ""), header["setup"], actions
