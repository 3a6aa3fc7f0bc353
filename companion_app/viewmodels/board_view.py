"""What each space of the Board view shows, worded and coloured without Kivy.

A tile carries the space's board number and name, who stands there (each player in their
own colour, the roaming figures by their short names in their own colours), the face-up cards, and a state
(``legal``, ``selected`` or plain) that picks its colour; plain tiles take their region's
colour (from the region's record: its printed colour, darkened for the screen) so the regions
read as on the printed board.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from companion_app.viewmodels.tabledata import RegionFacts, SpaceFacts, TableData
from companion_app.viewmodels.tracker import TableState

# One colour per seat, also used for the names on the Table screen (hex, for Kivy markup).
PLAYER_COLOURS = ("f0c050", "70c0f0", "f08080", "90e070", "d0a0f0", "f0a060")

# RGBA by tile state; a plain tile has its region's colour (``region_colour``).
TILE_COLOURS = {
    "legal": (0.16, 0.47, 0.62, 1),
    "selected": (0.58, 0.44, 0.12, 1),
}
MARKS = "   [color=5cb8e0]blue: a legal move[/color]   [color=e0b040]gold: selected[/color]"
PLAIN_TILE = (0.3, 0.3, 0.3, 1)  # a space of a region the data does not describe


def region_colour(region: RegionFacts) -> tuple[float, float, float, float]:
    """A region's tile colour: its printed colour, darkened towards the screen's background."""
    r, g, b = region.colour
    return (0.45 * r + 0.1, 0.45 * g + 0.1, 0.45 * b + 0.1, 1)


def _hex(rgb: tuple[float, ...]) -> str:
    return "".join(f"{round(255 * min(1.0, v)):02x}" for v in rgb[:3])


def legend(data: TableData, shown: Iterable[str] | None = None) -> str:
    """Each region's short name (of those ``shown``: all when not given) in a lighter shade of
    its colour, then what blue and gold mean."""
    regions = data.board_regions()
    names = [
        f"[color={_hex(tuple(0.25 + 0.75 * v for v in regions[n].colour))}]{regions[n].short}[/color]"
        for n in (regions if shown is None else shown)
    ]
    return " · ".join(names) + MARKS


@dataclass(frozen=True)
class Tile:
    space: str
    text: str  # Kivy markup
    state: str  # "legal", "selected", or the region's name
    plain: tuple[float, float, float, float] = PLAIN_TILE  # its region's colour

    @property
    def colour(self) -> tuple[float, float, float, float]:
        return TILE_COLOURS.get(self.state, self.plain)


def player_colour(index: int) -> str:
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]


def board_order(
    catalogue: Any, boxes: Iterable[str], readings: Mapping[str, Mapping[str, int]] | None
) -> tuple[dict[str, list[str]], dict[str, int]]:
    """Each region's spaces in board order, and each space's board number, as a game with these
    boxes and readings plays them: a region the table laid out from its own board follows that
    layout (``engine.readings.board_for``), else the data's."""
    from engine.readings import board_for  # the rules: not needed to draw the first frame

    _, board = board_for(catalogue, tuple(b for b in boxes if b != "core"), readings)
    order = {name: [s.id for s in board.region(name)] for name in board.regions}
    return order, {s.id: s.index for s in board.spaces.values()}


def with_copies(data: TableData, catalogue: Any, boxes: Iterable[str], readings: Any) -> TableData:
    """The table's facts with the spaces a laid-out board holds beyond the data's (a second
    Cavern, a tenth Tunnel: ``content.readings.nth_id``), so that they are drawn and named."""
    from engine.readings import board_for

    _, board = board_for(catalogue, tuple(b for b in boxes if b != "core"), readings)
    extra = {
        s.id: SpaceFacts(id=s.id, name=s.name, region=s.region, index=s.index)
        for s in board.spaces.values()
        if s.copy_of is not None
    }
    return replace(data, spaces={**data.spaces, **extra}) if extra else data


def board_tiles(
    table: TableState,
    data: TableData,
    *,
    destinations: Iterable[str] = (),
    selected: str | None = None,
    numbers: Mapping[str, int] | None = None,
) -> list[Tile]:
    """One tile per space, in board order (``numbers``: each space's board number, where a
    region laid out by the table numbers its spaces otherwise than the data)."""
    numbers = numbers or {}
    legal = set(destinations)
    here: dict[str, list[str]] = {}
    for i, p in enumerate(table.players):
        name = f"[b]{p.name[:9]}[/b]" if i == table.turn else p.name[:9]
        here.setdefault(p.space, []).append(f"[color={player_colour(i)}]{name}[/color]")
    for figure in data.figures.values():
        where = table.figures.get(figure.word)
        if where:
            here.setdefault(where, []).append(f"[color={figure.colour}]{figure.label}[/color]")
    tiles = []
    regions = data.board_regions()
    colours = {name: region_colour(r) for name, r in regions.items()}
    for space in sorted(data.spaces.values(), key=lambda s: numbers.get(s.id, s.index)):
        if space.region not in regions:
            continue  # (a region of a box the board does not show)
        number = numbers.get(space.id, space.index)
        lines = [f"[size=11sp][color=d8cdb8]{number}[/color][/size]  {space.name}"]
        if here.get(space.id):
            lines.append(", ".join(here[space.id]))
        cards = len(table.cards.get(space.id, ()))
        if cards:
            lines.append(f"[color=ffe08a][{cards} card{'s' if cards != 1 else ''}][/color]")
        state = "selected" if space.id == selected else "legal" if space.id in legal else space.region
        if state == "selected" and space.id in legal:
            lines.append("[color=a8e0ff]a legal move[/color]")
        tiles.append(Tile(space.id, "\n".join(lines), state, colours[space.region]))
    return tiles
