"""The Reaper's cards in battle and psychic combat (card rules; digital rulebook FAQ "The
Reaper Expansion": Goblin Trapsmith Q1-Q3, Haunt, Warhorse, Dark Cultist Q1-Q2).

- Goblin Trapsmith: the character rolls 2 dice for the attack roll and keeps the lower (the
  Warrior too, FAQ Q3); the Trapper: no die at all, and his rule wins (FAQ Q1).
- Pack of Wolves: the creatures' attack roll is 2 dice, the higher kept.
- Haunt and Jester as Followers: each takes 1 off the attack roll, never below 1 (FAQ Haunt:
  both, 2 off). A Haunt not beaten joins the character as a Follower; it leaves him for the
  discard pile when he meets the Chapel or the Graveyard.
- Stone Golem: only a Weapon that is a Magic Object adds to Strength in that battle.
- Warhorse: Craft added to Strength in battle.
- Cave Troll and Hydra: beaten, they roll 1 die; 1 or 2 heals them: a stand-off.
- Miser Dragon: killed, its hoard gives 1 die of gold. Fate Stealer: a battle won with it
  that costs the foe a life gives 1 fate.
- Dark Cultist: a kill, or a life really taken from a character, gives one roll on the dark
  gifts (not when Armour saves the life, FAQ Q1; one gift per fight, FAQ Q2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, combat, hooks, points
from engine.chance import push_roll
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game

TRAPSMITH = "adventure/goblin-trapsmith"
TRAPPER = "adventure/trapper"
WOLVES = "adventure/pack-of-wolves"
GOLEM = "adventure/stone-golem"
HEALERS = ("adventure/cave-troll", "adventure/hydra")
HEAL_ON = 2  # a die of 1 or 2 heals the Cave Troll or the Hydra
MISER = "adventure/miser-dragon"
PENALTY_FOLLOWERS = ("adventure/haunt", "adventure/jester")
WARHORSE = "adventure/warhorse"
FATE_STEALER = "adventure/fate-stealer"


@hooks.on(points.ATTACK_DICE, foes=(TRAPSMITH,))
def _trapsmith_dice(g: Game, f: Frame, p: int, dice: int) -> int:
    if p != f["p"] or not f.get("enemies"):
        return dice  # (the defender, or a battle with no Enemy card)
    foes = combat.foes(f)
    if TRAPSMITH in foes and TRAPPER not in foes:
        return max(dice, 2)
    return dice


@hooks.on(points.CREATURE_DICE, foes=(WOLVES,))
def _wolves_dice(g: Game, f: Frame, dice: int) -> int:
    return max(dice, 2) if WOLVES in map(base_id, f.get("enemies", ())) else dice


def _roll_change(g: Game, f: Frame, p: int, foes: set[str]) -> int:
    """What the Trapsmith, the Trapper, the Haunt and the Jester do to ``p``'s attack roll
    (``foes``: the Enemies ``p`` attacks, none for the defender)."""
    dice = f.get("mine") if p == f["p"] else f.get("theirs")
    if not dice:
        return 0
    followers = g.state.players[p].followers
    penalty = sum(1 for c in followers if base_id(c) in PENALTY_FOLLOWERS) if followers else 0
    if not penalty and TRAPPER not in foes and TRAPSMITH not in foes:
        return 0  # (most battles: nothing changes the roll)
    best = combat.attack_roll(dice)
    if TRAPPER in foes:
        return -best  # no die for the attack roll
    roll = min(dice) if TRAPSMITH in foes else best
    roll = max(1, roll - penalty) if penalty else roll
    return roll - best


def _magic_weapon_loss(g: Game, p: int) -> int:
    """Stone Golem: the best Weapon's bonus minus the best Magic Object Weapon's."""
    best, best_magic = 0, 0
    for card in g.state.players[p].objects:
        comp = g.cat[base_id(card)]
        if "weapon" in getattr(comp, "keywords", ()) and comp.bonus:
            value = int(comp.bonus.get("strength", 0))
            best = max(best, value)
            if getattr(comp, "type", "") == "magic-object" or g.state.markers.get(f"enchanted/{card}"):
                best_magic = max(best_magic, value)
    return best - best_magic


@hooks.on(points.ATTACK_BONUS, held=(*PENALTY_FOLLOWERS, WARHORSE), foes=(TRAPPER, TRAPSMITH, GOLEM))
@hooks.label("The Reaper's cards")
def _attack_bonus(g: Game, f: Frame, p: int) -> int:
    foes = combat.foes(f) if p == f["p"] and f.get("enemies") else set()
    total = _roll_change(g, f, p, foes)
    if f["stat"] == "strength":
        ch = g.state.players[p]
        if ch.followers and WARHORSE in map(base_id, ch.followers):
            total += character.craft(g, ch)
        if GOLEM in foes:
            total -= _magic_weapon_loss(g, p)
    return total


@hooks.on(points.CREATURES_BEATEN, foes=HEALERS)
def _may_heal(g: Game, f: Frame) -> bool:
    healers = [c for c in f.get("enemies", ()) if base_id(c) in HEALERS]
    if not healers or f.get("healed_roll"):
        return False
    g.set(f, "healed_roll", True)
    g.push({"kind": "regenerate", "p": f["p"], "battle": len(g.state.stack) - 1})
    push_roll(g, f["p"], 1, "got", fate=False, why="the creature healing itself")
    return True


@rule("regenerate")
class Regenerate(Rule):
    """Cave Troll, Hydra: 1 or 2 and the beaten creature heals (a stand-off), else it dies."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        battle = g.state.stack[f["battle"]]
        g.pop()
        if f["got"][0] <= HEAL_ON:
            g.emit("regenerates", f["p"], *battle["enemies"])
            g.emit("stand_off", f["p"])
            g.end_turn("stand-off")
            return
        g.pop()  # the battle
        combat.kill_creatures(g, f["p"], battle)


