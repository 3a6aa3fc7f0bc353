"""Blood Moon Followers (data content/data/blood-moon/adventure/followers.yaml):

- Red Riding Hood (``move_done``): when her holder's move ends, the Enemy nearest in the
  Region (counted in spaces along the Region's paths) comes to that space; the holder picks
  among Enemies equally near. An Enemy already on the space is the nearest: none comes;
- The Bride (``follower_barred``, ``take_options``): she joins only for one of the holder's
  trophies, discarded, as the cards of the space are taken; she is never simply taken. Her
  holder attacking a character may make it psychic combat (``character_options``), never
  when attacked;
- Champion of Light by Day (``battle_options``, ``attack_bonus``): in battle or psychic
  combat its holder may roll one more die, added to the attack score;
- Torchbearer (``beaten_by_creature``): once a turn, beaten by Enemies (after the penalty),
  its holder may attack them again at once; the turn then ends as after any battle (the rest
  of the space is not met.

(Fortune Teller and Lantern Sprite: engine/handlers/blood_moon/looks.py.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.model import AdventureCard
from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll
from engine.combat import field_bonus
from engine.frames import Frame, Rule, rule
from engine.handlers.blood_moon.items import CHAMPION, holding
from engine.handlers.blood_moon.moon import DAY
from engine.handlers.blood_moon.places import card_space
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

RIDING_HOOD, BRIDE = "adventure/red-riding-hood", "adventure/the-bride"


# --- Red Riding Hood ---------------------------------------------------------------------------


def region_distances(g: Game, start: str) -> dict[str, int]:
    """Spaces of ``start``'s Region by the fewest steps along its paths."""
    region = g.space(start).region
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for pos in frontier:
            for other in g.space(pos).neighbours:
                if other not in dist and g.space(other).region == region:
                    dist[other] = dist[pos] + 1
                    nxt.append(other)
        frontier = nxt
    return dist


def nearest_enemies(g: Game, here: str) -> list[str]:
    """The Enemy cards of the Region nearest to ``here`` (none when one lies on it)."""
    dist = region_distances(g, here)
    found: list[tuple[int, str]] = []
    for space, held in g.state.board.items():
        if space in dist:
            for card in held:
                comp = g.cat[base_id(card)]
                if isinstance(comp, AdventureCard) and comp.is_enemy:
                    found.append((dist[space], card))
    if not found:
        return []
    best = min(d for d, _ in found)
    return [] if best == 0 else [c for d, c in found if d == best]


@hooks.on(points.MOVE_DONE, held=(RIDING_HOOD,))
def _hood(g: Game, p: int) -> None:
    if holding(g, p, RIDING_HOOD) is None:
        return
    here = g.state.players[p].position
    near = nearest_enemies(g, here)
    if len(near) == 1:
        bring(g, near[0], here)
    elif near:
        g.push({"kind": "riding_hood", "p": p, "space": here, "options": near})


def bring(g: Game, card: str, here: str) -> None:
    there = card_space(g, card)
    if there is not None:
        character.remove_from_space(g, there, card)
        character.place_on(g, here, card)
        g.emit("card_moved", card, here)


@rule("riding_hood")
class RidingHood(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "take", "Red Riding Hood: the Enemy that comes to your space")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("take", c) for c in f["options"]]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        bring(g, str(a.args[0]), f["space"])


# --- The Bride ---------------------------------------------------------------------------------


@hooks.on(points.FOLLOWER_BARRED)
def _bride_not_taken(g: Game, p: int, card: str) -> bool:
    return base_id(card) == BRIDE


@hooks.on(points.TAKE_OPTIONS)
def _bride_for_a_trophy(g: Game, f: Frame) -> list[Action]:
    """While cards are taken from the space: the Bride, for one trophy given up."""
    ch = g.state.players[f["p"]]
    if not ch.trophies:
        return []  # (asked at every taking from a space: most often no trophy to give up)
    brides = [c for c in g.state.board.get(f["space"], ()) if base_id(c) == BRIDE]
    if not brides or _held_back(g, f):
        return []
    bride = brides[0]
    if not character.allowed(g, ch, bride):
        return []
    return [act("use", bride, t) for t in dict.fromkeys(ch.trophies)]


