"""The Highland deck's Events that reach beyond the drawer's own counters (the Highland deck's
card texts; "clockwise" along the Region: engine.handlers.highland.paths).

- Ambush: the nearest face-up Enemy of the drawer's Region (counted in spaces along the board,
  not through other Regions) comes to his space and he meets it; of several as near he picks
  one. With none in the Region (his own space aside) he draws 1 card instead.
- Avalanche (on 2-6) and Tumbling Boulder (on 2-6): the card slides 3 (6) spaces anticlockwise;
  every character on each space it enters misses his next turn (loses 1 life), and every card
  lying there is discarded. The card itself is then discarded.
- Volcanic Eruption: 1 die for each other face-up Adventure card of the Region, one after the
  other in board order; on 1-3 that card is discarded.
- Eyrie Vanguard (the Highland deck's, and the Adventure deck's copies): the top 3 cards of the
  Highland deck go, unseen, onto the Adventure deck: its next 3 draws are cards of the Highland
  deck, which nobody knows till they are drawn (engine.chance, ``lend``).

The other Events are steps in the data (Blizzard, the core Blizzard's rule; Electrical Storm,
Hidden Chasm, Highland Raiders, Rumour of Riches, Ymir's Glow).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character
from engine.cards import handles
from engine.chance import lend, lent_count, push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.highland.paths import walked
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

AVALANCHE_SPACES, BOULDER_SPACES = 3, 6
VANGUARD = 3  # cards moved from the Highland deck onto the Adventure deck
HIGHLAND_DECK, ADVENTURE_DECK = "highland", "adventure"
SWEPT_UP_TO = 3  # the Eruption: a die of 1-3 sweeps the card away


def _is_enemy(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    return isinstance(comp, AdventureCard) and comp.is_enemy


def _discard_lying(g: Game, space: str, card: str) -> None:
    character.remove_from_space(g, space, card)
    character.return_card(g, card)
    g.emit("discarded", card)


# --- Ambush -----------------------------------------------------------------------------------


def _nearest_enemies(g: Game, space: str) -> list[str]:
    """The face-up Enemy cards of ``space``'s Region nearest to it (not on it), by spaces."""
    region = g.spaces[space].region
    seen, ring = {space}, [space]
    while ring:
        onward = []
        for here in ring:
            for there in g.spaces[here].neighbours:
                if there not in seen and there in g.spaces and g.spaces[there].region == region:
                    seen.add(there)
                    onward.append(there)
        found = [c for s in onward for c in g.state.board.get(s, ()) if _is_enemy(g, c)]
        if found:
            return found
        ring = onward
    return []


@handles("highland/ambush")
def _ambush(g: Game, p: int, source: str) -> None:
    space = g.state.players[p].position
    found = _nearest_enemies(g, space)
    if not found:
        push_steps(g, p, [{"draw": {"deck": "adventure", "count": 1}}], source)
    elif len(found) == 1:
        _ambushed(g, p, space, found[0])
    else:
        g.push({"kind": "ambush", "p": p, "space": space, "enemies": found})


def _ambushed(g: Game, p: int, space: str, card: str) -> None:
    """The Enemy comes to ``space`` and is met there (as a card just drawn)."""
    where = next(s for s, on in g.state.board.items() if card in on)
    character.remove_from_space(g, where, card)
    character.place_on(g, space, card)
    g.emit("card_moved", card, space)
    g.push({"kind": "encounter", "p": p, "space": space, "stage": "order", "only_new": True, "new": [card]})


@rule("ambush")
class Ambush(Rule):
    """Of the Enemies as near as each other, the drawer picks the one that comes."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "ambush", "pick the Enemy that comes to your space")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        lying = {c for on in g.state.board.values() for c in on}
        return [act("take", c) for c in f["enemies"] if c in lying]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        _ambushed(g, f["p"], f["space"], str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Avalanche, Tumbling Boulder --------------------------------------------------------------


def _slide(g: Game, source: str, steps: int, *, lost: str) -> None:
    """The card slides ``steps`` spaces anticlockwise from where it lies: on each space it
    enters, every character misses his next turn (``lost="turn"``) or loses a life (``"life"``),
    and every card lying there is discarded."""
    start = next((s for s, on in g.state.board.items() if source in on), None)
    if start is None:
        return
    for space in walked(g, start, -steps):
        for ch in g.state.players:
            if ch.alive and ch.position == space:
                if lost == "turn":
                    g.set(ch, "missed_turns", ch.missed_turns + 1)
                    g.emit("misses_next_turn", ch.player, source)
                else:
                    character.lose_life(g, ch.player, 1, source)
        for card in list(g.state.board.get(space, ())):
            _discard_lying(g, space, card)


@handles("highland/avalanche")
def _avalanche(g: Game, p: int, source: str) -> None:
    _slide(g, source, AVALANCHE_SPACES, lost="turn")


@handles("highland/tumbling-boulder")
def _tumbling_boulder(g: Game, p: int, source: str) -> None:
    _slide(g, source, BOULDER_SPACES, lost="life")


# --- Volcanic Eruption ------------------------------------------------------------------------


@handles("highland/volcanic-eruption")
def _eruption(g: Game, p: int, source: str) -> None:
    region = g.spaces[g.state.players[p].position].region
    lying = [
        (s.id, c)
        for s in g.board.region(region)
        for c in g.state.board.get(s.id, ())
        if c != source and isinstance(g.cat[base_id(c)], AdventureCard)
    ]
    if lying:
        g.push({"kind": "eruption", "p": p, "cards": [list(x) for x in lying]})


@rule("eruption")
class Eruption(Rule):
    """A die for each card in turn: 1-3 sweeps it to the discard pile."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" in f:
            space, card = f["cards"][0]
            if f["got"][0] <= SWEPT_UP_TO and card in g.state.board.get(space, ()):
                _discard_lying(g, space, card)
            g.set(f, "cards", f["cards"][1:])
            g.journal.delete(f, "got")
        if not f["cards"]:
            g.pop()
            return
        push_roll(g, f["p"], 1, "got", fate=False, why="the lava reaching a card")


# --- Eyrie Vanguard ---------------------------------------------------------------------------


@handles("highland/eyrie-vanguard")
@handles("adventure/eyrie-vanguard")
def _eyrie_vanguard(g: Game, p: int, source: str) -> None:
    have = len(g.state.decks.get(HIGHLAND_DECK, ())) + len(g.state.discards.get(HIGHLAND_DECK, ()))
    n = min(VANGUARD, have - lent_count(g, ADVENTURE_DECK))  # (those lent already lie there)
    if n > 0:
        lend(g, ADVENTURE_DECK, HIGHLAND_DECK, n)
        g.emit("cards_lent", HIGHLAND_DECK, ADVENTURE_DECK, n)
