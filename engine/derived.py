"""What the rules work out from a catalogue and its board alone, shared by every game played
with them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from content.model import Catalogue

# the last few catalogues (components) and boards (their key)
_DERIVED: list[tuple[Mapping[str, Any], tuple[str, ...], dict[Any, Any]]] = []
KEEP_DERIVED = 4


def derived_from(catalogue: Catalogue, board: tuple[str, ...] = ()) -> dict[Any, Any]:
    """What the rules work out from a catalogue and its board alone (paths on the board, a
    deck's cards): neither ever changes, so every game played with them shares one dictionary
    (``board``: the boxes that add a region, ``content.board.Board.key``); a game's
    ``ReadCatalogue`` shares its components, and so its dictionary (a value worked out from a
    card's printed value names the value read in its key)."""
    components = catalogue.components
    for known, on, derived in _DERIVED:
        if known is components and on == board:
            return derived
    derived = {}
    _DERIVED.insert(0, (components, board, derived))
    del _DERIVED[KEEP_DERIVED:]
    return derived
