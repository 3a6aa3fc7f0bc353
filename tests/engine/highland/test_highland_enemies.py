"""The Highland deck's Enemies, each rule played by a shared mechanism read from the card's
``fight`` data (engine/handlers/highland/cards_enemies.py, engine/handlers/dungeon/cards_fight.py).
Each test quotes the card (the Highland deck's card texts). The character's attack die is
rolled first, then the foe's."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_cards_helpers import CLIFF, FIELD, WARRIOR, bases, meet, named

ARMOUR = "purchase/helmet#1"


def in_battle(game: Game) -> bool:
    return any(f["kind"] == "battle" for f in game.state.stack)


def fight(game: Game, *rolls: str) -> list[str]:
    """Fight (when asked) and report the dice."""
    return play(game, *(("fight",) if "fight" in legal(game) else ()), *rolls)


def test_amphiptere_and_storm_caller_strike_at_armour_before_the_fight(catalogue: content.Catalogue) -> None:
    """Amphiptere: "Before you engage the Amphiptere in battle, it makes a breath attack; if you
    have any Armour you lose 1 life." Storm Caller: "If you have any Armour you lose 1 life before
    fighting the Storm Caller." """
    for enemy in ("highland/amphiptere", "highland/storm-caller"):
        game, _ = meet(catalogue, enemy, prep=(f"adjust {ARMOUR} 0",))
        ch = game.state.players[0]
        assert ch.lives == 3 and in_battle(game), enemy
        game, _ = meet(catalogue, enemy)
        assert game.state.players[0].lives == 4 and in_battle(game), enemy


def test_mountain_dragon_and_skyfall_sentry_roll_against_the_craft(catalogue: content.Catalogue) -> None:
    """Mountain Dragon: "roll 1 die. If the result is equal to or higher than your Craft you lose
    1 life." Skyfall Sentry: "If the result is less than your Craft, you dodge the boulder it
    drops. If the result is equal to or higher, lose 1 life." (The Thief's Craft is 3.)"""
    for enemy in ("highland/mountain-dragon", "highland/skyfall-sentry"):
        game, _ = meet(catalogue, enemy)
        assert game.decision.is_chance  # the die comes first
        play(game, "roll 3")
        assert game.state.players[0].lives == 3 and in_battle(game), enemy
        game, _ = meet(catalogue, enemy)
        play(game, "roll 2")
        assert game.state.players[0].lives == 4 and in_battle(game), enemy


def test_a_strike_that_kills_leaves_no_fight(catalogue: content.Catalogue) -> None:
    """The breath comes before the battle: a character it kills fights nothing."""
    game, _ = meet(catalogue, "highland/storm-caller", prep=(f"adjust {ARMOUR} 0", "adjust 0 lives 1"))
    assert not game.state.players[0].alive
    assert "highland/storm-caller" in bases(game.state.board[FIELD])


def test_carrion_crows_take_every_trophy(catalogue: content.Catalogue) -> None:
    """Carrion Crows: "If you are defeated, in addition to losing 1 life, you must discard all of
    your trophies." """
    kobold = named(catalogue, "highland/kobold")
    game, _ = meet(catalogue, "highland/carrion-crows", prep=(f"adjust {kobold} 0",))
    assert bases(game.state.players[0].trophies) == {"highland/kobold"}
    fight(game, "roll 1", "roll 6")
    ch = game.state.players[0]
    assert ch.lives == 3 and not ch.trophies


def test_roc_harpy_and_earth_elemental_carry_the_loser_off(catalogue: content.Catalogue) -> None:
    """Roc: "If you are defeated, in addition to losing 1 life, the Roc drops you in the Mountain
    Pass." Harpy: "... the Harpy drops you in the Crags." Earth Elemental: "... you are dragged
    down to the Highland Entrance." """
    for enemy, to in (
        ("highland/roc", "space/highland/mountain-pass"),
        ("highland/harpy", "space/outer/crags"),
        ("highland/earth-elemental", "space/highland/entrance"),
    ):
        game, _ = meet(catalogue, enemy)
        fight(game, "roll 1", "roll 6")
        ch = game.state.players[0]
        assert ch.position == to and ch.lives == 3, enemy
        assert game.state.current == 1, enemy  # the defeat ended the turn


