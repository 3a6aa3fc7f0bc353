"""Games for the Highland region's tests: the Dwarf (first) and the Wizard with The Highland,
nobody holding a Spell or fate, and the first player's turn begun on a given space."""

from __future__ import annotations

import content
from engine import Game, Setup
from tests.engine.engine_helpers import play, without_spells

HIGHLAND = "highland"
CRAGS = "space/outer/crags"


def highland_game(catalogue: content.Catalogue, *heroes: str, boxes: tuple[str, ...] = (HIGHLAND,)) -> Game:
    """``heroes`` (the Dwarf and the Wizard when none are given), nobody with Spells or fate."""
    names = heroes or ("character/dwarf", "character/wizard")
    g = without_spells(Game.new(Setup.of(*names, seed=1, expansions=boxes), catalogue))
    play(g, *(f"adjust {i} fate 0" for i in range(len(names))))
    return g


def turn(g: Game, space: str, roll: int | None = None, *prep: str) -> None:
    """The first player's turn, standing on ``space`` (after ``prep``); his move's die shows ``roll``."""
    play(g, f"adjust 0 position {space}", *prep, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    if roll is not None:
        play(g, f"roll {roll}")


def land(g: Game, space: str, before: str, roll: int = 1, *prep: str) -> None:
    """The first player moves onto ``space`` from ``before`` with ``roll`` and meets the space."""
    turn(g, before, roll, *prep)
    play(g, f"move {space}")
    if g.decision.kind == "encounter":
        play(g, "encounter space")


def battle(g: Game) -> dict[str, object]:
    return next(f for f in reversed(g.state.stack) if f["kind"] == "battle")
