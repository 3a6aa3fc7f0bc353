"""Every Spell cast as its card says, and the general casting rules (core rulebook "Spells",
"Casting Spells"; digital rulebook FAQ "Spell Cards")."""

from __future__ import annotations

import pytest

from engine import Game, IllegalAction, spells
from tests.engine.engine_helpers import legal, new_game, play


def wizard_game(
    catalogue, *cards: str, caster: str = "character/sorceress", prep: tuple[str, ...] = ()
) -> Game:
    """The Sorceress (Craft 4: two Spells) to play at the City, holding ``cards``; the ``prep``
    adjustments are made before her turn starts."""
    game = new_game(catalogue, caster, "character/dwarf")
    play(
        game, "adjust 0 position space/outer/city", *(f"adjust {c} 0" for c in cards), *prep, "adjust turn 0"
    )
    return game


def battle(game: Game) -> dict:
    return next(f for f in reversed(game.state.stack) if f["kind"] == "battle")


def casts(game: Game) -> set[str]:
    return {a for a in legal(game) if a.startswith("cast ")}


def test_acquisition_takes_gold_or_an_object(catalogue) -> None:
    """Acquisition: take 1 gold or one Object of another character's."""
    game = wizard_game(catalogue, "spell/acquisition", prep=("adjust purchase/sword#1 1",))
    assert {
        "cast spell/acquisition character/dwarf gold",
        "cast spell/acquisition character/dwarf purchase/sword#1",
    } <= casts(game)
    play(game, "cast spell/acquisition character/dwarf purchase/sword#1")
    wizard, dwarf = game.state.players
    assert wizard.objects == ("purchase/sword#1",) and dwarf.objects == ()
    assert "spell/acquisition" in game.state.discards["spell"]


def test_acquisition_needs_a_target(catalogue) -> None:
    """A Spell needs a valid target (digital rulebook, "Spell Targets"): nobody has gold or Objects."""
    game = wizard_game(catalogue, "spell/acquisition", prep=("adjust 1 gold 0",))
    assert casts(game) == set()


def test_alchemy_turns_objects_into_gold(catalogue) -> None:
    """Alchemy: discard any of your Objects for 1 gold each."""
    game = wizard_game(catalogue, "spell/alchemy", "purchase/sword#1", "purchase/helmet#1")
    play(game, "cast spell/alchemy")
    assert game.decision.kind == "alchemy"
    play(game, "discard purchase/sword#1", "done")
    wizard = game.state.players[0]
    assert wizard.gold == 2 and wizard.objects == ("purchase/helmet#1",)
    assert game.decision.kind == "begin" or game.decision.is_chance


def test_alchemy_not_offered_without_objects(catalogue) -> None:
    game = wizard_game(catalogue, "spell/alchemy")
    assert casts(game) == set()


def test_counterspell_cancels_another_players_spell(catalogue) -> None:
    """Counterspell: a Spell just cast has no effect; it may be cast in another's turn."""
    game = wizard_game(
        catalogue, "spell/healing#1", prep=("adjust 0 lives 2", "adjust spell/counterspell#1 1")
    )
    play(game, "cast spell/healing#1 character/sorceress")
    assert game.decision.player == 1 and game.decision.kind == "counter"
    assert legal(game) == {"pass", "cast spell/counterspell#1"}
    events = play(game, "cast spell/counterspell#1")
    assert "cancelled spell/healing#1" in events
    assert game.state.players[0].lives == 2
    assert {"spell/healing#1", "spell/counterspell#1"} <= set(game.state.discards["spell"])


def test_counterspell_on_your_own_spell(catalogue) -> None:
    """FAQ, Spell Cards, Counterspell Q1: a character may counter his own Spell."""
    game = wizard_game(catalogue, "spell/healing#1", "spell/counterspell#1", prep=("adjust 0 lives 2",))
    play(game, "cast spell/healing#1 character/sorceress")
    assert game.decision.player == 0 and "cast spell/counterspell#1" in legal(game)


def test_counterspell_pass_lets_the_spell_work(catalogue) -> None:
    game = wizard_game(
        catalogue, "spell/healing#1", prep=("adjust 0 lives 2", "adjust spell/counterspell#1 1")
    )
    play(game, "cast spell/healing#1 character/sorceress", "pass")
    assert game.state.players[0].lives == 4


