"""Words for the engine's question about a value printed on the table's card (an expansion
card's encounter number, Strength or Craft that no public source confirms: engine.readings).

The device remembers each answer (storage.readings); a value it remembers is offered first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from content.readings import CHART, WORDS


def _question(frame: Any) -> tuple[str, str]:
    """(card id, value key) a question frame asks about: a printed value, or a figure's chart
    row (``printed_effect``: the value ``chart 3-4``)."""
    if frame.get("kind") == "printed_effect":
        return str(frame["figure"]), f"{CHART}{frame['key']}"
    return str(frame["card"]), str(frame["value"])


def _asked(game: Any) -> tuple[str, str, str]:
    """(card id, card name, value key) of the question on top of the game's stack."""
    card, value = _question(game.state.stack[-1])
    return card, game.cat.components[card].name, value


def reading_of(frame: Any, action: str) -> tuple[str, str, int] | None:
    """(card, value, number) an answer to the question ``frame`` gives, for the device to keep."""
    number = action.split()[-1]
    if frame is None or not number.isdigit():
        return None
    return (*_question(frame), int(number))


def remembered_value(game: Any, remembered: Mapping[str, Mapping[str, int]]) -> int | None:
    card, _, value = _asked(game)
    return (remembered.get(card) or {}).get(value)


def printed_question(game: Any, who: str, remembered: Mapping[str, Mapping[str, int]]) -> str:
    """The Turn screen's prompt: which card, which value, and what the tablet knows."""
    card, name, value = _asked(game)
    known = remembered_value(game, remembered)
    after = f" (this tablet has {known})" if known is not None else ""
    which = "how many" if value in ("lives", "fate") else "which"
    met = "plays" if card.startswith("character/") else "drew"
    return f"{who} {met} the {name}: {which} {WORDS[value]} does the card show?{after}"


def printed_answer(game: Any, number: int, remembered: Mapping[str, Mapping[str, int]]) -> str:
    """A button: "Strength 9" (", as remembered" for the value this device has)."""
    _, _, value = _asked(game)
    label = f"{WORDS[value][:1].upper()}{WORDS[value][1:]} {number}"
    return label + (" (as before)" if remembered_value(game, remembered) == number else "")


def printed_log(game: Any, action: str) -> str | None:
    """The log line's words for an answer: "the Cave Troll's card shows Strength 9"."""
    number = action.split()[-1]
    if not number.isdigit():
        return None  # not an answer: the refusal says why
    _, name, value = _asked(game)
    return f"the {name}'s card shows {WORDS[value]} {number}"
