"""The few facts of the game the table tracker needs, taken from the content catalogue.

Kept apart from the catalogue so the tracker and its tests can run on a hand-made table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# The limited resources when the catalogue has no supply data (core rulebook "Components").
DEFAULT_SUPPLY: Mapping[str, int] = {
    "strength": 72,
    "craft": 72,
    "lives": 72,
    "fate": 36,
    "gold": 30,
    "toad": 4,
}


@dataclass(frozen=True, kw_only=True)
class CharacterFacts:
    id: str
    name: str
    strength: int
    craft: int
    fate: int
    lives: int
    gold: int
    start: str
    alignment: str
    verified: bool = True  # False: no source confirms the numbers (listed by content check)
    expansion: str = "core"  # the box the character comes in (a box.yaml's key)


@dataclass(frozen=True, kw_only=True)
class SpaceFacts:
    id: str
    name: str
    region: str
    index: int


@dataclass(frozen=True, kw_only=True)
class RegionFacts:
    """A region as the Board screen draws it (``content.model.Region``): how (``ring``,
    ``track`` or ``grid`` ``columns`` wide), where (``main``: the main board's nested rings,
    outermost first; or the side of the main board it lies beside), its colour (red, green,
    blue from 0 to 1, as printed), its final space (a ring's is drawn in its middle) and the
    space of another region its entrance is linked with (``joins``: where it meets the board)."""

    id: str
    name: str
    drawn: str = "ring"
    place: str = "main"
    columns: int = 0
    colour: tuple[float, float, float] = (0.5, 0.5, 0.5)
    final: str | None = None
    box: str = "core"
    deck: str = "adventure"  # the deck its spaces draw from (the Dungeon's: its own)
    joins: str | None = None  # the space its entrance is linked with, in another region

    @property
    def short(self) -> str:
        """The name the legend shows ("Outer" for the Outer Region)."""
        return self.name.removesuffix(" Region")


@dataclass(frozen=True, kw_only=True)
class BoxFacts:
    """A box as the table sees it: its name, the figures it puts on the board, whether it
    brings a Day/Night card (its ``box.yaml`` and its cards), and for a box the app plays only
    in part, what the table plays by hand (``partial``; None for a whole box)."""

    key: str
    name: str
    figures: tuple[str, ...] = ()
    day_night: bool = False
    partial: str | None = None


@dataclass(frozen=True, kw_only=True)
class FigureFacts:
    """A roaming figure a box puts on the board (its ``figures.yaml`` record): how the table
    names it (``word``: ``reaper``, what the app's logs say), its name, its short label and
    colour on the Board screen, where it starts, and its place among the figures that move."""

    id: str
    word: str
    name: str
    label: str
    colour: str  # rrggbb
    start: str
    order: int = 0


def _hex(colour: Any) -> str:
    return "".join(f"{round(float(c) * 255):02x}" for c in colour) if colour else "e0e0e0"


def figures_from(catalogue: Any) -> dict[str, FigureFacts]:
    """Every declared box's figures, by the table's word for each, in the order they move."""
    found = catalogue.figures(catalogue.expansions) if hasattr(catalogue, "figures") else ()
    return {
        f.word: FigureFacts(
            id=f.id,
            word=f.word,
            name=f.name,
            label=f.short,
            colour=_hex(f.colour),
            start=f.start,
            order=f.order,
        )
        for f in found
        if f.start
    }


def _declared_figures() -> dict[str, FigureFacts]:
    import content

    return figures_from(content.load())


def boxes_from(catalogue: Any) -> dict[str, BoxFacts]:
    """Every declared box but the core game (``Catalogue.expansions``), by key, in order; a
    partial one says what the table plays by hand."""
    facts = {}
    for box in catalogue.boxes:
        if box.key in catalogue.expansions:
            sided = any(
                {"day", "night"} <= set(getattr(c, "sides", None) or ())
                for c in catalogue.of_kind("card")
                if c.expansion == box.key
            )
            facts[box.key] = BoxFacts(
                key=box.key, name=box.name, figures=box.figures, day_night=sided, partial=box.partial
            )
    return facts


def _declared_boxes() -> dict[str, BoxFacts]:
    import content

    return boxes_from(content.load())


@dataclass(frozen=True, kw_only=True)
class TableData:
    """Characters, spaces, the supply and the boxes, by id."""

    characters: Mapping[str, CharacterFacts]
    spaces: Mapping[str, SpaceFacts]
    supply: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_SUPPLY))
    # by the name in space ids, in the data's order; hand-made tables: one ring per region named
    regions: Mapping[str, RegionFacts] = field(default_factory=dict)
    boxes: Mapping[str, BoxFacts] = field(default_factory=_declared_boxes)
    figures: Mapping[str, FigureFacts] = field(default_factory=_declared_figures)

    def figures_in(self, expansions: Sequence[str]) -> set[str]:
        """The figures the boxes of a game put on the board (``figure/grim-reaper`` ...)."""
        return {f for key in expansions if key in self.boxes for f in self.boxes[key].figures}

    def figures_of(self, expansions: Sequence[str]) -> list[FigureFacts]:
        """The figures a game with these boxes has on its board, in the order they move."""
        ids = self.figures_in(expansions)
        return [f for f in self.figures.values() if f.id in ids]

    def figure(self, word: Any) -> FigureFacts | None:
        """The figure named by the table's word for it (``reaper``) or its id, or None."""
        for f in self.figures.values():
            if word in (f.word, f.id):
                return f
        return None

    def day_night_in(self, expansions: Sequence[str]) -> bool:
        """Whether a game with these boxes keeps Day and Night (a box with a Time card)."""
        return any(self.boxes[key].day_night for key in expansions if key in self.boxes)

    def space_name(self, space_id: str | None) -> str:
        """A name that tells the space apart: "Woods near the Sentinel" when there are several Woods."""
        if space_id is None:
            return "-"
        space = self.spaces.get(space_id)
        if space is None:
            kind = self._kind(space_id)
            return kind.name if kind else space_id.rsplit("/", 1)[-1].replace("-", " ").title()
        if "labels" not in self.__dict__:
            loops = [name for name, r in self.board_regions().items() if r.drawn == "ring" and not r.final]
            from content.labels import space_labels  # (the content package: not at start-up)

            object.__setattr__(self, "labels", space_labels(list(self.spaces.values()), loops))
        return self.__dict__["labels"][space_id]

    def _kind(self, space_id: str) -> SpaceFacts | None:
        """The data's space a laid-out board's copy repeats (``space/dungeon/tunnel-10``: the
        first Tunnel, ``content.readings.nth_id``), or None."""
        head, _, slug = space_id.rpartition("/")
        stem, dash, number = slug.rpartition("-")
        if not dash or not number.isdigit():
            return None
        for space in self.spaces.values():
            if space.id in (f"{head}/{stem}", f"{head}/{stem}-1"):
                return space
        return None

    def deck_of(self, space_id: str | None) -> str:
        """The deck a space draws from: its region's (the Adventure deck but for a region with
        a deck of its own, such as the Dungeon's)."""
        space = self.spaces.get(space_id or "") or self._kind(space_id or "")
        region = self.board_regions().get(space.region) if space is not None else None
        return region.deck if region is not None else "adventure"

    def decks(self) -> set[str]:
        """Every deck a region draws from: the cards a table places on spaces."""
        return {r.deck for r in self.board_regions().values()}

    def region(self, name: str) -> list[SpaceFacts]:
        return sorted((s for s in self.spaces.values() if s.region == name), key=lambda s: s.index)

    def board_regions(self) -> dict[str, RegionFacts]:
        """The regions the Board screen draws: the data's, or for a hand-made table one ring
        per region its spaces name, in board order."""
        if self.regions:
            return dict(self.regions)
        names = dict.fromkeys(s.region for s in sorted(self.spaces.values(), key=lambda s: s.index))
        return {name: RegionFacts(id=f"region/{name}", name=name.title()) for name in names}


def _joins(region: Any) -> str | None:
    """The space a region's links join its entrance to (the Crags for the Highland's), if any."""
    entrance = getattr(region, "entrance", None)
    for link in getattr(region, "links", ()):
        if entrance in (link.start, link.end):
            return str(link.end if link.start == entrance else link.start)
    return None


def supply_from_catalogue(items: list[Any]) -> dict[str, int]:
    """Points of each limited resource in the box (1- and 5-point counters added up)."""
    totals = dict(DEFAULT_SUPPLY)
    seen: set[str] = set()
    for item in items:
        stat = getattr(item, "stat", None)
        key = stat or {"token/fate": "fate", "token/gold": "gold", "figure/toad": "toad"}.get(item.id)
        if key is None:
            continue
        if key not in seen:
            totals[key] = 0
            seen.add(key)
        totals[key] += item.count * (getattr(item, "value", None) or 1)
    return totals


def from_catalogue(catalogue: Any) -> TableData:
    """Build the table's facts from a loaded ``content.Catalogue``."""
    characters = {
        c.id: CharacterFacts(
            id=c.id,
            name=c.name,
            strength=c.strength,
            craft=c.craft,
            fate=c.fate,
            lives=c.lives,
            gold=c.gold,
            start=c.start,
            alignment=c.alignment,
            verified=c.verified,
            expansion=getattr(c, "expansion", "core"),
        )
        for c in catalogue.of_kind("character")
    }
    spaces = {
        s.id: SpaceFacts(id=s.id, name=s.name, region=s.region, index=s.index) for s in catalogue.spaces
    }
    regions = {
        r.slug: RegionFacts(
            id=r.id,
            name=r.name,
            drawn=r.drawn,
            place=r.place,
            columns=r.columns,
            colour=tuple(r.colour),
            final=r.final,
            box=r.expansion,
            deck=r.deck,
            joins=_joins(r),
        )
        for r in getattr(catalogue, "regions", ())
    }
    return TableData(
        characters=characters,
        spaces=spaces,
        regions=regions,
        supply=supply_from_catalogue(catalogue.supply),
        boxes=boxes_from(catalogue),
        figures=figures_from(catalogue),
    )
