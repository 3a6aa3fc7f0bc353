"""The saved state is a copy (issue 3, "Tests"; DESIGN.md, engine contract): what
``State.to_json()`` returns shares nothing with the live game, and ``State.from_json`` keeps
nothing of the data it was given, so neither the app, the CLI nor a replay comparison can
change a game by touching its JSON."""

from __future__ import annotations

import json
import random
from typing import Any

from engine import Game, Setup, State
from engine.sim import random_action


def scribble(value: Any) -> int:
    """Change every dict and list inside ``value`` in place; returns how many were changed."""
    changed = 0
    if isinstance(value, dict):
        for item in list(value.values()):
            changed += scribble(item)
        value["scribbled"] = True
        changed += 1
    elif isinstance(value, list):
        for item in list(value):
            changed += scribble(item)
        value.append("scribbled")
        changed += 1
    return changed


def busy_game(catalogue) -> Game:
    """A game part-way through a turn, with frames holding lists and a marker holding a list."""
    setup = Setup.of(
        "character/warrior",
        "character/wizard",
        seed=11,
        expansions=("reaper", "blood-moon"),
        options={"bloodbath": True},  # puts the spare Talismans aside: a marker with a list
    )
    game = Game.new(setup, catalogue)
    rng = random.Random(11)
    while not any(isinstance(v, list) for f in game.state.stack for v in f.values()):
        game.apply(random_action(game, rng))
    return game


def snapshot(game: Game) -> str:
    return json.dumps(game.state.to_json(), sort_keys=True)


def test_scribbling_on_to_json_leaves_the_game_alone(catalogue) -> None:
    game = busy_game(catalogue)
    assert isinstance(game.state.markers["aside/box"], list)
    before = snapshot(game)
    data = game.state.to_json()
    assert scribble(data) > 20
    assert snapshot(game) == before
    assert game.state.to_json() != data


def test_from_json_keeps_nothing_of_its_input(catalogue) -> None:
    game = busy_game(catalogue)
    data = json.loads(snapshot(game))
    state = State.from_json(data)
    before = json.dumps(state.to_json(), sort_keys=True)
    scribble(data)
    assert json.dumps(state.to_json(), sort_keys=True) == before
    assert state == game.state


def test_to_json_round_trips_through_text(catalogue) -> None:
    game = busy_game(catalogue)
    text = snapshot(game)
    assert State.from_json(json.loads(text)) == game.state
    assert json.dumps(State.from_json(json.loads(text)).to_json(), sort_keys=True) == text
