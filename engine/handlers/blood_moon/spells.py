"""The Blood Moon's ten Spells (content/data/blood-moon/spells.yaml), cast by the general rules
of ``engine.spells`` (Reanimate and Haunting Poltergeist, which leave a card in play:
blood_moon_risen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.combat import attack_roll
from engine.frames import Frame
from engine.handlers.blood_moon.moon import DAY, NIGHT, become_lycanthrope, flip
from engine.handlers.blood_moon.steps import roll_on_werewolf_chart
from engine.spells import creature_battle, in_inner, spell, turn_frame
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Arg

if TYPE_CHECKING:
    from engine.rules_api import Game

Targets = list[tuple[Arg, ...]]
FERAL = "feral-hunger"  # marker: at Night every creature's attack roll is a 6 until the caster's turn


def _whose_turn(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    """A Spell cast on a character as their turn starts: the one whose turn it is."""
    f = turn_frame(g)
    return [(g.state.players[f["p"]].character,)] if f is not None and battle is None else []


def _by_id(g: Game, character_id: Arg) -> int:
    return next(c.player for c in g.state.players if c.character == character_id)


@spell("spell/benediction", "own-turn", "others-turn", targets=_whose_turn)
def _benediction(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """2 lives, 4 by Day (gained: they may go above the life value)."""
    character.gain(g, _by_id(g, args[0]), "lives", 4 if g.state.time == DAY else 2)


@spell("spell/curse-of-the-werewolf", "own-turn", "others-turn", targets=_whose_turn)
def _curse(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    victim = _by_id(g, args[0])
    if g.state.players[victim].lycanthrope:
        roll_on_werewolf_chart(g, victim)
    else:
        become_lycanthrope(g, victim)


@spell("spell/solstice-ritual", "own-turn", "battle", "others-turn", "after-move", "end-turn")
def _solstice(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    flip(g)


@spell("spell/burial-rites", "own-turn")
def _burial_rites(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """Pray as at the Chapel by Day, as at the Graveyard at Night (the data's steps)."""
    push_steps(g, p, list(g.cat["spell/burial-rites"].effect), card)


def _enemy_battle(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    ok = creature_battle(battle) and battle is not None and battle.get("enemies") and not in_inner(g, battle)
    return [()] if ok else []


@spell("spell/drain-life", "battle", targets=_enemy_battle)
def _drain_life(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The Enemies about to be met are discarded; heal as many lives as their Strength or Craft."""
    assert battle is not None
    value = 0
    for enemy in battle["enemies"]:
        comp = g.cat[base_id(enemy)]
        value += getattr(comp, battle["stat"]) or 0
        character.remove_from_space(g, battle["source"], enemy)
        character.return_card(g, enemy)
    character.heal(g, p, value)
    g.emit("drained", p, value)
    stack = g.state.stack  # nothing left to fight: the battle is over before it began
    at = next(i for i, fr in enumerate(stack) if fr is battle)
    g.journal.set(g.state, "stack", [*stack[:at], *stack[at + 1 :]])


def _creature_fight(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [()] if creature_battle(battle) else []


@spell("spell/feral-hunger", "battle", targets=_creature_fight)
def _feral_hunger(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if battle is not None:
        g.set(battle, "creature_six", True)
    if g.state.time == NIGHT:
        g.set(g.state.markers, FERAL, p)


@hooks.on(points.CREATURE_SCORE)
@hooks.label("Feral Hunger")
def _sixes(g: Game, f: Frame, score: int) -> int:
    """Feral Hunger: the creature's attack roll counts as a 6."""
    if "opponent" in f or not f.get("theirs") or not (f.get("creature_six") or FERAL in g.state.markers):
        return score
    return score + 6 - attack_roll(f["theirs"])


@hooks.on(points.END_OF_TURN, marked=(FERAL,))
def _feral_ends(g: Game, p: int) -> None:
    """The Night's hunger lasts until the caster's next turn starts (dropped at the end of the
    turn before it, so no creature of that turn is affected)."""
    caster = g.state.markers.get(FERAL)
    if caster is not None and (caster + len(g.state.players) - 1) % len(g.state.players) == p:
        g.journal.delete(g.state.markers, FERAL)


def _spirits(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    out: Targets = []
    for lying in g.state.board.values():
        for c in lying:
            comp = g.cat[base_id(c)]
            if isinstance(comp, AdventureCard) and comp.is_enemy and comp.subtype == "spirit":
                out.append((c,))
    return out


@spell("spell/exorcise", "after-move", targets=_spirits)
def _exorcise(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """A Spirit anywhere is discarded; by Day the caster keeps it as a trophy."""
    target = str(args[0])
    for space, lying in list(g.state.board.items()):
        if target in lying:
            character.remove_from_space(g, space, target)
            if g.state.time == DAY:
                character.receive(g, p, target)
            else:
                character.return_card(g, target)
