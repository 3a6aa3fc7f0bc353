"""What carried cards add to a character: Strength and Craft bonuses, Weapons, Armour.

Read from the content's ``bonus`` and ``protect`` fields (one source of truth for the
engine, the print kit and the app). Cards whose bonus is only "in battle" are Weapons in the
core game; only the best Weapon counts in one attack (core rulebook, "Weapon and Armour
keywords").
"""

from __future__ import annotations

from dataclasses import dataclass

from content.model import Catalogue
from content.steps import parse_range


@dataclass(frozen=True)
class Bonus:
    strength: int = 0
    craft: int = 0
    battle_only: bool = False
    weapon: bool = False


# (id(catalogue.components), card base id) -> the card's bonus; the catalogue is immutable
# (a game's read values change no bonus, so its ReadCatalogue shares the entries).
_BONUS_CACHE: dict[tuple[int, str], Bonus | None] = {}
_SAVE_CACHE: dict[tuple[int, str], int | None] = {}


def bonus_of(cat: Catalogue, card: str) -> Bonus | None:
    """The Strength/Craft a carried card adds, or None."""
    key = (id(cat.components), card)
    if key not in _BONUS_CACHE:
        comp = cat[card]
        data = comp.bonus
        _BONUS_CACHE[key] = (
            Bonus(
                strength=data.get("strength", 0),
                craft=data.get("craft", 0),
                battle_only=data["when"] != "always",
                weapon="weapon" in getattr(comp, "keywords", ()),
            )
            if data
            else None
        )
    return _BONUS_CACHE[key]


def armour_save(cat: Catalogue, card: str) -> int | None:
    """Armour: after losing a life in battle roll a die; at this number or more the life is kept."""
    key = (id(cat.components), card)
    if key not in _SAVE_CACHE:
        protect = cat[card].protect
        span = parse_range(protect) if protect else None
        _SAVE_CACHE[key] = span[0] if span else None
    return _SAVE_CACHE[key]


# Followers and Objects that raise the carrying limit from four to eight.
MULES = ("adventure/mule", "purchase/mule")
# The Reaper's Horse and Cart: 8 Objects more than the limit.
CARTS = ("adventure/horse-and-cart",)
CART_EXTRA = 8
# The Reaper's Concealed Pouch: neither it nor the one Object it holds counts toward the limit.
POUCHES = ("adventure/concealed-pouch",)
POUCH_EXTRA = 2
# The Dungeon's Bag of Holding (a Treasure): 8 Objects more, while Magic Objects work.
BAGS = ("treasure/bag-of-holding",)
BAG_EXTRA = 8
