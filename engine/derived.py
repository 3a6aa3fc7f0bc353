"""What the rules work out from a catalogue alone, shared by every game played with it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from content.model import Catalogue

_DERIVED: list[tuple[Mapping[str, Any], dict[Any, Any]]] = []  # the last few catalogues (components)
KEEP_DERIVED = 4


def derived_from(catalogue: Catalogue) -> dict[Any, Any]:
    """What the rules work out from a catalogue alone (paths on the board, a deck's cards):
    a catalogue never changes, so every game played with it shares one dictionary; a game's
    ``ReadCatalogue`` shares its components, and so its dictionary (a value worked out from a
    card's printed value names the value read in its key)."""
    components = catalogue.components
    for known, derived in _DERIVED:
        if known is components:
            return derived
    derived = {}
    _DERIVED.insert(0, (components, derived))
    del _DERIVED[KEEP_DERIVED:]
    return derived
