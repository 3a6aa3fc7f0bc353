"""The Dungeon deck's Enemies and carried cards in a fight, each rule played by a shared
mechanism read from the card's ``fight`` data (engine/handlers/dungeon/cards_fight.py). Each
test quotes the card (the Dungeon deck's card texts; digital rulebook FAQ where it answers).
Scores are read from the ``attack_scores P mine theirs`` event; the character's die is rolled
first, then the foe's."""

from __future__ import annotations

import content
from engine.handlers.dungeon import cards_fight
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, WARRIOR, bases, meet, named, scores, value
from tests.engine.engine_helpers import legal, play

ENTRANCE = "space/dungeon/entrance"


def test_vampire_bats_a_win_by_less_than_two_is_a_stand_off(catalogue: content.Catalogue) -> None:
    """Vampire Bats: "If you defeat them, the attack counts as a stand-off unless your attack
    score wins by 2 or more points. The swarm will remain here until it is killed." """
    bats = "dungeon/vampire-bats"
    game = meet(catalogue, bats, prep=("adjust 0 craft 1",))  # Craft 4 against their 4
    events = play(game, "roll 4", "roll 3")  # 8 against 7
    assert scores(events) == (8, 7) and "stand_off 0" in events
    assert bats in bases(game.state.board[FIELD])
    game = meet(catalogue, bats, prep=("adjust 0 craft 1",))
    play(game, "roll 5", "roll 3")  # 9 against 7: by 2
    assert bats in bases(game.state.players[0].trophies)


def test_living_statue_only_a_magic_weapon_kills_it(catalogue: content.Catalogue) -> None:
    """Living Statue: "If you defeat the Living Statue, the attack counts as a stand-off unless
    you defeat it with a Weapon that is a Magic Object." """
    statue = "dungeon/living-statue"
    game = meet(catalogue, statue, prep=("adjust 0 strength 6", "adjust purchase/sword#1 0"))
    events = play(game, "roll 6", "roll 1")
    assert "stand_off 0" in events and statue in bases(game.state.board[FIELD])
    game = meet(catalogue, statue, prep=("adjust 0 strength 6", "adjust adventure/runesword 0"))
    play(game, "roll 6", "roll 1")
    assert statue in bases(game.state.players[0].trophies)


def test_cave_troll_heals_itself_on_one_or_two(catalogue: content.Catalogue) -> None:
    """Cave Troll: "If you defeat the Cave Troll, roll 1 die. If you roll a 1 or 2, the foul
    thing regenerates and the attack counts as a stand-off." """
    troll = "dungeon/cave-troll"
    game = meet(catalogue, troll, prep=("adjust 0 strength 10",))
    events = play(game, "roll 6", "roll 1", "roll 2")
    assert "stand_off 0" in events and troll in bases(game.state.board[FIELD])
    game = meet(catalogue, troll, prep=("adjust 0 strength 10",))
    play(game, "roll 6", "roll 1", "roll 3")
    assert troll in bases(game.state.players[0].trophies)


def test_giant_beetle_kills_a_follower_besides_the_life(catalogue: content.Catalogue) -> None:
    """Giant Beetle: "If you are defeated, in addition to losing 1 life, it will kill one of your
    Followers at random. If you have none you must lose 1 additional life instead." (The Vampire
    Prince's card says the same in psychic combat.)"""
    game = meet(catalogue, "dungeon/giant-beetle", prep=(f"adjust {named(catalogue, 'adventure/guide')} 0",))
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6")
    assert game.decision.kind == "random"  # the Follower is picked at random
    play(game, f"discard {named(catalogue, 'adventure/guide')}")
    ch = game.state.players[0]
    assert ch.lives == lives - 1 and not ch.followers
    game = meet(catalogue, "dungeon/vampire-prince")
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6")
    assert game.state.players[0].lives == lives - 2


def test_miser_dragon_gives_a_die_of_gold(catalogue: content.Catalogue) -> None:
    """Miser Dragon: "If you kill the Dragon, you loot its hoard; roll 1 die and gain that much
    gold." """
    game = meet(catalogue, "dungeon/miser-dragon", prep=("adjust 0 strength 10", "adjust 0 gold 0"))
    play(game, "roll 6", "roll 1", "roll 5")
    assert game.state.players[0].gold == 5


