"""A start-up cache of the validated catalogue, as JSON (never pickle).

Reading and checking the YAML takes most of a short command's time (``talisman replay`` of a
one-line game), so ``content.load()`` keeps the catalogue it built in a JSON file named by a
SHA-256 of every data file's bytes (subfolders included) and of the loader's own code. A
changed file gives a new name, so a stale catalogue is never read; a file that cannot be read
back exactly (damaged, another format) is ignored and rebuilt.

Where: the user's cache folder (``platformdirs``), or ``$TALISMAN_CACHE_DIR``; set that to
``off`` to use no cache. A folder that cannot be written (read-only, full) means no cache:
loading works as before, only slower.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from content import model

FORMAT = 1  # raise when the encoding below changes
KEEP = 8  # catalogues kept in the cache folder (other data copies, other versions)
CODE = ("cache.py", "loader.py", "model.py", "steps.py")  # code whose change changes the result
COMPONENT_TYPES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        model.Component,
        model.AdventureCard,
        model.Space,
        model.Spell,
        model.PurchaseItem,
        model.Card,
        model.Character,
        model.SupplyItem,
        model.Figure,
        model.Ability,
    )
}


class CacheMiss(Exception):
    """The cached file is missing, damaged or of another format."""


def folder() -> Path | None:
    """The cache folder, or None when caching is off."""
    chosen = os.environ.get("TALISMAN_CACHE_DIR")
    if chosen is not None:
        return None if chosen.strip().lower() in ("", "off") else Path(chosen)
    try:
        from platformdirs import user_cache_dir
    except ImportError:  # pragma: no cover - a dependency of the project
        return None
    return Path(user_cache_dir("talisman-table", appauthor=False))


def key(data_dir: Path) -> str:
    """SHA-256 of every file under ``data_dir`` (path and bytes) and of the loader's code."""
    digest = hashlib.sha256(f"format {FORMAT}\n".encode())
    here = Path(__file__).resolve().parent
    named = [(f"code/{name}", here / name) for name in CODE]
    named += [(p.relative_to(data_dir).as_posix(), p) for p in sorted(data_dir.rglob("*")) if p.is_file()]
    for name, path in named:
        data = path.read_bytes()
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


# --- the encoding: every JSON object is a tag, so tuples, lists and mappings come back exactly


def _encode(value: Any) -> Any:
    if value is None or type(value) in (str, int, float, bool):
        return value
    if type(value) is list:
        return [_encode(v) for v in value]
    if type(value) is tuple:
        return {"tuple": [_encode(v) for v in value]}
    if type(value) is dict:
        return {"dict": [[_encode(k), _encode(v)] for k, v in value.items()]}
    if type(value).__name__ in COMPONENT_TYPES and dataclasses.is_dataclass(value):
        fields = {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__name__, "fields": fields}
    raise TypeError(f"cannot cache a {type(value).__name__}")


def _decode(obj: dict[str, Any]) -> Any:
    """json ``object_hook``: a tag object back into its value. The one other kind of object
    is a component's ``fields`` (its keyword arguments), left as it is."""
    keys = obj.keys()
    if keys == {"tuple"}:
        return tuple(obj["tuple"])
    if keys == {"dict"}:
        return {k: v for k, v in obj["dict"]}
    if keys == {"type", "fields"}:
        return COMPONENT_TYPES[obj["type"]](**obj["fields"])
    return obj


def dumps(catalogue: model.Catalogue, cache_key: str) -> str:
    components = [_encode(c) for c in catalogue.components.values()]
    return json.dumps({"format": FORMAT, "key": cache_key, "components": components}, ensure_ascii=False)


def loads(text: str, cache_key: str) -> model.Catalogue:
    """Raises: CacheMiss when the text is not a catalogue written for this key."""
    try:
        data = json.loads(text, object_hook=_decode)
        if data.get("format") != FORMAT or data.get("key") != cache_key:
            raise CacheMiss("written for other data or another format")
        components = data["components"]
        if not all(isinstance(c, model.Component) for c in components):
            raise CacheMiss("not a list of components")
        return model.Catalogue({c.id: c for c in components})
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise CacheMiss(str(exc)) from exc


def path_for(cache_key: str) -> Path | None:
    where = folder()
    return None if where is None else where / f"catalogue-{cache_key[:32]}.json"


def read(cache_key: str) -> model.Catalogue | None:
    """The cached catalogue for this key, or None (no cache, a miss, a damaged file)."""
    path = path_for(cache_key)
    if path is None:
        return None
    try:
        return loads(path.read_text(encoding="utf-8"), cache_key)
    except (OSError, UnicodeDecodeError, CacheMiss):
        return None


def write(catalogue: model.Catalogue, cache_key: str) -> Path | None:
    """Keep the catalogue for next time; returns the file, or None when it could not be written."""
    path = path_for(cache_key)
    if path is None:
        return None
    temp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".catalogue-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(dumps(catalogue, cache_key))
        os.replace(temp, path)  # readers see the old file or the whole new one
    except OSError:
        if temp is not None:
            Path(temp).unlink(missing_ok=True)
        return None
    _prune(path.parent)
    return path


def _prune(where: Path) -> None:
    """Keep the ``KEEP`` most recent catalogues."""
    try:
        files = sorted(where.glob("catalogue-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[KEEP:]:
            old.unlink()
    except OSError:
        pass
