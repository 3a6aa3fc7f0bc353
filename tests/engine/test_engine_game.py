"""The engine contract: decisions, legality, refusals that change nothing, undo/redo,
JSON round trips and replay (DESIGN.md, "The engine contract")."""

from __future__ import annotations

import json

import pytest

from engine import CHANCE, Action, Game, IllegalAction, InvalidAction, State, invariants
from engine import log as game_log
from engine.cli import replay_main
from tests.engine.engine_helpers import land_on, legal, new_game, play


def snapshot(game: Game) -> str:
    return json.dumps(game.state.to_json(), sort_keys=True)


def test_new_game_deals_the_setup(catalogue) -> None:
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    dwarf, warrior = game.state.players
    assert dwarf.position == "space/outer/crags" and dwarf.lives == 5 and dwarf.gold == 1
    assert warrior.position == "space/outer/tavern" and warrior.fate == 1
    assert len(game.state.decks["adventure"]) == 104
    assert game.decision.player == CHANCE and game.decision.kind == "roll"
    assert invariants.violations(game) == []


def test_movement_roll_then_choice_of_both_directions(catalogue) -> None:
    """Core rules, "Movement in the Outer and Middle Regions": the full count, either way."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 3")
    assert game.decision.player == 0 and game.decision.kind == "move"
    assert legal(game) == {"move space/outer/plains-1", "move space/outer/plains-3", "reroll"}
    assert "move space/outer/tavern" not in legal(game)


@pytest.mark.parametrize(
    "bad",
    [
        "roll 7",  # a die of 7
        "roll 0",
        "draw adventure/giant",  # not a draw decision now
        "move space/outer/ruins",  # the die has not been rolled
        "end",
    ],
)
def test_illegal_input_is_refused_and_changes_nothing(catalogue, bad: str) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    before = snapshot(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(bad)
    assert bad.split()[0] in str(err.value)
    assert snapshot(game) == before and game.log == []
    assert not game.is_legal(bad)


def test_unreachable_space_and_card_not_in_deck_are_refused(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1")
    before = snapshot(game)
    assert legal(game) == {"move space/outer/fields-2", "move space/outer/plains-2", "reroll"}
    with pytest.raises(IllegalAction, match="not allowed"):
        game.apply("move space/outer/city")
    play(game, "move space/outer/fields-2")  # draws a card there
    assert game.decision.kind == "draw"
    play(game, "adjust adventure/giant discard")  # the Giant is not in the deck any more
    with pytest.raises(IllegalAction, match="not in the adventure deck"):
        game.apply("draw adventure/giant")
    assert snapshot(game) != before


def test_another_players_decision_is_refused(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 2")
    with pytest.raises(IllegalAction, match="player 0 must decide"):
        game.apply("roll 5")  # chance already answered: it is the Warrior's choice


def test_malformed_input_is_invalid(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    with pytest.raises(InvalidAction):
        game.apply("teleport somewhere")
    assert game.is_legal("teleport somewhere") is False


def test_undo_redo_restore_exactly(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    start = snapshot(game)
    play(game, "roll 1", "move space/outer/fields-2", "draw adventure/bag-of-gold")
    after = snapshot(game)
    for _ in range(3):
        game.undo()
    assert snapshot(game) == start
    for _ in range(3):
        game.redo()
    assert snapshot(game) == after
    with pytest.raises(IllegalAction):
        game.redo()


def test_state_json_round_trip(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1", "move space/outer/fields-2", "draw adventure/giant")
    data = json.loads(json.dumps(game.state.to_json()))
    assert State.from_json(data) == game.state
    assert State.from_json(data).to_json() == game.state.to_json()


def test_replay_reproduces_the_state(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1", "move space/outer/fields-2", "draw adventure/bag-of-gold")
    again = Game.replay(game.setup, game.log, catalogue)
    assert again.state == game.state


def test_adjust_is_always_legal_and_logged(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert game.is_legal("adjust 0 strength 2")
    play(game, "adjust 0 strength 2", "adjust 1 position space/outer/city")
    assert game.state.players[0].strength == 2 and game.state.players[1].position == "space/outer/city"
    assert [str(a) for a in game.log] == ["adjust 0 strength 2", "adjust 1 position space/outer/city"]
    with pytest.raises(IllegalAction, match="core rules, Limited Resources"):
        game.apply("adjust 0 strength 500")
    assert invariants.violations(game) == []


def test_replay_cli_says_the_decision_in_names(catalogue, tmp_path, capsys) -> None:
    """The decision's prompt, which names cards by id inside the engine, is printed with the
    cards' names and the player's name (plain words: no ids, no player numbers)."""
    game = new_game(catalogue, "character/elf", "character/dwarf")  # the Elf may evade in Woods
    land_on(game, 0, "space/outer/woods-1", "adjust adventure/bear space/outer/woods-1")
    assert "adventure/bear" in game.decision.prompt  # the engine's own prompt
    path = tmp_path / "bear.jsonl"
    game_log.save(path, game.setup, game.log)
    assert replay_main([str(path)]) == 0
    text = capsys.readouterr().out
    assert "P1, the Elf, on Woods, space 5:" in text and "On Woods, space 5: Bear" in text
    assert text.splitlines()[-2] == "Last: P1: Move to Woods, space 5 -> P1 moves to Woods, space 5"
    assert text.splitlines()[-1] == "Next: P1 against Bear: cast, evade or fight"
    assert "adventure/" not in text and "space/" not in text and "player 0" not in text


def test_replay_cli_prints_state_and_stops_at_first_illegal_line(catalogue, tmp_path, capsys) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1", "move space/outer/fields-2")
    good = tmp_path / "good.jsonl"
    game_log.save(good, game.setup, game.log)
    assert replay_main([str(good)]) == 0
    text = capsys.readouterr().out  # in names, as the table says them: no ids
    assert "P1, the Warrior, on Fields near the Tavern:" in text
    assert "space/" not in text and "adventure/" not in text
    assert replay_main([str(good), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state"]["players"][0]["position"] == "space/outer/fields-2"
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good.read_text() + json.dumps({"action": "roll 9"}) + "\n")
    assert replay_main([str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"bad.jsonl:{len(game.log) + 2}:" in err and "roll 9" in err


def test_chance_outcomes_sum_to_one(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    outcomes = game.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"roll {n}" for n in range(1, 7)]
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    play(game, "roll 1", "move space/outer/fields-2")
    draws = dict((str(a), p) for a, p in game.chance_outcomes())
    assert draws["draw adventure/bag-of-gold"] == pytest.approx(8 / 104)
    assert sum(draws.values()) == pytest.approx(1)


def test_a_chance_outcome_handed_out_is_legal_at_its_decision_only(catalogue) -> None:
    """``random_chance`` hands out an outcome that ``apply`` accepts without looking it up;
    once the decision it was picked for is gone (applied, undone, adjusted), the same object is
    judged like any other action and refused where it is not legal."""
    import random

    rng = random.Random(3)
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1", "move space/outer/fields-2")
    drawn = game.random_chance(rng)
    assert game.decision.kind == "draw" and drawn in game.legal_actions()
    game.apply(drawn)
    assert game.decision.kind != "draw"
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply(drawn)  # the card was drawn: not legal at this decision
    assert snapshot(game) == before
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    rolled = game.random_chance(rng)
    play(game, "adjust 0 gold 5")  # a change by hand: a new decision, the handed roll forgotten
    game.apply(rolled)  # still a die at a roll: legal, looked up in the list
    assert game.log[-1] is rolled and game.decision.kind != "roll"
    with pytest.raises(IllegalAction):
        game.apply(rolled)


def test_action_objects_and_text_are_the_same(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert game.is_legal(Action("roll", (3,))) and game.is_legal("roll 3")


def test_a_roll_at_a_draw_names_the_decision(catalogue) -> None:
    """A die reported while a card must be drawn is refused with what is awaited, not an empty list."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1", "move space/outer/fields-2")
    assert game.decision.kind == "draw"
    with pytest.raises(IllegalAction) as err:
        game.apply("roll 4")
    assert "chance must decide 'draw'" in str(err.value) and "allowed: draw" in str(err.value)


