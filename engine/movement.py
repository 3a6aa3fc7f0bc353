"""Movement (core rulebook, "Movement"; digital rulebook, "The Sentinel Space").

How a region is moved through is data (``content.board``: a region's ``moves``). In a
``dice`` region (the Outer and Middle Regions) a character rolls one die, then moves the full
count either way without turning round, along the links of the board (a one-way link only
forward; a walk ends at a track's final space); crossing the Sentinel's bridge from his space
means fighting the Sentinel (Strength 9) on the way, and after crossing either direction may
be taken. A roll's walk never enters a ``steps`` region (the Inner Region) but through the
Portal of Power: a move long enough to pass it may try to open it (roll two dice against
Strength or Craft). In a ``steps`` region, and as a Toad, a character moves one space a turn,
towards the region's final space, or back to its entrance after turning back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.board import Board
from engine import character, hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import CharacterState
from engine.values import Action, Actions, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

SENTINEL = "space/outer/sentinel"
SENTINEL_STRENGTH = 9  # printed on the Sentinel space
PORTAL = "space/middle/portal-of-power"
PLAIN = "space/inner/plain-of-peril"
VALLEY = "space/inner/valley-of-fire"
CROWN = "space/inner/crown-of-command"
MOVE_TO = Actions("move")  # space -> ``move <space>``
REROLL = act("reroll")  # (offered at most moves: made once)
# the cards that are Talismans (a box's handlers add theirs: The Dungeon's Treasure)
TALISMANS = {"talisman/talisman", "adventure/talisman", "adventure/reaper-talisman"}


def destinations(g: Game, start: str, count: int, barred: tuple[str, ...] = ()) -> dict[str, str | None]:
    """Where a roll of ``count`` can end: space -> ``None``, ``"bridge"`` (fight the
    Sentinel on the way) or ``"portal"`` (try to open the Portal of Power); never onto or
    over a ``barred`` space."""
    key = ("dest", start, count, barred) if barred else ("dest", start, count)
    if key not in g.cache:
        g.cache[key] = _destinations(g.board, start, count, barred)
    found: dict[str, str | None] = g.cache[key]
    return found


def up_to_die(g: Game, f: Frame, found: dict[str, str | None]) -> dict[str, str | None]:
    """A move's reach ``found`` with every count from 1 up to the die added (a card that lets the
    mover stop short: the Clockwork Owl, the Sage Owl); not for a total of dice (FAQ Clockwork
    Owl)."""
    if f.get("summed"):
        return found
    start, closed = g.state.players[f["p"]].position, barred(g)
    out = dict(found)
    for count in range(1, f["roll"][0]):
        for space, how in _destinations(g.board, start, count, closed).items():
            if space not in out or (out[space] is not None and how is None):
                out[space] = how
    return out


def barred(g: Game) -> tuple[str, ...]:
    """Spaces nobody may move onto or over (hook ``barred_spaces``: The Reaper's Barrier)."""
    if not g.hooks_in_play[points.BARRED_SPACES]:  # (asked twice a move: most games have no Barrier)
        return ()
    return tuple(hooks.first(points.BARRED_SPACES, g) or ())


def reach(g: Game, f: Frame) -> dict[str, str | None]:
    """Where this move's roll can end: around any barred space (where every way runs into one,
    12 on two dice both ways onto it, the character stays where he is, as does a figure the
    table put in the Inner Region by hand while the roll was pending), then as the Blood
    Moon's Lunar Events and Witch's Broom change them (hook ``move_reach``). Asked twice a
    move, listing the moves and making one, it is worked out once for the decision: kept with
    the decision it was worked out for (any change to the state makes a new one)."""
    decision = g.decision
    kept = g.memo.get("reach")
    if kept is not None and kept[0] is decision and kept[1] is f:
        found: dict[str, str | None] = kept[2]
        return found
    found = _reach(g, f)
    g.memo["reach"] = (decision, f, found)
    return found


def _reach(g: Game, f: Frame) -> dict[str, str | None]:
    """``reach`` worked out."""
    start = g.state.players[f["p"]].position
    closed = barred(g) if g.hooks_in_play[points.BARRED_SPACES] else ()  # (most games: no Barrier)
    found = destinations(g, start, f["roll"][0], closed)
    if not found:
        found = {start: None}
    if not g.hooks_in_play[points.MOVE_REACH]:  # (the Blood Moon's only)
        return found
    changed: dict[str, str | None] = hooks.fold(points.MOVE_REACH, found, g, f)
    return changed


def _destinations(
    board: Board,
    start: str,
    count: int,
    barred: tuple[str, ...] = (),
    stops: frozenset[str] = frozenset(),
) -> dict[str, str | None]:
    """``destinations`` worked out; a space in ``stops`` ends the move on entering it. Every
    walk that never steps straight back, in the order a depth-first walk takes them (the order
    of the moves offered), with a list of walks still to take rather than a recursive function
    (which would leave a cycle for the garbage collector at every call)."""
    spaces, stepped = board.spaces, board.stepped
    if board.ends:
        stops = stops | board.ends  # (a track's final space ends the walk)
    found: dict[str, str | None] = {}
    # each: where it stands, where it came from, steps left, how (None, "bridge" or "portal")
    Walk = tuple[str, str | None, int, str | None]
    todo: list[Walk] = [(start, None, count, None)]
    while todo:
        pos, prev, left, how = todo.pop()
        if left == 0:  # a walk's end: a plain way there beats crossing the bridge or the Portal
            if pos not in found or (found[pos] is not None and how is None):
                found[pos] = how
            continue
        here = spaces[pos]
        ahead: list[Walk] = []
        for nxt in here.neighbours:
            if nxt == prev or nxt in barred:
                continue
            crossing = here.crossing.get(nxt)
            if crossing == "portal":  # (into the steps region: a walk is never in one)
                ahead.append((nxt, pos, 0, "portal"))  # the move ends there: an attempt
                continue
            if nxt in stepped:
                continue
            step_how = "bridge" if crossing == "bridge" and pos == SENTINEL else how
            ahead.append((nxt, pos, 0 if nxt in stops else left - 1, step_how))
        todo += reversed(ahead)  # (taken last first: the first neighbour's walks come first)
    return found


def inner_distances(g: Game, target: str) -> dict[str, int]:
    """Steps from each space of ``target``'s region (a steps region: the Inner Region) to
    ``target``, not passing the region's final space (the Crown)."""
    key = ("steps to", target)
    if key in g.cache:
        cached: dict[str, int] = g.cache[key]
        return cached
    spaces, of = g.spaces, g.board.of
    region = of[target]
    dist = {target: 0}
    frontier = [target]
    while frontier:
        nxt = []
        for pos in frontier:
            for other in spaces[pos].neighbours:
                if of[other] is region and other not in dist and other != region.final:
                    dist[other] = dist[pos] + 1
                    nxt.append(other)
        frontier = nxt
    g.cache[key] = dist
    return dist


def has_talisman(ch: CharacterState) -> bool:
    return any(c.split("#")[0] in TALISMANS for c in ch.objects)


def steps(g: Game, p: int) -> list[str]:
    """One-space moves: in a steps region (the Inner Region: forward, or back after turning
    back; from its entrance, out of it too) or a Toad. One space carries a character over the
    Sentinel's bridge either way (digital rulebook, "The Sentinel Space"); the Portal of Power
    is opened only on a rolled move."""
    ch = g.state.players[p]
    here = g.spaces[ch.position]
    if ch.position not in g.board.stepped:
        closed = barred(g)
        return [n for n in here.neighbours if here.crossing.get(n) in (None, "bridge") and n not in closed]
    region = g.board.of[ch.position]
    entrance, final = region.entrance or ch.position, region.final or ch.position
    if ch.position == final:
        return []
    if ch.turned_back:
        back = inner_distances(g, entrance)
        return [n for n in here.neighbours if back.get(n, 99) < back[ch.position]]
    if ch.position == entrance:
        return list(here.neighbours)
    forward = inner_distances(g, final)
    out = [n for n in here.neighbours if forward.get(n, 99) < forward[ch.position]]
    return [n for n in out if n != VALLEY or has_talisman(ch)]


def land(g: Game, p: int, space: str) -> None:
    """Move the figure and note where the turn's encounter happens."""
    ch = g.state.players[p]
    if ch.position != space:
        g.set(ch, "position", space)
        g.emit("moved", p, space)
    g.pop()
    turn = g.state.stack[0]
    g.set(turn, "landed", space)


def _cross_the_bridge(g: Game, f: Frame, dest: str) -> None:
    """On the Sentinel's space, crossing into the Middle Region: the Sentinel attacks; beaten
    or evaded, the move goes on to ``dest`` (stage ``crossed``)."""
    g.set(f, "dest", dest)
    g.set(f, "stage", "crossed")
    g.push(
        {
            "kind": "battle",
            "p": f["p"],
            "stat": "strength",
            "creature": {"name": "Sentinel", "strength": SENTINEL_STRENGTH},
            "stage": "prepare",
            "evadable": True,
            "source": SENTINEL,
        }
    )


def stop(g: Game, reason: str) -> None:
    """The move ends the turn without an encounter (the Portal of Power)."""
    g.end_turn(reason)


@rule("move")
class Move(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        p, stage = f["p"], f["stage"]
        name = g.state.players[p].name
        if stage == "choose":  # The Reaper's Misdirection: the caster picks the way
            who: int = f["directed_by"] if "directed_by" in f else p
            return Decision(who, "move", f"{name} rolled {f['roll'][0]}: choose where to move")
        if stage == "step":
            return Decision(p, "move", f"{name}: move one space")
        if stage == "portal":
            return Decision(p, "portal", f"{name}: open the Portal of Power with Strength or Craft")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        p, stage = f["p"], f["stage"]
        ch = g.state.players[p]
        if stage == "choose":
            ends = reach(g, f)
            out = [MOVE_TO[d] for d in ends]
            if "portal" in ends.values() and hooks.first(points.PORTAL_BARRED, g, p):  # the Warlock: a quest
                out = [MOVE_TO[d] for d, how in ends.items() if how != "portal"]  # still to do
            if "directed_by" in f:
                return out
            if character.has_fate(g, ch) and not f.get("rerolled"):
                out.append(REROLL)
            if not g.hooks_in_play[points.MOVE_OPTIONS]:  # (the Troll's: most games, nobody's)
                return out
            return out + [x for acts in hooks.call(points.MOVE_OPTIONS, g, f) for x in acts]
        if stage == "step":
            if ch.fighting == ch.position:  # beat the foe here first, or turn back
                return [act("fight"), act("turn_back")]
            out = [MOVE_TO[s] for s in steps(g, p)]
            if ch.position in g.board.stepped and not ch.turned_back:
                region = g.board.of[ch.position]
                if ch.position not in (region.entrance, region.final):
                    out.append(act("turn_back"))
            return out or [act("move", ch.position)]  # put on the Crown by hand: he stays there
        return [act("attempt", "strength"), act("attempt", "craft")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        ch = g.state.players[p]
        if a.verb == "use":
            hooks.first(points.MOVE_USE, g, f, a)
        elif a.verb == "reroll":
            character.pay_fate(g, p)
            g.set(f, "rerolled", True)  # (the stage stays "choose": the new die replaces the roll)
            if g.hooks_in_play[points.MOVE_REROLLED]:  # The Dungeon's Cloak of Feathers
                hooks.run(points.MOVE_REROLLED, g, f)
            push_roll(g, p, 1, "roll", fate=False, why="movement")
        elif a.verb == "turn_back":
            g.set(ch, "turned_back", True)
            g.set(ch, "fighting", None)
            g.journal.delete(g.state.markers, f"foe/{p}")
            g.emit("turns_back", p)
        elif a.verb == "fight":
            land(g, p, ch.position)
        elif a.verb == "attempt":
            g.set(f, "stat", a.args[0])
            g.set(f, "stage", "portal_roll")
            dice = hooks.fold(points.DICE, 2, g, p, f"portal-{a.args[0]}")  # the Gnome: one die with Craft
            push_roll(g, p, dice, "portal", fate=True, why=f"opening the Portal with {a.args[0]}")
        elif f["stage"] == "step":
            dest = str(a.args[0])
            if ch.turned_back and dest == g.board.of[dest].entrance:
                g.set(ch, "turned_back", False)
            if g.spaces[ch.position].crossing.get(dest) == "portal":  # out of the Plain of Peril
                g.set(ch, "position", dest)
                g.emit("moved", p, dest)
                stop(g, "leaving the Inner Region through the Portal is the whole move")
                return
            if ch.fighting:
                g.set(ch, "fighting", None)
                g.journal.delete(g.state.markers, f"foe/{p}")
            if ch.position == SENTINEL and g.spaces[SENTINEL].crossing.get(dest) == "bridge":
                _cross_the_bridge(g, f, dest)  # into the Middle Region: the Sentinel attacks
                return
            land(g, p, dest)
        else:
            dest = str(a.args[0])
            how = reach(g, f)[dest]
            # a 1 on the move's die: the Grim Reaper and the Werewolf move, the Black Cat runs
            # off (hook ``movement_roll``: each of its hooks acts on a 1 only, so it is asked then)
            if f["roll"][0] == 1 and g.hooks_in_play[points.MOVEMENT_ROLL]:
                hooks.run(points.MOVEMENT_ROLL, g, f)
            if how == "portal":
                g.set(ch, "position", PORTAL)
                g.set(f, "stage", "portal")
            elif how == "bridge":
                if ch.position != SENTINEL:
                    g.set(ch, "position", SENTINEL)
                    g.emit("moved", p, SENTINEL)
                _cross_the_bridge(g, f, dest)
            else:
                land(g, p, dest)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p, stage = f["p"], f["stage"]
        ch = g.state.players[p]
        if stage == "start":
            # Effects due together: the player orders them (two modules or more that may have
            # one due: engine.handlers.core.effect_order; most games have only the Warlock's)
            if len(g.hooks_in_play[points.MOVE_START_DUE]) > 1 and hooks.first(points.MOVE_START_ORDER, g, f):
                return
            if g.hooks_in_play[points.MOVE_START] and hooks.first(points.MOVE_START, g, f):
                return  # (every hook there waits for a card, marker, ability or quest: mostly none)
            if ch.position == CROWN:
                land(g, p, CROWN)
            elif (
                ch.position in g.board.stepped
                or ch.toad_turns  # a Toad
                or (g.hooks_in_play[points.ONE_SPACE] and hooks.first(points.ONE_SPACE, g, p))
            ):
                g.set(f, "stage", "step")
                if not steps(g, p) and ch.fighting != ch.position and ch.position not in g.board.stepped:
                    land(g, p, ch.position)
            else:
                dice = 1
                if g.hooks_in_play[points.MOVEMENT_DICE]:  # Blood Moon's Moon Mist: two
                    dice = int(hooks.fold(points.MOVEMENT_DICE, 1, g, p))
                g.set(f, "stage", "choose" if dice == 1 else "rolled")  # (one die: nothing to do)
                push_roll(g, p, dice, "roll", fate=False, why="movement")
        elif stage == "rolled":
            if len(f["roll"]) > 1:  # Moon Mist: the lower die is the move
                g.set(f, "roll", [min(f["roll"])])
            g.set(f, "stage", "choose")
        elif stage == "crossed":
            land(g, p, f["dest"])  # the Sentinel was beaten or evaded
        elif stage == "portal_roll":
            stat = f["stat"]
            value = character.strength(g, ch) if stat == "strength" else character.craft(g, ch)
            if sum(f["portal"]) <= value:
                g.set(ch, "position", PLAIN)
                g.emit("moved", p, PLAIN)
                stop(g, "through the Portal of Power")
            else:
                character.lose(g, p, stat, 1)
                g.emit("moved", p, PORTAL)
                stop(g, "the Portal of Power stays shut")
