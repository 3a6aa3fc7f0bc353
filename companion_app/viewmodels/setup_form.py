"""The alternative rules part of the Setup screen as plain values: which choices are on, and
for Sudden Death by count, how many rounds. The choices are the engine's own list
(``engine.option_choices``); a round is one turn for each player.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.option_choices import CHOICES, OptionChoice, options_for

ROUNDS = (5, 10, 15, 20, 30)  # what the Setup screen offers for Sudden Death by count
DEFAULT_ROUNDS = 10


def group(choice: OptionChoice) -> str | None:
    """Choices for one rule exclude each other: their shared group name, else None."""
    return choice.key if sum(c.key == choice.key for c in CHOICES) > 1 else None


def rounds_label(rounds: int) -> str:
    return f"Stop after {rounds} rounds"


def rounds_of(label: str) -> int:
    """The number in a rounds label ("Stop after 10 rounds" -> 10)."""
    return next((n for n in ROUNDS if rounds_label(n) == label), DEFAULT_ROUNDS)


@dataclass(frozen=True)
class RulesChosen:
    """The alternative rules a table picked, and the rounds a count game lasts."""

    chosen: tuple[OptionChoice, ...] = ()
    rounds: int = DEFAULT_ROUNDS

    def options(self, players: int) -> dict[str, Any]:
        """The engine's ``Setup.options`` (a count game lasts ``rounds`` turns per player).

        Raises:
            engine.errors.InvalidState: two choices that exclude each other.
        """
        return options_for(self.chosen, turns=self.rounds * players)

    def summary(self) -> str:
        """One line for the button that opens the list ("Alternative rules: none")."""
        if not self.chosen:
            return "Alternative rules: none"
        names = [c.label.split(" (")[0] for c in self.chosen]
        if len(names) > 2:
            return f"Alternative rules: {len(names)} chosen"
        return "Alternative rules: " + ", ".join(names)
