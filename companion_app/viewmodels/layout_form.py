"""Laying out a region from the table's own board (issue 29, "The table holds the board"): no
source orders the spaces of some regions (``unconfirmed: [spaces]``: the Dungeon), so the table
says once, from its board, which space comes next from the entrance, picked from the names the
data knows, as many of each as its board holds; the entrance is first and the final space
last, the arrows run from each space to the next. The answer is the region's readings
(``content.readings``: each space's place, 0 for a space not on that board), kept on the
device with the printed values."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from content.readings import EFFECT, PLACES, copy_of, kinds, laid_out, lays_out, places


def regions_to_lay_out(catalogue: Any) -> list[Any]:
    """The regions whose spaces no source orders, in the data's order."""
    return [r for r in catalogue.regions if lays_out(r)]


class LayoutForm:
    """The order a table is giving, space by space, from the entrance: any kind of space the
    region knows, as many of each as its board holds (more or fewer than the app's likely
    board: a space beyond the data's count is a copy of its kind, ``content.readings.nth_id``)."""

    def __init__(self, catalogue: Any, region: str, known: Mapping[str, int] | None = None) -> None:
        self.region = catalogue[region]
        data = catalogue.region(self.region.slug)
        self.spaces = {s.id: s for s in data}  # in the data's order
        self.kinds: dict[str, tuple[Any, ...]] = kinds(self.region, data)
        self.entrance = self.region.entrance or next(iter(self.spaces))
        self.final = self.region.final
        # what the device keeps of the layout (places, copies included), to forget what goes
        self.stored = [s for s in (known or {}) if not s.startswith(EFFECT)]
        places = {s: n for s, n in (known or {}).items() if n and s in self.stored}
        kept = sorted((s for s in places if s not in (self.entrance, self.final)), key=places.__getitem__)
        named = {s: self._name(s, data) for s in kept}
        self.order: list[str] = [named[s] for s in kept if named[s] is not None]  # kinds, by name
        self.laid_out = bool(places)
        self.removing = False  # the kind buttons take a space off instead of adding one

    def _name(self, space: str, data: Any) -> str | None:
        if space in self.spaces:
            name = self.spaces[space].name
        else:
            first = copy_of(self.region, data, space)
            name = first.name if first is not None else None
        return name if name in self.kinds else None

    @property
    def names(self) -> list[str]:
        """The kinds a next space may be (in the data's order): every name but the entrance's
        and the final space's, which are first and last."""
        return list(self.kinds)

    def count(self, name: str) -> int:
        """How many spaces of that name the order holds so far."""
        return self.order.count(name)

    def add(self, name: str) -> None:
        """The next space from the entrance is one of this name (another one, beyond those the
        app knows, when the table's board holds more).
        Raises: ValueError for a name the region does not know, or a board too long."""
        if name not in self.kinds:
            raise ValueError(f"{self.region.name} has no space called {name}")
        if len(self.full_order) >= PLACES:
            raise ValueError(f"a board of at most {PLACES} spaces")
        self.order.append(name)

    def remove(self, name: str) -> None:
        """Take the last space of this name off the order (the one nearest the end).
        Raises: ValueError when the order holds none."""
        for at in range(len(self.order) - 1, -1, -1):
            if self.order[at] == name:
                del self.order[at]
                return
        raise ValueError(f"no {name} on your board to remove")

    def press(self, name: str) -> None:
        """A kind's button: adds one, or removes one while ``removing``."""
        (self.remove if self.removing else self.add)(name)

    def take_back(self) -> None:
        """Take the last space placed off again (the entrance stays)."""
        if self.order:
            self.order.pop()

    def start_again(self) -> None:
        self.order = []

    @property
    def full_order(self) -> list[str]:
        """The spaces from the entrance, the final space last, by id: a kind's first spaces
        the data's own, then copies numbered on (the same ids each time the order is kept)."""
        return laid_out(self.region, self.kinds, self.order, self.entrance)

    def _names(self) -> list[str]:
        ends = [self.spaces[self.entrance].name], ([self.spaces[self.final].name] if self.final else [])
        return ends[0] + self.order + ends[1]

    def words(self) -> str:
        """The order so far in words: "1 Dungeon Entrance, 2 Tunnel, ... 5 Treasure Chamber"."""
        return " > ".join(f"{at} {name}" for at, name in enumerate(self._names(), start=1))

    def beyond(self) -> str:
        """Where the order holds more of a kind than the app's likely board, in words:
        "More than the app's board: 11 Tunnels (it has 9), 2 Caverns (it has 1)"; else ""."""
        more = [
            f"{self.count(name)} {plural(name)} (it has {len(data)})"
            for name, data in self.kinds.items()
            if self.count(name) > len(data)
        ]
        return f"More than the app's board: {', '.join(more)}" if more else ""

    def title(self) -> str:
        """What the table does now, in words."""
        if self.removing:
            return f"{self.region.name}: tap a name to take the last space of that name off your board"
        return f"{self.region.name}: tap each space of your board in turn, from the entrance"

    def button_text(self, name: str) -> str:
        """A kind's button: its name to add one; "Take off a Tunnel" while removing."""
        return f"Take off a {name}" if self.removing else name

    def readings(self) -> dict[str, int]:
        """The region's readings for this order: each space's place, 0 for one of the data's
        not placed."""
        return places(self.spaces, self.full_order)

    def dropped(self) -> list[str]:
        """The copies the device keeps that this order no longer holds (to forget)."""
        now = self.readings()
        return [s for s in self.stored if s not in now]


def plural(name: str) -> str:
    """A space's name for several of them: "Tunnels", "Hills", "Hall of Darkness" -> "Halls of
    Darkness", "The Ridgeway" -> "Ridgeways"."""
    head, sep, tail = name.removeprefix("The ").partition(" of ")
    if head.endswith(("ss", "x", "ch", "sh")):
        head += "es"
    elif head.endswith("y") and head[-2:-1] not in ("a", "e", "o", "u"):
        head = head[:-1] + "ies"
    elif not head.endswith("s"):
        head += "s"
    return f"{head}{sep}{tail}"


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
