"""Adventure Followers (core rulebook, "Followers"; digital rulebook, "Followers That You Must
Take", "Movement Effects"; FAQ, Adventure cards, "Prince / Princess")."""

from __future__ import annotations

from engine import character
from tests.engine.adventure_scenes import give, meet
from tests.engine.engine_helpers import legal, new_game, play


def take(game, card: str) -> None:  # type: ignore[no-untyped-def]
    assert f"take {card}" in legal(game)
    play(game, f"take {card}")
    if "done" in legal(game):
        play(game, "done")


def test_followers_are_taken_by_choice(catalogue) -> None:
    """Core rules, Followers: the Maiden, Unicorn, Guide... may be taken or left."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/maiden")
    assert legal(game) == {"take adventure/maiden", "done"}
    play(game, "done")
    assert game.state.board["space/outer/fields-1"] == ("adventure/maiden",)


def test_maiden_adds_two_craft(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/maiden")
    take(game, "adventure/maiden")
    assert character.craft(game, game.state.players[0]) == 4


def test_unicorn_adds_strength_and_craft(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/unicorn")
    take(game, "adventure/unicorn")
    warrior = game.state.players[0]
    assert character.strength(game, warrior) == 5 and character.craft(game, warrior) == 3


def test_mule_carries_eight_objects(catalogue) -> None:
    """Core rules, Object Carrying Limits: four, eight with the Mule."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/mule")
    assert character.carry_limit(game.state.players[0]) == 8


def test_hag_must_be_taken_and_drives_other_followers_off(catalogue) -> None:
    """Cursed by a Hag: compulsory; every other Follower is discarded; no new one may join
    (digital rulebook, Followers That You Must Take)."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/maiden")
    meet(game, "adventure/cursed-by-a-hag")
    warrior = game.state.players[0]
    assert warrior.followers == ("adventure/cursed-by-a-hag",)
    assert "adventure/maiden" in game.state.discards["adventure"]
    meet(game, "adventure/unicorn", space="space/outer/fields-6")
    assert "take adventure/unicorn" not in legal(game)


def test_hag_leaves_after_the_village(catalogue) -> None:
    """Cursed by a Hag: once the Mystic in the Village has been visited she may go."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/cursed-by-a-hag")
    play(game, "adjust 1 position space/outer/city")  # the Monk leaves his Village
    play(game, "adjust 0 fate 0", "adjust 0 position space/outer/fields-3", "adjust turn 0", "roll 1")
    play(game, "move space/outer/village")  # only the Mystic is of use: his roll
    assert game.state.players[0].followers == ("adventure/cursed-by-a-hag",)
    play(game, "roll 2")  # he does nothing for the Warrior: she goes all the same
    assert game.state.players[0].followers == ()


def test_poltergeist_must_be_taken_and_slows_to_one_space(catalogue) -> None:
    """Poltergeist: compulsory; 1 space a turn, so no die for movement (FAQ, Movement Effects)."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/poltergeist")
    assert game.state.players[0].followers == ("adventure/poltergeist",)
    play(game, "adjust turn 0")
    assert game.decision.kind == "move" and not game.decision.is_chance
    assert len(legal(game)) == 2 and all(a.startswith("move space/outer/") for a in legal(game))


def test_poltergeist_leaves_across_the_storm_river(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/poltergeist")
    assert game.state.players[0].followers == ("adventure/poltergeist",)
    play(game, "adjust 0 position space/middle/hills")  # across the river (a Raft, say)
    play(game, "adjust 1 missed 1", "adjust turn 1")  # the Monk's turn ends at once
    assert game.state.players[0].followers == ()
    assert "adventure/poltergeist" in game.state.discards["adventure"]


def test_mercenary_joins_for_one_gold_and_fights_for_another(catalogue) -> None:
    """Mercenary: 1 gold hires him; in a battle 1 gold more gives +3 Strength this turn."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, "adjust 0 gold 2")
    meet(game, "adventure/mercenary")
    play(game, "choose 1")
    assert game.state.players[0].followers == ("adventure/mercenary",) and game.state.players[0].gold == 1
    meet(game, "adventure/giant", space="space/outer/fields-6")
    assert "use adventure/mercenary" in legal(game)
    events = play(game, "use adventure/mercenary")
    assert "use adventure/mercenary" not in legal(game)  # once per turn
    if "fight" in legal(game):
        events += play(game, "fight")
    events += play(game, "roll 3", "roll 1", "roll 4")  # the Warrior's two dice (3 counts), the Giant's 4
    assert "attack_scores 0 10 10" in events  # 3 + 4 + 3 against 4 + 6


