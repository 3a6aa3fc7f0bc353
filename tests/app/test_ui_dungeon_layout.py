"""The table lays out the Dungeon from its own board (issue 29, "The table holds the board"),
pressed through the real widgets: the Printed values screen lists the region's order and each
space whose text no source gives; the table taps its board's spaces in turn from the entrance
and keeps the order, picks what the Guard Room does; the tablet remembers both (the app
restarted still has them, the export holds them), the next game with the Dungeon plays on that
board (the Board screen draws it, marks the legal moves on it) and a game begun before keeps
the likely order; forgetting the layout brings the likely order back.

Digital rulebook, "Movement in the Expansion Regions": each space of these boards has an arrow
towards the end, and "The map is a linear path": a layout is the spaces' order from the
entrance, each space's arrow pointing to the next.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from ui_helpers import find, press, pump, running_app, screenshot

from companion_app.viewmodels.board_view import TILE_COLOURS
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
REGION = "region/dungeon"
ENTRANCE, CHAMBER = "space/dungeon/entrance", "space/dungeon/treasure-chamber"
CAVERN, GUARD, TUNNEL = "space/dungeon/cavern", "space/dungeon/guard-room", "space/dungeon/tunnel-1"
PLAYERS = (PlayerSetup(name="Ann", character="character/warrior"),
           PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip


def dungeon_game(app, seed: int) -> None:
    app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=seed, expansions=("reaper", "dungeon")))


def popup_button(popup, text: str):
    from kivy.uix.button import Button

    return next(w for w in popup.walk() if isinstance(w, Button) and w.text == text)


def test_the_table_lays_out_the_dungeon_once_and_every_later_game_plays_on_it(tmp_path):
    with running_app(tmp_path) as app:
        c = app.controller
        dungeon_game(app, 3)  # a game begun before the layout: the likely order
        likely = [s.id for s in c.session.game.board.region("dungeon")]
        assert len(likely) == 18

        app.show("printed")
        page = app.page("printed")
        page.ids.search.text = "dungeon"
        pump(3)
        find(page, "The Dungeon's board: its spaces in order from the entrance: not laid out yet").dispatch(
            "on_release"
        )
        pump(2)
        popup = page.layout_popup
        assert page.order.text.startswith("1 Dungeon Entrance > 2 Treasure Chamber")
        for name in ("Cavern", "Guard Room", "Tunnel"):
            popup_button(popup, name).dispatch("on_release")
        assert not popup_button(popup, "Cavern").disabled  # a board may hold another Cavern
        popup_button(popup, "Tunnel").dispatch("on_release")
        popup_button(popup, "Take back the last").dispatch("on_release")  # one Tunnel, not two
        assert page.order.text.startswith(
            "1 Dungeon Entrance > 2 Cavern > 3 Guard Room > 4 Tunnel > 5 Treasure Chamber"
        )
        if SHOTS:
            screenshot(app, SHOTS / "dungeon-layout.png")
        popup_button(popup, "Keep this order").dispatch("on_release")
        pump(2)
        kept = c.printed_values()[REGION]
        assert {s: n for s, n in kept.items() if n} == {
            ENTRANCE: 1,
            CAVERN: 2,
            GUARD: 3,
            TUNNEL: 4,
            CHAMBER: 5,
        }
        assert "Kept: The Dungeon, 5 spaces" in page.message
        find(page, "The Dungeon's board: its spaces in order from the entrance: laid out, 5 spaces")

        # what the Guard Room does, read off the board (the Library is off this board: not asked)
        page.ids.search.text = "guard"
        pump(3)
        find(page, "Guard Room: what the space does (The Dungeon): not read yet").dispatch("on_release")
        pump(2)
        press(app, "Draw 2 Dungeon cards")
        assert c.printed_values()[REGION]["effect " + GUARD] == 2
        page.ids.search.text = "library"
        pump(3)
        assert not page.ids.rows.data

        # a row of the Treasure Chamber's chart, read off the board (digital rulebook, "Emerge
        # From the Treasure Chamber": the higher the difference, the nearer the Inner Region)
        page.ids.search.text = "treasure chamber"
        pump(3)
        find(page, "Treasure Chamber's chart, 3 (The Dungeon): not read yet").dispatch("on_release")
        pump(2)
        press(app, "Come out on any space of the Middle Region")
        assert c.printed_values()[CHAMBER] == {"chart 3": 3}

        # the game begun before keeps its board; the next game plays on the table's
        assert [s.id for s in c.session.game.board.region("dungeon")] == likely
        dungeon_game(app, 4)
        game = c.session.game
        assert [s.id for s in game.board.region("dungeon")] == [ENTRANCE, CAVERN, GUARD, TUNNEL, CHAMBER]
        assert game.spaces[GUARD].draw == 2 and game.spaces[GUARD].handler is None
        assert game.cat[CHAMBER].chart["table"]["3"] == [{"teleport": {"region": "middle"}}]

        # the Board screen draws that board, numbered on from the entrance, and marks the moves
        assert app.do(f"adjust 0 position {ENTRANCE}")
        app.show("board")
        board = app.page("board")
        dungeon = [s for s in board.buttons if s.startswith("space/dungeon/")]
        assert sorted(dungeon) == sorted([ENTRANCE, CAVERN, GUARD, TUNNEL, CHAMBER])
        assert board.buttons[GUARD].text.startswith("[size=11sp][color=d8cdb8]62[/color][/size]  Guard Room")
        assert app.do("roll 2")
        app.show("board")
        pump(2)
        assert tuple(board.buttons[GUARD].background_color) == TILE_COLOURS["legal"]
        assert tuple(board.buttons[TUNNEL].background_color) != TILE_COLOURS["legal"]
        if SHOTS:
            screenshot(app, SHOTS / "dungeon-laid-out-board.png")
        board.buttons[GUARD].dispatch("on_release")
        pump(2)
        press(app, "Move Ann here")
        assert c.session.game.state.players[0].position == GUARD
        app.undo()  # and back
        assert c.session.game.state.players[0].position == ENTRANCE

        # the game's export carries the layout it plays (its setup), so a replay lays it out too
        app.export_saved(c.game_id)
        exported_game = next((tmp_path / "exports").glob("*.jsonl")).read_text(encoding="utf-8")
        setup_line = json.loads(exported_game.splitlines()[0])
        assert setup_line["setup"]["readings"][REGION][CAVERN] == 2

        app.show("printed")
        press(app, "Export")
        exported = json.loads((tmp_path / "printed-values.json").read_text(encoding="utf-8"))
        assert (
            exported["readings"][REGION][CAVERN] == 2 and exported["readings"][REGION]["effect " + GUARD] == 2
        )

    # the app restarted: the layout is still known, the open game still plays it
    with running_app(tmp_path) as app:
        c = app.controller
        assert c.printed_values()[REGION][CAVERN] == 2
        assert [s.id for s in c.session.game.board.region("dungeon")][:2] == [ENTRANCE, CAVERN]

        # forgotten: the next game is back to the likely order
        app.show("printed")
        page = app.page("printed")
        page.ids.search.text = "dungeon"
        pump(3)
        find(page, "The Dungeon's board: its spaces in order from the entrance: laid out").dispatch(
            "on_release"
        )
        pump(2)
        popup_button(page.layout_popup, "Forget the layout").dispatch("on_release")
        pump(2)
        assert all(not k.startswith("space/") for k in c.printed_values().get(REGION, {}))
        dungeon_game(app, 5)
        assert len(c.session.game.board.region("dungeon")) == 18
