"""The Highland deck's Objects and Magic Objects played by the engine (issue 30), each test naming
the card it checks; the card's facts are in its data's words (content/data/highland/decks)."""

from __future__ import annotations

import content
from engine.handlers.highland import cards_objects
from tests.engine.dungeon.dungeon_cards_helpers import bases, named, value
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_objects_helpers import highland_game, holding
from tests.engine.reaper_helpers import finish_turn, land_at

CITY = "space/outer/city"


def _p0(game):  # type: ignore[no-untyped-def]
    return game.state.players[0]


# --- potions and the Chest: used when the holder likes (use data) ------------------------------


def test_spellbound_potion_draws_a_spell(catalogue: content.Catalogue) -> None:
    """Spellbound Potion: drunk whenever the holder likes (then discarded), 1 Spell drawn if the
    Craft leaves room."""
    potion = "highland/spellbound-potion"
    game = holding(catalogue, potion)
    assert f"use {potion}" in legal(game)
    play(game, f"use {potion}")
    assert game.decision.kind == "draw"
    play(game, sorted(legal(game))[0])
    assert len(_p0(game).spells) == 1 and not _p0(game).objects


def test_unstable_potion_its_die(catalogue: content.Catalogue) -> None:
    """Unstable Potion: a die when drunk: 1 a Toad for 3 turns, 2 a Strength lost, 4 a life
    gained, 6 a Strength gained."""
    potion = "highland/unstable-potion"
    game = holding(catalogue, potion)
    play(game, f"use {potion}", "roll 1")
    assert _p0(game).is_toad and not _p0(game).objects
    game = holding(catalogue, potion, prep=("adjust 0 strength 1",))
    play(game, f"use {potion}", "roll 2")
    assert _p0(game).strength == 0
    game = holding(catalogue, potion)
    lives = _p0(game).lives
    play(game, f"use {potion}", "roll 4")
    assert _p0(game).lives == lives + 1
    game = holding(catalogue, potion)
    play(game, f"use {potion}", "roll 6")
    assert _p0(game).strength == 1


def test_treasure_chest_a_die_of_gold_two_with_the_map(catalogue: content.Catalogue) -> None:
    """Treasure Chest: discarded in the holder's turn for a die's count of gold; with the Treasure
    Map a second die's count more."""
    chest, treasure_map = "highland/treasure-chest", "highland/treasure-map"
    game = holding(catalogue, chest, prep=("adjust 0 gold 0",))
    play(game, f"use {chest}", "roll 5")
    assert _p0(game).gold == 5 and not _p0(game).objects
    game = holding(catalogue, chest, treasure_map, prep=("adjust 0 gold 0",))
    play(game, f"use {chest}", "roll 5", "roll 3")
    assert _p0(game).gold == 8 and bases(_p0(game).objects) == {treasure_map}


def test_healing_potion_heals_a_life(catalogue: content.Catalogue) -> None:
    """Healing Potion: discarded whenever the holder likes to heal 1 life."""
    potion = named(catalogue, "highland/healing-potion")
    game = holding(catalogue, potion, prep=("adjust 0 lives 2",))
    play(game, f"use {potion}")
    assert _p0(game).lives == 3 and not _p0(game).objects


def test_healing_potion_saves_a_follower(catalogue: content.Catalogue) -> None:
    """Healing Potion: or discarded to keep a Follower from being killed (the Giant Beetle's
    bite, say: a defeat kills a Follower at random)."""
    potion = named(catalogue, "highland/healing-potion")
    guide = named(catalogue, "adventure/guide")
    game = holding(catalogue, potion, guide)
    assert cards_objects.follower_spared(game, 0, guide)
    assert not _p0(game).objects and guide in _p0(game).followers
    assert not cards_objects.follower_spared(game, 0, guide)  # drunk once


def test_dragons_blood_a_life_for_double_strength(catalogue: content.Catalogue) -> None:
    """Dragon's Blood: drunk whenever the holder likes (then discarded): 1 life lost, the Strength
    value doubled until the turn ends."""
    blood = "highland/dragons-blood"
    game = holding(catalogue, blood, who="character/warrior")
    lives, strength = _p0(game).lives, value(game, "strength")
    play(game, f"use {blood}")
    assert _p0(game).lives == lives - 1 and value(game, "strength") == 2 * strength
    finish_turn(game)
    assert value(game, "strength") == strength


def test_dragons_teeth_a_die_more_in_battle(catalogue: content.Catalogue) -> None:
    """Dragon's Teeth: discarded as a battle is about to start, 1 die rolled and added to the
    attack score."""
    from tests.engine.highland.highland_objects_helpers import meet

    teeth = "highland/dragons-teeth"
    game = meet(catalogue, "adventure/wild-boar", prep=(f"adjust {teeth} 0",), fight=False)
    strength = value(game, "strength")
    play(game, f"use {teeth}", "roll 4")
    assert not _p0(game).objects
    events = play(game, "roll 1", "roll 1")  # (nothing more to choose: it is fought)
    line = next(e for e in events if e.startswith("attack_scores"))
    assert int(line.split()[2]) == strength + 1 + 4