def test_counterspell_before_the_random_roll(catalogue) -> None:
    """FAQ, Spell Cards, Counterspell Q2: it must be cast before the die is rolled - the
    chance to cancel comes before the Random roll, never after."""
    game = wizard_game(catalogue, "spell/random#1", prep=("adjust spell/counterspell#1 1",))
    play(game, "cast spell/random#1 character/dwarf")
    assert game.decision.kind == "counter"
    play(game, "pass")
    assert game.decision.kind == "roll"
    assert not any(a.startswith("cast") for a in legal(game))


def test_destroy_magic_stops_all_casting_until_the_casters_next_turn(catalogue) -> None:
    """Destroy Magic: nobody casts Spells until the caster's next turn (FAQ Q1: not even the
    Command Spell - it stops every Spell)."""
    game = wizard_game(catalogue, "spell/destroy-magic", "spell/healing#1", prep=("adjust 0 lives 2",))
    play(game, "cast spell/destroy-magic")
    assert casts(game) == set()
    assert not spells.may_cast(game, 0)
    play(game, "adjust turn 1", "adjust turn 0")
    assert "cast spell/healing#1 character/sorceress" in casts(game)


def test_destruction_discards_a_faceup_adventure_card(catalogue) -> None:
    """Destruction: any faceup Adventure Card anywhere goes to the discard pile."""
    game = wizard_game(
        catalogue, "spell/destruction#1", prep=("adjust adventure/giant space/outer/fields-1",)
    )
    play(game, "cast spell/destruction#1 adventure/giant")
    assert "space/outer/fields-1" not in game.state.board
    assert "adventure/giant" in game.state.discards["adventure"]


def test_destruction_needs_a_card_on_the_board(catalogue) -> None:
    game = wizard_game(catalogue, "spell/destruction#1")
    assert casts(game) == set()


def test_divination_looks_at_the_deck(catalogue) -> None:
    """Divination: look at the top five Adventure Cards; nothing else changes."""
    game = wizard_game(catalogue, "spell/divination")
    deck = game.state.decks["adventure"]
    events = play(game, "cast spell/divination")
    assert "divination 0 5" in events and game.state.decks["adventure"] == deck


def test_healing_heals_any_character_with_a_life_missing(catalogue) -> None:
    """Healing: back to the life value; FAQ Healing: not a character without a life left, and
    not one already at the life value (no valid target)."""
    assert casts(wizard_game(catalogue, "spell/healing#1")) == set()
    game = wizard_game(catalogue, "spell/healing#1", prep=("adjust 1 lives 1",))
    assert casts(game) == {"cast spell/healing#1 character/dwarf"}
    play(game, "cast spell/healing#1 character/dwarf")
    assert game.state.players[1].lives == 5


def test_nullify_discards_every_spell_held(catalogue) -> None:
    """Nullify; FAQ Nullify Q2: not on a character without Spells; Q1: on yourself only while
    you hold another Spell."""
    assert casts(wizard_game(catalogue, "spell/nullify")) == set()  # nobody else holds a Spell
    game = wizard_game(catalogue, "spell/nullify", prep=("adjust spell/random#1 1",))
    play(game, "pass")  # the Dwarf lets his chance to cast at the start of her turn go by
    assert casts(game) == {"cast spell/nullify character/dwarf"}
    play(game, "cast spell/nullify character/dwarf")
    assert game.state.players[1].spells == ()


def test_nullify_on_yourself(catalogue) -> None:
    game = wizard_game(catalogue, "spell/nullify", "spell/random#1")
    assert "cast spell/nullify character/sorceress" in casts(game)


def test_preservation_keeps_the_next_life(catalogue) -> None:
    """Preservation: the character keeps a life they were about to lose (here a lost battle)."""
    game = wizard_game(catalogue, "spell/preservation")
    play(game, "adjust 0 fate 0", "cast spell/preservation character/sorceress")
    assert "spell/preservation" in game.state.players[0].effects
    events = play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant", "roll 1", "roll 6")
    assert "preserved 0" in events and "defeated 0" in events
    assert game.state.players[0].lives == 4


