"""Typed, read-only records for every component of the game.

Effects stay plain data (lists of one-key mappings, see ``content.steps``); the engine
interprets them. Every record knows the file it came from, for error messages.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from content.board import Board

Steps = tuple[Mapping[str, Any], ...]
C = TypeVar("C", bound="Component")

CORE = "core"
"""The box of the base game. Every other box declares itself in ``content/data/<box>/box.yaml``
(a :class:`Box` in the catalogue): ``Catalogue.expansions`` lists them."""

ADVENTURE_TYPE_NAMES: Mapping[str, str] = {
    "event": "Event",
    "enemy": "Enemy",
    "stranger": "Stranger",
    "follower": "Follower",
    "object": "Object",
    "magic-object": "Magic Object",
    "place": "Place",
}
"""Each Adventure card type (the data's ``type``) and its name as cards and screens print it."""


@dataclass(frozen=True, kw_only=True)
class Component:
    id: str
    name: str
    text: str
    source: str
    verified: bool = True
    copies: int = 1
    effect: Steps = ()
    handler: str | None = None
    file: str = ""
    bonus: Mapping[str, Any] = field(default_factory=dict)
    """Strength/Craft added while carried: ``{strength: 1, when: battle}``."""
    protect: str | None = None
    """Die results (``"4-6"``) that save a life lost in battle (Armour-like items)."""
    unconfirmed: tuple[str, ...] = ()
    """Fields whose printed value no public source confirms (the table is asked for them)."""
    expansion: str = CORE
    """The box the component comes in: ``core`` or another declared box (``Catalogue.boxes``)."""

    @cached_property
    def kind(self) -> str:
        """The part of the id before its first slash (asked at every card met: kept)."""
        return self.id.split("/", 1)[0]

    @property
    def slug(self) -> str:
        return self.id.rsplit("/", 1)[1]


@dataclass(frozen=True, kw_only=True)
class AdventureCard(Component):
    type: str
    encounter: int  # 0 for a card never met on a space (a Treasure, picked from its deck)
    subtype: str | None = None
    keywords: tuple[str, ...] = ()
    strength: int | None = None
    craft: int | None = None
    alignment: tuple[str, ...] = ()
    stays: bool = False
    fight: Mapping[str, Any] = field(default_factory=dict)
    """The rules the card adds to a fight (``content.steps.FIGHT``): an Enemy's own (a win by
    less than 2 only a stand-off...), or a carried card's (more Strength against Goblins...)."""
    use: Mapping[str, Any] = field(default_factory=dict)
    """A carried card used when its holder likes (``content.steps.check_use``): ``when``, ``do``,
    ``once``, ``needs``."""
    sells_for: int | None = None
    """Gold the City's Alchemist pays for the Object (The Highland's gems); None: 1, as for any."""

    @property
    def is_enemy(self) -> bool:
        return self.type == "enemy"


@dataclass(frozen=True, kw_only=True)
class Space(Component):
    index: int
    region: str
    neighbours: tuple[str, ...]
    crossing: Mapping[str, str] = field(default_factory=dict)
    draw: int = 0
    chart: Mapping[str, Any] | None = None
    """A chart printed on the space (the Treasure Chamber's): ``rows`` and ``table``, and the
    rows no source prints under ``unconfirmed``."""
    short: str = ""
    """The one line the printed board shows (a box's space; the core game's are printkit's)."""
    copy_of: str | None = None
    """The data's space this one repeats: a region the table laid out with more spaces of a
    name than the data holds (``content.readings.copy_of``; never in the data)."""


@dataclass(frozen=True, kw_only=True)
class Link:
    """A way between two spaces that a region adds to the board (``one_way``: only from ``start``
    to ``end``); it is there only in games that play the region's box."""

    start: str
    end: str
    one_way: bool = False


@dataclass(frozen=True, kw_only=True)
class Region(Component):
    """A region of the board (``region/<name>``; its spaces' ids are ``space/<name>/...``).

    ``moves``: ``dice`` (roll and walk the full count along the links) or ``steps`` (one space
    a turn, forward towards ``final``; turning back leads to ``entrance``). ``deck``: the deck
    its Draw Cards spaces draw from. ``drawn``: ``ring``, ``track`` or ``grid`` (``columns``
    wide); ``place``: ``main`` (the main board's rings, outermost first, in file order) or the
    side of the main board it lies beside (``north``, ``east``, ``south``, ``west``).
    ``spaces``: how many spaces the region has (checked). The flags are the region's own
    rules: creatures met here cannot be evaded (``evade: false``) nor touched by a Spell
    (``spell_proof``), a creature not beaten
    waits for the character's next turn (``foes_wait``), and characters are met only on the
    spaces listed in ``meet_only`` (on every space when it is empty). ``rewards``: decks of its
    box that no space draws from but its spaces give cards from (The Dungeon's Treasures);
    ``spent``: those of them whose cards, once discarded, leave the game (The Highland's Relics)."""

    moves: str = "dice"
    deck: str = "adventure"
    drawn: str = "ring"
    place: str = "main"
    columns: int = 0
    spaces: int = 0
    entrance: str | None = None
    final: str | None = None
    links: tuple[Link, ...] = ()
    colour: tuple[float, float, float] = (0.5, 0.5, 0.5)
    evade: bool = True
    spell_proof: bool = False
    foes_wait: bool = False
    meet_only: tuple[str, ...] = ()
    rewards: tuple[str, ...] = ()
    spent: tuple[str, ...] = ()
    effects: tuple[Mapping[str, Any], ...] = ()
    """What a space of the region may do, for a table laying out its own board to pick from
    where no source gives a space's text (each a ``label`` and its ``do`` steps)."""
    read: Mapping[str, int] = field(default_factory=dict)
    """The layout a table read off its own board (``content.readings``; never in the data):
    a space's place from the entrance by its id (0: not on that board), and ``effect <space>``
    the number of the effect in ``effects`` the space's printed text gives."""

    @property
    def name_short(self) -> str:
        """The region's name without "Region" ("Outer")."""
        return self.name.removesuffix(" Region")


@dataclass(frozen=True, kw_only=True)
class Spell(Component):
    cast: tuple[str, ...] = ()
    target: str = "none"
    stays: bool = False
    """The card lies on the board once cast (a Hex), not on the Spell discard pile."""


@dataclass(frozen=True, kw_only=True)
class PurchaseItem(Component):
    type: str
    price: int
    keywords: tuple[str, ...] = ()
    sold_at: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Card(Component):
    """Talisman, Toad, Alignment, Lycanthrope and Time cards."""

    sides: Mapping[str, str] = field(default_factory=dict)
    modifier: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class EndingCard(Component):
    """An Alternative Ending card: ``hidden`` cards may be dealt face down or up, ``revealed``
    ones only face up (expansion rulesheets, "Alternative Ending Cards")."""

    variant: str


@dataclass(frozen=True, kw_only=True)
class Ability:
    key: str
    text: str
    effect: Steps = ()
    handler: str | None = None


@dataclass(frozen=True, kw_only=True)
class Character(Component):
    strength: int
    craft: int
    fate: int
    lives: int
    gold: int
    start: str
    alignment: str
    abilities: tuple[Ability, ...] = ()
    chart: Mapping[str, Any] | None = None  # a die chart of the character's (the Dark Cultist's gifts)


@dataclass(frozen=True, kw_only=True)
class SupplyItem(Component):
    count: int
    stat: str | None = None
    value: int | None = None


@dataclass(frozen=True, kw_only=True)
class Figure(Component):
    """A roaming figure a box adds to the board (the Grim Reaper, the Werewolf): where it starts,
    how it moves (``moves``: words; ``crossings``, ``stops``: the mechanics), its chart, and how
    the table names and sees it."""

    start: str | None = None
    moves: str = ""
    chart: Mapping[str, Any] | None = None
    word: str = ""
    """The table's short word for it (``adjust WORD SPACE``; the app's logs and old saves)."""
    label: str = ""
    """Its name on a crowded board (``Reaper``); the name when not given."""
    colour: tuple[float, float, float] | None = None
    """Its counter's colour on the Board screen (red, green, blue, each 0-1)."""
    order: int = 0
    """Where it moves among the figures when several are due (the turn summary's order)."""
    crossings: tuple[tuple[str, str], ...] = ()
    """Pairs of spaces it may step between besides the board's links, each way."""
    stops: str | None = None
    """When its move ends on the first space holding a character: ``night``, or never (None)."""

    @property
    def short(self) -> str:
        """Its label, or its name."""
        return self.label or self.name


@dataclass(frozen=True, kw_only=True)
class Box(Component):
    """A box of the game as its ``box.yaml`` declares it: the base game (``box/core``) or an
    expansion. Its key (``slug``: ``reaper``) is what setups, saves and ``--expansions`` name."""

    order: int
    decks: Mapping[str, tuple[int, int | None]] = field(default_factory=dict)
    """Cards and distinct cards per deck (``None``: not checked), as the box holds them."""
    figures: tuple[str, ...] = ()
    """The figures (``figure/...``) the box adds to the board."""
    options: tuple[str, ...] = ()
    """Alternative rules that come with the box (offered only when it is played)."""
    regions: tuple[str, ...] = ()
    """The board regions the box adds."""
    mark: tuple[Mapping[str, Any], ...] = ()
    """The box's symbol, as paths in a unit square (``fill``/``stroke``, SVG-like ``M L C Z``)."""
    backs: Mapping[str, tuple[float, float, float]] = field(default_factory=dict)
    """The colour of a deck's printed back (red, green, blue from 0 to 1), for a deck of the
    box's own that no region draws from and whose cards are of more than one type."""
    partial: str | None = None
    """A box under construction says what is still missing; a deck of it is counted once its
    cards are there, and nothing plays it unless a setup names it (``Catalogue.complete``)."""
    saved_as: str | None = None
    """The flag an app save from before the box list kept for this box (``werewolf``)."""
    summary: tuple[tuple[str, str], ...] = ()
    """The box's sections of the printed rules summary: (heading, text), in our own words."""
    aid: tuple[tuple[str, str], ...] = ()
    """The box's sections of the one-page player aid: (heading, text)."""
    sheet: tuple[str, ...] = ()
    """Yes/no boxes the box adds to a printed character sheet (``Lycanthrope``)."""

    @property
    def key(self) -> str:
        """The box's name in setups and saves: ``reaper``."""
        return self.slug

    @property
    def package(self) -> str:
        """The package of its rules under ``engine/handlers/``: ``blood-moon`` -> ``blood_moon``."""
        return self.slug.replace("-", "_")


@dataclass(frozen=True)
class Catalogue:
    """Every component of the game, by id, in file order, the expansions' included (each knows
    its ``expansion``); ``in_play(kind, expansions)`` gives what a game with those expansions uses.
    """

    components: Mapping[str, Component]

    def __getitem__(self, component_id: str) -> Component:
        return self.components[component_id]

    def __contains__(self, component_id: object) -> bool:
        return component_id in self.components

    def __iter__(self) -> Iterator[Component]:
        """The game's components: every card, space, figure and counter (not the boxes' own
        declarations, which ``boxes`` gives, nor the board's regions: ``regions``)."""
        return (c for c in self.components.values() if not isinstance(c, (Box, Region)))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @cached_property
    def boxes(self) -> tuple[Box, ...]:
        """Every declared box, the core game first, in their ``order``."""
        declared = (c for c in self.components.values() if isinstance(c, Box))
        return tuple(sorted(declared, key=lambda b: (b.order, b.id)))

    @cached_property
    def expansions(self) -> tuple[str, ...]:
        """The keys of every box but the core game, in order: what a setup may add."""
        return tuple(b.key for b in self.boxes if b.key != CORE)

    @cached_property
    def complete(self) -> tuple[str, ...]:
        """The expansions that are whole (not ``partial``): what "every box" means where nobody
        chose (the app's new game, the benches)."""
        return tuple(b.key for b in self.boxes if b.key != CORE and not b.partial)

    def box(self, key: str) -> Box:
        """The box of this key (``reaper``); raises KeyError naming the known boxes."""
        for b in self.boxes:
            if b.key == key:
                return b
        raise KeyError(f"unknown box {key!r}; known: {', '.join(b.key for b in self.boxes)}")

    def box_name(self, key: str) -> str:
        """The box's name as its lid prints it (``The Reaper``)."""
        return self.box(key).name

    def figures(self, boxes: Iterable[str] = ()) -> tuple[Figure, ...]:
        """The roaming figures the core game and these boxes put on the board, in the order
        they move when several are due (their ``order``)."""
        keys = {CORE, *boxes}
        found = [self.components[f] for b in self.boxes if b.key in keys for f in b.figures]
        return tuple(sorted((f for f in found if isinstance(f, Figure)), key=lambda f: (f.order, f.id)))

    def figure(self, word: str) -> Figure | None:
        """The figure named by its id or by the table's word for it (``reaper``), or None."""
        for b in self.boxes:
            for f in b.figures:
                fig = self.components.get(f)
                if isinstance(fig, Figure) and word in (fig.id, fig.word):
                    return fig
        return None

    def every(self) -> list[Component]:
        """Every component, the expansions' included, in file order (not the boxes' own
        declarations)."""
        return list(self)

    def of_kind(self, kind: str) -> list[Component]:
        return [c for c in self.components.values() if c.kind == kind]

    def in_play(self, kind: str, expansions: tuple[str, ...] | frozenset[str] = ()) -> list[Component]:
        """The components of a kind that a game with these expansions uses (core ones always)."""
        return [c for c in self.of_kind(kind) if c.expansion == "core" or c.expansion in expansions]

    @property
    def spaces(self) -> list[Space]:
        return list(self._board)

    @property
    def regions(self) -> list[Region]:
        """Every region record, the boxes' included, in file order."""
        return list(self._region_records)

    @cached_property
    def _region_records(self) -> tuple[Region, ...]:
        return tuple(c for c in self.components.values() if isinstance(c, Region))

    def board(self, boxes: Iterable[str] = ()) -> Board:
        """The board of a game with these boxes (besides the core game's): its regions, their
        spaces and links (``content.board``); made once per set of boxes."""
        found = self._boards.get(boxes) if isinstance(boxes, tuple) else None  # (a game's: its tuple)
        if found is not None:
            return found
        from content.board import Board, key_for

        key = key_for(self, boxes)
        found = self._boards.get(key)
        if found is None:
            found = self._boards[key] = Board(self, key)
        if isinstance(boxes, tuple):
            self._boards[boxes] = found
        return found

    @cached_property
    def _boards(self) -> dict[tuple[str, ...], Board]:
        return {}

    def region(self, name: str) -> list[Space]:
        """The spaces of a region in board order (clockwise for the two rings)."""
        return list(self._regions.get(name, ()))

    # The rules ask for the board and its regions often; the components never change, so they
    # are sorted out once (kept in the instance, as ``cached_property`` does, frozen or not).

    @cached_property
    def _board(self) -> tuple[Space, ...]:
        return tuple(sorted((c for c in self if isinstance(c, Space)), key=lambda s: s.index))

    @cached_property
    def _regions(self) -> dict[str, tuple[Space, ...]]:
        regions: dict[str, list[Space]] = {}
        for space in self._board:
            regions.setdefault(space.region, []).append(space)
        return {name: tuple(spaces) for name, spaces in regions.items()}

    def _typed(self, cls: type[C]) -> list[C]:
        return [c for c in self if isinstance(c, cls)]

    @property
    def adventure(self) -> list[AdventureCard]:
        return self._typed(AdventureCard)

    @property
    def spells(self) -> list[Spell]:
        return self._typed(Spell)

    @property
    def purchase(self) -> list[PurchaseItem]:
        return self._typed(PurchaseItem)

    @property
    def characters(self) -> list[Character]:
        return self._typed(Character)

    @property
    def endings(self) -> list[EndingCard]:
        return self._typed(EndingCard)

    @property
    def supply(self) -> list[SupplyItem]:
        return self._typed(SupplyItem)

    def space_named(self, name: str) -> Space:
        """The one space with this printed name (``Tavern``); raises KeyError if not exactly one."""
        found = [s for s in self.spaces if s.name == name]
        if len(found) != 1:
            raise KeyError(f"{len(found)} spaces are named {name!r}")
        return found[0]
