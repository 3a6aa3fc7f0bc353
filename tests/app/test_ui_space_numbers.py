"""The Board screen's space numbers with both corner boards and a long Dungeon (issue 30): a
table whose Dungeon holds 45 spaces (its entrance, 43 Tunnels, the Treasure Chamber) reaches past
100, where the Highland's numbers begin; every tile still shows a number no other tile shows,
the Dungeon's in order from 60 and the Highland's on after the Dungeon's last, at 1024 x 600 as
at 1280 x 800."""

from __future__ import annotations

import os
import re
from collections import Counter
from pathlib import Path

import pytest
from ui_helpers import at_window_sizes, press, pump, running_app, screenshot

import content
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from content.readings import kinds, laid_out, places

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
BOXES = ("dungeon", "highland")
TUNNELS = 43
NUMBER = re.compile(r"\](\d+)\[")  # the tile's first line: its number in its own colour


def dungeon_layout(catalogue: content.Catalogue) -> dict[str, int]:
    rec, data = catalogue["region/dungeon"], catalogue.region("dungeon")
    return places((s.id for s in data), laid_out(rec, kinds(rec, data), ["Tunnel"] * TUNNELS))


def test_a_long_dungeon_and_the_highland_show_numbers_of_their_own(tmp_path) -> None:
    catalogue = content.load()
    with running_app(tmp_path) as app:
        app.controller.remember_values("region/dungeon", dungeon_layout(catalogue))
        players = (PlayerSetup(name="Ann", character="character/warrior"),
                   PlayerSetup(name="Bob", character="character/wizard"))  # fmt: skip
        app.new_game(TableSetup(players=players, mode="engine", seed=3, expansions=BOXES))
        game = app.controller.session.game
        dungeon = [s.id for s in game.board.region("dungeon")]
        highland = [s.id for s in game.board.region("highland")]
        assert len(dungeon) == TUNNELS + 2
        press(app, "Board")
        board = app.page("board")
        for size in at_window_sizes(app):
            pump(4)
            shown = {s: int(NUMBER.search(b.text).group(1)) for s, b in board.buttons.items()}
            assert len(shown) == 49 + len(dungeon) + len(highland)
            assert [n for n, k in Counter(shown.values()).items() if k > 1] == []
            assert [shown[s] for s in dungeon] == list(range(60, 60 + len(dungeon)))
            after = 60 + len(dungeon)
            assert [shown[s] for s in highland] == list(range(after, after + len(highland)))
            if size == (1024, 600):
                shot = screenshot(app, tmp_path / "board-long-dungeon.png")
                if SHOTS is not None:
                    SHOTS.mkdir(parents=True, exist_ok=True)
                    shot.replace(SHOTS / "board-long-dungeon.png")
