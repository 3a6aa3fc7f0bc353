"""Opening the saved games whatever state they are in, and never losing a byte of them.

Before the app writes to ``games.sqlite3`` it reads the file once, read-only. When the file
is not a database, was written by a newer version, or holds a row that cannot be read, the
file is moved aside untouched (``games.sqlite3.damaged-<time>``, with its ``-wal`` and
``-shm`` companions) and a fresh file is filled with every game as far as it can be read;
each game cut short is marked damaged, with where the untouched save went. The table is
told in plain words (``Notice``). A game whose log no longer plays (``GameDamaged``, found
when it is opened) gets a complete copy of the file kept the same way.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from companion_app.storage.games import DB_NAME, SCHEMA_VERSION, Damage, GameStore, StorageError, aside_path
from companion_app.storage.readings import Readings


@dataclass(frozen=True)
class Notice:
    """One thing the table must be told about its saves, in plain words."""

    text: str
    game: str = ""  # the game's name when the notice is about one game


@dataclass(frozen=True)
class Opened:
    store: GameStore
    notices: tuple[Notice, ...] = ()


class GameDamaged(StorageError):
    """A saved game's log stops playing at action ``good + 1``; the message says so plainly."""

    def __init__(self, game_id: int, name: str, *, good: int | None, problem: str) -> None:
        super().__init__(f"{name}: {problem}")
        self.game_id, self.name, self.good, self.problem = game_id, name, good, problem


@dataclass(frozen=True)
class _Game:
    """One game as read from a file that may be damaged."""

    name: str
    setup: Any  # None when unreadable
    actions: tuple[Any, ...]  # the readable ones, in order, up to the first that is not
    total: int
    cursor: int
    created: str
    updated: str
    problem: str = ""
    damage: Damage | None = None  # damage recorded earlier, carried into the fresh file


@dataclass
class _Survey:
    problem: str = ""  # what is wrong with the whole file ("" when it is readable)
    newer: bool = False
    games: list[_Game] = field(default_factory=list)
    readings: list[tuple[str, str, int]] = field(default_factory=list)  # printed values kept

    @property
    def healthy(self) -> bool:
        return not self.problem and not self.newer and not any(g.problem for g in self.games)


def open_store(data_dir: Path | str) -> Opened:
    """The games database in ``data_dir``, moved aside and rebuilt first if it is damaged.

    Raises:
        StorageError: the folder itself cannot be written (nothing was moved).
    """
    path = Path(data_dir) / DB_NAME
    if not path.is_file():
        return Opened(GameStore(data_dir))
    survey = _survey(path)
    if survey.healthy:
        return Opened(GameStore(data_dir))
    try:
        kept = _move_aside(path)
    except OSError as exc:
        raise StorageError(
            f"the saved games at {path} are damaged and could not be moved aside ({exc.strerror})"
        ) from exc
    store = GameStore(data_dir)
    return Opened(store, tuple(_restore(store, survey, kept)))


def keep_unplayable(store: GameStore, damaged: GameDamaged) -> Damage:
    """Record a game whose log stopped playing, keeping a copy of the whole file first
    (once: a game already recorded with the same stopping point keeps its copy)."""
    known = store.damage(damaged.game_id)
    if known is not None and not known.resolved and known.good == damaged.good:
        return known
    damage = Damage(problem=damaged.problem, kept_at=str(store.keep_copy()), good=damaged.good)
    store.mark_damaged(damaged.game_id, damage)
    return damage


def damage_words(name: str, damage: Damage) -> str:
    """What the Games screen says about a damaged game."""
    if damage.good is None:
        return (
            f"{name}: {damage.problem}, so it cannot be opened. The whole save is kept at {damage.kept_at}."
        )
    after = f"after action {damage.good}" if damage.good else "at its start"
    if damage.resolved:
        return (
            f"{name} was played on from action {damage.good}; the earlier save is kept at {damage.kept_at}."
        )
    return (
        f"{name}: {damage.problem}. It opens as it stood {after}: look at it, or play on from there. "
        f"The whole save is kept at {damage.kept_at}."
    )


# -- reading a file that may be damaged ---------------------------------------------------------


def _survey(path: Path) -> _Survey:
    survey = _Survey()
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        survey.problem = "unreadable"
        return survey
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        survey.newer = version > SCHEMA_VERSION
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            survey.problem = "damaged"
        rows = db.execute(
            "SELECT id, name, setup, cursor, created, updated FROM games ORDER BY id"
        ).fetchall()
    except sqlite3.Error:
        survey.problem = survey.problem or "unreadable"
        db.close()
        return survey
    if not survey.problem and not survey.newer and all(_setup(row[2]) is not None for row in rows):
        if _actions_sound(db):  # healthy: nothing to copy, so no action need be read one by one
            db.close()
            return survey
    damages = _damages(db)
    for row in rows:
        survey.games.append(_read_game(db, row, damages.get(row[0])))
    survey.readings = _readings(db)
    db.close()
    return survey


