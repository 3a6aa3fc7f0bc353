"""Selling Objects for 1 gold each: one rule for the three cards that do it.

The Alchemist Follower (whenever his holder meets a space), the Alchemy Spell and the City's
Alchemist all turn the character's Objects, one at a time, into 1 gold each; the Objects are
discarded (a Purchase card goes back to its deck). The City asks for at least one sale (FAQ,
Board spaces, City); the Follower's offer lapses if he leaves. The City's Alchemist pays an
Object's own price where its data gives one (``sells_for``: The Highland's gems, ``priced``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game


def push_sale(
    g: Game, p: int, ask: str, prompt: str, *, least: int = 0, follower: str = "", priced: bool = False
) -> None:
    """Let ``p`` sell Objects for 1 gold each: ``ask`` is the decision's kind, ``least`` the
    number of sales required before ``done``, ``follower`` a Follower who must stay held,
    ``priced``: an Object with a price of its own (``sells_for``) fetches that."""
    sale = {"kind": "sell_objects", "p": p, "ask": ask, "prompt": prompt, "least": least, "sold": 0}
    sale["follower"] = follower
    if priced:
        sale["priced"] = True
    g.push(sale)


def price(g: Game, card: str) -> int:
    """The gold an Object fetches at the City's Alchemist: its ``sells_for``, else 1."""
    own = getattr(g.cat[base_id(card)], "sells_for", None)
    return 1 if own is None else int(own)


def _follower_held(g: Game, p: int, card: str) -> bool:
    return not card or any(c == card or c.startswith(card + "#") for c in g.state.players[p].followers)


@rule("sell_objects")
class SellObjects(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.players[f["p"]].objects or not _follower_held(g, f["p"], f["follower"]):
            return None
        return Decision(f["p"], f["ask"], f["prompt"])

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        done = [act("done")] if f["sold"] >= f["least"] else []
        return [*done, *(act("discard", o) for o in g.state.players[f["p"]].objects)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.pop()
            return
        card = str(a.args[0])
        character.discard(g, f["p"], card)
        character.gain(g, f["p"], "gold", price(g, card) if f.get("priced") else 1)
        g.set(f, "sold", f["sold"] + 1)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
