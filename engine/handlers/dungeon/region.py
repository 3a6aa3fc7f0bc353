"""The Dungeon's Treasure Chamber: the Lord of Darkness, the Treasure reward and the way out
(digital rulebook, "The Dungeon": "Treasure Chamber", "Fighting the Lord of Darkness",
"Darkness Never Dies", "Claiming Treasure", "Emerge From the Treasure Chamber"; "Encounter
Sequence").

- The fight with the Lord of Darkness is a region's guardian's (engine.handlers.core.guardian:
  battle or psychic combat, no evading him, nobody in the character's place); after a kill the
  character looks through the region's reward deck (the Treasures) and takes the card he
  chooses, if any is left; then he comes out and meets the space he comes out on.
- A defeat or a stand-off: no Treasure; he comes out, meets nothing there, and his turn is over.
- Where he comes out: the chart on the space, read at his attack score less the Lord's; 0 when
  the Lord's is higher or when no attack was rolled (a Spell that kills outright), 8 and more
  the Crown of Command (no Talisman needed). A row no source prints is asked of the table once
  (``printed_effect``: which of the chart's known ``effects`` its board gives), as a figure's
  chart row is; the simulated players give the data's row.
- The Lone Dwarf, a Follower, adds 2 to that result (the row read, the "0" of a loss
  included), up to the Crown's row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.readings import CHART
from engine.frames import Frame, Rule, rule
from engine.handlers.core import guardian
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CHAMBER = "space/dungeon/treasure-chamber"
CROWN_ROW = 8  # a win over the Lord's score by 8 or more: the Crown of Command
DWARF = "dungeon/lone-dwarf"
DWARF_RESULT = 2  # what the Lone Dwarf, a Follower, adds to the result at the Chamber


def emerge_row(mine: int | None, theirs: int | None) -> int:
    """The chart's row for these attack scores: the difference, 0 when the Lord's is higher or
    when there was no attack roll, at most the Crown's row."""
    if mine is None or theirs is None or mine <= theirs:
        return 0
    return min(mine - theirs, CROWN_ROW)


def result(g: Game, p: int, scores: Any) -> int:
    """The chart's row for player ``p`` after his fight (``scores``: both attack scores, or
    none): the Lone Dwarf among his Followers adds 2 to it."""
    mine, theirs = scores or (None, None)
    row = emerge_row(mine, theirs)
    if DWARF in map(base_id, g.state.players[p].followers):
        row = min(row + DWARF_RESULT, CROWN_ROW)
    return row


def _chart(g: Game) -> dict[str, Any]:
    found = getattr(g.cat[CHAMBER], "chart", None)
    assert found is not None
    return dict(found)


def emerge_effects(g: Game) -> list[dict[str, Any]]:
    """The ways out the engine knows, as the table may read them off its board's chart."""
    return list(_chart(g).get("effects") or ())


def _won(g: Game, p: int, f: Frame) -> None:
    emerge(g, p, result(g, p, f.get("scores")), meet=True)


def _lost(g: Game, p: int, f: Frame) -> None:
    """A defeat or a stand-off: out with no Treasure, no encounter there (the turn is over)."""
    emerge(g, p, result(g, p, f.get("scores")), meet=False)


guardian.guard(CHAMBER, guardian.Guardian(reward="pick", won=_won, lost=_lost))


def emerge(g: Game, p: int, row: int, *, meet: bool) -> None:
    """Character ``p`` comes out of the Chamber by the chart's ``row``; ``meet``: he encounters
    the space he comes out on (after a kill), else he only stands there."""
    chart = _chart(g)
    key = str(row)
    if key in {str(k) for k in chart.get("unconfirmed") or ()}:
        remembered = g.state.markers.get(f"printed/{CHAMBER}/{key}")
        if remembered is None:
            ask = {"kind": "emerge_row", "p": p, "figure": CHAMBER, "key": key, "total": row, "meet": meet}
            g.push({**ask, "likely": _likely(chart, key)})
            return
        steps = list(chart["effects"][int(remembered)].get("do") or ())
    else:
        steps = list(chart["table"][key])
    guardian.go(g, p, steps, meet=meet)


def _likely(chart: dict[str, Any], key: str) -> int:
    """The effect (counted from 1) the data's row plays: the sim's reading of the board."""
    row = list(chart["table"][key])
    return next((i for i, e in enumerate(chart.get("effects") or (), 1) if list(e.get("do") or ()) == row), 1)


@rule("emerge_row")
class EmergeRow(Rule):
    """Which of the known ways out the table's board prints for this row (asked once a game)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        labels = "; ".join(f"{i}: {e['label']}" for i, e in enumerate(emerge_effects(g), 1))
        asked = f"Treasure Chamber's chart, {f['total']}: what does your board say? {labels}"
        return Decision(f["p"], "printed_effect", asked)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", i) for i in range(1, len(emerge_effects(g)) + 1)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        index = int(a.args[0]) - 1
        if g.setup.readings is None:  # a game without readings: the answer stays a marker
            g.set(g.state.markers, f"printed/{CHAMBER}/{f['key']}", index)
        else:  # a value read off the board: the game's catalogue plays it from now on
            read = g.state.readings.get(CHAMBER) or {}
            g.set(g.state.readings, CHAMBER, {**read, f"{CHART}{f['key']}": index + 1})
        g.emit("printed_effect", CHAMBER, f["key"], index + 1)
        guardian.go(g, f["p"], list(emerge_effects(g)[index].get("do") or ()), meet=bool(f["meet"]))
