"""Printed values a table can read off its own cards: an expansion card's encounter number,
Strength or Craft that no public source confirms (listed under the card's ``unconfirmed``), and
a figure's chart rows no source prints (``chart 2``: which of the effects the data knows the
printed chart gives, counted from 1), and the layout of a region whose spaces no source orders
(``unconfirmed: [spaces]``): each space's place from the entrance, named by the space's id (0:
not on the table's board), and ``effect SPACE``, which of the region's ``effects`` the space's
printed text gives (0: the table plays it by hand). A kind of space may come more often than the
data holds it: the extra ones are copies of the kind's first space, named by ``nth_id``
(``space/dungeon/tunnel-10``). ``content.board`` lays the region out so.

The engine asks for them when a game meets such a card (``engine.readings``); the app keeps
the answers on the device; the print kit prints a replacement card with the value read, and
leaves a value nobody has read blank to be written in.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from content.model import Catalogue, Component, Region, Space

# the printed values a table can read off a card, with the values a card can print
RANGES: dict[str, tuple[int, int]] = {
    "encounter": (1, 6),
    "strength": (1, 15),
    "craft": (1, 15),
    "lives": (1, 10),  # a character card's lives and fate
    "fate": (1, 10),
}
WORDS = {"encounter": "encounter number", "strength": "Strength", "craft": "Craft"} | {
    "lives": "lives",
    "fate": "fate",
}
FORMAT = "talisman-printed-values"  # the file the app exports and the print kit reads


CHART = "chart "  # a chart row's value name: "chart 2", "chart 3-4"
EFFECT = "effect "  # a laid-out space's effect: "effect space/<region>/<slug>"
PLACES = 60  # the most places a region laid out by the table counts from its entrance


def lays_out(comp: Component) -> bool:
    """Whether the table may lay out this region from its board (its spaces are unconfirmed)."""
    return isinstance(comp, Region) and "spaces" in comp.unconfirmed


def layout_space(comp: Component, name: str) -> str | None:
    """The space a region's layout value names (its place, or ``effect SPACE``), else None."""
    if not lays_out(comp):
        return None
    space = name.removeprefix(EFFECT)
    return space if space.startswith(f"space/{comp.slug}/") else None


_NUMBERED = re.compile(r"(.+)-([1-9][0-9]*)")  # a slug numbered on: "tunnel-10"


def kinds(region: Region, spaces: Iterable[Space]) -> dict[str, tuple[Space, ...]]:
    """The kinds of space a table may place on a region it lays out, by name, each with the
    data's spaces of that name in board order: every name but the entrance's and the final
    space's (one of each on every board). ``spaces``: the region's, or more."""
    ends = (region.entrance, region.final)
    found: dict[str, list[Space]] = {}
    for space in sorted(spaces, key=lambda s: s.index):
        if space.region == region.slug and space.copy_of is None and space.id not in ends:
            found.setdefault(space.name, []).append(space)
    return {name: tuple(group) for name, group in found.items()}


def _stem(space_id: str) -> str:
    slug = space_id.rsplit("/", 1)[-1]
    numbered = _NUMBERED.fullmatch(slug)
    return numbered.group(1) if numbered else slug


def nth_id(region: Region, data: tuple[Space, ...], nth: int) -> str:
    """The id of a kind's ``nth`` space from the entrance (counted from 1) on a table's board:
    the data's own spaces of the kind (``data``) first, in their order, then copies named
    after the first one's slug and numbered on, so that a saved game, a log or a printed code
    finds the same space again: the 10th Tunnel is ``space/dungeon/tunnel-10``, the 2nd Cavern
    ``space/dungeon/cavern-2``."""
    if nth <= len(data):
        return data[nth - 1].id
    return f"space/{region.slug}/{_stem(data[0].id)}-{nth}"


def laid_out(
    region: Region, known: Mapping[str, tuple[Space, ...]], names: Iterable[str], entrance: str | None = None
) -> list[str]:
    """The ids of a region's spaces as a table laid them out: its entrance (``entrance`` where
    the data names none), a space of each of ``names`` in turn (``known``: ``kinds``; a kind's
    first spaces the data's own, then copies numbered on, ``nth_id``: the same ids each time the
    order is given), its final space last."""
    seen: dict[str, int] = {}
    ids = [region.entrance or entrance or ""]
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        ids.append(nth_id(region, known[name], seen[name]))
    return ids + ([region.final] if region.final else [])


