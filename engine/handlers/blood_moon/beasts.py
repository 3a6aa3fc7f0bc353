"""Two Blood Moon Enemies whose cards act around the battle (data
content/data/blood-moon/adventure/enemies.yaml):

- Balefire Dragon (``enemies_met``): before the battle it breathes: 1 die; a result equal to
  or above the character's Craft discards every other Adventure Card in its Region (the
  Enemies fighting beside it too), then the battle is fought;
- Headless Horseman (``beaten_by_creature``, ``move_done``): having beaten a character, he
  rides onto that character's space when their next move ends (before its encounter), if he
  still lies on the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.places import card_space, discard_region
from engine.state import base_id

if TYPE_CHECKING:
    from engine.rules_api import Game

BALEFIRE = "adventure/balefire-dragon"
HORSEMAN = "adventure/headless-horseman"


@hooks.on(points.ENEMIES_MET)
def _breath(g: Game, p: int, space: str, enemies: list[str]) -> list[str]:
    """The battle waits for the breath (the ``balefire`` frame starts it after the die)."""
    if BALEFIRE not in map(base_id, enemies):
        return enemies
    g.push({"kind": "balefire", "p": p, "space": space, "enemies": enemies})
    return []


@rule("balefire")
class Balefire(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p, space = f["p"], f["space"]
        if "got" not in f:
            push_roll(g, p, 1, "got", fate=True, why="the Balefire Dragon's breath")
            return
        g.pop()
        dragon = next(c for c in f["enemies"] if base_id(c) == BALEFIRE)
        if f["got"][0] >= character.craft(g, g.state.players[p]):
            g.emit("breath", p, dragon)
            discard_region(g, space, dragon)
        enemies = [c for c in f["enemies"] if c in g.state.board.get(space, ())]
        if enemies and g.state.players[p].alive and g.state.players[p].position == space:
            g.push(
                {
                    "kind": "battle",
                    "p": p,
                    "stat": "strength",
                    "enemies": enemies,
                    "stage": "prepare",
                    "evadable": True,
                    "source": space,
                }
            )


@hooks.on(points.BEATEN_BY_CREATURE, foes=(HORSEMAN,))
def _horseman_follows(g: Game, f: Frame) -> None:
    enemies = f.get("enemies", ())
    if HORSEMAN not in map(base_id, enemies):
        return  # (asked at every battle lost to a creature: most often another)
    horseman = next(c for c in enemies if base_id(c) == HORSEMAN)
    if g.state.players[f["p"]].alive:
        g.set(g.state.markers, f"horseman/{f['p']}", horseman)


@hooks.on(points.MOVE_DONE, marked=("horseman/",))
def _horseman_arrives(g: Game, p: int) -> None:
    key = f"horseman/{p}"
    horseman = g.state.markers.get(key)
    if horseman is None:
        return
    g.journal.delete(g.state.markers, key)
    there, here = card_space(g, horseman), g.state.players[p].position
    if there is not None and there != here:
        character.remove_from_space(g, there, horseman)
        character.place_on(g, here, horseman)
        g.emit("card_moved", horseman, here)


handles(BALEFIRE)(lambda g, p, source: None)  # an Enemy: the hooks above are its rule
handles(HORSEMAN)(lambda g, p, source: None)
