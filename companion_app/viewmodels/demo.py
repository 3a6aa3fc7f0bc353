"""A demo game in the middle of play, for the screenshot and the benchmarks."""

from __future__ import annotations

from typing import Any

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import TableData

CAST = (("Ann", "character/warrior"), ("Bram", "character/wizard"), ("Cleo", "character/elf"),
        ("Dev", "character/troll"))  # fmt: skip


def demo_setup(data: TableData) -> TableSetup:
    """Four players; the Reaper and the Werewolf with Day and Night; second round, Cleo to play."""
    available = [c for c in CAST if c[1] in data.characters]
    spare = iter(sorted(set(data.characters) - {c for _, c in available}))
    players = [PlayerSetup(name=n, character=c) for n, c in available]
    while len(players) < 4:
        players.append(PlayerSetup(name=CAST[len(players)][0], character=next(spare)))
    return TableSetup(players=tuple(players), options=frozenset({"starting_bonus"}))


def demo_actions(data: TableData) -> list[dict[str, Any]]:
    """Round one played out with a few gains and losses, a card left on a space, Night fallen."""

    def adj(player: int, stat: str, delta: int) -> dict[str, Any]:
        return {"type": "adjust", "player": player, "stat": stat, "delta": delta}

    first = next(iter(data.board_regions()), "")  # the outermost region, where everyone starts
    spaces = [s.id for s in data.region(first)] or list(data.spaces)
    at = {n: spaces[min(n, len(spaces) - 1)] for n in (2, 5, 8, 15, 19)}
    return [
        adj(0, "strength_counters", 1),
        adj(1, "craft_counters", 1),
        adj(2, "strength_counters", 1),
        adj(3, "strength_counters", 1),
        {"type": "roll", "die": 3},
        {"type": "adjust", "move": 0, "to": at[5]},
        adj(0, "objects", 1),
        adj(0, "strength_items", 1),
        {"type": "end_turn"},
        {"type": "roll", "die": 2},
        {"type": "adjust", "move": 1, "to": at[2]},
        adj(1, "spells", 2),
        {"type": "card", "op": "place", "space": at[2], "card": "adventure/giant"},
        {"type": "end_turn"},
        {"type": "roll", "die": 1},
        {"type": "adjust", "move": 2, "to": at[8]},
        adj(2, "lives", -1),
        adj(2, "gold", 2),
        {"type": "adjust", "time": "night"},
        *(
            {"type": "adjust", "move": f.word, "to": at[n]}
            for f, n in zip(data.figures.values(), (15, 19), strict=False)
        ),
        {"type": "end_turn"},
        {"type": "roll", "die": 6},
        adj(3, "fate", -1),
        adj(3, "toad_turns", 3),
        {"type": "end_turn"},
        adj(0, "followers", 1),
        adj(0, "craft_items", 1),
        {"type": "end_turn"},
        {"type": "roll", "die": 4},
        adj(1, "gold", 1),
        adj(1, "craft_counters", 1),
        {"type": "end_turn"},
    ]
