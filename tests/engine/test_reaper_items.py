"""The Reaper's cards used by choice, carried or fought with a rule of their own (card rules:
Elixirs, Casket, St. Josephine, Golden Statue, Hearth Rune, Horse and Cart, Map, the Reaper's
Talisman; Mummy, Crone, Succubus, Nightmare, Black Unicorn, Fiend Slayer)."""

from __future__ import annotations

from engine import character
from engine.movement import has_talisman
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at, reaper_game
from tests.engine.test_reaper_battle import FIELD, battle, scores


def turn_start(catalogue, *prep: str):
    game = reaper_game(catalogue)
    play(game, *prep, "adjust turn 0")
    return game


def test_elixir_of_might_at_the_start_of_the_turn(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/elixir-of-might 0")
    assert "use adventure/elixir-of-might" in legal(game)
    play(game, "use adventure/elixir-of-might", "roll 6")
    thief = game.state.players[0]
    assert thief.strength == 2 and "adventure/elixir-of-might" not in thief.objects


def test_elixir_poison(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/elixir-of-wisdom 0")
    lives = game.state.players[0].lives
    play(game, "use adventure/elixir-of-wisdom", "roll 1")
    assert game.state.players[0].lives == lives - 1


def test_casket_six_is_a_talisman(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/casket 0")
    play(game, "use adventure/casket", "roll 6")
    assert has_talisman(game.state.players[0])


def test_st_josephine_heals_and_leaves(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/st-josephine 0", "adjust 0 lives 1")
    play(game, "use adventure/st-josephine")
    thief = game.state.players[0]
    assert thief.lives == game.cat[thief.character].lives and thief.followers == ()


def test_golden_statue_sells_at_the_city_only(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/golden-statue 0", "adjust 0 position space/outer/fields-1")
    assert "use adventure/golden-statue" not in legal(game)
    game = turn_start(catalogue, "adjust adventure/golden-statue 0", "adjust 0 position space/outer/city")
    gold = game.state.players[0].gold
    play(game, "use adventure/golden-statue")
    assert game.state.players[0].gold == gold + 2


def test_hearth_rune_takes_the_character_home(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/hearth-rune 0", "adjust 0 position space/outer/fields-1")
    play(game, "use adventure/hearth-rune")
    thief = game.state.players[0]
    assert thief.position == game.cat[thief.character].start
    assert "adventure/hearth-rune" in game.state.board["space/outer/fields-1"]


def test_horse_and_cart_carries_eight_more(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/horse-and-cart#1 0")
    assert character.carry_limit(game.state.players[0]) == 12


def test_the_reapers_talisman_opens_the_valley(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/reaper-talisman 0")
    assert has_talisman(game.state.players[0])


def test_the_map_takes_two_off_in_the_mines(catalogue) -> None:
    from engine import hooks

    game = turn_start(catalogue, "adjust adventure/map 0")
    assert hooks.fold("exit_total", 12, game, 0, "space/inner/mines") == 10
    assert hooks.fold("exit_total", 12, game, 0, "space/inner/crypt") == 12


def test_mummy_bites_one_life_more(catalogue) -> None:
    game = battle(catalogue, "adventure/mummy")
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6")
    assert game.state.players[0].lives == lives - 2


def test_crone_turns_the_loser_into_a_toad_instead(catalogue) -> None:
    game = battle(catalogue, "adventure/crone")
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6")
    thief = game.state.players[0]
    assert thief.lives == lives and thief.is_toad
    assert thief.toad_turns == 2  # 3 turns, this one counted (as for every Toad: engine.turn)


def test_succubus_takes_craft_and_grows(catalogue) -> None:
    game = battle(catalogue, "adventure/succubus", prep=("adjust 0 craft 1",))
    play(game, "roll 1", "roll 6")
    assert game.state.players[0].craft == 0
    assert game.state.markers["succubus/adventure/succubus"] == 1
    land_at(game, 0, FIELD)  # met again, she fights with the Craft she took
    events = play(game, "roll 3", "roll 3")
    assert scores(events)[1] == game.cat["adventure/succubus"].craft + 1 + 3


def test_nightmare_matches_craft_and_is_not_a_trophy(catalogue) -> None:
    game = battle(catalogue, "adventure/nightmare")
    craft = character.craft(game, game.state.players[0], battle=True)
    events = play(game, "roll 4", "roll 3")
    assert f"attack_scores 0 {craft + 4} {craft + 3}" in events
    assert "adventure/nightmare" not in game.state.players[0].trophies
    assert game.state.players[0].craft == 1


def test_black_unicorn_becomes_a_follower(catalogue) -> None:
    game = battle(catalogue, "adventure/black-unicorn", prep=("adjust 0 craft 5",))
    play(game, "roll 6", "roll 1")
    assert "adventure/black-unicorn" in game.state.players[0].followers


def test_fiend_slayer_leaves_after_a_lost_fight(catalogue) -> None:
    # a second card lies there: the Fiend Slayer's extra card is already on the space
    game = battle(
        catalogue,
        "adventure/ape",
        "adventure/reaper-two-bags-of-gold#1",
        prep=("adjust adventure/fiend-slayer 0",),
    )
    play(game, "roll 1", "roll 6")
    assert "adventure/fiend-slayer" not in game.state.players[0].followers


def test_lord_of_the_pit_killed_offers_the_plain_of_peril(catalogue) -> None:
    game = battle(catalogue, "adventure/lord-of-the-pit", prep=("adjust 0 strength 10",))
    play(game, "roll 6", "roll 1")
    assert game.decision.kind == "choose"
    play(game, "choose 2")
    assert game.state.players[0].position == "space/inner/plain-of-peril"


def test_rod_of_ruin_takes_counters_never_below_printed(catalogue) -> None:
    game = turn_start(catalogue, "adjust adventure/rod-of-ruin 0", "adjust 1 strength 1", "adjust 1 craft 3")
    play(game, "use adventure/rod-of-ruin character/warrior both")
    warrior = game.state.players[1]
    assert (warrior.strength, warrior.craft) == (0, 2)
    assert "adventure/rod-of-ruin" not in game.state.players[0].objects


def _beat_the_thief(catalogue, *prep: str):
    """The Warrior (player 1) lands on the Thief and beats him."""
    game = reaper_game(catalogue)
    land_at(game, 1, "space/outer/fields-2", "adjust 0 position space/outer/fields-2", *prep)
    play(game, "encounter character/thief")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    play(game, "roll 6", "roll 6", "roll 1")  # the Warrior's two dice, then the Thief's
    return game


def test_the_golden_statue_goes_to_the_victor(catalogue) -> None:
    game = _beat_the_thief(catalogue, "adjust adventure/golden-statue 0", "adjust 0 gold 3")
    assert legal(game) == {"reward adventure/golden-statue"}


def test_the_concealed_pouch_is_out_of_reach_and_outside_the_limit(catalogue) -> None:
    game = _beat_the_thief(catalogue, "adjust adventure/concealed-pouch 0", "adjust purchase/helmet#1 0")
    assert "reward adventure/concealed-pouch" not in legal(game)
    assert "reward purchase/helmet#1" in legal(game)
    assert character.carry_limit(game.state.players[0]) == 6
