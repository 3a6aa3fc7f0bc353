"""What happens at the start of a move before any die: moves made instead of moving normally,
and the Temple's enslavement (digital rulebook, "Rafts"; the Tavern and Temple spaces; FAQ,
Board spaces, Tavern Q2 and Temple Q1; FAQ, Raft).

- The Tavern's wizard (any other Outer Region space) and boatman (the Temple) replace the
  next move the character makes, even after missed turns; declined, the offer is gone.
- A Raft crosses the Storm River to a space straight across; used or not, it is then
  discarded (an Adventure Raft to the discard pile, a Purchase Raft back to its deck).
- With an Axe on a Woods or the Forest, building a Raft (from the Purchase deck) is the
  move; the character then meets the space he is on (our reading: he has not moved).
- Enslaved at the Temple: the movement roll must be 4-6 to leave (that roll is the move);
  otherwise the character stays and the turn ends. A Toad rolls too, then moves one space.
  Lost in The Highland's Lost City is the same rule (the marker names the space he is held on).

"Straight across" is read on the printed board's grid: the Outer ring is 7 spaces a side
and the Middle ring 5, so the five Outer spaces between two Outer corners face the five
Middle spaces of the same side, corner to corner (City/Warlock's Cave, Tavern/Temple,
Village/Portal of Power, Chapel/Cursed Glade). The Sentinel's bridge lands on the space
facing it (Middle Hills), which checks the reading. Corners face no space straight across.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.chance import push_roll, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, in_deck, marker, ring
from engine.handlers.core.warlock import try_complete
from engine.movement import barred, land
from engine.state import base_id
from engine.steps import enemy_spaces
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TEMPLE = "space/middle/temple"
RAFTS = ("adventure/raft", "purchase/raft")
cards.PLAYED.update(dict.fromkeys(RAFTS, "next_move: building and riding a Raft across the Storm River"))
AXES = ("adventure/axe", "purchase/axe", "adventure/reaper-axe")
KEYS = (*RAFTS, *AXES)  # Objects that may change how the character moves
_KEYS = frozenset(KEYS)
RAFT_WOODS = ("Woods", "Forest")  # where an Axe can build a Raft
FREED = 4  # enslaved: a movement roll of 4 or more breaks free
# The Reaper's crossings as by Raft, offered for the next move: trip -> its price in gold
# (the Carnival's boatman result; The Boatman Event).
FERRIES = {"ferry": 0, "paid-ferry": 1}
OUTER_SIDE, MIDDLE_SIDE = 6, 4  # spaces from one corner to the next


def across(g: Game, space: str) -> list[str]:
    """Spaces straight across the Storm River from ``space`` (see the module docstring)."""
    key = ("across", space)  # the board never changes: worked out once per catalogue
    found: list[str] | None = g.cache.get(key)
    if found is None:
        found = g.cache[key] = _across(g, space)
    return list(found)


def _across(g: Game, space: str) -> list[str]:
    here = g.space(space)
    by_index = {s.index: s.id for s in g.cat.spaces}
    if here.region == "outer":
        side, k = divmod(here.index - 1, OUTER_SIDE)
        if k == 0:
            return []
        return [by_index[25 + (MIDDLE_SIDE * side + k - 1) % 16]]
    if here.region == "middle":
        return [s for s in ring(g, "outer") if across(g, s) == [space]]
    return []


def _raft(g: Game, p: int) -> str | None:
    return next((c for c in g.state.players[p].objects if base_id(c) in RAFTS), None)


def offers(g: Game, p: int) -> list[tuple[str, str]]:
    """(action text, means) for each move the character may make instead of rolling."""
    ch = g.state.players[p]
    here = g.space(ch.position)
    out: list[tuple[str, str]] = []
    trip = marker(g, f"next-move/{p}")
    if isinstance(trip, list):  # a card's spaces (the ``next_move`` step: a Dungeon Door...)
        out += [(f"move {s}", "card") for s in trip if s != ch.position]
    elif trip == "enemies":  # (the ``next_move`` step's ``enemies``: where they lie now)
        out += [(f"move {s}", "card") for s in enemy_spaces(g, p) if s != ch.position]
    elif trip == "wizard":
        out += [(f"move {s}", "wizard") for s in ring(g, "outer") if s != ch.position]
    elif trip == "boatman":
        out.append((f"move {TEMPLE}", "boatman"))
    elif trip in FERRIES and ch.gold >= FERRIES[trip]:  # The Reaper: a crossing as by Raft
        out += [(f"move {s}", trip) for s in across(g, ch.position)]
    if _raft(g, p):
        out += [(f"move {s}", "raft") for s in across(g, ch.position)]
    axe = any(base_id(c) in AXES for c in ch.objects)
    if axe and here.name in RAFT_WOODS and in_deck(g, "purchase", "purchase/raft"):
        out.append(("take purchase/raft", "build"))
    closed = {f"move {s}" for s in barred(g)}  # The Reaper's Barrier: nobody enters its space
    first: dict[str, str] = {}
    for action, means in out:
        if action not in closed:
            first.setdefault(action, means)  # the same space two ways: the first means counts
    return list(first.items())


def _forfeit(g: Game, p: int) -> None:
    """The Tavern's offer and any Raft held are gone once the move is decided."""
    clear_marker(g, f"next-move/{p}")
    raft = _raft(g, p)
    if raft:
        character.discard(g, p, raft)


