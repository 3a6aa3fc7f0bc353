"""Two Blood Moon cards that look at the Adventure deck's top card (data
content/data/blood-moon/adventure/followers.yaml and strangers.yaml).

The engine keeps no order in a deck, so a look is a chance decision like a draw (``look``
frame: the table says which card is on top; chance picks one in simulation) that takes nothing
from the deck: the card becomes the deck's known top card (engine/chance.py, ``known_top``),
the only card the next draw from that deck can bring.

- Fortune Teller (``turn_begins``): as each of its holder's turns starts, they may look;
- Lantern Sprite (met on its space, where it stays): a look, then the card is laid face down
  before a character its finder picks (set aside: ``aside/sprite/<player>``), out of the deck
  until that character's next turn starts, when it goes back on top (known again).
"""

from __future__ import annotations

from operator import indexOf
from typing import TYPE_CHECKING

from engine import hooks, points
from engine.cards import handles
from engine.chance import TOP, Draw, draws_from, known_on_top, known_top, lend, refill, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.items import holding
from engine.state import base_id, deck_of_card
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TELLER, SPRITE = "adventure/fortune-teller", "adventure/lantern-sprite"


def look(g: Game, p: int, why: str, *, then: str = "") -> None:
    """Player ``p`` looks at the top Adventure Card (``then``: what the card does next)."""
    g.push({"kind": "look", "deck": "adventure", "p": p, "why": why, "then": then})


def sprite_key(p: int) -> str:
    return f"aside/sprite/{p}"


@rule("look")
class Look(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "seen" in f:
            return None
        deck = draws_from(g, f["deck"])  # (another deck's cards may lie on top: The Highland's)
        refill(g, deck)
        if not g.state.decks[deck]:
            return None
        return Decision(CHANCE, "draw", f"the top card of the {f['deck']} deck ({f['why']}); it stays there")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return Draw.legal(g, f)  # the known top card alone, once someone looked

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        name = draws_from(g, f["deck"])  # the deck the top card belongs to
        deck = g.state.decks[name]
        card = known_top(g, name) or deck[indexOf(map(base_id, deck), str(a.args[0]))]
        g.set(g.state.markers, TOP + name, card)
        g.set(f, "seen", card)
        g.emit("looked_at", f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if f["then"] == "sprite" and "seen" in f:
            g.push({"kind": "lantern_sprite", "p": f["p"], "card": f["seen"]})


# --- Lantern Sprite ------------------------------------------------------------------------------


@handles(SPRITE)
def _sprite(g: Game, p: int, source: str) -> None:
    look(g, p, "the Lantern Sprite", then="sprite")


@rule("lantern_sprite")
class LanternSprite(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "give", "Lantern Sprite: lay the card face down before a character")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("use", SPRITE, c.character) for c in g.state.players if c.alive and not c.out]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        q = next(c.player for c in g.state.players if c.character == a.args[1])
        name = deck_of_card(f["card"])
        card = take_from_deck(g, name, f["card"])
        if name != "adventure":  # another deck's card that lay on top: one fewer lies there
            lend(g, "adventure", name, -1)
        g.set(g.state.markers, sprite_key(q), [*g.state.markers.get(sprite_key(q), ()), card])
        g.emit("keeps_face_down", q, card)


@hooks.on(points.TURN_BEGINS, marked=("aside/sprite/",))
def _sprite_card_back(g: Game, p: int) -> None:
    """The cards laid before ``p`` go back on top of the deck; the last one is the top card."""
    laid = g.state.markers.get(sprite_key(p))
    if not laid:
        return
    g.journal.delete(g.state.markers, sprite_key(p))
    for card in laid:  # each back on top, the last laid the top card
        name = deck_of_card(card)
        g.set(g.state.decks, name, [*g.state.decks[name], card])
        if name != "adventure":  # another deck's card: it lies on the Adventure deck again
            lend(g, "adventure", name, 1)
    known_on_top(g, deck_of_card(laid[-1]), laid[-1])
    g.emit("puts_back_on_top", p, laid[-1])


# --- Fortune Teller ------------------------------------------------------------------------------


@hooks.on(points.TURN_BEGINS, held=(TELLER,))
def _teller_offer(g: Game, p: int) -> None:
    if g.state.players[p].alive and holding(g, p, TELLER) is not None:
        g.push({"kind": "fortune_teller", "p": p})


@rule("fortune_teller")
class FortuneTeller(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        cards = g.state.decks["adventure"] or g.state.discards["adventure"]
        if holding(g, f["p"], TELLER) is None or not cards:
            return None
        return Decision(f["p"], "look", "Fortune Teller: look at the top Adventure Card, or not")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("use", TELLER), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            look(g, f["p"], "the Fortune Teller")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


handles(TELLER)(lambda g, p, source: None)  # a Follower: the hooks above are its rule
