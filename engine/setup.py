"""The setup of a game: who plays which character, with which options and seed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from content.model import EXPANSIONS
from engine.errors import InvalidState
from engine.options import check_options

__all__ = ["EXPANSIONS", "PlayerSetup", "Setup"]


@dataclass(frozen=True, kw_only=True)
class PlayerSetup:
    name: str
    character: str  # a character id, e.g. character/warrior


@dataclass(frozen=True, kw_only=True)
class Setup:
    """Players in turn order (the first takes the first turn), expansions and the seed."""

    players: tuple[PlayerSetup, ...]
    expansions: tuple[str, ...] = ()
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    first: int = 0  # index of the player who takes the first turn (core rules, Game Setup)

    def __post_init__(self) -> None:
        if not 1 <= len(self.players) <= 6:
            raise InvalidState(f"a game has 1 to 6 players, got {len(self.players)}")
        if not 0 <= self.first < len(self.players):
            raise InvalidState(f"first player {self.first} is not one of the {len(self.players)} players")
        characters = [p.character for p in self.players]
        if len(set(characters)) != len(characters):
            raise InvalidState(f"each character can be played once: {characters}")
        unknown = [e for e in self.expansions if e not in EXPANSIONS]
        if unknown:
            raise InvalidState(f"unknown expansion(s) {unknown}; known: {', '.join(EXPANSIONS)}")
        check_options(self.options)  # the alternative rules (engine.options)
        if self.options.get("warlock_quests") and "reaper" not in self.expansions:
            raise InvalidState("the Warlock Quest cards come with The Reaper: add the reaper expansion")

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "character": p.character} for p in self.players],
            "expansions": list(self.expansions),
            "seed": self.seed,
            "options": dict(self.options),
            "first": self.first,
        }

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        """Raises: InvalidState when the mapping is not a setup."""
        if not isinstance(data, dict):
            raise InvalidState(f"not a game setup: expected a mapping with players, got {data!r}")
        if not isinstance(data.get("players"), list) or not all(
            isinstance(p, dict) and "name" in p and "character" in p for p in data["players"]
        ):
            raise InvalidState("not a game setup: 'players' must be a list of {name, character}")
        try:
            players = tuple(PlayerSetup(name=p["name"], character=p["character"]) for p in data["players"])
            return cls(
                players=players,
                expansions=tuple(data.get("expansions", ())),
                seed=data.get("seed"),
                options=dict(data.get("options") or {}),
                first=int(data.get("first", 0)),
            )
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            if isinstance(exc, InvalidState):
                raise
            raise InvalidState(f"not a game setup: {exc!r}") from exc

    @classmethod
    def of(
        cls,
        *characters: str,
        seed: int | None = None,
        expansions: tuple[str, ...] = (),
        options: dict[str, Any] | None = None,
    ) -> Setup:
        """A quick setup: players named P1, P2, ... playing the given characters."""
        players = tuple(PlayerSetup(name=f"P{i + 1}", character=c) for i, c in enumerate(characters))
        return cls(players=players, seed=seed, expansions=expansions, options=dict(options or {}))
