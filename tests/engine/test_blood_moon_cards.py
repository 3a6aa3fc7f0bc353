"""The Blood Moon's Adventure cards in play (issue 13, item 3). Rules: the cards as the data
states them (content/data/blood-moon/adventure/), the digital rulebook's "Time Card", "Lunar
Events" and "Becoming a Lycanthrope", and the core rules' "Battles". The rulebooks hold no FAQ
entry for a Blood Moon card; where a card's printed number is unconfirmed the test uses the
data's value, as the engine does."""

from __future__ import annotations

from engine.combat import creature_score
from engine.handlers.blood_moon.moon import LUNAR
from tests.engine.blood_moon_helpers import FIELDS, PRIEST, TROLL, fight, lunar, moon_game
from tests.engine.engine_helpers import land_on, legal, play


def test_a_lunar_event_drawn_turns_the_time_card_and_waits_beside_it(catalogue) -> None:
    """Lunar Events: the named side shows, the card leaves the board for the Time Card."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/fright-night")
    assert game.state.time == "night"
    assert game.state.markers[LUNAR] == ["adventure/fright-night"]
    assert "adventure/fright-night" not in game.state.board.get(FIELDS, ())


def test_lunar_events_stack_until_the_card_turns_over(catalogue) -> None:
    """Several Lunar Events may be in play at once; all go at the next flip (Daybreak)."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/vampiric-thirst")
    land_on(game, 1, "space/outer/fields-2")
    play(game, "draw adventure/fright-night")  # already Night: no flip, it joins the first
    assert game.state.markers[LUNAR] == ["adventure/vampiric-thirst", "adventure/fright-night"]
    land_on(game, 0, "space/outer/fields-3")
    play(game, "draw adventure/holy-day")  # Day breaks: both Night events go, Holy Day stays
    assert game.state.markers[LUNAR] == ["adventure/holy-day"]
    assert {"adventure/vampiric-thirst", "adventure/fright-night"} <= set(game.state.discards["adventure"])


def test_direwolf_passes_the_curse(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, "adventure/direwolf#1", mine=1, theirs=6)
    wizard = game.state.players[0]
    assert wizard.lives == 3 and wizard.lycanthrope


def test_wolfen_sends_the_loser_to_the_werewolfs_chart(catalogue) -> None:
    game = moon_game(catalogue)
    events = fight(game, "adventure/wolfen#1", mine=1, theirs=6)  # the chart's die shows 1 too
    assert "figure_visits figure/werewolf 0" in events and "figure_chart figure/werewolf 0 1" in events
    assert game.state.players[0].lycanthrope


def test_the_mummy_wound_festers(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, "adventure/mummy-blood-moon", mine=1, theirs=6)
    assert game.state.players[0].lives == 2  # the battle's life and 1 more


def test_the_crypt_wyvern_drops_you_in_the_graveyard(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, "adventure/crypt-wyvern", mine=1, theirs=6)
    assert game.state.players[0].position == "space/outer/graveyard"


def test_the_vampire_prince_takes_a_life_when_there_is_no_follower(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, "adventure/vampire-prince", mine=1, theirs=6)
    assert game.state.players[0].lives == 2