@hooks.on(points.MOVE_START, fields=("quest",))
def _quest_first(g: Game, f: Frame) -> bool:
    """A Warlock's quest that can be done now comes before the moves below."""
    p = f["p"]
    return bool(g.state.players[p].quest) and try_complete(g, p)


@hooks.on(points.MOVE_START, held=KEYS, marked=("enslaved/", "next-move/"))
def _move_start(g: Game, f: Frame) -> bool:
    p = f["p"]
    ch = g.state.players[p]
    markers = g.state.markers
    held = markers.get(f"enslaved/{p}")
    if held:
        where = held if isinstance(held, str) else TEMPLE  # (a card's space: The Highland's Lost City)
        if ch.position == where:
            g.push({"kind": "enslaved", "p": p, "space": where})
            return True
        clear_marker(g, f"enslaved/{p}")  # moved away by other means
    if f.get("as_usual"):
        return False  # the offer was declined: this move is rolled
    if f"next-move/{p}" not in markers and _KEYS.isdisjoint(map(base_id, ch.objects)):
        return False  # nothing to move by but the die
    if g.spaces[ch.position].region == "inner":
        return False
    choices = offers(g, p)
    if choices:
        g.push({"kind": "instead", "p": p, "options": [list(c) for c in choices]})
        return True
    _forfeit(g, p)  # a Raft with nowhere to cross to is discarded all the same
    return False


@rule("instead")
class Instead(Rule):
    """Move by the Tavern's wizard or boatman, a Raft, or build a Raft; or ``begin`` to
    move normally."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        means = sorted({m for _, m in f["options"]})
        return Decision(f["p"], "instead", f"move by {', '.join(means)}, or begin to move normally")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        raft = in_deck(g, "purchase", "purchase/raft")  # (the table may have moved it meanwhile)
        out = [Action.parse(text) for text, means in f["options"] if means != "build" or raft]
        return out + [act("begin")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        g.pop()
        if a.verb == "begin":
            _forfeit(g, p)
            g.set(g.state.stack[-1], "as_usual", True)  # the move below: rolled, not offered again
            return
        means = dict((text, m) for text, m in f["options"])[str(a)]
        _forfeit(g, p)
        if FERRIES.get(means):
            character.lose(g, p, "gold", FERRIES[means])
        g.emit("moves_by", p, means)
        if a.verb == "take":  # building a Raft is the move
            character.receive(g, p, take_from_deck(g, "purchase", "purchase/raft"))
            land(g, p, g.state.players[p].position)
        else:
            land(g, p, str(a.args[0]))


@rule("enslaved")
class Enslaved(Rule):
    """The movement roll of an enslaved character: 4-6 frees him and is his move."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        where = g.space(f.get("space", TEMPLE)).name
        if "got" not in f:
            push_roll(g, p, 1, "got", fate=True, why=f"breaking free from the {where}")
            return
        g.pop()
        roll = f["got"][0]
        if roll < FREED:
            g.emit(*(("still_enslaved", p) if where == "Temple" else ("still_lost", p, f["space"])))
            g.end_turn(f"still held at the {where}")
            return
        clear_marker(g, f"enslaved/{p}")
        g.emit("freed", p)
        move = g.top
        if not g.state.players[p].is_toad:  # a Toad moves one space instead (FAQ, Temple Q1)
            g.set(move, "roll", [roll])
            g.set(move, "rerolled", True)
            g.set(move, "stage", "choose")


@hooks.on(points.DYING, marked=("next-move/", "enslaved/", "pits/"))
def _forget(g: Game, p: int) -> None:
    """A killed character's pending offers and bonds die with him (the next one starts clean)."""
    for key in (f"next-move/{p}", f"enslaved/{p}", f"pits/{p}"):
        clear_marker(g, key)
