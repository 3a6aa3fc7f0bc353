"""The Dungeon deck's Objects and Enemies whose rules are their own (the card texts of the
Dungeon deck).

- Talisman: one of the Talismans (the Valley of Fire's gate and the Plain of Peril know it).
- Scroll of Exile: read as a battle with Enemy cards is prepared: they are not met; they and the
  Scroll go to the discard pile.
- Shield of Faith: a battle or psychic combat just lost, and a life with it (Armour failing or
  none), its holder rolls 1 die: on 5 or 6 he has that life back; the fight is still lost.
- Soul Drinker: used as a battle is prepared (by choice), its holder rolls 2 dice for his attack
  roll, the best one counting; on doubles one of his Followers picked at random is killed and
  the Soul Drinker discarded.
- Gate Smasher: not killed (a defeat, a stand-off, evaded), it rolls 1 die for each face-up
  Adventure card lying in its Region; on 1 or 2 that card is discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import cards, character, combat, hooks, movement, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TALISMAN = "dungeon/talisman"
SCROLL = "dungeon/scroll-of-exile"
SHIELD = "dungeon/shield-of-faith"
SHIELD_SAVES = 5  # a die of 5 or 6 gives the life back
DRINKER = "dungeon/soul-drinker"
SMASHER = "dungeon/gate-smasher"
SMASHES = 2  # a die of 1 or 2 smashes the card

movement.TALISMANS.add(TALISMAN)  # the Valley of Fire's gate (engine.movement)
cards.BUILT_IN.add(TALISMAN)


def _held(g: Game, p: int, kind: str) -> str | None:
    return next((c for c in g.state.players[p].objects if base_id(c) == kind), None)


# --- Scroll of Exile and Soul Drinker: battle options ------------------------------------------


@hooks.on(points.BATTLE_OPTIONS, held=(SCROLL, DRINKER))
def _options(g: Game, f: Frame) -> list[Action]:
    out = []
    scroll = _held(g, f["p"], SCROLL)
    if scroll and f.get("enemies") and "opponent" not in f:
        out.append(act("use", scroll))
    drinker = _held(g, f["p"], DRINKER)
    if drinker and f["stat"] == "strength" and not f.get("soul"):
        out.append(act("use", drinker))
    return out


@hooks.on(points.BATTLE_USE)
def _use(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])
    if base_id(card) == SCROLL and card in g.state.players[f["p"]].objects:
        g.emit("uses", f["p"], card)
        g.pop()  # no battle: the Enemies are not met
        character.discard(g, f["p"], card)
        for enemy in f["enemies"]:
            if enemy in g.state.board.get(f["source"], ()):
                character.remove_from_space(g, f["source"], enemy)
                character.return_card(g, enemy)
                g.emit("discarded", enemy)
        return True
    if base_id(card) == DRINKER and card in g.state.players[f["p"]].objects:
        g.emit("uses", f["p"], card)
        g.set(f, "soul", card)
        return True
    return False


@hooks.on(points.ATTACK_DICE)
def _two_dice(g: Game, f: Frame, p: int, dice: int) -> int:
    return max(dice, 2) if p == f["p"] and f.get("soul") else dice


@hooks.on(points.BEFORE_RESOLVE)
def _doubles(g: Game, f: Frame) -> bool:
    drinker = f.get("soul")
    dice = f.get("mine") or []
    if not drinker or f.get("soul_paid") or len(dice) < 2 or len(set(dice)) > 1:
        return False
    g.set(f, "soul_paid", True)
    p = f["p"]
    if drinker in g.state.players[p].objects:
        character.discard(g, p, drinker)
    if g.state.players[p].followers:
        g.push(
            {"kind": "follower_killed", "p": p, "source": drinker}
        )  # (engine.handlers.dungeon.cards_fight)
        return True
    return False


# --- Shield of Faith --------------------------------------------------------------------------


@hooks.on(points.LOST_LIFE, held=(SHIELD,))
def _life_lost(g: Game, p: int, source: str) -> None:
    """Note on the battle being fought that its character lost a life in it."""
    if source != "battle" or not _held(g, p, SHIELD):
        return
    battle = next((f for f in reversed(g.state.stack) if f["kind"] == "battle"), None)
    if battle is not None:
        g.set(battle, f"life_lost/{p}", True)


@hooks.on(points.BEATEN_BY_CREATURE)
def _beaten(g: Game, f: Frame) -> None:
    if f.get(f"life_lost/{f['p']}"):
        _pray(g, f["p"])


@hooks.on(points.FOE_LOST_LIFE, held=(SHIELD,))
def _beaten_by_a_character(g: Game, f: Frame, winner: int) -> None:
    loser = f.get("loser")
    if "opponent" in f and loser is not None and loser != winner and _held(g, loser, SHIELD):
        if g.state.players[loser].alive:
            _pray(g, loser)


def _pray(g: Game, p: int) -> None:
    g.push({"kind": "shield_of_faith", "p": p})
    push_roll(g, p, 1, "got", fate=True, why="the Shield of Faith")


@rule("shield_of_faith")
class ShieldOfFaith(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if f["got"][0] >= SHIELD_SAVES and g.state.players[f["p"]].alive:
            g.emit("life_saved", f["p"], SHIELD)
            character.gain(g, f["p"], "lives", 1)


# --- Gate Smasher -----------------------------------------------------------------------------


@hooks.on(points.CREATURE_SURVIVES, foes=(SMASHER,))
def _smash(g: Game, f: Frame) -> None:
    if "opponent" in f or SMASHER not in combat.foes(f) or f.get("smashed"):
        return
    g.set(f, "smashed", True)
    source = f.get("source") or g.state.players[f["p"]].position
    region = g.spaces[source].region
    lying = [
        (s.id, c)
        for s in g.board.region(region)
        for c in g.state.board.get(s.id, ())
        if isinstance(g.cat[base_id(c)], AdventureCard) and base_id(c) != SMASHER
    ]
    if lying:
        g.push({"kind": "gate_smash", "p": f["p"], "cards": [list(x) for x in lying]})


@rule("gate_smash")
class GateSmash(Rule):
    """One die for each card in turn: at most ``SMASHES`` and it is discarded."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" in f:
            space, card = f["cards"][0]
            if f["got"][0] <= SMASHES and card in g.state.board.get(space, ()):
                character.remove_from_space(g, space, card)
                character.return_card(g, card)
                g.emit("discarded", card)
            g.set(f, "cards", f["cards"][1:])
            g.journal.delete(f, "got")
        if not f["cards"]:
            g.pop()
            return
        push_roll(g, f["p"], 1, "got", fate=False, why=f"the Gate Smasher at {f['cards'][0][1]}")


for _card in (SCROLL, DRINKER, SHIELD, SMASHER):
    cards.PLAYED[_card] = "dungeon cards_objects: the card's hooks"
