"""Read ``content/data/<box>/*.yaml`` into a validated :class:`Catalogue`.

Each folder of ``content/data/`` is one box (the core game's is ``core/``) and declares itself
in its ``box.yaml`` (a :class:`Box`: name, decks and counts, figures, options, mark); every
box's files have the same names, all optional, and the folder sets each component's
``expansion``. A folder with no ``box.yaml`` is an error, not silently skipped.

Every problem is reported as ``file: id: field: what is wrong`` and all of them are
collected before anything is returned, so one run shows everything to fix.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from content import cache, marks
from content import steps as step_vocab
from content.board import SIDES
from content.model import (
    ADVENTURE_TYPE_NAMES,
    CORE,
    Ability,
    AdventureCard,
    Box,
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
BOX_FILE = "box.yaml"
# file pattern inside a box's folder -> the id kinds it may hold (all optional)
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
    "warlock-quests.yaml": ("warlock-quest",),
    "endings.yaml": ("ending",),
    "decks/*.yaml": (REGION_DECK,),  # the cards of its regions' own decks
}

# Cards of figures.yaml that form a deck of their own in the box's count.
CARD_DECKS = {"card/lycanthrope": "lycanthrope"}
ENDING_VARIANTS = ("hidden", "revealed")
COUNTED_DECKS = ("adventure", "spell", "purchase", "talisman", "warlock-quest", "lycanthrope", "ending")

ADVENTURE_TYPES = tuple(ADVENTURE_TYPE_NAMES)
SUBTYPES = ("animal", "monster", "dragon", "spirit")
KEYWORDS = ("weapon", "armour", "trinket")  # a Trinket fills no Object place (The Highland)
CAST_TIMES = tuple(step_vocab.CAST_MOMENTS)
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


def _decks(value: Any) -> str | None:
    """A box's ``decks``: deck -> [cards] or [cards, distinct cards]."""
    if not isinstance(value, dict):
        return f"expected a mapping of deck -> [cards, distinct], got {value!r}"
    for deck, numbers in value.items():  # (a deck's name: checked with the regions' decks)
        ok = isinstance(numbers, list) and 1 <= len(numbers) <= 2
        if not ok or any(isinstance(n, bool) or not isinstance(n, int) or n < 1 for n in numbers):
            return f"{deck}: expected [cards] or [cards, distinct], whole numbers above 0"
    return None


def _mapping(value: Any) -> str | None:
    return None if isinstance(value, dict) else f"expected a mapping, got {value!r}"


def _backs(value: Any) -> str | None:
    """A box's ``backs``: deck -> the colour of its printed back, [red, green, blue]."""
    if not isinstance(value, dict):
        return f"expected a mapping of deck -> [red, green, blue], got {value!r}"
    for deck, rgb in value.items():
        problem = _colour(rgb)
        if problem:
            return f"{deck}: {problem}"
    return None


def _sections(value: Any) -> str | None:
    ok = isinstance(value, list) and all(
        isinstance(s, dict)
        and set(s) == {"head", "text"}
        and all(isinstance(v, str) and v for v in s.values())
        for s in value
    )
    return None if ok else "a list of {head, text} sections"


def _crossings(value: Any) -> str | None:
    ok = isinstance(value, list) and all(
        isinstance(pair, list) and len(pair) == 2 and all(isinstance(s, str) for s in pair) for pair in value
    )
    return None if ok else "a list of [space, space] pairs"


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
        "fight": (_mapping, False),
        "use": (_mapping, False),
        "sells_for": (_int(1), False),
    },
    "space": {
        "index": (_int(1), True),
        "region": (_str, True),
        "neighbours": (_list, True),
        "crossing": (_mapping, False),
        "draw": (_int(0, 3), False),
        "chart": (_mapping, False),
        "short": (_str, False),
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
        "effects": (_list, False),
        "rewards": (_list, False),
        "spent": (_list, False),
    },
    "spell": {
        "cast": (_list_of(CAST_TIMES), True),
        "target": (_choice(TARGETS), True),
        "stays": (_bool, False),
    },
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
    "figure": {
        "start": (_str, False),
        "moves": (_str, False),
        "chart": (_mapping, False),
        "word": (_str, False),
        "label": (_str, False),
        "colour": (_colour, False),
        "order": (_int(0), False),
        "crossings": (_crossings, False),
        "stops": (_choice(("night",)), False),
    },
    "card": {"sides": (_mapping, False), "modifier": (_mapping, False)},
    "ending": {"variant": (_choice(ENDING_VARIANTS), True)},
    "box": {
        "order": (_int(0), True),
        "decks": (_decks, True),
        "figures": (_list, False),
        "options": (_list, False),
        "regions": (_list, False),
        "mark": (marks.check_mark, False),
        "backs": (_backs, False),
        "partial": (_str, False),
        "saved_as": (_str, False),
        "summary": (_sections, False),
        "aid": (_sections, False),
        "sheet": (_list, False),
    },
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
    folder: str = CORE  # the box whose folder holds the file
    deck_card: bool = False  # a card of a region's own deck (read as an Adventure card)

    @property
    def expansion(self) -> str:
        return self.folder

    @property
    def id(self) -> str:
        value = self.item.get("id")
        return value if isinstance(value, str) else "?"


