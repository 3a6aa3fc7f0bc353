"""The start-up cache (content.cache): the same catalogue as reading the YAML, never stale,
rebuilt when damaged, and optional when its folder cannot be written."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import content
from content import cache, loader
from content.loader import DATA_DIR


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    where = tmp_path / "cache"
    monkeypatch.setenv("TALISMAN_CACHE_DIR", str(where))
    return where


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def cached_files(where: Path) -> list[Path]:
    return sorted(where.glob("catalogue-*.json"))


def test_the_cached_catalogue_equals_the_one_read_from_yaml(cache_dir: Path) -> None:
    fresh, problems = content.check(DATA_DIR)
    assert fresh is not None and not problems
    first = content.load(DATA_DIR)  # builds and writes the cache
    assert len(cached_files(cache_dir)) == 1
    again = content.load(DATA_DIR)  # reads it back
    assert first == fresh and again == fresh
    assert list(again.components) == list(fresh.components)  # the file order too
    giant = again["adventure/giant"]
    assert type(giant) is type(fresh["adventure/giant"]) and isinstance(giant.keywords, tuple)


def test_a_cached_catalogue_is_read_without_the_yaml(cache_dir: Path, monkeypatch) -> None:
    expected = content.load(DATA_DIR)

    def no_yaml(*args):
        raise AssertionError("the YAML was read although the cache was there")

    monkeypatch.setattr(loader, "check", no_yaml)
    assert content.load(DATA_DIR) == expected


def test_a_change_in_a_subfolder_gives_a_new_catalogue(cache_dir: Path, data: Path) -> None:
    before = content.load(data)
    path = data / "core" / "adventure" / "enemies.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("name: Giant", "name: Big Giant"), "utf-8")
    after = content.load(data)
    assert before["adventure/giant"].name == "Giant" and after["adventure/giant"].name == "Big Giant"
    assert len(cached_files(cache_dir)) == 2


def test_a_damaged_cache_file_is_rebuilt(cache_dir: Path) -> None:
    expected = content.load(DATA_DIR)
    (path,) = cached_files(cache_dir)
    for damage in ("{not json", '{"format": 1}', json.dumps({"format": 1, "key": "x", "components": []})):
        path.write_text(damage, encoding="utf-8")
        assert content.load(DATA_DIR) == expected
        assert cache.read(cache.key(DATA_DIR)) == expected  # written again, whole


def test_a_file_written_for_other_data_is_not_used(cache_dir: Path, data: Path) -> None:
    content.load(DATA_DIR)
    (path,) = cached_files(cache_dir)
    other = cache.path_for(cache.key(data) + "0")
    assert other is not None
    path.rename(other)
    assert cache.read(cache.key(data) + "0") is None  # the key inside the file must match too


def test_no_cache_when_its_folder_cannot_be_written(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TALISMAN_CACHE_DIR", str(blocker / "cache"))
    fresh, _ = content.check(DATA_DIR)
    assert content.load(DATA_DIR) == fresh
    assert not (blocker / "cache").exists()


def test_the_cache_can_be_turned_off(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("TALISMAN_CACHE_DIR", "off")
    assert cache.folder() is None
    assert content.load(DATA_DIR) == content.check(DATA_DIR)[0]


def test_broken_data_is_never_cached(cache_dir: Path, data: Path) -> None:
    path = data / "core/spells.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "\n- id: spell/nothing\n", "utf-8")
    with pytest.raises(content.ContentError):
        content.load(data)
    assert cached_files(cache_dir) == []


def test_only_a_few_catalogues_are_kept(cache_dir: Path) -> None:
    catalogue = content.load(DATA_DIR)
    for n in range(cache.KEEP + 3):
        assert cache.write(catalogue, f"{n:02d}".ljust(64, "0")) is not None
    assert len(cached_files(cache_dir)) == cache.KEEP


def test_the_packaged_catalogue_is_kept_out_of_the_collectors_scans() -> None:
    """content.load() freezes the packaged catalogue (it lives as long as the process): its
    objects are in no generation the garbage collector scans, and it still works."""
    import gc

    catalogue = content.load()
    assert content.load() is catalogue  # loaded once
    scanned = {id(o) for o in gc.get_objects()}
    components = list(catalogue)
    assert components and not any(id(c) in scanned for c in components)
    assert gc.get_freeze_count() >= len(components)
    assert catalogue["character/warrior"].strength == 4
