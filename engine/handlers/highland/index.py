"""What the table resolves by hand in The Highland, each with why (``engine.cards.BY_HAND``).

The engine holds these cards, spaces and characters but plays none of their own rules yet: a
card or space met opens a *by hand* decision (the table makes the changes with ``adjust``,
then says ``done``), a Spell below is held but never offered for casting, and an ability below
is the table's to apply. Each entry says what the engine lacks to play it. (The Highland deck's
own cards are listed where that deck's rules are.)
"""

from __future__ import annotations

from engine import cards

TABLE_SPELL = "no rule in the engine yet: the holder casts it by hand with adjust"
RELIC = "a Relic is not dealt yet: the table keeps the card and plays it by hand"
ENDING = "the ending's text is in no public source: the table plays its printed card"

BY_HAND: dict[str, str] = {
    # Adventure cards (content/data/highland/adventure/cards.yaml)
    "adventure/landslide": "a move to the Highland Entrance or a face-up Mountain Trail: the table moves him",
    "adventure/roc": "the drop at the Mountain Pass after a lost battle: the table moves him",
    "adventure/earth-elemental": "the drag to the Highland Entrance after a lost battle: the table moves him",
    "adventure/mountain-trail": "the next turn's move to the Highland Entrance: the table moves him",
    "adventure/rune-gate-highland": "a step to another Rune Gate or a Runes space: the table moves him",
    # Spells (content/data/highland/spells.yaml)
    "spell/eyes-of-the-hawk": TABLE_SPELL + " (a move cut short)",
    "spell/lightning-bolt": TABLE_SPELL + " (a character stunned for the turn)",
    "spell/lightning-strike": TABLE_SPELL + " (everyone on a space may be evaded this turn)",
    "spell/mind-steal": TABLE_SPELL + " (a Spell taken from another's hand)",
    "spell/simulacrum": TABLE_SPELL + " (a defeat turned to a stand-off)",
    "spell/soul-shatter": TABLE_SPELL,
    "spell/syphon-craft": TABLE_SPELL + " (a Craft taken as another's turn begins)",
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
    "ending/hand-of-doom": ENDING + " (a 1 on its die: everyone loses)",
    # characters (content/data/highland/characters.yaml; their cards are not confirmed)
    "character/alchemist/transmute": "Objects turned into gold, at a rate not known: the table adjusts",
    "character/alchemist/spend-gold": "gold paid for a life, a fate or a Spell, price not known: by hand",
    "character/highlander/hills-draw": "one card more on Hills: the table draws it",
    "character/highlander/charge": "+2 to the attack score, the next turn missed: by hand",
    "character/rogue/two-dice-visits": "2 dice at the Tavern, Mystic or Enchantress, one used: by hand",
    "character/rogue/outnumbered": "a die more against several Enemies at once: the table adds it",
    "character/rogue/all-the-gold": "all the loser's gold when she takes gold: the table moves it",
    "character/sprite/spell-minimum": "Spells drawn up to 2 whenever she holds fewer: the table draws them",
    "character/valkyrie/unknown": "no source gives the Valkyrie's abilities: the table reads the card",
    "character/vampiress/unknown": "no source gives the Vampiress's abilities: the table reads the card",
}

cards.BY_HAND.update(BY_HAND)

# Played by the engine already: the Highlander's optional roll in the Crags and at the Chasm is
# the Dwarf's rule, which answers to the ability's key (engine.handlers.core.abilities_travel).
cards.PLAYED["character/highlander/crags-chasm"] = "optional_roll (the ability's key, as the Dwarf's)"
