"""Adventure Followers (core rulebook, "Followers"; digital rulebook, "Followers That You Must
Take", "Movement Effects", FAQ "Prince / Princess").

The Hag and the Poltergeist must be taken and cannot be ditched; the Mercenary joins for
1 gold and fights harder for 1 gold more; the Gnome, Guide and Pixie make some space rolls
optional (a roll chosen stands), change dice counts or allow evading on their terrain; the
Prince and Princess may be handed over at the Castle. The Maiden, Unicorn and Mule only
change numbers, which the content's ``bonus`` field and the carrying limit already say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import character, hooks, points
from engine.cards import HANDLERS, handles
from engine.handlers.core.selling import push_sale
from engine.state import base_id
from engine.values import Action, act

if TYPE_CHECKING:
    from engine.rules_api import Game

HAG = "adventure/cursed-by-a-hag"
POLTERGEIST = "adventure/poltergeist"
MERCENARY = "adventure/mercenary"
MERCENARY_STRENGTH = 3
CASTLE = "space/middle/castle"
ROYALS = ("adventure/prince", "adventure/princess")  # handed over at the Castle
ROYAL_PRICE = 3
HILLS = ("space/outer/hills-1", "space/outer/hills-2")
WOODS = ("space/outer/woods-1", "space/outer/woods-2", "space/middle/woods")


def has(g: Game, p: int, card: str) -> bool:
    followers = g.state.players[p].followers
    return bool(followers) and card in map(base_id, followers)  # ``card``: a base id


def _off_board(g: Game, p: int, source: str) -> None:
    """The card joins ``p`` from the space it lies on."""
    for space, on in list(g.state.board.items()):
        if source in on:
            character.remove_from_space(g, space, source)
    character.receive(g, p, source)


@handles(HAG)
def _hag(g: Game, p: int, source: str) -> None:
    """Every other Follower goes, and the Hag joins (she cannot be refused)."""
    for card in g.state.players[p].followers:
        character.discard(g, p, card)
    _off_board(g, p, source)


@hooks.on(points.FOLLOWER_BARRED, held=(HAG,))
def _hag_bars_followers(g: Game, p: int, card: str) -> bool:
    if not g.state.players[p].followers or not has(g, p, HAG):
        return False
    return getattr(g.cat[base_id(card)], "type", "") == "follower"


@hooks.on(points.CANNOT_DITCH)
def _must_keep(g: Game, p: int, card: str) -> bool:
    return base_id(card) in (HAG, POLTERGEIST)


@handles(POLTERGEIST)
def _poltergeist(g: Game, p: int, source: str) -> None:
    _off_board(g, p, source)
    g.set(g.state.markers, POLTERGEIST, g.space(g.state.players[p].position).region)


@hooks.on(points.ONE_SPACE, held=(POLTERGEIST,))
def _haunted(g: Game, p: int) -> str | None:
    return "Poltergeist" if has(g, p, POLTERGEIST) else None


@hooks.on(points.END_OF_TURN, marked=(POLTERGEIST,))
def _river_crossed(g: Game, p: int) -> None:
    """Across the Storm River (bridge, Raft, any crossing) the Poltergeist leaves."""
    region = g.state.markers.get(POLTERGEIST)
    if not region:
        return
    holder = next((c for c in g.state.players if c.alive and has(g, c.player, POLTERGEIST)), None)
    if holder is None:
        g.journal.delete(g.state.markers, POLTERGEIST)  # killed, or taken off by other means
    elif g.space(holder.position).region != region:
        card = next(c for c in holder.followers if base_id(c) == POLTERGEIST)
        character.discard(g, holder.player, card)
        g.journal.delete(g.state.markers, POLTERGEIST)


@handles(MERCENARY)
def _mercenary(g: Game, p: int, source: str) -> None:
    """Offered for 1 gold (not offered when the character cannot pay or may not take him)."""
    if hooks.first(points.FOLLOWER_BARRED, g, p, source):
        return
    g.push(
        {
            "kind": "choose",
            "p": p,
            "source": source,
            "options": [
                {"label": "Hire the Mercenary for 1 gold", "do": [{"pay": {"gold": 1}}, {"handler": "hire"}]},
                {"label": "Leave him here", "do": []},
            ],
        }
    )


@handles("hire")
def _hire(g: Game, p: int, source: str) -> None:
    _off_board(g, p, source)


BattleUse = Callable[["Game", dict[str, Any], Action], None]


def _battle_use(card: str) -> Callable[[BattleUse], BattleUse]:
    def register(fn: BattleUse) -> BattleUse:
        BATTLE_USES[card] = fn
        return fn

    return register


BATTLE_USES: dict[str, BattleUse] = {}


@hooks.on(points.BATTLE_USE)
def _use(g: Game, f: dict[str, Any], a: Action) -> bool:
    fn = BATTLE_USES.get(base_id(str(a.args[0])))
    if fn is None:
        return False
    fn(g, f, a)
    return True


@hooks.on(points.BATTLE_OPTIONS, held=(MERCENARY,))
def _mercenary_option(g: Game, f: dict[str, Any]) -> list[Action]:
    p = f["p"]
    ch = g.state.players[p]
    if f["stat"] != "strength" or ch.gold < 1 or MERCENARY in ch.effects or not has(g, p, MERCENARY):
        return []
    return [act("use", MERCENARY)]


@_battle_use(MERCENARY)
def _pay_mercenary(g: Game, f: dict[str, Any], a: Action) -> None:
    p = f["p"]
    character.lose(g, p, "gold", 1)
    g.set(g.state.players[p], "effects", (*g.state.players[p].effects, MERCENARY))
    g.emit("mercenary", p, MERCENARY_STRENGTH)


@hooks.on(points.ATTACK_BONUS)
@hooks.label("Mercenary")
def _mercenary_strength(g: Game, f: dict[str, Any], p: int) -> int:
    return MERCENARY_STRENGTH if f["stat"] == "strength" and MERCENARY in g.state.players[p].effects else 0


# Gnome, Guide, Pixie: optional rolls, fewer dice, evading on their terrain
OPTIONAL = {
    "adventure/gnome": ("space/outer/crags",),
    "adventure/guide": ("space/middle/chasm", "space/outer/crags", "space/outer/forest"),
    "adventure/pixie": ("space/outer/forest",),
}
EVADE_ON = {"adventure/gnome": HILLS, "adventure/pixie": WOODS}


@hooks.on(points.OPTIONAL_ROLL, held=tuple(OPTIONAL))
def _optional_roll(g: Game, p: int, source: str) -> bool:
    return any(source in spaces and has(g, p, f) for f, spaces in OPTIONAL.items())


@hooks.on(points.DICE, held=("adventure/gnome",))
def _gnome_dice(g: Game, p: int, purpose: str, n: int) -> int:
    if purpose in ("portal-craft", "space/inner/mines") and has(g, p, "adventure/gnome"):
        return n - 1
    return n


@hooks.on(points.BATTLE_OPTIONS, held=tuple(EVADE_ON))
def _terrain_evade(g: Game, f: dict[str, Any]) -> list[Action]:
    p = f["p"]
    where = g.state.players[p].position
    if not f.get("evadable") or f.get("can_evade") or f.get("opponent") is not None:
        return []
    if any(where in spaces and has(g, p, card) for card, spaces in EVADE_ON.items()):
        return [act("evade")]
    return []


@hooks.on(points.SPACE_MET, held=ROYALS)
def _castle_and_mystic(g: Game, p: int, space: str) -> None:
    """The Prince/Princess may be handed over at the Castle (after the free healing, which
    the space's own steps do first)."""
    if space == CASTLE:
        royals = [c for c in g.state.players[p].followers if base_id(c) in ROYALS]
        if royals:
            options = [{"label": "Keep them", "do": []}] + [
                {"label": f"Hand over {c} for 3 gold", "do": [{"handler": f"hand-over/{base_id(c)}"}]}
                for c in royals
            ]
            g.push({"kind": "choose", "p": p, "options": options, "source": "handover"})


@hooks.on(points.MYSTIC_VISITED, held=(HAG,))
def _hag_leaves(g: Game, p: int) -> None:
    """Cursed by a Hag: a visit to the Village Mystic, whatever his roll gave, frees the
    character of her (any other Village visit does not); nobody would keep her, so she goes."""
    card = next((c for c in g.state.players[p].followers if base_id(c) == HAG), None)
    if card is not None:
        character.discard(g, p, card)
        g.emit("hag_left", p)


def _hand_over(g: Game, p: int, source: str, royal: str) -> None:
    card = next((c for c in g.state.players[p].followers if base_id(c) == royal), None)
    if card is not None:
        character.discard(g, p, card)
        character.gain(g, p, "gold", ROYAL_PRICE)


@handles("hand-over/adventure/prince")
def _hand_over_prince(g: Game, p: int, source: str) -> None:
    _hand_over(g, p, source, "adventure/prince")


@handles("hand-over/adventure/princess")
def _hand_over_princess(g: Game, p: int, source: str) -> None:
    _hand_over(g, p, source, "adventure/princess")


ALCHEMIST = "adventure/alchemist"


@hooks.on(points.SPACE_MET, held=(ALCHEMIST,))
def _alchemist_offer(g: Game, p: int, space: str) -> None:
    """Whenever the holder meets a space, the Alchemist offers to turn Objects into gold
    (after the space's own instructions: the frame waits under them)."""
    if has(g, p, ALCHEMIST) and g.state.players[p].objects:
        push_sale(g, p, "alchemist", "Alchemist: turn an Object into 1 gold, or done", follower=ALCHEMIST)


# Followers whose whole rule is a number the content already holds (bonus, carrying limit)
# or a choice offered above: known to the engine, nothing to do when they join.
for _quiet in (
    ALCHEMIST,
    "adventure/gnome",
    "adventure/guide",
    "adventure/maiden",
    "adventure/mule",
    "adventure/pixie",
    "adventure/prince",
    "adventure/princess",
    "adventure/unicorn",
):
    HANDLERS.setdefault(_quiet, lambda g, p, source: None)
