"""Leftovers of issue 4: cards, Spells and abilities checked against their text and the
digital rulebook FAQ (each test names the card and the rule)."""

from __future__ import annotations

from tests.engine.adventure_scenes import give, meet
from tests.engine.engine_helpers import legal, new_game, play
from tests.engine.spaces_helpers import game_for, land

HAG = "adventure/cursed-by-a-hag"


def _to_village(game) -> None:  # type: ignore[no-untyped-def]
    play(game, "adjust 1 position space/outer/city")  # the Monk leaves his Village
    play(game, "adjust 0 fate 0", "adjust 0 position space/outer/fields-3", "adjust turn 0", "roll 1")
    play(game, "move space/outer/village")


def test_hag_stays_after_the_village_healer(catalogue) -> None:
    """Cursed by a Hag: only a visit to the Mystic frees the character; the Healer does not."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, HAG)
    play(game, "adjust 0 gold 3", "adjust 0 lives 3")
    _to_village(game)
    assert legal(game) == {"choose 1", "choose 2", "choose 3"}  # Blacksmith, Healer, Mystic
    play(game, "choose 2", "choose 1")  # the Healer: one life for 1 gold
    assert game.state.players[0].followers == (HAG,)


def test_hag_leaves_after_the_mystic_even_if_he_does_nothing(catalogue) -> None:
    """Cursed by a Hag: the Mystic visited (a 2: no effect) and she goes to the discard pile."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, HAG)
    play(game, "adjust 0 gold 3", "adjust 0 lives 3")
    _to_village(game)
    events = play(game, "choose 3", "roll 2")
    assert "hag_left 0" in events and game.state.players[0].followers == ()
    assert HAG in game.state.discards["adventure"]


def test_hag_and_poltergeist_cannot_be_ditched_to_draw_fewer(catalogue) -> None:
    """Digital rulebook, "Followers That You Must Take": they cannot be ditched, not even
    to count as a card on a space (core rules, ditching to draw fewer)."""
    game = game_for(catalogue)
    give(game, 0, HAG, "adventure/sword#1")
    land(game, "space/outer/ruins")  # draws two cards, one at a time
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "ditch"
    assert "ditch adventure/sword#1" in legal(game) and f"ditch {HAG}" not in legal(game)


def test_teleport_not_while_enslaved_at_the_temple(catalogue) -> None:
    """Digital rulebook, "Movement Effects": a character who must test to see if he can move
    (enslaved at the Temple) uses no movement effect, so no Teleport before that roll."""
    game = game_for(catalogue, hero="character/sorceress")
    land(game, "space/middle/temple")
    play(game, "roll 2", "roll 3")  # 5: enslaved
    play(game, "adjust spell/teleport#1 0", "adjust turn 0")
    assert game.decision.kind == "roll" and "breaking free" in game.decision.prompt
    assert not any(a.startswith("cast") for a in legal(game))


# --- Potion of Strength, Mercenary: how long their Strength lasts ------------------------------

POTION = "adventure/potion-of-strength"


def test_potion_of_strength_lasts_the_turn_outside_battle_too(catalogue) -> None:
    """Potion of Strength (its text): drunk when the holder chooses (here before moving), +2
    Strength until the end of that turn, not only in battle; then it is gone."""
    from engine import character

    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, f"adjust {POTION} 0", "adjust 0 fate 0", "adjust 0 position space/outer/city", "adjust turn 0")
    assert game.decision.kind == "begin" and f"use {POTION}" in legal(game)
    play(game, f"use {POTION}")
    warrior = game.state.players[0]
    assert character.strength(game, warrior) == 4 + 2  # out of battle
    assert POTION in game.state.discards["adventure"]
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/bag-of-gold", "done")
    assert game.state.current == 1
    assert character.strength(game, game.state.players[0]) == 4  # the turn is over


def test_mercenary_strength_is_for_battles_for_the_rest_of_the_turn(catalogue) -> None:
    """Mercenary (its text): paid 1 gold in a battle, +3 Strength in battle until the end of
    the turn (a later battle that turn too) but not outside battle; once a turn."""
    from engine import character, hooks

    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, "adjust adventure/mercenary 0", "adjust 0 gold 2")
    meet(game, "adventure/wolf")
    play(game, "use adventure/mercenary")
    if "fight" in legal(game):
        play(game, "fight")
    warrior = game.state.players[0]
    assert character.strength(game, warrior) == 4  # no +3 outside battle
    later = {"stat": "strength", "p": 0}  # another battle in the same turn
    assert sum(hooks.call("attack_bonus", game, later, 0)) == 3
    play(game, "roll 6", "roll 1", "roll 1")  # the Wolf is beaten; the turn ends
    assert sum(hooks.call("attack_bonus", game, later, 0)) == 0


