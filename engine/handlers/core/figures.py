"""The roaming figures: the Grim Reaper (The Reaper) and the Werewolf (The Blood Moon).

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

Figures' positions are ``state.reaper`` / ``state.werewolf`` (None: not in this game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.readings import CHART
from content.steps import parse_range
from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import ring
from engine.movement import barred, land
from engine.steps import push_steps
from engine.values import CHANCE, Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

REAPER = "figure/grim-reaper"
WEREWOLF = "figure/werewolf"
FIELDS = {REAPER: "reaper", WEREWOLF: "werewolf"}
TEMPLE = "space/middle/temple"
TAVERN = "space/outer/tavern"
LYCANTHROPE = "card/lycanthrope"


def position(g: Game, figure: str) -> str | None:
    at: str | None = getattr(g.state, FIELDS[figure])
    return at


def in_play(g: Game) -> list[str]:
    """The figures of this game's expansions, Werewolf first (the turn summary's order)."""
    return [fig for fig in (WEREWOLF, REAPER) if position(g, fig) is not None]


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
        if figure == REAPER:  # the Boatman does not refuse Death
            edges[TEMPLE] = [*edges[TEMPLE], TAVERN]
            edges[TAVERN] = [*edges[TAVERN], TEMPLE]
        g.cache[key] = edges
    cached: dict[str, list[str]] = g.cache[key]
    return cached


def destinations(g: Game, figure: str, start: str, count: int, *, stay: bool = True) -> list[str]:
    """Every space where a figure moving ``count`` from ``start`` may end, in board order; never
    onto or over a barred space (where every way does, it stays on ``start``, unless not ``stay``)."""
    closed = barred(g)
    night_stop = figure == WEREWOLF and g.state.time == "night"
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


def _for_figure(step: dict[str, Any]) -> dict[str, Any]:
    """Chart steps that would act on the turn's player are routed to this module's handlers."""
    if step.get("take") == LYCANTHROPE:
        return {"handler": "card/lycanthrope/become"}
    if "teleport" in step:
        return {"handler": "figure/werewolf/move-character"}
    return step


def visit(g: Game, figure: str, p: int, mover: int) -> None:
    """Character ``p`` meets the figure: a roll on its chart."""
    g.emit("figure_visits", figure, p)
    g.push({"kind": "figure_chart", "figure": figure, "p": p, "mover": mover})


# --- hooks into the turn ------------------------------------------------------------------


@hooks.on(points.MOVEMENT_ROLL, boxes=("reaper", "blood-moon"))
def _natural_one(g: Game, f: Frame) -> None:
    """FAQ Grim Reaper Q1-Q4: only a single die showing 1 (rerolled or not) counts."""
    roll = f.get("roll") or []
    figures = in_play(g) if len(roll) == 1 and roll[0] == 1 else []
    if figures:
        turn = g.state.stack[0]
        g.set(turn, "figures", figures)
        g.emit("figures_due", *figures)


@hooks.on(points.TURN_END_DUE, boxes=("reaper", "blood-moon"))
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
    g.set(g.state, FIELDS[figure], space)
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
                    push_steps(g, f["p"], [_for_figure(s) for s in steps], f["figure"])
                return


def printed_effect(g: Game, figure: str, p: int, key: str, total: int) -> None:
    """A chart row no public source prints: the table says which known effect its printed card
    gives (``printed_effect`` decision); the answer holds for the rest of the game."""
    remembered = g.state.markers.get(f"printed/{figure}/{key}")
    if remembered is not None:
        effect = chart(g, figure)["effects"][int(remembered)]
        push_steps(g, p, [_for_figure(s) for s in effect.get("do") or ()], figure)
        return
    g.push({"kind": "printed_effect", "figure": figure, "p": p, "key": key, "total": total})


@rule("printed_effect")
class PrintedEffect(Rule):
    """Which of the effects the engine knows the printed card gives for this result."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        labels = "; ".join(f"{i}: {e['label']}" for i, e in enumerate(chart(g, f["figure"])["effects"], 1))
        name = g.cat[f["figure"]].name
        return Decision(
            f["p"], "printed_effect", f"{name}'s chart, {f['total']}: what does your card say? {labels}"
        )

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
        push_steps(g, f["p"], [_for_figure(s) for s in effect.get("do") or ()], f["figure"])


# --- the charts' handlers -----------------------------------------------------------------


@handles(REAPER)
@handles(WEREWOLF)
def _figure_itself(g: Game, p: int, source: str) -> None:
    """The figures are never met by landing on them (nothing happens)."""


def _lose_follower(g: Game, p: int, source: str) -> None:
    if g.state.players[p].followers:
        g.push({"kind": "random_follower", "p": p, "source": source})
    else:
        character.lose_life(g, p, 1, source)