def test_bloodroot_heals_two_lives(catalogue: content.Catalogue) -> None:
    """Bloodroot: "If you kill the Bloodroot, you may heal up to 2 lives." """
    game = meet(catalogue, "dungeon/bloodroot", prep=("adjust 0 strength 10", "adjust 0 lives 1"))
    before = game.state.players[0].lives
    play(game, "roll 6", "roll 1")
    assert game.state.players[0].lives == before + 2


def test_mimic_has_its_foes_total_strength_and_is_not_a_trophy(catalogue: content.Catalogue) -> None:
    """Mimic: "The Mimic always has the same total Strength as its opponent, including any
    bonuses. If you kill it, gain 1 Strength, but you must discard it instead of taking it as a
    trophy." """
    mimic = "dungeon/mimic"
    game = meet(catalogue, mimic, prep=("adjust purchase/sword#1 0",))
    total = value(game, "strength")
    events = play(game, "roll 3", "roll 3")
    assert scores(events) == (total + 3, total + 3) and "stand_off 0" in events
    game = meet(catalogue, mimic)
    strength = game.state.players[0].strength
    play(game, "roll 5", "roll 2")
    ch = game.state.players[0]
    assert ch.strength == strength + 1 and mimic not in bases(ch.trophies)
    assert mimic in bases(game.state.discards["dungeon"])


def test_vassal_of_darkness_craft_follows_the_foes_alignment(catalogue: content.Catalogue) -> None:
    """Vassal of Darkness: "has a Craft of 3 if you are evil, a Craft of 6 if you are neutral, or a
    Craft of 9 if you are good. If you kill it, gain 1 Craft, but you must discard it instead of
    taking it as a trophy." """
    vassal = "dungeon/vassal-of-darkness"
    for alignment, craft in (("evil", 3), ("neutral", 6), ("good", 9)):
        game = meet(catalogue, vassal, prep=(f"adjust 0 alignment {alignment}",))
        events = play(game, "roll 1", "roll 1")
        assert scores(events)[1] == craft + 1
    game = meet(catalogue, vassal, prep=("adjust 0 alignment evil",))
    craft = game.state.players[0].craft
    play(game, "roll 6", "roll 1")
    ch = game.state.players[0]
    assert ch.craft == craft + 1 and vassal not in bases(ch.trophies)


def test_goblin_king_counts_the_other_goblins_on_the_board(catalogue: content.Catalogue) -> None:
    """Goblin King: "Add 1 to the Goblin King's Strength during battle for all other faceup Enemy
    cards that have the word "Goblin" or "Hobgoblin" in their title, in all Regions." """
    king = catalogue["dungeon/goblin-king"].strength
    far = ("adjust dungeon/cave-goblin#1 space/outer/city", "adjust dungeon/hobgoblin space/middle/oasis")
    game = meet(
        catalogue, "dungeon/goblin-king", prep=(*far, "adjust dungeon/giant-rat#1 space/outer/tavern")
    )
    events = play(game, "roll 1", "roll 4")
    assert scores(events)[1] == king + 2 + 4  # two Goblins; the Giant Rat is none


def test_goblin_trapsmith_one_die_more_the_lowest_kept(catalogue: content.Catalogue) -> None:
    """Goblin Trapsmith: "You must roll 1 extra die for your attack roll and use the lowest
    result." """
    game = meet(catalogue, "dungeon/goblin-trapsmith")
    base = value(game, "strength")
    events = play(game, "roll 6", "roll 2", "roll 1")
    assert scores(events)[0] == base + 2


def test_goblin_sniper_takes_away_the_attack_roll_above_the_craft(catalogue: content.Catalogue) -> None:
    """Goblin Sniper: "Roll 1 die. If the result is higher than your Craft, you cannot roll a die
    for your attack roll." FAQ Goblin Trapsmith Q2: fought with the Sniper, "No. The effect of
    the Goblin Sniper overrides that of the Goblin Trapsmith." """
    game = meet(catalogue, "dungeon/goblin-sniper")
    base, craft = value(game, "strength"), value(game, "craft")
    events = play(game, "roll 5", "roll 1", f"roll {craft + 1}")
    assert scores(events)[0] == base  # no die counts
    game = meet(catalogue, "dungeon/goblin-sniper", "dungeon/goblin-trapsmith")
    events = play(
        game, "roll 5", "roll 4", "roll 1", f"roll {craft}"
    )  # the aim misses: the Trapsmith's lowest
    assert scores(events)[0] == base + 4


