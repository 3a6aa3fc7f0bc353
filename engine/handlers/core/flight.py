"""A card given up in place of the move, to fly to any space of the character's Region (The
Dungeon's Cloak of Feathers, The Highland's Arnkell; Dreadwing's doubles, whose card stays).

Each card's box says when its card may fly (``offer``): the Cloak not from the Inner Region,
Arnkell from there too, to the Crown of Command (digital rulebook FAQ, Arnkell); Arnkell's holder
leaves his Followers behind on the space first (``leave_followers``). The offer comes once, as the
move starts; ``begin`` declines it and the move is rolled as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character
from engine.frames import Frame, Rule, rule
from engine.movement import barred, land
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game


def offer(
    g: Game, move: Frame, card: str, *, inner: bool, leave_followers: bool = False, keep: bool = False
) -> bool:
    """As the ``move`` starts, offer the flight the held ``card`` gives (once a move): any other
    space of the Region (``inner``: from the Inner Region too). ``keep``: the card is not given
    up. Answers True when offered."""
    p = move["p"]
    ch = g.state.players[p]
    flag = f"flight {card}"
    if move.get(flag) or ch.is_toad or (not inner and ch.position in g.board.stepped):
        return False
    g.set(move, flag, True)
    closed = barred(g)
    region = g.board.of[ch.position]
    options = [s.id for s in g.board.spaces_of(region) if s.id != ch.position and s.id not in closed]
    if not options:
        return False
    frame = {"kind": "flight", "p": p, "card": card, "options": options}
    g.push({**frame, "leave_followers": leave_followers, "keep": keep})
    return True


@rule("flight")
class Flight(Rule):
    """Fly by the card to a space of the Region, or ``begin`` to move as usual."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        name = g.state.players[f["p"]].name
        card = g.cat[f["card"]].name
        return Decision(f["p"], "teleport", f"{name}: fly with the {card}, or begin to move as usual")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        if _held(g, f) is None:  # gone meanwhile (the table moved it, a Spell took it)
            return [act("begin")]
        return [*(act("move", s) for s in f["options"]), act("begin")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        p = f["p"]
        g.pop()
        if a.verb == "begin":
            return
        held = _held(g, f)
        if held is not None and not f["keep"]:
            character.discard(g, p, held)
        if f["leave_followers"]:
            for follower in g.state.players[p].followers:
                character.ditch(g, p, follower)
        g.emit("moves_by", p, f["card"].split("/", 1)[1])
        land(g, p, str(a.args[0]))


def _held(g: Game, f: Frame) -> str | None:
    ch = g.state.players[f["p"]]
    return next((c for c in (*ch.objects, *ch.followers) if base_id(c) == f["card"]), None)
