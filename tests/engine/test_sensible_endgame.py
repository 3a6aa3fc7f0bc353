"""The sensible players play the game to its end (issue 31): they keep and seek a Talisman,
go for the Crown of Command when strong enough, fight a rival who holds the Crown instead of
putting off his Command Spell, and finish their seeded games well before the turn cap. The
positions are set up by hand (``adjust``), as a table corrects a game; the policy is asked."""

from __future__ import annotations

import random

from engine import sensible
from engine.movement import CROWN, PORTAL
from engine.sensible import item_worth, moves, worth
from engine.sim import TURN_CAP, play, specs
from tests.engine.engine_helpers import new_game
from tests.engine.engine_helpers import play as play_actions


def test_with_a_talisman_and_enough_strength_he_heads_for_the_crown(catalogue) -> None:
    """Core rules, Object of the Game: build up Strength and Craft until powerful enough for
    the Inner Region, and find a Talisman, which lets a character into the Valley of Fire and
    so onto the Crown of Command. The Warrior (Strength 4, Craft 2) builds up where he is;
    with Strength 10, Craft 6 and a Talisman he makes for the Portal of Power."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, "adjust 0 position space/middle/hills")
    assert moves.heading(game, worth.me(game, 0)) != PORTAL
    play_actions(game, "adjust 0 strength 6", "adjust 0 craft 4", "adjust talisman/talisman#1 0")
    assert moves.heading(game, worth.me(game, 0)) == PORTAL


def test_he_keeps_his_only_talisman_and_values_one_lying_on_a_space(catalogue) -> None:
    """A character needs a Talisman to enter the Valley of Fire (core rules): his only one is
    worth more to him than an Armour, a second one is a spare; a Talisman lying on a space
    (left by a character killed there) is worth going for to one who has none."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    m = worth.me(game, 0)
    assert worth.card(game, m, "talisman/talisman#2") == worth.TALISMAN
    play_actions(game, "adjust talisman/talisman#1 0")
    m = worth.me(game, 0)
    assert item_worth(game, m, "talisman/talisman#1") > item_worth(game, m, "adventure/armour")
    play_actions(game, "adjust talisman/talisman#2 0")
    m = worth.me(game, 0)
    assert item_worth(game, m, "talisman/talisman#2") < worth.TALISMAN


def test_a_rival_on_the_crown_is_fought_not_waited_out(catalogue) -> None:
    """Core rules, The Crown of Command: the character alone on the Crown casts the Command
    Spell each turn (a 4 to 6: every other character loses a life; one killed by it is out of
    the game). Only beating him there wins. A hurt Warrior with two lives and a Talisman, who
    would otherwise go to be healed, makes for the Portal; without a Talisman, for the
    Warlock's Cave (a quest gives one)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, "adjust 0 position space/middle/hills", "adjust 0 lives 2")
    assert moves.heading(game, worth.me(game, 0)) != moves.WARLOCK  # hurt: healing first
    play_actions(game, f"adjust 1 position {CROWN}")
    assert moves.heading(game, worth.me(game, 0)) == moves.WARLOCK
    play_actions(game, "adjust talisman/talisman#1 0")
    assert moves.heading(game, worth.me(game, 0)) == PORTAL


def test_on_the_crown_the_winner_takes_a_life_not_an_object(catalogue) -> None:
    """Core rules: a character who beats another in battle takes one of his lives, or one of
    his Objects or gold; on the Crown of Command, where the characters there do nothing but
    fight each other, only a life brings the game nearer its end. The Warrior beats the Dwarf
    on the Crown and takes a life; the same win off the Crown, he would take the Armour."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, f"adjust 0 position {CROWN}", f"adjust 1 position {CROWN}")
    play_actions(game, "adjust adventure/armour 1", "adjust turn 0")
    while game.decision.kind != "reward":
        decision = game.decision
        if decision.is_chance:
            foe = "foe" in decision.prompt
            play_actions(game, "roll 1" if foe else "roll 6")
        else:
            game.apply(sensible.choose(game, random.Random(0)))
    assert "reward adventure/armour" in {str(a) for a in game.legal_actions()}
    assert str(sensible.choose(game, random.Random(0))) == "reward life"
    play_actions(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/outer/fields-1")
    assert str(sensible.choose(game, random.Random(0))) == "reward adventure/armour"


def test_the_warlocks_gold_quest_sends_him_to_sell_objects(catalogue) -> None:
    """The Warlock's Cave, quests 5 and 6: give the Warlock 3 or 2 gold. The City's Alchemist
    turns Objects into gold, one each: a Warrior without gold but with two Objects to spare
    heads for the City; with the gold in hand he does not."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, "adjust 0 position space/outer/fields-1", "adjust 0 gold 0")
    play_actions(game, "adjust adventure/armour 0", "adjust adventure/helmet 0")
    game.state.players[0].quest = "give-gold-2"  # (as the Cave's roll of 6 would give it)
    assert moves.heading(game, worth.me(game, 0)) == moves.CITY
    play_actions(game, "adjust 0 gold 2")
    assert moves.heading(game, worth.me(game, 0)) != moves.CITY


def test_few_seeded_core_games_reach_the_turn_cap(catalogue) -> None:
    """Issue 31: a game stopped at the turn cap is no table's game. Of 12 seeded four-player
    core games (seed 7), at most 3 are still going at the cap (29.5 % were before the endgame
    was played out), and every finished one has a winner."""
    records = [play(spec, catalogue).record for spec in specs(12, 4, 7, (), catalogue, policy="sensible")]
    capped = [r for r in records if not r.finished]
    assert len(capped) <= 3 and all(r.turns > TURN_CAP for r in capped)
    assert all(r.winner for r in records if r.finished)
