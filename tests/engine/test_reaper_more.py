"""More of The Reaper's cards (card rules; digital rulebook FAQ "The Reaper Expansion":
Cerberus Q1-Q2, Transference Q2)."""

from __future__ import annotations

from engine.spells import cast_actions
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import land_at, reaper_game
from tests.engine.test_reaper_battle import battle, scores

PORTAL = "space/middle/portal-of-power"
FIELD = "space/outer/fields-2"


def test_cerberus_goes_to_the_portal_and_bars_it(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, "draw adventure/cerberus")
    assert "adventure/cerberus" in game.state.board[PORTAL]
    from engine import hooks

    assert hooks.first("portal_barred", game, 1)
    play(game, "adjust adventure/cerberus space/middle/oasis")  # FAQ Q2: moved away, no guard
    assert not hooks.first("portal_barred", game, 1)


def test_flying_carpet_on_a_six(catalogue) -> None:
    game = reaper_game(catalogue)
    play(game, "adjust adventure/flying-carpet 0", f"adjust 0 position {FIELD}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 6")
    assert "use adventure/flying-carpet space/outer/city" in legal(game)
    play(game, "use adventure/flying-carpet space/outer/city")
    assert game.state.players[0].position == "space/outer/city"


def test_pathfinder_next_move_anywhere_in_the_region(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, f"adjust adventure/pathfinder {FIELD}")
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    assert "move space/outer/crags" in legal(game) and "pass" in legal(game)


def test_sword_of_light_adds_craft_in_psychic_combat(catalogue) -> None:
    game = battle(catalogue, "adventure/banshee", prep=("adjust adventure/sword-of-light 0",))
    from engine import character

    craft = character.craft(game, game.state.players[0], battle=True)
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == craft + 3 + 1


def test_summon_bear_fights_instead_and_a_loss_costs_no_life(catalogue) -> None:
    prep = ("adjust spell/summon-bear 0", "adjust 0 strength 2")  # the Thief's own Strength: 5
    game = battle(catalogue, "adventure/giant-spider", prep=prep, fight=False)
    play(game, "cast spell/summon-bear")
    lives = game.state.players[0].lives
    events = play(game, "roll 2", "roll 6")
    assert scores(events)[0] == 3 + 2  # the Bear's Strength 3, not the Thief's
    assert game.state.players[0].lives == lives and game.state.current == 1


def test_transference_not_with_someone_on_the_same_space(catalogue) -> None:
    """FAQ Transference Q2."""
    game = reaper_game(catalogue)
    play(game, "adjust spell/transference 0", f"adjust 0 position {FIELD}", f"adjust 1 position {FIELD}")
    play(game, "adjust turn 0")
    assert not cast_actions(game, 0, "own-turn")
    play(game, "adjust 1 position space/outer/crags", "adjust turn 0")
    play(game, "cast spell/transference character/warrior")
    ch = game.state.players
    assert ch[0].position == "space/outer/crags" and ch[1].position == FIELD


def test_druid_staff_changes_alignment(catalogue) -> None:
    game = reaper_game(catalogue)
    play(game, "adjust adventure/druid-staff 0", "adjust turn 0")
    play(game, "use adventure/druid-staff good")
    assert game.state.players[0].alignment == "good"


def test_warhorse_leaves_after_a_life_lost_in_battle(catalogue) -> None:
    game = battle(catalogue, "adventure/ape", prep=("adjust adventure/warhorse 0",))
    play(game, "roll 1", "roll 6")
    assert "adventure/warhorse" not in game.state.players[0].followers


def test_warhorse_stays_when_armour_saves_the_life(catalogue) -> None:
    """FAQ Warhorse."""
    game = battle(
        catalogue, "adventure/ape", prep=("adjust adventure/warhorse 0", "adjust purchase/armour#1 0")
    )
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6", "roll 6")  # the Armour's die: 6 saves
    assert game.state.players[0].lives == lives
    assert "adventure/warhorse" in game.state.players[0].followers


