"""What carried cards add to a character: Strength and Craft bonuses, Weapons, Armour.

Keyed by the card's base id (several copies share one entry). Cards whose bonus is only
"in battle" are Weapons in the core game; only the best Weapon counts in one attack
(core rulebook, "Weapon and Armour keywords").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Bonus:
    strength: int = 0
    craft: int = 0
    battle_only: bool = False
    weapon: bool = False


BONUSES: dict[str, Bonus] = {
    "adventure/sword": Bonus(strength=1, battle_only=True, weapon=True),
    "purchase/sword": Bonus(strength=1, battle_only=True, weapon=True),
    "adventure/axe": Bonus(strength=1, battle_only=True, weapon=True),
    "purchase/axe": Bonus(strength=1, battle_only=True, weapon=True),
    "adventure/magic-belt": Bonus(strength=1),
    "adventure/unicorn": Bonus(strength=1, craft=1),
    "adventure/solomons-crown": Bonus(craft=2),
}

# Armour: roll a die after losing a life in battle; at this number or more the life is kept.
ARMOUR_SAVE: dict[str, int] = {
    "adventure/armour": 4,
    "purchase/armour": 4,
    "adventure/shield": 5,
    "purchase/shield": 5,
    "adventure/helmet": 6,
    "purchase/helmet": 6,
}

# Followers and Objects that raise the carrying limit from four to eight.
MULES = ("adventure/mule", "purchase/mule")
