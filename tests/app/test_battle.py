"""Battle odds against brute-force enumeration of the dice (core rulebook "Resolving Battles
vs. Creatures", steps 3-5; Blood Moon "Time Card" modifiers)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion_app.viewmodels.battle import battle_view, creature_score, odds, outcome, time_modifier


def enumerate_odds(me: int, them: int, modifier: int, reroll: set[str]) -> dict[str, Fraction]:
    """Every (my die, their die, my reroll die) triple, each equally likely."""
    counts = {"win": 0, "stand-off": 0, "lose": 0}
    for mine, theirs, again in itertools.product(range(1, 7), repeat=3):
        their_score = max(1, them + theirs + modifier) if modifier < 0 else them + theirs + modifier
        result = outcome(me + mine, their_score)
        if result in reroll:
            result = outcome(me + again, their_score)
        counts[result] += 1
    return {k: Fraction(v, 216) for k, v in counts.items()}


@given(st.integers(0, 15), st.integers(0, 15), st.sampled_from([-2, -1, 0, 1, 2]))
def test_odds_match_enumeration(me, them, modifier):
    for policy, rerolled in (("never", set()), ("on-loss", {"lose"}), ("unless-won", {"lose", "stand-off"})):
        got = odds(me, them, modifier=modifier, reroll=policy)
        want = enumerate_odds(me, them, modifier, rerolled)
        assert (got.win, got.stand_off, got.lose) == (want["win"], want["stand-off"], want["lose"])
        assert got.win + got.stand_off + got.lose == 1


def test_known_values():
    even = odds(4, 4)
    assert even.stand_off == Fraction(1, 6) and even.win == even.lose == Fraction(5, 12)
    assert odds(10, 1).win == 1  # 11+ against at most 7
    # a fate reroll on a loss can only help
    assert odds(3, 6, reroll="on-loss").win > odds(3, 6).win


def test_rulebook_example_wizard_and_giant():
    """Core rulebook battle example: Giant (6) rolls 6 = 12; Wizard at 9 rolls 3 = 12, a stand-off."""
    assert outcome(9 + 3, creature_score(6, 6)) == "stand-off"
    assert outcome(9 + 5, creature_score(6, 6)) == "win"


def test_day_never_takes_a_creature_below_one():
    assert creature_score(0, 1, time_modifier("day")) == 1
    assert creature_score(3, 2, time_modifier("night")) == 6
    assert time_modifier("day", enemies=2) == -2 and time_modifier(None) == 0


def test_unknown_reroll_policy():
    with pytest.raises(ValueError, match="reroll must be one of"):
        odds(1, 1, reroll="always")


def test_battle_view_words():
    view = battle_view(character=7, opponent=6, time="night", fate=1, character_roll=3, opponent_roll=4)
    assert view.character_score == "10" and view.opponent_score == "11"
    assert view.result.startswith("You lose a life") and "1 fate to reroll" in view.result
    assert "(+1 Night)" in view.opponent_label
    assert view.odds_reroll is not None
    quiet = battle_view(character=3, opponent=3, psychic=True)
    assert quiet.character_label == "You: Craft 3" and quiet.result == "Enter both dice"
    assert quiet.odds_reroll is None and quiet.odds == ("41.7%", "16.7%", "41.7%")


def test_odds_after_some_dice_are_known():
    """Core rules, Battles: the attack scores are die + Strength; a fate reroll is a fresh die."""
    from fractions import Fraction

    from companion_app.viewmodels.battle import odds, odds_after

    assert odds_after(4, 2) == odds(4, 2)
    assert odds_after(4, 2, character_roll=5).win == 1  # 9 beats 2 + any die
    known = odds_after(4, 2, character_roll=1)  # 5 against 3..8
    assert (known.win, known.stand_off, known.lose) == (Fraction(2, 6), Fraction(1, 6), Fraction(3, 6))
    both = odds_after(4, 2, character_roll=1, opponent_roll=6, reroll="on-loss")  # 5 vs 8: reroll
    assert both.win == Fraction(2, 6) and both.stand_off == Fraction(1, 6)  # a fresh 5 or 6 wins, 4 ties
    with pytest.raises(ValueError, match="a die shows 1 to 6"):
        odds_after(4, 2, character_roll=7)


def test_best_of_two_dice_matches_enumeration():
    """The Warrior's attack roll (the better of two dice) against one die, counted by hand."""
    from itertools import product

    from companion_app.viewmodels.battle import best_of, odds_after

    assert sum(q for _, q in best_of(2)) == 1 and dict(best_of(2))[6] == Fraction(11, 36)
    for mine, theirs in ((4, 2), (4, 7), (3, 3)):
        outcomes = [(mine + max(a, b), theirs + c) for a, b, c in product(range(1, 7), repeat=3)]
        win = Fraction(sum(m > t for m, t in outcomes), len(outcomes))
        stand = Fraction(sum(m == t for m, t in outcomes), len(outcomes))
        got = odds_after(mine, theirs, character_dice=2)
        assert (got.win, got.stand_off) == (win, stand)
    # one of the two dice already shows 5: only the other is open
    partial = odds_after(4, 7, character_dice=2, character_known=(5,))
    outcomes = [(4 + max(5, b), 7 + c) for b, c in product(range(1, 7), repeat=2)]
    assert partial.win == Fraction(sum(m > t for m, t in outcomes), 36)
