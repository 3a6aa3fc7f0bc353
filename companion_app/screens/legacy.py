"""The secondary screens: Setup, Board, Cards, Log and Turn (Games and Scan have their own modules).

Each screen builds its widgets once and redraws from the app's read-only views; buttons
call the app's intent methods (``app.do``, ``app.move`` ...), never the model directly.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.properties import StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.uix.scrollview import ScrollView

from companion_app.board_layout import layout
from companion_app.board_view import LEGEND, board_tiles
from companion_app.cards import base_id, deck_left, encounter_order, search, shown_name
from companion_app.charts import chart_result
from companion_app.table_setup import (
    ALTERNATIVE_RULES,
    DEALING_LABELS,
    MAX_PLAYERS,
    MODE_LABELS,
    PlayerSetup,
    TableSetup,
    deal,
)

FIGURE_NAMES = {"werewolf": "Werewolf", "reaper": "Grim Reaper"}


def big_button(text: str, on_release: Any, **kwargs: Any) -> Button:
    button = Factory.BigButton(text=text, **kwargs)
    button.bind(on_release=lambda *_: on_release())
    return button


def row(*widgets: Any, height: float = dp(52), **kwargs: Any) -> BoxLayout:
    box = BoxLayout(size_hint_y=None, height=height, spacing=dp(6), **kwargs)
    for w in widgets:
        box.add_widget(w)
    return box


def caption(text: str, **kwargs: Any) -> Label:
    """A muted label naming the control next to it."""
    label = Label(text=text, font_size="17sp", color=(0.72, 0.67, 0.58, 1), **kwargs)
    return label


def on_off_toggle(name: str) -> Any:
    """A toggle that says whether it is on: "Grim Reaper: on"."""
    toggle = Factory.ToggleBig(state="down")

    def show(*_: Any) -> None:
        toggle.text = f"{name}: {'on' if toggle.state == 'down' else 'off'}"

    toggle.bind(state=show)
    show()
    return toggle


def key_of(labels: Any, shown: str) -> str:
    """The key behind a label shown in a spinner (a key itself is accepted too)."""
    return next((k for k, v in labels.items() if v == shown), shown)


def scroll_list(cols: int = 1) -> tuple[ScrollView, GridLayout]:
    grid = GridLayout(cols=cols, size_hint_y=None, spacing=dp(4))
    grid.bind(minimum_height=grid.setter("height"))
    view = ScrollView()
    view.add_widget(grid)
    return view, grid


class PageScreen(Screen):
    heading = StringProperty("")
    message = StringProperty("")

    def refresh(self, app: Any) -> None:
        """Redraw from the app's current views."""


