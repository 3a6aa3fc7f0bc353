"""The Grim Reaper's and the Werewolf's charts: what a die roll on them means, in words.

After a figure ends its move on a space with characters, one of them rolls on the figure's
chart (digital edition rulebook, the Reaper and Blood Moon expansions). The results are the
content data's steps, worded here for the table. A result no source prints is the one the
table read off its own card (``content.readings``), or else it points to the printed card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# Results that the data leaves to code (a handler): what each does, in our words.
HANDLER_WORDS = {
    "figure/grim-reaper/take-follower": "a random Follower is discarded (no Follower: lose 1 life)",
    "figure/grim-reaper/dice-with-death": "2 dice each; lose 1 life if the Reaper's total is higher",
    "figure/grim-reaper/mistake": "a mistake: the Reaper goes on to another character (outside the "
    "Inner Region), who rolls on this chart",
    "figure/grim-reaper/plans-teleport": "next move, jump to any other space of your Region",
    "figure/werewolf/kill-follower": "a random Follower is killed (no Follower: lose 1 life)",
}


# a result no source prints, before the table has told this device what its card says
UNREAD = "see your printed card (Printed values, under Games, keeps what it says)"


@dataclass(frozen=True)
class ChartResult:
    figure: str
    roll: int
    text: str
    verified: bool

    @property
    def line(self) -> str:
        return f"{self.figure}'s chart, {self.roll}: {self.text}"


_SINGULAR = {"lives": "life", "spells": "Spell", "strength": "Strength", "craft": "Craft"}


def _amounts(values: Mapping[str, Any]) -> str:
    parts = []
    for stat, n in values.items():
        one = _SINGULAR.get(stat, stat)
        many = "lives" if stat == "lives" else one
        parts.append(f"every {one}" if n == "all" else f"{n} {one if n == 1 else many}")
    return " and ".join(parts).replace("every life", "every life (killed)")


def describe(steps: Sequence[Any], catalogue: Any = None) -> str:
    """The steps of one chart result as a short phrase."""
    words = []
    for step in steps:
        if not isinstance(step, Mapping) or len(step) != 1:
            words.append(str(step))
            continue
        ((verb, arg),) = step.items()
        if verb in ("lose", "gain") and isinstance(arg, Mapping):
            words.append(f"{verb} {_amounts(arg)}")
        elif verb == "miss_turns":
            words.append(f"miss {arg} turn{'s' if arg != 1 else ''}")
        elif verb == "take":
            name = catalogue[arg].name if catalogue is not None and arg in catalogue else str(arg)
            words.append(
                f"take the {name} card (a lycanthrope)" if "lycanthrope" in str(arg) else f"take {name}"
            )
        elif verb == "teleport":
            words.append("move to any other space of your Region")
        elif verb == "choose":
            options = [str(o.get("label", "?")).removeprefix("Gain ") for o in arg if isinstance(o, Mapping)]
            words.append("choose one: " + ", ".join(options))
        elif verb == "handler":
            words.append(HANDLER_WORDS.get(str(arg), str(arg).rsplit("/", 1)[-1].replace("-", " ")))
        else:
            words.append(f"{verb.replace('_', ' ')} {arg}")
    return "; ".join(words) or "nothing happens"


def chart_result(catalogue: Any, figure: str, roll: int) -> ChartResult:
    """What ``roll`` means on the chart of ``figure`` (the table's word for it, ``reaper``, or its id).

    Raises:
        ValueError: an unknown figure, a figure without a chart, or a die outside its table.
    """
    named = catalogue.figure(figure) if hasattr(catalogue, "figure") else None
    figure_id = named.id if named is not None else figure
    if figure_id not in catalogue:
        raise ValueError(f"{figure!r} is not a figure of this game")
    component = catalogue[figure_id]
    chart = getattr(component, "chart", None)
    if not chart:
        raise ValueError(f"the {component.name} has no chart in the game data")
    unread = {str(k) for k in chart.get("unconfirmed") or ()}
    for key, steps in chart["table"].items():
        low, _, high = str(key).partition("-")
        if int(low) <= roll <= int(high or low):
            if str(key) in unread:  # no source prints it and this device has not read it
                return ChartResult(component.name, roll, UNREAD, component.verified)
            return ChartResult(component.name, roll, describe(steps, catalogue), component.verified)
    raise ValueError(f"{roll} is not on the {component.name}'s chart")
