"""The app's cold start (issue 10, item 4): a resumed game's table is drawn from its snapshot
before the rules engine is imported, then the log is replayed and the table is the replay's."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from ui_helpers import pump, running_app

from companion_app.viewmodels import snapshot

pytestmark = pytest.mark.ui
T = TypeVar("T")
TRIES = 3

# A child process: the app on FOLDER; what its first frame showed (read as the window flips it)
# and what was imported then, the same a few frames later, and the build of the source it ran.
CHILD = """
import json, sys
from pathlib import Path
from companion_app.cli import build_app, prepare_kivy
from kivy.base import EventLoop

prepare_kivy(headless=True)
app = build_app(Path(sys.argv[1]))


def shown():
    return {
        "screen": app.manager.current,
        "engine": "engine.game" in sys.modules,
        "pending": app.controller.pending is not None,
        "panels": [[c.value for c in p.cells] for p in app.table.panels],
        "status": app.table.status,
    }


frames = []
app._run_prepare()
EventLoop.window.bind(on_flip=lambda *_: frames.append(shown()))
for _ in range(10):  # until the first frame is shown (the loop's first pass draws it)
    EventLoop.idle()
    if frames:
        break
for _ in range(4):
    EventLoop.idle()
after = dict(shown(), lines=len(app.controller.log_lines()))
app.stop()
from companion_app.viewmodels.snapshot import code_version
print(json.dumps({"first": frames[0] if frames else None, "after": after, "build": code_version()}))
"""


def on_one_build(attempt: Callable[[int], tuple[T, list[str]]]) -> T:
    """The result of ``attempt(n)`` (result, builds) from a try whose processes all ran one build.

    A snapshot carries a digest of the names, sizes and times of the source files
    (``snapshot.code_version``), and a process that finds other files ignores it and replays
    the game before its first frame, as it should. A file saved while a try runs (someone
    editing during a full run) gives that result here: such a try is made again, and the test
    fails when no try ran on one build.
    """
    builds: list[str] = []
    for n in range(TRIES):
        result, builds = attempt(n)
        if len(set(builds)) == 1:
            return result
    pytest.fail(f"the source files changed during each of {TRIES} tries (builds {[b[:12] for b in builds]})")


def saved_rules_game(folder: Path, steps: int = 30) -> tuple[list[list[str]], str]:
    """A rules game played by the app's controller; returns each panel's counter values and the
    prompt, as the table shows them."""
    from app_fixtures import two_player_setup

    import content
    from companion_app.storage import GameStore
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.engine_session import engine_factory
    from companion_app.viewmodels.tabledata import from_catalogue
    from companion_app.viewmodels.views import counter_texts

    snapshot.code_version.cache_clear()  # the files as they are now, not at an earlier test
    catalogue = content.load()
    c = TableController(
        GameStore(folder), from_catalogue(catalogue), engine_session=engine_factory(catalogue)
    )
    c.new_game(two_player_setup(mode="engine", seed=5), "evening")
    for _ in range(steps):
        c.do(c.session.choices()[-1].action)
    c.do({"type": "adjust", "player": 1, "stat": "gold", "delta": 2})
    stats = ("strength_counters", "craft_counters", "lives", "fate", "gold")
    values = [[counter_texts(p, s)[0] for s in stats] for p in c.view().players]
    prompt = c.prompt
    c.store.close()
    return values, prompt


def start(folder: Path, tmp_path: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", KIVY_NO_ARGS="1", KIVY_HOME=str(tmp_path / "kivy"))
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(folder)], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def stamp(folder: Path) -> str:
    """The build that wrote the saved game's snapshot."""
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    try:
        return json.loads(db.execute("SELECT body FROM snapshots").fetchone()[0])["code"]
    finally:
        db.close()


def test_the_first_frame_shows_the_saved_table_before_the_engine_is_imported(tmp_path):
    def attempt(n: int) -> tuple[tuple[list[list[str]], str, dict], list[str]]:
        folder = tmp_path / f"saves{n}"
        values, prompt = saved_rules_game(folder)
        written = stamp(folder)
        shown = start(folder, tmp_path)
        return (values, prompt, shown), [written, shown["build"]]

    values, prompt, shown = on_one_build(attempt)
    first, after = shown["first"], shown["after"]
    assert first is not None, "the app showed no frame"
    assert first["screen"] == "table", "the first frame is not the table"
    assert first["pending"], "the game was replayed before its first frame"
    assert not first["engine"], "the rules engine was imported before the first frame"
    assert first["panels"] == values, "the first frame's panels are not the saved game's"
    assert first["status"] == prompt, "the first frame's prompt is not the saved game's"
    assert after["engine"], "the rules engine was not imported after the first frame"
    assert not after["pending"], "the game was not replayed after the first frame"
    assert after["lines"] == 31, "the replayed log is not the saved one"
    assert after["panels"] == values, "the replayed game's panels are not the saved game's"
    assert after["status"] == prompt, "the replayed game's prompt is not the saved game's"


def test_a_spoilt_snapshot_starts_the_slow_way_with_the_same_table(tmp_path):
    def attempt(n: int) -> tuple[tuple[list[list[str]], str, dict, dict], list[str]]:
        folder = tmp_path / f"saves{n}"
        values, prompt = saved_rules_game(folder)
        db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
        db.execute("UPDATE snapshots SET body = substr(body, 1, 200)")
        db.close()
        slow, quick = start(folder, tmp_path), start(folder, tmp_path)
        return (values, prompt, slow["first"], quick["first"]), [slow["build"], quick["build"]]

    values, prompt, first, next_first = on_one_build(attempt)
    assert first is not None and next_first is not None, "the app showed no frame"
    assert first["engine"], "a spoilt snapshot was drawn without the engine"
    assert not first["pending"], "a spoilt snapshot was not replayed before the first frame"
    assert first["panels"] == values, "the first frame's panels are not the saved game's"
    assert first["status"] == prompt, "the first frame's prompt is not the saved game's"
    assert next_first["pending"], "no good snapshot was kept for the next start"


def test_a_log_that_stopped_playing_turns_to_the_games_screen(tmp_path):
    folder = tmp_path / "saves"
    saved_rules_game(folder, steps=6)
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute("UPDATE actions SET action = ? WHERE seq = 2", (json.dumps("roll 9"),))
    body = db.execute("SELECT body FROM snapshots").fetchone()[0]
    db.close()
    from companion_app.storage import GameStore

    store = GameStore(folder)  # the same table, kept for the log as it is now
    store.save_snapshot(1, body)
    store.close()
    from companion_app.cli import build_app, prepare_kivy

    prepare_kivy(headless=True)
    app = build_app(folder)
    assert app.controller.pending is not None
    app._run_prepare()
    try:
        pump(6)
        assert app.manager.current == "games" and not app.controller.is_open
        from kivy.uix.label import Label

        shown = "\n".join(w.text for w in app.manager.current_screen.walk() if isinstance(w, Label))
        assert "evening: action 3 of 7 no longer plays by this version's rules" in shown
        assert app.controller.store.damage(1).good == 2
    finally:
        app.stop()
        pump(1)


def test_the_running_app_plays_on_from_a_quick_start(tmp_path):
    folder = tmp_path / "saves"
    values, _ = saved_rules_game(folder)
    with running_app(folder) as app:
        assert app.controller.pending is None  # the frames after the first replayed it
        gold = int(values[0][4])
        app.adjust(0, "gold", 1)
        assert app.table.panels[0].cells[4].value == str(gold + 1)
        app.undo()
        assert app.table.panels[0].cells[4].value == str(gold)
        assert app.table.can_redo