def test_invisibility_potion_evades_for_the_turn(catalogue: content.Catalogue) -> None:
    """Invisibility Potion: discarded whenever the holder likes: any creature or character may be
    evaded until the turn ends."""
    from tests.engine.highland.highland_objects_helpers import meet

    potion = "highland/invisibility-potion"
    game = meet(catalogue, "adventure/wild-boar", prep=(f"adjust {potion} 0",), fight=False)
    assert "evade" not in legal(game)
    play(game, f"use {potion}")
    assert "evade" in legal(game) and not _p0(game).objects


def test_renewal_potion_swaps_spells(catalogue: content.Catalogue) -> None:
    """Renewal Potion: discarded whenever the holder likes: any of his Spells discarded and as many
    new ones drawn."""
    potion = "highland/renewal-potion"
    spells = ("adjust spell/healing#1 0", "adjust spell/teleport#1 0")
    game = holding(catalogue, potion, who="character/wizard", prep=spells)
    play(game, f"use {potion}")
    assert game.decision.kind == "renew"
    play(game, "discard spell/healing#1", "done")
    assert game.decision.kind == "draw"
    play(game, sorted(legal(game))[0])
    spells = _p0(game).spells
    assert len(spells) == 2 and "spell/teleport#1" in spells and "spell/healing#1" not in spells
    assert not _p0(game).objects


# --- gems: the City's Alchemist buys them at their price (sells_for data) ------------------------


def test_gems_sell_at_the_alchemist_for_their_price(catalogue: content.Catalogue) -> None:
    """Diamond 4, Ruby 3, Emerald 2, Opal 1, Lodestone 1: discarded at the Alchemist in the City
    for that much gold; any other Object still fetches 1."""
    game = highland_game(catalogue)
    gems = [named(catalogue, f"highland/{g}") for g in ("diamond", "ruby", "emerald", "opal", "lodestone")]
    land_at(game, 0, CITY, *(f"adjust {g} 0" for g in gems), "adjust purchase/sword#1 0", "adjust 0 gold 0")
    play(game, "choose 2")  # Enchantress, Alchemist
    play(game, *(f"discard {g}" for g in gems), "discard purchase/sword#1")
    assert _p0(game).gold == 4 + 3 + 2 + 1 + 1 + 1 and not _p0(game).objects


def test_lodestone_must_be_taken_and_fills_two_places(catalogue: content.Catalogue) -> None:
    """Lodestone: it must be taken, and counts as 2 Objects for the carrying limit."""
    from engine import character

    stone = named(catalogue, "highland/lodestone")
    game = holding(catalogue, stone, "adventure/helmet", "adventure/sword")
    assert character.carried(game, _p0(game)) == 4
    play(game, "adjust adventure/axe 0")
    assert game.decision.kind == "ditch"  # 5 places filled: one Object must be left
    assert cards_objects.must_take(game, 0, stone)


# --- carried rules ---------------------------------------------------------------------------


def test_lucky_charm_sets_the_die_instead_of_rolling(catalogue: content.Catalogue) -> None:
    """Lucky Charm: as the holder is about to roll a die he may discard the Charm and pick the
    number it shows instead of rolling it (a die set: no chance outcome)."""
    charm = named(catalogue, "highland/lucky-charm")
    game = holding(catalogue, charm)
    assert game.decision.kind == "instead" and not game.decision.is_chance
    play(game, f"use {charm} 5")
    assert game.decision.kind == "move" and list(game.top["roll"]) == [5]
    assert charm not in _p0(game).objects
    game = holding(catalogue, charm)
    play(game, "pass")  # kept: the die is rolled
    assert game.decision.is_chance and charm in _p0(game).objects


def test_walking_stick_adds_one_to_the_move(catalogue: content.Catalogue) -> None:
    """Walking Stick: after the die for the move is rolled, 1 may be added to it."""
    stick = "highland/walking-stick"
    game = holding(catalogue, stick)
    play(game, "roll 3", f"use {stick}")
    assert game.top["roll"] == [4] and f"use {stick}" not in legal(game)
    assert stick in _p0(game).objects  # (it stays)


def test_treasure_map_a_gold_more_for_a_bag_of_gold(catalogue: content.Catalogue) -> None:
    """Treasure Map: each Bag of Gold cashed in gives 1 gold more."""
    from tests.engine.highland.highland_objects_helpers import meet

    bag = named(catalogue, "adventure/bag-of-gold")
    game = meet(catalogue, bag, prep=("adjust highland/treasure-map 0", "adjust 0 gold 0"))
    play(game, f"take {bag}")
    assert _p0(game).gold == 2


