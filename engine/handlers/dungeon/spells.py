"""The Dungeon's Spells that the engine plays (content/data/dungeon/spells.yaml). The general
casting rules are in ``engine.spells``; a Spell of the box listed in ``index.BY_HAND`` is held but
never offered for casting.

- Craft, Strength, Magic Portal Spell: their data's steps (1 Craft; 1 Strength; a die for the
  portal's space, which the character may go to in place of his move, and meet).
- Weakness: a character has 3 less Strength until the turn ends, never below his printed
  Strength; a creature fought in battle 3 less Strength in that battle.
- Finger of Death: cast on the foe of the battle about to be fought: a creature is killed (a
  trophy, as if beaten), a character loses 2 lives: the battle goes on while he lives; killed,
  the battle is over and his killer may take his things from the space, then the turn ends.
- Summon Storm: every Enemy Animal and Monster on a space of the caster's Region is discarded.
- Restoration: as Preservation: the character keeps the next life he would lose this turn, or
  the Follower the next time he would be killed.
- Temporal Vortex: its caster plays one more turn straight after this one. (Its other use, a lost
  turn kept, has no moment in the engine: the table plays it with ``adjust`` and the card is
  discarded by hand.)
- Divine Intervention: cast when its holder has just been beaten in a battle or a psychic combat
  (the moment ``defeated``): the fight is a stand-off instead.
- Spell Call: in answer to a Spell just cast by anyone, its holder takes that Spell into his
  hand instead of its going to the discard pile; the Spell still works. (Not offered against a
  Spell that lies on the board once cast, a Hex: it never reaches the pile then.)
- Magic Shell: cast on himself as his turn begins or ends; until his next turn starts no Spell
  touches him (none is offered with him as its target: hook ``spell_proof``), nor the Command
  Spell (``command_proof``), nor his Magic Objects (``magic_off``: their bonuses do not count,
  and none is used; a Bag of Holding carries nothing more); and he casts no Spell
  (``cannot_cast``). (A Magic Object of another character that would touch him: the engine
  knows none such.)
- Twist of Fate: where a fate may be paid to roll a die again (a roll for a card or a space, an
  attack roll, the move's die), its holder may pay it and cast the Spell instead (the moment
  ``fate``: ``use SPELL [DIE] N``): that die shows N. (Cancelled by a Counterspell, the fate is
  spent and the die stays as it was rolled.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard, Spell
from engine import cards, character, combat, hooks, points, spells
from engine.frames import Frame, Rule, rule
from engine.handlers.core.spell_effects import PRESERVED_FOLLOWER
from engine.spells import battle_flag, creature_battle, in_inner, spell
from engine.state import base_id
from engine.steps import push_steps
from engine.values import NUMBERS, Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ANY_TIME = ("own-turn", "battle", "others-turn")
Targets = list[tuple[Arg, ...]]
WEAKNESS = 3
FINGER_LIVES = 2
STORMED = ("animal", "monster")  # the Enemies Summon Storm blows away


def _by_id(g: Game, character_id: Arg) -> int:
    return next(c.player for c in g.state.players if c.character == character_id)


def _steps(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """A Spell whose data's steps say it all."""
    push_steps(g, p, g.cat[base_id(card)].effect, card)


for _spell in ("spell/craft", "spell/strength", "spell/magic-portal-spell"):
    spell(_spell, "own-turn")(_steps)


# --- Weakness ---------------------------------------------------------------------------------


def _weakness_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    out: Targets = []
    for ch in g.state.players:
        if ch.alive and not ch.is_toad and character.strength(g, ch) > character.printed(g, ch).strength:
            out.append((ch.character,))
    if creature_battle(battle) and battle is not None and battle["stat"] == "strength":
        if not in_inner(g, battle) and not battle.get("weakened"):
            out.append(("creature",))
    return out


