"""Adventure Events that reach beyond the drawer (core rulebook, "Types of Adventure Cards":
Events; "Losing a Turn").

Blizzard, Evil Darkness, Magical Vortex, Market Day, Pestilence, Raiders, Siren and Storm
touch every character (or every character in the drawer's Region); Book of Spells fills the
drawer's hand. When an Event costs the drawer a turn, the usual ``miss_turns`` step applies
(the turn ends at once; it counts as the lost turn if cards still wait on the space).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import character, hooks, points
from engine.cards import handles
from engine.chance import push_draw
from engine.steps import push_steps

if TYPE_CHECKING:
    from engine.rules_api import Game

BLIZZARD = "adventure/blizzard"
BLIZZARD_ROUNDS = 2
OASIS = "space/middle/oasis"


def _others_miss(g: Game, p: int, who: list[int], source: str) -> None:
    """Each listed character misses a turn; the drawer by the usual rule for Events."""
    for q in who:
        if q != p:
            ch = g.state.players[q]
            g.set(ch, "missed_turns", ch.missed_turns + 1)
            g.emit("misses_next_turn", q, source)
    if p in who:
        push_steps(g, p, [{"miss_turns": 1}], source)


def _in_region(g: Game, p: int) -> list[int]:
    """The living characters in the Region of ``p``'s space, ``p`` included."""
    region = g.space(g.state.players[p].position).region
    return [c.player for c in g.state.players if c.alive and g.space(c.position).region == region]


@handles(BLIZZARD)
def _blizzard(g: Game, p: int, source: str) -> None:
    """Two full rounds of one-space moves; the card lies on its space until then."""
    if BLIZZARD in g.state.markers:
        return  # the snow is already falling: the card on the board does nothing more
    turns = BLIZZARD_ROUNDS * len(g.state.players) + 1  # the drawer's own turn is not counted
    g.set(g.state.markers, BLIZZARD, {"card": source, "turns": turns})
    g.emit("blizzard", turns - 1)


@hooks.on(points.ONE_SPACE, marked=(BLIZZARD,))
def _snowed_in(g: Game, p: int) -> str | None:
    return "Blizzard" if BLIZZARD in g.state.markers else None


@hooks.on(points.END_OF_TURN, marked=(BLIZZARD,))  # (its count of rounds wakes no table)
def _blizzard_tick(g: Game, p: int) -> None:
    if character.lasting_card_tick(g, BLIZZARD) is not None:
        g.emit("blizzard_over")


@handles("adventure/book-of-spells")
def _book_of_spells(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    room = character.spell_limit(g, ch) - len(ch.spells)
    if room > 0 and not ch.is_toad:
        push_draw(g, "spell", room, to="player", p=p)


@handles("adventure/evil-darkness")
def _evil_darkness(g: Game, p: int, source: str) -> None:
    who = [c.player for c in g.state.players if c.alive and c.alignment != "evil"]
    _others_miss(g, p, who, source)


@handles("adventure/magical-vortex")
def _magical_vortex(g: Game, p: int, source: str) -> None:
    for ch in g.state.players:
        for card in ch.spells:
            character.discard(g, ch.player, card)


@handles("adventure/market-day")
def _market_day(g: Game, p: int, source: str) -> None:
    """The card's shop, offered to every living character from the drawer on, clockwise."""
    (step,) = g.cat[source.split("#")[0]].effect
    n = len(g.state.players)
    order = [(p + i) % n for i in range(n) if g.player((p + i) % n).alive]
    for q in reversed(order):  # pushed last = met first: the drawer shops first
        push_steps(g, q, [step], source)


@handles("adventure/pestilence")
def _pestilence(g: Game, p: int, source: str) -> None:
    who = _in_region(g, p)
    for q in sorted(who, key=lambda q: q == p):  # the drawer last: a death ends the turn
        character.lose_life(g, q, 1, source)


@handles("adventure/raiders")
def _raiders(g: Game, p: int, source: str) -> None:
    ch = g.state.players[p]
    gold = ch.gold
    if gold:
        g.set(ch, "gold", 0)
        key = character.gold_key(OASIS)
        g.set(g.state.markers, key, g.state.markers.get(key, 0) + gold)
        g.emit("gold_to", OASIS, gold)


@hooks.on(points.SPACE_MET, marked=("gold@",))  # (``character.gold_key``)
def _pick_up_gold(g: Game, p: int, space: str) -> None:
    """Gold lying on a space goes to the character who encounters it (core rules, Adventure Cards),
    unless he is a Toad: a Toad holds no gold, so it stays there (core rules, Toads)."""
    key = character.gold_key(space)
    gold = g.state.markers.get(key)
    if gold and not g.state.players[p].is_toad:
        g.journal.delete(g.state.markers, key)
        ch = g.state.players[p]
        g.set(ch, "gold", ch.gold + gold)
        g.emit("gain", p, "gold", gold)


@handles("adventure/siren")
def _siren(g: Game, p: int, source: str) -> None:
    _others_miss(g, p, _in_region(g, p), source)


@handles("adventure/storm")
def _storm(g: Game, p: int, source: str) -> None:
    _others_miss(g, p, _in_region(g, p), source)
