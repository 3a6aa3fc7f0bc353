"""The Grim Reaper (digital rulebook, "Grim Reaper (Reaper Expansion)", FAQ "Grim Reaper" Q1-Q5;
data figure/grim-reaper)."""

from __future__ import annotations

import pytest

from engine import Game, cards, character, hooks
from engine.handlers.blood_moon.figure import WEREWOLF
from engine.handlers.core.figures import destinations
from engine.handlers.reaper.figure import REAPER
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game, until

WARRIOR, WIZARD, DWARF = "character/warrior", "character/wizard", "character/dwarf"


def reaper_game(catalogue, *, first_roll: int = 1) -> Game:
    """The Warrior (player 0) on Fields 1 rolls ``first_roll`` and moves to Hills 1; the Wizard
    waits on Runes 1, two spaces from the Reaper on the Portal of Power."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("reaper",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/middle/runes-1")
    play(game, "adjust turn 0", f"roll {first_roll}")
    target = "space/outer/hills-1" if first_roll == 1 else sorted(legal(game))[0].split()[1]
    play(game, f"move {target}")
    return game


def test_reaper_starts_on_the_portal_only_with_the_expansion(catalogue) -> None:
    """Digital rulebook, Physical Setup step 3: the Reaper waits on the Portal of Power."""
    assert expansion_game(catalogue, WARRIOR, expansions=("reaper",)).state.figures.get(
        "figure/grim-reaper"
    ) == ("space/middle/portal-of-power")
    plain = expansion_game(catalogue, WARRIOR, WIZARD, expansions=())
    assert (
        plain.state.figures.get("figure/grim-reaper") is None
        and plain.state.figures.get("figure/werewolf") is None
    )
    play(
        plain, "adjust 0 position space/outer/fields-1", "adjust turn 0", "roll 1", "move space/outer/hills-1"
    )
    with pytest.raises(AssertionError):
        until(plain, "figures", limit=40)


def test_natural_one_moves_the_reaper_after_the_turn(catalogue) -> None:
    """Grim Reaper: a 1 for the move; the turn is finished first, then the Reaper is moved."""
    game = reaper_game(catalogue)
    until(game, "figures")
    assert game.decision.player == 0 and game.state.current == 0
    assert legal(game) == {f"choose {REAPER}", "pass"}
    play(game, f"choose {REAPER}", "roll 2")
    assert legal(game) == {"move space/middle/runes-1", "move space/middle/hidden-valley"}


def test_other_rolls_do_not_move_the_reaper(catalogue) -> None:
    game = reaper_game(catalogue, first_roll=2)
    with pytest.raises(AssertionError):
        until(game, "figures", limit=40)


def test_faq_q3_q4_fate_reroll_counts_as_natural(catalogue) -> None:
    """FAQ Grim Reaper Q3: a reroll showing 1 moves him; Q4: a 1 rerolled away does not."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("reaper",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 fate 2", "adjust turn 0")
    play(game, "roll 4", "reroll", "roll 1", "move space/outer/hills-1")
    until(game, "figures")
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("reaper",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 fate 2", "adjust turn 0")
    play(game, "roll 1", "reroll", "roll 2", "move space/outer/plains-1")
    with pytest.raises(AssertionError):
        until(game, "figures", limit=40)


def test_faq_q1_sum_of_two_dice_is_not_natural(catalogue) -> None:
    """FAQ Grim Reaper Q1 (Riding Horse): a move made from two dice is never a natural 1."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("reaper",))
    turn = game.state.stack[0]
    hooks.call("movement_roll", game, {"kind": "move", "p": 0, "roll": [1, 3]})
    assert not turn.get("figures")
    hooks.call("movement_roll", game, {"kind": "move", "p": 0, "roll": [1]})
    assert turn["figures"] == [REAPER]


def test_forgotten_move_is_lost(catalogue) -> None:
    """A move not made before the next player starts is lost."""
    game = reaper_game(catalogue)
    until(game, "figures")
    events = play(game, "pass")
    assert "figures_forgotten 0" in events
    assert (
        game.state.current == 1
        and game.state.figures.get("figure/grim-reaper") == "space/middle/portal-of-power"
    )
    assert not game.state.stack[0].get("figures")


def test_reaper_crossings(catalogue) -> None:
    """He crosses at the Sentinel and between Temple and Tavern for one point; the Werewolf
    only at the Sentinel; neither through the Portal of Power."""
    game = expansion_game(catalogue, WARRIOR)
    assert "space/middle/temple" in destinations(game, REAPER, "space/outer/tavern", 1)
    assert "space/outer/tavern" in destinations(game, REAPER, "space/middle/temple", 1)
    assert "space/middle/temple" not in destinations(game, WEREWOLF, "space/outer/tavern", 1)
    for fig in (REAPER, WEREWOLF):
        assert "space/middle/hills" in destinations(game, fig, "space/outer/sentinel", 1)
        assert "space/outer/sentinel" in destinations(game, fig, "space/middle/hills", 1)
        assert "space/inner/plain-of-peril" not in destinations(game, fig, "space/middle/portal-of-power", 1)


def test_reaper_never_enters_the_inner_region(catalogue) -> None:
    game = expansion_game(catalogue, WARRIOR)
    outside = [s for s in game.spaces if game.space(s).region != "inner"]  # its board's spaces
    for start in outside:
        for count in range(1, 7):
            ends = destinations(game, REAPER, start, count)
            assert ends and all(game.space(s).region != "inner" for s in ends), (start, count)


def test_mover_chooses_whom_the_reaper_visits(catalogue) -> None:
    """The player who moved him picks one character on his space; that character rolls."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, DWARF, expansions=("reaper",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/middle/runes-1")
    play(
        game, "adjust 2 position space/middle/runes-1", "adjust turn 0", "roll 1", "move space/outer/hills-1"
    )
    until(game, "figures")
    play(game, f"choose {REAPER}", "roll 2", "move space/middle/runes-1")
    assert game.decision.kind == "figure_visit" and game.decision.player == 0
    assert legal(game) == {f"encounter {WIZARD}", f"encounter {DWARF}"}
    events = play(game, f"encounter {DWARF}")
    assert f"figure_visits {REAPER} 2" in events
    assert game.decision.is_chance and "chart" in game.decision.prompt


