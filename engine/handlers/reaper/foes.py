"""The Reaper's Enemies with a rule of their own after the fight (card rules; the Enemies'
printed values are ``verified: false`` in the data).

- Mummy: beaten by it, the character loses 1 life more.
- Crone: beaten by her in psychic combat, the character loses no life but is a Toad for 3
  turns (the life is kept as the Preservation Spell keeps one).
- Succubus: beaten by her, the character also loses 1 Craft if he can, and she gains a Craft
  counter (each adds 1 to her Craft: marker ``succubus/<card>``).
- Nightmare: its Craft is the opponent's total Craft; killed, it gives 1 Craft and is
  discarded, not kept.
- Black Unicorn: beaten, it becomes the character's Follower (1 more Strength and Craft)
  instead of a trophy.
- Lord of the Pit: killed, the character may teleport to the Plain of Peril.
- Fiend Slayer: leaves for the discard pile when his master loses a fight with a creature.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, combat, hooks, points
from engine.frames import Frame
from engine.state import base_id
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

MUMMY = "adventure/mummy"
CRONE = "adventure/crone"
CRONE_TURNS = 3
SUCCUBUS = "adventure/succubus"
NIGHTMARE = "adventure/nightmare"
UNICORN = "adventure/black-unicorn"
LORD = "adventure/lord-of-the-pit"
FIEND_SLAYER = "adventure/fiend-slayer"
PLAIN = "space/inner/plain-of-peril"
UNICORN_BONUS = {"strength": 1, "craft": 1}


@hooks.on(points.CREATURES_NOT_BEATEN, held=(FIEND_SLAYER,), foes=(CRONE, MUMMY, SUCCUBUS))
def _beaten_by(g: Game, f: Frame, lost: bool) -> None:
    if not lost:
        return
    p, foes = f["p"], combat.foes(f)
    ch = g.state.players[p]
    for card in ch.followers:
        if base_id(card) == FIEND_SLAYER:
            character.discard(g, p, card)
    if CRONE in foes and f["stat"] == "craft":
        g.set(ch, "effects", (*ch.effects, character.PRESERVED))  # the life about to go stays
        character.make_toad(g, p, CRONE_TURNS)
    if MUMMY in foes:
        character.lose_life(g, p, 1, MUMMY)
    for card in f.get("enemies", ()):
        if base_id(card) == SUCCUBUS:
            if ch.craft > 0:
                character.lose(g, p, "craft", 1)
            key = f"succubus/{card}"
            g.set(g.state.markers, key, g.state.markers.get(key, 0) + 1)


@hooks.on(points.CREATURE_SCORE, foes=(SUCCUBUS, NIGHTMARE))
def _creature_score(g: Game, f: Frame, value: int) -> int:
    for card in f.get("enemies", ()):
        kind = base_id(card)
        if kind == SUCCUBUS:  # (her counters: only a Succubus card has them)
            value += int(g.state.markers.get(f"succubus/{card}", 0))
        elif kind == NIGHTMARE:  # as much Craft as its opponent (printed 1 replaced)
            ch = g.state.players[f["p"]]
            value += character.craft(g, ch, battle=True) - int(getattr(g.cat[base_id(card)], "craft", 0) or 0)
    return value


@hooks.on(points.FOE_LOST_LIFE, foes=(SUCCUBUS, NIGHTMARE, UNICORN, LORD))
def _killed(g: Game, f: Frame, p: int) -> None:
    if p != f["p"] or f.get("opponent") is not None:
        return
    ch = g.state.players[p]
    for card in f.get("enemies", ()):
        kind = base_id(card)
        if f"succubus/{card}" in g.state.markers:  # killed: her counters go back
            g.journal.delete(g.state.markers, f"succubus/{card}")
        if card not in ch.trophies:
            continue
        if kind == NIGHTMARE:
            character.discard(g, p, card)
            character.gain(g, p, "craft", 1)
        elif kind == UNICORN:
            character.release(g, p, card)
            g.set(ch, "followers", (*ch.followers, card))
            g.emit("follows", p, card)
    if LORD in combat.foes(f):
        stay = {"label": "Stay here", "do": []}
        go = {"label": "Teleport to the Plain of Peril", "do": [{"teleport": {"to": PLAIN}}]}
        push_steps(g, p, [{"choose": [stay, go]}], LORD)


@hooks.on(points.ATTACK_BONUS, held=(UNICORN,))
@hooks.label("Black Unicorn")
def _unicorn(g: Game, f: Frame, p: int) -> int:
    """The Black Unicorn as a Follower: 1 Strength and 1 Craft (a trophy card has no bonus field)."""
    n = sum(1 for c in g.state.players[p].followers if base_id(c) == UNICORN)
    return n * UNICORN_BONUS[f["stat"]] if n else 0
