"""Carried cards used when their holder likes, read from their ``use`` data
(content.steps.check_use; docs/content-format.md): the Elixirs of Rage and Wrath, the Casket,
the Chest, the Blood Stone, the Book of Diablerie.

A card whose ``when`` names ``own-turn`` is offered as its holder's turn begins (``use CARD``),
one naming ``battle`` as a battle of his is prepared, before the attack rolls (the moments the
engine gives every such choice: the Reaper's Elixirs are offered the same way). Its ``do``
steps then run (the card's own ``discard: self`` among them if it goes). ``once``: once a turn;
``needs``: offered only while the holder has at least that many lives or Followers.

The Book of Diablerie's Follower is the holder's choice (``give_follower``), then the Spell
drawn (its ``gain: {spells: 1}``: a Spell over the Craft's limit is given up as any other).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.steps import push_steps
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
USED = "used/"  # an effect of the turn: a card used once this turn


def _use(g: Game, card: str) -> Mapping[str, Any]:
    comp = g.cat[base_id(card)]
    return comp.use if isinstance(comp, AdventureCard) else {}


def _usable(g: Game, p: int, moment: str) -> list[Action]:
    ch = g.state.players[p]
    out = []
    for card in (*ch.objects, *ch.followers):
        use = _use(g, card)
        if not use or moment not in use["when"]:
            continue
        if getattr(g.cat[base_id(card)], "type", "") == "magic-object" and not character.magic_works(g, ch):
            continue  # (Destroy Magic, a Magic Shell)
        if use.get("once") and f"{USED}{card}" in ch.effects:
            continue
        needs = use.get("needs", {})
        if ch.lives < needs.get("lives", 0) or len(ch.followers) < needs.get("followers", 0):
            continue
        out.append(act("use", card))
    return out


def _used(g: Game, p: int, card: str) -> None:
    ch = g.state.players[p]
    use = _use(g, card)
    if use.get("once"):
        g.set(ch, "effects", (*ch.effects, f"{USED}{card}"))
    g.emit("uses", p, card)
    push_steps(g, p, use["do"], card)


@hooks.on(points.BEGIN_OPTIONS, held=USABLE)
def _begin_options(g: Game, p: int) -> list[Action]:
    return _usable(g, p, "own-turn")


@hooks.on(points.BEGIN_USE)
def _begin_use(g: Game, f: Frame, a: Action) -> bool:
    if a not in _usable(g, f["p"], "own-turn"):
        return False
    _used(g, f["p"], str(a.args[0]))
    return True


@hooks.on(points.BATTLE_OPTIONS, held=USABLE)
def _battle_options(g: Game, f: Frame) -> list[Action]:
    return _usable(g, f["p"], "battle")


@hooks.on(points.BATTLE_USE)
def _battle_use(g: Game, f: Frame, a: Action) -> bool:
    if a not in _usable(g, f["p"], "battle"):
        return False
    _used(g, f["p"], str(a.args[0]))
    return True


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
