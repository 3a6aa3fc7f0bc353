"""The Dungeon's cards and abilities that change a move (card texts; digital rulebook FAQ
"Torch", "Grim Reaper" Q2).

- A second die, one kept (the Amazon's ability; the Torch in the Dungeon, but not in the Hall of
  Darkness: FAQ Torch): as the move is chosen, ``use`` the card or the character throws a second
  die, then keeps either. (Rolled one after the other, the player who wants two dice always
  throws the second: the same as throwing both at once.) The die kept is the move's; the Grim
  Reaper moves only if it is a 1 (FAQ Grim Reaper Q2).
- Amulet of Speed: a move's die of 1 may be rolled again (for nothing); on a 6 the holder may
  instead discard the Amulet and teleport to any other space of his Region (and meet it).
- Weighted Dice: in place of rolling the move's die (asked before it is rolled) or his attack
  roll (as the battle is prepared), the holder sets that die to the number he likes; then the
  Dice are discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.chance import push_roll
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import ring
from engine.movement import barred, land
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TORCH = "dungeon/torch"
AMULET = "dungeon/amulet-of-speed"
WEIGHTED = "dungeon/weighted-dice"
TWO_DICE = "two-dice-move"  # the Amazon's ability
DUNGEON = "dungeon"  # the region the Torch lights
DARK = "space/dungeon/hall-of-darkness"  # where it does not (FAQ Torch)


def _held(g: Game, p: int, kind: str) -> str | None:
    return next((c for c in g.state.players[p].objects if base_id(c) == kind), None)


def _second_die(g: Game, p: int) -> str | None:
    """What lets ``p`` throw a second die for his move now: a Torch (named) or his ability (his
    character's id), or None."""
    if has_ability(g, p, TWO_DICE):
        return g.state.players[p].character
    here = g.state.players[p].position
    torch = _held(g, p, TORCH)
    if torch and g.board.original(here) != DARK and g.spaces[here].region == DUNGEON:
        return torch
    return None


@hooks.on(points.MOVE_OPTIONS, held=(TORCH, AMULET), abilities=(TWO_DICE,))
def _options(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    out = []
    means = _second_die(g, p)
    if means and not f.get("second_die"):
        out.append(act("use", means))
    amulet = _held(g, p, AMULET)
    if amulet and f["roll"][0] == 1 and not f.get("amulet_rerolled"):
        out.append(act("use", amulet))
    if amulet and f["roll"][0] == 6:
        out += [act("use", amulet, s) for s in _region_spaces(g, p)]
    return out


def _region_spaces(g: Game, p: int) -> list[str]:
    here = g.state.players[p].position
    closed = barred(g)
    return [s for s in ring(g, g.spaces[here].region) if s != here and s not in closed]


@hooks.on(points.MOVE_USE)
def _use(g: Game, f: Frame, a: Action) -> bool:
    p, what = f["p"], str(a.args[0])
    kind = base_id(what)
    if what == _second_die(g, p) and not f.get("second_die"):
        g.set(f, "second_die", True)
        g.emit("uses", p, what)
        g.push({"kind": "keep_a_die", "p": p, "first": f["roll"][0]})
        push_roll(g, p, 1, "second", fate=False, why="a second die for the move")
        return True
    if kind == AMULET and what in g.state.players[p].objects:
        if len(a.args) == 1:  # a 1 rolled again
            g.set(f, "amulet_rerolled", True)
            g.emit("uses", p, what)
            push_roll(g, p, 1, "roll", fate=False, why="movement (the Amulet of Speed)")
        else:  # a 6: the teleport
            character.discard(g, p, what)
            g.emit("moves_by", p, "amulet-of-speed")
            land(g, p, str(a.args[1]))
        return True
    return False


# --- Weighted Dice ------------------------------------------------------------------------------


@hooks.on(points.MOVE_START, held=(WEIGHTED,))
def _weighted_move(g: Game, f: Frame) -> bool:
    p = f["p"]
    ch = g.state.players[p]
    dice = _held(g, p, WEIGHTED)
    if not dice or f.get("weighed") or ch.toad_turns or ch.position in g.board.stepped:
        return False
    g.set(f, "weighed", True)
    g.push({"kind": "weighted_move", "p": p, "dice": dice})
    return True


@rule("weighted_move")
class WeightedMove(Rule):
    """Set the move's die with the Weighted Dice (``use DICE N``), or ``begin`` to roll it."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "instead", "set the move's die with the Weighted Dice, or begin to roll it")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [*(act("use", f["dice"], n) for n in range(1, 7)), act("begin")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "begin":
            return
        p = f["p"]
        character.discard(g, p, f["dice"])
        g.emit("uses", p, f["dice"])
        move = g.top
        g.set(move, "roll", [int(a.args[1])])
        g.set(move, "rerolled", True)  # (a die set: no fate to roll it again)
        g.set(move, "stage", "choose")


@hooks.on(points.BATTLE_OPTIONS, held=(WEIGHTED,))
def _weighted_attack(g: Game, f: Frame) -> list[Action]:
    dice = _held(g, f["p"], WEIGHTED)
    return [act("use", dice, n) for n in range(1, 7)] if dice and "set_roll" not in f else []


@hooks.on(points.BATTLE_USE)
def _weighted_set(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if base_id(card) != WEIGHTED or len(a.args) < 2 or card not in g.state.players[f["p"]].objects:
        return False
    character.discard(g, f["p"], card)
    g.emit("uses", f["p"], card)
    g.set(f, "set_roll", int(a.args[1]))
    g.set(f, "rerolled", True)  # (no fate to roll a die set)
    return True


@hooks.on(points.ATTACK_BONUS)
@hooks.label("Weighted Dice")
def _set_roll(g: Game, f: Frame, p: int) -> int:
    """The attack roll set with the Weighted Dice counts, whatever the die thrown showed."""
    if p != f["p"] or "set_roll" not in f or not f.get("mine"):
        return 0
    return int(f["set_roll"]) - int(max(f["mine"]))


@rule("keep_a_die")
class KeepADie(Rule):
    """Two dice for the move: the player keeps either (the same number twice: nothing to ask)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["first"] == f["second"][0]:
            return None
        name = g.state.players[f["p"]].name
        return Decision(
            f["p"], "keep_die", f"{name}: the dice show {f['first']} and {f['second'][0]}: keep one"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", f["first"]), act("choose", f["second"][0])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        g.set(g.top, "roll", [int(a.args[0])])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


cards.PLAYED.update(
    {
        TORCH: "dungeon cards_moves: move_options (a second die, one kept)",
        "character/amazon/two-dice-move": "dungeon cards_moves: move_options (a second die, one kept)",
        AMULET: "dungeon cards_moves: move_options (a 1 again, a 6's teleport)",
        WEIGHTED: "dungeon cards_moves: move_start, battle_options (a die set)",
    }
)
