"""Each card hook gated on what it waits for (engine.hooks ``held``, ``marked``, ``abilities``)
is out of a game's lists while that is out of play and joins them once it comes by a game
action, then does its work (the differential test in ``test_hooks_gating`` shows the gates
change nothing in random games; these show each gate names the right card, marker or ability)."""

from __future__ import annotations

import pytest

import content
from engine import Game, hooks
from engine.handlers.blood_moon import characters as blood_moon_characters
from engine.handlers.blood_moon import companions as blood_moon_companions
from engine.handlers.blood_moon import curios as blood_moon_curios
from engine.handlers.blood_moon import hoards as blood_moon_hoards
from engine.handlers.blood_moon import items as blood_moon_items
from engine.handlers.blood_moon import lunar as blood_moon_lunar
from engine.handlers.blood_moon import relics as blood_moon_relics
from engine.handlers.core import (
    abilities_travel,
    adventure_events,
    adventure_followers,
    adventure_objects,
    alternative_rules,
    next_move,
    spell_effects,
)
from engine.handlers.dungeon import cards_more as dungeon_cards_more
from engine.handlers.dungeon import spells as dungeon_spells
from engine.handlers.highland import spells as highland_spells
from engine.handlers.reaper import barrier as reaper_barrier
from engine.handlers.reaper import battle as reaper_battle
from engine.handlers.reaper import enslave as reaper_enslave
from engine.handlers.reaper import figure as reaper_figure
from engine.handlers.reaper import foes as reaper_foes
from engine.handlers.reaper import genie as reaper_genie
from engine.handlers.reaper import items as reaper_items
from engine.handlers.reaper import more as reaper_more
from engine.handlers.reaper import pouch as reaper_pouch
from engine.handlers.reaper import redraw as reaper_redraw
from engine.handlers.reaper import resurrection as reaper_resurrection
from engine.handlers.reaper import spells as reaper_spells
from engine.state import base_id
from tests.engine.blood_moon_helpers import FIELDS, moon_game
from tests.engine.engine_helpers import land_on, legal, new_game, play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game
from tests.engine.test_reaper_barrier import RUINS, _barrier_on
from tests.engine.test_reaper_battle import FIELD, battle, scores
from tests.engine.test_reaper_more import mammoth_before_the_staff

WIZARD, TROLL = "character/wizard", "character/troll"
EVERY_BOX = content.load().expansions


def _runs(game: Game, point: str, fn: hooks.Hook) -> bool:
    return fn in game.hooks_in_play[point]


def _a_copy(game: Game, card: str) -> str:
    """One copy of ``card`` in a deck (``adventure/x`` or ``adventure/x#2``)."""
    return next(c for pile in game.state.decks.values() for c in pile if base_id(c) == card)


@pytest.mark.parametrize(
    ("card", "point", "fn"),
    [
        ("adventure/keeper-of-the-vigil", "drew", blood_moon_characters._drawer),
        ("adventure/witch-finder", "drew", blood_moon_characters._drawer),
        ("spell/resurrection", "creatures_beaten", reaper_resurrection._may_resurrect),
        ("adventure/living-doll", "object_refused", blood_moon_curios._doll_refuses_objects),
        ("adventure/champion-of-light", "battle_options", blood_moon_companions._champion_die),
        ("adventure/concealed-pouch", "received", reaper_pouch._gained),
        ("spell/alteration", "before_cards", reaper_redraw._alteration_before_meeting),
        ("adventure/black-cat", "gain_amount", blood_moon_items._no_luck),
        ("adventure/ghostwood-wand", "card_returned", blood_moon_curios._spirit_gone),
        ("adventure/amulet", "cannot_cast", adventure_objects._amulet_no_casting),
        ("adventure/the-bride", "character_options", blood_moon_companions._bride_psychic),
        ("adventure/tricks-and-treats", "character_options", blood_moon_relics._trick_options),
        ("adventure/syphoning-sceptre", "reward_options", blood_moon_relics._syphon_options),
        ("adventure/syphoning-sceptre", "reward_taken", blood_moon_relics._syphon),
        ("adventure/prayer-book", "may_raise", blood_moon_lunar._offer_raise),
        ("adventure/disciple-of-darkness", "spell_floor", blood_moon_items._disciple_floor),
        ("adventure/holy-water", "life_guard", blood_moon_items._holy_water),
        ("adventure/wolfsbane", "chart_rolled", blood_moon_items._wolfsbane_offer),
        ("adventure/wand", "spell_floor", adventure_objects._wand),
        ("adventure/cursed-by-a-hag", "mystic_visited", adventure_followers._hag_leaves),
        ("adventure/gnome", "dice", adventure_followers._gnome_dice),
        ("spell/spell-call", "spell_answers", dungeon_spells._spell_call_answers),
        ("spell/divine-intervention", "character_beaten", dungeon_spells._beaten_by_a_character),
        ("dungeon/spell-ring", "cast_aside", dungeon_cards_more._ring_cast),
        ("spell/reflection", "spell_answers", reaper_spells._reflection_answers),
        ("spell/reflection", "command_answers", reaper_spells._command_reflection),
        ("adventure/golden-statue", "forced_reward", reaper_items._statue_to_the_victor),
        ("adventure/map", "exit_total", reaper_items._map_shovel),
        ("adventure/shovel", "exit_total", reaper_items._map_shovel),
        ("adventure/genie", "cast_aside", reaper_genie._cast_for_him),
        ("adventure/concealed-pouch", "out_of_reach", reaper_pouch._hidden),
        ("dungeon/spell-ring", "move_options", highland_spells._hawk_option),
        ("highland/spellstone", "fate_options", dungeon_spells._twist_offered),
        ("adventure/genie", "character_beaten", dungeon_spells._beaten_by_a_character),
    ],
)
def test_a_card_hook_joins_when_its_card_is_given_and_leaves_with_it(catalogue, card, point, fn) -> None:
    game = expansion_game(catalogue, WIZARD, TROLL, expansions=EVERY_BOX)
    assert not _runs(game, point, fn)
    card = _a_copy(game, card)
    play(game, f"adjust {card} 0")
    assert _runs(game, point, fn)
    play(game, f"adjust {card} discard")
    assert not _runs(game, point, fn)


