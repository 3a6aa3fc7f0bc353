"""The Reaper's cards that no test named before the rule-by-rule audit (issue 27,
docs/rules-coverage.md): each test plays the card's own text (content/data/reaper/) against the
core rules it leans on, quoted in its docstring."""

from __future__ import annotations

import pytest

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game
from tests.engine.test_reaper_battle import FIELD, battle, scores

# Enemies whose card says only their number and that they stay until killed
PLAIN_ENEMIES = {
    "adventure/chimera": ("strength", 6),
    "adventure/gargoyle": ("strength", 4),
    "adventure/hippogriff": ("strength", 5),
    "adventure/raging-bull": ("strength", 4),
    "adventure/sabertooth-tiger": ("strength", 5),
    "adventure/lesser-demon": ("craft", 6),
    "adventure/wight": ("craft", 4),
}


@pytest.mark.parametrize("card", sorted(PLAIN_ENEMIES))
def test_a_plain_enemy_scores_its_number_and_a_die_and_stays_until_killed(catalogue, card) -> None:
    """Core rules, Battles / Psychic Combat: the creature's attack score is its Strength (or
    Craft) plus its attack roll; a stand-off leaves it where it is; "If the character's attack
    score is higher, he kills the Enemy" and keeps it as a trophy. Card fact: its number."""
    stat, number = PLAIN_ENEMIES[card]
    game = battle(catalogue, card, prep=(f"adjust 0 {stat} {number + 1}",))
    events = play(game, "roll 2", "roll 4")  # mine a 2, the foe's a 4
    mine, theirs = scores(events)
    assert theirs == number + 4
    if mine == theirs:
        assert card in game.state.board[FIELD]  # a stand-off: it stays
    game = battle(catalogue, card, prep=(f"adjust 0 {stat} 20",))
    play(game, "roll 6", "roll 1")
    assert card in game.state.players[0].trophies and card not in game.state.board.get(FIELD, ())


def test_the_hydra_grows_back_on_a_one_or_two(catalogue) -> None:
    """Card text, Hydra: beaten, a die of 1 or 2 and it grows back, the fight a stand-off (core
    rules, Stand-off: "neither character nor creature is harmed")."""
    game = battle(catalogue, "adventure/hydra", prep=("adjust 0 strength 20",))
    events = play(game, "roll 6", "roll 1", "roll 1")
    assert "stand_off 0" in events and "adventure/hydra" in game.state.board[FIELD]
    game = battle(catalogue, "adventure/hydra", prep=("adjust 0 strength 20",))
    play(game, "roll 6", "roll 1", "roll 3")
    assert "adventure/hydra" in game.state.players[0].trophies


def drawn_here(catalogue, card: str, *prep: str, characters=("character/thief", "character/warrior")):
    """Player 0 lands on the Fields (draw 1) and draws ``card``; the game and its events."""
    game = reaper_game(catalogue, *characters)
    land_at(game, 0, FIELD, *prep)
    return game, play(game, f"draw {card}")


def test_astral_conjunction_a_spell_for_each_with_room_the_drawer_first(catalogue) -> None:
    """Card text, Astral Conjunction: every character in turn, the drawer first, may draw 1
    Spell if their Craft leaves room (core rules, Gaining Spells: never more than Craft allows)."""
    game, _ = drawn_here(
        catalogue, "adventure/astral-conjunction", characters=("character/thief", "character/monk")
    )
    assert game.decision.kind == "draw"
    events = play(game, "draw spell/acquisition")
    assert "receive 0 spell/acquisition" in events  # the drawer first
    play(game, "draw spell/alchemy")
    assert [c.spells for c in game.state.players] == [("spell/acquisition",), ("spell/alchemy",)]


def test_closed_shop_discards_every_place_on_the_board(catalogue) -> None:
    """Card text, Closed Shop: every face-up Place on the board goes to the discard pile."""
    game, events = drawn_here(
        catalogue, "adventure/closed-shop", "adjust adventure/carnival space/outer/fields-5"
    )
    assert "discarded adventure/carnival" in events
    assert "adventure/carnival" not in game.state.board.get("space/outer/fields-5", ())


def test_fools_gold_takes_all_the_gold(catalogue) -> None:
    """Card text, Fool's Gold: discard all your gold."""
    game, _ = drawn_here(catalogue, "adventure/fools-gold", "adjust 0 gold 4")
    assert game.state.players[0].gold == 0


def test_horse_thief_takes_the_mounts_only(catalogue) -> None:
    """Card text, Horse Thief: any Horse and Cart, Mule, Riding Horse and Warhorse are discarded;
    other Objects stay."""
    prep = ("adjust adventure/mule 0", "adjust adventure/horse-and-cart#2 0", "adjust purchase/sword#1 0")
    game, _ = drawn_here(catalogue, "adventure/horse-thief", *prep)
    thief = game.state.players[0]
    assert thief.followers == () and thief.objects == ("purchase/sword#1",)


def test_the_boatman_offers_a_paid_crossing_next_move(catalogue) -> None:
    """Card text, The Boatman: on your next turn you may pay 1 gold to cross the Storm River as
    with a Raft."""
    game, events = drawn_here(catalogue, "adventure/the-boatman", "adjust 0 gold 2")
    assert "next_move 0 paid-ferry" in events


def test_the_gathering_brings_the_regions_spirits_to_be_met(catalogue) -> None:
    """Card text, The Gathering: every face-up Spirit in the Region comes to this space. Digital
    rulebook FAQ, Encounter Sequence: after the Events, "Any Enemies in the space with an
    encounter number of 3 must be encountered": the Wight now there is fought; a Lion in another
    Region stays."""
    prep = ("adjust adventure/wight space/outer/fields-5", "adjust adventure/lion space/middle/hills")
    game, events = drawn_here(catalogue, "adventure/the-gathering", *prep)
    assert game.state.board[FIELD] == ("adventure/wight",)
    assert game.state.board["space/middle/hills"] == ("adventure/lion",)
    assert game.decision.kind == "roll" and "attack roll" in game.decision.prompt  # the Wight is met


def test_whirlwind_blows_objects_on_one_to_three(catalogue) -> None:
    """Card text, Whirlwind: a die per Object; on 1-3 it is blown clockwise and left on the
    board, on 4-6 it is kept."""
    game, _ = drawn_here(catalogue, "adventure/whirlwind", "adjust purchase/sword#1 0")
    play(game, "roll 2", "roll 3")
    assert game.state.players[0].objects == ()
    spots = [s for s, on in game.state.board.items() if "purchase/sword#1" in on]
    assert len(spots) == 1 and spots != [FIELD]
    game, _ = drawn_here(catalogue, "adventure/whirlwind", "adjust purchase/sword#1 0")
    play(game, "roll 4")
    assert game.state.players[0].objects == ("purchase/sword#1",)
