"""Quick start: the Table screen as it stood after a game's last saved change, kept beside the
game's log (``storage.snapshots``) so a resumed game is drawn before the rules engine is
imported and the log replayed; the controller replays it right after and checks the two agree.

The body is JSON, never pickle, and is read back field by field against the views' own types:
anything missing, extra or of another kind, another format, or another build of the code
and data the view is worded from means no snapshot (the game is replayed as before).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any

from companion_app.viewmodels.views import PlayerView, TableView

FORMAT = 1  # raise when the encoding changes


class _Bad(ValueError):
    """A snapshot that does not read back exactly."""


@dataclass(frozen=True)
class Snapshot:
    """What the first frame of a resumed game shows: the table, the line under the tool bar in
    a rules game (the engine's prompt) and whose turn it is as (round, player)."""

    view: TableView
    prompt: str
    whose_turn: tuple[int, int]


@cache
def code_version() -> str:
    """A digest of the names, sizes and times of the files a view is made from (the engine,
    the game data, the view models): another build never reads this build's snapshots."""
    digest = hashlib.sha256(f"snapshot {FORMAT}\n".encode())
    roots = [Path(__file__).resolve().parent]
    for package in ("engine", "content"):
        spec = importlib.util.find_spec(package)  # a top-level package: found, not imported
        if spec is not None and spec.origin:
            roots.append(Path(spec.origin).resolve().parent)

    def walk(folder: str) -> None:
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.is_dir():
                if entry.name != "__pycache__":
                    walk(entry.path)
            elif entry.is_file():
                stat = entry.stat()
                digest.update(f"{entry.path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())

    for root in roots:
        walk(str(root))
    return digest.hexdigest()


def dumps(snapshot: Snapshot) -> str:
    """The snapshot as JSON text for the store."""
    return json.dumps(
        {
            "format": FORMAT,
            "code": code_version(),
            "view": _encode(snapshot.view),
            "prompt": snapshot.prompt,
            "turn": list(snapshot.whose_turn),
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )


def loads(text: str | None) -> Snapshot | None:
    """The snapshot in ``text``, or None when there is none or it does not read back exactly."""
    if not text:
        return None
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or set(data) != {"format", "code", "view", "prompt", "turn"}:
            raise _Bad("not a snapshot")
        if data["format"] != FORMAT or data["code"] != code_version():
            raise _Bad("written by another build")
        return Snapshot(
            view=_TABLE(data["view"]), prompt=_str(data["prompt"]), whose_turn=_int_pair(data["turn"])
        )
    except (_Bad, ValueError, TypeError, KeyError, RecursionError):
        return None


# -- the encoding: a view is its fields; tuples come back as tuples, by the field's type --------


def _encode(value: Any) -> Any:
    if isinstance(value, (PlayerView, TableView)):
        return {f.name: _encode(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def _str(v: Any) -> str:
    if type(v) is not str:
        raise _Bad("not text")
    return v


def _int(v: Any) -> int:
    if type(v) is not int:
        raise _Bad("not a whole number")
    return v


def _bool(v: Any) -> bool:
    if type(v) is not bool:
        raise _Bad("not yes or no")
    return v


def _optional(read: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda v: None if v is None else read(v)


def _tuple_of(read: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, ...]]:
    def reader(v: Any) -> tuple[Any, ...]:
        if type(v) is not list:
            raise _Bad("not a list")
        return tuple(read(x) for x in v)

    return reader


def _pair(first: Callable[[Any], Any], second: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, Any]]:
    def reader(v: Any) -> tuple[Any, Any]:
        if type(v) is not list or len(v) != 2:
            raise _Bad("not a pair")
        return first(v[0]), second(v[1])

    return reader


def _record(cls: type[Any]) -> Callable[[Any], Any]:
    def reader(v: Any) -> Any:
        names = {f.name: f.type for f in fields(cls)}
        if type(v) is not dict or set(v) != set(names):
            raise _Bad(f"not the fields of a {cls.__name__}")
        return cls(**{name: KINDS[str(kind)](v[name]) for name, kind in names.items()})

    return reader


_int_pair = _pair(_int, _int)
# Each field type the views use, as written in views.py, with its reader (a test checks that
# every field of both views has one).
KINDS: dict[str, Callable[[Any], Any]] = {
    "int": _int,
    "str": _str,
    "bool": _bool,
    "str | None": _optional(_str),
    "tuple[str, ...]": _tuple_of(_str),
    "tuple[int, int]": _int_pair,
    "tuple[tuple[str, str], ...]": _tuple_of(_pair(_str, _str)),
    "tuple[tuple[str, int], ...]": _tuple_of(_pair(_str, _int)),
    "tuple[PlayerView, ...]": _tuple_of(_record(PlayerView)),
}
_TABLE = _record(TableView)
