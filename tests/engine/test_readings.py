"""Printed values read off the table's cards (issues 12 and 13, "when a printed fact is
unknown"): the engine asks the first time a game meets such a card, uses the answer, and never
plays the data's guess silently in a game that asks."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

import content
from engine import Game, Setup, character, encounters, invariants, policy, readings
from engine.errors import IllegalAction, InvalidState
from engine.state import State
from tests.engine.engine_helpers import legal, play, without_spells
from tests.engine.reaper_helpers import land_at

FIELD = "space/outer/fields-1"
TROLL = "adventure/cave-troll"  # The Reaper: encounter number and Strength unconfirmed


def asking_game(catalogue: content.Catalogue, read: dict[str, dict[str, int]] | None = None) -> Game:
    """A Reaper game that asks for printed values, nobody holding Spells."""
    setup = Setup.of("character/warrior", "character/monk", seed=1, expansions=("reaper",))
    return without_spells(
        Game.new(dataclasses.replace(setup, readings=read if read is not None else {}), catalogue)
    )


def test_the_troll_drawn_asks_its_printed_values_and_the_fight_uses_them(catalogue) -> None:
    """Core rules, Battle: the attack score is the Enemy's Strength plus its die; the Strength
    is the one the table reads off its card, not the data's guess (6)."""
    game = asking_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}")
    assert game.decision.kind == "printed_value" and game.decision.player == 0
    assert "encounter number" in game.decision.prompt and legal(game) >= {"choose 1", "choose 6"}
    assert "choose 7" not in legal(game)
    play(game, "choose 2")
    assert "Strength" in game.decision.prompt and "choose 15" in legal(game)
    play(game, "choose 9")
    assert game.state.readings == {TROLL: {"encounter": 2, "strength": 9}}
    assert game.decision.kind == "roll"  # the battle goes on with the value read
    events = play(game, "roll 1", "roll 1", "roll 1", "accept")  # the Warrior throws two dice
    # Warrior: Strength 4 + 1 against the Troll's printed 9 + 1
    assert any(e.startswith("attack_scores 0 5 10") for e in events), events


def test_a_value_read_once_is_not_asked_again_in_that_game(catalogue) -> None:
    game = asking_game(catalogue, {TROLL: {"encounter": 2}})
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}")
    assert "Strength" in game.decision.prompt  # the encounter number came with the setup
    play(game, "choose 7")
    assert readings.to_ask(game, TROLL) == []


def test_values_the_setup_brings_are_played_without_asking(catalogue) -> None:
    game = asking_game(catalogue, {TROLL: {"encounter": 2, "strength": 3}})
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}")
    assert game.decision.kind == "roll"
    events = play(game, "roll 1", "roll 1", "roll 1", "accept")  # the Warrior throws two dice
    assert any(e.startswith("attack_scores 0 5 4") for e in events), events


def test_a_game_without_readings_plays_the_data_as_saves_before_readings_did(catalogue) -> None:
    setup = Setup.of("character/warrior", "character/monk", seed=1, expansions=("reaper",))
    assert setup.readings is None and "readings" not in setup.to_json()
    game = without_spells(Game.new(setup, catalogue))
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}")
    assert game.decision.kind == "roll" and game.cat[TROLL].strength == 6


def test_undo_takes_the_answer_back_and_asks_again(catalogue) -> None:
    game = asking_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}", "choose 2")
    play(game, "choose 8")
    assert game.cat[TROLL].strength == 8
    game.undo()
    assert game.decision.kind == "printed_value" and TROLL in game.state.readings
    assert "strength" not in game.state.readings[TROLL]
    assert game.cat[TROLL].strength == 6  # the data's value, unseen by this game until answered
    play(game, "choose 5")
    assert game.cat[TROLL].strength == 5


def test_an_answer_outside_the_printed_range_is_refused_and_changes_nothing(catalogue) -> None:
    game = asking_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}")
    before = game.state.to_json()
    for bad in ("choose 0", "choose 7", "choose -1"):
        with pytest.raises(IllegalAction, match="number 1 to 6.*core rules, Encounter Number Order"):
            game.apply(bad)
    assert game.state.to_json() == before


def test_the_read_encounter_number_orders_the_encounter(catalogue) -> None:
    """Core rules, Encounter Number Order: cards are met lowest number first, ties in the order
    drawn. The Map read as number 1 is taken before the Giant Spider is fought; read as 5, after."""
    spider, map_ = "adventure/giant-spider", "adventure/map"
    first = asking_game(catalogue, {spider: {"encounter": 2}, map_: {"encounter": 1}})
    first.state.board[FIELD] = (f"{spider}#1", f"{map_}#1")
    assert [group[0] for group in encounters.queue(first, FIELD)] == ["take", "enemies", "space"]
    after = asking_game(catalogue, {spider: {"encounter": 2}, map_: {"encounter": 5}})
    after.state.board[FIELD] = (f"{map_}#1", f"{spider}#1")
    assert [group[0] for group in encounters.queue(after, FIELD)] == ["enemies", "take", "space"]