@pytest.mark.parametrize(
    ("character", "point", "fn"),
    [
        ("character/doomsayer", "drew", blood_moon_characters._omens),
        ("character/doomsayer", "drew", blood_moon_characters._drawer),
        ("character/vampire-hunter", "drew", blood_moon_characters._drawer),
        ("character/prophetess", "drew", abilities_travel._foresight),
        ("character/grave-robber", "before_space_draw", blood_moon_hoards._ransack_offer),
    ],
)
def test_an_ability_hook_runs_in_games_of_its_character(catalogue, character, point, fn) -> None:
    assert not _runs(expansion_game(catalogue, WIZARD, TROLL), point, fn)
    assert _runs(expansion_game(catalogue, character, TROLL), point, fn)


def test_the_omens_hook_stays_out_of_games_without_the_doomsayer(catalogue) -> None:
    """The Vampire Hunter's and the Keeper's hooks on a drawn card do not bring the Doomsayer's."""
    game = expansion_game(catalogue, "character/vampire-hunter", TROLL)
    assert _runs(game, "drew", blood_moon_characters._drawer)
    assert not _runs(game, "drew", blood_moon_characters._omens)


def test_the_doomsayer_still_gains_from_an_enemy_anyone_draws(catalogue) -> None:
    """Doomsayer, omens (blood_moon_characters): an Enemy drawn by another player replenishes
    1 fate."""
    game = moon_game(catalogue, WIZARD, "character/doomsayer")
    before = game.state.players[1].fate
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/wolfen")
    assert game.state.players[1].fate == before + 1


def test_the_doomsayer_draws_a_spell_when_anyone_draws_an_event(catalogue) -> None:
    """Doomsayer, omens: an Event drawn by another player brings him a Spell, his Craft
    permitting (the Spell's draw comes before the Event is met)."""
    game = moon_game(catalogue, WIZARD, "character/doomsayer")
    land_on(game, 0, FIELDS)
    held = len(game.state.players[1].spells)
    play(game, "draw adventure/pestilence")
    assert game.decision.kind == "draw" and game.state.stack[-1]["deck"] == "spell"
    assert game.state.stack[-1]["p"] == 1
    play(game, f"draw {base_id(game.state.decks['spell'][0])}")
    assert len(game.state.players[1].spells) == held + 1


def test_the_doomsayer_seeks_doom_when_his_own_draw_brings_neither(catalogue) -> None:
    """Doomsayer, seek-doom: his own draw with no Event nor Enemy may draw one card more; a
    draw with an Enemy may not."""
    game = moon_game(catalogue, "character/doomsayer", WIZARD)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind != "draw" and game.state.stack[-1]["kind"] == "seek_doom"
    game = moon_game(catalogue, "character/doomsayer", WIZARD)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/bear")
    assert all(f["kind"] != "seek_doom" for f in game.state.stack)