def test_mercenary_left_unhired(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/mercenary")
    play(game, "choose 2")
    assert game.state.players[0].followers == ()


def test_guide_makes_the_forest_roll_optional(catalogue) -> None:
    """Guide: in the Chasm, Crags and Forest the space's roll may be skipped."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/guide#1")
    play(game, "adjust 0 fate 0", "adjust 0 position space/outer/plains-3", "adjust turn 0", "roll 1")
    play(game, "move space/outer/forest")
    assert game.decision.kind == "choose"
    play(game, "choose 2")
    assert game.state.current == 1 and game.state.players[0].lives == 5


def test_pixie_forest_roll_chosen_stands(catalogue) -> None:
    """Pixie: the Forest roll is optional, but a roll made stands."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/pixie")
    play(game, "adjust 0 fate 0", "adjust 0 position space/outer/plains-3", "adjust turn 0", "roll 1")
    play(game, "move space/outer/forest", "choose 1", "roll 2")
    assert game.state.players[0].missed_turns >= 0 and game.state.current == 1  # lost: turn over


def test_pixie_evades_on_woods(catalogue) -> None:
    """Pixie: on a Woods space creatures may be evaded."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/pixie")
    play(game, "adjust 0 fate 0", "adjust 0 position space/outer/plains-2", "adjust turn 0", "roll 1")
    play(game, "move space/outer/woods-1", "draw adventure/giant")
    assert "evade" in legal(game)


def test_gnome_opens_the_portal_with_one_die(catalogue) -> None:
    """Gnome: the Portal of Power with Craft takes one die instead of two."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/gnome")
    play(game, "adjust 0 fate 0", "adjust 0 position space/middle/castle", "adjust turn 0", "roll 3")
    play(game, "move space/inner/plain-of-peril", "attempt craft", "roll 2")
    assert game.state.players[0].position == "space/inner/plain-of-peril"  # 2 <= Craft 2


def test_prince_heals_at_the_castle_then_may_be_handed_over(catalogue) -> None:
    """FAQ, Prince / Princess: heal 2 free at the Castle, then sell for 3 gold the same turn."""
    for royal in ("adventure/prince", "adventure/princess"):
        game = new_game(catalogue, "character/warrior", "character/monk")
        give(game, 0, royal)
        play(game, "adjust 0 lives 2", "adjust 0 fate 0", "adjust 0 position space/middle/runes-1")
        play(game, "adjust turn 0", "roll 1", "move space/middle/castle")
        assert game.state.players[0].lives == 4, royal
        play(game, "done")  # the royal doctor's shop
        assert game.decision.kind == "choose"
        play(game, "choose 2")
        warrior = game.state.players[0]
        assert warrior.followers == () and warrior.gold == 4, royal


def test_alchemist_turns_objects_into_gold(catalogue) -> None:
    """Alchemist: discard Objects for 1 gold each."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, "adventure/alchemist", "adventure/sword#1", "adventure/ring")
    meet(game, "adventure/bag-of-gold")
    play(game, "done")
    assert game.decision.kind == "alchemist"
    play(game, "discard adventure/ring", "done")
    warrior = game.state.players[0]
    assert warrior.objects == ("adventure/sword#1",) and warrior.gold == 2
