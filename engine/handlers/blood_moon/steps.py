"""The Blood Moon's step vocabulary and the Werewolf's chart as a card effect.

- ``time: day|night``: the card names the side the Time Card must show (no flip if it already
  does; digital rulebook "Time Card", "Passage of Time");
- ``lunar: day|night``: a Lunar Event: that side, then the card waits beside the Time Card
  until the next flip (digital rulebook "Lunar Events"); its rule is in force meanwhile;
- ``if_time: {day: [...], night: [...]}``: the branch of the side showing;
- handler ``figure/werewolf/chart``: roll 1 die on the Werewolf's chart (Midnight Howl, the
  Wolfen, City of Shadows, Curse of the Werewolf, a lycanthrope's victim).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards import handles
from engine.frames import Frame
from engine.handlers.blood_moon.figure import WEREWOLF
from engine.handlers.blood_moon.moon import DAY, lunar_event, show
from engine.state import base_id
from engine.steps import push_steps, runs

if TYPE_CHECKING:
    from engine.rules_api import Game


def time_now(g: Game) -> str:
    """The side of the Time Card showing (Day when the game has no Time Card)."""
    side: str = g.state.time or DAY
    return side


@runs("time")
def _time(g: Game, f: Frame, side: str) -> None:
    show(g, side)


@runs("lunar")
def _lunar(g: Game, f: Frame, side: str) -> None:
    card = f["source"]
    here = g.state.players[f["p"]].position
    if base_id(card).startswith("adventure/"):
        lunar_event(g, card, here, side)
    else:  # not a card lying on the board (a test, a by-hand effect): only the Time Card turns
        show(g, side)


@runs("if_time")
def _if_time(g: Game, f: Frame, arg: dict[str, Any]) -> None:
    push_steps(g, f["p"], arg.get(time_now(g)) or [], f["source"])


def roll_on_werewolf_chart(g: Game, p: int) -> None:
    """Character ``p`` rolls 1 die on the Werewolf's chart (the figure does not move)."""
    g.emit("figure_visits", WEREWOLF, p)
    g.push({"kind": "figure_chart", "figure": WEREWOLF, "p": p, "mover": p})


@handles("figure/werewolf/chart")
def _chart(g: Game, p: int, source: str) -> None:
    roll_on_werewolf_chart(g, p)
