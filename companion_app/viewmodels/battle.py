"""The battle helper: attack scores and the exact odds of a battle or psychic combat.

Core rulebook "Resolving Battles vs. Creatures": each side rolls one die and adds it to its
Strength (Craft in psychic combat); the higher attack score wins, equal scores are a
stand-off (the Warrior throws two dice in battle and the better counts). The character may
pay one fate to reroll his own attack roll after both dice are seen. Blood Moon "Time Card":
by Day a creature's attack score is 1 lower (never below 1), by Night 1 higher, for each
Enemy fighting.
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


def best_of(dice: int) -> list[tuple[int, Fraction]]:
    """The chance of each attack roll when ``dice`` dice are thrown and the best counts
    (the Warrior throws two in battle): P(best = k) = (k^n - (k-1)^n) / 6^n."""
    if dice < 1:
        raise ValueError(f"at least one die is thrown, not {dice}")
    return [(k, Fraction(k**dice - (k - 1) ** dice, 6**dice)) for k in FACES]


def roll_distribution(dice: int, known: tuple[int, ...] = ()) -> list[tuple[int, Fraction]]:
    """The chance of each attack roll when some of its ``dice`` already show ``known``."""
    left = dice - len(known)
    floor = max(known, default=0)
    if left <= 0:
        return [(floor, Fraction(1))]
    out: dict[int, Fraction] = {}
    for k, q in best_of(left):
        out[max(k, floor)] = out.get(max(k, floor), Fraction(0)) + q
    return sorted(out.items())


def odds_after(
    character: int,
    opponent: int,
    *,
    character_roll: int | None = None,
    opponent_roll: int | None = None,
    modifier: int = 0,
    reroll: str = "never",
    character_dice: int = 1,
    opponent_dice: int = 1,
    character_known: tuple[int, ...] = (),
    opponent_known: tuple[int, ...] = (),
) -> Odds:
    """The chances once some attack rolls are known (None: not rolled yet); a reroll is a fresh
    roll. ``*_dice``: dice thrown for that side's attack roll, the best counting; ``*_known``:
    those of them already thrown while the roll is still open.

    Raises:
        ValueError: an unknown reroll policy, a die outside 1-6 or fewer than one die.
    """
    return odds_of_scores(
        tuple(character + face for face in FACES),
        tuple(creature_score(opponent, face, modifier) for face in FACES),
        character_roll=character_roll,
        opponent_roll=opponent_roll,
        reroll=reroll,
        character_dice=character_dice,
        opponent_dice=opponent_dice,
        character_known=character_known,
        opponent_known=opponent_known,
    )


def odds_of_scores(
    character_scores: tuple[int, ...],
    opponent_scores: tuple[int, ...],
    *,
    character_roll: int | None = None,
    opponent_roll: int | None = None,
    reroll: str = "never",
    character_dice: int = 1,
    opponent_dice: int = 1,
    character_known: tuple[int, ...] = (),
    opponent_known: tuple[int, ...] = (),
) -> Odds:
    """``odds_after`` for attack scores given per attack roll (1 to 6) on each side, as the
    engine computes them (``engine.fight_view``).

    Raises:
        ValueError: an unknown reroll policy, a die outside 1-6 or fewer than one die.
    """
    if reroll not in REROLL_POLICIES:
        raise ValueError(f"reroll must be one of {', '.join(REROLL_POLICIES)}, not {reroll!r}")
    for die in (character_roll, opponent_roll, *character_known, *opponent_known):
        if die is not None and die not in FACES:
            raise ValueError(f"a die shows 1 to 6, not {die}")
    retried = {"never": (), "on-loss": ("lose",), "unless-won": ("lose", "stand-off")}[reroll]
    fresh_mine = best_of(character_dice)
    mine_faces = (
        [(character_roll, Fraction(1))]
        if character_roll
        else roll_distribution(character_dice, character_known)
    )
    their_faces = (
        [(opponent_roll, Fraction(1))] if opponent_roll else roll_distribution(opponent_dice, opponent_known)
    )
    totals = {"win": Fraction(0), "stand-off": Fraction(0), "lose": Fraction(0)}
    for their_roll, weight in their_faces:
        theirs = opponent_scores[their_roll - 1]
        fresh = {"win": Fraction(0), "stand-off": Fraction(0), "lose": Fraction(0)}
        for mine, q in fresh_mine:
            fresh[outcome(character_scores[mine - 1], theirs)] += q
        for mine, q in mine_faces:
            p = weight * q
            result = outcome(character_scores[mine - 1], theirs)
            if result in retried:
                for again, r in fresh.items():
                    totals[again] += p * r
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
    name: str | None = None,
) -> BattleView:
    """Scores for the rolls entered so far and the odds before rolling, worded for the screen
    (``name``: the fighting character's player, else "You")."""
    stat = "Craft" if psychic else "Strength"
    modifier = time_modifier(time, enemies)
    mine = character + character_roll if character_roll else None
    theirs = creature_score(opponent, opponent_roll, modifier) if opponent_roll else None
    result = "Enter both dice"
    if mine is not None and theirs is not None:
        who, lose, win = (name, "loses", "wins") if name else ("You", "lose", "win")
        result = {"win": f"{who} {win}", "lose": f"{who} {lose} a life", "stand-off": "Stand-off"}[
            outcome(mine, theirs)
        ]
        if outcome(mine, theirs) != "win" and fate > 0:
            result += f" - {who.lower() if who == 'You' else who} may pay 1 fate to reroll"
    time_note = {1: " (+1 Night)", -1: " (\N{MINUS SIGN}1 Day)"}.get(
        modifier, f" ({modifier:+d} time)" if modifier else ""
    )
    with_fate = odds(character, opponent, modifier=modifier, reroll="on-loss") if fate > 0 else None
    return BattleView(
        character_label=f"{name or 'You'}: {stat} {character}",
        opponent_label=f"{'Foe' if name else 'Opponent'}: {stat} {opponent}{time_note}",
        character_score="-" if mine is None else str(mine),
        opponent_score="-" if theirs is None else str(theirs),
        result=result,
        odds=odds(character, opponent, modifier=modifier).percent(),
        odds_reroll=with_fate.percent() if with_fate else None,
        reroll_note="rerolling a loss with 1 fate" if with_fate else "no fate to reroll",
    )
