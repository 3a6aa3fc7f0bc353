"""The printed rules summary and board reference: what a table needs to play from paper alone.

The summary is written in our own words from the core rulebook's facts (sections "Object of
the Game", "The Game Turn", "Movement", "Encounters", "Attacks", "Fate", "Character Rules",
"Alignment", "Toads", "The Portal of Power", "Movement in the Inner Region", "The Crown of
Command") and, for the boxes, the digital rulebook's sections on the Grim Reaper, the Warlock's
quests, the Time Card and the Werewolf. A box's sections print only when the box does.

The board reference gives every space's whole rule (the data's ``text``, without the
project's notes), region by region in board order, and each figure's chart as a table.
"""

from __future__ import annotations

from collections.abc import Iterable

import content
from content import model
from content.model import Catalogue, Figure
from printkit.faces import WRITE_IN_LINE, expansion_of, plain
from printkit.reference import Section

CORE: tuple[Section, ...] = (
    Section(
        "How to win",
        "Build up your character in the Outer and Middle Regions, find a Talisman, then cross the "
        "Inner Region to the Crown of Command at the centre. From there, Command Spells wear the "
        "others down: the last character left in the game wins.",
    ),
    Section(
        "A turn",
        "Each turn has two parts: first you move, then you have an encounter where you stop. "
        "Then the player on your left takes a turn.",
    ),
    Section(
        "Moving",
        "In the Outer and Middle Regions roll one die and move your figure that exact number of "
        "spaces, clockwise or anticlockwise as you choose; once under way you may not change "
        "direction. You must move, even if something waits on your own space.\n"
        "The Storm River splits the Outer Region from the Middle: cross it at the Sentinel (who "
        "may fight you on the way in) or as a card or space allows. The Inner Region is reached "
        "only through the Portal of Power: you try to open it when your roll would carry you "
        "past it, doing what the space says; failing, you stop on the Portal. Inside, nobody "
        "rolls to move: you go one space each turn and must finish each space's encounter "
        "before going on. You may turn back at any time, but then you walk all the way out to "
        "the Plain of Peril, ignoring the spaces on the way.",
    ),
    Section(
        "Encounters",
        "Where you land, choose: meet one other character there, or meet the space. You never "
        "meet anything on the space you started from, nor in anyone else's turn unless a card "
        "says so.\n"
        "Meeting a character: attack them (a battle) or use a special ability on them.\n"
        "Meeting the space: do what it says (the board reference lists every space in full). A "
        "space that says draw cards is topped up from the Adventure deck to its number: cards "
        "already lying there count. Take the cards in the order of the number in their corner, "
        "lowest first; cards with equal numbers go in the order they came. Once the Enemies are "
        "killed or evaded, you visit any Stranger or Place there and may pick up the Objects, "
        "Followers and gold.",
        rows=(
            ("Number", "Cards"),
            ("1", "Events"),
            ("2-3", "Enemies"),
            ("4", "Strangers"),
            ("5", "Objects, Magic Objects and most Followers"),
            ("6", "Places"),
        ),
    ),
    Section(
        "Battle",
        "Anything with a Strength fights you in a battle. You may evade first (a Spell or an "
        "ability lets you), then cast Spells. Roll one die and add your Strength and your "
        "bonuses (one Weapon at a time): that is your attack score. Another player rolls one die "
        "for the creature and adds its Strength. Higher score wins: a beaten creature is killed "
        "(keep an Enemy as a trophy); if you lose, you lose one life unless an Armour, a Spell "
        "or an ability saves it. Equal scores are a stand-off: nobody is hurt. A defeat or a "
        "stand-off ends your turn at once. Enemies with the same number on one space fight "
        "together: their Strengths add up and one die is rolled for them.\n"
        "Attacking another character is a battle too: both roll, and the winner either takes a "
        "life from the loser or takes one Object or one gold from them.",
    ),
    Section(
        "Psychic combat",
        "Anything with a Craft fights you in psychic combat: the same steps as a battle with "
        "Craft in place of Strength, and no Object can save your life.",
    ),
    Section(
        "Fate",
        "Once for each die you roll, you may hand back one fate token to roll that die again and "
        "keep the second result: for your move, your own attack roll, or a roll a card or a space "
        "asks of you. Never for a creature's die or another player's. Replenishing fate stops at "
        "the fate value printed on your character; gaining fate may go above it.",
    ),
    Section(
        "Lives, Strength and Craft",
        "Lose your last life and your character dies: Objects, Followers and gold stay on the "
        "space, and everything else goes back. Until someone has reached the Crown of Command you "
        "take a fresh character, picked blind from the unused ones, on your next turn; after "
        "that you are out.\n"
        "Trophies: at the end of your turn trade killed Enemies in. Every whole 7 of Strength on "
        "them buys a Strength counter, every whole 7 of Craft a Craft counter; the rest is lost.",
    ),
    Section(
        "Objects, Followers and Spells",
        "You carry at most four Objects (more with a Mule); the extra ones are left on your space. "
        "Followers have no limit. In your own turn you may cast as many Spells as you held when "
        "it began; in another player's turn, one. Your Craft caps the Spells you may hold (below); "
        "extra Spells are discarded at once, your choice which.",
        rows=(
            ("Craft", "Spells you may hold"),
            ("1-2", "none"),
            ("3", "1"),
            ("4-5", "2"),
            ("6+", "3"),
        ),
    ),
    Section(
        "Alignment",
        "Every character is good, neutral or evil, as printed. Changing alignment, put an "
        "Alignment Card beside your character showing the new one; going back to the printed "
        "alignment, discard it. Alignment changes at most once a turn, and a card the new "
        "alignment forbids is left on your space at once.",
    ),
    Section(
        "Toads",
        "Made a Toad, you put a Toad figure and card in place of your character for three of "
        "your turns (a second spell adds three more from then). A Toad has Strength 1 and Craft "
        "1 whatever counters you own, no special abilities, and may neither gain nor cast Spells "
        "(yours wait). It moves one space a turn without rolling and has encounters as usual. "
        "Lives and fate stay yours; Strength or Craft gained as a Toad, trophies traded in "
        "included, is gone when you turn back.",
    ),
    Section(
        "The Crown of Command",
        "Only the Valley of Fire leads to the Crown, and only a character holding a Talisman may "
        "enter the Valley; without one you must turn back. On the Crown you stay put. If you are "
        "there alone at your turn, you must cast a Command Spell at all the others: roll one die, "
        "and on 4, 5 or 6 every other character loses one life (1 to 3: nothing). A character "
        "killed by it is out of the game. With two or more on the Crown, each turn there is an "
        "encounter with one of the others.",
    ),
)