def places(spaces: Iterable[str], order: Iterable[str]) -> dict[str, int]:
    """A region's readings for a board laid out in ``order`` (``laid_out``): each space's place,
    counted from 1, and 0 for each of the data's ``spaces`` not on that board."""
    return dict.fromkeys(spaces, 0) | {space: at for at, space in enumerate(order, start=1)}


def copy_of(region: Region, spaces: Iterable[Space], space_id: str) -> Space | None:
    """The data's space a copy repeats (its kind's first), by the copy's id (``nth_id``); None
    for an id that is not a copy of one of the region's kinds."""
    prefix = f"space/{region.slug}/"
    numbered = _NUMBERED.fullmatch(space_id.removeprefix(prefix)) if space_id.startswith(prefix) else None
    if numbered is None:
        return None
    mine = [s for s in spaces if s.region == region.slug]
    if any(s.id == space_id for s in mine):
        return None
    nth = int(numbered.group(2))
    for data in kinds(region, mine).values():
        if _stem(data[0].id) == numbered.group(1) and len(data) < nth <= PLACES:
            return data[0]
    return None


def layout_problem(
    region: Region, spaces: Iterable[Space], values: Mapping[str, int]
) -> tuple[str, str] | None:
    """What is wrong with the readings of a region the table lays out, as (the value's name,
    the problem in words), or None: a space neither the region's nor a copy of one of its
    kinds, the entrance or the final space left off or out of its place (first, last), two
    spaces at one place."""
    mine = [s for s in spaces if s.region == region.slug and s.copy_of is None]
    names = {s.id: s.name for s in mine}
    for name in values:
        space = name.removeprefix(EFFECT)
        if space in names:
            continue
        original = copy_of(region, mine, space)
        if original is None:
            known = ", ".join(kinds(region, mine))
            return name, f"no such space in the region, nor a copy of one of its kinds ({known})"
        names[space] = original.name
    places = {s: n for s, n in values.items() if n and not s.startswith(EFFECT)}
    if not places:
        return None
    for end, where in ((region.entrance, "first"), (region.final, "last")):
        if end is None or end not in values:
            continue
        others = [n for s, n in places.items() if s != end]
        at = values[end]
        if not at:
            return end, f"the {names[end]} is on every board: it cannot be left off"
        if others and (at >= min(others) if where == "first" else at <= max(others)):
            return end, f"the {names[end]} comes {where} on every board (place {at} is not)"
    taken: dict[int, str] = {}
    for space, at in places.items():
        if at in taken:
            return space, f"place {at} is given to two spaces ({names[taken[at]]} and {names[space]})"
        taken[at] = space
    return None


def _chart(comp: Component) -> Mapping[str, Any]:
    chart = getattr(comp, "chart", None)
    return chart if isinstance(chart, Mapping) else {}


def askable(comp: Component) -> tuple[str, ...]:
    """The printed values of a component no source confirms and a table can read off it."""
    names = [name for name in comp.unconfirmed if prints(comp, name)]
    chart = _chart(comp)
    if chart.get("effects"):
        names += [CHART + str(row) for row in chart.get("unconfirmed") or ()]
    return tuple(names)


def prints(comp: Component, name: str) -> bool:
    """Whether the card prints this value (a table may read it even where the data is sure:
    the card in the players' hands wins)."""
    if isinstance(comp, Region):
        return layout_space(comp, name) is not None and (not name.startswith(EFFECT) or bool(comp.effects))
    if name.startswith(CHART):
        return name.removeprefix(CHART) in {str(k) for k in _chart(comp).get("table") or {}}
    return name in RANGES and getattr(comp, name, None) is not None


def value_range(comp: Component, name: str) -> tuple[int, int]:
    """The numbers a value can take: a printed range, an effect's place in the chart's list,
    a space's place in a region's layout or its effect's in the region's list (0: none)."""
    if isinstance(comp, Region):
        return 0, len(comp.effects) if name.startswith(EFFECT) else PLACES
    if name.startswith(CHART):
        return 1, len(_chart(comp).get("effects") or ())
    return RANGES[name]


