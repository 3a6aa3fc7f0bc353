"""A table whose Dungeon holds more spaces of a name than the app's board (issue 29, "The
Dungeon, whole"), laid out through the real widgets: it adds a second Cavern and a tenth and
eleventh Tunnel, takes one Tunnel off again, keeps the order; the next game plays on that
board (a move onto a copied Tunnel on the Board screen), the app restarted still plays it, the
game's export imports again onto the same board, and the export of the printed values is the
file the print kit lays the board out from.

Digital rulebook, "Movement in the Expansion Regions": "The map is a linear path": the board is
the spaces' order from the entrance, whatever their names.
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
CAVERN, CAVERN_2 = "space/dungeon/cavern", "space/dungeon/cavern-2"
TUNNELS = [f"space/dungeon/tunnel-{n}" for n in range(1, 12)]
GUARD = "space/dungeon/guard-room"
PLAYERS = (PlayerSetup(name="Ann", character="character/warrior"),
           PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip


def popup_button(popup, text: str):
    from kivy.uix.button import Button

    return next(w for w in popup.walk() if isinstance(w, Button) and w.text == text)


def open_layout(app):
    app.show("printed")
    page = app.page("printed")
    page.ids.search.text = "dungeon"
    pump(3)
    find(page, "The Dungeon's board: its spaces in order from the entrance").dispatch("on_release")
    pump(2)
    return page, page.layout_popup


def test_a_board_with_more_caverns_and_tunnels_than_the_app_knows_is_laid_out_and_played(tmp_path):
    with running_app(tmp_path) as app:
        c = app.controller
        page, popup = open_layout(app)
        tap = lambda text: popup_button(popup, text).dispatch("on_release")  # noqa: E731
        for name in ["Cavern", "Tunnel", "Cavern", *["Tunnel"] * 10, "Guard Room"]:
            tap(name)
        assert page.beyond.text == "More than the app's board: 11 Tunnels (it has 9), 2 Caverns (it has 1)"
        # taking one off: the kind's buttons say so, a kind not on the board cannot be taken off
        tap("Take a space off")
        assert popup_button(popup, "Take off a Library").disabled
        tap("Take off a Tunnel")
        tap("Back to adding")
        assert (
            popup_button(popup, "Library").text == "Library" and not popup_button(popup, "Library").disabled
        )
        assert page.order.text.startswith(
            "1 Dungeon Entrance > 2 Cavern > 3 Tunnel > 4 Cavern > 5 Tunnel > 6 Tunnel"
        )
        assert "13 Tunnel > 14 Guard Room > 15 Treasure Chamber" in page.order.text
        assert page.beyond.text == "More than the app's board: 10 Tunnels (it has 9), 2 Caverns (it has 1)"
        if SHOTS:
            screenshot(app, SHOTS / "dungeon-layout-copies.png")
        tap("Keep this order")
        pump(2)
        kept = {s: n for s, n in c.printed_values()[REGION].items() if n}
        assert kept[CAVERN_2] == 4 and kept[TUNNELS[9]] == 13 and kept[GUARD] == 14 and kept[CHAMBER] == 15
        assert TUNNELS[10] not in kept
        assert "Kept: The Dungeon, 15 spaces" in page.message

        # the next game plays that board: from the ninth Tunnel a 1 reaches the tenth, a copy
        app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=4, expansions=("dungeon",)))
        game = c.session.game
        order = [s.id for s in game.board.region("dungeon")]
        assert order == [ENTRANCE, CAVERN, TUNNELS[0], CAVERN_2, *TUNNELS[1:10], GUARD, CHAMBER]
        assert app.do(f"adjust 0 position {TUNNELS[8]}")
        assert app.do("roll 1")
        app.show("board")
        board = app.page("board")
        pump(2)
        assert tuple(board.buttons[TUNNELS[9]].background_color) == TILE_COLOURS["legal"]
        assert board.buttons[TUNNELS[9]].text.endswith("Tunnel")
        board.buttons[TUNNELS[9]].dispatch("on_release")
        pump(2)
        press(app, "Move Ann here")
        assert c.session.game.state.players[0].position == TUNNELS[9]
        game_id = c.game_id

        # the game's export carries its board; imported, it plays on the same one
        app.export_saved(game_id)
        exported = next((tmp_path / "exports").glob("*.jsonl"))
        setup_line = json.loads(exported.read_text(encoding="utf-8").splitlines()[0])
        assert setup_line["setup"]["readings"][REGION][TUNNELS[9]] == 13
        app.import_game(str(exported))
        assert c.game_id != game_id
        assert c.session.game.state.players[0].position == TUNNELS[9]
        assert [s.id for s in c.session.game.board.region("dungeon")] == order

        # the printed values' export: the file `talisman print board --readings` reads
        app.show("printed")
        press(app, "Export")
        from content.readings import load_file

        values = load_file(tmp_path / "printed-values.json", app.catalogue)
        assert values[REGION][CAVERN_2] == 4

    # the app restarted: the open game still stands on the copied Tunnel of its board
    with running_app(tmp_path) as app:
        c = app.controller
        assert c.session.game.state.players[0].position == TUNNELS[9]
        # the layout opens as kept; a Cavern taken off and kept: the copy is forgotten
        page, popup = open_layout(app)
        assert "4 Cavern" in page.order.text and "13 Tunnel > 14 Guard Room" in page.order.text
        popup_button(popup, "Take a space off").dispatch("on_release")
        popup_button(popup, "Take off a Cavern").dispatch("on_release")
        popup_button(popup, "Keep this order").dispatch("on_release")
        pump(2)
        assert CAVERN_2 not in c.printed_values()[REGION]
        assert c.printed_values()[REGION][CAVERN] == 2
        # and forgotten altogether: the copies go with it, the next game is the likely board
        page, popup = open_layout(app)
        popup_button(popup, "Forget the layout").dispatch("on_release")
        pump(2)
        assert not any(k.startswith("space/") for k in c.printed_values().get(REGION, {}))
        app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=5, expansions=("dungeon",)))
        assert len(c.session.game.board.region("dungeon")) == 18