def test_the_prophetess_still_may_throw_a_card_away(catalogue) -> None:
    """Prophetess, foresight: once the cards of her draw are out she may throw one away."""
    game = moon_game(catalogue, "character/prophetess", TROLL)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/wolfen")
    assert any(a.startswith("discard adventure/wolfen") for a in legal(game))


def test_the_familiar_still_offers_a_spell_swap(catalogue) -> None:
    """The Reaper's Familiar: a Spell its holder just drew may be thrown away for another."""
    game = reaper_game(catalogue, "character/sage", "character/warrior")
    play(game, "adjust adventure/familiar 0", "adjust turn 0", "use spell-at-start")  # the Sage draws 1
    play(game, "draw spell/sleep")
    assert game.decision.kind == "discard" and "discard spell/sleep" in legal(game)


def test_the_barrier_hooks_join_while_it_lies_on_the_board(catalogue) -> None:
    """The Reaper's Barrier: its hooks (the space barred, its lifting) run from its casting
    until it is lifted."""
    game = reaper_game(catalogue)
    assert not _runs(game, "barred_spaces", reaper_barrier._barred)
    game = _barrier_on(catalogue, RUINS)
    assert _runs(game, "barred_spaces", reaper_barrier._barred)
    assert _runs(game, "turn_begins", reaper_barrier._caster_begins)
    assert _runs(game, "end_of_turn", reaper_barrier._caster_missed)
    assert reaper_barrier.barred_space(game) == RUINS


def test_moon_mist_joins_once_drawn_and_moves_by_the_lower_die(catalogue) -> None:
    """Moon Mist (a Lunar Event): drawn, it lies beside the Time card; the next movement roll
    is two dice, the lower kept."""
    game = moon_game(catalogue)
    assert not _runs(game, "movement_dice", blood_moon_items._moon_mist)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/moon-mist")
    assert _runs(game, "movement_dice", blood_moon_items._moon_mist)
    play(game, "adjust turn 1", "roll 5", "roll 2")
    assert game.decision.kind == "move" and "P2 rolled 2" in game.decision.prompt


def test_slaves_join_the_next_battle_once_enslaved(catalogue) -> None:
    """The Reaper's Staff of Mastery: the enslaved Mammoth (Strength 6) adds its Strength in
    its master's next battle (its hook joins with the ``slaves/`` marker)."""
    game = mammoth_before_the_staff(catalogue)
    assert not _runs(game, "attack_bonus", reaper_enslave._slaves_fight)
    play(game, "use adventure/staff-of-mastery")
    assert _runs(game, "attack_bonus", reaper_enslave._slaves_fight)
    finish_turn(game)
    land_at(game, 0, FIELD, f"adjust adventure/bear {FIELD}")
    events = play(game, "fight", "roll 3", "roll 2")
    assert "attack_scores 0 12 5" in events  # Strength 3, the die's 3 and the Mammoth's 6


@pytest.mark.parametrize(
    ("foe", "rolls", "scores"),
    [
        ("adventure/bear", ("roll 3", "roll 2"), "attack_scores 0 12 5"),  # won: hook foe_lost_life
        ("adventure/giant", ("roll 1", "roll 4"), "attack_scores 0 10 10"),  # creatures_not_beaten
    ],
)
def test_slaves_that_fought_go_with_the_staff_as_the_turn_ends(catalogue, foe, rolls, scores) -> None:
    """The Reaper's Staff of Mastery: after the battle the slaves fought in (won, or a
    stand-off), they and the Staff go to the discard pile (the hooks that mark them as having
    fought join with the ``slaves/`` marker)."""
    game = mammoth_before_the_staff(catalogue)
    play(game, "use adventure/staff-of-mastery")
    finish_turn(game)
    land_at(game, 0, FIELD, f"adjust {foe} {FIELD}")
    assert _runs(game, "foe_lost_life", reaper_enslave._mark_fought)
    assert _runs(game, "creatures_not_beaten", reaper_enslave._mark_fought)
    events = play(game, "fight", *rolls)
    assert scores in events
    if game.state.current == 0:
        finish_turn(game)
    cultist = game.state.players[0]
    assert cultist.followers == () and cultist.objects == ()
    assert {"adventure/mammoth", "adventure/staff-of-mastery"} <= set(game.state.discards["adventure"])


def test_the_black_unicorn_helps_once_it_follows(catalogue) -> None:
    """The Reaper's Black Unicorn: beaten, it follows the character and adds 1 to his
    Strength in battle (its hook joins when it becomes a Follower)."""
    game = battle(catalogue, "adventure/black-unicorn", prep=("adjust 0 craft 5",))
    assert not _runs(game, "attack_bonus", reaper_foes._unicorn)
    play(game, "roll 6", "roll 1")
    assert _runs(game, "attack_bonus", reaper_foes._unicorn)
    finish_turn(game)
    land_at(game, 0, FIELD, f"adjust adventure/bear {FIELD}")
    events = play(game, "roll 3", "roll 2")
    assert "attack_scores 0 7 5" in events  # Strength 3, the die's 3 and the Unicorn's 1


