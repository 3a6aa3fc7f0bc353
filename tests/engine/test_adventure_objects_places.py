"""Adventure Objects, Magic Objects and Places (core rulebook, "Objects", "Magic Objects",
"Weapon and Armour keywords", "Types of Adventure Cards": Places; digital rulebook FAQ,
Adventure cards: "Amulet", "Fountain of Wisdom", "Orb of Knowledge", "Runesword")."""

from __future__ import annotations

import pytest

from engine import character, hooks
from tests.engine.adventure_scenes import give, meet
from tests.engine.engine_helpers import legal, new_game, play


@pytest.mark.parametrize(("card", "gold"), [("adventure/bag-of-gold", 1), ("adventure/two-bags-of-gold", 2)])
def test_bags_of_gold_are_cashed_in(catalogue, card: str, gold: int) -> None:
    """Bag of Gold, Two Bags of Gold: taken, they become gold and go to the discard pile."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, card)
    play(game, f"take {card}#1")
    warrior = game.state.players[0]
    assert warrior.gold == 1 + gold and warrior.objects == ()
    assert f"{card}#1" in game.state.discards["adventure"]


@pytest.mark.parametrize(
    ("card", "strength", "craft"),
    [
        ("adventure/magic-belt", 5, 2),
        ("adventure/ring", 5, 3),
        ("adventure/solomons-crown", 4, 4),
        ("adventure/holy-grail", 4, 3),
    ],
)
def test_magic_objects_that_raise_strength_or_craft(catalogue, card: str, strength: int, craft: int) -> None:
    """Magic Belt, Ring, Solomon's Crown, Holy Grail: carried, the value is always higher."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, card)
    warrior = game.state.players[0]
    assert (character.strength(game, warrior), character.craft(game, warrior)) == (strength, craft)


@pytest.mark.parametrize("card", ["adventure/sword#1", "adventure/axe", "adventure/holy-lance"])
def test_weapons_add_one_in_battle_only(catalogue, card: str) -> None:
    """Sword, Axe, Holy Lance: +1 Strength in battle; only one Weapon counts."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, card, "adventure/sword#2")
    warrior = game.state.players[0]
    assert character.strength(game, warrior) == 4 and character.strength(game, warrior, battle=True) == 5


def test_holy_lance_adds_three_against_a_dragon(catalogue) -> None:
    """Holy Lance: in a battle with a Dragon it adds 3 (in place of 1)."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/holy-lance")
    meet(game, "adventure/dragon")
    events = play(game, "roll 1", "roll 1", "roll 1")  # the Warrior's two dice, then the Dragon's
    assert "attack_scores 0 8 8" in events  # 1 + 4 + 3 against 1 + 7


@pytest.mark.parametrize(
    ("card", "character_id"),
    [
        ("adventure/holy-grail", "character/wizard"),
        ("adventure/holy-lance", "character/wizard"),
        ("adventure/runesword", "character/monk"),
    ],
)
def test_alignment_bars_taking(catalogue, card: str, character_id: str) -> None:
    """Holy Grail and Holy Lance are barred to the evil, the Runesword to the good."""
    game = new_game(catalogue, character_id, "character/warrior")
    meet(game, card)
    assert f"take {card}" not in legal(game)


def test_alignment_change_ditches_a_barred_object(catalogue) -> None:
    """Holy Grail: turned evil (Mephistopheles), the character may not keep it."""
    game = new_game(catalogue, "character/monk", "character/warrior")
    give(game, 0, "adventure/holy-grail")
    meet(game, "adventure/mephistopheles")
    assert game.state.players[0].objects == ()
    assert "adventure/holy-grail" in game.state.board["space/outer/fields-1"]


@pytest.mark.parametrize(
    ("card", "needs"), [("adventure/armour", 4), ("adventure/shield", 5), ("adventure/helmet", 6)]
)
def test_armour_saves_a_life_on_its_numbers(catalogue, card: str, needs: int) -> None:
    """Armour 4-6, Shield 5-6, Helmet 6: roll after losing a battle; the life is kept."""
    for save, kept in ((needs, True), (needs - 1, False)):
        game = new_game(catalogue, "character/warrior", "character/monk")
        give(game, 0, card)
        meet(game, "adventure/giant")
        play(game, "roll 1", "roll 1", "roll 6", f"roll {save}")  # Warrior 1 and 1, Giant 6, save
        assert game.state.players[0].lives == (5 if kept else 4), (card, save)


