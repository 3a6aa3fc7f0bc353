"""The Scan screen (headless): no camera here, so a clear message; picture files and camera
frames of cards printed by the print kit enter the card once, with an "Entered Giant" bar and
a working Undo; bad codes are explained, not fatal."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from printed_cards import frame_bytes, printed_card, printed_card_png, qr_png, table_frame
from ui_helpers import at_window_sizes, overflowing_labels, press, pump, running_app, screenshot

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with running_app(tmp_path_factory.mktemp("ui-scan"), demo=True) as application:
        yield application


@pytest.fixture(scope="module")
def giant_png(tmp_path_factory):
    return printed_card_png(tmp_path_factory.mktemp("printed"), "adventure/giant")


def open_scan(app):
    app.show("table")
    press(app, "Cards")
    press(app, "Camera")
    screen = app.manager.current_screen
    assert screen.name == "scan"
    return screen


def test_without_a_camera_the_screen_says_so(app):
    screen = open_scan(app)
    from kivy.uix.label import Label

    if screen.camera is None:  # CI and most desktops
        texts = [w.text for w in screen.walk() if isinstance(w, Label)]
        assert any(t.startswith("No camera on this device") for t in texts)
    screen.on_enter()  # starting and leaving the screen never raises without a camera
    screen.on_leave()


def test_printed_picture_places_the_card(app, giant_png):
    app.new_game(app.controller.setup)  # a fresh game: no Giant on the board yet
    screen = open_scan(app)
    c = app.controller
    table = c.session.table
    space = app.page("cards").space or table.players[table.turn].space
    before = list(c.session.table.cards.get(space, ()))
    screen.body.ids.path.text = str(giant_png)
    press(app, "Scan picture")
    assert list(c.session.table.cards[space]) == [*before, "adventure/giant"]
    assert screen.body.status == "Entered Giant"


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ("TLS1:adventure/no-such", "That card is not part of this game"),
        ("https://example.com", "not the code of a Talisman card"),
    ],
)
def test_bad_codes_are_explained_and_change_nothing(app, tmp_path, payload, message):
    screen = open_scan(app)
    lines = len(app.controller.log_lines())
    screen.body.ids.path.text = str(qr_png(tmp_path, payload))
    press(app, "Scan picture")
    assert message in screen.body.status
    assert len(app.controller.log_lines()) == lines and app.manager.current == "scan"


def test_camera_frame_enters_the_drawn_card_in_a_rules_game(app, giant_png):
    players = (PlayerSetup(name="Ann", character="character/warrior"),
               PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip
    app.new_game(TableSetup(players=players, mode="engine", seed=5))
    for action in ("roll 2", "move space/outer/woods-1"):
        assert app.do(action)
    assert app.controller.session.game.decision.kind == "draw"
    screen = open_scan(app)
    pixels, size = frame_bytes(giant_png)
    assert screen.use_frame(pixels, size)
    assert app.controller.log_lines()[-1].action == "draw adventure/giant"
    lines = len(app.controller.log_lines())
    assert not screen.use_frame(b"\xff" * (64 * 64 * 4), (64, 64))  # an empty frame: keep looking
    assert len(app.controller.log_lines()) == lines and screen.body.status == "Entered Giant"


def test_picking_from_the_deck_list_draws_in_a_rules_game(app):
    """At the engine's draw, the Cards screen's list answers it (not a card put down by hand)."""
    players = (PlayerSetup(name="Ann", character="character/warrior"),
               PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip
    app.new_game(TableSetup(players=players, mode="engine", seed=5))
    for action in ("roll 2", "move space/outer/woods-1"):
        assert app.do(action)
    app.show("table")
    press(app, "Cards")
    cards = app.manager.current_screen
    cards.search.text = "wolf"
    pump(2)
    press(app, "Wolf")
    assert app.controller.log_lines()[-1].action == "draw adventure/wolf"


def cards_here(app):
    table = app.controller.session.table
    space = app.page("cards").space or table.players[table.turn].space
    return list(table.cards.get(space, ()))


def feed(screen, frame):
    """One frame through the camera's path: decoded as on the analyser thread, used on the next tick."""
    screen.analyse(*frame_bytes(frame))
    pump(2)


def visible_buttons(screen):
    from kivy.uix.button import Button

    return [w.text for w in screen.walk() if isinstance(w, Button) and not w.disabled and w.opacity > 0]


