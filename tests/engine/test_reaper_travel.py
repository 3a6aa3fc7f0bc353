"""The Riding Horse and the Grim Reaper (The Reaper; digital rulebook FAQ "Grim Reaper" Q1:
with the Riding Horse the move is the sum of both dice, and the Reaper moves only on a natural
1 rolled on a single die)."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import reaper_game

HORSE = "adventure/riding-horse#1"
START = "space/outer/fields-1"


def horse_game(catalogue):
    game = reaper_game(catalogue)
    play(game, f"adjust {HORSE} 0", f"adjust 0 position {START}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    return game


def test_the_rider_may_roll_two_dice_and_move_their_total(catalogue) -> None:
    game = horse_game(catalogue)
    assert legal(game) == {"pass", "use adventure/riding-horse"}
    play(game, "use adventure/riding-horse", "roll 4", "roll 5")
    assert game.decision.kind == "move"
    reach = {a.split()[1] for a in legal(game) if a.startswith("move ")}
    assert len(reach) == 2 and all(game.space(s).region == "outer" for s in reach)
    assert game.state.stack[-1]["roll"] == [9]


def test_a_one_on_either_die_does_not_wake_the_grim_reaper(catalogue) -> None:
    """FAQ Grim Reaper Q1."""
    game = horse_game(catalogue)
    play(game, "use adventure/riding-horse", "roll 1", "roll 1")
    target = next(a for a in legal(game) if a.startswith("move "))
    events = play(game, target)
    assert not any(e.startswith("figures_due") for e in events)


def test_declining_the_horse_rolls_one_die_and_a_1_wakes_the_reaper(catalogue) -> None:
    game = horse_game(catalogue)
    play(game, "pass", "roll 1")
    target = next(a for a in legal(game) if a.startswith("move "))
    events = play(game, target)
    assert any(e.startswith("figures_due") for e in events)
