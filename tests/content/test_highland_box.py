"""The Highland box as data (issue 30, item 1): the box declares itself and its counts, its
region lies beside the Chapel corner, and every value no source confirms is listed by
``talisman content check``.

The counts are the reference's: expansion-cards.json (The Highland) has "12 copies / 7
distinct" Adventure cards and 142 Highland cards of 117; the Relic deck holds "4 Relics —
Arnkell, Dreadwing, Rage Talon, Windlord Amulet" (the card list has only three; the digital
rulebook's FAQ answers a question on the fourth); "Alternative Ending cards: 3 — Battle Royale,
Eagle King, Hand of Doom"; "Characters: 6 (Alchemist, Highlander, Rogue, Sprite, Valkyrie,
Vampiress)". Spells: the card list's 10 against talismanwiki's 12; neither rulebook counts them,
and the data takes 12 (spells.yaml says why)."""

from __future__ import annotations

import pytest

import content
from content import loader

HIGHLAND = "highland"


def _of(catalogue: content.Catalogue, kind: str) -> list[content.model.Component]:
    return [c for c in catalogue if c.expansion == HIGHLAND and c.kind == kind]


def test_the_highland_declares_itself_fourth_with_a_mark(catalogue) -> None:
    box = catalogue.box(HIGHLAND)
    assert box.name == "The Highland" and box.order == 4
    assert catalogue.expansions.index(HIGHLAND) == 3  # after The Reaper, The Blood Moon, The Dungeon
    assert box.decks["adventure"] == (12, 7) and box.decks["spell"] == (12, 7)
    assert box.decks["highland"] == (142, 117) and box.decks["relic"] == (4, 4)
    assert box.decks["ending"] == (3, 3) and box.decks["character"] == (6, None)
    assert box.regions == (HIGHLAND,) and box.figures == () and box.options == ()
    assert box.partial and "Highland deck" in box.partial  # not whole yet: says what is missing
    assert HIGHLAND not in catalogue.complete
    assert box.mark and all("fill" in part or "stroke" in part for part in box.mark)


@pytest.mark.parametrize(
    ("kind", "cards", "distinct"),
    [("adventure", 12, 7), ("spell", 12, 7), ("relic", 4, 4), ("ending", 3, 3), ("character", 6, 6)],
)
def test_the_boxs_cards_are_there_in_its_declared_numbers(catalogue, kind, cards, distinct) -> None:
    found = _of(catalogue, kind)
    assert sum(c.copies for c in found) == cards and len(found) == distinct
    counted = content.counts(catalogue)["expansions"][HIGHLAND][kind]  # as content check prints them
    assert counted == ({"cards": cards} if kind == "character" else {"cards": cards, "distinct": distinct})


def test_the_cards_by_name_and_copies(catalogue) -> None:
    adventure = {c.name: c.copies for c in _of(catalogue, "adventure")}
    assert adventure == {
        "Eyrie Vanguard": 2, "Landslide": 2, "Magic Gateway": 1, "Roc": 2, "Earth Elemental": 1,
        "Mountain Trail": 2, "Rune Gate": 2,
    }  # fmt: skip
    spells = {c.name: c.copies for c in _of(catalogue, "spell")}
    assert spells == {
        "Eyes of the Hawk": 2, "Lightning Bolt": 2, "Lightning Strike": 1, "Mind Steal": 2,
        "Simulacrum": 2, "Soul Shatter": 2, "Syphon Craft": 1,
    }  # fmt: skip
    relics = {c.id: c.name for c in _of(catalogue, "relic")}
    assert relics == {
        "relic/arnkell": "Arnkell", "relic/dreadwing": "Dreadwing", "relic/rage-talon": "Rage Talon",
        "relic/windlord-amulet": "Windlord Amulet",
    }  # fmt: skip
    assert all(c.file == "highland/decks/relic.yaml" and c.encounter == 0 for c in _of(catalogue, "relic"))
    assert "relic" not in {r.deck for r in catalogue.regions}  # drawn at the Eyrie, never onto a space
    endings = {c.name for c in _of(catalogue, "ending")}
    assert endings == {"Battle Royale", "Eagle King", "Hand of Doom"}


