"""The Highland deck's data (issue 30, item 1) against the box's facts: 142 cards of 117 kinds, the
copies of each kind (the fan card database's names and counts, copied below as facts), an Enemy
fights with exactly one of Strength and Craft (the database's two runs of Enemies: battle, then
psychic combat), the numbers the cards' texts state, the Trinkets, and every value no source
confirms listed by ``talisman content check``."""

from __future__ import annotations

import json

import pytest

import content
from talisman_cli import main

# Each kind of Highland card and its copies (reference: the fan card database, The Highland, HIGHLAND).
COPIES = {
    "Ambush": 1,
    "Avalanche": 1,
    "Blizzard": 1,
    "Electrical Storm": 1,
    "Eyrie Vanguard": 1,
    "Hidden Chasm": 1,
    "Highland Raiders": 1,
    "Rumour of Riches": 1,
    "Tumbling Boulder": 2,
    "Volcanic Eruption": 1,
    "Ymir's Glow": 1,
    "Felclaw": 1,
    "Amphiptere": 1,
    "Carrion Crows": 1,
    "Cloud Dragon": 1,
    "Crag Crawler": 1,
    "Crag Growler": 1,
    "Eyrie Outrider": 2,
    "Frost Drake": 1,
    "Frost Giant": 1,
    "Hatchling": 1,
    "Hippogriff": 1,
    "Kobold": 2,
    "Manticore": 1,
    "Mountain Dragon": 1,
    "Mountain Goat": 2,
    "Mountain Lion": 1,
    "Roc": 1,
    "Rock Mauler": 1,
    "Skyfall Sentry": 1,
    "Snow Goblin": 1,
    "Thundercrest": 1,
    "Tuskgore": 1,
    "Wind Rider": 2,
    "Wyvern": 1,
    "Chill Wraith": 1,
    "Cryomancer": 1,
    "Earth Elemental": 1,
    "Falconer": 2,
    "Harpy": 2,
    "Ice Elemental": 1,
    "Lightning Elemental": 1,
    "Night Gaunt": 1,
    "Phantasm": 1,
    "Revenant": 1,
    "Shiver Nymph": 1,
    "Sky Seeker": 2,
    "Storm Caller": 1,
    "Stormcrow": 1,
    "Stormwing": 1,
    "Talon Mage": 2,
    "Windlasher": 1,
    "Winged Stalker": 1,
    "Astrologer": 1,
    "Cauldron Crone": 1,
    "Cyclops": 1,
    "Guru": 1,
    "Highland Hermit": 1,
    "Leprechaun": 1,
    "Luck Fairy": 1,
    "Prospector": 2,
    "Sage Owl": 1,
    "Spellweaver": 1,
    "Tracker": 1,
    "Beastmaster": 1,
    "Clansman": 1,
    "Friendly Giant": 1,
    "Horned Owl": 1,
    "Magpie": 1,
    "Miner": 1,
    "Trailblazer": 2,
    "Treasure Hunter": 1,
    "Vagabond": 1,
    "Wayfarer": 1,
    "Wildlander": 1,
    "Dawnstone": 1,
    "Dragon's Blood": 1,
    "Dragon's Eye": 1,
    "Dragon's Teeth": 1,
    "Flight Potion": 1,
    "Healing Potion": 2,
    "Ice Sceptre": 1,
    "Invisibility Potion": 1,
    "Luckstone": 1,
    "Renewal Potion": 1,
    "Ring of Protection": 1,
    "Spellbound Potion": 1,
    "Spellstone": 1,
    "Unstable Potion": 1,
    "Horns of Power": 1,
    "Lightning Hammer": 1,
    "Magic Helmet": 1,
    "Magic Mace": 1,
    "Magic Shield": 1,
    "Spellsword": 1,
    "Crystal Shard": 1,
    "Diamond": 2,
    "Eagle Talon": 1,
    "Emerald": 4,
    "Opal": 5,
    "Ruby": 3,
    "Lodestone": 2,
    "Lucky Charm": 2,
    "Treasure Chest": 1,
    "Treasure Map": 1,
    "Walking Stick": 1,
    "Highland Cave": 1,
    "Eagle's Nest": 1,
    "Gong of War": 1,
    "Icy Path": 1,
    "Narrow Path": 1,
    "Pool of Fortitude": 1,
    "Rock Face": 1,
    "Rune Gate": 2,
    "Sky Haven": 1,
    "Stream of Knowledge": 1,
    "Well of Life": 1,
}

# The Enemies of the database's first run, which fight battles, and of its second, which fight
# psychic combats (Felclaw, before both runs, fights either way by its text; the data holds a
# Strength). The texts of Amphiptere, Mountain Dragon and Skyfall Sentry speak of battle.
BATTLE = {
    "Felclaw", "Amphiptere", "Carrion Crows", "Cloud Dragon", "Crag Crawler", "Crag Growler",
    "Eyrie Outrider", "Frost Drake", "Frost Giant", "Hatchling", "Hippogriff", "Kobold", "Manticore",
    "Mountain Dragon", "Mountain Goat", "Mountain Lion", "Roc", "Rock Mauler", "Skyfall Sentry",
    "Snow Goblin", "Thundercrest", "Tuskgore", "Wind Rider", "Wyvern",
}  # fmt: skip
PSYCHIC = {
    "Chill Wraith", "Cryomancer", "Earth Elemental", "Falconer", "Harpy", "Ice Elemental",
    "Lightning Elemental", "Night Gaunt", "Phantasm", "Revenant", "Shiver Nymph", "Sky Seeker",
    "Storm Caller", "Stormcrow", "Stormwing", "Talon Mage", "Windlasher", "Winged Stalker",
}  # fmt: skip
# talismanwiki's list of the box's Trinkets, and the Ruby (the other gems are Trinkets there).
TRINKETS = {
    "Crystal Shard", "Dawnstone", "Diamond", "Dragon's Blood", "Dragon's Eye", "Emerald",
    "Flight Potion", "Ice Sceptre", "Invisibility Potion", "Luckstone", "Opal", "Ring of Protection",
    "Spellbound Potion", "Spellstone", "Unstable Potion", "Ruby",
}  # fmt: skip


