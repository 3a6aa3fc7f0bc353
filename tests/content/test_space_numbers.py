"""Every space of a board has a number of its own (the Board screen, the printed tiles and a
space's name where several share it, "Tunnel, space 63", show it), whatever the table's own
corner boards hold.

The data numbers the main board 1-49, The Dungeon from 60 and The Highland from 100. A region
the table lays out (``content.readings``: each space's place from the entrance, up to
``PLACES``) numbers on from its first number; a Dungeon of more than 40 spaces would reach the
Highland's, and the Highland then numbers on past it.
"""

from __future__ import annotations

from collections import Counter

import pytest

import content
from content.board import Board
from content.readings import PLACES, kinds, laid_out, places, with_readings

BOXES = ("dungeon", "highland")


@pytest.fixture(scope="module")
def cat() -> content.Catalogue:
    return content.load()


def layout(cat: content.Catalogue, region: str, names: list[str]) -> dict[str, int]:
    """A region's readings for a board holding, after its entrance, these kinds in turn, then its
    final space."""
    rec, data = cat[region], cat.region(cat[region].slug)
    return places((s.id for s in data), laid_out(rec, kinds(rec, data), names))


def board(cat: content.Catalogue, **regions: list[str]) -> Board:
    read = {f"region/{name}": layout(cat, f"region/{name}", kinds_) for name, kinds_ in regions.items()}
    return with_readings(cat, read).board(BOXES)


def numbers(b: Board, region: str) -> list[int]:
    return [s.index for s in b.region(region)]


def test_the_data_gives_each_region_numbers_of_its_own(cat: content.Catalogue) -> None:
    b = cat.board(BOXES)
    assert numbers(b, "dungeon") == list(range(60, 78))
    assert numbers(b, "highland") == list(range(100, 117))
    assert max(numbers(b, "inner")) < 60


def test_a_long_dungeon_keeps_the_highlands_numbers_while_it_has_room(cat: content.Catalogue) -> None:
    """A Dungeon of 40 spaces (its entrance, 38 Tunnels, the Treasure Chamber) runs 60-99: the
    Highland keeps 100 on, as its printed tiles say."""
    b = board(cat, dungeon=["Tunnel"] * 38)
    assert numbers(b, "dungeon") == list(range(60, 100))
    assert numbers(b, "highland") == list(range(100, 117))


@pytest.mark.parametrize("tunnels", [39, 50, PLACES - 2])
def test_no_two_spaces_share_a_number_however_long_the_dungeon(cat: content.Catalogue, tunnels: int) -> None:
    """Past 40 spaces the Dungeon reaches 100; the Highland (laid out too, with copies) numbers
    on past the Dungeon's last, each region still in one run, in order."""
    b = board(cat, dungeon=["Tunnel"] * tunnels, highland=["Ravine"] * 6 + ["Hills", "Cliff"])
    count = Counter(s.index for s in b.spaces.values())
    assert [n for n, k in count.items() if k > 1] == []
    dungeon, highland = numbers(b, "dungeon"), numbers(b, "highland")
    assert dungeon == list(range(60, 60 + tunnels + 2))
    assert highland == list(range(dungeon[-1] + 1, dungeon[-1] + 1 + len(highland)))
    assert len(highland) == 10
    assert list(b.spaces) == sorted(b.spaces, key=lambda s: b.spaces[s].index)  # board order