def test_runesword_gains_a_life_when_the_foe_loses_one(catalogue) -> None:
    """Runesword: winning a battle with it, the holder gains a life (FAQ Runesword: not when
    the loss is prevented)."""
    game = new_game(catalogue, "character/assassin", "character/monk")
    give(game, 0, "adventure/runesword")
    meet(game, "adventure/wolf")
    if "fight" in legal(game):  # the Assassin's own ability is offered too
        play(game, "fight")
    play(game, "roll 6", "roll 1")
    assert game.state.players[0].lives == 5


def test_potion_of_strength_once_for_plus_two(catalogue) -> None:
    """Potion of Strength: +2 Strength for the rest of the turn, then discarded."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/potion-of-strength")
    meet(game, "adventure/giant")
    events = play(game, "use adventure/potion-of-strength")
    if "fight" in legal(game):
        events += play(game, "fight")
    events += play(game, "roll 1", "roll 1", "roll 1")  # the Warrior's two dice, then the Giant's
    assert "attack_scores 0 7 7" in events
    assert "adventure/potion-of-strength" in game.state.discards["adventure"]


def test_cross_destroys_a_spirit_without_a_trophy(catalogue) -> None:
    """Cross: a Spirit may be destroyed outright; it is not kept as a trophy."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/cross")
    meet(game, "adventure/wraith")
    assert "use adventure/cross" in legal(game)
    play(game, "use adventure/cross")
    assert game.state.players[0].trophies == () and "adventure/wraith#1" in game.state.discards["adventure"]


def test_cross_protects_the_evil_at_the_chapel(catalogue) -> None:
    """Cross: an evil holder loses no life at the Chapel."""
    game = new_game(catalogue, "character/wizard", "character/warrior")
    give(game, 0, "adventure/cross")
    play(
        game, "adjust 1 position space/outer/city", "adjust 0 fate 0", "adjust 0 position space/outer/hills-2"
    )
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1", "move space/outer/chapel")
    assert game.state.players[0].lives == 4


@pytest.mark.parametrize("card", ["adventure/water-bottle", "adventure/holy-grail"])
def test_desert_takes_no_life_with_water(catalogue, card: str) -> None:
    """Water Bottle, Holy Grail: the Desert cannot take a life."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, card)
    play(game, "adjust adventure/healer space/middle/desert-1")
    play(game, "adjust 0 fate 0", "adjust 0 position space/middle/warlocks-cave", "adjust turn 0", "roll 1")
    play(game, "move space/middle/desert-1")
    assert game.state.players[0].lives == 5


def test_amulet_forbids_casting(catalogue) -> None:
    """Amulet: the holder cannot cast any Spell."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    give(game, 0, "spell/healing#1")
    play(game, "adjust 0 lives 2", "adjust turn 0")
    assert "cast spell/healing#1 character/priest" in legal(game)
    give(game, 0, "adventure/amulet")
    play(game, "adjust turn 0")
    assert game.decision.kind != "begin"  # nothing castable: straight to the movement roll


def test_amulet_wards_off_spells(catalogue) -> None:
    """FAQ, Adventure cards, Amulet Q1: no Spell affects the holder nor their things - the
    hook the Spell code's targets consult."""
    game = new_game(catalogue, "character/wizard", "character/warrior")
    assert not hooks.first("spell_proof", game, 0)
    give(game, 0, "adventure/amulet")
    assert hooks.first("spell_proof", game, 0)


def test_orb_of_knowledge_replaces_a_drawn_card(catalogue) -> None:
    """Orb of Knowledge: throw one drawn card away and draw another, which must be met."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/orb-of-knowledge")
    meet(game, "adventure/dragon")
    assert game.decision.kind == "orb" and "discard adventure/dragon#1" in legal(game)
    play(game, "discard adventure/dragon#1", "draw adventure/angel")
    assert "adventure/dragon#1" in game.state.discards["adventure"]
    assert "adventure/angel" in game.state.discards["adventure"]  # met and discarded


def test_talisman_opens_the_valley_of_fire(catalogue) -> None:
    """Talisman (Adventure copy): needed to enter the Valley of Fire."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/talisman#1")
    play(game, "adjust 0 position space/inner/werewolf-den", "adjust turn 0")
    assert "move space/inner/valley-of-fire" in legal(game)


