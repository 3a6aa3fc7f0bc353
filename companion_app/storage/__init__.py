"""Saved games: the SQLite store (``games``) and the recovery of damaged saves (``recovery``).

``from companion_app.storage import GameStore, StorageError, ...`` keeps working for callers.
"""

from companion_app.storage.games import (
    DB_NAME,
    FORMAT,
    FORMAT_VERSION,
    GameRecord,
    GameStore,
    SavedGame,
    StorageError,
    default_data_dir,
    parse_jsonl,
    to_jsonl,
)

__all__ = [
    "DB_NAME",
    "FORMAT",
    "FORMAT_VERSION",
    "GameRecord",
    "GameStore",
    "SavedGame",
    "StorageError",
    "default_data_dir",
    "parse_jsonl",
    "to_jsonl",
]
