"""Damaged saves never lock the table out (issue 9, item 1): the real app started on a folder
holding a damaged save says what is wrong in plain words, keeps the damaged bytes, opens the
damaged game up to its last good action (to look at, or to play on) and every other game."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from ui_helpers import at_window_sizes, overflowing_labels, pump, running_app, screenshot, tap

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui

ADJUST = {"type": "adjust", "player": 0, "stat": "strength_counters", "delta": 1}
PLAYERS = (PlayerSetup(name="Ann", character="character/warrior"),
           PlayerSetup(name="Bob", character="character/wizard"))  # fmt: skip


def saves(folder: Path) -> dict[str, int]:
    """Two free-tracking games written by the app itself: Tuesday (4 actions), then Friday
    (3 actions, played last). Returns their ids by name."""
    import content
    from companion_app.storage import GameStore
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.tabledata import from_catalogue

    store = GameStore(folder)
    c = TableController(store, from_catalogue(content.load()))
    ids = {}
    for name, count in (("Tuesday game", 4), ("Friday game", 3)):
        ids[name] = c.new_game(TableSetup(players=PLAYERS), name)
        for _ in range(count):
            c.do(ADJUST)
    store.close()
    return ids


def sql(folder: Path, statement: str, *args) -> None:
    db = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    db.execute(statement, args)
    db.close()


def kept_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if re.fullmatch(r"games\.sqlite3\.damaged-[0-9-]+", p.name))


def words(app) -> str:
    """Every text the current screen shows, without markup."""
    from kivy.uix.label import Label

    texts = [w.text for w in app.manager.current_screen.walk() if isinstance(w, Label)]
    return re.sub(r"\[/?[a-z]+(=[^\]]*)?\]", "", "\n".join(texts))


def entry(app, title: str):
    from companion_app.screens.games import GameEntry

    found = [w for w in app.manager.current_screen.walk() if isinstance(w, GameEntry) and title in w.text]
    assert found, f"no game {title!r} on the Games screen"
    return found[0]


def button(app, title: str, label: str):
    from kivy.uix.button import Button

    found = [w for w in entry(app, title).walk(restrict=True) if isinstance(w, Button) and w.text == label]
    assert found, f"no {label!r} button for {title!r}"
    return found[0]


def labels_of(app, title: str) -> list[str]:
    from kivy.uix.button import Button

    return [w.text for w in entry(app, title).walk(restrict=True) if isinstance(w, Button)]


def assert_plain(text: str) -> None:
    """No Python values, exception names or file-format words reach the screen."""
    for bad in ("Error", "Traceback", "JSON", "json", "sqlite3.", "{", "None", "'Friday", "<"):
        assert bad not in text.replace("games.sqlite3", ""), f"{bad!r} on screen:\n{text}"


def test_a_row_of_broken_bytes(tmp_path):
    folder = tmp_path / "saves"
    ids = saves(folder)
    sql(
        folder,
        "UPDATE actions SET action = ? WHERE game_id = ? AND seq = 2",
        '{"type": "adj',
        ids["Friday game"],
    )
    before = (folder / "games.sqlite3").read_bytes()

    with running_app(folder) as app:
        assert app.manager.current == "games"  # said first, before any game opens
        shown = words(app)
        assert "Part of the saved games file was damaged" in shown
        assert "Friday game: action 3 of 3 could not be read" in shown
        assert "It opens as it stood after action 2" in shown
        [kept] = kept_files(folder)
        assert str(kept) in shown
        assert kept.read_bytes() == before  # the damaged bytes, untouched
        assert_plain(shown)
        assert labels_of(app, "Friday game") == ["Look only", "Play on", "Export", "Delete"]
        assert labels_of(app, "Tuesday game") == ["Open", "Export", "Delete"]

        # Export gives the good part as a game file: free tracking as table corrections,
        # the one log format ``talisman replay`` reads.
        tap(button(app, "Friday game", "Export"))
        exported = folder / "exports" / "friday-game.jsonl"
        assert f"Saved Friday game to {exported} as table corrections" in words(app)
        lines = exported.read_text().splitlines()
        assert json.loads(lines[0])["name"] == "Friday game" and [json.loads(x) for x in lines[1:]] == [
            "adjust 0 strength 1",
            "adjust 0 strength 2",
        ]

        # Look only: the game as it stood after action 2; a tap changes nothing.
        tap(button(app, "Friday game", "Look only"))
        c = app.controller
        assert app.manager.current == "table" and c.read_only and len(c.log_lines()) == 2
        assert c.session.table.players[0].strength_counters == 2
        assert "Look only: nothing you tap is saved" in app.table.status
        app.adjust(0, "strength_counters", 1)
        assert "Look only: to play, choose Play on in Games" in app.table.status
        assert c.session.table.players[0].strength_counters == 2 and len(c.store.load(c.game_id).actions) == 2

        # Every other game is reachable.
        app.show("games")
        tap(button(app, "Tuesday game", "Open"))
        assert app.manager.current == "table" and not c.read_only and len(c.log_lines()) == 4

        # Play on from action 2: saved again, and said so.
        app.show("games")
        tap(button(app, "Friday game", "Play on"))
        assert app.manager.current == "table" and not c.read_only
        assert "Playing on from action 2" in app.table.status
        app.adjust(0, "strength_counters", 1)
        assert len(c.store.load(c.game_id).actions) == 3
        app.show("games")
        assert labels_of(app, "Friday game") == ["Open", "Export", "Delete"]
        assert f"Friday game was played on from action 2; the earlier save is kept at {kept}" in words(app)
    assert kept.read_bytes() == before


def test_a_file_that_is_not_a_database(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    junk = b"These are my notes, not saved games.\n" * 200
    (folder / "games.sqlite3").write_bytes(junk)

    with running_app(folder) as app:
        assert app.manager.current == "games"
        shown = words(app)
        assert "The saved games file could not be read" in shown
        [kept] = kept_files(folder)
        assert f"It was moved to {kept}, with nothing in it deleted" in shown
        assert_plain(shown)
        assert kept.read_bytes() == junk
        tap(next(b for b in _buttons(app) if b.text == "Back"))
        assert app.manager.current == "setup"  # no game to show: never a blank table
        app.show("games")
        tap(next(b for b in _buttons(app) if b.text == "New game"))
        assert app.manager.current == "setup"
        tap(next(b for b in _buttons(app) if b.text == "Start the game"))
        assert app.manager.current == "table" and app.controller.store.path.read_bytes() != junk


def test_the_app_starts_on_a_junk_file_from_the_command_line(tmp_path):
    """Today's crash: ``talisman table`` on a junk file exited with code 1."""
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "games.sqlite3").write_bytes(b"\0junk" * 500)
    shot = tmp_path / "shot.png"
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", KIVY_NO_ARGS="1", KIVY_HOME=str(tmp_path / "kivy"))
    code = "import sys; from companion_app.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "--data-dir", str(folder), "--screenshot", str(shot)],
        capture_output=True, text=True, env=env, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.is_file() and len(kept_files(folder)) == 1