# --- Cursed Glade and Destroy Magic: Magic Objects cannot be used ------------------------------


def _warrior_to(game, space: str) -> None:  # type: ignore[no-untyped-def]
    from tests.engine.spaces_helpers import before

    play(
        game, f"adjust 0 position {before(game, space)}", "adjust turn 0", "begin", "roll 1", f"move {space}"
    )


def test_no_potion_in_a_battle_on_the_cursed_glade(catalogue) -> None:
    """Cursed Glade (board; core rules, Strength example): while it is encountered Magic
    Objects cannot be used, so the Potion of Strength is not offered against its Enemy."""
    game = game_for(catalogue, hero="character/warrior")
    give(game, 0, POTION)
    _warrior_to(game, "space/middle/cursed-glade")
    play(game, "draw adventure/giant")
    assert f"use {POTION}" not in legal(game)
    other = game_for(catalogue, hero="character/warrior")  # the same Giant on the Hills
    give(other, 0, POTION)
    _warrior_to(other, "space/middle/hills")
    play(other, "draw adventure/giant")
    assert f"use {POTION}" in legal(other)


def test_no_potion_under_destroy_magic(catalogue) -> None:
    """Destroy Magic (its text): nobody uses Magic Objects until the caster's next turn."""
    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust spell/destroy-magic 0", f"adjust {POTION} 0", "adjust turn 0")
    assert f"use {POTION}" in legal(game)
    play(game, "cast spell/destroy-magic")
    assert f"use {POTION}" not in legal(game)


def test_runesword_gains_no_life_when_armour_saves_the_loser(catalogue) -> None:
    """FAQ, Adventure cards, Runesword: the loser's Armour saves the life, so no life is
    gained; when the Armour fails, the Runesword's life is gained."""
    for save, lives in ((5, (3, 5)), (1, (4, 4))):
        game = new_game(catalogue, "character/assassin", "character/dwarf")
        start = game.space("space/outer/fields-1").neighbours[0]
        play(
            game,
            f"adjust 0 position {start}",
            "adjust 1 position space/outer/fields-1",
            "adjust adventure/runesword 0",
            "adjust purchase/armour#1 1",
            "adjust 0 fate 0",
            "adjust 1 fate 0",
            "adjust 0 lives 3",
            "adjust turn 0",
            "roll 1",
            "move space/outer/fields-1",
            "encounter character/dwarf",
        )
        if game.decision.kind == "defend":
            play(game, "fight")
        if "fight" in legal(game):
            play(game, "fight")
        play(game, "roll 6", "roll 1", "reward life")
        assert "Armour" in game.decision.prompt or "armour" in game.decision.prompt
        play(game, f"roll {save}")
        assert tuple(c.lives for c in game.state.players) == lives


# --- Spells -------------------------------------------------------------------------------------


def test_destroy_magic_cast_as_the_turn_ends(catalogue) -> None:
    """Destroy Magic (its text): cast at the beginning or at the end of the caster's turn."""
    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust spell/destroy-magic 0", "adjust 0 position space/outer/city", "adjust 0 fate 0")
    play(game, "adjust turn 0", "begin", "roll 1", "move space/outer/fields-1", "draw adventure/bag-of-gold")
    play(game, "done")
    assert game.decision.kind == "end_turn" and legal(game) == {"cast spell/destroy-magic", "end"}
    play(game, "cast spell/destroy-magic")
    assert game.state.current == 1 and "destroy-magic" in game.state.markers


def test_druid_may_change_alignment_before_the_chapel(catalogue) -> None:
    """character/druid/change-alignment: whenever he likes, so also on landing at the Chapel,
    whose instructions read his alignment (FAQ, Druid Q1)."""
    game = game_for(catalogue, hero="character/druid")
    _warrior_to(game, "space/outer/chapel")
    assert game.decision.kind == "alignment" and "use change-alignment good" in legal(game)
    play(game, "use change-alignment good")
    assert game.state.players[0].alignment == "good"
    assert game.decision.kind == "choose" and "Pray" in game.decision.prompt  # the good's Chapel


def test_preservation_on_another_character_or_a_follower(catalogue) -> None:
    """Preservation (its text): on any character, a Follower or an Enemy."""
    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust spell/preservation 0", "adjust adventure/maiden 1", "adjust turn 0")
    assert {
        "cast spell/preservation character/sorceress",
        "cast spell/preservation character/monk",
        "cast spell/preservation adventure/maiden",
    } <= legal(game)


