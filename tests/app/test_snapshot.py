"""Quick start from a snapshot (issue 10, item 4): a resumed game is drawn from the table as it
stood after its last saved change, then replayed; a stale, damaged or wrong snapshot is never
what the table ends up with."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import fields, replace
from pathlib import Path

import pytest
from app_fixtures import two_player_setup

from companion_app.storage import GameStore
from companion_app.viewmodels import snapshot
from companion_app.viewmodels.controller import TableController
from companion_app.viewmodels.games import GamesModel
from companion_app.viewmodels.views import PlayerView, TableView

ADJUST = {"type": "adjust", "player": 0, "stat": "gold", "delta": 1}
SETUP = {"players": [{"name": "Ann", "character": "character/warrior"}]}


@pytest.fixture(scope="module")
def catalogue():
    import content

    return content.load()


def rules_controller(folder: Path, catalogue) -> TableController:
    from companion_app.viewmodels.engine_session import engine_factory
    from companion_app.viewmodels.tabledata import from_catalogue

    return TableController(
        GameStore(folder), from_catalogue(catalogue), engine_session=engine_factory(catalogue)
    )


def rules_game(folder: Path, catalogue, actions: int = 12) -> tuple[TableView, str]:
    """A saved rules game of ``actions`` legal steps (the first choice each time) and two
    corrections; returns its table and prompt as a full replay shows them."""
    c = rules_controller(folder, catalogue)
    c.new_game(two_player_setup(mode="engine", seed=3), "rules")
    for _ in range(actions):
        c.do(c.session.choices()[0].action)
    c.do(ADJUST)
    c.do({"type": "adjust", "player": 1, "stat": "fate", "delta": -1})
    view, prompt = c.view(), c.prompt
    c.store.close()
    return view, prompt


def resumed(folder: Path, catalogue) -> tuple[TableController, GamesModel]:
    c = rules_controller(folder, catalogue)
    games = GamesModel(c)
    games.resume(quick=True)
    return c, games


def sql(folder: Path, statement: str, *args) -> None:
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute(statement, args)
    db.close()


# -- the store: a snapshot is handed out only for the log it was taken of ----------------------


def test_a_snapshot_is_kept_with_the_action_and_only_for_that_log(store):
    gid = store.create("g", SETUP)
    store.append(gid, ADJUST, position=0, snapshot="after one")
    assert store.snapshot(gid) == "after one"
    store.append(gid, ADJUST, position=1)  # written without one: the old one is stale
    assert store.snapshot(gid) is None
    store.append(gid, ADJUST, position=2, snapshot="after three")
    store.set_cursor(gid, 2)  # undone without one: stale too
    assert store.snapshot(gid) is None
    store.set_cursor(gid, 2, snapshot="after two")
    assert store.snapshot(gid) == "after two"
    store.append(gid, {"n": 9}, position=2, snapshot="a new third")  # the redo tail goes
    assert store.snapshot(gid) == "a new third"


def test_a_log_changed_behind_the_snapshot_makes_it_stale(tmp_path):
    folder = tmp_path / "data"
    store = GameStore(folder)
    gid = store.create("g", SETUP)
    for i in range(3):
        store.append(gid, {"n": i}, position=i, snapshot=f"after {i + 1}")
    store.close()
    assert GameStore(folder).snapshot(gid) == "after 3"  # read back from the file
    # Another program (an older version of the app, a repair) changes an action in the middle.
    sql(folder, "UPDATE actions SET action = ? WHERE game_id = ? AND seq = 1", '{"n":7}', gid)
    assert GameStore(folder).snapshot(gid) is None
    sql(folder, "UPDATE actions SET action = ? WHERE game_id = ? AND seq = 1", '{"n":1}', gid)
    assert GameStore(folder).snapshot(gid) == "after 3"  # the same log again
    sql(folder, "UPDATE snapshots SET digest = ? WHERE game_id = ?", "0" * 64, gid)
    assert GameStore(folder).snapshot(gid) is None
    sql(folder, "DELETE FROM snapshots")
    assert GameStore(folder).snapshot(gid) is None


def test_play_on_and_delete_drop_the_snapshot(store):
    from companion_app.storage import Damage

    gid = store.create("g", SETUP)
    for i in range(3):
        store.append(gid, {"n": i}, position=i, snapshot="s")
    store.mark_damaged(gid, Damage(problem="p", kept_at="k", good=1))
    store.play_on(gid)
    assert store.snapshot(gid) is None
    store.save_snapshot(gid, "after the cut")
    assert store.snapshot(gid) == "after the cut"
    store.delete(gid)
    assert store._db.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0] == 0


# -- the body: JSON read back field by field ----------------------------------------------------


def test_every_field_of_the_views_has_a_reader():
    for cls in (PlayerView, TableView):
        for f in fields(cls):
            assert str(f.type) in snapshot.KINDS, f"{cls.__name__}.{f.name}: {f.type}"


def test_a_rules_game_view_reads_back_exactly(tmp_path, catalogue):
    view, prompt = rules_game(tmp_path / "data", catalogue)
    taken = snapshot.Snapshot(view, prompt, (2, 1))
    text = snapshot.dumps(taken)
    assert snapshot.loads(text) == taken
    assert isinstance(snapshot.loads(text).view.players[0].holdings, tuple)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: "{not json",
        lambda d: json.dumps([d]),
        lambda d: json.dumps({**d, "format": 99}),
        lambda d: json.dumps({**d, "code": "another build"}),
        lambda d: json.dumps({**d, "extra": 1}),
        lambda d: json.dumps({**d, "turn": [1]}),
        lambda d: json.dumps({**d, "view": {**d["view"], "round": "3"}}),
        lambda d: json.dumps({**d, "view": {**d["view"], "time": 5}}),
        lambda d: json.dumps({**d, "view": {**d["view"], "players": [{"index": 0}]}}),
        lambda d: json.dumps({**d, "view": {**d["view"], "can_undo": 1}}),
        lambda d: json.dumps({**d, "view": {k: v for k, v in d["view"].items() if k != "supply"}}),
        lambda d: json.dumps(
            {**d, "view": {**d["view"], "players": [{**d["view"]["players"][0], "gold": True}]}}
        ),
    ],
)
def test_a_damaged_body_is_no_snapshot(tmp_path, catalogue, damage):
    view, prompt = rules_game(tmp_path / "data", catalogue, actions=2)
    good = json.loads(snapshot.dumps(snapshot.Snapshot(view, prompt, (1, 0))))
    assert snapshot.loads(json.dumps(good)) is not None
    assert snapshot.loads(damage(good)) is None


# -- the controller: drawn first, replayed after, the replay wins -------------------------------


def test_a_resumed_game_is_drawn_from_its_snapshot_then_replayed(tmp_path, catalogue):
    folder = tmp_path / "data"
    view, prompt = rules_game(folder, catalogue)
    c, games = resumed(folder, catalogue)
    assert c.pending is not None and c._current is None  # nothing replayed yet
    assert (c.view(), c.prompt) == (view, prompt)
    assert not games.finish_opening()
    assert c.pending is None and c._current is not None
    assert (c.view(), c.prompt) == (view, prompt)
    assert len(c.log_lines()) == 14
    c.undo()  # undo and redo work on the replayed game
    c.redo()
    assert c.view() == view


def test_the_session_is_replayed_when_first_asked_for(tmp_path, catalogue):
    folder = tmp_path / "data"
    view, _ = rules_game(folder, catalogue)
    c, games = resumed(folder, catalogue)
    c.do(ADJUST)  # the first action needs the game: replayed then, before it applies
    assert c.pending is None and len(c.log_lines()) == 15
    assert c.view().players[0].gold == view.players[0].gold + 1
    assert not games.finish_opening()  # nothing left to do
    c.store.close()
    c2, _ = resumed(folder, catalogue)
    assert c2.pending is not None and c2.view() == c.view()  # the snapshot came with the action


def test_undo_and_redo_keep_the_snapshot(tmp_path, catalogue):
    folder = tmp_path / "data"
    rules_game(folder, catalogue)
    c, _ = resumed(folder, catalogue)
    c.undo()
    c.undo()
    undone = c.view()
    assert undone.can_redo
    c.store.close()
    c2, games = resumed(folder, catalogue)
    assert c2.pending is not None and c2.view() == undone
    games.finish_opening()
    assert c2.view() == undone and len(c2.redo_lines()) == 2


@pytest.mark.parametrize(
    "spoil",
    [
        "UPDATE snapshots SET body = 'not a snapshot'",
        "UPDATE snapshots SET digest = 'x'",
        "UPDATE snapshots SET total = total - 1",
        "UPDATE games SET cursor = cursor - 1",  # an undo saved without its snapshot
        "DELETE FROM actions WHERE seq = (SELECT MAX(seq) FROM actions)",
    ],
)
def test_a_stale_or_damaged_snapshot_is_ignored_and_the_game_opens_right(tmp_path, catalogue, spoil):
    folder = tmp_path / "data"
    rules_game(folder, catalogue)
    sql(folder, spoil)
    truth = rules_controller(folder, catalogue)
    truth.open_game(1, read_only=True)  # the game as its log says, replayed in full; nothing saved
    expected = truth.view()
    truth.store.close()
    c, _ = resumed(folder, catalogue)
    assert c.pending is None  # not drawn from the snapshot: replayed at once
    assert c.view() == expected
    c.store.close()
    c2, _ = resumed(folder, catalogue)  # the replay kept a good snapshot for next time
    assert c2.pending is not None and c2.view() == expected


def test_a_snapshot_that_disagrees_with_the_replay_loses(tmp_path, catalogue):
    """A snapshot of the right log that shows other numbers (another build's wording, say)
    is shown only until the replay, which then wins and is kept."""
    folder = tmp_path / "data"
    view, _ = rules_game(folder, catalogue)
    wrong = replace(view, players=(replace(view.players[0], gold=99), *view.players[1:]))
    store = GameStore(folder)
    store.save_snapshot(1, snapshot.dumps(snapshot.Snapshot(wrong, "a wrong prompt", (1, 0))))
    store.close()
    c, games = resumed(folder, catalogue)
    assert c.view() == wrong
    assert not games.finish_opening()
    assert c.view() == view
    c.store.close()
    c2, _ = resumed(folder, catalogue)
    assert c2.view() == view


def test_a_log_that_no_longer_plays_is_found_after_the_first_frame(tmp_path, catalogue):
    """The snapshot matches the log, but the log stops playing (as after a rules change):
    the game is closed, the whole save is kept, and the Games screen says so."""
    folder = tmp_path / "data"
    rules_game(folder, catalogue)
    sql(folder, "UPDATE actions SET action = ? WHERE seq = 3", json.dumps("roll 9"))
    c = rules_controller(folder, catalogue)
    c.open_game(1, upto=3)  # as far as it plays; then a snapshot of the whole log as it is now
    c.store.save_snapshot(1, snapshot.dumps(snapshot.Snapshot(c.view(), c.prompt, c.whose_turn)))
    c.store.close()
    before = (folder / "games.sqlite3").read_bytes()
    c, games = resumed(folder, catalogue)
    assert c.pending is not None
    assert games.finish_opening()
    assert not c.is_open and c.game_id is None
    assert any("action 4 of 14 no longer plays" in n.text for n in games.notices)
    damage = c.store.damage(1)
    assert damage is not None and damage.good == 3
    assert Path(damage.kept_at).read_bytes()[:100] == before[:100]
