"""The Blood Moon's Time card and lycanthropy (digital rulebook, "Time Card (Blood Moon
Expansion)", "Lunar Events", "Becoming a Lycanthrope"; data ``card/time``, ``card/lycanthrope``).

Time: the game starts by Day. A draw of Adventure cards that brings one or more Events flips
the card once, before anything drawn is met; a card naming a side flips it only when the
other side shows; Lunar Events wait beside the card (``markers["aside/time"]``) and are
discarded at the next flip. By Day each creature takes 1 off its attack score (never below
1), by Night adds 1; Enemies fighting together change by 1 each.

Lycanthropy (``CharacterState.lycanthrope``): a character holds at most one Lycanthrope card;
a Toad loses it; a Toad that becomes a lycanthrope changes back first. The card's own
instructions act only at Night; their text is listed as unconfirmed in the data (two reviews
agree on it, no rulebook prints it) and is played as the data states it: +2 attack score in
battle and psychic combat, a character met on landing must be attacked, and a beaten
character rolls on the Werewolf's chart instead of paying the usual reward.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.frames import Frame
from engine.handlers.blood_moon.figure import WEREWOLF
from engine.handlers.core.figures import visit
from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game

DAY, NIGHT = "day", "night"
LUNAR = "aside/time"
LASTING: set[str] = set()  # Lunar Events whose lasting rule is coded (each module adds its own)
LYCANTHROPE_NIGHT_BONUS = 2  # card/lycanthrope (its text is listed as unconfirmed)


def blood_moon(g: Game) -> bool:
    """Whether the game plays Blood Moon. (A Blood Moon module's hooks join only such games,
    engine.hooks: this is for its code the core or the fight view calls directly.)"""
    return "blood-moon" in g.setup.expansions


def flip(g: Game) -> None:
    """Turn the Time card over; Lunar Events beside it are discarded."""
    side = NIGHT if g.state.time == DAY else DAY
    g.set(g.state, "time", side)
    g.emit("time", "nightfall" if side == NIGHT else "daybreak")
    hooks.run(points.NIGHTFALL if side == NIGHT else points.DAYBREAK, g)  # Lightbearers, the Night Stalker
    for card in g.state.markers.get(LUNAR, ()):
        character.return_card(g, card)
    if LUNAR in g.state.markers:
        g.journal.delete(g.state.markers, LUNAR)


def show(g: Game, side: str) -> None:
    """A card names the side to show: flip only if the other side is up."""
    if side not in (DAY, NIGHT):
        raise ValueError(f"the Time card has a day and a night side, not {side!r}")
    if g.state.time != side:
        flip(g)


def lunar_event(g: Game, card: str, space: str, side: str) -> None:
    """A Lunar Event: it sets the Time card to ``side`` and then waits beside the card."""
    show(g, side)
    if card in g.state.board.get(space, ()):
        character.remove_from_space(g, space, card)
    g.set(g.state.markers, LUNAR, [*g.state.markers.get(LUNAR, ()), card])


def _is_event(g: Game, card: str) -> bool:
    """An Event that flips the card when drawn: not a Lunar Event, which names its side instead
    (digital rulebook, "Lunar Events"). (Asked at every card drawn: read once per card.)"""
    key = ("flips the Time card", base_id(card))
    found: bool | None = g.cache.get(key)
    if found is None:
        comp = g.cat[key[1]]
        event = isinstance(comp, AdventureCard) and comp.type == "event"
        found = g.cache[key] = event and not any("lunar" in step for step in comp.effect)
    return found


@hooks.on(points.DREW)
def _event_drawn(g: Game, f: Frame, card: str) -> None:
    if f["deck"] == "adventure" and not f.get("time_flipped") and _is_event(g, card):
        g.set(f, "time_flipped", True)  # one flip for the whole draw
        flip(g)


@hooks.on(points.CREATURE_SCORE)
@hooks.label(lambda g: "Night" if g.state.time == NIGHT else "Day")
def _day_and_night(g: Game, f: Frame, score: int) -> int:
    creatures = len(f.get("enemies") or ()) or 1
    if g.state.time == NIGHT:
        return score + creatures
    return max(1, score - creatures)


@handles("card/time")
def _time_card(g: Game, p: int, source: str) -> None:
    """The Time card is never met: its rules are the hooks above."""


# --- lycanthropy ---------------------------------------------------------------------------


def become_lycanthrope(g: Game, p: int) -> None:
    ch = g.state.players[p]
    if ch.lycanthrope:
        g.emit("already_lycanthrope", p)  # never a second card
        return
    if ch.is_toad:
        character.end_toad(g, p)  # the Toad changes back, then takes the card
    g.set(ch, "lycanthrope", True)
    g.emit("lycanthrope", p)


@handles("card/lycanthrope/become")
def _become(g: Game, p: int, source: str) -> None:
    become_lycanthrope(g, p)


@handles("card/lycanthrope")
def _lycanthrope_card(g: Game, p: int, source: str) -> None:
    """The card is held, never met: its rules are the hooks below."""


@hooks.on(points.BECAME_TOAD)
def _toad_loses_card(g: Game, p: int) -> None:
    ch = g.state.players[p]
    if ch.lycanthrope:
        g.set(ch, "lycanthrope", False)
        g.emit("lycanthrope_ends", p)


def wild(g: Game, p: int) -> bool:
    """The Lycanthrope card's instructions apply: a lycanthrope (not a Toad) at Night."""
    ch = g.state.players[p]
    return ch.lycanthrope and not ch.is_toad and g.state.time == NIGHT and blood_moon(g)


@hooks.on(points.ATTACK_BONUS, fields=("lycanthrope",))
@hooks.label("Lycanthrope at Night")
def _night_strength(g: Game, f: Frame, p: int) -> int:
    return LYCANTHROPE_NIGHT_BONUS if wild(g, p) else 0


@hooks.on(points.MUST_ATTACK, fields=("lycanthrope",))
def _must_attack(g: Game, p: int, space: str) -> bool:
    return wild(g, p)


@hooks.on(points.CHARACTER_BEATEN, fields=("lycanthrope",))
def _bite(g: Game, f: Frame) -> bool:
    """A lycanthrope that beats a character at Night takes nothing; the loser rolls on the
    Werewolf's chart (a 1 passes the curse on), then the turn ends as after any such battle."""
    winner, loser = f["winner"], f["loser"]
    if not wild(g, winner):
        return False
    g.emit("bitten", winner, loser)
    g.end_turn("beaten by a lycanthrope")
    visit(g, WEREWOLF, loser, winner)
    return True