def test_crawling_slime_eats_the_weapon_used(catalogue: content.Catalogue) -> None:
    """Crawling Slime: "Any Weapon used to fight it must be discarded after the battle is
    resolved." """
    game = meet(
        catalogue, "dungeon/crawling-slime", prep=("adjust purchase/sword#1 0", "adjust purchase/helmet#1 0")
    )
    play(game, "roll 1", "roll 6")  # lost: the Sword is gone all the same, the Helmet stays
    if game.decision.kind == "roll":
        play(game, "roll 1")  # the Helmet does not save the life
    objects = game.state.players[0].objects
    assert "purchase/sword#1" not in objects and "purchase/helmet#1" in objects


def test_soulbinder_allows_no_fate(catalogue: content.Catalogue) -> None:
    """Soulbinder: "You may not pay fate to reroll dice during psychic combat with the
    Soulbinder." """
    game = meet(catalogue, "dungeon/soulbinder", prep=("adjust 0 fate 2",))
    play(game, "roll 1", "roll 6")
    assert game.state.players[0].fate == 2 and game.decision.kind != "fate"
    game = meet(catalogue, "dungeon/death-knight", prep=("adjust 0 fate 2",))
    play(game, "roll 1", "roll 6")
    assert game.decision.kind == "fate"  # any other foe: the reroll is offered


def test_battle_hulk_may_be_evaded(catalogue: content.Catalogue) -> None:
    """Battle Hulk: "You may evade the Battle Hulk instead of attacking it. It will remain here
    until it is killed." """
    game = meet(catalogue, "dungeon/battle-hulk", fight=False)
    assert "evade" in legal(game)
    events = play(game, "evade")
    assert "evaded 0" in events and "dungeon/battle-hulk" in bases(game.state.board[FIELD])
    game = meet(catalogue, "dungeon/giant-rat", fight=False)
    assert game.decision.kind != "battle" or "evade" not in legal(game)


def test_goblin_ambusher_drops_the_loser_to_the_dungeon_entrance(catalogue: content.Catalogue) -> None:
    """Goblin Ambusher: "If you are defeated, in addition to losing 1 life, you fall into a pit
    trap and land on the Dungeon Entrance." (The Burrow Worm of the Adventure deck too.)"""
    for enemy in ("dungeon/goblin-ambusher", "adventure/burrow-worm"):
        game = meet(catalogue, enemy)
        lives = game.state.players[0].lives
        play(game, "roll 1", "roll 6")
        assert game.state.players[0].position == ENTRANCE and game.state.players[0].lives == lives - 1


def test_goblin_tunneler_a_tunnel_for_the_next_move(catalogue: content.Catalogue) -> None:
    """Goblin Tunneler: "If you kill the Goblin Tunneler, on your next turn you may choose to move
    to any Tunnel space in the Dungeon instead of taking your normal move." """
    game = meet(catalogue, "dungeon/goblin-tunneler", prep=("adjust 0 strength 10",))
    play(game, "roll 6", "roll 1")
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    assert game.decision.kind == "instead"
    assert {"move space/dungeon/tunnel-1", "move space/dungeon/tunnel-9", "begin"} <= legal(game)
    play(game, "move space/dungeon/tunnel-9")
    assert game.state.players[0].position == "space/dungeon/tunnel-9"


def test_gate_keeper_offers_a_teleport(catalogue: content.Catalogue) -> None:
    """Gate Keeper: "If you kill the Gate Keeper you may immediately teleport to one of the
    following spaces of your choice: Oasis, Village, City, Temple, Warlock's Cave, Ruins." """
    game = meet(catalogue, "dungeon/gate-keeper", prep=("adjust 0 craft 10",))
    play(game, "roll 6", "roll 1", "choose 2")
    assert legal(game) == {
        f"move space/{s}"
        for s in (
            "middle/oasis",
            "outer/village",
            "outer/city",
            "middle/temple",
            "middle/warlocks-cave",
            "outer/ruins",
        )
    }
    play(game, "move space/middle/temple")
    assert game.state.players[0].position == "space/middle/temple"


