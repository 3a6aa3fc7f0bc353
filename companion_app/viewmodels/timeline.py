"""Unlimited undo and redo over a log of actions, each step labelled.

A timeline keeps one immutable state per log line, so undoing to any line is a lookup and
redo replays nothing. A new action after an undo drops the redo tail, as in any editor.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

S = TypeVar("S")
Action = Mapping[str, Any]


class LogLine:
    """One step of the log: its 1-based number, its words and the action behind it.

    The words may be given as a function, worded the first time they are read: reopening a
    game of thousands of steps replays them all, but only the lines shown are ever worded.
    """

    __slots__ = ("number", "action", "_label")

    def __init__(self, number: int, label: str | Callable[[], str], action: Any) -> None:
        self.number = number
        self.action = action
        self._label = label

    @property
    def label(self) -> str:
        if callable(self._label):
            self._label = self._label()
        return self._label

    def __repr__(self) -> str:
        return f"LogLine({self.number}, {self.label!r}, {self.action!r})"


class Timeline(Generic[S]):
    """States ``s0 .. sN`` and the actions between them; ``cursor`` is how many are live."""

    def __init__(self, initial: S, step: Callable[[S, Action], S], describe: Callable[[S, Action], str]):
        self._step = step
        self._describe = describe
        self._states: list[S] = [initial]
        self._lines: list[LogLine] = []
        self.cursor = 0

    @property
    def state(self) -> S:
        return self._states[self.cursor]

    @property
    def log(self) -> list[LogLine]:
        """The live log lines (undone lines excluded)."""
        return self._lines[: self.cursor]

    @property
    def redo_tail(self) -> list[LogLine]:
        return self._lines[self.cursor :]

    @property
    def actions(self) -> list[Action]:
        return [line.action for line in self.log]

    def apply(self, action: Action) -> LogLine:
        """Apply ``action`` at the cursor; the step function's error leaves everything unchanged."""
        before = self.state
        after = self._step(before, action)
        line = LogLine(self.cursor + 1, self._describe(before, action), action)
        del self._states[self.cursor + 1 :]
        del self._lines[self.cursor :]
        self._states.append(after)
        self._lines.append(line)
        self.cursor += 1
        return line

    def undo_to(self, cursor: int) -> None:
        """Make only the first ``cursor`` log lines live (0 = the start of the game)."""
        if not 0 <= cursor <= len(self._lines):
            raise IndexError(f"the log has {len(self._lines)} lines; cannot go to line {cursor}")
        self.cursor = cursor

    def undo(self) -> bool:
        if self.cursor == 0:
            return False
        self.cursor -= 1
        return True

    def redo(self) -> bool:
        if self.cursor == len(self._lines):
            return False
        self.cursor += 1
        return True
