"""A saved game: JSON Lines, the setup on the first line, then one action a line.

{"setup": {"players": [...], "expansions": [], "seed": 7, "options": {}}}
{"action": "roll 4"}
{"action": "move space/outer/tavern"}
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from engine.errors import InvalidAction, InvalidState
from engine.setup import Setup
from engine.values import Action


def dumps(setup: Setup, log: Iterable[Action]) -> str:
    lines = [json.dumps({"setup": setup.to_json()})]
    lines += [json.dumps({"action": str(a)}) for a in log]
    return "\n".join(lines) + "\n"


def loads(text: str) -> tuple[Setup, list[tuple[int, Action | Exception]]]:
    """The setup and each action with its line number (a bad line keeps its error).

    Raises: InvalidState when the first line is not a setup.
    """
    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if not lines:
        raise InvalidState("empty game file: the first line must be the setup")
    number, line = lines[0]
    try:
        first = json.loads(line)
    except json.JSONDecodeError as exc:
        raise InvalidState(
            f"line {number}: not a setup line: not JSON ({exc.msg} at column {exc.colno})"
        ) from exc
    if not isinstance(first, dict) or "setup" not in first:
        raise InvalidState(
            f'line {number}: not a setup line: expected {{"setup": {{...}}}}, got {line[:60]!r}'
        )
    try:
        setup = Setup.from_json(first["setup"])
    except InvalidState as exc:
        raise InvalidState(f"line {number}: not a setup line: {exc}") from exc
    actions: list[tuple[int, Action | Exception]] = []
    for number, line in lines[1:]:
        try:
            actions.append((number, Action.from_json(json.loads(line))))
        except json.JSONDecodeError as exc:
            actions.append((number, InvalidAction(f"not JSON ({exc.msg} at column {exc.colno})")))
        except (ValueError, InvalidAction) as exc:
            actions.append((number, InvalidAction(f"not an action: {exc}")))
    return setup, actions


def load(path: str | Path) -> tuple[Setup, list[tuple[int, Action | Exception]]]:
    """Raises: OSError (unreadable), InvalidState (not UTF-8 text, or no setup line)."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InvalidState(f"line {line}: not a text file (byte {exc.start} is not UTF-8)") from exc
    return loads(text)


def save(path: str | Path, setup: Setup, log: Iterable[Action]) -> None:
    Path(path).write_text(dumps(setup, log), encoding="utf-8")