def test_raft_is_an_object_until_used(catalogue) -> None:
    """Raft: taken, it fills an Object place (FAQ Raft Q1)."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/raft")
    play(game, "take adventure/raft")
    assert game.state.players[0].objects == ("adventure/raft",)


def test_wand_draws_a_spell_when_the_last_is_cast(catalogue) -> None:
    """Wand: casting the last Spell held draws a new one when Craft allows any."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    give(game, 0, "adventure/wand", "spell/healing#1")
    play(game, "adjust 0 lives 2", "adjust turn 0", "cast spell/healing#1 character/priest")
    assert game.decision.is_chance and game.decision.kind == "draw"
    play(game, str(game.legal_actions()[0]))
    assert len(game.state.players[0].spells) == 1


def test_wand_gives_the_wizard_no_second_spell(catalogue) -> None:
    """FAQ, Adventure cards, Wand: with the Wizard's own ability, still only one Spell."""
    game = new_game(catalogue, "character/wizard", "character/warrior")
    give(game, 0, "adventure/wand", "spell/healing#1")
    play(game, "adjust 0 lives 2", "adjust turn 0", "cast spell/healing#1 character/wizard")
    play(game, str(game.legal_actions()[0]))
    assert len(game.state.players[0].spells) == 1 and game.decision.kind == "roll"  # no second draw


# --- Places -------------------------------------------------------------------------------


def test_cave_rolls_its_table_and_stays(catalogue) -> None:
    """Cave: 4-5 finds 2 gold; the Cave stays."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/cave")
    play(game, "roll 4")
    assert game.state.players[0].gold == 3 and game.state.board["space/outer/fields-1"] == ("adventure/cave",)


@pytest.mark.parametrize(
    ("card", "stat"),
    [
        ("adventure/fountain-of-wisdom", "craft"),
        ("adventure/magic-stream", "strength"),
        ("adventure/pool-of-life", "lives"),
    ],
)
def test_places_with_four_counters(catalogue, card: str, stat: str) -> None:
    """Fountain of Wisdom, Magic Stream, Pool of Life: four counters, one per visit, usable the
    turn drawn (FAQ, Fountain of Wisdom); discarded with the last."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    before = getattr(game.state.players[0], stat)
    meet(game, card)
    assert getattr(game.state.players[0], stat) == before + 1  # the same turn
    for visit in range(3):
        meet(game, player=visit % 2)
    assert "space/outer/fields-1" not in game.state.board
    assert card in game.state.discards["adventure"]


def test_magic_portal_is_optional(catalogue) -> None:
    """Magic Portal: going through is a choice; 3 sends you to the City."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/magic-portal")
    play(game, "choose 1", "roll 3")
    assert game.state.players[0].position == "space/outer/city"


def test_market_sells_from_the_purchase_deck(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/market")
    play(game, "buy purchase/sword")
    assert any(o.startswith("purchase/sword") for o in game.state.players[0].objects)


@pytest.mark.parametrize(("card", "stat"), [("adventure/marsh", "strength"), ("adventure/maze", "craft")])
def test_marsh_and_maze_hold_the_weak(catalogue, card: str, stat: str) -> None:
    """Marsh (Strength below 5), Maze (Craft below 5): a turn is lost."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    events = meet(game, card)
    assert 'turn_ends "a lost turn"' in events
    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, f"adjust 0 {stat} 3")
    events = meet(game, card)
    assert 'turn_ends "a lost turn"' not in events


def test_shrine_six_teleports_within_its_region(catalogue) -> None:
    """Shrine: a 6 lets you teleport to any space of this Region; 3 brings 1 gold."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/shrine")
    play(game, "roll 6")
    assert "move space/outer/tavern" in legal(game) and "move space/middle/castle" not in legal(game)
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/shrine")
    play(game, "roll 3")
    assert game.state.players[0].gold == 2


def test_orb_replacement_may_be_evaded_with_invisibility(catalogue) -> None:
    """FAQ, Adventure cards, Orb of Knowledge Q3: the replacement card may be evaded with the
    Invisibility Spell."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    give(game, 0, "adventure/orb-of-knowledge", "spell/invisibility")
    meet(game, "adventure/angel")
    play(game, "discard adventure/angel", "draw adventure/dragon")
    assert game.decision.kind == "battle" and "cast spell/invisibility" in legal(game)
