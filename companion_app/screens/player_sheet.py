"""A player's sheet: every counter with -/+, and in a rules game the Objects and Followers
to give to another player (a trade or a theft is giving by hand) or to ditch, gold to give,
and the trophies with their points. Opened from a player panel ("More" or "Change")."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp

from companion_app.screens.base import TablePopup, load_kv
from companion_app.screens.table import STATS, CounterCell, show_counter
from companion_app.viewmodels.views import PlayerView

# Counted by hand in free tracking only; a rules game counts the cards themselves.
FREE_EXTRAS = (
    ("Objects", "objects"),
    ("Followers", "followers"),
    ("Spells", "spells"),
    ("Strength from items", "strength_items"),
    ("Craft from items", "craft_items"),
)
TOAD = ("Turns left as a Toad", "toad_turns")


class PlayerSheet(TablePopup):
    def __init__(self, app: Any, player: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.app = app
        self.player = player
        self.cells: list[CounterCell] = []
        app.controller.subscribe(self.refresh)
        self.bind(on_dismiss=lambda *_: app.controller.unsubscribe(self.refresh))
        self.bind(width=lambda *_: self.refresh())
        self.refresh()

    @property
    def view(self) -> PlayerView:
        return self.app.controller.view().players[self.player]

    def refresh(self) -> None:
        view = self.view
        self.title = f"{view.name}: {view.character}"
        self.ids.alignment.text = f"Alignment: {view.alignment.title()}"
        self.ids.lycanthrope.text = view.lycanthrope_label
        body = self.ids.body
        body.clear_widgets()
        counters = [*STATS, *(FREE_EXTRAS if view.mode != "engine" else ()), TOAD]
        grid = Factory.GridLayout(
            cols=max(1, int(self.width // dp(330))), spacing=dp(12), size_hint_y=None
        )  # as many columns of counters as the sheet's width holds
        grid.bind(minimum_height=grid.setter("height"))
        for title, stat in counters:
            cell = CounterCell(title=title, stat=stat)
            show_counter(cell, view)
            grid.add_widget(cell)
        body.add_widget(grid)
        if view.mode != "engine":
            return
        others = [p for p in self.app.controller.view().players if p.index != view.index and not p.killed]
        body.add_widget(self._text(f"[b]Objects and Followers[/b] ({len(view.holdings)})"))
        for card, name in view.holdings:
            row = Factory.SheetRow()
            row.add_widget(self._text(name))
            for other in others:
                give = Factory.SheetButton(text=f"Give to {other.name}")
                give.bind(on_release=partial(self._do, f"adjust {card} {other.index}"))
                row.add_widget(give)
            ditch = Factory.SheetButton(text="Ditch")
            ditch.bind(on_release=partial(self._do, f"ditch {card}"))
            row.add_widget(ditch)
            body.add_widget(row)
        if view.gold:
            row = Factory.SheetRow()
            row.add_widget(self._text(f"Gold: {view.gold}"))
            for other in others:
                give = Factory.SheetButton(text=f"1 gold to {other.name}")
                give.bind(on_release=partial(self._give_gold, other.index))
                row.add_widget(give)
            body.add_widget(row)
        strength, craft = view.trophy_points
        kept = ", ".join(view.trophies) if view.trophies else "none yet"
        body.add_widget(self._text(f"[b]Trophies[/b]: {kept}"))
        if view.trophies:
            body.add_widget(
                self._text(
                    f"Worth {strength} Strength and {craft} Craft points; trade them in for a counter"
                    " at the end of a turn (Turn screen)."
                )
            )

    def _text(self, text: str) -> Any:
        label = Factory.SheetText(text=text, size_hint_y=None, height=dp(40))
        return label

    def _do(self, action: str, *_: Any) -> None:
        self.app.do(action)

    def _give_gold(self, to: int, *_: Any) -> None:
        self.app.give_gold(self.player, to)

    def cycle_alignment(self) -> None:
        self.app.cycle_alignment(self.player)

    def toggle_lycanthrope(self) -> None:
        self.app.toggle_lycanthrope(self.player)


load_kv(__file__)
