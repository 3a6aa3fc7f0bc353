"""Real widgets, headless (SDL offscreen): one turn pressed through the screens, and the
table screen compared with a committed reference picture."""

from __future__ import annotations

import pytest
from ui_helpers import assert_matches_reference, press, pump, running_app, screenshot

from companion_app.viewmodels.charts import UNREAD

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with running_app(tmp_path_factory.mktemp("ui-games"), demo=True) as application:
        yield application


def test_table_screen_matches_reference(app, tmp_path):
    assert_matches_reference(screenshot(app, tmp_path / "table.png"), "table_demo.png")


def test_turn_through_the_screens_and_undo(app):
    c = app.controller
    turn = c.session.table.turn
    me = c.session.table.players[turn]
    lives, lines = me.lives, len(c.log_lines())

    press(app, "1")  # the die pad: a natural 1
    assert c.session.table.last_roll == 1
    assert "Werewolf" in app.table.status  # the app asks for the figures' moves

    press(app, "Board")
    board = app.manager.current_screen
    target = next(s for s in board.buttons if s != me.space)
    board.buttons[target].dispatch("on_release")
    pump(2)
    press(app, f"Put {me.name} here")
    assert c.session.table.players[turn].space == target
    press(app, "Put the Werewolf here by hand")
    assert c.session.table.figures.get("werewolf") == target

    press(app, "Cards on this space")
    cards = app.manager.current_screen
    cards.search.text = "gobl"
    pump(2)
    press(app, "Goblin")
    assert "adventure/goblin" in c.session.table.cards[target]
    assert any(w.text.startswith("1. Goblin") for w in cards.on_space.children)

    press(app, "Back")
    press(app, "Battle")
    battle = app.manager.current_screen
    battle.set_roll("me", 1)
    battle.set_roll("them", 6)
    assert f"{me.name} loses a life" in battle.info.text and "win" in battle.info.text
    press(app, f"Apply: {me.name} loses 1 life")
    assert c.session.table.players[turn].lives == lives - 1

    press(app, "Back")
    press(app, "Undo")
    assert c.session.table.players[turn].lives == lives
    press(app, "Log")
    press(app, f"{lines}. ")  # back to where the turn started: the Log asks first
    log = app.manager.current_screen
    assert log.asking and "Go back to line" in log.question and "undone" in log.question
    assert len(c.log_lines()) > lines  # nothing undone before the answer
    press(app, "Go back")
    assert len(c.log_lines()) == lines and c.session.table.last_roll != 1
    assert c.session.table.players[turn].space == me.space
    assert len(c.store.load(c.game_id).actions) == lines  # the undo is saved too


def test_refused_action_shows_the_reason(app):
    press(app, "Back") if app.manager.current != "table" else None
    c = app.controller
    player = next(p for p in c.session.table.players if p.fate == 0)
    index = c.session.table.players.index(player)
    panel = list(reversed(app.table.ids.panels.children))[index]
    fate = next(cell for cell in panel.cells if cell.stat == "fate")
    fate_minus = [w for w in fate.walk() if getattr(w, "text", None) == "-"][0]
    before = len(c.log_lines())
    fate_minus.dispatch("on_release")
    pump(2)
    assert "cannot take away" in app.table.status
    assert len(c.log_lines()) == before


def test_every_button_is_a_large_touch_target(app):
    from kivy.metrics import dp
    from kivy.uix.button import Button

    pump(2)
    shown = [w for w in app.table.walk() if isinstance(w, Button) and w.opacity > 0]
    small = [w.text for w in shown if min(w.size) < dp(48) - 0.5]
    assert len(shown) > 40
    assert small == []


def test_board_shows_the_werewolf_chart_after_its_move(app):
    """Blood Moon: the Werewolf visits a character on its space, who rolls on its chart."""
    c = app.controller
    app.show("table")
    press(app, "Board")
    board = app.manager.current_screen
    someone = c.session.table.players[0].space
    board.buttons[someone].dispatch("on_release")
    pump(2)
    assert len(board.charts.children) == 0  # no figure there yet
    press(app, "Put the Werewolf here by hand")
    assert c.session.table.figures.get("werewolf") == someone
    assert "roll on its chart" in board.message
    pads = list(reversed(board.charts.children))
    assert len(pads) == 1
    three = [w for w in pads[0].children if getattr(w, "text", "") == "3"][0]
    three.dispatch("on_release")
    pump(2)
    board_text = [w.text for w in board.charts.walk() if "chart, 3" in getattr(w, "text", "")]
    assert board_text == [f"Werewolf's chart, 3: {UNREAD}"]  # no source prints it: the card says
    c.remember_value("figure/werewolf", "chart 3-4", 4)  # the table told the tablet: Lose 2 lives
    three.dispatch("on_release")
    pump(2)
    board_text = [w.text for w in board.charts.walk() if "chart, 3" in getattr(w, "text", "")]
    assert board_text == ["Werewolf's chart, 3: lose 2 lives"]
    press(app, "Back")


def test_the_first_frame_shows_the_panels_built_once(tmp_path):
    """Start-up draws the players' panels in the very first frame, for the room they get (the
    room is worked out from the window before Kivy's first layout), and never builds them twice."""
    from kivy.base import EventLoop
    from kivy.metrics import dp

    from companion_app.cli import build_app, prepare_kivy

    prepare_kivy(headless=True)
    application = build_app(tmp_path, demo=True)
    application._run_prepare()
    try:
        EventLoop.idle()
        first = list(application.table.panels)
        assert len(first) == 4 and all(p.heading for p in first)
        EventLoop.idle()
        grid = application.table.ids.panels
        assert application.table.panels == first  # the same widgets: not built again
        assert application.table._room() == (grid.width / dp(1), grid.height / dp(1))
    finally:
        application.stop()
        EventLoop.idle()
