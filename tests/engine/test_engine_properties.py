"""Property tests over random action sequences, legal and illegal (issue 3, "Tests"), with and
without the expansions (reaper, blood-moon) and the core rulebook's alternative rules:

- only ``IllegalAction`` / ``InvalidAction`` are raised, each with a message, and
  ``is_legal`` agrees with ``apply``;
- a refused action changes nothing (the state's JSON text is the same before and after);
- the invariants hold after every step (``engine.invariants``);
- undoing a few actions gives back exactly the earlier state, and redoing them the later one;
- replay(log) gives the same state; undo all the way gives the dealt state, redo all the
  final one; the state's JSON round-trips unchanged.

Refused input: a die of 0 or 7, a card that is not in the deck being drawn from, a space the
figure cannot reach, the answer to another decision (chance's when a player decides and back),
malformed text and values that are not actions at all."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import content
from engine import Action, Game, IllegalAction, InvalidAction, Setup, State, TalismanError, invariants
from engine.frames import RULES
from engine.sim import random_action
from engine.state import base_id

EXPANSIONS = content.load().complete  # every whole box the data declares

CHARACTERS = [
    "character/assassin",
    "character/druid",
    "character/dwarf",
    "character/elf",
    "character/ghoul",
    "character/minstrel",
    "character/monk",
    "character/priest",
    "character/prophetess",
    "character/sorceress",
    "character/thief",
    "character/troll",
    "character/warrior",
    "character/wizard",
]
OPTIONS: list[dict[str, Any]] = [  # engine.options: the core rulebook's alternative rules
    {},
    {"starting_bonus": True},
    {"trophy_points": 5, "evade_individuals": True},
    {"bloodbath": True, "inherited_items": True},
    {"sudden_death": "count", "stop_after_turn": 8},
    {"sudden_death": "crown", "easier_command_spell": True, "trophy_points": 6},
]
BAD = [
    "roll 7",
    "roll 0",
    "roll -1",
    "roll 100",
    "roll seven",
    "roll 3 4",
    "roll",
    "ROLL 3",
    "draw adventure/not-a-card",
    "draw adventure/giant#9",
    "draw",
    "move space/inner/crown-of-command",
    "move space/nowhere",
    "move",
    "encounter character/elf",
    "take purchase/sword",
    "take purchase/sword purchase/axe",
    "reward life",
    "choose 99",
    "cast spell/hex space/outer/city",
    "cast",
    "adjust",
    "adjust 0",
    "adjust 9 strength 1",
    "adjust 0 lives -1",
    "adjust 0 strength 999",
    "adjust adventure/nothing space/outer/city",
    "fly away",
    "end now please",
    "",
    "   ",
    "\n",
    "roll\t3\x00",
]
RUN = 40  # the longest stretch of legal play in one step
NOT_ACTIONS: list[Any] = [None, 42, 4.5, True, [], ["roll", 3], {}, {"action": 5}, {"act": "roll 3"}]

steps = st.lists(
    st.one_of(
        st.tuples(st.just("pick"), st.integers(0, 1000)),
        st.tuples(st.just("run"), st.integers(0, 10_000)),  # a stretch of legal play, deeper in
        st.tuples(st.just("bad"), st.sampled_from(BAD)),
        st.tuples(st.just("not_action"), st.sampled_from(range(len(NOT_ACTIONS)))),
        st.tuples(st.just("wrong_decision"), st.integers(0, 5)),
        st.tuples(st.just("absent_card"), st.integers(0, 1000)),
        st.tuples(st.just("unreachable"), st.integers(0, 1000)),
        st.tuples(st.just("undo"), st.integers(1, 4)),
    ),
    min_size=1,
    max_size=120,
)
setups = st.builds(
    lambda chosen, seed, expansions, options: Setup.of(
        *chosen, seed=seed, expansions=expansions, options=options
    ),
    st.lists(st.sampled_from(CHARACTERS), min_size=2, max_size=4, unique=True),
    st.integers(0, 10_000),
    st.sampled_from([(), ("reaper",), ("blood-moon",), EXPANSIONS]),
    st.sampled_from(OPTIONS),
)


def snapshot(game: Game) -> str:
    """The state as JSON text, serialised at once, its dicts' keys in their order (the rules
    iterate over the board and the markers: an undone action must leave them as they were)."""
    return json.dumps(game.state.to_json())


def wrong_input(game: Game, kind: str, value: Any) -> Any:
    """An input for ``kind`` that the current decision should refuse (or None: none to try)."""
    decision = game.decision
    if kind == "bad":
        return value
    if kind == "not_action":
        return NOT_ACTIONS[value]
    if kind == "wrong_decision":  # chance's answer when a player decides, a player's at chance
        return f"roll {value + 1}" if not decision.is_chance else ["end", "pass", "done", "begin"][value % 4]
    if kind == "absent_card" and decision.kind == "draw":
        deck_name = game.state.stack[-1].get("deck", "character")
        deck = {base_id(c) for c in game.state.decks[deck_name]}
        absent = sorted(c.id for c in game.cat.of_kind(deck_name) if c.id not in deck)
        return f"draw {absent[value % len(absent)]}" if absent else None
    if kind == "unreachable":
        reachable = {str(a) for a in game.legal_actions() if a.verb == "move"}
        spaces = [f"move {s.id}" for s in game.cat.spaces if f"move {s.id}" not in reachable]
        return spaces[value % len(spaces)]
    return None


def check_refused(game: Game, action: Any) -> None:
    """``action`` is refused with a TalismanError that has a message, and nothing changes."""
    if isinstance(action, str) and game.is_legal(action):
        return
    before = snapshot(game)
    log = list(game.log)
    with pytest.raises((IllegalAction, InvalidAction)) as err:
        game.apply(action)
    assert isinstance(err.value, TalismanError) and str(err.value).strip()
    assert snapshot(game) == before, f"refused {action!r} changed the state"
    assert game.log == log


def check_decision(game: Game) -> None:
    """A decision that is not the end offers at least one action, each of which reads back from
    its text; chance's outcomes are legal actions whose probabilities add up to one."""
    legal = game.legal_actions()
    assert game.is_over or legal, f"no legal action at {game.decision}"
    if not game.is_over:  # what a rule kept with its decision (Game.offer) is what it lists
        top = game.state.stack[-1]
        assert legal == RULES[top["kind"]].legal(game, top), f"kept actions differ at {game.decision}"
    assert all(Action.parse(str(a)) == a for a in legal)
    if game.decision.is_chance:
        outcomes = game.chance_outcomes()
        assert {a for a, _ in outcomes} <= set(legal)
        assert sum(p for _, p in outcomes) == pytest.approx(1)


