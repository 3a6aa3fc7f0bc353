"""The Reaper's Events, and the Fiend Slayer's extra card (card rules; digital rulebook FAQ
"The Reaper Expansion": Earthquake, Fiend Slayer Q1-Q3, Prophesy).

- Astral Conjunction: each character in turn, the drawer first, draws a Spell if Craft
  leaves room.
- Closed Shop / Curfew: every face-up Place / Stranger on the board is discarded.
- Earthquake: a die per face-up Adventure card of the Region, 1-3 discards it: the cards
  lying face up as it was drawn (FAQ), the drawer's own space included; those drawn with it
  are spared.
- Horse Thief: Horse and Cart, Mule, Riding Horse and Warhorse are discarded (the carrying
  limit then applies as usual).
- Patrol: back to the character's starting space (unless the Barrier lies there: he stays); the
  turn ends there (no encounter).
- Prophesy: for two rounds every space's Adventure-card draw is one card more (even with a
  card already there, FAQ); the card lies on its space meanwhile, as the Blizzard does.
  Fiend Slayer: one card more too, for as long as he follows (FAQ Q2: both, two more).
- The Gathering: every face-up Spirit elsewhere in the Region comes to this space.
- Werewolf: a die per Follower, the highest (first of a tie) is the beast: it is discarded
  and the character battles a Werewolf of Strength 3.
- Whirlwind: a die per Object; each on 1-3 is blown a second die's count of spaces
  clockwise and left there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, encounters, hooks, points
from engine.cards import handles
from engine.chance import push_draw, push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import ring
from engine.movement import barred
from engine.state import base_id
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

PROPHESY = "adventure/prophesy"
PROPHESY_ROUNDS = 2
FIEND_SLAYER = "adventure/fiend-slayer"
MOUNTS = (
    "adventure/horse-and-cart",
    "adventure/mule",
    "purchase/mule",
    "adventure/riding-horse",
    "adventure/warhorse",
)
WEREWOLF_STRENGTH = 3
BLOWN_ON = 3  # Whirlwind: a die of 1-3 blows the Object away


def clockwise(g: Game, space: str, steps: int) -> str:
    """The space ``steps`` spaces clockwise round the ring of ``space``'s Region."""
    spaces = ring(g, g.space(space).region)
    return spaces[(spaces.index(space) + steps) % len(spaces)]


def _type(g: Game, card: str) -> str:
    comp = g.cat[base_id(card)]
    return comp.type if isinstance(comp, AdventureCard) else ""


def _discard_from_board(g: Game, space: str, card: str) -> None:
    character.remove_from_space(g, space, card)
    character.return_card(g, card)
    g.emit("discarded", card)


@handles("adventure/astral-conjunction")
def _astral_conjunction(g: Game, p: int, source: str) -> None:
    n = len(g.state.players)
    order = [g.state.players[(p + i) % n] for i in range(n)]
    for ch in reversed(order):  # pushed last is drawn first: the drawer
        if ch.alive and not ch.is_toad and len(ch.spells) < character.spell_limit(g, ch):
            push_draw(g, "spell", 1, to="player", p=ch.player)


def _clear_type(kind: str) -> None:
    @handles(f"adventure/{'closed-shop' if kind == 'place' else 'curfew'}")
    def clear(g: Game, p: int, source: str) -> None:
        for space, on in list(g.state.board.items()):
            for card in on:
                if _type(g, card) == kind:
                    _discard_from_board(g, space, card)


_clear_type("place")
_clear_type("stranger")


EARTHQUAKE = "adventure/earthquake"
LYING = "lying"  # (a space draw: the cards on its space before its first card came)
SHAKEN = "shaken"  # (the encounter frame: the cards face up in the Region as the Earthquake came)


def _face_up_in(g: Game, region: str, spared: Iterable[str] = ()) -> list[list[str]]:
    """[space, card] of every Adventure card lying face up in ``region``, bar ``spared``."""
    spare = set(spared)
    return [
        [space, card]
        for space, on in g.state.board.items()
        if g.space(space).region == region
        for card in on
        if card not in spare and g.cat[base_id(card)].kind == "adventure"
    ]


@hooks.on(points.DREW)
def _earthquake_drawn(g: Game, f: Frame, card: str) -> None:
    """A space draw's first card notes what lay there before it (The Reaper's games only).

    As the Earthquake is drawn, the cards it will shake are the Adventure cards lying face up
    in the Region (FAQ Earthquake), those on the drawer's own space included; the cards drawn
    with it (this draw's, and a space draw's earlier ones) are spared."""
    if f.get("to") != "space":
        return
    below = g.below(f)
    space_draw = below if below is not None and below["kind"] == "space_draw" else None
    if space_draw is not None and space_draw["drawn"] == 1 and LYING not in space_draw:  # its first card
        g.set(space_draw, LYING, tuple(c for c in g.state.board.get(f["space"], ()) if c != card))
    if base_id(card) != EARTHQUAKE:
        return
    spared = set(f.get("drawn", ()))
    if space_draw is not None:
        lying = set(space_draw.get(LYING, ()))
        spared |= {c for c in g.state.board.get(f["space"], ()) if c not in lying}
    encounter = next((x for x in reversed(g.state.stack) if x["kind"] == "encounter"), None)
    if encounter is not None:
        g.set(encounter, SHAKEN, _face_up_in(g, g.space(f["space"]).region, spared))