def test_the_two_disputed_spell_counts_are_unconfirmed(catalogue) -> None:
    listed = loader.unconfirmed(catalogue)
    for spell in ("lightning-bolt", "soul-shatter"):
        assert f"highland/spells.yaml: spell/{spell}: copies: unconfirmed" in listed
    assert not any("spell/mind-steal" in line for line in listed)


def test_the_characters_numbers_from_the_one_fan_source_are_unconfirmed(catalogue) -> None:
    heroes = {c.name: c for c in catalogue.characters if c.expansion == HIGHLAND}
    rows = {n: (c.strength, c.craft, c.fate, c.lives, c.start, c.alignment) for n, c in heroes.items()}
    assert rows == {
        "Alchemist": (2, 4, 3, 4, "space/outer/city", "neutral"),
        "Highlander": (4, 2, 2, 4, "space/outer/crags", "neutral"),
        "Rogue": (3, 3, 4, 4, "space/outer/tavern", "neutral"),
        "Sprite": (1, 5, 1, 4, "space/outer/forest", "good"),
        "Valkyrie": (3, 4, 3, 4, "space/outer/ruins", "good"),
        "Vampiress": (3, 3, 3, 5, "space/outer/graveyard", "evil"),
    }
    assert not any(c.verified for c in heroes.values())
    listed = loader.unconfirmed(catalogue)
    for hero in ("alchemist", "highlander", "rogue", "sprite", "valkyrie", "vampiress"):
        assert f"highland/characters.yaml: character/{hero}: -: unconfirmed" in listed  # the whole card
    assert heroes["Alchemist"].gold == 5 and all(c.gold == 1 for n, c in heroes.items() if n != "Alchemist")


def test_the_endings_texts_are_unconfirmed_and_played_from_the_printed_card(catalogue) -> None:
    """No source at hand prints the three endings whole: each is verified: false; two name a
    handler the table plays by hand (as The Blood Moon's third ending), and the Hand of Doom's
    known part, its die and the 1, is the engine's (its other results by hand)."""
    from engine import cards

    for ending in _of(catalogue, "ending"):
        assert not ending.verified and "printed card" in ending.text
        if ending.id == "ending/hand-of-doom":
            assert ending.handler in cards.HANDLERS and ending.handler not in cards.BY_HAND
        else:
            assert ending.handler in cards.BY_HAND
    assert catalogue["ending/hand-of-doom"].variant == "hidden"  # "one of the hidden endings"


# --- the region ----------------------------------------------------------------------------

ORDER = [
    "entrance", "hills", "ravine-1", "cliff", "ruined-mine", "ravine-2", "canyon", "mountain-pass",
    "lost-city", "ravine-3", "glacier", "ice-bridge", "ravine-4", "waterfall", "the-ridgeway",
    "precipice", "eyrie",
]  # fmt: skip


def test_the_region_is_a_track_entered_from_the_crags_and_ending_at_the_eyrie(catalogue) -> None:
    """Digital rulebook: the Highland "is connected to the main Talisman board at the main
    board's Crags space"; "The Eyrie is the last space in the Highland"; the Highland lies
    "bottom-left"."""
    region = catalogue[f"region/{HIGHLAND}"]
    assert (region.moves, region.deck, region.drawn, region.place) == ("dice", HIGHLAND, "track", "west")
    assert region.entrance == "space/highland/entrance" and region.final == "space/highland/eyrie"
    assert [(link.start, link.end, link.one_way) for link in region.links] == [
        ("space/outer/crags", "space/highland/entrance", False)
    ]
    track = catalogue.region(HIGHLAND)
    assert [s.id.removeprefix("space/highland/") for s in track] == ORDER
    assert [s.index for s in track] == list(range(100, 117))  # the hundreds: clear of any Dungeon
    for before, space, after in zip([None, *track], track, [*track[1:], None], strict=False):
        assert space.neighbours == tuple(s.id for s in (before, after) if s is not None)  # a line


