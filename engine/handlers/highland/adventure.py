"""The Highland's Adventure cards (content/data/highland/adventure/cards.yaml) whose rules the
effect steps cannot say alone.

- Landslide: to the Highland Entrance or to any space where a Mountain Trail lies face up, the
  character's choice; he meets the space he lands on. (The Mountain Trail itself is its data's
  step: the Entrance offered in place of the next move.)
- Roc, Earth Elemental: the character one beats loses his life as usual and is then set down on
  the Mountain Pass (the Roc) or the Highland Entrance (the Earth Elemental), without meeting
  it; they stay on their space until killed.
- Rune Gate: the rule every box's Rune Gate shares (engine.handlers.core.rune_gates).
- Eyrie Vanguard: the Highland deck's top 3 cards, unseen (a chance decision each, as a draw),
  go onto the Adventure deck in the same order: the next draws from the Adventure deck bring
  them, one after the other (the first is the deck's known top card, engine.chance; the others
  wait in order, ``stacked/adventure``, each the known top card once the one before is drawn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, hooks, points
from engine.chance import DRAWS, TOP, known_top, refill, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core import rune_gates
from engine.handlers.core.space_tools import clear_marker, set_marker
from engine.state import base_id
from engine.steps import push_steps
from engine.values import CHANCE, Action, Decision

if TYPE_CHECKING:
    from engine.rules_api import Game

ENTRANCE = "space/highland/entrance"
TRAILS = ("adventure/mountain-trail",)
# an Enemy that carries off the character it beats -> where it sets him down
REGION_DECK, ADVENTURE = "highland", "adventure"
VANGUARD_CARDS = 3
ASIDE = "aside/eyrie-vanguard"  # marker: the cards taken so far, in order
STACKED = "stacked/"  # marker ``stacked/<deck>``: the cards laid on that deck, after its top card
CARRIED_TO = {
    "adventure/roc": "space/highland/mountain-pass",
    "adventure/earth-elemental": ENTRANCE,
}


@cards.handles("adventure/landslide")
def _landslide(g: Game, p: int, source: str) -> None:
    trails = [space for space, on in g.state.board.items() for c in on if base_id(c) in TRAILS]
    to = [ENTRANCE, *dict.fromkeys(s for s in trails if s != ENTRANCE)]
    push_steps(g, p, [{"teleport": {"to": to}}], source)


@hooks.on(points.BEATEN_BY_CREATURE)
def _carried_off(g: Game, f: Frame) -> None:
    for card in reversed(f.get("enemies", ())):
        to = CARRIED_TO.get(base_id(card))
        if to is not None:
            push_steps(g, f["p"], [{"move_to": to}], card)


cards.PLAYED.update(dict.fromkeys(CARRIED_TO, "highland adventure: beaten_by_creature (set down elsewhere)"))
cards.HANDLERS["adventure/rune-gate-highland"] = rune_gates.met


@cards.handles("adventure/eyrie-vanguard")
def _eyrie_vanguard(g: Game, p: int, source: str) -> None:
    g.push({"kind": "vanguard", "p": p, "deck": REGION_DECK, "left": VANGUARD_CARDS})


@rule("vanguard")
class Vanguard(Rule):
    """The Highland deck's next card, unseen (chance), set aside; with 3 (or the deck empty) they
    go onto the Adventure deck in that order."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["left"] <= 0:
            return None
        refill(g, REGION_DECK)
        if not g.state.decks[REGION_DECK]:
            return None
        return Decision(CHANCE, "draw", "the next card of the Highland deck (not looked at)")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        top = known_top(g, REGION_DECK)
        if top is not None:
            return [DRAWS[base_id(top)]]
        return [DRAWS[c] for c in dict.fromkeys(map(base_id, g.state.decks[REGION_DECK]))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        card = take_from_deck(g, REGION_DECK, str(a.args[0]))
        set_marker(g, ASIDE, [*g.state.markers.get(ASIDE, ()), card])  # (set aside, in order)
        g.set(f, "left", f["left"] - 1)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        moved = list(g.state.markers.get(ASIDE, ()))
        if not moved:
            return
        clear_marker(g, ASIDE)
        waiting = [c for c in g.state.markers.get(STACKED + ADVENTURE, ()) if c in g.state.decks[ADVENTURE]]
        top = known_top(g, ADVENTURE)
        if top is not None:  # the cards laid before: under these
            waiting = [top, *waiting]
        g.set(g.state.decks, ADVENTURE, [*g.state.decks[ADVENTURE], *moved])
        g.set(g.state.markers, TOP + ADVENTURE, moved[0])
        set_marker(g, STACKED + ADVENTURE, [*moved[1:], *waiting])
        g.emit("laid_on_deck", f["p"], ADVENTURE, len(moved))


@hooks.on(points.DREW, marked=(STACKED,))
def _next_laid(g: Game, f: Frame, card: str) -> None:
    """A card drawn from the Adventure deck: the next card laid on it becomes its top card."""
    if f["deck"] != ADVENTURE or known_top(g, ADVENTURE) is not None:
        return
    key = STACKED + ADVENTURE
    waiting = [c for c in g.state.markers.get(key, ()) if c in g.state.decks[ADVENTURE]]
    if waiting:
        g.set(g.state.markers, TOP + ADVENTURE, waiting[0])
    if len(waiting) > 1:
        set_marker(g, key, waiting[1:])
    else:
        clear_marker(g, key)
