"""The Reaper's Spells and Strangers on the board (card rules; digital rulebook FAQ "The Reaper
Expansion": Cerberus Q2, Leper, Misdirection)."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at, reaper_game

FIELD = "space/outer/fields-2"


def test_misdirection_lets_the_caster_pick_the_way(catalogue) -> None:
    game = reaper_game(catalogue)
    play(game, "adjust spell/misdirection 0", "adjust 1 position space/outer/fields-4", "adjust turn 1")
    assert "cast spell/misdirection character/warrior" in legal(game)
    play(game, "cast spell/misdirection character/warrior")
    while game.decision.kind in ("counter", "begin", "cast"):
        play(game, "pass" if "pass" in legal(game) else "begin")
    play(game, "roll 2")
    assert game.decision.kind == "move" and game.decision.player == 0
    assert "reroll" not in legal(game)


def test_displacement_moves_cerberus_off_the_portal(catalogue) -> None:
    """FAQ Cerberus Q2: moved away, he guards the Portal no more."""
    from engine import hooks

    game = reaper_game(catalogue)
    portal = "space/middle/portal-of-power"
    prep = (
        "adjust spell/displacement#1 0",
        f"adjust adventure/cerberus {portal}",
        "adjust 0 position space/middle/oasis",
    )
    play(game, *prep, "adjust turn 0")
    assert hooks.first("portal_barred", game, 1)
    play(game, "cast spell/displacement#1 adventure/cerberus space/middle/chasm")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert "adventure/cerberus" in game.state.board["space/middle/chasm"]
    assert not hooks.first("portal_barred", game, 1)


def test_the_leper_touches_those_where_he_arrives(catalogue) -> None:
    """FAQ Leper: he may move, and touch, more than once a turn."""
    game = reaper_game(catalogue)
    arrive = game.cat.region("outer")[game.cat[FIELD].index + 2].id  # three spaces clockwise
    land_at(game, 0, FIELD, f"adjust adventure/leper {FIELD}", f"adjust 1 position {arrive}")
    play(game, "roll 5", "roll 3")  # the drawer is spared; the Leper shambles 3 spaces
    assert "adventure/leper" in game.state.board[arrive]
    assert game.decision.kind == "roll" and game.decision.player == -1
    play(game, "roll 1")  # the Warrior there is touched: a Follower or a life
    assert game.decision.player == 1 and "choose life" in legal(game)
