"""Blood Moon Objects and the Laboratory in battles and encounters (issue 13, item 3). Rules:
the cards as the data restates them (content/data/blood-moon/adventure/), the core rules'
"Battles", "Psychic Combat", "Attacking Other Characters" and "Trophies"; by Day a
creature's attack score is 1 lower (digital rulebook, "Time Card")."""

from __future__ import annotations

from engine import invariants
from engine.handlers.blood_moon.relics import pages
from tests.engine.blood_moon_helpers import FIELDS, PRIEST, TROLL, WIZARD, fight, moon_game
from tests.engine.engine_helpers import land_on, legal, play

HORSEMAN, SWAMP, GIANT = "adventure/headless-horseman", "adventure/swamp-creature", "adventure/giant"
WRAITH = "adventure/duskwood-wraith#1"
PLAINS = "space/outer/plains-1"


def test_holy_water_poured_sends_psychic_foes_away(catalogue) -> None:
    """Holy Water: before psychic combat, discarded to discard the Enemies (no trophy)."""
    game = moon_game(catalogue, PRIEST, WIZARD)
    land_on(game, 0, FIELDS, "adjust adventure/holy-water 0", f"adjust {HORSEMAN} {FIELDS}")
    assert "use adventure/holy-water" in legal(game)
    play(game, "use adventure/holy-water")
    assert {HORSEMAN, "adventure/holy-water"} <= set(game.state.discards["adventure"])
    priest = game.state.players[0]
    assert not priest.trophies and not priest.objects and priest.lives == 4
    assert not invariants.violations(game)


def test_holy_water_is_no_help_in_battle(catalogue) -> None:
    game = moon_game(catalogue, PRIEST, WIZARD)
    land_on(game, 0, FIELDS, "adjust adventure/holy-water 0", f"adjust {SWAMP} {FIELDS}")
    assert "use adventure/holy-water" not in legal(game)


def test_tricks_and_treats_takes_an_object_and_leaves_itself(catalogue) -> None:
    game = moon_game(catalogue, TROLL, PRIEST)
    land_on(
        game,
        0,
        FIELDS,
        "adjust adventure/tricks-and-treats#1 0",
        "adjust adventure/axe 1",
        f"adjust 1 position {FIELDS}",
    )
    tricks = game.state.players[0].objects[0]
    action = f"use {tricks} character/priest adventure/axe"
    assert action in legal(game)
    play(game, action)
    troll, priest = game.state.players
    assert troll.objects == ("adventure/axe",) and priest.objects == (tricks,)
    assert game.decision.kind != "encounter"  # that was the encounter


def test_the_sun_shield_turns_a_defeat_into_a_stand_off_by_day_from_3(catalogue) -> None:
    """Beaten (2 + 3 against 5 + 6 - 1), the Wizard's Shield die shows 3; by Day 3 are added:
    a 6, a stand-off: no life lost."""
    game = moon_game(catalogue)
    events = fight(game, SWAMP, mine=3, theirs=6, prep=("adjust adventure/sun-shield 0",))
    assert "stand_off 0" in events and game.state.players[0].lives == 4


