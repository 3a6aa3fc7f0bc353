"""A saved game: JSON Lines, the setup on the first line, then one action a line.

{"setup": {"players": [...], "expansions": [], "seed": 7, "options": {}}}
{"action": "roll 4"}
{"action": "move space/outer/tavern"}

A game is read line by line (``read``), so a huge file costs only the lines replayed before
a bad one, and input that never ends (a device, a pipe) is bounded: a line holds at most
``MAX_LINE`` bytes and a game at most ``MAX_ACTIONS`` actions.
"""

from __future__ import annotations

import codecs
import io
import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from engine.errors import InvalidAction, InvalidState
from engine.setup import Setup
from engine.values import Action

MAX_LINE = 64 * 1024  # bytes in one line: a setup or an action is far shorter
MAX_ACTIONS = 100_000  # a real game has a few thousand
SNIFF = 64 * 1024  # the start of the file is checked for being text before anything else

Numbered = tuple[int, Action | InvalidAction]


def dumps(setup: Setup, log: Iterable[Action]) -> str:
    lines = [json.dumps({"setup": setup.to_json()})]
    lines += [json.dumps({"action": str(a)}) for a in log]
    return "\n".join(lines) + "\n"


def parse_json(text: str) -> Any:
    """JSON, or InvalidAction in plain words (malformed, too deeply nested, a huge number)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidAction(f"not JSON ({exc.msg} at column {exc.colno})") from exc
    except RecursionError as exc:
        raise InvalidAction("not JSON that can be read: nested too deeply") from exc
    except ValueError as exc:  # an integer of thousands of digits
        raise InvalidAction(f"not JSON that can be read: {exc}") from exc


def _sniff(stream: BinaryIO) -> None:
    """Raises: InvalidState when the start of the stream is not UTF-8 text (a binary file)."""
    peek = getattr(stream, "peek", None)
    head = peek(SNIFF)[:SNIFF] if peek else b""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    except UnicodeDecodeError as exc:
        line = head[: exc.start].count(b"\n") + 1
        raise InvalidState(f"line {line}: not a text file (byte {exc.start} is not UTF-8)") from exc


def _lines(stream: BinaryIO) -> Iterator[tuple[int, str]]:
    """The non-blank lines with their numbers. Raises: InvalidState for a line that is too
    long or not UTF-8, or a file with more lines than a game has actions."""
    offset = 0
    for number in range(1, MAX_ACTIONS + 2):
        raw = stream.readline(MAX_LINE + 1)
        if not raw:
            return
        if len(raw) > MAX_LINE:
            raise InvalidState(f"line {number}: longer than {MAX_LINE:,} bytes: not a saved game line")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidState(
                f"line {number}: not a text file (byte {offset + exc.start} is not UTF-8)"
            ) from exc
        offset += len(raw)
        if text.strip():
            yield number, text
    raise InvalidState(f"more than {MAX_ACTIONS:,} actions: not a saved game (or one that never ends)")


def _setup(number: int, line: str) -> Setup:
    try:
        first = parse_json(line)
    except InvalidAction as exc:
        raise InvalidState(f"line {number}: not a setup line: {exc}") from exc
    if not isinstance(first, dict) or "setup" not in first:
        raise InvalidState(
            f'line {number}: not a setup line: expected {{"setup": {{...}}}}, got {line.strip()[:60]!r}'
        )
    try:
        return Setup.from_json(first["setup"])
    except InvalidState as exc:
        raise InvalidState(f"line {number}: not a setup line: {exc}") from exc


def _action(line: str) -> Action:
    """Raises: InvalidAction saying what is wrong with the line."""
    data = parse_json(line)
    try:
        return Action.from_json(data)
    except InvalidAction as exc:
        raise InvalidAction(f"not an action: {exc}") from exc


def read(stream: BinaryIO) -> tuple[Setup, Iterator[Numbered]]:
    """The setup, and the actions one at a time as they are read, each with its line number (a
    bad line gives its InvalidAction in place of the action). The stream must stay open while
    the actions are read. Raises: InvalidState when the file is not text or has no setup line;
    later, while reading, for a line too long or not UTF-8, or too many lines."""
    _sniff(stream)
    lines = _lines(stream)
    first = next(lines, None)
    if first is None:
        raise InvalidState("empty game file: the first line must be the setup")
    setup = _setup(*first)

    def actions() -> Iterator[Numbered]:
        for number, line in lines:
            try:
                yield number, _action(line)
            except InvalidAction as exc:
                yield number, exc

    return setup, actions()


def loads(text: str) -> tuple[Setup, list[tuple[int, Action | Exception]]]:
    """The whole text at once (see ``read``). Raises: InvalidState."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidState(f"not text that can be saved (character {exc.start} is a lone surrogate)") from exc
    setup, actions = read(io.BytesIO(data))
    return setup, list(actions)


def load(path: str | Path) -> tuple[Setup, list[tuple[int, Action | Exception]]]:
    """The whole file at once (see ``read``). Raises: OSError (unreadable), InvalidState."""
    with open(path, "rb", buffering=SNIFF) as stream:
        setup, actions = read(stream)
        return setup, list(actions)


def save(path: str | Path, setup: Setup, log: Iterable[Action]) -> None:
    Path(path).write_text(dumps(setup, log), encoding="utf-8")
