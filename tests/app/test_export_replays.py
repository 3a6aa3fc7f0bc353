"""One log format (issue 26, item 7): a rules game the app exports is what ``talisman replay``
reads, for every box and a first player who is not player 1: the replay rebuilds the very
state the app shows."""

from __future__ import annotations

import random

import pytest

from companion_app.viewmodels.controller import TableController
from companion_app.viewmodels.engine_session import engine_factory
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue
from engine import Game, policy
from engine import log as game_log
from engine.cli import replay_main

BOXES = ((), ("reaper",), ("blood-moon",), ("reaper", "blood-moon"))


@pytest.mark.parametrize("boxes", BOXES)
def test_an_exported_rules_game_replays_to_the_same_state(store, catalogue, tmp_path, boxes, capsys) -> None:
    c = TableController(store, from_catalogue(catalogue), engine_session=engine_factory(catalogue))
    players = (
        PlayerSetup(name="Ann", character="character/warrior"),
        PlayerSetup(name="Bob", character="character/wizard"),
        PlayerSetup(name="Cleo", character="character/elf"),
    )
    c.new_game(TableSetup(players=players, mode="engine", seed=5, expansions=boxes, first_player=2))
    game = c.session.game
    rng = random.Random(5)
    for _ in range(150):
        if game.is_over:
            break
        c.do(str(policy.choose(game, rng)))
    path = store.export_jsonl(c.game_id, tmp_path / "game.jsonl")
    setup, actions = game_log.load(path)
    assert setup.first == 2 and setup.expansions == boxes
    replayed = Game.replay(setup, [a for _, a in actions], catalogue)
    assert replayed.state == game.state
    assert replay_main([str(path)]) == 0
    assert "Next:" in capsys.readouterr().out
