"""The Blood Moon's cards that no test named before the rule-by-rule audit (issue 27,
docs/rules-coverage.md). Rules: each card as the data restates it (content/data/blood-moon/),
the digital rulebook's "Time Card" (by Day a creature's attack score is 1 less, at Night 1 more),
"Lunar Events" and "Becoming a Lycanthrope", and the core rules they lean on."""

from __future__ import annotations

import pytest

from tests.engine.blood_moon_helpers import FIELDS, fight, lunar, moon_game
from tests.engine.engine_helpers import land_on, legal, play

WIZARD_STRENGTH, WIZARD_CRAFT = 2, 5


def test_the_mummy_king_lets_the_killer_take_any_object_from_the_discard_pile(catalogue) -> None:
    """Card text, Mummy King: kill him and you may search the Adventure discard pile and take
    any one Object from it. Two Objects lie there (the Ape, an Enemy, is not offered): either may
    be taken, or none."""
    game = moon_game(catalogue)
    play(game, "adjust adventure/ape discard", "adjust purchase/sword#1 discard")
    play(game, "adjust adventure/cross discard", "adjust adventure/ring discard")
    fight(game, "adventure/mummy-king", mine=6, theirs=1, prep=("adjust 0 strength 8",))
    while game.decision.kind == "figures":
        play(game, "pass")
    assert game.decision.kind == "take"
    assert legal(game) == {"take adventure/cross", "take adventure/ring", "pass"}
    play(game, "take adventure/cross")
    assert "adventure/cross" in game.state.players[0].objects
    assert "adventure/cross" not in game.state.discards["adventure"]
    assert "adventure/ring" in game.state.discards["adventure"]


def test_the_mummy_king_offers_a_plain_object_as_well_as_a_magic_one(catalogue) -> None:
    """Card text, Mummy King: "If you kill the Mummy King, you may look through the discard pile
    and take one Object of your choice." An Object that is not magic (the Axe) is an Object too."""
    game = moon_game(catalogue)
    play(game, "adjust adventure/ape discard", "adjust adventure/axe discard")
    fight(game, "adventure/mummy-king", mine=6, theirs=1, prep=("adjust 0 strength 8",))
    while game.decision.kind == "figures":
        play(game, "pass")
    assert game.decision.kind == "take"
    assert legal(game) == {"take adventure/axe", "pass"}
    play(game, "take adventure/axe")
    assert "adventure/axe" in game.state.players[0].objects


def _pass_figures(game) -> None:
    while game.decision.kind == "figures":  # the helpers' move was a 1: the Werewolf may move
        play(game, "pass")


@pytest.mark.parametrize("night", [False, True])
def test_the_lunar_witch_gives_a_spell_when_killed_at_night(catalogue, night) -> None:
    """Card text, Lunar Witch: killing her at Night earns 1 Spell if Craft has room; by Day,
    none."""
    game = moon_game(catalogue, night=night)
    fight(game, "adventure/lunar-witch#1", mine=6, theirs=1, prep=("adjust 0 craft 8",))
    assert "adventure/lunar-witch#1" in game.state.players[0].trophies
    assert (game.decision.kind == "draw" and game.decision.prompt.endswith("spell deck")) == night


def test_the_night_gaunt_killed_at_night_brings_day_and_a_craft(catalogue) -> None:
    """Card text, Night Gaunt: kill it at Night and the Time Card turns to Day, and you gain 1
    Craft."""
    game = moon_game(catalogue, night=True)
    events = fight(game, "adventure/night-gaunt", mine=6, theirs=1, prep=("adjust 0 craft 8",))
    assert game.state.time == "day" and "time daybreak" in events
    assert "gain 0 craft 1" in events


@pytest.mark.parametrize(("night", "bonus"), [(False, 3), (True, 1)])
def test_the_hammer_of_light_strikes_harder_by_day(catalogue, night, bonus) -> None:
    """Card text, Hammer of Light: 1 more Strength in battle, 3 instead by Day. Time Card: the
    Ape (Strength 3) scores 1 less by Day, 1 more at Night."""
    game = moon_game(catalogue, night=night)
    events = fight(game, "adventure/ape", mine=3, theirs=3, prep=("adjust adventure/hammer-of-light 0",))
    ape = 3 + 3 + (1 if night else -1)
    assert f"attack_scores 0 {WIZARD_STRENGTH + bonus + 3} {ape}" in events


@pytest.mark.parametrize(("night", "bonus"), [(False, 1), (True, 3)])
def test_the_shadow_dagger_cuts_deeper_at_night(catalogue, night, bonus) -> None:
    """Card text, Shadow Dagger: 1 more Craft in psychic combat, 3 instead at Night (the Wraith,
    Craft 5, 1 less by Day, 1 more at Night)."""
    game = moon_game(catalogue, night=night)
    events = fight(game, "adventure/wraith#1", mine=3, theirs=3, prep=("adjust adventure/shadow-dagger 0",))
    wraith = 5 + 3 + (1 if night else -1)
    assert f"attack_scores 0 {WIZARD_CRAFT + bonus + 3} {wraith}" in events


@pytest.mark.parametrize("night", [False, True])
def test_the_nightshroud_evades_at_night_only(catalogue, night) -> None:
    """Card text, Nightshroud: at Night you may evade any creature or character."""
    game = moon_game(catalogue, night=night)
    land_on(game, 0, FIELDS, f"adjust adventure/ape {FIELDS}", "adjust adventure/nightshroud 0")
    assert (game.decision.kind == "battle" and "evade" in legal(game)) == night


