"""The Reaper's Spells that the engine plays (content/data/reaper/spells.yaml; digital
rulebook FAQ "The Reaper Expansion", Spell Cards). The general casting rules are in
``engine.spells``; a Reaper Spell not registered here is held but never offered for casting
(the table plays it by hand with ``adjust``).

- Blessed: fate refilled to its printed value. Enrich: a die of gold.
- Sleep, Shatter, Transmute, Gust of Wind, Slow Motion: on a character as their turn begins
  (cast in another's turn, like Immobility): the turn ends; one Object discarded; Weapons and
  Armour that are not Magic Objects discarded; a die per Object, 1-2 blows it six spaces
  clockwise; one space a move for that turn and the next.
- Water Walking: the next move may cross the Storm River as by Raft.
- Bladesharp: 2 more Strength in this battle for a character with a Weapon.
- Fireball: a die plus the caster's Craft; above a creature's Strength kills it (a trophy,
  FAQ Fireball), above a character's Strength costs them 1 life.
- Reflection: any character but the caster may answer a Spell cast on another character with
  it; the caster suffers the Spell instead (Immobility and Sleep: he loses his next turn, FAQ
  Reflection). Against the Command Spell, each holder may turn back the life it would take
  from him: the character on the Crown loses it instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, combat, hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import set_marker
from engine.handlers.core.spaces_inner import cast_command_spell
from engine.handlers.reaper.events import clockwise
from engine.spells import battle_flag, creature_battle, may_cast, spell, spend, turn_frame
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ANY_TIME = ("own-turn", "battle", "others-turn")
Targets = list[tuple[Arg, ...]]
GUST_BLOWS = 2  # a die of 1 or 2
GUST_SPACES = 6
SLOW_TURNS = 2


def _by_id(g: Game, character_id: Arg) -> int:
    return next(c.player for c in g.state.players if c.character == character_id)


def _self(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [()]


def _fate_room(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    ch = g.state.players[p]
    return [()] if ch.fate < character.printed(g, ch).fate else []


@spell("spell/blessed", *ANY_TIME, targets=_fate_room)
def _blessed(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    character.replenish(g, p, None)


@spell("spell/enrich", *ANY_TIME, targets=_self)
def _enrich(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    g.push({"kind": "reaper_gain", "p": p, "stat": "gold"})
    push_roll(g, p, 1, "got", fate=False, why="the Enrich Spell")


def _whose_turn_starts(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    """Another character whose turn is starting (the moment of Immobility)."""
    f = turn_frame(g)
    if battle is None and f is not None and f["p"] != p and g.state.players[f["p"]].alive:
        return [(g.state.players[f["p"]].character,)]
    return []


def _with_objects(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [t for t in _whose_turn_starts(g, p, card, battle) if g.player(_by_id(g, t[0])).objects]


@spell("spell/sleep", "others-turn", targets=_whose_turn_starts)
def _sleep(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    g.emit("asleep", _by_id(g, args[0]))
    g.end_turn("put to sleep by a Spell")


def _shatter_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    out: Targets = []
    for (target,) in _whose_turn_starts(g, p, card, battle):
        out += [(target, o) for o in g.player(_by_id(g, target)).objects]
    return out


@spell("spell/shatter", "others-turn", targets=_shatter_targets)
def _shatter(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    victim = _by_id(g, args[0])
    if str(args[1]) in g.state.players[victim].objects:
        character.discard(g, victim, str(args[1]))


def _wooden(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    keywords = getattr(comp, "keywords", ())
    return bool({"weapon", "armour"} & set(keywords)) and getattr(comp, "type", "") != "magic-object"


@spell("spell/transmute", "others-turn", targets=_whose_turn_starts)
def _transmute(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    victim = _by_id(g, args[0])
    for held in g.state.players[victim].objects:
        if _wooden(g, held):
            character.discard(g, victim, held)


@spell("spell/gust-of-wind", "others-turn", targets=_with_objects)
def _gust(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    victim = _by_id(g, args[0])
    objects = list(g.state.players[victim].objects)
    g.push({"kind": "gust", "p": victim, "objects": objects})
    push_roll(g, victim, len(objects), "got", fate=False, why="the Gust of Wind")


@rule("gust")
class Gust(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        p = f["p"]
        here = g.state.players[p].position
        for held, die in zip(f["objects"], f["got"], strict=True):
            if die <= GUST_BLOWS and held in g.state.players[p].objects:
                character.release(g, p, held)
                to = clockwise(g, here, GUST_SPACES) if g.space(here).region != "inner" else here
                character.place_on(g, to, held)
                g.emit("blown", held, to)


@spell("spell/slow-motion", "others-turn", targets=_whose_turn_starts)
def _slow_motion(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    set_marker(g, f"slow/{_by_id(g, args[0])}", SLOW_TURNS)


@hooks.on(points.ONE_SPACE, marked=("slow/",))
def _slowed(g: Game, p: int) -> str | None:
    return "Slow Motion" if g.state.markers.get(f"slow/{p}") else None


@hooks.on(points.END_OF_TURN, marked=("slow/",))
def _slow_tick(g: Game, p: int) -> None:
    key = f"slow/{p}"
    left = g.state.markers.get(key)
    if left is None:
        return
    if left > 1:
        g.set(g.state.markers, key, left - 1)
    else:
        g.journal.delete(g.state.markers, key)


@spell("spell/water-walking", "own-turn", targets=_self)
def _water_walking(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    set_marker(g, f"next-move/{p}", "ferry")
    g.emit("next_move", p, "ferry")


def _bladesharp_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if battle is None or battle["stat"] != "strength" or battle["p"] != p or battle.get("bladesharp"):
        return []
    has_weapon = any("weapon" in getattr(g.cat[base_id(o)], "keywords", ()) for o in g.player(p).objects)
    return [()] if has_weapon else []


@spell("spell/bladesharp", "battle", targets=_bladesharp_targets)
def _bladesharp(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    assert battle is not None  # offered only in a battle
    battle_flag(g, battle, "bladesharp", True)
    battle_flag(g, battle, "bonus", battle.get("bonus", 0) + 2)


def _fireball_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if battle is None or battle["p"] != p or battle["stat"] != "strength" or battle.get("stage") != "prepare":
        return []
    return [()]


@spell("spell/fireball", "battle", targets=_fireball_targets)
def _fireball(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    assert battle is not None
    g.push({"kind": "fireball", "p": p, "battle": g.state.stack.index(battle)})
    push_roll(g, p, 1, "got", fate=False, why="the Fireball")


@rule("fireball")
class Fireball(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        p = f["p"]
        battle = g.state.stack[f["battle"]]
        total = f["got"][0] + character.craft(g, g.state.players[p])
        g.emit("fireball", p, total)
        if creature_battle(battle):
            if total > combat.creature_value(g, battle):
                while g.top is not battle:
                    g.pop()
                g.pop()
                combat.kill_creatures(g, p, battle)
        else:
            foe = battle["opponent"]
            if total > character.strength(g, g.state.players[foe]):
                character.lose_life(g, foe, 1, "spell/fireball")
            if not g.state.players[foe].alive and battle in g.state.stack:  # nobody left to fight
                while g.top is not battle:
                    g.pop()
                g.pop()
                g.end_turn("the Fireball killed the foe")


# --- Speed: a second movement die; Enchant Blade: a Weapon made magic --------------------------

SPEED = "spell/speed"


def _move_frame(g: Game, p: int) -> Frame | None:
    top = g.state.stack[-1] if g.state.stack else None
    if top is not None and top["kind"] == "move" and top["p"] == p and top["stage"] == "choose":
        return top
    return None


def _speed_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    return [()] if _move_frame(g, p) is not None else []


@spell(SPEED, "movement", targets=_speed_targets)
def _speed(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    move = next(f for f in reversed(g.state.stack) if f["kind"] == "move" and f["p"] == p)
    g.push({"kind": "speed", "p": p, "move": g.state.stack.index(move)})
    push_roll(g, p, 1, "got", fate=False, why="the Speed Spell")


@rule("speed")
class Speed(Rule):
    """The second die is added: one total, never a natural 1 (as with the Riding Horse)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        move = g.state.stack[f["move"]]
        g.set(move, "roll", [move["roll"][0] + f["got"][0]])
        g.set(move, "rerolled", True)
        g.set(move, "summed", True)  # a total of dice: no card cuts it short (FAQ Clockwork Owl)


