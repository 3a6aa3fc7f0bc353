"""Property tests over random action sequences, legal and illegal (issue 3, "Tests"):
only TalismanErrors are raised, a refused action changes nothing, the invariants hold,
replaying the log gives the same state, and undoing then redoing everything does too."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Game, IllegalAction, InvalidAction, Setup, TalismanError, invariants

CHARACTERS = [
    "character/warrior",
    "character/wizard",
    "character/dwarf",
    "character/sorceress",
    "character/troll",
    "character/thief",
]
BAD = [
    "roll 7",
    "roll 0",
    "draw adventure/not-a-card",
    "draw adventure/giant#9",
    "move space/inner/crown-of-command",
    "move space/nowhere",
    "encounter character/elf",
    "take purchase/sword",
    "reward life",
    "cast spell/hex space/outer/city",
    "adjust 9 strength 1",
    "adjust 0 lives -1",
    "adjust 0 strength 999",
    "adjust adventure/nothing space/outer/city",
    "fly away",
    "roll",
    "",
]

steps = st.lists(
    st.one_of(
        st.tuples(st.just("pick"), st.integers(0, 1000)),
        st.tuples(st.just("bad"), st.sampled_from(BAD)),
        st.tuples(st.just("wrong_player"), st.integers(0, 5)),
    ),
    min_size=1,
    max_size=120,
)


def snapshot(game: Game) -> str:
    return json.dumps(game.state.to_json(), sort_keys=True)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), plan=steps)
def test_random_sequences_keep_the_contract(catalogue, players: int, seed: int, plan) -> None:
    chosen = [CHARACTERS[(seed + i) % len(CHARACTERS)] for i in range(players)]
    game = Game.new(Setup.of(*chosen, seed=seed), catalogue)
    for kind, value in plan:
        if game.is_over:
            break
        legal = game.legal_actions()
        if kind == "pick":
            game.apply(legal[value % len(legal)])
        else:
            if kind == "bad":
                action = value
            else:  # answer someone else's decision: chance when a player decides, and back
                action = "roll 3" if not game.decision.is_chance else "end"
            if game.is_legal(action):
                continue
            before = snapshot(game)
            with pytest.raises((IllegalAction, InvalidAction)) as err:
                game.apply(action)
            assert isinstance(err.value, TalismanError) and str(err.value)
            assert snapshot(game) == before
        assert invariants.violations(game) == []
    final = snapshot(game)
    assert snapshot(Game.replay(game.setup, list(game.log), catalogue)) == final
    count = len(game.log)
    for _ in range(count):
        game.undo()
    assert game.log == []
    for _ in range(count):
        game.redo()
    assert snapshot(game) == final
