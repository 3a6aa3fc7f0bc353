"""A natural 1 moves the Werewolf and the Grim Reaper by the rules flow, pressed through the
real widgets: the player chooses which moves first, the Board shows where each may go and its
button says what moves, a figure the engine is moving cannot be put elsewhere by hand, and the
next player's turn starts with nothing left selected.

Digital edition rulebook: the Grim Reaper and the Prowling Werewolf move after a turn in
which the movement die showed a 1; FAQ "Simultaneous Effects": the player orders effects due
at the same time.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_helpers import buttons, find, press, pump, running_app, screenshot

from companion_app.viewmodels.board_view import TILE_COLOURS
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
LEGAL = TILE_COLOURS["legal"]


def turn_screen_choices(app) -> list[str]:
    return [b.text for b in buttons(app.page("turn").list, "")]


def legal_tiles(app) -> list[str]:
    board = app.page("board")
    return [space for space, b in board.buttons.items() if tuple(b.background_color) == LEGAL]


def test_natural_one_leads_through_both_figures(tmp_path):
    with running_app(tmp_path) as app:
        players = (PlayerSetup(name="Ann", character="character/warrior"),
                   PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip
        app.new_game(TableSetup(players=players, mode="engine", seed=4))
        c = app.controller
        game = c.session.game
        press(app, "1")  # the table's die pad: a natural 1 for Ann's movement
        assert game.state.players[0].position  # still on her start space until she moves
        press(app, "Board")
        board = app.page("board")
        target = sorted(legal_tiles(app))[0]
        board.buttons[target].dispatch("on_release")
        pump(2)
        press(app, "Move Ann here")
        assert game.state.players[0].position == target
        assert app.manager.current == "turn"
        turn = app.page("turn")
        turn.filter.text = "bag"
        pump(2)
        press(app, "Draw Bag of Gold")
        press(app, "Take Bag of Gold")
        while game.decision.kind != "figures":  # end the turn the way the Turn screen offers it
            press(app, "End the turn")
        # both figures are due: the player chooses which moves first
        assert "natural 1" in turn.heading
        offered = turn_screen_choices(app)
        assert "Move the Werewolf now" in offered and "Move the Grim Reaper now" in offered
        press(app, "Move the Grim Reaper now")
        assert "Roll the die for Ann" in turn.heading and "Grim Reaper" in turn.heading
        press(app, "Rolled 2")
        assert "Ann moves the Grim Reaper 2 spaces" in turn.heading
        reaper_before = game.state.figures.get("figure/grim-reaper")

        press(app, "Board")
        assert "Grim Reaper may go (2 spaces)" in board.heading
        legal = legal_tiles(app)
        assert legal and reaper_before not in legal
        elsewhere = next(s for s in board.buttons if s not in legal and s != reaper_before)
        board.buttons[elsewhere].dispatch("on_release")
        pump(2)
        steps = len(c.log_lines())
        press(app, "Put the Grim Reaper here by hand")  # refused: the rules flow is moving it
        assert game.state.figures.get("figure/grim-reaper") == reaper_before and len(c.log_lines()) == steps
        assert "moves 2 spaces now: tap a blue space" in board.message
        board.buttons[legal[0]].dispatch("on_release")
        pump(2)
        assert not buttons(board, "Move Ann here")  # the button names what moves
        press(app, "Move the Grim Reaper here")
        assert game.state.figures.get("figure/grim-reaper") == legal[0]
        assert c.log_lines()[-1].label.startswith("Ann: Move the Grim Reaper to")
        if SHOTS:
            screenshot(app, SHOTS / "figures-turn.png")

        # now the Werewolf (if a chart roll came first, answer it)
        while game.decision.kind != "figures" and game.state.current == 0:
            press(app, "Rolled 3")
        if game.decision.kind == "figures":
            assert turn_screen_choices(app)[0] == "Move the Werewolf now"
            press(app, "Move the Werewolf now")
            press(app, "Rolled 1")
            press(app, "Board")
            werewolf_legal = legal_tiles(app)
            board.buttons[werewolf_legal[0]].dispatch("on_release")
            pump(2)
            press(app, "Move the Werewolf here")
            assert game.state.figures.get("figure/werewolf") == werewolf_legal[0]
        while game.state.current == 0 and game.decision.player >= 0 and game.decision.kind != "move":
            press(app, "Rolled 3")  # a chart roll for whoever stands there
        # Bob's turn: nothing from Ann's turn stays selected
        assert game.state.current == 1
        press(app, "Back")
        press(app, "Board")
        assert board.selected is None
        find(app.manager.current_screen, "Back")
