"""The Dungeon box as data (issue 29, item 1): the box declares itself and its counts, and
every value no source confirms is listed by ``talisman content check``.

The counts are the reference's (expansion-cards.json, The Dungeon): "Adventure cards (go into
the main Adventure deck): 10 copies / 5 distinct", "Spell cards: 20 copies / 12 distinct",
"Treasure deck: 9 cards, all distinct", "Characters: 5 (Amazon, Gladiator, Gypsy,
Philosopher, Swashbuckler)"."""

from __future__ import annotations

import pytest

import content
from content import loader

DUNGEON = "dungeon"


def _of(catalogue: content.Catalogue, kind: str) -> list[content.model.Component]:
    return [c for c in catalogue if c.expansion == DUNGEON and c.kind == kind]


def test_the_dungeon_declares_itself_third_with_a_mark(catalogue) -> None:
    box = catalogue.box(DUNGEON)
    assert box.name == "The Dungeon" and box.order == 3
    assert catalogue.expansions.index(DUNGEON) == 2  # after The Reaper and The Blood Moon
    assert box.decks["adventure"] == (10, 5) and box.decks["spell"] == (20, 12)
    assert box.decks["character"] == (5, None)
    assert box.partial and "Dungeon deck" in box.partial  # not whole yet: says what is missing
    assert box.mark and all("fill" in part or "stroke" in part for part in box.mark)


@pytest.mark.parametrize(
    ("kind", "cards", "distinct"),
    [("adventure", 10, 5), ("spell", 20, 12), ("character", 5, 5)],
)
def test_the_boxs_cards_are_there_in_its_declared_numbers(catalogue, kind, cards, distinct) -> None:
    found = _of(catalogue, kind)
    assert sum(c.copies for c in found) == cards and len(found) == distinct
    assert content.counts(catalogue)["expansions"][DUNGEON][kind]["cards"] == cards


def test_the_adventure_cards_and_spells_by_name_and_copies(catalogue) -> None:
    adventure = {c.name: c.copies for c in _of(catalogue, "adventure")}
    assert adventure == {
        "Dark Denizens": 2, "Trap Door": 2, "Burrow Worm": 1, "Dungeon Door": 2, "Rune Gate": 3,
    }  # fmt: skip
    spells = {c.name: c.copies for c in _of(catalogue, "spell")}
    assert spells == {
        "Craft": 2, "Divine Intervention": 2, "Finger of Death": 1, "Magic Portal Spell": 2,
        "Magic Shell": 1, "Restoration": 2, "Spell Call": 2, "Strength": 2, "Summon Storm": 1,
        "Temporal Vortex": 1, "Twist of Fate": 2, "Weakness": 2,
    }  # fmt: skip


def test_the_characters_numbers_from_the_one_fan_source_are_unconfirmed(catalogue) -> None:
    """The reference: "Stats from one fan database (SQL, 2013)" ... "All five rows: single fan
    source -> verified: false until checked against the cards"."""
    heroes = {c.name: c for c in catalogue.characters if c.expansion == DUNGEON}
    rows = {n: (c.strength, c.craft, c.fate, c.lives, c.start, c.alignment) for n, c in heroes.items()}
    assert rows == {
        "Amazon": (3, 3, 3, 4, "space/outer/village", "neutral"),
        "Gladiator": (4, 2, 1, 5, "space/outer/tavern", "evil"),
        "Gypsy": (2, 4, 4, 4, "space/outer/forest", "good"),
        "Philosopher": (2, 4, 2, 4, "space/outer/city", "neutral"),
        "Swashbuckler": (3, 3, 2, 4, "space/outer/tavern", "good"),
    }
    assert not any(c.verified for c in heroes.values())


def test_every_unconfirmed_value_of_the_box_is_listed_by_content_check(catalogue) -> None:
    """What no source prints (encounter numbers, the Burrow Worm's Strength, the characters'
    cards) is listed, each on its own line; what a card's text states is not."""
    listed = [line for line in loader.unconfirmed(catalogue) if line.startswith(f"{DUNGEON}/")]
    assert "dungeon/adventure/cards.yaml: adventure/burrow-worm: strength: unconfirmed" in listed
    assert "dungeon/adventure/cards.yaml: adventure/trap-door: encounter: unconfirmed" in listed
    for hero in ("amazon", "gladiator", "gypsy", "philosopher", "swashbuckler"):
        assert f"dungeon/characters.yaml: character/{hero}: -: unconfirmed" in listed
    doubtful = {line.split(": ")[1] for line in listed}
    unverified = {c.id for c in catalogue if c.expansion == DUNGEON and not c.verified}
    assert unverified <= doubtful
    # the Spells' texts state every number they use
    assert not any(line.split(": ")[1].startswith("spell/") for line in listed)
