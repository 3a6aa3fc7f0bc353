"""The fight a rules game is in, for the battle helper and the Turn screen: both sides' values
(the engine's own, read by ``engine.fight_view`` without changing the game), the dice entered
so far, the attack scores and the exact chance to win.

Core rulebook "Battles": each side rolls one die and adds it to its Strength (Craft in psychic
combat); the higher attack score wins, equal scores are a stand-off; the character may pay
1 fate to roll his own die again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion_app.viewmodels.battle import Odds, odds_of_scores

MINUS = "\N{MINUS SIGN}"


@dataclass(frozen=True, kw_only=True)
class EngineBattle:
    """One fight in progress: the attacker (the character whose turn it is) and the foe."""

    character: str
    foe: str
    stat: str  # "Strength" or "Craft"
    character_value: int
    foe_value: int
    character_roll: int | None
    foe_roll: int | None
    character_score: int | None
    foe_score: int | None
    fate: int  # the attacker's fate
    stage: str  # engine.fight_view's: "choose", "attacker's die", "defender's die", "fate", ...
    odds: Odds  # the attacker's chances as things stand
    odds_reroll: Odds | None  # ... when he pays fate to reroll a loss (None: he cannot)
    fight: Any  # the engine's ``Fight``: parts, dice thrown, notes


def engine_battle(game: Any) -> EngineBattle | None:
    """The fight the game is in now, or None outside a fight."""
    from engine.fight_view import current_fight

    fight = current_fight(game)
    if fight is None:
        return None
    me, foe = fight.attacker, fight.defender
    fate = game.state.players[me.player].fate

    def chances(reroll: str) -> Odds:
        return odds_of_scores(
            me.scores,
            foe.scores,
            character_roll=me.roll,
            opponent_roll=foe.roll,
            reroll=reroll,
            character_dice=me.dice,
            opponent_dice=foe.dice,
            character_known=me.thrown if me.roll is None else (),
            opponent_known=foe.thrown if foe.roll is None else (),
        )

    return EngineBattle(
        character=me.name,
        foe=foe.name,
        stat="Craft" if fight.stat == "craft" else "Strength",
        character_value=me.value,
        foe_value=foe.value,
        character_roll=me.roll,
        foe_roll=foe.roll,
        character_score=me.score,
        foe_score=foe.score,
        fate=fate,
        stage=fight.stage,
        odds=chances("never"),
        odds_reroll=chances("on-loss") if fate > 0 and not fight.rerolled else None,
        fight=fight,
    )


def value_words(parts: Any) -> str:
    """An attack value part by part: "Strength 4, +1 Sword, −1 Day"."""
    words = []
    for i, part in enumerate(parts):
        if i == 0:
            words.append(f"{part.label} {part.value}")
        else:
            sign = "+" if part.value >= 0 else MINUS
            words.append(f"{sign}{abs(part.value)} {part.label}")
    return ", ".join(words)


def dice_words(name: str, side: Any) -> str:
    """The dice entered for one side: "Ann's die: 5", "Ann's dice: 5, 1 (the 5 counts)"."""
    if not side.thrown:
        return f"{name}'s {'die' if side.dice == 1 else 'dice'}: not rolled yet"
    if side.dice == 1 and len(side.thrown) == 1:
        return f"{name}'s die: {side.thrown[0]}"
    shown = ", ".join(str(d) for d in side.thrown)
    if side.roll is None:
        return f"{name}'s dice: {shown} (die {len(side.thrown) + 1} of {side.dice} to come)"
    return f"{name}'s dice: {shown} (the {side.roll} counts)"
