"""Blood Moon cards that draw Adventure Cards only to pick among them (data
content/data/blood-moon/adventure/events.yaml and strangers.yaml):

- Twilight Forest at Night: roll 1 die, draw that many; the one picked is left on the space,
  the rest are discarded (by Day its ``time`` step brings the Night instead);
- Corpse Collector and The Phantom, as they are drawn: 8 cards are drawn; the Enemies (the
  Collector) or the Followers (the Phantom) go onto the card, the rest are discarded. On each
  visit one of them may be taken (an Enemy as a trophy, a Follower to follow); the card is
  discarded once it holds none;
- the Grave Robber's ``dig`` (hook ``meet``): at the Graveyard, instead of its instructions, 8
  cards are drawn; he may keep one Object among them, the rest are discarded; his ``ransack``
  (``before_space_draw``): each card of a space's draw may be the discard pile's top card
  instead (laid on the space and met like a card drawn; the Time Card turns only for cards
  drawn from the deck).

The cards drawn so are looked through, not met or revealed on the board: an Event among them
does not turn the Time Card and no "when drawn" rule of theirs runs (the cards say only to draw
and keep or discard; the core rules make an Event turn the card as it is met on a space). They
wait beside the board (``markers["aside/hoard/<card>"]``) while they are chosen from or lie on
the Collector or the Phantom, and do not count as cards on the space.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.chance import Draw, draws_from, push_roll, refill, take_next
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.places import card_space, discard_from
from engine.state import base_id
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TWILIGHT = "adventure/twilight-forest"
COLLECTOR, PHANTOM = "adventure/corpse-collector", "adventure/the-phantom"
HOARD_DRAW = 8  # cards the Collector and the Phantom draw
KEEPS = {COLLECTOR: "enemy", PHANTOM: "follower"}


def hoard_key(card: str) -> str:
    return f"aside/hoard/{card}"


def hoard(g: Game, card: str) -> list[str]:
    """The cards set aside for (or lying on) ``card``."""
    return list(g.state.markers.get(hoard_key(card), ()))


def _set_hoard(g: Game, card: str, cards: list[str]) -> None:
    if cards:
        g.set(g.state.markers, hoard_key(card), cards)
    elif hoard_key(card) in g.state.markers:
        g.journal.delete(g.state.markers, hoard_key(card))


def _kind(g: Game, card: str) -> str:
    comp = g.cat[base_id(card)]
    if not isinstance(comp, AdventureCard):
        return ""
    return "enemy" if comp.is_enemy else comp.type


@rule("draw_aside")
class DrawAside(Rule):
    """Draw ``count`` Adventure Cards beside the board for ``card`` (a chance decision each)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["count"] <= 0:
            return None
        deck = draws_from(g, "adventure")  # (another deck's cards may lie on top: The Highland's)
        refill(g, deck)
        if not g.state.decks[deck]:
            return None
        return Decision(CHANCE, "draw", "the next card of the adventure deck")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return Draw.legal(g, f)

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        card = take_next(g, "adventure", str(a.args[0]))
        g.set(f, "count", f["count"] - 1)
        _set_hoard(g, f["card"], [*hoard(g, f["card"]), card])
        g.emit("drew_aside", f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


def draw_aside(g: Game, p: int, card: str, count: int) -> None:
    g.push({"kind": "draw_aside", "deck": "adventure", "p": p, "card": card, "count": count})


# --- Twilight Forest -----------------------------------------------------------------------------


@handles(TWILIGHT)
def _twilight(g: Game, p: int, source: str) -> None:
    """At Night (the data's ``if_time`` branch): a die's count of cards, one kept on the space."""
    g.push({"kind": "twilight", "p": p, "card": source, "space": g.state.players[p].position})


@rule("twilight")
class Twilight(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f.get("stage") != "keep" or not hoard(g, f["card"]):
            return None
        return Decision(f["p"], "take", "Twilight Forest: the card to leave on this space")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("take", c) for c in dict.fromkeys(hoard(g, f["card"]))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        kept = str(a.args[0])
        g.pop()
        drawn = hoard(g, f["card"])
        _set_hoard(g, f["card"], [])
        for card in drawn:
            if card == kept:
                character.place_on(g, f["space"], card)
                g.emit("card_moved", card, f["space"])
            else:
                character.return_card(g, card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="Twilight Forest: how many cards to draw")
        elif f.get("stage") != "keep":
            g.set(f, "stage", "keep")
            draw_aside(g, f["p"], f["card"], f["got"][0])
        else:
            g.pop()  # the deck was empty: nothing drawn


# --- the Corpse Collector and the Phantom ----------------------------------------------------------


@hooks.on(points.DREW, about=tuple(KEEPS))
def _hoarders_drawn(g: Game, f: Frame, card: str) -> None:
    if f["deck"] == "adventure" and f["to"] == "space" and base_id(card) in KEEPS:
        g.push({"kind": "hoard", "p": f["p"], "card": card})
        draw_aside(g, f["p"], card, HOARD_DRAW)


@rule("hoard")
class Hoard(Rule):
    """The 8 cards drawn: the kind the card keeps stays on it, the rest are discarded."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        keeps = KEEPS[base_id(f["card"])]
        drawn = hoard(g, f["card"])
        kept = [c for c in drawn if _kind(g, c) == keeps]
        for card in drawn:
            if card not in kept:
                character.return_card(g, card)
        _set_hoard(g, f["card"], kept)
        if not kept:
            _empty(g, f["card"])


def _empty(g: Game, card: str) -> None:
    """Holding nothing, the Collector or the Phantom is discarded."""
    here = card_space(g, card)
    if here is not None:
        discard_from(g, here, card)


@handles(COLLECTOR)
@handles(PHANTOM)
def _visit(g: Game, p: int, source: str) -> None:
    if hoard(g, source):
        g.push({"kind": "hoard_take", "p": p, "card": source})
    else:  # laid on the space without being drawn (the Twilight Forest's pick): nothing on it
        _empty(g, source)


@rule("hoard_take")
class HoardTake(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.cat[base_id(f["card"])].name
        return Decision(f["p"], "take", f"take one card from the {name}, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *(act("take", c) for c in dict.fromkeys(hoard(g, f["card"])))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb != "take":
            return
        card = str(a.args[0])
        left = hoard(g, f["card"])
        left.remove(card)
        _set_hoard(g, f["card"], left)
        character.receive(g, f["p"], card)
        if not left:
            _empty(g, f["card"])


@hooks.on(points.END_OF_TURN, marked=("aside/hoard/",))
def _hoards_follow(g: Game, p: int) -> None:
    """A Collector or Phantom discarded some other way (a fire, a volcano) this turn: the cards
    on it go to the discard pile after it."""
    for key in [k for k in g.state.markers if k.startswith("aside/hoard/")]:
        card = key.removeprefix("aside/hoard/")
        if base_id(card) in KEEPS and card_space(g, card) is None:
            for other in hoard(g, card):
                character.return_card(g, other)
            _set_hoard(g, card, [])


# --- the Grave Robber's dig ----------------------------------------------------------------------------

GRAVEYARD = "space/outer/graveyard"
DIG_DRAW = 8  # the deck's top cards searched


@hooks.on(points.MEET, abilities=("dig",))
def _dig_offer(g: Game, p: int, what: str, space: str) -> bool:
    """At the Graveyard the Grave Robber may dig instead of the space's own instructions."""
    from engine.encounters import has_ability

    if what != GRAVEYARD or space != GRAVEYARD or not has_ability(g, p, "dig"):
        return False
    declined = f"dig/declined/{p}"
    if g.state.markers.get(declined):
        g.journal.delete(g.state.markers, declined)  # the visit goes on as usual
        return False
    g.push({"kind": "dig", "p": p, "card": f"dig/{p}"})
    return True


@rule("dig")
class Dig(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if "stage" not in f:
            return Decision(f["p"], "dig", "dig through the deck's top 8 cards, or visit the Graveyard")
        if f["stage"] == "pick" and Dig.legal(g, f)[1:]:
            return Decision(f["p"], "take", "take one Object found, or pass")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if "stage" not in f:
            return [act("use", "dig"), act("pass")]
        found = [c for c in hoard(g, f["card"]) if _kind(g, c) in ("object", "magic-object")]
        return [act("pass"), *(act("take", c) for c in dict.fromkeys(found))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        from engine.cards import meet_space

        p = f["p"]
        if "stage" not in f and a.verb == "pass":
            g.pop()
            g.set(g.state.markers, f"dig/declined/{p}", True)
            meet_space(g, p, GRAVEYARD)
        elif "stage" not in f:
            g.set(f, "stage", "pick")
            g.emit("ability", p, "dig")
            draw_aside(g, p, f["card"], DIG_DRAW)
        else:
            Dig.finish(g, f, str(a.args[0]) if a.verb == "take" else None)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        Dig.finish(g, f, None)  # no Object among them

    @staticmethod
    def finish(g: Game, f: Frame, kept: str | None) -> None:
        g.pop()
        found = hoard(g, f["card"])
        _set_hoard(g, f["card"], [])
        for card in found:
            if card == kept:
                character.receive(g, f["p"], card)
            else:
                character.return_card(g, card)


# --- the Grave Robber's ransack ------------------------------------------------------------------------


@hooks.on(points.BEFORE_SPACE_DRAW, abilities=("ransack",))
def _ransack_offer(g: Game, f: Frame) -> bool:
    """Before each card of a space's draw, the Grave Robber may take the discard pile's top
    Adventure Card instead (asked once per card)."""
    from engine.encounters import has_ability

    p = f["p"]
    pile = g.state.discards.get("adventure", ())
    if not pile or f.get("ransack_asked") == f["drawn"] or not has_ability(g, p, "ransack"):
        return False
    g.set(f, "ransack_asked", f["drawn"])
    g.push({"kind": "ransack", "p": p, "at": len(g.state.stack) - 1})
    return True


@rule("ransack")
class Ransack(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        pile = g.state.discards.get("adventure", ())
        if not pile:
            return None
        name = g.cat[base_id(pile[-1])].name
        return Decision(f["p"], "ransack", f"take the {name} from the discard pile instead of drawing?")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("use", "ransack"), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb != "use":
            return
        draw = g.state.stack[f["at"]]
        pile = g.state.discards["adventure"]
        card = pile[-1]
        g.set(g.state.discards, "adventure", pile[:-1])
        character.place_on(g, draw["space"], card)
        g.set(draw, "drawn", draw["drawn"] + 1)
        g.emit("ability", f["p"], "ransack")
        g.emit("card_moved", card, draw["space"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()  # the pile emptied meanwhile: the draw goes on
