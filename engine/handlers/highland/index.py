"""What the table resolves by hand in The Highland, each with why (``engine.cards.BY_HAND``).

The engine plays the box's Adventure cards, Spells, most of its characters' abilities and the
Hand of Doom's die (the other modules of this package); what is left is below. A card or space
met here opens a *by hand* decision (the table makes the changes with ``adjust``, then says
``done``), and an ability below is the table's to apply. Each entry says what the engine lacks
to play it. (The Highland deck's own cards are listed where that deck's rules are.)
"""

from __future__ import annotations

from engine import cards

RELIC = "a Relic is not dealt yet: the table keeps the card and plays it by hand"
ENDING = "the ending's text is in no public source: the table plays its printed card"
UNKNOWN_RATE = "no source gives the rate or the price: the table reads the card and adjusts"

BY_HAND: dict[str, str] = {
    # the region's spaces (content/data/highland/board.yaml)
    "space/highland/ruined-mine": "seven results for a die's six faces: the table reads the board",
    "space/highland/mountain-pass": "a draw onto cards lying there, a die for the next move: by hand",
    "space/highland/lost-city/lost": "lost until a move's die shows 4 to 6: the table keeps him there",
    "space/highland/lost-city/armour": "any Armour of the Purchase deck: the table gives it",
    "space/highland/lost-city/weapon": "any Weapon of the Purchase deck: the table gives it",
    "space/highland/lost-city/relic": RELIC + " (one drawn at random)",
    "space/highland/glacier": "2 dice against Strength and Craft, a slide to any Hills: by hand",
    "space/highland/ice-bridge": "Followers left, a die less the rest, death at 0: the table adjusts",
    "space/highland/precipice": "a draw onto cards lying there, the rest discarded at the end: by hand",
    "space/highland/eyrie/emerge": (
        "after the fight with the Eagle King (whom the table does not let anyone evade or fight in "
        "the character's place): on a kill the character draws a Relic at random and goes to any "
        "Outer or Middle Region space and meets it; on a stand-off or a defeat he goes to the "
        "Crags and the turn ends"
    ),
    # the Relic deck (content/data/highland/decks/relic.yaml): the engine deals no Relic yet
    "relic/arnkell": RELIC + " (a teleport in place of the move, Followers left behind)",
    "relic/dreadwing": RELIC + " (2 dice for the move, a teleport on doubles)",
    "relic/rage-talon": RELIC + " (the Strength is data; no Armour for the loser of a battle)",
    "relic/windlord-amulet": RELIC + " (the Craft is data; no Armour for the loser of a psychic combat)",
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
