"""The simulated players of ``talisman sim``: random, but leaning toward the Crown of Command.

A purely uniform player rarely gets through the Portal of Power, so the Inner Region and
the endings would go untested. This policy picks uniformly at random except that:

- a character strong enough (Strength + Craft at least ``READY``, or holding a Talisman)
  usually moves to the destination nearest the Crown, tries the Portal, keeps going forward
  in the Inner Region and does not turn back;
- a character without a Talisman sometimes heads for the Warlock's Cave (a quest gives one);
- it moves the Grim Reaper and the Werewolf when due rather than forgetting them;
- asked for a value printed on a card (``engine.readings``), it gives the data's value, as a
  table would read it off the card (a chart row the data gives as ``likely``: that one).

Chance is always answered with the outcomes' own probabilities.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine import character
from engine.movement import CROWN, PORTAL, has_talisman
from engine.values import Action

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import CharacterState

READY = 11  # Strength + Craft at which a character sets off for the Crown
LEAN = 0.8  # how often a ready character takes the step toward the goal
WARLOCK = "space/middle/warlocks-cave"
WARLOCK_LEAN = 0.3


def distances(g: Game, target: str) -> dict[str, int]:
    """Steps from every space to ``target`` over the board's links (Inner Region included)."""
    key = ("policy_distances", target)
    if key not in g.cache:
        dist = {target: 0}
        frontier = [target]
        while frontier:
            nxt = []
            for pos in frontier:
                for other in g.space(pos).neighbours:
                    if other not in dist:
                        dist[other] = dist[pos] + 1
                        nxt.append(other)
            frontier = nxt
        g.cache[key] = dist
    cached: dict[str, int] = g.cache[key]
    return cached


def _strong(g: Game, ch: CharacterState) -> bool:
    return character.strength(g, ch) + character.craft(g, ch) >= READY


def _ready(g: Game, p: int) -> bool:
    ch = g.state.players[p]
    return has_talisman(ch) or _strong(g, ch)


def _goal(g: Game, p: int) -> str | None:
    ch = g.state.players[p]
    talisman = has_talisman(ch)
    return _heading(g, ch, talisman=talisman, ready=talisman or _strong(g, ch))


def _heading(g: Game, ch: CharacterState, *, talisman: bool, ready: bool) -> str | None:
    """``_goal`` of a character whose Talisman and readiness are known: in the Inner Region
    (a steps region) or the Portal's region, the Crown; farther out, the Portal without one."""
    if ch.position in g.board.stepped:
        return CROWN
    if ready:
        return CROWN if talisman or g.board.of[ch.position] is g.board.of[PORTAL] else PORTAL
    return None


def _nearest(g: Game, moves: list[Action], goal: str) -> Action:
    dist = distances(g, goal)
    return min(moves, key=lambda a: (dist.get(str(a.args[0]), 99), str(a.args[0])))


def choose(g: Game, rng: random.Random) -> Action:
    """The next action: chance by its probabilities, a player's choice as described above."""
    decision = g.decision
    if decision.is_chance:
        return g.random_chance(rng)
    legal = g.legal_actions()
    p = decision.player
    if decision.kind == "printed_value":  # the data's value is the simulation's printed card
        top = g.state.stack[-1]
        printed = Action("choose", (getattr(g.cat.components[top["card"]], top["value"]),))
        return printed if printed in legal else rng.choice(legal)
    if decision.kind == "printed_effect" and "likely" in g.state.stack[-1]:  # the data's chart row
        likely = Action("choose", (g.state.stack[-1]["likely"],))
        return likely if likely in legal else rng.choice(legal)
    if decision.kind == "figures":
        moves = [a for a in legal if a.verb != "pass"]
        return rng.choice(moves or legal)
    if decision.kind == "move":
        moves = [a for a in legal if a.verb == "move"]
        ch = g.state.players[p]
        talisman = has_talisman(ch)
        ready = talisman or _strong(g, ch)  # worked out once for the whole decision
        goal = _heading(g, ch, talisman=talisman, ready=ready)
        if goal and moves and rng.random() < LEAN:
            return _nearest(g, moves, goal)
        if not goal and moves and not talisman and rng.random() < WARLOCK_LEAN:
            return _nearest(g, moves, WARLOCK)
        forward = [a for a in legal if a.verb != "turn_back"]
        if ready and forward:
            return rng.choice(forward)
    return rng.choice(legal)
