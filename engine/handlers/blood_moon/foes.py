"""The Blood Moon's Enemies and the Lunar Events that change battles (data
``content/data/blood-moon/adventure/enemies.yaml`` and ``lunar-events.yaml``).

Enemies are fought by the core rules; what their cards add joins at hook points:

- beaten by a creature (``beaten_by_creature``, after the usual life): Direwolf, the curse;
  Wolfen and, at Night under Midnight Howl, any Enemy: a roll on the Werewolf's chart; Mummy, 1
  life more; Vampire Prince, a random Follower killed (else 1 life more); Crypt Wyvern, carried
  to the Graveyard;
- instead of losing (``creature_wins``): Aegis of Daylight (a stand-off by Day's Lunar Event);
  the Night Stalker at Night (no life lost, it follows you instead);
- killed (``foe_lost_life``): Vampiric Thirst (1 life), Lunar Witch at Night (1 Spell), Night
  Gaunt at Night (Day, 1 Craft), Eventide Invoker (Day), Flesh Golem (1 Strength, discarded
  rather than kept), Mummy King (any one Object of the discard pile);
- scores (``creature_score``, ``attack_bonus``): Flesh Golem's Strength is the character's
  trophy points, Duskwood Wraith +1 at Night, Triumphant Daybreak +2 for the character;
- evading (``battle_options``): Blinding Radiance (any Enemy), Umbral Drake by Day, Herald of
  the Dawn for a good character, Nightshroud at Night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.moon import DAY, LASTING, LUNAR, NIGHT, become_lycanthrope, blood_moon, show
from engine.handlers.blood_moon.steps import roll_on_werewolf_chart
from engine.movement import barred
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

GRAVEYARD = "space/outer/graveyard"
LASTING.update(
    f"adventure/{slug}"
    for slug in (
        "aegis-of-daylight",
        "midnight-howl",
        "vampiric-thirst",
        "triumphant-daybreak",
        "blinding-radiance",
    )
)
NIGHT_STALKER = "adventure/night-stalker"
FLESH_GOLEM = "adventure/flesh-golem"


def in_force(g: Game, lunar_event: str) -> bool:
    """A Lunar Event lies beside the Time Card (it is in force until the next flip)."""
    return lunar_event in map(base_id, g.state.markers.get(LUNAR, ()))


def foes(f: Frame) -> list[str]:
    """The Enemy cards of a battle (base ids); none for a creature a step conjured."""
    return list(map(base_id, f.get("enemies", ())))


# --- beaten by a creature -----------------------------------------------------------------


MUMMY = "adventure/mummy-blood-moon"  # the Reaper box has its own Mummy (adventure/mummy)
# the Enemies that do more when they beat a character, and when they are killed
RIDERS = (
    "adventure/direwolf",
    MUMMY,
    "adventure/crypt-wyvern",
    "adventure/vampire-prince",
    "adventure/wolfen",
)
KILLED = (
    "adventure/lunar-witch",
    "adventure/night-gaunt",
    "adventure/eventide-invoker",
    FLESH_GOLEM,
    "adventure/mummy-king",
)


@hooks.on(points.CREATURE_WINS, marked=(LUNAR,), foes=(NIGHT_STALKER,))
def _instead_of_losing(g: Game, f: Frame) -> bool:
    if "opponent" in f:
        return False
    p = f["p"]
    if in_force(g, "adventure/aegis-of-daylight"):
        g.emit("stand_off", p)
        g.end_turn("stand-off (Aegis of Daylight)")
        return True
    stalker = next((c for c in f.get("enemies", ()) if base_id(c) == NIGHT_STALKER), None)
    if stalker and g.state.time == NIGHT and not g.state.players[p].is_toad:
        character.remove_from_space(g, g.state.players[p].position, stalker)
        ch = g.state.players[p]
        g.set(ch, "followers", (*ch.followers, stalker))  # it follows, feeding on its victim
        g.emit("receive", p, stalker)
        g.emit("defeated", p)
        g.end_turn("defeated")
        return True
    return False


@hooks.on(points.BEATEN_BY_CREATURE, marked=(LUNAR,), foes=RIDERS)
def _riders(g: Game, f: Frame) -> None:
    p = f["p"]
    if not g.state.players[p].alive:
        return
    beaten_by = foes(f)
    if "adventure/direwolf" in beaten_by:
        become_lycanthrope(g, p)
    if MUMMY in beaten_by:
        character.lose_life(g, p, 1, MUMMY)
    if "adventure/crypt-wyvern" in beaten_by and g.state.players[p].alive and GRAVEYARD in barred(g):
        g.emit("barred_stay", p, GRAVEYARD)  # The Reaper's Barrier: nobody enters its space
    elif "adventure/crypt-wyvern" in beaten_by and g.state.players[p].alive:
        g.set(g.state.players[p], "position", GRAVEYARD)
        g.emit("moved", p, GRAVEYARD)
    if "adventure/vampire-prince" in beaten_by and g.state.players[p].alive:
        push_steps(g, p, [{"handler": "figure/werewolf/kill-follower"}], "adventure/vampire-prince")
    chart = "adventure/wolfen" in beaten_by or (beaten_by and in_force(g, "adventure/midnight-howl"))
    if chart and g.state.players[p].alive:
        roll_on_werewolf_chart(g, p)


@hooks.on(points.TURN_BEGINS, held=(NIGHT_STALKER,))
def _stalker_feeds(g: Game, p: int) -> None:
    if NIGHT_STALKER in map(base_id, g.state.players[p].followers):
        character.lose_life(g, p, 1, NIGHT_STALKER)


@hooks.on(points.DAYBREAK, held=(NIGHT_STALKER,))
def _stalker_leaves(g: Game) -> None:
    for ch in g.state.players:
        for card in ch.followers:
            if base_id(card) == NIGHT_STALKER:
                character.discard(g, ch.player, card)


# --- killed -----------------------------------------------------------------------------


@hooks.on(points.FOE_LOST_LIFE, marked=(LUNAR,), foes=KILLED)
def _killed(g: Game, f: Frame, p: int) -> None:
    if "opponent" in f or not g.state.players[p].alive:
        return
    killed = foes(f)
    if killed and in_force(g, "adventure/vampiric-thirst"):
        character.gain(g, p, "lives", 1)
    night = g.state.time == NIGHT
    if "adventure/lunar-witch" in killed and night:
        push_steps(g, p, [{"gain": {"spells": 1}}], "adventure/lunar-witch")
    if "adventure/night-gaunt" in killed and night:
        show(g, DAY)
        character.gain(g, p, "craft", 1)
    if "adventure/eventide-invoker" in killed:
        show(g, DAY)
    golem = next((c for c in g.state.players[p].trophies if base_id(c) == FLESH_GOLEM), None)
    if FLESH_GOLEM in killed and golem:
        character.discard(g, p, golem)  # not a trophy
        character.gain(g, p, "strength", 1)
    if "adventure/mummy-king" in killed:
        objects = [c for c in g.state.discards.get("adventure", ()) if _is_object(g, c)]
        if objects:
            g.push({"kind": "mummy_king", "p": p})


@rule("mummy_king")
class MummyKing(Rule):
    """The Mummy King's killer may take any one Object from the Adventure discard pile."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "take", "take any one Object from the Adventure discard pile, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        objects = [c for c in g.state.discards.get("adventure", ()) if _is_object(g, c)]
        return [*(act("take", c) for c in dict.fromkeys(objects)), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "take":
            _mummy_king_object(g, f["p"], str(a.args[0]))


def _is_object(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    return isinstance(comp, AdventureCard) and comp.type in ("object", "magic-object")


@handles("adventure/mummy-king")
def _mummy_king(g: Game, p: int, source: str) -> None:
    """Met as a card, the Mummy King is fought (his reward: ``MummyKing`` once he is killed)."""


def _mummy_king_object(g: Game, p: int, card: str) -> None:
    """``card`` leaves the Adventure discard pile for the killer."""
    pile = g.state.discards.get("adventure", ())
    if card in pile:
        index = pile.index(card)
        g.set(g.state.discards, "adventure", pile[:index] + pile[index + 1 :])
        character.receive(g, p, card)


# --- revealed -----------------------------------------------------------------------------


@hooks.on(points.DREW)
def _revealed(g: Game, f: Frame, card: str) -> None:
    """An Enemy or Follower whose card turns the Time Card when it is drawn (Herald of the
    Dawn, Eventide Invoker, Keeper of the Vigil, Torchbearer): its ``time`` step runs as it is
    revealed, before anything is met."""
    for side in _time_steps(g, card):
        show(g, side)


def _time_steps(g: Game, card: str) -> tuple[Any, ...]:
    """What the ``time`` steps of an Enemy's or Follower's card show. (Asked at every card
    drawn: read once per card.)"""
    key = ("time steps when revealed", base_id(card))
    found: tuple[Any, ...] | None = g.cache.get(key)
    if found is None:
        comp = g.cat[key[1]]
        steps = comp.effect if isinstance(comp, AdventureCard) and comp.type in ("enemy", "follower") else ()
        found = g.cache[key] = tuple(step["time"] for step in steps if "time" in step)
    return found


# --- scores -----------------------------------------------------------------------------


def trophy_points(g: Game, p: int) -> int:
    """The Strength and Craft printed on a character's trophies, added up."""
    total = 0
    for card in g.state.players[p].trophies:
        comp = g.cat[base_id(card)]
        total += (getattr(comp, "strength", None) or 0) + (getattr(comp, "craft", None) or 0)
    return total


@hooks.on(points.CREATURE_SCORE, foes=(FLESH_GOLEM, "adventure/duskwood-wraith"))
@hooks.label("{name}'s own rule")
def _foe_scores(g: Game, f: Frame, score: int) -> int:
    if "opponent" in f or not f.get("enemies") or not blood_moon(g):
        return score  # (a character, or a creature no Enemy card conjured)
    fighting = foes(f)
    if FLESH_GOLEM in fighting:  # its printed 1 becomes the trophy points (at least 1)
        score += max(1, trophy_points(g, f["p"])) - 1
    if g.state.time == NIGHT:
        score += fighting.count("adventure/duskwood-wraith")
    return score


@hooks.on(points.ATTACK_BONUS, marked=(LUNAR,))
@hooks.label("Triumphant Daybreak")
def _daybreak(g: Game, f: Frame, p: int) -> int:
    against_creature = "opponent" not in f and p == f["p"]
    return 2 if against_creature and in_force(g, "adventure/triumphant-daybreak") else 0


# --- evading ----------------------------------------------------------------------------


def may_evade(g: Game, f: Frame) -> bool:
    if "opponent" in f or (f.get("can_evade") and f.get("evadable")):
        return False  # nothing to add (or the core already offers it)
    fighting = foes(f)
    ch = g.state.players[f["p"]]
    day = g.state.time == DAY
    return bool(
        (fighting and in_force(g, "adventure/blinding-radiance"))
        or ("adventure/umbral-drake" in fighting and day)
        or ("adventure/herald-of-the-dawn" in fighting and ch.alignment == "good")
        or (not day and "adventure/nightshroud" in map(base_id, ch.objects))
    )


@hooks.on(
    points.BATTLE_OPTIONS,
    held=("adventure/nightshroud",),
    marked=(LUNAR,),
    foes=("adventure/umbral-drake", "adventure/herald-of-the-dawn"),
)
def _evade(g: Game, f: Frame) -> list[Action]:
    if f.get("stage") != "prepare" or not may_evade(g, f):
        return []
    source = f.get("source") or ""
    inner = source.startswith("space/") and g.space(source).region == "inner"
    return [] if inner else [act("evade")]


# Enemies whose card rules are the hooks above (a handler id names them in the data).
for _enemy in (
    "direwolf",
    "flesh-golem",
    "herald-of-the-dawn",
    "night-stalker",
    "umbral-drake",
    "wolfen",
    "crypt-wyvern",
    "duskwood-wraith",
    "eventide-invoker",
    "lunar-witch",
    "mummy-blood-moon",
    "night-gaunt",
    "vampire-prince",
    "nightshroud",
):
    handles(f"adventure/{_enemy}")(lambda g, p, source: None)
