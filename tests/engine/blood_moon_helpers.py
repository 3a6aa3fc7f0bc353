"""Helpers for the Blood Moon card tests: a Blood Moon game, an Enemy fought with set dice."""

from __future__ import annotations

from engine import Game
from tests.engine.engine_helpers import land_on, play
from tests.engine.figures_helpers import expansion_game

WIZARD, PRIEST, TROLL = "character/wizard", "character/priest", "character/troll"
FIELDS = "space/outer/fields-1"  # draws 1 card: a card lying there means no draw


def moon_game(catalogue, *characters: str, night: bool = False) -> Game:
    game = expansion_game(catalogue, *(characters or (WIZARD, PRIEST)), expansions=("blood-moon",))
    if night:
        play(game, "adjust time night")
    return game


def fight(
    game: Game, card: str, *, mine: int, theirs: int, p: int = 0, prep: tuple[str, ...] = ()
) -> list[str]:
    """Player ``p`` lands on Fields 1 where ``card`` lies and fights it: every die of their
    attack roll shows ``mine``, the Enemy's ``theirs``."""
    events = land_on(game, p, FIELDS, f"adjust {card} {FIELDS}", *prep)
    for _ in range(12):
        d = game.decision
        if d.kind != "roll":
            break
        events += play(game, f"roll {theirs if 'foe' in d.prompt else mine}")
    return events


def lunar(game: Game, events: list[str]) -> None:
    """Lay these Lunar Events beside the Time card, as if drawn earlier (a state set by hand)."""
    from engine.handlers.blood_moon.moon import LUNAR

    game.state.markers[LUNAR] = events
    game.state_edited()
