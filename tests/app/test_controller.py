"""The controller: save before refresh, resume, undo to any line, import checks, crash safety."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from app_fixtures import two_player_setup

from companion_app.storage import GameStore, StorageError
from companion_app.viewmodels.controller import ActionRejected, TableController

GOLD = {"type": "adjust", "player": 0, "stat": "gold", "delta": 1}


def test_every_action_is_saved_before_listeners_run(store, data):
    c = TableController(store, data)
    gid = c.new_game(two_player_setup(), "test")
    seen = []
    c.subscribe(lambda: seen.append(len(store.load(gid).actions)))
    c.do(GOLD)
    c.do({"type": "end_turn"})
    assert seen == [1, 2]  # the disk already had the action when the screen refreshed


def test_rejected_action_is_not_saved(store, data):
    c = TableController(store, data)
    gid = c.new_game(two_player_setup())
    with pytest.raises(ActionRejected, match="cannot take away"):
        c.do({"type": "adjust", "player": 0, "stat": "fate", "delta": -5})
    with pytest.raises(ActionRejected, match="not an action for free tracking"):
        c.do(["roll", 4])
    with pytest.raises(ActionRejected, match="no player None"):
        c.do({"type": "adjust", "stat": "fate", "delta": 1})
    assert store.load(gid).actions == ()
    assert c.view().players[0].fate == 1


def test_undo_to_any_line_and_redo_survive_reopen(store, data):
    c = TableController(store, data)
    gid = c.new_game(two_player_setup())
    for _ in range(4):
        c.do(GOLD)
    c.undo_to(1)
    assert c.view().players[0].gold == 2 and c.view().can_redo
    c2 = TableController(store, data)
    assert c2.resume_last()
    assert c2.game_id == gid and c2.view().players[0].gold == 2
    assert c2.redo() and c2.view().players[0].gold == 3
    c2.do({"type": "end_turn"})  # drops the rest of the redo tail
    assert not c2.view().can_redo and len(store.load(gid).actions) == 3


def test_log_lines_are_labelled(store, data):
    c = TableController(store, data)
    c.new_game(two_player_setup())
    c.do(GOLD)
    c.do({"type": "adjust", "move": "reaper", "to": "space/outer/city"})
    assert [line.label for line in c.log_lines()] == ["Ann: Gold +1 (now 2)", "Grim Reaper moves to City"]
    assert c.view().last_step == "Grim Reaper moves to City"


def test_import_that_does_not_replay_is_refused(store, data, tmp_path):
    c = TableController(store, data)
    keep = c.new_game(two_player_setup())
    c.do(GOLD)
    setup = two_player_setup().to_json()
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        json.dumps({"format": "talisman-game", "version": 1, "name": "x", "setup": setup})
        + "\n"
        + json.dumps({"type": "adjust", "player": 0, "stat": "gold", "delta": -9})
        + "\n"
    )
    with pytest.raises(StorageError, match="line 2 of the game file cannot be played: Ann has 1 gold"):
        c.import_game(str(bad))
    foreign = tmp_path / "foreign.jsonl"
    foreign.write_text(json.dumps({"format": "talisman-game", "version": 1, "setup": {"players": 3}}) + "\n")
    with pytest.raises(StorageError, match="setup is not usable"):
        c.import_game(str(foreign))
    assert [g.id for g in store.games()] == [keep]
    assert c.game_id == keep and c.view().players[0].gold == 2


def test_export_then_import_reproduces_the_table(store, data, tmp_path):
    c = TableController(store, data)
    gid = c.new_game(two_player_setup(), "Friday")
    c.do(GOLD)
    c.do({"type": "adjust", "time": "night"})
    before = c.view()
    path = store.export_jsonl(gid, tmp_path / "f.jsonl")
    new = c.import_game(str(path))
    assert new != gid and c.view() == before


def test_engine_mode_without_engine_gives_clear_message(store, data):
    c = TableController(store, data)
    with pytest.raises(ActionRejected, match="free tracking"):
        c.new_game(two_player_setup(mode="engine"))
    assert store.games() == []


CHILD = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {tests!r})
    from app_fixtures import small_table, two_player_setup
    from companion_app.viewmodels.controller import TableController
    from companion_app.storage import GameStore
    c = TableController(GameStore({folder!r}), small_table())
    c.new_game(two_player_setup(), "crash")
    print("ready", flush=True)
    n = 0
    while True:
        c.do({{"type": "adjust", "player": n % 2, "stat": "strength_counters", "delta": 1}})
        n += 1
        print("confirmed", n, flush=True)
    """
)


def test_killed_process_loses_nothing_confirmed(tmp_path, data):
    """Kill -9 the process in the middle of a game: every confirmed action is there on restart."""
    folder = tmp_path / "games"
    script = CHILD.format(tests=str(Path(__file__).parent), folder=str(folder))
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env)
    confirmed = 0
    assert child.stdout.readline().strip() == "ready"
    while confirmed < 40:
        confirmed = int(child.stdout.readline().split()[1])
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    for line in child.stdout:  # confirmations already written before the kill count too
        confirmed = int(line.split()[1])
    store = GameStore(folder)
    c = TableController(store, data)
    assert c.resume_last()
    saved = len(c.log_lines())
    assert saved >= confirmed
    total = sum(p.strength_counters for p in c.session.table.players)
    assert total == saved  # the state is exactly the replayed log, no half-written action
    store.close()
