"""What the table resolves by hand in The Highland, each with why (``engine.cards.BY_HAND``).

The engine plays the box's Adventure cards, Spells, most of its characters' abilities and the
Hand of Doom's die (the other modules of this package); what is left is below. A card or space
met here opens a *by hand* decision (the table makes the changes with ``adjust``, then says
``done``), and an ability below is the table's to apply. Each entry says what the engine lacks
to play it. (The Highland deck's own cards are listed where that deck's rules are.)
"""

from __future__ import annotations

from engine import cards

ENDING = "the ending's text is in no public source: the table plays its printed card"
UNKNOWN_RATE = "no source gives the rate or the price: the table reads the card and adjusts"

BY_HAND: dict[str, str] = {
    # the Alternative Endings (content/data/highland/endings.yaml)
    "ending/battle-royale": ENDING,
    "ending/eagle-king": ENDING,
    # characters (content/data/highland/characters.yaml; their cards are not confirmed)
    "character/alchemist/transmute": "Objects turned into gold: " + UNKNOWN_RATE,
    "character/alchemist/spend-gold": "gold paid for a life, a fate or a Spell: " + UNKNOWN_RATE,
    "character/valkyrie/unknown": "no source gives the Valkyrie's abilities: the table reads the card",
    "character/vampiress/unknown": "no source gives the Vampiress's abilities: the table reads the card",
}

cards.BY_HAND.update(BY_HAND)

# Played by the engine already: the Highlander's optional roll in the Crags and at the Chasm is
# the Dwarf's rule, which answers to the ability's key (engine.handlers.core.abilities_travel).
cards.PLAYED["character/highlander/crags-chasm"] = "optional_roll (the ability's key, as the Dwarf's)"
