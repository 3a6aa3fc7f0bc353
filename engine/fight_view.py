"""The fight in progress, read without changing anything: both sides, every part of their
attack values named, the dice thrown so far, and the attack score each roll would give.

Core rulebook "Battles" and "Psychic Combat": attack score = attack roll + Strength (Craft),
Objects and Followers adding theirs (only the best Weapon); Blood Moon "Time Card": by Day a
creature's score is 1 lower (never below 1), by Night 1 higher, for each Enemy. The values are
the engine's own (``engine.combat.score`` and ``creature_score``); the parts name where they
come from, and a part the engine adds that this module cannot name is "other effects".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import character, combat, hooks, points
from engine.sheet import OTHER, Part, stat_parts, with_rest
from engine.state import base_id

if TYPE_CHECKING:
    from engine.frames import Frame
    from engine.game import Game

FACES = (1, 2, 3, 4, 5, 6)
__all__ = ["OTHER", "Fight", "Part", "Side", "current_fight"]


@dataclass(frozen=True)
class Side:
    """One side of the fight: a character (``player``) or the creatures (``player`` None)."""

    name: str
    player: int | None
    parts: tuple[Part, ...]  # the attack value, part by part
    dice: int  # dice thrown for the attack roll; the best counts
    thrown: tuple[int, ...]  # dice thrown so far for the attack roll (the latest roll)
    roll: int | None  # the attack roll, once all its dice are in
    score: int | None  # the engine's attack score for that roll
    scores: tuple[int, ...]  # the attack score an attack roll of 1 to 6 would give
    notes: tuple[str, ...] = ()  # what is no number added: "its die does not count"

    @property
    def value(self) -> int:
        return sum(p.value for p in self.parts)


@dataclass(frozen=True)
class Fight:
    """A battle or psychic combat: the attacker (whose turn it is) and the defender."""

    stat: str  # "strength" or "craft"
    attacker: Side
    defender: Side
    stage: str  # see ``_stage``
    rerolled: bool  # the attacker paid fate to roll again
    armour: int | None = None  # during an Armour save: the roll that keeps the life
    armour_roll: int | None = None  # ... and the die rolled for it, once rolled


def current_fight(g: Game) -> Fight | None:
    """The fight the game is in now, or None (no battle on the stack)."""
    at = next(
        (i for i in range(len(g.state.stack) - 1, -1, -1) if g.state.stack[i]["kind"] == "battle"), None
    )
    if at is None or g.state.stack[at]["stage"] == "over":  # (its creatures killed by a Spell)
        return None
    f = g.state.stack[at]
    p, opp = int(f["p"]), f.get("opponent")
    attacker = _character_side(g, f, at, p, "mine")
    if opp is not None:
        defender = _character_side(g, f, at, int(opp), "theirs")
    else:
        defender = _creature_side(g, f, at)
    return Fight(
        stat=str(f["stat"]),
        attacker=attacker,
        defender=defender,
        stage=_stage(g, f, at),
        rerolled=bool(f.get("rerolled")),
        armour=int(f["needs"]) if f.get("stage") in ("armour", "reward_armour") and "needs" in f else None,
        armour_roll=_save_roll(g, at),
    )


def _save_roll(g: Game, at: int) -> int | None:
    top = g.state.stack[-1]
    if top["kind"] == "roll" and top.get("at") == at and top.get("into") == "save" and top["got"]:
        return int(top["got"][-1])
    return None


def _stage(g: Game, f: Frame, at: int) -> str:
    """``choose`` (cast, evade or fight), ``attacker's die``, ``defender's die``, ``fate``
    (pay to roll again?), ``armour`` (a save roll), ``armour fate`` (pay to roll it again?),
    ``reward`` (the winner takes), or ``other`` (something else is asked first, e.g. a
    Spell's target)."""
    top = g.state.stack[-1]
    if top is f:
        stage = str(f["stage"])
        return {"prepare": "choose", "defend": "choose"}.get(stage, stage)
    if top["kind"] == "roll" and top.get("at") == at:
        into = top.get("into")
        if into == "mine":
            return "attacker's die"
        if into == "theirs":
            return "defender's die"
        if into == "save":  # the Armour's roll, then maybe a fate to roll it again
            return "armour" if len(top["got"]) < top["dice"] else "armour fate"
    return "other"


def _thrown(g: Game, f: Frame, at: int, into: str) -> tuple[tuple[int, ...], bool]:
    """The dice thrown for one side's attack roll, and whether that roll is complete."""
    top = g.state.stack[-1]
    if top["kind"] == "roll" and top.get("at") == at and top.get("into") == into:
        return tuple(int(d) for d in top["got"]), False
    got = f.get(into)
    return (tuple(int(d) for d in got), True) if isinstance(got, (list, tuple)) and got else ((), False)


def _character_side(g: Game, f: Frame, at: int, p: int, into: str) -> Side:
    thrown, done = _thrown(g, f, at, into)
    roll = combat.attack_roll(list(thrown)) if done else None
    assassinated = p == f.get("opponent") and bool(f.get("assassinate"))
    plain = {k: v for k, v in f.items() if k != into}  # (before his die: what a hook reads of it)
    value = combat.score(g, p, plain, 0) + (_assassin_cut(f) if assassinated else 0)
    parts = with_rest(_character_parts(g, plain, p), value)
    if assassinated:
        scores = tuple(value for _ in FACES)
        notes: tuple[str, ...] = ("the die does not count (Assassin)",)
    else:  # each face as the engine scores it (a hook may read the die: the Lurking Horror)
        scores = tuple(combat.score(g, p, {**plain, into: [r]}, r) for r in FACES)
        notes = _die_rules(g, plain, p, into)
    score = None if roll is None else combat.score(g, p, f, roll)
    dice = combat.attack_dice(g, f, p)
    return Side(g.state.players[p].name, p, parts, dice, thrown, roll, score, scores, notes)


def _die_rules(g: Game, f: Frame, p: int, into: str) -> tuple[str, ...]:
    """Notes for the labelled attack bonuses that read the character's own die (the Lurking
    Horror at Night takes it away): not parts of the value, since they change with the die."""
    out = []
    for fn in g.hooks_in_play[points.ATTACK_BONUS]:
        low, high = (int(fn(g, {**f, into: [r]}, p)) for r in (1, 6))
        if low != high and fn in hooks.LABELS:
            out.append(f"the die does not count ({_said(g, fn, '')})" if low == -1 and high == -6 else
                       f"the die changes it ({_said(g, fn, '')})")  # fmt: skip
    return tuple(out)


def _assassin_cut(f: Frame) -> int:
    """What the engine takes off an assassinated character's score once his die is in."""
    return max(int(d) for d in f["theirs"]) if f.get("theirs") else 0


def _creature_side(g: Game, f: Frame, at: int) -> Side:
    stat = str(f["stat"])
    if "creature" in f:
        name = str(f["creature"].get("name", "the creature"))
        parts = [Part(stat.title(), int(f["creature"][stat]))]
    else:
        names = [g.cat[base_id(c)].name for c in f["enemies"]]
        name = _and(names)
        values = [int(getattr(g.cat[base_id(c)], stat) or 0) for c in f["enemies"]]
        parts = (
            [Part(stat.title(), values[0])]
            if len(values) == 1
            else [Part(n, v) for n, v in zip(names, values, strict=True)]
        )
    if f.get("source") in combat.RUNES:
        parts.append(Part("Runes", combat.RUNES_BONUS))
    parts += _score_parts(g, f, name)
    thrown, done = _thrown(g, f, at, "theirs")
    roll = combat.attack_roll(list(thrown)) if done else None
    score = None if roll is None else combat.creature_score(g, f, roll)
    notes: list[str] = []
    # without the die thrown: Feral Hunger's 6 is a note, not a part of the value
    plain = {k: v for k, v in f.items() if k not in ("preserved", "assassinate", "theirs")}
    if f.get("assassinate"):
        notes.append("its die does not count (Assassin)")
        value = sum(x.value for x in parts)
        scores = tuple(score if score is not None else max(1, value) for _ in FACES)
    else:
        scores = tuple(combat.creature_score(g, plain, r) for r in FACES)
        value = scores[-1] - FACES[-1]  # the Day floor of 1 never bites on a 6
    if f.get("preserved"):
        notes.append("it cannot be killed (Preservation)")
    if f.get("evadable") is False:  # a region's keeper (its handler's battle frame)
        notes.append("it cannot be evaded")
    if f.get("alone"):
        notes.append("only the character fights it: no Follower, Spell or Object in his place")
    notes += _die_notes(g, f)
    return Side(name, None, with_rest(tuple(parts), value), 1, thrown, roll, score, scores, tuple(notes))


def _score_hooks(g: Game) -> list[Callable[..., Any]]:
    """The ``creature_score`` hooks this game runs that say what they stand for (``hooks.label``)."""
    return [fn for fn in g.hooks_in_play[points.CREATURE_SCORE] if fn in hooks.LABELS]


def _said(g: Game, fn: Callable[..., Any], name: str) -> str:
    label = hooks.LABELS[fn]
    return label(g) if callable(label) else label.format(name=name)


def _score_parts(g: Game, f: Frame, name: str) -> list[Part]:
    """What each labelled hook adds to a creature's attack value before its die is in (Day and
    Night, a foe's own rule), one part each."""
    plain = {k: v for k, v in f.items() if k != "theirs"}
    parts = []
    for fn in _score_hooks(g):
        added = int(fn(g, plain, 100)) - 100  # (far from any floor of 1)
        if added:
            parts.append(Part(_said(g, fn, name), added))
    return parts


def _die_notes(g: Game, f: Frame) -> list[str]:
    """A labelled hook that changes the score only once the die is in, making any die a 6
    (Feral Hunger): a note, not a part of the value."""
    plain = {k: v for k, v in f.items() if k != "theirs"}
    notes = []
    for fn in _score_hooks(g):
        before = int(fn(g, plain, 100)) - 100
        with_one = int(fn(g, {**plain, "theirs": [1]}, 101)) - 101
        if with_one - before == 5:
            notes.append(f"its die counts as a 6 ({_said(g, fn, '')})")
    return notes


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _character_parts(g: Game, f: Frame, p: int) -> tuple[Part, ...]:
    ch = g.state.players[p]
    parts = stat_parts(g, ch, str(f["stat"]), battle=True)  # the Weapons count in battle
    mine = p == f["p"]  # the attacker; else the attacked character
    bonus = int(f.get("bonus" if mine else "defender_bonus", 0))
    psionic = f.get("psionic" if mine else "def_psionic")
    parts.append(Part("Psionic Blast" if psionic else "a Spell", bonus))
    for fn in hooks.HOOKS.get(points.ATTACK_BONUS, ()):
        parts += _hook_parts(g, f, p, fn)
    for field, fn in combat.FIELD_BONUSES.items():
        if field in f:
            parts += _hook_parts(g, f, p, fn)
    return tuple(x for i, x in enumerate(parts) if x.value or i == 0)


def _hook_parts(g: Game, f: Frame, p: int, fn: Callable[..., Any]) -> list[Part]:
    """One ``attack_bonus`` hook's (or battle field's) part, named for what it stands for."""
    name = f"{fn.__module__}.{fn.__name__}"
    if name == ASSASSINATED:
        return []  # (no part: the value counts no die, see ``_character_side``)
    total = int(fn(g, f, p))
    if not total:
        return []
    if name == ABILITIES:
        return [Part(f"{character.printed(g, g.state.players[p]).name}'s ability", total)]
    return [Part(_said(g, fn, "") if fn in hooks.LABELS else OTHER, total)]


ABILITIES = "engine.handlers.core.abilities._attack_bonus"
ASSASSINATED = "engine.handlers.core.abilities._assassinated"