def test_a_game_whose_log_no_longer_plays(tmp_path):
    folder = tmp_path / "saves"
    ids = saves(folder)
    # As after a data change: action 2 names a player this game does not have.
    stale = {"type": "adjust", "player": 5, "stat": "strength_counters", "delta": 1}
    sql(
        folder,
        "UPDATE actions SET action = ? WHERE game_id = ? AND seq = 1",
        json.dumps(stale),
        ids["Friday game"],
    )
    before = (folder / "games.sqlite3").read_bytes()
    rows_before = _rows(folder / "games.sqlite3")

    with running_app(folder) as app:
        assert app.manager.current == "games"
        shown = words(app)
        assert "Friday game: action 2 of 3 no longer plays by this version's rules" in shown
        assert "It opens as it stood after action 1" in shown
        [kept] = kept_files(folder)
        assert f"The whole save is kept at {kept}" in shown
        assert kept.read_bytes() == before
        assert_plain(shown)
        assert labels_of(app, "Tuesday game") == ["Open", "Export", "Delete"]

        tap(button(app, "Friday game", "Export"))  # the good part: the one action that plays
        exported = folder / "exports" / "friday-game.jsonl"
        assert f"Saved Friday game to {exported}" in words(app)
        assert [json.loads(x) for x in exported.read_text().splitlines()[1:]] == ["adjust 0 strength 1"]

        tap(button(app, "Friday game", "Look only"))
        c = app.controller
        assert c.read_only and len(c.log_lines()) == 1
        app.show("games")
        tap(button(app, "Tuesday game", "Open"))
        assert not c.read_only and len(c.log_lines()) == 4 and c.name == "Tuesday game"
        app.show("games")
        tap(button(app, "Friday game", "Play on"))
        app.adjust(1, "strength_counters", 1)
        saved = c.store.load(c.game_id).actions
        assert saved == (ADJUST, {**ADJUST, "player": 1})
    assert _rows(kept) == rows_before  # every saved action is still in the kept copy


def test_a_database_from_a_newer_version(tmp_path):
    folder = tmp_path / "saves"
    saves(folder)
    sql(folder, "ALTER TABLE games ADD COLUMN colour TEXT")
    sql(folder, "PRAGMA user_version = 7")
    before = (folder / "games.sqlite3").read_bytes()

    with running_app(folder) as app:
        assert app.manager.current == "games"
        shown = words(app)
        assert "written by a newer version of this app" in shown
        [kept] = kept_files(folder)
        assert f"The file is kept unchanged at {kept}" in shown
        assert kept.read_bytes() == before
        assert_plain(shown)
        for title, count in (("Tuesday game", 4), ("Friday game", 3)):
            app.show("games")
            tap(button(app, title, "Open"))
            assert app.manager.current == "table" and len(app.controller.log_lines()) == count
        app.show("games")
        tap(button(app, "Tuesday game", "Export"))
        exported = folder / "exports" / "tuesday-game.jsonl"
        corrections = [f"adjust 0 strength {n}" for n in range(1, 5)]  # (free tracking, as corrections)
        assert [json.loads(x) for x in exported.read_text().splitlines()[1:]] == corrections


def test_games_screen_fits_at_tablet_sizes(tmp_path):
    """Screenshots at 1280 x 800 and 1024 x 600 (looked at by hand too): every text fits its box."""
    folder = tmp_path / "saves"
    ids = saves(folder)
    sql(folder, "UPDATE actions SET action = ? WHERE game_id = ? AND seq = 2", "{", ids["Friday game"])
    with running_app(folder) as app:
        for width, _ in at_window_sizes(app):
            app.page("games").refresh(app)
            pump(6)
            screenshot(app, Path(os.environ.get("SHOTS", tmp_path)) / f"games-damaged-{width}.png")
            assert overflowing_labels(app.manager.current_screen) == []


def _buttons(app):
    from kivy.uix.button import Button

    return [w for w in app.manager.current_screen.walk() if isinstance(w, Button)]


def _rows(path: Path) -> list[tuple]:
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    rows = db.execute("SELECT game_id, seq, action FROM actions ORDER BY game_id, seq").fetchall()
    db.close()
    return rows