def test_holding_a_card_in_view_enters_it_once_and_undo_takes_it_back(app, tmp_path_factory):
    """Issue 9, item 2: a card held in front of the camera is entered once; "Entered Giant"
    with Undo; Undo works and says so; Scan again enters it again."""
    app.new_game(app.controller.setup)  # a fresh free-tracking game: the same card may be placed twice
    giant = printed_card(tmp_path_factory.mktemp("card"), "adventure/giant")
    screen = open_scan(app)
    app.scan_again()  # whatever an earlier test left in view is forgotten
    before = cards_here(app)
    for n in range(6):  # held for six frames, moving a little
        feed(screen, table_frame(giant, at=(0.3 + 0.02 * n, 0.35), seed=n))
    assert cards_here(app) == [*before, "adventure/giant"]
    assert screen.body.status == "Entered Giant"
    assert "Undo" in visible_buttons(screen)
    for width, _ in at_window_sizes(app):  # looked at by hand too
        screenshot(app, Path(os.environ.get("SHOTS", tmp_path_factory.mktemp("shots"))) / f"scan-{width}.png")
        assert overflowing_labels(screen) == []

    press(app, "Undo")
    assert cards_here(app) == before
    assert screen.body.status == "Undone: Giant is no longer entered."
    assert "Undo" not in visible_buttons(screen)
    feed(screen, table_frame(giant, seed=9))  # still in view: not entered again by itself
    assert cards_here(app) == before

    press(app, "Scan again")
    feed(screen, table_frame(giant, seed=10))
    assert cards_here(app) == [*before, "adventure/giant"] and screen.body.status == "Entered Giant"
    press(app, "Undo")
    for _ in range(4):  # taken away ...
        feed(screen, table_frame(None, seed=11))
    assert cards_here(app) == before
    feed(screen, table_frame(giant, seed=12))  # ... and shown again: entered again
    assert cards_here(app) == [*before, "adventure/giant"] and screen.body.status == "Entered Giant"
    press(app, "Undo")
    screen = open_scan(app)  # coming back to the Scan screen is scanning again
    feed(screen, table_frame(giant, seed=13))
    assert cards_here(app) == [*before, "adventure/giant"] and screen.body.status == "Entered Giant"


def test_undo_after_another_step_says_where_to_go_instead(app, tmp_path_factory, giant_png):
    app.new_game(app.controller.setup)
    screen = open_scan(app)
    app.scan_again()
    assert screen.use_frame(*frame_bytes(giant_png))
    app.adjust(0, "gold", 1)  # the table moved on
    app.show("scan")
    lines = len(app.controller.log_lines())
    press(app, "Undo")
    assert screen.body.status == "Giant is no longer the last step: go back to it in the Log."
    assert len(app.controller.log_lines()) == lines


def test_a_rescan_is_no_step_and_a_copy_too_many_is_asked_first(app, tmp_path_factory, giant_png):
    """Issue 26: scanning a card already on its space added an empty step and said "Entered
    Giant" again; a Giant scanned onto a second space made more Giants than the box holds
    (one) without a word. Now the first is refused and the second asked first."""
    app.new_game(app.controller.setup)
    screen = open_scan(app)
    app.scan_again()
    assert screen.use_frame(*frame_bytes(giant_png))
    lines, here = len(app.controller.log_lines()), cards_here(app)
    app.scan_again()
    assert not screen.use_frame(*frame_bytes(giant_png))  # the very card, on the same space
    assert len(app.controller.log_lines()) == lines and cards_here(app) == here
    assert "already on" in screen.body.status and "Entered" not in screen.body.status

    table = app.controller.session.table
    mover = table.players[table.turn].space
    # another space of this game's board (the data also holds a box's region not in play)
    app.page("cards").space = next(
        s for s in sorted(app.data.spaces) if s != mover and s.startswith("space/outer/")
    )
    app.scan_again()
    assert not screen.use_frame(*frame_bytes(giant_png))  # one Giant in the box: asked first
    assert "The box holds one Giant" in screen.body.status
    assert len(app.controller.log_lines()) == lines
    app.scan_again()
    assert screen.use_frame(*frame_bytes(giant_png))  # shown again: the table wants another
    assert len(app.controller.log_lines()) == lines + 1