def test_the_haunted_hamlet_is_a_village_by_day(catalogue) -> None:
    """Card text, Haunted Hamlet: by Day it works just like the Village (its Blacksmith, Healer
    and Mystic); it stays for the whole game."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/haunted-hamlet {FIELDS}")
    assert game.decision.kind == "choose" and "Blacksmith" in game.decision.prompt
    assert "Mystic" in game.decision.prompt and "adventure/haunted-hamlet" in game.state.board[FIELDS]


def test_the_haunted_hamlet_calls_a_spirit_at_night(catalogue) -> None:
    """Card text, Haunted Hamlet: visited at Night, you must bring one Spirit from any Region
    onto this space (the Wraith from the Hills)."""
    game = moon_game(catalogue, night=True)
    land_on(
        game,
        0,
        FIELDS,
        f"adjust adventure/haunted-hamlet {FIELDS}",
        "adjust adventure/wraith#1 space/middle/hills",
    )
    assert legal(game) == {"take adventure/wraith#1"}  # a must: no way to decline
    play(game, "take adventure/wraith#1")
    assert "adventure/wraith#1" in game.state.board[FIELDS]
    assert "adventure/wraith#1" not in game.state.board.get("space/middle/hills", ())


@pytest.mark.parametrize(("die", "lives"), [(2, 1), (3, 2), (4, 4), (5, 4), (6, 4)])
def test_the_cauldron_crones_brew(catalogue, die, lives) -> None:
    """Card text, Cauldron Crone: 2 costs 2 lives, 3 one; 4 heals one, 5 two, 6 back to the full
    life value (from 3 lives here; core rules, Healing: never above the life value, the
    Wizard's 4)."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/cauldron-crone {FIELDS}", "adjust 0 lives 3")
    play(game, f"roll {die}")
    assert game.state.players[0].lives == lives and "adventure/cauldron-crone" in game.state.board[FIELDS]


def test_the_cauldron_crone_a_toad_on_a_one(catalogue) -> None:
    """Card text, Cauldron Crone: on a 1 you spend 3 turns as a Toad."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/cauldron-crone {FIELDS}")
    play(game, "roll 1")
    assert game.state.players[0].is_toad


def test_the_ghostwood_ent_trades_a_trophy_for_spells(catalogue) -> None:
    """Card text, Ghostwood Ent: give up one trophy and draw Spells up to what your Craft allows;
    the first who does so discards the Ent."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/ghostwood-ent {FIELDS}", "adjust adventure/ape 0")
    assert legal(game) == {"use adventure/ape", "done"}
    play(game, "use adventure/ape")
    while game.decision.kind == "draw":
        play(game, sorted(legal(game))[0])
    wizard = game.state.players[0]
    assert wizard.trophies == () and len(wizard.spells) >= 1
    assert "adventure/ghostwood-ent" not in game.state.board.get(FIELDS, ())


def test_the_night_carriage_rolls_away_by_day(catalogue) -> None:
    """Card text, Night Carriage: by Day a die moves it that many spaces clockwise."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/night-carriage {FIELDS}")
    play(game, "roll 3")
    assert "adventure/night-carriage" not in game.state.board.get(FIELDS, ())
    assert sum("adventure/night-carriage" in on for on in game.state.board.values()) == 1
    assert game.state.players[0].position == FIELDS


def test_the_night_carriage_carries_you_at_night(catalogue) -> None:
    """Card text, Night Carriage: at Night it carries you at once to any other space of this
    Region, and is then discarded."""
    game = moon_game(catalogue, night=True)
    land_on(game, 0, FIELDS, f"adjust adventure/night-carriage {FIELDS}")
    assert game.decision.kind == "teleport"
    assert all(a.split()[1].startswith("space/outer/") for a in legal(game))
    assert f"move {FIELDS}" not in legal(game)
    play(game, "move space/outer/crags")
    assert game.state.players[0].position == "space/outer/crags"
    assert not any("adventure/night-carriage" in on for on in game.state.board.values())


def test_the_luminous_blessing_heals_or_refreshes_as_a_turn_begins(catalogue) -> None:
    """Card text, Luminous Blessing (Lunar Event, Day): until Nightfall each character, as their
    turn begins, may heal 1 life or else replenish 1 fate."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/luminous-blessing"])
    play(game, "adjust 0 lives 2", "adjust turn 0")
    assert game.decision.kind == "choose" and legal(game) == {"choose 1", "choose 2"}
    play(game, "choose 1")
    assert game.state.players[0].lives == 3


def test_the_hungering_artefact_clears_the_space_as_the_turn_ends(catalogue) -> None:
    """Card text, Hungering Artefact: at the end of your turn every Adventure Card on your space
    is discarded (the Ape that beat the Wizard, here)."""
    game = moon_game(catalogue)
    space = "space/outer/fields-2"
    land_on(game, 0, space, "adjust adventure/hungering-artefact 0", f"adjust adventure/ape {space}")
    play(game, "roll 1", "roll 6")  # beaten: the turn ends
    _pass_figures(game)
    assert "adventure/ape" not in game.state.board.get(space, ())
    assert "adventure/ape" in game.state.discards["adventure"]
