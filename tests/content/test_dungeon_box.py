"""The Dungeon box as data (issue 29, item 1): the box declares itself and its counts, and
every value no source confirms is listed by ``talisman content check``.

The counts are the reference's (expansion-cards.json, The Dungeon): "Adventure cards (go into
the main Adventure deck): 10 copies / 5 distinct", "Spell cards: 20 copies / 12 distinct",
"Treasure deck: 9 cards, all distinct", "Characters: 5 (Amazon, Gladiator, Gypsy,
Philosopher, Swashbuckler)"."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

import content
from content import loader
from content.loader import DATA_DIR

DUNGEON = "dungeon"


def _of(catalogue: content.Catalogue, kind: str) -> list[content.model.Component]:
    return [c for c in catalogue if c.expansion == DUNGEON and c.kind == kind]


def test_the_dungeon_declares_itself_third_with_a_mark(catalogue) -> None:
    box = catalogue.box(DUNGEON)
    assert box.name == "The Dungeon" and box.order == 3
    assert catalogue.expansions.index(DUNGEON) == 2  # after The Reaper and The Blood Moon
    assert box.decks["adventure"] == (10, 5) and box.decks["spell"] == (20, 12)
    assert box.decks["character"] == (5, None)
    assert box.decks["dungeon"] == (128, 91) and box.decks["treasure"] == (9, 9)
    assert box.regions == ("dungeon",)
    assert box.partial and "by hand" in box.partial  # not whole yet: says what is missing
    assert DUNGEON in catalogue.expansions and DUNGEON not in catalogue.complete
    assert box.mark and all("fill" in part or "stroke" in part for part in box.mark)


@pytest.mark.parametrize(
    ("kind", "cards", "distinct"),
    [("adventure", 10, 5), ("spell", 20, 12), ("character", 5, 5), ("treasure", 9, 9)],
)
def test_the_boxs_cards_are_there_in_its_declared_numbers(catalogue, kind, cards, distinct) -> None:
    found = _of(catalogue, kind)
    assert sum(c.copies for c in found) == cards and len(found) == distinct
    counted = content.counts(catalogue)["expansions"][DUNGEON][kind]  # as content check prints them
    assert counted == ({"cards": cards} if kind == "character" else {"cards": cards, "distinct": distinct})


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


# --- the region ----------------------------------------------------------------------------

ORDER = [
    "entrance", "tunnel-1", "tunnel-2", "cavern", "tunnel-3", "guard-room", "tunnel-4", "library",
    "tunnel-5", "cell", "tunnel-6", "kitchen", "tunnel-7", "monster-pit", "tunnel-8", "tunnel-9",
    "hall-of-darkness", "treasure-chamber",
]  # fmt: skip


def test_the_region_is_a_track_entered_from_the_ruins_and_ending_at_the_treasure_chamber(catalogue) -> None:
    """Digital rulebook: the Dungeon "is connected to the main Talisman board at the main
    board's Ruins space"; "The Treasure Chamber is the last space in the Dungeon"; movement
    there is "one die", with or against the arrows, "a linear path"."""
    region = catalogue[f"region/{DUNGEON}"]
    assert (region.moves, region.deck, region.drawn, region.place) == ("dice", "dungeon", "track", "east")
    assert region.entrance == "space/dungeon/entrance" and region.final == "space/dungeon/treasure-chamber"
    assert [(link.start, link.end, link.one_way) for link in region.links] == [
        ("space/outer/ruins", "space/dungeon/entrance", False)
    ]
    track = catalogue.region(DUNGEON)
    assert [s.id.removeprefix("space/dungeon/") for s in track] == ORDER
    assert all(s.index > 53 for s in track)  # after the core's 49 and the tests' own box (50-53)
    for before, space, after in zip([None, *track], track, [*track[1:], None], strict=False):
        assert space.neighbours == tuple(s.id for s in (before, after) if s is not None)  # a line


def test_the_names_the_cards_give_are_spaces_of_the_track(catalogue) -> None:
    names = {s.name for s in catalogue.region(DUNGEON)}
    assert names == {
        "Dungeon Entrance", "Tunnel", "Cavern", "Guard Room", "Library", "Cell", "Kitchen",
        "Monster Pit", "Hall of Darkness", "Treasure Chamber",
    }  # fmt: skip
    tunnels = [s for s in catalogue.region(DUNGEON) if s.name == "Tunnel"]
    cavern = catalogue["space/dungeon/cavern"]
    assert all(s.draw == 1 for s in tunnels) and cavern.draw == 2
    for space in (*tunnels, cavern):
        assert space.effect == ({"draw": {"deck": "dungeon", "count": space.draw}},)


def test_the_order_follows_the_secret_passages_chart_and_is_unconfirmed(catalogue) -> None:
    """The reference: the Secret Passage's chart lists "Dungeon Entrance, Guard Room, Library,
    Cell, Kitchen, Treasure Chamber"; the order read from it is inferred, not confirmed."""
    index = {s.name: s.index for s in catalogue.region(DUNGEON)}
    chart = ["Dungeon Entrance", "Guard Room", "Library", "Cell", "Kitchen", "Treasure Chamber"]
    assert [index[n] for n in chart] == sorted(index[n] for n in chart)
    assert not any(s.verified for s in catalogue.region(DUNGEON))
    how = ("our guess", "our inference", "confirmed by the rules")  # each says how it was placed
    assert all(any(words in " ".join(s.source.split()) for words in how) for s in catalogue.region(DUNGEON))
    listed = loader.unconfirmed(catalogue)
    assert all(any(f": {s.id}: " in line for line in listed) for s in catalogue.region(DUNGEON))


