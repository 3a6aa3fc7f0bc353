"""The Highland deck (content/data/highland/decks/highland.yaml): what the effect steps cannot
say of each card, which the table plays by hand until the engine has a rule for it
(``engine.cards.BY_HAND``: a card met opens a *by hand* decision; the table makes the changes
with ``adjust``, then says ``done``). Each entry says what the engine lacks to play it.
"""

from __future__ import annotations

from engine import cards

ENEMY_PLACE = "a move after a lost fight ({where}): the table moves him"

DECK: dict[str, str] = {
    # Events
    "highland/ambush": "the nearest Enemy of the Region brought to the space (or a card drawn): by hand",
    "highland/avalanche": "on 2-6 it slides 3 spaces: lost turns and cards discarded on each, by hand",
    "highland/blizzard": "moves of 1 space for every character for two rounds: the table keeps to it",
    "highland/electrical-storm": "a life lost by each one in the Region with a Weapon or Armour: by hand",
    "highland/eyrie-vanguard": "3 cards moved from the Highland deck onto the Adventure deck: by hand",
    "highland/hidden-chasm": "no step kills Followers by name (the mounts): the table discards them",
    "highland/highland-raiders": "the Followers held at the Ridgeway: the table moves the cards there",
    "highland/rumour-of-riches": "3 gold put on a space a die names: the table lays the gold there",
    "highland/tumbling-boulder": "on 2-6 it rolls 6 spaces: lives lost and cards discarded on each, by hand",
    "highland/volcanic-eruption": "a die for each face-up card of the Region: the table discards them",
    "highland/ymirs-glow": "every character draws Spells up to the Craft's limit, in turn: by hand",
    # Enemies
    "highland/felclaw": "battle or psychic combat by the foe's Strength and Craft: the table picks the fight",
    "highland/amphiptere": "a life lost to its breath before the battle, with Armour: the table takes it",
    "highland/carrion-crows": "every trophy discarded after a lost battle: the table discards them",
    "highland/mountain-dragon": "its breath before the battle, a die against Craft: the table rolls",
    "highland/roc": ENEMY_PLACE.format(where="the Mountain Pass"),
    "highland/skyfall-sentry": "its boulder before the battle, a die against Craft: the table rolls",
    "highland/tuskgore": "a die's count of spaces anticlockwise after a lost battle: the table moves him",
    "highland/chill-wraith": "a turn missed after a lost fight: the table adds it",
    "highland/cryomancer": "a turn missed after a lost fight: the table adds it",
    "highland/earth-elemental": ENEMY_PLACE.format(where="the Highland Entrance"),
    "highland/falconer": "no evading her: the table refuses it",
    "highland/harpy": ENEMY_PLACE.format(where="the Crags"),
    "highland/shiver-nymph": "she moves 1 space on instead of fighting a Craft above 2: the table moves her",
    "highland/storm-caller": "a life lost before the fight, with Armour: the table takes it",
    "highland/windlasher": "no Spell may be cast on it: the table refuses the cast",
    # Strangers
    "highland/astrologer": "3 cards drawn, 1 kept to put back on its deck later: by hand",
    "highland/cyclops": "a Follower or an Object picked at random: the table picks and discards it",
    "highland/guru": "a Spell chosen from the discard pile, then a shuffle: by hand",
    "highland/highland-hermit": "moved to a space a die names, a Talisman for his first visitor: by hand",
    "highland/prospector": "gems sold for gold: the table pays and discards them",
    "highland/sage-owl": "a next move shorter than the die: the table moves him",
    "highland/spellweaver": "3 Spells drawn, 1 kept: by hand",
    "highland/tracker": "a next move to any face-up Enemy of the Region: the table moves him",
}

cards.BY_HAND.update(DECK)
