"""What the Setup screen produces: players, characters, figures and options.

Dealing follows the core rulebook "Game Setup" step 5: one character dealt at random, or
(the rulebook's option) three dealt to each player to choose from; players may also pick.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
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

# The names an earlier version of the app stored for the alternative rules, and the engine's
# option each stands for (engine.option_choices lists the engine's own).
LEGACY_OPTIONS: Mapping[str, tuple[str, Any]] = {
    "evade_unfriendly": ("evade_individuals", True),
    "trophies_6": ("trophy_points", 6),
    "trophies_5": ("trophy_points", 5),
    "easy_command_spell": ("easier_command_spell", True),
}


class SetupError(ValueError):
    """The setup cannot start a game; the message says what to fix."""


@dataclass(frozen=True, kw_only=True)
class PlayerSetup:
    name: str
    character: str
    tablet: bool = False  # the tablet plays this seat (rules games: engine.sensible decides)


@dataclass(frozen=True, kw_only=True)
class TableSetup:
    players: tuple[PlayerSetup, ...]
    first_player: int = 0
    # the boxes played beside the core game (their box.yaml keys); None: every declared box
    expansions: tuple[str, ...] | None = None
    # the engine's alternative rules (engine.option_choices); a list of flag names is accepted
    options: Mapping[str, Any] = field(default_factory=dict)
    mode: str = "free"
    seed: int = 0
    # printed values this device had read off the table's cards when the game began (rules
    # games; engine.readings); None in games saved before the app kept them
    readings: Mapping[str, Mapping[str, int]] | None = None

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
        object.__setattr__(self, "options", engine_options(self.options))
        if self.expansions is None:
            object.__setattr__(self, "expansions", declared_boxes())
        elif isinstance(self.expansions, str) or not all(isinstance(e, str) for e in self.expansions):
            raise SetupError(f"the boxes are a list of names, not {self.expansions!r}")
        else:
            object.__setattr__(self, "expansions", tuple(self.expansions))
        if self.mode not in MODES:
            raise SetupError(f"mode must be one of {', '.join(MODES)}, not {self.mode!r}")
        if any(p.tablet for p in self.players):
            if self.mode != "engine":
                raise SetupError(
                    "the tablet plays a seat only when the rules are checked: choose Rules checked"
                )
            if all(p.tablet for p in self.players):
                raise SetupError("at least one seat is played by people at the table")

    @property
    def tablet_seats(self) -> frozenset[int]:
        """The seats the tablet plays (their places in turn order)."""
        return frozenset(n for n, p in enumerate(self.players) if p.tablet)

    @property
    def boxes(self) -> tuple[str, ...]:
        """The boxes in play beside the core game (``expansions``, never None once made)."""
        return self.expansions or ()

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [
                {"name": p.name, "character": p.character, **({"tablet": True} if p.tablet else {})}
                for p in self.players
            ],
            "first": self.first_player,  # the engine's name for it: one setup line for both
            "expansions": list(self.boxes),
            "options": dict(self.options),
            "mode": self.mode,
            "seed": self.seed,
            **({} if self.readings is None else {"readings": {k: dict(v) for k, v in self.readings.items()}}),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableSetup:
        """Raises SetupError on a malformed setup."""
        try:
            return cls(
                players=tuple(
                    PlayerSetup(
                        name=str(p["name"]), character=str(p["character"]), tablet=p.get("tablet") is True
                    )
                    for p in data["players"]
                ),
                first_player=int(data.get("first", data.get("first_player", 0))),  # (older saves)
                expansions=_saved_boxes(data),
                options=data.get("options") or {},
                mode=str(data.get("mode", "free")),
                seed=int(data.get("seed", 0)),
                readings=_readings(data.get("readings")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, SetupError):
                raise
            raise SetupError(f"malformed setup: {exc!r}") from exc


def declared_boxes() -> tuple[str, ...]:
    """Every box the game data declares beside the core game (``content/data/<box>/box.yaml``)."""
    import content

    return content.load().complete


def _saved_boxes(data: Mapping[str, Any]) -> tuple[str, ...] | None:
    """The boxes of a saved setup. A save from before the box list kept one flag per figure
    (``reaper``, ``werewolf``: each box's ``saved_as`` in its box.yaml), both on by default."""
    listed = data.get("expansions")
    if listed is not None:
        if not isinstance(listed, list | tuple):
            raise SetupError(f"malformed setup: the boxes are a list, not {listed!r}")
        return tuple(str(e) for e in listed)
    import content

    catalogue = content.load()
    return tuple(
        b.key
        for b in catalogue.boxes
        if b.saved_as and b.key in catalogue.expansions and data.get(b.saved_as, True)
    )


def _readings(data: Any) -> dict[str, dict[str, int]] | None:
    """A saved setup's printed values (checked again by the engine when the game is made)."""
    if data is None:
        return None
    if not isinstance(data, Mapping) or not all(isinstance(v, Mapping) for v in data.values()):
        raise SetupError("malformed setup: the printed values are not a mapping of cards")
    return {str(card): dict(values) for card, values in data.items()}


def engine_options(chosen: Mapping[str, Any] | Iterable[str]) -> dict[str, Any]:
    """The engine's options from a mapping or from flag names (an older save's names too).

    Raises:
        SetupError: an option or value the engine does not know.
    """
    from engine.errors import InvalidState
    from engine.option_choices import CHOICES, STOP_AFTER
    from engine.options import check_options

    pairs = chosen.items() if isinstance(chosen, Mapping) else ((key, True) for key in chosen)
    options: dict[str, Any] = {}
    for key, value in pairs:
        key, value = LEGACY_OPTIONS.get(str(key), (str(key), value))
        if key == "trophy_points" and key in options:
            value = min(value, options[key])  # an old save with both: the cheaper trade
        options[key] = value
    try:
        check_options(options)
    except InvalidState as exc:
        unknown = sorted(set(options) - {c.key for c in CHOICES} - {STOP_AFTER})
        if unknown:
            raise SetupError(f"unknown alternative rule: {', '.join(unknown)}") from exc
        raise SetupError(str(exc)) from exc
    return options


def in_the_box(characters: Mapping[str, Any], expansions: Sequence[str]) -> list[str]:
    """The characters a game with these expansions may deal: the core box's and theirs."""
    return sorted(
        key
        for key, facts in characters.items()
        if getattr(facts, "expansion", "core") in ("core", *expansions)
    )


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
