"""The Blood Moon's Alternative Ending cards (how any box's ending is dealt and met:
``engine.handlers.core.endings``):

- Horrible Black Void: the character is killed and out of the game; the card is removed and
  the ordinary Crown of Command applies from then on;
- Lightbearers: each character puts 2 fate from the stock on the card at the start; every
  Nightfall takes 1 off; with none left everyone loses; reaching the Crown, everyone wins;
- the third card, which no public page names, is resolved by the table (``manual``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.cards import handles
from engine.handlers.core.endings import ENDING, ending, endings_in_play

__all__ = ["ENDING", "LIGHTBEARERS", "ending", "endings_in_play"]  # (the dealing is core's)

if TYPE_CHECKING:
    from engine.rules_api import Game

LIGHTBEARERS = "ending/lightbearers"
FATE_EACH = 2


@hooks.on(points.ENDING_REVEALED)
def _lightbearers_fate(g: Game, card: str) -> None:
    """2 fate per character from the stock onto the card (counted here: the stock's fate is
    the box's, so the engine keeps the number on the card as a marker)."""
    if card == LIGHTBEARERS:
        g.set(g.state.markers, "lightbearers/fate", len(g.state.players) * FATE_EACH)


@handles("ending/horrible-black-void")
def _void(g: Game, p: int, source: str) -> None:
    """The finder is swallowed: killed and out; the card goes, the usual Crown stays."""
    g.journal.delete(g.state.markers, ENDING)
    character.lose_life(g, p, g.state.players[p].lives, source)
    g.set(g.state.players[p], "out", True)
    if not any(not c.out for c in g.state.players):
        g.set(g.state, "winner", -1)
        g.emit("no_winner", -1, "the Horrible Black Void took the last character")


@handles(LIGHTBEARERS)
def _lightbearers_win(g: Game, p: int, source: str) -> None:
    """A character on the Crown before the last fate is gone: everyone wins together."""
    g.set(g.state, "winner", p)
    g.emit("wins", p, "Lightbearers: every player wins together")


@hooks.on(points.NIGHTFALL)
def _night_takes_fate(g: Game) -> None:
    dealt = ending(g)
    if dealt is None or dealt["card"] != LIGHTBEARERS or not dealt["faceup"]:
        return
    left = g.state.markers.get("lightbearers/fate", 0) - 1
    g.set(g.state.markers, "lightbearers/fate", max(0, left))
    g.emit("lightbearers_fate", max(0, left))
    if left <= 0:
        g.set(g.state, "winner", -1)
        g.emit("no_winner", -1, "Lightbearers: the last fate is gone")


cards.BY_HAND["ending/blood-moon-third-ending"] = (
    "the third ending's text is in no public source: the table plays its printed card"
)
