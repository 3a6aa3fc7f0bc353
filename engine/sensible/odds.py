"""Exact battle odds for the sensible players.

Core rulebook, "Battles" and "Psychic Combat": each side's attack score is its attack roll
(the best of its dice) plus its attack value; the higher score wins, equal scores are a
stand-off. ``fight_odds`` reads the fight in progress through ``engine.fight_view`` (the
engine's own scores for each face, so every bonus the engine counts is counted);
``plain_odds`` works the same sum out for a fight not begun (the Sentinel's bridge, a card on a
space), from two attack values alone.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine import fight_view

if TYPE_CHECKING:
    from engine.game import Game

FACES = (1, 2, 3, 4, 5, 6)
Odds = tuple[float, float]  # (win, lose); what is left is a stand-off


@cache
def best_of(dice: int) -> tuple[float, ...]:
    """P(the best of ``dice`` dice is 1..6), as a tuple for the faces 1 to 6."""
    dice = max(1, dice)
    return tuple((k**dice - (k - 1) ** dice) / 6**dice for k in FACES)


def versus(mine: tuple[int, ...], my_dice: int, theirs: tuple[int, ...], their_dice: int) -> Odds:
    """(win, lose) for scores ``mine[face-1]`` against ``theirs[face-1]``."""
    pm, pt = best_of(my_dice), best_of(their_dice)
    win = lose = 0.0
    for a, qa in zip(mine, pm, strict=True):
        for b, qb in zip(theirs, pt, strict=True):
            if a > b:
                win += qa * qb
            elif a < b:
                lose += qa * qb
    return win, lose


@cache
def plain_odds(mine: int, theirs: int, my_dice: int = 1) -> Odds:
    """(win, lose) for attack value ``mine`` (best of ``my_dice``) against ``theirs`` (one die)."""
    return versus(tuple(mine + f for f in FACES), my_dice, tuple(theirs + f for f in FACES), 1)


def fight_odds(g: Game, p: int) -> Odds | None:
    """(win, lose) for player ``p`` in the fight in progress, before the dice; None without one.
    A die that counts as a 6 (Feral Hunger) counts as one; a score that ignores its die (the
    Assassin's) is the same for every face, as ``fight_view`` gives it."""
    fight = fight_view.current_fight(g)
    if fight is None:
        return None
    me, foe = fight.attacker, fight.defender
    if me.player != p:
        me, foe = foe, me
    foe_scores = foe.scores
    if foe.player is None and any("Feral Hunger" in n for n in foe.notes):
        foe_scores = (foe.scores[-1],) * 6
    return versus(me.scores, me.dice, foe_scores, foe.dice)