def test_treasure_map_sold_at_the_crags(catalogue: content.Catalogue) -> None:
    """Treasure Map: it may be discarded at the Crags for 2 gold."""
    from tests.engine.highland.highland_objects_helpers import meet

    prep = ("adjust highland/treasure-map 0", "adjust 0 gold 0")
    game = meet(catalogue, space="space/outer/crags", prep=prep)
    while game.decision.kind != "choose":
        play(game, "roll 4" if game.decision.is_chance else sorted(legal(game))[0])
    play(game, "choose 1")
    assert _p0(game).gold == 2 and not _p0(game).objects


def test_lightning_hammer_three_against_several(catalogue: content.Catalogue) -> None:
    """Lightning Hammer: +1 Strength in battle; against more than one Enemy at once, +3 instead."""
    from tests.engine.dungeon.dungeon_cards_helpers import scores
    from tests.engine.highland.highland_objects_helpers import meet

    hammer = "highland/lightning-hammer"
    game = meet(catalogue, "adventure/wild-boar", prep=(f"adjust {hammer} 0",), fight=False)
    base = value(game, "strength")  # the Hammer's +1 in it
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 1
    game = meet(catalogue, "adventure/wild-boar", "adventure/bear", prep=(f"adjust {hammer} 0",), fight=False)
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 1 + 2


def _duel(catalogue: content.Catalogue, card: str, *, psychic: bool = False):  # type: ignore[no-untyped-def]
    """The Warrior (holding ``card``) attacks the Dwarf on Fields and wins: 6 and 1 against 1."""
    game = highland_game(catalogue, "character/warrior", "character/dwarf")
    play(game, f"adjust {card} 0", "adjust 1 position space/outer/fields-2", "adjust 1 fate 0")
    play(game, "adjust turn 0", "roll 1", "move space/outer/fields-2")
    play(game, "encounter character/dwarf" + (" psychic" if psychic else ""))
    return game


def test_ice_sceptre_the_beaten_character_misses_a_turn(catalogue: content.Catalogue) -> None:
    """Ice Sceptre: a character its holder beats in battle or psychic combat and takes a life from
    also misses his next turn."""
    game = _duel(catalogue, "highland/ice-sceptre")
    play(game, "roll 6", "roll 1", "roll 1")
    events = play(game, "reward life")
    assert "misses_turn 1" in events and game.state.current == 0  # his turn went by


def test_ring_of_protection_gives_the_life_back(catalogue: content.Catalogue) -> None:
    """Ring of Protection: beaten in battle, the holder may discard the Ring in place of losing the
    life."""
    from tests.engine.highland.highland_objects_helpers import meet

    ring = "highland/ring-of-protection"
    game = meet(catalogue, "adventure/bear", prep=(f"adjust {ring} 0",))
    lives = _p0(game).lives
    play(game, "roll 1", "roll 6")
    assert game.decision.kind == "save"
    play(game, f"use {ring}")
    assert _p0(game).lives == lives and ring not in _p0(game).objects


def test_spellsword_a_spell_for_a_psychic_win(catalogue: content.Catalogue) -> None:
    """Spellsword: +1 Craft in psychic combat; a psychic combat won with it, the foe losing a life
    (an Enemy killed), draws its holder 1 Spell if his Craft allows."""
    from tests.engine.highland.highland_objects_helpers import meet

    sword = "highland/spellsword"
    game = meet(catalogue, "adventure/spectre", who="character/wizard", prep=(f"adjust {sword} 0",))
    play(game, "roll 6", "roll 1")
    assert game.decision.kind == "draw"
    play(game, sorted(legal(game))[0])
    assert len(_p0(game).spells) == 1
    spells = ("adjust spell/healing#1 0", "adjust spell/teleport#1 0")  # (Craft 5 + 1: room for 2)
    game = meet(catalogue, "adventure/spectre", who="character/wizard", prep=(f"adjust {sword} 0", *spells))
    play(game, *(["fight"] if game.decision.kind == "battle" else []))
    play(game, "roll 6", "roll 1")
    assert game.decision.kind != "draw" and len(_p0(game).spells) == 2  # (no room for more)
    assert "adventure/spectre" in _p0(game).trophies


def test_the_usable_list_is_the_datas(catalogue: content.Catalogue) -> None:
    """The hooks wait for exactly the Highland deck's cards whose data has a ``use``."""
    assert set(cards_objects.USABLE) == {
        c.id for c in catalogue if getattr(c, "use", None) and c.id.startswith("highland/")
    }


