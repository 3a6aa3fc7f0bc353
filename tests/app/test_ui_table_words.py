"""Small words and colours of the Table and the Log, through the real widgets (issue 26,
item 8): the Day/Night button's colour follows the Time card, and the Log's question for
a redo is answered by "Redo", not by a red "Go back"."""

from __future__ import annotations

import pytest
from ui_helpers import find, press, pump, running_app, start_game

pytestmark = pytest.mark.ui


def time_button(app):
    return find(app.table, app.table.time_label)


def test_day_and_night_colours_and_the_logs_redo_words(tmp_path):
    with running_app(tmp_path) as app:  # the Blood Moon box is on by default: a Time card
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        day = list(time_button(app).background_color)
        assert app.table.time_label.startswith("Day")
        press(app, app.table.time_label)
        pump(2)
        assert app.table.time_label.startswith("Night")
        night = list(time_button(app).background_color)
        assert night != day and night[2] > night[0]  # a blue for Night, not the Day's gold

        app.adjust(0, "gold", 1)
        app.adjust(0, "gold", 1)
        press(app, "Log")
        log = app.page("log")
        log.ask(1)  # back to line 1: the answer undoes, in red
        pump(2)
        assert log.answer == "Go back" and "Go back to line 1" in log.question
        log.confirm()
        pump(2)
        log.ask(3)  # forward to line 3: the answer redoes
        pump(2)
        assert log.answer == "Redo" and log.question.startswith("Redo")
        assert find(log, "Redo") is not None
        log.ask(1)
        pump(2)
        assert log.answer == "" and "already" in log.question  # nothing to confirm


def test_the_turn_screens_long_questions_and_choices_fit_a_small_tablet(tmp_path):
    """Issue 26, item 5: at 1024 x 600 the Turn screen lost the start of a long heading and
    choice words ran over the next button. A reroll of one of three dice (core rules, Fate)
    asks a long question with several choices; every text fits its box at both sizes."""
    import os
    from pathlib import Path

    from ui_helpers import at_window_sizes, overflowing_labels, screenshot

    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")))
        for action in ("adjust 0 position space/inner/plain-of-peril", "adjust 0 fate 2", "adjust turn 0"):
            assert app.do(action), action
        for action in ("move space/inner/crypt", "roll 3", "roll 5", "roll 3"):
            assert app.do(action), action
        app.show("turn")
        turn = app.page("turn")
        pump(4)
        assert "Roll the 5 again for 1 fate" in [c.label for c in app.controller.session.choices()]
        shots = Path(os.environ.get("SHOTS", tmp_path))
        for width, height in at_window_sizes(app):
            app.refresh()
            pump(6)
            screenshot(app, shots / f"turn-fate-{width}x{height}.png")
            assert find(turn, "Roll the 5 again for 1 fate")
            assert overflowing_labels(turn) == []
