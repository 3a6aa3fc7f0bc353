"""The Highland deck's Objects and Magic Objects whose rules the effect steps cannot say alone (the
card texts of the Highland deck; their data holds the rest).

Used when the holder likes (their ``use`` data, engine.handlers.core.cards_use): the Healing,
Spellbound, Unstable, Invisibility and Renewal Potions, Dragon's Blood, Dragon's Teeth and the
Treasure Chest. What the steps cannot say of them is here:

- Dragon's Blood: the Strength value doubled until the turn ends (a ``for_turn`` of as much
  again, the life lost first by its steps).
- Dragon's Teeth: a die rolled as the battle is prepared and added to the attack score.
- Invisibility Potion: until the turn ends any creature may be evaded, as under the Invisibility
  Spell (its lasting effect of the turn: engine.handlers.core.spell_effects).
- Renewal Potion: the holder discards the Spells he likes, then draws as many.
- Healing Potion: also spent to keep a Follower from being killed (the engine spends it at once,
  as the Preservation Spell is: a Follower kept is what the holder wants).

Carried rules:

- Gems (Diamond, Ruby, Emerald, Opal, Lodestone): the City's Alchemist pays their ``sells_for``
  (engine.handlers.core.selling).
- Lodestone: it must be taken, and fills 2 carrying places (``character.PLACES``).
- Lucky Charm: as its holder is about to roll a die, he may discard the Charm and set the die
  to the number he likes (the die is then no chance outcome; a roll of several dice has one set).
- Treasure Map: each Bag of Gold met gives 1 gold more; met at the Crags, the Map may be
  discarded for 2 gold.
- Walking Stick: once the move's die is rolled, 1 may be added to it.
- Lightning Hammer: against more than one Enemy at once it adds 3 in place of 1 (2 more).
- Ice Sceptre: a character its holder beats and takes a life from misses his next turn.
- Spellsword: a psychic combat its holder wins, taking a life or killing the Enemy, draws him 1
  Spell if his Craft leaves room for one.
- Ring of Protection: beaten in battle or psychic combat and a life lost to it, the holder may
  discard the Ring and have the life back.

The cards that hold something on them (the Spellstone, Dawnstone, Luckstone, Dragon's Eye and the
Beastmaster) are in engine.handlers.highland.cards_held.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, points
from engine.chance import push_draw, push_roll
from engine.combat import field_bonus
from engine.frames import Frame, Rule, rule
from engine.handlers.core.cards_use import offer
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

HEALING = "highland/healing-potion"
BLOOD = "highland/dragons-blood"
TEETH = "highland/dragons-teeth"
INVISIBILITY = "highland/invisibility-potion"
INVISIBLE = "spell/invisibility"  # the Invisibility Spell's lasting effect of the turn
RENEWAL = "highland/renewal-potion"
LODESTONE = "highland/lodestone"
CHARM = "highland/lucky-charm"
MAP = "highland/treasure-map"
MAP_GOLD = 2  # the Map discarded at the Crags
BAG_OF_GOLD = "adventure/bag-of-gold"
CRAGS = "space/outer/crags"
STICK = "highland/walking-stick"
HAMMER = "highland/lightning-hammer"
HAMMER_MORE = 2  # 3 in place of 1
SCEPTRE = "highland/ice-sceptre"
SWORD = "highland/spellsword"
RING = "highland/ring-of-protection"

# the cards of the deck whose data has a ``use`` (a test holds this list to the data)
USABLE = (
    HEALING,
    BLOOD,
    TEETH,
    INVISIBILITY,
    RENEWAL,
    "highland/spellbound-potion",
    "highland/unstable-potion",
    "highland/treasure-chest",
    "highland/vagabond",
)
offer(USABLE)

character.PLACES[LODESTONE] = 2


def _held(g: Game, p: int, kind: str) -> str | None:
    ch = g.state.players[p]
    return next((c for c in (*ch.objects, *ch.followers) if base_id(c) == kind), None)


def _battle(g: Game, p: int) -> Frame | None:
    return next((f for f in reversed(g.state.stack) if f["kind"] == "battle" and f["p"] == p), None)


# --- used when the holder likes ----------------------------------------------------------------


@cards.handles(BLOOD)
def _dragons_blood(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    push_steps(g, p, [{"for_turn": {"strength": character.strength(g, ch)}}], source)


@cards.handles(TEETH)
def _dragons_teeth(g: Game, p: int, source: str) -> None:
    battle = _battle(g, p)
    if battle is not None:
        push_roll(g, p, 1, "teeth", fate=False, why="the Dragon's Teeth", at=g.state.stack.index(battle))


@field_bonus("teeth")
@hooks.label("Dragon's Teeth")
def _teeth_bonus(g: Game, f: Frame, p: int) -> int:
    return int(f["teeth"][0]) if p == f["p"] else 0


@cards.handles(INVISIBILITY)
def _invisible(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    if INVISIBLE not in ch.effects:
        g.set(ch, "effects", (*ch.effects, INVISIBLE))
    battle = _battle(g, p)
    if battle is not None and battle.get("evadable") and battle["p"] == p:
        g.set(battle, "can_evade", True)


@cards.handles(RENEWAL)
def _renewal(g: Game, p: int, source: str) -> None:
    if g.state.players[p].spells:
        g.push({"kind": "renew_spells", "p": p, "gone": 0})


@rule("renew_spells")
class RenewSpells(Rule):
    """Discard any of the Spells held (``discard SPELL``), then ``done``: as many are drawn."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "renew", "discard the Spells you want to change, then done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("done"), *(act("discard", s) for s in g.state.players[f["p"]].spells)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "discard":
            character.discard(g, f["p"], str(a.args[0]))
            g.set(f, "gone", f["gone"] + 1)
            return
        g.pop()
        if f["gone"]:
            push_draw(g, "spell", f["gone"], to="player", p=f["p"])