@hooks.on(points.MOVE_OPTIONS, held=(SPEED,))  # (and a card keeping Spells aside: engine.gating)
def _speed_option(g: Game, f: Frame) -> list[Action]:
    from engine.spells import cast_actions

    casts = cast_actions(g, f["p"], "movement")  # (other movement Spells too: Speed's alone here)
    return [Action("use", (SPEED, str(a.args[0]))) for a in casts if base_id(str(a.args[0])) == SPEED]


@hooks.on(points.MOVE_USE)
def _speed_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != SPEED:
        return False
    from engine.spells import cast

    cast(g, f["p"], Action("cast", (str(a.args[1]),)))
    return True


def _enchant_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    held = g.state.players[p].objects
    return [(o,) for o in held if "weapon" in getattr(g.cat[base_id(o)], "keywords", ())]


@spell("spell/enchant-blade", "own-turn", targets=_enchant_targets)
def _enchant_blade(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """FAQ Enchant Blade: a Weapon already magic may be enchanted too."""
    set_marker(g, f"enchanted/{args[0]}", True)
    g.emit("enchanted", p, args[0])


def enchanted(g: Game, card: str) -> bool:
    return bool(g.state.markers.get(f"enchanted/{card}"))


@hooks.on(points.ATTACK_BONUS, marked=("enchanted/",))
@hooks.label("Enchant Blade")
def _enchanted_bonus(g: Game, f: Frame, p: int) -> int:
    if f["stat"] != "strength":
        return 0
    return 1 if any(enchanted(g, o) for o in g.state.players[p].objects) else 0


# --- Reflection: a Spell turned back on its caster ---------------------------------------------

REFLECTION = "spell/reflection"


def _named(g: Game, f: Frame) -> list[Arg]:
    """The characters other than its caster whom the Spell just cast names."""
    caster = g.state.players[f["p"]].character
    names = {c.character for c in g.state.players}
    return [a for a in f["args"] if a in names and a != caster]


@hooks.on(points.SPELL_ANSWERS, held=(REFLECTION,))
def _reflection_answers(g: Game, q: int, f: Frame) -> list[Action]:
    """Anyone but its caster may turn back a Spell cast on a character (once: a reflected Spell
    is not reflected again); a Spell on the caster alone or on a creature has nobody to spare."""
    if q == f["p"] or f.get("reflected") or not _named(g, f):
        return []
    card = next((c for c in g.state.players[q].spells if base_id(c) == REFLECTION), None)
    return [act("cast", card)] if card else []


@hooks.on(points.SPELL_ANSWER)
def _reflect(g: Game, f: Frame, q: int, card: str) -> bool:
    if base_id(card) != REFLECTION:
        return False
    caster = g.state.players[f["p"]].character
    spared = _named(g, f)
    g.set(f, "reflected", True)
    g.emit("reflected", f["card"], caster)
    if base_id(f["card"]) in ("spell/immobility", "spell/sleep"):  # FAQ Reflection: the caster loses a turn
        g.pop()
        ch = g.state.players[f["p"]]
        g.set(ch, "missed_turns", ch.missed_turns + 1)
        g.emit("misses_next_turn", f["p"], REFLECTION)
        return True
    g.set(f, "args", [caster if a in spared else a for a in f["args"]])
    return True


# --- Reflection against the Command Spell (the card: "even the Command Spell") -----------------


def _command_reflectors(g: Game, f: Frame) -> list[int]:
    n = len(g.state.players)
    order = [(g.state.current + i) % n for i in range(n)]
    return [q for q in order if q != f["p"] and q not in f["asked"] and _reflection_card(g, q)]


def _reflection_card(g: Game, q: int) -> str | None:
    ch = g.state.players[q]
    if not ch.alive or not may_cast(g, q):
        return None
    return next((c for c in ch.spells if base_id(c) == REFLECTION), None)


@hooks.on(points.COMMAND_ANSWERS, held=(REFLECTION,))
def _command_reflection(g: Game, p: int) -> bool:
    """Before the Command Spell takes their lives, holders of Reflection may turn it back."""
    f: Frame = {"kind": "command_reflect", "p": p, "asked": [], "turned": [], "card": REFLECTION}
    if not _command_reflectors(g, f):
        return False
    g.push(f)
    return True


@rule("command_reflect")
class CommandReflect(Rule):
    """Each character holding Reflection, in turn order: turn the Command Spell back (the
    caster loses that character's life instead) or pass; then the Spell takes effect."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        left = _command_reflectors(g, f)
        if not left:
            return None
        name = g.state.players[left[0]].name
        return Decision(left[0], "reflect", f"{name}: turn the Command Spell back with Reflection, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        left = _command_reflectors(g, f)
        card = _reflection_card(g, left[0]) if left else None
        return [act("pass"), act("cast", card)] if card else []

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        q = _command_reflectors(g, f)[0]
        g.set(f, "asked", [*f["asked"], q])
        if a.verb == "cast":
            spend(g, q, str(a.args[0]))
            g.emit("cast", q, a.args[0], "command-spell")
            g.emit("reflected", "command-spell", g.state.players[f["p"]].character)
            g.set(f, "turned", [*f["turned"], q])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        cast_command_spell(g, f["p"], turned=tuple(f["turned"]))
