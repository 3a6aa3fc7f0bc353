"""The Blood Moon's Strangers, Places and Events (issue 13, item 3): the cards as the data
states them (content/data/blood-moon/adventure/strangers.yaml, places.yaml, events.yaml)."""

from __future__ import annotations

from engine.handlers.blood_moon.places import clockwise
from tests.engine.blood_moon_helpers import FIELDS, PRIEST, WIZARD, moon_game
from tests.engine.engine_helpers import land_on, legal, play

RUINS = "space/outer/ruins"


def meet(game, card: str, *prep: str, p: int = 0) -> list[str]:
    return land_on(game, p, FIELDS, f"adjust {card} {FIELDS}", *prep)


def test_clockwise_goes_round_the_region_in_board_order(catalogue) -> None:
    game = moon_game(catalogue)
    assert clockwise(game, "space/outer/city", 1) == "space/outer/fields-1"
    assert clockwise(game, "space/outer/city", 24) == "space/outer/city"


def test_dawn_bringer_gives_fate_and_brings_the_day(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    play(game, "adjust 1 position space/outer/city")
    meet(game, "adventure/dawn-bringer")
    assert game.state.players[0].fate == 2 and game.state.players[1].fate == 1
    assert game.state.time == "day" and "adventure/dawn-bringer" in game.state.discards["adventure"]


def test_the_peasant_mob_lynches_a_lycanthrope(catalogue) -> None:
    game = moon_game(catalogue)
    from engine.handlers.blood_moon.moon import become_lycanthrope

    become_lycanthrope(game, 0)
    meet(game, "adventure/peasant-mob")
    assert not game.state.players[0].alive


def test_the_peasant_mob_clears_another_space(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, f"adjust adventure/bear {RUINS}")
    meet(game, "adventure/peasant-mob")
    assert legal(game) == {"pass", f"move {RUINS}"}
    play(game, f"move {RUINS}")
    assert game.state.board[RUINS] == ("adventure/peasant-mob",)
    assert "adventure/bear" in game.state.discards["adventure"]


def test_the_cairn_caretaker_buys_trophies(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/cairn-caretaker", "adjust adventure/bear 0")
    play(game, "use adventure/bear strength")
    assert game.state.players[0].strength == 1 and not game.state.players[0].trophies


def test_the_raging_volcano_clears_the_whole_board_on_a_high_roll(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, f"adjust adventure/bear {RUINS}", "adjust adventure/ghost#1 space/middle/castle")
    meet(game, "adventure/raging-volcano")
    play(game, "roll 6")
    assert not any(game.state.board.values())


def test_the_treasure_trove_pays_out_two_a_visit(catalogue) -> None:
    game = moon_game(catalogue)
    gold = game.state.players[0].gold
    meet(game, "adventure/treasure-trove#1")
    play(game, "roll 2", "roll 1")  # 3 gold on the card
    assert (
        game.state.players[0].gold == gold + 2
        and game.state.markers["trove-gold/adventure/treasure-trove#1"] == 1
    )


def test_the_wall_of_fire_burns_without_a_talisman(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/wall-of-fire")
    assert game.state.players[0].lives == 3


def test_city_of_shadows_by_day_rolls_one_die(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/city-of-shadows")
    play(game, "roll 6")
    assert game.decision.kind == "draw" and game.state.stack[-1]["deck"] == "spell"


def test_sacred_ground_prays_as_the_graveyard_at_night(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    meet(game, "adventure/sacred-ground")
    play(game, "roll 5")
    assert game.state.players[0].fate == 1


def test_the_gypsy_caravan_sells_strength_by_day_then_moves(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/gypsy-caravan", "adjust 0 gold 3")
    play(game, "choose 1", "roll 2")
    assert game.state.players[0].strength == 1 and game.state.players[0].gold == 0
    assert "adventure/gypsy-caravan" in game.state.board[clockwise(game, FIELDS, 2)]


def test_the_boneyard_raises_the_top_enemy_of_the_discard_pile(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust adventure/bear discard")
    meet(game, "adventure/boneyard")
    assert (
        "adventure/bear" in game.state.board.get(FIELDS, ())
        or "adventure/bear" in game.state.players[0].trophies
    )


def test_growing_suspicions_hit_harder_with_lycanthropes_about(catalogue) -> None:
    game = moon_game(catalogue, WIZARD, PRIEST)
    from engine.handlers.blood_moon.moon import become_lycanthrope

    become_lycanthrope(game, 1)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/growing-suspicions", "roll 2", "roll 2")  # 2 - 1 lycanthrope = 1
    assert game.state.players[0].lives == 2 and game.state.players[1].lives == 2


def test_the_restless_dead_lay_the_trophies_out_clockwise(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust adventure/bear 1", "adjust adventure/ape 0")
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/restless-dead", "draw adventure/ape", "draw adventure/bear")
    assert not game.state.players[0].trophies and not game.state.players[1].trophies
    assert "adventure/ape" in game.state.board[FIELDS]
    assert "adventure/bear" in game.state.board[clockwise(game, FIELDS, 1)]


def test_the_mischievous_devil_makes_you_give_an_object_away(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/mischievous-devil", "adjust adventure/bag-of-gold#1 0")
    play(game, "roll 1")
    assert legal(game) == {"use adventure/bag-of-gold#1 character/priest"}
    play(game, "use adventure/bag-of-gold#1 character/priest")
    assert game.state.players[1].objects == ("adventure/bag-of-gold#1",)


def test_the_mischievous_devil_lets_you_steal_then_leaves(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/mischievous-devil", "adjust adventure/bag-of-gold#1 1")
    play(game, "roll 6", "take adventure/bag-of-gold#1")
    assert game.state.players[0].objects == ("adventure/bag-of-gold#1",)
    assert "adventure/mischievous-devil" in game.state.discards["adventure"]


def test_the_lost_soul_is_let_go_at_the_chapel_for_a_gift(catalogue) -> None:
    game = moon_game(catalogue, PRIEST, WIZARD)
    play(game, "adjust adventure/lost-soul 0")
    land_on(game, 0, "space/outer/chapel")
    play(game, "choose 1")  # the Priest (good) heals at the Chapel first
    assert game.decision.kind == "choose" and "Lost Soul" in game.decision.prompt
    play(game, "choose 2")  # 1 Craft
    priest = game.state.players[0]
    assert priest.craft == 1 and "adventure/lost-soul" not in priest.followers


def test_the_fallen_adventurer_gives_a_purchase_object_by_day(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/fallen-adventurer")
    assert "choose" == game.decision.kind and "Take the Sword" in game.decision.prompt
    labels = game.decision.prompt.split("; ")
    sword = next(i for i, label in enumerate(labels, 1) if "Sword" in label)
    play(game, f"choose {sword}")
    assert any(o.startswith("purchase/sword") for o in game.state.players[0].objects)


def test_the_fallen_adventurer_attacks_at_night(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    meet(game, "adventure/fallen-adventurer")
    assert game.decision.kind == "roll" and "attack" in game.decision.prompt


def test_the_deranged_alchemist_6_turns_strength_into_craft(catalogue) -> None:
    game = moon_game(catalogue)
    meet(game, "adventure/deranged-alchemist", "adjust 0 strength 2")
    play(game, "roll 6", "use craft", "done")
    assert game.state.players[0].strength == 1 and game.state.players[0].craft == 1


def test_the_deranged_alchemist_6_leaves_the_swap_to_the_character_who_met_him(catalogue) -> None:
    """Deranged Alchemist, 6: "You may change any or all Strength points you have into Craft
    points, or vice versa". The choice is the meeting character's, asked of that player."""
    game = moon_game(catalogue)
    meet(game, "adventure/deranged-alchemist", "adjust 0 strength 2")
    play(game, "roll 6")
    assert game.decision.player == 0 and game.decision.kind == "trade"
