"""The incremental invariant checker (``invariants.Watch``) agrees with counting afresh, and
complains about each kind of broken state it is told about through the journal."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from engine import Game, Setup, invariants, policy, sim
from engine.state import CharacterState
from tests.engine.engine_helpers import new_game, play


def _counts(watch: invariants.Watch) -> tuple[dict[str, int], dict[str, int]]:
    return {c: n for c, n in watch.cards.items() if n}, dict(watch.held)


@pytest.mark.parametrize(
    ("expansions", "options", "seed"),
    [((), {}, 3), (("reaper", "blood-moon"), {}, 4), (("reaper",), {"inherited_items": True}, 5)],
)
def test_watch_keeps_the_same_counts_as_a_fresh_count(catalogue, expansions, options, seed) -> None:
    characters = ("character/wizard", "character/troll", "character/thief", "character/priest")
    setup = Setup.of(*characters, seed=seed, expansions=expansions, options=options)
    game = Game.new(setup, catalogue)
    watch = invariants.Watch(game)
    rng = random.Random(seed)
    for _ in range(1500):
        if game.is_over:
            break
        game.apply(policy.choose(game, rng))
        assert watch.after(game.last_changes) == []
        assert _counts(watch) == _counts(invariants.Watch(game))
    assert len(game.log) > 300


def test_watch_flags_a_card_in_two_places(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    deck = game.state.decks["adventure"]
    game.set(game.state.board, "space/outer/city", (deck[0],))  # also still in the deck
    problems = watch.after(game.journal.take())
    assert problems and f"extra {{'{deck[0]}': 1}}" in problems[0]
    assert invariants.violations(game) == problems


def test_watch_flags_a_card_lost(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    deck = game.state.decks["purchase"]
    game.set(game.state.decks, "purchase", deck[1:])
    assert watch.after(game.journal.take()) == [
        f"cards not in exactly one place: extra {{}}, missing {{'{deck[0]}': 1}}"
    ]


def test_watch_flags_a_card_drawn_from_within_and_another_swapped(catalogue) -> None:
    """A deck one card shorter is most often one card drawn (found by halving): here the card
    drawn goes to a space, fine, but another card of the deck was also swapped for a second
    copy of a third: the watch still counts that card twice and the other missing."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    deck = game.state.decks["adventure"]
    assert len(deck) > 40
    drawn = deck[:20] + deck[21:]
    game.set(game.state.decks, "adventure", drawn)
    game.set(game.state.board, "space/outer/city", (deck[20],))
    assert watch.after(game.journal.take()) == []  # one card drawn onto a space: fine
    game.set(game.state.decks, "adventure", (*drawn[:30], drawn[5], *drawn[32:]))  # and one more gone
    problems = watch.after(game.journal.take())
    assert problems == [
        f"cards not in exactly one place: extra {{'{drawn[5]}': 1}},"
        f" missing {dict(sorted({drawn[30]: 1, drawn[31]: 1}.items()))}"
    ]
    assert invariants.violations(game) == problems


def test_watch_flags_gold_made_from_nothing(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    game.set(game.state.markers, "gold@space/outer/city", 2)
    problems = watch.after(game.journal.take())
    assert len(problems) == 1 and problems[0].startswith("gold: stock")


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("lives", 0, "player 0: alive with 0 lives"),
        ("craft", -1, "player 0: Strength or Craft below the printed value"),
        ("alive", False, "player 0: dead but still holding lives or cards"),
    ],
)
def test_watch_flags_a_broken_character(catalogue, field, value, message) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    game.set(game.state.players[0], field, value)
    assert message in watch.after(game.journal.take())


