"""The Reaper's characters (data abilities; digital rulebook FAQ "The Reaper Expansion":
Dark Cultist, Knight, Sage)."""

from __future__ import annotations

from engine import Game, Setup
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at, reaper_game

CHAPEL = "space/outer/chapel"


def test_the_knight_starts_with_a_sword_and_an_armour(catalogue) -> None:
    game = Game.new(
        Setup.of("character/knight", "character/thief", seed=3, expansions=("reaper",)), catalogue
    )
    objects = {o.split("#")[0] for o in game.state.players[0].objects}
    assert objects == {"purchase/sword", "purchase/armour"}
    assert len(game.state.decks["purchase"]) == 28 - 2


def test_the_knight_adds_two_when_praying(catalogue) -> None:
    game = reaper_game(catalogue, "character/knight", "character/thief")
    land_at(game, 0, CHAPEL)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, "choose 2", "roll 3", "adjust 0 lives 3")  # pray: a 3
    assert "use prayer-bonus-2" in legal(game)
    events = play(game, "use prayer-bonus-2")
    assert "ability 0 prayer-bonus-2" in events


def test_the_knight_stays_good_and_the_cultist_evil(catalogue) -> None:
    game = reaper_game(catalogue, "character/knight", "character/dark-cultist")
    from engine import character

    character.set_alignment(game, 0, "evil")
    character.set_alignment(game, 1, "good")
    assert [c.alignment for c in game.state.players] == ["good", "evil"]


def test_the_merchant_starts_with_five_gold(catalogue) -> None:
    game = Game.new(
        Setup.of("character/merchant", "character/thief", seed=3, expansions=("reaper",)), catalogue
    )
    assert [c.gold for c in game.state.players] == [5, 1]


def test_the_sage_draws_a_spell_as_his_turn_begins(catalogue) -> None:
    """FAQ Sage: a Spell gained as the turn begins may be cast that turn."""
    game = reaper_game(catalogue, "character/sage", "character/thief")
    play(game, "adjust turn 0")
    assert "use spell-at-start" in legal(game)
    play(game, "use spell-at-start", "draw spell/blessed")
    assert game.state.players[0].spells == ("spell/blessed",)
    assert any(a.startswith("cast spell/blessed") for a in legal(game))
    assert "use spell-at-start" not in legal(game)  # once a turn


def test_the_dark_cultist_may_attack_a_character_by_psychic_combat(catalogue) -> None:
    game = reaper_game(catalogue, "character/dark-cultist", "character/thief")
    land_at(game, 0, "space/outer/fields-2", "adjust 1 position space/outer/fields-2")
    assert "encounter character/thief psychic" in legal(game)


def test_the_knight_does_not_attack_good_characters(catalogue) -> None:
    """FAQ Knight: the alignment when he lands decides (a Druid may turn good first)."""
    game = reaper_game(catalogue, "character/knight", "character/monk")  # the Monk is good
    land_at(game, 0, "space/outer/fields-2", "adjust 1 position space/outer/fields-2")
    assert not any(a.startswith("encounter character/monk") for a in legal(game))
    game = reaper_game(catalogue, "character/knight", "character/thief")  # the Thief is evil
    land_at(game, 0, "space/outer/fields-2", "adjust 1 position space/outer/fields-2")
    assert "encounter character/thief" in legal(game)


def test_the_merchant_trades_an_object_but_never_the_pouch(catalogue) -> None:
    """FAQ Concealed Pouch Q3."""
    game = reaper_game(catalogue, "character/merchant", "character/thief")
    prep = (
        "adjust 1 position space/outer/fields-2",
        "adjust purchase/sword#1 0",
        "adjust purchase/helmet#1 1",
        "adjust adventure/concealed-pouch 1",
    )
    land_at(game, 0, "space/outer/fields-2", *prep)
    trades = {a for a in legal(game) if a.startswith("use trade")}
    assert trades == {"use trade purchase/sword#1 purchase/helmet#1"}
    play(game, "use trade purchase/sword#1 purchase/helmet#1")
    merchant, thief = game.state.players
    assert "purchase/helmet#1" in merchant.objects and "purchase/sword#1" in thief.objects


def _cultist_beats_the_thief(catalogue, *prep: str):
    """The Dark Cultist (Strength raised to 9) lands on the Thief in the Fields and wins the
    battle 15 to 9; the reward is his to choose."""
    game = reaper_game(catalogue, "character/dark-cultist", "character/thief")
    field = "space/outer/fields-2"
    land_at(game, 0, field, f"adjust 1 position {field}", "adjust 0 strength 6", "adjust 0 gold 0", *prep)
    play(game, "encounter character/thief", "roll 6", "roll 6")
    assert game.decision.kind == "reward"
    return game


def test_the_dark_cultist_takes_one_reward_and_one_gift_from_a_beaten_character(catalogue) -> None:
    """Core rules, Battles Between Two Characters, 5. Claim Reward: "The winner may either force
    the loser to lose one life (which may be saved by use of an Object or Spell), or may take one
    Object or one gold from the loser to add to his own. [...] The turn then ends." FAQ Dark
    Cultist Q2: "Only one gift." One battle won: one life lost, one gift, the turn over."""
    game = _cultist_beats_the_thief(catalogue)
    events = play(game, "reward life", "roll 1", "choose 1")  # the gift die: a 1, the card's gift
    assert events.count("ability 0 dark-gift") == 1
    thief = game.state.players[1]
    assert thief.lives == 3  # one life of four, not every one
    assert game.state.current == 1 and game.decision.kind != "reward"


def test_the_dark_cultist_beaten_armour_saves_no_second_reward(catalogue) -> None:
    """Core rules, Claim Reward (one life, "which may be saved by use of an Object"; "The turn
    then ends"); FAQ Dark Cultist Q1: a life saved by Armour gives no gift. Armour failing
    loses one life, once; Armour saving loses none and gives no gift; neither asks again."""
    game = _cultist_beats_the_thief(catalogue, "adjust purchase/armour#1 1")
    events = play(game, "reward life", "roll 2")  # Armour fails on a 2
    if game.decision.is_chance:  # the gift die
        events += play(game, "roll 1", "choose 1")
    assert game.state.players[1].lives == 3 and events.count("ability 0 dark-gift") == 1
    assert game.state.current == 1
    game = _cultist_beats_the_thief(catalogue, "adjust purchase/armour#1 1")
    events = play(game, "reward life", "roll 5")  # Armour saves on a 5
    assert game.state.players[1].lives == 4 and "ability 0 dark-gift" not in events
    assert game.state.current == 1


def test_the_dark_cultist_kills_with_his_reward_gift_then_the_dead_mans_things(catalogue) -> None:
    """Claim Reward: "If the winner kills the loser [...] the winner may take any Objects,
    Followers, and gold from the loser"; the gift (a life really lost) comes with it, once."""
    game = _cultist_beats_the_thief(catalogue, "adjust 1 lives 1", "adjust 1 gold 2")
    events = play(game, "reward life", "roll 1", "choose 1")
    assert events.count("ability 0 dark-gift") == 1 and not game.state.players[1].alive
    assert game.decision.kind == "take"
    play(game, "take gold", "done")
    assert game.state.players[0].gold == 1 + 2 and game.state.current == 1
