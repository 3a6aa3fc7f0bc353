"""Tests written for mutants that survived the engine's mutation sample (``python bench/mutation.py``,
docs/mutation-testing.md): each checks a rule, a refusal or a text the players read that no test
checked before."""

from __future__ import annotations

import pytest

from engine import Game, Setup, character, fight_view
from engine.errors import IllegalAction
from engine.handlers.core.alternative_rules import score
from tests.engine.blood_moon_helpers import FIELDS, PRIEST, WIZARD, moon_game
from tests.engine.engine_helpers import land_on, legal, new_game, play
from tests.engine.figures_helpers import NEUTRAL
from tests.engine.reaper_helpers import land_at, reaper_game
from tests.engine.spaces_helpers import game_for, land
from tests.engine.test_figures_werewolf import LOSE_TWO, visited

RUINS = "space/outer/ruins"


def test_adjust_turn_names_the_form_it_expects(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    with pytest.raises(IllegalAction) as refused:
        game.apply("adjust turn 9")
    assert str(refused.value) == (
        "adjust refused: expected 'adjust turn PLAYER' naming a player still in the game: "
        "the forms of adjust: docs/architecture.md, Adjust"
    )


def test_sudden_death_count_starts_at_nothing(catalogue) -> None:
    """Core rules, "Alternative Rules", Sudden Death by count: only what is gained beyond the
    start counts; the Warrior (no Spells) and the Wizard (his starting Spells) start at 0."""
    options = {"sudden_death": "count", "stop_after_turn": 3}
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=1, options=options), catalogue)
    while game.decision.is_chance and game.decision.kind == "draw":
        game.apply(game.legal_actions()[0])
    assert game.state.players[1].spells and not game.state.players[0].spells
    assert [score(game, p) for p in (0, 1)] == [0, 0]
    play(game, "adjust 0 gold 3", f"adjust {game.state.decks['spell'][0]} 1")
    assert [score(game, p) for p in (0, 1)] == [2, 1]


def test_the_leper_touches_once(catalogue) -> None:
    """The Reaper's Leper: one touched character loses a Follower or 1 life, once; touched where
    he arrived, he moves on no further (FAQ Leper) and the turn goes on."""
    game = reaper_game(catalogue)
    field = "space/outer/fields-2"
    arrive = game.cat.region("outer")[game.cat[field].index + 2].id
    land_at(game, 0, field, f"adjust adventure/leper {field}", f"adjust 1 position {arrive}")
    play(game, "roll 5", "roll 3", "roll 1")
    lives = game.state.players[1].lives
    events = play(game, "choose life")
    assert events == ["lose 1 lives 1", "turn 1"]
    assert game.state.players[1].lives == lives - 1 and game.decision.kind == "roll"
    assert "choose life" not in legal(game)


def test_the_arena_asks_in_plain_words(catalogue) -> None:
    """The Reaper's Arena: the drawer may call a character of the Region to fight, or pass."""
    game = reaper_game(catalogue)
    land_at(game, 0, "space/outer/fields-2", "adjust 1 position space/outer/crags")
    play(game, "draw adventure/arena")
    assert game.decision.kind == "arena" and game.decision.player == 0
    assert game.decision.prompt == "call a character of this Region to the Arena, or pass"


def test_the_restless_dead_shuffle_the_trophies_by_chance(catalogue) -> None:
    """The Blood Moon's Restless Dead: the trophies are shuffled; which comes next is chance."""
    game = moon_game(catalogue)
    play(game, "adjust adventure/bear 1", "adjust adventure/ape 0")
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/restless-dead")
    assert game.decision.is_chance and game.decision.kind == "random"
    assert game.decision.prompt == "the next shuffled trophy"
    assert legal(game) == {"draw adventure/ape", "draw adventure/bear"}


def test_a_revealed_ending_is_shown_to_all(catalogue) -> None:
    """The Blood Moon's Alternative Endings, revealed: the card lies face up for all to read."""
    setup = Setup.of(WIZARD, PRIEST, seed=1, expansions=("blood-moon",), options={"ending": "revealed"})
    game = Game.new(setup, catalogue)
    events = play(game, "draw ending/lightbearers")
    assert "ending revealed ending/lightbearers" in events


def _gust(catalogue, position: str, rolls: tuple[str, str]) -> tuple[Game, list[str]]:
    """The Thief casts Gust of Wind as the Warrior's turn begins; the Warrior carries a Sword
    and an Axe and rolls a die for each."""
    game = reaper_game(catalogue)
    play(game, "adjust spell/gust-of-wind 0", f"adjust 1 position {position}")
    play(game, "adjust purchase/sword#1 1", "adjust purchase/axe#1 1", "adjust turn 1")
    play(game, "cast spell/gust-of-wind character/warrior")
    while game.decision.kind == "counter":
        play(game, "pass")
    return game, play(game, *(f"roll {r}" for r in rolls))