def box_folders(data_dir: Path, extra: tuple[Path, ...] = ()) -> list[Path]:
    """Every box folder: the subfolders of ``data_dir`` (sorted), then ``extra`` ones."""
    found = sorted(p for p in data_dir.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    return [*found, *extra]


def _read_files(data_dir: Path, problems: list[str], extra: tuple[Path, ...] = ()) -> list[_Raw]:
    import yaml  # only when the data is read: a cached catalogue needs no YAML parser

    # libyaml's safe loader when PyYAML was built with it: the same values, several times faster
    safe_loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    def parse(path: Path, name: str) -> Any:
        try:
            return yaml.load(path.read_text(encoding="utf-8"), Loader=safe_loader)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f"line {mark.line + 1}" if mark else "-"
            problems.append(f"{name}: -: {where}: malformed YAML: {getattr(exc, 'problem', exc)}")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(f"{name}: -: -: cannot be read: {exc}")
        return None

    raws: list[_Raw] = []
    if not data_dir.is_dir():
        problems.append(f"{data_dir.name}: -: -: the data folder is missing")
        return raws
    strays = sorted(p.name for p in data_dir.iterdir() if p.is_file() and p.suffix == ".yaml")
    problems += [f"{name}: -: -: data belongs in a box's folder (content/data/<box>/)" for name in strays]
    boxes: list[tuple[Any, str, Path]] = []
    for folder_dir in box_folders(data_dir, extra):
        folder = folder_dir.name
        declared = folder_dir / BOX_FILE
        if not declared.is_file():
            problems.append(
                f"{folder}/: -: box: not a declared box (no {BOX_FILE}); every folder of the data "
                "is a box that declares itself"
            )
            continue
        box = parse(declared, f"{folder}/{BOX_FILE}")
        order = box.get("order") if isinstance(box, dict) else None
        boxes.append(
            (order if isinstance(order, int) and not isinstance(order, bool) else 1 << 30, folder, folder_dir)
        )
        if box is not None and not isinstance(box, dict):
            problems.append(f"{folder}/{BOX_FILE}: -: -: expected a mapping (the box's declaration)")
        elif isinstance(box, dict):
            raw = _Raw(f"{folder}/{BOX_FILE}", box, folder)
            if raw.id != f"box/{folder}":
                problems.append(f"{raw.file}: {raw.id}: id: expected box/{folder}, the folder's name")
            raws.append(raw)
    # the components in the boxes' order (core first), so a deck is made in the same order always
    for _, folder, folder_dir in sorted(boxes, key=lambda b: (b[0], b[1])):
        for pattern, kinds in FILES.items():
            for path in sorted(folder_dir.glob(pattern)):
                name = f"{folder}/{path.relative_to(folder_dir).as_posix()}"
                data = parse(path, name)
                if data is None:
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
                    if raw.id == "?":
                        problems.append(f"{name}: #{position}: id: missing")
                    elif kind not in kinds and kinds != (REGION_DECK,):
                        problems.append(
                            f"{name}: {raw.id}: id: kind {kind!r} does not belong here; "
                            f"expected {' or '.join(k + '/...' for k in kinds)}"
                        )
                    raws.append(raw)
    return raws


def _check_fields(raw: _Raw, problems: list[str], drawn: Collection[str] = ()) -> None:
    """``drawn``: the decks regions draw from; a card of a deck no region draws from (a
    Treasure, picked from its deck) is never met on a space, so has no encounter number."""
    kind = raw.id.split("/", 1)[0]
    table = FIELDS["adventure"] if raw.deck_card else FIELDS.get(FIELD_TABLE.get(kind, kind), {})
    if raw.deck_card and kind not in drawn:
        table = {**table, "encounter": (table["encounter"][0], False)}
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
    if isinstance(item.get("fight"), dict):  # an Adventure card's fight rules, and the steps they hold
        report(step_vocab.check_fight(item["fight"], "fight", refs))
        for when in ("killed", "defeat", "before"):
            steps = item["fight"].get(when)
            named = step_vocab.walk(steps if isinstance(steps, list) else [])
            handlers += [(f"fight.{when}", arg) for name, arg in named if name == "handler"]
    if isinstance(item.get("use"), dict):  # a carried card used when its holder likes
        report(step_vocab.check_use(item["use"], "use", refs))
        steps = item["use"].get("do")
        named = step_vocab.walk(steps if isinstance(steps, list) else [])
        handlers += [("use.do", arg) for name, arg in named if name == "handler"]
    for i, ability in enumerate(item.get("abilities") or []):
        if isinstance(ability, dict):
            handlers.append((f"abilities[{i}].handler", ability.get("handler")))
    for where, handler in handlers:
        if isinstance(handler, str) and not _handler_resolves(handler, ids):
            report([(where, f"handler {handler!r} names no component (or character ability)")])
    if kind == "adventure" or raw.deck_card:  # a region's deck holds Adventure-like cards
        _check_adventure(item, report)
    if isinstance(item.get("chart"), dict):
        chart = item["chart"]
        if "rows" in chart:  # read with a number that is not a roll (content.steps.check_rows)
            report(step_vocab.check_rows(chart.get("rows"), chart.get("table"), "chart", refs))
        else:
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
    for i, option in enumerate(item.get("effects") or [] if kind == "region" else []):
        if not isinstance(option, dict) or not isinstance(option.get("label"), str):
            report([(f"effects[{i}]", "each effect a space may have needs a label and a do list")])
            continue
        report(step_vocab.check_steps(option.get("do", []), f"effects[{i}].do", refs))
    for i, figure in enumerate(item.get("figures") or [] if kind == "box" else []):
        if figure not in ids or not str(figure).startswith("figure/"):
            report([(f"figures[{i}]", f"unknown figure {figure!r}")])
    for name in ("start",):
        if isinstance(item.get(name), str) and item[name] not in spaces:
            report([(name, f"unknown space {item[name]!r}")])
    for i, pair in enumerate(item.get("crossings") or [] if kind == "figure" else []):
        for space in pair if isinstance(pair, list) else ():
            if space not in spaces:
                report([(f"crossings[{i}]", f"unknown space {space!r}")])
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
        report([("keywords", "only Objects carry Weapon, Armour or Trinket keywords")])


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


BOX_DECKS = (*COUNTED_DECKS, "toad", "alignment", "character")  # and the regions' own decks


@dataclass(frozen=True)
class _BoxDecks:
    """What the boxes say of their decks: the decks each box declares (``decks`` in its
    box.yaml), the (box, deck) pairs its own ``decks/`` files hold, and the partial boxes."""

    declared: dict[str, set[str]]
    own: set[tuple[str, str]]
    partial: set[str]

    @classmethod
    def of(cls, seen: dict[str, _Raw]) -> _BoxDecks:
        boxes = [r for i, r in seen.items() if i.startswith("box/")]
        declared = {r.folder: set(r.item["decks"]) for r in boxes if isinstance(r.item.get("decks"), dict)}
        own = {(r.folder, i.split("/", 1)[0]) for i, r in seen.items() if r.deck_card}
        return cls(declared, own, {r.folder for r in boxes if r.item.get("partial")})


def _check_board_refs(raw: _Raw, ids: set[str], problems: list[str], boxes: _BoxDecks) -> None:
    """A space's region is a region of the data; a region's deck is a deck (a partial box's
    region may name one whose cards are not written yet); a card of a deck file belongs to a
    deck some region names or, a deck of its own that no region draws from (The Dungeon's
    Treasure deck), one its box declares; a box's decks are decks, and the regions it declares
    are those its folder holds."""
    item, kind = raw.item, raw.id.split("/", 1)[0]
    if kind == "box":
        for deck in item.get("decks") or {} if isinstance(item.get("decks"), dict) else {}:
            if deck not in BOX_DECKS and f"deck/{deck}" not in ids and (raw.folder, deck) not in boxes.own:
                problems.append(f"{raw.file}: {raw.id}: decks: unknown deck {deck!r}")

    region = item.get("region")
    if kind == "space" and isinstance(region, str) and f"region/{region}" not in ids:
        problems.append(f"{raw.file}: {raw.id}: region: no region {region!r} in the data (region/{region})")
    deck = item.get("deck")
    if kind == "region" and deck is not None and deck not in step_vocab.DECKS:
        if not any(i.startswith(f"{deck}/") for i in ids) and raw.folder not in boxes.partial:
            problems.append(f"{raw.file}: {raw.id}: deck: no card of a {deck!r} deck in the data")
    if raw.deck_card and f"deck/{kind}" not in ids and kind not in boxes.declared.get(raw.folder, ()):
        why = "is the deck of no region, nor one its box declares"
        problems.append(f"{raw.file}: {raw.id}: id: {kind!r} {why}")


def _check_box_regions(seen: dict[str, _Raw], problems: list[str]) -> None:
    """The regions a box declares (``regions`` in its box.yaml) are those its folder holds."""
    held: dict[str, list[str]] = {}
    for i, raw in seen.items():
        if i.startswith("region/"):
            held.setdefault(raw.expansion, []).append(i.split("/", 1)[1])
    for i, raw in seen.items():
        declared = raw.item.get("regions") or []
        if i.startswith("box/") and isinstance(declared, list):
            mine = sorted(held.get(raw.folder, []))
            if sorted(map(str, declared)) != mine:
                problems.append(f"{raw.file}: {i}: regions: its data holds the regions {mine or 'none'}")


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
    rewards = item.get("rewards") or []
    for i, deck in enumerate(item.get("spent") or []):
        if deck not in rewards:
            report([(f"spent[{i}]", f"{deck!r} is not one of the region's rewards")])
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
    declared = {raw.folder: raw.item for raw in raws if raw.id.startswith("box/")}
    for box, item in declared.items():
        listed = item.get("decks")
        decks: dict[str, Any] = listed if isinstance(listed, dict) else {}
        where = f"{box}/{BOX_FILE}"
        for deck, numbers in decks.items():
            if not isinstance(numbers, list) or not numbers:
                continue  # reported by the field check
            want_cards, want_distinct = numbers[0], (numbers[1] if len(numbers) > 1 else None)
            have, kinds = cards[box, deck], distinct[box, deck]
            if item.get("partial") and not have:
                continue  # a box under construction: a deck is checked whole once it is there
            label = "" if box == CORE else f"{box} {deck} "
            if have != want_cards:
                found = f"the {label}deck has {have} cards, expected {want_cards}"
                problems.append(f"{where}: box/{box}: decks.{deck}: {found}")
            if want_distinct is not None and kinds != want_distinct:
                problems.append(
                    f"{where}: box/{box}: decks.{deck}: the {label}deck has {kinds} distinct cards, "
                    f"expected {want_distinct}"
                )
    for folder in sorted({raw.folder for raw in raws} - set(declared)):
        problems.append(f"{folder}/: -: box: not a declared box")


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
            encounter=item.get("encounter", 0),  # 0: never met on a space (a Treasure)
            subtype=item.get("subtype"),
            keywords=tuple(item.get("keywords", ())),
            strength=item.get("strength"),
            craft=item.get("craft"),
            alignment=tuple(item.get("alignment", ())),
            stays=item.get("stays", False),
            bonus=dict(item.get("bonus") or {}),
            protect=item.get("protect"),
            fight=dict(item.get("fight") or {}),
            use=dict(item.get("use") or {}),
            sells_for=item.get("sells_for"),
        )
    if kind == "space":
        return Space(
            **common,
            index=item["index"],
            region=item["region"],
            neighbours=tuple(item["neighbours"]),
            crossing=dict(item.get("crossing") or {}),
            draw=item.get("draw", 0),
            chart=item.get("chart"),
            short=item.get("short", ""),
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
            effects=tuple(dict(e) for e in item.get("effects") or ()),
            rewards=tuple(item.get("rewards") or ()),
            spent=tuple(item.get("spent") or ()),
        )
    if kind == "spell":
        return Spell(
            **common, cast=tuple(item["cast"]), target=item["target"], stays=item.get("stays", False)
        )
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
    if kind == "box":
        decks = {deck: (n[0], n[1] if len(n) > 1 else None) for deck, n in item["decks"].items()}
        return Box(
            **common,
            order=item["order"],
            decks=decks,
            figures=tuple(item.get("figures") or ()),
            options=tuple(item.get("options") or ()),
            regions=tuple(item.get("regions") or ()),
            mark=tuple(dict(part) for part in item.get("mark") or ()),
            backs={deck: (rgb[0], rgb[1], rgb[2]) for deck, rgb in (item.get("backs") or {}).items()},
            partial=item.get("partial"),
            saved_as=item.get("saved_as"),
            summary=tuple((s["head"], s["text"]) for s in item.get("summary") or ()),
            aid=tuple((s["head"], s["text"]) for s in item.get("aid") or ()),
            sheet=tuple(item.get("sheet") or ()),
        )
    if kind == "figure":
        return Figure(
            **common,
            start=item.get("start"),
            moves=item.get("moves", ""),
            chart=item.get("chart"),
            word=item.get("word") or item["id"].split("/", 1)[1],
            label=item.get("label", ""),
            colour=tuple(item["colour"]) if item.get("colour") else None,
            order=item.get("order", 0),
            crossings=tuple((a, b) for a, b in item.get("crossings") or ()),
            stops=item.get("stops"),
        )
    return Card(**common, sides=dict(item.get("sides") or {}), modifier=dict(item.get("modifier") or {}))


