"""Chance as decisions: dice and card draws.

A ``roll`` frame asks CHANCE for each die, then (when the roller may spend fate) asks the
roller whether to pay one fate to roll one die again (core rulebook, "Fate"); it writes the
dice into the frame below under ``into``. A ``draw`` frame asks CHANCE which card comes off
a deck; at a table that is the card people drew, refused when it is not in the deck.

A deck keeps no order; a card that lets someone look at its top card makes one card known
(``markers["top/<deck>"]``): the next
draw from that deck can only be that card, and taking it forgets it.
"""

from __future__ import annotations

from collections import Counter
from itertools import count
from operator import indexOf
from typing import TYPE_CHECKING

from engine import character, hooks, points, readings
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import CHANCE, NUMBERS, Action, Actions, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ROLLS = [act("roll", n) for n in range(1, 7)]


DRAWS = Actions("draw")  # card base id -> ``draw <id>`` (the decks hold a few hundred ids)


def push_roll(g: Game, p: int, dice: int, into: str, *, fate: bool, why: str, at: int | None = None) -> None:
    """Roll ``dice`` dice for player ``p``; the results land in ``into`` of the frame at stack
    index ``at`` (by default the frame on top, which asked for the roll)."""
    at = len(g.state.stack) - 1 if at is None else at
    g.push(
        {"kind": "roll", "p": p, "dice": dice, "into": into, "at": at, "fate": fate, "why": why, "got": ()}
    )


# a die asked for, ``(dice in, dice, why)`` -> its decision: the same few again and again, and
# a decision never changes, so each is made once
_ASKS: dict[tuple[int, int, str], Decision] = {}
MAX_ASKS = 4096  # (forgotten all at once beyond: the reasons for a roll are a few hundred)


