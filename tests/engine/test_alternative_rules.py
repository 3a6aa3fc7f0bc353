"""The core rulebook's alternative rules as setup options (core rulebook, "Alternative Rules"
and "Alternative Rules for Faster Play"; engine.options)."""

from __future__ import annotations

import pytest

from engine import Game, InvalidState, Setup, character, invariants
from engine.options import command_spell_minimum
from engine.turn import can_trade
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game, until

WARRIOR, WIZARD, DWARF, ELF, MONK = (
    "character/warrior",
    "character/wizard",
    "character/dwarf",
    "character/elf",
    "character/monk",
)


def game_with(catalogue, options: dict, *characters: str) -> Game:
    return expansion_game(catalogue, *(characters or (WARRIOR, WIZARD)), expansions=(), options=options)


@pytest.mark.parametrize(
    "options",
    [
        {"trophy_points": 4},
        {"bloodbath": "yes"},
        {"sudden_death": "later"},
        {"sudden_death": "count"},  # needs stop_after_turn
        {"stop_after_turn": 0},
        {"house_rule": True},
    ],
)
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(InvalidState, match="alternative rule"):
        Setup.of(WARRIOR, WIZARD, options=options)


def test_options_round_trip_in_the_setup() -> None:
    setup = Setup.of(WARRIOR, options={"trophy_points": 6, "sudden_death": "crown"})
    assert Setup.from_json(setup.to_json()) == setup


def test_faster_trophies(catalogue) -> None:
    """Strength and Craft: 6 or 5 trophy points buy a counter instead of 7."""
    for points, can in ((7, False), (6, False), (5, True)):
        game = game_with(catalogue, {"trophy_points": points} if points != 7 else {})
        play(game, "adjust adventure/bear 0", "adjust adventure/goblin#1 0")  # 3 + 2 = 5 points
        assert can_trade(game, 0, "strength") is can, points


def test_starting_bonus(catalogue) -> None:
    """Starting Bonus: every player takes 1 Strength or 1 Craft before the first turn."""
    game = Game.new(Setup.of(WARRIOR, WIZARD, seed=1, options={"starting_bonus": True}), catalogue)
    assert game.decision.kind == "starting_bonus" and game.decision.player == 0
    assert legal(game) == {"choose strength", "choose craft"}
    play(game, "choose strength")
    assert game.decision.player == 1
    play(game, "choose craft")
    assert game.state.players[0].strength == 1 and game.state.players[1].craft == 1


def test_bloodbath(catalogue) -> None:
    """Talisman Bloodbath: one Talisman card left in play; a killed character's player is out,
    and the last player left wins."""
    game = game_with(catalogue, {"bloodbath": True})
    assert len(game.state.decks["talisman"]) == 1 and len(game.state.markers["aside/box"]) == 3
    play(game, "adjust 1 position space/outer/city", "adjust turn 0")
    character.lose_life(game, 1, 4, "test")
    assert game.state.players[1].out
    until(game, "over")
    assert game.state.winner == 0


def test_command_spell_by_number_of_players() -> None:
    """The Command Spell: 5 players cast on 3+, 6 on 2+, 7 or more always; fewer as usual."""
    easier = {"easier_command_spell": True}
    assert [command_spell_minimum(n, easier) for n in (4, 5, 6, 7)] == [4, 3, 2, 1]
    assert command_spell_minimum(6, {}) == 4


def crown_game(catalogue, options: dict, *characters: str) -> Game:
    """Player 0 stands in the Valley of Fire with the Talisman, one step from the Crown."""
    game = game_with(catalogue, options, *characters)
    play(
        game, "adjust 0 position space/inner/valley-of-fire", "adjust talisman/talisman#1 0", "adjust turn 0"
    )
    until(game, "move")
    play(game, "move space/inner/crown-of-command")
    return game


def test_easier_command_spell_with_five_players(catalogue) -> None:
    game = crown_game(catalogue, {"easier_command_spell": True}, WARRIOR, WIZARD, DWARF, ELF, MONK)
    before = [c.lives for c in game.state.players]
    events = play(game, "roll 3")  # casts with five players (it would fail on a 3 normally)
    assert "command_spell 0" in events
    assert [c.lives for c in game.state.players][1:] == [n - 1 for n in before[1:]]


def test_sudden_death_first_to_the_crown_wins(catalogue) -> None:
    game = crown_game(catalogue, {"sudden_death": "crown"})
    assert game.is_over and game.state.winner == 0


def test_sudden_death_by_count(catalogue) -> None:
    """Sudden Death, second form: stop at an agreed point; the largest total of counters, gold,
    Spells, Followers and Objects beyond the start wins."""
    game = game_with(catalogue, {"sudden_death": "count", "stop_after_turn": 1})
    play(game, "adjust 1 gold 4", "adjust adventure/sword#1 0", "adjust 0 position space/outer/city")
    play(game, "adjust turn 0")
    until(game, "over")
    assert game.state.winner == 1  # 3 gold beyond the start against one Object


def test_inherited_items(catalogue) -> None:
    """Inherited Items: Objects, Followers and gold wait aside for the player's next character;
    what it may not have is put on its start space."""
    game = game_with(catalogue, {"inherited_items": True})
    play(game, "adjust adventure/sword#1 1", "adjust adventure/mule 1", "adjust 1 gold 3")
    character.lose_life(game, 1, 4, "test")
    game.journal.take()
    assert game.state.markers["aside/inherit/1"] == ["adventure/sword#1", "adventure/mule"]
    assert not game.state.board.get(game.state.players[1].position)  # nothing left for a killer
    assert not any(k.startswith("gold@space") for k in game.state.markers) and not invariants.violations(game)
    play(game, "adjust turn 1")
    new = game.legal_actions()[0]
    play(game, str(new))
    heir = game.state.players[1]
    assert heir.objects == ("adventure/sword#1",) and heir.followers == ("adventure/mule",)
    assert heir.gold == 1 + 3 and "aside/inherit/1" not in game.state.markers


def test_evading_unfriendly_individuals(catalogue) -> None:
    """Evading Unfriendly Individuals: the Black Knight may be evaded (he stays a threat);
    never a space of the Inner Region."""
    game = game_with(catalogue, {"evade_individuals": True})
    play(game, "adjust 0 position space/middle/portal-of-power", "adjust 0 gold 2", "adjust turn 0")
    play(game, "roll 1", "move space/middle/black-knight")
    until(game, "evade")
    assert legal(game) == {"encounter space/middle/black-knight", "evade"}
    play(game, "evade")
    assert game.state.players[0].gold == 2 and game.state.current == 1
    plain = game_with(catalogue, {})
    play(plain, "adjust 0 position space/middle/portal-of-power", "adjust turn 0")
    play(plain, "roll 1", "move space/middle/black-knight")
    with pytest.raises(AssertionError):
        until(plain, "evade", limit=20)


def test_evading_a_stranger(catalogue) -> None:
    game = game_with(catalogue, {"evade_individuals": True})
    play(game, "adjust adventure/witch space/outer/hills-1", "adjust 0 position space/outer/fields-1")
    play(game, "adjust turn 0", "roll 1", "move space/outer/hills-1")
    until(game, "evade")
    assert legal(game) == {"encounter adventure/witch", "evade"}
    play(game, "evade")
    assert "adventure/witch" in game.state.board["space/outer/hills-1"]
