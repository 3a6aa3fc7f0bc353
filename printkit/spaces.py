"""What happens on each board space, in one short line of our own words (for the printed board).

The data's full texts (``content/data/board.yaml``) are too long for a space on paper;
these lines keep the facts a player needs at a glance (numbers and names as the data has
them). Lines are found by id first, then by the space's name.
"""

from __future__ import annotations

from content.model import Space

DRAW_ONE = "Draw 1 card unless one is here."

BY_ID: dict[str, str] = {
    "space/middle/woods": DRAW_ONE,
    "space/middle/hills": DRAW_ONE + " The Sentinel's bridge lands here.",
}

BY_NAME: dict[str, str] = {
    "City": "Visit the Enchantress (roll), the Doctor (1 gold a life) or the Alchemist.",
    "Fields": DRAW_ONE,
    "Hills": DRAW_ONE,
    "Plains": DRAW_ONE,
    "Woods": DRAW_ONE,
    "Tavern": "Roll: 1 miss a turn, 2 Farmer (Str 3), 3 lose a gold, 4 win a gold, 5 wizard, 6 boat.",
    "Ruins": "Draw cards until 2 lie here.",
    "Forest": "Roll: 1 Brigand (Str 4), 2-3 lost a turn, 4-5 nothing, 6 gain 1 Craft.",
    "Village": "Visit the Blacksmith (arms), the Healer (1 gold a life) or the Mystic (roll).",
    "Graveyard": "Good: lose 1 life. Neutral: fate at 1 gold each. Evil: fate free, or pray.",
    "Sentinel": DRAW_ONE + " Crossing the bridge, the Sentinel (Str 9) fights you.",
    "Chapel": "Evil: lose 1 life. Neutral: heal at 1 gold a life. Good: heal free, or pray.",
    "Crags": "Roll: 1 Spirit (Craft 4), 2-3 lost a turn, 4-5 nothing, 6 gain 1 Strength.",
    "Warlock's Cave": "Roll for a quest; finish it to come back here for a Talisman.",
    "Desert": "Lose 1 life, then draw 1 card unless one is here.",
    "Oasis": "Draw cards until 2 lie here.",
    "Temple": "Pray with 2 dice: low totals hurt, high ones bring gifts, 10 a Talisman.",
    "Runes": DRAW_ONE + " Creatures here add 2 to their attack rolls.",
    "Castle": "The royal doctor heals you to your life value, 1 gold a life.",
    "Portal of Power": DRAW_ONE + " To pass, roll 2 dice at or under Strength or Craft.",
    "Black Knight": "Pay the Black Knight 1 gold or lose 1 life.",
    "Hidden Valley": "Draw cards until 3 lie here.",
    "Cursed Glade": DRAW_ONE + " No Object bonuses, Magic Objects or Spells here.",
    "Chasm": "Roll: 1-2 lose 1 life. Roll for each Follower: on 1-2 it is lost.",
    "Valley of Fire": "Only with a Talisman. The one way onto the Crown of Command.",
    "Werewolf Den": "Roll 2 dice: fight a Werewolf of that Strength until you beat it.",
    "Death": "Dice with Death, 2 dice each: beat Death to move on; lower loses 1 life.",
    "Crypt": "Roll 3 dice minus Strength: the result moves you out, or keeps you.",
    "Plain of Peril": "Stop here. From here on, move 1 space a turn without rolling.",
    "Mines": "Roll 3 dice minus Craft: the result moves you out, or keeps you.",
    "Vampire's Tower": "Roll: lose 1 to 3 lives; each Follower given up saves one.",
    "Pits": "Roll: fight that many Pit Fiends (Str 4), one after another.",
    "Crown of Command": "Cast the Command Spell each turn: on 4-6 all others lose 1 life.",
}


def short_line(space: Space) -> str:
    """The printed line for ``space``: its data's ``short`` (a box's space), else the lines
    here. Raises: KeyError if a space has no line (a data change)."""
    if space.short:
        return space.short
    if space.id in BY_ID:
        return BY_ID[space.id]
    try:
        return BY_NAME[space.name]
    except KeyError:
        raise KeyError(f"{space.id}: no short line for the printed board (printkit/spaces.py)") from None
