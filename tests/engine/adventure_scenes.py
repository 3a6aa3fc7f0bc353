"""Scenes for the Adventure card tests: a character walks onto a space and draws cards."""

from __future__ import annotations

from engine import Game
from tests.engine.engine_helpers import play

FIELDS = "space/outer/fields-1"  # one card; one step from the City


def meet(
    game: Game, *cards: str, player: int = 0, space: str = FIELDS, start: str = "space/outer/city"
) -> list[str]:
    """Player ``player`` (fate 0, so no reroll questions) starts a turn on ``start``, rolls 1,
    moves to ``space`` and draws ``cards`` onto it; returns the events as text."""
    for other in game.state.players:  # nobody else on the space: no character to encounter
        if other.player != player and other.position == space:
            play(game, f"adjust {other.player} position {start}")
    events = play(
        game, f"adjust {player} fate 0", f"adjust {player} position {start}", f"adjust turn {player}"
    )
    if game.decision.kind == "begin":
        events += play(game, "begin")
    events += play(game, "roll 1", f"move {space}")
    for card in cards:
        events += play(game, f"draw {card}")
    return events


def give(game: Game, player: int, *cards: str) -> None:
    play(game, *(f"adjust {card} {player}" for card in cards))


def visit(game: Game, space: str, player: int = 0) -> list[str]:
    """Player ``player`` starts a turn next to ``space`` on the City side and steps onto it
    (a neighbour is found on the board; the roll is 1)."""
    here = game.space(space)
    start = here.neighbours[0]
    return play(
        game,
        f"adjust {player} fate 0",
        f"adjust {player} position {start}",
        f"adjust turn {player}",
        "roll 1",
        f"move {space}",
    )
