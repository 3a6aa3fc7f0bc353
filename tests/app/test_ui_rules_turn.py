"""One whole rules-engine turn pressed through the real widgets (headless, SDL offscreen).

Setup picks the first player (core rules, Game Setup: the first player is chosen before play);
then Ann rolls on the die pad, moves to a highlighted legal destination (core rules,
Movement), chooses to encounter the space rather than the character there (core rules,
Encounters), enters the drawn Ape, fights it with the battle helper (core rules, Battles:
die + Strength on each side, higher score wins), applies the result, and undoes it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_helpers import assert_matches_reference, buttons, find, press, pump, running_app, screenshot, tap

from companion_app.viewmodels.board_view import TILE_COLOURS

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None  # to look at them

LEGAL = TILE_COLOURS["legal"]  # the Board's colour for a legal destination
WOODS = "space/outer/woods-1"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with running_app(tmp_path_factory.mktemp("ui-rules")) as application:
        yield application


def start_rules_game(app) -> None:
    """Setup: two players, characters picked, rules mode, Bob to play first."""
    setup = app.manager.current_screen
    assert setup.name == "setup"
    setup.count.text = "2"
    setup.dealing.text = "Players pick"
    setup.mode.text = "Rules checked"
    pump(2)
    cast = (("Ann", "Warrior"), ("Bob", "Minstrel"))
    for (name, pick, _), (who, character) in zip(setup.rows, cast, strict=True):
        name.text, pick.text = who, character
    setup.first.text = "Bob"  # "Who starts" lists the names
    press(app, "Start the game")


def test_a_whole_rules_turn_through_the_widgets(app, tmp_path):
    start_rules_game(app)
    c = app.controller
    game = c.session.game
    assert c.session.mode == "engine" and game.state.current == 1  # Bob first, as chosen
    assert app.manager.current == "table" and "Bob" in app.table.title

    # Bob's turn puts him on Woods 1 so that Ann meets a choice of encounter there.
    for action in ("roll 2", f"move {WOODS}", "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1"):
        assert app.do(action)
    assert game.state.current == 0 and "Ann" in app.table.title
    start = len(c.log_lines())

    # The die pad answers chance: a 2 for Ann's movement.
    press(app, "2")
    assert c.log_lines()[-1].action == "roll 2"
    assert "Ann rolled 2" in app.table.status

    # The Board highlights exactly the legal destinations; tap one and move there.
    press(app, "Board")
    board = app.manager.current_screen
    legal = {s for s, b in board.buttons.items() if tuple(b.background_color) == LEGAL}
    assert legal == {WOODS, "space/outer/ruins"} == c.session.destinations()
    tap(board.buttons[WOODS])
    if SHOTS:
        screenshot(app, SHOTS / "board.png")
    press(app, "Move Ann here")
    assert game.state.players[0].position == WOODS
    turn = app.manager.current_screen
    assert turn.name == "turn" and "encounter the space or a character" in turn.heading

    # Choose the encounter: the space, not the Minstrel standing there.
    assert find(turn, "Encounter Bob") and len(buttons(turn, "Encounter")) == 2  # Bob, the Minstrel
    press(app, "Encounter the space")
    assert "Adventure deck" in turn.heading

    # Enter the drawn card: typing narrows the deck to what matches.
    assert len(buttons(turn.list, "Draw")) == turn.SHOWN  # the whole deck, a page of it
    turn.filter.text = "ape"  # "ap" also matches Reaper cards (the Reaper is in this game)
    pump(2)
    assert [b.text for b in buttons(turn.list, "Draw")] == ["Draw Ape"]
    press(app, "Draw Ape")
    assert game.state.board[WOODS] == ("adventure/ape",)
    assert turn.filter.text == ""  # a new decision starts with an empty filter
    # the Warrior throws two dice in battle, the better counts: 4 + best of 2 against 2 + 1 die
    assert "Ann Strength 4  vs  Ape 2" in turn.info.text and "chance to win 86.1%" in turn.info.text
    if game.decision.kind == "battle":  # cast, evade or fight: the Warrior fights
        assert "Ann against Ape" in turn.heading
        press(app, "Fight")

    # The battle helper: both values, the chance to win, then both dice and the scores.
    press(app, "Battle helper")
    battle = app.manager.current_screen
    ann, ape = battle.sides
    assert ann.values.text == "Strength 4" and ape.values.text == "Strength 3, \N{MINUS SIGN}1 Day"
    assert "Ann's chance to win 86.1%" in battle.odds.text and battle.pad_caption.text == "Ann's die (1 of 2)"
    tap(battle.pad[4])  # Ann's first die: 5 (her attack roll is at least 5 now)
    assert "Ann's dice: 5 (die 2 of 2 to come)" in ann.dice.text and "win 100.0%" in battle.odds.text
    tap(battle.pad[0])  # her second die: 1; the 5 counts
    assert "the 5 counts" in ann.dice.text and ann.score.text == "Attack score 9"
    assert battle.pad_caption.text == "Ape's die"
    tap(battle.pad[1])  # the Ape rolls 2
    assert ape.dice.text == "Ape's die: 2" and ape.score.text == "Attack score 4"
    assert "Ann wins, 9 against 4" in battle.step.text
    if SHOTS:
        screenshot(app, SHOTS / "battle.png")
    assert game.decision.kind == "fate"  # Ann may still pay fate to reroll

    press(app, "Back")
    press(app, "Turn")
    assert_matches_reference(screenshot(app, tmp_path / "turn.png"), "turn_rules_battle.png")

    # Keep the dice: the Ape is killed and kept as a trophy; the turn passes to Bob.
    press(app, "Battle helper")
    press(app, "Ann keeps the dice")
    assert tuple(game.state.players[0].trophies) == ("adventure/ape",)
    assert battle.result.text == "Ann wins the battle, 9 against 4\nAnn kills Ape and keeps it as a trophy"
    assert game.state.current == 1

    # Undo from the table: back to the fate decision, the Ape on the space again.
    press(app, "Back")
    press(app, "Undo")
    assert game.decision.kind == "fate" and not game.state.players[0].trophies
    assert game.state.board[WOODS] == ("adventure/ape",)
    assert "Ann[/color][/b]'s turn" in app.table.title and "pay 1 fate to reroll" in app.table.status
    assert c.log_lines()[-1].action == "roll 2" and len(c.log_lines()) > start
    assert len(c.store.load(c.game_id).actions) == len(c.log_lines())  # the undo is saved too
