"""What the table resolves by hand in The Dungeon, each with why (``engine.cards.BY_HAND``).

The engine holds these cards and characters but plays none of their own rules yet: a card met
opens a *by hand* decision (the table makes the changes with ``adjust``, then says ``done``),
a Spell below is held but never offered for casting, and an ability below is the table's to
apply. Each entry says what the engine lacks to play it.
"""

from __future__ import annotations

from engine import cards

TABLE_SPELL = "no rule in the engine yet: the holder casts it by hand with adjust"
SPACE_TEXT = "the space's printed text is not known: the table reads it off the board and plays it"

BY_HAND: dict[str, str] = {
    # Adventure cards (content/data/dungeon/adventure/cards.yaml)
    "adventure/dark-denizens": "draws turned to the Dungeon deck for 2 rounds: no lasting draw swap yet",
    "adventure/trap-door": "a move to the Dungeon Entrance or a face-up Dungeon Door: the table moves him",
    "adventure/burrow-worm": "the fall to the Dungeon Entrance after a lost battle: the table moves him",
    "adventure/dungeon-door": "the next turn's move to the Dungeon Entrance: the table moves him",
    "adventure/rune-gate": "the next turn's step to another Rune Gate or a Runes space: the table moves him",
    # Spells (content/data/dungeon/spells.yaml)
    "spell/craft": TABLE_SPELL,
    "spell/divine-intervention": TABLE_SPELL + " (a defeat turned to a stand-off)",
    "spell/finger-of-death": TABLE_SPELL,
    "spell/magic-portal-spell": TABLE_SPELL + " (the die's chart of six spaces)",
    "spell/magic-shell": TABLE_SPELL + " (no Spell or Magic Object either way until the next turn)",
    "spell/restoration": TABLE_SPELL,
    "spell/spell-call": TABLE_SPELL + " (a Spell just cast taken instead of discarded)",
    "spell/strength": TABLE_SPELL,
    "spell/summon-storm": TABLE_SPELL,
    "spell/temporal-vortex": TABLE_SPELL + " (two turns in a row, or a lost turn kept)",
    "spell/twist-of-fate": TABLE_SPELL + " (no moment for a fate just paid)",
    "spell/weakness": TABLE_SPELL,
    # the region's spaces (content/data/dungeon/board.yaml): printed texts no source gives
    "space/dungeon/entrance": SPACE_TEXT,
    "space/dungeon/guard-room": SPACE_TEXT,
    "space/dungeon/library": SPACE_TEXT,
    "space/dungeon/cell": SPACE_TEXT,
    "space/dungeon/kitchen": SPACE_TEXT,
    "space/dungeon/monster-pit": SPACE_TEXT,
    "space/dungeon/hall-of-darkness": SPACE_TEXT + " (and no Torch's second die here)",
    # characters (content/data/dungeon/characters.yaml; their cards are not confirmed)
    "character/amazon/two-dice-move": "two dice for the move, one used: the table reports the die kept",
    "character/gladiator/helmet": "the starting Helmet: the table gives it with adjust",
    "character/gladiator/training": "+1 Strength a Follower in battle: not confirmed by the card",
    "character/gladiator/armour-bonus": "+1 to Armour rolls: not confirmed by the card",
    "character/gypsy/spell-discards": "a Spell from the discard pile: when and how often not known",
    "character/philosopher/unknown": "no source gives the Philosopher's abilities: the table reads the card",
    "character/swashbuckler/extra-turn": "an extra turn after a battle won, once a round: no extra turns yet",
}

cards.BY_HAND.update(BY_HAND)

