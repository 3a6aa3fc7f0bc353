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

The others are steps in the data: the Cyclops (a Follower or an Object picked at random), the
Prospector (``sell``), the Spellweaver (``search`` of the Spell deck), the Tracker
(``next_move`` to the Region's Enemies). The Astrologer is by hand (engine.handlers.highland.deck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import TOP, push_roll
from engine.frames import Frame, Rule, rule
from engine.movement import up_to_die
from engine.state import base_id
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
