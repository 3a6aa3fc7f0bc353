"""The Log screen: every step, labelled; tap a line to go back to it."""

from __future__ import annotations

from typing import Any

from kivy.metrics import dp
from kivy.properties import BooleanProperty, StringProperty

from companion_app.screens.base import PageScreen, load_kv


class LogScreen(PageScreen):
    """Every step, labelled, in a virtualised list (a long game opens at once); tapping a line
    asks first, then goes back to just after it (the later steps can be redone)."""

    asking = BooleanProperty(False)
    question = StringProperty("")

    def build(self, app: Any) -> None:
        self.heading = "Log  [size=17sp][color=b8ab94]tap a line to go back to it[/color][/size]"
        self.app = app
        self.pending: int | None = None
        # the kv rule put the confirm bar and the list at the top level: move them into the body
        for widget in (self.ids.confirm, self.ids.lines):
            self.remove_widget(widget)
            self.ids.body.add_widget(widget)

    def refresh(self, app: Any) -> None:
        done, undone = app.controller.log_lines(), app.controller.redo_lines()
        rows = [{"number": 0, "now": not done, "text": "0. Game start"}]
        for n, line in enumerate(done, start=1):
            mark = "   [color=e0b040](where the game is now)[/color]" if n == len(done) else ""
            rows.append(
                {"number": line.number, "now": n == len(done), "text": f"{line.number}. {line.label}{mark}"}
            )
        for line in undone:
            text = f"{line.number}. {line.label}   (undone: tap to redo up to here)"
            rows.append({"number": line.number, "now": False, "text": f"[color=8a8276]{text}[/color]"})
        self.ids.lines.data = rows
        if len(rows) * dp(56) > self.ids.lines.height:
            self.ids.lines.scroll_y = 0  # the latest steps are the ones a table looks for
        else:
            self.ids.lines.scroll_y = 1  # a short log starts at the top
        self.cancel()

    def ask(self, number: int) -> None:
        """A tapped line: say what going back there means before doing it."""
        now = len(self.app.controller.log_lines())
        if number == now:
            self.question = "The game is already at this line"
            self.pending = None
            self.asking = True
            return
        if number < now:
            steps = now - number
            plural = "s" if steps != 1 else ""
            self.question = f"Go back to line {number}? {steps} step{plural} undone (Redo brings them back)"
        else:
            steps = number - now
            self.question = f"Redo {steps} step{'s' if steps != 1 else ''} up to line {number}?"
        self.pending = number
        self.asking = True

    def confirm(self) -> None:
        if self.pending is not None:
            target, self.pending = self.pending, None
            self.app.undo_to(target)
        self.asking = False

    def cancel(self) -> None:
        self.pending = None
        self.asking = False


load_kv(__file__)
