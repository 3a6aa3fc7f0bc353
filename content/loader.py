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
    PurchaseItem,
    Space,
    Spell,
    SupplyItem,
)

DATA_DIR = Path(__file__).resolve().parent / "data"

# file pattern -> the id kinds it may hold
FILES: dict[str, tuple[str, ...]] = {
    "board.yaml": ("space",),
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
EXPECTED_REGIONS = {"outer": 24, "middle": 16, "inner": 9}
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
BONUS_WHEN = ("always", "battle", "psychic-combat")


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
        "index": (_int(1, 49), True),
        "region": (_choice(step_vocab.REGIONS), True),
        "neighbours": (_list, True),
        "crossing": (_mapping, False),
        "draw": (_int(0, 3), False),
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
        "chart": (_mapping, False),
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
                raw = _Raw(name, item, folder)
                kind = raw.id.split("/", 1)[0]
                if folder != "core" and item.get("expansion", folder) != folder:
                    problems.append(f"{name}: {raw.id}: expansion: the file is in the {folder} folder")
                if raw.id == "?":
                    problems.append(f"{name}: #{position}: id: missing")
                elif kind not in kinds:
                    problems.append(
                        f"{name}: {raw.id}: id: kind {kind!r} does not belong here; "
                        f"expected {' or '.join(k + '/...' for k in kinds)}"
                    )
                raws.append(raw)
    return raws


def _check_fields(raw: _Raw, problems: list[str]) -> None:
    kind = raw.id.split("/", 1)[0]
    table = FIELDS.get(FIELD_TABLE.get(kind, kind), {})
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


def _check_totals(raws: list[_Raw], problems: list[str]) -> None:
    cards: Counter[tuple[str, str]] = Counter()
    distinct: Counter[tuple[str, str]] = Counter()
    regions: Counter[str | None] = Counter()
    indices: dict[int, str] = {}
    for raw in raws:
        kind = CARD_DECKS.get(raw.id, raw.id.split("/", 1)[0])
        copies = raw.item.get("copies", 1)
        cards[raw.expansion, kind] += copies if isinstance(copies, int) else 1
        distinct[raw.expansion, kind] += 1
        if kind == "space":
            regions[raw.item.get("region")] += 1
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
    for region, want in EXPECTED_REGIONS.items():
        if regions[region] != want:
            problems.append(f"board.yaml: -: region: {region} has {regions[region]} spaces, expected {want}")


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
    if kind == "adventure":
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
            chart=item.get("chart"),
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
    for raw in seen.values():
        _check_refs(raw, ids, spaces, problems)
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
    out["space"] = {r: len(catalogue.region(r)) for r in step_vocab.REGIONS}
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
