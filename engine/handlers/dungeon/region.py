"""The Dungeon's Treasure Chamber: the Lord of Darkness, the Treasure reward and the way out
(digital rulebook, "The Dungeon": "Treasure Chamber", "Fighting the Lord of Darkness",
"Darkness Never Dies", "Claiming Treasure", "Emerge From the Treasure Chamber"; "Encounter
Sequence").

- Ending a move in the Chamber (every move that reaches it ends there: the region's final
  space, content.board), the character fights the Lord of Darkness, by battle or by psychic
  combat as he chooses, at the Strength and Craft the space's data gives. Nobody evades him, and
  nothing fights in the character's place (the battle frame's ``alone``: a Summon Spell's
  beast is not offered). He is whole again for the next visitor.
- A kill: the character looks through the region's reward deck (the Treasures) and takes the
  card he chooses, if any is left; then he comes out and meets the space he comes out on.
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
from content.steps import walk
from engine import cards, character, encounters, hooks, movement, points
from engine.cards import handles
from engine.chance import take_from_deck
from engine.frames import Frame, Rule, rule
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


def lord(g: Game, stat: str) -> dict[str, Any]:
    """The Lord of Darkness as the space's data gives him for a battle (``strength``) or psychic
    combat (``craft``): ``{"name": ..., stat: value}``."""
    step = "fight" if stat == "strength" else "psychic"
    for name, arg in walk(g.spaces[CHAMBER].effect):
        if name == step:
            return {"name": arg["name"], stat: arg[stat]}
    raise KeyError(f"{CHAMBER}: no {step} step in its effect")


def _chart(g: Game) -> dict[str, Any]:
    found = getattr(g.cat[CHAMBER], "chart", None)
    assert found is not None
    return dict(found)


def emerge_effects(g: Game) -> list[dict[str, Any]]:
    """The ways out the engine knows, as the table may read them off its board's chart."""
    return list(_chart(g).get("effects") or ())


@handles(CHAMBER)
def _chamber(g: Game, p: int, source: str) -> None:
    g.push({"kind": "lord", "p": p, "space": source, "stage": "choose"})


cards.TAKES_OVER.add(CHAMBER)  # (the handler plays the fights its data lists)


@rule("lord")
class Lord(Rule):
    """The fight with the Lord of Darkness, the Treasure taken after a kill, then the way out."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.state.players[f["p"]].name
        if f["stage"] == "choose":
            asked = f"{name} must fight the Lord of Darkness: battle or psychic combat"
            return Decision(f["p"], "lord", asked)
        if f["stage"] == "treasure" and g.state.decks[_rewards(g)]:
            asked = f"{name} beat the Lord of Darkness: choose a Treasure, or done"
            return Decision(f["p"], "treasure", asked)
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if f["stage"] == "choose":
            return [act("attempt", "strength"), act("attempt", "craft")]
        ch = g.state.players[f["p"]]
        found = dict.fromkeys(base_id(c) for c in g.state.decks[_rewards(g)])
        return [*(act("take", c) for c in found if character.allowed(g, ch, c)), act("done")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        if f["stage"] == "choose":
            stat = str(a.args[0])
            g.set(f, "stage", "fought")
            g.push(
                {
                    "kind": "battle",
                    "p": p,
                    "stat": stat,
                    "creature": lord(g, stat),
                    "stage": "prepare",
                    "evadable": False,
                    "alone": True,
                    "lord": True,
                    "source": f["space"],
                }
            )
            return
        g.set(f, "stage", "emerge")
        if a.verb == "take":
            card = take_from_deck(g, _rewards(g), str(a.args[0]))
            g.emit("treasure", p, card)
            character.receive(g, p, card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["stage"] == "fought":  # the battle is over and he is still here: the Lord was killed
            g.set(f, "stage", "treasure")
            return
        if f["stage"] == "treasure":  # no Treasure left: nothing to take
            g.set(f, "stage", "emerge")
            return
        g.pop()
        emerge(g, f["p"], result(g, f["p"], f.get("scores")), meet=True)


def _rewards(g: Game) -> str:
    return g.board.of[CHAMBER].rewards[0]


@hooks.on(points.OUTCOME)
def _keep_scores(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    """Both attack scores are kept (the way out is read from them): on the battle, and on the
    fight's frame below it."""
    if f.get("lord"):
        g.set(f, "scores", list(scores))
        below = g.below(f)
        if below is not None and below["kind"] == "lord":
            g.set(below, "scores", list(scores))
    return scores


@hooks.on(points.CREATURE_SURVIVES)
def _beaten_or_tied(g: Game, f: Frame) -> None:
    """A defeat or a stand-off against the Lord: out with no Treasure, no encounter there (the
    turn is already over)."""
    if f.get("lord") and g.state.players[f["p"]].alive:
        emerge(g, f["p"], result(g, f["p"], f.get("scores")), meet=False)


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
    go(g, p, steps, meet=meet)


def _likely(chart: dict[str, Any], key: str) -> int:
    """The effect (counted from 1) the data's row plays: the sim's reading of the board."""
    row = list(chart["table"][key])
    return next((i for i, e in enumerate(chart.get("effects") or (), 1) if list(e.get("do") or ()) == row), 1)


def go(g: Game, p: int, steps: list[dict[str, Any]], *, meet: bool) -> None:
    """The way out a chart row gives (``teleport`` steps): the space, or the player's choice."""
    closed = movement.barred(g)
    options: list[str] = []
    for name, arg in walk(steps):
        if name == "teleport":
            if "to" in arg:
                options += arg["to"] if isinstance(arg["to"], list) else [arg["to"]]
            elif "region" in arg:
                options += [s.id for s in g.board.region(arg["region"])]
    options = [s for s in dict.fromkeys(options) if s not in closed]
    if not options:
        g.emit("barred_stay", p, *closed)
        return
    if len(options) == 1:
        out(g, p, options[0], meet=meet)
    else:
        g.push({"kind": "emerge", "p": p, "options": options, "meet": meet})


def out(g: Game, p: int, space: str, *, meet: bool) -> None:
    if meet:
        encounters.relocate(g, p, space)
        return
    ch = g.state.players[p]
    g.set(ch, "position", space)
    g.emit("moved", p, space)


@rule("emerge")
class Emerge(Rule):
    """The character picks where he comes out, among the spaces his chart row allows."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "choose the space to come out of the Dungeon on")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("move", s) for s in f["options"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        out(g, f["p"], str(a.args[0]), meet=bool(f["meet"]))


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
        go(g, f["p"], list(emerge_effects(g)[index].get("do") or ()), meet=bool(f["meet"]))
