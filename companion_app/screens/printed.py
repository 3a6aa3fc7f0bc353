"""The Printed values screen: expansion cards' values no public source confirms, with what
this device has read off the table's cards; tap one to set, change or forget it; Export writes
them for the print kit. Lays out ``viewmodels.printed_values``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.scrollview import ScrollView

from companion_app.screens.base import PageScreen, TablePopup, big_button, load_kv, row
from companion_app.storage import StorageError
from companion_app.viewmodels.layout_form import LayoutForm
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
        if self.chosen.is_layout:
            self.lay_out(self.chosen)
            return
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

    def lay_out(self, chosen: ValueRow) -> None:
        """The region's spaces in order from the entrance, as the table's own board has them:
        a button per name the data knows adds the next space; Keep saves the order."""
        known = self.app.controller.printed_values().get(chosen.card) or {}
        self.layout = form = LayoutForm(self.app.catalogue, chosen.card, known)
        self.order = Label(font_size="17sp", halign="left", valign="top", size_hint_y=None)
        self.order.bind(
            width=lambda w, width: setattr(w, "text_size", (width, None)),
            texture_size=lambda w, size: setattr(w, "height", size[1]),
        )
        self.names = GridLayout(cols=3, spacing=dp(4), size_hint_y=None)
        self.names.bind(minimum_height=self.names.setter("height"))
        for name in form.names:
            button = Factory.BigButton(text=name, font_size="17sp", size_hint_y=None, height=dp(48))
            button.kind = name
            button.bind(on_release=lambda _b, n=name: self.add_space(n))
            self.names.add_widget(button)
        self.beyond = Label(
            font_size="15sp", halign="left", valign="top", size_hint_y=None, color=(0.85, 0.8, 0.7, 1)
        )
        self.beyond.bind(
            width=lambda w, width: setattr(w, "text_size", (width, None)),
            texture_size=lambda w, size: setattr(w, "height", size[1]),
        )
        self.removing = big_button("Take a space off", self.toggle_removing)
        box = BoxLayout(orientation="vertical", spacing=dp(6), padding=dp(6))
        self.order_view = ScrollView(do_scroll_x=False)  # the rest of the height; a long board scrolls
        self.order_view.add_widget(self.order)
        self.order.bind(height=self._newest_in_view)
        self.order_view.bind(height=self._newest_in_view)
        box.add_widget(self.order_view)
        box.add_widget(self.beyond)
        box.add_widget(self.names)
        box.add_widget(
            row(
                big_button("Take back the last", self.take_back),
                self.removing,
                big_button("Start again", self.start_again),
                big_button("Forget the layout", self.forget_layout),
            )
        )
        box.add_widget(
            row(big_button("Close", self.close_layout), big_button("Keep this order", self.keep_layout))
        )
        self.layout_popup = TablePopup(
            title=form.title(),
            title_size="18sp",
            content=box,
            size_hint=(0.96, 0.96),
        )
        self.show_layout()
        self.layout_popup.open()

    def show_layout(self) -> None:
        form = self.layout
        self.order.text = (
            form.words()
            + f"\n(each space's arrow points to the next; the {form.spaces[form.final].name} is always last)"
            if form.final
            else form.words()
        )
        self.beyond.text = form.beyond()
        for button in self.names.children:
            button.text = form.button_text(button.kind)
            button.disabled = form.removing and form.count(button.kind) == 0
        self.removing.text = "Back to adding" if form.removing else "Take a space off"
        self.layout_popup.title = form.title()

    def _newest_in_view(self, *_: Any) -> None:
        """The order starts at the top; once longer than its room, its end (the newest) shows."""
        self.order_view.scroll_y = 0 if self.order.height > self.order_view.height else 1

    def add_space(self, name: str) -> None:
        """A kind's button: the next space of the board is one of these (or, while taking
        spaces off, the last one of these goes)."""
        try:
            self.layout.press(name)
        except ValueError as exc:
            self.message = str(exc)
        self.show_layout()

    def toggle_removing(self) -> None:
        self.layout.removing = not self.layout.removing
        self.show_layout()

    def take_back(self) -> None:
        self.layout.take_back()
        self.show_layout()

    def start_again(self) -> None:
        self.layout.start_again()
        self.show_layout()

    def keep_layout(self) -> None:
        """Keep the order on this device: every later game plays on it."""
        form = self.layout
        try:  # (the copies the board no longer holds are forgotten)
            self.app.controller.remember_values(form.region.id, form.readings(), tuple(form.dropped()))
        except StorageError as exc:
            self.message = f"Not kept: {exc}"
            return
        self.message = f"Kept: {form.region.name}, {len(form.full_order)} spaces; the next game plays on it"
        self.close_layout()

    def forget_layout(self) -> None:
        """Back to the likely order the app's data gives."""
        form = self.layout
        try:
            self.app.controller.remember_values(
                form.region.id, {}, tuple(dict.fromkeys([*form.spaces, *form.stored]))
            )
        except StorageError as exc:
            self.message = f"Not forgotten: {exc}"
            return
        self.message = f"Forgotten: {form.region.name}'s order; games use the likely one"
        self.close_layout()

    def close_layout(self) -> None:
        self.layout_popup.dismiss()
        self.chosen = None
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
