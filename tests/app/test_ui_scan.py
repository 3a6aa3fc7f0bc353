"""The Scan screen (headless): no camera here, so a clear message; picture files and camera
frames of cards printed by the print kit enter the card; bad codes are explained, not fatal."""

from __future__ import annotations

import pytest
from printed_cards import frame_bytes, printed_card_png, qr_png
from ui_helpers import press, pump, running_app

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
    screen = open_scan(app)
    c = app.controller
    table = c.session.table
    space = app.page("cards").space or table.players[table.turn].space
    before = list(c.session.table.cards.get(space, ()))
    screen.path.text = str(giant_png)
    press(app, "Scan picture")
    assert list(c.session.table.cards[space]) == [*before, "adventure/giant"]
    assert "Entered Giant" in screen.result.text


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ("TLS1:adventure/no-such", "is not a component of this game"),
        ("https://example.com", "not a Talisman"),
    ],
)
def test_bad_codes_are_explained_and_change_nothing(app, tmp_path, payload, message):
    screen = open_scan(app)
    lines = len(app.controller.log_lines())
    screen.path.text = str(qr_png(tmp_path, payload))
    press(app, "Scan picture")
    assert message in screen.message
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
    assert len(app.controller.log_lines()) == lines and screen.message == ""


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
