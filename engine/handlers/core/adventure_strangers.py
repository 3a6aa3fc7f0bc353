"""Strangers and the cards that move themselves to another space when drawn (core rulebook,
"Types of Adventure Cards"; digital rulebook FAQ, "Ghost" and "Hermit").

The Enchanter, Fairy and Phantom grant a wish, one of which is a teleport within the Region
the character stands in; the Mage and the Sorcerer give or sell a Spell only when Craft
leaves room for it; the Hermit and the Ghost roll where they go, and whoever meets them
there (the drawer too, on the same turn, if the roll leaves them on the drawer's space) is
visited or attacked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_draw, take_from_deck
from engine.handlers.core.space_tools import ring
from engine.state import base_id
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

TALISMAN = "talisman/talisman"


def _leave_board(g: Game, card: str) -> None:
    for space, on in list(g.state.board.items()):
        if card in on:
            character.remove_from_space(g, space, card)
            character.return_card(g, card)


def _wish_teleport(g: Game, p: int, source: str) -> None:
    """The wish 'teleport to any space of this Region': the granter leaves first."""
    _leave_board(g, source)
    region = g.space(g.state.players[p].position).region
    options = list(ring(g, region))
    g.push({"kind": "pick_space", "p": p, "options": options})


for _granter in ("adventure/enchanter", "adventure/fairy", "adventure/phantom"):
    handles(_granter)(_wish_teleport)


def _room_for_spell(g: Game, p: int) -> bool:
    ch = g.state.players[p]
    return not ch.is_toad and len(ch.spells) < character.spell_limit(g, ch)


@handles("adventure/mage")
def _mage(g: Game, p: int, source: str) -> None:
    if g.state.players[p].alignment == "good" and _room_for_spell(g, p):
        push_draw(g, "spell", 1, to="player", p=p)


@handles("adventure/sorcerer")
def _sorcerer(g: Game, p: int, source: str) -> None:
    if _room_for_spell(g, p) and g.state.players[p].gold >= 1:
        push_steps(g, p, g.cat[base_id(source)].effect, source)


def _placed_key(card: str) -> str:
    return f"placed/{card}"


def _placed_here(g: Game, p: int, card: str) -> bool:
    """Whether ``card`` was moved to the space it now lies on, which is ``p``'s space."""
    where = g.state.markers.get(_placed_key(card))
    return where == g.state.players[p].position and card in g.state.board.get(where, ())


def _place_then(g: Game, p: int, source: str) -> bool:
    """First meeting of a card that moves itself: roll and place it, then look again.
    Returns False when it has already been placed (it is met where it lies)."""
    marker = g.state.markers.get(_placed_key(source))
    if marker is not None and source in g.state.board.get(marker, ()):
        return False
    comp = g.cat[base_id(source)]
    push_steps(g, p, [*comp.effect, {"handler": comp.id}], source)
    g.set(g.state.markers, _placed_key(source), "rolling")
    return True


@hooks.on(points.END_OF_TURN, marked=("placed/",))
def _forget_moved_cards(g: Game, p: int) -> None:
    """A placed Ghost or Hermit that left its space (killed, discarded) is forgotten."""
    markers = g.state.markers
    for key in [k for k in markers if k.startswith("placed/")]:  # (not every marker's value)
        card = key.split("/", 1)[1]
        if card not in g.state.board.get(markers[key], ()):
            g.journal.delete(markers, key)


def _note_place(g: Game, source: str) -> None:
    for space, on in g.state.board.items():
        if source in on:
            g.set(g.state.markers, _placed_key(source), space)
            return


@handles("adventure/hermit")
def _hermit(g: Game, p: int, source: str) -> None:
    marker = g.state.markers.get(_placed_key(source))
    if marker == "rolling":
        _note_place(g, source)  # the roll has moved him
    elif _place_then(g, p, source):
        return
    if not _placed_here(g, p, source):
        return
    if TALISMAN in map(base_id, g.state.decks["talisman"]):
        character.receive(g, p, take_from_deck(g, "talisman", TALISMAN))
    else:
        g.emit("none_left", TALISMAN)
    g.journal.delete(g.state.markers, _placed_key(source))
    _leave_board(g, source)


@handles("adventure/ghost")
def _ghost(g: Game, p: int, source: str) -> None:
    marker = g.state.markers.get(_placed_key(source))
    if marker == "rolling":
        _note_place(g, source)
    elif _place_then(g, p, source):
        return
    if not _placed_here(g, p, source):
        return
    space = g.state.players[p].position
    g.push(
        {
            "kind": "battle",
            "p": p,
            "stat": "craft",
            "enemies": [source],
            "stage": "prepare",
            "evadable": True,
            "source": space,
        }
    )
