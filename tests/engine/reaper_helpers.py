"""Helpers for The Reaper's tests: a Reaper game driven by text actions."""

from __future__ import annotations

from typing import Any

import content
from engine import Game
from tests.engine.engine_helpers import play
from tests.engine.figures_helpers import NEUTRAL, expansion_game


def reaper_game(catalogue: content.Catalogue, *characters: str, **options: Any) -> Game:
    """A Reaper game (no Grim Reaper roll needed unless a 1 is used), nobody holding Spells or fate."""
    chars = characters or ("character/thief", "character/warrior")
    return expansion_game(catalogue, *chars, expansions=("reaper",), options=options or None)


def land_at(game: Game, p: int, space: str, *prep: str) -> list[str]:
    """Start player ``p``'s turn one space before ``space`` and move there with a 2 (not a 1,
    which would wake the Grim Reaper)."""
    spaces = game.cat
    here = spaces[space]
    one = here.neighbours[0]
    two = next(n for n in spaces[one].neighbours if n != space and spaces[n].region == here.region)
    events = play(game, f"adjust {p} position {two}", *prep, f"adjust turn {p}")
    if game.decision.kind == "begin":
        events += play(game, "begin")
    return events + play(game, "roll 2", f"move {space}")


def face_to_face(
    game: Game, space: str, card: str, *, caster: int, victim: int, prep: tuple[str, ...] = ()
) -> None:
    """Player 0 lands on ``space`` where player 1 stands: ``victim`` has 2 lives and 2 gold,
    ``caster`` holds the Spell ``card`` (Craft 4 to hold it); ``prep``: more adjust actions."""
    land_at(
        game,
        0,
        space,
        f"adjust 1 position {space}",
        f"adjust {victim} lives 2",
        f"adjust {victim} gold 2",
        f"adjust {caster} craft 4",
        f"adjust {card} {caster}",
        *prep,
    )


def finish_turn(game: Game, *, limit: int = 60) -> list[str]:
    """Play neutral choices (dice show 3) until another player's turn begins; the events."""
    start, events = game.state.current, []
    for _ in range(limit):
        if game.state.current != start or game.is_over:
            return events
        legal = [str(a) for a in game.legal_actions()]
        if game.decision.is_chance:
            action = "roll 3" if "roll 3" in legal else legal[0]
        else:
            action = next((a for a in NEUTRAL if a in legal), legal[0])
        events += play(game, action)
    raise AssertionError(f"the turn did not end within {limit} actions; now {game.decision}")
