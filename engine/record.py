"""What one simulated game leaves for statistics: who played, who won, how long it lasted, what
killed whom and which cards were drawn. ``Recorder`` builds it from the engine's events as the
game is played; ``GameRecord`` is one JSON line of ``talisman sim --record`` and is read back by
``talisman stats --from``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import InvalidState
from engine.state import base_id
from engine.values import Event

if TYPE_CHECKING:
    from engine.game import Game

# what lose_life's ``source`` says when it names no component: the stack tells the rest
_GENERIC = {
    "battle": "a battle",
    "lose": "a card's or space's effect",
    "command spell": "the Command Spell",
}


@dataclass(frozen=True)
class Death:
    """A character killed: its id and what killed it, in words ("Dragon", "Chapel", "Sentinel")."""

    character: str
    cause: str


@dataclass(frozen=True)
class GameRecord:
    """One game's result. ``characters`` are every character played, in the order they came
    into the game (a dead character's player may take another; the first ``players`` began
    it); ``winner`` is a character id,
    None when the game ended without one or did not end (``finished`` False: the turn cap)."""

    game: int
    seed: int
    players: int
    expansions: tuple[str, ...]
    characters: tuple[str, ...]
    winner: str | None
    finished: bool
    turns: int
    actions: int
    deaths: tuple[Death, ...] = ()
    drawn: dict[str, int] = field(default_factory=dict)  # card id (no copy number) -> times drawn
    rounds: int = 0  # rounds begun (each player's turn once); 0 in a record made before rounds
    policy: str = ""  # the simulated players' policy; "" in a record made before policies

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "players": self.players,
            "expansions": list(self.expansions),
            "characters": list(self.characters),
            "winner": self.winner,
            "finished": self.finished,
            "turns": self.turns,
            "actions": self.actions,
            "deaths": [{"character": d.character, "cause": d.cause} for d in self.deaths],
            "drawn": dict(sorted(self.drawn.items())),
            "rounds": self.rounds,
            "policy": self.policy,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Raises: InvalidState naming the first field that is missing or of the wrong type."""
        if not isinstance(data, dict):
            raise InvalidState(f"a game record is a mapping, got {type(data).__name__}")
        whole = {k: _field(data, k, int) for k in ("game", "seed", "players", "turns", "actions")}
        deaths = _field(data, "deaths", list)
        if not all(isinstance(d, dict) and _texts([d.get("character"), d.get("cause")]) for d in deaths):
            raise InvalidState("deaths: each is {character, cause} (texts)")
        drawn = _field(data, "drawn", dict)
        if not all(type(v) is int and v >= 0 for v in drawn.values()):
            raise InvalidState("drawn: each card's count is a whole number")
        winner = data.get("winner")
        if winner is not None and not isinstance(winner, str):
            raise InvalidState("winner: a character id or null")
        rounds = _field(data, "rounds", int) if "rounds" in data else 0  # (older records: none)
        made_by = _field(data, "policy", str) if "policy" in data else ""
        return cls(
            game=whole["game"],
            seed=whole["seed"],
            players=whole["players"],
            expansions=tuple(_text_list(data, "expansions")),
            characters=tuple(_text_list(data, "characters")),
            winner=winner,
            finished=_field(data, "finished", bool),
            turns=whole["turns"],
            actions=whole["actions"],
            deaths=tuple(Death(d["character"], d["cause"]) for d in deaths),
            drawn=dict(drawn),
            rounds=rounds,
            policy=made_by,
        )

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if type(value) is not kind:
        raise InvalidState(f"{key}: expected {kind.__name__}, got {json.dumps(value)[:40]}")
    return value


def _texts(values: Iterable[Any]) -> bool:
    return all(isinstance(v, str) for v in values)


def _text_list(data: dict[str, Any], key: str) -> list[str]:
    value = _field(data, key, list)
    if not _texts(value):
        raise InvalidState(f"{key}: expected a list of texts")
    return list(value)


def _name(g: Game, ref: str) -> str | None:
    base = base_id(ref)
    return g.cat[base].name if base in g.cat else None


def _character_name(g: Game, p: int) -> str:
    """Another character as a cause: "Troll (a character)", not the Troll Enemy card."""
    return f"{_name(g, g.state.players[p].character) or g.state.players[p].name} (a character)"


def _battle_foe(g: Game, p: int, frame: dict[str, Any]) -> str | None:
    """Who ``p`` was fighting in a battle frame: a creature, Enemy cards or another character."""
    if frame.get("p") == p:
        if isinstance(frame.get("creature"), dict):
            return str(frame["creature"].get("name") or "a creature")
        enemies = [n for n in (_name(g, str(e)) for e in frame.get("enemies") or ()) if n]
        if enemies:
            return " and ".join(enemies)
        if isinstance(frame.get("opponent"), int):
            return _character_name(g, frame["opponent"])
    elif frame.get("opponent") == p and isinstance(frame.get("p"), int):
        return _character_name(g, frame["p"])
    return None


def death_cause(g: Game, p: int, source: str, stack: Sequence[dict[str, Any]]) -> str:
    """What killed player ``p``, in words. ``source`` is the ``killed`` event's; ``stack`` is the
    stack as it was before the action (the battle or card that took the last life)."""
    named = _name(g, source)
    if named:
        return named
    for frame in reversed(stack):
        if frame.get("kind") == "battle" and source == "battle":
            foe = _battle_foe(g, p, frame)
            if foe:
                return foe
        elif source != "battle" and frame.get("p") == p:
            for key in ("card", "source", "space"):
                found = _name(g, str(frame.get(key, "")))
                if found:
                    return found
    return _GENERIC.get(source, source.replace("-", " "))


class Recorder:
    """Builds a ``GameRecord`` from each action's events (``seen`` after ``game.apply``, with
    ``stack`` the stack as it was before: a copy, ``tuple(game.state.stack)``, taken then, as
    the stack changes in place)."""

    def __init__(self, game: Game, policy: str = "") -> None:
        self.characters = [ch.character for ch in game.state.players]
        self.deaths: list[Death] = []
        self.drawn: Counter[str] = Counter()
        self.policy = policy
        self.rounds = 1
        self.last = game.state.current  # whose turn it was: a turn back round the table is a round

    def seen(self, game: Game, events: Iterable[Event], stack: Sequence[dict[str, Any]]) -> None:
        for event in events:
            if event.kind == "drew":
                self.drawn[base_id(str(event.args[-1]))] += 1
            elif event.kind == "killed":
                p = int(event.args[0])
                cause = death_cause(game, p, str(event.args[-1]), stack)
                self.deaths.append(Death(game.player(p).character, cause))
            elif event.kind == "new_character":
                self.characters.append(base_id(str(event.args[-1])))
            elif event.kind == "turn":
                nxt = int(event.args[0])
                if nxt < self.last or (nxt == self.last and len(game.state.players) == 1):
                    self.rounds += 1
                self.last = nxt

    def record(self, game: Game, number: int, actions: int) -> GameRecord:
        s = game.state
        winner = s.players[s.winner].character if s.winner is not None and s.winner >= 0 else None
        return GameRecord(
            game=number,
            seed=game.setup.seed or 0,
            players=len(s.players),
            expansions=tuple(game.setup.expansions),
            characters=tuple(dict.fromkeys(self.characters)),
            winner=winner,
            finished=game.is_over,
            turns=s.turn,
            actions=actions,
            deaths=tuple(self.deaths),
            drawn=dict(self.drawn),
            rounds=self.rounds,
            policy=self.policy,
        )
