"""The Reaper's Warlock Quest cards (optional rule; digital rulebook "Warlock's Cave": the
character chooses freely one of the available cards instead of rolling; each card is done once
per game; a character killed on a quest returns its card to the deck; FAQ "Warlock's Cave" Q1)."""

from __future__ import annotations

import pytest

from engine import Game, InvalidState, Setup
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game

CAVE = "space/middle/warlocks-cave"


def quest_game(catalogue) -> Game:
    return reaper_game(catalogue, warlock_quests=True)


def test_the_option_needs_the_reaper(catalogue) -> None:
    """The option comes with the box whose box.yaml offers it: a game without The Reaper refuses it."""
    with pytest.raises(InvalidState, match="warlock_quests comes with The Reaper: add reaper"):
        Game.new(Setup.of("character/thief", options={"warlock_quests": True}), catalogue)


def test_the_player_chooses_a_card_instead_of_rolling(catalogue) -> None:
    game = quest_game(catalogue)
    assert len(game.state.decks["warlock-quest"]) == 12
    land_at(game, 0, CAVE)
    assert game.decision.kind == "quest"
    assert "pass" in legal(game) and "take warlock-quest/travel-to-city" in legal(game)
    assert len(legal(game)) == 13
    play(game, "take warlock-quest/travel-to-city")
    assert game.state.players[0].quest == "travel-to-city"
    assert "warlock-quest/travel-to-city" not in game.state.decks["warlock-quest"]


def test_without_the_option_the_cave_rolls(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, CAVE)
    assert legal(game) == {"choose 1", "choose 2"}  # decline, or roll for a quest


def test_a_core_quest_card_plays_as_the_cave_result_and_leaves_the_game(catalogue) -> None:
    """Deliver Two Gold is the Cave's result 6: done at once with 2 gold; the card is gone."""
    game = quest_game(catalogue)
    land_at(game, 0, CAVE, "adjust 0 gold 3")
    events = play(game, "take warlock-quest/give-gold-2")
    thief = game.state.players[0]
    assert "quest_done 0 give-gold-2" in events and thief.gold == 1
    assert any(o.startswith("talisman/") for o in thief.objects)
    assert "warlock-quest/give-gold-2" not in game.state.decks["warlock-quest"]
    assert thief.quest is None and game.state.current == 1  # FAQ Q1: the turn ends there


def test_deliver_one_fate(catalogue) -> None:
    game = quest_game(catalogue)
    land_at(game, 0, CAVE, "adjust 0 fate 2")
    events = play(game, "take warlock-quest/give-fate")
    assert "quest_done 0 give-fate" in events and game.state.players[0].fate == 1


def test_deliver_a_spell_waits_for_one_then_asks_which(catalogue) -> None:
    game = quest_game(catalogue)
    land_at(game, 0, CAVE)
    play(game, "take warlock-quest/give-spell")
    assert game.state.players[0].quest == "give-spell" and game.state.current == 1
    play(game, "adjust 0 craft 3", "adjust spell/fireball 0", "adjust spell/sleep 0", "adjust turn 0")
    assert game.decision.kind == "quest"
    assert legal(game) == {"discard spell/fireball", "discard spell/sleep"}
    play(game, "discard spell/sleep")
    assert game.state.players[0].spells == ("spell/fireball",) and game.state.players[0].position == CAVE


def test_strength_trophies_are_given_until_five(catalogue) -> None:
    """Deliver Five Points of Strength Trophies: waits until the trophies are worth 5, then
    the player gives them up one by one until 5 are given."""
    game = quest_game(catalogue)
    land_at(game, 0, CAVE, "adjust adventure/wolf 0", "adjust adventure/goblin#1 0")  # 2 + 2
    play(game, "take warlock-quest/give-strength-trophies")
    assert game.state.players[0].quest == "give-strength-trophies" and game.state.current == 1
    play(game, "adjust adventure/ape 0", "adjust adventure/shadow#1 0", "adjust turn 0")  # 3 more, and Craft
    assert game.decision.kind == "quest"
    wanted = {"discard adventure/wolf", "discard adventure/goblin#1", "discard adventure/ape"}
    assert legal(game) == wanted
    play(game, "discard adventure/ape")
    assert game.decision.kind == "quest" and game.state.players[0].quest  # 3 given, 5 needed
    events = play(game, "discard adventure/wolf")
    assert "quest_done 0 give-strength-trophies" in events
    assert game.state.players[0].trophies == ("adventure/goblin#1", "adventure/shadow#1")


def test_travel_to_the_city(catalogue) -> None:
    game = quest_game(catalogue)
    land_at(game, 0, CAVE)
    play(game, "take warlock-quest/travel-to-city")
    events = land_at(game, 0, "space/outer/city") + finish_turn(game)
    assert "quest_done 0 travel-to-city" in events
    assert game.state.players[0].position == CAVE


def test_killed_on_a_quest_returns_the_card(catalogue) -> None:
    game = quest_game(catalogue)
    land_at(game, 0, CAVE)
    play(game, "take warlock-quest/give-spell")
    play(game, "adjust 0 lives 0")
    assert not game.state.players[0].alive or game.state.players[0].quest is None
    assert "warlock-quest/give-spell" in game.state.decks["warlock-quest"]