def test_preservation_on_an_enemy_makes_a_stand_off(catalogue) -> None:
    """Preservation on an Enemy: it cannot be killed; the battle is a stand-off."""
    game = wizard_game(catalogue, "spell/preservation")
    play(game, "adjust 0 fate 0", "begin", "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    assert "cast spell/preservation creature" in casts(game)
    play(game, "cast spell/preservation creature")
    assert battle(game).get("preserved") is True
    from engine.fight_view import current_fight

    fight = current_fight(game)  # the battle helper says why the Giant will not die
    assert fight is not None and "it cannot be killed (Preservation)" in fight.defender.notes
    events = play(game, "roll 6", "roll 1")  # 6 + 2 beats 1 + 6, but the Giant cannot die
    assert "stand_off 0" in events and "adventure/giant" in game.state.board["space/outer/fields-1"]


def test_random_makes_the_target_roll(catalogue) -> None:
    """Random: the target rolls; 4 loses all gold."""
    game = wizard_game(catalogue, "spell/random#1", prep=("adjust 1 gold 3",))
    play(game, "cast spell/random#1 character/dwarf", "roll 4")
    if game.decision.kind == "fate":
        play(game, "accept")
    assert game.state.players[1].gold == 0


def test_random_can_make_a_toad(catalogue) -> None:
    game = wizard_game(catalogue, "spell/random#1", prep=("adjust 1 fate 0",))
    play(game, "cast spell/random#1 character/dwarf", "roll 1")
    assert game.state.players[1].toad_turns == 3


def test_teleport_replaces_the_movement_roll(catalogue) -> None:
    """Teleport: to any other space of the same Region, in place of the movement roll."""
    game = wizard_game(catalogue, "spell/teleport#1")
    assert "cast spell/teleport#1 space/outer/tavern" in casts(game)
    assert not any("space/middle" in a for a in casts(game))
    play(game, "cast spell/teleport#1 space/outer/tavern")
    assert game.state.players[0].position == "space/outer/tavern"
    assert "movement" not in game.decision.prompt  # no movement roll


def test_teleport_countered_rolls_instead(catalogue) -> None:
    """FAQ, Spell Cards, Teleport: cancelled by Counterspell, the character rolls to move."""
    game = wizard_game(catalogue, "spell/teleport#1", prep=("adjust spell/counterspell#1 1",))
    play(game, "cast spell/teleport#1 space/outer/tavern")
    play(game, "cast spell/counterspell#1")
    assert game.state.players[0].position == "space/outer/city"
    assert game.decision.kind == "roll"


def test_teleport_not_in_the_inner_region_nor_as_a_toad(catalogue) -> None:
    game = wizard_game(catalogue, "spell/teleport#1", prep=("adjust 0 position space/inner/plain-of-peril",))
    assert casts(game) == set()


def test_temporal_warp_gives_three_turns_in_a_row(catalogue) -> None:
    """Temporal Warp: three turns before the next player."""
    game = wizard_game(catalogue, "spell/temporal-warp")
    play(game, "cast spell/temporal-warp")
    players = []
    for _ in range(4):
        players.append(game.state.current)
        _finish_turn(game)
    assert players == [0, 0, 0, 1]


def _finish_turn(game: Game) -> None:
    """Play on, as plainly as possible, until the turn passes on."""
    start = game.state.turn
    while game.state.turn == start:
        options = [str(a) for a in game.legal_actions()]
        easy = [o for o in ("done", "end", "begin", "pass", "encounter space", "accept") if o in options]
        play(game, easy[0] if easy else options[0])


def test_immobility_on_a_character_as_their_turn_starts(catalogue) -> None:
    """Immobility on a character, cast at the start of their turn: they do nothing this turn."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust spell/immobility#1 1", "adjust turn 0")
    assert game.decision.player == 1 and "cast spell/immobility#1 character/sorceress" in legal(game)
    events = play(game, "cast spell/immobility#1 character/sorceress")
    assert "immobilised 0" in events and game.state.current == 1


def test_immobility_lets_you_evade_a_creature(catalogue) -> None:
    game = wizard_game(catalogue, "spell/immobility#1")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    play(game, "cast spell/immobility#1")
    assert "evade" in legal(game)


def test_invisibility_lets_you_evade(catalogue) -> None:
    game = wizard_game(catalogue, "spell/invisibility")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant", "cast spell/invisibility")
    play(game, "evade")
    assert game.state.players[0].lives == 4


def test_mesmerism_takes_a_follower(catalogue) -> None:
    assert casts(wizard_game(catalogue, "spell/mesmerism")) == set()  # nobody has a Follower
    game = wizard_game(catalogue, "spell/mesmerism", prep=("adjust purchase/mule#1 1",))
    play(game, "cast spell/mesmerism purchase/mule#1")
    assert game.state.players[0].followers == ("purchase/mule#1",)


def test_hex_lies_on_an_empty_space(catalogue) -> None:
    game = wizard_game(catalogue, "spell/hex")
    assert "cast spell/hex space/outer/city" not in casts(game)  # a character stands there
    play(game, "cast spell/hex space/outer/tavern")
    assert game.state.board["space/outer/tavern"] == ("spell/hex",)
    assert "spell/hex" not in game.state.discards["spell"]


def test_psionic_blast_adds_craft_once(catalogue) -> None:
    game = wizard_game(catalogue, "spell/psionic-blast#1", "spell/psionic-blast#2")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant", "cast spell/psionic-blast#1")
    assert battle(game)["bonus"] == 4  # her Craft
    assert "cast spell/psionic-blast#2" not in legal(game)


# --- the general rules ---------------------------------------------------------------------


def test_no_more_spells_than_held_at_the_start_of_the_turn(catalogue) -> None:
    """Core rulebook "Casting Spells": at most as many casts as Spells held as the turn began.
    The Wizard casts his one Spell, draws a new one (never without a Spell), cannot cast it."""
    game = wizard_game(catalogue, "spell/healing#1", caster="character/wizard", prep=("adjust 0 lives 2",))
    play(game, "cast spell/healing#1 character/wizard")
    play(game, "draw spell/healing")
    assert game.state.players[0].spells == ("spell/healing#2",)
    play(game, "adjust 0 lives 2")
    assert casts(game) == set()


def test_one_spell_on_another_players_turn(catalogue) -> None:
    """Core rulebook "Casting Spells": one Spell during another character's turn."""
    game = new_game(catalogue, "character/wizard", "character/sorceress")
    play(game, "adjust 0 lives 2", "adjust spell/random#1 1", "adjust spell/healing#1 1", "adjust turn 0")
    assert game.decision.player == 1
    play(game, "cast spell/healing#1 character/wizard")
    assert not spells.may_cast(game, 1)
    assert game.decision.player != 1


def test_a_toad_casts_no_spells(catalogue) -> None:
    """Core rulebook "Toads": Toads cannot cast Spells."""
    game = wizard_game(catalogue, "spell/healing#1", prep=("adjust 0 lives 2", "adjust 0 toad 3"))
    assert casts(game) == set()


def test_casting_a_spell_not_held_is_refused(catalogue) -> None:
    game = wizard_game(catalogue, "spell/healing#1")
    before = game.state.to_json()
    with pytest.raises(IllegalAction):
        game.apply("cast spell/random#1 character/dwarf")
    assert game.state.to_json() == before


def test_every_spell_has_a_rule(catalogue) -> None:
    assert {s.id for s in catalogue.in_play("spell")} <= set(spells.SPELLS)


def test_counterspell_holders_answer_in_turn_order(catalogue) -> None:
    """Simultaneous choices are made in order from the player whose turn it is: after player 0
    casts, player 1 is asked before player 2."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf", "character/wizard")
    play(game, "adjust 0 lives 2", "adjust spell/healing#1 0", "adjust spell/counterspell#1 2")
    play(game, "adjust spell/counterspell#2 1", "adjust turn 0", "cast spell/healing#1 character/sorceress")
    assert game.decision.player == 1
    play(game, "pass")
    assert game.decision.player == 2


def test_destroy_magic_stills_magic_objects(catalogue) -> None:
    """Destroy Magic: Magic Objects cannot be used (Solomon's Crown adds no Craft)."""
    from engine import character

    game = wizard_game(catalogue, "spell/destroy-magic", "adventure/solomons-crown")
    sorceress = game.state.players[0]
    with_crown = character.craft(game, sorceress)
    play(game, "cast spell/destroy-magic")
    assert character.craft(game, game.state.players[0]) == with_crown - 2


def test_destroy_magic_still_lets_a_talisman_through(catalogue) -> None:
    """FAQ, Spell Cards, Destroy Magic Q2: a Talisman still opens the way on."""
    from engine import movement

    game = wizard_game(catalogue, "spell/destroy-magic", "talisman/talisman#1")
    play(game, "cast spell/destroy-magic")
    before = next(s for s in game.space(movement.VALLEY).neighbours if s != movement.CROWN)
    play(game, f"adjust 0 position {before}")
    assert movement.VALLEY in movement.steps(game, 0)


def test_spell_limit_by_craft(catalogue) -> None:
    """Core rulebook "Gaining Spells": Craft 3 allows one Spell; the surplus is discarded."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust spell/healing#1 0", "adjust spell/random#1 0")
    assert game.decision.kind == "discard"
    play(game, "discard spell/random#1")
    assert game.state.players[0].spells == ("spell/healing#1",)


def test_craft_lost_below_the_spells_held_asks_for_a_discard(catalogue) -> None:
    """Core rulebook "Gaining Spells": the limit follows Craft. Two Spells are fine at Craft 5;
    Craft counters lost (no Spell gained), the Dwarf is over the limit of Craft 3 and discards;
    undone, the limit is kept again and nothing is asked."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust 0 craft 2", "adjust spell/healing#1 0", "adjust spell/random#1 0")
    assert game.decision.kind != "discard"
    play(game, "adjust 0 craft 0")
    assert game.decision.kind == "discard" and game.decision.player == 0
    game.undo()
    assert game.decision.kind != "discard"
    play(game, "adjust 0 craft 0", "discard spell/healing#1")
    assert game.state.players[0].spells == ("spell/random#1",) and game.decision.kind != "discard"


def crown_game(catalogue, *prep: str) -> Game:
    """The Sorceress alone on the Crown of Command, her turn about to start."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust 0 position space/inner/crown-of-command", *prep, "adjust turn 0")
    return game


def test_counterspell_cancels_the_command_spell_before_its_roll(catalogue) -> None:
    """FAQ, Spell Cards, Counterspell Q2 (and the Counterspell card): the Command Spell can be
    cancelled, before its die is rolled."""
    game = crown_game(catalogue, "adjust spell/counterspell#1 1")
    assert game.decision.kind == "counter" and game.decision.player == 1
    events = play(game, "cast spell/counterspell#1")
    assert "cancelled command-spell" in events and game.state.players[1].lives == 5
    assert game.state.current == 1


def test_command_spell_rolls_when_not_cancelled(catalogue) -> None:
    game = crown_game(catalogue, "adjust spell/counterspell#1 1")
    play(game, "pass")
    assert game.decision.kind == "roll"


def test_no_command_spell_under_destroy_magic(catalogue) -> None:
    """FAQ, Spell Cards, Destroy Magic Q1: no Command Spell while Destroy Magic lasts."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust spell/destroy-magic 1", "adjust 1 position space/outer/city", "adjust turn 1")
    play(game, "cast spell/destroy-magic")
    events = play(game, "adjust 0 position space/inner/crown-of-command", "adjust turn 0")
    assert "no_command_spell 0 destroy-magic" in events
    assert game.state.players[1].lives == 5


