"""A box's region on the Board screen (issue 25, "The board in data"): the test box's Vault
(tests/content/boxes/testbox), a track of four spaces the data lays east of the main board, is
drawn there beside the three rings, in its own colour, and a figure can be put on it, with no
code of the box's own; a game that leaves the box out has no Vault on its Board."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_helpers import press, pump, running_app, screenshot

import content
from companion_app.viewmodels.board_view import region_colour
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
VAULT = [f"space/vault/{s}" for s in ("gate", "hall", "stair", "hoard")]


def test_the_vault_is_drawn_east_of_the_rings_and_takes_a_figure(tmp_path, testbox, monkeypatch):
    monkeypatch.setattr(content, "load", lambda *a, **k: testbox)
    with running_app(tmp_path) as app:
        players = (PlayerSetup(name="Ann", character="character/warrior"),
                   PlayerSetup(name="Bob", character="character/wizard"))  # fmt: skip
        app.new_game(TableSetup(players=players, expansions=("testbox",)))  # its region alone
        press(app, "Board")
        board = app.page("board")
        pump(6)
        assert set(VAULT) <= set(board.buttons) and len(board.buttons) == 53
        rings = [b for s, b in board.buttons.items() if s not in VAULT]
        east = max(b.right for b in rings)
        tiles = [board.buttons[s] for s in VAULT]
        assert all(b.x > east for b in tiles)  # beside the main board, on its east side
        assert [b.y for b in tiles] == sorted((b.y for b in tiles), reverse=True)  # down the track
        assert all(b.height > 40 and b.width > 60 for b in tiles)
        colour = region_colour(app.data.regions["vault"])
        assert all(tuple(b.background_color) == colour for b in tiles)
        assert "Vault" in board.legend.text and "Hoard" in tiles[3].text and "53" in tiles[3].text
        if SHOTS is not None:
            SHOTS.mkdir(parents=True, exist_ok=True)
            screenshot(app, SHOTS / "board-testbox.png")
        screenshot(app, tmp_path / "board-testbox.png")
        tiles[1].dispatch("on_release")
        pump(2)
        press(app, "Put Ann here by hand")
        assert app.controller.session.table.players[0].space == VAULT[1]
        assert "Ann" in board.buttons[VAULT[1]].text

        app.new_game(TableSetup(players=players, expansions=()))  # a game without the box
        press(app, "Board")
        pump(4)
        assert len(board.buttons) == 49 and not set(VAULT) & set(board.buttons)
        assert "Vault" not in board.legend.text
