"""The Table screen: one panel per player, the die pad, labelled undo and redo, End turn.

The panels are laid out by ``viewmodels.table_layout`` for the room the tablet gives: full
panels with -/+ on every counter, or compact ones that open the player's sheet. Widgets show
read-only views and send intents to the app.
"""

from __future__ import annotations

import math
from typing import Any

from kivy.app import App
from kivy.clock import Clock
from kivy.factory import Factory
from kivy.graphics import ClearBuffers, ClearColor, Color, InstructionGroup, Line, Rectangle, RoundedRectangle
from kivy.metrics import dp
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.layout import Layout
from kivy.uix.screenmanager import Screen

from companion_app.screens.base import BACKGROUND, BigButton, ClearedFill, load_kv, same_words
from companion_app.viewmodels.table_layout import (
    CELL_H,
    COUNTS,
    FOOTER,
    HEADER,
    PAD,
    SPACING,
    ground,
    panel_room,
    table_layout,
)
from companion_app.viewmodels.views import PlayerView, TableView, counter_texts

# (title, counted field): Strength and Craft show totals; their -/+ move counters
STATS = (
    ("Strength", "strength_counters"),
    ("Craft", "craft_counters"),
    ("Lives", "lives"),
    ("Fate", "fate"),
    ("Gold", "gold"),
)
CREAM = [0.95, 0.91, 0.82, 1]
MUTED = (0.72, 0.67, 0.58, 1)  # MUTED in base.kv
GOLD = (0.88, 0.69, 0.25, 1)  # the turn rim (GOLD in base.kv)
PANEL = (0.20, 0.18, 0.16, 1)  # the panels (PANEL in base.kv)
RADIUS = 12  # dp, the panels' rounded corners
WARNING = [0.95, 0.45, 0.40, 1]


class LineLabel(Label):
    """A one-line, left-aligned label (``text_size: self.width, None``) that draws only the
    part of its texture the words cover: Kivy draws the whole texture, as wide as the label,
    the rest of it transparent, and a tablet that draws in software pays for every one of
    those pixels on each frame (a sixth of the table's). The same pixels: the words' part
    of the texture at the same place, one texel to a pixel. Drawn in Python (``<-LineLabel>``
    in table.kv holds the constants), as Kivy's Label rule draws it otherwise."""

    same_words = BooleanProperty(False)  # words that seldom change: drawn from base.same_words

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        with self.canvas:
            Color(1, 1, 1, 1)
            self._words = Rectangle(size=(0, 0))
        self._texture: Any = None  # what it draws from: its own texture or one it shares
        self.fbind("texture", self._reword)  # (set again each time its words are rendered)
        self.fbind("same_words", self._reword)
        self.fbind("texture_size", self._rewrite)
        self.fbind("center", self._rewrite)
        self._reword()

    def _reword(self, *_: Any) -> None:
        texture = self.texture
        self._texture = same_words(self) if texture is not None and self.same_words else texture
        self._rewrite()

    def _rewrite(self, *_: Any) -> None:
        texture, (width, height) = self._texture, self.texture_size
        words = self._words
        words.pos = int(self.center_x - width / 2.0), int(self.center_y - height / 2.0)
        if texture is None:
            words.texture, words.size = None, (width, height)
            return
        lines = self._label._cached_lines if self.halign == "left" else []
        used = min(int(width), math.ceil(max((line.w for line in lines), default=width)) + 1)
        if lines and 0 < used < width:
            words.texture, words.size = texture.get_region(0, 0, used, height), (used, height)
        else:
            words.texture, words.size = texture, (width, height)


class CounterFields:
    """What every counter shows: its title and value, whose counter it is (the cells below)."""

    value_size = StringProperty("26sp")
    title = StringProperty("")
    value = StringProperty("")
    stat = StringProperty("")
    player = NumericProperty(0)
    value_color = ListProperty(CREAM)


class CellBase(CounterFields, BoxLayout):
    """A counter's title and value (the kv rules lay out the two kinds)."""


