"""The Werewolf's own chart rows (content/data/blood-moon/figures.yaml); what every figure
shares (moves, visits, the chart's roll) is engine.handlers.core.figures.

Digital rulebook, "Prowling Werewolf (Blood Moon Expansion)"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards import handles
from engine.handlers.core.figures import CHART_STEPS, jump_in_region, lose_follower, never_met

if TYPE_CHECKING:
    from engine.rules_api import Game

WEREWOLF = "figure/werewolf"
LYCANTHROPE = "card/lycanthrope"

handles(WEREWOLF)(never_met)
handles("figure/werewolf/kill-follower")(lose_follower(kills=True))  # the Werewolf kills


def _route(step: dict[str, Any]) -> dict[str, Any]:
    """The chart's steps that would act on the turn's player go to the visited one instead."""
    if step.get("take") == LYCANTHROPE:
        return {"handler": "card/lycanthrope/become"}
    if "teleport" in step:
        return {"handler": "figure/werewolf/move-character"}
    return step


CHART_STEPS[WEREWOLF] = _route


@handles("figure/werewolf/move-character")
def _moved_by_werewolf(g: Game, p: int, source: str) -> None:
    """Moved to another space of the Region by the Werewolf's chart, met on no turn."""
    if g.space(g.state.players[p].position).region != "inner":
        jump_in_region(g, p, then="stay")
