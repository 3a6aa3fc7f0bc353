"""The Highland's Adventure cards (content/data/highland/adventure/cards.yaml) whose rules the
effect steps cannot say alone.

- Landslide: to the Highland Entrance or to any space where a Mountain Trail lies face up, the
  character's choice; he meets the space he lands on. (The Mountain Trail itself is its data's
  step: the Entrance offered in place of the next move.)
- Roc, Earth Elemental: the character one beats loses his life as usual and is then set down on
  the Mountain Pass (the Roc) or the Highland Entrance (the Earth Elemental), without meeting
  it; they stay on their space until killed.
- Rune Gate: the rule every box's Rune Gate shares (engine.handlers.core.rune_gates).
(Eyrie Vanguard, a card of the Highland deck too, is played with it: cards_events.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, hooks, points
from engine.frames import Frame
from engine.handlers.core import rune_gates
from engine.state import base_id
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

ENTRANCE = "space/highland/entrance"
TRAILS = ("adventure/mountain-trail",)
# an Enemy that carries off the character it beats -> where it sets him down
CARRIED_TO = {
    "adventure/roc": "space/highland/mountain-pass",
    "adventure/earth-elemental": ENTRANCE,
}


@cards.handles("adventure/landslide")
def _landslide(g: Game, p: int, source: str) -> None:
    trails = [space for space, on in g.state.board.items() for c in on if base_id(c) in TRAILS]
    to = [ENTRANCE, *dict.fromkeys(s for s in trails if s != ENTRANCE)]
    push_steps(g, p, [{"teleport": {"to": to}}], source)


@hooks.on(points.BEATEN_BY_CREATURE, foes=tuple(CARRIED_TO))
def _carried_off(g: Game, f: Frame) -> None:
    for card in reversed(f.get("enemies", ())):
        to = CARRIED_TO.get(base_id(card))
        if to is not None:
            push_steps(g, f["p"], [{"move_to": to}], card)


cards.PLAYED.update(dict.fromkeys(CARRIED_TO, "highland adventure: beaten_by_creature (set down elsewhere)"))
cards.HANDLERS["adventure/rune-gate-highland"] = rune_gates.met