def test_healing_cannot_save_a_dead_character(catalogue) -> None:
    """FAQ, Spell Cards, Healing: a character who lost his last life cannot be healed."""
    game = wizard_game(catalogue, "spell/healing#1", prep=("adjust 0 lives 2", "adjust 1 lives 0"))
    assert "cast spell/healing#1 character/dwarf" not in casts(game)
    assert "cast spell/healing#1 character/sorceress" in casts(game)


def test_destruction_right_after_moving_then_the_space_draws_again(catalogue) -> None:
    """FAQ, Spell Cards, Destruction Q1: cast on the card on his own draw-1 space right after
    moving; encountering the space, he draws again to make up the number."""
    game = wizard_game(
        catalogue, "spell/destruction#1", prep=("adjust adventure/giant space/outer/fields-1",)
    )
    play(game, "begin", "roll 1", "move space/outer/fields-1")
    assert game.decision.kind == "cast" and "cast spell/destruction#1 adventure/giant" in legal(game)
    play(game, "cast spell/destruction#1 adventure/giant")
    assert game.decision.kind == "draw"  # the Giant is gone: one card is drawn again


def test_invisibility_lasts_the_whole_turn(catalogue) -> None:
    """Invisibility: until the turn is over any creature may be evaded (two in a row here)."""
    game = wizard_game(
        catalogue,
        "spell/invisibility",
        prep=(
            "adjust adventure/giant space/outer/fields-1",
            "adjust adventure/spectre space/outer/fields-1",
        ),
    )
    play(game, "roll 1", "move space/outer/fields-1")
    first = battle(game)
    play(game, "cast spell/invisibility", "evade")
    assert battle(game) is not first and "evade" in legal(game)
    play(game, "evade")
    assert game.state.players[0].lives == 4


