"""The Log screen through the real widgets: a long log lays out and words only the rows on
screen, a step taken while it is open shows its line at once, and a line taken back and
replaced by another step is worded again (issue 26, item 6: quick with a long game)."""

from __future__ import annotations

import pytest
from ui_helpers import pump, running_app, start_game

pytestmark = pytest.mark.ui

STEPS = 300


def shown_rows(app) -> list:
    """The Log's rows on screen, top to bottom."""
    layout = app.page("log").ids.lines.layout_manager
    return sorted(layout.children, key=lambda row: -row.y)


def row_texts(app) -> list[str]:
    return [row.text for row in shown_rows(app)]


def long_game(app, steps: int = STEPS) -> None:
    start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
    for i in range(steps):
        app.controller.do({"type": "adjust", "player": 0, "stat": "gold", "delta": 1 if i % 2 == 0 else -1})


def test_a_long_log_opens_on_its_newest_lines_and_makes_only_the_rows_on_screen(tmp_path):
    from kivy.metrics import dp

    with running_app(tmp_path) as app:
        long_game(app)
        app.show("log")
        pump(4)
        rows = shown_rows(app)
        layout = app.page("log").ids.lines.layout_manager
        assert 3 <= len(rows) < 30  # a screenful, not 301 rows
        assert len(layout.view_opts.made) < 40  # sizes and places worked out for those rows only
        assert rows[-1].text.startswith(f"{STEPS}. ") and "(where the game is now)" in rows[-1].text
        assert rows[-1].now and not any(row.now for row in rows[:-1])
        assert rows[-2].text.startswith(f"{STEPS - 1}. ")
        # stacked as a RecycleBoxLayout stacks them: 52 dp rows, 4 dp apart, as wide as the list,
        # row 0 on top of a list as tall as all of them
        assert layout.height == pytest.approx((STEPS + 1) * dp(56) - dp(4))
        assert rows[-1].y == pytest.approx(layout.y) and rows[-1].x == layout.x
        for upper, lower in zip(rows, rows[1:], strict=False):
            assert upper.y - lower.y == pytest.approx(dp(56))
            assert upper.height == pytest.approx(dp(52)) and upper.width == layout.width
        # scrolled to the top: the game's start and the first lines
        app.page("log").ids.lines.scroll_y = 1
        pump(4)
        texts = row_texts(app)
        assert texts[0] == "0. Game start" and texts[1].startswith("1. ")
        assert shown_rows(app)[0].top == pytest.approx(layout.top)


def test_a_step_taken_while_the_log_is_open_shows_its_line_without_new_rows_for_the_old_ones(tmp_path):
    with running_app(tmp_path) as app:
        long_game(app)
        app.show("log")
        pump(4)
        log = app.page("log")
        before = list(log.ids.lines.data)
        app.adjust(1, "fate", 1)  # the Log refreshes as the current page
        pump(4)
        texts = row_texts(app)
        assert texts[-1].startswith(f"{STEPS + 1}. Bob") and "(where the game is now)" in texts[-1]
        assert "(where the game is now)" not in texts[-2]
        data = log.ids.lines.data
        assert len(data) == STEPS + 2
        assert all(new is old for new, old in zip(data, before, strict=False))  # the old rows' data kept


def test_a_line_taken_back_and_replaced_is_worded_again(tmp_path):
    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        app.adjust(0, "gold", 1)
        app.adjust(0, "gold", 1)
        app.show("log")
        pump(4)
        gold = row_texts(app)[2]
        assert gold.startswith("2. Ann") and "Gold" in gold
        app.undo_to(1)  # line 2 taken back: shown greyed, to be redone
        pump(4)
        texts = row_texts(app)
        assert "(where the game is now)" in texts[1]
        assert texts[2].startswith("[color=") and "undone: tap to redo" in texts[2] and "Gold" in texts[2]
        app.adjust(1, "fate", 1)  # another step in its place: the redo is gone, line 2 worded anew
        pump(4)
        texts = row_texts(app)
        assert len(texts) == 3
        assert texts[2].startswith("2. Bob") and "Fate" in texts[2] and "Gold" not in texts[2]
        assert "(where the game is now)" in texts[2] and "undone" not in texts[2]


def test_the_log_opened_again_on_the_same_lines_keeps_its_rows_and_their_words(tmp_path):
    """Nothing changed since the Log was last shown: its rows stay as they were (Kivy's list
    handed each row another row's words, rendered again, at every opening)."""
    with running_app(tmp_path) as app:
        long_game(app)
        app.show("log")
        pump(4)
        before = [(id(row), row.text) for row in shown_rows(app)]
        for _ in range(2):
            app.show("table")
            pump(2)
            app.show("log")
            pump(4)
            assert [(id(row), row.text) for row in shown_rows(app)] == before


def test_the_log_opened_again_after_steps_on_the_table_shows_them(tmp_path):
    """Lines added, and a line taken back and replaced on the table (as many lines as at the
    last opening, the last one another), show when the Log opens again."""
    with running_app(tmp_path) as app:
        long_game(app)
        app.show("log")
        pump(4)
        app.show("table")
        app.adjust(1, "fate", 1)
        app.show("log")
        pump(4)
        texts = row_texts(app)
        assert texts[-1].startswith(f"{STEPS + 1}. Bob") and "Fate" in texts[-1]
        assert "(where the game is now)" in texts[-1] and "(where the game is now)" not in texts[-2]
        app.show("table")
        app.undo()
        app.adjust(1, "gold", 1)  # line STEPS + 1 again, another step
        app.show("log")
        pump(4)
        texts = row_texts(app)
        assert len(app.page("log").ids.lines.data) == STEPS + 2
        assert texts[-1].startswith(f"{STEPS + 1}. Bob") and "Gold" in texts[-1] and "Fate" not in texts[-1]


def test_the_log_is_made_while_the_table_waits_and_opens_on_the_game_as_it_is(tmp_path, monkeypatch):
    """A moment after the table shows a game, the Log is built and filled behind it; opened
    after steps taken since, it shows them."""
    import time

    import companion_app.app as app_module

    monkeypatch.setattr(app_module, "PREPARE_LOG", 0.05)
    with running_app(tmp_path) as app:
        start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel")), mode="Free tracking")
        app.adjust(0, "gold", 1)
        for _ in range(100):
            if "log" in app.pages:
                break
            pump(1)
            time.sleep(0.02)
        assert "log" in app.pages, "the Log was not made while the table waited"
        pump(4)  # the frames that follow lay its rows out
        assert app.manager.current == "table"
        assert row_texts(app)[0] == "0. Game start"  # its rows made, for the game as it was then
        for i in range(STEPS):
            app.controller.do({"type": "adjust", "player": 0, "stat": "gold", "delta": 1 if i % 2 else -1})
        app.adjust(1, "fate", 1)
        app.show("log")
        pump(4)
        texts = row_texts(app)
        assert texts[-1].startswith(f"{STEPS + 2}. Bob") and "Fate" in texts[-1]
        assert texts[-2].startswith(f"{STEPS + 1}. Ann")
