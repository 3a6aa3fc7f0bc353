"""The Setup screen: players, characters, figures, mode and the engine's alternative rules."""

from __future__ import annotations

from typing import Any

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label

from companion_app.screens.base import (
    PageScreen,
    TablePopup,
    big_button,
    caption,
    key_of,
    load_kv,
    on_off_toggle,
    row,
)
from companion_app.viewmodels.setup_form import CHOICES, ROUNDS, RulesChosen, group, rounds_label, rounds_of
from companion_app.viewmodels.table_setup import (
    DEALING_LABELS,
    MAX_PLAYERS,
    MODE_LABELS,
    PlayerSetup,
    TableSetup,
    deal,
    in_the_box,
)


def select_on_focus(field: Any) -> None:
    """Tapping a name that is still its placeholder ("Player 1") selects it: typing replaces it."""
    placeholder = field.text

    def focused(_: Any, on: bool) -> None:
        if on and field.text == placeholder:
            Clock.schedule_once(lambda dt: field.select_all())  # after the tap placed the cursor

    field.bind(focus=focused)


NAME_SP, SMALLEST_NAME_SP = 20, 13  # a name field's words (base.kv Field), and how far they shrink


def fit_to_width(field: Any) -> None:
    """A name's words shrink, down to 13 sp, rather than run out of its field: a table of six
    on a small tablet sees each long name whole."""
    from kivy.core.text import Label as CoreLabel
    from kivy.metrics import sp

    def fit(*_: Any) -> None:
        inner = field.width - field.padding[0] - field.padding[2]
        words = CoreLabel(text=field.text, font_size=sp(NAME_SP))
        words.refresh()
        wide = words.texture.size[0] if field.text and words.texture else 0
        shrink = min(1.0, inner / wide) if wide and inner > 0 else 1.0
        field.font_size = max(sp(SMALLEST_NAME_SP), sp(NAME_SP) * shrink)

    field.bind(text=fit, width=fit)
    fit()


def by_hand_words(partial: str) -> str:
    """A partial box's note (its box.yaml ``partial``) as the Setup screen says it: a sentence."""
    text = partial.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def tablet_toggle(state: str) -> Any:
    """A seat's choice: played by a person at the table, or by the tablet (rules games: it
    decides for the seat, and the table enters the dice and cards for it)."""
    toggle = Factory.ToggleBig(
        state=state, font_size="16sp", size_hint_x=0.75, halign="center", valign="middle"
    )
    toggle.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(8), None)))

    def show(*_: Any) -> None:
        toggle.text = "Played by the tablet" if toggle.state == "down" else "Played by a person"

    toggle.bind(state=show)
    show()
    return toggle


