"""The Cards screen: the cards on a space in encounter order, and the deck to enter a draw from."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, load_kv, row, scroll_list
from companion_app.viewmodels.cards import base_id, deck_left, encounter_order, search, shown_name
from content.readings import with_readings


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
        left = BoxLayout(orientation="vertical", spacing=dp(4))
        self.found = Label(font_size="18sp", size_hint_y=None, height=dp(32), halign="left", valign="middle")
        self.found.bind(size=lambda w, s: setattr(w, "text_size", s))
        left.add_widget(self.found)
        self.results = self.ids.results  # laid out in cards.kv; moved into the page's body here
        self.remove_widget(self.results)
        left.add_widget(self.results)
        right, self.on_space = scroll_list()
        lists.add_widget(left)
        lists.add_widget(right)
        body.add_widget(lists)

    def enter(self, card: str) -> None:
        self.app.place_card(self.space, card)

    def scan(self) -> None:
        self.app.scan_card(self.scan_path.text.strip())

    def refresh(self, app: Any) -> None:
        table = app.controller.session.table
        self.space = self.space or table.players[table.turn].space  # the mover's, unless chosen
        self.heading = f"Cards on {app.data.space_name(self.space)}"
        out = [c for cards in table.cards.values() for c in cards]
        setup = app.controller.setup
        boxes = setup.boxes if setup is not None else ()
        game = getattr(app.controller.session, "game", None)  # a rules game: the values it plays
        read = game.cat if game is not None else with_readings(app.catalogue, app.controller.printed_values())
        deck = app.data.deck_of(self.space)  # the deck its region's spaces draw from
        entries = search(deck_left(read, out, boxes, deck), self.search.text, limit=None)
        typed = f" matching \u201c{self.search.text.strip()}\u201d" if self.search.text.strip() else ""
        cards = "cards" if deck == "adventure" else f"{deck.replace('-', ' ').title()} cards"
        self.found.text = f"{len(entries)} {cards}{typed} can be drawn: tap the one drawn"
        self.results.data = [
            {
                "card": entry.id,
                "text": f"{entry.shown}  [size=15sp][color=b8ab94]{entry.kind_words} · "
                + (f"encounter no. {entry.encounter} · " if entry.encounter is not None else "")
                + f"{entry.left} left[/color][/size]",
            }
            for entry in entries
        ]
        self.on_space.clear_widgets()
        here = encounter_order(table.cards.get(self.space, ()), read)
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


load_kv(__file__)
