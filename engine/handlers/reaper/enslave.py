"""The Reaper's cards that act as an Enemy is met, enslave it, or join by a price (card rules;
digital rulebook FAQ "The Reaper Expansion": Ekor, Staff of Mastery, Warhorse).

- Ekor: against a character whose Strength is above 2 it runs one space clockwise instead
  of fighting, even beside another Enemy of its number (FAQ Ekor).
- Storm Caller: a character carrying Armour loses 1 life before the fight.
- Staff of Mastery (not for the good) and the Dominate Spell: instead of fighting an Enemy met
  by Strength, the character enslaves it: it follows him and its Strength is added in his next
  battle, after which it is discarded (with the Staff). The Doppelganger may be enslaved (FAQ).
- Warhorse: a life lost in a battle or psychic combat sends it to the discard pile (one that
  Armour or a Spell saves does not: FAQ Warhorse).
- Familiar: met, it joins the character who gives up 1 life for it; otherwise it stays.
- Magician: the character may turn all his Strength counters into Craft or the other way
  round; then the Magician is discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import character, hooks, points
from engine.cards import handles
from engine.frames import Frame
from engine.handlers.reaper.events import clockwise
from engine.spells import creature_battle, spell
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Arg, act

if TYPE_CHECKING:
    from engine.rules_api import Game

EKOR = "adventure/ekor"
EKOR_FLEES_ABOVE = 2
STORM_CALLER = "adventure/storm-caller"
STAFF = "adventure/staff-of-mastery"
DOMINATE = "spell/dominate"
WARHORSE = "adventure/warhorse"
FAMILIAR = "adventure/familiar"


@hooks.on(points.ENEMIES_MET)
def _enemies_met(g: Game, p: int, space: str, enemies: list[str]) -> list[str]:
    if EKOR not in map(base_id, enemies) and STORM_CALLER not in map(base_id, enemies):
        return enemies  # (most Enemies met: neither)
    ch = g.state.players[p]
    out = []
    for card in enemies:
        if base_id(card) == EKOR and character.strength(g, ch, battle=True) > EKOR_FLEES_ABOVE:
            to = clockwise(g, space, 1) if g.space(space).region != "inner" else space
            if to != space:
                character.remove_from_space(g, space, card)
                character.place_on(g, to, card)
                g.emit("flees", card, to)
                continue
        out.append(card)
    if STORM_CALLER in map(base_id, out):
        armour = any("armour" in getattr(g.cat[base_id(o)], "keywords", ()) for o in ch.objects)
        if armour:
            g.emit("struck", p, STORM_CALLER)
            character.lose_life(g, p, 1, STORM_CALLER)
    return out


def _enslaveable(g: Game, f: Frame) -> bool:
    return (
        creature_battle(f)
        and f["stat"] == "strength"
        and bool(f.get("enemies"))
        and f.get("stage") == "prepare"
    )


@hooks.on(points.BATTLE_OPTIONS, held=(STAFF,))
def _staff_option(g: Game, f: Frame) -> list[Action]:
    staff = next((c for c in g.state.players[f["p"]].objects if base_id(c) == STAFF), None)
    return [act("use", staff)] if staff and _enslaveable(g, f) else []


def _enslave(g: Game, f: Frame, by: str) -> None:
    p = f["p"]
    ch = g.state.players[p]
    for card in f["enemies"]:
        character.remove_from_space(g, f["source"], card)
        g.set(ch, "followers", (*ch.followers, card))
        g.emit("enslaved", p, card)
    g.set(g.state.markers, f"slaves/{p}", {"cards": list(f["enemies"]), "by": by})
    while g.top is not f:
        g.pop()
    g.pop()


@hooks.on(points.BATTLE_USE)
def _staff_use(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != STAFF:
        return False
    _enslave(g, f, str(a.args[0]))
    return True


def _dominate_targets(g: Game, p: int, card: str, battle: Frame | None) -> list[tuple[Arg, ...]]:
    return [()] if battle is not None and battle["p"] == p and _enslaveable(g, battle) else []


@spell(DOMINATE, "battle", targets=_dominate_targets)
def _dominate(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    assert battle is not None
    _enslave(g, battle, "")


@hooks.on(points.ATTACK_BONUS, marked=("slaves/",))
@hooks.label("enslaved Enemy")
def _slaves_fight(g: Game, f: Frame, p: int) -> int:
    slaves = g.state.markers.get(f"slaves/{p}")
    if not slaves or f["stat"] != "strength" or f.get("enemies") == slaves["cards"]:
        return 0
    return sum(int(getattr(g.cat[base_id(c)], "strength", 0) or 0) for c in slaves["cards"])


@hooks.on(points.END_OF_TURN, marked=("slaves/",))
def _slaves_spent(g: Game, p: int) -> None:
    """After the battle they fought in, the slaves (and the Staff) go to the discard pile."""
    key = f"slaves/{p}"
    slaves = g.state.markers.get(key)
    if not slaves or not slaves.get("fought"):
        return
    ch = g.state.players[p]
    for card in (*slaves["cards"], slaves["by"]):
        if card and card in (*ch.followers, *ch.objects):
            character.discard(g, p, card)
    g.journal.delete(g.state.markers, key)


@hooks.on(points.CREATURES_NOT_BEATEN, marked=("slaves/",))
@hooks.on(points.FOE_LOST_LIFE, marked=("slaves/",))
def _mark_fought(g: Game, f: Frame, *rest: object) -> None:
    p = f["p"]
    slaves = g.state.markers.get(f"slaves/{p}")
    fought_in_this = f["stat"] == "strength" and f.get("enemies") != slaves["cards"] if slaves else False
    if slaves and fought_in_this and not slaves.get("fought"):
        g.set(g.state.markers, f"slaves/{p}", {**slaves, "fought": True})


@hooks.on(points.LOST_LIFE, held=(WARHORSE,))
def _warhorse_bolts(g: Game, p: int, source: str) -> None:
    if source != "battle":
        return
    for card in g.state.players[p].followers:
        if base_id(card) == WARHORSE:
            character.discard(g, p, card)


@handles(FAMILIAR)
def _familiar(g: Game, p: int, source: str) -> None:
    if g.state.players[p].lives < 2:
        return  # giving up the last life would kill: not offered
    keep = {"label": "Give up 1 life and take the Familiar", "do": [{"handler": f"{FAMILIAR}/join"}]}
    push_steps(g, p, [{"choose": [{"label": "Leave the Familiar", "do": []}, keep]}], source)


@handles(f"{FAMILIAR}/join")
def _familiar_join(g: Game, p: int, source: str) -> None:
    space = g.state.players[p].position
    if source in g.state.board.get(space, ()):
        character.lose_life(g, p, 1, FAMILIAR)
        character.remove_from_space(g, space, source)
        character.receive(g, p, source)


@handles("adventure/magician")
def _magician(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    options: list[dict[str, Any]] = [{"label": "Keep Strength and Craft as they are", "do": []}]
    if ch.strength:
        options.append(
            {
                "label": f"Turn {ch.strength} Strength into Craft",
                "do": [{"handler": "adventure/magician/to-craft"}],
            }
        )
    if ch.craft:
        options.append(
            {
                "label": f"Turn {ch.craft} Craft into Strength",
                "do": [{"handler": "adventure/magician/to-strength"}],
            }
        )
    if len(options) > 1:
        push_steps(g, p, [{"choose": options}], source)


def _convert(src: str, dst: str) -> None:
    @handles(f"adventure/magician/to-{dst}")
    def convert(g: Game, p: int, source: str) -> None:
        n = getattr(g.state.players[p], src)
        character.lose(g, p, src, n)
        character.gain(g, p, dst, n)


_convert("strength", "craft")
_convert("craft", "strength")
