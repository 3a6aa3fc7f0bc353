"""The Log screen: every step, labelled; tap a line to go back to it."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.metrics import dp

from companion_app.screens.base import PageScreen, big_button, load_kv, scroll_list


class LogScreen(PageScreen):
    """Every step, labelled; tap a line to undo back to just after it."""

    def build(self, app: Any) -> None:
        self.heading = "Log  [size=17sp][color=b8ab94]tap a line to go back to just after it[/color][/size]"
        self.app = app
        self.view, self.lines = scroll_list()
        self.ids.body.add_widget(self.view)

    def refresh(self, app: Any) -> None:
        self.lines.clear_widgets()
        done, undone = app.controller.log_lines(), app.controller.redo_lines()
        self.line(app, 0, "Game start   [color=b8ab94](tap to undo everything)[/color]", now=not done)
        for n, line in enumerate(done, start=1):
            now = n == len(done)
            self.line(
                app,
                line.number,
                line.label + ("   [color=e0b040](where the game is now)[/color]" if now else ""),
                now=now,
            )
        for line in undone:
            self.line(
                app, line.number, f"[color=8a8276]{line.label}   (undone: tap to redo up to here)[/color]"
            )
        self.view.scroll_y = 0  # the latest steps are the ones a table looks for

    def line(self, app: Any, number: int, text: str, *, now: bool = False) -> None:
        button = big_button(
            f"{number}. {text}",
            partial(app.undo_to, number),
            size_hint_y=None,
            height=dp(52),
            font_size="18sp",
            markup=True,
            halign="left",
            valign="middle",
            shorten=True,
            shorten_from="right",
            background_color=(0.40, 0.33, 0.20, 1) if now else (0.33, 0.28, 0.23, 1),
        )
        button.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(24), s[1])))
        self.lines.add_widget(button)


load_kv(__file__)
