"""The battle helper: both attack scores and the exact chance to win, with a fate reroll.

In a rules game the helper follows the engine's battle: the two die pads answer the engine's
attack rolls, "Apply the result" accepts the dice and "Reroll" pays 1 fate. Outside a battle
(and in free tracking) it is a calculator: set the opponent, enter both dice, apply a loss.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, load_kv, row
from companion_app.viewmodels.battle import Odds, battle_view


def _percent(odds: Odds) -> tuple[str, str, str]:
    return odds.percent()


class BattleScreen(PageScreen):
    """Both attack scores and the exact odds, with and without a fate reroll."""

    def build(self, app: Any) -> None:
        self.heading = "Battle helper"
        self.app = app
        self.opponent = 4
        self.rolls: dict[str, int | None] = {"me": None, "them": None}
        self.psychic = Factory.ToggleBig(text="Psychic combat (Craft)")
        self.psychic.bind(state=lambda *_: self.refresh(app))
        self.info = Label(font_size="22sp", markup=True, halign="center", valign="middle")
        self.info.bind(size=lambda w, s: setattr(w, "text_size", s))
        body = self.ids.body
        self.setting = row(
            self.psychic,
            big_button("Opponent -1", partial(self.change, -1)),
            big_button("Opponent +1", partial(self.change, 1)),
        )
        body.add_widget(self.setting)
        self.pads: dict[str, list[Any]] = {}
        self.pad_labels: dict[str, Label] = {}
        for who in ("me", "them"):
            self.pads[who] = [big_button(str(n), partial(self.set_roll, who, n)) for n in range(1, 7)]
            self.pad_labels[who] = Label(font_size="18sp", halign="center")
            self.pad_labels[who].bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
            body.add_widget(row(self.pad_labels[who], *self.pads[who]))
        body.add_widget(self.info)
        self.actions = row(height=dp(56))
        body.add_widget(self.actions)

    # -- intents ------------------------------------------------------------------------------

    def change(self, delta: int) -> None:
        self.opponent = max(0, self.opponent + delta)
        self.refresh(self.app)

    def set_roll(self, who: str, n: int) -> None:
        fight = self.engine_battle(self.app)
        if fight is None:
            self.rolls[who] = n
            self.refresh(self.app)
            return
        wanted = "your die" if who == "me" else "foe's die"
        if fight.stage != wanted:
            self.message = f"the engine wants {fight.stage} now" if fight.stage != "result" else (
                "both dice are in: apply the result or reroll")  # fmt: skip
            return
        if self.app.do(f"roll {n}"):
            self.message = ""

    def clear(self) -> None:
        self.rolls = {"me": None, "them": None}
        self.refresh(self.app)

    # -- views --------------------------------------------------------------------------------

    def engine_battle(self, app: Any) -> Any:
        battle = getattr(app.controller.session, "battle", None)
        return battle() if battle is not None else None

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
        fight = self.engine_battle(app)
        self.setting.disabled = fight is not None
        self.setting.opacity = 0.35 if fight is not None else 1
        self.actions.clear_widgets()
        if fight is not None:
            self.pad_labels["me"].text = f"{fight.character}'s die"
            self.pad_labels["them"].text = f"{fight.foe}'s die"
            self.show_engine(app, fight)
            return
        self.pad_labels["me"].text, self.pad_labels["them"].text = "Your die", "Opponent's die"
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
        last = getattr(app.controller.session, "last_battle", lambda: None)()
        if last:
            text = f"[color=b8ab94]{last}[/color]\n\n" + text
        self.info.text = text
        self.actions.add_widget(big_button("Apply: lose a life", app.lose_life))
        self.actions.add_widget(big_button("Clear dice", self.clear))

    def show_engine(self, app: Any, fight: Any) -> None:
        """The engine's battle: names, values, scores so far, the chance to win."""
        mine = "-" if fight.character_score is None else str(fight.character_score)
        theirs = "-" if fight.foe_score is None else str(fight.foe_score)
        win, draw, lose = _percent(fight.odds)
        step = {
            "prepare": "Fight or evade on the Turn screen",
            "your die": f"Enter {fight.character}'s die",
            "foe's die": f"Enter the die for {fight.foe}",
            "result": "Both dice are in",
        }[fight.stage]
        text = (
            f"{fight.character}: {fight.stat} {fight.character_value}"
            f"        {fight.foe}: {fight.stat} {fight.foe_value}\n"
            f"[size=40sp][b]{mine}  vs  {theirs}[/b][/size]\n{step}\n\n"
            f"Chance to win: [b]{win}[/b]   stand-off {draw}   lose {lose}"
        )
        if fight.odds_reroll is not None:
            rw, rd, rl = _percent(fight.odds_reroll)
            text += f"\nWith a fate reroll on a loss: win {rw}   stand-off {rd}   lose {rl}"
        self.info.text = text
        if fight.stage == "result":
            self.actions.add_widget(big_button("Apply the result", partial(app.do, "accept")))
            if fight.fate > 0:
                self.actions.add_widget(big_button("Reroll your die (1 fate)", partial(app.do, "reroll")))


load_kv(__file__)
