"""The Printed values screen: expansion cards' values no public source confirms, with what
this device has read off the table's cards; tap one to set, change or forget it; Export writes
them for the print kit. Lays out ``viewmodels.printed_values``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.button import Button

from companion_app.screens.base import PageScreen, load_kv
from companion_app.storage import StorageError
from companion_app.viewmodels.printed_values import ValueRow, rows, summary

EXPORT_NAME = "printed-values.json"


class PrintedValueButton(Button):
    """One value of one card (kv)."""

    card = StringProperty("")
    value = StringProperty("")


class PrintedScreen(PageScreen):
    """Every value to read off an expansion card, what this device knows of it, and an editor."""

    editing = BooleanProperty(False)
    question = StringProperty("")

    def build(self, app: Any) -> None:
        self.heading = "Printed values  [size=17sp][color=b8ab94]read off your own cards[/color][/size]"
        self.app = app
        self.chosen: ValueRow | None = None
        for widget in (self.ids.tools, self.ids.editor, self.ids.count, self.ids.rows):
            self.remove_widget(widget)
            self.ids.body.add_widget(widget)

    def _rows(self, text: str = "") -> list[ValueRow]:
        return rows(self.app.catalogue, self.app.controller.printed_values(), text)

    def refresh(self, app: Any) -> None:
        found = self._rows(self.ids.search.text)
        every = self._rows() if self.ids.search.text.strip() else found
        self.ids.count.text = summary(every) + (f"; {len(found)} shown" if found is not every else "")
        self.ids.rows.data = [{"card": r.card, "value": r.value, "text": r.words} for r in found]

    def select(self, card: str, value: str) -> None:
        """Open the editor on one value: a button per number the card can print."""
        self.chosen = next(r for r in self._rows() if r.card == card and r.value == value)
        self.question = self.chosen.question + (
            f" (this tablet has {self.chosen.number})" if self.chosen.number is not None else ""
        )
        grid = self.ids.numbers
        grid.clear_widgets()
        grid.cols = 2 if self.chosen.is_chart else 8  # a chart's effects are sentences
        for number, label in self.chosen.options:
            button = Factory.BigButton(text=label, size_hint_y=None, height=dp(52))
            button.bind(on_release=lambda _b, n=number: self.set(n))
            grid.add_widget(button)
        self.editing = True

    def set(self, number: int) -> None:
        if self.chosen is None:
            return
        chosen = self.chosen
        try:
            self.app.controller.remember_value(chosen.card, chosen.value, number)
        except StorageError as exc:
            self.message = f"Not kept: {exc}"
            return
        label = dict(chosen.options)[number]
        self.message = (
            f"Kept: {chosen.what}: {label}"
            if chosen.is_chart
            else f"Kept: {chosen.name}, {chosen.what} {label}"
        )
        self.close()

    def forget(self) -> None:
        if self.chosen is None:
            return
        try:
            self.app.controller.forget_value(self.chosen.card, self.chosen.value)
        except StorageError as exc:
            self.message = f"Not forgotten: {exc}"
            return
        self.message = f"Forgotten: {self.chosen.name}"
        self.close()

    def close(self) -> None:
        self.chosen = None
        self.editing = False
        self.ids.numbers.clear_widgets()
        self.refresh(self.app)

    def export(self) -> None:
        """Write every value read beside the saved games (the print kit reads the file)."""
        target = Path(self.app.controller.store.data_dir) / EXPORT_NAME
        try:
            self.app.controller.readings.export(target)
        except OSError as exc:
            self.message = f"Not exported: {exc}"
            return
        self.message = f"Exported to {target}"


load_kv(__file__)
