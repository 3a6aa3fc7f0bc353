"""A value printed on an expansion card that no public source confirms (issues 12 and 13,
"when a printed fact is unknown"), pressed through the real widgets: the first time the card is
drawn the Turn screen asks for it, the battle uses the answer, the tablet remembers it (an undo
offers it first, the next game does not ask again, the app restarted still has it), and the
Printed values screen lists, changes, forgets and exports what the tablet has read.

Core rules, Encounter Number Order and Battle: the printed encounter number orders the cards met,
the printed Strength counts in the attack score.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from ui_helpers import buttons, find, press, pump, running_app, screenshot

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from content.readings import load_file

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
TROLL = "adventure/cave-troll"
PLAYERS = (PlayerSetup(name="Ann", character="character/warrior"),
           PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip


def draw_the_troll(app) -> None:
    """Ann moves 2 from the Tavern onto a space that draws a card, and the table enters the
    Cave Troll it drew (the Turn screen's search)."""
    game = app.controller.session.game
    press(app, "2")
    press(app, "Board")
    target = str(game.legal_actions()[0].args[0])
    app.page("board").buttons[target].dispatch("on_release")
    pump(2)
    press(app, "Move Ann here")
    turn = app.page("turn")
    turn.filter.text = "cave"
    pump(2)
    press(app, "Draw Cave Troll")


def choices(app) -> list[str]:
    return [b.text for b in buttons(app.page("turn").list, "")]


def test_the_troll_is_asked_once_remembered_and_listed(tmp_path):
    with running_app(tmp_path) as app:
        app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=4, expansions=("reaper",)))
        c = app.controller
        draw_the_troll(app)
        turn = app.page("turn")
        assert turn.heading == "Ann drew the Cave Troll: which encounter number does the card show?"
        assert choices(app)[:2] == ["Encounter number 1", "Encounter number 2"]
        press(app, "Encounter number 2")
        assert turn.heading == "Ann drew the Cave Troll: which Strength does the card show?"
        assert len(choices(app)) == 15  # Strength 1 to 15
        press(app, "Strength 9")
        game = c.session.game
        assert game.cat[TROLL].strength == 9 and game.decision.kind == "roll"
        assert c.printed_values() == {TROLL: {"encounter": 2, "strength": 9}}
        assert c.log_lines()[-1].label == "Ann: the Cave Troll's card shows Strength 9"
        if SHOTS:
            screenshot(app, SHOTS / "printed-value-asked.png")

        # Undo takes the answer out of the game, not off the tablet: it is offered first
        press(app, "Back")
        assert app.table.undo_label == "Undo: Ann: the Cave Troll's card shows Strength 9"
        press(app, "Undo")
        assert game.decision.kind == "printed_value"
        assert "which Strength does the card show? (this tablet has 9)" in app.table.status
        app.show("turn")
        assert app.page("turn").heading.endswith("(this tablet has 9)")
        assert choices(app)[0] == "Strength 9 (as before)"
        press(app, "Strength 9 (as before)")
        assert game.cat[TROLL].strength == 9

        # The next game takes what the tablet knows: the Troll is not asked about again
        app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=5, expansions=("reaper",)))
        assert c.setup.readings == {TROLL: {"encounter": 2, "strength": 9}}
        draw_the_troll(app)
        game = c.session.game
        assert game.decision.kind == "roll" and game.cat[TROLL].strength == 9

        # The Printed values screen: the Troll's Strength read, changed to 7, then exported
        app.show("games")
        press(app, "Printed values")
        assert app.manager.current == "printed"
        page = app.page("printed")
        assert "2 of " in page.ids.count.text and "values read off your cards" in page.ids.count.text
        page.ids.search.text = "cave troll"
        pump(3)
        row = find(page, "Cave Troll (The Reaper): Strength 9")
        row.dispatch("on_release")
        pump(2)
        assert page.editing and "Cave Troll: the Strength printed on your card" in page.question
        press(app, "7")
        assert c.printed_values()[TROLL]["strength"] == 7
        assert find(page, "Cave Troll (The Reaper): Strength 7")
        assert c.session.remembered[TROLL]["strength"] == 7  # the open game's next question offers 7
        find(page, "Cave Troll (The Reaper): encounter number 2").dispatch("on_release")
        pump(2)
        press(app, "Forget this value")
        assert c.printed_values() == {TROLL: {"strength": 7}}
        assert find(page, "Cave Troll (The Reaper): encounter number not read yet")
        press(app, "Export")
        exported = json.loads((tmp_path / "printed-values.json").read_text(encoding="utf-8"))
        assert exported["readings"] == {TROLL: {"strength": 7}}
        # the print kit reads the same file: a replacement Troll prints Strength 7
        assert load_file(tmp_path / "printed-values.json", app.catalogue) == {TROLL: {"strength": 7}}
        assert "Exported to" in page.message
        if SHOTS:
            screenshot(app, SHOTS / "printed-values.png")

    # the app restarted: the tablet still knows, and the game in play still plays the 9 it read
    with running_app(tmp_path) as app:
        assert app.controller.printed_values() == {TROLL: {"strength": 7}}
        assert app.controller.session.game.cat[TROLL].strength == 9


def test_a_game_saved_before_printed_values_opens_and_plays_the_data(tmp_path):
    """A save without printed values in its setup (made by the previous version) replays as it
    was played: nothing is asked, the data's values count."""
    with running_app(tmp_path) as app:
        c = app.controller
        setup = TableSetup(players=PLAYERS, mode="engine", seed=4, expansions=("reaper",))
        game_id = c.store.create("Old game", setup.to_json())  # no "readings": the old format
        app.open_game(game_id)
        assert c.setup.readings is None
        draw_the_troll(app)
        game = c.session.game
        assert game.decision.kind == "roll" and game.cat[TROLL].strength == 6
        assert c.printed_values() == {}
