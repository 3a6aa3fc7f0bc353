"""The Grim Reaper's own chart rows (content/data/reaper/figures.yaml); what every figure shares
(moves, visits, the chart's roll) is engine.handlers.core.figures.

Digital rulebook, "Grim Reaper (Reaper Expansion)", and FAQ "Grim Reaper" Q5."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.figures import jump_in_region, lose_follower, never_met, place, visit
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

REAPER = "figure/grim-reaper"

handles(REAPER)(never_met)
handles("figure/grim-reaper/take-follower")(lose_follower(kills=False))  # the Reaper takes


@handles("figure/grim-reaper/dice-with-death")
def _dice_with_death(g: Game, p: int, source: str) -> None:
    g.push({"kind": "dice_with_death", "p": p})


@rule("dice_with_death")
class DiceWithDeath(Rule):
    """Two dice for the character, then two for the Reaper; only a higher Reaper costs a life."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "mine" not in f:
            push_roll(g, f["p"], 2, "mine", fate=True, why="dice with the Grim Reaper")
        elif "reaper" not in f:
            push_roll(g, f["p"], 2, "reaper", fate=False, why="the Grim Reaper's dice")
        else:
            g.pop()
            if sum(f["reaper"]) > sum(f["mine"]):
                character.lose_life(g, f["p"], 1, REAPER)


@handles("figure/grim-reaper/mistake")
def _mistake(g: Game, p: int, source: str) -> None:
    g.push({"kind": "reaper_mistake", "p": p})


def _mistake_targets(g: Game, p: int) -> list[int]:
    return [
        c.player
        for c in g.state.players
        if c.alive and c.player != p and g.space(c.position).region != "inner"
    ]


@rule("reaper_mistake")
class ReaperMistake(Rule):
    """FAQ Grim Reaper Q5: the roller sends the Reaper to another character (any Region but
    the Inner Region), who rolls on the chart at once."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _mistake_targets(g, f["p"]):
            return None
        return Decision(f["p"], "figure_visit", "the Grim Reaper made a mistake: choose another character")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("encounter", g.state.players[q].character) for q in _mistake_targets(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        target = next(q for q in _mistake_targets(g, f["p"]) if g.state.players[q].character == a.args[0])
        g.pop()
        place(g, REAPER, g.state.players[target].position)
        visit(g, REAPER, target, f["p"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@handles("figure/grim-reaper/plans-teleport")
def _plans(g: Game, p: int, source: str) -> None:
    """'I have plans for you': the character's next move is a jump within its Region."""
    g.set(g.state.markers, f"plans/{p}", True)
    g.emit("next_move_jump", p)


@hooks.on(points.MOVE_START_DUE, marked=("plans/",))
def _jump_due(g: Game, f: Frame) -> list[str]:
    p = f["p"]
    inner = g.space(g.state.players[p].position).region == "inner"
    return ["plans"] if g.state.markers.get(f"plans/{p}") and not inner else []


@hooks.on(points.MOVE_START_RUN)
def _jump_run(g: Game, f: Frame, name: str) -> bool:
    return name == "plans" and _jump_instead(g, f)


@hooks.on(points.MOVE_START, marked=("plans/",))
def _jump_instead(g: Game, f: Frame) -> bool:
    p = f["p"]
    if not g.state.markers.get(f"plans/{p}"):
        return False
    g.journal.delete(g.state.markers, f"plans/{p}")
    if g.space(g.state.players[p].position).region == "inner":
        return False
    jump_in_region(g, p, then="land")
    return True


@hooks.on(points.DYING, marked=("plans/",))
def _plans_die_too(g: Game, p: int) -> None:
    """A jump promised by the Reaper is lost with the character."""
    if f"plans/{p}" in g.state.markers:
        g.journal.delete(g.state.markers, f"plans/{p}")