def check(
    data_dir: Path | str = DATA_DIR, *, boxes: tuple[Path | str, ...] = ()
) -> tuple[Catalogue | None, list[str]]:
    """Validate the data; return the catalogue (None if anything is wrong) and every problem.
    ``boxes``: box folders kept elsewhere (a test's box), read after those of ``data_dir``."""
    data_dir = Path(data_dir)
    problems: list[str] = []
    raws = _read_files(data_dir, problems, tuple(Path(b) for b in boxes))
    seen: dict[str, _Raw] = {}
    for raw in raws:
        if raw.id == "?":
            continue
        if raw.id in seen:
            problems.append(f"{raw.file}: {raw.id}: id: duplicate (also in {seen[raw.id].file})")
        else:
            seen[raw.id] = raw
    named = [r.item.get("deck") for i, r in seen.items() if i.startswith("region/")]
    decks = {d for d in named if isinstance(d, str)}  # the decks regions draw from
    for raw in raws:
        if raw.id != "?":
            _check_fields(raw, problems, decks)
    ids = set(seen)
    spaces = {i: r for i, r in seen.items() if i.startswith("space/")}
    ids |= {f"deck/{d}" for d in decks}  # (a draw step may name a region's deck)
    box_decks = _BoxDecks.of(seen)
    for raw in seen.values():
        _check_refs(raw, ids, spaces, problems)
        _check_board_refs(raw, ids, problems, box_decks)
    _check_box_regions(seen, problems)
    _check_totals(list(seen.values()), problems)
    if problems:
        return None, problems
    try:
        components = {raw.id: _build(raw) for raw in seen.values()}
    except (KeyError, TypeError) as exc:  # pragma: no cover - the checks above should catch these
        return None, [f"-: -: -: could not build the catalogue: {exc!r}"]
    return Catalogue(components), []