class CounterCell(CounterFields, Layout):
    """A counter with its own -/+ buttons and the line saying how the value is made up (full
    panels and the player's sheet).

    Its five widgets are made in Python and placed by ``do_layout`` where the kv rule's three
    nested BoxLayouts put them (the sums they make, in their order: the same pixels); the line
    under the value is made when it first has words. The table's 20 cells were 160 widgets
    and 240 kv bindings, the largest part of the start-up's first frame."""

    detail = StringProperty("")
    spacing = NumericProperty(dp(SPACING))

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("size_hint_y", None)
        kwargs.setdefault("height", dp(CELL_H))
        super().__init__(**kwargs)
        self._title = LineLabel(
            text=self.title, font_size="15sp", color=MUTED, halign="left", shorten=True, same_words=True
        )
        self._value = Label(
            text=self.value, font_size=self.value_size, bold=True, color=self.value_color, size_hint_x=None
        )
        self._detail: LineLabel | None = None
        self._minus, self._plus = (
            Factory.BigButton(text=sign, font_size="28sp", size_hint_x=None, width=dp(48), same_words=True)
            for sign in "-+"
        )
        self._minus.bind(on_release=lambda *_: self._adjust(-1))
        self._plus.bind(on_release=lambda *_: self._adjust(1))
        self._title.fbind("width", _one_line)
        self._value.fbind("texture_size", _value_width)
        _one_line(self._title, self._title.width)
        _value_width(self._value, self._value.texture_size)
        self.fbind("title", _copy, self._title, "text")
        self.fbind("value", _copy, self._value, "text")
        self.fbind("value_size", _copy, self._value, "font_size")
        self.fbind("value_color", _copy, self._value, "color")
        self.fbind("detail", self._show_detail)
        for widget in (self._title, self._value, self._minus, self._plus):
            self.add_widget(widget)
        self.fbind("pos", self._trigger_layout)
        self.fbind("size", self._trigger_layout)
        self._show_detail()

    def _adjust(self, delta: int) -> None:
        App.get_running_app().adjust(self.player, self.stat, delta)

    def _show_detail(self, *_: Any) -> None:
        if self._detail is None:
            if not self.detail:
                return
            self._detail = LineLabel(
                font_size="14sp", color=MUTED, size_hint_y=None, halign="left", shorten=True
            )
            self._detail.fbind("width", _one_line)
            _one_line(self._detail, self._detail.width)
            self.add_widget(self._detail, index=2)  # drawn after the title and value, as before
        self._detail.text = self.detail
        self._detail.height = dp(18) if self.detail else 0

    def do_layout(self, *_: Any) -> None:
        """Where the kv rule's BoxLayouts put them: [[title, value] over detail] -, + in a row."""
        minus, plus, spacing = self._minus, self._plus, self.spacing
        # the cell: a horizontal BoxLayout of the words' column, - and +
        column_w = max(0.0, self.width - (spacing * 2 + plus.width + minus.width))
        x, y, height = self.x, self.y, max(0, self.height)
        minus.pos, minus.height = (x + (column_w + spacing), y), height
        plus.pos, plus.height = (minus.x + (minus.width + spacing), y), height
        # the words' column: a vertical BoxLayout, the detail line under the title and value
        detail_h = self._detail.height if self._detail is not None else 0
        if self._detail is not None:
            self._detail.pos, self._detail.width = (x, y), column_w
        row_h, row_y = max(0.0, height - detail_h), y + detail_h
        # the title and value: a horizontal BoxLayout
        title_w = max(0.0, column_w - self._value.width)
        self._title.pos, self._title.size = (x, row_y), (title_w, row_h)
        self._value.pos, self._value.height = (x + title_w, row_y), row_h


def _one_line(label: Label, width: float) -> None:
    label.text_size = (width, None)  # one line: the texture no taller than it


def _value_width(label: Label, texture_size: Any) -> None:
    label.width = max(dp(40), texture_size[0])


def _copy(widget: Any, name: str, _cell: Any, value: Any) -> None:
    setattr(widget, name, value)


class ValueCell(CellBase):
    """The value alone (compact panels; the player's sheet changes it)."""


def show_counter(cell: CounterCell | ValueCell, view: PlayerView) -> None:
    cell.player = view.index
    value, detail = counter_texts(view, cell.stat)
    cell.value = value
    if isinstance(cell, CounterCell):
        cell.detail = detail
    low = cell.stat == "lives" and view.lives <= 1
    cell.value_color = WARNING if low else CREAM