def test_gust_of_wind_blows_away_on_a_one_or_two(catalogue) -> None:
    """The Reaper's Gust of Wind (its card): an Object whose die shows 1 or 2 is blown six spaces
    clockwise; on a 3 it stays."""
    outer = [s.id for s in catalogue.region("outer")]
    start = "space/outer/fields-4"
    six_on = outer[(outer.index(start) + 6) % len(outer)]
    game, events = _gust(catalogue, start, ("2", "3"))
    assert f"blown purchase/sword#1 {six_on}" in events
    assert game.state.players[1].objects == ("purchase/axe#1",) and game.state.board[six_on] == (
        "purchase/sword#1",
    )
    game, events = _gust(catalogue, start, ("3", "1"))
    assert game.state.players[1].objects == ("purchase/sword#1",)
    assert game.state.board[six_on] == ("purchase/axe#1",)


def test_gust_of_wind_in_the_inner_region_drops_the_object_where_it_is(catalogue) -> None:
    """The Inner Region is no ring to be blown round: the Object falls on the character's space."""
    game, events = _gust(catalogue, "space/inner/crypt", ("1", "6"))
    assert "blown purchase/sword#1 space/inner/crypt" in events
    assert game.state.board["space/inner/crypt"] == ("purchase/sword#1",)


def test_a_sudden_death_count_names_why_the_winner_won(catalogue) -> None:
    """Core rules, "Alternative Rules", Sudden Death by count: the game stops at the agreed turn
    and says who won and by what totals."""
    options = {"sudden_death": "count", "stop_after_turn": 1}
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=1, options=options), catalogue)
    play(game, "adjust 1 gold 4", "adjust adventure/sword#1 0", "adjust turn 0")
    events: list[str] = []
    while not game.is_over:
        legal_now = [str(a) for a in game.legal_actions()]
        action = next((a for a in NEUTRAL if a in legal_now), legal_now[0])
        events += [str(e) for e in game.apply(action)]
    (wins,) = [e for e in events if e.startswith("wins")]
    assert wins == 'wins 1 "sudden death: totals [1, 3]"'  # one Object against 3 gold beyond the start