def test_tomb_warden_a_talisman_or_three_gold_and_no_trophy(catalogue: content.Catalogue) -> None:
    """Tomb Warden: "If you kill it, gain a Talisman or 3 gold, but you must discard it instead of
    taking it as a trophy." """
    warden = "dungeon/tomb-warden"
    game = meet(catalogue, warden, prep=("adjust 0 craft 10", "adjust 0 gold 0"))
    play(game, "roll 6", "roll 1", "choose 2")
    ch = game.state.players[0]
    assert ch.gold == 3 and warden not in bases(ch.trophies)
    game = meet(catalogue, warden, prep=("adjust 0 craft 10",))
    play(game, "roll 6", "roll 1", "choose 1")
    assert any(c.startswith("talisman/talisman") for c in game.state.players[0].objects)


def test_rune_dancer_fills_the_spells_the_craft_allows(catalogue: content.Catalogue) -> None:
    """Rune Dancer: "If you kill the Rune Dancer, you may gain your full complement of Spells,
    according to your current Craft." """
    game = meet(catalogue, "dungeon/rune-dancer", prep=("adjust 0 craft 3",))  # Craft 6: 3 Spells
    play(game, "roll 6", "roll 1")
    while game.decision.kind == "draw":
        play(game, str(sorted(legal(game))[0]))
    assert len(game.state.players[0].spells) == 3


def test_goblin_slayer_three_against_goblins(catalogue: content.Catalogue) -> None:
    """Goblin Slayer: "Add 1 to your Strength during battle" (our reading of its data), "or 3
    instead of 1 against Enemies with "Goblin" or "Hobgoblin" in their name." """
    game = meet(catalogue, "dungeon/giant-rat", prep=("adjust dungeon/goblin-slayer 0",))
    base = value(game, "strength")  # the Slayer's 1 counted
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 1
    game = meet(catalogue, "dungeon/cave-goblin", prep=("adjust dungeon/goblin-slayer 0",))
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 1 + 2


def test_tunnel_fighter_and_oaths_add_more_in_the_dungeon(catalogue: content.Catalogue) -> None:
    """Tunnel Fighter: "Add 1 to your Strength during battle. Add 3 to your Strength instead of 1
    during battles in the Dungeon." Oaths of Vengeance: +2 Strength in battle and +2 Craft in
    psychic combat while in the Dungeon."""
    prep = ("adjust dungeon/tunnel-fighter 0", "adjust dungeon/oaths-of-vengeance 0")
    game = meet(catalogue, "dungeon/giant-rat", prep=prep)
    base = value(game, "strength")
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 1
    tunnel = "space/dungeon/tunnel-3"
    game = meet(catalogue, "dungeon/giant-rat", prep=prep, space=tunnel)
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 1 + 2 + 2
    game = meet(catalogue, "dungeon/shadow", prep=prep, space=tunnel)
    craft = value(game, "craft")
    assert scores(play(game, "roll 1", "roll 1"))[0] == craft + 1 + 2


def test_the_held_list_is_the_datas(catalogue: content.Catalogue) -> None:
    """The carried cards' hook waits for exactly the cards whose data gives a fight bonus."""
    data = {c.id for c in catalogue if getattr(c, "fight", None) and "bonus" in c.fight}
    assert set(cards_fight.HELD) == data


def test_the_warrior_keeps_the_lowest_against_the_trapsmith_too(catalogue: content.Catalogue) -> None:
    """FAQ Goblin Trapsmith Q3: "No. The Warrior must roll two dice for his attack roll and use the
    lowest result." """
    game = meet(catalogue, "dungeon/goblin-trapsmith", who=WARRIOR)
    base = value(game, "strength")
    events = play(game, "roll 5", "roll 3", "roll 1")
    assert scores(events)[0] == base + 3