def test_chill_wraith_and_cryomancer_cost_the_next_turn(catalogue: content.Catalogue) -> None:
    """Chill Wraith, Cryomancer: "If you are defeated, in addition to losing 1 life, you must miss
    your next turn." """
    for enemy in ("highland/chill-wraith", "highland/cryomancer"):
        game, _ = meet(catalogue, enemy)
        fight(game, "roll 1", "roll 6")
        ch = game.state.players[0]
        assert ch.lives == 3 and ch.missed_turns == 1, enemy
        game, _ = meet(catalogue, enemy, prep=("adjust 0 craft 6",))
        fight(game, "roll 6", "roll 1")
        assert game.state.players[0].missed_turns == 0, enemy


def test_tuskgore_throws_the_loser_a_die_of_spaces_anticlockwise(catalogue: content.Catalogue) -> None:
    """Tuskgore: "If you are defeated, in addition to losing 1 life, roll 1 die and move that many
    spaces counter-clockwise." (Round the Outer Region the board order is clockwise.)"""
    game, _ = meet(catalogue, "highland/tuskgore")
    fight(game, "roll 1", "roll 6")
    assert game.decision.is_chance
    play(game, "roll 3")
    outer = [s.id for s in game.board.region("outer")]
    assert game.state.players[0].position == outer[outer.index(FIELD) - 3]
    game, _ = meet(catalogue, "highland/tuskgore", space=CLIFF)  # 4th space of the track
    fight(game, "roll 1", "roll 6", "roll 6")
    assert game.state.players[0].position == "space/highland/entrance"  # no further than its end


def test_falconer_cannot_be_evaded(catalogue: content.Catalogue) -> None:
    """Falconer: "You cannot evade the Falconer." (The Dungeon's Battle Hulk, which may be evaded,
    is offered an evade on the same space.)"""
    falconer = named(catalogue, "highland/falconer")
    game, _ = meet(catalogue, falconer, prep=("adjust spell/invisibility 0",))
    assert "evade" not in legal(game)
    assert not any(a.startswith("cast spell/invisibility") for a in legal(game))
    game, _ = meet(catalogue, "highland/phantasm", prep=("adjust spell/invisibility 0",))
    assert any(a.startswith("cast spell/invisibility") for a in legal(game))


def test_no_spell_is_cast_on_the_windlasher(catalogue: content.Catalogue) -> None:
    """Windlasher: "Spells cannot be cast on the Windlasher." (On anyone else the Spell may still
    be cast; on another creature, too.)"""
    preservation = named(catalogue, "spell/preservation")
    game, _ = meet(catalogue, "highland/windlasher", prep=(f"adjust {preservation} 0",))
    casts = {a for a in legal(game) if a.startswith(f"cast {preservation}")}
    assert casts and f"cast {preservation} creature" not in casts
    game, _ = meet(catalogue, "highland/phantasm", prep=(f"adjust {preservation} 0",))
    assert f"cast {preservation} creature" in legal(game)


def test_shiver_nymph_flees_a_craft_above_two(catalogue: content.Catalogue) -> None:
    """Shiver Nymph: "If your Craft is higher than 2, the Shiver Nymph will flee 1 space clockwise
    instead of fighting you. Otherwise it will remain here until it is killed." (The Thief's Craft
    is 3, the Warrior's 2.)"""
    nymph = "highland/shiver-nymph"
    game, events = meet(catalogue, nymph)
    outer = [s.id for s in game.board.region("outer")]
    onward = outer[outer.index(FIELD) + 1]
    assert nymph in bases(game.state.board[onward]) and f"flees {nymph} {onward}" in events
    assert not in_battle(game)
    game, _ = meet(catalogue, nymph, who=WARRIOR)
    assert in_battle(game) and nymph in bases(game.state.board[FIELD])


def test_felclaw_fights_where_the_character_is_weaker(catalogue: content.Catalogue) -> None:
    """Felclaw: "If your Craft is lower than your Strength, you must fight in psychic combat.
    Otherwise you must fight in battle." (The Warrior: Strength 4, Craft 2; the Thief: 3 and 3.
    Its Craft is our guess, 6, as its Strength.)"""
    game, _ = meet(catalogue, "highland/felclaw", who=WARRIOR)
    battle = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle["stat"] == "craft"
    events = fight(game, "roll 1", "roll 1")
    assert scores(events) == (2 + 1, 6 + 1)
    game, _ = meet(catalogue, "highland/felclaw")
    battle = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle["stat"] == "strength"
    events = fight(game, "roll 1", "roll 1")
    assert scores(events) == (3 + 1, 6 + 1)


def scores(events: list[str]) -> tuple[int, int]:
    line = next(e for e in events if e.startswith("attack_scores"))
    _, _, mine, theirs = line.split()
    return int(mine), int(theirs)