def test_ekor_flees_the_strong(catalogue) -> None:
    """FAQ Ekor: it runs one space clockwise instead of fighting."""
    game = battle(catalogue, "adventure/ekor")
    where = [space for space, cards in game.state.board.items() if "adventure/ekor" in cards]
    assert where == [game.cat.region("outer")[game.cat[FIELD].index].id]  # the next space clockwise
    assert "adventure/ekor" not in game.state.board.get(FIELD, ())


def test_storm_caller_strikes_armour_first(catalogue) -> None:
    game = reaper_game(catalogue)
    lives = game.state.players[0].lives
    land_at(game, 0, FIELD, f"adjust adventure/storm-caller {FIELD}", "adjust purchase/armour#1 0")
    assert game.state.players[0].lives == lives - 1


def mammoth_before_the_staff(catalogue):
    """The Dark Cultist, holding the Staff of Mastery, about to fight a Mammoth (Strength 6)."""
    return battle(
        catalogue,
        "adventure/mammoth",
        who="character/dark-cultist",
        fight=False,
        prep=("adjust adventure/staff-of-mastery 0",),
    )


def test_staff_of_mastery_enslaves_and_fights_once(catalogue) -> None:
    game = mammoth_before_the_staff(catalogue)
    play(game, "use adventure/staff-of-mastery")
    cultist = game.state.players[0]
    assert "adventure/mammoth" in cultist.followers and game.state.board.get(FIELD, ()) == ()


def test_magician_turns_strength_into_craft(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust 0 strength 2", f"adjust adventure/magician {FIELD}")
    play(game, "choose 2")
    assert (game.state.players[0].strength, game.state.players[0].craft) == (0, 2)


def test_familiar_joins_for_a_life(catalogue) -> None:
    game = reaper_game(catalogue)
    lives = game.state.players[0].lives
    land_at(game, 0, FIELD, f"adjust adventure/familiar {FIELD}")
    play(game, "choose 2")
    assert "adventure/familiar" in game.state.players[0].followers
    assert game.state.players[0].lives == lives - 1


def test_speed_adds_a_second_die_to_the_move(catalogue) -> None:
    game = reaper_game(catalogue)
    play(game, "adjust spell/speed 0", f"adjust 0 position {FIELD}", "adjust turn 0")
    while game.decision.kind in ("begin",):
        play(game, "begin")
    play(game, "roll 1")
    assert "use spell/speed spell/speed" in legal(game)
    play(game, "use spell/speed spell/speed")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "roll 4")
    assert game.state.stack[-1]["roll"] == [5]
    target = next(a for a in legal(game) if a.startswith("move "))
    events = play(game, target)
    assert not any(e.startswith("figures_due") for e in events)  # 1 + 4 is no natural 1


def test_speed_held_with_another_movement_spell_is_offered_for_itself_alone(catalogue) -> None:
    """Speed (The Reaper): "Roll 1 additional die and add the results together to make your
    movement roll". Its option is Speed's own: a second movement Spell held beside it (The
    Highland's Eyes of the Hawk) is cast as itself, never as "Speed" (the hook once offered
    every movement Spell under Speed's name)."""
    game = expansion_game(
        catalogue, "character/thief", "character/warrior", expansions=("reaper", "highland")
    )
    play(game, "adjust spell/speed 0", "adjust spell/eyes-of-the-hawk#1 0", f"adjust 0 position {FIELD}")
    play(game, "adjust turn 0")
    while game.decision.kind in ("begin",):
        play(game, "begin")
    play(game, "roll 1")
    offered = legal(game)
    assert "use spell/speed spell/speed" in offered
    assert not [a for a in offered if a.startswith("use spell/speed spell/eyes-of-the-hawk")]


