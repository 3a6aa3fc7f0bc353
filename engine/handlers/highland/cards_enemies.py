"""The rules The Highland's Enemies add to a fight, read from their ``fight`` data as the
Dungeon's are (content.steps.FIGHT; docs/content-format.md, "Fight rules"). Each mechanism is
played once here for every card whose data names it, in the games of any box with such a card:

- ``before``: steps the character plays as the Enemy is met, before the fight and before any
  choice to evade it (the Amphiptere's and the Storm Caller's strike at Armour, the Mountain
  Dragon's breath and the Skyfall Sentry's boulder: a die against the Craft). The fight follows
  if he still lives and the Enemy still lies there.
- ``flees_above``: against a character with more of that stat than the number, the Enemy moves
  1 space clockwise (engine.handlers.highland.paths) instead of fighting (the Shiver Nymph).
- ``evade: false``: it may never be evaded, by any means (the Falconer).
- ``spell_proof``: no Spell may be cast on it (engine.spells; the Windlasher).
- ``psychic_when_weaker: n``: against a character whose Craft is lower than his Strength it
  fights in psychic combat with Craft n, otherwise in battle with its Strength (the Felclaw);
  met beside other Enemies it then fights on its own, after them.

What the Enemy does to the character it beats is its ``defeat`` steps (engine.handlers.dungeon
.cards_fight): a lost turn (Chill Wraith, Cryomancer), a move to a named space (Roc, Harpy,
Earth Elemental), the trophies discarded (Carrion Crows). The Tuskgore's charge (a die's count of
spaces anticlockwise) is its handler here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import cards, character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.encounters import push_battle
from engine.frames import Frame, Rule, rule
from engine.handlers.highland.paths import along
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

hooks.plays(__name__, "fight")  # any box's Enemies may name these rules
TUSKGORE = "highland/tuskgore"


_rules = cards.fight_rules


@hooks.on(points.ENEMIES_MET)
def _met(g: Game, p: int, space: str, enemies: list[str]) -> list[str]:
    found = [(card, _rules(g, card)) for card in enemies]
    if not any("before" in r or "flees_above" in r or "psychic_when_weaker" in r for _, r in found):
        return enemies  # (most Enemies met: none of these)
    ch = g.state.players[p]
    out = []
    for card, r in found:
        if "psychic_when_weaker" in r and _stat(g, ch, "craft") < _stat(g, ch, "strength"):
            push_battle(g, p, space, [card], "craft")  # (pushed first: those beside it fight first)
            continue
        above = r.get("flees_above")
        if above and _stat(g, ch, next(iter(above))) > next(iter(above.values())):
            to = along(g, space, 1)
            if to != space:
                character.remove_from_space(g, space, card)
                character.place_on(g, to, card)
                g.emit("flees", card, to)
                continue
        out.append(card)
    before = [(card, r["before"]) for card, r in found if card in out and "before" in r]
    if not before:
        return out
    g.push({"kind": "fight_before", "p": p, "space": space, "enemies": out})
    for card, steps in reversed(before):  # (pushed last, run first)
        push_steps(g, p, steps, card)
    return []  # (the fight is pushed once the steps are played)


@hooks.on(points.CREATURE_SCORE, foes=(hooks.RULED,))
def _craft_when_weaker(g: Game, f: Frame, value: int) -> int:
    if f["stat"] == "craft":
        for card in f.get("enemies", ()):
            value += int(_rules(g, card).get("psychic_when_weaker", 0))
    return value


def _stat(g: Game, ch: Any, stat: str) -> int:
    return character.strength(g, ch) if stat == "strength" else character.craft(g, ch)


@rule("fight_before")
class FightBefore(Rule):
    """The Enemies' ``before`` steps are played: the fight follows, with those still there."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        here = g.state.board.get(f["space"], ())
        enemies = [c for c in f["enemies"] if c in here]
        if enemies and g.state.players[f["p"]].alive:
            push_battle(g, f["p"], f["space"], enemies)


@hooks.on(points.NO_EVADING, foes=(hooks.RULED,))
def _never_evaded(g: Game, f: Frame) -> bool:
    return any(_rules(g, c).get("evade") is False for c in f.get("enemies", ()))


# --- Tuskgore ---------------------------------------------------------------------------------


@handles(TUSKGORE)
def _tuskgore(g: Game, p: int, source: str) -> None:
    """Beaten by the Tuskgore: a die, and that many spaces anticlockwise (not met: the defeat has
    ended the turn)."""
    g.push({"kind": "charged", "p": p})
    push_roll(g, p, 1, "got", fate=False, why="how far the Tuskgore's charge throws you")


@rule("charged")
class Charged(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        here = g.state.players[f["p"]].position
        to = along(g, here, -int(f["got"][0]))
        if to != here:  # (put there as the ``move_to`` step puts him: never onto a barred space)
            push_steps(g, f["p"], [{"move_to": to}], TUSKGORE)


for _card in (
    "highland/felclaw",
    "highland/amphiptere",
    "highland/carrion-crows",
    "highland/chill-wraith",
    "highland/cryomancer",
    "highland/earth-elemental",
    "highland/falconer",
    "highland/harpy",
    "highland/mountain-dragon",
    "highland/roc",
    "highland/shiver-nymph",
    "highland/skyfall-sentry",
    "highland/storm-caller",
    "highland/windlasher",
):
    cards.PLAYED[_card] = "highland cards_enemies: the card's fight rules (its data's fight)"