@pytest.fixture(scope="module")
def deck(catalogue):
    return [c for c in catalogue if c.id.startswith("highland/")]


def test_the_deck_holds_142_cards_of_117_kinds(deck) -> None:
    assert len(deck) == 117
    assert sum(c.copies for c in deck) == 142
    assert {c.expansion for c in deck} == {"highland"}


def test_every_kind_with_its_copies(deck) -> None:
    assert {c.name: c.copies for c in deck} == COPIES


def test_every_enemy_fights_with_exactly_one_of_strength_and_craft(deck) -> None:
    enemies = [c for c in deck if c.is_enemy]
    assert {c.name for c in enemies} == BATTLE | PSYCHIC
    for card in enemies:
        assert (card.strength is None) != (card.craft is None), card.id
        assert (card.strength is not None) == (card.name in BATTLE), card.id
        assert card.stays, card.id  # every Enemy's text: it stays until killed


def test_the_numbers_the_cards_state(catalogue) -> None:
    """The Highland Cave's 2 is a Cave Troll of Strength 6; the Friendly Giant fights with Strength 6
    or Craft 3; the Clansman adds 2 in battle; the gems sell for 1 to 4 gold; the Magic Shield saves
    on 4-6 and the Magic Helmet on 5-6; the Horns of Power add 1 to both Strength and Craft."""
    cave = catalogue["highland/highland-cave"]
    (roll,) = [step["roll"] for step in cave.effect if "roll" in step]
    assert roll["table"]["2"] == [{"fight": {"strength": 6, "name": "Cave Troll"}}]
    assert roll["table"]["6"] == [{"gain": {"gold": 3}}]
    giant = catalogue["highland/friendly-giant"].text
    assert "Strength 6" in giant and "Craft 3" in giant
    assert catalogue["highland/clansman"].bonus == {"strength": 2, "when": "battle"}
    for gem, gold in (("opal", 1), ("emerald", 2), ("ruby", 3), ("diamond", 4), ("lodestone", 1)):
        assert f"Worth {gold} gold" in catalogue[f"highland/{gem}"].text, gem
    assert catalogue["highland/magic-shield"].protect == "4-6"
    assert catalogue["highland/magic-helmet"].protect == "5-6"
    assert catalogue["highland/horns-of-power"].bonus == {"strength": 1, "craft": 1, "when": "always"}


def test_the_trinkets_carry_the_keyword(deck) -> None:
    """Digital rulebook, Objects: Trinkets "are distinguished with a Trinket keyword" and "do not
    count towards a character's carrying capacity"; only Objects carry it."""
    marked = {c.name for c in deck if "trinket" in c.keywords}
    assert marked == TRINKETS
    assert all(c.type in ("object", "magic-object") for c in deck if c.keywords)


def test_a_trinket_keyword_is_refused_off_an_object(tmp_path) -> None:
    """Keywords belong to Objects: a Trinket keyword on an Enemy is a problem of the data."""
    import shutil

    import yaml

    data = tmp_path / "data"
    shutil.copytree(content.loader.DATA_DIR, data)
    path = data / "highland" / "decks" / "highland.yaml"
    items = yaml.safe_load(path.read_text())
    next(i for i in items if i["id"] == "highland/roc")["keywords"] = ["trinket"]
    path.write_text(yaml.safe_dump(items, sort_keys=False, allow_unicode=True))
    _, problems = content.check(data)
    assert (
        "highland/decks/highland.yaml: highland/roc: keywords: only Objects carry Weapon, Armour or "
        "Trinket keywords" in problems
    )


def test_every_unconfirmed_value_is_listed_by_content_check(deck, capsys) -> None:
    """No source prints a Highland card's encounter number, nor an Enemy's Strength or Craft: each
    card says so and ``talisman content check`` lists every such value. An Object's encounter
    number is the one the Magpie's text gives them all (5, made 1), so it is not listed."""
    assert main(["content", "check", "--json"]) == 0
    listed = set(json.loads(capsys.readouterr().out)["unconfirmed"])
    for card in deck:
        assert not card.verified, card.id
        if card.type in ("object", "magic-object"):
            assert card.encounter == 5 and "encounter" not in card.unconfirmed, card.id
        else:
            assert "encounter" in card.unconfirmed, card.id
        if card.is_enemy:
            assert ("strength" if card.strength else "craft") in card.unconfirmed, card.id
        for name in card.unconfirmed:
            assert f"highland/decks/highland.yaml: {card.id}: {name}: unconfirmed" in listed
