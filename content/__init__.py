"""The game's data: every component of Talisman (Revised 4th Edition) as a typed catalogue."""

from content.loader import ContentError, check, counts, load
from content.model import (
    Ability,
    AdventureCard,
    Card,
    Catalogue,
    Character,
    Component,
    Figure,
    PurchaseItem,
    Space,
    Spell,
    SupplyItem,
)

__all__ = [
    "Ability",
    "AdventureCard",
    "Card",
    "Catalogue",
    "Character",
    "Component",
    "ContentError",
    "Figure",
    "PurchaseItem",
    "Space",
    "Spell",
    "SupplyItem",
    "check",
    "counts",
    "load",
]