def test_preservation_on_a_follower_unused_lapses_as_the_turn_ends(catalogue) -> None:
    """Preservation (its text) cast on a Follower and not called on: gone at the turn's end
    (the hook that drops it joins with its ``preserved/`` marker)."""
    from engine.handlers.core import spell_effects

    game = new_game(catalogue, "character/sorceress", "character/monk")
    play(game, "adjust spell/preservation 0", "adjust adventure/maiden 0", "adjust 0 fate 0")
    play(game, "adjust 0 position space/outer/city", "adjust turn 0")
    assert not _runs(game, "end_of_turn", spell_effects._follower_preservation_lapses)
    play(game, "cast spell/preservation adventure/maiden")
    assert "preserved/adventure/maiden" in game.state.markers
    assert _runs(game, "end_of_turn", spell_effects._follower_preservation_lapses)
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/bag-of-gold", "done")
    assert game.state.current == 1 and "preserved/adventure/maiden" not in game.state.markers


def test_a_knight_drawn_as_a_new_character_gets_his_sword_and_armour(catalogue) -> None:
    """The Reaper's Knight starts with a Sword and an Armour, a Knight drawn after a death too
    (the ``new_character`` hook waits for his ability: it joins as he is drawn)."""
    game = reaper_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 lives 0", "adjust turn 0")
    assert game.decision.kind == "draw"
    play(game, "draw character/knight")
    knight = game.state.players[0]
    assert knight.character == "character/knight"
    assert sorted(map(base_id, knight.objects)) == ["purchase/armour", "purchase/sword"]


def test_feral_hunger_lasts_until_the_casters_next_turn(catalogue) -> None:
    """Blood Moon's Feral Hunger cast at Night: creatures roll 6 until the caster's next turn;
    dropped as the turn before it ends (its hook joins with the ``feral-hunger`` marker)."""
    from engine.handlers.blood_moon import spells as blood_moon_spells

    game = moon_game(catalogue, "character/sorceress", WIZARD, night=True)
    play(game, "adjust spell/feral-hunger 0")
    land_on(game, 0, FIELDS, f"adjust adventure/ape {FIELDS}")
    assert not _runs(game, "end_of_turn", blood_moon_spells._feral_ends)
    play(game, "cast spell/feral-hunger", "roll 1", "roll 1")
    assert _runs(game, "end_of_turn", blood_moon_spells._feral_ends)
    finish_turn(game)
    assert game.state.current == 1 and blood_moon_spells.FERAL in game.state.markers
    finish_turn(game)
    assert game.state.current == 0 and blood_moon_spells.FERAL not in game.state.markers


def test_the_jester_leaves_at_the_tavern(catalogue) -> None:
    """The Reaper's Jester leaves his holder at the Castle or the Tavern (its hook joins while
    someone holds him)."""
    from engine.handlers.reaper import items as reaper_items

    game = reaper_game(catalogue)
    assert not _runs(game, "space_met", reaper_items._jester_leaves)
    land_at(game, 0, "space/outer/tavern", "adjust adventure/jester 0")
    assert _runs(game, "space_met", reaper_items._jester_leaves)
    events = play(game, "encounter space")
    assert "discard 0 adventure/jester" in events and game.state.players[0].followers == ()


def test_the_quest_hooks_join_while_a_quest_is_held(catalogue) -> None:
    """The Warlock's quest hooks (core rules, Warlock's Cave; The Reaper's quest cards) wait for
    a character's quest (``fields``): out of a game's lists until one is taken, in while it is
    held (and it is done once it can be), out again once it is done."""
    from engine.handlers.core import warlock
    from tests.engine.test_reaper_quests import CAVE, quest_game

    game = quest_game(catalogue)
    from engine.handlers.reaper import quests

    gated = (
        ("turn_end_due", warlock._quest_due),
        ("move_start", next_move._quest_first),
        ("portal_barred", warlock.quest_bars_portal),
        ("quest_ready", quests._quest_ready),
        ("quest_try", quests._quest_try),
    )
    assert not any(_runs(game, point, fn) for point, fn in gated)
    land_at(game, 0, CAVE)
    play(game, "take warlock-quest/give-spell")
    assert all(_runs(game, point, fn) for point, fn in gated)
    play(game, "adjust 0 craft 3", "adjust spell/fireball 0")
    events = play(game, "adjust turn 0")  # his turn: the one Spell he holds is given at once
    assert "quest_done 0 give-spell" in events and game.state.players[0].quest is None
    assert not any(_runs(game, point, fn) for point, fn in gated)