def test_setup_and_state_keep_the_readings_through_json(catalogue) -> None:
    setup = dataclasses.replace(
        Setup.of("character/warrior", expansions=("reaper",)), readings={TROLL: {"strength": 7}}
    )
    again = Setup.from_json(json.loads(json.dumps(setup.to_json())))
    assert again.readings == {TROLL: {"strength": 7}}
    game = asking_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}", "choose 3", "choose 4")
    state = State.from_json(json.loads(json.dumps(game.state.to_json())))
    assert state.readings == {TROLL: {"encounter": 3, "strength": 4}} and state == game.state


@pytest.mark.parametrize(
    ("read", "problem"),
    [
        ({TROLL: {"strength": 0}}, "strength: 0 is not a value from 1 to 15"),
        ({TROLL: {"strength": 16}}, "not a value from 1 to 15"),
        ({TROLL: {"strength": "7"}}, "not a value from 1 to 15"),
        ({TROLL: {"encounter": 7}}, "encounter: 7 is not a value from 1 to 6"),
        ({TROLL: {"gold": 2}}, "'gold': not a printed value"),
        ({TROLL: {"chart 2": 0}}, "chart 2: 0 is not a value from 1 to 50"),
        ({TROLL: 5}, "a card id with a mapping of values"),
        ([TROLL], "a mapping of card to printed values"),
    ],
)
def test_bad_readings_in_a_setup_are_refused_by_name(read, problem) -> None:
    with pytest.raises(InvalidState) as caught:
        dataclasses.replace(Setup.of("character/warrior", expansions=("reaper",)), readings=read)
    assert problem in str(caught.value)


def test_readings_for_cards_not_in_the_game_or_values_a_card_does_not_print_are_refused(catalogue) -> None:
    setup = Setup.of("character/warrior", expansions=("reaper",))
    with pytest.raises(InvalidState, match="adventure/no-such-card: not a card of the game"):
        Game.new(dataclasses.replace(setup, readings={"adventure/no-such-card": {"strength": 3}}), catalogue)
    with pytest.raises(InvalidState, match="adventure/map: strength: the card prints no Strength"):
        Game.new(dataclasses.replace(setup, readings={"adventure/map": {"strength": 3}}), catalogue)
    wolf = dataclasses.replace(setup, expansions=("blood-moon",))
    with pytest.raises(InvalidState, match="werewolf: chart 9: the card prints no Werewolf's chart, 9"):
        Game.new(dataclasses.replace(wolf, readings={"figure/werewolf": {"chart 9": 3}}), catalogue)
    with pytest.raises(InvalidState, match="figure/werewolf: chart 2: 9 is not a value from 1 to 8"):
        Game.new(dataclasses.replace(wolf, readings={"figure/werewolf": {"chart 2": 9}}), catalogue)


def test_only_unconfirmed_values_the_card_prints_are_asked(catalogue) -> None:
    assert readings.askable(catalogue[TROLL]) == ("encounter", "strength")
    assert readings.askable(catalogue["adventure/banshee"]) == ("encounter", "craft")
    assert readings.askable(catalogue["adventure/dragon"]) == ()  # the core deck is confirmed
    core = [c for c in catalogue.adventure if c.expansion == "core" and readings.askable(c)]
    assert core == []


def test_a_replayed_log_with_answers_gives_the_same_game(catalogue) -> None:
    game = asking_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}", "choose 2", "choose 9", "roll 1", "roll 1")
    again = Game.replay(game.setup, [str(a) for a in game.log], catalogue)
    assert again.state == game.state and again.cat[TROLL].strength == 9


def test_the_simulated_table_reads_the_data_values(catalogue) -> None:
    """``talisman sim``'s players answer with the data's value, the simulation's printed card."""
    game = asking_game(catalogue)
    land_at(game, 0, FIELD)
    play(game, f"draw {TROLL}")
    rng = random.Random(0)
    for _ in range(2):
        game.apply(policy.choose(game, rng))
    assert game.state.readings[TROLL] == {"encounter": 2, "strength": 6}


DOOMSAYER = "character/doomsayer"  # The Blood Moon: Strength, Craft, fate and lives unconfirmed


def test_a_character_cards_values_are_read_before_the_first_turn(catalogue) -> None:
    """Core rules, Game Setup: each character starts with the lives and fate its card prints,
    and plays with its printed Strength and Craft; the table reads them off its card."""
    setup = Setup.of(DOOMSAYER, "character/warrior", seed=1, expansions=("blood-moon",))
    game = Game.new(dataclasses.replace(setup, readings={}), catalogue)
    asked = []
    while game.decision.kind == "printed_value":
        asked.append(game.state.stack[-1]["value"])
        assert game.decision.player == 0
        game.apply(
            {"strength": "choose 5", "craft": "choose 2", "fate": "choose 4", "lives": "choose 6"}[asked[-1]]
        )
    assert sorted(asked) == ["craft", "fate", "lives", "strength"]
    doom = game.state.players[0]
    assert (doom.lives, doom.fate) == (6, 4)
    assert character.strength(game, doom) == 5 and character.craft(game, doom) == 2
    assert invariants.violations(game) == []  # the counters came out of the supply
    again = Game.new(dataclasses.replace(setup, readings=dict(game.state.readings)), catalogue)
    assert again.decision.kind != "printed_value" and again.state == game.state