def value_words(comp: Component, name: str, number: int | None = None) -> str:
    """A value in words: "Strength", "the chart's 3-4"; with ``number``: "Strength 9",
    "the chart's 3-4: Lose 1 life"."""
    if isinstance(comp, Region):
        if name.startswith(EFFECT):
            if number is None:
                return "what the space does"
            return comp.effects[number - 1]["label"] if 1 <= number <= len(comp.effects) else "by hand"
        if number is None:
            return "place from the entrance"
        return f"place {number} from the entrance" if number else "not on your board"
    if name.startswith(CHART):
        row = f"{comp.name}'s chart, {name.removeprefix(CHART)}"
        effects = _chart(comp).get("effects") or ()
        if number is None or not 1 <= number <= len(effects):
            return row
        return f"{row}: {effects[number - 1].get('label', number)}"
    return WORDS[name] if number is None else f"{WORDS[name]} {number}"


def read_into(comp: Component, values: Mapping[str, int]) -> Component:
    """The component with the values read off the table's card (no longer unconfirmed); a
    chart row read plays the effect the printed chart gives."""
    read = {name: value for name, value in values.items() if prints(comp, name)}
    if not read:
        return comp
    if isinstance(comp, Region):  # a layout: content.board lays the region out by it
        return replace(comp, read={**comp.read, **read})
    plain = {name: value for name, value in read.items() if not name.startswith(CHART)}
    doubts = tuple(name for name in comp.unconfirmed if name not in plain)
    changes: dict[str, Any] = {**plain, "unconfirmed": doubts}
    rows = {name.removeprefix(CHART): value for name, value in read.items() if name.startswith(CHART)}
    if rows:
        chart = dict(_chart(comp))
        effects = chart.get("effects") or ()
        table = dict(chart.get("table") or {})
        read_rows = dict(chart.get("read") or {})  # row -> the effect's label, for printing
        for key in list(table):
            number = rows.get(str(key))
            if number is not None and 1 <= number <= len(effects):
                table[key] = list(effects[number - 1].get("do") or ())
                read_rows[str(key)] = str(effects[number - 1].get("label", ""))
        chart["table"], chart["read"] = table, read_rows
        chart["unconfirmed"] = [k for k in chart.get("unconfirmed") or () if str(k) not in rows]
        changes["chart"] = chart
    return replace(comp, **changes)


def with_readings(catalogue: Catalogue, readings: Mapping[str, Mapping[str, int]]) -> Catalogue:
    """The catalogue with every value the table has read (cards it does not hold are skipped)."""
    if not readings:
        return catalogue
    components = dict(catalogue.components)
    for card, values in readings.items():
        if card in components:
            components[card] = read_into(components[card], values)
    return Catalogue(components)


def load_file(path: Path | str, catalogue: Catalogue) -> dict[str, dict[str, int]]:
    """The values in a printed-values file the app exported.
    Raises: ValueError as ``file: card: value: problem``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ValueError(f"{path.name}: -: -: cannot read it ({exc.strerror or exc})") from exc
    try:
        body: Any = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"{path.name}: -: -: not a printed-values file ({exc})") from exc
    readings = body.get("readings") if isinstance(body, dict) else None
    if not isinstance(body, dict) or body.get("format") != FORMAT or not isinstance(readings, dict):
        raise ValueError(f"{path.name}: -: -: not a printed-values file (no {FORMAT!r} format)")
    out: dict[str, dict[str, int]] = {}
    for card, values in readings.items():
        if card not in catalogue or not isinstance(values, dict):
            raise ValueError(f"{path.name}: {card}: -: not a card of the game")
        for name, number in values.items():
            if not isinstance(name, str) or not prints(catalogue[card], name):
                raise ValueError(f"{path.name}: {card}: {name}: not a value this card prints")
            low, high = value_range(catalogue[card], name)
            if type(number) is not int or not low <= number <= high:
                raise ValueError(f"{path.name}: {card}: {name}: {number!r} is not from {low} to {high}")
            out.setdefault(card, {})[name] = number
        region = catalogue[card]
        if isinstance(region, Region) and values:
            problem = layout_problem(region, catalogue.region(region.slug), values)
            if problem is not None:
                raise ValueError(f"{path.name}: {card}: {problem[0]}: {problem[1]}")
    return out