def load(data_dir: Path | str | None = None, *, boxes: tuple[Path | str, ...] = ()) -> Catalogue:
    """The validated catalogue, from the start-up cache when the data and this code are
    unchanged (``content.cache``); ``boxes`` adds box folders kept elsewhere (uncached).
    Raises: ContentError listing every problem."""
    if boxes:
        catalogue, problems = check(data_dir or DATA_DIR, boxes=boxes)
        if catalogue is None:
            raise ContentError(problems)
        return catalogue
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
    """The figures ``talisman content check`` prints: the core box's, then each other box's."""

    def box(name: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        declared = catalogue.box(name).decks
        own = [d for d in declared if d not in BOX_DECKS]  # its regions' decks and its own
        for deck in (*COUNTED_DECKS, *own):
            items = [c for c in catalogue if CARD_DECKS.get(c.id, c.kind) == deck and c.expansion == name]
            if items or deck in declared:
                out[deck] = {"cards": sum(c.copies for c in items), "distinct": len(items)}
        heroes = [c for c in catalogue.characters if c.expansion == name]
        if heroes or "character" in declared:
            out["character"] = {"cards": len(heroes)}
        return out

    out = box(CORE)
    out["space"] = {r.slug: len(catalogue.region(r.slug)) for r in catalogue.regions if r.expansion == CORE}
    out["expansions"] = {name: box(name) for name in catalogue.expansions}
    out["partial"] = {b.key: b.partial for b in catalogue.boxes if b.partial}
    return out


def unconfirmed(catalogue: Catalogue) -> list[str]:
    """Every value no public source confirms, as ``file: id: field: unconfirmed``: the fields an
    item lists under ``unconfirmed``, and items marked ``verified: false`` as a whole; a region
    whose spaces no source orders (``spaces``: the table lays it out from its own board)."""
    out: list[str] = []
    for c in (*catalogue, *catalogue.regions):
        out += [f"{c.file}: {c.id}: {name}: unconfirmed" for name in c.unconfirmed]
        rows = [str(k) for k in ((getattr(c, "chart", None) or {}).get("unconfirmed") or ())]
        out += [f"{c.file}: {c.id}: chart {row}: unconfirmed" for row in rows]
        if not c.verified and not c.unconfirmed and not rows:
            out.append(f"{c.file}: {c.id}: -: unconfirmed")
    return out
