"""Two versions of a pile of cards told apart: what went and what came. A deck, a discard pile or
a hand most often changes by one card, so the piles are compared in C from where they start and
the rest at once (used by ``invariants.Watch``; ``shared_start`` by a draw's list of legal
actions)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress, count
from operator import is_not


def changed(old: tuple[str, ...], new: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``old`` and ``new`` without the start and the end they share: what went, what came
    (as a multiset: the shared parts hold the same cards)."""
    shortest = min(len(old), len(new))
    start = _shared_length(old, new, shortest)
    if start == shortest:  # one is the other and more at the end (or nothing: the same)
        return old[start:], new[start:]
    went = len(old) - len(new)  # the commonest: one card drawn or taken, from anywhere, or put in
    if went == 1 and old[start + 1 :] == new[start:]:  # (the rest compared at once, in C)
        return old[start : start + 1], ()
    if went == -1 and new[start + 1 :] == old[start:]:
        return (), new[start : start + 1]
    end = min(_shared_length(reversed(old), reversed(new), shortest), shortest - start)
    return old[start : len(old) - end], new[start : len(new) - end]


def shared_start(old: tuple[str, ...], new: tuple[str, ...]) -> int:
    """How many cards two piles share from their start (where they part)."""
    return _shared_length(old, new, min(len(old), len(new)))


def _shared_length(a: Iterable[str], b: Iterable[str], shortest: int) -> int:
    """How many cards two piles share from where ``a`` and ``b`` start (the same strings,
    compared in C; an equal but separate copy counts as different, which costs only time)."""
    return next(compress(count(), map(is_not, a, b)), shortest)
