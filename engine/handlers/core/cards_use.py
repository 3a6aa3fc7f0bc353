"""Carried cards used when their holder likes, read from their ``use`` data
(content.steps.check_use; docs/content-format.md): one mechanism for the cards of every box.

A card whose ``when`` names ``own-turn`` is offered as its holder's turn begins (``use CARD``),
one naming ``battle`` as a battle of his is prepared, before the attack rolls. Its ``do`` steps
then run (the card's own ``discard: self`` among them if it goes). ``once``: once a turn;
``needs``: offered only while the holder has at least that many lives, Followers or gold.

Each box's handler package names its usable cards (``offer(cards)``): the hooks registered then
join a game only while one of those cards is held, and offer only those cards, so two boxes'
cards in one game are offered once each.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import character, hooks, points
from engine.frames import Frame
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game

USED = "used/"  # an effect of the turn: a card used once this turn


def use_of(g: Game, card: str) -> Mapping[str, Any]:
    """The card's ``use`` data (empty for a card without one)."""
    comp = g.cat[base_id(card)]
    return comp.use if isinstance(comp, AdventureCard) else {}


def usable(g: Game, p: int, moment: str, among: tuple[str, ...]) -> list[Action]:
    """``use CARD`` for each card of ``among`` that ``p`` holds and may use at ``moment``."""
    ch = g.state.players[p]
    out = []
    for card in (*ch.objects, *ch.followers):
        if base_id(card) not in among:
            continue
        use = use_of(g, card)
        if not use or moment not in use["when"]:
            continue
        if getattr(g.cat[base_id(card)], "type", "") == "magic-object" and not character.magic_works(g, ch):
            continue  # (Destroy Magic, a Magic Shell)
        if use.get("once") and f"{USED}{card}" in ch.effects:
            continue
        needs = use.get("needs", {})
        if (
            ch.lives < needs.get("lives", 0)
            or len(ch.followers) < needs.get("followers", 0)
            or ch.gold < needs.get("gold", 0)
        ):
            continue
        out.append(act("use", card))
    return out


def used(g: Game, p: int, card: str) -> None:
    """``p`` uses ``card``: its ``do`` steps run (noted once a turn if it says ``once``)."""
    ch = g.state.players[p]
    use = use_of(g, card)
    if use.get("once"):
        g.set(ch, "effects", (*ch.effects, f"{USED}{card}"))
    g.emit("uses", p, card)
    push_steps(g, p, use["do"], card)


def offer(cards: tuple[str, ...]) -> None:
    """Offer the ``use`` of these cards (a box's usable cards) at the moments their data names."""

    @hooks.on(points.BEGIN_OPTIONS, held=cards)
    def _begin_options(g: Game, p: int) -> list[Action]:
        return usable(g, p, "own-turn", cards)

    @hooks.on(points.BEGIN_USE, held=cards)
    def _begin_use(g: Game, f: Frame, a: Action) -> bool:
        if a not in usable(g, f["p"], "own-turn", cards):
            return False
        used(g, f["p"], str(a.args[0]))
        return True

    @hooks.on(points.BATTLE_OPTIONS, held=cards)
    def _battle_options(g: Game, f: Frame) -> list[Action]:
        return usable(g, f["p"], "battle", cards)

    @hooks.on(points.BATTLE_USE, held=cards)
    def _battle_use(g: Game, f: Frame, a: Action) -> bool:
        if a not in usable(g, f["p"], "battle", cards):
            return False
        used(g, f["p"], str(a.args[0]))
        return True
