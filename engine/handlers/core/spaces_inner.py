"""Inner Region spaces whose instructions need code (core rulebook, "Encountering a Space in
the Inner Region" and "The Crown of Command"; digital rulebook FAQ, Crown of Command).

- Vampire's Tower: the die says how many lives the Vampire takes (the data's table); each
  Follower discarded first takes the place of one life.
- Pits: a die gives the number of Pit Fiends, fought one by one. A defeat or stand-off ends
  the turn and the ones left wait (marker ``pits/<p>``): next turn fight on or turn back.
  Beating the last ends the turn. A new landing rolls afresh.
- Death: two dice for the character (fate rerolls one of them), two for Death. Higher: done;
  equal: dice again next turn; lower: a life lost and dice again next turn.
- Crown of Command: alone there, the character must cast the Command Spell: the data's roll,
  whose 4-6 row names this code (not as a Toad, FAQ Q4; Craft does not matter, Q3). The
  easier-Command-Spell option rolls in ``engine.handlers.core.alternative_rules`` and calls it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.steps import parse_range
from engine import cards, character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, plain, set_marker
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

VAMPIRE = "space/inner/vampires-tower"
PITS = "space/inner/pits"
DEATH = "space/inner/death"
CROWN = "space/inner/crown-of-command"

cards.TAKES_OVER.update({VAMPIRE, PITS})


def _table_row(g: Game, space: str, total: int) -> list[dict[str, Any]]:
    """The steps of the space's first roll table for this total."""
    roll = next(s["roll"] for s in g.space(space).effect if "roll" in s)
    for key, steps in roll["table"].items():
        low, high = parse_range(key) or (0, -1)
        if low <= total <= high:
            row: list[dict[str, Any]] = plain(steps)
            return row
    return []


# --------------------------------------------------------------------------- Vampire's Tower


@handles(VAMPIRE)
def _vampire(g: Game, p: int, source: str) -> None:
    g.push({"kind": "vampire", "p": p})


@rule("vampire")
class Vampire(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f.get("owed") and g.state.players[f["p"]].followers:
            return Decision(
                f["p"], "vampire", f"{f['owed']} lives to lose: discard Followers instead, then done"
            )
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in g.state.players[f["p"]].followers] + [act("done")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            Vampire.bite(g, f)
            return
        character.discard(g, f["p"], str(a.args[0]))
        g.set(f, "owed", f["owed"] - 1)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=True, why="the Vampire's bite")
        elif "owed" not in f:
            row = _table_row(g, VAMPIRE, f["got"][0])
            g.set(f, "owed", sum(s["lose"]["lives"] for s in row if "lose" in s))
        else:
            Vampire.bite(g, f)

    @staticmethod
    def bite(g: Game, f: Frame) -> None:
        g.pop()
        character.lose_life(g, f["p"], f["owed"], VAMPIRE)


# --------------------------------------------------------------------------- Pits


@handles(PITS)
def _pits(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    clear_marker(g, f"foe/{p}")  # the Pit Fiends are counted here, not as one kept foe
    left = marker(g, f"pits/{p}") if ch.fighting == PITS else None
    frame = {"kind": "pits", "p": p}
    if left:
        frame["left"] = left
    g.push(frame)


@rule("pits")
class Pits(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        ch = g.state.players[p]
        if "left" not in f:
            if "got" not in f:
                push_roll(g, p, 1, "got", fate=True, why="how many Pit Fiends")
                return
            fiends = [s["fight"] for s in _table_row(g, PITS, f["got"][0]) if "fight" in s]
            g.set(f, "left", len(fiends))
        elif f.get("fighting"):  # the battle frame is gone and the character alive: he won
            g.set(f, "fighting", False)
            g.set(f, "left", f["left"] - 1)
        if f["left"] <= 0:
            g.pop()
            clear_marker(g, f"pits/{p}")
            if ch.fighting:
                g.set(ch, "fighting", None)
            g.emit("pits_cleared", p)
            g.end_turn("the last Pit Fiend is beaten")
            return
        fiend = next(s["fight"] for s in _table_row(g, PITS, 1) if "fight" in s)
        set_marker(g, f"pits/{p}", f["left"])
        g.set(ch, "fighting", PITS)
        g.set(f, "fighting", True)
        g.push(
            {
                "kind": "battle",
                "p": p,
                "stat": "strength",
                "creature": fiend,
                "stage": "prepare",
                "source": PITS,
            }
        )


# --------------------------------------------------------------------------- Death


@handles(DEATH)
def _death(g: Game, p: int, source: str) -> None:
    g.push({"kind": "death", "p": p})


@rule("death")
class Death(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        if "mine" not in f:
            at = len(g.state.stack) - 1
            push_roll(g, p, 2, "theirs", fate=False, why="Death's dice", at=at)
            push_roll(g, p, 2, "mine", fate=True, why="dicing with Death", at=at)
            return
        g.pop()
        mine, theirs = sum(f["mine"]), sum(f["theirs"])
        g.emit("dice_with_death", p, mine, theirs)
        ch = g.state.players[p]
        if mine > theirs:
            if ch.fighting:
                g.set(ch, "fighting", None)
            g.emit("beat", p, "Death")
            return
        if mine < theirs:
            character.lose_life(g, p, 1, DEATH)
            if not ch.alive:
                return
        g.set(ch, "fighting", DEATH)  # dice with Death again next turn (or turn back)
        g.end_turn("dicing with Death goes on")


# --------------------------------------------------------------------------- Crown of Command


@handles(CROWN)
def command_spell(g: Game, p: int, source: str = CROWN) -> None:
    cast_command_spell(g, p)


def cast_command_spell(g: Game, p: int, *, turned: tuple[int, ...] | None = None) -> None:
    """The Command Spell has worked (the data's roll, or the easier option's): every other
    character loses a life; one killed now is out of the game. A Toad casts nothing (FAQ Q4).
    Characters may first turn it back (hook ``command_answers``: The Reaper's Reflection, then
    called again with ``turned``): the caster loses their life instead."""
    if g.state.players[p].is_toad:
        g.emit("no_command_spell", p, "a Toad cannot cast it")
        return
    if turned is None and hooks.first(points.COMMAND_ANSWERS, g, p):
        return
    g.emit("command_spell", p)
    proof = g.hooks_in_play[points.COMMAND_PROOF]  # (The Dungeon's Magic Shell)
    for other in g.state.players:
        if other.player != p and other.alive and other.player not in (turned or ()):
            if proof and hooks.first(points.COMMAND_PROOF, g, other.player):
                g.emit("spell_proof", other.player, "command spell")
                continue
            character.lose_life(g, other.player, 1, "command spell")
    for _ in turned or ():
        if g.state.players[p].alive:
            character.lose_life(g, p, 1, "command spell")
    rivals = [c for c in g.state.players if c.player != p and not c.out]
    if not rivals and g.state.players[p].alive:
        g.set(g.state, "winner", p)
        g.emit("wins", p)
