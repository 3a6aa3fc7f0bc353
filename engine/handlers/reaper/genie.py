"""The Reaper's Genie (card rule; digital rulebook FAQ "Genie" Q1-Q6).

The first time his holder's turn begins with him, the Genie takes 3 Spells from the Spell deck
(they lie aside on his card: marker ``aside/genie/<card>``). He casts them for his holder when
the holder likes: at every moment the holder could cast that Spell (as his turn begins, in a
battle, as another's turn begins, once his move is over...; hook ``more_casts`` in
``engine.spells``), whatever the holder's Craft (Q5), outside his Spell limit and the count of
his casts (Q6), never while Destroy Magic holds or the holder cannot cast (Q2). Such a cast is
the holder's for Reflection (Q6) but no Counterspell cancels it (Q1, as for Nullify). When the
last is cast, the Genie leaves for the discard pile. Ditched, he keeps his Spells for the next
holder (Q4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.frames import Frame
from engine.spells import casts_held_aside, draw_aside, keeps_spells
from engine.state import base_id
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game

GENIE = "adventure/genie"
GENIE_SPELLS = 3


_key = keeps_spells("genie")  # his Spells: marker ``aside/genie/<his card>``


def _genie(g: Game, p: int) -> str | None:
    followers = g.state.players[p].followers
    return next((c for c in followers if base_id(c) == GENIE), None) if followers else None


@hooks.on(points.MORE_CASTS, held=(GENIE,))
def _casts(g: Game, p: int, when: str, battle: Frame | None) -> list[Action]:
    genie = _genie(g, p)
    if genie is None:
        return []
    return casts_held_aside(g, p, g.state.markers.get(_key(genie), []), when, battle)


@hooks.on(points.CAST_ASIDE, held=(GENIE,))
def _cast_for_him(g: Game, p: int, card: str) -> bool:
    """One of the Genie's Spells is cast: to the discard pile; the last one sends him away."""
    genie = _genie(g, p)
    held = g.state.markers.get(_key(genie), []) if genie is not None else []
    if genie is None or card not in held:
        return False
    left = [c for c in held if c != card]
    character.return_card(g, card)
    g.emit("genie_casts", p, card)
    if left:
        g.set(g.state.markers, _key(genie), left)
    else:
        g.journal.delete(g.state.markers, _key(genie))
        character.discard(g, p, genie)
    return True


@hooks.on(points.BEGIN_OPTIONS, held=(GENIE,))
def _options(g: Game, p: int) -> list[Action]:
    """The first time: he takes his three Spells (his casts are offered as any cast)."""
    genie = _genie(g, p)
    if genie is None or _key(genie) in g.state.markers or f"genie-filled/{genie}" in g.state.markers:
        return []
    return [act("use", genie)] if g.state.decks["spell"] else []


@hooks.on(points.BEGIN_USE)
def _use(g: Game, f: Frame, a: Action) -> bool:
    p = f["p"]
    if base_id(str(a.args[0])) != GENIE or a not in _options(g, p):
        return False
    genie = str(a.args[0])
    g.set(g.state.markers, f"genie-filled/{genie}", True)
    count = min(GENIE_SPELLS, len(g.state.decks["spell"]))
    draw_aside(g, p, _key(genie), count)
    return True
