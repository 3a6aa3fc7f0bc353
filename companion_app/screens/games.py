"""The Games screen: what is wrong with any save, every saved game to open (a damaged one
to look at or to play on), export or delete, and importing a game file.

Lays out ``GamesModel.rows()`` and its notices; taps go to the app's intents.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.properties import BooleanProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion_app.screens.base import PageScreen, load_kv
from companion_app.viewmodels.games import GameRow

WARN = "f0a860"  # the colour of what went wrong
MUTED = "b8ab94"


class GamesBody(BoxLayout):
    """The screen's body (kv): new game and import, the notices, the list of games."""

    notices = StringProperty("")
    screen = ObjectProperty(None, allownone=True)


class GameEntry(BoxLayout):
    """One saved game: its words on the left, its buttons on the right (kv)."""

    text = StringProperty("")
    damaged = BooleanProperty(False)


class GamesScreen(PageScreen):
    """Saved games: open (a damaged one: look at it or play on), delete, export, import."""

    def build(self, app: Any) -> None:
        self.heading = "Games"
        self.app = app
        self.body = GamesBody(screen=self)
        self.ids.body.add_widget(self.body)
        self.armed: int | None = None  # the game whose Delete was tapped once
        self.said = ""  # the answer to the last tap on this screen (an export's path ...)

    def say(self, text: str) -> None:
        self.said = text
        self.refresh(self.app)

    def import_file(self) -> None:
        self.app.import_game(self.body.ids.path.text.strip())

    def delete(self, game_id: int) -> None:
        """Delete asks for a second tap: a finished evening is not lost to a stray finger."""
        if self.armed != game_id:
            self.armed = game_id
            self.refresh(self.app)
            return
        self.armed = None
        self.app.delete_game(game_id)

    def refresh(self, app: Any) -> None:
        rows = app.games.rows()
        listed = {game.title for game in rows if game.warning}
        lines = [n.text for n in app.games.notices if n.game not in listed]  # the rest show in the list
        if any(n.game in listed for n in app.games.notices):
            lines.append("A damaged game is marked below, with what went wrong and how to open it.")
        lines += [self.said] if self.said else []
        self.body.notices = "\n".join(f"[color={WARN}]{line}[/color]" for line in lines)
        listing = self.body.ids.games
        listing.clear_widgets()
        for game in rows:
            listing.add_widget(self.entry(app, game))

    def entry(self, app: Any, game: GameRow) -> GameEntry:
        current = "  [color=e0b040](open now)[/color]" if game.open_now else ""
        text = f"[b]{game.title}[/b]{current}\n[size=15sp][color={MUTED}]{game.detail}[/color][/size]"
        if game.warning:
            text += f"\n[size=15sp][color={WARN}]{game.warning}[/color][/size]"
        entry = GameEntry(text=text, damaged=bool(game.warning))
        buttons = []
        if game.choose:
            buttons += [("Look only", partial(app.look_game, game.game_id)),
                        ("Play on", partial(app.play_on, game.game_id))]  # fmt: skip
        elif game.openable:
            buttons.append(("Open", partial(app.open_game, game.game_id)))
        if game.openable:
            buttons.append(("Export", partial(app.export_saved, game.game_id)))
        armed = self.armed == game.game_id
        buttons.append(("Tap again to delete" if armed else "Delete", partial(self.delete, game.game_id)))
        for label, intent in buttons:
            button = Factory.ToolButton(text=label)
            if armed and label.startswith("Tap again"):
                button.background_color = (0.55, 0.16, 0.14, 1)
            button.bind(on_release=lambda *_, intent=intent: intent())
            entry.ids.actions.add_widget(button)
        return entry


load_kv(__file__)
