"""The Highland's Spells (content/data/highland/spells.yaml). The general casting rules are in
``engine.spells``; each Spell below registers its moments and targets there.

- Eyes of the Hawk: cast once the move's die is rolled (``use SPELL`` among the moves): the
  character may then stop on any space from 1 up to the number rolled.
- Lightning Bolt: the character it strikes can do nothing more this turn: if it is his own turn,
  the turn ends at once; another character casts no Spell until the turn is over.
- Lightning Strike: cast on a space where a character stands or an Enemy lies; until the turn
  ends, a creature fought on that space may be evaded.
- Mind Steal: cast on another character who holds Spells; the caster looks through them and takes
  the one he likes.
- Simulacrum: cast by either fighter as a battle or a psychic combat is prepared; an attack score
  below the foe's is then a stand-off for him, not a defeat.
- Soul Shatter: cast on the foe of a psychic combat about to be fought (by either fighter): a
  creature is killed (an Enemy kept as a trophy, as if beaten), a character loses 2 lives: the
  fight goes on while he lives; killed, it is over and his killer may take his things from the
  space (``combat.lives_lost_before_the_rolls``).
- Syphon Craft: cast as another character's turn begins, on him, when he holds a Craft counter:
  he loses 1 Craft, the caster gains 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, combat, hooks, points, spells
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, set_marker
from engine.movement import barred, destinations
from engine.spells import battle_flag, creature_battle, in_inner, is_enemy, spell, turn_frame
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ANY_TIME = ("own-turn", "battle", "others-turn")
Targets = list[tuple[Arg, ...]]
SOUL_LIVES = 2
PREPARING = ("prepare", "defend")  # a battle's stages before the dice
HAWK = "spell/eyes-of-the-hawk"
HAWK_MARK = "hawk/"  # marker ``hawk/<p>``: this move may stop short
STRIKE = "lightning-strike"  # marker: the spaces struck this turn
STUNNED = "stunned/"  # marker ``stunned/<p>``: he does nothing more this turn


def _by_id(g: Game, character_id: Arg) -> int:
    return next(c.player for c in g.state.players if c.character == character_id)


def _preparing(battle: Frame | None) -> bool:
    return battle is not None and battle.get("kind") == "battle" and battle.get("stage") in PREPARING


def _foe_of(battle: Frame, p: int) -> int | None:
    """The character ``p`` fights in this battle (None: a creature, or he is not in it)."""
    if p == battle["p"]:
        opp: int | None = battle.get("opponent")
        return opp
    return battle["p"] if p == battle.get("opponent") else None


# --- Mind Steal -------------------------------------------------------------------------------


def _mind_steal_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [(ch.character,) for ch in g.state.players if ch.player != p and ch.alive and ch.spells]


@spell("spell/mind-steal", *ANY_TIME, targets=_mind_steal_targets)
def _mind_steal(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    g.push({"kind": "mind_steal", "p": p, "from": _by_id(g, args[0])})


@rule("mind_steal")
class MindSteal(Rule):
    """The caster takes one of the other character's Spells, his choice."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.players[f["from"]].spells:
            return None
        return Decision(f["p"], "take", f"take one of {g.player(f['from']).name}'s Spells")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        held = g.state.players[f["from"]].spells
        return [act("take", c) for c in dict.fromkeys(held)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        taken = str(a.args[0])
        character.release(g, f["from"], taken)
        character.receive(g, f["p"], taken)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()  # nothing left to take


# --- Syphon Craft -----------------------------------------------------------------------------


def _syphon_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    turn, top = turn_frame(g), g.state.stack[-1] if g.state.stack else None
    if turn is None or top is None or turn["p"] == p:
        return []
    if top["kind"] != "spell_window" and not (top is turn and turn["stage"] == "begin"):
        return []  # (the window is asked for before it opens: the turn frame on top)
    ch = g.state.players[turn["p"]]
    return [(ch.character,)] if ch.alive and not ch.is_toad and ch.craft >= 1 else []


@spell("spell/syphon-craft", "others-turn", targets=_syphon_targets)
def _syphon_craft(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if character.lose(g, _by_id(g, args[0]), "craft", 1):
        character.gain(g, p, "craft", 1)


# --- Simulacrum -------------------------------------------------------------------------------


def _simulacrum_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if not _preparing(battle) or battle is None or p not in (battle["p"], battle.get("opponent")):
        return []
    return [] if p in battle.get("simulacrum", ()) else [()]


@spell("spell/simulacrum", "battle", targets=_simulacrum_targets)
def _simulacrum(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if battle is not None:
        battle_flag(g, battle, "simulacrum", [*battle.get("simulacrum", ()), p])


@hooks.on(points.OUTCOME)
def _no_defeat(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    """A Simulacrum's caster whose score is the lower has a stand-off instead."""
    cast = f.get("simulacrum")
    if not cast:
        return scores
    mine, theirs = scores
    if f["p"] in cast and mine < theirs:
        return mine, mine
    if f.get("opponent") in cast and theirs < mine:
        return theirs, theirs
    return scores


# --- Soul Shatter -----------------------------------------------------------------------------


def _soul_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if not _preparing(battle) or battle is None or battle["stat"] != "craft":
        return []
    if creature_battle(battle):
        return [("creature",)] if battle["p"] == p and not in_inner(g, battle) else []
    foe = _foe_of(battle, p)
    return [] if foe is None else [(g.state.players[foe].character,)]


@spell("spell/soul-shatter", "battle", targets=_soul_targets)
def _soul_shatter(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if battle is None:
        return
    if args[0] == "creature":
        combat.kill_by_spell(g, p, battle, card)
        return
    combat.lives_lost_before_the_rolls(g, battle, _by_id(g, args[0]), SOUL_LIVES, card)


# --- Lightning Strike -------------------------------------------------------------------------


def _strike_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    struck = g.state.markers.get(STRIKE, ())
    spaces = [ch.position for ch in g.state.players if ch.alive]
    spaces += [space for space, on in g.state.board.items() if any(is_enemy(g, c) for c in on)]
    return [(s,) for s in dict.fromkeys(spaces) if s not in struck]


@spell("spell/lightning-strike", *ANY_TIME, targets=_strike_targets)
def _lightning_strike(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    set_marker(g, STRIKE, [*g.state.markers.get(STRIKE, ()), str(args[0])])


@hooks.on(points.BATTLE_OPTIONS, marked=(STRIKE,))
def _evade_the_struck(g: Game, f: Frame) -> list[Action]:
    if f.get("stage") != "prepare" or not creature_battle(f) or f.get("can_evade"):
        return []
    if f.get("source") not in g.state.markers.get(STRIKE, ()) or f.get("source") in g.board.unevadable:
        return []
    return [act("evade")]


# --- Lightning Bolt ---------------------------------------------------------------------------


def _bolt_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    players = g.state.players
    return [(ch.character,) for ch in players if ch.player != p and ch.alive and not _stunned(g, ch.player)]


def _stunned(g: Game, p: int) -> bool:
    return bool(g.state.markers.get(f"{STUNNED}{p}"))


@spell("spell/lightning-bolt", *ANY_TIME, targets=_bolt_targets)
def _lightning_bolt(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    q = _by_id(g, args[0])
    g.emit("stunned", q)
    turn = turn_frame(g)
    if turn is not None and turn["p"] == q:
        g.end_turn("stunned by a Lightning Bolt")
        return
    set_marker(g, f"{STUNNED}{q}", True)


@hooks.on(points.CANNOT_CAST, marked=(STUNNED,))
def _no_casting(g: Game, p: int) -> bool:
    return _stunned(g, p)


# --- Eyes of the Hawk -------------------------------------------------------------------------


def _move_frame(g: Game, p: int) -> Frame | None:
    top = g.state.stack[-1] if g.state.stack else None
    if top is not None and top["kind"] == "move" and top["p"] == p and top["stage"] == "choose":
        return top
    return None


def _hawk_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    move = _move_frame(g, p)
    return [()] if move is not None and not move.get("hawk") and "directed_by" not in move else []


@spell(HAWK, "movement", targets=_hawk_targets)
def _eyes_of_the_hawk(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    move = next((f for f in reversed(g.state.stack) if f["kind"] == "move" and f["p"] == p), None)
    if move is not None:
        g.set(move, "hawk", True)
        set_marker(g, f"{HAWK_MARK}{p}", True)


@hooks.on(points.MOVE_OPTIONS, held=(HAWK,))
def _hawk_option(g: Game, f: Frame) -> list[Action]:
    casts = spells.cast_actions(g, f["p"], "movement")
    return [Action("use", (str(a.args[0]),)) for a in casts if base_id(str(a.args[0])) == HAWK]


@hooks.on(points.MOVE_USE)
def _hawk_use(g: Game, f: Frame, a: Action) -> bool:
    if not a.args or base_id(str(a.args[0])) != HAWK:
        return False
    spells.cast(g, f["p"], act("cast", str(a.args[0])))
    return True


@hooks.on(points.MOVE_REACH, marked=(HAWK_MARK,))
def _short(g: Game, f: Frame, found: dict[str, str | None]) -> dict[str, str | None]:
    if not f.get("hawk"):
        return found
    start = g.state.players[f["p"]].position
    closed = barred(g)
    out: dict[str, str | None] = {}
    for count in range(1, f["roll"][0] + 1):
        for space, how in destinations(g, start, count, closed).items():
            if space not in out or (out[space] is not None and how is None):
                out[space] = how  # a plain way there beats crossing the bridge or the Portal
    return out or found


# --- what lasts until the turn ends ----------------------------------------------------------


@hooks.on(points.END_OF_TURN, marked=(STRIKE, STUNNED, HAWK_MARK))
def _turn_over(g: Game, p: int) -> None:
    for key in [k for k in g.state.markers if k == STRIKE or k.startswith((STUNNED, HAWK_MARK))]:
        clear_marker(g, key)
