"""Effects due together are ordered by the player whose turn it is (digital rulebook,
"Simultaneous Effects"). As a turn ends: a Warlock's gold quest fulfilled this turn and the
figures to move after a natural 1 (Grim Reaper and Werewolf, each moved on the player's
choice). As a move starts: a Warlock's quest that can be done and the Grim Reaper's promised
jump ("I have plans for you")."""

from __future__ import annotations

from engine import cards
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game

CAVE = "space/middle/warlocks-cave"
HILLS = "space/outer/hills-1"


def _quest_and_natural_one(catalogue, expansions=("reaper", "blood-moon")):
    """The Warrior holds a give-2-gold quest, rolls a natural 1 and finds the second gold coin."""
    game = expansion_game(catalogue, "character/warrior", "character/wizard", expansions=expansions)
    nb = game.space(CAVE).neighbours[0]
    play(game, f"adjust 0 position {nb}", "adjust 0 gold 0", "adjust turn 0", "roll 1", f"move {CAVE}")
    play(game, "choose 2", "roll 6")  # Warlock's Cave, 6: give up 2 gold
    assert game.state.players[0].quest == "give-gold-2"
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 gold 1", "adjust turn 0")
    events = play(game, "roll 1", f"move {HILLS}", "draw adventure/bag-of-gold")
    if expansions:
        assert "figures_due figure/werewolf figure/grim-reaper" in events
    play(game, "take adventure/bag-of-gold#1")
    return game


def test_the_player_orders_a_quest_and_the_figures(catalogue) -> None:
    """Both are due as the turn ends: the player is asked which comes first."""
    game = _quest_and_natural_one(catalogue)
    assert game.decision.kind == "effect_order" and game.decision.player == 0
    assert legal(game) == {"choose figures", "choose quest"}


def test_quest_first_then_the_figures_from_the_cave(catalogue) -> None:
    """Quest first: back at the Cave with a Talisman, then the figures still move."""
    game = _quest_and_natural_one(catalogue)
    events = play(game, "choose quest")
    warrior = game.state.players[0]
    assert "quest_done 0 give-gold-2" in events and warrior.position == CAVE and warrior.quest is None
    assert game.decision.kind == "figures"  # the natural 1 is not lost
    play(game, "pass")
    assert game.state.current == 1


def test_figures_first_then_the_quest(catalogue) -> None:
    """Figures first: they move while the Warrior is still on the Hills; the quest follows."""
    game = _quest_and_natural_one(catalogue)
    play(game, "choose figures")
    warrior = game.state.players[0]
    assert game.decision.kind == "figures" and warrior.position == HILLS and warrior.quest
    events = play(game, "pass")
    assert "quest_done 0 give-gold-2" in events
    assert game.state.players[0].position == CAVE and game.state.current == 1


def test_one_effect_alone_is_not_asked_about(catalogue) -> None:
    """Only the figures due: no order to pick, the figures' own choice comes at once."""
    game = expansion_game(catalogue, "character/warrior", "character/wizard")
    play(game, "adjust 0 position space/outer/fields-1", "adjust turn 0", "roll 1", f"move {HILLS}")
    play(game, "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1")
    assert game.decision.kind == "figures"


def _quest_and_plans(catalogue):
    """The Warrior holds a give-a-Follower quest and a Follower, and the Reaper has plans."""
    game = expansion_game(catalogue, "character/warrior", "character/wizard")
    nb = game.space(CAVE).neighbours[0]
    play(game, f"adjust 0 position {nb}", "adjust turn 0", "roll 1", f"move {CAVE}")
    play(game, "choose 2", "roll 3")  # Warlock's Cave, 3: give up a Follower
    assert game.state.players[0].quest == "give-follower"
    cards.run_handler(game, 0, "figure/grim-reaper/plans-teleport", "figure/grim-reaper")
    play(game, "adjust 0 position space/outer/fields-1", "adjust adventure/prince 0", "adjust turn 0")
    return game


def test_move_start_the_player_orders_a_quest_and_the_reapers_jump(catalogue) -> None:
    """Both due as the move starts: the player picks."""
    game = _quest_and_plans(catalogue)
    assert game.decision.kind == "effect_order"
    assert legal(game) == {"choose quest", "choose plans"}


def test_move_start_jump_first_then_the_quest_as_the_turn_ends(catalogue) -> None:
    """The jump first: he moves within the Outer Region; the quest is done before play passes."""
    game = _quest_and_plans(catalogue)
    play(game, "choose plans")
    assert game.decision.kind == "teleport" and game.state.players[0].quest == "give-follower"
    assert "plans/0" not in game.state.markers
    play(game, "move space/outer/chapel")  # the Warrior is neutral: the Chapel's healer, declined
    events = play(game, "done")
    assert "quest_done 0 give-follower" in events
    assert game.state.players[0].position == CAVE and game.state.current == 1


def test_move_start_quest_first_keeps_the_jump_for_the_next_move(catalogue) -> None:
    """The quest first: back at the Cave, turn over; the promised jump waits for his next move."""
    game = _quest_and_plans(catalogue)
    events = play(game, "choose quest")
    warrior = game.state.players[0]
    assert "quest_done 0 give-follower" in events and warrior.position == CAVE
    assert game.state.markers.get("plans/0") and game.state.current == 1


def test_the_core_game_has_no_two_effects_due_as_a_turn_ends(catalogue) -> None:
    """Only the boxes add a second effect due as a turn ends (the figures' moves), so the core
    game never asks which comes first (engine.turn.finish): the same quest fulfilled on a
    natural 1 ends the turn with the quest alone."""
    game = _quest_and_natural_one(catalogue, expansions=())
    warrior = game.state.players[0]
    assert warrior.quest is None and warrior.position == CAVE  # the quest done at once, unasked
    assert game.state.current == 1 and game.decision.kind != "effect_order"


def test_the_game_ending_as_the_turn_ends_comes_before_the_figures(catalogue) -> None:
    """Sudden Death at an agreed turn (core rules, alternative rules) ends the game as that turn
    ends: the figures due after its natural 1 do not move first."""
    options = {"sudden_death": "count", "stop_after_turn": 1}
    game = expansion_game(catalogue, "character/warrior", "character/wizard", options=options)
    play(game, "adjust 0 position space/outer/fields-1", "adjust turn 0", "roll 1", f"move {HILLS}")
    events = play(game, "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1")
    assert "figures_due figure/werewolf figure/grim-reaper" not in events  # (due since the roll)
    assert game.is_over and game.decision.kind == "over"
