"""The journal: every change is recorded with its old value, and rolling back restores the state
exactly, keys in their order included (engine.journal)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from engine import Game, Setup, sim
from engine.journal import MISSING, Journal
from engine.state import State
from engine.values import NUMBERS

CHARACTERS = ("character/warrior", "character/wizard", "character/dwarf", "character/troll")


@dataclass
class Holder:
    gold: int
    objects: tuple[str, ...]


def test_rollback_restores_every_kind_of_container_in_reverse():
    board = {"a": 1, "b": 2, "c": 3}
    players = ["x", "y"]
    holder = Holder(gold=3, objects=("sword",))
    journal = Journal()
    journal.set(board, "a", 10)
    journal.set(board, "new", 4)
    journal.delete(board, "b")  # not the last key: its place must come back
    journal.set(players, 1, "z")
    journal.set(holder, "gold", 5)
    journal.set(holder, "gold", 7)  # two changes to one field: the first old value wins
    entries = journal.take()
    assert board == {"a": 10, "c": 3, "new": 4} and players == ["x", "z"] and holder.gold == 7
    assert journal.take() == []  # taken: the journal starts afresh

    Journal.rollback(entries)

    assert list(board.items()) == [("a", 1), ("b", 2), ("c", 3)]
    assert players == ["x", "y"]
    assert holder == Holder(gold=3, objects=("sword",))


def test_changes_lists_each_change_as_container_key_and_old_value_in_order():
    board = {"a": 1}
    holder = Holder(gold=3, objects=())
    journal = Journal()
    journal.set(board, "a", 2)
    journal.set(board, "b", 1)
    journal.set(holder, "objects", ("axe",))
    assert Journal.changes(journal.take()) == [
        (board, "a", 1),
        (board, "b", MISSING),
        (holder, "objects", ()),
    ]


def test_changes_refuses_entries_that_are_not_whole_triples():
    with pytest.raises(ValueError):
        Journal.changes([{}, "a"])


def test_the_watched_dictionary_and_fields_call_back():
    markers: dict[str, int] = {}
    told: list[tuple[object, object, object]] = []
    journal = Journal(
        markers, lambda obj, key, old, new: told.append((key, old, new)), fields=frozenset({"objects"})
    )
    journal.set(markers, "gold@x", 2)
    journal.set({}, "other", 1)  # a dictionary not watched
    journal.set(Holder(gold=0, objects=()), "gold", 1)  # a field not watched
    journal.set(Holder(gold=0, objects=()), "objects", ("axe",))
    journal.delete(markers, "gold@x")
    assert told == [("gold@x", MISSING, 2), ("objects", (), ("axe",)), ("gold@x", 2, MISSING)]


def test_touched_tells_a_change_to_anything_but_a_plain_dictionary():
    markers: dict[str, int] = {}
    journal = Journal(markers)
    journal.touched = False
    journal.set({"kind": "roll"}, "got", [3])  # a frame
    assert journal.touched is False
    for change in (
        lambda: journal.set(Holder(gold=0, objects=()), "gold", 1),
        lambda: journal.set(["a"], 0, "b"),
        lambda: journal.set(markers, "destroy-magic", 1),
        lambda: journal.delete(markers, "destroy-magic"),
    ):
        journal.touched = False
        change()
        assert journal.touched is True


def test_only_the_fields_the_limits_read_set_touched():
    """The game names the fields the Spell and carrying limits read (``limits.FIELDS``): the
    turn, a character's gold or fate changing leaves ``touched`` as it was, so the limits are
    not looked at again (core rules, "Gaining Spells", "Object Carrying Limits"); a character's
    Spells, Objects or Craft changing sets it."""
    from engine import limits

    journal = Journal({}, bearing=limits.FIELDS)
    state = State(players=[], decks={}, discards={}, board={}, stock={}, current=0)
    holder = Holder(gold=0, objects=())
    journal.touched = False
    journal.set(state, "turn", 2)
    journal.set(holder, "gold", 1)
    assert journal.touched is False and state.turn == 2 and holder.gold == 1
    journal.set(holder, "objects", ("adventure/sword",))
    assert journal.touched is True
    Journal.rollback(journal.take())
    assert state.turn != 2 and holder.gold == 0 and holder.objects == ()
    assert Journal().bearing is None  # (by default every field sets it)


def test_the_limits_read_only_the_fields_they_name(catalogue):
    """``limits.FIELDS`` is the whole of what decides whether someone is over a limit: a
    character changed in every other field (to values that would matter if read) is over the
    same limit or none, as before."""
    import dataclasses

    from engine import Game, Setup, character, limits
    from engine.state import CharacterState

    g = Game.new(Setup.of("character/wizard", "character/troll", seed=2), catalogue)
    spells = tuple(c for c in g.state.decks["spell"][:5])
    objects = ("adventure/sword", "adventure/axe", "adventure/helmet", "adventure/shield", "purchase/armour")
    for held in ({"spells": spells}, {"objects": objects}, {}):
        ch = dataclasses.replace(g.state.players[0], **held)
        before = character.over_limits(g, ch)
        others = {
            f.name: f.default
            for f in dataclasses.fields(CharacterState)
            if f.name not in limits.FIELDS and f.default is not dataclasses.MISSING
        }
        others.update(gold=99, fate=9, strength=9, lives=1, trophies=("adventure/dragon",))
        assert character.over_limits(g, dataclasses.replace(ch, **others)) == before
    assert character.over_limits(g, dataclasses.replace(g.state.players[0], spells=spells)) == "spells"


def test_a_list_changed_in_place_is_rolled_back_in_place():
    """The stack of frames is changed in place (Game.push, pop, replace): rolled back, the very
    same list holds what it held."""
    from engine.journal import APPENDED, POPPED

    stack = ["turn", "move"]
    journal = Journal()
    stack.append("roll")
    journal.entries += stack, APPENDED, None
    journal.entries += stack, POPPED, stack.pop()
    journal.entries += stack, POPPED, stack.pop()
    journal.set(stack, 0, "battle")
    stack.append("draw")
    journal.entries += stack, APPENDED, None
    assert stack == ["battle", "draw"]
    same = stack
    Journal.rollback(journal.take())
    assert same is stack and stack == ["turn", "move"]


def test_items_removed_from_a_list_go_back_to_their_places():
    """A deck loses a card in place (``Journal.remove``, used by ``take_from_deck``): rolled
    back, each card is back where it was in the very same list, the last removed first."""
    deck = ["adventure/hag", "adventure/ghost#1", "adventure/bear", "adventure/ghost#2"]
    same = deck
    journal = Journal()
    assert journal.remove(deck, 1) == "adventure/ghost#1"
    assert journal.remove(deck, 2) == "adventure/ghost#2"
    assert journal.remove(deck, 0) == "adventure/hag"
    assert deck == ["adventure/bear"]
    Journal.rollback(journal.take())
    assert same is deck
    assert deck == ["adventure/hag", "adventure/ghost#1", "adventure/bear", "adventure/ghost#2"]


def test_actions_committed_are_undone_last_first_and_uncommitted_changes_stay():
    """One list holds the game's changes: each commit closes an action; undo_to rolls back
    from an action's start, keeping changes made since the last commit (a hand edit)."""
    holder = Holder(gold=0, objects=())
    journal = Journal()
    journal.set(holder, "gold", 1)
    first = journal.commit()
    journal.set(holder, "gold", 2)
    journal.set(holder, "objects", ("axe",))
    second = journal.commit()
    assert (first, second) == (0, 3)
    assert Journal.changes(journal.since(second)) == [(holder, "gold", 1), (holder, "objects", ())]
    board = {"a": 1}
    journal.set(board, "a", 5)  # not committed
    journal.undo_to(second)
    assert holder == Holder(gold=1, objects=()) and board == {"a": 5}
    assert Journal.changes(journal.take()) == [(board, "a", 1)]  # the hand edit, still there
    journal.undo_to(first)
    assert holder.gold == 0 and journal.entries == [] and journal.commit() == 0


