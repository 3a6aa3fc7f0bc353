"""More of The Reaper's cards (card rules; digital rulebook FAQ "The Reaper Expansion":
Cerberus Q1-Q3, Transference Q1-Q2).

- Cerberus: drawn, he goes to the Portal of Power; while he lies there nobody opens the
  Portal (hook ``portal_barred``); landing on the Portal meets him as usual (Q1); moved away,
  he guards no more (Q2); the Lord of the Pit's teleport is not stopped (Q3). He cannot be
  evaded (hook ``no_evading``): no Spell or ability offers it against him.
- Flying Carpet: a movement roll of 6 may be a teleport to any other space of the Region.
- Pathfinder: met, the character's next move may be a teleport to any other space of that
  Region (marker ``pathfinder/<player>``).
- Skull Wand, Sword of Light: their Craft in psychic combat (the Strength is their ``bonus``);
  Bane Sword: 2 Craft in psychic combat against Spirits.
- Druid Staff: the holder may change alignment as his turn begins (once a turn, as any change).
- Colossus: as the turn begins, Place cards on the space may be smashed to the discard pile.
- Summon Bear, Serpent, Phoenix (battle) and Stormcrow (psychic combat), against creatures: the
  summoned beast's value replaces the caster's; lost, the caster loses no life (his turn ends).
- Cloak of Shadows: the creature fought may be evaded.
- Transference: in place of the move, trade places with another character of the Region (not
  on the caster's space; the Plain of Peril only with a Talisman, Q1-Q2); the caster meets
  his new space.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, encounters, hooks, points
from engine.cards import handles
from engine.combat import field_bonus
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, ring, set_marker
from engine.handlers.reaper.barrier import barred_space
from engine.movement import PLAIN, PORTAL, has_talisman, land
from engine.spells import Targets as SpellTargets
from engine.spells import battle_flag, creature_battle, spell, turn_frame
from engine.state import ALIGNMENTS, base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CERBERUS = "adventure/cerberus"
CARPET = "adventure/flying-carpet"
CARPET_ROLL = 6
PSYCHIC_WEAPONS = {"adventure/skull-wand": 2, "adventure/sword-of-light": 1}
BANE_SWORD = "adventure/bane-sword"
BANE_BONUS = 2
DRUID_STAFF = "adventure/druid-staff"
COLOSSUS = "adventure/colossus"
SUMMONS = {
    "spell/summon-bear": ("strength", 3),
    "spell/summon-serpent": ("strength", 4),
    "spell/summon-phoenix": ("strength", 5),
    "spell/summon-stormcrow": ("craft", 3),
}
Targets = list[tuple[Arg, ...]]


# --- Cerberus ---------------------------------------------------------------------------------


@hooks.on(points.DREW, about=(CERBERUS,))
def _cerberus_to_the_portal(g: Game, f: Frame, card: str) -> None:
    if base_id(card) == CERBERUS and f.get("to") == "space" and f.get("space") != PORTAL:
        character.remove_from_space(g, f["space"], card)
        character.place_on(g, PORTAL, card)
        g.emit("card_moves", card, PORTAL)
        encounters.drawn_card_left(g, f)  # he was the space's card: no other is drawn for him


@hooks.on(points.PORTAL_BARRED)
def _cerberus_guards(g: Game, p: int) -> bool:
    return CERBERUS in map(base_id, g.state.board.get(PORTAL, ()))


@hooks.on(points.NO_EVADING, foes=(CERBERUS,))
def cerberus_fought(g: Game, f: Frame) -> bool:
    """Cerberus cannot be evaded: no Spell (Invisibility, Immobility, Cloak of Shadows) nor
    ability (the Elf's woods, Blood Moon's cards) lets anyone slip past him."""
    return CERBERUS in map(base_id, f.get("enemies", ()))


# --- moving -----------------------------------------------------------------------------------


def _elsewhere_in_region(g: Game, p: int) -> list[str]:
    here = g.space(g.state.players[p].position)
    closed = barred_space(g)  # the Barrier: nobody moves onto it
    return [s for s in ring(g, here.region) if s not in (here.id, closed)]


@hooks.on(points.MOVE_OPTIONS, held=(CARPET,))
def _carpet(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    if f["roll"][0] != CARPET_ROLL or CARPET not in map(base_id, g.state.players[p].objects):
        return []
    if g.space(g.state.players[p].position).region == "inner":
        return []
    return [act("use", CARPET, s) for s in _elsewhere_in_region(g, p)]


@hooks.on(points.MOVE_USE)
def _carpet_use(g: Game, f: Frame, a: Action) -> bool:
    if a.args[0] != CARPET:
        return False
    hooks.run(points.MOVEMENT_ROLL, g, f)  # the 6 was rolled all the same
    g.emit("moves_by", f["p"], "flying-carpet")
    land(g, f["p"], str(a.args[1]))
    return True


@hooks.on(points.MOVE_START, marked=("pathfinder/",))
def _pathfinder(g: Game, f: Frame) -> bool:
    p = f["p"]
    if not marker(g, f"pathfinder/{p}") or f.get("pathfinder"):
        return False
    clear_marker(g, f"pathfinder/{p}")
    g.set(f, "pathfinder", True)
    if g.space(g.state.players[p].position).region == "inner":
        return False
    g.push({"kind": "pathfinder", "p": p, "options": _elsewhere_in_region(g, p)})
    return True


@rule("pathfinder")
class Pathfinder(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "move", "follow the Pathfinder to any space of this Region, or pass to roll")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *(act("move", s) for s in f["options"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "move":
            land(g, f["p"], str(a.args[0]))


@handles("adventure/pathfinder")
def _pathfinder_met(g: Game, p: int, source: str) -> None:
    set_marker(g, f"pathfinder/{p}", True)
    g.emit("next_move", p, "pathfinder")


# --- carried cards ------------------------------------------------------------------------------


@hooks.on(points.ATTACK_BONUS, held=(*PSYCHIC_WEAPONS, BANE_SWORD))
@hooks.label("Weapon in psychic combat")
def _psychic_weapons(g: Game, f: Frame, p: int) -> int:
    if f["stat"] != "craft":
        return 0
    held = {base_id(c) for c in g.state.players[p].objects}
    best = max((v for k, v in PSYCHIC_WEAPONS.items() if k in held), default=0)
    spirits = any(getattr(g.cat[base_id(c)], "subtype", None) == "spirit" for c in f.get("enemies", ()))
    bane = BANE_BONUS if BANE_SWORD in held and p == f["p"] and spirits else 0
    return max(best, bane)


def _begin_cards(g: Game, p: int) -> list[Action]:
    ch = g.state.players[p]
    out: list[Action] = []
    if DRUID_STAFF in map(base_id, ch.objects) and not ch.alignment_changed:
        out += [act("use", DRUID_STAFF, a) for a in ALIGNMENTS if a != ch.alignment]
    if COLOSSUS in map(base_id, ch.followers):
        for card in g.state.board.get(ch.position, ()):
            comp = g.cat[base_id(card)]
            if isinstance(comp, AdventureCard) and comp.type == "place":
                out.append(act("use", COLOSSUS, card))
    return out


@hooks.on(points.BEGIN_OPTIONS, held=(DRUID_STAFF, COLOSSUS))
def _begin_options(g: Game, p: int) -> list[Action]:
    return _begin_cards(g, p)


@hooks.on(points.BEGIN_USE)
def _begin_use(g: Game, f: Frame, a: Action) -> bool:
    if a not in _begin_cards(g, f["p"]):
        return False
    p = f["p"]
    if a.args[0] == DRUID_STAFF:
        character.set_alignment(g, p, str(a.args[1]))
    else:
        space = g.state.players[p].position
        character.remove_from_space(g, space, str(a.args[1]))
        character.return_card(g, str(a.args[1]))
        g.emit("smashed", a.args[1])
    return True


# --- Spells -------------------------------------------------------------------------------------


def _summon_targets(stat: str) -> SpellTargets:
    def targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
        ok = creature_battle(battle) and battle is not None and battle["stat"] == stat
        ok = ok and battle is not None and not battle.get("alone")  # a foe only the character may fight
        return [()] if ok and battle is not None and battle["p"] == p and not battle.get("summon") else []

    return targets


def _summon(spell_id: str, stat: str, value: int) -> None:
    @spell(spell_id, "battle", targets=_summon_targets(stat))
    def cast(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
        battle_flag(g, battle, "summon", value)
        g.emit("summoned", p, spell_id)


for _id, (_stat, _value) in SUMMONS.items():
    _summon(_id, _stat, _value)


@field_bonus("summon")
@hooks.label("summoned beast in his place")
def _summoned(g: Game, f: Frame, p: int) -> int:
    """The summoned beast fights in the caster's place: its value instead of his."""
    if not f.get("summon") or p != f["p"]:
        return 0
    ch = g.state.players[p]
    battle = f["stat"] == "strength"
    own = character.strength(g, ch, battle=True) if battle else character.craft(g, ch, battle=True)
    return int(f["summon"]) - own - int(f.get("bonus", 0))


