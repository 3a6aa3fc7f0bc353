"""Blood Moon cards that become a character's Followers (data content/data/blood-moon/):

- a risen Enemy: the Laboratory (a Place: one trophy of the visitor's) and the Spell
  Reanimate (an Enemy its caster has just killed). The Enemy card follows its raiser
  (``markers["reanimated/<card>"]``) and, in one battle (its Strength) or psychic combat (its
  Craft) of the holder's choice, adds that value (``battle_options``); then it is discarded.
  The Laboratory goes to the discard pile as the trophy rises (the card says both go in the
  end: nothing depends on where it lies meanwhile); Reanimate is discarded as it is cast;
- Haunting Poltergeist (a Spell cast on a character as their turn starts): the card follows
  them; while it does they move 1 space a turn (``one_space``), and it is discarded at the end
  of a turn that took them into another Region (across the Storm River: bridge, raft or
  ferry; the Portal of Power too, the only other way between the Regions). It cannot be
  ditched (it is no Follower card: no ditch is offered).

A Spell cast "on an Enemy you have just killed" needs a moment after the kill: when a
character holding Reanimate kills Enemies, a window (``after-kill``) offers the cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points, spells
from engine.cards import handles
from engine.combat import field_bonus
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.places import card_space, discard_from
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

LABORATORY, REANIMATE = "adventure/laboratory", "spell/reanimate"
HAUNTING = "spell/haunting-poltergeist"
Targets = list[tuple[Arg, ...]]


def raise_follower(g: Game, p: int, card: str) -> None:
    """The trophy ``card`` of ``p`` rises and follows them."""
    ch = g.state.players[p]
    character.release(g, p, card)
    g.set(ch, "followers", (*ch.followers, card))  # an Enemy card, following
    g.set(g.state.markers, f"reanimated/{card}", True)
    g.emit("receive", p, card)


# --- the Laboratory ----------------------------------------------------------------------------


@handles(LABORATORY)
def _laboratory(g: Game, p: int, source: str) -> None:
    if g.state.players[p].trophies and not g.state.players[p].is_toad:
        g.push({"kind": "laboratory", "p": p, "card": source})


@rule("laboratory")
class Laboratory(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "trophies", "Laboratory: bring a trophy back as your Follower, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        trophies = dict.fromkeys(g.state.players[f["p"]].trophies)
        return [act("pass"), *(act("use", LABORATORY, t) for t in trophies)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb != "use":
            return
        raise_follower(g, f["p"], str(a.args[1]))
        here = card_space(g, f["card"])
        if here is not None:
            discard_from(g, here, f["card"])


# --- Reanimate ----------------------------------------------------------------------------------


def _just_killed(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    """The Enemies ``p`` has just killed (the ``after_kill`` frame on top), still his trophies."""
    top = g.state.stack[-1] if g.state.stack else None
    if top is None or top["kind"] != "after_kill" or top["p"] != p:
        return []
    return [(c,) for c in top["killed"] if c in g.state.players[p].trophies]


@spells.spell(REANIMATE, "after-kill", targets=_just_killed)
def _reanimate(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if str(args[0]) in g.state.players[p].trophies:
        raise_follower(g, p, str(args[0]))


@hooks.on(points.FOE_LOST_LIFE, held=(REANIMATE,))  # (the one "after-kill" Spell with targets)
def _after_kill(g: Game, f: Frame, p: int) -> None:
    killed = [c for c in f.get("enemies", ()) if c in g.state.players[p].trophies]
    if killed and "opponent" not in f:
        g.push({"kind": "after_kill", "p": p, "killed": killed})  # (the Enemies it names: the targets)
        if not spells.castable(g, p, "after-kill"):
            g.pop()


@rule("after_kill")
class AfterKill(Rule):
    """Right after a kill: cast Reanimate on an Enemy just killed (``killed``), or pass."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not spells.castable(g, f["p"], "after-kill"):
            return None
        return Decision(f["p"], "cast", "cast Reanimate on an Enemy just killed, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *spells.cast_actions(g, f["p"], "after-kill")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "cast":
            spells.cast(g, f["p"], a)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- a risen Enemy in battle -------------------------------------------------------------------------


def _risen(g: Game, p: int, stat: str) -> list[str]:
    return [
        c
        for c in g.state.players[p].followers
        if g.state.markers.get(f"reanimated/{c}") and (getattr(g.cat[base_id(c)], stat, None) or 0)
    ]


@hooks.on(points.BATTLE_OPTIONS, marked=("reanimated/",))
def _risen_options(g: Game, f: Frame) -> list[Action]:
    if f.get("stage") != "prepare":
        return []
    return [act("use", c) for c in _risen(g, f["p"], f["stat"])]


@hooks.on(points.BATTLE_USE)
def _risen_fights(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if len(a.args) != 1 or card not in _risen(g, f["p"], f["stat"]):
        return False
    g.set(f, "risen", f.get("risen", 0) + (getattr(g.cat[base_id(card)], f["stat"], None) or 0))
    g.journal.delete(g.state.markers, f"reanimated/{card}")
    character.discard(g, f["p"], card)
    return True


@field_bonus("risen")
@hooks.label("risen Enemy (Laboratory, Reanimate)")
def _risen_bonus(g: Game, f: Frame, p: int) -> int:
    return int(f.get("risen", 0)) if p == f["p"] else 0


# --- Haunting Poltergeist ------------------------------------------------------------------------


def _whose_turn(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    f = spells.turn_frame(g)
    return [(g.state.players[f["p"]].character,)] if f is not None and battle is None else []


@spells.spell(HAUNTING, "own-turn", "others-turn", targets=_whose_turn)
def _haunting(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The Spell, on the discard pile once cast, follows its target instead."""
    target = next(c for c in g.state.players if c.character == args[0])
    pile = g.state.discards.get("spell", ())
    if card not in pile:
        return
    index = pile.index(card)
    g.set(g.state.discards, "spell", pile[:index] + pile[index + 1 :])
    g.set(target, "followers", (*target.followers, card))
    g.set(g.state.markers, f"haunting/{card}", g.space(target.position).region)
    g.emit("receive", target.player, card)


def haunted(g: Game, p: int) -> str | None:
    return next((c for c in g.state.players[p].followers if base_id(c) == HAUNTING), None)


@hooks.on(points.ONE_SPACE, held=(HAUNTING,))
def _one_space(g: Game, p: int) -> str | None:
    return "Haunting Poltergeist" if haunted(g, p) else None


@hooks.on(points.END_OF_TURN, marked=("haunting/", "reanimated/"))
def _haunting_leaves(g: Game, p: int) -> None:
    for key in [k for k in g.state.markers if k.startswith("haunting/")]:
        card = key.removeprefix("haunting/")
        holder = next((c for c in g.state.players if card in c.followers), None)
        if holder is None:
            g.journal.delete(g.state.markers, key)  # gone another way (a killed holder)
        elif g.space(holder.position).region != g.state.markers[key]:
            character.discard(g, holder.player, card)
            g.journal.delete(g.state.markers, key)
    for key in [k for k in g.state.markers if k.startswith("reanimated/")]:
        if not any(key.removeprefix("reanimated/") in ch.followers for ch in g.state.players):
            g.journal.delete(g.state.markers, key)  # a risen Enemy gone before it fought