# The Dungeon deck (content/data/dungeon/decks/dungeon.yaml): what the effect steps cannot say of each
# card, which the table plays by hand until the engine has a rule for it.
DECK: dict[str, str] = {
    "dungeon/cave-in": "every character in the Dungeon rolls, not only the one met: the table rolls for each",
    "dungeon/fire": "a die picks a kind of card burnt all over the Region: the table discards them",
    "dungeon/green-mist": "no step discards by keyword (every Weapon and Armour): the table discards them",
    "dungeon/lone-dwarf": "2 spaces back or on (2, 5), a Follower adding 2 at the Treasure Chamber (6)",
    "dungeon/trap-door": "the Dungeon Entrance or a face-up Dungeon Door: the table moves him",
    "dungeon/battle-hulk": "no choice to evade an Enemy yet: the table says so and discards nothing",
    "dungeon/bloodroot": "healing up to 2 lives after the kill: the table heals",
    "dungeon/cave-troll": "a 1-2 roll turns a win into a stand-off: the table rolls and undoes the kill",
    "dungeon/crawling-slime": "the Weapon used against it is discarded: the table discards it",
    "dungeon/gate-smasher": "a die a face-up Adventure card of the Region when it lives on: by hand",
    "dungeon/giant-beetle": "a Follower killed besides the life (or a second life): the table adjusts",
    "dungeon/goblin-ambusher": "the fall to the Dungeon Entrance after a lost battle: the table moves him",
    "dungeon/goblin-king": "+1 Strength a face-up Goblin or Hobgoblin anywhere: the table adds it",
    "dungeon/goblin-sniper": "the die against Craft that takes away the attack roll: by hand",
    "dungeon/goblin-trapsmith": "a die more for the attack roll, the lowest kept: the table reports it",
    "dungeon/goblin-tunneler": "the next turn's move to any Tunnel space after the kill: the table moves him",
    "dungeon/living-statue": "a win without a magic Weapon is a stand-off: the table undoes the kill",
    "dungeon/mimic": "its Strength is its foe's total: the table plays the battle with that score",
    "dungeon/miser-dragon": "a die of gold for the kill: the table gives it",
    "dungeon/blight-haunt": "a die says where it goes (six spaces, some off the Dungeon): the table moves it",
    "dungeon/crypt-keeper": "the top 5 Adventure cards searched for an Object after the kill: by hand",
    "dungeon/gate-keeper": "the teleport offered after the kill: the table moves him",
    "dungeon/rune-dancer": "Spells drawn up to the Craft's limit after the kill: by hand",
    "dungeon/soulbinder": "no fate may be spent to reroll against it: the table refuses the reroll",
    "dungeon/spirit-of-vengeance": "it joins the loser and forces attacks on characters met: by hand",
    "dungeon/tinker-imp": "an Object picked at random teleported a die roll clockwise: the table moves it",
    "dungeon/tomb-warden": "a Talisman or 3 gold for the kill, the card discarded, not a trophy: by hand",
    "dungeon/vampire-bats": "a win by less than 2 is a stand-off: the table undoes the kill",
    "dungeon/vampire-prince": "a Follower killed besides the life (or a second life): the table adjusts",
    "dungeon/vassal-of-darkness": "Craft 3, 6 or 9 by the foe's alignment, +1 Craft for the kill: by hand",
    "dungeon/dungeon-keeper": "Followers held on his card and bought back for 1 gold: by hand",
    "dungeon/oracle": "the top 5 Dungeon cards put back in the order chosen: the table reorders the deck",
    "dungeon/faithful-hound": "a Follower fighting in the character's place: by hand",
    "dungeon/holy-avenger": "attacks forced on evil characters, +3, and its reward: by hand",
    "dungeon/hunchback": "a move shorter than the die, and leaving at the Dungeon's exit: by hand",
    "dungeon/miner": "paid 1 gold to carry 4 more Objects: the table pays and counts",
    "dungeon/tunnel-fighter": "+3 instead of +1 in battles in the Dungeon: the table adds the 2 more",
    "dungeon/wise-man": "leaves for a character who meets his owner: the table moves the card",
    "dungeon/amulet-of-speed": "a reroll of a 1 for the move, or a teleport on a 6: by hand",
    "dungeon/anointed-robe": "+1 to Armour saves and to praying: the table adds it",
    "dungeon/blood-stone": "a life given for a die once a turn: by hand",
    "dungeon/book-of-diablerie": "a Follower traded for a Spell once a turn: by hand",
    "dungeon/elixir-of-rage": "drunk when the holder likes, +3 Strength for the turn: by hand",
    "dungeon/elixir-of-wrath": "drunk when the holder likes, +3 Craft for the turn: by hand",
    "dungeon/goblin-slayer": "+3 instead of +1 against Goblins and Hobgoblins: the table adds the 2 more",
    "dungeon/gold-seeker": "2 more gold a Bag of Gold, 3 gold discarded at the Ruins: by hand",
    "dungeon/scroll-of-exile": "an Enemy sent to the discard pile instead of met: by hand",
    "dungeon/shield-of-faith": "a 5-6 roll keeps a life just lost: the table rolls and gives it back",
    "dungeon/soul-drinker": "two dice for the attack roll, one kept, a Follower lost on doubles: by hand",
    "dungeon/spell-ring": "a Spell held on the Ring and cast by it: by hand",
    "dungeon/talisman": "the Valley of Fire knows the core and Reaper Talismans only: the table moves him",
    "dungeon/casket": "opened when the holder likes, a die's chart: by hand",
    "dungeon/chest": "opened when the holder likes, a die against Craft: by hand",
    "dungeon/oaths-of-vengeance": "+2 Strength and Craft in the Dungeon only: the table adds them",
    "dungeon/torch": "two dice for a move in the Dungeon, one kept: the table reports the die kept",
    "dungeon/weighted-dice": "a die set instead of rolled: the table reports the number chosen",
    "dungeon/passageway": "row 1 leads to any Tunnel space: the table moves him",
    "dungeon/rune-gate": "the next turn's step to another Rune Gate or a Runes space: the table moves him",
    "dungeon/snake-pit": "a Follower discarded or a life lost: the table adjusts",
}

cards.BY_HAND.update(DECK)
