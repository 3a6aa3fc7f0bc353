"""The battle helper: attack scores and the exact odds of a battle or psychic combat.

Core rulebook "Resolving Battles vs. Creatures": each side rolls one die and adds it to its
Strength (Craft in psychic combat); the higher attack score wins, equal scores are a
stand-off. The character may pay one fate to reroll his own attack roll after both dice are
seen. Blood Moon "Time Card": by Day a creature's attack score is 1 lower (never below 1),
by Night 1 higher, for each Enemy fighting.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

FACES = range(1, 7)
REROLL_POLICIES = ("never", "on-loss", "unless-won")


@dataclass(frozen=True)
class Odds:
    win: Fraction
    stand_off: Fraction
    lose: Fraction

    def percent(self) -> tuple[str, str, str]:
        return tuple(f"{float(p) * 100:.1f}%" for p in (self.win, self.stand_off, self.lose))  # type: ignore[return-value]


def time_modifier(time: str | None, enemies: int = 1) -> int:
    """What Day or Night adds to the creatures' attack score."""
    return {"day": -enemies, "night": enemies}.get(time or "", 0)


def creature_score(strength: int, roll: int, modifier: int = 0) -> int:
    return max(1, strength + roll + modifier) if modifier < 0 else strength + roll + modifier


def outcome(character_score: int, opponent_score: int) -> str:
    if character_score > opponent_score:
        return "win"
    if character_score < opponent_score:
        return "lose"
    return "stand-off"


def odds(character: int, opponent: int, *, modifier: int = 0, reroll: str = "never") -> Odds:
    """Exact chances for a character of attack value ``character`` against ``opponent``.

    ``reroll`` is when the character spends fate on his own die: ``never``, ``on-loss``, or
    ``unless-won`` (a loss or a stand-off).

    Raises:
        ValueError: an unknown reroll policy.
    """
    return odds_after(character, opponent, modifier=modifier, reroll=reroll)


def odds_after(
    character: int,
    opponent: int,
    *,
    character_roll: int | None = None,
    opponent_roll: int | None = None,
    modifier: int = 0,
    reroll: str = "never",
) -> Odds:
    """The chances once some dice are known (None: not rolled yet); a reroll is a fresh die.

    Raises:
        ValueError: an unknown reroll policy or a die outside 1-6.
    """
    if reroll not in REROLL_POLICIES:
        raise ValueError(f"reroll must be one of {', '.join(REROLL_POLICIES)}, not {reroll!r}")
    for die in (character_roll, opponent_roll):
        if die is not None and die not in FACES:
            raise ValueError(f"a die shows 1 to 6, not {die}")
    retried = {"never": (), "on-loss": ("lose",), "unless-won": ("lose", "stand-off")}[reroll]
    mine_faces = [character_roll] if character_roll else list(FACES)
    their_faces = [opponent_roll] if opponent_roll else list(FACES)
    totals = {"win": Fraction(0), "stand-off": Fraction(0), "lose": Fraction(0)}
    for their_roll in their_faces:
        weight = Fraction(1, len(their_faces))
        theirs = creature_score(opponent, their_roll, modifier)
        fresh = {"win": Fraction(0), "stand-off": Fraction(0), "lose": Fraction(0)}
        for mine in FACES:
            fresh[outcome(character + mine, theirs)] += Fraction(1, 6)
        for mine in mine_faces:
            p = weight / len(mine_faces)
            result = outcome(character + mine, theirs)
            if result in retried:
                for again, q in fresh.items():
                    totals[again] += p * q
            else:
                totals[result] += p
    return Odds(win=totals["win"], stand_off=totals["stand-off"], lose=totals["lose"])


@dataclass(frozen=True, kw_only=True)
class BattleView:
    """What the Battle helper screen shows."""

    character_label: str
    opponent_label: str
    character_score: str
    opponent_score: str
    result: str
    odds: tuple[str, str, str]
    odds_reroll: tuple[str, str, str] | None
    reroll_note: str


def battle_view(
    *,
    character: int,
    opponent: int,
    psychic: bool = False,
    time: str | None = None,
    enemies: int = 1,
    fate: int = 0,
    character_roll: int | None = None,
    opponent_roll: int | None = None,
) -> BattleView:
    """Scores for the rolls entered so far and the odds before rolling, worded for the screen."""
    stat = "Craft" if psychic else "Strength"
    modifier = time_modifier(time, enemies)
    mine = character + character_roll if character_roll else None
    theirs = creature_score(opponent, opponent_roll, modifier) if opponent_roll else None
    result = "Enter both dice"
    if mine is not None and theirs is not None:
        result = {"win": "You win", "lose": "You lose a life", "stand-off": "Stand-off"}[
            outcome(mine, theirs)
        ]
        if outcome(mine, theirs) != "win" and fate > 0:
            result += " - you may pay 1 fate to reroll"
    time_note = {1: " (+1 Night)", -1: " (-1 Day)"}.get(
        modifier, f" ({modifier:+d} time)" if modifier else ""
    )
    with_fate = odds(character, opponent, modifier=modifier, reroll="on-loss") if fate > 0 else None
    return BattleView(
        character_label=f"You: {stat} {character}",
        opponent_label=f"Opponent: {stat} {opponent}{time_note}",
        character_score="-" if mine is None else str(mine),
        opponent_score="-" if theirs is None else str(theirs),
        result=result,
        odds=odds(character, opponent, modifier=modifier).percent(),
        odds_reroll=with_fate.percent() if with_fate else None,
        reroll_note="rerolling a loss with 1 fate" if with_fate else "no fate to reroll",
    )