def visit_wizard(catalogue, chart_roll: int) -> tuple[Game, list[str]]:
    """The Reaper is moved onto the Wizard, who rolls ``chart_roll`` on the chart."""
    game = reaper_game(catalogue)
    until(game, "figures")
    events = play(game, f"choose {REAPER}", "roll 2", "move space/middle/runes-1", f"roll {chart_roll}")
    return game, events


def test_chart_1_kills(catalogue) -> None:
    game, _ = visit_wizard(catalogue, 1)
    assert not game.state.players[1].alive


def test_chart_2_takes_a_follower_at_random_or_a_life(catalogue) -> None:
    game, _ = visit_wizard(catalogue, 2)
    assert game.state.players[1].lives == 3  # no Follower: a life instead
    game = reaper_game(catalogue)
    play(game, "adjust adventure/mule 1", "adjust adventure/maiden 1")
    until(game, "figures")
    play(game, f"choose {REAPER}", "roll 2", "move space/middle/runes-1", "roll 2")
    assert game.decision.is_chance and legal(game) == {"discard adventure/mule", "discard adventure/maiden"}
    play(game, "discard adventure/maiden")
    assert game.state.players[1].followers == ("adventure/mule",) and game.state.players[1].lives == 4


def test_chart_3_dice_with_death(catalogue) -> None:
    game, _ = visit_wizard(catalogue, 3)
    play(game, "roll 2", "roll 3")
    assert game.decision.prompt == "die 1 of 2: the Grim Reaper's dice"  # (no fate: his dice)
    play(game, "roll 4", "roll 2")  # 5 against 6: the Reaper wins
    assert game.state.players[1].lives == 3
    game, _ = visit_wizard(catalogue, 3)
    play(game, "roll 4", "roll 3", "roll 4", "roll 3")  # a tie: nothing happens
    assert game.state.players[1].lives == 4


def test_chart_4_misses_a_turn_without_ending_anyone_elses(catalogue) -> None:
    game, events = visit_wizard(catalogue, 4)
    assert events[-3:] == ["turn 1", "misses_turn 1", "turn 0"]  # the Wizard sits out his next turn
    assert game.state.players[1].missed_turns == 0 and game.state.players[0].alive


def test_faq_q5_a_mistake_sends_him_across_regions(catalogue) -> None:
    """FAQ Grim Reaper Q5: result 5 may send him to another Region, never the Inner Region."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, DWARF, expansions=("reaper",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/middle/runes-1")
    play(game, "adjust 2 position space/inner/mines", "adjust turn 0", "roll 1", "move space/outer/hills-1")
    until(game, "figures")
    play(game, f"choose {REAPER}", "roll 2", "move space/middle/runes-1", "roll 5")
    assert game.decision.player == 1 and legal(game) == {f"encounter {WARRIOR}"}  # not the Dwarf
    play(game, f"encounter {WARRIOR}")
    assert game.state.figures.get("figure/grim-reaper") == game.state.players[0].position
    play(game, "roll 4")  # the Warrior rolls at once
    assert game.state.players[0].missed_turns == 1


def test_chart_6_plans_jump_as_next_move(catalogue) -> None:
    game, _ = visit_wizard(catalogue, 6)
    options = legal(game)
    assert len(options) == 7 and game.decision.player == 1
    play(game, "choose 7")
    until(game, "teleport")  # the Wizard's next move is the jump
    assert game.state.current == 1
    assert "move space/middle/chasm" in legal(game) and "move space/middle/runes-1" not in legal(game)
    assert all(a.split()[1].startswith("space/middle/") for a in legal(game))
    play(game, "move space/middle/chasm")
    assert game.state.players[1].position == "space/middle/chasm"


def test_landing_on_the_reaper_meets_nothing(catalogue) -> None:
    """Characters who land on his space do not meet him; he is never a target."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("reaper",))
    play(game, "adjust 0 position space/middle/castle", "adjust turn 0")
    events = play(game, "roll 1", "move space/middle/portal-of-power")
    assert not any("figure_visits" in e for e in events)
    assert not any(REAPER in a for a in legal(game))


def test_chart_6_jump_is_lost_with_the_character(catalogue) -> None:
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("reaper",))
    cards.run_handler(game, 1, "figure/grim-reaper/plans-teleport", REAPER)
    assert game.state.markers.get("plans/1")
    character.lose_life(game, 1, 4, "test")
    assert "plans/1" not in game.state.markers
