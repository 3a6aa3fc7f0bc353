"""Saved games: the SQLite store (``games``) and the recovery of damaged saves (``recovery``).

``from companion_app.storage import GameStore, StorageError, ...`` keeps working for callers.
"""

from companion_app.storage.games import (
    DB_NAME,
    FORMAT,
    FORMAT_VERSION,
    SCHEMA_VERSION,
    Damage,
    GameRecord,
    GameStore,
    SavedGame,
    StorageError,
    default_data_dir,
    parse_jsonl,
    to_jsonl,
)
from companion_app.storage.recovery import (
    GameDamaged,
    Notice,
    Opened,
    damage_words,
    keep_unplayable,
    open_store,
)

__all__ = [
    "DB_NAME",
    "FORMAT",
    "FORMAT_VERSION",
    "SCHEMA_VERSION",
    "Damage",
    "GameDamaged",
    "GameRecord",
    "GameStore",
    "Notice",
    "Opened",
    "SavedGame",
    "StorageError",
    "damage_words",
    "default_data_dir",
    "keep_unplayable",
    "open_store",
    "parse_jsonl",
    "to_jsonl",
]
