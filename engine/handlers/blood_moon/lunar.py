"""The Blood Moon's Lunar Events that change moves and prayers, and the two carried cards that
do the same (content/data/blood-moon/adventure/lunar-events.yaml, objects, magic objects).
Each is in force while it lies beside the Time Card (digital rulebook, "Lunar Events"):

- Fright Night (Night): a move ends on the first space entered that holds an Enemy card
  (hook ``move_reach``; the space started from does not count);
- Guiding Light (Day), and the Witch's Broom at Night for its holder: the move may stop after
  any number of spaces from 1 up to the roll (``move_reach``);
- Holy Day (Day), and the Prayer Book for its holder: after the prayer's die, up to 3 may be
  added (``may_raise``). Praying is the roll at the Chapel, the Graveyard, the Temple, the
  Idol, the Sacred Ground and Burial Rites. Both at once add up to 6; a total past the table's
  top row is never offered (it would count as nothing);
- Morning Song (Day): a character who has finished moving may discard any Adventure Cards
  lying on the space reached, before the encounter (``move_done``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from content.steps import parse_range
from engine import cards, hooks, points
from engine.cards import handles
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.foes import in_force
from engine.handlers.blood_moon.items import holding
from engine.handlers.blood_moon.moon import DAY, LASTING, LUNAR, NIGHT
from engine.handlers.blood_moon.places import adventure_cards, discard_from
from engine.movement import _destinations, barred
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

FRIGHT_NIGHT = "adventure/fright-night"
GUIDING_LIGHT = "adventure/guiding-light"
HOLY_DAY = "adventure/holy-day"
MORNING_SONG = "adventure/morning-song"
BROOM = "adventure/witchs-broom"
PRAYER_BOOK = "adventure/prayer-book"
LASTING.update((FRIGHT_NIGHT, GUIDING_LIGHT, HOLY_DAY, MORNING_SONG))
RAISE = 3  # what Holy Day and the Prayer Book each may add to a prayer's die
PRAYING = (
    "space/outer/chapel",
    "space/outer/graveyard",
    "space/middle/temple",
    "adventure/idol",
    "adventure/sacred-ground",
    "spell/burial-rites",
)


# --- moves ---------------------------------------------------------------------------------


def enemy_spaces(g: Game) -> frozenset[str]:
    """The spaces holding at least one Enemy card."""
    out = set()
    for space, held in g.state.board.items():
        for card in held:
            comp = g.cat[base_id(card)]
            if isinstance(comp, AdventureCard) and comp.is_enemy:
                out.add(space)
                break
    return frozenset(out)


def may_stop_short(g: Game, p: int, beside: frozenset[str]) -> bool:
    """Guiding Light by Day, or the Witch's Broom at Night: any count from 1 up to the roll
    (``beside``: the Lunar Events beside the Time Card)."""
    if g.state.time == DAY:
        return GUIDING_LIGHT in beside
    return g.state.time == NIGHT and holding(g, p, BROOM) is not None


@hooks.on(points.MOVE_REACH, marked=(LUNAR,), held=(BROOM,))
def _reach(g: Game, f: Frame, found: dict[str, str | None]) -> dict[str, str | None]:
    p, roll = f["p"], f["roll"][0]
    beside = frozenset(map(base_id, g.state.markers.get(LUNAR, ())))  # (in force: ``in_force``)
    short = may_stop_short(g, p, beside)
    if not short and FRIGHT_NIGHT not in beside:  # (asked twice a move: most moves, neither)
        return found
    stops = enemy_spaces(g) if FRIGHT_NIGHT in beside else frozenset()
    if not short and not stops:
        return found
    start = g.state.players[p].position
    out: dict[str, str | None] = {}
    closed, stops = barred(g), stops - {start}
    for count in range(1, roll + 1) if short else (roll,):
        for space, how in _destinations(g.board, start, count, closed, stops).items():
            if space not in out or (out[space] is not None and how is None):
                out[space] = how  # a plain way there beats crossing the bridge or the Portal
    return out or found  # no way at all: where the core move ends (the figure stays put)


# --- Morning Song ----------------------------------------------------------------------------


@hooks.on(points.MOVE_DONE, marked=(LUNAR,))
def _morning_song(g: Game, p: int) -> None:
    here = g.state.players[p].position
    if in_force(g, MORNING_SONG) and adventure_cards(g, here):
        g.push({"kind": "morning_song", "p": p, "space": here})


@rule("morning_song")
class MorningSong(Rule):
    """Discard any of the Adventure Cards on the space just reached, one at a time, then done."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not adventure_cards(g, f["space"]):
            return None
        return Decision(f["p"], "discard", "Morning Song: discard cards from this space, or done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("done"), *(act("discard", c) for c in adventure_cards(g, f["space"]))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.pop()
            return
        discard_from(g, f["space"], str(a.args[0]))

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()  # nothing left to discard


# --- prayers ---------------------------------------------------------------------------------


def raise_sources(g: Game, p: int) -> int:
    """How many of Holy Day and the Prayer Book let ``p`` raise a prayer's die."""
    return int(g.state.time == DAY and in_force(g, HOLY_DAY)) + int(holding(g, p, PRAYER_BOOK) is not None)


def _top(f: Frame) -> int:
    """The highest total the roll's table lists."""
    return max((parse_range(k) or (0, 0))[1] for k in f["table"])


@hooks.on(points.MAY_RAISE, marked=(LUNAR,), held=(PRAYER_BOOK,))
def _offer_raise(g: Game, f: Frame) -> bool:
    if "prayer_raised" in f or "table" not in f or base_id(f["source"]) not in PRAYING:
        return False
    sources = raise_sources(g, f["p"])
    room = _top(f) - sum(f["got"]) - f.get("plus", 0)
    if not sources or room <= 0:
        return False
    g.set(f, "prayer_raised", True)
    most = min(room, RAISE * sources)
    g.push({"kind": "raise_prayer", "p": f["p"], "at": len(g.state.stack) - 1, "most": most})
    return True


@rule("raise_prayer")
class RaisePrayer(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "raise", f"add 0 to {f['most']} to the prayer's die")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", n) for n in range(f["most"] + 1)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        n = int(a.args[0])
        if n:
            table = g.state.stack[f["at"]]
            g.set(table, "plus", table.get("plus", 0) + n)
            g.emit("prayer_raised", f["p"], n)


for _card in (BROOM, PRAYER_BOOK):
    handles(_card)(lambda g, p, source: None)  # carried: the hooks above are its rule


cards.BY_HAND["adventure/unlisted-card"] = (
    "the one card of the box no public list names: the table plays its printed card"
)
