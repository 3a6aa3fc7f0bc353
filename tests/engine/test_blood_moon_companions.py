"""Blood Moon Followers: Red Riding Hood, The Bride, the Champion of Light's die by Day
(issue 13, item 3). Rules: the cards as the data restates them
(content/data/blood-moon/adventure/followers.yaml), the core rules' "Followers" and
"Attacking Other Characters"; by Day a creature's attack score is 1 lower (digital rulebook,
"Time Card")."""

from __future__ import annotations

from tests.engine.blood_moon_helpers import FIELDS, PRIEST, TROLL, fight, moon_game
from tests.engine.engine_helpers import land_on, legal, play

HOOD, BRIDE, CHAMPION = "adventure/red-riding-hood", "adventure/the-bride", "adventure/champion-of-light"
SWAMP, GIANT = "adventure/swamp-creature", "adventure/giant"
PLAINS, WOODS, FIELDS_6 = "space/outer/plains-1", "space/outer/woods-3", "space/outer/fields-6"


def test_red_riding_hood_brings_the_nearest_enemy(catalogue) -> None:
    """The Swamp Creature 2 spaces away comes to the Fields; the Giant 3 away stays."""
    game = moon_game(catalogue)
    prep = (f"adjust {HOOD} 0", f"adjust {SWAMP} {PLAINS}", f"adjust {GIANT} {WOODS}")
    events = land_on(game, 0, FIELDS, *prep)
    assert f"card_moved {SWAMP} {FIELDS}" in events
    assert PLAINS not in game.state.board and game.state.board[WOODS] == (GIANT,)
    assert game.state.board[FIELDS] == (SWAMP,)


def test_red_riding_hood_lets_you_pick_between_equally_near_enemies(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {HOOD} 0", f"adjust {SWAMP} {PLAINS}", f"adjust {GIANT} {FIELDS_6}")
    assert legal(game) == {f"take {SWAMP}", f"take {GIANT}"}
    play(game, f"take {GIANT}")
    assert game.state.board[FIELDS] == (GIANT,) and game.state.board[PLAINS] == (SWAMP,)


def test_the_bride_joins_for_a_trophy(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {GIANT} 0", f"adjust {BRIDE} {FIELDS}")
    assert game.decision.kind == "take" and legal(game) == {"done", f"use {BRIDE} {GIANT}"}
    play(game, f"use {BRIDE} {GIANT}")
    wizard = game.state.players[0]
    assert BRIDE in wizard.followers and not wizard.trophies
    assert GIANT in game.state.discards["adventure"]


def test_the_bride_is_not_taken_without_a_trophy(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {BRIDE} {FIELDS}")
    assert f"take {BRIDE}" not in legal(game)
    assert BRIDE not in game.state.players[0].followers


def test_the_brides_holder_may_attack_a_character_psychically(catalogue) -> None:
    """Her holder (the Troll, who has no psychic attack of his own) chooses psychic combat
    when attacking the Priest on the same space."""
    game = moon_game(catalogue, TROLL, PRIEST)
    land_on(game, 0, FIELDS, f"adjust {BRIDE} 0", f"adjust 1 position {FIELDS}")
    assert "encounter character/priest psychic" in legal(game)
    play(game, "encounter character/priest psychic")
    assert game.state.stack[1]["kind"] == "battle" and game.state.stack[1]["stat"] == "craft"
    game = moon_game(catalogue, TROLL, PRIEST)
    land_on(game, 0, FIELDS, f"adjust 1 position {FIELDS}")
    assert "encounter character/priest psychic" not in legal(game)


def test_the_champion_of_light_adds_a_die_by_day(catalogue) -> None:
    """Wizard 2 + 3 + the Champion's 4 against the Swamp Creature 5 + 3 - 1."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {CHAMPION} 0", f"adjust {SWAMP} {FIELDS}")
    assert f"use {CHAMPION} die" in legal(game)
    events = play(game, f"use {CHAMPION} die", "roll 4", "roll 3", "roll 3")
    assert "attack_scores 0 9 7" in events


def test_no_champion_die_at_night(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    land_on(game, 0, FIELDS, f"adjust {CHAMPION} 0", f"adjust {SWAMP} {FIELDS}")
    assert f"use {CHAMPION} die" not in legal(game)


def test_the_torchbearer_lets_you_attack_again_after_a_defeat(catalogue) -> None:
    """Beaten (2 + 1 against 5 + 6 - 1), the Wizard loses the life, then attacks again at
    once: 2 + 6 against 5 + 1 - 1, a kill."""
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=1, theirs=6, prep=("adjust adventure/torchbearer 0",))
    assert game.state.players[0].lives == 3
    assert game.decision.kind == "battle" and legal(game) == {"fight", "pass"}
    events = play(game, "fight", "roll 6", "roll 1")
    assert "attack_scores 0 8 5" in events and SWAMP in game.state.players[0].trophies


def test_the_torchbearer_helps_once_a_turn(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=1, theirs=6, prep=("adjust adventure/torchbearer 0",))
    play(game, "fight", "roll 1", "roll 6")
    assert game.state.players[0].lives == 2 and game.decision.kind != "battle"
