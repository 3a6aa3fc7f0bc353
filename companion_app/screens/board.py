"""The Board screen: the regions as the data draws them, figures, legal moves and the figures' charts."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, load_kv, row
from companion_app.viewmodels.board_layout import Shape, layout
from companion_app.viewmodels.board_view import board_order, board_tiles, legend, with_copies
from companion_app.viewmodels.charts import chart_result
from content.readings import with_readings


class BoardScreen(PageScreen):
    """The main board's regions as nested rings, a box's beside them (``board_layout``); tap a
    space, then say what moves there."""

    def build(self, app: Any) -> None:
        self.heading = "Board"
        self.app = app
        self.selected: str | None = None
        self.legend = Label(markup=True, font_size="16sp", size_hint_y=None, height=dp(22))
        self.ids.body.add_widget(self.legend)
        self.board = FloatLayout()
        self.ids.body.add_widget(self.board)
        self.buttons: dict[str, Button] = {}
        self.laid_out: tuple[str, ...] = ()
        self.lay_out(app)
        self.actions = row(height=dp(56))
        self.ids.body.add_widget(self.actions)
        self.charts = BoxLayout(orientation="vertical", size_hint_y=None, height=0, spacing=dp(4))
        self.ids.body.add_widget(self.charts)
        self.chart_lines: dict[str, str] = {}

    def regions(self, app: Any) -> dict[str, Any]:
        """The regions of the open game's boxes (the core game's always; all, with no setup)."""
        setup = getattr(app.controller, "setup", None)
        boxes = None if setup is None else {"core", *setup.boxes}
        found: dict[str, Any] = app.data.board_regions()
        return {n: r for n, r in found.items() if boxes is None or r.box in boxes}

    def order(self, app: Any) -> tuple[dict[str, list[str]], dict[str, int]]:
        """The spaces of each region in board order and their numbers, as the open game plays
        them: a region its table laid out follows the layout the game began with (a free
        tracking game: the one this device knows now)."""
        setup = getattr(app.controller, "setup", None)
        boxes = () if setup is None else setup.boxes
        readings = getattr(setup, "readings", None)
        if readings is None:
            readings = app.controller.printed_values()
        self.board_data = with_copies(app.data, app.catalogue, boxes, readings)  # (a laid-out board's copies)
        return board_order(app.catalogue, boxes, readings)

    def lay_out(self, app: Any) -> None:
        """A button per space of the game's regions, where ``board_layout`` puts it (again
        when another game's boxes add or leave out a region, or lays one out otherwise)."""
        regions = {}
        shapes = []
        order, self.numbers = self.order(app)
        for name, region in self.regions(app).items():
            if name in order:  # the final space last: a ring's middle
                spaces = [self.board_data.spaces[s] for s in order[name] if s in self.board_data.spaces]
            else:
                spaces = app.data.region(name)
            spaces.sort(key=lambda s: s.id == region.final)
            regions[name] = spaces
            centred = region.final is not None and region.drawn == "ring"
            shapes.append(Shape(name, region.drawn, region.place, len(spaces), region.columns, centred))
        rects = layout(shapes)
        self.board.clear_widgets()
        self.buttons = {}
        self.laid_out = tuple(regions)
        self.laid_order = order
        for name, spaces in regions.items():
            for space, (x, y, w, h) in zip(spaces, rects[name], strict=True):
                button = Factory.BigButton(
                    font_size="15sp",
                    markup=True,
                    pos_hint={"x": x, "y": y},
                    size_hint=(w * 0.97, h * 0.94),
                    halign="center",
                )
                button.bind(size=fit_tile, texture_size=fit_lines)
                button.bind(on_release=partial(self.select, space.id))
                self.buttons[space.id] = button
                self.board.add_widget(button)

    def chart(self, figure: str, roll: int) -> None:
        """A die rolled on a figure's chart: show what it means (the table applies it)."""
        try:
            read = with_readings(self.app.catalogue, self.app.controller.printed_values())
            self.chart_lines[figure] = chart_result(read, figure, roll).line
        except ValueError as exc:
            self.chart_lines[figure] = str(exc)
        self.refresh(self.app)

    def show_charts(self, app: Any, table: Any) -> None:
        """A chart pad for each figure standing on the selected space with characters on it."""
        self.charts.clear_widgets()
        visited = any(p.space == self.selected for p in table.players)
        names = {f.word: f.name for f in app.data.figures.values()}
        figures = [f for f, at in table.figures.items() if visited and at == self.selected]
        for figure in figures:
            text = (
                self.chart_lines.get(figure) or f"The {names.get(figure, figure)} is here: roll on its chart"
            )
            result = Label(text=text, font_size="16sp", markup=True, size_hint_x=3, halign="left")
            result.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
            buttons = [big_button(str(n), partial(self.chart, figure, n)) for n in range(1, 7)]
            self.charts.add_widget(row(result, *buttons, height=dp(56)))
        self.charts.height = len(figures) * dp(60)

    def select(self, space_id: str, *_: Any) -> None:
        self.selected = space_id
        self.refresh(self.app)

    def refresh(self, app: Any) -> None:
        session = app.controller.session
        table = session.table
        destinations = getattr(session, "destinations", set)()
        moving = getattr(session, "figure_moving", lambda: None)()
        mover_name = table.players[table.turn].name
        if moving is not None:
            _, figure_name, steps = moving
            self.heading = (
                f"Board  ·  [color=5cb8e0]blue: where the {figure_name} may go ({steps} spaces)[/color]"
            )
        elif destinations:
            self.heading = f"Board  ·  [color=5cb8e0]blue: where {mover_name} may move[/color]"
        else:
            self.heading = "Board"
        if tuple(self.regions(app)) != self.laid_out or self.order(app)[0] != self.laid_order:
            self.lay_out(app)
        self.legend.text = legend(app.data, self.laid_out)
        tiles = board_tiles(
            table, self.board_data, destinations=destinations, selected=self.selected, numbers=self.numbers
        )
        for tile in tiles:
            button = self.buttons.get(tile.space)
            if button is None:
                continue  # a space of a region the game's boxes leave out
            button.text = tile.text
            button.background_color = tile.colour
        self.actions.clear_widgets()
        self.show_charts(app, table)
        if self.selected is None:
            hint = "Tap a space to put a figure there or to see its cards"
            if moving is not None:
                hint = f"Tap a blue space to move the {moving[1]} there"
            self.actions.add_widget(Label(text=hint, font_size="18sp"))
            return
        where = Label(
            text=self.board_data.space_name(self.selected), font_size="18sp", bold=True, halign="center"
        )
        where.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
        self.actions.add_widget(where)
        for text, intent in self.choices(app, table, destinations, moving):
            self.actions.add_widget(action_button(text, intent))

    def choices(self, app: Any, table: Any, destinations: set[str], moving: Any) -> list[tuple[str, Any]]:
        """The buttons for the selected space, each saying what moves where."""
        space = self.selected
        mover = table.players[table.turn]
        out: list[tuple[str, Any]] = []
        if moving is not None and space in destinations:
            out.append((f"Move the {moving[1]} here", partial(app.move_figure, space)))
        elif space in destinations:
            out.append((f"Move {mover.name} here", partial(app.move_to, space)))
        else:
            out.append((f"Put {mover.name} here by hand", partial(app.move, table.turn, space)))
        for figure in app.data.figures.values():
            if figure.word in table.figures and not (
                moving is not None and moving[0] == figure.word and space in destinations
            ):
                out.append((f"Put the {figure.name} here by hand", partial(app.move, figure.word, space)))
        out.append(("Cards on this space", partial(app.open_cards, space)))
        return out


def fit_tile(button: Any, size: Any) -> None:
    """A space's words wrap within its tile, in a smaller type where many regions make the tiles
    narrow (every corner board at 1024 x 600), so that no name is broken inside a word."""
    button.text_size = (size[0] - dp(4), None)
    button.font_size = min(sp(15), max(sp(12), size[0] / 5.4))


def fit_lines(button: Any, texture: Any) -> None:
    """Words taller than a short tile (two lines in the Inner Region's tiles beside two corner
    boards) take a type small enough to fit, down to 11 sp."""
    room = button.height - dp(2)
    if texture[1] > room > 0 and button.font_size > sp(11):
        button.font_size = max(sp(11), button.font_size * room / texture[1] * 0.97)


def action_button(text: str, intent: Any) -> Any:
    """A button whose words wrap onto two lines rather than spill out of it."""
    button = big_button(text, intent, font_size="17sp", halign="center", valign="middle")
    button.bind(size=lambda b, s: setattr(b, "text_size", (s[0] - dp(8), s[1])))
    return button


load_kv(__file__)
