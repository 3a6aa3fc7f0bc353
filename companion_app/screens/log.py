"""The Log screen: every step, labelled; tap a line to go back to it."""

from __future__ import annotations

from typing import Any

from kivy.metrics import dp
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.recyclelayout import RecycleLayout
from kivy.uix.recycleview import RecycleView
from kivy.uix.recycleview.views import RecycleDataViewBehavior

from companion_app.screens.base import BigButton, PageScreen, ScissorClip, load_kv

UNDO_COLOUR = [0.55, 0.16, 0.14, 1]  # going back: red, it undoes steps
REDO_COLOUR = [0.20, 0.42, 0.24, 1]  # redoing: green, it puts steps back


class LogLineButton(RecycleDataViewBehavior, BigButton):
    """One row of the Log. Its number, words and colour are made when the row is shown: a game
    of thousands of steps words only the dozen lines on screen (the Log's data is one empty
    dict a row, kept from one opening to the next)."""

    number = NumericProperty(0)
    now = BooleanProperty(False)

    def refresh_view_attrs(self, rv: Any, index: int, data: dict[str, Any]) -> None:
        super().refresh_view_attrs(rv, index, data)
        self.number, self.now, self.text = rv.log.row(index)


class ClippedRecycleView(ScissorClip, RecycleView):
    """The Log's list, clipped with a scissor (the screen is drawn in window coordinates):
    Kivy's stencil drew the list's whole area twice on every frame of the Log."""

    log: LogScreen  # whose rows it shows (the rows ask it their words)


class EvenRows(RecycleLayout):
    """A RecycleView's rows one under the other, all as tall as ``row_height`` and as wide as
    the list: a row's place is worked out from its index when it comes into view.

    Kivy's RecycleBoxLayout sizes and places every row of the data each time the data or the
    list's size changes (four times as the Log is first shown): 5,000 lines cost a Log's
    opening 200 ms. Here an opening costs the rows on screen, whatever the log's length, and
    the rows stand where RecycleBoxLayout (no padding) puts them."""

    row_height = NumericProperty(dp(52))
    spacing = NumericProperty(dp(4))

    def __init__(self, **kwargs: Any) -> None:
        self._rows = 0
        self._placed: tuple[float, float, float, float, int] | None = None
        super().__init__(**kwargs)
        self.view_opts = _RowPlaces(self)
        self.fbind("row_height", self._sized)
        self.fbind("spacing", self._sized)
        self.fbind("pos", self._trigger_layout)  # (a RecycleBoxLayout's own BoxLayout binds them)
        self.fbind("size", self._trigger_layout)

    def _sized(self, *_: Any) -> None:
        if self.recycleview is not None:
            self.recycleview.refresh_from_data()

    def compute_sizes_from_data(self, data: Any, flags: Any) -> None:
        self._rows = len(data)
        self.view_opts = _RowPlaces(self)
        self.clear_layout()  # the rows' data changed: the views on screen are made again
        self.height = max(0, self._rows * (self.row_height + self.spacing) - self.spacing)

    def compute_layout(self, data: Any, flags: Any) -> None:
        self._size_needs_update = False
        placed = (self.x, self.y, self.width, self.row_height, self._rows)
        if placed != self._placed:  # moved or resized: every place is worked out again
            self._placed = placed
            self.view_opts = _RowPlaces(self)
            self.clear_layout()

    def place(self, index: int) -> tuple[float, float]:
        """The bottom left corner of row ``index`` (row 0 on top)."""
        return self.x, self.y + (self._rows - 1 - index) * (self.row_height + self.spacing)

    def get_view_index_at(self, pos: Any) -> int:
        step = self.row_height + self.spacing
        below = int((pos[1] - self.y) // step)  # rows under the point, counted from the bottom
        return min(max(self._rows - 1 - below, 0), max(self._rows - 1, 0))

    def compute_visible_views(self, data: Any, viewport: Any) -> list[int]:
        if not self._rows:
            return []
        _, y, _, height = viewport
        return list(range(self.get_view_index_at((0, y + height)), self.get_view_index_at((0, y)) + 1))


class _RowPlaces:
    """``RecycleLayout.view_opts`` for ``EvenRows``: a row's size and place, made when a row
    comes into view (and kept while the list stays where it is)."""

    def __init__(self, layout: EvenRows) -> None:
        self.layout = layout
        self.made: dict[int, dict[str, Any]] = {}

    def __len__(self) -> int:
        return self.layout._rows

    def __getitem__(self, index: int) -> dict[str, Any]:
        if not 0 <= index < self.layout._rows:
            raise IndexError(index)
        opt = self.made.get(index)
        if opt is None:
            layout = self.layout
            opt = self.made[index] = {
                "size": [layout.width, layout.row_height],
                "size_hint": [None, None],
                "size_hint_min": [None, None],
                "size_hint_max": [None, None],
                "pos": layout.place(index),
                "pos_hint": {},
                "viewclass": layout.viewclass,
                "width_none": False,
                "height_none": False,
            }
        return opt


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
        self._rows: list[dict[str, Any]] = []
        self.done: list[Any] = []
        self.undone: list[Any] = []
        self.ids.lines.log = self
        # the kv rule put the confirm bar and the list at the top level: move them into the body
        for widget in (self.ids.confirm, self.ids.lines):
            self.remove_widget(widget)
            self.ids.body.add_widget(widget)

    def refresh(self, app: Any) -> None:
        done, undone = app.controller.log_lines(), app.controller.redo_lines()
        count = 1 + len(done) + len(undone)  # row 0 is the game's start
        # the very lines shown last time (compared one by one, as the same objects): the rows
        # made for them are still right. Kivy's RecycleView would hand each row on screen
        # another row's words, rendered again into textures the last frames may still be
        # drawing from (a software renderer waits for those frames to end first).
        same = done == self.done and undone == self.undone and len(self.ids.lines.data) == count
        self.done, self.undone = done, undone
        if not same:
            while len(self._rows) < count:  # the rows' data: nothing in it, kept from one time to the next
                self._rows.append({})
            self.ids.lines.data = self._rows[:count]
            self.ids.lines.refresh_from_data()  # equal (empty) rows as before: the words may not be
        if count * dp(56) > self.ids.lines.height:
            self.ids.lines.scroll_y = 0  # the latest steps are the ones a table looks for
        else:
            self.ids.lines.scroll_y = 1  # a short log starts at the top
        self.cancel()

    def row(self, index: int) -> tuple[int, bool, str]:
        """Row ``index`` of the list (row 0 is the game's start): its line's number, whether the
        game is there now, and its words (worded when the row is shown)."""
        now = index == len(self.done)
        if index == 0:
            return 0, now, "0. Game start"
        if index <= len(self.done):
            line = self.done[index - 1]
            mark = "   [color=e0b040](where the game is now)[/color]" if now else ""
            return line.number, now, f"{line.number}. {line.label}{mark}"
        line = self.undone[index - len(self.done) - 1]
        text = f"{line.number}. {line.label}   (undone: tap to redo up to here)"
        return line.number, False, f"[color=8a8276]{text}[/color]"

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