class SetupScreen(PageScreen):
    """Players, characters (random, three to choose, or picked), figures and options."""

    def build(self, app: Any) -> None:
        self.heading = "New game"
        self.app = app
        body = self.ids.body
        self.count = Factory.ChoiceSpinner(text="4", values=[str(n) for n in range(2, MAX_PLAYERS + 1)])
        self.dealing = Factory.ChoiceSpinner(
            text=DEALING_LABELS["three"], values=list(DEALING_LABELS.values())
        )
        self.first = Factory.ChoiceSpinner(text="Player 1", values=[])
        self.mode = Factory.ChoiceSpinner(text=MODE_LABELS["free"], values=list(MODE_LABELS.values()))
        body.add_widget(
            row(
                caption("Players"),
                self.count,
                caption("Characters"),
                self.dealing,
                caption("Who starts"),
                self.first,
            )  # fmt: skip
        )
        self.reaper = on_off_toggle("Grim Reaper")
        self.werewolf = on_off_toggle("Werewolf, Day and Night")
        body.add_widget(row(caption("Mode"), self.mode, self.reaper, self.werewolf))
        body.add_widget(caption("Alternative rules (tap to use)", size_hint_y=None, height=dp(26)))
        self.options = {
            key: Factory.ToggleBig(text=text, font_size="16sp") for key, text in ALTERNATIVE_RULES.items()
        }
        grid = GridLayout(cols=4, size_hint_y=None, height=dp(108), spacing=dp(4))
        for toggle in self.options.values():
            grid.add_widget(toggle)
        body.add_widget(grid)
        body.add_widget(caption("Names and characters", size_hint_y=None, height=dp(26)))
        self.players = GridLayout(cols=2, spacing=dp(6))
        body.add_widget(self.players)
        body.add_widget(
            row(
                big_button("Deal again", self.redeal),
                big_button("Start the game", self.start, background_color=(0.30, 0.42, 0.22, 1)),
            )
        )
        self.count.bind(text=lambda *_: self.redeal(fresh=True))
        self.dealing.bind(text=lambda *_: self.redeal())
        self.seed = 1
        self.redeal()

    @property
    def dealing_key(self) -> str:
        return key_of(DEALING_LABELS, self.dealing.text)

    def redeal(self, *, fresh: bool = False) -> None:
        if fresh:
            self.message = ""
        n = int(self.count.text)
        box = sorted(self.app.data.characters)
        try:
            hands = deal(self.dealing_key, n, box, seed=self.seed)
        except ValueError as exc:
            if self.dealing_key == "three":  # too few characters for three each: deal one each
                self.dealing.text = DEALING_LABELS["random"]  # (its binding deals again)
                self.message = f"{exc}, so one each was dealt at random"
                return
            self.message = str(exc)
            return
        self.seed += 1
        if not self.message.endswith("dealt at random"):
            self.message = ""
        self.players.clear_widgets()
        self.rows = []
        for i, hand in enumerate(hands):
            name = Factory.Field(text=f"Player {i + 1}")
            names = {self.app.data.characters[c].name: c for c in hand}
            pick = Factory.ChoiceSpinner(text=next(iter(names)), values=list(names))
            self.rows.append((name, pick, names))
            self.players.add_widget(row(name, pick))
        self.first.values = [f"Player {i + 1}" for i in range(n)]
        self.first.text = "Player 1"

    def start(self) -> None:
        try:
            setup = TableSetup(
                players=tuple(
                    PlayerSetup(name=n.text.strip(), character=names[p.text]) for n, p, names in self.rows
                ),
                first_player=int(self.first.text.split()[-1]) - 1,
                reaper=self.reaper.state == "down",
                werewolf=self.werewolf.state == "down",
                options=frozenset(k for k, t in self.options.items() if t.state == "down"),
                mode=key_of(MODE_LABELS, self.mode.text),
                seed=self.seed,
            )
            self.app.new_game(setup)
        except ValueError as exc:
            self.message = str(exc)


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


class CardsScreen(PageScreen):
    """Cards on one space in encounter order, and search-as-you-type over the deck."""

    def build(self, app: Any) -> None:
        self.app = app
        self.space: str | None = None
        body = self.ids.body
        self.search = Factory.Field(hint_text="Type a card name to find it in the deck...")
        self.search.bind(text=lambda *_: self.refresh(app))
        self.scan_path = Factory.Field(hint_text="Picture of a card's QR code (file path)")
        body.add_widget(
            row(
                self.search,
                self.scan_path,
                big_button("Scan file", self.scan, size_hint_x=0.35),
                big_button("Camera", partial(app.show, "scan"), size_hint_x=0.35),
            )  # fmt: skip
        )
        lists = BoxLayout(spacing=dp(10))
        left, self.results = scroll_list()
        right, self.on_space = scroll_list()
        lists.add_widget(left)
        lists.add_widget(right)
        body.add_widget(lists)

    def scan(self) -> None:
        self.app.scan_card(self.scan_path.text.strip())

    def refresh(self, app: Any) -> None:
        table = app.controller.session.table
        self.space = self.space or table.players[table.turn].space
        self.heading = f"Cards on {app.data.space_name(self.space)}"
        out = [c for cards in table.cards.values() for c in cards]
        self.results.clear_widgets()
        self.results.add_widget(
            Label(text="Tap a card drawn to put it here:", font_size="18sp", size_hint_y=None, height=dp(36))
        )
        for entry in search(deck_left(app.catalogue, out), self.search.text):
            text = (
                f"{entry.shown}  [size=15sp][color=b8ab94]{entry.kind} · encounter no. {entry.encounter}"
                f" · {entry.left} left[/color][/size]"
            )
            self.results.add_widget(
                big_button(
                    text,
                    partial(app.place_card, self.space, entry.id),
                    size_hint_y=None,
                    height=dp(52),
                    markup=True,
                )  # fmt: skip
            )
        self.on_space.clear_widgets()
        here = encounter_order(table.cards.get(self.space, ()), app.catalogue)
        title = "On this space, encounter in this order:" if here else "No cards on this space yet"
        self.on_space.add_widget(Label(text=title, font_size="18sp", size_hint_y=None, height=dp(36)))
        for n, card in enumerate(here, start=1):
            name = shown_name(app.catalogue[base_id(card)])
            self.on_space.add_widget(
                big_button(
                    f"{n}. {name}   (tap to remove)",
                    partial(app.remove_card, self.space, card),
                    size_hint_y=None,
                    height=dp(52),
                )  # fmt: skip
            )


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