def test_the_cairn_caretaker_may_be_left_without_a_trade(catalogue) -> None:
    """The Blood Moon's Cairn Caretaker: trading trophies is a choice; done keeps them."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/cairn-caretaker {FIELDS}", "adjust adventure/bear 0")
    assert game.decision.kind == "trade"
    assert game.decision.prompt == "give a trophy for what the card offers, or done"
    play(game, "done")
    assert game.state.players[0].trophies == ("adventure/bear",) and game.state.players[0].strength == 0
    assert game.decision.kind != "trade"


def test_an_assassinated_character_is_shown_at_bare_strength_before_any_die(catalogue) -> None:
    """The Assassin's card: the character he assassinates rolls no attack die; the fight as the
    players see it shows the Dwarf at his bare Strength 3 whatever he would roll."""
    game = new_game(catalogue, "character/assassin", "character/dwarf")
    land_on(game, 0, "space/outer/fields-1", "adjust 0 fate 0", "adjust 1 position space/outer/fields-1")
    play(game, "encounter character/dwarf", "use assassinate")
    for roll in ("roll 4", None):  # before the Assassin's die, then before the Dwarf's
        fight = fight_view.current_fight(game)
        assert fight is not None and fight.defender.value == 3
        assert fight.defender.scores == (3,) * 6 and fight.defender.notes
        if roll:
            play(game, roll)


def test_a_followers_die_at_the_chasm_may_be_rerolled_with_fate(catalogue) -> None:
    """The Chasm (1-2 on a Follower's die kills it) and core rules, "Fate": a die the player
    rolled for his own character's sake may be rerolled for 1 fate."""
    game = game_for(catalogue)
    land(game, "space/middle/chasm", "adjust adventure/prince 0", "adjust 0 fate 1")
    play(game, "roll 4", "accept")  # the character's own die: no life lost
    play(game, "roll 1")  # the Prince's die: he would fall
    assert game.decision.kind == "fate" and legal(game) == {"accept", "reroll"}
    play(game, "reroll", "roll 5")
    ch = game.state.players[0]
    assert ch.followers == ("adventure/prince",) and ch.fate == 0


def test_cloak_of_shadows_only_against_a_creature(catalogue) -> None:
    """The Reaper's Cloak of Shadows (its card): cast in a battle with a creature, to evade it;
    no use against a character."""
    game = reaper_game(catalogue)
    field = "space/outer/fields-2"
    land_at(
        game, 0, field, "adjust spell/cloak-of-shadows 0", f"adjust 1 position {field}", "adjust 0 fate 0"
    )
    play(game, "encounter character/warrior")
    assert "cast spell/cloak-of-shadows" not in legal(game) and game.decision.kind == "roll"
    game = reaper_game(catalogue)
    land_at(game, 0, field, "adjust spell/cloak-of-shadows 0", "adjust 0 fate 0")
    play(game, "draw adventure/bear")
    assert legal(game) == {"fight", "cast spell/cloak-of-shadows"}


def test_immobility_as_a_turn_starts_or_to_evade_an_attack(catalogue) -> None:
    """Immobility (its card; core rules, "Evading"): cast on a character as his turn starts, he
    names that character; cast when attacked, it evades the attacker and names no one."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust 0 position space/outer/fields-2", "adjust spell/immobility#1 1")
    play(game, "adjust 1 position space/outer/ruins", "adjust 0 fate 0", "adjust turn 0")
    assert game.decision.player == 1
    assert legal(game) == {"cast spell/immobility#1 character/dwarf", "pass"}
    play(game, "pass", "roll 1", "move space/outer/ruins", "encounter character/wizard")
    assert game.decision.kind == "defend" and game.decision.player == 1
    assert legal(game) == {"cast spell/immobility#1", "fight"}


def test_foresight_asks_in_plain_words(catalogue) -> None:
    """The Prophetess's card: she may throw away one card just drawn and draw another."""
    game = new_game(catalogue, "character/prophetess", "character/warrior")
    land_on(game, 0, "space/outer/fields-1")
    play(game, "draw adventure/giant")
    assert game.decision.kind == "foresight"
    assert game.decision.prompt == "throw away one card just drawn for a new one, or pass"


def test_the_printed_effect_chosen_names_the_chart_row(catalogue) -> None:
    """The Werewolf's chart (The Blood Moon): the row the table's printed card answered for
    (3-4) and its choice are told, so that the same answer holds later for that row."""
    game = visited(catalogue, 4)
    events = play(game, f"choose {LOSE_TWO}")
    assert f"printed_effect figure/werewolf 3-4 {LOSE_TWO}" in events


def test_a_battle_between_characters_ends_the_attackers_turn(catalogue) -> None:
    """Core rules, "Battles Between Two Characters": once the winner takes his reward, the
    attacker's turn ends, and the log says why."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    land_on(game, 0, RUINS, f"adjust 1 position {RUINS}", "adjust 0 fate 0", "adjust 1 fate 0")
    play(game, "encounter character/wizard", "roll 6", "roll 1")
    events = play(game, "reward gold")
    assert events[-2:] == ['turn_ends "battle between characters"', "turn 1"]


def test_a_creature_from_a_space_beaten_is_named(catalogue) -> None:
    """The Tavern's 2: a brawl with a Farmer (Strength 3); beaten, the log names him."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    land_on(game, 0, "space/outer/tavern", "adjust 0 fate 0")
    events = play(game, "roll 2", "roll 6", "roll 1")
    assert "attack_scores 0 9 4" in events and "beat 0 Farmer" in events


def test_the_battle_and_counterspell_questions_name_what_they_are_about(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    land_on(game, 0, "space/outer/fields-1", "adjust spell/invisibility 0", "adjust spell/counterspell#1 1")
    play(game, "adjust 0 fate 0", "draw adventure/bear")
    assert game.decision.kind == "battle" and "bear" in game.decision.prompt.lower()
    play(game, "cast spell/invisibility")
    assert game.decision.kind == "counter" and game.decision.player == 1
    prompt = game.decision.prompt
    assert prompt.startswith("P2: cancel") and "invisibility" in prompt and "Counterspell" in prompt


def test_a_new_character_is_drawn_by_chance(catalogue) -> None:
    """Core rules, "Losing All Lives": a player whose character died draws a new one from the
    unused character cards as his turn comes."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    character.lose_life(game, 1, 5, "test")
    play(game, "adjust turn 1")
    assert game.decision.is_chance and game.decision.kind == "draw"
    assert game.decision.prompt == "a new character from the unused character cards"
    assert all(str(a).startswith("draw character/") for a in game.legal_actions())


def test_losing_no_life_changes_nothing(catalogue) -> None:
    """A loss brought down to nothing (Blood Moon's Self-Portrait, the Preservation Spell) is no
    loss: no counter moves, no event is told, and a Preservation waiting stays for a real one."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    game.set(game.state.players[0], "effects", (character.PRESERVED,))
    game.journal.take()
    assert character.lose_life(game, 0, 0, "test") == 0
    assert game.journal.take() == [] and game.state.players[0].effects == (character.PRESERVED,)


# --- survivors of a second sample (seed 24, 60 mutants) ------------------------------------------


def test_finding_the_way_out_of_the_crypt_moves_the_character_and_says_so(catalogue) -> None:
    """Core rules, "The Crypt": three dice less Strength; 6 or more sends the character back to
    the City and ends his turn, and the table is told where he went."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0", "move space/inner/crypt")
    events = play(game, "roll 6", "roll 6", "roll 6", "accept")
    assert "moved 0 space/outer/city" in events
    assert game.state.players[0].position == "space/outer/city" and game.state.current == 1


def test_a_characters_own_battle_bonus_is_named_for_him(catalogue) -> None:
    """The battle helper names each part of a score: the Monk's Craft added in battle is "Monk's
    ability" (core rules, the Monk's card), not an unnamed part."""
    from engine.fight_view import current_fight

    game = Game.new(Setup.of("character/monk", "character/wizard", seed=1), catalogue)
    while game.decision.kind == "draw":
        game.apply(game.legal_actions()[0])
    play(game, "adjust 0 position space/outer/city", "adjust turn 0", "roll 1", "move space/outer/fields-1")
    play(game, "draw adventure/giant")
    fight = current_fight(game)
    assert fight is not None
    monk = game.state.players[0]
    assert [(p.label, p.value) for p in fight.attacker.parts] == [
        ("Strength", character.strength(game, monk)),
        ("Monk's ability", character.craft(game, monk)),
    ]


def test_a_game_record_names_its_winner(catalogue) -> None:
    """``talisman stats`` reads the winner of each game from its record (engine.record)."""
    import dataclasses

    from engine.record import GameRecord, Recorder

    game = new_game(catalogue, "character/warrior", "character/dwarf")
    record = dataclasses.replace(Recorder(game).record(game, 0, 0), winner="character/dwarf")
    data = record.to_json()
    assert data["winner"] == "character/dwarf"
    assert GameRecord.from_json(data).winner == "character/dwarf"


def test_a_new_characters_draw_refuses_anything_else_and_says_why(catalogue) -> None:
    """Core rules, "Losing All Lives": a player whose character died draws a new one; any other
    action is refused naming that rule."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 lives 0")
    for _ in range(30):
        if game.decision.kind == "draw" and game.state.stack[-1]["kind"] == "turn":
            break
        game.apply(game.legal_actions()[0])
    with pytest.raises(IllegalAction) as refused:
        game.apply("roll 3")
    assert "a new character comes from the unused character cards: core rules, Losing All Lives" in str(
        refused.value
    )


def test_a_playout_checks_the_invariants_unless_told_not_to(catalogue, monkeypatch) -> None:
    """``sim.playout`` watches the invariants after every action by default, and stops at the
    first problem; ``check=False`` plays on without looking."""
    import random

    from engine import invariants, sim

    def broken(watch: invariants.Watch, changes: list) -> list[str]:
        watch.players_changed = set()
        return ["a broken state"]

    monkeypatch.setattr(invariants.Watch, "after", broken)
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    actions, problems, _ = sim.playout(game, random.Random(1), turn_cap=3)
    assert actions == 1 and problems == ["turn 1, action 1: a broken state"]
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    actions, problems, _ = sim.playout(game, random.Random(1), turn_cap=3, check=False)
    assert actions > 1 and problems == []


def test_sim_plays_every_other_game_with_a_box_ending(catalogue) -> None:
    """``talisman sim`` with a box that has Ending cards plays every other game with the
    rolled ending (options ``ending: roll``); the core game has none to play."""
    from engine import sim

    boxed = list(sim.specs(4, 2, 1, ("blood-moon",), catalogue))
    assert [(s.options or {}).get("ending") for s in boxed] == ["roll", None, "roll", None]
    core = list(sim.specs(4, 2, 1, (), catalogue))
    assert [s.options for s in core] == [None] * 4


def test_stats_help_says_what_json_does(capsys) -> None:
    """``talisman stats --help`` explains each option in words, ``--json`` included."""
    from engine.stats_cli import main

    assert main(["--help"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.strip().startswith("--json"))
    assert line.split(None, 1)[1] == "print the summary as JSON"


def test_a_follower_under_preservation_survives_the_werewolf(catalogue) -> None:
    """Blood Moon, the Werewolf's chart: a random Follower is killed; Preservation cast on that
    Follower spares him (the Spell is spent), where the Reaper's taking is not a killing."""
    from engine.handlers.blood_moon.figure import WEREWOLF
    from tests.engine.test_figures_werewolf import KILL_FOLLOWER, werewolf_game

    game = werewolf_game(catalogue)
    play(game, "adjust adventure/maiden 1")
    game.set(game.state.markers, "preserved/adventure/maiden", 1)  # (cast on his own turn)
    game.state_edited()
    play(game, f"choose {WEREWOLF}", "roll 2", "move space/outer/ruins", "roll 2", f"choose {KILL_FOLLOWER}")
    events = play(game, "discard adventure/maiden")
    assert "preserved 1 adventure/maiden" in events
    assert game.state.players[1].followers == ("adventure/maiden",)
    assert "preserved/adventure/maiden" not in game.state.markers


# --- survivors of a third sample (seed 25, 60 mutants) -------------------------------------------


def test_a_death_by_an_effect_is_named_by_the_dying_players_own_card_or_space(catalogue) -> None:
    """``talisman stats`` names what killed a character: an effect's loss of life is put down to
    the card or space that character was meeting (a frame of his), never to another player's."""
    from engine.record import death_cause

    game = new_game(catalogue, "character/warrior", "character/dwarf")
    stack = [{"kind": "turn", "p": 0}, {"kind": "steps", "p": 0, "space": "space/inner/death"}]
    assert death_cause(game, 0, "lose", stack) == "Death"
    assert death_cause(game, 1, "lose", stack) == "a card's or space's effect"


def test_the_dwarf_finds_his_way_out_of_the_mines_with_two_dice(catalogue) -> None:
    """Core rules, "The Mines", and the Dwarf's card: he rolls two dice there, not three; the
    exit roll itself asks for two (the hook was only asked directly before)."""
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0", "move space/inner/mines")
    assert game.decision.prompt == "die 1 of 2: finding the way out of space/inner/mines"
    play(game, "roll 4", "roll 4")
    assert game.decision.kind == "fate"  # two dice and no more: the reroll is offered
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0", "move space/inner/mines")
    assert game.decision.prompt == "die 1 of 3: finding the way out of space/inner/mines"


# --- survivors of a fourth sample (seed 26, 60 mutants) ------------------------------------------


def test_the_spread_of_game_lengths_reads_each_percentile(catalogue) -> None:
    """``talisman stats``' game lengths: the 10th, 25th, 75th and 90th percentiles of 1..21 turns
    (inclusive quantiles) are 3, 6, 16 and 19, with the mean and median 11."""
    from engine.stats import spread

    found = spread(list(range(1, 22)))
    assert {k: found[k] for k in ("mean", "median", "p10", "p25", "p75", "p90")} == {
        "mean": 11,
        "median": 11,
        "p10": 3,
        "p25": 6,
        "p75": 16,
        "p90": 19,
    }


def test_the_battle_helper_lists_three_enemies_in_words() -> None:
    from engine.fight_view import _and

    assert _and(["Ogre"]) == "Ogre"
    assert _and(["Ogre", "Wolf"]) == "Ogre and Wolf"
    assert _and(["Ogre", "Wolf", "Bear"]) == "Ogre, Wolf and Bear"


def test_an_actions_table_makes_actions_of_its_verb() -> None:
    from engine.values import Action, Actions

    moves = Actions("move")
    assert moves["space/outer/city"] == Action("move", ("space/outer/city",))
    assert moves["space/outer/city"] is moves["space/outer/city"]


def test_a_setup_with_expansions_not_a_list_says_so() -> None:
    from engine.errors import InvalidState
    from engine.setup import Setup

    good = Setup.of("character/warrior", "character/dwarf", seed=1).to_json()
    with pytest.raises(InvalidState) as refused:
        Setup.from_json({**good, "expansions": "reaper"})
    assert str(refused.value) == "not a game setup: 'expansions' must be a list, got 'reaper'"


def test_stats_plays_seed_zero_unless_told(tmp_path, capsys) -> None:
    """``talisman stats`` without ``--seed`` plays the run of seed 0 (its help says so)."""
    import json

    from engine.stats_cli import main

    assert main(["--games", "2", "--players", "2", "--json"]) == 0
    unseeded = json.loads(capsys.readouterr().out)
    assert main(["--games", "2", "--players", "2", "--seed", "0", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == unseeded
