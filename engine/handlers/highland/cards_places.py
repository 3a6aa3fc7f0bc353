"""The Highland deck's Places (content/data/highland/decks/highland.yaml, type place): what their
steps cannot say. Their rules: the cards' texts in the data (our words). (The Rock Face is its
data's steps: a ``test`` of 2 dice below Strength and Craft added together.)

- Pool of Fortitude, Stream of Knowledge, Well of Life: 2 counters of the card's gift and 2 lives
  lie on the card from when it is turned up; once a visit the character may take one (from the
  stock); the last one taken discards the card. What is left is kept in the state's markers
  (``counters/<card>``: kind -> counters left; absent: the full card), so saves, undo and replays
  keep it; a card discarded by other means starts full again.
- Narrow Path: after his own die (the data's roll), one die for each Follower: 1 or 2 kills it.
- Icy Path: 2-3 slide 3 spaces anticlockwise, 4-5 clockwise, and the new space is met; on a ring
  (the Outer or Middle Region) round it, on a track (a Region beside the board) backwards towards
  the entrance or on towards the final space, stopping at the end (our reading: a track has no
  clock); 6 another turn straight after this one.
- Eagle's Nest: met where it was drawn, it moves to the Mountain Pass; met there (the first to
  visit, or the one who drew it there), the character takes a Talisman if any is left and the Nest
  is discarded.
- Gong of War: the character may call any other living character from anywhere onto this space
  and attack them there (battle, or psychic combat with an ability that allows it); the Gong is
  then discarded.
- Rune Gate: the Rune Gates' shared rule (engine.handlers.core.rune_gates): on the next turn, in
  place of the move, through to any other face-up Rune Gate or any Runes space; used, discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, encounters, hooks, points
from engine.cards import handles
from engine.chance import push_roll, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core import rune_gates
from engine.handlers.core.space_tools import clear_marker, ring
from engine.movement import barred
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

PASS = "space/highland/mountain-pass"
TALISMAN = "talisman/talisman"
COUNTERS = "counters/"  # markers: COUNTERS + card -> {kind: counters left}
EACH = 2  # counters of each kind on a drinking place when it is turned up
DRINKS = {  # a drinking place -> the two kinds of counter on it
    "highland/pool-of-fortitude": ("strength", "lives"),
    "highland/stream-of-knowledge": ("craft", "lives"),
    "highland/well-of-life": ("fate", "lives"),
}
SLIDE = 3  # the Icy Path's slide

cards.PLAYED.update(
    {
        "highland/icy-path": "highland places: its roll's rows (icy-path/...)",
        "highland/narrow-path": "highland places: its Followers' dice (after the data's roll)",
    }
)


def _off_the_board(g: Game, p: int, card: str) -> None:
    """The Place is done with: off its space, to its discard pile."""
    for space, on in list(g.state.board.items()):
        if card in on:
            character.remove_from_space(g, space, card)
            character.return_card(g, card)
    g.emit("discard", p, card)


def _space_of(g: Game, card: str) -> str | None:
    return next((s for s, on in g.state.board.items() if card in on), None)


# --- the drinking places ---------------------------------------------------------------------


def left_on(g: Game, card: str) -> dict[str, int]:
    """The counters still on a drinking place, by kind."""
    found = g.state.markers.get(COUNTERS + card)
    return dict(found) if found else dict.fromkeys(DRINKS[base_id(card)], EACH)


def _drink(g: Game, p: int, source: str) -> None:
    g.push({"kind": "drink", "p": p, "card": source})


for _place in DRINKS:
    handles(_place)(_drink)


@rule("drink")
class Drink(Rule):
    """``take <kind>``: one counter of the card (once a visit), or ``pass``."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name, card = g.state.players[f["p"]].name, g.cat[base_id(f["card"])].name
        return Decision(f["p"], "drink", f"{name}: drink at the {card} (take a counter), or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [*(act("take", k) for k, n in left_on(g, f["card"]).items() if n > 0), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "pass":
            return
        p, card, kind = f["p"], f["card"], str(a.args[0])
        left = left_on(g, card)
        left[kind] -= character.gain(g, p, kind, 1)
        if sum(left.values()) > 0:
            g.set(g.state.markers, COUNTERS + card, left)
            return
        clear_marker(g, COUNTERS + card)
        _off_the_board(g, p, card)


@hooks.on(points.CARD_RETURNED, marked=(COUNTERS,))
def _full_again(g: Game, card: str) -> None:
    """A drinking place discarded by other means comes back full when it is turned up again."""
    if base_id(card) in DRINKS:
        clear_marker(g, COUNTERS + card)


# --- the Narrow Path -----------------------------------------------------------------------


@handles("highland/narrow-path")
def _narrow_path(g: Game, p: int, source: str) -> None:
    followers = list(g.state.players[p].followers)
    if followers:
        g.push({"kind": "narrow_path", "p": p, "left": followers})


@rule("narrow_path")
class NarrowPath(Rule):
    """One die a Follower, in turn: 1 or 2 kills it."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        if "got" in f:
            follower = f["left"][0]
            if f["got"][0] <= 2 and follower in g.state.players[p].followers:
                character.discard(g, p, follower)
            g.set(f, "left", f["left"][1:])
            g.journal.delete(f, "got")
        if not f["left"] or not g.state.players[p].alive:
            g.pop()
            return
        name = g.cat[base_id(f["left"][0])].name
        push_roll(g, p, 1, "got", fate=True, why=f"the {name} on the Narrow Path")


# --- the Icy Path ------------------------------------------------------------------------------


def _slide(g: Game, p: int, way: int) -> None:
    here = g.state.players[p].position
    region = g.board.of[here]
    order = ring(g, region.slug)
    at = order.index(here)
    if region.drawn == "ring":
        dest = order[(at + way * SLIDE) % len(order)]
    else:
        dest = order[max(0, min(len(order) - 1, at + way * SLIDE))]
    if dest in barred(g):
        g.emit("barred_stay", p, dest)
    elif dest != here:
        encounters.relocate(g, p, dest)


@handles("highland/icy-path/anticlockwise")
def _icy_back(g: Game, p: int, source: str) -> None:
    _slide(g, p, -1)


@handles("highland/icy-path/clockwise")
def _icy_on(g: Game, p: int, source: str) -> None:
    _slide(g, p, 1)


@handles("highland/icy-path/again")
def _icy_again(g: Game, p: int, source: str) -> None:
    key = f"extra-turns/{p}"  # (engine.spells.next_player: he plays again)
    g.set(g.state.markers, key, g.state.markers.get(key, 0) + 1)
    g.emit("extra_turn", p, "Icy Path")


# --- the Eagle's Nest --------------------------------------------------------------------------


@handles("highland/eagles-nest")
def _eagles_nest(g: Game, p: int, source: str) -> None:
    if _space_of(g, source) != PASS:
        character.remove_from_space(g, _space_of(g, source) or PASS, source)
        character.place_on(g, PASS, source)
        g.emit("placed", source, PASS)
        return
    if TALISMAN in map(base_id, g.state.decks.get("talisman", ())):
        character.receive(g, p, take_from_deck(g, "talisman", TALISMAN))
        _off_the_board(g, p, source)
    else:
        g.emit("none_left", TALISMAN)


# --- the Gong of War ---------------------------------------------------------------------------


@handles("highland/gong-of-war")
def _gong(g: Game, p: int, source: str) -> None:
    if any(c.alive and c.player != p for c in g.state.players):
        g.push({"kind": "gong", "p": p, "card": source})


@rule("gong")
class Gong(Rule):
    """``encounter <character> [psychic]``: called here and attacked; or ``pass``."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "gong", f"{name}: strike the Gong of War to call a character here, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        p = f["p"]
        others = [c.character for c in g.state.players if c.alive and c.player != p]
        out = [act("encounter", c) for c in others]
        if encounters.has_ability(g, p, "psychic-attack"):
            out += [act("encounter", c, "psychic") for c in others]
        return [*out, act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "pass":
            return
        p = f["p"]
        here = g.state.players[p].position
        foe = next(c for c in g.state.players if c.character == a.args[0])
        _off_the_board(g, p, f["card"])
        if foe.position != here:
            g.set(foe, "position", here)
            g.emit("moved", foe.player, here)
        stat = "craft" if a.args[1:] == ("psychic",) else "strength"
        g.push({"kind": "battle", "p": p, "stat": stat, "opponent": foe.player, "stage": "defend"})


# --- the Rune Gate: the Rune Gates' shared rule -------------------------------------------------

cards.HANDLERS["highland/rune-gate"] = rune_gates.met
