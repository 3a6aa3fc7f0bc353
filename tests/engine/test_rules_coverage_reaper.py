"""The Reaper's cards that no test named before the rule-by-rule audit (issue 27,
docs/rules-coverage.md): each test plays the card's own text (content/data/reaper/) against the
core rules it leans on, quoted in its docstring."""

from __future__ import annotations

import pytest

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at, reaper_game
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


# --- Objects and Followers ------------------------------------------------------------------


def _take_from_the_space(catalogue, card: str, who: str) -> set[str]:
    """``who`` lands on the Fields where ``card`` lies; what he may do there."""
    game = reaper_game(catalogue, who, "character/warrior")
    land_at(game, 0, FIELD, f"adjust {card} {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    return legal(game)


@pytest.mark.parametrize("card", ["adventure/homunculus", "adventure/skull-wand"])
def test_no_good_character_may_have_it(catalogue, card) -> None:
    """Card text (Homunculus, Skull Wand): no good character may have it. The good Monk may not
    take it from the space; the neutral Thief may."""
    assert f"take {card}" not in _take_from_the_space(catalogue, card, "character/monk")
    assert f"take {card}" in _take_from_the_space(catalogue, card, "character/thief")


def test_homunculus_adds_one_strength_and_one_craft(catalogue) -> None:
    """Card text, Homunculus: 1 more Strength and 1 more Craft while he follows you."""
    from engine import character

    game = reaper_game(catalogue)
    ch = game.state.players[0]
    before = (character.strength(game, ch), character.craft(game, ch))
    play(game, "adjust adventure/homunculus 0")
    ch = game.state.players[0]
    assert (character.strength(game, ch), character.craft(game, ch)) == (before[0] + 1, before[1] + 1)


@pytest.mark.parametrize(
    ("card", "bonus"),
    [("adventure/psychic-crystal", 1), ("adventure/skull-wand", 2), ("adventure/bane-sword", 2)],
)
def test_craft_in_psychic_combat(catalogue, card, bonus) -> None:
    """Card texts: Psychic Crystal 1 more Craft in psychic combat; Skull Wand 2 more; Bane Sword
    2 more against Spirits (the Wight is a Spirit). Core rules, Psychic Combat: the attack score
    is Craft plus the attack roll."""
    game = battle(catalogue, "adventure/wight", prep=(f"adjust {card} 0",))
    craft = game.cat["character/thief"].craft
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == craft + bonus + 3


@pytest.mark.parametrize(("card", "bonus"), [("adventure/fate-stealer", 1), ("adventure/skull-wand", 1)])
def test_weapon_adds_strength_in_battle(catalogue, card, bonus) -> None:
    """Card texts: Fate Stealer, Skull Wand: Weapon, 1 more Strength in battle."""
    game = battle(catalogue, "adventure/ape", prep=(f"adjust {card} 0",))
    strength = game.cat["character/thief"].strength
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == strength + bonus + 3


def test_colossus_adds_two_and_smashes_places_as_the_turn_begins(catalogue) -> None:
    """Card text, Colossus: 2 more Strength in battle; as your turn begins he may smash the
    Places on your space into the discard pile."""
    from engine import character

    game = reaper_game(catalogue)
    base = character.strength(game, game.state.players[0], battle=True)
    play(
        game,
        "adjust adventure/colossus 0",
        f"adjust 0 position {FIELD}",
        f"adjust adventure/carnival {FIELD}",
    )
    assert character.strength(game, game.state.players[0], battle=True) == base + 2
    play(game, "adjust turn 0")
    assert "use adventure/colossus adventure/carnival" in legal(game)
    play(game, "use adventure/colossus adventure/carnival")
    assert "adventure/carnival" not in game.state.board.get(FIELD, ())


def test_fate_stealer_a_fate_when_the_foe_loses(catalogue) -> None:
    """Card text, Fate Stealer: win a battle with it and your foe loses a life (a killed Enemy
    included): gain 1 fate."""
    game = battle(catalogue, "adventure/ape", prep=("adjust adventure/fate-stealer 0", "adjust 0 fate 0"))
    play(game, "roll 6", "roll 1")
    assert game.state.players[0].fate == 1


def test_reaper_armour_saves_on_four_to_six(catalogue) -> None:
    """Card text, Armour: beaten in battle, 4, 5 or 6 saves the life (the battle still lost)."""
    for save, lives in (("roll 4", 0), ("roll 3", 1)):
        game = battle(catalogue, "adventure/ape", prep=("adjust adventure/reaper-armour 0",))
        before = game.state.players[0].lives
        play(game, "roll 1", "roll 6")
        assert game.decision.kind == "roll" and "saving a life" in game.decision.prompt
        play(game, save)
        assert before - game.state.players[0].lives == lives and game.state.current == 1


@pytest.mark.parametrize(("die", "lives", "fate"), [(1, -1, 0), (3, 0, 1), (6, 0, 2)])
def test_elixir_of_destiny(catalogue, die, lives, fate) -> None:
    """Card text, Elixir of Destiny: drunk when you wish, a die: 1 loses a life, 2-5 gives 1
    fate, 6 gives 2 fate; then the flask is discarded."""
    game = reaper_game(catalogue)
    play(game, "adjust adventure/elixir-of-destiny 0", "adjust 0 fate 0", "adjust turn 0")
    before = game.state.players[0].lives
    play(game, "use adventure/elixir-of-destiny", f"roll {die}")
    ch = game.state.players[0]
    assert (ch.lives - before, ch.fate) == (lives, fate) and ch.objects == ()


def test_shovel_takes_two_off_the_crypts_dice(catalogue) -> None:
    """Card text, Shovel: in the Crypt take 2 off your dice total. Board, Crypt: three dice less
    Strength; 3 sends you to the Portal of Power, 1 to the Plain of Peril. 2+2+2 - 3 - 2 = 1."""
    from tests.engine.spaces_helpers import land

    game = reaper_game(catalogue)
    land(game, "space/inner/crypt", "adjust adventure/shovel 0")
    play(game, "roll 2", "roll 2", "roll 2")
    assert game.state.players[0].position == "space/inner/plain-of-peril"
    game = reaper_game(catalogue)
    land(game, "space/inner/crypt")
    play(game, "roll 2", "roll 2", "roll 2")
    assert game.state.players[0].position == "space/middle/portal-of-power"


# --- Places and Strangers ---------------------------------------------------------------------


def met_here(catalogue, card: str, *prep: str):
    """Player 0 lands on the Fields where ``card`` lies and meets the space."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, f"adjust {card} {FIELD}", *prep)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    return game


def test_carnival_reads_the_taverns_results_then_travels(catalogue) -> None:
    """Card text, Carnival: a die read as the Tavern's results (4: win 1 gold at dice), then a
    second die moves the Carnival that many spaces clockwise; a 6 is a crossing of the Storm
    River as with a Raft."""
    game = met_here(catalogue, "adventure/carnival", "adjust 0 gold 0")
    play(game, "roll 4", "roll 3")
    assert game.state.players[0].gold == 1
    assert "adventure/carnival" not in game.state.board.get(FIELD, ())
    assert sum("adventure/carnival" in on for on in game.state.board.values()) == 1
    game = met_here(catalogue, "adventure/carnival")
    events = play(game, "roll 6", "roll 3")
    assert "next_move 0 ferry" in events


@pytest.mark.parametrize(
    ("die", "check"),
    [
        (5, lambda ch: ch.gold == 3),
        (6, lambda ch: any(o.startswith("talisman/") for o in ch.objects)),
        (4, lambda ch: ch.gold == 0 and ch.objects == ()),
    ],
)
def test_tomb_stays_and_rolls(catalogue, die, check) -> None:
    """Card text, Tomb: it stays; a die: 5, 3 gold; 6, a Talisman; 4, nothing."""
    game = met_here(catalogue, "adventure/tomb", "adjust 0 gold 0")
    play(game, f"roll {die}")
    assert check(game.state.players[0]) and "adventure/tomb" in game.state.board[FIELD]


def test_tomb_a_demon_attacks_on_a_one(catalogue) -> None:
    """Card text, Tomb: 1, a Demon of Craft 10 attacks (psychic combat: Craft + die)."""
    game = met_here(catalogue, "adventure/tomb")
    events = play(game, "roll 1", "roll 3", "roll 2")
    assert scores(events)[1] == 10 + 2


@pytest.mark.parametrize(("die", "fate"), [(1, 0), (2, 0), (5, 2), (6, "printed")])
def test_wheel_of_fate(catalogue, die, fate) -> None:
    """Card text, Wheel of Fate: 1 all fate lost; 2-3 one lost; 4-5 one gained; 6 refilled to
    the printed value (the Thief's: more than the 1 he holds). It stays."""
    game = met_here(catalogue, "adventure/wheel-of-fate", "adjust 0 fate 1")
    play(game, f"roll {die}")
    if game.decision.kind == "fate":
        play(game, "accept")
    printed = game.cat["character/thief"].fate
    assert game.state.players[0].fate == (printed if fate == "printed" else fate)
    assert "adventure/wheel-of-fate" in game.state.board[FIELD]


def test_demigod_gives_the_spell_of_your_choice(catalogue) -> None:
    """Card text, Demigod: with room for a Spell, take the one you want from the Spell deck;
    he is then discarded."""
    game = met_here(catalogue, "adventure/demigod")
    assert "take spell/fireball" in legal(game)
    play(game, "take spell/fireball")
    assert game.state.players[0].spells == ("spell/fireball",)
    assert "adventure/demigod" not in game.state.board.get(FIELD, ())


@pytest.mark.parametrize(("gold", "after"), [(2, 1), (0, 1)])
def test_outlaw_robs_the_rich_and_gives_to_the_poor(catalogue, gold, after) -> None:
    """Card text, Outlaw: with gold you hand him 1; with none he gives you 1; then discarded."""
    game = met_here(catalogue, "adventure/outlaw", f"adjust 0 gold {gold}")
    assert game.state.players[0].gold == after
    assert "adventure/outlaw" not in game.state.board.get(FIELD, ())


# --- Spells -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spell", "foe", "power"),
    [
        ("spell/summon-phoenix", "adventure/giant-spider", 5),
        ("spell/summon-serpent", "adventure/giant-spider", 4),
        ("spell/summon-stormcrow", "adventure/wight", 3),
    ],
)
def test_a_summoned_creature_fights_in_your_place(catalogue, spell, foe, power) -> None:
    """Card texts: Summon Phoenix (Strength 5), Summon Serpent (Strength 4), Summon Stormcrow
    (Craft 3, psychic combat) fight for you; if it wins, the creature dies, a trophy for you.
    Core rules: the attack score is the fighter's number plus the attack roll."""
    game = battle(catalogue, foe, prep=(f"adjust {spell} 0", "adjust 0 craft 3"), fight=False)
    play(game, f"cast {spell}")
    events = play(game, "roll 6", "roll 1")
    assert scores(events)[0] == power + 6
    assert foe in game.state.players[0].trophies


def test_dominate_makes_the_enemy_a_slave_not_a_trophy(catalogue) -> None:
    """Card text, Dominate: cast as you are about to battle an Enemy; instead of fighting it, it
    follows you as your slave."""
    game = battle(catalogue, "adventure/ape", prep=("adjust spell/dominate 0",), fight=False)
    play(game, "cast spell/dominate")
    thief = game.state.players[0]
    assert thief.followers == ("adventure/ape",) and thief.trophies == () and thief.spells == ()
    assert game.state.board.get(FIELD, ()) == ()


def _cast_as_the_warrior_begins(catalogue, spell: str, *prep: str):
    game = reaper_game(catalogue)
    play(game, f"adjust {spell} 0", "adjust 0 craft 3", *prep, "adjust turn 1")
    assert game.decision.kind == "cast"
    return game


def test_shatter_breaks_one_object_of_the_casters_choice(catalogue) -> None:
    """Card text, Shatter: cast on a character as their turn begins; pick one of their Objects,
    it is discarded."""
    prep = ("adjust purchase/sword#1 1", "adjust purchase/axe#1 1")
    game = _cast_as_the_warrior_begins(catalogue, "spell/shatter", *prep)
    play(game, "cast spell/shatter character/warrior purchase/axe#1")
    assert game.state.players[1].objects == ("purchase/sword#1",)


def test_transmute_turns_ordinary_weapons_and_armour_to_wood(catalogue) -> None:
    """Card text, Transmute: every Weapon and Armour that is not a Magic Object is discarded."""
    prep = ("adjust purchase/sword#1 1", "adjust purchase/armour#1 1", "adjust adventure/sword-of-light 1")
    game = _cast_as_the_warrior_begins(catalogue, "spell/transmute", *prep)
    play(game, "cast spell/transmute character/warrior")
    assert game.state.players[1].objects == ("adventure/sword-of-light",)


def test_gust_of_wind_blows_objects_away_on_one_or_two(catalogue) -> None:
    """Card text, Gust of Wind: a die per Object; on 1 or 2 it is blown six spaces clockwise."""
    prep = ("adjust purchase/sword#1 1", "adjust purchase/axe#1 1")
    game = _cast_as_the_warrior_begins(catalogue, "spell/gust-of-wind", *prep)
    play(game, "cast spell/gust-of-wind character/warrior")
    while (
        game.decision.kind == "roll" and game.decision.player < 0 and "movement" not in game.decision.prompt
    ):
        play(game, "roll 2" if "die 1" in game.decision.prompt else "roll 5")
    objects = game.state.players[1].objects
    assert len(objects) == 1
    lying = [c for on in game.state.board.values() for c in on]
    assert len({"purchase/sword#1", "purchase/axe#1"} & set(lying)) == 1


def test_slow_motion_one_space_this_turn_and_the_next(catalogue) -> None:
    """Card text, Slow Motion: for that turn and their next one they move only one space."""
    game = _cast_as_the_warrior_begins(catalogue, "spell/slow-motion")
    play(game, "cast spell/slow-motion character/warrior")
    if game.decision.kind == "begin":
        play(game, "begin")
    assert game.decision.kind == "move" and all(
        game.space(str(a).split()[1]).id in game.space(game.state.players[1].position).neighbours
        for a in legal(game)
        if a.startswith("move ")
    )


# --- Warlock Quest cards ------------------------------------------------------------------------

CAVE = "space/middle/warlocks-cave"


def test_craft_trophies_are_given_until_five(catalogue) -> None:
    """Quest card, Deliver Five Points of Craft Trophies: give up Craft trophies worth 5 Craft
    or more in all (the Spectre's 3 and the Shadow's 2; a Strength trophy is not offered)."""
    game = reaper_game(catalogue, warlock_quests=True)
    land_at(game, 0, CAVE)
    play(game, "take warlock-quest/give-craft-trophies")
    assert game.state.players[0].quest == "give-craft-trophies" and game.state.current == 1
    play(game, "adjust adventure/spectre 0", "adjust adventure/shadow#1 0", "adjust adventure/ape 0")
    play(game, "adjust turn 0")
    assert game.decision.kind == "quest"
    assert legal(game) == {"discard adventure/spectre", "discard adventure/shadow#1"}
    play(game, "discard adventure/spectre")
    events = play(game, "discard adventure/shadow#1")
    assert "quest_done 0 give-craft-trophies" in events
    assert game.state.players[0].trophies == ("adventure/ape",)


def test_give_up_an_object(catalogue) -> None:
    """Quest card, Deliver an Object: give up one of your Objects (the player picks which)."""
    game = reaper_game(catalogue, warlock_quests=True)
    land_at(game, 0, CAVE, "adjust purchase/sword#1 0", "adjust purchase/axe#1 0")
    events = play(game, "take warlock-quest/give-object")
    if game.decision.kind == "quest":
        assert {"discard purchase/sword#1", "discard purchase/axe#1"} <= legal(game)
        events += play(game, "discard purchase/axe#1")
    assert "quest_done 0 give-object" in events
    assert "purchase/sword#1" in game.state.players[0].objects
    assert "purchase/axe#1" not in game.state.players[0].objects


# --- FAQ answers no test played before ------------------------------------------------------------


def _genie_with_three(catalogue, *characters: str):
    game = reaper_game(catalogue, *characters)
    play(game, "adjust adventure/genie 1", "adjust 1 craft 0", "adjust turn 1")
    while game.decision.kind == "cast":
        play(game, "pass")
    play(game, "use adventure/genie", "draw spell/blessed", "draw spell/sleep", "draw spell/enrich")
    return game


def test_genie_q1_nullify_leaves_the_genies_spells(catalogue) -> None:
    """FAQ Genie Q1: "Are the Genie's Spells affected by the Magical Vortex or the Nullify Spell?
    A: No." Nullify on his holder (who holds a Spell of his own) takes only that one."""
    game = _genie_with_three(catalogue, "character/wizard", "character/thief")
    play(game, "adjust spell/fireball 1", "adjust spell/nullify 0", "adjust 0 craft 3", "adjust turn 0")
    while "cast spell/nullify character/thief" not in legal(game):
        play(game, "pass")  # the Thief lets the Genie's chance as her turn starts go by
    play(game, "cast spell/nullify character/thief")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert game.state.players[1].spells == ()
    genie = ["spell/blessed", "spell/sleep", "spell/enrich"]
    assert game.state.markers["aside/genie/adventure/genie"] == genie


def test_genie_q3_his_spells_are_not_in_his_holders_hand(catalogue) -> None:
    """FAQ Genie Q3: "Can the Prophetess look at the Genie's Spells? A: No." She looks at the
    Spells other characters hold; the Genie's lie aside on his card, not in his holder's hand."""
    game = _genie_with_three(catalogue, "character/prophetess", "character/thief")
    assert game.state.players[1].spells == ()
    assert len(game.state.markers["aside/genie/adventure/genie"]) == 3
