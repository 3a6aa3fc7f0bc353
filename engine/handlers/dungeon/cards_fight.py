"""The rules Adventure cards add to a fight, read from their ``fight`` data (content.steps.FIGHT;
docs/content-format.md, "Fight rules"): each mechanism is played once here, for every card
whose data names it.

An Enemy's own rules:

- ``stand_off_below: n``: a win by less than n is only a stand-off (Vampire Bats: 2);
- ``stand_off_unless: magic-weapon``: a win without a Weapon that is a Magic Object is only a
  stand-off (Living Statue);
- ``heals_on: n``: beaten, it rolls 1 die and heals on n or less: a stand-off (Cave Troll);
- ``also_kills: follower``: a defeat kills a Follower picked at random besides the life, or
  costs a second life without one (Giant Beetle, Vampire Prince);
- ``killed`` / ``defeat``: steps its killer, or the character it beats, then plays (the Miser
  Dragon's hoard, the Goblin Ambusher's pit);
- ``discarded``: killed, it goes to the discard pile, not among the trophies (Mimic);
- ``strength_of_foe``: its Strength is its foe's total Strength, bonuses and all (Mimic);
- ``by_alignment``: its Strength or Craft by its foe's alignment (Vassal of Darkness);
- ``per_card``: +1 for every other face-up Enemy anywhere whose name holds one of the words
  (Goblin King);
- ``attack_dice: lowest``: its foe rolls 1 die more for his attack roll and keeps the lowest
  (Goblin Trapsmith); the Warrior, who rolls two already, keeps the lower of his two (FAQ Goblin
  Trapsmith Q3);
- ``aim: craft``: it rolls 1 die; above its foe's Craft, he has no attack roll (Goblin Sniper,
  which wins over the Trapsmith: FAQ Goblin Trapsmith Q2). The die is rolled once both attack
  rolls are in, before the battle is decided (the dice do not depend on one another);
- ``weapon_discarded``: the Weapon its foe fought it with is discarded once the battle is over
  (Crawling Slime);
- ``no_fate``: no fate may be paid to roll again against it (Soulbinder);
- ``evade``: it may be evaded (Battle Hulk).

A carried card's (the cards of ``HELD``):

- ``bonus``: more Strength in battle or Craft in psychic combat against an Enemy whose name
  holds one of ``names``, or in a fight on a space of ``region`` (Goblin Slayer, Tunnel Fighter,
  Oaths of Vengeance).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import cards, character, combat, hooks, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CHANCE = -1  # (engine.values: the decision of a die or a draw)
hooks.plays(__name__, "fight")  # any box's Enemies may name these rules (The Highland's do)

# The carried cards whose ``fight`` holds a ``bonus`` (a test holds this list to the data): their
# hook joins a game only while one of them is held.
HELD = ("dungeon/goblin-slayer", "dungeon/tunnel-fighter", "dungeon/oaths-of-vengeance")


_rules = cards.fight_rules


def _foes(g: Game, f: Frame) -> list[tuple[str, Mapping[str, Any]]]:
    """The Enemy cards fought in battle ``f`` that bring rules of their own, with those rules."""
    enemies = f.get("enemies")
    if not enemies:
        return []
    return [(card, found) for card in enemies if (found := _rules(g, card))]


def _rule(g: Game, f: Frame, key: str) -> Any:
    """The first value of ``key`` among the rules of the Enemies fought (None: none has it)."""
    for card in f.get("enemies", ()):
        found = _rules(g, card)
        if key in found:
            return found[key]
    return None


# --- how the scores count ---------------------------------------------------------------------


@hooks.on(points.CREATURE_SCORE, foes=(hooks.RULED,))
@hooks.label("{name}'s own rule")
def _creature_score(g: Game, f: Frame, value: int) -> int:
    for card, found in _foes(g, f):
        printed = getattr(g.cat[base_id(card)], f["stat"]) or 0
        if found.get("strength_of_foe"):
            value += combat.score(g, f["p"], f, 0) - printed
        table = found.get("by_alignment")
        if table:
            value += table[g.state.players[f["p"]].alignment] - printed
        words = found.get("per_card")
        if words:
            value += _named_enemies(g, card, words)
    return value


@combat.field_bonus("raised_card")
@hooks.label("the raised Enemy's own rule")
def _raised_rule(g: Game, f: Frame, p: int) -> int:
    """An Enemy the Ghoul raised from the dead and uses in battle keeps its own rule: the Goblin
    King still counts the other Goblins and Hobgoblins face up (FAQ Goblin King)."""
    card = f["raised_card"]
    words = _rules(g, card).get("per_card") if p == f["p"] and card else None
    return _named_enemies(g, card, words) if words else 0


def _named_enemies(g: Game, card: str, words: list[str]) -> int:
    """Other face-up Enemy cards anywhere on the board whose name holds one of ``words``."""
    count = 0
    for on in g.state.board.values():
        for other in on:
            comp = g.cat[base_id(other)]
            if other != card and isinstance(comp, AdventureCard) and comp.is_enemy:
                count += any(w.lower() in comp.name.lower() for w in words)
    return count


@hooks.on(points.ATTACK_DICE, foes=(hooks.RULED,))
def _one_die_more(g: Game, f: Frame, p: int, dice: int) -> int:
    if p == f["p"] and _rule(g, f, "attack_dice") == "lowest":
        return max(dice, 2)  # two dice, the Warrior's too (FAQ Goblin Trapsmith Q3)
    return dice


@hooks.on(points.ATTACK_BONUS, foes=(hooks.RULED,))
@hooks.label("the die that counts against this foe")
def _roll_counted(g: Game, f: Frame, p: int) -> int:
    """The attack roll that counts against these foes: the lowest die (Goblin Trapsmith), or
    none when the foe's aim beat the Craft (Goblin Sniper)."""
    dice = f.get("mine")
    if p != f["p"] or not dice or not f.get("enemies"):
        return 0
    best = combat.attack_roll(dice)
    aim = f.get("aim")
    if aim and aim[0] > character.craft(g, g.state.players[p], battle=True):
        return -int(best)
    if _rule(g, f, "attack_dice") == "lowest":
        return int(min(dice) - best)
    return 0