handles("figure/grim-reaper/take-follower")(_lose_follower)
handles("figure/werewolf/kill-follower")(_lose_follower)


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
        killed = f["source"].startswith(WEREWOLF)  # the Reaper takes; the Werewolf kills
        if not (killed and hooks.first(points.FOLLOWER_SPARED, g, f["p"], card)):  # Preservation
            character.discard(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@handles("figure/grim-reaper/dice-with-death")
def _dice_with_death(g: Game, p: int, source: str) -> None:
    g.push({"kind": "dice_with_death", "p": p})


@rule("dice_with_death")
class DiceWithDeath(Rule):
    """Two dice for the character, then two for the Reaper; only a higher Reaper costs a life."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "mine" not in f:
            push_roll(g, f["p"], 2, "mine", fate=True, why="dice with the Grim Reaper")
        elif "reaper" not in f:
            push_roll(g, f["p"], 2, "reaper", fate=False, why="the Grim Reaper's dice")
        else:
            g.pop()
            if sum(f["reaper"]) > sum(f["mine"]):
                character.lose_life(g, f["p"], 1, REAPER)


@handles("figure/grim-reaper/mistake")
def _mistake(g: Game, p: int, source: str) -> None:
    g.push({"kind": "reaper_mistake", "p": p})


def _mistake_targets(g: Game, p: int) -> list[int]:
    return [
        c.player
        for c in g.state.players
        if c.alive and c.player != p and g.space(c.position).region != "inner"
    ]


@rule("reaper_mistake")
class ReaperMistake(Rule):
    """FAQ Grim Reaper Q5: the roller sends the Reaper to another character (any Region but
    the Inner Region), who rolls on the chart at once."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _mistake_targets(g, f["p"]):
            return None
        return Decision(f["p"], "figure_visit", "the Grim Reaper made a mistake: choose another character")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("encounter", g.state.players[q].character) for q in _mistake_targets(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        target = next(q for q in _mistake_targets(g, f["p"]) if g.state.players[q].character == a.args[0])
        g.pop()
        place(g, REAPER, g.state.players[target].position)
        visit(g, REAPER, target, f["p"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


def _region_jumps(g: Game, p: int) -> list[str]:
    """The spaces of ``p``'s Region he may be moved to: not his own, not a barred one."""
    here, closed = g.space(g.state.players[p].position), barred(g)
    return [s for s in ring(g, here.region) if s != here.id and s not in closed]


@handles("figure/grim-reaper/plans-teleport")
def _plans(g: Game, p: int, source: str) -> None:
    """'I have plans for you': the character's next move is a jump within its Region."""
    g.set(g.state.markers, f"plans/{p}", True)
    g.emit("next_move_jump", p)


@hooks.on(points.MOVE_START_DUE, marked=("plans/",))
def _jump_due(g: Game, f: Frame) -> list[str]:
    p = f["p"]
    inner = g.space(g.state.players[p].position).region == "inner"
    return ["plans"] if g.state.markers.get(f"plans/{p}") and not inner else []


@hooks.on(points.MOVE_START_RUN)
def _jump_run(g: Game, f: Frame, name: str) -> bool:
    return name == "plans" and _jump_instead(g, f)


@hooks.on(points.MOVE_START, marked=("plans/",))
def _jump_instead(g: Game, f: Frame) -> bool:
    p = f["p"]
    if not g.state.markers.get(f"plans/{p}"):
        return False
    g.journal.delete(g.state.markers, f"plans/{p}")
    if g.space(g.state.players[p].position).region == "inner":
        return False
    g.push({"kind": "region_jump", "p": p, "then": "land"})
    return True


@handles("figure/werewolf/move-character")
def _moved_by_werewolf(g: Game, p: int, source: str) -> None:
    """Moved to another space of the Region by the Werewolf's chart, met on no turn."""
    if g.space(g.state.players[p].position).region != "inner":
        g.push({"kind": "region_jump", "p": p, "then": "stay"})


@rule("region_jump")
class RegionJump(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "choose another space of this Region")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("move", s) for s in _region_jumps(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p, dest = f["p"], str(a.args[0])
        g.pop()
        if f["then"] == "land":  # the move frame below ends here and the space is met
            g.set(g.state.players[p], "position", dest)
            g.emit("moved", p, dest)
            land(g, p, dest)
        else:
            g.set(g.state.players[p], "position", dest)
            g.emit("moved", p, dest)


@hooks.on(points.DYING)
def _plans_die_too(g: Game, p: int) -> None:
    """A jump promised by the Reaper is lost with the character."""
    if f"plans/{p}" in g.state.markers:
        g.journal.delete(g.state.markers, f"plans/{p}")
