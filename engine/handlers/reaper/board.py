"""The Reaper's Spells and Strangers that act on the board (card rules; digital rulebook FAQ
"The Reaper Expansion": Cerberus Q2, Leper, Misdirection).

- Misdirection: cast on another character as their turn begins; they roll as usual but the
  caster picks where the roll takes them (``directed_by`` on the move). In the Inner Region
  (FAQ Misdirection) the caster moves them one space forward, or one back toward the Plain of
  Peril, which meets nothing and is not turning back; never on the Crown of Command nor on a
  character who has turned back.
- Displacement: as the turn begins or once the move is over, a face-up Adventure card of the
  caster's Region goes to another space of that Region where no character stands (Cerberus so
  moved no longer guards the Portal: FAQ Cerberus Q2).
- Leper: where he arrives, each character there rolls a die too (1-2: a Follower or 1 life).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, ring, set_marker
from engine.movement import CROWN, PLAIN, inner_distances, land, steps
from engine.spells import spell, turn_frame
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

Targets = list[tuple[Arg, ...]]
LEPER = "adventure/leper"
MISDIRECTION = "spell/misdirection"


def _misdirect_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    f = turn_frame(g)
    if battle is not None or f is None or f["p"] == p:
        return []
    other = g.state.players[f["p"]]
    if not other.alive or other.position == CROWN or other.turned_back:
        return []
    return [(other.character,)]


@spell(MISDIRECTION, "others-turn", targets=_misdirect_targets)
def _misdirection(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    victim = next(c.player for c in g.state.players if c.character == args[0])
    set_marker(g, f"misdirect/{victim}", p)


@hooks.on(points.MOVE_START, marked=("misdirect/",))
def _misdirected(g: Game, f: Frame) -> bool:
    p = f["p"]
    caster = marker(g, f"misdirect/{p}")
    if caster is None:
        return False
    clear_marker(g, f"misdirect/{p}")
    if g.space(g.state.players[p].position).region != "inner":
        g.set(f, "directed_by", caster)
        return False
    forward, back = _inner_ways(g, p)
    if not forward and not back:
        return False
    g.push(
        {
            "kind": "misdirect_inner",
            "p": p,
            "caster": caster,
            "forward": forward,
            "back": back,
            "card": MISDIRECTION,
        }
    )
    return True


def _inner_ways(g: Game, p: int) -> tuple[list[str], list[str]]:
    """The spaces one step forward (as the character may go: past a foe only once beaten,
    onto the Valley of Fire only with a Talisman) and one step back toward the Plain of Peril."""
    ch = g.state.players[p]
    if ch.position == CROWN or ch.turned_back:
        return [], []
    here = g.space(ch.position)
    forward = [] if ch.fighting == ch.position else [s for s in steps(g, p) if g.space(s).region == "inner"]
    back_to = inner_distances(g, PLAIN)
    back = [n for n in here.neighbours if back_to.get(n, 99) < back_to.get(ch.position, 0)]
    return forward, back


@rule("misdirect_inner")
class MisdirectInner(Rule):
    """The caster of Misdirection moves its target one space in the Inner Region."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision:
        name = g.state.players[f["p"]].name
        return Decision(f["caster"], "move", f"Misdirection: move {name} one space forward or one back")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("move", s) for s in (*f["forward"], *f["back"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p, dest = f["p"], str(a.args[0])
        g.pop()
        ch = g.state.players[p]
        if ch.fighting:  # he leaves the foe he had to beat behind (as by turning back)
            g.set(ch, "fighting", None)
            g.journal.delete(g.state.markers, f"foe/{p}")
        if dest in f["forward"]:
            land(g, p, dest)  # met as any move forward
            return
        g.set(ch, "position", dest)
        g.emit("moved", p, dest)
        g.end_turn("moved back by Misdirection: nothing is met")


def _displacement_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if battle is not None:
        return []
    region = g.space(g.state.players[p].position).region
    if region == "inner":
        return []
    taken = {c.position for c in g.state.players if c.alive}
    free = [s for s in ring(g, region) if s not in taken]
    out: Targets = []
    for space, cards in g.state.board.items():
        if g.space(space).region != region:
            continue
        for held in cards:
            if g.cat[base_id(held)].kind == "adventure":
                out += [(held, to) for to in free if to != space]
    return out


@spell("spell/displacement", "own-turn", "after-move", targets=_displacement_targets)
def _displacement(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    held, to = str(args[0]), str(args[1])
    space = next((s for s, on in g.state.board.items() if held in on), None)
    if space is not None:
        character.remove_from_space(g, space, held)
        character.place_on(g, to, held)
        g.emit("card_moves", held, to)


@hooks.on(points.CARD_ARRIVES)
def _leper_arrives(g: Game, card: str, space: str, mover: int) -> None:
    if base_id(card) != LEPER:
        return
    for ch in reversed(g.state.players):
        if ch.alive and ch.position == space:
            g.push({"kind": "leper", "p": ch.player, "card": card, "stage": "touch", "no_move": True})
            push_roll(g, ch.player, 1, "got", fate=True, why="the Leper's touch")
