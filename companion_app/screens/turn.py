"""The Turn screen (rules games): what must be decided now and the legal choices."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.label import Label

from companion_app.screens.base import PageScreen, big_button, load_kv, row, scroll_list
from companion_app.viewmodels.cards import base_id, encounter_order, shown_name


class TurnScreen(PageScreen):
    """Rules games: what must be decided now, the legal choices as buttons, filtered as you type."""

    SHOWN = 30  # choices drawn at once; typing narrows a long list (a deck of cards)

    def build(self, app: Any) -> None:
        self.app = app
        self.filter = Factory.Field(hint_text="Type to filter (a card name, a space)...")
        self.filter.bind(text=lambda *_: self.refresh(app))
        self.ids.body.add_widget(
            row(
                self.filter,
                big_button("Board", partial(app.show, "board"), size_hint_x=0.3),
                big_button("Battle helper", partial(app.show, "battle"), size_hint_x=0.45),
                big_button("Scan card", partial(app.show, "scan"), size_hint_x=0.4),
            )  # fmt: skip
        )
        self.info = Label(markup=True, font_size="18sp", size_hint_y=None, height=dp(60), halign="left")
        self.info.bind(size=lambda w, s: setattr(w, "text_size", (s[0], None)))
        # (a line of the tablet's decisions may wrap: the summary grows rather than run over)
        self.info.bind(texture_size=lambda w, s: setattr(w, "height", max(dp(60), s[1])))
        self.ids.body.add_widget(self.info)
        view, self.list = scroll_list(cols=2)
        self.ids.body.add_widget(view)
        self.seen_step = -1

    def refresh(self, app: Any) -> None:
        session = app.controller.session
        step = getattr(session, "cursor", 0)
        if step != self.seen_step:  # a new decision: forget what was typed for the last one
            self.seen_step = step
            if self.filter.text:
                self.filter.text = ""  # its binding refreshes again
                return
        self.heading = getattr(session, "prompt", "Free tracking: no rules decisions")
        self.info.text = self.summary(app)
        self.list.clear_widgets()
        words = self.filter.text.lower().split()
        matching = [c for c in getattr(session, "choices", list)() if _matches(c.label, words)]
        for choice in matching[: self.SHOWN]:
            self.list.add_widget(_choice_button(choice.label, partial(app.do, choice.action)))
        if len(matching) > self.SHOWN:
            self.list.add_widget(
                Label(
                    text=f"{len(matching) - self.SHOWN} more: type to narrow", size_hint_y=None, height=dp(56)
                )
            )

    def summary(self, app: Any) -> str:
        """The last step, the cards on the mover's space in encounter order, and any battle."""
        session = app.controller.session
        table = session.table
        log = app.controller.log_lines()
        played = getattr(session, "tablet_line", "")  # what the tablet just did, in place of Last
        lines = [
            f"[b]{played}[/b]"
            if played
            else f"[color=b8ab94]Last: {log[-1].label if log else 'Game start'}[/color]"
        ]
        space = table.players[table.turn].space
        cards = encounter_order(table.cards.get(space, ()), app.catalogue)
        if cards:
            names = ", ".join(f"{n}. {shown_name(app.catalogue[base_id(c)])}" for n, c in enumerate(cards, 1))
            lines.append(f"On {app.data.space_name(space)}, in encounter order: {names}")
        fight = getattr(session, "battle", lambda: None)()
        if fight is not None:
            win = fight.odds.percent()[0]
            mine = f" + {fight.character_roll} = {fight.character_score}" if fight.character_roll else ""
            theirs = f" + {fight.foe_roll} = {fight.foe_score}" if fight.foe_roll else ""
            lines.append(
                f"[b]{fight.character} {fight.stat} {fight.character_value}{mine}  vs  "
                f"{fight.foe} {fight.foe_value}{theirs}  ·  chance to win {win}[/b]"
            )
        return "\n".join(lines)


load_kv(__file__)


def _matches(label: str, typed: list[str]) -> bool:
    """Every word typed starts a word of the label ("ape" finds the Ape, not The Reaper)."""
    starts = [w.strip("()\"',.:;") for w in label.lower().split()]
    return all(any(s.startswith(t) for s in starts) for t in typed)


def _choice_button(label: str, on_release: Any) -> Any:
    """A choice's button: its words wrap inside it, and it grows to hold them (a long choice
    never runs over the next button on a small tablet)."""
    button = big_button(label, on_release, size_hint_y=None, height=dp(56), halign="center", valign="middle")
    button.bind(width=lambda b, w: setattr(b, "text_size", (w - dp(16), None)))
    button.bind(texture_size=lambda b, s: setattr(b, "height", max(dp(56), s[1] + dp(16))))
    return button
