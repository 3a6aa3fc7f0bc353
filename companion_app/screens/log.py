"""The Log screen: every step, labelled; tap a line to go back to it."""

from __future__ import annotations

from typing import Any

from kivy.app import App
from kivy.metrics import dp
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.button import Button
from kivy.uix.recycleview.views import RecycleDataViewBehavior

from companion_app.screens.base import PageScreen, load_kv

UNDO_COLOUR = [0.55, 0.16, 0.14, 1]  # going back: red, it undoes steps
REDO_COLOUR = [0.20, 0.42, 0.24, 1]  # redoing: green, it puts steps back


class LogLineButton(RecycleDataViewBehavior, Button):
    """One row of the Log. Its words are made when the row is shown: a game of thousands of
    steps words only the dozen lines on screen."""

    number = NumericProperty(0)
    now = BooleanProperty(False)

    def refresh_view_attrs(self, rv: Any, index: int, data: dict[str, Any]) -> None:
        super().refresh_view_attrs(rv, index, data)
        worded = data.get("worded")
        self.text = worded if worded is not None else App.get_running_app().page("log").line_text(index)


class LogScreen(PageScreen):
    """Every step, labelled, in a virtualised list (a long game opens at once); tapping a line
    asks first, then goes back to just after it (the later steps can be redone)."""

    asking = BooleanProperty(False)
    question = StringProperty("")
    answer = StringProperty("Go back")  # the confirming button: "Go back", "Redo", or none
    answer_colour = ListProperty(UNDO_COLOUR)

    def build(self, app: Any) -> None:
        self.heading = "Log  [size=17sp][color=b8ab94]tap a line to go back to it[/color][/size]"
        self.app = app
        self.pending: int | None = None
        # the kv rule put the confirm bar and the list at the top level: move them into the body
        for widget in (self.ids.confirm, self.ids.lines):
            self.remove_widget(widget)
            self.ids.body.add_widget(widget)

    def refresh(self, app: Any) -> None:
        self.done, self.undone = app.controller.log_lines(), app.controller.redo_lines()
        rows: list[dict[str, Any]] = [{"number": 0, "now": not self.done, "worded": "0. Game start"}]
        rows += [{"number": line.number, "now": n == len(self.done)} for n, line in enumerate(self.done, 1)]
        rows += [{"number": line.number, "now": False} for line in self.undone]
        self.ids.lines.data = rows
        if len(rows) * dp(56) > self.ids.lines.height:
            self.ids.lines.scroll_y = 0  # the latest steps are the ones a table looks for
        else:
            self.ids.lines.scroll_y = 1  # a short log starts at the top
        self.cancel()

    def line_text(self, index: int) -> str:
        """Row ``index`` of the list (row 0 is the game's start), worded when it is shown."""
        if index <= len(self.done):
            line = self.done[index - 1]
            mark = "   [color=e0b040](where the game is now)[/color]" if index == len(self.done) else ""
            return f"{line.number}. {line.label}{mark}"
        line = self.undone[index - len(self.done) - 1]
        text = f"{line.number}. {line.label}   (undone: tap to redo up to here)"
        return f"[color=8a8276]{text}[/color]"

    def ask(self, number: int) -> None:
        """A tapped line: say what going back there means before doing it."""
        now = len(self.app.controller.log_lines())
        if number == now:
            self.question = "The game is already at this line"
            self.answer = ""
            self.pending = None
            self.asking = True
            return
        if number < now:
            steps = now - number
            plural = "s" if steps != 1 else ""
            self.question = f"Go back to line {number}? {steps} step{plural} undone (Redo brings them back)"
            self.answer, self.answer_colour = "Go back", UNDO_COLOUR
        else:
            steps = number - now
            self.question = f"Redo {steps} step{'s' if steps != 1 else ''} up to line {number}?"
            self.answer, self.answer_colour = "Redo", REDO_COLOUR
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
