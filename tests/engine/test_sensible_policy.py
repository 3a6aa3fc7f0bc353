"""The sensible simulated players (engine/sensible): legal, the same for a seed, and sensible
in named positions. The positions are set up by hand (``adjust``), as a table would correct
a game, and the policy is asked what it would do; nothing is played for it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import sensible
from engine.game import Game
from engine.movement import reach
from engine.setup import Setup
from engine.sim import POLICIES, GameSpec, play
from tests.engine.engine_helpers import land_on, legal, new_game
from tests.engine.engine_helpers import play as play_actions

CORE = ("character/warrior", "character/wizard", "character/monk", "character/thief")


def _choice(game: Game) -> str:
    return str(sensible.choose(game, random.Random(0)))


def _log(catalogue, expansions: tuple[str, ...], seed: int, turns: int) -> list[str]:
    """A game's actions under the sensible players, each checked legal before it is applied."""
    characters = CORE if not expansions else ("character/warrior", "character/wizard", "character/monk")
    setup = Setup.of(*characters, seed=seed, expansions=expansions)
    game = Game.new(replace(setup, readings={}) if expansions else setup, catalogue)
    rng = random.Random(seed)
    out = []
    while not game.is_over and game.state.turn <= turns:
        action = sensible.choose(game, rng)
        assert game.is_legal(action), f"turn {game.state.turn}: {action} is not legal at {game.decision}"
        game.apply(action)
        out.append(str(action))
    return out


@pytest.mark.parametrize("expansions", [(), ("reaper",), ("blood-moon",), ("reaper", "blood-moon")])
def test_only_legal_actions_and_the_same_game_for_a_seed(catalogue, expansions) -> None:
    """Every action the sensible players pick is legal, in the core game and with each box;
    the same seed gives the same actions (docs/stats.md: game n depends on the seed alone)."""
    first = _log(catalogue, expansions, 5, 40)
    assert len(first) > 100
    assert first == _log(catalogue, expansions, 5, 40)