class TurnScreen(PageScreen):
    """Rules games: what must be decided now, the legal choices as buttons, filtered as you type."""

    SHOWN = 30  # choices drawn at once; typing narrows a long list (a deck of cards)

    def build(self, app: Any) -> None:
        self.app = app
        self.filter = Factory.Field(hint_text="Type to filter (a card name, a space)...")
        self.filter.bind(text=lambda *_: self.refresh(app))
        self.ids.body.add_widget(
            row(
                self.filter,
                big_button("Board", partial(app.show, "board"), size_hint_x=0.3),
                big_button("Battle helper", partial(app.show, "battle"), size_hint_x=0.45),
                big_button("Scan card", partial(app.show, "scan"), size_hint_x=0.4),
            )  # fmt: skip
        )
        self.info = Label(markup=True, font_size="18sp", size_hint_y=None, height=dp(60), halign="left")
        self.info.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
        self.ids.body.add_widget(self.info)
        view, self.list = scroll_list(cols=2)
        self.ids.body.add_widget(view)
        self.seen_step = -1

    def refresh(self, app: Any) -> None:
        session = app.controller.session
        step = getattr(session, "cursor", 0)
        if step != self.seen_step:  # a new decision: forget what was typed for the last one
            self.seen_step = step
            if self.filter.text:
                self.filter.text = ""  # its binding refreshes again
                return
        self.heading = getattr(session, "prompt", "Free tracking: no rules decisions")
        self.info.text = self.summary(app)
        self.list.clear_widgets()
        words = self.filter.text.lower().split()
        matching = [
            c for c in getattr(session, "choices", list)() if all(w in c.label.lower() for w in words)
        ]
        for choice in matching[: self.SHOWN]:
            self.list.add_widget(
                big_button(choice.label, partial(app.do, choice.action), size_hint_y=None, height=dp(56))
            )
        if len(matching) > self.SHOWN:
            self.list.add_widget(
                Label(
                    text=f"{len(matching) - self.SHOWN} more: type to narrow", size_hint_y=None, height=dp(56)
                )
            )

    def summary(self, app: Any) -> str:
        """The last step, the cards on the mover's space in encounter order, and any battle."""
        session = app.controller.session
        table = session.table
        log = app.controller.log_lines()
        lines = [f"[color=b8ab94]Last: {log[-1].label if log else 'Game start'}[/color]"]
        space = table.players[table.turn].space
        cards = encounter_order(table.cards.get(space, ()), app.catalogue)
        if cards:
            names = ", ".join(f"{n}. {shown_name(app.catalogue[base_id(c)])}" for n, c in enumerate(cards, 1))
            lines.append(f"On {app.data.space_name(space)}, in encounter order: {names}")
        fight = getattr(session, "battle", lambda: None)()
        if fight is not None:
            win = fight.odds.percent()[0]
            mine = f" + {fight.character_roll} = {fight.character_score}" if fight.character_roll else ""
            theirs = f" + {fight.foe_roll} = {fight.foe_score}" if fight.foe_roll else ""
            lines.append(
                f"[b]{fight.character} {fight.stat} {fight.character_value}{mine}  vs  "
                f"{fight.foe} {fight.foe_value}{theirs}  ·  chance to win {win}[/b]"
            )
        return "\n".join(lines)
