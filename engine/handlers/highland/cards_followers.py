"""The Highland deck's Followers (the card texts of the Highland deck; their data holds the rest),
and the cards used in place of the move's roll.

- Friendly Giant: he may fight in his holder's place, Strength 6 or Craft 3; a win leaves him on
  the space, a defeat or a stand-off kills him (his ``fight.in_place`` data, the rule every box
  shares: engine.handlers.core.in_place).
- Clansman: 2 off his holder's attack score in psychic combat (his +2 in battle is data).
- Horned Owl: told to miss turns, his holder may discard the Owl and miss none (asked as soon
  as the turns are owed).
- Magpie: Objects on a space its holder meets count as encounter number 1: they are taken first,
  before the other cards are met in order.
- Miner: taken, he asks 1 gold; paid, he carries 4 more Objects (as the Dungeon's Miner: the rule
  ``pay_miner``, engine.handlers.dungeon.cards_followers), unpaid he leaves.
- Trailblazer: moving in the Highland, a second die may be thrown and either kept (the rule
  ``keep_a_die`` the Dungeon's Torch uses).
- Treasure Hunter: a move may end on a space short of the die's count where Objects lie; he
  leaves when his holder loses a battle or a psychic combat.
- Vagabond: he must be taken; a 1 on the move's die ends his holder's turn there; 2 gold paid to
  him (his ``use`` data) and he goes.
- Wayfarer: at the Crags the die need not be rolled; rolled, up to 2 may be added to it.
- Wildlander, and the Flight Potion: in place of rolling for the move (asked before the die),
  the holder meets the space he is on as if he had just landed there (the Wildlander leaves),
  or drinks the Potion and goes to any other space of his Region.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, movement, points
from engine.chance import push_roll
from engine.frames import Frame, Rule, rule
from engine.handlers.core.in_place import fights_in_place
from engine.handlers.core.space_tools import ring
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

GIANT = "highland/friendly-giant"
CLANSMAN = "highland/clansman"
CLANSMAN_PSYCHIC = -2
OWL = "highland/horned-owl"
OWL_ASKED = "owl/"  # marker ``owl/<p>``: the missed turns its holder chose to keep
MAGPIE = "highland/magpie"
MINER = "highland/miner"
TRAILBLAZER = "highland/trailblazer"
HIGHLAND = "highland"  # the region the Trailblazer guides through
HUNTER = "highland/treasure-hunter"
VAGABOND = "highland/vagabond"
WAYFARER = "highland/wayfarer"
WAYFARER_MOST = 2
CRAGS = "space/outer/crags"
WILDLANDER = "highland/wildlander"
FLIGHT = "highland/flight-potion"
OBJECTS = ("object", "magic-object")

character.MULES = (*character.MULES, MINER)  # type: ignore[attr-defined]  # a paid Miner carries as a Mule


fights_in_place((GIANT,))


def _held(g: Game, p: int, kind: str) -> str | None:
    ch = g.state.players[p]
    return next((c for c in (*ch.followers, *ch.objects) if base_id(c) == kind), None)


def _objects_on(g: Game, space: str) -> list[str]:
    on = g.state.board.get(space, ())
    return [c for c in on if getattr(g.cat[base_id(c)], "type", "") in OBJECTS]


# --- Clansman ----------------------------------------------------------------------------------


@hooks.on(points.ATTACK_BONUS, held=(CLANSMAN,))
@hooks.label("Clansman in psychic combat")
def _clansman(g: Game, f: Frame, p: int) -> int:
    return CLANSMAN_PSYCHIC if f["stat"] == "craft" and _held(g, p, CLANSMAN) else 0


# --- Horned Owl --------------------------------------------------------------------------------


@hooks.on(points.INTERRUPT, held=(OWL,))
def _owl(g: Game) -> bool:
    if g.top["kind"] == "horned_owl":
        return False
    for ch in g.state.players:
        owl = _held(g, ch.player, OWL) if ch.alive else None
        if owl is None:
            continue
        kept = int(g.state.markers.get(f"{OWL_ASKED}{ch.player}", 0))
        if ch.missed_turns > kept:
            g.push({"kind": "horned_owl", "p": ch.player, "owl": owl})
            return True
    return False


@rule("horned_owl")
class HornedOwl(Rule):
    """Discard the Owl to miss no turn (``use OWL``), or keep it and miss them (``pass``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        n = g.state.players[f["p"]].missed_turns
        return Decision(f["p"], "save", f"discard the Horned Owl so as to miss no turn ({n} owed), or pass")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("pass"), act("use", f["owl"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        p = f["p"]
        ch = g.state.players[p]
        if a.verb == "use":
            character.discard(g, p, f["owl"])
            g.set(ch, "missed_turns", 0)
            g.emit("uses", p, f["owl"])
            key = f"{OWL_ASKED}{p}"
            if key in g.state.markers:
                g.journal.delete(g.state.markers, key)
        else:
            g.set(g.state.markers, f"{OWL_ASKED}{p}", ch.missed_turns)


@hooks.on(points.TURN_BEGINS, marked=(OWL_ASKED,))
def _owl_forgets(g: Game, p: int) -> None:
    """The turns kept are missed: the Owl is asked again for any new ones."""
    key = f"{OWL_ASKED}{p}"
    if key in g.state.markers and g.state.players[p].missed_turns == 0:
        g.journal.delete(g.state.markers, key)


# --- Magpie ------------------------------------------------------------------------------------


@hooks.on(points.BEFORE_CARDS, held=(MAGPIE,))
def _magpie(g: Game, f: Frame) -> bool:
    p = f["p"]
    if f.get("magpie") or not _held(g, p, MAGPIE) or g.state.players[p].is_toad:
        return False
    g.set(f, "magpie", True)
    if not _objects_on(g, f["space"]):
        return False
    g.push({"kind": "magpie_take", "p": p, "space": f["space"]})
    return True


def _takeable(g: Game, f: Frame) -> list[str]:
    """The Objects on the space the character may take (not those he left there this turn)."""
    ditched = g.state.players[f["p"]].ditched
    return [c for c in _objects_on(g, f["space"]) if c not in ditched]


@rule("magpie_take")
class MagpieTake(Rule):
    """The Objects on the space, as encounter number 1: ``take`` any, then ``done``."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not _takeable(g, f):
            return None
        return Decision(f["p"], "take", "take Objects first (the Magpie), then done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("done"), *(act("take", c) for c in _takeable(g, f))]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            g.pop()
            return
        card = str(a.args[0])
        character.remove_from_space(g, f["space"], card)
        character.receive(g, f["p"], card)
        comp = g.cat[base_id(card)]
        if comp.effect:
            push_steps(g, f["p"], list(comp.effect), card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()


# --- Miner -------------------------------------------------------------------------------------


@hooks.on(points.RECEIVED, held=(MINER,))
def _miner_taken(g: Game, p: int, card: str) -> None:
    if base_id(card) == MINER:
        g.push({"kind": "pay_miner", "p": p, "card": card})


# --- Vagabond, Lodestone: cards that must be taken -------------------------------------------


@hooks.on(points.MUST_TAKE)
def must_take(g: Game, p: int, card: str) -> bool:
    """The Vagabond may not be left on the space."""
    return base_id(card) == VAGABOND


@hooks.on(points.INTERRUPT, held=(VAGABOND,))
def _vagabond(g: Game) -> bool:
    """A 1 on the move's die, with the Vagabond: the turn ends there (before the move is made)."""
    f = g.top
    if f["kind"] != "move" or f.get("stage") != "choose" or f["roll"][0] != 1 or "directed_by" in f:
        return False
    if not _held(g, f["p"], VAGABOND):
        return False
    g.emit("uses", f["p"], VAGABOND)
    g.end_turn("a 1 on the die: the Vagabond ends the turn")
    return True


# --- Trailblazer and Treasure Hunter: the move ---------------------------------------------


@hooks.on(points.MOVE_OPTIONS, held=(TRAILBLAZER, HUNTER))
def _move_options(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    out = []
    guide = _held(g, p, TRAILBLAZER)
    if guide and not f.get("second_die") and g.spaces[g.state.players[p].position].region == HIGHLAND:
        out.append(act("use", guide))
    hunter = _held(g, p, HUNTER)
    if hunter:
        out += [act("use", hunter, s) for s in _short_of_the_die(g, f)]
    return out


def _short_of_the_die(g: Game, f: Frame) -> list[str]:
    """Spaces a smaller count than the die reaches, where Objects lie."""
    here, closed = g.state.players[f["p"]].position, movement.barred(g)
    full = set(movement.reach(g, f))
    out: dict[str, None] = {}
    for count in range(1, f["roll"][0]):
        for dest, how in movement.destinations(g, here, count, closed).items():
            if how is None and dest not in full and _objects_on(g, dest):
                out[dest] = None
    return list(out)


@hooks.on(points.MOVE_USE)
def _move_use(g: Game, f: Frame, a: Action) -> bool:
    p, card = f["p"], str(a.args[0])
    kind = base_id(card)
    if kind == TRAILBLAZER and card in g.state.players[p].followers and not f.get("second_die"):
        g.set(f, "second_die", True)
        g.emit("uses", p, card)
        g.push({"kind": "keep_a_die", "p": p, "first": f["roll"][0]})  # (the Torch's rule)
        push_roll(g, p, 1, "second", fate=False, why="a second die for the move")
        return True
    if kind == HUNTER and len(a.args) > 1 and card in g.state.players[p].followers:
        g.emit("uses", p, card)
        movement.land(g, p, str(a.args[1]))
        return True
    return False


@hooks.on(points.CREATURES_NOT_BEATEN, held=(HUNTER,))
def _hunter_leaves(g: Game, f: Frame, lost: bool) -> None:
    hunter = _held(g, f["p"], HUNTER)
    if lost and hunter:
        character.discard(g, f["p"], hunter)


@hooks.on(points.CHARACTER_BEATEN, held=(HUNTER,))
def _hunter_leaves_the_loser(g: Game, f: Frame) -> bool:
    hunter = _held(g, f["loser"], HUNTER)
    if hunter:
        character.discard(g, f["loser"], hunter)
    return False  # (the reward is still asked)


# --- Wayfarer ----------------------------------------------------------------------------------


@hooks.on(points.OPTIONAL_ROLL, held=(WAYFARER,))
def _wayfarer_need_not_roll(g: Game, p: int, source: str) -> bool:
    return source == CRAGS and _held(g, p, WAYFARER) is not None


@hooks.on(points.MAY_RAISE, held=(WAYFARER,))
def _wayfarer_raise(g: Game, f: Frame) -> bool:
    if "wayfarer" in f or f["source"] != CRAGS or not _held(g, f["p"], WAYFARER):
        return False
    g.set(f, "wayfarer", True)
    g.push({"kind": "wayfarer", "p": f["p"], "at": len(g.state.stack) - 1})
    return True


@rule("wayfarer")
class Wayfarer(Rule):
    """Add 0, 1 or 2 to the Crags' die (``choose N``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "raise", "add 0, 1 or 2 to the die at the Crags (the Wayfarer)")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("choose", n) for n in range(WAYFARER_MOST + 1)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        n = int(a.args[0])
        if n:
            table = g.state.stack[f["at"]]
            g.set(table, "plus", table.get("plus", 0) + n)
            g.emit("prayer_raised", f["p"], n)


# --- Wildlander and Flight Potion: in place of the move's roll ----------------------------------


def _instead(g: Game, p: int) -> list[Action]:
    ch = g.state.players[p]
    out = []
    wild = _held(g, p, WILDLANDER)
    if wild:
        out.append(act("use", wild))
    potion = _held(g, p, FLIGHT)
    if potion:
        closed, here = movement.barred(g), ch.position
        spaces = ring(g, g.spaces[here].region)
        out += [act("use", potion, s) for s in spaces if s != here and s not in closed]
    return out


@hooks.on(points.MOVE_START, held=(WILDLANDER, FLIGHT))
def _before_the_roll(g: Game, f: Frame) -> bool:
    p = f["p"]
    ch = g.state.players[p]
    if f.get("instead_asked") or ch.toad_turns or ch.position in g.board.stepped or not _instead(g, p):
        return False  # (nothing to offer: the move's frame is left as it was)
    g.set(f, "instead_asked", True)
    g.push({"kind": "instead_of_rolling", "p": p})
    return True


@rule("instead_of_rolling")
class InsteadOfRolling(Rule):
    """Use the Wildlander (``use WILDLANDER``) or the Flight Potion (``use POTION SPACE``) in place
    of the move, or ``begin`` to roll for it."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        ask = "meet your space again or fly elsewhere, or begin to roll for the move"
        return Decision(f["p"], "instead", ask)

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("begin"), *_instead(g, f["p"])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if a.verb == "begin":
            return
        p, card = f["p"], str(a.args[0])
        character.discard(g, p, card)
        g.emit("uses", p, card)
        here = g.state.players[p].position
        movement.land(g, p, str(a.args[1]) if len(a.args) > 1 else here)


for _card, _where in (
    (GIANT, "fight.in_place data (engine.handlers.core.in_place)"),
    (CLANSMAN, "attack_bonus: 2 off in psychic combat"),
    (OWL, "interrupt: the Owl for the turns owed"),
    (MAGPIE, "before_cards: Objects taken first"),
    (MINER, "received: paid or gone (the Dungeon Miner's rule)"),
    (TRAILBLAZER, "move_options: a second die in the Highland"),
    (HUNTER, "move_options: a stop where Objects lie; gone after a lost fight"),
    (VAGABOND, "must_take; interrupt: a 1 ends the turn; use data: 2 gold"),
    (WAYFARER, "optional_roll, may_raise at the Crags"),
    (WILDLANDER, "move_start: the space met again"),
    (FLIGHT, "move_start: any other space of the Region"),
):
    cards.PLAYED[_card] = f"highland cards_followers: {_where}"