def test_teleport_not_with_the_poltergeist(catalogue) -> None:
    """Digital rulebook, "Instead of Rolling the Die for Movement": with the Poltergeist the
    character cannot roll to move, so Teleport cannot replace that roll."""
    game = wizard_game(catalogue, "spell/teleport#1", prep=("adjust adventure/poltergeist 0",))
    assert not any(a.startswith("cast spell/teleport") for a in casts(game))


def test_temporal_warp_on_the_crown(catalogue) -> None:
    """FAQ, Board spaces, Crown of Command Q5: Temporal Warp may be cast there."""
    game = wizard_game(
        catalogue, "spell/temporal-warp", prep=("adjust 0 position space/inner/crown-of-command",)
    )
    assert "cast spell/temporal-warp" in casts(game)


def test_psionic_blast_counts_for_one_pit_fiend(catalogue) -> None:
    """FAQ, Spell Cards, Psionic Blast Q1: each Pit Fiend is a battle of its own."""
    from tests.engine.spaces_helpers import game_for, land

    game = game_for(catalogue, "character/sorceress")
    land(game, "space/inner/pits", "adjust spell/psionic-blast#1 0")
    play(game, "roll 2")  # two Pit Fiends
    play(game, "cast spell/psionic-blast#1")
    assert battle(game)["bonus"] == 4
    events = play(game, "roll 6", "roll 1")  # 6 + 2 + 4 beats the first
    assert any(e.startswith("attack_scores 0 12") for e in events)
    assert battle(game).get("bonus", 0) == 0  # the second fiend: no Blast