@hooks.on(points.FOLLOWER_SPARED, held=(HEALING,))
def follower_spared(g: Game, p: int, follower: str) -> bool:
    """A Follower of the holder about to be killed: the Healing Potion is drunk to keep him."""
    potion = _held(g, p, HEALING)
    if potion is None or potion not in g.state.players[p].objects:
        return False
    character.discard(g, p, potion)
    g.emit("preserved", p, follower)
    return True


# --- the Lodestone -------------------------------------------------------------------------------


@hooks.on(points.MUST_TAKE)
def must_take(g: Game, p: int, card: str) -> bool:
    """The Lodestone (and the Vagabond, engine.handlers.highland.cards_followers) may not be left."""
    return base_id(card) == LODESTONE


# --- the Lucky Charm -----------------------------------------------------------------------------


@hooks.on(points.INTERRUPT, held=(CHARM,))
def _about_to_roll(g: Game) -> bool:
    f = g.top
    if f["kind"] != "roll" or f["got"] or f.get("charm_asked"):
        return False
    p = f["p"]
    if not 0 <= p < len(g.state.players):
        return False
    charm = next((c for c in g.state.players[p].objects if base_id(c) == CHARM), None)
    if charm is None:
        return False
    below = g.state.stack[f["at"]]
    if f["into"] == "theirs" and below.get("kind") == "battle" and "opponent" not in below:
        return False  # the creature's roll: not the holder's
    g.set(f, "charm_asked", True)
    g.push({"kind": "lucky_charm", "p": p, "charm": charm, "why": f["why"]})
    return True


