"""Random playouts: chance from a seeded RNG, decisions from a random policy that leans toward
the Crown (``engine.policy``), invariants checked after every action. The same seed gives the
same result. Coverage counts the characters played, the spaces characters stood on or moved
to, and the cards drawn."""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from typing import Any

import content
from content.model import Catalogue, Component
from engine import invariants, policy
from engine.game import Game, derived_from
from engine.setup import Setup
from engine.state import base_id
from engine.values import Action

TURN_CAP = 400  # a game still going after this many turns is "unfinished"


def random_action(game: Game, rng: random.Random) -> Action:
    """Chance by its probabilities; a player's decision uniformly among the legal actions."""
    if game.decision.is_chance:
        return game.random_chance(rng)
    return rng.choice(game.legal_actions())


def playout(
    game: Game, rng: random.Random, *, turn_cap: int = TURN_CAP, check: bool = True
) -> tuple[int, list[str], set[str]]:
    """Play to the end or the cap; returns (actions, invariant violations, ids seen)."""
    actions, problems, seen = 0, [], set()
    watch = invariants.Watch(game) if check else None
    for ch in game.state.players:
        seen.add(ch.character)
        seen.add(ch.position)
    while not game.is_over and game.state.turn <= turn_cap:
        for event in game.apply(policy.choose(game, rng)):
            if event.kind in ("drew", "moved", "new_character", "ending"):
                seen.add(base_id(str(event.args[-1])))
            elif event.kind == "quest":  # a Warlock's quest taken (a quest card's id)
                seen.add(f"warlock-quest/{event.args[-1]}")
        for ch in game.state.players:  # however a character got there (a move, a teleport...)
            if ch.alive:
                seen.add(ch.position)
                seen.add(ch.character)
        actions += 1
        if watch is not None:
            found = watch.after(game.last_changes)
            if found:
                problems += [f"turn {game.state.turn}, action {actions}: {p}" for p in found]
                break
    return actions, problems, seen


def _in_play(catalogue: Catalogue, kind: str, expansions: tuple[str, ...]) -> list[Component]:
    """``catalogue.in_play(kind, expansions)``, worked out once per catalogue (it reads every
    component; a run of one game asks for it six times)."""
    derived = derived_from(catalogue)
    key = ("in play", kind, expansions)
    if key not in derived:
        derived[key] = catalogue.in_play(kind, expansions)
    found: list[Component] = derived[key]
    return found


def run(
    games: int,
    players: int,
    seed: int,
    expansions: Iterable[str] = (),
    catalogue: Catalogue | None = None,
    *,
    turn_cap: int = TURN_CAP,
) -> dict[str, Any]:
    catalogue = catalogue or content.load()
    expansions = tuple(expansions)
    rng = random.Random(seed)
    characters = [c.id for c in _in_play(catalogue, "character", expansions)]
    totals: dict[str, Any] = {"games": games, "finished": 0, "unfinished": 0, "actions": 0}
    problems: list[str] = []
    seen: set[str] = set()
    started = time.perf_counter()
    for number in range(games):
        chosen = rng.sample(characters, players)
        endings = bool(_in_play(catalogue, "ending", expansions)) and number % 2 == 0
        quest_cards = "reaper" in expansions and number % 2 == 1  # every other game: the quest cards
        options: dict[str, Any] | None = {"ending": "roll"} if endings else None  # an Alternative Ending
        if quest_cards:
            options = {**(options or {}), "warlock_quests": True}
        setup = Setup.of(*chosen, seed=rng.randrange(2**31), expansions=expansions, options=options)
        game = Game.new(setup, catalogue)
        n, found, ids = playout(game, random.Random(setup.seed), turn_cap=turn_cap)
        totals["actions"] += n
        totals["finished" if game.is_over else "unfinished"] += 1
        problems += [f"game {number}: {p}" for p in found]
        seen |= ids
    elapsed = time.perf_counter() - started
    totals["actions_per_second"] = round(totals["actions"] / elapsed) if elapsed else 0
    totals["invariant_violations"] = len(problems)
    totals["coverage"] = {}
    kinds: tuple[str, ...] = ("adventure", "spell", "space", "character", "warlock-quest")
    if _in_play(catalogue, "ending", expansions):  # an expansion's Alternative Endings
        kinds += ("ending",)
    for kind in kinds:
        ids = {c.id for c in _in_play(catalogue, kind, expansions)}
        totals["coverage"][kind] = {"seen": len(ids & seen), "total": len(ids), "missing": sorted(ids - seen)}
    totals["problems"] = problems[:20]
    return totals