def summary_sections(boxes: Iterable[str]) -> tuple[Section, ...]:
    """The rules summary for the boxes printed: the core game's, then each box's (its
    ``box.yaml`` ``summary``), in the boxes' order."""
    wanted = set(boxes)
    out = CORE if model.CORE in wanted else ()
    for box in content.load().boxes:
        if box.key in wanted and box.key != model.CORE:
            out += tuple(Section(head, text) for head, text in box.summary)
    return out


def board_sections(catalogue: Catalogue, boxes: Iterable[str]) -> tuple[Section, ...]:
    """Every space's whole rule, region by region in board order, then the figures' charts."""
    wanted = set(boxes)
    board = catalogue.board(tuple(b for b in wanted if b != model.CORE))  # (as the table laid it out)
    out = []
    for region in board.regions.values():
        title = region.name
        spaces = board.region(region.slug) if expansion_of(region) in wanted else ()
        rows = tuple((str(s.index), f"{s.name}\n{plain(s.text)}") for s in spaces)
        if rows:
            first, last = rows[0][0], rows[-1][0]
            out.append(Section(f"{title}: spaces {first}-{last}", rows=rows))
    for figure in catalogue:
        if isinstance(figure, Figure) and figure.chart and expansion_of(figure) in wanted:
            out.append(chart_section(figure))
    return tuple(out)


def chart_section(figure: Figure) -> Section:
    """A figure's chart as a table: one row per die result, in the chart's order. A result no
    source prints is the table's reading when there is one, else a line to write it in."""
    chart = figure.chart or {}
    read = {str(k): str(v) for k, v in (chart.get("read") or {}).items()}
    unread = {str(k) for k in chart.get("unconfirmed") or ()}
    words = {str(k): str(v) for k, v in (chart.get("words") or {}).items()}
    rows = []
    for key in chart.get("table") or {}:
        row = str(key)
        if row in read:
            rows.append((row, read[row]))
        elif row in unread:
            rows.append((row, f"{WRITE_IN_LINE} (see your {figure.name} card)"))
        else:
            rows.append((row, words.get(row, "")))
    return Section(f"The {figure.name}'s chart (roll 1 die)", rows=tuple(rows))
