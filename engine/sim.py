"""Playouts: chance from a seeded RNG, decisions from a policy (``POLICIES``: the sensible
players of ``engine.sensible``, or the random ones of ``engine.policy`` that lean toward the
Crown), invariants checked after every action. The same seed gives the same result.
Coverage counts the characters played, the spaces characters stood on or moved to, and the
cards drawn."""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any

import content
from content.model import Catalogue, Component
from engine import invariants, policy, sensible
from engine.derived import derived_from
from engine.game import Game
from engine.record import GameRecord, Recorder
from engine.setup import Setup
from engine.state import base_id
from engine.values import Action

TURN_CAP = 400  # a game still going after this many turns is "unfinished"
SEEN_EVENTS = frozenset({"drew", "moved", "new_character", "ending"})  # their last argument is seen
IN_FLIGHT = 8  # games a process may have waiting with --jobs (enough to keep it busy)

Policy = Callable[[Game, random.Random], Action]
# the simulated players by name: ``talisman sim`` and ``talisman stats`` play the first
POLICIES: dict[str, Policy] = {"sensible": sensible.choose, "random": policy.choose}


def random_action(game: Game, rng: random.Random) -> Action:
    """Chance by its probabilities; a player's decision uniformly among the legal actions."""
    if game.decision.is_chance:
        return game.random_chance(rng)
    return rng.choice(game.legal_actions())


def playout(
    game: Game,
    rng: random.Random,
    *,
    turn_cap: int = TURN_CAP,
    check: bool = True,
    recorder: Recorder | None = None,
    choose: Policy = policy.choose,
) -> tuple[int, list[str], set[str]]:
    """Play to the end or the cap with ``choose`` deciding; returns (actions, invariant
    violations, ids seen). A ``recorder`` is shown each action's events (for ``GameRecord``)."""
    actions, problems, seen = 0, [], set()
    watch = invariants.Watch(game) if check else None
    for ch in game.state.players:
        seen.add(ch.character)
        seen.add(ch.position)
    while not game.is_over and game.state.turn <= turn_cap:
        stack = tuple(game.state.stack) if recorder is not None else ()  # (as before the action)
        events = game.apply(choose(game, rng))
        if recorder is not None:
            recorder.seen(game, events, stack)
        for event in events:
            if event.kind in SEEN_EVENTS:
                seen.add(base_id(str(event.args[-1])))
            elif event.kind == "quest":  # a Warlock's quest taken (a quest card's id)
                seen.add(f"warlock-quest/{event.args[-1]}")
        actions += 1
        found = watch.after(game.last_changes) if watch is not None else []
        players = game.state.players
        # where the characters stand, however they got there (a move, a teleport...): those the
        # action changed (the others stand where they stood; everyone when nothing watches)
        for p in watch.players_changed if watch is not None else range(len(players)):
            ch = players[p]
            if ch.alive:
                seen.add(ch.position)
                seen.add(ch.character)
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


@dataclass(frozen=True)
class GameSpec:
    """One game to play: its number in the run, characters in turn order, seed, options and
    the simulated players' policy (a name in ``POLICIES``)."""

    number: int
    characters: tuple[str, ...]
    seed: int
    expansions: tuple[str, ...]
    options: dict[str, Any] | None = None
    turn_cap: int = TURN_CAP
    policy: str = "random"
    keep_log: bool = False  # hand back the game's setup and actions (``talisman sim --save-games``)


@dataclass(frozen=True)
class Played:
    """A game played: its record, the invariant violations found and the ids it covered; with
    ``keep_log``, its setup and actions as a game file holds them."""

    record: GameRecord
    problems: tuple[str, ...] = ()
    seen: frozenset[str] = field(default_factory=frozenset)
    setup: Setup | None = None
    log: tuple[Action, ...] = ()


def specs(
    games: int,
    players: int,
    seed: int,
    expansions: tuple[str, ...],
    catalogue: Catalogue,
    *,
    turn_cap: int = TURN_CAP,
    policy: str = "random",
    keep_log: bool = False,
) -> Iterator[GameSpec]:
    """The run's games in order. Game ``n`` depends only on ``seed`` and ``n`` (one RNG draws
    every game's characters and seed in turn, cheaply, here), never on how many processes play."""
    rng = random.Random(seed)
    characters = [c.id for c in _in_play(catalogue, "character", expansions)]
    endings = bool(_in_play(catalogue, "ending", expansions))
    box_options = [o for b in catalogue.boxes if b.key in expansions for o in b.options]
    for number in range(games):
        chosen = tuple(rng.sample(characters, players))
        options: dict[str, Any] | None = {"ending": "roll"} if endings and number % 2 == 0 else None
        if box_options and number % 2 == 1:  # every other game: the boxes' own options (quests)
            options = {**(options or {}), **dict.fromkeys(box_options, True)}
        yield GameSpec(number, chosen, rng.randrange(2**31), expansions, options, turn_cap, policy, keep_log)


