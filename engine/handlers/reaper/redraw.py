"""The Reaper's cards that send a card just drawn back for another (card rules,
content/data/reaper/spells.yaml and adventure/followers.yaml).

- Alteration (Spell): right after its holder draws Adventure cards onto his space, he may cast
  it on one of them: that card goes to the discard pile and another is drawn in its place,
  which he must meet (it joins the cards of that draw). Counterspell and Reflection may answer
  it as any Spell.
- Familiar (Follower): whenever its holder draws Spells, he may discard each one he does not
  want and draw another in its place, which he must keep (no second swap for it).

Both wait until the draw is over (the ``drew`` hook after its last card), as the core Orb of
Knowledge does, and ask their holder in a frame of their own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import character, hooks, points, spells
from engine.frames import Frame, Rule, rule
from engine.state import base_id
from engine.values import Action, Arg, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

ALTERATION = "spell/alteration"
FAMILIAR = "adventure/familiar"
REDRAWN = "redrawn"  # a draw frame's mark: it replaces a card, no second offer for it
Targets = list[tuple[Arg, ...]]


def _index(g: Game, f: Frame) -> int:
    """Where the frame ``f`` itself (not an equal one) lies on the stack."""
    return next(i for i, fr in enumerate(g.state.stack) if fr is f)


def _last_of_draw(f: dict[str, Any], deck: str | tuple[str, ...], to: str) -> bool:
    """The draw's last card is out (``deck``: a deck, or the decks any of which will do)."""
    right = f["deck"] in deck if isinstance(deck, tuple) else f["deck"] == deck
    return right and f["to"] == to and f["count"] <= 0 and not f.get(REDRAWN)


# --- Alteration -------------------------------------------------------------------------------


def _may_alter(g: Game, p: int) -> bool:
    """Alteration in hand (and a cast left), or kept aside on a card that casts it for him (the
    Genie, the Dungeon's Spell Ring, the Highland's Spellstone: their casts are their own test)."""
    if ALTERATION in map(base_id, spells.kept_aside(g, p)):
        return True
    return ALTERATION in map(base_id, g.state.players[p].spells) and spells.may_cast(g, p)


@hooks.on(points.DREW, held=(ALTERATION,))
def _alteration_offer(g: Game, f: dict[str, Any], card: str) -> None:
    """A space's own draw (one card at a time) is offered once it is whole, as the cards are
    about to be met; any other draw of Adventure cards onto the space, once it is over."""
    # (Adventure cards: in a region with its own deck, its cards)
    if not _last_of_draw(f, g.board.decks, "space") or not _may_alter(g, f["p"]):
        return
    stack = g.state.stack
    at = _index(g, f)  # other cards may have asked their own question above it (Orb of Knowledge)
    if at > 0 and stack[at - 1]["kind"] == "space_draw":
        meeting = next(
            (fr for fr in reversed(stack) if fr["kind"] == "encounter" and fr["p"] == f["p"]), None
        )
        if meeting is not None:
            g.set(meeting, "just_drawn", [*meeting.get("just_drawn", []), *f["drawn"]])
        return
    g.push(
        {
            "kind": "alteration",
            "p": f["p"],
            "space": f["space"],
            "drawn": list(f["drawn"]),
            "card": ALTERATION,
        }
    )


@hooks.on(points.BEFORE_CARDS, held=(ALTERATION,))
def _alteration_before_meeting(g: Game, f: Frame) -> bool:
    drawn = f.get("just_drawn")
    if not drawn or f.get("alteration_asked") or not _may_alter(g, f["p"]):
        return False
    g.set(f, "alteration_asked", True)
    g.push({"kind": "alteration", "p": f["p"], "space": f["space"], "drawn": list(drawn), "card": ALTERATION})
    return True


def _alteration_targets(g: Game, p: int, card: str, battle: Frame | None) -> Targets:
    top = g.top if g.state.stack else None
    if battle is not None or top is None or top["kind"] != "alteration" or top["p"] != p:
        return []
    on = g.state.board.get(top["space"], ())
    return [(c,) for c in top["drawn"] if c in on]


