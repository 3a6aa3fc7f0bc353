"""The Dungeon's carried cards used when their holder likes, read from their ``use`` data by the
mechanism every box shares (engine.handlers.core.cards_use): the Elixirs of Rage and Wrath, the
Casket, the Chest, the Blood Stone, the Book of Diablerie (offered at the moments the engine
gives every such choice: the Reaper's Elixirs are offered the same way).

The Book of Diablerie's Follower is the holder's choice (``give_follower``), then the Spell
drawn (its ``gain: {spells: 1}``: a Spell over the Craft's limit is given up as any other).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character
from engine.frames import Frame, Rule, rule
from engine.handlers.core.cards_use import offer
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

# The cards whose data has a ``use`` (a test holds this list to the data): the hooks join a game
# only while one of them is held.
USABLE = (
    "dungeon/elixir-of-rage",
    "dungeon/elixir-of-wrath",
    "dungeon/casket",
    "dungeon/chest",
    "dungeon/blood-stone",
    "dungeon/book-of-diablerie",
)
offer(USABLE)


@cards.handles("dungeon/book-of-diablerie")
def _diablerie(g: Game, p: int, source: str) -> None:
    g.push({"kind": "give_follower", "p": p, "source": source})


@rule("give_follower")
class GiveFollower(Rule):
    """One of the character's Followers, his choice, is given up (discarded)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.players[f["p"]].followers:
            return None
        return Decision(f["p"], "give_up", "give up one of your Followers")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in g.state.players[f["p"]].followers]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        character.discard(g, f["p"], str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