@hooks.on(points.FOE_LOST_LIFE, held=(FATE_STEALER,), abilities=("dark-gift",), foes=(MISER,))
def _spoils(g: Game, f: Frame, p: int) -> None:
    if p == f["p"] and MISER in combat.foes(f):
        g.push({"kind": "reaper_gain", "p": p, "stat": "gold"})
        push_roll(g, p, 1, "got", fate=False, why="the Miser Dragon's hoard")
    if f["stat"] == "strength" and FATE_STEALER in map(base_id, g.state.players[p].objects):
        character.gain(g, p, "fate", 1)
        g.emit("ability", p, "fate-stealer")
    if has_ability(g, p, "dark-gift"):  # a roll on his own chart (its results: asked of the table)
        g.emit("ability", p, "dark-gift")
        g.push({"kind": "figure_chart", "figure": g.state.players[p].character, "p": p, "mover": p})


@rule("reaper_gain")
class ReaperGain(Rule):
    """Gain as much of ``stat`` as the die just rolled shows."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        character.gain(g, f["p"], f["stat"], f["got"][0])


HAUNT = "adventure/haunt"
HAUNT_FREES = ("space/outer/chapel", "space/outer/graveyard")


@hooks.on(points.CREATURES_NOT_BEATEN, foes=(HAUNT,))
def _haunt_follows(g: Game, f: Frame, lost: bool) -> None:
    for card in f.get("enemies", ()):
        if base_id(card) == HAUNT and card in g.state.board.get(f["source"], ()):
            character.remove_from_space(g, f["source"], card)
            ch = g.state.players[f["p"]]
            g.set(ch, "followers", (*ch.followers, card))
            g.emit("follows", f["p"], card)


@hooks.on(points.SPACE_MET, held=(HAUNT,))
def _haunt_leaves(g: Game, p: int, space: str) -> None:
    if space in HAUNT_FREES:
        for card in g.state.players[p].followers:
            if base_id(card) == HAUNT:
                character.discard(g, p, card)