@rule("lucky_charm")
class LuckyCharm(Rule):
    """Set the die with the Lucky Charm (``use CHARM N``, the Charm discarded), or ``pass`` to
    roll it."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "instead", f"set the die for {f['why']} with the Lucky Charm, or roll it")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *(act("use", f["charm"], n) for n in range(1, 7))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "pass":
            return
        p = f["p"]
        character.discard(g, p, f["charm"])
        g.emit("uses", p, f["charm"])
        roll = g.top
        g.set(roll, "got", (int(a.args[1]),))
        g.set(roll, "fate", False)  # (a die set: no fate to roll it again)
        if len(roll["got"]) >= roll["dice"]:
            g.pop()
            g.set(g.state.stack[roll["at"]], roll["into"], tuple(roll["got"]))


# --- the Treasure Map ----------------------------------------------------------------------------


@hooks.on(points.RECEIVED, held=(MAP,))
def _bag_of_gold(g: Game, p: int, card: str) -> None:
    if base_id(card) == BAG_OF_GOLD and _held(g, p, MAP):
        character.gain(g, p, "gold", 1)


@hooks.on(points.SPACE_MET, held=(MAP,))
def _map_at_the_crags(g: Game, p: int, space: str) -> None:
    card = _held(g, p, MAP)
    if space != CRAGS or card is None:
        return
    sell = [{"discard": "self"}, {"gain": {"gold": MAP_GOLD}}]
    options = [
        {"label": "Discard the Treasure Map for 2 gold", "do": sell},
        {"label": "Keep the Map", "do": []},
    ]
    push_steps(g, p, [{"choose": options}], card)


# --- the Walking Stick ---------------------------------------------------------------------------


@hooks.on(points.MOVE_OPTIONS, held=(STICK,))
def _stick_options(g: Game, f: Frame) -> list[Action]:
    stick = _held(g, f["p"], STICK)
    return [act("use", stick)] if stick and not f.get("stick") else []


@hooks.on(points.MOVE_USE)
def _stick(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != STICK or f.get("stick"):
        return False
    g.set(f, "stick", True)
    g.emit("uses", f["p"], str(a.args[0]))
    g.set(f, "roll", [int(f["roll"][0]) + 1])
    return True


# --- fights ------------------------------------------------------------------------------------


@hooks.on(points.ATTACK_BONUS, held=(HAMMER,))
@hooks.label("Lightning Hammer")
def _hammer(g: Game, f: Frame, p: int) -> int:
    if f["stat"] != "strength" or len(f.get("enemies", ())) < 2 or p != f["p"]:
        return 0
    return HAMMER_MORE if _held(g, p, HAMMER) else 0


@hooks.on(points.FOE_LOST_LIFE, held=(SCEPTRE, SWORD))
def _won(g: Game, f: Frame, winner: int) -> None:
    loser = f.get("loser")
    if "opponent" in f and loser is not None and loser != winner and _held(g, winner, SCEPTRE):
        ch = g.state.players[loser]
        if ch.alive:
            g.set(ch, "missed_turns", ch.missed_turns + 1)
            g.emit("misses_next_turn", loser, SCEPTRE)
    ch = g.state.players[winner]
    if f["stat"] == "craft" and _held(g, winner, SWORD) and not ch.is_toad:
        if len(ch.spells) < character.spell_limit(g, ch):  # only if the Craft allows
            push_draw(g, "spell", 1, to="player", p=winner)


@hooks.on(points.LOST_LIFE, held=(RING,))
def _life_lost(g: Game, p: int, source: str) -> None:
    """Note on the fight being fought that the Ring's holder lost a life in it (offered once the
    fight is decided, as the Dungeon's Shield of Faith is)."""
    if source != "battle" or not _held(g, p, RING):
        return
    battle = next((f for f in reversed(g.state.stack) if f["kind"] == "battle"), None)
    if battle is not None:
        g.set(battle, f"ring/{p}", True)


@hooks.on(points.BEATEN_BY_CREATURE, held=(RING,))
def _beaten(g: Game, f: Frame) -> None:
    if f.get(f"ring/{f['p']}") and _held(g, f["p"], RING):
        g.push({"kind": "ring_of_protection", "p": f["p"]})


@hooks.on(points.FOE_LOST_LIFE, held=(RING,))
def _beaten_by_a_character(g: Game, f: Frame, winner: int) -> None:
    loser = f.get("loser")
    if "opponent" in f and loser is not None and loser != winner and _held(g, loser, RING):
        if g.state.players[loser].alive:
            g.push({"kind": "ring_of_protection", "p": loser})


@rule("ring_of_protection")
class RingOfProtection(Rule):
    """Discard the Ring for the life just lost (``use RING``), or keep it (``pass``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.players[f["p"]].alive or not _held(g, f["p"], RING):
            return None
        return Decision(f["p"], "save", "discard the Ring of Protection to have the life back, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        ring = _held(g, f["p"], RING)
        return [act("pass"), *([act("use", ring)] if ring else [])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            character.discard(g, f["p"], str(a.args[0]))
            character.gain(g, f["p"], "lives", 1)
            g.emit("life_saved", f["p"], RING)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


for _card, _where in (
    (HEALING, "use data; follower_spared (a Follower kept)"),
    (BLOOD, "use data; the Strength doubled for the turn"),
    (TEETH, "use data; a die added to the attack score"),
    (INVISIBILITY, "use data; the Invisibility Spell's effect for the turn"),
    (RENEWAL, "use data; Spells changed"),
    (LODESTONE, "must_take, 2 carrying places (character.PLACES); sells_for data"),
    (CHARM, "interrupt: a die set before it is rolled"),
    (MAP, "received (a Bag of Gold's gold more), space_met (the Crags)"),
    (STICK, "move_options: 1 added to the move's die"),
    (HAMMER, "attack_bonus against more than one Enemy"),
    (SCEPTRE, "foe_lost_life: a missed turn"),
    (SWORD, "foe_lost_life: a Spell drawn after a psychic combat won"),
    (RING, "lost_life, beaten_by_creature, foe_lost_life: the life back for the Ring"),
):
    cards.PLAYED[_card] = f"highland cards_objects: {_where}"
