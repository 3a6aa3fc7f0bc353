"""The Reaper's Warlock Quest cards (optional rule ``warlock_quests``; digital rulebook,
"Warlock's Cave", and The Reaper's rulesheet, "Warlock Quest Cards").

- At the Warlock's Cave a character without a quest may choose any quest card still in the
  deck (``state.decks["warlock-quest"]``) instead of rolling, or decline.
- The card is the character's quest (``CharacterState.quest`` is the card's slug; the six
  cards of the Cave's own results carry the same names, so ``engine.handlers.core.warlock`` plays
  them). Done, the card leaves the game: each quest is done once per game. A character killed
  on a quest returns the card to the deck.
- The six new quests: give up 1 fate, 1 Spell or 1 Object (``warlock.GIVES``), Strength or
  Craft trophies worth 5 in all (chosen one by one), or reach the City. Like every quest they
  are done as soon as they can be (at a turn's end or before a move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.frames import Frame, Rule, rule
from engine.handlers.core import warlock
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

DECK = "warlock-quest"
PREFIX = "warlock-quest/"
CITY = "space/outer/city"
TROPHY_QUESTS = {"give-strength-trophies": "strength", "give-craft-trophies": "craft"}
TROPHY_TOTAL = 5


def in_use(g: Game) -> bool:
    return bool(g.setup.options.get("warlock_quests"))


@hooks.on(points.QUEST_OFFER)
def _offer(g: Game, p: int) -> bool:
    if not in_use(g):
        return False
    g.push({"kind": "quest_card", "p": p})
    return True


@rule("quest_card")
class QuestCard(Rule):
    """Choose a Warlock Quest card still in the deck, or ``pass`` (decline a quest)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "quest", "choose a Warlock Quest card, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *(act("take", c) for c in g.state.decks.get(DECK, ()))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        g.pop()
        if a.verb == "pass":
            return
        card = str(a.args[0])
        deck = g.state.decks[DECK]
        g.set(g.state.decks, DECK, [c for c in deck if c != card])
        quest = card.removeprefix(PREFIX)
        g.set(g.state.players[p], "quest", quest)
        g.emit("quest", p, quest)
        warlock.try_complete(g, p)


@hooks.on(points.DYING, fields=("quest",))
def _return_card(g: Game, p: int) -> None:
    """A killed character's quest card goes back to the deck (his quest is lost)."""
    quest = g.state.players[p].quest
    if quest and in_use(g) and PREFIX + quest in g.cat:
        g.set(g.state.decks, DECK, [*g.state.decks.get(DECK, ()), PREFIX + quest])


# --- the new quests -------------------------------------------------------------------------


def _objects(g: Game, p: int) -> list[str]:
    return list(g.state.players[p].objects)


def _spells(g: Game, p: int) -> list[str]:
    return list(g.state.players[p].spells)


warlock.GIVES["give-object"] = _objects
warlock.GIVES["give-spell"] = _spells


def _trophy_value(g: Game, card: str, stat: str) -> int:
    return int(getattr(g.cat[base_id(card)], stat, None) or 0)


def _trophies(g: Game, p: int, stat: str) -> list[str]:
    return [c for c in g.state.players[p].trophies if _trophy_value(g, c, stat)]


def _ready(g: Game, p: int) -> bool:
    ch = g.state.players[p]
    quest = ch.quest or ""
    if quest == "give-fate":
        return ch.fate >= 1
    if quest == "travel-to-city":
        return ch.position == CITY
    if quest in TROPHY_QUESTS:
        stat = TROPHY_QUESTS[quest]
        return sum(_trophy_value(g, c, stat) for c in ch.trophies) >= TROPHY_TOTAL
    return False


@hooks.on(points.QUEST_READY, fields=("quest",))
def _quest_ready(g: Game, p: int) -> bool:
    return g.state.players[p].alive and _ready(g, p)


@hooks.on(points.QUEST_TRY, fields=("quest",))
def _quest_try(g: Game, p: int) -> bool:
    if not _ready(g, p):
        return False
    quest = g.state.players[p].quest or ""
    if quest == "give-fate":
        character.lose(g, p, "fate", 1)
    elif quest in TROPHY_QUESTS:
        g.push({"kind": "quest_trophies", "p": p, "given": 0})
        return True
    warlock.complete(g, p)
    return True


@rule("quest_trophies")
class QuestTrophies(Rule):
    """Give up trophies one at a time until they are worth 5 Strength (or Craft) in all."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "quest", f"give up trophies for the Warlock ({f['given']} of {TROPHY_TOTAL})")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        stat = TROPHY_QUESTS[g.state.players[f["p"]].quest or ""]
        return [act("discard", c) for c in _trophies(g, f["p"], stat)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        card = str(a.args[0])
        stat = TROPHY_QUESTS[g.state.players[p].quest or ""]
        given = f["given"] + _trophy_value(g, card, stat)
        character.discard(g, p, card)
        g.set(f, "given", given)
        if given >= TROPHY_TOTAL:
            g.pop()
            warlock.complete(g, p)
