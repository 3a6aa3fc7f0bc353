"""The battle helper.

In a rules game it belongs to the engine's fight: both sides with every part of their values,
one die pad for the die the engine wants next (named: "Ann's die"), the fight's own choices,
and after the fight its result. In free tracking it is a calculator, labelled as such, whose
Apply button says whom it changes ("Apply: Ann loses 1 life").
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, caption, load_kv, row
from companion_app.viewmodels.battle import battle_view
from companion_app.viewmodels.battle_helper import helper_view

FOE = 4  # the calculator's foe at the start of a turn: Strength 4, a middling Enemy


def text(font_size: str = "19sp", *, height: float | None = None, **kwargs: Any) -> Label:
    """A label that wraps to its width; with ``height`` None it grows to its text."""
    label = Label(font_size=font_size, markup=True, halign="center", valign="middle", **kwargs)
    label.bind(width=lambda w, width: setattr(w, "text_size", (width - dp(8), None)))
    label.size_hint_y = None
    label.height = dp(24) if height is None else height
    if height is None:
        label.bind(texture_size=lambda w, s: setattr(w, "height", max(s[1], dp(24))))
    return label


def choice_button(label: str, on_release: Any) -> Any:
    """One of the fight's choices; a long one wraps onto two lines."""
    button = big_button(label, on_release, font_size="18sp", halign="center", valign="middle")
    button.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(12), None)))
    return button


def side_caption() -> Label:
    """The caption left of a die pad ("Ann's die: 5"), wrapping to two lines for long names."""
    label = caption("", size_hint_x=None, width=dp(190), halign="center", valign="middle")
    label.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
    return label


