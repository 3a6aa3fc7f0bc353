"""``talisman replay`` and ``talisman sim``."""

from __future__ import annotations

import argparse
import json
import sys

from engine import log as game_log
from engine.errors import TalismanError
from engine.game import Game
from engine.setup import EXPANSIONS


def describe(game: Game) -> str:
    """The state as a few readable lines."""
    s = game.state
    from engine import character

    lines = [f"turn {s.turn}, player {s.current} to play; time: {s.time}"]
    for ch in s.players:
        status = "dead" if not ch.alive else ("toad" if ch.is_toad else "")
        lines.append(
            f"  {ch.player} {ch.name} ({ch.character}) at {ch.position}: "
            f"Strength {character.strength(game, ch)} Craft {character.craft(game, ch)} "
            f"lives {ch.lives} fate {ch.fate} gold {ch.gold} {ch.alignment} {status}".rstrip()
        )
        for field in ("objects", "followers", "spells", "trophies"):
            if getattr(ch, field):
                lines.append(f"      {field}: {', '.join(getattr(ch, field))}")
    for space, cards in sorted(s.board.items()):
        lines.append(f"  on {space}: {', '.join(cards)}")
    d = game.decision
    who = "chance" if d.is_chance else ("nobody" if d.is_terminal else f"player {d.player}")
    lines.append(f"next: {who} - {d.kind}: {d.prompt}")
    return "\n".join(lines)


def replay_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="talisman replay", description="replay a saved game log")
    parser.add_argument("game", help="GAME.jsonl: the setup line, then one action a line")
    parser.add_argument("--json", action="store_true", help="print the whole state as JSON")
    args = parser.parse_args(argv)
    try:
        setup, actions = game_log.load(args.game)
    except (OSError, TalismanError) as exc:
        print(f"talisman replay: {args.game}: {exc}", file=sys.stderr)
        return 1
    try:
        game = Game.new(setup)
    except TalismanError as exc:
        print(f"talisman replay: {args.game}: the setup line cannot be dealt: {exc}", file=sys.stderr)
        return 1
    for number, action in actions:
        try:
            if isinstance(action, Exception):
                raise action
            game.apply(action)
        except TalismanError as exc:
            print(f"{args.game}:{number}: {exc}", file=sys.stderr)
            return 1
    if args.json:
        print(json.dumps({"state": game.state.to_json(), "decision": game.decision.to_json()}, indent=1))
    else:
        print(describe(game))
    return 0


def sim_main(argv: list[str]) -> int:
    from engine import sim

    parser = argparse.ArgumentParser(prog="talisman sim", description="random playouts checking invariants")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--expansions", default="", help="comma-separated: " + ",".join(EXPANSIONS))
    parser.add_argument("--turn-cap", type=int, default=sim.TURN_CAP)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    expansions = tuple(e for e in args.expansions.split(",") if e)
    bad = [e for e in expansions if e not in EXPANSIONS]
    if bad or not 1 <= args.players <= 6 or args.games < 1:
        print(f"talisman sim: bad arguments (expansions {bad}, players 1-6, games >= 1)", file=sys.stderr)
        return 2
    result = sim.run(args.games, args.players, args.seed, expansions, turn_cap=args.turn_cap)
    if args.json:
        print(json.dumps({k: v for k, v in result.items() if k != "problems"}))
    else:
        for key in (
            "games",
            "finished",
            "unfinished",
            "actions",
            "actions_per_second",
            "invariant_violations",
        ):
            print(f"{key:22} {result[key]}")
        for kind, cov in result["coverage"].items():
            print(f"coverage {kind:13} {cov['seen']}/{cov['total']}")
        for problem in result["problems"]:
            print("  " + problem)
    return 1 if result["invariant_violations"] else 0
