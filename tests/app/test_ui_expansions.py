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


def test_a_partial_box_is_offered_off_and_says_what_the_table_plays_by_hand(tmp_path):
    """The Dungeon box is only partly played by the app (its box.yaml ``partial``): the Setup
    screen still offers it, off by default, and says what the table then plays by hand; switched
    on, it brings its characters and a rules game plays it (next turn, undo and restart too)."""
    with running_app(tmp_path) as app:
        setup = app.page("setup")
        dungeon = setup.boxes["dungeon"]
        assert dungeon.state == "normal" and dungeon.text == "The Dungeon box: off"
        assert setup.boxes["reaper"].state == "down"  # a whole box stays on by default
        assert "Played partly by hand: The Dungeon (off)" in setup.by_hand.text and setup.by_hand.height > 0
        setup.by_hand.dispatch("on_release")  # tapped: what the table plays by hand, in words
        pump(2)
        notes = setup.by_hand_notes_popup.content.children[-1].text
        assert "The Dungeon (off until you switch it on): The app plays the region" in notes
        assert "are played by hand" in notes
        setup.by_hand_notes_popup.dismiss(animation=False)
        setup.count.text = "2"
        setup.dealing.text = "Players pick"
        pump(2)
        assert "Amazon" not in offered(setup)
        dungeon.state = "down"
        pump(2)
        assert dungeon.text == "The Dungeon box: on" and "The Dungeon (on)" in setup.by_hand.text
        assert "The Dungeon (on): " in setup.by_hand_notes()
        assert "Amazon" in offered(setup)
        for (name, pick, _), (who, character) in zip(
            setup.rows, (("Ann", "Amazon"), ("Bob", "Warrior")), strict=True
        ):
            name.text, pick.text = who, character
        setup.mode.text = "Rules checked"
        press(app, "Start the game")
        game = app.controller.session.game
        assert "dungeon" in game.setup.expansions
        assert game.state.players[0].character == "character/amazon"
        assert "dungeon" in game.board.regions  # its region is on the game's board
        before = len(game.log)
        assert app.do(str(next(a for a in game.legal_actions() if a.verb != "adjust")))
        assert len(app.controller.session.game.log) > before
        app.undo()
        assert len(app.controller.session.game.log) == before

        # a new game from the Setup screen keeps the box as the table left it
        app.show("setup")
        press(app, "Start the game")
        assert "dungeon" in app.controller.session.game.setup.expansions
