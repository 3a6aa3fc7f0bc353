"""Read ``content/data/*.yaml`` into a validated :class:`Catalogue`.

An expansion's data lives under ``content/data/<expansion>/`` (same file names as the core
box); the folder sets each component's ``expansion``. Items of core files may name theirs.

Every problem is reported as ``file: id: field: what is wrong`` and all of them are
collected before anything is returned, so one run shows everything to fix.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from content import cache
from content import steps as step_vocab
from content.board import SIDES
from content.model import (
    ADVENTURE_TYPE_NAMES,
    EXPANSIONS,
    Ability,
    AdventureCard,
    Card,
    Catalogue,
    Character,
    Component,
    EndingCard,
    Figure,
    Link,
    PurchaseItem,
    Region,
    Space,
    Spell,
    SupplyItem,
)

DATA_DIR = Path(__file__).resolve().parent / "data"

REGION_DECK = "*"  # (a file's kinds) cards of a deck that a region of the data names
# file pattern -> the id kinds it may hold
FILES: dict[str, tuple[str, ...]] = {
    "board.yaml": ("space", "region"),
    "adventure/*.yaml": ("adventure",),
    "spells.yaml": ("spell",),
    "purchase.yaml": ("purchase",),
    "talismans.yaml": ("talisman",),
    "toads.yaml": ("toad",),
    "alignment.yaml": ("alignment",),
    "characters.yaml": ("character",),
    "supply.yaml": ("token", "figure", "die"),
    "figures.yaml": ("figure", "card"),
}
# file pattern inside content/data/<expansion>/ -> the id kinds it may hold (all optional)
EXPANSION_FILES: dict[str, tuple[str, ...]] = {
    "adventure/*.yaml": ("adventure",),
    "spells.yaml": ("spell",),
    "characters.yaml": ("character",),
    "warlock-quests.yaml": ("warlock-quest",),
    "figures.yaml": ("figure", "card"),
    "endings.yaml": ("ending",),
    "board.yaml": ("space", "region"),  # a region the box adds to the board
    "decks/*.yaml": (REGION_DECK,),  # the cards of its regions' own decks
}

# Each box's contents: cards and distinct cards per deck (None: not checked). Core: core
# rulebook, "Components". An expansion's deck is checked once the data holds any of its cards,
# so a deck is landed whole. Reaper: digital rulebook FAQ "The Reaper Expansion" (90 Adventure,
# 26 Spell, 12 Warlock Quest cards, 4 characters); Blood Moon: ../shared/reference README.
EXPECTED_DECKS: dict[str, dict[str, tuple[int, int | None]]] = {
    "core": {
        "adventure": (104, 81),
        "spell": (24, 17),
        "purchase": (28, 8),
        "talisman": (4, 1),
        "toad": (4, None),
        "alignment": (4, None),
        "character": (14, None),
    },
    "reaper": {
        "adventure": (90, 86),
        "spell": (26, 25),
        "warlock-quest": (12, 12),
        "character": (4, None),
    },
    "blood-moon": {  # Blood Moon rulesheet "Components"
        "adventure": (111, None),
        "spell": (10, None),
        "lycanthrope": (6, None),
        "ending": (3, 3),
        "character": (3, None),
    },
}
# Cards of figures.yaml that form a deck of their own in the box's count.
CARD_DECKS = {"card/lycanthrope": "lycanthrope"}
ENDING_VARIANTS = ("hidden", "revealed")
EXPECTED_CHARACTERS = EXPECTED_DECKS["core"]["character"][0]
COUNTED_DECKS = ("adventure", "spell", "purchase", "talisman", "warlock-quest", "lycanthrope", "ending")

ADVENTURE_TYPES = tuple(ADVENTURE_TYPE_NAMES)
SUBTYPES = ("animal", "monster", "dragon", "spirit")
KEYWORDS = ("weapon", "armour")
CAST_TIMES = (
    "any-time",
    "own-turn",
    "battle",
    "psychic-combat",
    "before-battle",
    "movement",
    "others-turn",
)
TARGETS = ("self", "character", "creature", "space", "any", "none")
PURCHASE_TYPES = ("object", "magic-object", "follower")
CROSSINGS = ("bridge", "portal")
REGION_MOVES = ("dice", "steps")  # how characters move in a region (content.model.Region)
REGION_SHAPES = ("ring", "track", "grid")
REGION_PLACES = ("main", *SIDES)
LINK_FIELDS = {"from", "to", "one_way"}
BONUS_WHEN = ("always", "battle", "psychic-combat")


Report = Callable[[list[tuple[str, str]]], None]


class ContentError(ValueError):
    """The data files have problems; ``problems`` lists each as ``file: id: field: what``."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        shown = "\n".join(problems[:20])
        more = f"\n... and {len(problems) - 20} more" if len(problems) > 20 else ""
        super().__init__(f"{len(problems)} problem(s) in the game data:\n{shown}{more}")


