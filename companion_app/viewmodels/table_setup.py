"""What the Setup screen produces: players, characters, figures and options.

Dealing follows the core rulebook "Game Setup" step 5: one character dealt at random, or
(the rulebook's option) three dealt to each player to choose from; players may also pick.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEALING = ("random", "three", "pick")
MODES = ("free", "engine")
# What the Setup screen shows for each choice (the keys are what a TableSetup stores).
DEALING_LABELS: Mapping[str, str] = {
    "three": "Deal 3, keep 1",
    "random": "Deal 1 at random",
    "pick": "Players pick",
}
MODE_LABELS: Mapping[str, str] = {"free": "Free tracking", "engine": "Rules checked"}

# Alternative rules from the core rulebook, by key -> short label shown on the Setup screen.
ALTERNATIVE_RULES: Mapping[str, str] = {
    "evade_unfriendly": "Evade unfriendly individuals",
    "inherited_items": "Inherited items",
    "trophies_6": "Trade trophies at 6",
    "trophies_5": "Trade trophies at 5",
    "starting_bonus": "Starting bonus (+1 Strength or Craft)",
    "bloodbath": "Talisman bloodbath",
    "easy_command_spell": "Easier Command Spell",
}


class SetupError(ValueError):
    """The setup cannot start a game; the message says what to fix."""


@dataclass(frozen=True, kw_only=True)
class PlayerSetup:
    name: str
    character: str


@dataclass(frozen=True, kw_only=True)
class TableSetup:
    players: tuple[PlayerSetup, ...]
    first_player: int = 0
    reaper: bool = True
    werewolf: bool = True
    options: frozenset[str] = field(default_factory=frozenset)
    mode: str = "free"
    seed: int = 0

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise SetupError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(self.players)}")
        if not 0 <= self.first_player < len(self.players):
            raise SetupError(
                f"first player {self.first_player} is not one of the {len(self.players)} players"
            )
        characters = [p.character for p in self.players]
        if len(set(characters)) != len(characters):
            raise SetupError("two players have the same character; each character is in the box once")
        if any(not p.name.strip() for p in self.players):
            raise SetupError("every player needs a name")
        unknown = set(self.options) - set(ALTERNATIVE_RULES)
        if unknown:
            raise SetupError(f"unknown alternative rule(s): {', '.join(sorted(unknown))}")
        if self.mode not in MODES:
            raise SetupError(f"mode must be one of {', '.join(MODES)}, not {self.mode!r}")

    @property
    def day_night(self) -> bool:
        """The Time card comes with the Werewolf (Blood Moon)."""
        return self.werewolf

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "character": p.character} for p in self.players],
            "first_player": self.first_player,
            "reaper": self.reaper,
            "werewolf": self.werewolf,
            "options": sorted(self.options),
            "mode": self.mode,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableSetup:
        """Raises SetupError on a malformed setup."""
        try:
            return cls(
                players=tuple(
                    PlayerSetup(name=str(p["name"]), character=str(p["character"])) for p in data["players"]
                ),
                first_player=int(data.get("first_player", 0)),
                reaper=bool(data.get("reaper", True)),
                werewolf=bool(data.get("werewolf", True)),
                options=frozenset(data.get("options", ())),
                mode=str(data.get("mode", "free")),
                seed=int(data.get("seed", 0)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, SetupError):
                raise
            raise SetupError(f"malformed setup: {exc!r}") from exc


def deal(dealing: str, players: int, characters: Sequence[str], *, seed: int) -> list[list[str]]:
    """The characters offered to each player: one each, three each, or every one.

    Raises:
        SetupError: unknown dealing, or too few characters in the box.
    """
    if dealing not in DEALING:
        raise SetupError(f"dealing must be one of {', '.join(DEALING)}, not {dealing!r}")
    if dealing == "pick":
        return [list(characters) for _ in range(players)]
    hand = 1 if dealing == "random" else 3
    if hand * players > len(characters):
        raise SetupError(f"{players} players need {hand * players} characters; the box has {len(characters)}")
    shuffled = list(characters)
    random.Random(seed).shuffle(shuffled)
    return [shuffled[i * hand : (i + 1) * hand] for i in range(players)]