def play(spec: GameSpec, catalogue: Catalogue) -> Played:
    """One game of the run, to its end or the turn cap."""
    setup = Setup.of(*spec.characters, seed=spec.seed, expansions=spec.expansions, options=spec.options)
    if spec.expansions:  # the boxes' unconfirmed printed values are asked, as at a table
        setup = replace(setup, readings={})
    game = Game.new(setup, catalogue)
    recorder = Recorder(game, spec.policy)
    rng = random.Random(setup.seed)
    choose = POLICIES[spec.policy]
    n, found, ids = playout(game, rng, turn_cap=spec.turn_cap, recorder=recorder, choose=choose)
    problems = tuple(f"game {spec.number}: {p}" for p in found)
    kept = (setup, tuple(game.log)) if spec.keep_log else (None, ())
    return Played(recorder.record(game, spec.number, n), problems, frozenset(ids), *kept)


_WORKER: dict[str, Catalogue] = {}  # a worker process's catalogue, loaded once


def _play_in_worker(spec: GameSpec) -> Played:
    if "catalogue" not in _WORKER:
        _WORKER["catalogue"] = content.load()
    return play(spec, _WORKER["catalogue"])


def play_all(games: Iterable[GameSpec], catalogue: Catalogue, *, jobs: int = 1) -> Iterator[Played]:
    """Every game played, in the order given. With ``jobs`` above 1 the games are spread over
    that many processes (forked ones play ``catalogue``; where processes are spawned, as on
    Windows and macOS, each loads the installed content); the results are the same."""
    if jobs <= 1:
        for spec in games:
            yield play(spec, catalogue)
        return
    _WORKER["catalogue"] = catalogue  # a forked worker starts with this one (else it loads its own)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        flight: deque[Future[Played]] = deque()  # a bounded number of games in flight, in order
        for spec in games:
            flight.append(pool.submit(_play_in_worker, spec))
            if len(flight) >= IN_FLIGHT * jobs:
                yield flight.popleft().result()
        while flight:
            yield flight.popleft().result()


def run(
    games: int,
    players: int,
    seed: int,
    expansions: Iterable[str] = (),
    catalogue: Catalogue | None = None,
    *,
    turn_cap: int = TURN_CAP,
    jobs: int = 1,
    on_game: Callable[[GameRecord], None] | None = None,
    policy: str = "random",
    on_log: Callable[[int, Setup, tuple[Action, ...]], None] | None = None,
) -> dict[str, Any]:
    """Totals over ``games`` games played by ``policy``'s players; ``on_game`` is given each
    game's record in game order, and ``on_log`` each game's number, setup and actions (what a
    game file holds)."""
    catalogue = catalogue or content.load()
    expansions = tuple(expansions)
    totals: dict[str, Any] = {"games": games, "finished": 0, "unfinished": 0, "actions": 0}
    problems: list[str] = []
    seen: set[str] = set()
    started = time.perf_counter()
    keep_log = on_log is not None
    planned = specs(
        games, players, seed, expansions, catalogue, turn_cap=turn_cap, policy=policy, keep_log=keep_log
    )
    for played in play_all(planned, catalogue, jobs=jobs):
        totals["actions"] += played.record.actions
        totals["finished" if played.record.finished else "unfinished"] += 1
        problems += played.problems
        seen |= played.seen
        if on_game is not None:
            on_game(played.record)
        if on_log is not None and played.setup is not None:
            on_log(played.record.game, played.setup, played.log)
    elapsed = time.perf_counter() - started
    totals["actions_per_second"] = round(totals["actions"] / elapsed) if elapsed else 0
    totals["invariant_violations"] = len(problems)
    totals["coverage"] = {}
    kinds: tuple[str, ...] = ("adventure", "spell", "space", "character", "warlock-quest")
    if _in_play(catalogue, "ending", expansions):  # an expansion's Alternative Endings
        kinds += ("ending",)
    kinds += tuple(d for d in catalogue.board(expansions).decks if d not in kinds)  # a region's own deck
    for kind in kinds:
        ids = {c.id for c in _in_play(catalogue, kind, expansions)}
        totals["coverage"][kind] = {"seen": len(ids & seen), "total": len(ids), "missing": sorted(ids - seen)}
    totals["problems"] = problems[:20]
    return totals