# --- field checks -------------------------------------------------------------------------


def _int(low: int | None = None, high: int | None = None) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if not isinstance(value, int) or isinstance(value, bool):
            return f"expected a whole number, got {type(value).__name__} {value!r}"
        if low is not None and value < low:
            return f"must be at least {low}, got {value}"
        if high is not None and value > high:
            return f"must be at most {high}, got {value}"
        return None

    return check


def _str(value: Any) -> str | None:
    if not isinstance(value, str) or not value.strip():
        return f"expected non-empty text, got {value!r}"
    return None


def _bool(value: Any) -> str | None:
    return None if isinstance(value, bool) else f"expected true or false, got {value!r}"


def _choice(options: tuple[str, ...]) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        return None if value in options else f"expected one of {', '.join(options)}, got {value!r}"

    return check


def _list_of(options: tuple[str, ...]) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if not isinstance(value, list):
            return f"expected a list, got {value!r}"
        bad = [v for v in value if v not in options]
        return f"unknown values {bad}; expected some of {', '.join(options)}" if bad else None

    return check


def _bonus(value: Any) -> str | None:
    if not isinstance(value, dict) or value.get("when") not in BONUS_WHEN:
        return f"expected {{strength: n, craft: n, when: {'|'.join(BONUS_WHEN)}}}, got {value!r}"
    stats = {k: v for k, v in value.items() if k != "when"}
    if not stats or set(stats) - {"strength", "craft"}:
        return "a bonus names strength and/or craft"
    bad = [k for k, v in stats.items() if not isinstance(v, int) or isinstance(v, bool) or v < 1]
    return f"{bad[0]} must be a whole number >= 1" if bad else None


def _die_range(value: Any) -> str | None:
    span = step_vocab.parse_range(value)
    if span is None or span[0] < 1 or span[1] > 6:
        return f'expected die results like "4-6" or "6", got {value!r}'
    return None


