"""The alternative rules a table may choose before play, each with a short name in plain words.

One list for every front end (the app's Setup screen reads it): each choice is one key and
value of ``Setup.options`` (``engine.options`` checks them). Choices sharing a key exclude each
other (trophies at 6 or at 5; Sudden Death at the Crown or by count). Core rulebook,
"Alternative Rules" and "Alternative Rules for Faster Play".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import content
from content.model import CORE, Catalogue
from engine.errors import InvalidState
from engine.options import check_options

STOP_AFTER = "stop_after_turn"  # the number of turns a Sudden Death game by count lasts


@dataclass(frozen=True)
class OptionChoice:
    """One alternative rule as a table chooses it: ``options[key] = value``."""

    key: str
    value: bool | int | str
    label: str
    deck: str | None = None  # offered only when a box in play has this deck (the endings)

    def offered_with(self, boxes: Iterable[str], catalogue: Catalogue | None = None) -> bool:
        """Whether a game with these boxes (the core game's always in) offers the choice: an
        option a box declares (its ``box.yaml`` ``options``) comes with that box, a choice of a
        deck's rules with a box that has the deck."""
        declared = (catalogue or content.load()).boxes
        playing = [b for b in declared if b.key == CORE or b.key in boxes]
        if self.deck is not None:
            return any(self.deck in b.decks for b in playing)
        owners = [b for b in declared if self.key in b.options]
        return not owners or any(b in playing for b in owners)

    @property
    def needs_turns(self) -> bool:
        """The game stops after a number of turns the table agrees on (Sudden Death by count)."""
        return self.key == "sudden_death" and self.value == "count"


CHOICES: tuple[OptionChoice, ...] = (
    OptionChoice("evade_individuals", True, "Evade unfriendly individuals"),
    OptionChoice("inherited_items", True, "Inherited items"),
    OptionChoice("trophy_points", 6, "Trade trophies at 6"),
    OptionChoice("trophy_points", 5, "Trade trophies at 5"),
    OptionChoice("starting_bonus", True, "Starting bonus (+1 Strength or Craft)"),
    OptionChoice("bloodbath", True, "Talisman bloodbath"),
    OptionChoice("easier_command_spell", True, "Easier Command Spell"),
    OptionChoice("sudden_death", "crown", "Sudden death: first to the Crown wins"),
    OptionChoice("sudden_death", "count", "Sudden death: most gains when time is up"),
    # The boxes' own options (digital rulebook: "Warlock Quest Cards", offered with the box
    # whose box.yaml lists it; "Alternative Endings", hidden or revealed, or a die decides,
    # offered with a box that has Alternative Ending cards).
    OptionChoice("warlock_quests", True, "Warlock Quest cards"),
    OptionChoice("ending", "roll", "Alternative Ending: a die decides", "ending"),
    OptionChoice("ending", "hidden", "Alternative Ending, hidden", "ending"),
    OptionChoice("ending", "revealed", "Alternative Ending, revealed", "ending"),
)


def choices(expansions: Iterable[str] = ()) -> list[tuple[str, str]]:
    """Every choice for a game with these expansions as (key, label), in the order a setup
    screen lists them."""
    boxes = tuple(expansions)
    return [(c.key, c.label) for c in CHOICES if c.offered_with(boxes)]


def options_for(chosen: Iterable[OptionChoice], *, turns: int | None = None) -> dict[str, Any]:
    """The ``Setup.options`` for these choices; ``turns`` is how many turns (every player's
    turn counts) a Sudden Death game by count lasts.

    Raises:
        InvalidState: two choices for one key, or a count game without a number of turns.
    """
    options: dict[str, Any] = {}
    for choice in chosen:
        if choice.key in options and options[choice.key] != choice.value:
            raise _clash(choice.key)
        options[choice.key] = choice.value
        if choice.needs_turns and turns is not None:
            options[STOP_AFTER] = turns
    check_options(options)
    return options


def _clash(key: str) -> InvalidState:
    names = " or ".join(c.label for c in CHOICES if c.key == key)
    return InvalidState(f"choose one of: {names}")


def chosen_in(options: dict[str, Any]) -> list[OptionChoice]:
    """The choices a ``Setup.options`` mapping holds (the inverse of ``options_for``)."""
    return [c for c in CHOICES if c.key in options and options[c.key] == c.value]
