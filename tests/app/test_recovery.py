"""Opening saved games whatever state they are in (issue 9, item 1), without the UI."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest
from app_fixtures import two_player_setup

from companion_app.storage import GameDamaged, GameStore, keep_unplayable, open_store
from companion_app.storage.readings import Readings
from companion_app.viewmodels.controller import TableController
from companion_app.viewmodels.games import GamesModel

ADJUST = {"type": "adjust", "player": 0, "stat": "strength_counters", "delta": 1}


def one_game(folder, data, actions=3, name="g"):
    store = GameStore(folder)
    c = TableController(store, data)
    gid = c.new_game(two_player_setup(), name)
    for _ in range(actions):
        c.do(ADJUST)
    return store, gid


KEPT = re.compile(r"games\.sqlite3\.damaged-[0-9-]+")  # a kept file itself, not its -wal or -shm


def kept(folder):
    return sorted(p.name for p in folder.iterdir() if KEPT.fullmatch(p.name))


def test_a_healthy_file_with_its_write_ahead_log_is_opened_as_it_is(tmp_path, data):
    folder = tmp_path / "d"
    store, gid = one_game(folder, data)
    assert (folder / "games.sqlite3-wal").exists()  # still open: the log holds the latest actions
    opened = open_store(folder)
    assert opened.notices == () and kept(folder) == []
    assert len(opened.store.load(gid).actions) == 3
    opened.store.close()
    store.close()


def test_a_file_from_before_the_schema_was_numbered_is_upgraded_in_place(tmp_path, data):
    folder = tmp_path / "d"
    store, gid = one_game(folder, data)
    store.close()
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute("DROP TABLE damage")
    db.execute("PRAGMA user_version = 0")
    db.close()
    opened = open_store(folder)
    assert opened.notices == () and kept(folder) == []
    assert opened.store.damages() == {} and len(opened.store.load(gid).actions) == 3
    opened.store.close()


def spoil_setup(folder, game_id) -> None:
    """Damage one game's setup in the closed file, as a cut-off write might."""
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute("UPDATE games SET setup = 'not a setup' WHERE id = ?", (game_id,))
    db.close()


def test_a_game_whose_setup_cannot_be_read_is_named_and_the_others_are_copied(tmp_path, data):
    folder = tmp_path / "d"
    store, lost = one_game(folder, data, name="Lost game")
    TableController(store, data).new_game(two_player_setup(), "Kept game")
    store.close()
    spoil_setup(folder, lost)
    opened = open_store(folder)
    texts = [n.text for n in opened.notices]
    assert texts[1] == "Lost game: its players and options could not be read, so it could not be copied."
    assert [g.name for g in opened.store.games()] == ["Kept game"]
    opened.store.close()


def test_the_printed_values_the_tablet_read_are_copied_with_the_games(tmp_path, data):
    """Issues 12 and 13: values read off the table's cards survive a damaged save."""
    folder = tmp_path / "d"
    store, lost = one_game(folder, data, name="Lost game")
    Readings(store).remember("adventure/cave-troll", "strength", 9)
    store.close()
    spoil_setup(folder, lost)
    opened = open_store(folder)
    assert opened.notices  # the damage was found and the file moved aside
    assert Readings(opened.store).all() == {"adventure/cave-troll": {"strength": 9}}
    opened.store.close()


def test_an_unplayable_game_is_copied_once_and_exports_its_good_part(tmp_path, data):
    folder = tmp_path / "d"
    store, gid = one_game(folder, data)
    store._db.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = 2",
                      (json.dumps({**ADJUST, "player": 9}),  gid))  # fmt: skip
    model = GamesModel(TableController(store, data))
    outcome = model.open(gid)
    assert not outcome.opened and "action 3 of 3 no longer plays" in outcome.message
    assert model.open(gid).message == outcome.message  # asked again: the same words, no second copy
    assert len(kept(folder)) == 1
    exported = model.export(gid)
    path = folder / "exports" / "g.jsonl"
    assert exported.message == f"Saved g to {path}"
    assert [json.loads(x) for x in path.read_text().splitlines()[1:]] == [ADJUST, ADJUST]
    again = keep_unplayable(store, GameDamaged(gid, "g", good=2, problem="x"))
    assert again.kept_at.endswith(kept(folder)[0])
    store.close()