def undo_and_redo(game: Game, count: int, history: list[str]) -> None:
    """Undo ``count`` actions (each gives back the recorded earlier state), then redo them."""
    count = min(count, len(game.log))
    now = snapshot(game)
    for back in range(1, count + 1):
        game.undo()
        assert snapshot(game) == history[-1 - back], f"undo {back} did not restore the state"
    for _ in range(count):
        game.redo()
    assert snapshot(game) == now


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups, plan=steps)
def test_random_sequences_keep_the_contract(catalogue, setup: Setup, plan) -> None:
    game = Game.new(setup, catalogue)
    history = [snapshot(game)]  # the state after each action of the log, the dealt one first
    for kind, value in plan:
        if game.is_over:
            break
        if kind == "pick":
            legal = game.legal_actions()
            action = legal[value % len(legal)]
            assert game.is_legal(action) and game.is_legal(str(action))
            game.apply(action)
            history.append(snapshot(game))
        elif kind == "run":
            rng = random.Random(value)
            for _ in range(value % RUN):
                if game.is_over:
                    break
                game.apply(random_action(game, rng))
                history.append(snapshot(game))
        elif kind == "undo":
            undo_and_redo(game, value, history)
        else:
            action = wrong_input(game, kind, value)
            if action is not None:
                check_refused(game, action)
        assert invariants.violations(game) == []
        check_decision(game)
    final = snapshot(game)
    assert history[-1] == final and len(history) == len(game.log) + 1
    assert snapshot(Game.replay(game.setup, list(game.log), catalogue)) == final
    assert snapshot(Game.replay(game.setup, [str(a) for a in game.log], catalogue)) == final
    restored = State.from_json(json.loads(final))
    assert restored == game.state and json.dumps(restored.to_json()) == final
    count = len(game.log)
    for _ in range(count):
        game.undo()
    assert game.log == [] and snapshot(game) == history[0]
    with pytest.raises(IllegalAction):
        game.undo()
    for _ in range(count):
        game.redo()
    assert snapshot(game) == final
    with pytest.raises(IllegalAction):
        game.redo()
