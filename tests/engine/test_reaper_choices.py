"""The Reaper's choices in a fight or as a card is met (card rules: Trapper, Cerberus and the
Lord of the Pit, Arena, Crypt Keeper; digital rulebook FAQ Goblin Trapsmith Q1)."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at, reaper_game
from tests.engine.test_reaper_battle import FIELD, battle, scores


def test_trapper_may_be_evaded_on_a_low_roll(catalogue) -> None:
    game = battle(catalogue, "adventure/trapper", fight=False)
    play(game, "use adventure/trapper", "roll 1", "roll 1")
    assert "evade" in legal(game)
    game = battle(catalogue, "adventure/trapper", fight=False)
    play(game, "use adventure/trapper", "roll 6", "roll 6")
    assert "evade" not in legal(game)


def test_lord_of_the_pit_fought_by_craft(catalogue) -> None:
    game = battle(catalogue, "adventure/lord-of-the-pit", fight=False)
    play(game, "use adventure/lord-of-the-pit craft")
    lord = game.cat["adventure/lord-of-the-pit"].strength
    events = play(game, "roll 2", "roll 3")
    assert scores(events)[1] == lord + 3


def test_arena_calls_a_character_to_fight(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust 1 position space/outer/crags")
    play(game, "draw adventure/arena")
    assert legal(game) == {"pass", "encounter character/warrior"}
    play(game, "encounter character/warrior")
    assert game.state.players[1].position == FIELD
    assert "adventure/arena" not in game.state.board.get(FIELD, ())


def test_crypt_keeper_tomb_one_object_kept(catalogue) -> None:
    game = battle(catalogue, "adventure/crypt-keeper", prep=("adjust 0 craft 10",))
    play(game, "roll 6", "roll 1")
    for card in (
        "adventure/ape",
        "adventure/reaper-axe",
        "adventure/map",
        "adventure/patrol",
        "adventure/angel",
    ):
        play(game, f"draw {card}")
    assert legal(game) == {"pass", "take adventure/reaper-axe", "take adventure/map"}
    play(game, "take adventure/map")
    assert "adventure/map" in game.state.players[0].objects
    assert "adventure/ape" in game.state.discards["adventure"]
    assert not {"adventure/ape", "adventure/reaper-axe"} & set(game.state.board.get(FIELD, ()))