@hooks.on(points.CREATURES_NOT_BEATEN)
def _summon_lost(g: Game, f: Frame, lost: bool) -> None:
    if lost and f.get("summon"):
        ch = g.state.players[f["p"]]
        g.set(ch, "effects", (*ch.effects, character.PRESERVED))  # the beast, not he, was beaten


def _cloak_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    ok = creature_battle(battle) and battle is not None and battle["p"] == p and not battle.get("can_evade")
    return [()] if ok and battle is not None and not cerberus_fought(g, battle) else []


@spell("spell/cloak-of-shadows", "battle", targets=_cloak_targets)
def _cloak(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    battle_flag(g, battle, "can_evade", True)


def _transference_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    me = g.state.players[p]
    region = g.space(me.position).region
    out: Targets = []
    for other in g.state.players:
        if other.player == p or not other.alive or other.position == me.position:
            continue
        if g.space(other.position).region != region:
            continue
        if other.position == PLAIN and not has_talisman(me):
            continue
        if other.position == barred_space(g):  # the Barrier: nobody moves onto it
            continue
        out.append((other.character,))
    return out


@spell("spell/transference", "own-turn", targets=_transference_targets)
def _transference(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    other = next(c for c in g.state.players if c.character == args[0])
    me = g.state.players[p]
    mine, theirs = me.position, other.position
    g.set(other, "position", mine)
    g.emit("moved", other.player, mine)
    g.set(me, "position", theirs)
    g.emit("moved", p, theirs)
    f = turn_frame(g)
    if f is not None and f["p"] == p:  # this is the move: he meets his new space
        g.set(f, "stage", "land")
        g.set(f, "played", True)
        g.set(f, "landed", theirs)


@hooks.on(points.DYING, marked=("pathfinder/", "idol/", "slow/"))
def _forget(g: Game, p: int) -> None:
    """A killed character's Reaper bonds and offers die with him (Pathfinder, Idol, Slow Motion)."""
    for key in (f"pathfinder/{p}", f"idol/{p}", f"slow/{p}"):
        clear_marker(g, key)