# Every game's actions, checked by SQLite at once (a device's history grows to thousands of
# actions, read at every start): numbered 0, 1, 2... with no gap, each a JSON object, list or text
# that is not empty. A file that fails it, or an SQLite without JSON functions, is read action by
# action in Python (``_read_game``), which alone says what is wrong.
_ACTIONS_SOUND = """
SELECT COUNT(*) FROM (
    SELECT COUNT(*) AS n, MIN(seq) AS first, MAX(seq) AS last,
        SUM(typeof(seq) != 'integer' OR typeof(action) != 'text' OR NOT json_valid(action)
            OR json_type(action) NOT IN ('object', 'array', 'text')
            OR json(action) IN ('{}', '[]', '""')) AS bad
    FROM actions WHERE game_id IN (SELECT id FROM games) GROUP BY game_id
) WHERE bad != 0 OR first != 0 OR last != n - 1
"""


def _actions_sound(db: sqlite3.Connection) -> bool:
    """Whether every game's actions read back, as far as SQLite can tell at once (``False``:
    something may be wrong, or this SQLite cannot tell)."""
    try:
        return bool(db.execute(_ACTIONS_SOUND).fetchone()[0] == 0)
    except sqlite3.Error:
        return False


def _setup(text: Any) -> dict[str, Any] | None:
    """A game's players and options as saved (None: they cannot be read)."""
    try:
        setup = json.loads(text)
    except (TypeError, ValueError):
        return None
    return setup if isinstance(setup, dict) else None


def _readings(db: sqlite3.Connection) -> list[tuple[str, str, int]]:
    """The printed values the device had read, as far as they can be read (storage.readings)."""
    try:
        rows = db.execute("SELECT card, value, number FROM readings").fetchall()
    except sqlite3.Error:
        return []
    return [(c, v, n) for c, v, n in rows if isinstance(c, str) and isinstance(v, str) and type(n) is int]


def _damages(db: sqlite3.Connection) -> dict[int, Damage]:
    try:
        rows = db.execute("SELECT game_id, problem, kept_at, good, resolved FROM damage").fetchall()
    except sqlite3.Error:
        return {}
    return {r[0]: Damage(problem=r[1], kept_at=r[2], good=r[3], resolved=bool(r[4])) for r in rows}


def _read_game(db: sqlite3.Connection, row: tuple[Any, ...], damage: Damage | None) -> _Game:
    game_id, name, setup_text, cursor, created, updated = row
    name = name if isinstance(name, str) and name else f"Game {game_id}"
    setup = _setup(setup_text)
    if setup is None:
        return _Game(
            name, None, (), 0, 0, str(created), str(updated), "its players and options could not be read"
        )
    try:
        rows = db.execute(
            "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
    except sqlite3.Error:
        return _Game(name, setup, (), 0, 0, str(created), str(updated), "its actions could not be read")
    actions: list[Any] = []
    problem = ""
    for expected, (seq, text) in enumerate(rows):
        try:
            if seq != expected:
                raise ValueError
            action = json.loads(text)
            if not action or not isinstance(action, (dict, list, str)):
                raise ValueError
        except (TypeError, ValueError):
            problem = f"action {expected + 1} of {len(rows)} could not be read"
            break
        actions.append(action)
    cursor = cursor if isinstance(cursor, int) else len(actions)
    return _Game(name, setup, tuple(actions), len(rows), cursor, str(created), str(updated), problem, damage)


# -- moving aside and rebuilding -----------------------------------------------------------------


def _move_aside(path: Path) -> Path:
    """Rename the file (and its write-ahead log and index) to a new name beside it."""
    target = aside_path(path)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    path.rename(target)
    return target


def _restore(store: GameStore, survey: _Survey, kept: Path) -> list[Notice]:
    if survey.newer:
        copied = (
            "the games this version can read were copied into a fresh file"
            if survey.games
            else "this version can read none of its games, so new games are saved in a fresh file"
        )
        notices = [
            Notice(
                "These saved games were written by a newer version of this app. The file is kept "
                f"unchanged at {kept} for that version; {copied}."
            )
        ]
    elif survey.problem == "unreadable":
        return [
            Notice(
                "The saved games file could not be read: it is damaged, or it is not a file of saved "
                f"games. It was moved to {kept}, with nothing in it deleted; new games are saved in a "
                "fresh file."
            )
        ]
    else:
        notices = [
            Notice(
                f"Part of the saved games file was damaged. The file, exactly as it was, is kept at {kept}; "
                "every game was copied into a fresh file as far as it could be read."
            )
        ]
    for game in survey.games:
        if game.setup is None:
            notices.append(Notice(f"{game.name}: {game.problem}, so it could not be copied.", game.name))
            continue
        game_id = store.create(
            game.name,
            game.setup,
            game.actions,
            cursor=game.cursor,
            created=game.created,
            updated=game.updated,
        )
        if game.problem:
            damage = Damage(problem=game.problem, kept_at=str(kept), good=len(game.actions))
            store.mark_damaged(game_id, damage)
            notices.append(Notice(damage_words(game.name, damage), game.name))
        elif game.damage is not None:
            store.mark_damaged(game_id, game.damage)
    kept_values = Readings(store)
    for card, value, number in survey.readings:  # what the table read off its cards comes too
        kept_values.remember(card, value, number)
    return notices
