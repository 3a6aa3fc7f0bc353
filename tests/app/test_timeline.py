"""Unlimited undo/redo to any log line."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion_app.viewmodels.timeline import Timeline


def make() -> Timeline[int]:
    def step(state: int, action) -> int:
        if action["add"] == 0:
            raise ValueError("zero")
        return state + action["add"]

    return Timeline(0, step, lambda s, a: f"add {a['add']} to {s}")


def test_apply_undo_redo_and_labels():
    t = make()
    for n in (1, 2, 3):
        t.apply({"add": n})
    assert t.state == 6 and [line.label for line in t.log] == ["add 1 to 0", "add 2 to 1", "add 3 to 3"]
    assert t.undo() and t.state == 3
    assert t.redo() and t.state == 6
    assert not t.redo()
    t.undo_to(0)
    assert t.state == 0 and not t.undo()
    assert [line.number for line in t.redo_tail] == [1, 2, 3]


def test_new_action_after_undo_drops_redo_tail():
    t = make()
    for n in (1, 2, 3):
        t.apply({"add": n})
    t.undo_to(1)
    t.apply({"add": 10})
    assert t.state == 11 and t.redo_tail == [] and len(t.log) == 2


def test_failed_step_changes_nothing():
    t = make()
    t.apply({"add": 1})
    t.apply({"add": 2})
    t.undo()
    with pytest.raises(ValueError):
        t.apply({"add": 0})
    assert t.state == 1 and len(t.redo_tail) == 1


def test_undo_to_out_of_range():
    with pytest.raises(IndexError, match="cannot go to line 2"):
        make().undo_to(2)


@given(st.lists(st.integers(1, 9), min_size=1, max_size=30), st.data())
def test_undo_to_any_line_equals_replaying_prefix(adds, draw):
    t = make()
    for n in adds:
        t.apply({"add": n})
    k = draw.draw(st.integers(0, len(adds)))
    t.undo_to(k)
    assert t.state == sum(adds[:k])
    t.undo_to(len(adds))
    assert t.state == sum(adds)
