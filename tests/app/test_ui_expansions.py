"""The expansion boxes at the table (issues: the Reaper and Blood Moon boxes, item 4): a box
switched on at setup brings its characters and its cards; switched off, neither is offered."""

from __future__ import annotations

import pytest
from ui_helpers import press, pump, running_app

pytestmark = pytest.mark.ui


def offered(setup) -> set[str]:
    return {name for _, _, names in setup.rows for name in names}


def test_a_box_brings_its_characters_and_its_cards(tmp_path):
    with running_app(tmp_path) as app:
        setup = app.page("setup")
        setup.count.text = "2"
        setup.dealing.text = "Players pick"
        pump(2)
        assert "Vampire Hunter" in offered(setup)  # the Blood Moon box is on by default
        setup.boxes["blood-moon"].state = "normal"  # Blood Moon box: off
        pump(2)
        assert setup.boxes["blood-moon"].text == "The Blood Moon box: off"
        assert "Vampire Hunter" not in offered(setup) and "Warrior" in offered(setup)
        setup.boxes["blood-moon"].state = "down"
        pump(2)
        for (name, pick, _), (who, character) in zip(
            setup.rows, (("Ann", "Vampire Hunter"), ("Bob", "Warrior")), strict=True
        ):
            name.text, pick.text = who, character
        setup.mode.text = "Rules checked"
        press(app, "Start the game")
        session = app.controller.session
        assert session.game.state.players[0].character == "character/vampire-hunter"
        assert "blood-moon" in session.game.setup.expansions
        app.show_cards()
        cards = app.page("cards")
        cards.search.text = "direwolf"
        pump(3)
        assert [row["card"] for row in cards.results.data] == ["adventure/direwolf"]

        # a core game: no Blood Moon card in the deck list
        app.show("setup")
        setup.boxes["blood-moon"].state = "normal"
        pump(2)
        press(app, "Start the game")
        assert "blood-moon" not in app.controller.session.game.setup.expansions
        app.show_cards()
        cards.search.text = "direwolf"
        pump(3)
        assert cards.results.data == [] and "0 cards" in cards.found.text


def test_a_box_brings_its_own_options(tmp_path):
    """Warlock Quest cards come with the Reaper box, the Alternative Endings with Blood Moon."""
    with running_app(tmp_path) as app:
        setup = app.page("setup")
        quests = next(t for c, t in setup.options.items() if c.key == "warlock_quests")
        hidden = next(t for c, t in setup.options.items() if c.key == "ending" and c.value == "hidden")
        assert not quests.disabled and not hidden.disabled
        quests.state = hidden.state = "down"
        setup.show_rules()
        assert setup.rules.options(2) == {"warlock_quests": True, "ending": "hidden"}
        setup.boxes["reaper"].state = "normal"  # The Reaper box: off
        pump(2)
        assert quests.disabled and quests.state == "normal" and not hidden.disabled
        assert setup.rules.options(2) == {"ending": "hidden"}
        assert "Alternative Ending" in setup.rules_button.text
        setup.mode.text = "Rules checked"
        press(app, "Start the game")
        game = app.controller.session.game
        assert "reaper" not in game.setup.expansions and "blood-moon" in game.setup.expansions
        assert game.setup.options == {"ending": "hidden"}
