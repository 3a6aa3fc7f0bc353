"""The Time card (digital rulebook, "Time Card (Blood Moon Expansion)", "Lunar Events" and the
turn summary; data card/time)."""

from __future__ import annotations

import pytest

from engine import Game
from engine.combat import creature_score
from engine.handlers.blood_moon.moon import flip, lunar_event, show
from tests.engine.engine_helpers import play
from tests.engine.figures_helpers import expansion_game

WARRIOR, WIZARD = "character/warrior", "character/wizard"


def to_the_ruins(catalogue, expansions: tuple[str, ...] = ("blood-moon",)) -> Game:
    """The Warrior moves from Fields 2 to the Ruins, which draw two Adventure cards."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=expansions)
    play(game, "adjust 0 position space/outer/fields-2", "adjust turn 0", "roll 1", "move space/outer/ruins")
    return game


def test_the_game_starts_by_day(catalogue) -> None:
    assert expansion_game(catalogue, WARRIOR).state.time == "day"


def test_events_drawn_flip_the_card_once_before_any_encounter(catalogue) -> None:
    """Drawing one or more Events flips the Time card once, before the cards are met."""
    game = to_the_ruins(catalogue)
    events = play(game, "draw adventure/storm")
    assert game.state.time == "night" and "time nightfall" in events
    assert game.decision.kind == "draw"  # flipped before the second card, let alone any encounter
    events = play(game, "draw adventure/imp")  # a second Event of the same draw: no second flip
    assert game.state.time == "night" and not any(e.startswith("time ") for e in events)


def test_other_cards_do_not_flip_it(catalogue) -> None:
    game = to_the_ruins(catalogue)
    play(game, "draw adventure/bag-of-gold", "draw adventure/goblin")
    assert game.state.time == "day"


def test_only_with_blood_moon(catalogue) -> None:
    game = to_the_ruins(catalogue, expansions=("reaper",))
    play(game, "draw adventure/storm")
    assert game.state.time == "day"


def test_creatures_by_day_and_by_night(catalogue) -> None:
    """By Day a creature's attack score is 1 lower (never below 1); by Night 1 higher."""
    game = expansion_game(catalogue, WARRIOR)
    beast = {"stat": "strength", "creature": {"name": "Brigand", "strength": 4}, "source": None}
    assert creature_score(game, beast, 3) == 6
    weak = {"stat": "strength", "creature": {"name": "Shade", "strength": 0}, "source": None}
    assert creature_score(game, weak, 1) == 1  # 1 - 1 = 0 is raised to 1
    play(game, "adjust time night")
    assert creature_score(game, beast, 3) == 8
    plain = expansion_game(catalogue, WARRIOR, expansions=("reaper",))
    assert creature_score(plain, beast, 3) == 7


def test_each_enemy_fighting_together_changes_by_one(catalogue) -> None:
    """Two Enemies fighting as one: each adds or takes 1."""
    game = expansion_game(catalogue, WARRIOR)
    pair = {"stat": "strength", "enemies": ["adventure/goblin", "adventure/wolf"], "source": None}
    assert creature_score(game, pair, 3) == 3 + 2 + 2 - 2
    play(game, "adjust time night")
    assert creature_score(game, pair, 3) == 3 + 2 + 2 + 2


def test_a_card_naming_the_side_already_up_does_not_flip(catalogue) -> None:
    game = expansion_game(catalogue, WARRIOR)
    show(game, "day")
    assert game.state.time == "day" and game.journal.take() == []
    show(game, "night")
    assert game.state.time == "night"
    with pytest.raises(ValueError):
        show(game, "dusk")


def test_lunar_events_wait_beside_the_card_until_the_next_flip(catalogue) -> None:
    """Lunar Events are not left on the board: they stay by the Time card until it flips."""
    game = expansion_game(catalogue, WARRIOR)
    play(game, "adjust adventure/storm space/outer/city")
    lunar_event(game, "adventure/storm", "space/outer/city", "night")
    assert game.state.time == "night" and game.state.markers["aside/time"] == ["adventure/storm"]
    assert "adventure/storm" not in game.state.board.get("space/outer/city", ())
    play(game, "adjust adventure/imp space/outer/city")
    lunar_event(game, "adventure/imp", "space/outer/city", "night")  # already Night: no flip
    assert game.state.markers["aside/time"] == ["adventure/storm", "adventure/imp"]
    flip(game)
    assert "aside/time" not in game.state.markers
    assert {"adventure/storm", "adventure/imp"} <= set(game.state.discards["adventure"])
