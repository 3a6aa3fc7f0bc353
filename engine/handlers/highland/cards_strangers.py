"""The Highland deck's Strangers whose rules the effect steps cannot say (the Highland deck's
card texts).

- Sage Owl: on the character's next turn his move may stop short, at any count from 1 up to
  the die (as the Dungeon's Clockwork Owl lets its holder: ``movement.up_to_die``).
- Highland Hermit: drawn, he goes to the space a die names (1 the Cursed Glade, 2 the Ruined
  Mine, 3 the Mountain Pass, 4 the Glacier, 5 the Crags, 6 the Waterfall) and waits there; the
  first character to meet him there takes a Talisman, if one is left, and he is discarded.
- Guru: a character whose Craft leaves room for a Spell picks any one Spell of the Spell discard
  pile; the discard pile is then shuffled into the Spell deck and the Guru leaves. A character
  without room gets nothing, and the Guru stays for the next.
- Astrologer (she stays): 3 cards drawn from the deck the space draws from (in the Highland the
  Highland deck, on the main board the Adventure deck: digital rulebook, drawing cards in an
  expansion Region), one kept aside and the others discarded. The card kept is in no hand and on
  no space (``aside/astrologer/<player>``, counted with the cards set aside); as any character's
  turn begins its player may lay it on top of its own deck (the deck its id names), where it is
  the next card drawn. A character killed loses it to its discard pile, as everything he had.
  (Laid on cards of another deck lying there, the Eyrie Vanguard's, it is drawn before them:
  ``chance.known_on_top``.)

The others are steps in the data: the Cyclops (a Follower or an Object picked at random), the
Prospector (``sell``), the Spellweaver (``search`` of the Spell deck), the Tracker
(``next_move`` to the Region's Enemies).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import TOP, push_roll, put_on_top
from engine.frames import FRAME_WORDS, Frame, Namer, Rule, rule
from engine.movement import up_to_die
from engine.state import base_id, deck_of_card
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

UP_TO = "up-to/"  # a player's marker: "next" (met this turn), "now" (his next turn's move)
HERMIT = "highland/highland-hermit"
HERMIT_WAITS = "hermit/"  # a Hermit card's marker: he waits on the space his die named
HERMIT_SPACES = {
    1: "space/middle/cursed-glade",
    2: "space/highland/ruined-mine",
    3: "space/highland/mountain-pass",
    4: "space/highland/glacier",
    5: "space/outer/crags",
    6: "space/highland/waterfall",
}


# --- Sage Owl ---------------------------------------------------------------------------------


@handles("highland/sage-owl")
def _sage_owl(g: Game, p: int, source: str) -> None:
    g.set(g.state.markers, f"{UP_TO}{p}", "next")
    g.emit("next_move", p, "card")


@hooks.on(points.END_OF_TURN, marked=(UP_TO,))
def _owl_turns(g: Game, p: int) -> None:
    key = f"{UP_TO}{p}"
    now = g.state.markers.get(key)
    if now == "next":
        g.set(g.state.markers, key, "now")
    elif now == "now":
        g.journal.delete(g.state.markers, key)


@hooks.on(points.MOVE_REACH, marked=(UP_TO,))
def _stop_short(g: Game, f: Frame, found: dict[str, str | None]) -> dict[str, str | None]:
    return up_to_die(g, f, found) if g.state.markers.get(f"{UP_TO}{f['p']}") == "now" else found


# --- Highland Hermit --------------------------------------------------------------------------


@handles(HERMIT)
def _hermit(g: Game, p: int, source: str) -> None:
    key = HERMIT_WAITS + source
    if key in g.state.markers:  # his first visitor there
        g.journal.delete(g.state.markers, key)
        push_steps(g, p, [{"take": "talisman/talisman"}, {"discard": "self"}], source)
        return
    g.push({"kind": "hermit_goes", "p": p, "card": source})
    push_roll(g, p, 1, "got", fate=False, why="where the Hermit goes")


@rule("hermit_goes")
class HermitGoes(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        card, to = f["card"], HERMIT_SPACES[f["got"][0]]
        where = next((s for s, on in g.state.board.items() if card in on), None)
        if where is None or to not in g.spaces:
            return  # (taken off the board meanwhile, or a space of a board not in play)
        if where != to:
            character.remove_from_space(g, where, card)
            character.place_on(g, to, card)
            g.emit("card_moved", card, to)
        g.set(g.state.markers, HERMIT_WAITS + card, to)


@hooks.on(points.CARD_RETURNED, marked=(HERMIT_WAITS,))
def _hermit_gone(g: Game, card: str) -> None:
    if HERMIT_WAITS + card in g.state.markers:
        g.journal.delete(g.state.markers, HERMIT_WAITS + card)


# --- Guru -------------------------------------------------------------------------------------


@handles("highland/guru")
def _guru(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    room = not ch.is_toad and len(ch.spells) < character.spell_limit(g, ch)
    if room and g.state.discards.get("spell"):
        g.push({"kind": "guru", "p": p, "card": source})


@rule("guru")
class Guru(Rule):
    """Pick a Spell of the discard pile; then the pile is shuffled into the deck and he goes."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "guru", "take a Spell from the discard pile")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        first: dict[str, str] = {}
        for card in g.state.discards.get("spell", ()):
            first.setdefault(base_id(card), card)
        return [act("take", c) for c in first.values()]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card = str(a.args[0])
        pile = g.state.discards["spell"]
        g.set(g.state.discards, "spell", tuple(c for c in pile if c != card))
        character.receive(g, f["p"], card)
        g.set(g.state.decks, "spell", [*g.state.decks["spell"], *g.state.discards["spell"]])
        g.set(g.state.discards, "spell", ())
        if TOP + "spell" in g.state.markers:  # shuffled: nobody knows the top card now
            g.journal.delete(g.state.markers, TOP + "spell")
        g.emit("reshuffle", "spell")
        push_steps(g, f["p"], [{"discard": "self"}], f["card"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Astrologer -------------------------------------------------------------------------------

ASTROLOGER = "highland/astrologer"
ASIDE = "aside/astrologer/"  # a player's marker: the cards he keeps aside, in the order kept


def aside_key(p: int) -> str:
    return f"{ASIDE}{p}"


@handles(ASTROLOGER)
def _astrologer(g: Game, p: int, source: str) -> None:
    space = g.state.players[p].position
    deck = g.board.deck_of.get(space, "adventure")  # "Adventure Cards": the region's own deck
    g.push({"kind": "astrologer", "p": p, "space": space})
    g.push({"kind": "draw", "deck": deck, "count": 3, "to": "space", "p": p, "space": space, "into": "found"})


def _found(g: Game, f: Frame) -> list[str]:
    """The cards drawn for the Astrologer still lying on the space."""
    here = g.state.board.get(f["space"], ())
    return [c for c in f.get("found", ()) if c in here]


@rule("astrologer")
class Astrologer(Rule):
    """One card of those drawn is kept aside (one alone is kept at once); the others are discarded."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if len(_found(g, f)) < 2:
            return None
        return Decision(
            f["p"], "astrologer", "Astrologer: keep one of the cards drawn aside; the others are discarded"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("take", c) for c in _found(g, f)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        _keep_aside(g, f, str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        found = _found(g, f)
        if found:  # one card alone (the deck and its pile ran short): it is the one kept
            _keep_aside(g, f, found[0])
        else:
            g.pop()


def _keep_aside(g: Game, f: Frame, card: str) -> None:
    g.pop()
    p, space = f["p"], f["space"]
    character.remove_from_space(g, space, card)
    g.set(g.state.markers, aside_key(p), [*g.state.markers.get(aside_key(p), ()), card])
    g.emit("keeps_aside", p, card)
    for other in _found(g, f):
        character.remove_from_space(g, space, other)
        character.return_card(g, other)


@hooks.on(points.TURN_BEGINS, marked=(ASIDE,))
def _astrologer_offer(g: Game, p: int) -> None:
    """As a turn begins, each player keeping a card aside may lay it on its deck: the player
    whose turn it is first, then the others in the order of play."""
    players = g.state.players
    order = [(p + i) % len(players) for i in range(len(players))]
    for q in reversed(order):  # (pushed last, asked first)
        ch = players[q]
        if g.state.markers.get(aside_key(q)) and ch.alive and not ch.out:
            g.push({"kind": "astrologer_back", "p": q})


@rule("astrologer_back")
class AstrologerBack(Rule):
    """Lay a card kept aside on top of its deck, or keep it for a later turn."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.markers.get(aside_key(f["p"])):
            return None
        return Decision(
            f["p"], "put_back", "Astrologer: lay the card kept aside on top of its deck now, or keep it"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        cards = g.state.markers.get(aside_key(f["p"]), ())
        return [*(act("use", ASTROLOGER, c) for c in dict.fromkeys(cards)), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if a.verb == "pass":
            g.pop()
            return
        card = str(a.args[1])
        left = list(g.state.markers[aside_key(p)])
        left.remove(card)
        if left:
            g.set(g.state.markers, aside_key(p), left)
        else:
            g.journal.delete(g.state.markers, aside_key(p))
        put_on_top(g, deck_of_card(card), card)
        g.emit("puts_back_on_top", p, card, deck_of_card(card))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@hooks.on(points.DYING, marked=(ASIDE,))
def _astrologer_card_lost(g: Game, p: int) -> None:
    """A character killed loses what he had: the card kept aside goes to its discard pile."""
    cards = g.state.markers.get(aside_key(p))
    if not cards:
        return
    g.journal.delete(g.state.markers, aside_key(p))
    for card in cards:
        character.return_card(g, card)


def _kept_words(w: Namer, top: Mapping[str, Any], a: Action) -> str:
    return f"Keep {w.name(str(a.args[0]))} aside (the others are discarded)"


def _back_words(w: Namer, top: Mapping[str, Any], a: Action) -> str:
    if a.verb == "pass":
        return "Keep the card aside for now"
    card = str(a.args[1])
    return f"Lay {w.name(card)} on top of the {deck_of_card(card).title()} deck"


FRAME_WORDS[("astrologer", "take")] = _kept_words
FRAME_WORDS[("astrologer_back", "use")] = _back_words
FRAME_WORDS[("astrologer_back", "pass")] = _back_words
