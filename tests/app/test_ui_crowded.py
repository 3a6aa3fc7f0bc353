"""Six players on a 10-inch tablet (headless): a 3 x 2 grid that stays readable, large
touch targets, and the less used counters one tap away."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_helpers import assert_matches_reference, buttons, pump, running_app, screenshot, tap

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None  # to look at them

CAST = (("Annabelle", "character/warrior"), ("Bram", "character/wizard"), ("Cleo", "character/elf"),
        ("Dev", "character/troll"), ("Esmeralda", "character/dwarf"),
        ("Finn", "character/priest"))  # fmt: skip


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with running_app(tmp_path_factory.mktemp("ui-six"), demo=True) as application:
        players = tuple(PlayerSetup(name=n, character=c) for n, c in CAST)
        application.new_game(TableSetup(players=players, first_player=3, seed=2))
        pump(4)
        yield application


def panels(app) -> list:
    return app.table.panels


def test_six_players_fill_a_three_by_two_grid(app, tmp_path):
    grid = app.table.ids.panels
    assert grid.cols == 3 and len(panels(app)) == 6 and all(p.form == "compact" for p in panels(app))
    assert "Dev" in app.table.title  # the chosen first player
    assert_matches_reference(screenshot(app, tmp_path / "six.png"), "table_six.png")


def test_crowded_text_fits_and_targets_stay_large(app):
    from kivy.metrics import dp
    from kivy.uix.button import Button
    from layout_check import problems, text_boxes

    pump(2)
    assert problems(app.table) == []
    seen = {id(b.widget) for b in text_boxes(app.table)}
    shown = [w for w in app.table.walk() if isinstance(w, Button) and id(w) in seen]
    assert [w.text for w in shown if min(w.size) < dp(48) - 0.5] == []
    dwarf = panels(app)[4]
    assert dwarf.where == "Neutral · Crags" and "Dwarf" in dwarf.heading  # no "unconfirmed" on screen


def test_change_opens_the_players_sheet_live(app):
    panel = panels(app)[1]
    change = buttons(panel, "Change")[0]
    tap(change)
    sheet = app.sheet
    pump(2)
    if SHOTS:
        screenshot(app, SHOTS / "six-sheet.png")
    objects = next(c for c in sheet.ids.body.children if getattr(c, "stat", "") == "objects")
    assert objects.value == "0"
    tap(buttons(objects, "+")[0])
    assert app.controller.session.table.players[1].objects == 1
    objects = next(c for c in sheet.ids.body.children if getattr(c, "stat", "") == "objects")
    assert objects.value == "1"  # the sheet follows the game
    sheet.dismiss(animation=False)
    pump(2)
    tap(buttons(panel, "Change")[0])  # opens again after a close, still for Bram
    assert app.sheet.title.startswith("Bram")
    app.sheet.dismiss(animation=False)
    pump(2)
