"""What the table resolves by hand in The Dungeon, each with why (``engine.cards.BY_HAND``).

The engine plays the region, the Treasures and nearly every card, Spell and character of the
box (the other modules of this package); what is left is below. A card or space met here opens
a *by hand* decision (the table makes the changes with ``adjust``, then says ``done``), a Spell
below is held but never offered for casting, and an ability below is the table's to apply.
Each entry says what the engine lacks to play it.
"""

from __future__ import annotations

from engine import cards

SPACE_TEXT = "the space's printed text is not known: the table reads it off the board and plays it"

BY_HAND: dict[str, str] = {
    # the region's spaces (content/data/dungeon/board.yaml): printed texts no source gives
    "space/dungeon/entrance": SPACE_TEXT,
    "space/dungeon/guard-room": SPACE_TEXT,
    "space/dungeon/library": SPACE_TEXT,
    "space/dungeon/cell": SPACE_TEXT,
    "space/dungeon/kitchen": SPACE_TEXT,
    "space/dungeon/monster-pit": SPACE_TEXT,
    "space/dungeon/hall-of-darkness": SPACE_TEXT + " (and no Torch's second die here)",
    # characters (content/data/dungeon/characters.yaml; their cards are not confirmed)
    "character/gypsy/spell-discards": (
        "a Spell from the discard pile: when and how often no source says (public pages and code"
        " searched again): the table plays it from the card"
    ),
    "character/philosopher/unknown": (
        "no source gives the Philosopher's abilities (public pages and code searched again): the"
        " table reads the card"
    ),
}

cards.BY_HAND.update(BY_HAND)
