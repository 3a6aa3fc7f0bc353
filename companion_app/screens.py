"""The secondary screens: Setup, Board, Cards, Battle, Log and Games.

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

from companion_app.battle import battle_view
from companion_app.board_layout import layout
from companion_app.cards import deck_left, encounter_order, search
from companion_app.table_setup import ALTERNATIVE_RULES, DEALING, MAX_PLAYERS, PlayerSetup, TableSetup, deal


def big_button(text: str, on_release: Any, **kwargs: Any) -> Button:
    button = Factory.BigButton(text=text, **kwargs)
    button.bind(on_release=lambda *_: on_release())
    return button


def row(*widgets: Any, height: float = dp(52), **kwargs: Any) -> BoxLayout:
    box = BoxLayout(size_hint_y=None, height=height, spacing=dp(6), **kwargs)
    for w in widgets:
        box.add_widget(w)
    return box


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
        self.dealing = Factory.ChoiceSpinner(text="three", values=list(DEALING))
        self.first = Factory.ChoiceSpinner(text="Player 1", values=[])
        self.mode = Factory.ChoiceSpinner(text="free", values=["free", "engine"])
        body.add_widget(
            row(
                Label(text="Players"),
                self.count,
                Label(text="Characters"),
                self.dealing,
                Label(text="First"),
                self.first,
                Label(text="Mode"),
                self.mode,
            )  # fmt: skip
        )
        self.reaper = Factory.ToggleBig(text="Grim Reaper", state="down")
        self.werewolf = Factory.ToggleBig(text="Werewolf + Day/Night", state="down")
        body.add_widget(row(self.reaper, self.werewolf))
        self.options = {
            key: Factory.ToggleBig(text=text, font_size="15sp") for key, text in ALTERNATIVE_RULES.items()
        }
        grid = GridLayout(cols=4, size_hint_y=None, height=dp(108), spacing=dp(4))
        for toggle in self.options.values():
            grid.add_widget(toggle)
        body.add_widget(grid)
        self.players = GridLayout(cols=2, spacing=dp(6))
        body.add_widget(self.players)
        body.add_widget(row(big_button("Deal again", self.redeal), big_button("Start the game", self.start)))
        self.count.bind(text=lambda *_: self.redeal())
        self.dealing.bind(text=lambda *_: self.redeal())
        self.seed = 1
        self.redeal()

    def redeal(self) -> None:
        n = int(self.count.text)
        box = sorted(self.app.data.characters)
        try:
            hands = deal(self.dealing.text, n, box, seed=self.seed)
        except ValueError as exc:
            self.message = str(exc)
            return
        self.seed += 1
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
                mode=self.mode.text,
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
        self.board = FloatLayout()
        self.ids.body.add_widget(self.board)
        regions = {r: app.data.region(r) for r in ("outer", "middle", "inner")}
        rects = layout(*(len(v) for v in regions.values()))
        self.buttons: dict[str, Button] = {}
        for name, spaces in regions.items():
            for space, (x, y, w, h) in zip(spaces, rects[name], strict=True):
                button = Factory.BigButton(
                    font_size="13sp",
                    pos_hint={"x": x, "y": y},
                    size_hint=(w * 0.97, h * 0.95),
                    halign="center",
                )
                button.bind(size=lambda b, s: setattr(b, "text_size", (s[0] - dp(4), None)))
                button.bind(on_release=partial(self.select, space.id))
                self.buttons[space.id] = button
                self.board.add_widget(button)
        self.actions = row(height=dp(56))
        self.ids.body.add_widget(self.actions)

    def select(self, space_id: str, *_: Any) -> None:
        self.selected = space_id
        self.refresh(self.app)

    def refresh(self, app: Any) -> None:
        table = app.controller.session.table
        destinations = getattr(app.controller.session, "destinations", set)()
        here: dict[str, list[str]] = {}
        for p in table.players:
            here.setdefault(p.space, []).append(p.name[:6])
        for figure, label in (("werewolf", "Wolf"), ("reaper", "Reaper")):
            if getattr(table, figure):
                here.setdefault(getattr(table, figure), []).append(label)
        for space_id, button in self.buttons.items():
            cards = len(table.cards.get(space_id, ()))
            extra = ", ".join(here.get(space_id, []))
            button.text = app.data.space_name(space_id) + (f"\n{extra}" if extra else "")
            button.text += f"\n[{cards} card{'s' if cards != 1 else ''}]" if cards else ""
            selected = space_id == self.selected
            legal = space_id in destinations
            colour = (
                (0.20, 0.45, 0.55, 1) if legal else (0.30, 0.42, 0.22, 1) if extra else (0.33, 0.28, 0.23, 1)
            )
            button.background_color = (0.62, 0.50, 0.20, 1) if selected else colour
        self.actions.clear_widgets()
        if self.selected is None:
            self.actions.add_widget(Label(text="Tap a space", font_size="18sp"))
            return
        mover = table.players[table.turn]
        self.actions.add_widget(
            big_button(f"{mover.name} here", partial(app.move, table.turn, self.selected))
        )
        for figure, label in (("werewolf", "Werewolf here"), ("reaper", "Reaper here")):
            if getattr(table, figure):
                self.actions.add_widget(big_button(label, partial(app.move, figure, self.selected)))
        self.actions.add_widget(big_button("Cards here", partial(app.open_cards, self.selected)))


class CardsScreen(PageScreen):
    """Cards on one space in encounter order, and search-as-you-type over the deck."""

    def build(self, app: Any) -> None:
        self.app = app
        self.space: str | None = None
        body = self.ids.body
        self.search = Factory.Field(hint_text="Type a card name...")
        self.search.bind(text=lambda *_: self.refresh(app))
        self.scan_path = Factory.Field(hint_text="Picture of a card's QR code (file path)")
        body.add_widget(row(self.search, self.scan_path, big_button("Scan", self.scan, size_hint_x=0.3)))
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
        for entry in search(deck_left(app.catalogue, out), self.search.text):
            text = f"{entry.name}  ({entry.kind}, enc. {entry.encounter}, {entry.left} left)"
            self.results.add_widget(
                big_button(
                    text, partial(app.place_card, self.space, entry.id), size_hint_y=None, height=dp(52)
                )
            )
        self.on_space.clear_widgets()
        self.on_space.add_widget(Label(text="Encounter in this order:", size_hint_y=None, height=dp(32)))
        for n, card in enumerate(encounter_order(table.cards.get(self.space, ()), app.catalogue), start=1):
            name = app.catalogue[card.split("#")[0]].name
            self.on_space.add_widget(
                big_button(
                    f"{n}. {name}   (tap to remove)",
                    partial(app.remove_card, self.space, card),
                    size_hint_y=None,
                    height=dp(52),
                )  # fmt: skip
            )


class BattleScreen(PageScreen):
    """Both attack scores and the exact odds, with and without a fate reroll."""

    def build(self, app: Any) -> None:
        self.heading = "Battle helper"
        self.app = app
        self.opponent = 4
        self.rolls: dict[str, int | None] = {"me": None, "them": None}
        self.psychic = Factory.ToggleBig(text="Psychic combat (Craft)")
        self.psychic.bind(state=lambda *_: self.refresh(app))
        self.info = Label(font_size="22sp", markup=True, halign="center")
        self.info.bind(size=lambda w, s: setattr(w, "text_size", s))
        body = self.ids.body
        body.add_widget(
            row(
                self.psychic,
                big_button("Opponent -1", partial(self.change, -1)),
                big_button("Opponent +1", partial(self.change, 1)),
            )  # fmt: skip
        )
        for who, label in (("me", "Your die"), ("them", "Opponent's die")):
            pad = [Label(text=label, font_size="18sp")]
            pad += [big_button(str(n), partial(self.set_roll, who, n)) for n in range(1, 7)]
            body.add_widget(row(*pad))
        body.add_widget(self.info)
        body.add_widget(
            row(
                big_button("Apply: lose a life", app.lose_life),
                big_button("Clear dice", self.clear),
                height=dp(56),
            )  # fmt: skip
        )

    def change(self, delta: int) -> None:
        self.opponent = max(0, self.opponent + delta)
        self.refresh(self.app)

    def set_roll(self, who: str, n: int) -> None:
        self.rolls[who] = n
        self.refresh(self.app)

    def clear(self) -> None:
        self.rolls = {"me": None, "them": None}
        self.refresh(self.app)

    def view(self, app: Any) -> Any:
        table = app.controller.session.table
        me = table.players[table.turn]
        psychic = self.psychic.state == "down"
        return battle_view(
            character=me.total_craft if psychic else me.total_strength,
            opponent=self.opponent,
            psychic=psychic,
            time=table.time,
            fate=me.fate,
            character_roll=self.rolls["me"],
            opponent_roll=self.rolls["them"],
        )

    def refresh(self, app: Any) -> None:
        v = self.view(app)
        win, draw, lose = v.odds
        text = (
            f"{v.character_label}        {v.opponent_label}\n"
            f"[size=40sp][b]{v.character_score}  vs  {v.opponent_score}[/b][/size]\n{v.result}\n\n"
            f"Before rolling: win {win}   stand-off {draw}   lose {lose}"
        )
        if v.odds_reroll:
            rw, rd, rl = v.odds_reroll
            text += f"\nWith a fate reroll on a loss: win {rw}   stand-off {rd}   lose {rl}"
        self.info.text = text


class LogScreen(PageScreen):
    """Every step, labelled; tap a line to undo back to just after it."""

    def build(self, app: Any) -> None:
        self.heading = "Log"
        self.app = app
        view, self.lines = scroll_list()
        self.ids.body.add_widget(view)

    def refresh(self, app: Any) -> None:
        self.lines.clear_widgets()
        self.lines.add_widget(
            big_button(
                "0. Game start   (undo everything)", partial(app.undo_to, 0), size_hint_y=None, height=dp(52)
            )
        )
        for line in app.controller.log_lines():
            self.lines.add_widget(
                big_button(
                    f"{line.number}. {line.label}",
                    partial(app.undo_to, line.number),
                    size_hint_y=None,
                    height=dp(52),
                )  # fmt: skip
            )
        for line in app.controller.redo_lines():
            self.lines.add_widget(
                big_button(
                    f"{line.number}. {line.label}   (undone - tap to redo)",
                    partial(app.undo_to, line.number),
                    size_hint_y=None,
                    height=dp(52),
                    color=(0.6, 0.6, 0.6, 1),
                )  # fmt: skip
            )


class GamesScreen(PageScreen):
    """Saved games: open, delete, export, import, or start a new one."""

    def build(self, app: Any) -> None:
        self.heading = "Games"
        self.app = app
        self.path = Factory.Field(hint_text="Game file to import (.jsonl)")
        self.ids.body.add_widget(
            row(
                big_button("New game", partial(app.show, "setup")),
                self.path,
                big_button("Import", lambda: app.import_game(self.path.text.strip())),
                big_button("Export this game", app.export_game),
            )  # fmt: skip
        )
        view, self.list = scroll_list(cols=3)
        self.ids.body.add_widget(view)

    def refresh(self, app: Any) -> None:
        self.list.clear_widgets()
        for game in app.controller.store.games():
            current = " (open)" if game.id == app.controller.game_id else ""
            names = ", ".join(p["name"] for p in game.setup.get("players", []))
            self.list.add_widget(
                Label(
                    text=f"{game.name}{current}\n[size=14sp]{names} · {game.updated}[/size]",
                    markup=True,
                    size_hint_y=None,
                    height=dp(56),
                )  # fmt: skip
            )
            self.list.add_widget(
                big_button("Open", partial(app.open_game, game.id), size_hint_y=None, height=dp(56))
            )
            self.list.add_widget(
                big_button("Delete", partial(app.delete_game, game.id), size_hint_y=None, height=dp(56))
            )


class TurnScreen(PageScreen):
    """Rules games: what must be decided now, the legal choices as buttons, filtered as you type."""

    def build(self, app: Any) -> None:
        self.app = app
        self.filter = Factory.Field(hint_text="Type to filter (a card name, a space)...")
        self.filter.bind(text=lambda *_: self.refresh(app))
        self.ids.body.add_widget(self.filter)
        view, self.list = scroll_list(cols=2)
        self.ids.body.add_widget(view)

    def refresh(self, app: Any) -> None:
        session = app.controller.session
        self.heading = getattr(session, "prompt", "Free tracking: no rules decisions")
        self.list.clear_widgets()
        words = self.filter.text.lower().split()
        for choice in getattr(session, "choices", list)():
            if all(w in choice.label.lower() for w in words):
                self.list.add_widget(
                    big_button(choice.label, partial(app.do, choice.action), size_hint_y=None, height=dp(56))
                )
