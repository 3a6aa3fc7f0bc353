"""Saves from before the box list: the app kept one flag per figure (``reaper``, ``werewolf``,
both on when missing); such a setup opens with the same boxes and plays on."""

from __future__ import annotations

import pytest

from companion_app.viewmodels.controller import TableController
from companion_app.viewmodels.engine_session import engine_factory
from companion_app.viewmodels.table_setup import SetupError, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue

PLAYERS = [
    {"name": "Ann", "character": "character/warrior"},
    {"name": "Bob", "character": "character/wizard"},
]


@pytest.mark.parametrize(
    ("flags", "boxes"),
    [
        ({"reaper": True, "werewolf": False}, ("reaper",)),
        ({"reaper": False, "werewolf": True}, ("blood-moon",)),
        ({"reaper": False, "werewolf": False}, ()),
        ({}, ("reaper", "blood-moon")),  # the oldest saves: both boxes were always on
    ],
)
def test_an_older_setup_keeps_its_boxes(flags, boxes) -> None:
    setup = TableSetup.from_json({"players": PLAYERS, "mode": "engine", **flags})
    assert setup.expansions == boxes
    again = TableSetup.from_json(setup.to_json())
    assert again == setup and "reaper" not in setup.to_json() and setup.to_json()["expansions"] == list(boxes)


def test_a_setup_lists_its_boxes_and_a_broken_list_is_refused() -> None:
    assert TableSetup.from_json({"players": PLAYERS, "expansions": ["blood-moon"]}).expansions == (
        "blood-moon",
    )
    with pytest.raises(SetupError, match="the boxes are a list"):
        TableSetup.from_json({"players": PLAYERS, "expansions": "reaper"})


def test_a_rules_game_saved_with_the_old_flags_opens_and_plays_on(store, catalogue) -> None:
    old = {"players": PLAYERS, "first_player": 0, "reaper": True, "werewolf": False, "options": {},
           "mode": "engine", "seed": 3}  # fmt: skip
    game_id = store.create("Before the box list", old, [])
    c = TableController(store, from_catalogue(catalogue), engine_session=engine_factory(catalogue))
    c.open_game(game_id)
    game = c.session.game
    assert (
        game.setup.expansions == ("reaper",)
        and game.state.figures.get("figure/grim-reaper") is not None
        and game.state.figures.get("figure/werewolf") is None
    )
    before = len(c.log_lines())
    c.do(c.session.choices()[0].action)  # the first decision of the game, as the table gives it
    assert len(c.log_lines()) == before + 1
    c.open_game(game_id)  # and it opens again where it was left
    assert len(c.log_lines()) == before + 1 and c.session.game.setup.expansions == ("reaper",)