@spell("spell/weakness", *ANY_TIME, targets=_weakness_targets)
def _weakness(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if args[0] == "creature":
        battle_flag(g, battle, "weakened", WEAKNESS)
        return
    target = g.state.players[_by_id(g, args[0])]
    n = min(WEAKNESS, character.strength(g, target) - character.printed(g, target).strength)
    if n > 0:
        g.set(target, "effects", (*target.effects, f"{character.FOR_TURN}strength/{-n}"))
        g.emit("lose", target.player, "strength", n)


@hooks.on(points.CREATURE_SCORE)
@hooks.label("Weakness Spell")
def _weakened(g: Game, f: Frame, value: int) -> int:
    return value - int(f.get("weakened", 0))


# --- Finger of Death --------------------------------------------------------------------------


def _finger_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    if battle is None or battle.get("stage") != "prepare" or battle["p"] != p or battle["stat"] != "strength":
        return []
    if creature_battle(battle):
        return [] if in_inner(g, battle) else [("creature",)]
    return [(g.state.players[battle["opponent"]].character,)]


@spell("spell/finger-of-death", "battle", targets=_finger_targets)
def _finger_of_death(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    if battle is None:
        return
    if args[0] == "creature":
        combat.kill_by_spell(g, p, battle, card)
        return
    combat.lives_lost_before_the_rolls(g, battle, _by_id(g, args[0]), FINGER_LIVES, card)


# --- Summon Storm -----------------------------------------------------------------------------


def _stormed(g: Game, space: str) -> list[str]:
    out = []
    for card in g.state.board.get(space, ()):
        comp = g.cat[base_id(card)]
        if isinstance(comp, AdventureCard) and comp.is_enemy and comp.subtype in STORMED:
            out.append(card)
    return out


def _storm_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    here = g.state.players[p].position
    region = g.spaces[here].region
    return [(s.id,) for s in g.board.region(region) if _stormed(g, s.id)]


@spell("spell/summon-storm", "own-turn", "after-move", targets=_storm_targets)
def _summon_storm(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    space = str(args[0])
    for enemy in _stormed(g, space):
        character.remove_from_space(g, space, enemy)
        character.return_card(g, enemy)
        g.emit("discarded", enemy)


# --- Restoration ------------------------------------------------------------------------------


def _restoration_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    out: Targets = []
    for ch in g.state.players:
        if ch.alive and character.PRESERVED not in ch.effects:
            out.append((ch.character,))
        out += [(f,) for f in ch.followers if PRESERVED_FOLLOWER + f not in g.state.markers]
    return out


@spell("spell/restoration", *ANY_TIME, targets=_restoration_targets)
def _restoration(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The life or the Follower is kept by the Preservation Spell's rules (engine.character,
    engine.handlers.core.spell_effects): unused, it lapses as the turn ends."""
    if not str(args[0]).startswith("character/"):
        g.set(g.state.markers, PRESERVED_FOLLOWER + str(args[0]), p)
        return
    target = g.state.players[_by_id(g, args[0])]
    if character.PRESERVED not in target.effects:
        g.set(target, "effects", (*target.effects, character.PRESERVED))


# --- Temporal Vortex --------------------------------------------------------------------------


@spell("spell/temporal-vortex", "own-turn")
def _temporal_vortex(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """One more turn straight after this one (``engine.spells.next_player``)."""
    key = f"extra-turns/{p}"
    g.set(g.state.markers, key, g.state.markers.get(key, 0) + 1)
    g.emit("next_move", p, "temporal-vortex")


# --- Divine Intervention: cast when beaten ------------------------------------------------------


DIVINE = "spell/divine-intervention"


@spell(DIVINE, "defeated")
def _divine_intervention(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The fight lost is a stand-off instead (the window below waits for it)."""
    window = next((f for f in reversed(g.state.stack) if f["kind"] == "defeat_window"), None)
    if window is not None:
        g.set(window, "saved", True)


@hooks.on(points.CREATURE_WINS, held=(DIVINE,))  # (the one "defeated" Spell, held or kept aside)
def _beaten_by_a_creature(g: Game, f: Frame) -> bool:
    return _window(g, f, f["p"])


@hooks.on(points.CHARACTER_BEATEN, held=(DIVINE,))  # (its one Spell, held or kept aside)
def _beaten_by_a_character(g: Game, f: Frame) -> bool:
    _window(g, f, f["loser"])
    return False  # (the other hooks here still run: a lycanthrope's victim's chart)


def _window(g: Game, f: Frame, loser: int) -> bool:
    if f.get("window_asked") or not spells.cast_actions(g, loser, "defeated"):
        return False
    g.set(f, "window_asked", True)
    g.push({"kind": "defeat_window", "p": loser, "battle": len(g.state.stack) - 1})
    return True


@rule("defeat_window")
class DefeatWindow(Rule):
    """The beaten character may cast a Spell of the moment ``defeated`` (Divine Intervention), or
    pass: then the defeat runs on as it would have."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f.get("saved") or f.get("cast"):
            return None
        return Decision(f["p"], "cast", "cast Divine Intervention to make it a stand-off, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *spells.cast_actions(g, f["p"], "defeated")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "cast":
            g.set(f, "cast", True)
            spells.cast(g, f["p"], a)
            return
        Defeat.runs_on(g, f)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f.get("saved"):
            battle = g.state.stack[f["battle"]]
            g.pop()
            g.emit("stand_off", battle["p"])
            g.end_turn("stand-off")
            if "opponent" not in battle:
                hooks.run(points.CREATURE_SURVIVES, g, battle)
            return
        Defeat.runs_on(g, f)  # (cancelled: the defeat stands)


class Defeat:
    @staticmethod
    def runs_on(g: Game, f: Frame) -> None:
        battle = g.state.stack[f["battle"]]
        g.pop()
        if "opponent" in battle:
            return  # the winner's reward is asked next (the battle's stage ``reward``)
        if not hooks.first(points.CREATURE_WINS, g, battle):
            combat.lose_to_creature(g, battle)


# --- Spell Call: in answer to a Spell just cast ------------------------------------------------

SPELL_CALL = "spell/spell-call"


@hooks.on(points.SPELL_ANSWERS, held=(SPELL_CALL,))
def _spell_call_answers(g: Game, q: int, f: Frame) -> list[Action]:
    if f.get("called") or f.get("aside") or base_id(f["card"]) == SPELL_CALL:
        return []
    cast = g.cat.components.get(base_id(f["card"]))  # (the Crown's Command Spell is no card)
    if not isinstance(cast, Spell) or cast.stays:  # a Hex lies on the board, never on the pile
        return []
    card = next((c for c in g.state.players[q].spells if base_id(c) == SPELL_CALL), None)
    return [act("cast", card)] if card else []


@hooks.on(points.SPELL_ANSWER)
def _spell_call(g: Game, f: Frame, q: int, card: str) -> bool:
    if base_id(card) != SPELL_CALL:
        return False
    g.set(f, "called", True)
    pile = g.state.discards["spell"]
    if f["card"] in pile:
        g.set(g.state.discards, "spell", tuple(c for c in pile if c != f["card"]))
        character.receive(g, q, f["card"])
    return True


cards.PLAYED[SPELL_CALL] = "dungeon spells: spell_answers, spell_answer (in answer to a Spell cast)"


# --- Twist of Fate: a die set for a fate paid ----------------------------------------------------

TWIST = "spell/twist-of-fate"


def _twist(g: Game, p: int | None) -> str | None:
    """The Twist of Fate ``p`` may cast now, if any."""
    if p is None or g.state.players[p].fate <= 0:
        return None
    casts = spells.cast_actions(g, p, "fate")
    return next((str(a.args[0]) for a in casts if base_id(str(a.args[0])) == TWIST), None)


@spell(TWIST, "fate")
def _twist_of_fate(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    """The die the fate was paid for shows the number chosen (``args``: which dice of the frame
    that asked, ``mine``, ``theirs``, ``roll`` or ``got/<die>``, and the number)."""
    where, n = str(args[0]), int(args[1])
    if not g.state.stack:
        return
    f = g.top  # the roll, the battle or the move the fate was paid in
    into, _, which = where.partition("/")
    index = int(which) - 1 if which else 0
    dice = list(f.get(into) or ())
    if 0 <= index < len(dice):
        dice[index] = n
        g.set(f, into, NUMBERS[tuple(dice)] if into == "got" else dice)
        g.emit("die_set", p, n)


def _cast_twist(g: Game, p: int, card: str, where: str, n: int) -> None:
    character.lose(g, p, "fate", 1)
    spells.cast(g, p, act("cast", card, where, n))


@hooks.on(points.FATE_OPTIONS, held=(TWIST,))
def _twist_offered(g: Game, f: Frame, who: int | None) -> list[Action]:
    card = _twist(g, who)
    if card is None:
        return []
    if f["kind"] == "battle":
        return [act("use", card, n) for n in range(1, 7)]
    return [act("use", card, i, n) for i in range(1, f["dice"] + 1) for n in range(1, 7)]


@hooks.on(points.FATE_USE)
def _twisted_roll(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if base_id(card) != TWIST or a not in _twist_offered(g, f, f["p"]):
        return False
    g.set(f, "fate", False)  # (once per roll)
    _cast_twist(g, f["p"], card, f"got/{int(a.args[1])}", int(a.args[2]))
    return True


@hooks.on(points.BATTLE_USE)
def _twisted_attack(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if base_id(card) != TWIST or f["stage"] != "fate":
        return False
    who = combat.fate_player(g, f)
    if who is None or a not in _twist_offered(g, f, who):
        return False
    attacker = who == f["p"]
    into = "mine" if attacker else "theirs"
    g.set(f, "rerolled" if attacker else "def_rerolled", True)
    g.set(f, into, [max(f[into])])  # the best die is the one set
    _cast_twist(g, who, card, into, int(a.args[1]))
    return True


@hooks.on(points.MOVE_OPTIONS, held=(TWIST,))
def _twisted_move_offered(g: Game, f: Frame) -> list[Action]:
    card = _twist(g, f["p"])
    if card is None or f.get("rerolled") or "directed_by" in f:
        return []
    return [act("use", card, n) for n in range(1, 7) if n != f["roll"][0]]


@hooks.on(points.MOVE_USE)
def _twisted_move(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if base_id(card) != TWIST or a not in _twisted_move_offered(g, f):
        return False
    g.set(f, "rerolled", True)
    _cast_twist(g, f["p"], card, "roll", int(a.args[1]))
    return True


# --- Magic Shell ------------------------------------------------------------------------------

SHELL = "magic-shell/"  # marker: the player shut in a Magic Shell until his next turn starts


@spell("spell/magic-shell", "own-turn", "end-turn")
def _magic_shell(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    g.set(g.state.markers, f"{SHELL}{p}", True)
    g.emit("shelled", p)


def _shelled(g: Game, p: int) -> bool:
    return bool(g.state.markers.get(f"{SHELL}{p}"))


@hooks.on(points.CANNOT_CAST, marked=(SHELL,))
def _shell_no_casting(g: Game, p: int) -> bool:
    return _shelled(g, p)


@hooks.on(points.SPELL_PROOF, marked=(SHELL,))
def _shell_no_spell(g: Game, p: int) -> bool:
    return _shelled(g, p)


@hooks.on(points.COMMAND_PROOF, marked=(SHELL,))
def _shell_no_command(g: Game, p: int) -> bool:
    return _shelled(g, p)


@hooks.on(points.MAGIC_OFF, marked=(SHELL,))
def _shell_no_magic(g: Game, p: int) -> bool:
    return _shelled(g, p)


@hooks.on(points.TURN_BEGINS, marked=(SHELL,))
def _shell_gone(g: Game, p: int) -> None:
    if _shelled(g, p):
        g.journal.delete(g.state.markers, f"{SHELL}{p}")
        g.emit("shell_gone", p)