def test_the_draw_spaces_draw_from_the_highland_deck(catalogue) -> None:
    """talismanwiki's spaces: Highland Entrance, Hills and Cliff draw 1, a Ravine 2 (four of
    them), the Canyon 3, each topping up what lies there."""
    draws = {s.id: s.draw for s in catalogue.region(HIGHLAND) if s.effect and "draw" in s.effect[0]}
    assert sorted(draws.values()) == [1, 1, 1, 2, 2, 2, 2, 3]
    for space in draws:
        count = catalogue[space].draw
        assert catalogue[space].effect == ({"draw": {"deck": HIGHLAND, "count": count}},)
    ravines = [s for s in catalogue.region(HIGHLAND) if s.name == "Ravine"]
    assert len(ravines) == 4 and all(s.draw == 2 for s in ravines)


def test_the_order_between_the_first_and_last_is_unconfirmed(catalogue) -> None:
    """The reference: "The order along the path is UNCONFIRMED for every space except the first
    (Highland Entrance) and the last (Eyrie)"; two cards' charts list the Ruined Mine, the
    Mountain Pass, then the Lost City or the Glacier, and the Waterfall last."""
    track = catalogue.region(HIGHLAND)
    first, middle, last = track[0], track[1:-1], track[-1]
    assert first.verified and last.verified and not any(s.verified for s in middle)
    how = ("our guess", "our inference")  # each says how it was placed
    assert all(any(words in " ".join(s.source.split()) for words in how) for s in middle)
    index = {s.name: s.index for s in track}
    chart = ["Ruined Mine", "Mountain Pass", "Lost City", "Glacier", "Waterfall"]
    assert [index[n] for n in chart] == sorted(index[n] for n in chart)
    listed = loader.unconfirmed(catalogue)
    assert all(any(f": {s.id}: " in line for line in listed) for s in middle)


def test_the_eyrie_holds_the_eagle_king(catalogue) -> None:
    """ "The Eagle King has Strength 8 and Craft 8"; the region's guardian (its handler) fights
    him and deals the Relics, the region's reward deck, whose discarded cards leave the game."""
    eyrie = catalogue["space/highland/eyrie"]
    fights = [step for option in eyrie.effect[0]["choose"] for step in option["do"]]
    assert fights == [
        {"fight": {"strength": 8, "name": "Eagle King"}},
        {"psychic": {"craft": 8, "name": "Eagle King"}},
    ]
    assert eyrie.handler == "space/highland/eyrie"
    region = catalogue["region/highland"]
    assert region.rewards == ("relic",) and region.spent == ("relic",)


def test_the_ridgeway_and_the_lost_city_are_read_with_dice(catalogue) -> None:
    """talismanwiki: the Ridgeway's die (1 marauders, Strength 6; 2-3 a rock slide; 4-5 safe;
    6 a guide, 1 gold); the Lost City's 2 dice (2 loses a Craft ... 12 a Relic)."""
    ridge = catalogue["space/highland/the-ridgeway"].effect[0]["roll"]
    assert ridge["dice"] == 1 and set(ridge["table"]) == {"1", "2-3", "4-5", "6"}
    assert ridge["table"]["4-5"] == [] and ridge["table"]["6"] == [{"gain": {"gold": 1}}]
    city = catalogue["space/highland/lost-city"].effect[0]["roll"]
    assert city["dice"] == 2 and set(city["table"]) == {str(n) for n in range(2, 13)}
    assert city["table"]["9"] == [{"take": "talisman/talisman"}]