@rule("alteration")
class Alteration(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not spells.cast_actions(g, f["p"], "drawn"):
            return None  # the cards drawn are gone (Cerberus to the Portal), or no cast is left
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "cast", f"{name}: cast Alteration on a card just drawn, or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), *spells.cast_actions(g, f["p"], "drawn")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "cast":
            spells.cast(g, f["p"], a)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


@spells.spell(ALTERATION, "drawn", targets=_alteration_targets)
def _alteration(g: Game, p: int, args: tuple[Arg, ...], battle: Frame | None, card: str) -> None:
    old = str(args[0])
    space = next((s for s, on in g.state.board.items() if old in on), None)
    if space is None:
        return
    character.remove_from_space(g, space, old)
    character.return_card(g, old)
    g.emit("discard", p, old)
    draw = next(
        (fr for fr in reversed(g.state.stack) if fr["kind"] == "draw" and old in fr.get("drawn", ())), None
    )
    if draw is not None:  # still drawing: the new card joins that draw's cards
        _redraw(g, p, draw, old, draw["deck"], to="space")
    else:  # the space's draw is over: the new card lies with the others, to be met with them
        g.push(
            {
                "kind": "draw",
                "deck": g.board.deck_of[space],
                "count": 1,
                "to": "space",
                "p": p,
                "space": space,
                REDRAWN: True,
            }
        )


def _redraw(g: Game, p: int, draw: Frame, old: str, deck: str, *, to: str) -> None:
    """Draw one card in place of ``old``; it takes ``old``'s place among ``draw``'s cards."""
    g.push({"kind": "redrawn", "at": _index(g, draw), "old": old})
    g.push(
        {
            "kind": "draw",
            "deck": deck,
            "count": 1,
            "to": to,
            "p": p,
            "space": draw.get("space"),
            "into": "new",
            REDRAWN: True,
        }
    )


@rule("redrawn")
class Redrawn(Rule):
    """The card drawn in place of another joins the first draw's cards (met or kept with them)."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        draw = g.state.stack[f["at"]]
        new = f.get("new", [])
        g.set(draw, "drawn", [c for c in draw.get("drawn", []) if c != f["old"]] + list(new))
        done = draw.get("swapped", [])
        g.set(draw, "swapped", [*done, *new])


# --- Familiar ---------------------------------------------------------------------------------


def _has_familiar(g: Game, p: int) -> bool:
    return FAMILIAR in map(base_id, g.state.players[p].followers)


@hooks.on(points.DREW, held=(FAMILIAR,))
def _familiar_offer(g: Game, f: dict[str, Any], card: str) -> None:
    if _last_of_draw(f, "spell", "player") and _has_familiar(g, f["p"]):
        g.push({"kind": "familiar", "p": f["p"], "at": _index(g, f), "card": FAMILIAR})


def _unwanted(g: Game, f: Frame) -> list[str]:
    draw = g.state.stack[f["at"]]
    swapped = draw.get("swapped", ())
    held = g.state.players[f["p"]].spells
    return [c for c in draw.get("drawn", ()) if c in held and c not in swapped]


@rule("familiar")
class Familiar(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _unwanted(g, f) or not _has_familiar(g, f["p"]):
            return None
        name = g.state.players[f["p"]].name
        return Decision(f["p"], "discard", f"{name}: the Familiar may swap a Spell just drawn, or done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("done"), *(act("discard", c) for c in _unwanted(g, f))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.pop()
            return
        old = str(a.args[0])
        draw = g.state.stack[f["at"]]
        g.set(draw, "swapped", [*draw.get("swapped", []), old])
        character.discard(g, f["p"], old)
        g.emit("ability", f["p"], "familiar")
        _redraw(g, f["p"], draw, old, "spell", to="player")

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
