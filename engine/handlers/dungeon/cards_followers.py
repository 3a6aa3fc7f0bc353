"""The Dungeon deck's Followers, and the Enemy that becomes one (the card texts of the Dungeon
deck).

- Miner: taken, he asks 1 gold; paid, he carries 4 more Objects (the limit of 8 a Mule gives:
  the two together are not counted as 12), unpaid he walks off (discarded). Lost, the Objects
  over the limit are left on the space as any others are (the player picks them).
- Wise Man: a character who fights his holder (an attack not evaded) takes him along.
- Holy Avenger: his holder must attack an evil character on the space he lands on, adding 3 to
  his attack roll; winning, he gains 1 Strength and 1 Craft besides his reward and the Avenger
  leaves (discarded).
- Faithful Hound: as a battle is prepared, the Hound may fight in his owner's place with
  Strength 3: a win kills the creature (a trophy) or costs the other character a life; a defeat
  kills the Hound (the owner keeps his life) and ends the turn (his ``fight.in_place`` data, the
  rule every box shares: engine.handlers.core.in_place).
- Hunchback: a move may stop short of the die, on any space a smaller count reaches; he is
  discarded when his holder, having been in the Dungeon with him, moves to or meets a space
  outside it.
- Spirit of Vengeance: beating a character, it must become his Follower; he must then attack any
  character on the space he lands on, and beating one he may hand the Spirit over in place of
  his reward.
- Dungeon Keeper: he locks up every Follower of a character who meets him (set aside on his card);
  anyone meeting him may buy any of them back for 1 gold each; with none left he leaves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import cards, character, hooks, movement, points
from engine.frames import Frame, Rule, rule
from engine.handlers.core.in_place import fights_in_place
from engine.handlers.core.space_tools import clear_marker, marker, set_marker
from engine.movement import land
from engine.state import base_id
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

MINER = "dungeon/miner"
MINER_PRICE = 1
WISE_MAN = "dungeon/wise-man"
AVENGER = "dungeon/holy-avenger"
AVENGER_ROLL = 3
HOUND = "dungeon/faithful-hound"
HUNCHBACK = "dungeon/hunchback"
DUNGEON = "dungeon"  # the region the Hunchback stays in
SPIRIT = "dungeon/spirit-of-vengeance"
KEEPER = "dungeon/dungeon-keeper"
KEPT = "aside/kept/"  # marker: the Followers set aside on a Dungeon Keeper's card (cards counted)
KEEPER_PRICE = 1

character.MULES = (*character.MULES, MINER)  # type: ignore[attr-defined]  # a paid Miner carries as a Mule (engine.character.carry_limit)


def _follower(g: Game, p: int, kind: str) -> str | None:
    return next((c for c in g.state.players[p].followers if base_id(c) == kind), None)


# --- Miner ------------------------------------------------------------------------------------


@hooks.on(points.RECEIVED, held=(MINER,))
def _miner_taken(g: Game, p: int, card: str) -> None:
    if base_id(card) == MINER:
        g.push({"kind": "pay_miner", "p": p, "card": card})


@rule("pay_miner")
class PayMiner(Rule):
    """Pay the Miner 1 gold (``choose pay``), or let him go (``pass``)."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "pay", "pay the Miner 1 gold to carry 4 more Objects, or let him go")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        can = g.state.players[f["p"]].gold >= MINER_PRICE
        return [act("pass"), *([act("choose", "pay")] if can else [])]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        if f["card"] not in g.state.players[f["p"]].followers:
            return
        if a.verb == "choose":
            character.lose(g, f["p"], "gold", MINER_PRICE)
        else:
            character.discard(g, f["p"], f["card"])


# --- Wise Man ---------------------------------------------------------------------------------


@hooks.on(points.OUTCOME, held=(WISE_MAN,))
def _wise_man_goes(g: Game, f: Frame, scores: tuple[int, int]) -> tuple[int, int]:
    """Fought (not evaded), the attacked character's Wise Man goes over to his attacker."""
    defender = f.get("opponent")
    if defender is None:
        return scores
    wise = _follower(g, defender, WISE_MAN)
    if wise is not None:
        character.release(g, defender, wise)
        ch = g.state.players[f["p"]]
        g.set(ch, "followers", (*ch.followers, wise))
        g.emit("follows", f["p"], wise)
    return scores


# --- Holy Avenger and Spirit of Vengeance: attacks they force -----------------------------------


def _evil_here(g: Game, p: int, space: str) -> list[int]:
    return [
        c.player
        for c in g.state.players
        if c.position == space and c.player != p and c.alive and c.alignment == "evil"
    ]


@hooks.on(points.MUST_ATTACK, held=(AVENGER, SPIRIT))
def _must_attack(g: Game, p: int, space: str) -> bool:
    if _follower(g, p, SPIRIT):
        return True
    return bool(_follower(g, p, AVENGER) and _evil_here(g, p, space))


@hooks.on(points.ATTACK_BONUS, held=(AVENGER,))
@hooks.label("Holy Avenger against evil")
def _avenging(g: Game, f: Frame, p: int) -> int:
    foe = f.get("opponent")
    if p != f["p"] or foe is None or not _follower(g, p, AVENGER):
        return 0
    return AVENGER_ROLL if g.state.players[foe].alignment == "evil" else 0


