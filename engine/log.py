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
    try:
        first = json.loads(lines[0][1])
        setup = Setup.from_json(first["setup"])
    except (ValueError, KeyError, TypeError) as exc:
        raise InvalidState(f"line {lines[0][0]}: not a setup line: {exc}") from exc
    actions: list[tuple[int, Action | Exception]] = []
    for number, line in lines[1:]:
        try:
            actions.append((number, Action.from_json(json.loads(line))))
        except (ValueError, InvalidAction) as exc:
            actions.append((number, InvalidAction(f"not an action: {exc}")))
    return setup, actions


def load(path: str | Path) -> tuple[Setup, list[tuple[int, Action | Exception]]]:
    return loads(Path(path).read_text(encoding="utf-8"))


def save(path: str | Path, setup: Setup, log: Iterable[Action]) -> None:
    Path(path).write_text(dumps(setup, log), encoding="utf-8")
