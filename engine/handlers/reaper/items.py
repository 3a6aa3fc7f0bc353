"""The Reaper's Objects, Magic Objects and Followers used by choice (card rules).

Cards usable "whenever you like" are offered as the holder's turn begins (``begin_options``:
``use <card>``), the moment the engine gives every such choice:

- Elixirs of Destiny, Might and Wisdom and the Casket: their die tables (``DRINKS``), then
  the card is discarded.
- St. Josephine: healed up to the life value; then she is discarded.
- Golden Statue: discarded for 2 gold at the City or 4 gold at the Castle.
- Rod of Ruin: another character loses 2 Strength, 2 Craft or 1 of each (counters only, never
  below the printed values); then the Rod is discarded.
- Hearth Rune: in place of the move, teleport to the starting space (and meet it); the Rune
  is left on the space the character came from.

The Golden Statue is the reward a victor must take from its holder (the Concealed Pouch:
``reaper_pouch``). The Map and the Shovel take 2 off the dice rolled in the Mines and the
Crypt; the Jester may be dropped at the Castle or the Tavern (he leaves when the character
meets either).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import character, hooks, points
from engine.frames import Frame
from engine.handlers.reaper.barrier import barred_space
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game

CITY, CASTLE, TAVERN = "space/outer/city", "space/middle/castle", "space/outer/tavern"
MINES, CRYPT = "space/inner/mines", "space/inner/crypt"
STATUE_PRICE = {CITY: 2, CASTLE: 4}


def _elixir(stat: str) -> list[dict[str, Any]]:
    table = {"1": [{"lose": {"lives": 1}}], "2-5": [{"gain": {stat: 1}}], "6": [{"gain": {stat: 2}}]}
    return [{"roll": {"dice": 1, "table": table}}]


DRINKS: dict[str, list[dict[str, Any]]] = {
    "adventure/elixir-of-destiny": _elixir("fate"),
    "adventure/elixir-of-might": _elixir("strength"),
    "adventure/elixir-of-wisdom": _elixir("craft"),
    "adventure/casket": [
        {
            "roll": {
                "dice": 1,
                "table": {
                    "1-2": [{"lose": {"lives": 1}}],
                    "3": [{"miss_turns": 1}],
                    "4": [{"gain": {"gold": 2}}],
                    "5": [{"gain": {"spells": 1}}],
                    "6": [{"take": "talisman/talisman"}],
                },
            }
        }
    ],
    "adventure/st-josephine": [{"heal": "all"}],
}
STATUE = "adventure/golden-statue"
RUNE = "adventure/hearth-rune"
MAP_SHOVEL = {"adventure/map": MINES, "adventure/shovel": CRYPT}
MAP_SHOVEL_OFF = 2
JESTER = "adventure/jester"


def _usable(g: Game, p: int) -> list[str]:
    ch = g.state.players[p]
    out = [c for c in (*ch.objects, *ch.followers) if base_id(c) in DRINKS]
    if ch.position in STATUE_PRICE:
        out += [c for c in ch.objects if base_id(c) == STATUE]
    home = character.printed(g, ch).start
    if g.space(ch.position).region != "inner" and home != barred_space(g):  # the Barrier bars it
        out += [c for c in ch.objects if base_id(c) == RUNE]
    return out


ROD = "adventure/rod-of-ruin"
ROD_LOSSES = {"strength": {"strength": 2}, "craft": {"craft": 2}, "both": {"strength": 1, "craft": 1}}


def _rod_actions(g: Game, p: int) -> list[Action]:
    rod = next((c for c in g.state.players[p].objects if base_id(c) == ROD), None)
    if rod is None:
        return []
    out = []
    for other in g.state.players:
        if other.player != p and other.alive and (other.strength or other.craft):
            out += [act("use", rod, other.character, how) for how in ROD_LOSSES]
    return out


@hooks.on(points.BEGIN_OPTIONS, held=(*DRINKS, STATUE, RUNE, ROD))
def _options(g: Game, p: int) -> list[Action]:
    return [*(act("use", c) for c in _usable(g, p)), *_rod_actions(g, p)]


@hooks.on(points.BEGIN_USE)
def _rod(g: Game, f: Frame, a: Action) -> bool:
    p = f["p"]
    if a not in _rod_actions(g, p):
        return False
    victim = next(c.player for c in g.state.players if c.character == a.args[1])
    character.discard(g, p, str(a.args[0]))
    for stat, n in ROD_LOSSES[str(a.args[2])].items():
        character.lose(g, victim, stat, min(n, getattr(g.state.players[victim], stat)))
    g.emit("ruined", victim)
    return True


@hooks.on(points.BEGIN_USE)
def _use(g: Game, f: Frame, a: Action) -> bool:
    card, p = str(a.args[0]), f["p"]
    if card not in _usable(g, p):
        return False
    ch = g.state.players[p]
    kind = base_id(card)
    g.emit("uses", p, card)
    if kind == STATUE:
        character.discard(g, p, card)
        character.gain(g, p, "gold", STATUE_PRICE[ch.position])
    elif kind == RUNE:
        character.ditch(g, p, card)
        home = character.printed(g, ch).start
        g.set(ch, "position", home)
        g.emit("moved", p, home)
        g.set(f, "stage", "land")  # the teleport is the move
        g.set(f, "played", True)
        g.set(f, "landed", home)
    else:
        character.discard(g, p, card)
        push_steps(g, p, DRINKS[kind], card)
    return True


@hooks.on(points.EXIT_TOTAL, held=tuple(MAP_SHOVEL))
def _map_shovel(g: Game, p: int, source: str, total: int) -> int:
    held = {base_id(c) for c in g.state.players[p].objects}
    return total - sum(
        MAP_SHOVEL_OFF for item, where in MAP_SHOVEL.items() if item in held and where == source
    )


@hooks.on(points.SPACE_MET, held=(JESTER,))
def _jester_leaves(g: Game, p: int, space: str) -> None:
    if space in (CASTLE, TAVERN):
        for card in g.state.players[p].followers:
            if base_id(card) == JESTER:
                character.discard(g, p, card)


@hooks.on(points.FORCED_REWARD, held=(STATUE,))
def _statue_to_the_victor(g: Game, f: Frame) -> str | None:
    """A character beaten in an attack hands the Golden Statue to the victor instead."""
    held = g.state.players[f["loser"]].objects
    statues = (o for o in held if base_id(o) == STATUE)
    return next((o for o in statues if not hooks.first(points.OUT_OF_REACH, g, o)), None)