def test_games_end_with_a_winner_and_few_deaths_at_the_sentinel(catalogue) -> None:
    """Issue 31's aims on a small sample of four-player core games: the finished games have a
    winner, and the Sentinel takes few of the lives lost (random players: 63 % of deaths)."""
    records = [play(GameSpec(n, CORE, 1000 + n, (), policy="sensible"), catalogue).record for n in range(4)]
    finished = [r for r in records if r.finished]
    assert finished and all(r.winner for r in finished)
    deaths = [d.cause for r in records for d in r.deaths]
    assert deaths.count("Sentinel") <= 0.15 * len(deaths)
    assert all(r.policy == "sensible" and r.rounds >= r.turns // 4 for r in records)


def test_the_policies_are_named_for_the_command_line() -> None:
    from engine.cli import POLICY_NAMES

    assert tuple(POLICIES) == POLICY_NAMES


def test_evades_with_invisibility_what_it_would_almost_surely_lose_to(catalogue) -> None:
    """Core rules, Evading: a Spell such as Invisibility lets a character evade a creature.
    The Wizard (Strength 2) against a Dragon (Strength 7) loses unless the dice are kind: it
    casts Invisibility; the Warrior (Strength 4, two dice) against a Wild Boar fights."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play_actions(game, "adjust spell/invisibility 0", "adjust adventure/dragon#1 space/outer/fields-1")
    land_on(game, 0, "space/outer/fields-1")
    assert legal(game) == {"fight", "cast spell/invisibility"}
    assert _choice(game) == "cast spell/invisibility"
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, "adjust spell/invisibility 0", "adjust adventure/wild-boar#1 space/outer/fields-1")
    land_on(game, 0, "space/outer/fields-1")
    assert _choice(game) == "fight"


def _on_the_bridge(catalogue, *prep: str) -> tuple[Game, dict[str, str | None]]:
    """The Warrior's move from the Sentinel's space with a 1: along the Outer Region, or over
    the bridge into the Middle Region, fighting the Sentinel (Strength 9) on the way."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, "adjust 0 position space/outer/sentinel", *prep, "adjust turn 0")
    if game.decision.kind == "begin":
        play_actions(game, "begin")
    play_actions(game, "roll 1")
    return game, reach(game, game.state.stack[-1])


def test_crosses_the_sentinels_bridge_only_when_likely_to_beat_him(catalogue) -> None:
    """Digital rulebook, "The Sentinel Space": crossing the bridge from the Outer Region means
    fighting the Sentinel (Strength 9). The Warrior as dealt (Strength 4) keeps to the Outer
    Region; with Strength 12 and a Talisman he crosses on his way to the Portal of Power."""
    game, ends = _on_the_bridge(catalogue)
    assert ends["space/middle/hills"] == "bridge"
    assert ends[_choice(game).split()[-1]] is None
    game, ends = _on_the_bridge(catalogue, "adjust 0 strength 8", "adjust talisman/talisman#1 0")
    assert _choice(game) == "move space/middle/hills"


def test_spends_fate_on_a_losing_attack_roll_only(catalogue) -> None:
    """Core rules, Fate: a character may pay one fate to roll his attack roll again. The
    Wizard (Strength 2) rolls 1 against a Wild Boar's 6: he pays; rolling 6 against a 1, he
    keeps the roll."""
    for mine, theirs, expected in ((1, 6, "reroll"), (6, 1, "accept")):
        game = new_game(catalogue, "character/wizard", "character/dwarf")
        play_actions(game, "adjust adventure/wild-boar#1 space/outer/fields-1")
        land_on(game, 0, "space/outer/fields-1")
        while game.decision.kind == "battle":
            play_actions(game, "fight")
        play_actions(game, f"roll {mine}", f"roll {theirs}")
        assert game.decision.kind == "fate" and game.decision.player == 0
        assert _choice(game) == expected


def test_takes_a_quest_at_the_warlocks_cave_without_a_talisman(catalogue) -> None:
    """The Warlock's Cave: a character may roll for a quest, whose reward is a Talisman, the
    key to the Valley of Fire. Without one, the sensible player rolls; holding one, he declines."""
    for prep, expected in (((), "Roll for a quest"), (("adjust talisman/talisman#1 0",), "Decline a quest")):
        game = new_game(catalogue, "character/warrior", "character/dwarf")
        land_on(game, 0, "space/middle/warlocks-cave", *prep)
        options = dict(part.split(": ", 1) for part in game.decision.prompt.split("; "))
        assert options[_choice(game).split()[-1]] == expected


def test_a_character_too_weak_for_the_bridge_builds_up_instead_of_heading_over_it(catalogue) -> None:
    """Crossing into the Middle Region means beating the Sentinel (Strength 9). A Warrior of
    Strength 6 with no Talisman is strong enough in sum to want a quest at the Warlock's Cave,
    but the Cave lies over the bridge and he would most likely lose there: he heads nowhere and
    builds up in the Outer Region; once over the river he heads for the Cave."""
    from engine.sensible import moves, worth

    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play_actions(game, "adjust 0 strength 2", "adjust 0 craft 3", "adjust 0 position space/outer/fields-5")
    weak = worth.me(game, 0)
    assert weak.strength + weak.craft >= moves.MIDDLE and moves.heading(game, weak) is None
    play_actions(game, "adjust 0 position space/middle/hills")
    assert moves.heading(game, worth.me(game, 0)) == moves.WARLOCK


def test_the_warlocks_take_a_life_quest_sends_him_after_a_rival_he_likely_beats(catalogue) -> None:
    """The Warlock's Cave, quest 1: take a life from another character (the quest is done when
    he wins a battle or psychic combat against one). The sensible player heads for the nearest
    rival he likely beats, and leaves alone one who would likely beat him."""
    from engine.sensible import moves, worth

    game = new_game(catalogue, "character/warrior", "character/wizard")
    play_actions(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/outer/plains-1")
    game.state.players[0].quest = "take-life"  # (as the Cave's roll of 1 would give it)
    assert moves.heading(game, worth.me(game, 0)) == "space/outer/plains-1"  # Strength 4 against 2
    play_actions(game, "adjust 1 strength 8", "adjust 1 craft 8")
    assert moves.heading(game, worth.me(game, 0)) is None
