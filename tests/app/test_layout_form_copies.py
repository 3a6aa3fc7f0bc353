"""The layout form's words and ids for a board with more or fewer spaces of a name than the
app's (issue 29, "The Dungeon, whole"), without Kivy: the order kept is the same ids each
time, a copy is named by its kind wherever the app names a space."""

from __future__ import annotations

import pytest

import content
from companion_app.viewmodels.layout_form import LayoutForm, plural
from companion_app.viewmodels.tabledata import from_catalogue

REGION = "region/dungeon"


@pytest.fixture(scope="module")
def cat() -> content.Catalogue:
    return content.load()


def test_copies_are_numbered_on_and_the_order_kept_comes_back_the_same(cat) -> None:
    form = LayoutForm(cat, REGION)
    for name in ["Cavern", "Cavern", *["Tunnel"] * 10]:
        form.add(name)
    ids = form.full_order
    assert ids[:3] == ["space/dungeon/entrance", "space/dungeon/cavern", "space/dungeon/cavern-2"]
    assert ids[-2:] == ["space/dungeon/tunnel-10", "space/dungeon/treasure-chamber"]
    kept = form.readings()
    assert kept["space/dungeon/library"] == 0 and kept["space/dungeon/tunnel-10"] == 13
    again = LayoutForm(cat, REGION, kept)
    assert again.full_order == ids and again.words() == form.words()
    assert form.beyond() == "More than the app's board: 10 Tunnels (it has 9), 2 Caverns (it has 1)"


def test_taking_a_space_off_takes_the_last_of_its_name_and_forgets_a_copy_gone(cat) -> None:
    form = LayoutForm(cat, REGION)
    for name in ["Cavern", "Tunnel", "Cavern", "Guard Room"]:
        form.add(name)
    form.removing = True
    assert form.button_text("Cavern") == "Take off a Cavern"
    form.press("Cavern")
    assert form.words() == "1 Dungeon Entrance > 2 Cavern > 3 Tunnel > 4 Guard Room > 5 Treasure Chamber"
    with pytest.raises(ValueError, match="no Library on your board to remove"):
        form.press("Library")
    stored = LayoutForm(cat, REGION, {"space/dungeon/cavern-2": 3, "space/dungeon/cavern": 2})
    stored.removing = True
    stored.press("Cavern")
    assert stored.dropped() == ["space/dungeon/cavern-2"]
    with pytest.raises(ValueError, match="has no space called Lair"):
        form.add("Lair")


def test_a_board_longer_than_the_places_counted_is_refused(cat) -> None:
    form = LayoutForm(cat, REGION)
    for _ in range(58):
        form.add("Tunnel")
    with pytest.raises(ValueError, match="at most 60 spaces"):
        form.add("Tunnel")


def test_a_copy_is_named_by_its_kind_and_draws_from_its_regions_deck(cat) -> None:
    data = from_catalogue(cat)
    assert data.space_name("space/dungeon/tunnel-10") == "Tunnel"
    assert data.space_name("space/highland/ravine-5") == "Ravine"
    assert data.deck_of("space/dungeon/cavern-2") == "dungeon"
    assert [
        plural(n) for n in ("Tunnel", "Hills", "Mountain Pass", "Library", "Hall of Darkness", "The Ridgeway")
    ] == [
        "Tunnels",
        "Hills",
        "Mountain Passes",
        "Libraries",
        "Halls of Darkness",
        "Ridgeways",
    ]