def test_the_treasure_chamber_holds_the_lord_of_darkness_and_the_emergence_chart(catalogue) -> None:
    """ "The Lord of Darkness has Strength 12 and Craft 12"; "If a character's attack score
    beats the Lord of Darkness's score by eight or more, he emerges directly on the Crown of
    Command"; the chart's other rows are printed on the space, in no source at hand."""
    chamber = catalogue["space/dungeon/treasure-chamber"]
    fights = [step for option in chamber.effect[0]["choose"] for step in option["do"]]
    assert fights == [
        {"fight": {"strength": 12, "name": "Lord of Darkness"}},
        {"psychic": {"craft": 12, "name": "Lord of Darkness"}},
    ]
    assert chamber.chart is not None and chamber.chart["rows"] == [0, 8]
    assert chamber.chart["table"]["8"] == [{"teleport": {"to": "space/inner/crown-of-command"}}]
    assert chamber.chart["unconfirmed"] == [str(n) for n in range(8)]
    listed = loader.unconfirmed(catalogue)
    where = "dungeon/board.yaml: space/dungeon/treasure-chamber: chart"
    rows = [line for line in listed if line.startswith(where)]
    assert rows == [f"{where} {n}: unconfirmed" for n in range(8)]


def test_the_treasures_are_a_deck_of_their_own_that_no_region_draws_from(catalogue) -> None:
    """ "Characters who kill the Lord of Darkness may look through the Treasure deck and choose
    one Treasure Card from it": picked, never drawn onto a space, so no encounter number."""
    treasures = _of(catalogue, "treasure")
    assert {c.name for c in treasures} == {
        "Aegis", "Bag of Holding", "Book of Lore", "Cloak of Feathers", "Clockwork Owl",
        "Elixir of Life", "Orb of Prophesy", "Talisman", "Totem Staff",
    }  # fmt: skip
    assert all(c.file == "dungeon/decks/treasure.yaml" and c.encounter == 0 for c in treasures)
    assert "treasure" not in {r.deck for r in catalogue.regions}


# --- the loader's rules for a box's own decks and charts -----------------------------------


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_a_deck_of_its_own_must_be_one_its_box_declares(data: Path) -> None:
    _edit(data / DUNGEON / "box.yaml", "  treasure: [9, 9]\n", "")
    _, problems = content.check(data)
    why = "'treasure' is the deck of no region, nor one its box declares"
    assert f"dungeon/decks/treasure.yaml: treasure/aegis: id: {why}" in problems


def test_a_box_may_not_declare_a_deck_it_has_no_cards_of(data: Path) -> None:
    _edit(data / DUNGEON / "box.yaml", "  treasure: [9, 9]\n", "  treasure: [9, 9]\n  relic: [3]\n")
    _, problems = content.check(data)
    assert problems == ["dungeon/box.yaml: box/dungeon: decks: unknown deck 'relic'"]


def test_a_whole_boxs_region_needs_the_cards_of_its_deck(data: Path) -> None:
    """A partial box's region may name a deck still unwritten (the Dungeon deck, apart); once
    the box says it is whole, the deck must be there and counted."""
    declared = data / DUNGEON / "box.yaml"
    text = declared.read_text(encoding="utf-8")
    start = text.index("partial:")
    end = text.index("\n# ", start) + 1
    declared.write_text(text[:start] + text[end:], encoding="utf-8")
    (data / DUNGEON / "decks" / "dungeon.yaml").unlink(missing_ok=True)
    _, problems = content.check(data)
    assert "dungeon/board.yaml: region/dungeon: deck: no card of a 'dungeon' deck in the data" in problems


@pytest.mark.parametrize(
    ("rows", "problem"),
    [
        ("[0, 7]", "chart.table.8: not a row or range of rows from 0 to 7"),
        ("[0, 9]", "chart.table: no entry for rows [9]"),
        ("[8, 0]", "chart.rows: expected [lowest, highest] row"),
    ],
)
def test_a_chart_read_by_rows_covers_each_row_once(data: Path, rows: str, problem: str) -> None:
    _edit(data / DUNGEON / "board.yaml", "rows: [0, 8]", f"rows: {rows}")
    _, problems = content.check(data)
    where = "dungeon/board.yaml: space/dungeon/treasure-chamber: "
    assert any(p.startswith(where + problem) for p in problems), problems


def test_the_box_file_reads_as_yaml() -> None:
    declared = yaml.safe_load((DATA_DIR / DUNGEON / "box.yaml").read_text())
    assert declared["id"] == "box/dungeon" and set(declared["decks"]) == {
        "adventure", "spell", "dungeon", "treasure", "character",
    }  # fmt: skip