def test_hex_as_the_wizards_last_spell_with_an_empty_deck(catalogue) -> None:
    """The Wizard's new Spell is drawn after the Hex lands: a reshuffled discard pile never
    holds the Hex a second time (found by the simulation's card-count invariant)."""
    from engine import invariants

    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(
        game,
        "adjust spell/hex 0",
        *(f"adjust {c} discard" for c in game.state.decks["spell"] if c != "spell/hex"),
    )
    play(game, "adjust turn 0", "cast spell/hex space/outer/tavern")
    assert game.state.board["space/outer/tavern"] == ("spell/hex",)
    assert game.decision.kind == "draw" and "spell/hex" not in game.state.decks["spell"]
    play(game, "draw spell/healing")
    assert invariants.violations(game) == []


def test_no_spell_may_target_an_amulet_holder(catalogue) -> None:
    """Amulet: no Spell affects its holder (digital rulebook FAQ, Amulet Q1) - Immobility is not
    offered against her, while without the Amulet it is."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust spell/immobility#1 1", "adjust adventure/amulet 0", "adjust turn 0")
    assert "cast spell/immobility#1 character/sorceress" not in legal(game)
    plain = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(plain, "adjust spell/immobility#1 1", "adjust turn 0")
    assert "cast spell/immobility#1 character/sorceress" in legal(plain)


def test_each_moment_offers_the_first_copy_of_each_spell_held_for_it(catalogue) -> None:
    """Core rulebook "Casting Spells": a Spell is cast at the moments its card names, one cast
    offered per kind of Spell (its first copy held). The Spells timely at a moment are worked
    out once per hand and moment: asked again of a changed hand, or at another moment, they
    follow."""
    game = wizard_game(
        catalogue,
        "spell/healing#2",
        "spell/healing#1",
        "spell/destroy-magic",
        caster="character/wizard",
        prep=("adjust 0 lives 1",),
    )

    def offered(when: str) -> set[str]:
        return {str(a) for a in spells.cast_actions(game, 0, when)}

    heal_2 = "cast spell/healing#2 character/wizard"
    assert offered("own-turn") == {heal_2, "cast spell/destroy-magic"}
    assert offered("end-turn") == {"cast spell/destroy-magic"}
    assert offered("battle") == offered("others-turn") == {heal_2}
    assert offered("after-move") == offered("movement") == set()
    play(game, heal_2, "adjust 0 lives 1")
    assert game.state.players[0].spells == ("spell/healing#1", "spell/destroy-magic")
    heal_1 = "cast spell/healing#1 character/wizard"
    assert offered("own-turn") == {heal_1, "cast spell/destroy-magic"}
    assert offered("battle") == {heal_1}
