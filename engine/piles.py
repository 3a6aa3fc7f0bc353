"""Two versions of a pile of cards told apart: what went and what came. A deck, a discard pile or
a hand most often changes by one card: that card is found by halving (a card compared at each
step, not every card up to it) and the rest compared at once, in C; any other change is found by
comparing the piles from where they start (used by ``invariants.Watch``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress, count
from operator import is_not


def changed(old: Sequence[str], new: Sequence[str]) -> tuple[Sequence[str], Sequence[str]]:
    """``old`` and ``new`` without the start and the end they share: what went, what came
    (as a multiset: the shared parts hold the same cards)."""
    went = len(old) - len(new)  # the commonest: one card drawn or taken, from anywhere, or put in
    if went == 1:
        at = one_more(old, new)
        if at is not None:
            return old[at : at + 1], ()
    elif went == -1:
        at = one_more(new, old)
        if at is not None:
            return (), new[at : at + 1]
    shortest = min(len(old), len(new))
    start = _shared_length(old, new, shortest)
    if start == shortest:  # one is the other and more at the end (or nothing: the same)
        return old[start:], new[start:]
    end = min(_shared_length(reversed(old), reversed(new), shortest), shortest - start)
    return old[start : len(old) - end], new[start : len(new) - end]


def _shared_length(a: Iterable[str], b: Iterable[str], shortest: int) -> int:
    """How many cards two piles share from where ``a`` and ``b`` start (the same strings,
    compared in C; an equal but separate copy counts as different, which costs only time)."""
    return next(compress(count(), map(is_not, a, b)), shortest)


def one_more(longer: Sequence[str], shorter: Sequence[str]) -> int | None:
    """Where ``longer`` holds one card more than ``shorter`` and is otherwise the same, in
    order; None when it is not so. The place is found by halving, as if it were so (up to it
    the same cards stand at the same places, after it they stand one further on), and then
    checked: both sides of it compared whole, in C. ``shorter`` never holds the very card at the
    place found (the halving stops only at a card that differs, or at the end)."""
    low, high = 0, len(shorter)  # before ``low``: the same cards; the one more: at ``high`` or before
    while low < high:
        middle = (low + high) // 2
        if longer[middle] is shorter[middle]:
            low = middle + 1
        else:
            high = middle
    if longer[:low] == shorter[:low] and longer[low + 1 :] == shorter[low:]:
        return low
    return None