class PlayerPanel(BoxLayout):
    """One player at a glance; ``form`` is "full" (-/+ here) or "compact" (-/+ on the sheet)."""

    heading = StringProperty("")
    where = StringProperty("")
    counts = StringProperty("")
    alignment = StringProperty("")
    player = NumericProperty(0)
    is_turn = BooleanProperty(False)
    form = StringProperty("full")
    stat_cols = NumericProperty(1)
    show_counts = BooleanProperty(False)

    def __init__(self, *, form: str = "full", stat_cols: int = 1, **kwargs) -> None:
        super().__init__(form=form, stat_cols=stat_cols, **kwargs)
        self.view: PlayerView | None = None
        # the gold rim of the player whose turn it is: on that panel only (an invisible line on
        # every other panel cost a software-drawn frame as much as the panel's fill)
        self._rim = InstructionGroup()
        self.canvas.before.add(self._rim)
        self.bind(pos=self._draw_rim, size=self._draw_rim, is_turn=self._draw_rim)
        self.cells: list[CounterCell | ValueCell] = []
        for title, stat in STATS:
            cell = (
                CounterCell(title=title, stat=stat) if form == "full" else ValueCell(title=title, stat=stat)
            )
            self.cells.append(cell)
            self.ids.cells.add_widget(cell)
        if form == "compact":
            from kivy.factory import Factory

            more = Factory.BigButton(
                text="Change", font_size="18sp", size_hint_y=None, height=dp(52), same_words=True
            )
            more.bind(on_release=lambda *_: self.open_sheet())
            self.ids.cells.add_widget(more)

    def on_size(self, *_: object) -> None:
        """Tall panels give the counters the room: taller cells, bigger numbers (to 84 dp)."""
        rows = -(-len(self.cells) // max(1, int(self.stat_cols)))
        spare = self.height - dp(HEADER + 2 * PAD) - (dp(FOOTER) if self.form == "full" else 0)
        self.show_counts = self.form == "full" and spare - rows * dp(CELL_H + SPACING) >= dp(COUNTS)
        if self.show_counts:
            spare -= dp(COUNTS)
        height = max(dp(CELL_H), min(dp(84), spare / max(1, rows) - dp(SPACING)))
        for cell in self.cells:
            cell.height = height
            cell.value_size = "34sp" if height >= dp(72) else "26sp"

    def _draw_rim(self, *_: object) -> None:
        self._rim.clear()
        if self.is_turn:
            self._rim.add(Color(*GOLD))
            box = (self.x + dp(2), self.y + dp(2), self.width - dp(4), self.height - dp(4), dp(11))
            self._rim.add(Line(rounded_rectangle=box, width=dp(2)))

    def open_sheet(self) -> None:
        App.get_running_app().open_sheet(self.player)

    def show(self, view: PlayerView) -> None:
        self.view = view
        self.player = view.index
        self.heading = view.heading
        self.where = view.where if self.form == "full" else f"{view.alignment.title()} · {view.where}"
        self.counts = view.counts
        self.alignment = view.alignment.title()
        self.is_turn = view.is_turn
        for cell in self.cells:
            show_counter(cell, view)


class TableInfo(BoxLayout):
    text = StringProperty("")


class TableScreen(Screen):
    title = StringProperty("")
    time_label = StringProperty("")
    night = BooleanProperty(False)  # the Time card shows Night (the Day/Night button's colour)
    status = StringProperty("")
    undo_label = StringProperty("Undo")
    redo_label = StringProperty("Redo")
    can_undo = BooleanProperty(False)
    can_redo = BooleanProperty(False)
    mode = StringProperty("free")
    # the background and the buttons' flat fills cleared, not drawn (ClearedFill: the same
    # pixels for less); False draws them as Kivy does (a test compares the two)
    clear_fills = True

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: TableView | None = None
        self._shape: tuple[int, int, str, int, int] | None = None
        # size changes while the window settles come in bursts: lay out once per frame
        self._relayout = Clock.create_trigger(lambda *_: self._lay_out())
        self.ids.panels.bind(size=lambda *_: self._relayout())
        # the panels' colour is the clear (most of the screen), the background painted around
        # them, once the layout has settled before a frame (-1)
        self._ground = InstructionGroup()
        self.canvas.before.add(ClearColor(*PANEL))
        self.canvas.before.add(ClearBuffers(clear_color=True, clear_depth=False))
        self.canvas.before.add(self._ground)
        self._reground = Clock.create_trigger(lambda *_: self.draw_ground(), -1)
        self.bind(size=lambda *_: self._reground())
        self._clear_fills(self)

    def _clear_fills(self, widget: Any) -> None:
        """The buttons' flat fills are cleared, not drawn (``BigButton.clears``): the screen is
        drawn in window coordinates; not under a layout made see-through (a compact panel's
        footer), whose opacity a clear would ignore."""
        if widget.opacity != 1:
            return
        if isinstance(widget, BigButton):
            widget.clears = self.clear_fills
        for child in widget.children:
            self._clear_fills(child)

    def _lay_out(self) -> None:
        """Rebuild the panel grid when the player count or the room for it changes its shape."""
        grid = self.ids.panels
        if self.view is None:
            return
        n = len(self.view.players)
        shape = table_layout(n, *self._room())
        key = (n, shape.cols, shape.form, shape.stat_cols, shape.rows)
        if key != self._shape:
            self._shape = key
            grid.clear_widgets()
            grid.cols = shape.cols
            for _ in range(n):
                grid.add_widget(PlayerPanel(form=shape.form, stat_cols=shape.stat_cols))
            for _ in range(shape.cols * shape.rows - n):
                grid.add_widget(TableInfo())
            for widget in grid.children:
                widget.bind(pos=lambda *_: self._reground(), size=lambda *_: self._reground())
                self._clear_fills(widget)
            self._reground()
        for widget, player in zip(reversed(grid.children), self.view.players, strict=False):
            widget.show(player)
        for widget in grid.children:
            if isinstance(widget, TableInfo):
                widget.text = self.view.info

    def draw_ground(self) -> None:
        """The background around the panels and in their rounded corners (the window is
        cleared to the panels' colour): each corner is a background square with the panel's
        colour drawn back over it in a circle of the corner's radius and centre."""
        boxes = [(w.x, w.y, w.width, w.height) for w in self.ids.panels.children]
        g = self._ground
        g.clear()
        r = dp(RADIUS)
        rounded = [b for b in boxes if b[2] >= 2 * r and b[3] >= 2 * r]
        corners = [
            (cx, cy, r, r) for x, y, w, h in rounded for cx in (x, x + w - r) for cy in (y, y + h - r)
        ]  # each corner's r x r square
        g.add(Color(*BACKGROUND))
        for box in ground(self.width, self.height, boxes) + corners:
            if self.clear_fills:
                g.add(ClearedFill(BACKGROUND, box).group)
            else:
                g.add(Rectangle(pos=box[:2], size=box[2:]))
        g.add(Color(*PANEL))
        for x, y, w, h in rounded:
            for cx in (x, x + w - 2 * r):
                for cy in (y, y + h - 2 * r):
                    g.add(RoundedRectangle(pos=(cx, cy), size=(2 * r, 2 * r), radius=[r]))

    def _room(self) -> tuple[float, float]:
        """The panel grid's size in dp; before the first layout (Kivy's default 100 x 100) it is
        worked out from the window and the bars around the grid (table.kv), so the panels are
        built once, in the first frame, for the room they will have."""
        grid = self.ids.panels
        if list(grid.size) != [100, 100]:
            return grid.width / dp(1), grid.height / dp(1)
        from kivy.core.window import Window

        return panel_room(Window.width / dp(1), Window.height / dp(1))

    @property
    def panels(self) -> list[PlayerPanel]:
        return [w for w in reversed(self.ids.panels.children) if isinstance(w, PlayerPanel)]

    def show(self, view: TableView, message: str = "") -> None:
        self.view = view
        self._lay_out()
        self.title = f"Round {view.round}  ·  [b][color=e0b040]{view.turn_name}[/color][/b]'s turn"
        self.time_label = view.time_label
        self.night = view.time == "night"
        self.mode = view.mode
        self.can_undo, self.can_redo = view.can_undo, view.can_redo
        self.undo_label = f"Undo: {view.undo_step}" if view.undo_step else "Undo"
        self.redo_label = f"Redo: {view.redo_step}" if view.redo_step else "Redo"
        self.status = message or view.status_line


load_kv(__file__)