@hooks.on(points.ATTACK_BONUS, held=HELD)
@hooks.label("a card's bonus against this foe or here")
def _held_bonus(g: Game, f: Frame, p: int) -> int:
    total = 0
    for card in (*g.state.players[p].objects, *g.state.players[p].followers):
        more = _rules(g, card).get("bonus")
        if not more or f["stat"] not in more:
            continue
        if "region" in more:
            where = f.get("source") or g.state.players[p].position
            met = where in g.spaces and g.spaces[where].region == more["region"]
        else:
            met = p == f["p"] and any(
                w.lower() in g.cat[base_id(c)].name.lower()
                for c in f.get("enemies", ())
                for w in more["names"]
            )
        total += more[f["stat"]] if met else 0
    return total


@hooks.on(points.BEFORE_RESOLVE, foes=(hooks.RULED,))
def _aim(g: Game, f: Frame) -> bool:
    if "aim" in f or _rule(g, f, "aim") is None:
        return False
    push_roll(g, f["p"], 1, "aim", fate=False, why="the foe taking aim")
    return True


@hooks.on(points.OUTCOME, foes=(hooks.RULED,))
def _stand_offs(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    mine, theirs = scores
    if mine <= theirs or "opponent" in f:
        return scores
    for _, found in _foes(g, f):
        below = found.get("stand_off_below")
        if below and mine - theirs < below:
            return theirs, theirs
        if found.get("stand_off_unless") == "magic-weapon" and not _magic_weapon(g, f["p"], f):
            return theirs, theirs
    return scores


def _magic_weapon(g: Game, p: int, f: Frame) -> bool:
    """Whether the Weapon ``p`` fights with is a Magic Object (an enchanted one counts)."""
    used = _weapon_used(g, p, f)
    if used is None:
        return False
    kind = getattr(g.cat[base_id(used)], "type", "")
    return kind == "magic-object" or bool(g.state.markers.get(f"enchanted/{used}"))


def _weapon_used(g: Game, p: int, f: Frame) -> str | None:
    """The Weapon that adds to ``p``'s Strength in battle ``f``: the best one (one Weapon counts
    at a time: engine.character); a Magic Object first among equals."""
    if f["stat"] != "strength":
        return None
    best: tuple[int, int, str] | None = None
    for card in g.state.players[p].objects:
        comp = g.cat[base_id(card)]
        if "weapon" not in getattr(comp, "keywords", ()):
            continue
        value = int(comp.bonus.get("strength", 0)) if comp.bonus else 0
        key = (value, int(getattr(comp, "type", "") == "magic-object"), card)
        if best is None or key[:2] > best[:2]:
            best = key
    return best[2] if best else None


# --- after the battle -------------------------------------------------------------------------


@hooks.on(points.CREATURES_BEATEN, foes=(hooks.RULED,))
def _may_heal(g: Game, f: Frame) -> bool:
    heals = _rule(g, f, "heals_on")
    if heals is None or f.get("heal_rolled"):
        return False
    g.set(f, "heal_rolled", True)
    g.push({"kind": "fight_heals", "p": f["p"], "on": heals, "battle": len(g.state.stack) - 1})
    push_roll(g, f["p"], 1, "got", fate=False, why="the beaten creature healing itself")
    return True


@rule("fight_heals")
class FightHeals(Rule):
    """The beaten creature's die: at most ``on``, it heals (a stand-off), else it dies."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        battle = g.state.stack[f["battle"]]
        g.pop()
        if f["got"][0] <= f["on"]:
            g.emit("regenerates", f["p"], *battle["enemies"])
            g.emit("stand_off", f["p"])
            g.end_turn("stand-off")
            _weapon_gone(g, battle)
            return
        g.pop()  # the battle
        combat.kill_creatures(g, f["p"], battle)


@hooks.on(points.FOE_LOST_LIFE, foes=(hooks.RULED,))
def _killed(g: Game, f: Frame, p: int) -> None:
    if p != f["p"] or "opponent" in f:
        return
    ch = g.state.players[p]
    for card, found in reversed(list(_foes(g, f))):  # (steps pushed last run first)
        if found.get("discarded") and card in ch.trophies:
            character.discard(g, p, card)
        push_steps(g, p, found.get("killed") or (), card)
    _weapon_gone(g, f)


@hooks.on(points.CREATURE_SURVIVES, foes=(hooks.RULED,))
def _survives(g: Game, f: Frame) -> None:
    if "mine" in f and "opponent" not in f:  # fought (not evaded)
        _weapon_gone(g, f)


def _weapon_gone(g: Game, f: Frame) -> None:
    if not _rule(g, f, "weapon_discarded") or f.get("weapon_gone"):
        return
    g.set(f, "weapon_gone", True)
    used = _weapon_used(g, f["p"], f)
    if used is not None and g.state.players[f["p"]].alive:
        character.discard(g, f["p"], used)


@hooks.on(points.BEATEN_BY_CREATURE, foes=(hooks.RULED,))
def _beaten(g: Game, f: Frame) -> None:
    p = f["p"]
    for card, found in reversed(list(_foes(g, f))):
        push_steps(g, p, found.get("defeat") or (), card)
        if found.get("also_kills") == "follower":
            if g.state.players[p].followers:
                g.push({"kind": "follower_killed", "p": p, "source": card})
            else:
                character.lose_life(g, p, 1, card)


@rule("follower_killed")
class FollowerKilled(Rule):
    """One of the character's Followers picked at random (chance) is killed."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not g.state.players[f["p"]].followers:
            return None
        return Decision(CHANCE, "random", "a Follower picked at random")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("discard", c) for c in g.state.players[f["p"]].followers]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        card = str(a.args[0])
        if not hooks.first(points.FOLLOWER_SPARED, g, f["p"], card):  # the Preservation Spell
            character.discard(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- before the battle ------------------------------------------------------------------------


@hooks.on(points.BATTLE_OPTIONS, foes=(hooks.RULED,))
def _may_evade(g: Game, f: Frame) -> list[Action]:
    if f.get("can_evade") or not f.get("evadable") or f.get("source") in g.board.unevadable:
        return []
    return [act("evade")] if _rule(g, f, "evade") else []


@hooks.on(points.NO_FATE, foes=(hooks.RULED,))
def _no_fate(g: Game, f: Frame) -> bool:
    return bool(_rule(g, f, "no_fate"))


# The Enemies met in a battle: their rules are the hooks above.
for _card in (
    "dungeon/vampire-bats",
    "dungeon/living-statue",
    "dungeon/cave-troll",
    "dungeon/giant-beetle",
    "dungeon/vampire-prince",
    "dungeon/miser-dragon",
    "dungeon/bloodroot",
    "dungeon/mimic",
    "dungeon/vassal-of-darkness",
    "dungeon/goblin-king",
    "dungeon/goblin-trapsmith",
    "dungeon/goblin-sniper",
    "dungeon/crawling-slime",
    "dungeon/soulbinder",
    "dungeon/battle-hulk",
    "dungeon/goblin-ambusher",
    "dungeon/goblin-tunneler",
    "dungeon/gate-keeper",
    "dungeon/tomb-warden",
    "dungeon/rune-dancer",
    "dungeon/crypt-keeper",
    "adventure/burrow-worm",
):
    cards.PLAYED[_card] = "dungeon cards_fight: the card's fight rules (its data's fight)"
for _card in HELD:
    cards.PLAYED[_card] = "dungeon cards_fight: attack_bonus (its data's fight bonus)"
