"""Chance as decisions: dice and card draws.

A ``roll`` frame asks CHANCE for each die, then (when the roller may spend fate) asks the
roller whether to pay one fate to roll one die again (core rulebook, "Fate"); it writes the
dice into the frame below under ``into``. A ``draw`` frame asks CHANCE which card comes off
a deck; at a table that is the card people drew, refused when it is not in the deck.

A deck keeps no order; a card that lets someone look at its top card makes one card known
(``markers["top/<deck>"]``): the next
draw from that deck can only be that card, and taking it forgets it. A card that has the top
cards put back in a chosen order (``reorder`` frame: The Dungeon's Oracle) makes that order
known: the cards after the top one wait in ``markers["next/<deck>"]``, and as each known top
card is taken the next becomes the known top card (the list is left empty under the last one:
the order was chosen, which the refusal of another card says).

A lasting effect may turn one deck's draws to another's (``markers["draw-instead/<deck>"]``,
the ``draw_instead`` step of engine.steps): a draw frame then takes the other deck's cards.

Cards of another deck laid unseen on top of a deck (``markers["lent"][deck]``: ``{"from": deck,
"count": n}``, The Highland's Eyrie Vanguard) make its next n draws come from that other deck,
unseen till then.
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
NEXT = "next/"  # markers key prefix: the cards known to lie under a deck's known top card, in order
INSTEAD = "draw-instead/"  # markers key prefix: a deck's draws take another deck's cards for a time
LENT = "lent"  # markers key: a deck -> its next cards that come from another deck


def lend(g: Game, deck: str, source: str, n: int) -> None:
    """``n`` more cards of ``source`` are laid unseen on top of ``deck`` (n < 0: fewer). A card
    laid on top of the lent ones (``known_on_top``: ``over``) stays above them till it is drawn;
    more cards lent on it are drawn after it (a pile the table would seldom make)."""
    lent = dict(g.state.markers.get(LENT) or {})
    was = lent.get(deck, {})
    count = was.get("count", 0) + n
    if count > 0:
        lent[deck] = {"from": source, "count": count}
        if "over" in was:
            lent[deck]["over"] = was["over"]
    else:
        lent.pop(deck, None)
    if lent:
        g.set(g.state.markers, LENT, lent)
    elif LENT in g.state.markers:
        g.journal.delete(g.state.markers, LENT)


def lent_count(g: Game, deck: str) -> int:
    """How many cards of another deck lie on top of ``deck``."""
    return int((g.state.markers.get(LENT) or {}).get(deck, {}).get("count", 0))


def draws_from(g: Game, deck: str) -> str:
    """The deck the next card of ``deck`` comes from: itself, or the deck whose cards were lent
    on top of it (looked up only while some deck has any)."""
    return _from(g, deck) if LENT in g.state.markers else deck


def take_next(g: Game, deck: str, name: str) -> str:
    """The card ``name`` taken as the next card of ``deck``: from the other deck whose cards lie
    on top of it, if any do (one fewer lies there then)."""
    source = draws_from(g, deck)
    card = take_from_deck(g, source, name)
    if source != deck:
        lend(g, deck, source, -1)
    return card


def _from(g: Game, deck: str) -> str:
    """``draws_from`` while some deck has cards lent."""
    lent = g.state.markers[LENT].get(deck)
    if lent is None:
        return deck
    over = lent.get("over")
    if over is not None and g.state.markers.get(TOP + deck) == over and over in g.state.decks[deck]:
        return deck  # a card laid on top of the lent ones (``known_on_top``) comes first
    source: str = lent["from"]
    refill(g, source)
    if g.state.decks[source]:
        return source
    lend(g, deck, source, -lent["count"])  # (none of them left to lie there)
    return deck


def refill(g: Game, deck: str) -> None:
    """An empty deck is made again from its discard pile (shuffling is chance's next draws)."""
    if not g.state.decks[deck] and g.state.discards.get(deck):
        g.set(g.state.decks, deck, list(g.state.discards[deck]))
        g.set(g.state.discards, deck, ())
        for key in (TOP + deck, NEXT + deck):  # (a known card left the deck some other way)
            if key in g.state.markers:
                g.journal.delete(g.state.markers, key)
        g.emit("reshuffle", deck)


_DRAW_ASKS: dict[str, Decision] = {}  # a deck -> the decision of its next card (one per deck)


@rule("draw")
class Draw(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["count"] <= 0:
            return None
        instead = g.state.markers.get(INSTEAD + f["deck"])  # (engine.steps ``draw_instead``)
        if instead is not None and not instead["waiting"]:
            g.set(f, "deck", instead["from"])
        deck = draws_from(g, f["deck"])
        refill(g, deck)
        if not g.state.decks[deck]:
            return None
        found = _DRAW_ASKS.get(f["deck"])
        if found is None:
            found = _DRAW_ASKS[f["deck"]] = Decision(CHANCE, "draw", f"the next card of the {f['deck']} deck")
        return found

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        """One action per distinct card in the deck, in deck order (only the known top card
        when someone looked at it)."""
        name = draws_from(g, f["deck"])
        top = known_top(g, name)
        if top is not None:
            return [DRAWS[base_id(top)]]
        deck = g.state.decks[name]
        key = ("draws", name)  # the deck last listed and its list
        last: _Listed | None = g.cache.get(key)
        if last is None or not last.now(deck, g.memo.get((STAMP, name)), g.memo.get((TAKEN, name))):
            last = g.cache[key] = _Listed(deck, _stamp(g, name))
        return list(last.draws.values())

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        card = take_next(g, f["deck"], str(a.args[0]))
        g.set(f, "count", f["count"] - 1)
        g.set(f, "drawn", [*f.get("drawn", []), card])
        if f["to"] == "player":
            character.receive(g, f["p"], card)
        else:
            character.place_on(g, f["space"], card)
        g.emit("drew", f["p"], card)
        hooks.run_about(base_id(card), points.DREW, g, f, card)  # Blood Moon: an Event flips the Time card
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
        if NEXT + deck in g.state.markers:
            _next_on_top(g, deck, top)
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


def _next_on_top(g: Game, deck: str, taken: str) -> None:
    """The known top card ``taken`` leaves: the next card of the known order is the top one."""
    markers = g.state.markers
    rest = [c for c in markers[NEXT + deck] if c != taken and c in g.state.decks[deck]]
    if not rest:
        g.journal.delete(markers, NEXT + deck)
        return
    g.set(markers, TOP + deck, rest[0])
    g.set(markers, NEXT + deck, rest[1:])  # (kept empty under the last: the order was chosen)


def known_order(g: Game, deck: str) -> list[str]:
    """The cards known to lie on top of ``deck``, the top one first."""
    top = known_top(g, deck)
    if top is None:
        return []
    cards = g.state.decks[deck]
    return [top, *(c for c in g.state.markers.get(NEXT + deck, ()) if c in cards)]


def put_on_top(g: Game, deck: str, card: str) -> None:
    """A card laid face down on top of ``deck``: the next draw from it brings that card (it is
    the known top card; a known top card before it lies known under it)."""
    under = known_order(g, deck)
    g.set(g.state.decks, deck, [*g.state.decks[deck], card])
    known_on_top(g, deck, card)
    if under:
        g.set(g.state.markers, NEXT + deck, under)
    elif NEXT + deck in g.state.markers:
        g.journal.delete(g.state.markers, NEXT + deck)


def known_on_top(g: Game, deck: str, card: str) -> None:
    """``card``, one of ``deck``'s, is its known top card: on top of any cards another deck lent
    it too (the Eyrie Vanguard's), so the next draw brings it first (``draws_from``)."""
    g.set(g.state.markers, TOP + deck, card)
    if lent_count(g, deck):
        lent = dict(g.state.markers[LENT])
        lent[deck] = {**lent[deck], "over": card}
        g.set(g.state.markers, LENT, lent)


def aside_key(p: int) -> str:
    """The markers key of the cards player ``p`` holds aside to put back in order."""
    return f"aside/reorder/{p}"


@rule("reorder")
class Reorder(Rule):
    """Player ``p`` takes the top ``count`` cards of ``deck`` (a chance outcome each, as a draw:
    the known ones first), then puts them back on top one by one in the order he chooses (the
    first put is the first drawn); the order becomes known (``NEXT``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["looked"] < f["count"]:
            refill(g, f["deck"])
            if g.state.decks[f["deck"]]:
                return Decision(CHANCE, "draw", f"the next card of the {f['deck']} deck")
            return None
        if len(Reorder.left(g, f)) > 1:
            return Decision(
                f["p"], "order", f"put the cards back on the {f['deck']} deck: the first put is drawn first"
            )
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if f["looked"] < f["count"]:
            return Draw.legal(g, f)  # (the known top card alone, while an order is known)
        return [act("choose", c) for c in dict.fromkeys(map(base_id, Reorder.left(g, f)))]

    @staticmethod
    def left(g: Game, f: Frame) -> list[str]:
        """The cards held aside (where they are counted) not yet put back in the order."""
        return [c for c in g.state.markers.get(aside_key(f["p"]), ()) if c not in f["order"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        key = aside_key(f["p"])
        aside = list(g.state.markers.get(key, ()))
        if f["looked"] < f["count"]:
            card = take_from_deck(g, f["deck"], str(a.args[0]))
            g.set(g.state.markers, key, [*aside, card])
            g.set(f, "looked", f["looked"] + 1)
            g.emit("looked_at", f["p"], card)
            return
        card = next(c for c in Reorder.left(g, f) if base_id(c) == str(a.args[0]))
        g.set(f, "order", [*f["order"], card])  # (still held aside until all are put back)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["looked"] < f["count"]:  # the deck and its pile ran out: no more to take
            g.set(f, "count", f["looked"])
            return
        g.pop()
        key = aside_key(f["p"])
        order = [*f["order"], *Reorder.left(g, f)]
        if key in g.state.markers:
            g.journal.delete(g.state.markers, key)
        if not order:
            return
        deck = f["deck"]
        under = known_order(g, deck)  # (cards known before: they lie under the ones put back)
        g.set(g.state.decks, deck, [*g.state.decks[deck], *order])
        g.set(g.state.markers, TOP + deck, order[0])
        g.set(g.state.markers, NEXT + deck, [*order[1:], *under])
        g.emit("puts_back_in_order", f["p"], deck, len(order))


def push_reorder(g: Game, p: int, deck: str, count: int) -> None:
    """Player ``p`` puts the top ``count`` cards of ``deck`` back in the order he chooses."""
    g.push({"kind": "reorder", "p": p, "deck": deck, "count": count, "looked": 0, "order": []})
