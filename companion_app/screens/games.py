"""The Games screen: saved games to open, export, import or delete."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, load_kv, row, scroll_list
from companion_app.viewmodels.views import when


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
        self.list.cols_minimum = {1: dp(160), 2: dp(220)}
        self.ids.body.add_widget(view)
        self.armed: int | None = None  # the game whose Delete was tapped once

    def delete(self, game_id: int) -> None:
        """Delete asks for a second tap: a finished evening is not lost to a stray finger."""
        if self.armed != game_id:
            self.armed = game_id
            self.refresh(self.app)
            return
        self.armed = None
        self.app.delete_game(game_id)

    def refresh(self, app: Any) -> None:
        self.list.clear_widgets()
        for game in app.controller.store.games():
            is_open = game.id == app.controller.game_id
            current = "  [color=e0b040](open now)[/color]" if is_open else ""
            names = ", ".join(p["name"] for p in game.setup.get("players", []))
            label = Label(
                text=f"[b]{game.name}[/b]{current}\n[size=15sp][color=b8ab94]{names} · last played "
                f"{when(game.updated)}[/color][/size]",
                markup=True,
                font_size="19sp",
                size_hint_y=None,
                height=dp(60),
                halign="left",
                valign="middle",
            )
            label.bind(size=lambda w, s: setattr(w, "text_size", s))
            self.list.add_widget(label)
            self.list.add_widget(
                big_button("Open", partial(app.open_game, game.id), size_hint_y=None, height=dp(60))
            )
            armed = self.armed == game.id
            self.list.add_widget(
                big_button(
                    "Tap again to delete" if armed else "Delete",
                    partial(self.delete, game.id),
                    size_hint_y=None,
                    height=dp(60),
                    background_color=(0.55, 0.16, 0.14, 1) if armed else (0.33, 0.28, 0.23, 1),
                )  # fmt: skip
            )


load_kv(__file__)