def test_preservation_keeps_a_follower_from_the_chasm(catalogue) -> None:
    """Preservation: a Follower is not killed (the Chasm's 1 spares the Maiden; the Mule,
    not preserved, dies)."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust 0 fate 0", "adjust adventure/maiden 0", "adjust adventure/mule 0")
    play(game, "adjust spell/preservation 0", "adjust 0 position space/middle/runes-2", "adjust turn 0")
    play(game, "cast spell/preservation adventure/maiden", "roll 1", "move space/middle/chasm", "roll 4")
    events = play(game, "roll 1", "roll 1")
    assert "preserved 0 adventure/maiden" in events and "follower_killed 0 adventure/mule" in events
    assert game.state.players[0].followers == ("adventure/maiden",)


def test_preservation_unused_lapses_as_the_turn_ends(catalogue) -> None:
    """Preservation is cast when needed: one not called on this turn is gone at its end."""
    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust spell/preservation 0", "adjust 0 position space/outer/city", "adjust 0 fate 0")
    play(game, "adjust turn 0", "cast spell/preservation character/monk")
    assert "spell/preservation" in game.state.players[1].effects
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/bag-of-gold", "done")
    assert game.state.current == 1
    assert "spell/preservation" not in game.state.players[1].effects


def test_divination_asks_the_caster_to_look(catalogue) -> None:
    """Divination (its text): the caster looks at the top five Adventure cards in secret;
    the engine asks the caster's player to do it at the table, and nothing else changes."""
    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust spell/divination 0", "adjust turn 0")
    deck = game.state.decks["adventure"]
    play(game, "cast spell/divination")
    assert game.decision.kind == "divination" and game.decision.player == 0
    assert legal(game) == {"done"}
    play(game, "done")
    assert game.state.decks["adventure"] == deck and game.decision.kind in ("begin", "roll")


def test_thief_uses_a_stolen_raft_on_his_next_turn(catalogue) -> None:
    """FAQ, Adventure cards, Raft Q2: a stolen Raft crosses at the start of the Thief's next
    turn in place of his move, and goes back to its deck whether used or not."""
    game = new_game(catalogue, "character/thief", "character/warrior")
    play(game, "adjust 0 fate 0", "adjust 1 position space/outer/plains-2", "adjust purchase/raft 1")
    start = game.space("space/outer/plains-2").neighbours[0]
    play(game, f"adjust 0 position {start}", "adjust turn 0", "roll 1", "move space/outer/plains-2")
    play(game, "use steal character/warrior purchase/raft")
    assert game.state.players[0].objects == ("purchase/raft",) and game.state.players[1].objects == ()
    play(game, "adjust turn 0")
    assert game.decision.kind == "instead" and "move space/middle/temple" in legal(game)
    play(game, "move space/middle/temple")
    assert game.state.players[0].position == "space/middle/temple"
    assert "purchase/raft" in game.state.decks["purchase"]


def test_poltergeist_does_not_stop_a_raft(catalogue) -> None:
    """Digital rulebook, "Instead of Moving Normally": with the Poltergeist the character
    still moves, so a Raft (in place of the move) may cross; Teleport may not (it replaces a
    movement roll he cannot make). Crossing the river frees him of the Poltergeist."""
    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust 0 position space/outer/plains-2", "adjust adventure/poltergeist 0")
    play(game, "adjust adventure/raft 0", "adjust spell/teleport#1 0", "adjust turn 0")
    from engine import spells

    assert game.decision.kind == "instead" and "move space/middle/temple" in legal(game)
    assert not any("teleport" in str(a) for a in spells.cast_actions(game, 0, "own-turn"))
    play(game, "adjust adventure/poltergeist discard")
    assert any("teleport" in str(a) for a in spells.cast_actions(game, 0, "own-turn"))  # the control
    play(game, "adjust adventure/poltergeist 0")
    play(game, "move space/middle/temple")
    assert game.state.players[0].position == "space/middle/temple"


def test_potion_of_strength_in_a_battle_with_a_character(catalogue) -> None:
    """Potion of Strength: drunk whenever the holder likes, so also before attacking a
    character (core rules, "Battles Between Two Characters"); the +2 counts in the score."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    start = game.space("space/outer/fields-1").neighbours[0]
    play(game, f"adjust 0 position {start}", "adjust 1 position space/outer/fields-1", "adjust 0 fate 0")
    play(game, "adjust 1 fate 0", "adjust turn 0", "roll 1", "move space/outer/fields-1")
    play(game, f"adjust {POTION} 0", "encounter character/dwarf")
    if game.decision.kind == "defend":
        play(game, "fight")
    assert f"use {POTION}" in legal(game)
    play(game, f"use {POTION}")
    if "fight" in legal(game):
        play(game, "fight")
    events = play(game, "roll 1", "roll 1", "roll 1")  # the Warrior's two dice, then the Dwarf's
    assert "attack_scores 0 7 4" in events  # 1 + 4 + 2 against 1 + 3
