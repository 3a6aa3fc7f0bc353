"""The board of a game, from the data: its regions, their spaces and the links between them.

The core game's three regions and any region a box adds are records of the data
(``region/<name>``, ``content.model.Region``); a region of a box is on the board only in
games that play that box, and so are the links it adds (its entrance and exits, one-way or
both ways). The engine, the app's Board screen and the printed board all read this one
object; a catalogue makes it once for each set of boxes (``Catalogue.board``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from content.model import Region, Space

if TYPE_CHECKING:
    from content.model import Catalogue

SIDES = ("north", "east", "south", "west")  # where a region may lie beside the main board


def key_for(catalogue: Catalogue, boxes: Iterable[str]) -> tuple[str, ...]:
    """The boxes among ``boxes`` that add a region (the core game's is always there)."""
    with_regions = {r.expansion for r in catalogue._region_records} - {"core"}
    return tuple(sorted(set(boxes) & with_regions))


class Board:
    """The regions of a game (the core game's and its boxes'), their spaces in board order,
    each with the links of the regions in play among its ``neighbours``."""

    def __init__(self, catalogue: Catalogue, key: tuple[str, ...]):
        self.key = key
        boxes = {"core", *key}
        regions = [r for r in catalogue.regions if r.expansion in boxes]
        self.regions: dict[str, Region] = {r.slug: r for r in regions}
        ways: dict[str, list[str]] = {}
        for region in regions:
            for link in region.links:
                ways.setdefault(link.start, []).append(link.end)
                if not link.one_way:
                    ways.setdefault(link.end, []).append(link.start)
        spaces: dict[str, Space] = {}
        for space in catalogue.spaces:
            if space.region in self.regions:
                extra = tuple(s for s in ways.get(space.id, ()) if s not in space.neighbours)
                spaces[space.id] = replace(space, neighbours=space.neighbours + extra) if extra else space
        self.laid = any(r.read for r in regions)  # a region as the table laid it out from its board
        if self.laid:
            for region in regions:
                if region.read:
                    spaces = laid_out(region, spaces)
            spaces = numbered_apart(spaces)
            spaces = dict(sorted(spaces.items(), key=lambda item: item[1].index))
        self.spaces = spaces
        # a space of the data -> the copies of its kind the table's board adds (its first's),
        # and the data's spaces of each such kind (a card's list naming them all means the kind)
        self.copies: dict[str, tuple[str, ...]] = {}
        for space in spaces.values():
            if space.copy_of is not None:
                self.copies[space.copy_of] = (*self.copies.get(space.copy_of, ()), space.id)
        self._kind: dict[str, frozenset[str]] = {}
        for first in self.copies:
            kind = catalogue[first]
            assert isinstance(kind, Space)
            self._kind[first] = frozenset(
                s.id for s in catalogue.spaces if s.region == kind.region and s.name == kind.name
            )
        by_region: dict[str, list[Space]] = {name: [] for name in self.regions}
        for space in spaces.values():
            by_region[space.region].append(space)
        self._by_region = {name: tuple(found) for name, found in by_region.items()}
        self.of: dict[str, Region] = {s: self.regions[space.region] for s, space in spaces.items()}
        # the spaces walked one at a time (a roll's walk never enters them but by a crossing)
        self.stepped = frozenset(s for s, r in self.of.items() if r.moves == "steps")
        # a dice region's final space (a track's end) ends a roll's walk on entering it
        self.ends = frozenset(r.final for r in regions if r.moves == "dice" and r.final)
        # the regions' own rules, as the spaces they hold (asked at every battle or landing)
        self.unevadable = self._where(lambda r: not r.evade)
        self.spell_proof = self._where(lambda r: r.spell_proof)
        self.foes_wait = self._where(lambda r: r.foes_wait)
        self.unmet = frozenset(s for s, r in self.of.items() if r.meet_only and s not in r.meet_only)
        # a space -> the deck its draw takes from
        self.deck_of: dict[str, str] = {s: r.deck for s, r in self.of.items()}
        self.decks = tuple(dict.fromkeys(r.deck for r in regions))  # the decks regions draw from
        # the decks regions give cards from, never drawn onto a space (The Dungeon's Treasures)
        self.rewards = tuple(dict.fromkeys(d for r in regions for d in r.rewards))
        # of those, the decks whose cards leave the game once discarded (The Highland's Relics)
        self.spent = frozenset(d for r in regions for d in r.spent)
        self.main = tuple(r for r in regions if r.place == "main")  # the main board's, outermost first
        self.beside = tuple(r for r in regions if r.place != "main")

    def _where(self, rule: Callable[[Region], bool]) -> frozenset[str]:
        return frozenset(s for s, r in self.of.items() if rule(r))

    def widen(self, listed: Iterable[str]) -> list[str]:
        """A card's list of spaces as this board holds them: on a region the table laid out,
        the listed spaces on its board, and where the list names every space the data has of
        a kind ("any Tunnel space"), the copies of that kind the board adds too."""
        spaces = list(listed)
        if not self.laid:
            return spaces
        out = [s for s in spaces if s in self.spaces]
        named = set(spaces)
        for first, copies in self.copies.items():
            if self._kind[first] <= named:
                out += [s for s in copies if s not in named]
        return out

    def original(self, space: str) -> str:
        """The data's space a space of this board is: itself, or the one a copy repeats."""
        copy = self.spaces[space].copy_of if space in self.spaces else None
        return copy or space

    def region(self, name: str) -> tuple[Space, ...]:
        """The spaces of a region in board order (clockwise for a ring); none for a region not
        on this board."""
        return self._by_region.get(name, ())

    def region_of(self, space: str) -> Region:
        return self.of[space]

    def spaces_of(self, region: Region) -> tuple[Space, ...]:
        return self._by_region[region.slug]


def numbered_apart(spaces: dict[str, Space]) -> dict[str, Space]:
    """The spaces with no number shared by two regions: each region keeps the data's numbers
    (The Dungeon from 60, The Highland from 100) unless a region before it, laid out longer than
    the numbers left between them, ran into them; then all its spaces number on past that one's
    last (a table's board that long moves the later region's numbers, never two on one)."""
    groups: dict[str, list[Space]] = {}
    for space in spaces.values():
        groups.setdefault(space.region, []).append(space)
    out = spaces
    top: int | None = None
    for group in sorted(groups.values(), key=lambda found: min(s.index for s in found)):
        low = min(s.index for s in group)
        shift = top + 1 - low if top is not None and low <= top else 0
        if shift:
            out = dict(out) if out is spaces else out
            for space in group:
                out[space.id] = replace(space, index=space.index + shift)
        top = max(s.index for s in group) + shift
    return out


def laid_out(region: Region, spaces: dict[str, Space]) -> dict[str, Space]:
    """The board's spaces with ``region`` laid out as its table read it off its own board
    (``Region.read``, ``content.readings``): the spaces given a place, in that order from the
    entrance (always first) to the final space (always last), each joined to the one before and
    after (the arrows of a linear path) and numbered on from the region's first number; a space
    given no place is not on that board, and a copy (``content.readings.nth_id``: more spaces
    of a name than the data holds) repeats its kind's first space. A space whose effect the
    table picked from the region's ``effects`` plays it (its draw counted) instead of being
    played by hand."""
    from content.readings import EFFECT, copy_of

    mine = [s for s in spaces.values() if s.region == region.slug]
    if not mine:
        return spaces
    read = region.read
    for name, at in read.items():  # more spaces of a kind than the data holds: copies of its first
        if at and not name.startswith(EFFECT) and name not in spaces:
            original = copy_of(region, mine, name)
            if original is not None:
                mine.append(replace(original, id=name, copy_of=original.id))
    order = list(mine)
    placed = any(read.get(s.id) for s in mine)
    if placed:
        ends = (region.entrance, region.final)
        order = [s for s in mine if read.get(s.id) or s.id in ends]
        order.sort(
            key=lambda s: (s.id != region.entrance, s.id == region.final, read.get(s.id) or 0, s.index, s.id)
        )
    first = min(s.index for s in mine)
    inside = {s.id for s in mine}
    out = {k: v for k, v in spaces.items() if k not in inside}
    for at, space in enumerate(order):
        changes: dict[str, object] = {}
        if placed:
            chain = tuple(order[i].id for i in (at - 1, at + 1) if 0 <= i < len(order))
            changes |= {
                "index": first + at,
                "neighbours": chain + tuple(n for n in space.neighbours if n not in inside),
            }
        # a copy plays what its own reading picks, else what its kind's first space plays
        picked = read.get(EFFECT + space.id) or (read.get(EFFECT + space.copy_of, 0) if space.copy_of else 0)
        if 1 <= picked <= len(region.effects):
            effect = region.effects[picked - 1]
            steps = tuple(dict(step) for step in effect.get("do") or ())
            draws = [s["draw"] for s in steps if "draw" in s and isinstance(s["draw"], dict)]
            changes |= {"effect": steps, "handler": None, "short": str(effect.get("label", ""))}
            changes["draw"] = sum(int(d.get("count", 1)) for d in draws if d.get("deck") == region.deck)
        out[space.id] = replace(space, **changes)  # type: ignore[arg-type]
    return out
