"""A seat the tablet plays, through the real widgets as a table would (issue 31, item 3): at
setup Ann alone picks two seats as the tablet's; on their turns the table enters only the dice
and the cards the tablet asks for, and sees in words what the tablet decided; Ann's turn comes
back to her; one undo takes back the tablet's decisions with the table's last entry; and after a
restart the tablet still plays its seats."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from finger import finger
from ui_helpers import buttons, find, press, pump, running_app, screenshot

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
CAST = (("Ann", "Warrior"), ("Bob", "Wizard"), ("Cleo", "Elf"))


def set_up(app) -> None:
    """The Setup screen as Ann fills it: three seats, Bob's and Cleo's played by the tablet."""
    setup = app.manager.current_screen
    assert setup.name == "setup"
    setup.count.text = "3"
    setup.dealing.text = "Players pick"
    setup.mode.text = "Rules checked"
    pump(2)
    for (name, pick, _), (who, character) in zip(setup.rows, CAST, strict=True):
        name.text, pick.text = who, character
    assert [seat.text for seat in setup.seats] == ["Played by a person"] * 3
    finger(setup.seats[1])
    finger(setup.seats[2])
    assert [seat.text for seat in setup.seats] == ["Played by a person"] + ["Played by the tablet"] * 2
    if SHOTS:
        screenshot(app, SHOTS / "tablet-setup.png")
    setup.first.text = "Ann"
    setup.mode.text = "Free tracking"  # the tablet plays only when the rules are checked: it says so
    press(app, "Start the game")
    assert app.manager.current == "setup" and "Rules checked" in setup.message
    setup.mode.text = "Rules checked"
    press(app, "Start the game")
    assert app.manager.current == "table", setup.message


def let_the_tablet_play(app) -> None:
    """Frames go by until the tablet has nothing left to decide (its pace is 0 in the test)."""
    for _ in range(200):
        if not app.controller.tablet_waiting:
            return
        pump(2)
    pytest.fail("the tablet kept deciding")


def enter(app, said: list[str], *, wait: bool = True) -> None:
    """The table enters what the game asks it: a die on the die pad, a card drawn from the Turn
    screen's list, or Ann's decision (her first choice). What the tablet did is kept in ``said``."""
    c = app.controller
    game = c.session.game
    d = game.decision
    assert not c.tablet_waiting, "the table was asked to decide for the tablet"
    if d.kind == "roll" and d.is_chance:
        app.show("table")
        press(app, "3")  # the die pad
    else:
        app.show("turn")
        turn = app.manager.current_screen
        choices = c.session.choices()
        assert choices, game.describe(d)
        find(turn, choices[0].label).dispatch("on_release")
        pump(2)
    if wait:
        let_the_tablet_play(app)
    if c.session.tablet_line:
        said.append(c.session.tablet_line)


def test_a_solo_player_and_two_seats_the_tablet_plays(tmp_path):
    folder = tmp_path / "games"
    with running_app(folder) as app:
        app.tablet_pace = 0
        set_up(app)
        c = app.controller
        game = c.session.game
        assert [p.tablet for p in c.setup.players] == [False, True, True]

        # The tablet's first decision, held back: the Turn screen says the tablet plays, and
        # offers the table no choice for it.
        said: list[str] = []
        app.tablet_pace = 60
        while not c.tablet_waiting:
            enter(app, said, wait=False)
        app.show("turn")
        turn = app.manager.current_screen
        waiting = game.state.players[game.decision.player].name
        assert turn.heading.startswith(f"The tablet plays {waiting} now")
        assert not buttons(turn.list, "")
        app._tablet_next.cancel()
        app._tablet_next = None
        app.tablet_pace = 0
        app.show("setup")  # a new game's setup: the tablet waits there
        pump(6)
        assert c.tablet_waiting and app._tablet_next is None
        press(app, "Back")  # the game again: the tablet goes on
        let_the_tablet_play(app)

        # Two rounds: the table enters only dice, cards and Ann's choices; the tablet the rest.
        while game.state.turn <= 7 and not game.is_over:
            enter(app, said)
        assert said and all(
            line.startswith(("The tablet plays Bob", "The tablet plays Cleo")) for line in said
        )
        assert not any("The tablet plays Ann" in line for line in said)  # never for a person's seat
        by_tablet = [n for n in range(len(c.log_lines())) if c.session.by_tablet(n)]
        assert by_tablet

        # The tablet's words on the Turn and Table screens, once it has played.
        while not c.session.tablet_line:
            enter(app, said)
        app.show("turn")
        assert c.session.tablet_line in app.manager.current_screen.info.text
        app.show("table")
        assert app.table.status.startswith("The tablet plays")
        if SHOTS:
            screenshot(app, SHOTS / "tablet-table.png")
            app.show("turn")
            screenshot(app, SHOTS / "tablet-turn.png")
            app.show("table")

        # One undo: back over the tablet's decisions and the table's last entry.
        lines = len(c.log_lines())
        press(app, "Undo")
        back = len(c.log_lines())
        assert back < lines - 1 and not c.session.by_tablet(back)
        pump(6)
        assert len(c.log_lines()) == back and not c.tablet_waiting  # not done again at once
        assert app.table.can_redo
        state = game.state.to_json()

    # -- a restart: the same game, and the tablet still plays its seats
    with running_app(folder) as again:
        again.tablet_pace = 0
        assert again.manager.current == "table"
        c = again.controller
        assert c.session.game.state.to_json() == state
        assert [p.tablet for p in c.setup.players] == [False, True, True]
        said = []
        start = len(c.log_lines())
        while not said:
            enter(again, said)
        assert any(c.session.by_tablet(n) for n in range(start, len(c.log_lines())))
