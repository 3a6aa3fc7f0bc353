"""The Warlock's Cave quests (board; digital rulebook "Warlock's Cave"; FAQ, Board spaces,
Warlock's Cave Q1-Q4).

A character without a quest may roll for one (the data's table; each row names its quest).
The quest is noted on the character (``CharacterState.quest``). It must be done as soon as
it can be: a quest to give something up is done at once if the character has it, otherwise
at the end of the turn in which he comes to have it (or, gained in another player's turn,
before his next move); taking a life from a character and killing an Enemy are done the
moment the battle is won. Done: the character is teleported to the
Cave, gains a Talisman if one is left, and the turn ends with no encounter there (Q1). A
Talisman gained meanwhile does not end the quest (Q2); a killed character loses it (Q4:
the new character starts without one). Until then the Portal of Power stays shut to him
(hook ``portal_barred``, asked by the movement rules).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.cards import handles
from engine.chance import take_from_deck
from engine.frames import Frame, Rule, rule
from engine.movement import barred
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CAVE = "space/middle/warlocks-cave"
# the die result -> the quest (printed on the Warlock's Cave)
QUESTS = {
    "1": "take-life",
    "2": "kill-enemy",
    "3": "give-follower",
    "4": "give-magic-object",
    "5": "give-gold-3",
    "6": "give-gold-2",
}

cards.TAKES_OVER.add(CAVE)


@handles(CAVE)
def _cave(g: Game, p: int, source: str) -> None:
    """Replaces the Cave's steps: one quest at a time, so nothing to do while on one."""
    if g.state.players[p].quest:
        g.emit("already_on_quest", p, g.state.players[p].quest)
        return
    if hooks.first(points.QUEST_OFFER, g, p):  # The Reaper's Warlock Quest cards: chosen, not rolled
        return
    push_steps(g, p, g.space(CAVE).effect, CAVE)


def _take_quest(row: str) -> cards.Handler:
    def handler(g: Game, p: int, source: str) -> None:
        g.set(g.state.players[p], "quest", QUESTS[row])
        g.emit("quest", p, QUESTS[row])
        try_complete(g, p)

    return handler


for _row, _quest in QUESTS.items():  # the data's rows name their quest: warlocks-cave/<quest>
    cards.HANDLERS[f"{CAVE}/{_quest}"] = _take_quest(_row)


@hooks.on(points.PORTAL_BARRED, fields=("quest",))
def quest_bars_portal(g: Game, p: int) -> bool:
    return bool(g.state.players[p].quest)


def _magic_objects(g: Game, p: int) -> list[str]:
    out = []
    for card in g.state.players[p].objects:
        comp = g.cat[base_id(card)]
        if comp.kind == "talisman" or getattr(comp, "type", "") == "magic-object":
            out.append(card)
    return out


def _gives(g: Game, p: int) -> list[str]:
    """The cards that would fulfil a give-up quest now (one of them is given up)."""
    quest = g.state.players[p].quest or ""
    if quest == "give-follower":
        return list(g.state.players[p].followers)
    if quest == "give-magic-object":
        return _magic_objects(g, p)
    if quest in GIVES:  # quests of The Reaper's Warlock Quest cards
        return GIVES[quest](g, p)
    return []


# quest -> the cards that would fulfil it now, for quests added by expansion modules
GIVES: dict[str, Callable[[Game, int], list[str]]] = {}


def gold_asked(quest: str | None) -> int:
    """The gold a quest asks the character to give (a ``give-gold-N`` quest: N; else 0)."""
    count = (quest or "").rsplit("-", 1)[-1]
    return int(count) if (quest or "").startswith("give-gold-") and count.isdigit() else 0


def try_complete(g: Game, p: int) -> bool:
    """Carry out a give-up quest if the character can; True if that took over."""
    ch = g.state.players[p]
    quest = ch.quest or ""
    if hooks.first(points.QUEST_TRY, g, p):  # quests the cards below do not say (The Reaper's)
        return True
    price = gold_asked(quest)
    if price:
        if ch.gold < price:
            return False
        character.lose(g, p, "gold", price)
        complete(g, p)
        return True
    choices = _gives(g, p)
    if not choices:
        return False
    if len(choices) == 1:
        character.discard(g, p, choices[0])
        complete(g, p)
    else:
        g.push({"kind": "quest_give", "p": p})
    return True


@rule("quest_give")
class QuestGive(Rule):
    """Which Follower or Magic Object goes to the Warlock."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _gives(g, f["p"]):  # the cards went meanwhile (a Toad made by hand): it waits
            return None
        return Decision(f["p"], "quest", "give up one card for the Warlock's quest")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in _gives(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        character.discard(g, f["p"], str(a.args[0]))
        complete(g, f["p"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()  # nothing left to give: the quest is still to do


def complete(g: Game, p: int) -> None:
    """Quest done: to the Cave, a Talisman if one is left, and the turn ends there."""
    ch = g.state.players[p]
    g.emit("quest_done", p, ch.quest)
    g.set(ch, "quest", None)
    if CAVE in barred(g):  # The Reaper's Barrier: he stays, the Talisman is his all the same
        g.emit("barred_stay", p, CAVE)
    elif ch.position != CAVE:
        g.set(ch, "position", CAVE)
        g.emit("moved", p, CAVE)
    if g.state.decks.get("talisman"):
        character.receive(g, p, take_from_deck(g, "talisman", g.state.decks["talisman"][0]))
    else:
        g.emit("none_left", "talisman/talisman")
    g.end_turn("the Warlock's quest is done")


@hooks.on(points.FOE_LOST_LIFE, fields=("quest",))
def _battle_won(g: Game, f: Frame, winner: int) -> None:
    """Taking a life from another character, or killing an Enemy card, ends those quests."""
    quest = g.state.players[winner].quest
    if quest == "take-life" and f.get("opponent") is not None:
        complete(g, winner)
    elif quest == "kill-enemy" and f.get("p") == winner and f.get("enemies"):
        if any(isinstance(g.cat[base_id(c)], AdventureCard) for c in f["enemies"]):
            complete(g, winner)


@hooks.on(points.TURN_END_DUE, fields=("quest",))
@hooks.on(points.MOVE_START_DUE, fields=("quest",))
def _quest_due(g: Game, f: Frame) -> list[str]:
    """A give-up quest the character can fulfil now (``try_complete`` would act). (Asked at the
    end of every turn, only while someone holds a quest: ``fields``.)"""
    ch = g.state.players[f["p"]]
    quest = ch.quest
    if not quest or not ch.alive:
        return []
    if hooks.first(points.QUEST_READY, g, f["p"]):  # The Reaper's quest cards (travelling to the City)
        return ["quest"]
    if not quest.startswith("give-"):
        return []
    price = gold_asked(quest)
    if price:
        return ["quest"] if ch.gold >= price else []
    return ["quest"] if _gives(g, f["p"]) else []


@hooks.on(points.TURN_END_RUN, fields=("quest",))
@hooks.on(points.MOVE_START_RUN, fields=("quest",))
def _quest_run(g: Game, f: Frame, name: str) -> bool:
    return name == "quest" and try_complete(g, f["p"])
