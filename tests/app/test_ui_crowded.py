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
    return list(reversed(app.table.ids.panels.children))


def test_six_players_fill_a_three_by_two_grid(app, tmp_path):
    grid = app.table.ids.panels
    assert grid.cols == 3 and len(panels(app)) == 6 and all(p.crowded for p in panels(app))
    assert "Dev" in app.table.title  # the chosen first player
    assert_matches_reference(screenshot(app, tmp_path / "six.png"), "table_six.png")


def test_crowded_text_fits_and_targets_stay_large(app):
    from kivy.metrics import dp
    from kivy.uix.button import Button
    from kivy.uix.label import Label

    pump(2)
    shown = [w for w in app.table.walk() if isinstance(w, Button) and w.opacity > 0]
    assert [w.text for w in shown if min(w.size) < dp(48) - 0.5] == []
    for panel in panels(app):
        counters = [w for w in panel.ids.stats.walk() if isinstance(w, Label) and not isinstance(w, Button)]
        too_wide = [w.text for w in counters if w.text and w.texture_size[0] > w.width + 1]
        assert too_wide == []
    dwarf = panels(app)[4]
    assert dwarf.summary.startswith("Dwarf card (unconfirmed) · Crags") and "Dwarf" in dwarf.heading


def test_more_opens_the_other_counters_live(app):
    panel = panels(app)[1]
    popup = panel.open_extras()
    pump(2)
    if SHOTS:
        screenshot(app, SHOTS / "six-more.png")
    objects = panel.controls["objects"]
    assert objects.parent is not None and objects.value == "0"
    plus = [b for b in buttons(objects, "+")][0]
    tap(plus)
    assert app.controller.session.table.players[1].objects == 1 and objects.value == "1"
    popup.dismiss()
    pump(2)
    assert objects.parent is None  # back in the panel's keeping, ready for the next popup
