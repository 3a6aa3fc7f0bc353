"""The Reaper's Strangers and Places that need code (card rules; digital rulebook FAQ "The
Reaper Expansion": Idol, Leper).

- Demigod: with room for a Spell, the character takes the Spell of his choice from the deck;
  the Spell discard pile is then shuffled back into the deck.
- Leper: whoever meets him rolls a die; 1 or 2 costs a Follower or 1 life (his choice). Then
  a die moves the Leper clockwise. (Characters standing where he arrives are not yet asked.)
- Pool of Fortune: 1 fate per visit, from the stock, 4 in all; then the card is discarded.
- Idol: prayer with the Temple's two-dice table; its 5 enslaves to the Idol: while it lies
  there, each move starts with a die, 4-6 frees (then the move is rolled as usual), 1-3
  ends the turn. Gone from the space, it frees (FAQ).
- Carnival: the Tavern's die table, its boatman a crossing as by Raft; then a die moves the
  Carnival clockwise. The Boatman Event: a crossing as by Raft next move, for 1 gold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_roll, take_from_deck
from engine.frames import Frame, Rule, rule
from engine.handlers.core.space_tools import clear_marker, marker, plain, set_marker
from engine.handlers.reaper.events import clockwise
from engine.state import base_id
from engine.steps import push_steps
from engine.values import Action, Decision, act

if TYPE_CHECKING:
    from engine.rules_api import Game

TEMPLE = "space/middle/temple"
TAVERN = "space/outer/tavern"
IDOL = "adventure/idol"
POOL_FATE = 4
LEPER_HITS = 2  # a die of 1 or 2


def _space_of(g: Game, card: str) -> str | None:
    return next((s for s, on in g.state.board.items() if card in on), None)


@handles("adventure/demigod")
def _demigod(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    if ch.is_toad or len(ch.spells) >= character.spell_limit(g, ch) or not g.state.decks["spell"]:
        return
    g.push({"kind": "demigod", "p": p})


@rule("demigod")
class Demigod(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return Decision(f["p"], "take", "take the Spell of your choice from the Spell deck")

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return [act("take", c) for c in sorted({base_id(c) for c in g.state.decks["spell"]})]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.pop()
        character.receive(g, f["p"], take_from_deck(g, "spell", str(a.args[0])))
        deck = [*g.state.decks["spell"], *g.state.discards["spell"]]
        g.set(g.state.decks, "spell", deck)
        g.set(g.state.discards, "spell", ())


@handles("adventure/leper")
def _leper(g: Game, p: int, source: str) -> None:
    g.push({"kind": "leper", "p": p, "card": source, "stage": "touch"})
    push_roll(g, p, 1, "got", fate=True, why="the Leper's touch")


@rule("leper")
class Leper(Rule):
    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        if f["stage"] == "pay":
            return Decision(f["p"], "lose", "the Leper: lose a Follower or 1 life")
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        followers = [act("discard", c) for c in g.state.players[f["p"]].followers]
        return [act("choose", "life"), *followers]

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:
        g.set(f, "stage", "move")
        if a.verb == "discard":
            character.discard(g, f["p"], str(a.args[0]))
        else:
            character.lose_life(g, f["p"], 1, f["card"])

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if f["stage"] == "touch":
            hit = f["got"][0] <= LEPER_HITS
            g.set(f, "stage", "pay" if hit else "move")
            return
        if f["stage"] == "move":
            if f.get("no_move"):  # touched where he arrived: he moves on no further
                g.pop()
                return
            g.set(f, "stage", "moving")
            push_roll(g, f["p"], 1, "steps", fate=False, why="where the Leper shambles")
            return
        g.pop()
        _move_card(g, f["card"], f["steps"][0])
        to = _space_of(g, f["card"])
        if to is not None:
            hooks.run(points.CARD_ARRIVES, g, f["card"], to, f["p"])  # those there meet him too


def _move_card(g: Game, card: str, steps: int) -> None:
    space = _space_of(g, card)
    if space is None:
        return
    to = clockwise(g, space, steps)
    character.remove_from_space(g, space, card)
    character.place_on(g, to, card)
    g.emit("card_moves", card, to)


@handles("adventure/pool-of-fortune")
def _pool(g: Game, p: int, source: str) -> None:
    key = f"pool/{source}"
    taken = int(marker(g, key) or 0) + 1
    character.gain(g, p, "fate", 1)
    if taken >= POOL_FATE:
        clear_marker(g, key)
        space = _space_of(g, source)
        if space:
            character.remove_from_space(g, space, source)
            character.return_card(g, source)
            g.emit("dried_up", source)
    else:
        set_marker(g, key, taken)


def _table_with(g: Game, space: str, rows: dict[str, list[Any]]) -> list[Any]:
    """The space's roll step with some rows replaced (plain data)."""
    steps = plain(g.space(space).effect)
    table = steps[0]["roll"]["table"]
    table.update(rows)
    return [steps[0]]


@handles(IDOL)
def _idol(g: Game, p: int, source: str) -> None:
    push_steps(
        g,
        p,
        _table_with(
            g, TEMPLE, {"5": [{"handler": f"{IDOL}/enslaved"}], "10": [{"take": "talisman/talisman"}]}
        ),
        source,
    )


@handles(f"{IDOL}/enslaved")
def _idol_enslaved(g: Game, p: int, source: str) -> None:
    set_marker(g, f"idol/{p}", g.state.players[p].position)
    g.emit("enslaved", p, source)


@hooks.on(points.MOVE_START, marked=("idol/",))
def _idol_bond(g: Game, f: Frame) -> bool:
    p = f["p"]
    where = marker(g, f"idol/{p}")
    if not where or f.get("idol"):
        return False
    on = g.state.board.get(where, ())
    if g.state.players[p].position != where or IDOL not in map(base_id, on):
        clear_marker(g, f"idol/{p}")  # moved away, or the Idol is gone: free (FAQ Idol)
        return False
    g.set(f, "idol", True)
    g.push({"kind": "idol_bond", "p": p})
    push_roll(g, p, 1, "got", fate=True, why="breaking free from the Idol")
    return True


@rule("idol_bond")
class IdolBond(Rule):
    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        g.pop()
        if f["got"][0] >= 4:
            clear_marker(g, f"idol/{f['p']}")
            g.emit("freed", f["p"])
        else:
            g.emit("still_enslaved", f["p"])
            g.end_turn("still enslaved by the Idol")


@handles("adventure/carnival")
def _carnival(g: Game, p: int, source: str) -> None:
    g.push({"kind": "carnival", "p": p, "card": source})
    boat = [{"handler": "adventure/carnival/boatman"}]
    push_steps(g, p, _table_with(g, TAVERN, {"6": boat}), source)


@handles("adventure/carnival/boatman")
def _carnival_boatman(g: Game, p: int, source: str) -> None:
    set_marker(g, f"next-move/{p}", "ferry")
    g.emit("next_move", p, "ferry")


@handles("adventure/the-boatman")
def _the_boatman(g: Game, p: int, source: str) -> None:
    set_marker(g, f"next-move/{p}", "paid-ferry")
    g.emit("next_move", p, "paid-ferry")


@rule("carnival")
class Carnival(Rule):
    """After the Carnival's table: a die moves the card clockwise."""

    @staticmethod
    def advance(g: Game, f: Frame) -> None:
        if "got" not in f:
            push_roll(g, f["p"], 1, "got", fate=False, why="where the Carnival travels")
            return
        g.pop()
        _move_card(g, f["card"], f["got"][0])