def test_midnight_howl_brings_the_chart_after_any_enemy(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust time night")
    lunar(game, ["adventure/midnight-howl"])
    events = fight(game, "adventure/swamp-creature", mine=1, theirs=6)
    assert "figure_chart figure/werewolf 0 1" in events


def test_aegis_of_daylight_turns_a_defeat_into_a_stand_off(catalogue) -> None:
    game = moon_game(catalogue)
    lunar(game, ["adventure/aegis-of-daylight"])
    events = fight(game, "adventure/swamp-creature", mine=1, theirs=6)
    assert game.state.players[0].lives == 4 and any(e.startswith("stand_off") for e in events)


def test_vampiric_thirst_heals_the_killer(catalogue) -> None:
    game = moon_game(catalogue, TROLL, PRIEST)
    lunar(game, ["adventure/vampiric-thirst"])
    before = game.state.players[0].lives
    fight(game, "adventure/harvest-horror#1", mine=6, theirs=1)
    assert "adventure/harvest-horror#1" in game.state.players[0].trophies
    assert game.state.players[0].lives == before + 1


def test_triumphant_daybreak_adds_two(catalogue) -> None:
    game = moon_game(catalogue)
    lunar(game, ["adventure/triumphant-daybreak"])
    events = fight(game, "adventure/vampire-bats", mine=3, theirs=3)
    # Wizard 2 + 3 + 2 against the Bats 3 + 3 - 1 by Day
    assert "attack_scores 0 7 5" in events


def _fight(game):
    """The battle on the stack (its dice may be asked for above it)."""
    return next(f for f in reversed(game.state.stack) if f["kind"] == "battle")


def test_flesh_golem_is_as_strong_as_your_trophies(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/flesh-golem {FIELDS}")
    battle = _fight(game)  # (the Golem met: the fight is on)
    assert creature_score(game, battle, 3) == 3 + 1 - 1  # no trophies: Strength 1, by Day
    play(game, "adjust adventure/giant 0")  # a trophy of Strength 6... kept as an Enemy card
    assert creature_score(game, _fight(game), 3) == 3 + 6 - 1


def test_the_duskwood_wraith_is_stronger_at_night(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    land_on(game, 0, FIELDS, f"adjust adventure/duskwood-wraith#1 {FIELDS}")
    battle = _fight(game)  # (the Wraith met: the fight is on)
    assert battle["stat"] == "craft"
    assert creature_score(game, battle, 3) == 3 + 4 + 1 + 1


def test_blinding_radiance_lets_anyone_evade(catalogue) -> None:
    game = moon_game(catalogue)
    lunar(game, ["adventure/blinding-radiance"])
    land_on(game, 0, FIELDS, f"adjust adventure/zombie-dragon {FIELDS}")
    assert "evade" in legal(game)
    play(game, "evade")
    assert game.state.players[0].lives == 4


def test_the_umbral_drake_may_be_evaded_by_day_only(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/umbral-drake {FIELDS}")
    assert "evade" in legal(game)
    night = moon_game(catalogue, night=True)
    land_on(night, 0, FIELDS, f"adjust adventure/umbral-drake {FIELDS}")
    assert night.decision.kind != "battle" or "evade" not in legal(night)


def test_the_herald_of_the_dawn_brings_day_when_drawn(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/herald-of-the-dawn")
    assert game.state.time == "day"


def test_the_herald_of_the_dawn_may_be_evaded_by_a_good_character_only(catalogue) -> None:
    """The card (data): "A good character may simply evade it." The digital rulebook's
    "Evading": "Characters sometimes have the option to evade creatures", and the evader is then
    not affected by the creature. The good Priest is offered to evade the Herald and loses no life
    doing so; the evil Wizard, with nothing else that lets him evade, must fight it (found by the
    mutation sample of issue 27, seed 41: the alignment test turned round went unnoticed)."""
    game = moon_game(catalogue)
    land_on(game, 1, FIELDS, f"adjust adventure/herald-of-the-dawn {FIELDS}")
    assert "evade" in legal(game)
    play(game, "evade")
    assert game.state.players[1].lives == 4
    evil = moon_game(catalogue)
    land_on(evil, 0, FIELDS, f"adjust adventure/herald-of-the-dawn {FIELDS}")
    assert evil.decision.kind == "roll" and "evade" not in legal(evil)  # straight to the fight


def test_the_night_stalker_follows_instead_of_wounding(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    fight(game, "adventure/night-stalker", mine=1, theirs=6)
    wizard = game.state.players[0]
    assert wizard.lives == 4 and "adventure/night-stalker" in wizard.followers
    play(game, "adjust turn 0")  # it feeds as each of the victim's turns begins
    assert game.state.players[0].lives == 3
    play(game, "adjust time day")  # at Daybreak it leaves
    from engine.handlers.blood_moon.moon import show

    show(game, "night")
    show(game, "day")
    assert "adventure/night-stalker" not in game.state.players[0].followers


def test_the_eventide_invoker_brings_night_and_its_death_the_day(catalogue) -> None:
    game = moon_game(catalogue)  # the Wizard: psychic combat against a Spirit
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/eventide-invoker")
    assert game.state.time == "night"
    for _ in range(6):
        if game.decision.kind != "roll":
            break
        play(game, f"roll {1 if 'foe' in game.decision.prompt else 6}")
    assert "adventure/eventide-invoker" in game.state.players[0].trophies and game.state.time == "day"


# --- Objects, Followers and whole-turn Lunar Events -----------------------------------------


def test_children_of_the_night_draw_one_more(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/children-of-the-night"])
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/ape")
    assert game.decision.kind == "draw"  # a second card for a draw-1 space


def test_the_pumpkin_king_makes_fields_draw_three(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/night-of-the-pumpkin-king"])
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/ape", "draw adventure/bear")
    assert game.decision.kind == "draw"


def test_the_witching_hour_fills_the_hand_as_a_turn_begins(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/witching-hour"])
    play(game, "adjust turn 0")
    assert game.decision.kind == "draw" and game.state.stack[-1]["deck"] == "spell"


def test_the_wolf_slayer_fights_by_day_and_thinks_by_night(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust adventure/wolf-slayer 0")
    events = fight(game, "adventure/vampire-bats", mine=3, theirs=3)
    assert "attack_scores 0 7 5" in events  # Wizard 2 + 3 + 2 by Day


def test_the_wooden_stake_rolls_a_six(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust adventure/wooden-stake#1 0")
    land_on(game, 0, FIELDS, f"adjust adventure/vampire-bats {FIELDS}")
    play(game, "use adventure/wooden-stake#1", "roll 1", "roll 3")
    assert "adventure/vampire-bats" in game.state.players[0].trophies  # 2 + 6 against 3 + 3 - 1


def _wolfsbane_holder_rolls_1_on_the_chart(catalogue):
    """A game whose first player holds Wolfsbane and has just rolled 1 on the Werewolf's chart."""
    from engine.handlers.blood_moon.steps import roll_on_werewolf_chart

    game = moon_game(catalogue)
    play(game, "adjust adventure/wolfsbane#1 0")
    roll_on_werewolf_chart(game, 0)
    game._settle()
    play(game, "roll 1")
    assert game.decision.kind == "wolfsbane"
    return game


def test_wolfsbane_raises_the_chart_roll_and_lifts_the_curse(catalogue) -> None:
    game = _wolfsbane_holder_rolls_1_on_the_chart(catalogue)
    play(game, "choose 2")  # +1: a 2, not the curse
    assert not game.state.players[0].lycanthrope and game.decision.kind == "printed_effect"


def test_wolfsbane_may_add_nothing_and_then_the_roll_stands(catalogue) -> None:
    """Wolfsbane: "After rolling the die for the Werewolf's chart, you may add up to 2 to the
    score." A "may" and "up to": adding nothing is a choice, and then a 1 stays a 1 (the curse)."""
    game = _wolfsbane_holder_rolls_1_on_the_chart(catalogue)
    assert {"choose 1", "choose 2", "choose 3"} <= set(legal(game))
    play(game, "choose 1")  # add nothing: the 1 stands
    assert game.state.players[0].lycanthrope


# --- Enemies acting as they are revealed ------------------------------------------------------


def test_the_fire_salamander_burns_its_region(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust adventure/bear space/outer/ruins", "adjust adventure/ghost#1 space/middle/castle")
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/fire-salamander")
    assert "adventure/bear" in game.state.discards["adventure"]
    assert game.state.board["space/middle/castle"] == ("adventure/ghost#1",)  # another Region


def test_the_sepulchre_spectre_gathers_the_spirits(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust adventure/ghost#1 space/middle/castle")
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/sepulchre-spectre")
    assert (
        "adventure/ghost#1" in game.state.board.get(FIELDS, ())
        or "adventure/ghost#1" in game.state.players[0].trophies
    )


def test_the_scarecrow_is_planted_on_fields(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, "space/outer/ruins")
    play(game, "draw adventure/scarecrow")
    assert game.decision.kind == "teleport"
    assert all(game.space(a.split()[1]).name == "Fields" for a in legal(game))
    play(game, "move space/outer/fields-3")
    assert game.state.board["space/outer/fields-3"] == ("adventure/scarecrow",)


def test_the_lurking_horror_at_night_leaves_you_no_die(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    events = fight(game, "adventure/lurking-horror", mine=6, theirs=1)
    assert "attack_scores 0 2 7" in events  # Wizard 2 + nothing; the Horror 1 + 5 + 1


def test_the_pit_fiend_shirker_may_be_sent_away(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/pit-fiend-shirker {FIELDS}")
    play(game, "use adventure/pit-fiend-shirker", "move space/outer/ruins")
    assert game.state.board["space/outer/ruins"] == ("adventure/pit-fiend-shirker",)
    assert game.state.players[0].lives == 4


def test_all_hallows_eve_pays_two_gold_for_a_visit(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/all-hallows-eve"])
    gold = game.state.players[0].gold
    land_on(game, 0, FIELDS, f"adjust adventure/wall-of-fire {FIELDS}")
    assert game.state.players[0].gold == gold + 2


def test_divine_retribution_gives_the_killer_another_turn(catalogue) -> None:
    game = moon_game(catalogue, TROLL, PRIEST)
    lunar(game, ["adventure/divine-retribution"])
    fight(game, "adventure/harvest-horror#1", mine=6, theirs=1)
    turn = game.state.turn
    for _ in range(20):
        if game.state.turn > turn:
            break
        play(game, "end" if "end" in legal(game) else sorted(legal(game))[0])
    assert game.state.turn == turn + 1 and game.state.current == 0  # the Troll plays again


def test_vampire_bats_must_be_beaten_by_two(catalogue) -> None:
    game = moon_game(catalogue)
    events = fight(game, "adventure/vampire-bats", mine=4, theirs=3)  # 2 + 4 against 3 + 3 - 1
    assert "attack_scores 0 6 5" in events and any(e.startswith("stand_off") for e in events)
    assert "adventure/vampire-bats" in game.state.board[FIELDS]


def test_the_doomsword_betrays_a_roll_of_one(catalogue) -> None:
    game = moon_game(catalogue, TROLL, PRIEST)
    play(game, "adjust adventure/doomsword 0")
    fight(game, "adventure/vampire-bats", mine=1, theirs=1)  # Troll 6 + 3 + 1 would win easily
    assert game.state.players[0].lives == 5  # lost a life: the Troll has 6


def test_the_crawling_hand_scuttles_on_when_not_killed(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, "adventure/crawling-hand#1", mine=1, theirs=6)  # its move's die shows 1 too
    from engine.handlers.blood_moon.places import clockwise

    assert "adventure/crawling-hand#1" in game.state.board[clockwise(game, FIELDS, 1)]


def test_the_fire_giant_stomps_what_he_passes(catalogue) -> None:
    game = moon_game(catalogue)
    from engine.handlers.blood_moon.places import clockwise

    next_space = clockwise(game, FIELDS, 1)
    play(game, f"adjust 1 position {next_space}", f"adjust adventure/bear {next_space}")
    fight(game, "adventure/fire-giant", mine=1, theirs=1)  # he wins; his move's die shows 1
    assert game.state.board[next_space] == ("adventure/fire-giant",)
    assert game.state.players[1].lives == 3 and "adventure/bear" in game.state.discards["adventure"]


def test_the_self_portrait_takes_the_wounds_until_it_is_spent(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/self-portrait", "take adventure/self-portrait")
    from engine import character

    character.lose_life(game, 0, 3, "test")
    assert game.state.players[0].lives == 4 and game.state.markers["portrait-lives"] == 1
    character.lose_life(game, 0, 2, "test")
    assert game.state.players[0].lives == 3 and "adventure/self-portrait" not in game.state.players[0].objects


def test_moon_mist_moves_by_the_lower_of_two_dice(catalogue) -> None:
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/moon-mist"])
    play(game, "adjust 0 position space/outer/city", "adjust turn 0", "roll 5", "roll 2")
    assert game.decision.kind == "move" and "P1 rolled 2" in game.decision.prompt


def test_the_black_cat_bars_fate_until_a_one_is_rolled(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, "adjust 0 fate 2", "adjust adventure/black-cat 0", "adjust turn 0")
    assert game.state.players[0].fate == 0  # lost as the turn began
    from engine import character

    character.replenish(game, 0, 1)
    assert game.state.players[0].fate == 0
    play(game, "roll 1")
    play(game, sorted(a for a in legal(game) if a.startswith("move "))[0])
    assert "adventure/black-cat" not in game.state.players[0].followers


def test_the_crawling_hand_scuttles_on_when_evaded(catalogue) -> None:
    """Not killed: evaded too (Blinding Radiance lets anyone evade), it moves a die's count."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/blinding-radiance"])
    land_on(game, 0, FIELDS, f"adjust adventure/crawling-hand#1 {FIELDS}")
    play(game, "evade", "roll 2")
    from engine.handlers.blood_moon.places import clockwise

    assert "adventure/crawling-hand#1" in game.state.board[clockwise(game, FIELDS, 2)]


def test_the_black_cat_must_be_taken_and_takes_the_fate(catalogue) -> None:
    """Black Cat: met on the space, it joins at once (digital rulebook, "Followers That You
    Must Take") and every fate goes; it cannot be ditched."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, "adjust 0 fate 2", f"adjust adventure/black-cat {FIELDS}")
    wizard = game.state.players[0]
    assert wizard.followers == ("adventure/black-cat",) and wizard.fate == 0
    from engine.encounters import may_ditch_follower

    assert not may_ditch_follower(game, 0, "adventure/black-cat")
