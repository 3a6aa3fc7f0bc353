"""The roaming figures the boxes declare (``box.yaml`` ``figures``): the Grim Reaper (The
Reaper) and the Werewolf (The Blood Moon) today. This module holds what every figure shares; a
figure's own chart handlers live in its box's package, and its movement quirks are data
(``crossings``, ``stops``: content.model.Figure).

Digital rulebook, "Grim Reaper (Reaper Expansion)", "Prowling Werewolf (Blood Moon
Expansion)", the turn summary and FAQ "Grim Reaper" Q1-Q5:

- a movement die that is used with a natural 1 (a fate reroll is natural; a sum of dice is
  not) lets the player, once the turn is over, roll and move each figure in play; with both,
  the player picks which goes first; a move not made before the next turn is lost (``pass``);
- the figure moves the full count like a character, either way, never turning round, never
  through the Portal of Power nor into the Inner Region; both cross the Sentinel's bridge for
  one point, the Reaper also between the Temple and the Tavern; at Night the Werewolf stops on
  the first space holding a character;
- ending on characters, the mover picks one; that character rolls on the figure's chart (the
  data's chart; a row listed under ``chart.unconfirmed``, the Werewolf's 2-6, asks the roller
  which of the chart's known ``effects`` the printed card gives: ``printed_effect``); the Dark
  Cultist's gift is a roll on his own card's chart by the same rules (``figure_chart``);
- characters landing on a figure do not meet it, and nothing acts on the Reaper;
- a figure enters and leaves an expansion board as a character does; its walk ends on the
  board's last space (The Dungeon's Treasure Chamber), and the player moving it moves it on at
  once to any space outside the Inner Region (FAQ Grim Reaper Q6; the Werewolf's card);
- a barred space (The Reaper's Barrier: nobody enters it or passes over it) stops the figures
  too: their moves go round it, and where every way ends on it the figure stays put and
  visits nobody.

Figures' positions are ``state.figures`` (figure id -> space; a figure not in the game has none).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from content.model import Figure
from content.readings import CHART
from content.steps import parse_range
from engine import character, hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import ring
from engine.movement import barred, land
from engine.steps import push_steps
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

# A figure's chart step that a box routes to its own handler (figure id -> step -> step):
# the Werewolf's "take the Lycanthrope card" and "move the character"
CHART_STEPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def figure_of(g: Game, figure_id: str) -> Figure:
    comp = g.cat[figure_id]
    assert isinstance(comp, Figure)
    return comp


def position(g: Game, figure: str) -> str | None:
    return g.state.figures.get(figure)


def in_play(g: Game) -> list[str]:
    """The figures on this game's board, in the order they move (the turn summary's: data ``order``)."""
    key = ("figures in play", tuple(g.setup.expansions))
    order: list[str] | None = g.cache.get(key)
    if order is None:
        order = g.cache[key] = [f.id for f in g.cat.figures(g.setup.expansions)]
    return [fig for fig in order if fig in g.state.figures]


def _edges(g: Game, figure: str) -> dict[str, list[str]]:
    """Where a figure may step from each space (no Portal crossing, no steps region: not into
    the Inner Region; along the links of the game's board, content.board)."""
    key = ("figure_edges", figure)
    if key not in g.cache:
        edges: dict[str, list[str]] = {}
        stepped = g.board.stepped
        for space in g.spaces.values():
            if space.id in stepped:
                continue
            edges[space.id] = [
                n for n in space.neighbours if space.crossing.get(n) != "portal" and n not in stepped
            ]
        for a, b in figure_of(g, figure).crossings:  # the Grim Reaper: the Boatman does not refuse Death
            edges[a] = [*edges[a], b]
            edges[b] = [*edges[b], a]
        g.cache[key] = edges
    cached: dict[str, list[str]] = g.cache[key]
    return cached


def destinations(g: Game, figure: str, start: str, count: int, *, stay: bool = True) -> list[str]:
    """Every space where a figure moving ``count`` from ``start`` may end, in board order; never
    onto or over a barred space (where every way does, it stays on ``start``, unless not ``stay``)."""
    closed = barred(g)
    night_stop = figure_of(g, figure).stops == g.state.time  # the Werewolf at Night
    occupied = frozenset(c.position for c in g.state.players if c.alive) if night_stop else frozenset()
    key = ("figure ends", figure, start, count, closed)
    ends: list[str] | None = None if occupied else g.cache.get(key)
    if ends is None:  # (the walks from a space are worked out once per catalogue; at Night,
        ends = _ends(g, figure, start, count, closed, occupied)  # where characters stand, each time)
        if not occupied:
            g.cache[key] = ends
    if not ends and closed and stay:
        return [start]
    return list(ends)


def _ends(
    g: Game, figure: str, start: str, count: int, closed: tuple[str, ...], occupied: frozenset[str]
) -> list[str]:
    """``destinations`` worked out: where the walks end, in board order (none when barred)."""
    edges = _edges(g, figure)
    ends = g.board.ends  # a track's last space (The Dungeon's Treasure Chamber) ends the walk
    found: set[str] = set()
    todo = [(start, "", count)]  # walks still to take (a loop, not a recursive function:
    while todo:  # that would leave a cycle for the garbage collector at every call)
        pos, prev, left = todo.pop()
        if left == 0:
            found.add(pos)
            continue
        for nxt in edges[pos]:
            if nxt == prev or nxt in closed:
                continue
            if nxt in occupied or nxt in ends:  # at Night the Werewolf stops on the first
                found.add(nxt)  # character it meets
                continue
            todo.append((nxt, pos, left - 1))
    order: dict[str, int] | None = g.cache.get(("board order",))
    if order is None:  # g.spaces is in board order
        order = g.cache[("board order",)] = {space: i for i, space in enumerate(g.spaces)}
    return sorted(found, key=order.__getitem__)


def chart(g: Game, figure: str) -> dict[str, Any]:
    """The die chart of a figure, of a character's card (The Reaper's Dark Cultist's gifts) or of
    a space (The Dungeon's Treasure Chamber)."""
    found = getattr(g.cat[figure], "chart", None)
    assert found is not None, figure
    return dict(found)


def _routed(figure: str, steps: Any) -> list[dict[str, Any]]:
    """A chart's steps, those that would act on the turn's player routed by the figure's box to
    its own handlers (``CHART_STEPS``)."""
    route = CHART_STEPS.get(figure)
    return [route(s) for s in steps] if route else list(steps)


def visit(g: Game, figure: str, p: int, mover: int) -> None:
    """Character ``p`` meets the figure: a roll on its chart."""
    g.emit("figure_visits", figure, p)
    g.push({"kind": "figure_chart", "figure": figure, "p": p, "mover": mover})


# --- hooks into the turn ------------------------------------------------------------------


@hooks.on(points.MOVEMENT_ROLL)  # (in every game: a box read from elsewhere may bring a figure)
def _natural_one(g: Game, f: Frame) -> None:
    """FAQ Grim Reaper Q1-Q4: only a single die showing 1 (rerolled or not) counts."""
    roll: list[int] = f.get("roll") or []
    figures = in_play(g) if len(roll) == 1 and roll[0] == 1 and g.state.figures else []
    if figures:
        turn = g.state.stack[0]
        g.set(turn, "figures", figures)
        g.emit("figures_due", *figures)


@hooks.on(points.TURN_END_DUE)
def _figures_due(g: Game, f: Frame) -> list[str]:
    return ["figures"] if f.get("figures") else []


@hooks.on(points.TURN_END_RUN)
def _figures_run(g: Game, f: Frame, name: str) -> bool:
    return name == "figures" and _move_figures(g, f)


def _move_figures(g: Game, f: Frame) -> bool:
    if not f.get("figures"):
        return False
    g.set(f, "stage", "end")
    g.push({"kind": "figures", "p": f["p"]})
    return True


@rule("figures")
class Figures(Rule):
    """After the turn: which figure moves next, or ``pass`` (the moves are forgotten, lost)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.stack[0].get("figures"):
            return None
        todo = ", ".join(g.state.stack[0]["figures"])
        return Decision(f["p"], "figures", f"a natural 1 was rolled: move {todo} (choose which first)")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [*(act("choose", fig) for fig in g.state.stack[0]["figures"]), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        turn = g.state.stack[0]
        if a.verb == "pass":
            g.set(turn, "figures", [])
            g.emit("figures_forgotten", f["p"])
            return
        figure = str(a.args[0])
        g.set(turn, "figures", [x for x in turn["figures"] if x != figure])
        g.push({"kind": "figure_move", "figure": figure, "p": f["p"], "stage": "roll"})

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@rule("figure_move")
class FigureMove(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["stage"] == "choose":
            return Decision(f["p"], "figure_move", f"move the {g.cat[f['figure']].name} {f['got'][0]} spaces")
        if f["stage"] == "jump":
            name = g.cat[f["figure"]].name
            return Decision(
                f["p"], "figure_move", f"the {name} moves on at once: any space outside the Inner Region"
            )
        if f["stage"] == "visit" and len(_on_space(g, f)) > 1:
            return Decision(f["p"], "figure_visit", f"choose whom the {g.cat[f['figure']].name} visits")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if f["stage"] == "choose":
            start = position(g, f["figure"])
            assert start is not None
            return [act("move", s) for s in destinations(g, f["figure"], start, f["got"][0])]
        if f["stage"] == "jump":
            return [act("move", s) for s in _jumps(g, f["figure"])]
        return [act("encounter", g.state.players[q].character) for q in _on_space(g, f)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "move" and f["stage"] == "jump":
            place(g, f["figure"], str(a.args[0]))
            g.set(f, "stage", "visit")
            return
        if a.verb == "move":
            start = position(g, f["figure"])
            assert start is not None
            if not destinations(g, f["figure"], start, f["got"][0], stay=False):  # barred every way
                g.emit("figure_stays", f["figure"], start)
                g.pop()
                return
            place(g, f["figure"], str(a.args[0]))
            # the last space of an expansion board: moved on at once (FAQ Grim Reaper Q6; the
            # Werewolf's card), anywhere outside the Inner Region, by the player moving it
            g.set(f, "stage", "jump" if a.args[0] in g.board.ends and _jumps(g, f["figure"]) else "visit")
            return
        target = next(q for q in _on_space(g, f) if g.state.players[q].character == a.args[0])
        g.pop()
        visit(g, f["figure"], target, f["p"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["stage"] == "roll":
            g.set(f, "stage", "choose")
            name = g.cat[f["figure"]].name
            push_roll(g, f["p"], 1, "got", fate=False, why=f"moving the {name}")
            return
        found = _on_space(g, f)
        g.pop()
        if found:
            visit(g, f["figure"], found[0], f["p"])


def _jumps(g: Game, figure: str) -> list[str]:
    """Where a figure on a track's last space may be moved on to: any space outside a steps
    region (the Inner Region) but that one, none barred."""
    here, closed, stepped = position(g, figure), barred(g), g.board.stepped
    return [s for s in g.spaces if s != here and s not in stepped and s not in closed]


def _on_space(g: Game, f: Frame) -> list[int]:
    where = position(g, f["figure"])
    return [c.player for c in g.state.players if c.alive and c.position == where]


def place(g: Game, figure: str, space: str) -> None:
    g.set(g.state.figures, figure, space)
    g.emit("figure_moved", figure, space)


@rule("figure_chart")
class FigureChart(Rule):
    """The visited character rolls one die on the figure's chart (fate may be spent)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            name = g.cat[f["figure"]].name
            push_roll(g, f["p"], 1, "got", fate=True, why=f"the {name}'s chart")
            return
        if "plus" not in f and hooks.first(points.CHART_ROLLED, g, f):  # Wolfsbane: up to 2 more
            return
        g.pop()
        if not g.state.players[f["p"]].alive:
            return
        data = chart(g, f["figure"])
        total = min(6, sum(f["got"]) + int(f.get("plus", 0)))
        for key, steps in data["table"].items():
            low, high = parse_range(str(key)) or (0, -1)
            if low <= total <= high:
                g.emit("figure_chart", f["figure"], f["p"], total)
                if str(key) in {str(k) for k in data.get("unconfirmed") or ()}:
                    printed_effect(g, f["figure"], f["p"], str(key), total)
                else:
                    push_steps(g, f["p"], _routed(f["figure"], steps), f["figure"])
                return


def printed_effect(g: Game, figure: str, p: int, key: str, total: int) -> None:
    """A chart row no public source prints: the table says which known effect its printed card
    gives (``printed_effect`` decision); the answer holds for the rest of the game."""
    remembered = g.state.markers.get(f"printed/{figure}/{key}")
    if remembered is not None:
        effect = chart(g, figure)["effects"][int(remembered)]
        push_steps(g, p, _routed(figure, effect.get("do") or ()), figure)
        return
    g.push({"kind": "printed_effect", "figure": figure, "p": p, "key": key, "total": total})


@rule("printed_effect")
class PrintedEffect(Rule):
    """Which of the effects the engine knows the printed card gives for this result."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        labels = "; ".join(f"{i}: {e['label']}" for i, e in enumerate(chart(g, f["figure"])["effects"], 1))
        name = g.cat[f["figure"]].name
        printed_on = (
            "board" if f["figure"].startswith("space/") else "card"
        )  # (a space's chart: the Ruined Mine)
        asked = f"{name}'s chart, {f['total']}: what does your {printed_on} say? {labels}"
        return Decision(f["p"], "printed_effect", asked)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", i) for i in range(1, len(chart(g, f["figure"])["effects"]) + 1)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        index = int(a.args[0]) - 1
        if g.setup.readings is None:  # a save from before readings: the answer stays a marker
            g.set(g.state.markers, f"printed/{f['figure']}/{f['key']}", index)
        else:  # a value read off the card: the game's catalogue plays it from now on
            read = g.state.readings.get(f["figure"]) or {}
            g.set(g.state.readings, f["figure"], {**read, f"{CHART}{f['key']}": index + 1})
        g.emit("printed_effect", f["figure"], f["key"], index + 1)
        effect = chart(g, f["figure"])["effects"][index]
        push_steps(g, f["p"], _routed(f["figure"], effect.get("do") or ()), f["figure"])


# --- what the figures' charts share -------------------------------------------------------


def never_met(g: Game, p: int, source: str) -> None:
    """A figure is never met by landing on it (nothing happens): each box registers it for its
    figures (``handles(FIGURE_ID)(never_met)``)."""


def lose_follower(*, kills: bool) -> Callable[[Game, int, str], None]:
    """A chart row that takes a Follower at random (``kills``: the Follower is killed, which some
    cards prevent) or, with none, 1 life."""

    def lose(g: Game, p: int, source: str) -> None:
        if g.state.players[p].followers:
            g.push({"kind": "random_follower", "p": p, "source": source, "kills": kills})
        else:
            character.lose_life(g, p, 1, source)

    return lose


@rule("random_follower")
class RandomFollower(Rule):
    """One of the character's Followers at random (chance), discarded."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return (
            Decision(CHANCE, "random", "a Follower picked at random") if g.player(f["p"]).followers else None
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in g.state.players[f["p"]].followers]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card = str(a.args[0])
        if not (f.get("kills") and hooks.first(points.FOLLOWER_SPARED, g, f["p"], card)):  # Preservation
            character.discard(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


def region_jumps(g: Game, p: int) -> list[str]:
    """The spaces of ``p``'s Region he may be moved to: not his own, not a barred one."""
    here, closed = g.space(g.state.players[p].position), barred(g)
    return [s for s in ring(g, here.region) if s != here.id and s not in closed]


def jump_in_region(g: Game, p: int, *, then: str) -> None:
    """``p`` picks another space of his Region (``then``: ``land`` ends his move there and meets
    it; ``stay``: he is put there and meets nothing)."""
    g.push({"kind": "region_jump", "p": p, "then": then})


@rule("region_jump")
class RegionJump(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "choose another space of this Region")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("move", s) for s in region_jumps(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p, dest = f["p"], str(a.args[0])
        g.pop()
        g.set(g.state.players[p], "position", dest)
        g.emit("moved", p, dest)
        if f["then"] == "land":  # the move frame below ends here and the space is met
            land(g, p, dest)