class SetupScreen(PageScreen):
    """Players, characters (random, three to choose, or picked), the boxes played and options."""

    def build(self, app: Any) -> None:
        self.heading = "New game"
        self.app = app
        body = self.ids.body
        self.back = next(w for w in self.walk() if isinstance(w, Button) and w.text == "Back")
        self.to_games = Factory.ToolButton(text="Saved games")  # instead of Back before any game
        self.to_games.bind(on_release=lambda *_: app.show("games"))
        self.header = self.back.parent
        self.count = Factory.ChoiceSpinner(text="4", values=[str(n) for n in range(2, MAX_PLAYERS + 1)])
        self.dealing = Factory.ChoiceSpinner(
            text=DEALING_LABELS["three"], values=list(DEALING_LABELS.values())
        )
        self.first = Factory.ChoiceSpinner(text="Player 1", values=[], shorten=True, halign="center")
        self.first.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(12), None)))  # a long name
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
        # one switch per box the game data declares (its box.yaml): a whole box on by default, a
        # box the app plays only in part off, with what the table then plays by hand below
        self.boxes = {key: on_off_toggle(f"{facts.name} box") for key, facts in app.data.boxes.items()}
        for key, toggle in self.boxes.items():  # a box brings its characters and options
            if app.data.boxes[key].partial:
                toggle.state = "normal"
            toggle.bind(state=lambda *_: self.redeal())
        for toggle in self.boxes.values():  # a long name wraps in its button
            toggle.halign = "center"
            toggle.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(12), None)))
        body.add_widget(row(caption("Mode", size_hint_x=0.5), self.mode, *self.boxes.values()))
        # one line naming the boxes played partly by hand; tapped, what the table plays by hand
        self.by_hand = Button(
            font_size="17sp", color=(0.86, 0.78, 0.62, 1), background_normal="", size_hint_y=None,
            background_color=(0.17, 0.16, 0.14, 1), height=dp(34), shorten=True, halign="left",
            valign="middle",
        )  # fmt: skip
        self.by_hand.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(12), s[1])))
        self.by_hand.bind(on_release=lambda *_: self.by_hand_popup())
        body.add_widget(self.by_hand)
        self.show_by_hand()
        self.build_rules()
        for toggle in self.boxes.values():
            toggle.bind(state=lambda *_: (self.offer_box_options(), self.show_rules(), self.show_by_hand()))
        self.rules_button = big_button("Alternative rules: none", self.rules_popup.open)
        body.add_widget(row(self.rules_button))
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

    def build_rules(self) -> None:
        """The alternative rules in a popup: one toggle per engine choice, and the rounds a
        Sudden Death game by count lasts."""
        grid = GridLayout(cols=2, spacing=dp(6), size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        self.options: dict[Any, Any] = {}
        for choice in CHOICES:
            toggle = Factory.ToggleBig(text=choice.label, font_size="17sp", halign="center", valign="middle")
            toggle.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(12), None)))
            if group(choice):
                toggle.group = f"setup-{group(choice)}"
            toggle.bind(state=lambda *_: self.show_rules())
            self.options[choice] = toggle
            grid.add_widget(toggle)
        self.rounds = Factory.ChoiceSpinner(
            text=rounds_label(10), values=[rounds_label(n) for n in ROUNDS], disabled=True
        )
        grid.add_widget(self.rounds)
        box = BoxLayout(orientation="vertical", spacing=dp(8), padding=dp(6))
        box.add_widget(grid)
        box.add_widget(BoxLayout())  # the rest of the height
        box.add_widget(row(big_button("Done", lambda: self.rules_popup.dismiss())))
        self.rules_popup = TablePopup(
            title="Alternative rules (core rulebook): tap to use",
            title_size="20sp",
            content=box,
            size_hint=(0.9, 0.9),
        )

    @property
    def rules(self) -> RulesChosen:
        boxes = self.expansions
        chosen = tuple(c for c, t in self.options.items() if t.state == "down" and c.offered_with(boxes))
        return RulesChosen(chosen=chosen, rounds=rounds_of(self.rounds.text))

    def offer_box_options(self) -> None:
        """A box's own options (Warlock Quest cards, Alternative Endings) only with the box."""
        boxes = self.expansions
        for choice, toggle in self.options.items():
            toggle.disabled = not choice.offered_with(boxes)
            if toggle.disabled:
                toggle.state = "normal"

    def by_hand_notes(self) -> str:
        """What the table plays by hand in each box the app plays only in part, said whether the
        box is on or off, so the table knows before switching it on."""
        lines = []
        for key, facts in self.app.data.boxes.items():
            if facts.partial:
                state = "on" if self.boxes[key].state == "down" else "off until you switch it on"
                lines.append(f"{facts.name} ({state}): {by_hand_words(facts.partial)}")
        return "\n\n".join(lines)

    def show_by_hand(self) -> None:
        """The line under the boxes: which are played partly by hand (hidden when none is)."""
        partial = [(key, f) for key, f in self.app.data.boxes.items() if f.partial]
        names = [f"{f.name} ({'on' if self.boxes[key].state == 'down' else 'off'})" for key, f in partial]
        self.by_hand.text = f"Played partly by hand: {', '.join(names)}. Tap to read what" if names else ""
        self.by_hand.height = dp(34) if names else 0
        self.by_hand.opacity = 1 if names else 0

    def by_hand_popup(self) -> None:
        notes = Label(text=self.by_hand_notes(), font_size="18sp", halign="left", valign="top")
        notes.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
        box = BoxLayout(orientation="vertical", spacing=dp(8), padding=dp(6))
        box.add_widget(notes)
        popup = TablePopup(
            title="What the table plays by hand", title_size="20sp", content=box, size_hint=(0.9, 0.9)
        )
        box.add_widget(row(big_button("Close", lambda: popup.dismiss())))
        self.by_hand_notes_popup = popup
        popup.open()

    def show_rules(self) -> None:
        rules = self.rules
        self.rules_button.text = rules.summary()
        self.rounds.disabled = not any(c.needs_turns for c in rules.chosen)

    def on_pre_enter(self, *args: Any) -> None:
        """With no game open there is no table to go back to: "Saved games" stands in for Back."""
        shown, hidden = (self.to_games, self.back) if self.app.controller.session is None else (
            self.back, self.to_games)  # fmt: skip
        if hidden.parent is self.header:
            self.header.remove_widget(hidden)
        if shown.parent is not self.header:
            self.header.add_widget(shown, index=len(self.header.children))  # at the left

    @property
    def expansions(self) -> tuple[str, ...]:
        return tuple(key for key, toggle in self.boxes.items() if toggle.state == "down")

    @property
    def dealing_key(self) -> str:
        return key_of(DEALING_LABELS, self.dealing.text)

    def redeal(self, *, fresh: bool = False) -> None:
        if fresh:
            self.message = ""
        n = int(self.count.text)
        box = in_the_box(self.app.data.characters, self.expansions)
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
        was = [t.state for t in getattr(self, "seats", [])]  # who the tablet plays stays so
        self.rows = []
        self.seats = []
        for i, hand in enumerate(hands):
            name = Factory.Field(text=f"Player {i + 1}")
            select_on_focus(name)
            fit_to_width(name)
            name.bind(text=lambda *_: self.name_starters())
            names = {self.app.data.characters[c].name: c for c in hand}
            # players picking from the whole box start on different characters
            shown = list(names)[i % len(names)] if self.dealing_key == "pick" else next(iter(names))
            pick = Factory.ChoiceSpinner(text=shown, values=list(names))
            self.rows.append((name, pick, names))
            seat = tablet_toggle(was[i] if i < len(was) else "normal")
            self.seats.append(seat)
            self.players.add_widget(row(name, pick, seat))
        self.first.values = [n.text for n, _, _ in self.rows]
        self.first.text = self.first.values[0]

    def name_starters(self) -> None:
        """The "Who starts" list shows the names as they are typed, keeping the one chosen."""
        at = self.first.values.index(self.first.text) if self.first.text in self.first.values else 0
        self.first.values = [n.text for n, _, _ in self.rows]
        self.first.text = self.first.values[at]

    def start(self) -> None:
        try:
            players = tuple(
                PlayerSetup(name=n.text.strip(), character=names[p.text], tablet=seat.state == "down")
                for (n, p, names), seat in zip(self.rows, self.seats, strict=True)
            )
            setup = TableSetup(
                players=players,
                first_player=self.first.values.index(self.first.text),
                expansions=self.expansions,
                options=self.rules.options(len(players)),
                mode=key_of(MODE_LABELS, self.mode.text),
                seed=self.seed,
            )
            self.app.new_game(setup)
        except ValueError as exc:
            self.message = str(exc)


load_kv(__file__)