@rule("roll")
class Roll(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if len(f["got"]) < f["dice"]:
            key = (len(f["got"]), f["dice"], f["why"])
            found = _ASKS.get(key)
            if found is None:
                if len(_ASKS) >= MAX_ASKS:
                    _ASKS.clear()
                n, dice, why = key
                found = _ASKS[key] = Decision(CHANCE, "roll", f"die {n + 1} of {dice}: {why}")
            return found
        if f["fate"] and character.has_fate(g, g.state.players[f["p"]]):
            rolled = " and ".join(map(str, f["got"]))
            return Decision(f["p"], "fate", f"rolled {rolled} for {f['why']}: reroll one die for 1 fate?")
        return None

    @staticmethod
    def done(g: Game, f: Frame) -> bool:
        """Every die is in and no reroll for fate is on offer (``decision`` would be None)."""
        return len(f["got"]) >= f["dice"] and not (
            f["fate"] and character.has_fate(g, g.state.players[f["p"]])
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if len(f["got"]) < f["dice"]:
            return ROLLS
        # the Orb of Destiny
        extra = [x for acts in hooks.call(points.FATE_OPTIONS, g, f, f["p"]) for x in acts]
        if f["dice"] == 1:
            return [act("accept"), act("reroll"), *extra]
        return [act("accept")] + [act("choose", i) for i in range(1, f["dice"] + 1)] + extra

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "roll":
            g.set(f, "got", NUMBERS[(*f["got"], a.args[0])])  # (shared: engine.values.NUMBERS)
            g.emit("rolled", f["p"], a.args[0], f["why"])
            if Roll.done(g, f):  # handed on at once, as settling would (one round less)
                Roll.advance(g, f)
            return
        if a.verb == "use":  # a card's own way of spending fate (hook ``fate_use``)
            hooks.first(points.FATE_USE, g, f, a)
            return
        if a.verb in ("reroll", "choose"):
            index = int(a.args[0]) - 1 if a.args else 0
            character.pay_fate(g, f["p"])
            got = list(f["got"])
            del got[index]
            g.set(f, "got", NUMBERS[tuple(got)])
            g.set(f, "dice", len(got) + 1)
            g.set(f, "fate", False)  # once per roll
            return
        g.set(f, "fate", False)
        Roll.advance(g, f)  # accepted: handed on at once

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        g.set(g.state.stack[f["at"]], f["into"], tuple(f["got"]))  # (the shared tuple itself)


def push_draw(g: Game, deck: str, count: int, *, to: str, p: int, space: str | None = None) -> None:
    """Draw ``count`` cards to a player (``to="player"``) or onto a space (``to="space"``)."""
    g.push({"kind": "draw", "deck": deck, "count": count, "to": to, "p": p, "space": space})


def known_top(g: Game, deck: str) -> str | None:
    """The card someone looked at on top of ``deck``, while it is still there."""
    card = g.state.markers.get(TOP + deck)
    return card if card is not None and card in g.state.decks[deck] else None


TOP = "top/"  # markers key prefix of a deck's known top card


def refill(g: Game, deck: str) -> None:
    """An empty deck is made again from its discard pile (shuffling is chance's next draws)."""
    if not g.state.decks[deck] and g.state.discards.get(deck):
        g.set(g.state.decks, deck, list(g.state.discards[deck]))
        g.set(g.state.discards, deck, ())
        if TOP + deck in g.state.markers:  # (a known top card left the deck some other way)
            g.journal.delete(g.state.markers, TOP + deck)
        g.emit("reshuffle", deck)


_DRAW_ASKS: dict[str, Decision] = {}  # a deck -> the decision of its next card (one per deck)


@rule("draw")
class Draw(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["count"] <= 0:
            return None
        refill(g, f["deck"])
        if not g.state.decks[f["deck"]]:
            return None
        found = _DRAW_ASKS.get(f["deck"])
        if found is None:
            found = _DRAW_ASKS[f["deck"]] = Decision(CHANCE, "draw", f"the next card of the {f['deck']} deck")
        return found

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        """One action per distinct card in the deck, in deck order (only the known top card
        when someone looked at it)."""
        top = known_top(g, f["deck"])
        if top is not None:
            return [DRAWS[base_id(top)]]
        name = f["deck"]
        deck = g.state.decks[name]
        key = ("draws", name)  # the deck last listed and its list
        last: _Listed | None = g.cache.get(key)
        if last is None or not last.now(deck, g.memo.get((STAMP, name)), g.memo.get((TAKEN, name))):
            last = g.cache[key] = _Listed(deck, _stamp(g, name))
        return list(last.draws.values())

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        card = take_from_deck(g, f["deck"], str(a.args[0]))
        g.set(f, "count", f["count"] - 1)
        g.set(f, "drawn", [*f.get("drawn", []), card])
        if f["to"] == "player":
            character.receive(g, f["p"], card)
        else:
            character.place_on(g, f["space"], card)
        g.emit("drew", f["p"], card)
        hooks.run(points.DREW, g, f, card)  # Blood Moon: an Event flips the Time card
        readings.ask(g, f["p"], card)  # a printed value no source confirms: the table reads it
        if f["count"] <= 0 and g.state.stack[-1] is f and g.state.winner is None:  # handed on at once
            Draw.advance(g, f)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        below = g.top if g.state.stack else None
        if below is not None and "into" in f:
            g.set(below, f["into"], f.get("drawn", []))


# g.memo keys, each with the deck's name: its stamp, a new one at each card taken from it in
# place (``_STAMPS`` never gives one twice; the game forgets them all at an undo), and the
# last card taken from it, as (its stamps before and after, the card's place, the card)
STAMP = "deck stamp"
TAKEN = "taken from a deck"
Taken = tuple[int | None, int, int, str]
_STAMPS = count(1)


def _stamp(g: Game, deck: str) -> int:
    """The stamp of ``deck`` now (a new one when it has none since the game forgot them)."""
    found: int | None = g.memo.get((STAMP, deck))
    if found is None:
        found = g.memo[STAMP, deck] = next(_STAMPS)
    return found


class _Listed:
    """A deck and its draws, one per distinct card in deck order (``Draw.legal``), as they were
    at the deck's stamp. A deck most often changes by one card drawn: the list is then brought
    up to date, not made again."""

    __slots__ = ("deck", "stamp", "draws", "copies")

    def __init__(self, deck: list[str], stamp: int) -> None:
        self.deck = deck
        self.stamp = stamp
        self.copies = Counter(map(base_id, deck))
        # base id -> its draw, in the order the cards came in (as the Counter's keys)
        self.draws = {card: DRAWS[card] for card in self.copies}

    def now(self, deck: list[str], stamp: int | None, taken: Taken | None) -> bool:
        """Whether this list holds for ``deck`` at ``stamp``: the very deck listed, as it was,
        or less the one card ``taken`` (the last card taken from a deck, ``take_from_deck``)
        when it names this deck and its stamps; its draws, in the order of each card's first
        copy, are then this list's less that card's when it was the last copy (else False: the
        list is made afresh)."""
        if deck is not self.deck or stamp is None:
            return False
        if stamp == self.stamp:
            return True
        if taken is None or taken[0] != self.stamp or taken[1] != stamp:
            return False
        at, card = taken[2], base_id(taken[3])
        left = self.copies[card] - 1
        if not left:
            del self.copies[card], self.draws[card]
        elif at < len(deck) and base_id(deck[at]) != card:
            return False  # another copy lies further on: the order may have changed
        else:  # the next copy took its place (copies lie together), or an earlier one leads
            self.copies[card] = left
        self.stamp = stamp
        return True


def take_from_deck(g: Game, deck: str, wanted: str) -> str:
    """The first copy of ``wanted`` (a base id or a copy id) in the deck, removed from it (the
    known top card first, which is then forgotten)."""
    cards = g.state.decks[deck]
    top = g.state.markers.get(TOP + deck)
    if top is not None and (wanted == top or wanted == base_id(top)) and top in cards:
        wanted = top
        g.journal.delete(g.state.markers, TOP + deck)
    try:
        comp = g.cat.components.get(wanted)  # (``copies`` is never a value read at the table)
        if comp is not None and comp.copies > 1:  # a base id of copies: the first copy
            i = indexOf(map(base_id, cards), wanted)  # (``adventure/dragon`` for ``...#2``)
        else:  # a copy's id, or the id of a card with one copy: found as itself (the quicker)
            i = cards.index(wanted)
    except ValueError:
        raise KeyError(wanted) from None
    memo = g.memo
    before = memo.get((STAMP, deck))
    card: str = g.journal.remove(cards, i)  # (in place: no copy of the rest, kept for undo)
    after = memo[STAMP, deck] = next(_STAMPS)
    memo[TAKEN, deck] = (before, after, i, card)
    return card
