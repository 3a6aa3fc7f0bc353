"""The Board screen: the three regions as rings, figures, legal moves and the figures' charts."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, load_kv, row
from companion_app.viewmodels.board_layout import layout
from companion_app.viewmodels.board_view import LEGEND, board_tiles
from companion_app.viewmodels.charts import chart_result

FIGURE_NAMES = {"werewolf": "Werewolf", "reaper": "Grim Reaper"}


class BoardScreen(PageScreen):
    """The three regions as nested rings; tap a space, then say what moves there."""

    def build(self, app: Any) -> None:
        self.heading = "Board"
        self.app = app
        self.selected: str | None = None
        self.legend = Label(markup=True, font_size="16sp", size_hint_y=None, height=dp(22))
        self.ids.body.add_widget(self.legend)
        self.board = FloatLayout()
        self.ids.body.add_widget(self.board)
        regions = {r: app.data.region(r) for r in ("outer", "middle", "inner")}
        rects = layout(*(len(v) for v in regions.values()))
        self.buttons: dict[str, Button] = {}
        for name, spaces in regions.items():
            for space, (x, y, w, h) in zip(spaces, rects[name], strict=True):
                button = Factory.BigButton(
                    font_size="15sp",
                    markup=True,
                    pos_hint={"x": x, "y": y},
                    size_hint=(w * 0.97, h * 0.94),
                    halign="center",
                )
                button.bind(size=lambda b, s: setattr(b, "text_size", (s[0] - dp(4), None)))
                button.bind(on_release=partial(self.select, space.id))
                self.buttons[space.id] = button
                self.board.add_widget(button)
        self.actions = row(height=dp(56))
        self.ids.body.add_widget(self.actions)
        self.charts = BoxLayout(orientation="vertical", size_hint_y=None, height=0, spacing=dp(4))
        self.ids.body.add_widget(self.charts)
        self.chart_lines: dict[str, str] = {}

    def chart(self, figure: str, roll: int) -> None:
        """A die rolled on a figure's chart: show what it means (the table applies it)."""
        try:
            self.chart_lines[figure] = chart_result(self.app.catalogue, figure, roll).line
        except ValueError as exc:
            self.chart_lines[figure] = str(exc)
        self.refresh(self.app)

    def show_charts(self, app: Any, table: Any) -> None:
        """A chart pad for each figure standing on the selected space with characters on it."""
        self.charts.clear_widgets()
        visited = any(p.space == self.selected for p in table.players)
        figures = [f for f in ("werewolf", "reaper") if visited and getattr(table, f) == self.selected]
        for figure in figures:
            text = self.chart_lines.get(figure) or f"The {FIGURE_NAMES[figure]} is here: roll on its chart"
            result = Label(text=text, font_size="16sp", markup=True, size_hint_x=3, halign="left")
            result.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
            buttons = [big_button(str(n), partial(self.chart, figure, n)) for n in range(1, 7)]
            self.charts.add_widget(row(result, *buttons, height=dp(56)))
        self.charts.height = len(figures) * dp(60)

    def select(self, space_id: str, *_: Any) -> None:
        self.selected = space_id
        self.refresh(self.app)

    def refresh(self, app: Any) -> None:
        table = app.controller.session.table
        destinations = getattr(app.controller.session, "destinations", set)()
        mover_name = table.players[table.turn].name
        self.heading = (
            f"Board  ·  [color=5cb8e0]blue: where {mover_name} may move[/color]" if destinations else "Board"
        )
        self.legend.text = LEGEND
        for tile in board_tiles(table, app.data, destinations=destinations, selected=self.selected):
            button = self.buttons[tile.space]
            button.text = tile.text
            button.background_color = tile.colour
        self.actions.clear_widgets()
        self.show_charts(app, table)
        if self.selected is None:
            self.actions.add_widget(
                Label(text="Tap a space to put a figure there or to see its cards", font_size="18sp")
            )
            return
        mover = table.players[table.turn]
        where = Label(text=app.data.space_name(self.selected), font_size="18sp", bold=True, halign="center")
        where.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
        self.actions.add_widget(where)
        if self.selected in destinations:
            self.actions.add_widget(
                big_button(f"Move {mover.name} here", partial(app.move_to, self.selected))
            )
        else:
            self.actions.add_widget(
                big_button(f"Put {mover.name} here", partial(app.move, table.turn, self.selected))
            )
        for figure, label in (("werewolf", "Put the Werewolf here"), ("reaper", "Put the Reaper here")):
            if getattr(table, figure):
                self.actions.add_widget(big_button(label, partial(app.move, figure, self.selected)))
        self.actions.add_widget(big_button("Cards on this space", partial(app.open_cards, self.selected)))


load_kv(__file__)
