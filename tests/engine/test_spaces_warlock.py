"""The Warlock's Cave quests (board, Warlock's Cave; digital rulebook "Warlock's Cave"; FAQ,
Board spaces, Warlock's Cave Q1-Q4)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for, land

CAVE = "space/middle/warlocks-cave"


def _talismans(game, p: int = 0) -> int:
    return sum(o.startswith("talisman/") for o in game.state.players[p].objects)


def test_cave_quest_may_be_declined(catalogue) -> None:
    """Warlock's Cave: rolling for a quest is optional."""
    game = game_for(catalogue)
    land(game, CAVE)
    assert legal(game) == {"choose 1", "choose 2"}
    play(game, "choose 1")
    assert game.state.players[0].quest is None and game.state.current == 1


def test_gold_quest_done_at_once_gives_a_talisman_and_ends_the_turn(catalogue) -> None:
    """Warlock's Cave 5: give up 3 gold; able now, so done now: a Talisman, turn over (FAQ Q1)."""
    game = game_for(catalogue)
    land(game, CAVE, "adjust 0 gold 4")
    events = play(game, "choose 2", "roll 5")
    thief = game.state.players[0]
    assert "quest_done 0 give-gold-3" in events
    assert thief.gold == 1 and thief.quest is None and _talismans(game) == 1
    assert game.state.current == 1


def test_give_up_quest_waits_until_it_can_be_done(catalogue) -> None:
    """Warlock's Cave 3: give up a Follower; none yet: the quest waits. With one at the start
    of a later move, it is done before moving: teleported back, Talisman, turn over."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 3")
    assert game.state.players[0].quest == "give-follower"
    play(game, "adjust 0 position space/middle/oasis", "adjust adventure/prince 0", "adjust turn 0")
    thief = game.state.players[0]
    assert thief.position == CAVE and thief.followers == () and _talismans(game) == 1
    assert thief.quest is None and game.state.current == 1


def test_magic_object_quest_asks_which_one(catalogue) -> None:
    """Warlock's Cave 4: with two Magic Objects the player picks the one given up."""
    game = game_for(catalogue)
    land(game, CAVE, "adjust adventure/ring 0", "adjust adventure/wand 0")
    play(game, "choose 2", "roll 4")
    assert game.decision.kind == "quest"
    assert legal(game) == {"discard adventure/ring", "discard adventure/wand"}
    play(game, "discard adventure/wand")
    assert game.state.players[0].objects[0] == "adventure/ring" and _talismans(game) == 1


def test_one_quest_at_a_time(catalogue) -> None:
    """Digital rulebook, "Warlock's Cave": no second quest while one is under way."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 2")
    land(game, CAVE)
    assert game.decision.kind != "choose" and game.state.players[0].quest == "kill-enemy"


def test_kill_enemy_quest_bars_the_portal_and_ends_on_a_kill(catalogue) -> None:
    """Warlock's Cave 2: kill an Enemy. Until then the Portal of Power stays shut (digital
    rulebook, "Warlock's Cave"); the kill teleports him back for a Talisman."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 2")
    play(game, "adjust 0 position space/middle/castle", "adjust turn 0", "roll 2")
    assert "move space/inner/plain-of-peril" not in legal(game)
    with pytest.raises(IllegalAction):
        game.apply("move space/inner/plain-of-peril")
    play(game, "move space/middle/woods", "draw adventure/wild-boar")
    if "fight" in legal(game):
        play(game, "fight")
    events = play(game, "adjust 0 strength 9", "roll 6", "roll 1")
    thief = game.state.players[0]
    assert "quest_done 0 kill-enemy" in events
    assert thief.position == CAVE and _talismans(game) == 1 and game.state.current == 1


def test_quest_stays_after_finding_a_talisman(catalogue) -> None:
    """FAQ, Warlock's Cave Q2: a Talisman found meanwhile does not end the quest."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 1", "adjust talisman/talisman#1 0")
    assert game.state.players[0].quest == "take-life"


def test_killed_character_loses_the_quest(catalogue) -> None:
    """FAQ, Warlock's Cave Q4: killed, the quest is lost; the next character has none."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 6", "adjust 0 lives 0")
    assert not game.state.players[0].alive
    play(game, "adjust turn 0")
    play(game, game.legal_actions()[0].__str__())
    assert game.state.players[0].alive and game.state.players[0].quest is None


def test_take_life_quest_done_by_beating_a_character(catalogue) -> None:
    """Warlock's Cave 1: take a life from another character: winning and taking the life does it."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 1")
    play(game, "adjust 1 position space/middle/oasis", "adjust 0 strength 9")
    land(game, "space/middle/oasis")
    play(game, "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    events = play(game, "roll 6", "roll 1", "reward life")
    assert "quest_done 0 take-life" in events
    assert game.state.players[1].lives == 4 and game.state.players[0].position == CAVE


def test_quest_teleport_ignores_the_blizzard(catalogue) -> None:
    """FAQ, Warlock's Cave Q3: the teleport back happens even while the Blizzard blows."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 6")  # give up 2 gold; the Thief has 1
    land(game, "space/outer/plains-1")
    play(game, "draw adventure/blizzard")
    assert "adventure/blizzard" in game.state.markers
    play(game, "adjust 0 gold 2", "adjust turn 0")
    thief = game.state.players[0]
    assert thief.position == CAVE and thief.gold == 0 and _talismans(game) == 1


def test_gold_for_the_quest_found_this_turn_ends_it_this_turn(catalogue) -> None:
    """Digital rulebook, "Warlock's Cave": done as soon as it can be: gold found on the way
    completes the quest at the end of that turn, not a turn later."""
    game = game_for(catalogue)
    land(game, CAVE, "adjust 0 gold 0")
    play(game, "choose 2", "roll 6")  # give up 2 gold
    land(game, "space/outer/plains-1", "adjust 0 gold 1")
    events = play(game, "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1")
    thief = game.state.players[0]
    assert "quest_done 0 give-gold-2" in events and thief.position == CAVE and thief.gold == 0
    assert _talismans(game) == 1 and game.state.current == 1


def test_magic_objects_gone_while_choosing_which_to_give_leaves_the_quest_waiting(catalogue) -> None:
    """Warlock's Cave 4: the choice of the Magic Object to give up waits; the table turns the
    character into a Toad meanwhile (core rules, Toads: a Toad leaves his Objects on the space),
    so nothing is left to give. The quest stays undone and play goes on, the next player included."""
    game = game_for(catalogue)
    land(game, CAVE, "adjust adventure/ring 0", "adjust adventure/wand 0")
    play(game, "choose 2", "roll 4")
    assert game.decision.kind == "quest"
    play(game, "adjust 0 toad 3")
    thief = game.state.players[0]
    assert thief.is_toad and thief.objects == ()
    assert game.decision.kind != "quest" and legal(game)
    assert thief.quest == "give-magic-object" and _talismans(game) == 0
    while game.state.current == 0:
        play(game, sorted(legal(game))[0] if not game.decision.is_chance else "roll 1")
    assert game.state.current == 1 and game.state.players[0].quest == "give-magic-object"
