"""The Blood Moon's characters (content/data/blood-moon/characters.yaml; abilities as FFG's and
Nomad Games' previews describe them).

- Vampire Hunter, ``hunt``: once the cards of her draw are out, she may throw away one that is
  not an Enemy and draw a replacement (the Prophetess's foresight, Enemies excepted);
- Doomsayer, ``omens``: whenever anyone draws an Event he may gain 1 Spell (Craft permitting),
  an Enemy, replenish 1 fate; ``seek-doom``: when his own draw brings neither, one card more;
- Grave Robber, ``dig`` and ``ransack``: blood_moon_hoards (8 cards drawn aside at the
  Graveyard; the discard pile's top card in place of a card of a space's draw).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import cards, character, hooks, points
from engine.cards import handles
from engine.chance import push_draw
from engine.encounters import has_ability
from engine.frames import Frame, Rule, rule
from engine.handlers.core.abilities import ABILITIES, has_any
from engine.handlers.core.abilities_travel import Foresight
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

WITCH_FINDER = "adventure/witch-finder"
KEEPER = "adventure/keeper-of-the-vigil"
DRAWERS = frozenset(("hunt", "seek-doom"))  # the abilities that act on their own draws

ABILITIES.update(
    {
        "character/vampire-hunter/hunt": "drew hook; hunt frame",
        "character/doomsayer/omens": "drew hook",
        "character/doomsayer/seek-doom": "drew hook; seek_doom frame",
        "character/grave-robber/dig": "meet hook; dig frame (blood_moon_hoards)",
        "character/grave-robber/ransack": "before_space_draw hook; ransack frame (blood_moon_hoards)",
    }
)
cards.PLAYED.update(ABILITIES)  # (engine.cards: where each handler's rule lives)
handles(WITCH_FINDER)(lambda g, p, source: None)  # a Follower: the drew hook below is its rule


@handles(KEEPER)
@handles("adventure/torchbearer")
def _keeper_joins(g: Game, p: int, source: str) -> None:
    """Met (its Time Card step ran as it was drawn), the Follower joins the drawer (the
    Torchbearer's second attack after a defeat: blood_moon_companions)."""
    here = g.state.players[p].position
    if source in g.state.board.get(here, ()):
        character.remove_from_space(g, here, source)
        character.receive(g, p, source)


def _type(g: Game, card: str) -> str:
    comp = g.cat[base_id(card)]
    return comp.type if isinstance(comp, AdventureCard) else ""


def _last_of_draw(g: Game, f: Frame) -> tuple[Frame, bool]:
    """The frame that owns this space draw and whether its last card is out (as for foresight)."""
    holder = next((x for x in reversed(g.state.stack) if x["kind"] == "space_draw"), None)
    if holder is not None:
        return holder, g.space(holder["space"]).draw <= len(g.state.board.get(holder["space"], ()))
    return f, f["count"] == 0


@hooks.on(points.DREW, abilities=("omens",))
def _omens(g: Game, f: Frame, card: str) -> None:
    """The Doomsayer profits from anyone's misfortune: an Event drawn, a Spell (room permitting);
    an Enemy, 1 fate back."""
    if f["deck"] != "adventure":
        return
    kind = _type(g, card)
    if kind not in ("event", "enemy"):
        return
    for ch in g.state.players:
        if ch.alive and has_ability(g, ch.player, "omens"):
            if kind == "event" and len(ch.spells) < character.spell_limit(g, ch):
                push_draw(g, "spell", 1, to="player", p=ch.player)
            elif kind == "enemy":
                character.replenish(g, ch.player, 1)


@hooks.on(points.DREW, abilities=("hunt", "seek-doom"), held=(KEEPER, WITCH_FINDER))
def _drawer(g: Game, f: Frame, card: str) -> None:
    """What the drawer's abilities and Followers do once the last card of his space draw is out
    (asked right after ``_omens``, as one hook before)."""
    if f["deck"] != "adventure" or f["to"] != "space":
        return
    p = f["p"]
    followers = set(map(base_id, g.state.players[p].followers))
    if not has_any(g, p, DRAWERS) and followers.isdisjoint((KEEPER, WITCH_FINDER)):
        return  # (the rest is for the drawer's abilities and Followers)
    holder, last = _last_of_draw(g, f)
    if not last:
        return
    if has_ability(g, p, "hunt") and not holder.get("hunt"):
        g.set(holder, "hunt", True)
        g.push({"kind": "hunt", "p": p, "space": f["space"], "own": holder is f})
    lying = [c for c in g.state.board.get(f["space"], ()) if _type(g, c)]
    calm = lying and all(_type(g, c) not in ("event", "enemy") for c in lying)
    if has_ability(g, p, "seek-doom") and calm and not holder.get("seek_doom"):
        g.set(holder, "seek_doom", True)
        g.push({"kind": "seek_doom", "p": p, "space": f["space"], "why": "seek-doom"})
    keeper = next((c for c in g.state.players[p].followers if base_id(c) == KEEPER), None)
    if keeper and not holder.get("vigil"):  # the Keeper of the Vigil: one redraw, then he goes
        g.set(holder, "vigil", True)
        g.push({"kind": "vigil", "p": p, "space": f["space"], "own": holder is f, "keeper": keeper})
    no_enemy = not any(_type(g, c) == "enemy" for c in lying)
    finder = WITCH_FINDER in map(base_id, g.state.players[p].followers)
    if finder and no_enemy and not holder.get("witch_finder"):  # the Witch Finder's extra card
        g.set(holder, "witch_finder", True)
        g.push({"kind": "seek_doom", "p": p, "space": f["space"], "why": "witch-finder"})


@rule("hunt")
class Hunt(Foresight):
    """The Vampire Hunter may throw away one card just drawn that is not an Enemy."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not Hunt.legal(g, f)[1:]:
            return None
        return Decision(
            f["p"], "hunt", "throw away one card just drawn (not an Enemy) for a new one, or pass"
        )

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [a for a in Foresight.legal(g, f) if a.verb == "pass" or _type(g, str(a.args[0])) != "enemy"]


@rule("vigil")
class Vigil(Foresight):
    """The Keeper of the Vigil's holder may throw away a card just drawn for a replacement;
    the Keeper then leaves for the discard pile."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not Foresight.legal(g, f)[1:]:
            return None
        return Decision(
            f["p"], "vigil", "Keeper of the Vigil: throw away a card just drawn for a new one, or pass"
        )

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        Foresight.apply(g, f, a)
        if a.verb != "pass" and f["keeper"] in g.state.players[f["p"]].followers:
            character.discard(g, f["p"], f["keeper"])


@rule("seek_doom")
class SeekDoom(Rule):
    """The Doomsayer's draw brought no Event and no Enemy, or the Witch Finder's holder drew
    no Enemy: one card more may be drawn."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "seek_doom", "draw one more Adventure Card, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), Action("use", (f["why"],))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "use":
            g.emit("ability", f["p"], f["why"])
            push_draw(g, "adventure", 1, to="space", p=f["p"], space=f["space"])