def test_spellstone_two_spells_cast_from_the_stone(catalogue: content.Catalogue) -> None:
    """Spellstone: taken, 2 Spells are drawn onto it; it casts them whenever its holder wishes, as
    if he cast them; with the last one cast it crumbles (discarded)."""
    from tests.engine.highland.highland_objects_helpers import meet

    stone = "highland/spellstone"
    game = meet(catalogue, stone, fight=False)
    play(game, f"take {stone}", "draw spell/healing", "draw spell/teleport")
    key = f"aside/spellstone/{stone}"
    assert sorted(game.state.markers[key]) == ["spell/healing#1", "spell/teleport#1"]
    assert not _p0(game).spells  # (held on the stone, not in the hand)
    finish_turn(game)
    finish_turn(game)
    casts = [a for a in legal(game) if a.startswith("cast spell/")]
    assert casts  # offered as his next turn begins
    play(game, "adjust 0 lives 2", next(a for a in casts if a.startswith("cast spell/healing")))
    assert game.state.markers[key] == ["spell/teleport#1"] and stone in _p0(game).objects


def test_dawnstone_two_lives_spent_first(catalogue: content.Catalogue) -> None:
    """Dawnstone: 2 lives lie on it; a life the holder would lose comes off the stone instead; with
    both gone the stone crumbles."""
    from tests.engine.highland.highland_objects_helpers import meet

    dawn = "highland/dawnstone"
    game = meet(catalogue, "adventure/bear", prep=(f"adjust {dawn} 0",))
    lives = _p0(game).lives
    play(game, "roll 1", "roll 6")
    assert _p0(game).lives == lives and dawn in _p0(game).objects
    game = holding(catalogue, dawn)
    lives = _p0(game).lives
    from engine import character

    character.lose_life(game, 0, 3, "test")
    assert _p0(game).lives == lives - 1 and dawn not in _p0(game).objects


def test_beastmaster_tames_an_animal_for_the_next_battle(catalogue: content.Catalogue) -> None:
    """Beastmaster: an Animal met may be tamed in place of attacking it; in the next battle it adds
    its Strength (the Bear's 3); then it and the Beastmaster are discarded."""
    from tests.engine.dungeon.dungeon_cards_helpers import scores
    from tests.engine.highland.highland_objects_helpers import FIELD, meet

    master, bear = "highland/beastmaster", "adventure/bear"
    boar = named(catalogue, "adventure/wild-boar")
    game = meet(catalogue, bear, prep=(f"adjust {master} 0",), fight=False)
    play(game, f"use {master} {bear}")
    assert bear not in game.state.board.get(FIELD, ()) and master in _p0(game).followers
    assert game.state.markers[f"aside/tamed/{master}"] == [bear]
    finish_turn(game)
    land_at(game, 0, FIELD, f"adjust {boar} {FIELD}")
    strength = value(game, "strength")
    if game.decision.kind == "battle":
        play(game, "fight")
    assert scores(play(game, "roll 1", "roll 1"))[0] == strength + 1 + 3
    assert master not in _p0(game).followers and bear in game.state.discards["adventure"]


def test_dragons_eye_binds_a_dragon(catalogue: content.Catalogue) -> None:
    """Dragon's Eye: a Dragon met may be bound in place of attacking it (not another Enemy); it adds
    its Strength in the next battle, not the one it came from."""
    from tests.engine.dungeon.dungeon_cards_helpers import scores
    from tests.engine.highland.highland_objects_helpers import meet

    eye, dragon = "highland/dragons-eye", named(catalogue, "adventure/dragon")
    boar = named(catalogue, "adventure/wild-boar")
    game = meet(catalogue, dragon, boar, prep=(f"adjust {eye} 0",), fight=False)
    assert f"use {eye} {boar}" not in legal(game)  # (a Dragon only)
    play(game, f"use {eye} {dragon}")
    strength = value(game, "strength")
    if game.decision.kind == "battle":
        play(game, "fight")
    assert scores(play(game, "roll 1", "roll 1"))[0] == strength + 1  # the Boar fought alone
    assert eye in _p0(game).objects and game.state.markers[f"aside/tamed/{eye}"] == [dragon]


def test_luckstone_pays_the_fate(catalogue: content.Catalogue) -> None:
    """Luckstone: 2 fate lie on it; whenever the holder pays a fate, he may take it off the stone
    instead of his own; with both gone it crumbles."""
    stone = "highland/luckstone"
    game = holding(catalogue, stone)  # (no fate of his own)
    play(game, "roll 2")
    assert "reroll" in legal(game)  # a fate to pay, on the stone
    play(game, "reroll", "roll 5")
    assert _p0(game).fate == 0 and stone in _p0(game).objects
    assert list(game.top["roll"]) == [5] and "reroll" not in legal(game)  # (once a move)
    play(game, "adjust 0 fate 1")
    finish_turn(game)
    finish_turn(game)
    play(game, "roll 2", "reroll", "roll 5")  # the stone's second fate: it crumbles
    assert _p0(game).fate == 1 and stone not in _p0(game).objects
