"""One log format (issue 26, item 7): a rules game the app exports is what ``talisman replay``
reads, for every box and a first player who is not player 1: the replay rebuilds the very
state the app shows."""

from __future__ import annotations

import random
from pathlib import Path

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


def test_a_free_tracking_game_exports_as_table_corrections_that_replay(store, catalogue, capsys) -> None:
    """Free tracking (no rules) exported from the Games screen's model: the file is what
    ``talisman replay`` reads, its every step a correction (``adjust``), and the rules game it
    rebuilds shows the counters, places, figures, Time card, cards on spaces and whose turn as
    the tablet showed them; the hand counts of Objects the engine keeps as cards are said to be
    left out. Reopened in the app, the file is a rules game at the same point."""
    from companion_app.viewmodels.games import GamesModel

    data = from_catalogue(catalogue)
    c = TableController(store, data, engine_session=engine_factory(catalogue))
    players = (
        PlayerSetup(name="Ann", character="character/warrior"),
        PlayerSetup(name="Bob", character="character/wizard"),
    )
    c.new_game(TableSetup(players=players, mode="free", expansions=("reaper", "blood-moon"), first_player=1))
    for action in (
        {"type": "roll", "die": 4},
        {"type": "adjust", "move": 1, "to": "space/outer/fields-2"},
        {"type": "card", "op": "place", "space": "space/outer/fields-2", "card": "adventure/giant"},
        {"type": "adjust", "player": 1, "stat": "lives", "delta": -1},
        {"type": "adjust", "player": 1, "stat": "objects", "delta": 1},  # (a hand count: no correction)
        {"type": "end_turn"},
        {"type": "adjust", "player": 0, "stat": "strength_counters", "delta": 2},
        {"type": "adjust", "player": 0, "stat": "gold", "delta": 3},
        {"type": "adjust", "time": "night"},
        {"type": "adjust", "move": "reaper", "to": "space/middle/castle"},
        {"type": "adjust", "player": 0, "stat": "alignment", "value": "evil"},
        {"type": "card", "op": "remove", "space": "space/outer/fields-2", "card": "adventure/giant"},
        {"type": "card", "op": "place", "space": "space/outer/city", "card": "adventure/giant"},
        {"type": "end_turn"},
    ):
        c.do(action)
    shown = c.session.table
    said = GamesModel(c).export(c.game_id).message
    assert "as table corrections" in said and "1 change of counted cards or items left out" in said
    path = Path(said.split(" to ", 1)[1].split(" as table", 1)[0])
    setup, actions = game_log.load(path)
    assert all(str(a).startswith("adjust ") for _, a in actions)
    game = Game.replay(setup, [a for _, a in actions], catalogue)
    for i, p in enumerate(shown.players):
        ch = game.state.players[i]
        assert (ch.position, ch.lives, ch.gold, ch.strength, ch.alignment) == (
            p.space,
            p.lives,
            p.gold,
            p.strength_counters,
            p.alignment,
        )
    assert game.state.current == shown.turn == 1 and game.state.time == "night"
    assert game.state.figures["figure/grim-reaper"] == "space/middle/castle"
    board = {s: sorted(c.split("#")[0] for c in cards) for s, cards in game.state.board.items() if cards}
    assert board == {s: sorted(cards) for s, cards in shown.cards.items()}
    assert replay_main([str(path)]) == 0
    assert "Next:" in capsys.readouterr().out
    imported = store.import_jsonl(path)
    c.open_game(imported)
    assert c.setup.mode == "engine" and c.session.game.state == game.state


def test_cards_laid_beyond_the_box_s_copies_are_counted_as_left_out(catalogue) -> None:
    """The core box holds one Giant: a second one laid out by hand has no copy in a rules game,
    so the export leaves it out and counts it rather than inventing a card."""
    from companion_app.viewmodels.free_export import as_corrections

    players = (
        PlayerSetup(name="Ann", character="character/warrior"),
        PlayerSetup(name="Bob", character="character/wizard"),
    )
    setup = TableSetup(players=players, mode="free")
    lay = [
        {"type": "card", "op": "place", "space": space, "card": "adventure/giant"}
        for space in ("space/outer/city", "space/outer/ruins")
    ]
    found = as_corrections(setup.to_json(), lay, from_catalogue(catalogue), engine_factory(catalogue))
    assert found.actions == ["adjust adventure/giant space/outer/city"] and found.left_out == 1
    assert found.setup["mode"] == "engine"
