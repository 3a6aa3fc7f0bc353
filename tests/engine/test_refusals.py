"""Every refusal names its rule and where it is written (issue 14, item 5): moves, draws,
encounters, battles, Spells and adjusts alike."""

from __future__ import annotations

import random
import re

import pytest

from engine import Game, IllegalAction, Setup, policy
from tests.engine.engine_helpers import land_on, new_game, play

WHERE = re.compile(r": (core rules|digital rulebook), [A-Z][\w ,;'-]+|: the text of \w|character card|docs/")


def refusal(game: Game, action: str) -> str:
    before = game.state.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert game.state.to_json() == before
    return str(err.value)


def test_a_move_short_of_the_die(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 3")
    message = refusal(game, "move space/outer/fields-1")
    assert "you move the full count of your die, one way round" in message
    assert "core rules, Movement in the Outer and Middle Regions" in message
    assert "legal: move " in message


def test_a_toad_moving_two_spaces(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 toad 3", "adjust turn 0")
    message = refusal(game, "move space/outer/ruins")
    assert "as a Toad, you move one space a turn: core rules, Movement in the Inner Region; Toads" in message


def test_a_die_of_seven_and_a_card_not_in_the_deck(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert "a die shows 1 to 6: core rules, Six-sided Dice" in refusal(game, "roll 7")
    play(game, "roll 1", "move space/outer/fields-2", "adjust adventure/giant discard")
    message = refusal(game, "draw adventure/giant")
    assert "that card is not in the adventure deck" in message and "core rules, Adventure Cards" in message


def test_an_encounter_out_of_turn(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    land_on(game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1")
    message = refusal(game, "encounter character/troll")
    assert "after moving you meet the space or one character on it: core rules, Encounters" in message


def test_evading_a_monster_without_the_means(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    land_on(game, 0, "space/outer/fields-1", "adjust 0 fate 0", "adjust spell/invisibility 0")
    play(game, "draw adventure/giant")
    assert game.decision.kind == "battle"
    message = refusal(game, "evade")
    assert "or help yourself only with a Spell, Object or ability that says so" in message
    assert "core rules, Battles; Evading" in message


def test_a_spell_not_held(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust spell/teleport#1 0", "adjust turn 0")
    message = refusal(game, "cast spell/psionic-blast")
    assert "core rules, The Game Turn" in message or "core rules, Casting Spells" in message
    assert WHERE.search(message)


def test_taking_what_a_calmed_enemy_guards(catalogue) -> None:
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    land_on(game, 0, "space/outer/ruins", "adjust adventure/sword#1 space/outer/ruins")
    play(game, "draw adventure/wolf", "use beast-friend")
    message = refusal(game, "take adventure/sword#1")
    assert WHERE.search(message)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("adjust 0 gold 500", "nothing is taken from an empty stockpile: core rules, Limited Resources"),
        ("adjust 0 mood happy", "unknown field 'mood': the forms of adjust: docs/architecture.md, Adjust"),
        ("adjust time dusk", "time is day or night: the forms of adjust"),
    ],
)
def test_adjust_refusals(catalogue, action, words) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert words in refusal(game, action)


def test_ditching_what_nobody_carries(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert "core rules, Ditching Followers and Objects" in refusal(game, "ditch adventure/sword#1")


def test_every_refusal_in_random_games_names_a_rule(catalogue) -> None:
    """At each decision of seeded games, an action of another decision is refused with a rule
    and where it is written."""
    probes = [
        "move space/outer/city",
        "roll 7",
        "draw adventure/giant",
        "fight",
        "encounter space",
        "take adventure/sword#1",
        "cast spell/hex",
        "end",
        "done",
        "buy purchase/axe",
        "trade strength",
    ]
    seen: set[str] = set()
    for seed, expansions in ((1, ()), (2, ("reaper", "blood-moon"))):
        setup = Setup.of(
            "character/wizard", "character/troll", "character/minstrel", seed=seed, expansions=expansions
        )
        game = Game.new(setup, catalogue)
        rng = random.Random(seed)
        for _ in range(600):
            if game.is_over:
                break
            for probe in probes:
                if not game.is_legal(probe):
                    with pytest.raises(IllegalAction) as err:
                        game.apply(probe)
                    assert WHERE.search(str(err.value)), str(err.value)
                    seen.add(game.decision.kind)
            game.apply(policy.choose(game, rng))
    assert {"move", "roll", "draw", "encounter", "battle"} <= seen


def test_adjust_gives_a_dead_character_nothing(catalogue) -> None:
    """A killed character's cards and counters go back or are left on the space, and the
    player's new character starts afresh (core rules, Losing All Lives): so the table cannot
    hand a dead character a card, a Toad, missed turns or an alignment by hand (random playouts
    with hand corrections found the card lost, and a counter gone from the box, when the new
    character was drawn; missed turns would be lost the same way)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 1 lives 0")
    assert not game.state.players[1].alive
    card = game.state.decks["adventure"][0]
    for action in (f"adjust {card} 1", "adjust 1 toad 3", "adjust 1 missed 2", "adjust 1 alignment evil"):
        assert "that character is dead" in refusal(game, action)
    play(game, "adjust 1 missed 0")  # (nothing to take away: accepted)
    play(game, f"adjust {card} 0", "adjust 0 toad 3", "adjust 0 missed 1", "adjust 0 alignment evil")
    ch = game.state.players[0]
    assert card in ch.objects + ch.followers + ch.trophies


def test_adjust_moves_only_the_four_decks_cards(catalogue) -> None:
    """A character card changes hands only when a new character is drawn, a Warlock Quest card
    only at the Warlock's Cave (digital rulebook, "Warlock's Cave"): adjust moves Adventure,
    Spell, Purchase and Talisman cards (a character card put on a player was counted twice)."""
    options = {"warlock_quests": True}
    setup = Setup.of("character/warrior", "character/dwarf", seed=1, expansions=("reaper",), options=options)
    game = Game.new(setup, catalogue)
    quest = game.state.decks["warlock-quest"][0]
    for action in ("adjust character/wizard 0", "adjust character/wizard 1", f"adjust {quest} 1"):
        assert "is not an Adventure, Spell, Purchase or Talisman card" in refusal(game, action)