@pytest.mark.parametrize(
    ("holder", "drawn", "expansions"),
    [
        ("dungeon/spell-ring", ("spell/eyes-of-the-hawk",), ("dungeon", "highland")),
        ("highland/spellstone", ("spell/eyes-of-the-hawk", "spell/healing"), ("highland",)),
    ],
)
def test_a_movement_spell_on_a_card_that_casts_it_is_offered_at_the_move(
    catalogue, holder, drawn, expansions
) -> None:
    """The Dungeon's Spell Ring: "The Ring will cast the Spell whenever you wish (treat the Spell
    as though you had cast it)"; the Highland's Spellstone: "It will cast the Spells whenever you
    wish (treat the Spells as though you had cast them)". The Eyes of the Hawk is cast "after you
    have rolled a die for your move": one lying on such a card is offered then, as one held would
    be (its hook once waited for the Spell in the hand alone: ``gating.KEEPERS``)."""
    game = expansion_game(catalogue, "character/thief", "character/warrior", expansions=expansions)
    land_at(game, 0, FIELDS, f"adjust {holder} {FIELDS}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, f"take {holder}", *(f"draw {spell}" for spell in drawn))
    assert not game.state.players[0].spells  # (on the card, not in the hand)
    finish_turn(game)
    play(game, "adjust turn 0")
    while game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 3")
    assert "use spell/eyes-of-the-hawk#1" in legal(game)
    play(game, "use spell/eyes-of-the-hawk#1")
    assert "spell/eyes-of-the-hawk#1" in game.state.discards["spell"]
    assert len([a for a in legal(game) if a.startswith("move ")]) > 2  # 1, 2 or 3 spaces on


@pytest.mark.parametrize(
    ("key", "point", "fn"),
    [
        ("gold@space/outer/fields-1", "space_met", adventure_events._pick_up_gold),
        ("aside/time", "may_raise", blood_moon_lunar._offer_raise),
        ("next-move/0", "dying", next_move._forget),
        ("enslaved/1", "dying", next_move._forget),
        ("pits/0", "dying", next_move._forget),
        ("pathfinder/0", "dying", reaper_more._forget),
        ("idol/1", "dying", reaper_more._forget),
        ("slow/0", "dying", reaper_more._forget),
        ("plans/0", "dying", reaper_figure._plans_die_too),
        ("aside/inherit/0", "new_character", alternative_rules._inherit),
        ("gold@inherit/0", "new_character", alternative_rules._inherit),
        ("preserved/adventure/maiden", "follower_spared", spell_effects._follower_preserved),
    ],
)
def test_a_marker_hook_joins_with_its_marker_and_leaves_with_it(catalogue, key, point, fn) -> None:
    """A hook that waits for a marker (``marked``) is out of the lists until a marker key
    beginning so is set, in while it lies, and out once it is gone (set and deleted through the
    game's journal, as the rules do)."""
    game = expansion_game(catalogue, WIZARD, TROLL, expansions=EVERY_BOX)
    assert not _runs(game, point, fn)
    game.set(game.state.markers, key, 1)
    assert _runs(game, point, fn)
    game.journal.delete(game.state.markers, key)
    assert not _runs(game, point, fn)


def test_a_battle_hook_joins_while_its_enemy_is_fought_and_stays_for_the_turn(catalogue) -> None:
    """The Reaper's Miser Dragon: killed, its hoard gives its killer a die's count of gold. Its
    hook waits for the Dragon to be fought (``foes=``): out of the lists before, in them from the
    fight on, still there for the kill once the battle is off the stack, gone as the turn passes."""
    game = reaper_game(catalogue)
    assert not _runs(game, "foe_lost_life", reaper_battle._spoils)
    game = battle(catalogue, "adventure/miser-dragon", prep=("adjust 0 strength 9",))
    assert _runs(game, "foe_lost_life", reaper_battle._spoils)
    mine, theirs = scores(play(game, "roll 6", "roll 1"))
    assert mine > theirs and not any(f["kind"] == "battle" for f in game.state.stack)
    assert game.decision.kind == "roll" and "Miser Dragon" in game.decision.prompt
    gold = game.state.players[0].gold
    play(game, "roll 4")
    assert game.state.players[0].gold == gold + 4
    assert "adventure/miser-dragon" in game.state.players[0].trophies
    finish_turn(game)
    assert not _runs(game, "foe_lost_life", reaper_battle._spoils)
