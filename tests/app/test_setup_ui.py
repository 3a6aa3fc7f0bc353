"""The Setup screen pressed through its real widgets (headless): first launch, names, and every
alternative rule the engine offers starting a rules game (core rulebook, "Alternative Rules",
"Alternative Rules for Faster Play"; "Game Setup" for the players and the first player)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from finger import finger
from ui_helpers import buttons, find, press, pump, running_app, screenshot, tap

from companion_app.viewmodels.setup_form import CHOICES, rounds_label

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with running_app(tmp_path_factory.mktemp("ui-setup")) as application:
        yield application


def popup_toggle(setup, label: str):
    return next(t for c, t in setup.options.items() if c.label == label)


def fill(setup, names: list[str]) -> None:
    setup.count.text = str(len(names))
    setup.mode.text = "Rules checked"
    pump(2)
    for (field, _, _), name in zip(setup.rows, names, strict=True):
        field.text = name


def test_first_launch_has_no_way_to_a_blank_table(app):
    """No game yet: Back is hidden, and asking for the table shows the setup again."""
    setup = app.manager.current_screen
    assert setup.name == "setup" and app.controller.session is None
    assert not buttons(setup, "Back") and setup.back.parent is None
    app.show("table")
    assert app.manager.current == "setup"
    press(app, "Saved games")  # in place of Back: the saved games, never a blank table
    assert app.manager.current == "games"
    find(app.manager.current_screen, "Back").dispatch("on_release")  # the Games screen's Back
    pump(2)
    assert app.manager.current == "setup"


def test_a_name_field_selects_its_placeholder_so_typing_replaces_it(app):
    from kivy.core.window import Window

    setup = app.page("setup")
    field = setup.rows[0][0]
    assert field.text == "Player 1"
    finger(field)  # a tap on the field
    assert field.focus and field.selection_text == "Player 1"
    field.keyboard_on_textinput(Window, "Ann")
    assert field.text == "Ann"
    assert setup.first.values[0] == "Ann"  # "Who starts" lists the names as typed
    field.focus = False
    field.text = "Ann"
    finger(field)  # a real name is not selected again
    assert field.selection_text == ""
    field.focus = False


def test_every_alternative_rule_starts_a_rules_game(app):
    """Each toggle in the popup is one of the engine's options; every one of them, in as few
    games as the choices that exclude each other allow, starts a rules game."""
    keys = {}
    for choice in CHOICES:
        keys.setdefault(choice.key, []).append(choice)
    rounds = max(len(v) for v in keys.values())
    for game_number in range(rounds):
        app.show("setup")
        setup = app.page("setup")
        fill(setup, ["Ann", "Bob", "Cleo"])
        setup.first.text = "Bob"
        press(app, "Alternative rules")
        pump(6)  # the popup fades in and lays out
        assert setup.rules_popup.parent is not None  # the popup is open
        wanted = {}
        for key, choices in keys.items():
            choice = choices[min(game_number, len(choices) - 1)]
            finger(popup_toggle(setup, choice.label))
            wanted[key] = choice.value
        if wanted.get("sudden_death") == "count":
            assert not setup.rounds.disabled
            setup.rounds.text = rounds_label(5)
            wanted["stop_after_turn"] = 15  # five rounds of three players' turns
        if SHOTS:
            screenshot(app, SHOTS / f"setup-rules-{game_number}.png")
        tap(find(setup.rules_popup.content, "Done"))
        assert "chosen" in setup.rules_button.text
        press(app, "Start the game")
        session = app.controller.session
        assert app.manager.current == "table", setup.message
        assert session.mode == "engine" and session.game.setup.options == wanted
        assert session.game.state.current == 1  # Bob starts, as chosen
        for toggle in setup.options.values():  # leave the toggles off for the next game
            toggle.state = "normal"


def test_trophy_choices_exclude_each_other(app):
    app.show("setup")
    setup = app.page("setup")
    assert find(setup, "Back")  # a game is open now: Back leads to it
    assert not buttons(setup, "Saved games")
    press(app, "Alternative rules")
    pump(6)  # the popup fades in and lays out
    six, five = (popup_toggle(setup, c.label) for c in CHOICES if c.key == "trophy_points")
    finger(six)
    finger(five)
    assert (six.state, five.state) == ("normal", "down")
    assert setup.rules_button.text == "Alternative rules: Trade trophies at 5"
    assert setup.rounds.disabled  # no Sudden Death by count: no rounds to choose
    finger(five)
    assert setup.rules_button.text == "Alternative rules: none"
    tap(find(setup.rules_popup.content, "Done"))


def test_a_long_name_shows_whole_on_a_small_tablet(app):
    """A table of six at 1024x600: "Esmeralda-Philippa" no longer runs out of its field; its
    words shrink to fit (never below 13 sp) while a short name keeps the fields' size."""
    from kivy.core.text import Label as CoreLabel
    from kivy.metrics import sp
    from ui_helpers import at_window_sizes

    setup = app.page("setup")
    app.show("setup")
    names = ["Esmeralda-Philippa", "Bartholomew the Bold", "Cleo", "Maximiliana", "Dev", "Finn"]
    fill(setup, names)
    for size in at_window_sizes(app, ((1024, 600), (1280, 800))):
        pump(3)
        for (field, _, _), name in zip(setup.rows, names, strict=True):
            words = CoreLabel(text=name, font_size=field.font_size)
            words.refresh()
            inner = field.width - field.padding[0] - field.padding[2]
            fits = words.texture.size[0] <= inner + 1
            assert fits or field.font_size == pytest.approx(sp(13)), (size, name)
            if len(name) <= 4:
                assert field.font_size == pytest.approx(sp(20)), (size, name)
        if size == (1024, 600):  # too long for its field at 20 sp there
            assert sp(13) <= setup.rows[0][0].font_size < sp(20)
