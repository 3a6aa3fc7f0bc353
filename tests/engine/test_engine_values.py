"""Actions and events: parse, print, JSON round trip; malformed input is InvalidAction."""

from __future__ import annotations

import pytest

from engine import Action, Event, IllegalAction, InvalidAction, InvalidState, Setup, TalismanError
from engine.game import Game


def test_action_prints_the_way_the_table_says_it() -> None:
    assert str(Action("roll", (4,))) == "roll 4"
    assert str(Action.of("move", "space/outer/tavern")) == "move space/outer/tavern"
    assert str(Action.parse("draw adventure/giant")) == "draw adventure/giant"


def test_action_json_round_trip() -> None:
    for text in ("roll 4", "cast spell/hex space/middle/oasis", "adjust 0 strength 3", "end"):
        action = Action.parse(text)
        assert Action.from_json(action.to_json()) == action
        assert Action.from_json({"action": text}) == action


def test_die_result_is_an_int() -> None:
    assert Action.parse("roll 6").args == (6,)


@pytest.mark.parametrize("bad", ["", "   ", "fly space/outer/city", "roll", "roll 1 2", None, 7])
def test_malformed_actions_are_invalid(bad: object) -> None:
    with pytest.raises(InvalidAction):
        Action.from_json(bad)


def test_error_family() -> None:
    for error in (InvalidAction, IllegalAction, InvalidState):
        assert issubclass(error, TalismanError)
    assert issubclass(TalismanError, ValueError)


def test_event_round_trip() -> None:
    event = Event("gain", (0, "strength", 1))
    assert str(event) == "gain 0 strength 1"
    assert Event.from_json(event.to_json()) == event


def test_setup_round_trip_and_checks() -> None:
    setup = Setup.of("character/dwarf", "character/wizard", seed=5, expansions=("reaper",))
    assert Setup.from_json(setup.to_json()) == setup
    with pytest.raises(InvalidState):
        Setup.of("character/dwarf", "character/dwarf")
    with pytest.raises(
        InvalidState, match=r"unknown expansion\(s\) \['city'\]; known: reaper, blood-moon, dungeon, highland"
    ):
        Game.new(Setup.of("character/dwarf", expansions=("city",)))  # no box.yaml declares it
    with pytest.raises(InvalidState, match="option warlock_quests comes with The Reaper: add reaper"):
        Game.new(Setup.of("character/dwarf", options={"warlock_quests": True}))
    with pytest.raises(InvalidState):
        Setup.from_json({"nobody": []})