class SidePanel(BoxLayout):
    """One side of a fight: name, values part by part, the dice entered, the attack score."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(orientation="vertical", spacing=dp(2), padding=dp(6), **kwargs)
        self.name_label = text("21sp", bold=True)
        self.values = text("18sp")
        self.dice = text("19sp")
        self.score = text("34sp", bold=True, height=dp(46))
        self.notes = text("16sp", color=(0.72, 0.67, 0.58, 1))
        for label in (self.name_label, self.values, self.dice, self.score, self.notes):
            self.add_widget(label)
        self.bind(minimum_height=self.setter("height"))
        self.size_hint_y = None

    def show(self, side: Any) -> None:
        self.name_label.text = side.name
        self.values.text = side.values
        self.dice.text = side.dice
        self.score.text = f"Attack score {side.score}" if side.score != "-" else "Attack score: -"
        self.notes.text = side.notes


class BattleScreen(PageScreen):
    """The engine's fight in a rules game; a labelled calculator in free tracking."""

    def build(self, app: Any) -> None:
        self.heading = "Battle helper"
        self.app = app
        self.build_rules()
        self.build_free()

    # -- rules: the engine's fight ------------------------------------------------------------

    def build_rules(self) -> None:
        self.rules = BoxLayout(orientation="vertical", spacing=dp(8))
        self.title = text("22sp", bold=True)
        self.sides = (SidePanel(), SidePanel())
        self.step = text("20sp", color=(0.88, 0.69, 0.25, 1))
        self.pad_caption = side_caption()
        self.pad = [big_button(str(n), partial(self.enter_die, n)) for n in range(1, 7)]
        self.pad_row = row(self.pad_caption, *self.pad, height=dp(56))
        self.odds = text("18sp")
        self.result = text("22sp")
        self.choices = GridLayout(cols=2, spacing=dp(6), size_hint_y=None, row_default_height=dp(56))
        self.choices.bind(minimum_height=self.choices.setter("height"))
        sides = BoxLayout(spacing=dp(10), size_hint_y=None)
        sides.bind(minimum_height=sides.setter("height"))
        for panel in self.sides:
            sides.add_widget(panel)
        self.sides_box = sides
        self.filler = BoxLayout()  # the rest of the height

    def enter_die(self, n: int) -> None:
        """The pad enters the die the engine wants now (there is only ever one)."""
        if self.app.do(f"roll {n}"):
            self.message = ""

    def show_rules(self, app: Any) -> None:
        view = helper_view(app.controller.session)
        self.title.text = view.heading
        for panel, side in zip(self.sides, view.sides, strict=False):
            panel.show(side)
        self.result.text = view.result
        self.step.text = view.step
        self.pad_caption.text = view.pad or ""
        self.odds.text = view.odds
        self.choices.clear_widgets()
        self.choices.cols = max(1, min(3, len(view.buttons)))
        for button in view.buttons:
            self.choices.add_widget(choice_button(button.label, partial(app.do, button.action)))
        if view.sides and not view.buttons and view.pad is None:
            self.choices.add_widget(big_button("Turn screen", partial(app.show, "turn")))
        if view.sides:
            shown = [self.title, self.sides_box, self.step]
            shown += [self.pad_row] if view.pad else []
            shown += [self.odds, self.choices]
        else:
            shown = [self.title, self.result, self.step, self.choices]
            self.choices.add_widget(big_button("Turn screen", partial(app.show, "turn")))
        self.rules.clear_widgets()
        for widget in (*shown, self.filler):
            self.rules.add_widget(widget)

    # -- free tracking: a calculator ----------------------------------------------------------

    def build_free(self) -> None:
        self.free = BoxLayout(orientation="vertical", spacing=dp(8))
        self.opponent = FOE
        self.rolls: dict[str, int | None] = {"me": None, "them": None}
        self.turn_seen: tuple[int, int, int] | None = None  # (game, round, turn) last shown
        self.free_title = text(
            "19sp", text="Battle calculator (free tracking): it changes nothing until you tap Apply"
        )
        self.fighter = Factory.ChoiceSpinner(text="", values=[])
        self.fighter.bind(text=lambda *_: self.refresh(self.app))
        self.psychic = Factory.ToggleBig(text="Psychic combat (Craft)")
        self.psychic.bind(state=lambda *_: self.refresh(self.app))
        self.setting = row(
            caption("Who fights", size_hint_x=0.6),
            self.fighter,
            self.psychic,
            big_button("Foe -1", partial(self.change, -1)),
            big_button("Foe +1", partial(self.change, 1)),
        )
        self.pad_labels: dict[str, Label] = {}
        self.pads: dict[str, list[Any]] = {}
        self.free.add_widget(self.free_title)
        self.free.add_widget(self.setting)
        for who in ("me", "them"):
            self.pads[who] = [big_button(str(n), partial(self.set_roll, who, n)) for n in range(1, 7)]
            self.pad_labels[who] = side_caption()
            self.free.add_widget(row(self.pad_labels[who], *self.pads[who]))
        self.info = Label(font_size="21sp", markup=True, halign="center", valign="middle")
        self.info.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(8), s[1])))
        self.free.add_widget(self.info)
        self.actions = row(height=dp(56))
        self.free.add_widget(self.actions)

    def change(self, delta: int) -> None:
        self.opponent = max(0, self.opponent + delta)
        self.refresh(self.app)

    def set_roll(self, who: str, n: int) -> None:
        self.rolls[who] = n
        self.refresh(self.app)

    def clear(self) -> None:
        self.rolls = {"me": None, "them": None}
        self.refresh(self.app)

    def fighter_index(self, table: Any) -> int:
        names = [p.name for p in table.players]
        return names.index(self.fighter.text) if self.fighter.text in names else table.turn

    def lose_life(self, player: int) -> None:
        self.app.adjust(player, "lives", -1)
        self.clear()

    def show_free(self, app: Any) -> None:
        table = app.controller.session.table
        names = [p.name for p in table.players]
        turn = (id(app.controller.session), table.round, table.turn)
        if self.fighter.values != names or self.fighter.text not in names or turn != self.turn_seen:
            if turn != self.turn_seen:  # a new turn: its player fights a new foe, no dice yet
                self.rolls = {"me": None, "them": None}
                self.opponent = FOE
            self.turn_seen = turn
            self.fighter.values = names
            if self.fighter.text != names[table.turn]:
                self.fighter.text = names[table.turn]  # (its binding refreshes again)
                return
        who = self.fighter_index(table)
        me = table.players[who]
        psychic = self.psychic.state == "down"
        toad = me.toad_turns > 0  # core rules, Toads: Strength 1 and Craft 1 while a Toad
        v = battle_view(
            character=1 if toad else me.total_craft if psychic else me.total_strength,
            opponent=self.opponent,
            psychic=psychic,
            time=table.time,
            fate=me.fate,
            character_roll=self.rolls["me"],
            opponent_roll=self.rolls["them"],
            name=f"{me.name} (a Toad)" if toad else me.name,
        )
        mine, theirs = self.rolls["me"], self.rolls["them"]
        self.pad_labels["me"].text = f"{me.name}'s die" + (f": {mine}" if mine else "")
        self.pad_labels["them"].text = "Foe's die" + (f": {theirs}" if theirs else "")
        win, draw, lose = v.odds
        lines = (
            f"{v.character_label}        {v.opponent_label}\n"
            f"[size=36sp][b]{v.character_score}  vs  {v.opponent_score}[/b][/size]\n{v.result}\n"
            f"Before rolling: win {win} · stand-off {draw} · lose {lose}"
        )
        self.info.text = lines
        self.actions.clear_widgets()
        self.actions.add_widget(big_button(f"Apply: {me.name} loses 1 life", partial(self.lose_life, who)))
        self.actions.add_widget(big_button("Clear dice", self.clear))

    # -- both ---------------------------------------------------------------------------------

    def refresh(self, app: Any) -> None:
        session = app.controller.session
        rules = getattr(session, "mode", "free") == "engine"
        body = self.ids.body
        wanted = self.rules if rules else self.free
        if wanted.parent is not body:
            body.clear_widgets()
            body.add_widget(wanted)
        if rules:
            self.show_rules(app)
        else:
            self.show_free(app)


load_kv(__file__)
