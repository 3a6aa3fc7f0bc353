"""Adventure Objects and Magic Objects with rules beyond a plain bonus, and the Bandit's
pay-off (core rulebook, "Objects", "Magic Objects"; digital rulebook FAQ, "Amulet",
"Runesword", "Wand"; "Using Cards": using a card is optional).

The Sword, Axe, Armour, Helmet, Shield, Magic Belt, Ring, Solomon's Crown and the Holy
Grail's Craft are numbers the content's ``bonus``/``protect`` fields give (engine.bonuses);
who may take or keep the Holy Grail, Holy Lance and Runesword is the content's
``alignment`` field (``character.allowed``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.cards import HANDLERS
from engine.frames import Frame, Rule, rule
from engine.handlers.core.adventure_followers import BATTLE_USES
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

AMULET = "adventure/amulet"
CROSS = "adventure/cross"
HOLY_LANCE = "adventure/holy-lance"
LANCE_VS_DRAGONS = 3  # in place of the usual Weapon +1
POTION = "adventure/potion-of-strength"
POTION_STRENGTH = 2
RUNESWORD = "adventure/runesword"
BANDIT = "adventure/bandit"
CHAPEL = "space/outer/chapel"
GRAVEYARD = "space/outer/graveyard"
DESERTS = ("space/middle/desert-1", "space/middle/desert-2")


def carries(g: Game, p: int, card: str) -> bool:
    """Holds the Object and may use it. A Magic Object is of no use while its holder
    encounters the Cursed Glade (board; FAQ, Board spaces, Cursed Glade: meeting a character
    there is not encountering it) nor while Destroy Magic lasts (the Spell's text), nor while
    a hook says his do not work (``character.magic_works``)."""
    ch = g.state.players[p]
    objects = ch.objects
    if not objects or card not in map(base_id, objects):
        return False
    if getattr(g.cat[card], "type", "") != "magic-object":
        return True
    return character.magic_works(g, ch) and not character.in_cursed_glade(g, ch)


def _held(g: Game, p: int, card: str) -> str:
    return next(c for c in g.state.players[p].objects if base_id(c) == card)


@hooks.on(points.CANNOT_CAST, held=(AMULET,))
def _amulet_no_casting(g: Game, p: int) -> bool:
    return carries(g, p, AMULET)


@hooks.on(points.SPELL_PROOF, held=(AMULET,))
def _amulet_protects(g: Game, p: int) -> bool:
    """No Spell but the Command Spell affects the holder, nor their cards and gold (FAQ Q1)."""
    return carries(g, p, AMULET)


@hooks.on(points.SPELL_FLOOR, held=("adventure/wand",))
def _wand(g: Game, p: int) -> bool:
    """Wand: casting the last Spell draws a new one (one floor only, even for the Wizard)."""
    return carries(g, p, "adventure/wand")


cards.PLAYED["purchase/water-bottle"] = "adventure_objects: life_guard (as the Adventure card's)"


@hooks.on(
    points.LIFE_GUARD, held=(CROSS, "adventure/water-bottle", "purchase/water-bottle", "adventure/holy-grail")
)
def _guards(g: Game, p: int, source: str) -> bool:
    alignment = g.state.players[p].alignment
    if source == CHAPEL and alignment == "evil" or source == GRAVEYARD and alignment == "good":
        return carries(g, p, CROSS)
    if source in DESERTS:
        return any(
            carries(g, p, c)
            for c in ("adventure/water-bottle", "purchase/water-bottle", "adventure/holy-grail")
        )
    return False


def _creatures(g: Game, f: dict[str, Any]) -> list[AdventureCard]:
    out = []
    for card in f.get("enemies", ()):
        comp = g.cat[base_id(card)]
        if isinstance(comp, AdventureCard):
            out.append(comp)
    return out


@hooks.on(points.BATTLE_OPTIONS, held=(CROSS, POTION))
def _object_options(g: Game, f: dict[str, Any]) -> list[Action]:
    p = f["p"]
    out = []
    foes = _creatures(g, f)
    if f["stat"] == "craft" and foes and all(c.subtype == "spirit" for c in foes) and carries(g, p, CROSS):
        out.append(act("use", CROSS))
    if f["stat"] == "strength" and carries(g, p, POTION):
        out.append(Action("use", (_held(g, p, POTION),)))  # drunk before the attack roll
    return out


@hooks.on(points.BATTLE_OPTIONS, foes=(BANDIT,))  # (after the Objects' options, as the table lists them)
def _bandit_option(g: Game, f: dict[str, Any]) -> list[Action]:
    if BANDIT not in map(base_id, f.get("enemies", ())):
        return []  # (asked at every battle: most often no Bandit)
    foes = _creatures(g, f)
    if foes and all(c.id == BANDIT for c in foes) and g.state.players[f["p"]].gold >= 1:
        return [act("use", BANDIT)]
    return []


def _cross(g: Game, f: dict[str, Any], a: Action) -> None:
    """The Spirits are destroyed outright: discarded, not kept as trophies."""
    g.pop()
    for card in f["enemies"]:
        character.remove_from_space(g, f["source"], card)
        character.return_card(g, card)
        g.emit("destroyed", f["p"], card)


def _potion(g: Game, f: dict[str, Any], a: Action) -> None:
    """Potion of Strength: +2 Strength until the end of the turn, everywhere (not only in
    battle: ``character.TURN_BONUS``); then discarded. Offered before moving and in battle."""
    p = f["p"]
    character.discard(g, p, str(a.args[0]))
    g.set(g.state.players[p], "effects", (*g.state.players[p].effects, POTION))
    g.emit("drinks", p, POTION)


character.TURN_BONUS[POTION] = {"strength": POTION_STRENGTH}


@hooks.on(points.BEGIN_OPTIONS, held=(POTION,))
def _potion_before_moving(g: Game, p: int) -> list[Action]:
    return [Action("use", (_held(g, p, POTION),))] if carries(g, p, POTION) else []


@hooks.on(points.BEGIN_USE)
def _drink_before_moving(g: Game, f: dict[str, Any], a: Action) -> bool:
    if base_id(str(a.args[0])) != POTION:
        return False
    _potion(g, f, a)
    return True


def _pay_bandit(g: Game, f: dict[str, Any], a: Action) -> None:
    """1 gold and the Bandit holds off this time; he stays on the space."""
    character.lose(g, f["p"], "gold", 1)
    g.emit("paid_off", f["p"], BANDIT)
    g.pop()


BATTLE_USES.update({CROSS: _cross, POTION: _potion, BANDIT: _pay_bandit})


@hooks.on(points.ATTACK_BONUS, held=(HOLY_LANCE,))
@hooks.label("Holy Lance against a Dragon")
def _object_bonus(g: Game, f: dict[str, Any], p: int) -> int:
    bonus = 0
    if f["stat"] == "strength" and p == f["p"] and carries(g, p, HOLY_LANCE):
        dragons = any(c.subtype == "dragon" for c in _creatures(g, f))
        dragons = dragons or f.get("creature", {}).get("name") == "Dragon"
        if dragons:  # +3 replaces the Weapon's +1, which the strength total already holds
            bonus += LANCE_VS_DRAGONS - 1
    return bonus


@hooks.on(points.FOE_LOST_LIFE, held=(RUNESWORD,))
def _runesword(g: Game, f: dict[str, Any], winner: int) -> None:
    if f["stat"] == "strength" and carries(g, winner, RUNESWORD):
        character.gain(g, winner, "lives", 1)


# Objects whose rule is a number in the content, or a hook above: nothing to do when taken.
for _quiet in (
    AMULET,
    BANDIT,
    CROSS,
    "adventure/holy-grail",
    HOLY_LANCE,
    "adventure/orb-of-knowledge",
    POTION,
    "adventure/raft",  # its move is the movement code's (engine.handlers.core.next_move)
    "adventure/ring",
    RUNESWORD,
    "adventure/wand",
    "adventure/water-bottle",
):
    HANDLERS.setdefault(_quiet, lambda g, p, source: None)


ORB = "adventure/orb-of-knowledge"


@hooks.on(points.DREW, held=(ORB,))
def _orb_offer(g: Game, f: dict[str, Any], card: str) -> None:
    """After the last card of a draw onto the holder's space: throw one away, draw again."""
    if f["deck"] not in g.board.decks or f["to"] != "space" or f["count"] > 0 or f.get("orb"):
        return  # (a region's own deck stands for the Adventure deck there)
    if carries(g, f["p"], ORB):
        drawn = list(f.get("drawn", ()))
        g.push({"kind": "orb", "p": f["p"], "space": f["space"], "drawn": drawn, "deck": f["deck"]})


@rule("orb")
class OrbOfKnowledge(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "orb", "Orb of Knowledge: throw one drawn card away and draw again, or done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        on = g.state.board.get(f["space"], ())
        return [act("done")] + [act("discard", c) for c in f["drawn"] if c in on]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "done":
            return
        card = str(a.args[0])
        character.remove_from_space(g, f["space"], card)
        character.return_card(g, card)
        g.emit("discard", f["p"], card)
        g.push(
            {
                "kind": "draw",
                "deck": f.get("deck", "adventure"),
                "count": 1,
                "to": "space",
                "p": f["p"],
                "space": f["space"],
                "orb": True,
            }
        )