def _held_back(g: Game, f: Frame) -> bool:
    """Nothing may be taken: a Toad, or an Enemy here neither killed nor evaded."""
    on_space = g.state.board.get(f["space"], ())
    return g.state.players[f["p"]].is_toad or any(e in on_space for e in f.get("unbeaten", ()))


@hooks.on(points.TAKE_USE)
def _bride_joins(g: Game, f: Frame, a: Action) -> bool:
    bride = str(a.args[0])
    if base_id(bride) != BRIDE:
        return False
    character.discard(g, f["p"], str(a.args[1]))
    character.remove_from_space(g, f["space"], bride)
    character.receive(g, f["p"], bride)
    return True


@hooks.on(points.CHARACTER_OPTIONS, held=(BRIDE,))
def _bride_psychic(g: Game, f: Frame) -> list[Action]:
    from engine.encounters import has_ability, targets

    p = f["p"]
    if holding(g, p, BRIDE) is None or has_ability(g, p, "psychic-attack"):
        return []  # (an ability that already offers psychic combat offers it once)
    return [act("encounter", who, "psychic") for who in targets(g, p, f["space"])]


# --- Champion of Light ---------------------------------------------------------------------------


@hooks.on(points.BATTLE_OPTIONS, held=(CHAMPION,))
def _champion_die(g: Game, f: Frame) -> list[Action]:
    champion = holding(g, f["p"], CHAMPION)
    if f.get("stage") == "prepare" and champion and g.state.time == DAY and "champion" not in f:
        return [act("use", champion, "die")]
    return []


@hooks.on(points.BATTLE_USE)
def _roll_champion_die(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != CHAMPION or a.args[1:] != ("die",):
        return False
    g.emit("ability", f["p"], "champion-of-light")
    push_roll(g, f["p"], 1, "champion", fate=False, why="the Champion of Light's die")
    return True


@field_bonus("champion")
@hooks.label("Champion of Light's die")
def _champion_bonus(g: Game, f: Frame, p: int) -> int:
    return int(f["champion"][0]) if p == f["p"] and f.get("champion") else 0


# --- Torchbearer -------------------------------------------------------------------------------------

TORCHBEARER = "adventure/torchbearer"


@hooks.on(points.BEATEN_BY_CREATURE, held=(TORCHBEARER,))
def _torch_offer(g: Game, f: Frame) -> None:
    """Beaten by Enemies, once a turn: the holder may attack them again at once."""
    p = f["p"]
    if holding(g, p, TORCHBEARER) is None or not f.get("enemies"):
        return
    if g.state.markers.get(f"torch/{p}") != g.state.turn:
        g.push(
            {"kind": "torchbearer", "p": p, "stat": f["stat"], "enemies": f["enemies"], "space": f["source"]}
        )


def _still_there(g: Game, f: Frame) -> list[str]:
    ch = g.state.players[f["p"]]
    if not ch.alive or ch.position != f["space"]:
        return []  # (the Crypt Wyvern dropped them in the Graveyard)
    return [c for c in f["enemies"] if c in g.state.board.get(f["space"], ())]


@rule("torchbearer")
class Torchbearer(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _still_there(g, f):
            return None
        return Decision(f["p"], "battle", "Torchbearer: attack again at once, or let the turn end")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("fight"), act("pass")]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb != "fight":
            return
        p = f["p"]
        g.set(g.state.markers, f"torch/{p}", g.state.turn)
        g.emit("ability", p, "torchbearer")
        battle = {"kind": "battle", "p": p, "stat": f["stat"], "enemies": _still_there(g, f)}
        g.push({**battle, "stage": "prepare", "evadable": True, "source": f["space"]})

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


handles(RIDING_HOOD)(lambda g, p, source: None)  # a Follower: the hooks above are its rule
handles(BRIDE)(lambda g, p, source: None)
handles(CHAMPION)(lambda g, p, source: None)