@handles(EARTHQUAKE)
def _earthquake(g: Game, p: int, source: str) -> None:
    """The cards noted as it was drawn that still lie where they were; met without such a note
    (put on the space by hand), every Adventure card face up in the Region but itself."""
    encounter = next((x for x in reversed(g.state.stack) if SHAKEN in x), None)
    if encounter is not None:
        noted = encounter[SHAKEN]
        g.journal.delete(encounter, SHAKEN)
        shaken = [[space, card] for space, card in noted if card in g.state.board.get(space, ())]
    else:
        here = g.state.players[p].position
        shaken = _face_up_in(
            g, g.space(here).region, [c for c in g.state.board.get(here, ()) if base_id(c) == EARTHQUAKE]
        )
    if shaken:
        g.push({"kind": "earthquake", "p": p, "cards": shaken})
        push_roll(g, p, len(shaken), "got", fate=False, why="the Earthquake")


@rule("earthquake")
class Earthquake(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        for (space, card), die in zip(f["cards"], f["got"], strict=True):
            if die <= BLOWN_ON and card in g.state.board.get(space, ()):
                _discard_from_board(g, space, card)


@handles("adventure/horse-thief")
def _horse_thief(g: Game, p: int, source: str) -> None:
    for card in g.state.players[p].followers:
        if base_id(card) in MOUNTS:
            character.discard(g, p, card)


@handles("adventure/patrol")
def _patrol(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    start = character.printed(g, ch).start
    if start in barred(g):  # The Reaper's Barrier: nobody enters its space
        g.emit("barred_stay", p, start)
    elif ch.position != start:
        g.set(ch, "position", start)
        g.emit("moved", p, start)
    g.end_turn("marched back by the Patrol")


@handles(PROPHESY)
def _prophesy(g: Game, p: int, source: str) -> None:
    if PROPHESY in g.state.markers:
        return  # already in force: the card lying there does nothing more
    turns = PROPHESY_ROUNDS * len(g.state.players) + 1
    g.set(g.state.markers, PROPHESY, {"card": source, "turns": turns})
    g.emit("prophesy", turns - 1)


@hooks.on(points.EXTRA_DRAW, held=(FIEND_SLAYER,), marked=(PROPHESY,))
def _extra_draw(g: Game, p: int, space: str) -> int:
    extra = 1 if PROPHESY in g.state.markers else 0
    return extra + sum(1 for c in g.state.players[p].followers if base_id(c) == FIEND_SLAYER)


@hooks.on(points.END_OF_TURN, marked=(PROPHESY,))
def _prophesy_tick(g: Game, p: int) -> None:
    card = (g.state.markers.get(PROPHESY) or {}).get("card")
    left = character.lasting_card_tick(g, PROPHESY)
    if left is None:
        return
    for _ in left:
        g.emit("discarded", card)
    g.emit("prophesy_over")


@handles("adventure/the-gathering")
def _gathering(g: Game, p: int, source: str) -> None:
    here = g.state.players[p].position
    region = g.space(here).region
    came = []
    for space, on in list(g.state.board.items()):
        if space == here or g.space(space).region != region:
            continue
        for card in on:
            comp = g.cat[base_id(card)]
            if isinstance(comp, AdventureCard) and comp.subtype == "spirit":
                character.remove_from_space(g, space, card)
                character.place_on(g, here, card)
                g.emit("gathered", card, here)
                came.append(card)
    if came:  # Spirits now on the space: met in turn, as every Enemy there (Encounter Sequence)
        encounters.cards_arrived(g, p, here, came)


@handles("adventure/werewolf")
def _werewolf(g: Game, p: int, source: str) -> None:
    followers = list(g.state.players[p].followers)
    if followers:
        g.push({"kind": "werewolf_event", "p": p, "followers": followers, "source": source})
        push_roll(g, p, len(followers), "got", fate=False, why="which Follower is the werewolf")


@rule("werewolf_event")
class WerewolfEvent(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        p = f["p"]
        beast = f["followers"][f["got"].index(max(f["got"]))]
        if beast in g.state.players[p].followers:
            character.discard(g, p, beast)
        push_steps(g, p, [{"fight": {"strength": WEREWOLF_STRENGTH, "name": "Werewolf"}}], f["source"])


@handles("adventure/whirlwind")
def _whirlwind(g: Game, p: int, source: str) -> None:
    objects = list(g.state.players[p].objects)
    if objects:
        g.push({"kind": "whirlwind", "p": p, "objects": objects})
        push_roll(g, p, len(objects), "got", fate=False, why="the Whirlwind")


@rule("whirlwind")
class Whirlwind(Rule):
    """First a die per Object; then a die per Object blown away: how far clockwise."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        p = f["p"]
        if "blown" not in f:
            blown = [o for o, die in zip(f["objects"], f["got"], strict=True) if die <= BLOWN_ON]
            if not blown:
                g.pop()
                return
            g.set(f, "blown", blown)
            g.set(f, "got", [])
            push_roll(g, p, len(blown), "got", fate=False, why="how far the Whirlwind blows")
            return
        g.pop()
        here = g.state.players[p].position
        for card, die in zip(f["blown"], f["got"], strict=True):
            if card in g.state.players[p].objects:
                character.release(g, p, card)
                to = clockwise(g, here, die)
                character.place_on(g, to, card)
                g.emit("blown", card, to)
