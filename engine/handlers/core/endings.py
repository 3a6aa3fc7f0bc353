"""Alternative Ending cards as a setup option (``Setup.options["ending"]``; the expansion
rulesheets' "Alternative Ending Cards" and the digital rulebook's "Physical Setup" step 4), for
every box that has some (its ``endings.yaml``): the dealing and the meeting are the same for all.

Setup: with ``roll`` a die decides (1-3 hidden, 4-6 revealed); the cards of the other kind are
set aside (a hidden game deals only hidden cards, a revealed game only revealed ones); one
card of the endings of the game's expansions is dealt to the Crown of Command,
face down when hidden, face up when revealed (``markers["ending"]``).

A character who meets the Crown of Command meets the ending card instead of casting the
Command Spell (a hidden card is turned over then), and the card's handler plays it: each box's
own package holds its endings' rules, or lists them as played by hand (``cards.BY_HAND``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.model import EndingCard
from engine import hooks, points
from engine.cards import run_handler
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ENDING = "ending"  # marker: {"card": id, "faceup": bool}


def endings_in_play(g: Game, variant: str) -> list[str]:
    """The ending cards a game with this variant may deal: its expansions' cards of that kind
    only (digital rulebook, "Physical Setup" step 4: the unused kind leaves the deck)."""
    found = [c for c in g.cat.in_play("ending", g.setup.expansions) if isinstance(c, EndingCard)]
    return [c.id for c in found if c.expansion != "core" and c.variant == variant]


def ending(g: Game) -> dict[str, Any] | None:
    dealt: dict[str, Any] | None = g.state.markers.get(ENDING)
    return dealt


@rule("deal_ending")
class DealEnding(Rule):
    """Roll for hidden or revealed (``roll``), then a random card of those allowed."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["variant"] == "roll" or not endings_in_play(g, f["variant"]):
            return None
        return Decision(CHANCE, "random", "an Alternative Ending card dealt at random")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("draw", card) for card in endings_in_play(g, f["variant"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card, faceup = str(a.args[0]), f["variant"] == "revealed"
        g.set(g.state.markers, ENDING, {"card": card, "faceup": faceup})
        g.emit("ending", "revealed" if faceup else "hidden", card if faceup else "facedown")
        if faceup:
            hooks.run(points.ENDING_REVEALED, g, card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["variant"] != "roll":
            g.pop()  # no ending card among this game's expansions: the ordinary Crown
            return
        if "got" not in f:
            push_roll(g, 0, 1, "got", fate=False, why="hidden (1-3) or revealed (4-6) ending")
            return
        g.set(f, "variant", "hidden" if f["got"][0] <= 3 else "revealed")


@hooks.on(points.MEET_CROWN, marked=(ENDING,))
def _meet_the_ending(g: Game, p: int) -> bool:
    dealt = ending(g)
    if dealt is None:
        return False
    g.set(g.state, "crown_reached", True)
    if not dealt["faceup"]:
        g.set(g.state.markers, ENDING, {**dealt, "faceup": True})
        g.emit("ending", "turned", dealt["card"])
    g.emit("ending_met", p, dealt["card"])
    run_handler(g, p, dealt["card"], dealt["card"])
    return True
