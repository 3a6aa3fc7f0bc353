"""The Reaper's Genie (card rule; digital rulebook FAQ "Genie" Q1-Q6).

The first time his holder's turn begins with him, the Genie takes 3 Spells from the Spell deck
(they lie aside on his card: marker ``aside/genie/<card>``). As any turn of his holder begins,
the Genie casts one of them for him, whatever the holder's Craft (Q5), outside the holder's
Spell limit and count (Q6); not while Destroy Magic holds or the holder cannot cast (Q2). The
Spells the engine plays with no target or one target are offered. When the last is cast, the
Genie leaves for the discard pile. Ditched, he keeps his Spells for the next holder (Q4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks
from engine.frames import Frame, Rule, rule
from engine.spells import DESTROY_MAGIC, SPELLS
from engine.state import base_id
from engine.values import Action

if TYPE_CHECKING:
    from engine.game import Game

GENIE = "adventure/genie"
GENIE_SPELLS = 3


def _key(genie: str) -> str:
    return f"aside/genie/{genie}"


def _genie(g: Game, p: int) -> str | None:
    return next((c for c in g.player(p).followers if base_id(c) == GENIE), None)


def _casts(g: Game, p: int) -> list[Action]:
    genie = _genie(g, p)
    if genie is None or DESTROY_MAGIC in g.state.markers or hooks.first("cannot_cast", g, p):
        return []
    out = []
    for card in g.state.markers.get(_key(genie), []):
        found = SPELLS.get(base_id(card))
        if found is None or "own-turn" not in found.moments:
            continue
        for target in found.targets(g, p, card, None):
            if len(target) <= 1:
                out.append(Action("use", (genie, card, *target)))
    return out


@hooks.on("begin_options")
def _options(g: Game, p: int) -> list[Action]:
    genie = _genie(g, p)
    if genie is None:
        return []
    if _key(genie) not in g.state.markers and f"genie-filled/{genie}" not in g.state.markers:
        return [Action("use", (genie,))] if g.state.decks["spell"] else []
    return _casts(g, p)


@hooks.on("begin_use")
def _use(g: Game, f: Frame, a: Action) -> bool:
    p = f["p"]
    if base_id(str(a.args[0])) != GENIE or a not in _options(g, p):
        return False
    genie = str(a.args[0])
    if len(a.args) == 1:  # he takes his three Spells
        g.set(g.state.markers, f"genie-filled/{genie}", True)
        count = min(GENIE_SPELLS, len(g.state.decks["spell"]))
        space = g.player(p).position
        g.push({"kind": "genie_fill", "p": p, "genie": genie, "space": space})
        g.push(
            {
                "kind": "draw",
                "deck": "spell",
                "count": count,
                "to": "space",
                "p": p,
                "space": space,
                "into": "found",
            }
        )
        return True
    card, target = str(a.args[1]), tuple(a.args[2:])
    left = [c for c in g.state.markers[_key(genie)] if c != card]
    g.set(g.state.markers, _key(genie), left)
    character.return_card(g, card)
    g.emit("genie_casts", p, card, *target)
    SPELLS[base_id(card)].effect(g, p, target, None, card)
    if not left:
        g.journal.delete(g.state.markers, _key(genie))
        if genie in g.player(p).followers:
            character.discard(g, p, genie)
    return True


@rule("genie_fill")
class GenieFill(Rule):
    """The Spells just drawn go from the space onto the Genie's card."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        found = [c for c in f.get("found", []) if c in g.state.board.get(f["space"], ())]
        for card in found:
            character.remove_from_space(g, f["space"], card)
        if found:
            g.set(g.state.markers, _key(f["genie"]), found)