def test_enchant_blade_beats_the_stone_golem(catalogue) -> None:
    """FAQ Enchant Blade; the Stone Golem lets magic Weapons count."""
    game = reaper_game(catalogue)
    play(game, "adjust spell/enchant-blade 0", "adjust purchase/sword#1 0", "adjust turn 0")
    play(game, "cast spell/enchant-blade purchase/sword#1")
    while game.decision.kind == "counter":
        play(game, "pass")
    land_at(game, 0, FIELD, f"adjust adventure/stone-golem {FIELD}")
    if game.decision.kind == "battle":
        play(game, "fight")
    printed = game.cat[game.state.players[0].character]
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == printed.strength + 1 + 1 + 3  # the Sword counts, enchanted: +1


def test_fireball_kill_is_a_trophy(catalogue) -> None:
    """FAQ Fireball: an Enemy killed by the Fireball may be kept as a trophy."""
    game = battle(
        catalogue, "adventure/ape", prep=("adjust spell/fireball 0", "adjust 0 craft 3"), fight=False
    )
    play(game, "cast spell/fireball")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "roll 1")  # 1 + Craft 6 beats the Ape's Strength 3
    assert "adventure/ape" in game.state.players[0].trophies


def test_blessed_refills_fate(catalogue) -> None:
    game = reaper_game(catalogue)
    play(game, "adjust spell/blessed 0", "adjust turn 0", "cast spell/blessed")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert game.state.players[0].fate == game.cat[game.state.players[0].character].fate


def test_the_genie_holds_three_spells_and_casts_them_for_his_holder(catalogue) -> None:
    """FAQ Genie Q5-Q6: whatever the holder's Craft, outside his Spell limit."""
    game = reaper_game(catalogue)
    play(game, "adjust adventure/genie 0", "adjust 0 craft 0", "adjust turn 0")
    play(game, "use adventure/genie", "draw spell/blessed", "draw spell/sleep", "draw spell/enrich")
    assert game.state.markers["aside/genie/adventure/genie"] == [
        "spell/blessed",
        "spell/sleep",
        "spell/enrich",
    ]
    assert game.state.players[0].spells == ()
    play(game, "adjust turn 0")
    assert "cast spell/blessed" in legal(game)  # cast as his holder's own, Craft 0 or not
    play(game, "cast spell/blessed")
    while game.decision.kind == "counter":
        play(game, "pass")
    thief = game.state.players[0]
    assert thief.fate == game.cat[thief.character].fate
    assert "spell/blessed" in game.state.discards["spell"]


def test_a_spell_the_genie_keeps_is_offered_where_its_own_holder_would_cast_it(catalogue) -> None:
    """The Genie (The Reaper): "The Genie will cast the Spells whenever you wish (treat the
    Spells as though you had cast them)". A movement Spell of another box he keeps (The
    Highland's Eyes of the Hawk) is offered at the move as if held (its hook once waited only
    for a player holding the card itself)."""
    game = expansion_game(
        catalogue, "character/thief", "character/warrior", expansions=("reaper", "highland")
    )
    play(game, "adjust adventure/genie 0", "adjust turn 0")
    play(game, "use adventure/genie", "draw spell/eyes-of-the-hawk", "draw spell/sleep", "draw spell/enrich")
    kept = game.state.markers["aside/genie/adventure/genie"]
    hawk = next(c for c in kept if c.startswith("spell/eyes-of-the-hawk"))
    assert game.state.players[0].spells == ()  # (every Spell lies aside on the Genie)
    play(game, f"adjust 0 position {FIELD}", "adjust turn 0")
    while game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 2")
    assert f"use {hawk}" in legal(game)
    play(game, f"use {hawk}")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert hawk not in game.state.markers["aside/genie/adventure/genie"]