def test_a_damaged_last_game_is_not_resumed_but_named(tmp_path, data):
    folder = tmp_path / "d"
    store, gid = one_game(folder, data, name="Last night")
    store._db.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = 0",
                      (json.dumps({**ADJUST, "player": 9}), gid))  # fmt: skip
    model = GamesModel(TableController(store, data))
    model.resume()
    assert model.controller.session is None and model.needs_attention
    assert model.notices[0].text.startswith("Last night: action 1 of 3 no longer plays")
    assert "It opens as it stood at its start" in model.notices[0].text
    store.close()


def test_a_newer_file_this_version_cannot_read_at_all_says_so(tmp_path, data):
    folder = tmp_path / "d"
    store, _ = one_game(folder, data)
    store.close()
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute("ALTER TABLE games RENAME TO matches")
    db.execute("PRAGMA user_version = 3")
    db.close()
    opened = open_store(folder)
    [notice] = opened.notices
    assert "written by a newer version" in notice.text
    assert notice.text.endswith(
        "this version can read none of its games, so new games are saved in a fresh file."
    )
    assert opened.store.games() == [] and len(kept(folder)) == 1
    opened.store.close()


def test_a_healthy_file_is_opened_without_reading_its_actions_one_by_one(tmp_path, data, monkeypatch):
    """Start-up reads a device's whole history: a healthy file is checked by SQLite at once, not
    action by action (the damaged cases below still are)."""
    from companion_app.storage import recovery

    folder = tmp_path / "d"
    store, gid = one_game(folder, data, actions=40)
    store.close()

    def read_one_by_one(*args):
        raise AssertionError("a healthy file's actions were read one by one")

    monkeypatch.setattr(recovery, "_read_game", read_one_by_one)
    opened = open_store(folder)
    assert opened.notices == () and kept(folder) == []
    assert len(opened.store.load(gid).actions) == 40
    opened.store.close()


@pytest.mark.parametrize(
    ("sql", "value"),
    [
        ("UPDATE actions SET action = ? WHERE seq = 1", "{"),  # cut off
        ("UPDATE actions SET action = ? WHERE seq = 1", "{}"),  # empty
        ("UPDATE actions SET action = ? WHERE seq = 1", " [ ] "),  # empty, spaced
        ("UPDATE actions SET action = ? WHERE seq = 1", "null"),
        ("UPDATE actions SET action = ? WHERE seq = 1", "7"),
        ("UPDATE actions SET action = ? WHERE seq = 1", '""'),
        ("UPDATE actions SET seq = ? WHERE seq = 1", 5),  # a gap
        ("UPDATE actions SET seq = ? WHERE seq = 1", "one"),  # not a number
    ],
)
def test_every_damage_to_an_action_is_still_found_and_named(tmp_path, data, sql, value):
    """Whatever SQLite's quick check says, a damaged action row is read as before: the file is
    moved aside, the game is copied up to the damage and named (never taken as healthy)."""
    from companion_app.storage import recovery

    folder = tmp_path / "d"
    store, gid = one_game(folder, data, actions=3, name="Spoilt game")
    store.close()
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute(sql, (value,))
    db.close()
    with sqlite3.connect(folder / "games.sqlite3") as db:
        assert not recovery._actions_sound(db)
    opened = open_store(folder)
    assert kept(folder) and any("Spoilt game" in n.text or n.game == "Spoilt game" for n in opened.notices)
    opened.store.close()


def test_sound_actions_of_every_form_pass_the_quick_check(tmp_path, data):
    """Objects, lists and text, with words in any script: SQLite's check passes what the
    action-by-action reading passes."""
    from companion_app.storage import recovery

    folder = tmp_path / "d"
    store, gid = one_game(folder, data, actions=3)
    store.close()
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    for seq, action in enumerate(['{"note": "Drachen \\u00fcber Stra\\u00dfe"}', '["roll", 4]', '"roll 4"']):
        db.execute("UPDATE actions SET action = ? WHERE seq = ?", (action, seq))
    assert recovery._actions_sound(db)
    row = db.execute("SELECT id, name, setup, cursor, created, updated FROM games").fetchone()
    read = recovery._read_game(db, row, None)
    assert not read.problem and len(read.actions) == 3  # (the reading one by one agrees)
    db.close()