def test_watch_flags_a_toad_below_strength_one(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 toad 3")
    watch = invariants.Watch(game)
    game.set(game.state.players[0], "toad_strength", -1)
    problems = watch.after(game.journal.take())
    assert "player 0: Strength below 1" in problems


def test_a_whole_part_replaced_is_counted_afresh(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    board = dict(game.state.board)
    board["space/outer/city"] = (game.state.decks["spell"][0],)
    game.set(game.state, "board", board)
    assert watch.after(game.journal.take()) == invariants.violations(game) != []
    assert Counter(_counts(watch)[0]) == Counter(_counts(invariants.Watch(game))[0])


def test_a_changed_pile_is_told_by_what_went_and_what_came() -> None:
    """``_changed`` drops the start and end two piles share: what remains differs between the
    two exactly as the whole piles do, card for card (so the Watch's counts stay exact)."""
    rng = random.Random(7)
    assert invariants._changed(("a", "b", "c", "d"), ("a", "c", "d")) == (("b",), ())
    assert invariants._changed(("a", "a"), ("a", "a", "a")) == ((), ("a",))
    for old, new, went, came in [  # one card off or onto either end, or within
        (("a", "b", "c"), ("b", "c"), ("a",), ()),
        (("a", "b", "c"), ("a", "b"), ("c",), ()),
        (("b", "c"), ("a", "b", "c"), (), ("a",)),
        (("a", "b"), ("a", "b", "c"), (), ("c",)),
        (("a", "b", "c", "d", "e"), ("a", "b", "d", "e"), ("c",), ()),
        ((), (), (), ()),
    ]:
        assert invariants._changed(old, new) == (went, came)
    copy = "".join(["a", "b"])  # equal to "ab" but another string: told as one went, one came
    went, came = invariants._changed(("x", "ab", "y"), ("x", copy, "y"))
    assert Counter(went) == Counter(came) and len(went) <= 1
    for _ in range(3000):
        old = tuple(rng.choice("abcd") for _ in range(rng.randrange(12)))
        new = list(old)
        for _ in range(rng.randrange(3)):
            at = rng.randrange(len(new) + 1)
            if new and at < len(new) and rng.random() < 0.5:
                del new[at]
            else:
                new.insert(at, rng.choice("abcde"))
        went, came = invariants._changed(old, tuple(new))
        assert Counter(old) - Counter(new) == Counter(went) - Counter(came)
        assert Counter(new) - Counter(old) == Counter(came) - Counter(went)
        assert len(went) <= len(old) and len(came) <= len(new)


def _other_value(value: object) -> object:
    """A value of the same type as ``value`` but different."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, tuple):
        return (*value, "purchase/sword#1")
    return f"{value}x" if isinstance(value, str) else "x"


def test_the_fields_a_character_is_counted_by(catalogue) -> None:
    """``Watch`` counts a character's cards and resources again only when one of
    ``_PART_FIELDS`` changed: a change to any other field leaves the count as it was, and a
    change to each of those changes it (a field missing from the list would hide a bug)."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    ch = game.state.players[0]
    before = invariants._player_part(ch)
    for field in dataclasses.fields(CharacterState):
        changed = dataclasses.replace(ch, **{field.name: _other_value(getattr(ch, field.name))})
        counted_again = invariants._player_part(changed) != before
        assert counted_again == (field.name in invariants._PART_FIELDS), field.name


def test_the_players_an_action_changed(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    game.set(game.state.players[1], "position", "space/outer/city")
    assert watch.after(game.journal.take()) == [] and set(watch.players_changed) == {1}
    game.set(game.state, "phase", "move")
    assert watch.after(game.journal.take()) == [] and not watch.players_changed
    game.set(game.state, "players", list(game.state.players))  # a whole part: all counted afresh
    assert watch.after(game.journal.take()) == [] and set(watch.players_changed) == {0, 1}


def test_a_character_put_in_the_list_is_watched_from_then_on(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    game.set(game.state.players, 0, dataclasses.replace(game.state.players[0]))  # the same, a copy
    assert watch.after(game.journal.take()) == [] and set(watch.players_changed) == {0}
    game.set(game.state.players[0], "lives", 0)  # the new one, now broken
    assert "player 0: alive with 0 lives" in watch.after(game.journal.take())


def test_a_new_stock_is_watched_from_then_on(catalogue) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    game.set(game.state, "stock", dict(game.state.stock))  # as when a character is killed
    assert watch.after(game.journal.take()) == []
    game.set(game.state.stock, "fate", game.state.stock["fate"] - 1)
    assert [p.partition(":")[0] for p in watch.after(game.journal.take())] == ["fate"]


def test_a_resource_stays_reported_until_put_right(catalogue) -> None:
    """Only the resources an action changed are checked again, but one found wrong before is
    still reported (as a fresh count would) until an action puts it right."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    watch = invariants.Watch(game)
    game.set(game.state.stock, "gold", game.state.stock["gold"] - 1)
    assert [p.partition(":")[0] for p in watch.after(game.journal.take())] == ["gold"]
    game.set(game.state.stock, "fate", game.state.stock["fate"] - 1)
    problems = watch.after(game.journal.take())
    assert [p.partition(":")[0] for p in problems] == ["fate", "gold"]
    assert watch.after([]) == []  # nothing changed: nothing checked again
    game.set(game.state.stock, "gold", game.state.stock["gold"] + 1)
    problems = watch.after(game.journal.take())
    assert (
        [p.partition(":")[0] for p in problems]
        == ["fate"]
        == [p.partition(":")[0] for p in invariants.violations(game)]
    )


@pytest.mark.parametrize("expansions", [(), ("reaper", "blood-moon")])
def test_sim_sees_the_same_with_and_without_the_watch(catalogue, expansions) -> None:
    """``playout`` looks only at the characters the Watch says an action changed; without a
    Watch it looks at every character after every action: both see the same spaces and
    characters (a character changed but not named would be missed)."""
    characters = ("character/wizard", "character/troll", "character/thief", "character/priest")
    for seed in (1, 2):
        seen = []
        for check in (True, False):
            setup = Setup.of(*characters, seed=seed, expansions=expansions)
            game = Game.new(setup, catalogue)
            actions, problems, ids = sim.playout(game, random.Random(seed), turn_cap=60, check=check)
            assert problems == [] and actions > 100
            seen.append(ids)
        assert seen[0] == seen[1]
        assert any(i.startswith("space/") for i in seen[0])