def test_a_fireball_that_kills_a_character_ends_the_fight(catalogue) -> None:
    """Found by the Reaper sim: the dead may not fight on (and take spoils)."""
    game = reaper_game(catalogue)
    land_at(
        game,
        0,
        FIELD,
        "adjust spell/fireball 0",
        "adjust 1 position " + FIELD,
        "adjust 1 lives 1",
        "adjust 0 craft 6",
    )
    play(game, "encounter character/warrior")
    while game.decision.kind == "defend":
        play(game, "fight")
    play(game, "cast spell/fireball")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "roll 6")
    assert not game.state.players[1].alive
    assert not any(f["kind"] == "battle" for f in game.state.stack)


def test_reflection_turns_immobility_back_on_its_caster(catalogue) -> None:
    """FAQ Reflection: it answers an Immobility Spell; the caster suffers it (loses a turn)."""
    game = reaper_game(catalogue)
    play(game, "adjust 1 craft 2", "adjust spell/immobility#1 1", "adjust spell/reflection 0")
    play(game, "adjust turn 0")
    assert "cast spell/immobility#1 character/thief" in legal(game)
    play(game, "cast spell/immobility#1 character/thief")
    assert game.decision.kind == "counter" and "cast spell/reflection" in legal(game)
    events = play(game, "cast spell/reflection")
    assert "reflected spell/immobility#1 character/warrior" in events
    assert game.state.current == 0 and game.state.players[1].missed_turns == 1


def test_resurrection_turns_a_kill_into_a_stand_off(catalogue) -> None:
    game = battle(catalogue, "adventure/ape", prep=("adjust 1 craft 2", "adjust spell/resurrection 1"))
    play(game, "roll 6", "roll 1")  # the Ape is beaten
    assert game.decision.kind == "cast" and game.decision.player == 1
    play(game, "cast spell/resurrection")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert "adventure/ape" in game.state.board[FIELD] and game.state.current == 1
    assert "adventure/ape" not in game.state.players[0].trophies


def test_the_genie_casts_for_his_holder_as_the_turn_ends(catalogue) -> None:
    """The Genie casts at every moment his holder could cast that Spell (card rule): with no
    Spell of his own and no trophies, the holder still has a choice as his turn ends (Destroy
    Magic, cast as the turn ends)."""
    game = reaper_game(catalogue)
    play(game, "adjust adventure/genie 0", "adjust turn 0")
    play(game, "use adventure/genie", "draw spell/destroy-magic", "draw spell/sleep", "draw spell/enrich")
    holder = game.state.players[0]
    assert holder.spells == () and holder.trophies == ()
    play(game, "adjust 0 missed 1", "adjust turn 0")  # the turn is lost: straight to its end
    assert game.decision.kind == "end_turn" and game.decision.player == 0
    assert "cast spell/destroy-magic" in legal(game)


def test_the_genie_casts_for_his_holder_right_after_the_move(catalogue) -> None:
    """The Genie casts at every moment his holder could cast that Spell (card rule): with no
    Spell of his own, the holder may have Destruction cast right after moving."""
    game = reaper_game(catalogue)
    play(game, "adjust adventure/genie 0", "adjust adventure/giant space/middle/oasis", "adjust turn 0")
    play(game, "use adventure/genie", "draw spell/destruction", "draw spell/sleep", "draw spell/enrich")
    assert game.state.players[0].spells == ()
    land_at(game, 0, FIELD)
    assert game.decision.kind == "cast" and game.decision.player == 0
    assert legal(game) == {"pass", "cast spell/destruction#1 adventure/giant"}


def test_cerberus_drawn_on_a_draw_one_space_draws_no_second_card(catalogue) -> None:
    """Core rules, Encountering a Space - Draw Cards Spaces: "If there are already any cards of
    any type on the space [...] then only enough cards to make up the given number may be
    drawn." The space's one card is drawn (Cerberus, who leaves for the Portal of Power at
    once); the space's number is made up, and his leaving is no reason to draw another."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    assert game.decision.kind == "draw"
    play(game, "draw adventure/cerberus")
    assert "adventure/cerberus" in game.state.board[PORTAL]
    assert game.decision.kind != "draw"
    assert game.state.board.get(FIELD, ()) == ()
