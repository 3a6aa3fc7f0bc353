"""The battle helper pressed through its real widgets (headless).

Rules mode: a whole fight as a table plays it (core rulebook "Battles": each side's attack roll
plus Strength, the Warrior's two dice with the better counting; "Fate": one fate rolls the
character's die again; Blood Moon "Time Card": by Day a creature's score is 1 lower). The
helper follows the engine, shows each die entered, the result, and then the next player's turn.
Free tracking: a calculator labelled as such whose Apply names the player it changes.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_helpers import buttons, find, press, pump, running_app, screenshot, start_game, tap

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
WOODS = "space/outer/woods-1"
MINUS = "\N{MINUS SIGN}"


@pytest.fixture
def app(tmp_path):
    with running_app(tmp_path / "games") as application:
        yield application


def start(app, mode: str, cast, first: str | None = None) -> None:
    start_game(app, cast, mode=mode, first=first)


def words_on(screen) -> str:
    from kivy.uix.label import Label

    return "\n".join(w.text for w in screen.walk() if isinstance(w, Label) and w.text)


def test_a_whole_fight_in_rules_mode(app):
    start(app, "Rules checked", (("Ann", "Warrior"), ("Bob", "Minstrel")), first="Bob")
    game = app.controller.session.game
    # Bob to the Woods (set up directly); then Ann's turn through the widgets: her die, the
    # Board, the encounter, the Ape drawn (Strength 3; by Day its score is 1 lower).
    for action in ("roll 2", f"move {WOODS}", "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1"):
        assert app.do(action), action
    ann = game.state.players[0]
    lives, fate = ann.lives, ann.fate
    press(app, "2")  # the table's die pad: Ann's movement
    press(app, "Board")
    tap(app.manager.current_screen.buttons[WOODS])
    press(app, "Move Ann here")
    press(app, "Encounter the space")
    turn = app.manager.current_screen
    turn.filter.text = "ape"
    pump(2)
    press(app, "Draw Ape")
    assert game.state.board[WOODS] == ("adventure/ape",)
    press(app, "Battle helper")
    helper = app.manager.current_screen
    assert helper.name == "battle"
    if game.decision.kind == "battle":  # the fight's own choice, on the helper
        press(app, "Fight")
    ann_panel, ape_panel = helper.sides
    assert helper.title.text == "Battle: Ann against Ape"
    assert ann_panel.values.text == "Strength 4" and ape_panel.values.text == f"Strength 3, {MINUS}1 Day"
    assert ann_panel.dice.text == "Ann's dice: not rolled yet" and ann_panel.score.text == "Attack score: -"
    assert helper.pad_caption.text == "Ann's die (1 of 2)" and helper.step.text == "Enter Ann's die (1 of 2)"
    assert "Ann's chance to win 86.1%" in helper.odds.text
    assert not buttons(helper, "Apply") and not buttons(helper, "Foe")  # nothing outside the fight

    tap(helper.pad[0])  # Ann's first die: 1
    assert ann_panel.dice.text == "Ann's dice: 1 (die 2 of 2 to come)"
    tap(helper.pad[0])  # her second: 1
    assert ann_panel.dice.text == "Ann's dice: 1, 1 (the 1 counts)"
    assert ann_panel.score.text == "Attack score 5"
    assert helper.pad_caption.text == "Ape's die"
    tap(helper.pad[5])  # the Ape rolls 6: 3 + 6 - 1 = 8
    assert ape_panel.dice.text == "Ape's die: 6" and ape_panel.score.text == "Attack score 8"
    assert helper.step.text == "Both dice are in: Ape wins, 8 against 5. Ann may pay 1 fate to roll again"
    assert helper.pad_row.parent is None  # no die is wanted: no die pad
    if SHOTS:
        screenshot(app, SHOTS / "battle-fate.png")

    # Keeping the dice loses the fight: Ann loses a life, and Bob's turn begins.
    press(app, "Ann keeps the dice")
    assert game.state.players[0].lives == lives - 1 and game.state.current == 1  # Bob's turn
    assert helper.title.text == "Last fight"
    assert helper.result.text == "Ann loses the battle, 5 against 8\nAnn loses 1 life"
    assert helper.step.text == "Now: Roll the die for Bob: movement"
    assert not buttons(helper, "1")  # no calculator armed for Bob
    if SHOTS:
        screenshot(app, SHOTS / "battle-result.png")
    press(app, "Back")
    assert "Bob" in app.table.title
    press(app, "Turn")
    assert "Bob" in app.manager.current_screen.heading

    # Undo on the table: the fight is back at Ann's choice, with the dice as entered.
    press(app, "Back")
    press(app, "Undo")
    assert game.decision.kind == "fate"
    press(app, "Battle")
    assert ann_panel.dice.text == "Ann's dice: 1, 1 (the 1 counts)" and ape_panel.dice.text == "Ape's die: 6"

    # One fate rolls Ann's dice again: 6 and 3, the 6 counts: 10 against 8.
    press(app, "Ann pays 1 fate to roll again")
    assert game.state.players[0].fate == fate - 1
    assert helper.pad_caption.text == "Ann's die again (1 of 2)"
    tap(helper.pad[5])
    tap(helper.pad[2])
    assert helper.result.text == "Ann wins the battle, 10 against 8\nAnn kills Ape and keeps it as a trophy"
    assert tuple(game.state.players[0].trophies) == ("adventure/ape",)
    assert game.state.players[0].lives == lives and game.state.current == 1
    on_screen = words_on(helper)
    for raw in ("adventure/", "player 0", "[1]", "None", "attack_scores"):
        assert raw not in on_screen


def test_the_free_calculator_names_whom_it_changes(app):
    start(app, "Free tracking", (("Ann", "Warrior"), ("Bob", "Minstrel"), ("Cleo", "Elf")))
    table = app.controller.session.table
    lives = [p.lives for p in table.players]
    press(app, "Battle")
    helper = app.manager.current_screen
    assert helper.free_title.text.startswith("Battle calculator (free tracking)")
    assert find(helper, f"Apply: {table.players[table.turn].name} loses 1 life")
    helper.fighter.text = "Bob"  # who fights: chosen in the spinner
    pump(2)
    tap(helper.pads["me"][0])  # Bob's die: 1
    tap(helper.pads["them"][5])  # the foe's die: 6
    assert helper.pad_labels["me"].text == "Bob's die: 1" and helper.pad_labels["them"].text == "Foe's die: 6"
    assert "Bob loses a life" in helper.info.text
    press(app, "Apply: Bob loses 1 life")
    after = [p.lives for p in app.controller.session.table.players]
    assert after == [lives[0], lives[1] - 1, lives[2]]
    assert helper.pad_labels["me"].text == "Bob's die"  # the dice are cleared for the next fight
    last = app.controller.log_lines()[-1].label
    assert "Bob" in last


def test_the_calculator_follows_the_turn(app):
    """Item 5 of issue 9: nothing from the previous turn stays selected."""
    start(app, "Free tracking", (("Ann", "Warrior"), ("Bob", "Minstrel")))
    press(app, "Battle")
    helper = app.manager.current_screen
    helper.fighter.text = "Bob"
    pump(2)
    tap(helper.pads["me"][3])
    assert helper.pad_labels["me"].text == "Bob's die: 4"
    press(app, "Back")
    press(app, "End turn")
    assert app.controller.session.table.turn == 1
    press(app, "Back") if app.manager.current != "table" else None
    press(app, "Battle")
    assert helper.fighter.text == "Bob" and helper.pad_labels["me"].text == "Bob's die"
    press(app, "Back")
    press(app, "End turn")
    press(app, "Battle")
    assert helper.fighter.text == "Ann" and helper.pad_labels["me"].text == "Ann's die"


def test_the_free_calculator_fights_a_toad_as_a_toad_and_starts_each_turn_clean(app):
    """Core rules, Toads: a Toad has Strength 1 and Craft 1 (issue 26: the calculator fought
    with the full Strength). A new turn starts with no dice and the usual foe (it kept the last
    fight's foe)."""
    start(app, "Free tracking", (("Ann", "Warrior"), ("Bob", "Minstrel")))
    app.adjust(0, "toad_turns", 3)
    press(app, "Battle")
    helper = app.manager.current_screen
    tap(helper.pads["me"][5])  # Ann's die: 6
    assert "[b]7  vs" in helper.info.text  # 1 + 6, not the Warrior's 4 + 6
    for _ in range(3):
        press(app, "Foe +1")
    tap(helper.pads["them"][0])
    assert helper.opponent == 7
    app.show("table")
    pump(2)
    press(app, "End turn")
    press(app, "Battle")
    assert helper.opponent == 4 and helper.rolls == {"me": None, "them": None}
    assert helper.pad_labels["me"].text == "Bob's die"
