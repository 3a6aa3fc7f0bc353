"""Events are small values that parse and print (STYLE.md), like actions: ``Event.from_json``
reads back exactly what ``str`` wrote, free text with spaces included (``rolled``'s reason,
``turn_ends``'s reason), in every event a seeded playout produces."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Event, Game, Setup, policy
from engine.errors import InvalidState

PLAYOUTS = [
    (("character/druid", "character/elf", "character/wizard", "character/thief"), 1, ()),
    (("character/warrior", "character/troll", "character/priest"), 2, ("reaper", "blood-moon")),
    (("character/assassin", "character/minstrel", "character/sorceress", "character/dwarf"), 3, ("reaper",)),
]


@pytest.mark.slow
@pytest.mark.parametrize(("characters", "seed", "expansions"), PLAYOUTS)
def test_every_event_of_a_seeded_playout_reads_back(catalogue, characters, seed, expansions) -> None:
    game = Game.new(Setup.of(*characters, seed=seed, expansions=expansions), catalogue)
    rng = random.Random(seed)
    kinds: set[str] = set()
    quoted = 0
    while not game.is_over and game.state.turn <= 120:
        for event in game.apply(policy.choose(game, rng)):
            kinds.add(event.kind)
            quoted += '"' in str(event)
            assert Event.from_json(event.to_json()) == event, str(event)
    assert {"rolled", "turn_ends", "moved"} <= kinds and quoted  # free text with spaces was among them


def test_free_text_reads_back_and_single_words_print_as_before() -> None:
    rolled = Event("rolled", (0, 4, "moving the Grim Reaper"))
    assert str(rolled) == 'rolled 0 4 "moving the Grim Reaper"'
    assert Event.from_json(str(rolled)) == rolled
    ends = Event("turn_ends", ("immobilised by a Spell",))
    assert Event.from_json(str(ends)) == ends
    plain = Event("rolled", (0, 1, "movement"))
    assert str(plain) == "rolled 0 1 movement"  # what the table app reads: unchanged
    assert str(Event("note", ("3",))) == 'note "3"'  # a text of digits stays a text
    assert Event.from_json('note "3"') == Event("note", ("3",))


@pytest.mark.parametrize("bad", ["", "   ", 'rolled 0 "unterminated', None, 42])
def test_malformed_event_text_is_refused(bad) -> None:
    with pytest.raises(InvalidState):
        Event.from_json(bad)


kinds = st.from_regex(r"[a-z][a-z_]{0,12}", fullmatch=True)
args = st.lists(st.one_of(st.integers(-1000, 1000), st.text(max_size=20)), max_size=5)


@given(kinds, args)
def test_any_event_reads_back_from_its_text(kind: str, values: list) -> None:
    event = Event(kind, tuple(values))
    assert Event.from_json(event.to_json()) == event
