"""Laying out a region from the table's own board (issue 29, "The table holds the board"): no
source orders the spaces of some regions (``unconfirmed: [spaces]``: the Dungeon), so the table
says once, from its board, which space comes next from the entrance, picked from the names the
data knows; the entrance is first and the final space last, the arrows run from each space to
the next. The answer is the region's readings (``content.readings``: each space's place, 0 for
a space not on that board), kept on the device with the printed values."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from content.readings import EFFECT, lays_out


def regions_to_lay_out(catalogue: Any) -> list[Any]:
    """The regions whose spaces no source orders, in the data's order."""
    return [r for r in catalogue.regions if lays_out(r)]


class LayoutForm:
    """The order a table is giving, space by space, from the entrance."""

    def __init__(self, catalogue: Any, region: str, known: Mapping[str, int] | None = None) -> None:
        self.region = catalogue[region]
        self.spaces = {s.id: s for s in catalogue.region(self.region.slug)}  # in the data's order
        self.entrance = self.region.entrance or next(iter(self.spaces))
        self.final = self.region.final
        places = {s: n for s, n in (known or {}).items() if s in self.spaces and n}
        kept = sorted((s for s in places if s not in (self.entrance, self.final)), key=places.__getitem__)
        self.order: list[str] = [self.entrance, *kept]
        self.laid_out = bool(places)

    @property
    def names(self) -> list[str]:
        """The names a next space may have (each once, in the data's order): not the entrance's
        nor the final space's, which are first and last."""
        ends = (self.entrance, self.final)
        return list(dict.fromkeys(s.name for i, s in self.spaces.items() if i not in ends))

    def left(self, name: str) -> int:
        """How many spaces of that name the data still has to place."""
        return sum(
            1 for i, s in self.spaces.items() if s.name == name and i not in self.order and i != self.final
        )

    def add(self, name: str) -> None:
        """The next space from the entrance is one of this name.
        Raises: ValueError when every space of that name the app knows is placed already."""
        for space_id, space in self.spaces.items():
            if space.name == name and space_id not in self.order and space_id != self.final:
                self.order.append(space_id)
                return
        known = sum(1 for s in self.spaces.values() if s.name == name)
        raise ValueError(
            f"the app knows of {known} {name} space{'s' if known != 1 else ''}, all placed already"
        )

    def take_back(self) -> None:
        """Take the last space placed off again (the entrance stays)."""
        if len(self.order) > 1:
            self.order.pop()

    def start_again(self) -> None:
        self.order = [self.entrance]

    @property
    def full_order(self) -> list[str]:
        """The spaces from the entrance, the final space last."""
        return self.order + ([self.final] if self.final else [])

    def words(self) -> str:
        """The order so far in words: "1 Dungeon Entrance, 2 Tunnel, ... 5 Treasure Chamber"."""
        shown = [f"{at} {self.spaces[s].name}" for at, s in enumerate(self.full_order, start=1)]
        return " > ".join(shown)

    def readings(self) -> dict[str, int]:
        """The region's readings for this order: each space's place, 0 for one not placed."""
        places = {s: at for at, s in enumerate(self.full_order, start=1)}
        return {s: places.get(s, 0) for s in self.spaces}


def effect_spaces(catalogue: Any, region: Any, known: Mapping[str, int]) -> list[Any]:
    """The spaces of a region whose printed text no source gives (the data plays them by hand:
    a handler and no steps) and that are on the table's board (all, before it is laid out)."""
    if not region.effects:
        return []
    placed = any(known.get(s.id) for s in catalogue.region(region.slug))
    return [
        s
        for s in catalogue.region(region.slug)
        if s.handler and not s.effect and (not placed or known.get(s.id) or s.id == region.entrance)
    ]


def effect_value(space: Any) -> str:
    """The reading's name for the effect a space plays (``content.readings``)."""
    return EFFECT + space.id
