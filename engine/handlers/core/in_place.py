"""A Follower who fights in his holder's place, read from his ``fight.in_place`` data
(content.steps.FIGHT; docs/content-format.md): one rule for the cards of every box (the
Dungeon's Faithful Hound, the Highland's Friendly Giant).

As a battle (or a psychic combat, where his data gives a Craft) of his holder's is prepared,
the Follower may fight it (``use CARD``): his Strength or Craft counts in place of the holder's.
His win kills the creature (a trophy for the holder) or costs the other character a life, not
gold or an Object; with ``won: ditched`` he is then left on the space. His defeat kills him
(and with ``stand_off: killed`` a stand-off does too), and his holder keeps his life; the turn
ends as after any lost fight.

Each box's handler package names its cards (``fights_in_place(cards)``): the hooks registered
then join a game only while one of them is held.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import character, hooks, points
from engine.combat import field_bonus
from engine.frames import Frame
from engine.state import base_id
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game


def in_place_of(g: Game, card: str) -> Mapping[str, Any]:
    """The card's ``fight.in_place`` data (empty for a card without one)."""
    comp = g.cat[base_id(card)]
    return comp.fight.get("in_place", {}) if isinstance(comp, AdventureCard) else {}


@field_bonus("in_place")
@hooks.label("a Follower in his place")
def _in_place(g: Game, f: Frame, p: int) -> int:
    """The Follower fights in his holder's place: his value instead of the holder's."""
    if p != f["p"]:
        return 0
    ch = g.state.players[p]
    stat = f["stat"]
    own = (
        character.strength(g, ch, battle=True) if stat == "strength" else character.craft(g, ch, battle=True)
    )
    return int(in_place_of(g, f["in_place"]).get(stat, own)) - own - int(f.get("bonus", 0))


def fights_in_place(cards: tuple[str, ...]) -> None:
    """Let these Followers (a box's) fight in their holder's place, as their data says."""

    def mine(g: Game, f: Frame) -> str | None:
        card = f.get("in_place")
        return card if card and base_id(card) in cards and card in g.state.players[f["p"]].followers else None

    @hooks.on(points.BATTLE_OPTIONS, held=cards)
    def _offered(g: Game, f: Frame) -> list[Action]:
        if f.get("in_place") or f.get("stage") != "prepare":
            return []
        followers = g.state.players[f["p"]].followers
        return [act("use", c) for c in followers if base_id(c) in cards and f["stat"] in in_place_of(g, c)]

    @hooks.on(points.BATTLE_USE, held=cards)
    def _fights(g: Game, f: Frame, a: Action) -> bool:
        card = str(a.args[0])
        if base_id(card) not in cards or card not in g.state.players[f["p"]].followers or len(a.args) > 1:
            return False
        g.set(f, "in_place", card)
        g.emit("uses", f["p"], card)
        return True

    @hooks.on(points.CREATURES_NOT_BEATEN, held=cards)
    def _beaten(g: Game, f: Frame, lost: bool) -> None:
        card = mine(g, f)
        if card is None or not (lost or in_place_of(g, card).get("stand_off") == "killed"):
            return
        if lost:
            ch = g.state.players[f["p"]]
            g.set(ch, "effects", (*ch.effects, character.PRESERVED))  # he, not his holder, was beaten
        character.discard(g, f["p"], card)

    @hooks.on(points.LIFE_ONLY, held=cards)
    def _bites(g: Game, f: Frame) -> bool:
        return mine(g, f) is not None and f.get("winner") == f["p"]

    @hooks.on(points.FOE_LOST_LIFE, held=cards)
    def _won(g: Game, f: Frame, winner: int) -> None:
        card = mine(g, f)
        if card is not None and winner == f["p"] and in_place_of(g, card).get("won") == "ditched":
            character.ditch(g, f["p"], card)
