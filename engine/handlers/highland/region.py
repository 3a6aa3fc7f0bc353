"""The Highland's spaces and the Eyrie (digital rulebook, "The Highland": "Eyrie", "Fighting the
Eagle King", "Claiming Relics", "Emerge From the Eyrie", "Lost City Rewards"; FAQ, Highland
Region, Precipice; the spaces' texts: content/data/highland/board.yaml).

- The Eyrie's Eagle King is the region's guardian (engine.handlers.core.guardian): battle or
  psychic combat, nobody evades him or fights in the character's place. A kill draws a Relic at
  random (the region's ``rewards``; none left: nothing), then the character picks any space of
  the Outer or Middle Region and meets it; a defeat or a stand-off puts him on the Crags, turn
  over. A Relic discarded leaves the game (the region's ``spent``: engine.character).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import character, encounters, hooks, points
from engine.cards import Handler, handles
from engine.chance import push_draw, push_roll, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core import guardian
from engine.handlers.core.space_tools import clear_marker
from engine.movement import land
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

EYRIE = "space/highland/eyrie"
CRAGS = "space/outer/crags"
PASS, LOST_CITY = "space/highland/mountain-pass", "space/highland/lost-city"
ICE_BRIDGE = "space/highland/ice-bridge"
PRECIPICE = "space/highland/precipice"
RUINED_MINE = "space/highland/ruined-mine"
PASS_BLOCKED, PASS_FOUND = 3, 6  # the Pass's die: up to 3 blocked, 6 the Lost City
PASSING = "mountain-pass/"  # markers: PASSING + player, he met the Pass (his next move is its die)
FALLING = "precipice/"  # markers: FALLING + player -> the Precipice he met this turn
WAY_OUT: list[dict[str, Any]] = [{"teleport": {"region": "outer"}}, {"teleport": {"region": "middle"}}]


def _won(g: Game, p: int, f: Frame) -> None:
    guardian.go(g, p, WAY_OUT, meet=True)


def _lost(g: Game, p: int, f: Frame) -> None:
    guardian.out(g, p, CRAGS, meet=False)  # (the fight has ended the turn)


guardian.guard(EYRIE, guardian.Guardian(reward="random", won=_won, lost=_lost))


# --- draws that take a card even where cards lie: the Mountain Pass, the Precipice -------------

ALWAYS_DRAW = (PASS, PRECIPICE)


@hooks.on(points.DRAW_NUMBER, about=ALWAYS_DRAW)
def _always_one_more(g: Game, space: str, number: int) -> int:
    """The space draws its number on top of the cards lying there as the encounter began (those
    drawn since count toward it)."""
    if space not in ALWAYS_DRAW:
        return number
    lying = len(g.state.board.get(space, ()))
    draw = next(
        (f for f in reversed(g.state.stack) if f["kind"] == "space_draw" and f["space"] == space), None
    )
    return number + lying - (int(draw["drawn"]) if draw is not None else 0)


# --- the Mountain Pass: the next turn's die ------------------------------------------------------


@handles(PASS)
def _pass(g: Game, p: int, source: str) -> None:
    g.set(g.state.markers, f"{PASSING}{p}", True)


@hooks.on(points.MOVE_START, marked=(PASSING,))
def _pass_die(g: Game, f: Frame) -> bool:
    p = f["p"]
    if f"{PASSING}{p}" not in g.state.markers:
        return False
    clear_marker(g, f"{PASSING}{p}")
    if g.state.players[p].position != PASS:  # moved away meanwhile: the die is not due
        return False
    g.push({"kind": "mountain_pass", "p": p})
    return True


@rule("mountain_pass")
class MountainPass(Rule):
    """The die in place of the move: 1-3 the Pass met again, 4-5 the move as usual, 6 the Lost City."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        if "got" not in f:
            push_roll(g, p, 1, "got", fate=True, why="the Mountain Pass")
            return
        g.pop()
        die = f["got"][0]
        if die <= PASS_BLOCKED:
            land(g, p, PASS)
        elif die >= PASS_FOUND:
            land(g, p, LOST_CITY)
        # 4 or 5: the move below goes on and is rolled as usual


@hooks.on(points.DYING, marked=(PASSING, FALLING))
def _forget(g: Game, p: int) -> None:
    for key in (f"{PASSING}{p}", f"{FALLING}{p}"):
        clear_marker(g, key)


