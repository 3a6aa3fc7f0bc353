"""The Setup screen: players, characters, figures, rules and mode."""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.gridlayout import GridLayout

from companion_app.screens.base import PageScreen, big_button, caption, key_of, load_kv, on_off_toggle, row
from companion_app.viewmodels.table_setup import (
    ALTERNATIVE_RULES,
    DEALING_LABELS,
    MAX_PLAYERS,
    MODE_LABELS,
    PlayerSetup,
    TableSetup,
    deal,
)


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


load_kv(__file__)
