"""``piles.changed``: what went from a pile and what came, as a multiset, whatever the change
(the invariant watch counts every card from it)."""

from __future__ import annotations

import random
from collections import Counter

from engine import piles


def _exact(old: tuple[str, ...], new: tuple[str, ...]) -> None:
    went, came = piles.changed(old, new)
    assert Counter(old) - Counter(new) == Counter(went) - Counter(came)
    assert Counter(new) - Counter(old) == Counter(came) - Counter(went)


def test_one_card_off_or_onto_a_pile_is_that_card_alone() -> None:
    deck = tuple(f"adventure/card-{n}#1" for n in range(97))
    for at in (0, 1, 48, 95, 96):
        assert piles.changed(deck, deck[:at] + deck[at + 1 :]) == ((deck[at],), ())
        assert piles.changed(deck[:at] + deck[at + 1 :], deck) == ((), (deck[at],))
    assert piles.changed((), ("a",)) == ((), ("a",))
    assert piles.changed(("a",), ()) == (("a",), ())


def test_one_card_fewer_and_the_rest_moved_about() -> None:
    """One card fewer but not one card taken out (the rest reordered or another card swapped
    in): the halving would point at a wrong place, which its check refuses."""
    cases = [
        (("a", "b", "c"), ("c", "b")),  # a went, c and b changed places
        (("a", "b", "c", "d"), ("a", "x", "c")),  # b and d went, x came
        (("a", "b", "c", "d", "e"), ("a", "c", "b", "e")),  # d went, b and c changed places
        (("a", "a", "b"), ("a", "c")),  # an a and b went, c came
    ]
    for old, new in cases:
        _exact(old, new)
        _exact(new, old)
    assert piles.changed(("a", "b", "c"), ("c", "b")) != (("a",), ())  # (not a went alone)


def test_an_equal_card_that_is_another_string() -> None:
    """A card equal to the one in the pile but another string (made anew): still the same card."""
    made = "".join(["b", "#1"])
    assert made == "b#1" and id(made) != id("b#1")
    _exact(("a", "b#1", "c"), ("a", made))
    _exact(("a", "b#1", "c", "d"), ("a", made, "d"))
    went, came = piles.changed(("a", "b#1", "c", "d"), ("a", made, "d"))
    assert Counter(went) - Counter(came) == Counter(["c"])


def test_random_changes_to_random_piles() -> None:
    rng = random.Random(14)
    for _ in range(4000):
        old = tuple(rng.choice("abcdef") for _ in range(rng.randrange(15)))
        new = list(old)
        for _ in range(rng.randrange(4)):
            choice = rng.random()
            if new and choice < 0.4:
                del new[rng.randrange(len(new))]
            elif len(new) > 1 and choice < 0.6:  # two cards change places
                i, j = rng.randrange(len(new)), rng.randrange(len(new))
                new[i], new[j] = new[j], new[i]
            else:
                new.insert(rng.randrange(len(new) + 1), rng.choice("abcdefg"))
        _exact(old, tuple(new))


def _gone_at(old: tuple[str, ...], new: tuple[str, ...]) -> int | None:
    """Where one card went from ``old`` to make ``new`` (the first such place), else None."""
    return next((i for i in range(len(old)) if old[:i] + old[i + 1 :] == new), None)


def test_where_one_card_went_from_a_pile() -> None:
    """``one_more``: a card drawn from within is found where it stood (the halving's answer);
    any other change (cards also moved about, a card also put in) is not one card gone."""
    deck = tuple(f"adventure/card-{n}#1" for n in range(60))
    for at in range(len(deck)):
        assert piles.one_more(deck, deck[:at] + deck[at + 1 :]) == at
    rng = random.Random(15)
    for _ in range(2000):
        old = tuple(rng.sample(deck, rng.randrange(1, 20)))
        new = list(old)
        del new[rng.randrange(len(new))]
        if len(new) > 1 and rng.random() < 0.5:  # and two cards change places
            i, j = rng.randrange(len(new)), rng.randrange(len(new))
            new[i], new[j] = new[j], new[i]
        if rng.random() < 0.2:
            new.insert(rng.randrange(len(new) + 1), "spell/other#1")
        assert piles.one_more(old, tuple(new)) == _gone_at(old, tuple(new)), (old, new)
