"""``talisman sim``'s players explore: over a few seeded games they choose many different actions
and spaces, not the first legal action; and the policy's lean toward the Crown follows the board's
distances, as ``engine.policy`` describes (a policy that ignored distance fails here)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import Game, Setup, policy, sim
from engine.movement import CROWN, PORTAL
from tests.engine.engine_helpers import new_game, play

CHARACTERS = ("character/wizard", "character/troll", "character/thief", "character/priest")
SEEDS = (0, 1, 2)


def _decisions(catalogue, choose, turns: int = 60) -> tuple[Counter[str], set[str], int, int]:
    """Play the seeded games with ``choose``; return the verbs chosen by players, the spaces moved
    to, how many decisions had a choice and how often the choice was not the first legal action."""
    verbs: Counter[str] = Counter()
    spaces: set[str] = set()
    choices = not_first = 0
    for seed in SEEDS:
        game = Game.new(Setup.of(*CHARACTERS, seed=seed), catalogue)
        rng = random.Random(seed)
        while not game.is_over and game.state.turn <= turns:
            if game.decision.is_chance:
                game.apply(choose(game, rng))
                continue
            legal = game.legal_actions()
            action = choose(game, rng)
            assert action in legal
            verbs[action.verb] += 1
            if action.verb == "move":
                spaces.add(str(action.args[0]))
            if len(legal) > 1:
                choices += 1
                not_first += action != legal[0]
            game.apply(action)
    return verbs, spaces, choices, not_first


@pytest.mark.parametrize("choose", [policy.choose, sim.random_action], ids=["policy", "uniform"])
def test_playouts_choose_many_different_actions(catalogue, choose) -> None:
    verbs, spaces, choices, not_first = _decisions(catalogue, choose)
    assert len(verbs) >= 10, verbs  # moving, encountering, fighting, casting, buying...
    assert {"move", "encounter", "cast", "take"} <= set(verbs)
    assert len(spaces) >= 25  # of the board's 49 spaces
    assert choices > 200 and not_first / choices > 0.4  # the first legal action is not a habit


def test_sim_playouts_play_different_games_for_different_seeds(catalogue) -> None:
    logs = []
    for seed in SEEDS:
        game = Game.new(Setup.of(*CHARACTERS, seed=seed), catalogue)
        actions, problems, seen = sim.playout(game, random.Random(seed), turn_cap=40)
        assert problems == [] and actions == len(game.log)
        assert sum(1 for s in seen if s.startswith("space/")) >= 15
        logs.append([str(a) for a in game.log])
    assert len({tuple(log[:200]) for log in logs}) == len(SEEDS)


def test_sim_run_covers_the_board(catalogue) -> None:
    result = sim.run(2, 4, 5, catalogue=catalogue, turn_cap=60)
    assert result["invariant_violations"] == 0
    assert result["coverage"]["space"]["seen"] >= 25
    assert result["coverage"]["adventure"]["seen"] >= 15


# --- the lean toward the Crown (engine.policy) ------------------------------------------------


def _ready_to_move(catalogue, position: str, strength: int = 6) -> Game:
    """The Wizard (Strength 2 + ``strength`` counters, Craft 5) on ``position``, a 3 rolled."""
    game = new_game(catalogue, "character/wizard", "character/troll")
    play(game, f"adjust 0 strength {strength}", f"adjust 0 position {position}", "adjust 0 fate 0")
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 3")
    assert game.decision.kind == "move"
    return game


def _picks(game: Game, n: int = 300) -> Counter[str]:
    return Counter(str(policy.choose(game, random.Random(i))) for i in range(n))


@pytest.mark.parametrize(
    ("position", "near", "far"),
    [
        # the nearer way to the Portal is the later name from the City, the earlier from Fields 2
        ("space/outer/city", "space/outer/plains-4", "space/outer/plains-1"),
        ("space/outer/fields-2", "space/outer/forest", "space/outer/woods-1"),
    ],
)
def test_a_ready_character_usually_heads_for_the_portal(catalogue, position, near, far) -> None:
    """Strength + Craft at least READY: the step nearest the Portal of Power about LEAN of the
    time (plus its share of the random rest); a policy blind to distance would pick it about
    half the time or always the same name."""
    game = _ready_to_move(catalogue, position)
    dist = policy.distances(game, PORTAL)
    assert dist[near] < dist[far]
    picks = _picks(game)
    assert picks[f"move {near}"] > 0.8 * sum(picks.values())
    assert picks[f"move {far}"] > 0  # still random the rest of the time


def test_ready_means_strength_and_craft_of_eleven(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/troll")
    play(game, "adjust 0 strength 3")  # 5 + 5 = 10
    assert not policy._ready(game, 0) and policy._goal(game, 0) is None
    play(game, "adjust 0 strength 4")  # 6 + 5 = 11
    assert policy._ready(game, 0) and policy._goal(game, 0) == PORTAL


def test_the_goal_is_the_crown_past_the_portal_or_with_a_talisman(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/troll")
    play(game, "adjust 0 strength 6", "adjust 0 position space/middle/castle")
    assert policy._goal(game, 0) == CROWN  # the Middle Region: on through the Portal
    play(game, "adjust 0 strength 0", "adjust 0 position space/inner/crypt")
    assert policy._goal(game, 0) == CROWN  # the Inner Region: always onward
    play(game, "adjust 0 position space/outer/city")
    assert policy._goal(game, 0) is None
    play(game, f"adjust {game.state.decks['talisman'][0]} 0")
    assert policy._ready(game, 0) and policy._goal(game, 0) == CROWN


def test_nearest_picks_the_move_with_the_fewest_steps(catalogue) -> None:
    game = _ready_to_move(catalogue, "space/outer/city")
    moves = [a for a in game.legal_actions() if a.verb == "move"]
    dist = policy.distances(game, PORTAL)
    best = policy._nearest(game, moves, PORTAL)
    assert dist[str(best.args[0])] == min(dist[str(a.args[0])] for a in moves)
    assert policy._nearest(game, list(reversed(moves)), PORTAL) == best


@pytest.mark.parametrize("target", [PORTAL, CROWN, policy.WARLOCK])
def test_distances_are_shortest_paths_over_the_board(catalogue, target) -> None:
    """Every space is reached; the target is 0 steps away and every other space is one step
    more than its nearest neighbour."""
    game = new_game(catalogue, "character/wizard", "character/troll")
    dist = policy.distances(game, target)
    assert len(dist) == 49 and dist[target] == 0
    for space, d in dist.items():
        if space != target:
            assert d == 1 + min(dist[n] for n in game.space(space).neighbours), space
    assert policy.distances(game, target) is dist  # kept for the game


def test_a_character_without_a_talisman_sometimes_heads_for_the_warlock(catalogue) -> None:
    """Not ready and no Talisman: toward the Warlock's Cave about WARLOCK_LEAN of the time
    (more than an even share of the two ways round)."""
    game = _ready_to_move(catalogue, "space/outer/city", strength=0)
    moves = [a for a in game.legal_actions() if a.verb == "move"]
    dist = policy.distances(game, policy.WARLOCK)
    near = min(moves, key=lambda a: dist[str(a.args[0])])
    assert len({dist[str(a.args[0])] for a in moves}) == 2
    picks = _picks(game, 600)
    share = picks[str(near)] / sum(picks.values())
    uniform = 1 / len(game.legal_actions())
    assert share > uniform + 0.5 * policy.WARLOCK_LEAN * (1 - uniform)


def test_in_the_inner_region_the_policy_heads_on_for_the_crown(catalogue) -> None:
    """Past the Portal every character's goal is the Crown: the step nearest it, most of the time."""
    game = new_game(catalogue, "character/wizard", "character/troll")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust 0 fate 0", "adjust turn 0")
    moves = [a for a in game.legal_actions() if a.verb == "move"]
    dist = policy.distances(game, CROWN)
    best = min(dist[str(a.args[0])] for a in moves)
    nearest = {str(a) for a in moves if dist[str(a.args[0])] == best}
    assert len(nearest) < len(moves)  # the way back to the Portal is farther
    picks = _picks(game)
    assert sum(picks[a] for a in nearest) > 0.85 * sum(picks.values())  # a blind choice: about 2/3
