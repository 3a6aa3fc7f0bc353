"""The Highland deck (content/data/highland/decks/highland.yaml): what the effect steps cannot
say of each card, which the table plays by hand until the engine has a rule for it
(``engine.cards.BY_HAND``: a card met opens a *by hand* decision; the table makes the changes
with ``adjust``, then says ``done``). Each entry says what the engine lacks to play it.
"""

from __future__ import annotations

from engine import cards

GEM = "sold at the City's Alchemist (or to the Prospector) for {gold} gold: the table pays it"

DECK: dict[str, str] = {
    # Strangers
    "highland/astrologer": (
        "3 cards drawn, 1 kept aside (in no hand, on no space) to be put back on top of its deck as "
        "any turn begins, anyone's: the engine has no place for it, the table keeps it"
    ),
    # Followers
    "highland/beastmaster": "an Animal tamed and its Strength added in the next battle: by hand",
    "highland/clansman": "2 off the attack score in psychic combat: the table takes it off",
    "highland/friendly-giant": "a Follower fighting in the character's place: by hand",
    "highland/horned-owl": "discarded to keep a lost turn: the table gives the turn back",
    "highland/magpie": "Objects on the space met as encounter number 1: the table orders the cards",
    "highland/miner": "paid 1 gold to carry 4 more Objects: the table pays and counts",
    "highland/trailblazer": "two dice for a move in the Highland, one kept: the table reports the die kept",
    "highland/treasure-hunter": "a move stopped at a space with Objects: the table moves him",
    "highland/vagabond": "a 1 for the move ends the turn; 2 gold to be rid of him: by hand",
    "highland/wayfarer": "the Crags' die not rolled, or 2 added to it: by hand",
    "highland/wildlander": "the space met again instead of a move: by hand",
    # Magic Objects
    "highland/dawnstone": "2 lives held on the card, spent in place of the character's: by hand",
    "highland/dragons-blood": "drunk when the holder likes, a life for double Strength: by hand",
    "highland/dragons-eye": "a Dragon bound and its Strength added in the next battle: by hand",
    "highland/dragons-teeth": "discarded before a battle to add a die: the table adds it",
    "highland/flight-potion": "drunk in place of a move, to any space of the Region: the table moves him",
    "highland/healing-potion": "drunk when the holder likes, a life or a Follower saved: by hand",
    "highland/ice-sceptre": "a turn missed by the character who lost a life to its holder: by hand",
    "highland/invisibility-potion": "drunk when the holder likes, every foe evaded for the turn: by hand",
    "highland/luckstone": "2 fate held on the card, spent in place of the character's: by hand",
    "highland/renewal-potion": "drunk when the holder likes, Spells swapped for new ones: by hand",
    "highland/ring-of-protection": "discarded to keep a life lost in a fight: the table gives it back",
    "highland/spellbound-potion": "drunk when the holder likes, a Spell drawn: by hand",
    "highland/spellstone": "2 Spells held on the stone and cast by it: by hand",
    "highland/unstable-potion": "drunk when the holder likes, a die's chart: by hand",
    "highland/lightning-hammer": "+3 instead of +1 against more than one Enemy: the table adds the 2 more",
    "highland/spellsword": "a Spell drawn after a psychic combat won with it: by hand",
    # Objects
    "highland/diamond": GEM.format(gold=4),
    "highland/emerald": GEM.format(gold=2),
    "highland/opal": GEM.format(gold=1),
    "highland/ruby": GEM.format(gold=3),
    "highland/lodestone": "taken perforce, 2 Object places, " + GEM.format(gold=1),
    "highland/lucky-charm": "a die set instead of rolled: the table reports the number chosen",
    "highland/treasure-chest": "opened when the holder likes, a die of gold (two with the Map): by hand",
    "highland/treasure-map": "1 gold more a Bag of Gold, 2 gold discarded at the Crags: by hand",
    "highland/walking-stick": "1 added to the move's die: the table reports the move",
}

cards.BY_HAND.update(DECK)