@hooks.on(points.CHARACTER_BEATEN, held=(AVENGER,))
def _avenged(g: Game, f: Frame) -> bool:
    winner, loser = f["winner"], f["loser"]
    avenger = _follower(g, winner, AVENGER)
    if avenger and winner == f["p"] and g.state.players[loser].alignment == "evil":
        character.gain(g, winner, "strength", 1)
        character.gain(g, winner, "craft", 1)
        character.discard(g, winner, avenger)
    return False  # (the reward is still asked)


@cards.handles(f"{SPIRIT}/joins")
def _spirit_joins(g: Game, p: int, source: str) -> None:
    for space, on in list(g.state.board.items()):
        if source in on:
            character.remove_from_space(g, space, source)
            ch = g.state.players[p]
            g.set(ch, "followers", (*ch.followers, source))
            g.emit("follows", p, source)
            return


@hooks.on(points.REWARD_OPTIONS, held=(SPIRIT,))
def _hand_over(g: Game, f: Frame) -> list[Action]:
    spirit = _follower(g, f["winner"], SPIRIT)
    return [act("reward", spirit)] if spirit else []


@hooks.on(points.REWARD_TAKEN)
def _spirit_handed(g: Game, f: Frame, what: str) -> bool:
    if base_id(what) != SPIRIT or what not in g.state.players[f["winner"]].followers:
        return False
    character.release(g, f["winner"], what)
    loser = g.state.players[f["loser"]]
    g.set(loser, "followers", (*loser.followers, what))
    g.emit("follows", f["loser"], what)
    return True


# --- Faithful Hound: his fight.in_place data (engine.handlers.core.in_place) -----------------

fights_in_place((HOUND,))


# --- Hunchback --------------------------------------------------------------------------------


@hooks.on(points.MOVE_OPTIONS, held=(HUNCHBACK,))
def _shorter(g: Game, f: Frame) -> list[Action]:
    p = f["p"]
    hunch = _follower(g, p, HUNCHBACK)
    if not hunch:
        return []
    here, closed = g.state.players[p].position, movement.barred(g)
    full = set(movement.reach(g, f))
    out: dict[str, None] = {}
    for count in range(1, f["roll"][0]):
        for dest, how in movement.destinations(g, here, count, closed).items():
            if how is None and dest not in full:
                out[dest] = None
    return [act("use", hunch, d) for d in out]


@hooks.on(points.MOVE_USE)
def _stop_short(g: Game, f: Frame, a: Action) -> bool:
    if base_id(str(a.args[0])) != HUNCHBACK or len(a.args) < 2:
        return False
    land(g, f["p"], str(a.args[1]))
    return True


@hooks.on(points.MOVE_DONE, held=(HUNCHBACK,))
def _hunchback_moved(g: Game, p: int) -> None:
    _hunchback_stays(g, p, g.state.players[p].position)


@hooks.on(points.SPACE_MET, held=(HUNCHBACK,))
def _hunchback_stays(g: Game, p: int, space: str) -> None:
    """Met or moved onto (a teleport is met), the space says whether he left the Dungeon."""
    hunch = _follower(g, p, HUNCHBACK)
    if hunch is None:
        return
    key = f"hunchback/{p}"
    if g.spaces[space].region == DUNGEON:
        if not marker(g, key):
            set_marker(g, key, True)
    elif marker(g, key):
        clear_marker(g, key)
        character.discard(g, p, hunch)


# --- Dungeon Keeper ---------------------------------------------------------------------------


@cards.handles(KEEPER)
def _keeper(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    key = KEPT + source
    if ch.followers:
        kept = list(g.state.markers.get(key, ()))
        for follower in ch.followers:
            kept.append(follower)
            g.emit("captured", p, follower)
        g.set(ch, "followers", ())
        g.set(g.state.markers, key, kept)
    g.push({"kind": "keeper", "p": p, "keeper": source, "space": ch.position})


@rule("keeper")
class Keeper(Rule):
    """Buy back Followers from the Dungeon Keeper (1 gold each), then ``done``; with none left on
    his card he leaves."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if not Keeper.legal(g, f)[1:]:
            return None
        return Decision(f["p"], "take", "buy Followers back from the Dungeon Keeper, 1 gold each, then done")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        kept = g.state.markers.get(KEPT + f["keeper"], ())
        if g.state.players[f["p"]].gold < KEEPER_PRICE:
            return [act("done")]
        return [act("done"), *(act("buy", c) for c in kept)]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        if a.verb == "done":
            Keeper.advance(g, f)
            return
        card, key = str(a.args[0]), KEPT + f["keeper"]
        left = [c for c in g.state.markers.get(key, ()) if c != card]
        if left:
            g.set(g.state.markers, key, left)
        else:
            g.journal.delete(g.state.markers, key)
        character.lose(g, f["p"], "gold", KEEPER_PRICE)
        character.receive(g, f["p"], card)

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if not g.state.markers.get(KEPT + f["keeper"]) and f["keeper"] in g.state.board.get(f["space"], ()):
            character.remove_from_space(g, f["space"], f["keeper"])
            character.return_card(g, f["keeper"])
            g.emit("discarded", f["keeper"])


for _card in (MINER, WISE_MAN, AVENGER, HOUND, HUNCHBACK, SPIRIT):
    cards.PLAYED[_card] = "dungeon cards_followers: the card's hooks"
