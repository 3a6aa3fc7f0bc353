"""Blood Moon Enemies that act as they are revealed or offer another way out of a battle
(content/data/blood-moon/adventure/enemies.yaml):

- Fire Salamander (``drew``): every other card in its Region is discarded;
- Sepulchre Spectre (``drew``): every Spirit lying in any Region joins it on its space;
- Scarecrow (``drew``): planted on a Fields space of the drawer's choice (any Region);
- Lurking Horror (``attack_bonus``): attacked at Night, the character's die counts nothing;
- Pit Fiend Shirker (``battle_options``): instead of fighting, it is sent to another space of
  the Region;
- Vampire Bats (``outcome``): beaten by less than 2, they hold: a stand-off;
- Doomsword (``outcome``): its holder's attack roll of 1 in battle loses, whatever the scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.combat import attack_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.foes import foes
from engine.handlers.blood_moon.moon import NIGHT
from engine.handlers.blood_moon.places import adventure_cards, card_space, discard_from, discard_region
from engine.handlers.core.space_tools import ring
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

SHIRKER = "adventure/pit-fiend-shirker"


def _spirit(g: Game, card: str) -> bool:
    comp = g.cat[base_id(card)]
    return isinstance(comp, AdventureCard) and comp.is_enemy and comp.subtype == "spirit"


REVEALED = ("adventure/fire-salamander", "adventure/sepulchre-spectre", "adventure/scarecrow")


@hooks.on(points.DREW, about=REVEALED)
def _revealed(g: Game, f: Frame, card: str) -> None:
    if f["deck"] != "adventure" or f["to"] != "space":
        return
    kind = base_id(card)
    if kind not in REVEALED:
        return
    here = card_space(g, card)
    if here is None:
        return
    if kind == "adventure/fire-salamander":
        discard_region(g, here, card)
    elif kind == "adventure/sepulchre-spectre":
        for space in list(g.state.board):
            if space != here:
                for other in adventure_cards(g, space):
                    if _spirit(g, other):
                        character.remove_from_space(g, space, other)
                        character.place_on(g, here, other)
    elif kind == "adventure/scarecrow":
        g.push({"kind": "plant_scarecrow", "p": f["p"], "card": card})


@rule("plant_scarecrow")
class PlantScarecrow(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "plant the Scarecrow on a Fields space")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("move", s.id) for s in g.spaces.values() if s.name == "Fields"]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        here = card_space(g, f["card"])
        if here is not None:
            character.remove_from_space(g, here, f["card"])
            character.place_on(g, str(a.args[0]), f["card"])
            g.emit("card_moved", f["card"], str(a.args[0]))


@hooks.on(points.ATTACK_BONUS, foes=("adventure/lurking-horror",))
@hooks.label("Lurking Horror at Night")
def _lurking(g: Game, f: Frame, p: int) -> int:
    if p != f["p"] or not f.get("mine") or g.state.time != NIGHT:
        return 0
    return -attack_roll(f["mine"]) if "adventure/lurking-horror" in foes(f) else 0


@hooks.on(points.BATTLE_OPTIONS, foes=(SHIRKER,))
def _shirk(g: Game, f: Frame) -> list[Action]:
    enemies = f.get("enemies", ())
    if len(enemies) == 1 and base_id(enemies[0]) == SHIRKER and f.get("stage") == "prepare":
        return [act("use", enemies[0])]  # (the Shirker alone)
    return []


@hooks.on(points.BATTLE_USE)
def _send_away(g: Game, f: Frame, a: Action) -> bool:
    card = str(a.args[0])  # the Shirker faced (one raised by Reanimate fights for its holder)
    if base_id(card) != SHIRKER or card not in f.get("enemies", ()):
        return False
    here = f["source"]
    g.pop()  # no battle
    g.push({"kind": "send_shirker", "p": f["p"], "card": card, "from": here})
    return True


@rule("send_shirker")
class SendShirker(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "teleport", "send the Pit Fiend Shirker to another space of this Region")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        region = g.space(f["from"]).region
        return [act("move", s) for s in ring(g, region) if s != f["from"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if f["card"] in g.state.board.get(f["from"], ()):
            character.remove_from_space(g, f["from"], f["card"])
            character.place_on(g, str(a.args[0]), f["card"])
            g.emit("card_moved", f["card"], str(a.args[0]))


@hooks.on(points.OUTCOME, held=("adventure/doomsword",), foes=("adventure/vampire-bats",))
def _bats_and_doom(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    mine, theirs = scores
    if "opponent" in f:
        return scores
    if 0 < mine - theirs < 2 and "adventure/vampire-bats" in map(base_id, f.get("enemies", ())):
        return theirs, theirs  # the swarm is only driven off: a stand-off
    doom = "adventure/doomsword" in map(base_id, g.state.players[f["p"]].objects)
    if doom and f["stat"] == "strength" and f.get("mine") and attack_roll(f["mine"]) == 1:
        return mine, max(theirs, mine + 1)  # the Doomsword turns on its wielder
    return scores


for _enemy in (
    "fire-salamander",
    "sepulchre-spectre",
    "scarecrow",
    "lurking-horror",
    "pit-fiend-shirker",
    "vampire-bats",
    "doomsword",
):
    handles(f"adventure/{_enemy}")(lambda g, p, source: None)  # the rules are the hooks above


# --- Enemies that move on when they are not killed --------------------------------------------


@hooks.on(points.CREATURE_SURVIVES, foes=("adventure/crawling-hand", "adventure/fire-giant"))
def _move_on(g: Game, f: Frame) -> None:
    """Not killed (a defeat, a stand-off or evaded), the Crawling Hand scuttles and the Fire
    Giant stomps a die's count of spaces clockwise."""
    if "opponent" in f:
        return
    for card in f.get("enemies", ()):
        if base_id(card) in ("adventure/crawling-hand", "adventure/fire-giant"):
            g.push({"kind": "move_card", "p": f["p"], "card": card, "stomp": base_id(card) == GIANT})


GIANT = "adventure/fire-giant"


@hooks.on(points.CARD_MOVED_OVER)
def _stomp(g: Game, card: str, space: str) -> None:
    """Each space the Fire Giant steps onto: characters there lose 1 life, cards are discarded."""
    if base_id(card) != GIANT:
        return
    for ch in g.state.players:
        if ch.alive and ch.position == space:
            character.lose_life(g, ch.player, 1, GIANT)
    for other in adventure_cards(g, space):
        if other != card:
            discard_from(g, space, other)


handles("adventure/crawling-hand")(lambda g, p, source: None)  # the rules are the hooks above
handles(GIANT)(lambda g, p, source: None)
