"""The Dungeon deck's data (issue 29, item 1) against the box's facts: 128 cards of 91 kinds, the
copies of each kind (the fan card database's names and counts, copied below as facts), an Enemy
fights with exactly one of Strength and Craft (the database's two runs of Enemies: battle, then
psychic combat), the numbers the cards' texts state, and every value no source confirms listed by
``talisman content check``."""

from __future__ import annotations

import json

import pytest

from talisman_cli import main

# Each kind of Dungeon card and its copies (reference: the fan card database, The Dungeon, DUNGEON).
COPIES = {
    "Cave-In": 1,
    "Fire": 1,
    "Green Mist": 1,
    "Lone Dwarf": 1,
    "Magic Mirror": 1,
    "Sliding Walls": 1,
    "Trap Door": 1,
    "Battle Hulk": 2,
    "Bloodroot": 1,
    "Bronze Dragon": 1,
    "Cave Goblin": 3,
    "Cave Troll": 2,
    "Colossal Ogre": 1,
    "Crawling Slime": 2,
    "Gargoyle": 1,
    "Gate Smasher": 1,
    "Giant Beetle": 2,
    "Giant Rat": 3,
    "Giant Worm": 2,
    "Gnoll": 3,
    "Goblin Ambusher": 1,
    "Goblin King": 1,
    "Goblin Marauders": 3,
    "Goblin Sniper": 2,
    "Goblin Trapsmith": 1,
    "Goblin Tunneler": 2,
    "Grinder": 2,
    "Hobgoblin": 1,
    "Kobold Brute": 2,
    "Living Statue": 2,
    "Mimic": 1,
    "Miser Dragon": 1,
    "Umbra Spider": 2,
    "Black Elf": 2,
    "Blight Haunt": 2,
    "Crypt Keeper": 1,
    "Dark Acolyte": 2,
    "Death Knight": 2,
    "Gate Keeper": 1,
    "Lesser Demon": 1,
    "Night Mare": 2,
    "Phantom Hound": 2,
    "Rune Dancer": 2,
    "Servant of Darkness": 2,
    "Shadow": 1,
    "Shadow Stalker": 2,
    "Soulbinder": 2,
    "Spirit of Vengeance": 1,
    "Tinker Imp": 2,
    "Tomb Warden": 2,
    "Vampire Bats": 3,
    "Vampire Prince": 1,
    "Vassal of Darkness": 2,
    "Armoursmith": 1,
    "Dungeon Keeper": 1,
    "Oracle": 1,
    "Sister of Fate": 1,
    "Weaponsmith": 1,
    "Faithful Hound": 1,
    "Holy Avenger": 1,
    "Hunchback": 1,
    "Miner": 1,
    "Tunnel Fighter": 1,
    "Wise Man": 1,
    "Amulet of Speed": 1,
    "Anointed Robe": 1,
    "Blood Stone": 1,
    "Book of Diablerie": 1,
    "Crystal of Power": 1,
    "Elixir of Rage": 1,
    "Elixir of Wrath": 1,
    "Gauntlet of Might": 1,
    "Goblin Slayer": 1,
    "Gold Seeker": 1,
    "Scroll of Exile": 1,
    "Shield of Faith": 1,
    "Soul Drinker": 1,
    "Spell Ring": 1,
    "Talisman": 1,
    "Casket": 1,
    "Chest": 1,
    "Oaths of Vengeance": 1,
    "Three Bags of Gold": 1,
    "Torch": 2,
    "Two Bags of Gold": 3,
    "Weighted Dice": 1,
    "Passageway": 1,
    "Rune Gate": 1,
    "Secret Passage": 1,
    "Snake Pit": 1,
    "Tinker Forge": 1,
}

# The Enemies of the database's first run, which fight battles, and of its second, which fight
# psychic combats (the texts of Goblin King, Living Statue, Crawling Slime and Mimic speak of
# battle; those of Soulbinder, Tinker Imp and Vassal of Darkness of psychic combat or Craft).
BATTLE = {
    "Battle Hulk", "Bloodroot", "Bronze Dragon", "Cave Goblin", "Cave Troll", "Colossal Ogre",
    "Crawling Slime", "Gargoyle", "Gate Smasher", "Giant Beetle", "Giant Rat", "Giant Worm", "Gnoll",
    "Goblin Ambusher", "Goblin King", "Goblin Marauders", "Goblin Sniper", "Goblin Trapsmith",
    "Goblin Tunneler", "Grinder", "Hobgoblin", "Kobold Brute", "Living Statue", "Mimic",
    "Miser Dragon", "Umbra Spider",
}  # fmt: skip
PSYCHIC = {
    "Black Elf", "Blight Haunt", "Crypt Keeper", "Dark Acolyte", "Death Knight", "Gate Keeper",
    "Lesser Demon", "Night Mare", "Phantom Hound", "Rune Dancer", "Servant of Darkness", "Shadow",
    "Shadow Stalker", "Soulbinder", "Spirit of Vengeance", "Tinker Imp", "Tomb Warden",
    "Vampire Bats", "Vampire Prince", "Vassal of Darkness",
}  # fmt: skip


@pytest.fixture(scope="module")
def deck(catalogue):
    return [c for c in catalogue if c.id.startswith("dungeon/")]


def test_the_deck_holds_128_cards_of_91_kinds(deck) -> None:
    assert len(deck) == 91
    assert sum(c.copies for c in deck) == 128
    assert {c.expansion for c in deck} == {"dungeon"}


def test_every_kind_with_its_copies(deck) -> None:
    assert {c.name: c.copies for c in deck} == COPIES


def test_every_enemy_fights_with_exactly_one_of_strength_and_craft(deck) -> None:
    enemies = [c for c in deck if c.is_enemy]
    assert {c.name for c in enemies} == BATTLE | PSYCHIC
    for card in enemies:
        assert (card.strength is None) != (card.craft is None), card.id
        assert (card.strength is not None) == (card.name in BATTLE), card.id


def test_the_numbers_the_cards_state(catalogue) -> None:
    """The Lone Dwarf's die: on 1 he attacks with Strength 4; the Faithful Hound fights with
    Strength 3; the Vassal of Darkness has Craft 3, 6 or 9 against evil, neutral and good."""
    dwarf = catalogue["dungeon/lone-dwarf"]
    (roll,) = [step["roll"] for step in dwarf.effect if "roll" in step]
    assert roll["table"]["1"] == [{"fight": {"strength": 4, "name": "Lone Dwarf"}}]
    assert "Strength 3" in catalogue["dungeon/faithful-hound"].text
    vassal = catalogue["dungeon/vassal-of-darkness"]
    for said in ("3 against an evil", "6 against a neutral", "9 against a good"):
        assert said in vassal.text
    assert vassal.craft == 6  # its value against a neutral character


def test_every_unconfirmed_value_is_listed_by_content_check(deck, capsys) -> None:
    """No source prints a Dungeon card's encounter number, nor an Enemy's Strength or Craft: each
    card says so and ``talisman content check`` lists every such value."""
    assert main(["content", "check", "--json"]) == 0
    listed = set(json.loads(capsys.readouterr().out)["unconfirmed"])
    for card in deck:
        assert not card.verified and "encounter" in card.unconfirmed, card.id
        if card.is_enemy:
            assert ("strength" if card.strength else "craft") in card.unconfirmed, card.id
        for name in card.unconfirmed:
            assert f"dungeon/decks/dungeon.yaml: {card.id}: {name}: unconfirmed" in listed
