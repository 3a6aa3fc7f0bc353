"""Checks that hold after every action in any game (used by ``talisman sim`` and the tests)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine import character
from engine.deal import copies, supply_sizes

if TYPE_CHECKING:
    from engine.game import Game

CARD_KINDS = ("adventure", "spell", "purchase", "talisman")


def all_cards(g: Game) -> Counter[str]:
    key = ("all_cards",)
    if key not in g.cache:
        g.cache[key] = Counter(c for kind in CARD_KINDS for c in copies(g.cat, kind, g.setup.expansions))
    cached: Counter[str] = g.cache[key]
    return cached


def violations(g: Game) -> list[str]:
    """Every broken invariant, as a message; an empty list when all hold."""
    s = g.state
    out: list[str] = []
    seen: Counter[str] = Counter()
    for kind in CARD_KINDS:
        seen.update(s.decks[kind])
    for pile in s.discards.values():
        seen.update(pile)
    for cards in s.board.values():
        seen.update(cards)
    for key, cards in s.markers.items():
        if key.startswith("aside/"):  # cards set aside: beside the Time card, inherited, out of play
            seen.update(cards)
    for ch in s.players:
        seen.update(ch.objects)
        seen.update(ch.followers)
        seen.update(ch.spells)
        seen.update(ch.trophies)
    expected = all_cards(g)
    if not dict.__eq__(seen, expected):  # plain dict equality: Counter's own is slow
        extra = seen - expected
        missing = expected - seen
        out.append(f"cards not in exactly one place: extra {dict(extra)}, missing {dict(missing)}")
    sizes = g.cache.get(("sizes",)) or g.cache.setdefault(("sizes",), supply_sizes(g.cat))
    held = {
        "strength": sum(c.strength + c.toad_strength for c in s.players),
        "craft": sum(c.craft + c.toad_craft for c in s.players),
        "lives": sum(c.lives for c in s.players),
        "fate": sum(c.fate for c in s.players),
        "gold": sum(c.gold for c in s.players)  # and gold lying on spaces (Raiders)
        + sum(v for k, v in s.markers.items() if k.startswith("gold@")),
        "toad": sum(1 for c in s.players if c.is_toad),
        "alignment": sum(1 for c in s.players if c.alignment_card),
    }
    for stat, size in sizes.items():
        if s.stock[stat] + held[stat] != size or s.stock[stat] < 0:
            out.append(f"{stat}: stock {s.stock[stat]} + in play {held[stat]} != supply {size}")
    for ch in s.players:
        if ch.strength < 0 or ch.craft < 0 or ch.toad_strength < 0 or ch.toad_craft < 0:
            out.append(f"player {ch.player}: Strength or Craft below the printed value")
        if ch.alive and ch.lives < 1:
            out.append(f"player {ch.player}: alive with {ch.lives} lives")
        if not ch.alive and (ch.lives or ch.objects or ch.spells):
            out.append(f"player {ch.player}: dead but still holding lives or cards")
        if ch.alive and character.strength(g, ch) < 1:
            out.append(f"player {ch.player}: Strength below 1")
    return out