@pytest.mark.parametrize("expansions", [(), ("reaper", "blood-moon")])
def test_actions_kept_with_a_decision_are_the_rules_own_list(catalogue, expansions) -> None:
    """A rule that works out its legal actions to decide keeps them with the decision
    (``Game.offer``): at every step, and again after an undo, they are what the rule lists
    when asked afresh, in the same order."""
    import random

    from engine import Setup
    from engine.frames import RULES

    kept = 0
    for seed in range(6):
        rng = random.Random(seed)
        setup = Setup.of(
            "character/wizard", "character/druid", "character/priest", seed=seed, expansions=expansions
        )
        game = Game.new(setup, catalogue)
        for step in range(400):
            if game.is_over:
                break
            top = game.state.stack[-1]
            kept += game._cache is not None and game._cache[1] is not None  # before it is asked
            listed = game.legal_actions()
            assert listed == RULES[top["kind"]].legal(game, top), (seed, step, game.decision)
            game.apply(game.random_chance(rng) if game.decision.is_chance else rng.choice(listed))
            if step % 7 == 0:
                game.undo()
                top = game.state.stack[-1]
                assert game.legal_actions() == RULES[top["kind"]].legal(game, top)
                game.redo()
    assert kept > 50  # the kept lists were met, not only rules that keep none
