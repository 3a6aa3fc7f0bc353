"""The effect vocabulary: which steps exist and what arguments each takes.

Effects are plain data (lists of one-key mappings). This module checks them so that
a typo in a data file is a clear problem at load time, never a silent no-op in play.
Each checker returns a list of ``(field_path, message)`` pairs; an empty list is valid.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

STATS = ("strength", "craft", "lives", "fate", "gold")
IF_STATS = (*STATS, "followers")  # what ``if_stat`` may ask (followers: how many he has)
GAIN_KEYS = (*STATS, "spells")
LOSE_KEYS = (*STATS, "spells", "objects", "followers")
ALIGNMENTS = ("good", "neutral", "evil")
# When a Spell may be cast: the one vocabulary of the data's ``cast`` and the engine's
# ``@spell`` moments (engine.spells), each with the short words a printed card shows.
CAST_MOMENTS: dict[str, str] = {
    "own-turn": "own turn",  # one's own turn, before moving
    "after-move": "after moving",  # one's own turn, after moving, before the encounter
    "end-turn": "end of turn",  # as one's own turn ends
    "movement": "when moving",  # the moment the move's die is rolled
    "battle": "in battle",  # a battle, before the attack rolls
    "others-turn": "others' turns",  # the start of another player's turn
    "drawn": "as cards are drawn",  # cards just drawn for a space, before they are met
    "after-kill": "after a kill",  # just after a character or creature is killed
    "reply": "in reply",  # in answer to another Spell (its rule is the Spell's own)
    "defeated": "when beaten",  # just beaten in a battle or psychic combat, before its loss
    "fate": "for a fate paid",  # a fate paid to roll a die again, before the new roll
}
TIMES = ("day", "night")  # the Time Card's sides (The Blood Moon)
DECKS = ("adventure", "spell", "purchase", "talisman")
KEYWORDS = ("weapon", "armour")  # an Object's keywords
CARD_TYPES = ("event", "enemy", "stranger", "follower", "object", "magic-object", "place")  # Adventure cards
RANGE_KEY = re.compile(r"^(\d+)(?:-(\d+))?$")

Problems = list[tuple[str, str]]
Checker = Callable[[Any, str, "RefCheck"], Problems]
RefCheck = Callable[[str], bool]


def _is_count(value: Any, *, allow_all: bool = False) -> bool:
    if allow_all and value == "all":
        return True
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _amounts(keys: Iterable[str], *, allow_all: bool) -> Checker:
    keys = tuple(keys)

    def check(arg: Any, path: str, _refs: RefCheck) -> Problems:
        if not isinstance(arg, dict) or not arg:
            return [(path, f"expected a mapping of {'/'.join(keys)} to amounts")]
        out: Problems = []
        for key, value in arg.items():
            if key not in keys:
                out.append((f"{path}.{key}", f"unknown resource; expected one of {', '.join(keys)}"))
            elif not _is_count(value, allow_all=allow_all):
                want = "a whole number >= 1" + (" or 'all'" if allow_all else "")
                out.append((f"{path}.{key}", f"expected {want}, got {value!r}"))
        return out

    return check


def _count_or_all(arg: Any, path: str, _refs: RefCheck) -> Problems:
    return (
        []
        if _is_count(arg, allow_all=True)
        else [(path, f"expected a whole number >= 1 or 'all', got {arg!r}")]
    )


def _count(arg: Any, path: str, _refs: RefCheck) -> Problems:
    return [] if _is_count(arg) else [(path, f"expected a whole number >= 1, got {arg!r}")]


def _creature(stat: str) -> Checker:
    def check(arg: Any, path: str, _refs: RefCheck) -> Problems:
        if not isinstance(arg, dict):
            return [(path, f"expected {{{stat}: n, name: text}}")]
        out: Problems = []
        if not _is_count(arg.get(stat)):
            out.append((f"{path}.{stat}", f"expected a whole number >= 1, got {arg.get(stat)!r}"))
        if not isinstance(arg.get("name"), str) or not arg.get("name"):
            out.append((f"{path}.name", "missing the creature's name"))
        extra = set(arg) - {stat, "name"}
        if extra:
            out.append((path, f"unexpected keys {sorted(extra)}"))
        return out

    return check


def _space_ref(value: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(value, str) or not value.startswith("space/"):
        return [(path, f"expected a space id, got {value!r}")]
    return [] if refs(value) else [(path, f"unknown space {value!r}")]


def _component_ref(value: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(value, str) or "/" not in value:
        return [(path, f"expected a component id, got {value!r}")]
    return [] if refs(value) else [(path, f"unknown component {value!r}")]


def _teleport(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict) or len(arg) != 1:
        return [(path, "expected exactly one of to / region / anywhere / named")]
    ((key, value),) = arg.items()
    if key == "to":
        targets = value if isinstance(value, list) else [value]
        if not targets:
            return [(f"{path}.to", "empty list of spaces")]
        return [p for i, t in enumerate(targets) for p in _space_ref(t, f"{path}.to[{i}]", refs)]
    if key == "region":  # a region of the data (its record's id is region/<name>), or current
        return (
            []
            if value == "current" or (isinstance(value, str) and refs(f"region/{value}"))
            else [(f"{path}.region", f"expected a region's name or current, got {value!r}")]
        )
    if key == "anywhere":
        return [] if value is True else [(f"{path}.anywhere", "expected true")]
    if key == "named":  # any space of this name, in any region on the board
        return [] if isinstance(value, str) and value else [(f"{path}.named", "expected a space's name")]
    return [(path, f"unknown key {key!r}; expected to / region / anywhere / named")]


def _draw(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict):
        return [(path, "expected {deck: name, count: n}")]
    out: Problems = []
    deck = arg.get("deck")
    if deck not in DECKS and not (isinstance(deck, str) and refs(f"deck/{deck}")):  # or a region's own
        out.append((f"{path}.deck", f"expected one of {', '.join(DECKS)} or a region's deck, got {deck!r}"))
    if not _is_count(arg.get("count")):
        out.append((f"{path}.count", f"expected a whole number >= 1, got {arg.get('count')!r}"))
    return out


def _choose(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, list) or len(arg) < 2:
        return [(path, "expected a list of at least two options")]
    out: Problems = []
    for i, option in enumerate(arg):
        where = f"{path}[{i}]"
        if not isinstance(option, dict) or not isinstance(option.get("label"), str):
            out.append((where, "each option needs a label and a do list"))
            continue
        out += check_steps(option.get("do", []), f"{where}.do", refs)
        extra = set(option) - {"label", "do"}
        if extra:
            out.append((where, f"unexpected keys {sorted(extra)}"))
    return out


def _pay(arg: Any, path: str, _refs: RefCheck) -> Problems:
    if not isinstance(arg, dict) or set(arg) != {"gold"} or not _is_count(arg["gold"]):
        return [(path, "expected {gold: n}")]
    return []


def _shop(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict) or not (set(arg) <= {"items", "services"}) or not arg:
        return [(path, "expected {items: [...], services: [...]}")]
    out: Problems = []
    for i, item in enumerate(arg.get("items", [])):
        where = f"{path}.items[{i}]"
        if not isinstance(item, dict):
            out.append((where, "expected {item: id, price: n}"))
            continue
        out += _component_ref(item.get("item"), f"{where}.item", refs)
        if not _is_count(item.get("price")):
            out.append((f"{where}.price", f"expected a price >= 1, got {item.get('price')!r}"))
    for i, service in enumerate(arg.get("services", [])):
        where = f"{path}.services[{i}]"
        if not isinstance(service, dict) or not isinstance(service.get("label"), str):
            out.append((where, "expected {label, price, do}"))
            continue
        if not _is_count(service.get("price")):
            out.append((f"{where}.price", f"expected a price >= 1, got {service.get('price')!r}"))
        out += check_steps(service.get("do", []), f"{where}.do", refs)
    return out


def _branches(keys: tuple[str, ...]) -> Checker:
    def check(arg: Any, path: str, refs: RefCheck) -> Problems:
        if not isinstance(arg, dict) or not arg:
            return [(path, f"expected a mapping with some of {', '.join(keys)}")]
        out: Problems = []
        for key, steps in arg.items():
            if key not in keys:
                out.append((f"{path}.{key}", f"unknown branch; expected one of {', '.join(keys)}"))
            else:
                out += check_steps(steps, f"{path}.{key}", refs)
        return out

    return check


def _if_has(arg: Any, path: str, refs: RefCheck) -> Problems:
    """Branch on carrying a card (``item``), or any Object with one of ``keywords``."""
    if isinstance(arg, dict) and "keywords" in arg and "item" not in arg:
        words = arg["keywords"]
        ok = isinstance(words, list) and words and set(words) <= set(KEYWORDS)
        out = [] if ok else [(f"{path}.keywords", f"expected a list of some of {', '.join(KEYWORDS)}")]
    elif not isinstance(arg, dict) or "item" not in arg:
        return [(path, "expected {item: id, then: [...], else: [...]} or {keywords: [...], ...}")]
    else:
        out = _component_ref(arg["item"], f"{path}.item", refs)
    for key in ("then", "else"):
        out += check_steps(arg.get(key, []), f"{path}.{key}", refs)
    return out


def _if_stat(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict):
        return [(path, "expected {stat, at_least, then, else}")]
    out: Problems = []
    if arg.get("stat") not in IF_STATS:
        out.append((f"{path}.stat", f"expected one of {', '.join(IF_STATS)}"))
    if not isinstance(arg.get("at_least"), int):
        out.append((f"{path}.at_least", "expected a whole number"))
    for key in ("then", "else"):
        out += check_steps(arg.get(key, []), f"{path}.{key}", refs)
    return out


def parse_range(key: Any) -> tuple[int, int] | None:
    """``"2-3"`` -> ``(2, 3)``; ``"4"`` or ``4`` -> ``(4, 4)``; anything else -> None."""
    match = RANGE_KEY.match(str(key).strip())
    if not match:
        return None
    low = int(match.group(1))
    high = int(match.group(2) or low)
    return (low, high) if low <= high else None


def check_table(dice: Any, table: Any, path: str, refs: RefCheck) -> Problems:
    """A roll table must cover every total of its dice exactly once."""
    if dice not in (1, 2, 3):
        return [(f"{path}.dice", f"expected 1, 2 or 3 dice, got {dice!r}")]
    if not isinstance(table, dict) or not table:
        return [(f"{path}.table", "expected a mapping of die results to steps")]
    out: Problems = []
    seen: dict[int, str] = {}
    for key, steps in table.items():
        span = parse_range(key)
        if span is None:
            out.append((f"{path}.table.{key}", "not a die result or range like 2-3"))
            continue
        for total in range(span[0], span[1] + 1):
            if total in seen:
                out.append((f"{path}.table.{key}", f"result {total} also covered by {seen[total]!r}"))
            seen[total] = str(key)
        out += check_steps(steps, f"{path}.table.{key}", refs)
    low, high = dice, 6 * dice
    outside = sorted(t for t in seen if not low <= t <= high)
    if outside:
        out.append((f"{path}.table", f"results {outside} cannot be rolled with {dice} dice"))
    missing = [t for t in range(low, high + 1) if t not in seen]
    if missing:
        out.append((f"{path}.table", f"no entry for results {missing} ({dice} dice give {low}-{high})"))
    return out


def check_rows(rows: Any, table: Any, path: str, refs: RefCheck) -> Problems:
    """A chart read with a number that is not a roll (``rows: [low, high]``; the Treasure
    Chamber's difference of attack scores) has a row for every number from low to high exactly
    once; the highest row also stands for any number above it."""
    ok = isinstance(rows, list) and len(rows) == 2 and all(type(n) is int and n >= 0 for n in rows)
    if not ok or rows[0] > rows[1]:
        return [(f"{path}.rows", f"expected [lowest, highest] row, whole numbers from 0, got {rows!r}")]
    if not isinstance(table, dict) or not table:
        return [(f"{path}.table", "expected a mapping of rows to steps")]
    out: Problems = []
    seen: dict[int, str] = {}
    for key, steps in table.items():
        span = parse_range(key)
        if span is None or span[0] < rows[0] or span[1] > rows[1]:
            out.append((f"{path}.table.{key}", f"not a row or range of rows from {rows[0]} to {rows[1]}"))
            continue
        for n in range(span[0], span[1] + 1):
            if n in seen:
                out.append((f"{path}.table.{key}", f"row {n} also covered by {seen[n]!r}"))
            seen[n] = str(key)
        out += check_steps(steps, f"{path}.table.{key}", refs)
    missing = [n for n in range(rows[0], rows[1] + 1) if n not in seen]
    if missing:
        out.append((f"{path}.table", f"no entry for rows {missing}"))
    return out


def _roll(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict) or set(arg) - {"dice", "table"}:
        return [(path, "expected {dice: n, table: {...}}")]
    return check_table(arg.get("dice"), arg.get("table"), path, refs)


def _test(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict):
        return [(path, "expected {dice, stat, pass, fail}")]
    out: Problems = []
    if arg.get("dice") not in (1, 2, 3):
        out.append((f"{path}.dice", "expected 1, 2 or 3"))
    stat = arg.get("stat")  # a list: the values added (the Highland's Glacier: Strength and Craft)
    stats = stat if isinstance(stat, list) else [stat]
    if not stats or len(set(map(str, stats))) != len(stats) or not set(stats) <= {"strength", "craft"}:
        out.append((f"{path}.stat", "expected strength or craft, or [strength, craft] (added together)"))
    if "below" in arg and arg["below"] is not True:  # passed only below the stat, not at it
        out.append((f"{path}.below", "expected true"))
    for key in ("pass", "fail"):
        out += check_steps(arg.get(key, []), f"{path}.{key}", refs)
    return out


def _one_of(values: tuple[str, ...]) -> Checker:
    def check(arg: Any, path: str, _refs: RefCheck) -> Problems:
        return [] if arg in values else [(path, f"expected one of {', '.join(values)}, got {arg!r}")]

    return check


def _discard(arg: Any, path: str, refs: RefCheck) -> Problems:
    if arg == "self":
        return []
    if isinstance(arg, dict) and "keywords" in arg:  # every card held with one of these keywords
        words = arg["keywords"]
        ok = set(arg) == {"keywords"} and isinstance(words, list) and words and set(words) <= set(KEYWORDS)
        return [] if ok else [(path, f"expected {{keywords: [some of {', '.join(KEYWORDS)}]}}")]
    if isinstance(arg, dict) and "at_random" in arg:  # one Follower or Object picked at random
        ok = set(arg) == {"at_random"} and arg["at_random"] in ("followers", "objects")
        return [] if ok else [(path, "expected {at_random: followers or objects}")]
    if isinstance(arg, dict) and "cards" in arg:  # every card held of these kinds
        kinds = arg["cards"]
        if set(arg) != {"cards"} or not isinstance(kinds, list) or not kinds:
            return [(path, "expected {cards: [component ids]}")]
        return [p for i, c in enumerate(kinds) for p in _component_ref(c, f"{path}.cards[{i}]", refs)]
    return _amounts(("followers", "objects", "spells", "trophies"), allow_all=True)(arg, path, refs)


def _search(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict) or set(arg) != {"deck", "count", "keep"}:
        return [(path, "expected {deck: adventure, count: n, keep: [card types]}")]
    out = _draw({"deck": arg["deck"], "count": arg["count"]}, path, refs)
    if arg["deck"] == "spell":  # Spells turned up: one kept if the Craft leaves room
        return out + ([] if arg["keep"] == ["spell"] else [(f"{path}.keep", "expected [spell]")])
    return out + _card_types(arg["keep"], f"{path}.keep", refs)


def _draw_instead(arg: Any, path: str, refs: RefCheck) -> Problems:
    if not isinstance(arg, dict) or set(arg) != {"deck", "from", "rounds"}:
        return [(path, "expected {deck: adventure, from: deck name, rounds: n}")]
    out = _draw({"deck": arg["deck"], "count": arg["rounds"]}, path, refs)
    out += [(f"{p}.from", m) for p, m in _draw({"deck": arg["from"], "count": 1}, path, refs)]
    return out + ([] if arg["deck"] != arg["from"] else [(f"{path}.from", "expected another deck")])


def _next_move(arg: Any, path: str, refs: RefCheck) -> Problems:
    """As ``teleport``'s argument, or ``{enemies: current}``: the spaces of his region where a
    face-up Enemy lies when the move comes."""
    if isinstance(arg, dict) and "enemies" in arg:
        return [] if arg == {"enemies": "current"} else [(path, "expected {enemies: current}")]
    return _teleport(arg, path, refs)


def _put_on(arg: Any, path: str, refs: RefCheck) -> Problems:
    """``{space: id, gold: n}`` (from the stock) or ``{space: id, followers: n or all}`` (his)."""
    if not isinstance(arg, dict) or "space" not in arg or len(arg) != 2:
        return [(path, "expected {space: id, gold: n} or {space: id, followers: n or all}")]
    out = _space_ref(arg["space"], f"{path}.space", refs)
    rest = {k: v for k, v in arg.items() if k != "space"}
    return out + _amounts(("gold", "followers"), allow_all="followers" in rest)(rest, path, refs)


def _sell(arg: Any, path: str, refs: RefCheck) -> Problems:
    """``{items: [{item: id, price: n}], sold: [steps]}``: what may be sold, and what follows a sale."""
    if not isinstance(arg, dict) or not isinstance(arg.get("items"), list) or set(arg) - {"items", "sold"}:
        return [(path, "expected {items: [{item: id, price: n}], sold: [steps]}")]
    out: Problems = []
    for i, item in enumerate(arg["items"]):
        where = f"{path}.items[{i}]"
        if not isinstance(item, dict) or set(item) != {"item", "price"} or not _is_count(item["price"]):
            out.append((where, "expected {item: id, price: n}"))
        else:
            out += _component_ref(item["item"], f"{where}.item", refs)
    return out + check_steps(arg.get("sold", []), f"{path}.sold", refs)


def _card_types(arg: Any, path: str, _refs: RefCheck) -> Problems:
    ok = isinstance(arg, list) and arg and set(arg) <= set(CARD_TYPES)
    return [] if ok else [(path, f"expected a list of some of {', '.join(CARD_TYPES)}")]


def _true(arg: Any, path: str, _refs: RefCheck) -> Problems:
    return [] if arg is True else [(path, "expected true")]


def _bool(arg: Any, path: str, _refs: RefCheck) -> Problems:
    return [] if isinstance(arg, bool) else [(path, "expected true or false")]


def _handler(arg: Any, path: str, _refs: RefCheck) -> Problems:
    return [] if isinstance(arg, str) and "/" in arg else [(path, "expected a handler id like kind/slug")]


def _gain(arg: Any, path: str, refs: RefCheck) -> Problems:
    """Gain counters, fate, gold or Spells; ``spells: all`` draws as many as the Craft allows."""
    if isinstance(arg, dict) and arg.get("spells") == "all":
        rest = {k: v for k, v in arg.items() if k != "spells"}
        return _amounts(GAIN_KEYS, allow_all=False)(rest, path, refs) if rest else []
    return _amounts(GAIN_KEYS, allow_all=False)(arg, path, refs)


STEPS: dict[str, Checker] = {
    "gain": _gain,
    "lose": _amounts(LOSE_KEYS, allow_all=True),
    "heal": _count_or_all,
    "replenish": _count_or_all,
    "fight": _creature("strength"),
    "psychic": _creature("craft"),
    "miss_turns": _count,
    "toad": _count,
    "teleport": _teleport,
    "draw": _draw,
    "take": _component_ref,
    "place": _space_ref,
    "choose": _choose,
    "pay": _pay,
    "shop": _shop,
    "if_alignment": _branches(ALIGNMENTS),
    "if_has": _if_has,
    "if_stat": _if_stat,
    "roll": _roll,
    "test": _test,
    "set_alignment": _one_of(ALIGNMENTS),
    "discard": _discard,
    "end_turn": _true,
    "handler": _handler,
    "time": _one_of(TIMES),  # turn the Time Card to this side (no flip if it already shows)
    "lunar": _one_of(TIMES),  # a Lunar Event: that side, then the card waits beside the Time Card
    "if_time": _branches(TIMES),  # branch on the side showing
    "each_in_region": lambda arg, path, refs: check_steps(arg, path, refs),  # every character there
    "each_character": lambda arg, path, refs: check_steps(arg, path, refs),  # everyone, from him on
    "discard_in_region": _card_types,  # every face-up card of these types in the region is discarded
    "for_turn": _amounts(("strength", "craft"), allow_all=False),  # added until the turn ends
    "reorder": _draw,  # the deck's top n cards are put back on top in the order the character chooses
    "draw_instead": _draw_instead,  # for n rounds after this turn, draws from deck take cards from another
    "search": _search,  # the top cards of a deck: one of these types may be kept, the rest discarded
    "move_to": _space_ref,  # put the character on that space; he does not meet it
    "next_move": _next_move,  # on his next turn he may go to one of these spaces instead of moving
    "put_on": _put_on,  # gold laid on a space, or his Followers left there
    "sell": _sell,  # cards he carries sold for their prices
}


def _whole(low: int, high: int = 99) -> Checker:
    def check(arg: Any, path: str, _refs: RefCheck) -> Problems:
        ok = isinstance(arg, int) and not isinstance(arg, bool) and low <= arg <= high
        return [] if ok else [(path, f"expected a whole number from {low} to {high}, got {arg!r}")]

    return check


def _by_alignment(arg: Any, path: str, _refs: RefCheck) -> Problems:
    ok = isinstance(arg, dict) and set(arg) == set(ALIGNMENTS)
    if not ok or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in arg.values()):
        return [(path, "expected {good: n, neutral: n, evil: n}, each a whole number >= 1")]
    return []


def _names(arg: Any, path: str, _refs: RefCheck) -> Problems:
    ok = isinstance(arg, list) and arg and all(isinstance(n, str) and n for n in arg)
    return [] if ok else [(path, "expected a list of words a card's name may hold")]


def _fight_bonus(arg: Any, path: str, refs: RefCheck) -> Problems:
    """A held card's bonus under a condition: ``{strength: n, craft: n}`` with ``names`` (the foe
    Enemy's name holds one of them) or ``region`` (the battle is fought in that region)."""
    if not isinstance(arg, dict) or not ({"strength", "craft"} & set(arg)):
        return [(path, "expected {strength: n, craft: n, names: [...] or region: name}")]
    out: Problems = []
    for key, value in arg.items():
        if key in ("strength", "craft"):
            out += _count(value, f"{path}.{key}", refs)
        elif key == "names":
            out += _names(value, f"{path}.names", refs)
        elif key == "region":
            if not (isinstance(value, str) and refs(f"region/{value}")):
                out.append((f"{path}.region", f"expected a region's name, got {value!r}"))
        else:
            out.append((f"{path}.{key}", "unknown key; expected strength, craft, names or region"))
    if ("names" in arg) == ("region" in arg):
        out.append((path, "expected exactly one condition: names or region"))
    return out


def _in_place(arg: Any, path: str, refs: RefCheck) -> Problems:
    """A Follower who fights in his holder's place: ``{strength: n, craft: n}`` (the combats he
    fights, with that value), optional ``won: ditched`` (a win leaves him on the space) and
    ``stand_off: killed`` (a stand-off kills him, as a defeat does)."""
    if not isinstance(arg, dict) or not ({"strength", "craft"} & set(arg)):
        return [(path, "expected {strength: n, craft: n, won: ditched, stand_off: killed}")]
    out: Problems = []
    for key, value in arg.items():
        if key in ("strength", "craft"):
            out += _count(value, f"{path}.{key}", refs)
        elif key == "won":
            out += _one_of(("ditched",))(value, f"{path}.won", refs)
        elif key == "stand_off":
            out += _one_of(("killed",))(value, f"{path}.stand_off", refs)
        else:
            out.append((f"{path}.{key}", "unknown key; expected strength, craft, won or stand_off"))
    return out


# The rules a card adds to a fight (an Adventure card's ``fight``: docs/content-format.md, "Fight
# rules"): an Enemy's own (most), or a carried card's (``bonus``, ``armour_roll``).
FIGHT: dict[str, Checker] = {
    "stand_off_below": _whole(2),  # a win by less than n is only a stand-off
    "stand_off_unless": _one_of(("magic-weapon",)),  # a win without a Magic Object Weapon: a stand-off
    "heals_on": _whole(1, 5),  # beaten, it rolls 1 die: this or less and it heals (a stand-off)
    "also_kills": _one_of(("follower",)),  # a defeat kills a Follower at random too, else a life more
    "killed": lambda arg, path, refs: check_steps(arg, path, refs),  # what its killer does next
    "defeat": lambda arg, path, refs: check_steps(arg, path, refs),  # what the one it beats does next
    "discarded": _true,  # killed, it is discarded, not kept as a trophy
    "strength_of_foe": _true,  # its Strength is its foe's total
    "attack_dice": _one_of(("lowest",)),  # the character rolls 1 die more and keeps the lowest
    "weapon_discarded": _true,  # the Weapon used against it is discarded after the battle
    "no_fate": _true,  # no fate may be paid to roll again against it
    "by_alignment": _by_alignment,  # its Strength or Craft by its foe's alignment
    "per_card": _names,  # +1 for every other face-up Enemy anywhere whose name holds one of these
    "evade": _bool,  # true: it may be evaded (where none may); false: it may never be
    "before": lambda arg, path, refs: check_steps(arg, path, refs),  # played as it is met, before the fight
    "spell_proof": _true,  # no Spell may be cast on it
    "psychic_when_weaker": _whole(1),  # its Craft: psychic combat when its foe's Craft is below his Strength
    "flees_above": _amounts(("strength", "craft"), allow_all=False),  # a foe with more: it moves on
    "aim": _one_of(("craft",)),  # 1 die first: above the foe's Craft, he makes no attack roll
    "bonus": _fight_bonus,  # carried: more Strength or Craft against some foes, or in a region
    "armour_roll": _whole(1, 5),  # carried: added to the die rolled for Armour
    "in_place": _in_place,  # a Follower: he fights in his holder's place
}


def check_fight(arg: Any, path: str, refs: RefCheck) -> Problems:
    """Check an Adventure card's ``fight`` rules (``FIGHT``)."""
    if not isinstance(arg, dict) or not arg:
        return [(path, f"expected a mapping of some of {', '.join(FIGHT)}")]
    out: Problems = []
    for key, value in arg.items():
        checker = FIGHT.get(key)
        if checker is None:
            out.append((f"{path}.{key}", f"unknown fight rule; known: {', '.join(FIGHT)}"))
        else:
            out += checker(value, f"{path}.{key}", refs)
    return out


USE_MOMENTS = ("own-turn", "battle")  # as the holder's turn begins; as a battle of his is prepared


def check_use(arg: Any, path: str, refs: RefCheck) -> Problems:
    """A carried card used when its holder likes (an Adventure card's ``use``): ``when`` (some of
    ``USE_MOMENTS``), ``do`` (steps; the card's own ``discard: self`` among them if it goes),
    optional ``once: true`` (once a turn) and ``needs`` (``{lives: n, followers: n, gold: n}``:
    at least that many)."""
    if not isinstance(arg, dict) or "do" not in arg or "when" not in arg:
        return [(path, "expected {when: [...], do: [steps], once: true, needs: {lives: n}}")]
    out: Problems = []
    when = arg["when"]
    if not isinstance(when, list) or not when or not set(when) <= set(USE_MOMENTS):
        out.append((f"{path}.when", f"expected a list of some of {', '.join(USE_MOMENTS)}"))
    out += check_steps(arg["do"], f"{path}.do", refs)
    if "once" in arg:
        out += _true(arg["once"], f"{path}.once", refs)
    if "needs" in arg:
        out += _amounts(("lives", "followers", "gold"), allow_all=False)(arg["needs"], f"{path}.needs", refs)
    extra = set(arg) - {"when", "do", "once", "needs"}
    if extra:
        out.append((path, f"unexpected keys {sorted(extra)}"))
    return out


def check_steps(steps: Any, path: str, refs: RefCheck) -> Problems:
    """Check a list of steps; ``refs(id)`` says whether a referenced component exists."""
    if steps is None:
        return []
    if not isinstance(steps, list):
        return [(path, "expected a list of steps")]
    out: Problems = []
    for i, step in enumerate(steps):
        where = f"{path}[{i}]"
        if not isinstance(step, dict) or len(step) != 1:
            out.append((where, "a step is a mapping with exactly one key"))
            continue
        ((name, arg),) = step.items()
        checker = STEPS.get(name)
        if checker is None:
            out.append((where, f"unknown step {name!r}; known steps: {', '.join(sorted(STEPS))}"))
        else:
            out += checker(arg, f"{where}.{name}", refs)
    return out


def walk(steps: Iterable[Mapping[str, Any]] | None) -> Iterable[tuple[str, Any]]:
    """Every ``(name, argument)`` in a list of steps, nested ones included."""
    for step in steps or []:
        for name, arg in step.items():
            yield name, arg
            if name == "choose":
                for option in arg:
                    yield from walk(option.get("do"))
            elif name in ("if_alignment", "if_time"):
                for branch in arg.values():
                    yield from walk(branch)
            elif name in ("each_in_region", "each_character"):
                yield from walk(arg)
            elif name in ("if_has", "if_stat"):
                yield from walk(arg.get("then"))
                yield from walk(arg.get("else"))
            elif name == "roll":
                for branch in arg["table"].values():
                    yield from walk(branch)
            elif name == "test":
                yield from walk(arg.get("pass"))
                yield from walk(arg.get("fail"))
            elif name == "sell":
                yield from walk(arg.get("sold"))
            elif name == "shop":
                for service in arg.get("services", []):
                    yield from walk(service.get("do"))
