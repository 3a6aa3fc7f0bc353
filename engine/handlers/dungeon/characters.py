"""The Dungeon's characters' abilities the engine plays (content/data/dungeon/characters.yaml;
digital rulebook FAQ "Gladiator", "Swashbuckler").

- Gladiator: begins with a Helmet (the ``starting-items`` ability: engine.deal and
  engine.handlers.core.abilities); in battle each of his Followers gives him 1 more Strength
  (he trains them), those that already add Strength and cards that became Followers included
  (FAQ Gladiator Q1, Q2); he adds 1 to the die he rolls for Armour (a published review, the
  one source: the character is ``verified: false``).
- Swashbuckler: a battle won (a creature killed, a character beaten) gives him another turn
  straight after this one, once a round (FAQ Swashbuckler Q2, the errata: not once a turn); a
  win turned into a stand-off (the Cave Troll growing back) gives none (FAQ Swashbuckler Q1).
- The Amazon's second die for her move: engine.handlers.dungeon.cards_moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, hooks, points
from engine.encounters import has_ability
from engine.frames import Frame
from engine.handlers.core.space_tools import clear_marker, set_marker

if TYPE_CHECKING:
    from engine.rules_api import Game

TRAINING = "training"
ARMOUR_BONUS = "armour-bonus"
EXTRA_TURN = "extra-turn"
TAKEN = "extra-turn-taken/"  # marker: the Swashbuckler's extra turn of this round was given


@hooks.on(points.ATTACK_BONUS, abilities=(TRAINING,))
@hooks.label("Gladiator's trained Followers")
def _training(g: Game, f: Frame, p: int) -> int:
    if f["stat"] != "strength" or not has_ability(g, p, TRAINING):
        return 0
    return len(g.state.players[p].followers)


@hooks.on(points.ARMOUR_ROLL, abilities=(ARMOUR_BONUS,))
def _armour_bonus(g: Game, p: int, added: int) -> int:
    return added + (1 if has_ability(g, p, ARMOUR_BONUS) else 0)


def _won(g: Game, p: int) -> None:
    if not has_ability(g, p, EXTRA_TURN) or g.state.markers.get(f"{TAKEN}{p}"):
        return
    set_marker(g, f"{TAKEN}{p}", True)
    key = f"extra-turns/{p}"  # (engine.spells.next_player: he plays again)
    set_marker(g, key, g.state.markers.get(key, 0) + 1)
    g.emit("ability", p, EXTRA_TURN)


@hooks.on(points.FOE_LOST_LIFE, abilities=(EXTRA_TURN,))
def _creature_killed(g: Game, f: Frame, p: int) -> None:
    if f["stat"] == "strength" and "opponent" not in f and p == f["p"]:
        _won(g, p)


@hooks.on(points.CHARACTER_BEATEN, abilities=(EXTRA_TURN,))
def _character_beaten(g: Game, f: Frame) -> bool:
    if f["stat"] == "strength":
        _won(g, f["winner"])
    return False  # (the other hooks here still run)


@hooks.on(points.TURN_BEGINS, marked=(TAKEN,))
def _new_round(g: Game, p: int) -> None:
    """Another player's turn: the round has moved on, the Swashbuckler may win a turn again."""
    for q in range(len(g.state.players)):
        if q != p:
            clear_marker(g, f"{TAKEN}{q}")


cards.PLAYED.update(
    {
        "character/gladiator/starting-items": "engine.deal, core abilities: new_character (its steps)",
        "character/gladiator/training": "dungeon characters: attack_bonus",
        "character/gladiator/armour-bonus": "dungeon characters: armour_roll",
        "character/swashbuckler/extra-turn": "dungeon characters: foe_lost_life, character_beaten",
    }
)
