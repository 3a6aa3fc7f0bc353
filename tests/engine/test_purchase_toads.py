"""The Purchase items, the Talisman and Toads (core rulebook "Objects", "Weapon and Armour
keywords", "Object Carrying Limits", "Talisman Cards", "Toads"; digital rulebook "Toads")."""

from __future__ import annotations

from engine import character, movement
from engine.bonuses import armour_save
from engine.handlers.core.next_move import RAFTS
from tests.engine.engine_helpers import legal, new_game, play


def test_purchase_sword_and_axe_add_strength_in_battle_only(catalogue) -> None:
    """purchase/sword, purchase/axe: +1 Strength in battle; one Weapon counts at a time."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust purchase/sword#1 0")
    wizard = game.state.players[0]
    assert character.strength(game, wizard) == 2 and character.strength(game, wizard, battle=True) == 3
    play(game, "adjust purchase/axe#1 0")
    assert character.strength(game, game.state.players[0], battle=True) == 3


def test_purchase_armour_helmet_shield_saves(catalogue) -> None:
    """purchase/armour (4-6), purchase/shield (5-6), purchase/helmet (6)."""
    assert armour_save(catalogue, "purchase/armour") == 4
    assert armour_save(catalogue, "purchase/shield") == 5
    assert armour_save(catalogue, "purchase/helmet") == 6


def test_purchase_armour_keeps_a_life_lost_in_battle(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/city", "adjust 0 fate 0", "adjust purchase/armour#1 0")
    play(
        game,
        "adjust turn 0",
        "roll 1",
        "move space/outer/fields-1",
        "draw adventure/giant",
        "roll 1",
        "roll 6",
    )
    events = play(game, "roll 4")
    assert "armour 0 saved" in events and game.state.players[0].lives == 4


def test_purchase_mule_carries_eight_objects(catalogue) -> None:
    """purchase/mule: eight Objects instead of four (core rulebook, "Object Carrying Limits")."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    assert character.carry_limit(game.state.players[0]) == 4
    play(game, "adjust purchase/mule#1 0")
    assert character.carry_limit(game.state.players[0]) == 8


def test_purchase_water_bottle_in_the_desert(catalogue) -> None:
    """purchase/water-bottle: the Desert takes no life from its carrier."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/middle/oasis", "adjust purchase/water-bottle#1 0", "adjust turn 0")
    play(game, "roll 1", "move space/middle/desert-1")
    assert game.state.players[0].lives == 4


def test_purchase_raft_is_the_raft_object(catalogue) -> None:
    """purchase/raft: an Object counted against the carrying limit, the same Raft the river
    crossing knows (FAQ, Raft Q1)."""
    assert "purchase/raft" in RAFTS
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust purchase/raft 0")
    assert game.state.players[0].objects == ("purchase/raft",)


def test_talisman_opens_the_valley_of_fire(catalogue) -> None:
    """talisman/talisman: only with a Talisman into the Valley of Fire (core rulebook)."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    before = next(s for s in game.space(movement.VALLEY).neighbours if s != movement.CROWN)
    play(game, f"adjust 0 position {before}")
    assert movement.VALLEY not in movement.steps(game, 0)
    play(game, "adjust talisman/talisman#1 0")
    assert movement.VALLEY in movement.steps(game, 0)


# --- Toads ------------------------------------------------------------------------------------


def test_toad_drops_objects_followers_and_gold(catalogue) -> None:
    """Digital rulebook "Toads": a new Toad drops its Objects, gold and Followers on its space."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(
        game,
        "adjust 0 position space/outer/fields-1",
        "adjust purchase/sword#1 0",
        "adjust purchase/mule#1 0",
    )
    play(game, "adjust 0 gold 3")
    stock = game.state.stock["gold"]
    events = play(game, "adjust 0 toad 3")
    wizard = game.state.players[0]
    assert wizard.objects == () and wizard.followers == () and wizard.gold == 0
    assert set(game.state.board["space/outer/fields-1"]) == {"purchase/sword#1", "purchase/mule#1"}
    assert game.state.stock["gold"] == stock and game.state.markers["gold@space/outer/fields-1"] == 3
    assert "dropped 0 purchase/sword#1" in events


def test_toad_drops_what_it_would_gain(catalogue) -> None:
    """Digital rulebook "Toads": Objects, Followers and gold that come to a Toad are dropped."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 toad 3", "adjust purchase/sword#1 0")
    assert game.state.players[0].objects == ()
    assert game.state.board["space/outer/fields-1"] == ("purchase/sword#1",)
    assert character.gain(game, 0, "gold", 2) == 0 and game.state.players[0].gold == 0
    assert game.state.markers["gold@space/outer/fields-1"] == 1 + 2  # his starting gold too


def test_toad_strength_and_craft_one_and_one_space_a_turn(catalogue) -> None:
    """Core rulebook "Toads": Strength 1, Craft 1; it moves one space, without a die."""
    game = new_game(catalogue, "character/troll", "character/dwarf")
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 toad 3", "adjust turn 0")
    troll = game.state.players[0]
    assert character.strength(game, troll) == 1 and character.craft(game, troll) == 1
    assert game.decision.kind == "move" and all(a.startswith("move") for a in legal(game))
    assert len(legal(game)) == 2


def test_toad_three_turns_and_again_resets(catalogue) -> None:
    """Core rulebook "Toads": three turns; a second change counts three from then."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 toad 3")
    assert game.state.players[0].toad_turns == 3
    play(game, "adjust 0 toad 1", "adjust 0 toad 3")
    assert game.state.players[0].toad_turns == 3
    character.end_toad(game, 0)
    assert not game.state.players[0].is_toad


def test_a_toad_leaves_its_dropped_gold_and_takes_no_bag_of_gold(catalogue) -> None:
    """Core rules, Toads (and digital rulebook, Toads): a Toad can hold no Objects, Followers or
    gold; what it drops stays on the space, and what it meets there cannot be taken."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 toad 3")
    assert game.state.markers["gold@space/outer/fields-1"] == 1  # his starting gold, dropped
    play(game, "adjust 0 position space/outer/hills-1", "adjust turn 0", "move space/outer/fields-1")
    events = play(game, "draw adventure/bag-of-gold")
    toad = game.state.players[0]
    assert toad.gold == 0 and "gain 0 gold 1" not in events
    assert game.state.markers["gold@space/outer/fields-1"] == 1
    assert "take adventure/bag-of-gold#1" not in legal(game)
    assert game.state.board["space/outer/fields-1"] == ("adventure/bag-of-gold#1",)
    assert game.state.current == 1  # nothing to take: the Toad's turn is over


def test_a_toad_that_kills_a_character_takes_none_of_his_things(catalogue) -> None:
    """Core rules, Toads; "Claim Reward": the spoils stay on the space when the winner is a Toad."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 1 position space/outer/fields-1", "adjust purchase/sword#1 1", "adjust 1 lives 1")
    play(game, "adjust 0 fate 0", "adjust 1 fate 0", "adjust 1 gold 2")
    play(game, "adjust 0 toad 3", "adjust 0 position space/outer/hills-1", "adjust turn 0")
    play(game, "move space/outer/fields-1", "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    play(game, "roll 6", "roll 1", "reward life")  # Strength 1 + 6 against the Dwarf's 3 + 1
    assert not game.player(1).alive
    assert legal(game) <= {"done"}
    assert "purchase/sword#1" in game.state.board["space/outer/fields-1"]
    assert game.state.markers["gold@space/outer/fields-1"] == 2
    assert game.player(0).objects == () and game.player(0).gold == 0
