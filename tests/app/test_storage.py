"""Saved games: SQLite log with a cursor, JSON Lines export/import, clear errors."""

from __future__ import annotations

import json
import sqlite3

import pytest

from companion_app.storage import GameStore, StorageError, parse_jsonl, to_jsonl

SETUP = {"players": [{"name": "Ann", "character": "character/warrior"}]}


def test_append_and_load_keep_order(store):
    gid = store.create("g", SETUP)
    for i in range(5):
        store.append(gid, {"type": "adjust", "n": i}, position=i)
    record = store.load(gid)
    assert [a["n"] for a in record.actions] == [0, 1, 2, 3, 4]
    assert record.redo == ()
    assert record.game.setup == SETUP


def test_undo_keeps_redo_tail_until_a_new_action(store):
    gid = store.create("g", SETUP)
    for i in range(3):
        store.append(gid, {"n": i}, position=i)
    store.set_cursor(gid, 1)
    record = store.load(gid)
    assert [a["n"] for a in record.actions] == [0]
    assert [a["n"] for a in record.redo] == [1, 2]
    store.append(gid, {"n": 9}, position=1)
    record = store.load(gid)
    assert [a["n"] for a in record.actions] == [0, 9]
    assert record.redo == ()


def test_append_at_wrong_position_is_refused_and_changes_nothing(store):
    gid = store.create("g", SETUP)
    store.append(gid, {"n": 0}, position=0)
    with pytest.raises(StorageError, match="at line 1, not 0"):
        store.append(gid, {"n": 1}, position=0)
    assert [a["n"] for a in store.load(gid).actions] == [0]


def test_cursor_out_of_range(store):
    gid = store.create("g", SETUP)
    with pytest.raises(StorageError, match="cannot move to line 3"):
        store.set_cursor(gid, 3)


def test_list_delete_and_last_game(store):
    a = store.create("first", SETUP)
    b = store.create("second", SETUP)
    store.append(a, {"n": 0}, position=0)  # a is now the most recently played
    assert store.last_game().id in (a, b)
    assert {g.name for g in store.games()} == {"first", "second"}
    store.delete(b)
    assert [g.id for g in store.games()] == [a]
    assert store.load(a).actions == ({"n": 0},)  # deleting b left a alone
    with pytest.raises(StorageError, match="no saved game"):
        store.load(b)


def test_export_import_round_trip(store, tmp_path):
    gid = store.create("Friday", SETUP)
    store.append(gid, {"type": "end_turn"}, position=0)
    store.append(gid, ["roll", 4], position=1)
    path = store.export_jsonl(gid, tmp_path / "friday.jsonl")
    lines = path.read_text().splitlines()
    assert json.loads(lines[0])["setup"] == SETUP
    assert [json.loads(x) for x in lines[1:]] == [{"type": "end_turn"}, ["roll", 4]]
    new = store.import_jsonl(path)
    assert new != gid
    assert store.load(new).actions == store.load(gid).actions
    assert store.game(new).name == "Friday"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("not json\n", "line 1 is not JSON"),
        ('{"hello": 1}\n', "no Talisman game header"),
        ('{"format": "talisman-game", "version": 99, "setup": {}}\n', "version 99"),
        ('{"format": "talisman-game", "version": 1, "setup": {}}\n42\n', "line 2: an action"),
        ('{"format": "talisman-game", "version": 1, "setup": {}}\n{"a": 1}\n{broken\n', "line 3 is not JSON"),
    ],
)
def test_foreign_or_corrupt_file_is_refused_and_other_games_unharmed(store, tmp_path, text, message):
    keep = store.create("keep", SETUP)
    store.append(keep, {"n": 1}, position=0)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text)
    with pytest.raises(StorageError, match=message):
        store.import_jsonl(bad)
    assert [g.id for g in store.games()] == [keep]
    assert store.load(keep).actions == ({"n": 1},)


def test_binary_file_is_refused(store, tmp_path):
    bad = tmp_path / "photo.jsonl"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(StorageError, match="cannot read photo.jsonl"):
        store.import_jsonl(bad)
    assert store.games() == []


def test_corrupt_database_gives_clear_error(tmp_path):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "games.sqlite3").write_bytes(b"this is not a database" * 100)
    with pytest.raises(StorageError, match="cannot open the saved games"):
        GameStore(folder)


def test_jsonl_text_helpers_round_trip():
    text = to_jsonl("n", SETUP, [{"a": 1}, ["move", "space/outer/city"]])
    assert parse_jsonl(text) == ("n", SETUP, [{"a": 1}, ["move", "space/outer/city"]])


def test_database_is_plain_sqlite(store):
    gid = store.create("g", SETUP)
    store.append(gid, {"n": 0}, position=0)
    db = sqlite3.connect(store.path)
    assert db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (gid,)).fetchone()[0] == 1
    db.close()