def test_the_numbers_frames_keep_are_one_shared_tuple_for_each_value(catalogue):
    """Dice rolled and the turn's counts of Spells held and cast are kept in frames, and the
    frames are kept for undo: each value is one shared tuple (engine.values.NUMBERS), which the
    garbage collector stops tracking, so the frames holding them are out of its sight too."""
    rng = random.Random(7)
    game = Game.new(Setup.of(*CHARACTERS, seed=7, expansions=("reaper", "blood-moon")), catalogue)
    while len(game.log) < 1500 and not game.is_over and game.state.turn <= sim.TURN_CAP:
        legal = game.legal_actions()
        game.apply(game.random_chance(rng) if game.decision.is_chance else rng.choice(legal))
    frames = [x for x in game.journal.entries if type(x) is dict and x.get("kind") in ("roll", "turn")]
    kept = [f[key] for f in frames for key in ("got", "held", "cast") if isinstance(f.get(key), tuple)]
    rolled = [f["got"] for f in frames if f["kind"] == "roll" and f["got"]]
    assert len(rolled) > 100 and any(len(f["held"]) == 4 for f in frames if "held" in f)
    by_value: dict[tuple[int, ...], set[int]] = {}
    for value in kept:
        by_value.setdefault(value, set()).add(id(value))
    assert all(len(ids) == 1 for ids in by_value.values())  # one object for each value
    assert all(NUMBERS[value] is value for value in kept if value)  # and it is the shared one
    assert NUMBERS[(6, 6, 1)] is NUMBERS[(6, 6, 1)] == (6, 6, 1)