# --- the Lost City's results ---------------------------------------------------------------------


@handles(f"{LOST_CITY}/lost")
def _lost_in_the_city(g: Game, p: int, source: str) -> None:
    """Held there until a move's die shows 4 to 6 (the Temple's rule: engine.handlers.core.next_move)."""
    g.set(g.state.markers, f"enslaved/{p}", LOST_CITY)
    g.emit("lost", p, LOST_CITY)


def _purchase_pick(keyword: str) -> Handler:
    def pick(g: Game, p: int, source: str) -> None:
        g.push({"kind": "purchase_pick", "p": p, "keyword": keyword})

    return pick


handles(f"{LOST_CITY}/armour")(_purchase_pick("armour"))
handles(f"{LOST_CITY}/weapon")(_purchase_pick("weapon"))


@handles(f"{LOST_CITY}/relic")
def _relic(g: Game, p: int, source: str) -> None:
    deck = guardian.reward_deck(g, EYRIE)
    if g.state.decks[deck]:
        push_draw(g, deck, 1, to="player", p=p)


@rule("purchase_pick")
class PurchasePick(Rule):
    """Any card of the Purchase deck with the keyword, the character's choice."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not PurchasePick.legal(g, f):
            return None
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "take", f"{name}: choose any {f['keyword'].title()} of the Purchase deck")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ch = g.state.players[f["p"]]
        found = dict.fromkeys(base_id(c) for c in g.state.decks["purchase"])
        keyword = f["keyword"]
        return [
            act("take", c)
            for c in found
            if keyword in getattr(g.cat[c], "keywords", ()) and character.allowed(g, ch, c)
        ]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card = take_from_deck(g, "purchase", str(a.args[0]))
        character.receive(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()  # none left to take


# --- the Ice Bridge ------------------------------------------------------------------------------


@handles(ICE_BRIDGE)
def _ice_bridge(g: Game, p: int, source: str) -> None:
    g.push({"kind": "ice_bridge", "p": p, "stage": "ditch"})


@rule("ice_bridge")
class IceBridge(Rule):
    """Followers left behind (``ditch``), then ``done``: 1 die less the Followers still there;
    0 or less kills the character."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["stage"] != "ditch" or not g.state.players[f["p"]].followers:
            return None
        asked = "leave Followers behind before crossing the Ice Bridge, or done"
        return Decision(f["p"], "ditch", asked)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ch = g.state.players[f["p"]]
        followers = [c for c in ch.followers if encounters.may_ditch_follower(g, f["p"], c)]
        return [*(act("ditch", c) for c in followers), act("done")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "ditch":
            character.ditch(g, f["p"], str(a.args[0]))
            return
        IceBridge.advance(g, f)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        if f["stage"] == "ditch":
            g.set(f, "stage", "cross")
            push_roll(g, p, 1, "got", fate=True, why="the Ice Bridge")
            return
        g.pop()
        if f["got"][0] - len(g.state.players[p].followers) <= 0:
            g.emit("ice_breaks", p)
            ch = g.state.players[p]
            lives = ch.lives  # killed outright: every life goes back to the stock
            g.set(ch, "lives", 0)
            g.set(g.state.stock, "lives", g.state.stock["lives"] + lives)
            character.kill(g, p, ICE_BRIDGE)


# --- the Precipice: the cards left fall as the turn ends ------------------------------------------


@handles(PRECIPICE)
def _precipice(g: Game, p: int, source: str) -> None:
    """Only an encounter with the space itself (FAQ Precipice): this handler."""
    g.set(g.state.markers, f"{FALLING}{p}", source)


@hooks.on(points.END_OF_TURN, marked=(FALLING,))
def _fall(g: Game, p: int) -> None:
    space = g.state.markers.get(f"{FALLING}{p}")
    if space is None:
        return
    clear_marker(g, f"{FALLING}{p}")
    for card in g.state.board.get(space, ()):
        character.remove_from_space(g, space, card)
        character.return_card(g, card)
        g.emit("falls", card, space)


# --- the Ruined Mine: a die read off the board ----------------------------------------------------


@handles(RUINED_MINE)
def _ruined_mine(g: Game, p: int, source: str) -> None:
    """Its chart's faces are read off the table's board once each (engine.handlers.core.figures)."""
    g.push({"kind": "figure_chart", "figure": RUINED_MINE, "p": p, "mover": p})
