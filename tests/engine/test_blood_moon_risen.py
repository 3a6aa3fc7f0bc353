"""Blood Moon cards that become Followers: the Spells Reanimate and Haunting Poltergeist
(issue 13, item 3; the Laboratory's test is with the Objects'). Rules: the Spells as the data
restates them (content/data/blood-moon/spells.yaml), the core rules' "Spells" and "Followers";
by Day a creature's attack score is 1 lower (digital rulebook, "Time Card")."""

from __future__ import annotations

from engine import invariants
from tests.engine.blood_moon_helpers import FIELDS, PRIEST, WIZARD, fight, moon_game
from tests.engine.engine_helpers import land_on, legal, play

SWAMP, GIANT = "adventure/swamp-creature", "adventure/giant"
PLAINS = "space/outer/plains-1"


def test_reanimate_raises_an_enemy_just_killed_to_fight_once(catalogue) -> None:
    """Killed (2 + 6 against 5 + 1 - 1), the Swamp Creature rises; in the next battle it adds
    its Strength 5 and goes: 2 + 3 + 5 against the Giant's 6 + 3 - 1."""
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=6, theirs=1, prep=("adjust spell/reanimate 0",))
    assert f"cast spell/reanimate {SWAMP}" in legal(game)
    play(game, f"cast spell/reanimate {SWAMP}")
    wizard = game.state.players[0]
    assert wizard.followers == (SWAMP,) and not wizard.trophies and not wizard.spells
    assert not invariants.violations(game)
    land_on(game, 0, PLAINS, f"adjust {GIANT} {PLAINS}")
    events = play(game, f"use {SWAMP}", "roll 3", "roll 3")
    assert "attack_scores 0 10 8" in events and SWAMP in game.state.discards["adventure"]


def test_reanimate_is_offered_only_after_a_kill(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=1, theirs=6, prep=("adjust spell/reanimate 0",))
    assert not any(a.startswith("cast spell/reanimate") for a in legal(game))
    assert game.state.players[0].spells == ("spell/reanimate",)


def test_the_haunting_poltergeist_follows_and_slows_until_the_river(catalogue) -> None:
    """Cast on the Wizard as his turn starts: it follows him, he moves 1 space; once he is in
    another Region at a turn's end, it is discarded."""
    game = moon_game(catalogue, WIZARD, PRIEST)
    play(game, "adjust spell/haunting-poltergeist 1", f"adjust 0 position {FIELDS}", "adjust turn 0")
    assert "cast spell/haunting-poltergeist character/wizard" in legal(game)
    play(game, "cast spell/haunting-poltergeist character/wizard")
    assert game.state.players[0].followers == ("spell/haunting-poltergeist",)
    if game.decision.kind == "begin":
        play(game, "begin")
    assert game.decision.kind == "move" and not game.decision.is_chance  # no movement roll
    assert {a for a in legal(game) if a.startswith("move")} == {
        "move space/outer/city",
        "move space/outer/hills-1",
    }
    assert not invariants.violations(game)


def test_the_haunting_poltergeist_leaves_across_the_river(catalogue) -> None:
    from engine import hooks

    game = moon_game(catalogue, WIZARD, PRIEST)
    play(game, "adjust spell/haunting-poltergeist 1", f"adjust 0 position {FIELDS}", "adjust turn 0")
    play(game, "cast spell/haunting-poltergeist character/wizard")
    hooks.call("end_of_turn", game, 0)  # still in the Outer Region: it stays
    assert game.state.players[0].followers == ("spell/haunting-poltergeist",)
    play(game, "adjust 0 position space/middle/hills")
    hooks.call("end_of_turn", game, 0)
    assert not game.state.players[0].followers
    assert "spell/haunting-poltergeist" in game.state.discards["spell"]


def test_a_reanimated_pit_fiend_shirker_fights_for_its_holder(catalogue) -> None:
    """The Shirker raised by Reanimate is a Follower that adds its Strength once; using it is
    not the Shirker's own choice to leave a battle it is faced in (found by a sim playout:
    the two rules both answered ``use adventure/pit-fiend-shirker``)."""
    shirker = "adventure/pit-fiend-shirker"
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {shirker} {FIELDS}", "adjust spell/reanimate 0")
    play(game, "fight", "roll 6", "roll 1")  # it may not be sent away: it is fought and killed
    play(game, f"cast spell/reanimate {shirker}")
    assert game.state.players[0].followers == (shirker,)
    land_on(game, 0, PLAINS, f"adjust {GIANT} {PLAINS}")
    assert f"use {shirker}" in legal(game)
    events = play(game, f"use {shirker}", "roll 3", "roll 3")
    strength = catalogue[shirker].strength
    assert f"attack_scores 0 {2 + 3 + strength} 8" in events
    assert shirker in game.state.discards["adventure"] and not game.state.players[0].followers
    assert not invariants.violations(game)