def _colour(value: Any) -> str | None:
    def part(v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1

    if not isinstance(value, list) or len(value) != 3 or not all(map(part, value)):
        return f"expected [red, green, blue], each from 0 to 1, got {value!r}"
    return None


def _mapping(value: Any) -> str | None:
    return None if isinstance(value, dict) else f"expected a mapping, got {value!r}"


def _list(value: Any) -> str | None:
    return None if isinstance(value, list) else f"expected a list, got {value!r}"


# kind -> field -> (check, required)
COMMON: dict[str, tuple[Callable[[Any], str | None], bool]] = {
    "id": (_str, True),
    "name": (_str, True),
    "text": (_str, True),
    "source": (_str, True),
    "verified": (_bool, False),
    "copies": (_int(1), False),
    "effect": (_list, False),
    "handler": (_str, False),
    "expansion": (_choice(EXPANSIONS), False),
    "unconfirmed": (_list, False),
}
FIELDS: dict[str, dict[str, tuple[Callable[[Any], str | None], bool]]] = {
    "adventure": {
        "type": (_choice(ADVENTURE_TYPES), True),
        "encounter": (_int(1, 6), True),
        "subtype": (_choice(SUBTYPES), False),
        "keywords": (_list_of(KEYWORDS), False),
        "strength": (_int(1), False),
        "craft": (_int(1), False),
        "alignment": (_list_of(step_vocab.ALIGNMENTS), False),
        "stays": (_bool, False),
        "bonus": (_bonus, False),
        "protect": (_die_range, False),
    },
    "space": {
        "index": (_int(1), True),
        "region": (_str, True),
        "neighbours": (_list, True),
        "crossing": (_mapping, False),
        "draw": (_int(0, 3), False),
    },
    "region": {
        "moves": (_choice(REGION_MOVES), True),
        "deck": (_str, False),
        "drawn": (_choice(REGION_SHAPES), True),
        "place": (_choice(REGION_PLACES), True),
        "columns": (_int(1), False),
        "spaces": (_int(1), True),
        "entrance": (_str, False),
        "final": (_str, False),
        "links": (_list, False),
        "colour": (_colour, False),
        "evade": (_bool, False),
        "spell_proof": (_bool, False),
        "foes_wait": (_bool, False),
        "meet_only": (_list, False),
    },
    "spell": {"cast": (_list_of(CAST_TIMES), True), "target": (_choice(TARGETS), True)},
    "purchase": {
        "type": (_choice(PURCHASE_TYPES), True),
        "price": (_int(1), True),
        "keywords": (_list_of(KEYWORDS), False),
        "sold_at": (_list, False),
        "bonus": (_bonus, False),
        "protect": (_die_range, False),
    },
    "character": {
        "strength": (_int(1), True),
        "craft": (_int(1), True),
        "fate": (_int(0), True),
        "lives": (_int(1), True),
        "gold": (_int(0), True),
        "start": (_str, True),
        "alignment": (_choice(step_vocab.ALIGNMENTS), True),
        "abilities": (_list, True),
    },
    "supply": {
        "count": (_int(1), True),
        "stat": (_choice(("strength", "craft", "lives")), False),
        "value": (_int(1), False),
    },
    "figure": {"start": (_str, False), "moves": (_str, False), "chart": (_mapping, False)},
    "card": {"sides": (_mapping, False), "modifier": (_mapping, False)},
    "ending": {"variant": (_choice(ENDING_VARIANTS), True)},
}
# which field table each id kind uses
FIELD_TABLE = {
    "adventure": "adventure",
    "space": "space",
    "spell": "spell",
    "purchase": "purchase",
    "character": "character",
    "token": "supply",
    "die": "supply",
    "talisman": "card",
    "toad": "card",
    "alignment": "card",
    "card": "card",
    "warlock-quest": "card",
}


@dataclass
class _Raw:
    file: str
    item: dict[str, Any]
    folder: str = "core"  # the expansion folder the file is in
    deck_card: bool = False  # a card of a region's own deck (read as an Adventure card)

    @property
    def expansion(self) -> str:
        named = self.item.get("expansion")
        return named if isinstance(named, str) else self.folder

    @property
    def id(self) -> str:
        value = self.item.get("id")
        return value if isinstance(value, str) else "?"


def _read_files(data_dir: Path, problems: list[str]) -> list[_Raw]:
    import yaml  # only when the data is read: a cached catalogue needs no YAML parser

    raws: list[_Raw] = []
    places = [("core", data_dir, pattern, kinds) for pattern, kinds in FILES.items()]
    places += [(e, data_dir / e, p, k) for e in EXPANSIONS for p, k in EXPANSION_FILES.items()]
    for folder, folder_dir, pattern, kinds in places:
        paths = sorted(folder_dir.glob(pattern))
        if not paths and folder == "core":
            problems.append(f"{pattern}: -: -: file missing")
        for path in paths:
            name = path.relative_to(data_dir).as_posix()
            try:
                data = yaml.safe_load(path.read_text(encoding="utf-8"))
            except yaml.YAMLError as exc:
                mark = getattr(exc, "problem_mark", None)
                where = f"line {mark.line + 1}" if mark else "-"
                problems.append(f"{name}: -: {where}: malformed YAML: {getattr(exc, 'problem', exc)}")
                continue
            if not isinstance(data, list):
                problems.append(f"{name}: -: -: expected a list of components")
                continue
            for position, item in enumerate(data):
                if not isinstance(item, dict):
                    problems.append(f"{name}: #{position}: -: expected a mapping")
                    continue
                raw = _Raw(name, item, folder, deck_card=kinds == (REGION_DECK,))
                kind = raw.id.split("/", 1)[0]
                if folder != "core" and item.get("expansion", folder) != folder:
                    problems.append(f"{name}: {raw.id}: expansion: the file is in the {folder} folder")
                if raw.id == "?":
                    problems.append(f"{name}: #{position}: id: missing")
                elif kind not in kinds and kinds != (REGION_DECK,):
                    problems.append(
                        f"{name}: {raw.id}: id: kind {kind!r} does not belong here; "
                        f"expected {' or '.join(k + '/...' for k in kinds)}"
                    )
                raws.append(raw)
    return raws


def _check_fields(raw: _Raw, problems: list[str]) -> None:
    kind = raw.id.split("/", 1)[0]
    table = FIELDS["adventure"] if raw.deck_card else FIELDS.get(FIELD_TABLE.get(kind, kind), {})
    if kind == "figure" and "count" in raw.item:
        table = FIELDS["supply"]
    allowed = {**COMMON, **table}
    for name, (check, required) in allowed.items():
        if name not in raw.item:
            if required:
                problems.append(f"{raw.file}: {raw.id}: {name}: missing")
            continue
        message = check(raw.item[name])
        if message:
            problems.append(f"{raw.file}: {raw.id}: {name}: {message}")
    for name in raw.item:
        if name not in allowed:
            problems.append(f"{raw.file}: {raw.id}: {name}: unknown field")
    listed = raw.item.get("unconfirmed")
    for name in listed if isinstance(listed, list) else []:
        if name not in raw.item or name in ("id", "unconfirmed", "source"):
            problems.append(f"{raw.file}: {raw.id}: unconfirmed: {name!r} is not a value this item holds")


def _check_refs(raw: _Raw, ids: set[str], spaces: dict[str, _Raw], problems: list[str]) -> None:
    item, kind = raw.item, raw.id.split("/", 1)[0]

    def refs(target: str) -> bool:
        return target in ids

    def report(found: list[tuple[str, str]]) -> None:
        problems.extend(f"{raw.file}: {raw.id}: {path}: {message}" for path, message in found)

    if isinstance(item.get("effect"), list):
        report(step_vocab.check_steps(item["effect"], "effect", refs))
    handlers = [("handler", item.get("handler"))]
    handlers += [("effect", arg) for name, arg in step_vocab.walk(item.get("effect")) if name == "handler"]
    for i, ability in enumerate(item.get("abilities") or []):
        if isinstance(ability, dict):
            handlers.append((f"abilities[{i}].handler", ability.get("handler")))
    for where, handler in handlers:
        if isinstance(handler, str) and not _handler_resolves(handler, ids):
            report([(where, f"handler {handler!r} names no component (or character ability)")])
    if kind == "adventure":
        _check_adventure(item, report)
    if isinstance(item.get("chart"), dict):
        chart = item["chart"]
        report(step_vocab.check_table(chart.get("dice"), chart.get("table"), "chart", refs))
        table_keys = {str(k) for k in chart.get("table") or {}}
        for key in chart.get("unconfirmed") or []:
            if str(key) not in table_keys:
                report([("chart.unconfirmed", f"{key!r} is not a row of the chart")])
        for i, option in enumerate(chart.get("effects") or []):
            if not isinstance(option, dict) or not isinstance(option.get("label"), str):
                report([(f"chart.effects[{i}]", "each known effect needs a label and a do list")])
                continue
            report(step_vocab.check_steps(option.get("do", []), f"chart.effects[{i}].do", refs))
    for name in ("start",):
        if isinstance(item.get(name), str) and item[name] not in spaces:
            report([(name, f"unknown space {item[name]!r}")])
    for i, target in enumerate(item.get("sold_at") or []):
        if target not in spaces:
            report([(f"sold_at[{i}]", f"unknown space {target!r}")])
    if kind == "character" and isinstance(item.get("abilities"), list):
        keys: Counter[str] = Counter()
        for i, ability in enumerate(item["abilities"]):
            where = f"abilities[{i}]"
            if not isinstance(ability, dict) or _str(ability.get("key")) or _str(ability.get("text")):
                report([(where, "each ability needs a key and a text")])
                continue
            keys[ability["key"]] += 1
            extra = set(ability) - {"key", "text", "effect", "handler"}
            if extra:
                report([(where, f"unknown fields {sorted(extra)}")])
            report(step_vocab.check_steps(ability.get("effect"), f"{where}.effect", refs))
        report([("abilities", f"key {k!r} appears {n} times") for k, n in keys.items() if n > 1])
    if kind == "space":
        _check_space(raw, spaces, report)
    if kind == "region":
        _check_region(raw, spaces, report)


def _handler_resolves(handler: str, ids: set[str]) -> bool:
    """A handler is named after its component (`adventure/imp`) or an ability (`character/dwarf/mines`)."""
    parts = handler.split("/")
    return any("/".join(parts[:n]) in ids for n in range(2, len(parts) + 1))


def _check_adventure(item: dict[str, Any], report: Callable[[list[tuple[str, str]]], None]) -> None:
    is_enemy = item.get("type") == "enemy"
    stats = [s for s in ("strength", "craft") if s in item]
    if is_enemy and len(stats) != 1:
        report([("strength", "an Enemy has exactly one of strength or craft")])
    if not is_enemy and "subtype" in item:
        report([("subtype", "only Enemies have a subtype")])
    if "keywords" in item and item.get("type") not in ("object", "magic-object"):
        report([("keywords", "only Objects carry Weapon/Armour keywords")])


def _check_space(raw: _Raw, spaces: dict[str, _Raw], report: Callable[[list[tuple[str, str]]], None]) -> None:
    item = raw.item
    listed = item.get("neighbours")
    neighbours: list[Any] = listed if isinstance(listed, list) else []
    for i, other in enumerate(neighbours):
        if other not in spaces:
            report([(f"neighbours[{i}]", f"unknown space {other!r}")])
        elif raw.id not in (spaces[other].item.get("neighbours") or []):
            report([(f"neighbours[{i}]", f"{other} does not list this space back")])
    if len(set(neighbours)) != len(neighbours):
        report([("neighbours", "a space is listed twice")])
    region = item.get("region")
    if isinstance(raw.id, str) and region and not raw.id.startswith(f"space/{region}/"):
        report([("id", f"a {region} space's id must start with space/{region}/")])
    for other, how in (item.get("crossing") or {}).items():
        if how not in CROSSINGS:
            report([(f"crossing.{other}", f"expected one of {', '.join(CROSSINGS)}, got {how!r}")])
        if other not in neighbours:
            report([(f"crossing.{other}", "a crossing must lead to a neighbour")])
        elif (spaces[other].item.get("crossing") or {}).get(raw.id) != how:
            report([(f"crossing.{other}", f"{other} does not list the same crossing back")])


def _check_board_refs(raw: _Raw, ids: set[str], problems: list[str]) -> None:
    """A space's region is a region of the data; a region's deck is a deck; a card of a deck
    file belongs to a deck some region names."""
    item, kind = raw.item, raw.id.split("/", 1)[0]
    region = item.get("region")
    if kind == "space" and isinstance(region, str) and f"region/{region}" not in ids:
        problems.append(f"{raw.file}: {raw.id}: region: no region {region!r} in the data (region/{region})")
    deck = item.get("deck")
    if kind == "region" and deck is not None and deck not in step_vocab.DECKS:
        if not any(i.startswith(f"{deck}/") for i in ids):
            problems.append(f"{raw.file}: {raw.id}: deck: no card of a {deck!r} deck in the data")
    if raw.deck_card and f"deck/{kind}" not in ids:
        problems.append(f"{raw.file}: {raw.id}: id: {kind!r} is the deck of no region")


def _check_region(raw: _Raw, spaces: dict[str, _Raw], report: Report) -> None:
    """A region's own spaces, its links (one end in the region), and its count of spaces."""
    item, name = raw.item, raw.id.split("/", 1)[-1]
    mine = [i for i, r in spaces.items() if r.item.get("region") == name]
    for field in ("entrance", "final"):
        if isinstance(item.get(field), str) and item[field] not in mine:
            report([(field, f"{item[field]!r} is not a space of this region")])
    for i, space in enumerate(item.get("meet_only") or []):
        if space not in mine:
            report([(f"meet_only[{i}]", f"{space!r} is not a space of this region")])
    for i, link in enumerate(item.get("links") or []):
        where = f"links[{i}]"
        if not isinstance(link, dict) or set(link) - LINK_FIELDS or not {"from", "to"} <= set(link):
            report([(where, "expected {from: space, to: space} and maybe one_way: true")])
            continue
        ends = [link["from"], link["to"]]
        for end in ends:
            if end not in spaces:
                report([(where, f"unknown space {end!r}")])
        if not any(end in mine for end in ends):
            report([(where, "a region's link has one end in the region")])
        if not isinstance(link.get("one_way", False), bool):
            report([(f"{where}.one_way", "expected true or false")])
    if isinstance(item.get("spaces"), int) and len(mine) != item["spaces"]:
        report([("spaces", f"the region has {len(mine)} spaces, expected {item['spaces']}")])
    if item.get("moves") == "steps" and not (item.get("entrance") and item.get("final")):
        report([("moves", "a steps region names its entrance and its final space")])
    if item.get("drawn") == "grid" and not item.get("columns"):
        report([("columns", "a region drawn as a grid says how many columns wide")])
    if item.get("place") != "main" and item.get("drawn") == "ring":
        report([("drawn", "a region beside the main board is drawn as a track or a grid")])


def _check_totals(raws: list[_Raw], problems: list[str]) -> None:
    cards: Counter[tuple[str, str]] = Counter()
    distinct: Counter[tuple[str, str]] = Counter()
    indices: dict[int, str] = {}
    for raw in raws:
        kind = CARD_DECKS.get(raw.id, raw.id.split("/", 1)[0])
        copies = raw.item.get("copies", 1)
        cards[raw.expansion, kind] += copies if isinstance(copies, int) else 1
        distinct[raw.expansion, kind] += 1
        if kind == "space":
            index = raw.item.get("index")
            if isinstance(index, int):
                if index in indices:
                    problems.append(f"{raw.file}: {raw.id}: index: {index} is also {indices[index]}")
                indices[index] = raw.id
    for box, decks in EXPECTED_DECKS.items():
        where = "-" if box == "core" else box
        for deck, (want_cards, want_distinct) in decks.items():
            have, kinds = cards[box, deck], distinct[box, deck]
            if box != "core" and not have:
                continue  # that deck of the expansion is not in the data (yet)
            label = "" if box == "core" else f"{box} {deck} "
            if have != want_cards:
                problems.append(
                    f"{where}: {deck}: copies: the {label}deck has {have} cards, expected {want_cards}"
                )
            if want_distinct is not None and kinds != want_distinct:
                problems.append(
                    f"{where}: {deck}: id: the {label}deck has {kinds} distinct cards, "
                    f"expected {want_distinct}"
                )


def _steps(value: Any) -> tuple[Any, ...]:
    return tuple(value or ())


def _build(raw: _Raw) -> Component:
    item = dict(raw.item)
    kind = item["id"].split("/", 1)[0]
    common = {
        "id": item["id"],
        "name": item["name"],
        "text": item["text"],
        "source": item["source"],
        "verified": item.get("verified", True),
        "copies": item.get("copies", 1),
        "effect": _steps(item.get("effect")),
        "handler": item.get("handler"),
        "file": raw.file,
        "expansion": raw.expansion,
        "unconfirmed": tuple(item.get("unconfirmed") or ()),
    }
    if kind == "adventure" or raw.deck_card:
        return AdventureCard(
            **common,
            type=item["type"],
            encounter=item["encounter"],
            subtype=item.get("subtype"),
            keywords=tuple(item.get("keywords", ())),
            strength=item.get("strength"),
            craft=item.get("craft"),
            alignment=tuple(item.get("alignment", ())),
            stays=item.get("stays", False),
            bonus=dict(item.get("bonus") or {}),
            protect=item.get("protect"),
        )
    if kind == "space":
        return Space(
            **common,
            index=item["index"],
            region=item["region"],
            neighbours=tuple(item["neighbours"]),
            crossing=dict(item.get("crossing") or {}),
            draw=item.get("draw", 0),
        )
    if kind == "region":
        links = tuple(
            Link(start=link["from"], end=link["to"], one_way=link.get("one_way", False))
            for link in item.get("links") or ()
        )
        return Region(
            **common,
            moves=item["moves"],
            deck=item.get("deck", "adventure"),
            drawn=item["drawn"],
            place=item["place"],
            columns=item.get("columns", 0),
            spaces=item["spaces"],
            entrance=item.get("entrance"),
            final=item.get("final"),
            links=links,
            colour=tuple(item.get("colour") or (0.5, 0.5, 0.5)),
            evade=item.get("evade", True),
            spell_proof=item.get("spell_proof", False),
            foes_wait=item.get("foes_wait", False),
            meet_only=tuple(item.get("meet_only") or ()),
        )
    if kind == "spell":
        return Spell(**common, cast=tuple(item["cast"]), target=item["target"])
    if kind == "purchase":
        return PurchaseItem(
            **common,
            type=item["type"],
            price=item["price"],
            keywords=tuple(item.get("keywords", ())),
            sold_at=tuple(item.get("sold_at", ())),
            bonus=dict(item.get("bonus") or {}),
            protect=item.get("protect"),
        )
    if kind == "character":
        abilities = tuple(
            Ability(key=a["key"], text=a["text"], effect=_steps(a.get("effect")), handler=a.get("handler"))
            for a in item["abilities"]
        )
        return Character(
            **common,
            strength=item["strength"],
            craft=item["craft"],
            fate=item["fate"],
            lives=item["lives"],
            gold=item["gold"],
            start=item["start"],
            alignment=item["alignment"],
            abilities=abilities,
        )
    if "count" in item:
        return SupplyItem(**common, count=item["count"], stat=item.get("stat"), value=item.get("value"))
    if kind == "ending":
        return EndingCard(**common, variant=item["variant"])
    if kind == "figure":
        return Figure(**common, start=item.get("start"), moves=item.get("moves", ""), chart=item.get("chart"))
    return Card(**common, sides=dict(item.get("sides") or {}), modifier=dict(item.get("modifier") or {}))


def check(data_dir: Path | str = DATA_DIR) -> tuple[Catalogue | None, list[str]]:
    """Validate the data; return the catalogue (None if anything is wrong) and every problem."""
    data_dir = Path(data_dir)
    problems: list[str] = []
    raws = _read_files(data_dir, problems)
    seen: dict[str, _Raw] = {}
    for raw in raws:
        if raw.id == "?":
            continue
        if raw.id in seen:
            problems.append(f"{raw.file}: {raw.id}: id: duplicate (also in {seen[raw.id].file})")
        else:
            seen[raw.id] = raw
    for raw in raws:
        if raw.id != "?":
            _check_fields(raw, problems)
    ids = set(seen)
    spaces = {i: r for i, r in seen.items() if i.startswith("space/")}
    decks = {r.item.get("deck") for i, r in seen.items() if i.startswith("region/")} - {None}
    ids |= {f"deck/{d}" for d in decks if isinstance(d, str)}  # (a draw step may name a region's deck)
    for raw in seen.values():
        _check_refs(raw, ids, spaces, problems)
        _check_board_refs(raw, ids, problems)
    _check_totals(list(seen.values()), problems)
    if problems:
        return None, problems
    try:
        components = {raw.id: _build(raw) for raw in seen.values()}
    except (KeyError, TypeError) as exc:  # pragma: no cover - the checks above should catch these
        return None, [f"-: -: -: could not build the catalogue: {exc!r}"]
    return Catalogue(components), []


def load(data_dir: Path | str | None = None) -> Catalogue:
    """The validated catalogue, from the start-up cache when the data and this code are
    unchanged (``content.cache``). Raises: ContentError listing every problem."""
    if data_dir is None:
        return _load_default()
    return _load(Path(data_dir))


@lru_cache(maxsize=1)
def _load_default() -> Catalogue:
    """The packaged catalogue, loaded once: it lives as long as the process, so it is frozen
    out of the garbage collector's scans (``gc.freeze``, after a collection, with whatever else
    lives then: modules, classes). Every full collection during play walked its objects again;
    a random playout spent some 3% of its time there."""
    catalogue = _load(DATA_DIR)
    gc.collect()
    gc.freeze()
    return catalogue


def _load(data_dir: Path) -> Catalogue:
    try:
        key = cache.key(data_dir)
    except OSError:  # unreadable data: check() says which file
        key = None
    found = cache.read(key) if key else None
    if found is not None:
        return found
    catalogue, problems = check(data_dir)
    if catalogue is None:
        raise ContentError(problems)
    if key:
        cache.write(catalogue, key)
    return catalogue


def counts(catalogue: Catalogue) -> dict[str, Any]:
    """The figures ``talisman content check`` prints: the core box's, then each expansion's."""

    def box(name: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for deck in COUNTED_DECKS:
            items = [c for c in catalogue if CARD_DECKS.get(c.id, c.kind) == deck and c.expansion == name]
            if items or (name == "core" and deck in ("adventure", "spell", "purchase", "talisman")):
                out[deck] = {"cards": sum(c.copies for c in items), "distinct": len(items)}
        heroes = [c for c in catalogue.characters if c.expansion == name]
        if heroes or name == "core":
            out["character"] = {"cards": len(heroes)}
        return out

    out = box("core")
    out["space"] = {r.slug: len(catalogue.region(r.slug)) for r in catalogue.regions if r.expansion == "core"}
    out["expansions"] = {name: box(name) for name in EXPANSIONS}
    return out


def unconfirmed(catalogue: Catalogue) -> list[str]:
    """Every value no public source confirms, as ``file: id: field: unconfirmed``: the fields an
    item lists under ``unconfirmed``, and items marked ``verified: false`` as a whole."""
    out: list[str] = []
    for c in catalogue:
        out += [f"{c.file}: {c.id}: {name}: unconfirmed" for name in c.unconfirmed]
        rows = [str(k) for k in ((getattr(c, "chart", None) or {}).get("unconfirmed") or ())]
        out += [f"{c.file}: {c.id}: chart {row}: unconfirmed" for row in rows]
        if not c.verified and not c.unconfirmed and not rows:
            out.append(f"{c.file}: {c.id}: -: unconfirmed")
    return out