def test_the_sun_shield_fails_at_night_below_6(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    events = fight(game, SWAMP, mine=3, theirs=6, prep=("adjust adventure/sun-shield 0",))
    assert "stand_off 0" not in events and game.state.players[0].lives == 3


def test_the_syphoning_sceptre_takes_a_strength_counter_as_reward(catalogue) -> None:
    game = moon_game(catalogue, TROLL, PRIEST)
    land_on(
        game,
        0,
        FIELDS,
        "adjust adventure/syphoning-sceptre 0",
        "adjust 1 strength 1",
        f"adjust 1 position {FIELDS}",
    )
    play(game, "encounter character/priest")
    while game.decision.kind == "roll":  # the Troll's attack roll 6, the Priest's 1
        play(game, "roll 1" if "foe" in game.decision.prompt else "roll 6")
    assert "reward strength" in legal(game) and "reward craft" not in legal(game)
    before = game.state.players[0].strength
    play(game, "reward strength")
    assert game.state.players[0].strength == before + 1 and game.state.players[1].strength == 0


def test_the_book_of_the_dead_keeps_a_psychic_kill_and_lends_its_craft(catalogue) -> None:
    """Killed in psychic combat (5 + 6 against 5 + 1 - 1), the Horseman goes onto the Book;
    later, discarded from it, his Craft 5 joins the Wizard's: 5 + 3 + 5 against 4 + 3 - 1."""
    game = moon_game(catalogue)
    fight(game, HORSEMAN, mine=6, theirs=1, prep=("adjust adventure/book-of-the-dead 0",))
    assert legal(game) == {"done", f"use adventure/book-of-the-dead {HORSEMAN}"}
    play(game, f"use adventure/book-of-the-dead {HORSEMAN}")
    assert pages(game, "adventure/book-of-the-dead") == [HORSEMAN]
    assert not game.state.players[0].trophies and not invariants.violations(game)
    land_on(game, 0, PLAINS, f"adjust {WRAITH} {PLAINS}")
    events = play(game, f"use adventure/book-of-the-dead {HORSEMAN}", "roll 3", "roll 3")
    assert "attack_scores 0 13 6" in events and HORSEMAN in game.state.discards["adventure"]


def test_the_laboratory_raises_a_trophy_to_fight_once(catalogue) -> None:
    """The Giant (Strength 6) rises as a Follower; in the next battle he adds his 6 and goes:
    2 + 3 + 6 against the Swamp Creature's 5 + 3 - 1."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {GIANT} 0", f"adjust adventure/laboratory {FIELDS}")
    assert f"use adventure/laboratory {GIANT}" in legal(game)
    play(game, f"use adventure/laboratory {GIANT}")
    assert game.state.players[0].followers == (GIANT,)
    assert "adventure/laboratory" in game.state.discards["adventure"]
    land_on(game, 0, PLAINS, f"adjust {SWAMP} {PLAINS}")
    events = play(game, f"use {GIANT}", "roll 3", "roll 3")
    assert "attack_scores 0 11 7" in events
    assert GIANT in game.state.discards["adventure"] and not game.state.players[0].followers
    assert not invariants.violations(game)


def attack_the_priest(game, shield_die: int) -> list[str]:
    """The Troll attacks the Priest, who holds the Sun Shield: 6 against 1, then the Shield."""
    land_on(game, 0, FIELDS, "adjust adventure/sun-shield 1", f"adjust 1 position {FIELDS}")
    events = play(game, "encounter character/priest")
    while game.decision.kind == "roll":
        prompt = game.decision.prompt
        events += play(
            game, f"roll {shield_die}" if "Shield" in prompt else "roll 1" if "foe" in prompt else "roll 6"
        )
    return events


def test_the_sun_shield_holds_against_a_character_too(catalogue) -> None:
    """Battle or psychic combat: beaten by the Troll, the Priest's Shield die 3 (+3 by Day)
    makes it a stand-off; no reward is taken."""
    game = moon_game(catalogue, TROLL, PRIEST)
    events = attack_the_priest(game, 3)
    assert "stand_off 0" in events and game.decision.kind != "reward"
    assert game.state.players[1].lives == 4


def test_a_failed_sun_shield_leaves_the_reward_to_the_winner(catalogue) -> None:
    game = moon_game(catalogue, TROLL, PRIEST)
    events = attack_the_priest(game, 1)
    assert "stand_off 0" not in events and game.decision.kind == "reward"


def test_pharaohs_crown_makes_the_creature_roll_again(catalogue) -> None:
    """Losing (2 + 4 against 5 + 6 - 1), the Wizard makes the Swamp Creature roll again: its 1
    gives 5 against his 6, a kill."""
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=4, theirs=6, prep=("adjust adventure/pharaohs-crown 0",))
    assert game.decision.kind == "reroll_foe"
    events = play(game, "use adventure/pharaohs-crown", "roll 1")
    assert "attack_scores 0 6 5" in events and SWAMP in game.state.players[0].trophies


def test_pharaohs_crown_is_not_offered_to_a_winner_nor_a_second_time(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=6, theirs=1, prep=("adjust adventure/pharaohs-crown 0",))
    assert game.decision.kind != "reroll_foe" and SWAMP in game.state.players[0].trophies
    game = moon_game(catalogue)
    fight(game, SWAMP, mine=4, theirs=6, prep=("adjust adventure/pharaohs-crown 0",))
    events = play(game, "use adventure/pharaohs-crown", "roll 6")  # still lost: no second try
    assert "attack_scores 0 6 10" in events and game.decision.kind != "reroll_foe"


def test_a_crawling_hand_held_off_by_the_sun_shield_still_moves_on(catalogue) -> None:
    """Sun Shield: on a 6 "You do not lose the attack; it is considered a stand-off instead".
    Crawling Hand: "If you do not kill the Crawling Hand, roll 1 die and move it that number of
    spaces clockwise." A stand-off does not kill it, so it moves on (2 + 3 against 2 + 6, then
    the Shield's 3 by Day, then the Hand's die shows 3)."""
    from engine.handlers.blood_moon.places import clockwise

    game = moon_game(catalogue)
    hand = "adventure/crawling-hand#1"
    events = fight(game, hand, mine=3, theirs=6, prep=("adjust adventure/sun-shield 0",))
    assert "stand_off 0" in events and game.state.players[0].lives == 4
    assert hand in game.state.board.get(clockwise(game, FIELDS, 3), ())
