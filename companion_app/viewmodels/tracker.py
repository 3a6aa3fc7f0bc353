"""Free tracking: the table's counters and figures without the rules engine.

Every change is a small JSON action (an *adjust*, a card placed or removed, the end of a
turn) applied to an immutable ``TableState``. Nothing here checks the rules of play; only
the box is enforced: the supply is limited (core rulebook "Limited Resources") and no
counter goes below zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from companion_app.viewmodels.table_setup import TableSetup
from companion_app.viewmodels.tabledata import TableData

# Counted fields of a player, with the words used in log labels.
COUNTS: Mapping[str, str] = {
    "strength_counters": "Strength counters",
    "craft_counters": "Craft counters",
    "strength_items": "Strength from items",
    "craft_items": "Craft from items",
    "lives": "Lives",
    "fate": "Fate",
    "gold": "Gold",
    "objects": "Objects",
    "followers": "Followers",
    "spells": "Spells",
    "toad_turns": "Toad turns",
}
# the counts the engine keeps as numbers too: the tracker's field -> the engine's ``adjust``
# word (its value is set, not added: ``adjust P strength 3``)
ENGINE_FIELDS: Mapping[str, str] = {
    "strength_counters": "strength",
    "craft_counters": "craft",
    "lives": "lives",
    "fate": "fate",
    "gold": "gold",
    "toad_turns": "toad",
}
ALIGNMENTS = ("good", "neutral", "evil")
# Item bonuses may be negative (a curse); everything else stops at zero.
_MINIMUM = {"strength_items": -20, "craft_items": -20}
# Which supply each count is taken from.
_SUPPLY_OF = {"strength_counters": "strength", "craft_counters": "craft", "lives": "lives", "fate": "fate",
              "gold": "gold"}  # fmt: skip


class AdjustError(ValueError):
    """An action the tracker cannot apply; the state is unchanged and the message says why."""


@dataclass(frozen=True, kw_only=True)
class PlayerTrack:
    name: str
    character: str
    strength: int
    craft: int
    space: str
    alignment: str
    lives: int
    fate: int
    gold: int
    strength_counters: int = 0
    craft_counters: int = 0
    strength_items: int = 0
    craft_items: int = 0
    objects: int = 0
    followers: int = 0
    spells: int = 0
    toad_turns: int = 0
    lycanthrope: bool = False
    holdings: tuple[tuple[str, str], ...] = ()  # rules games: (card, name) of Objects and Followers
    trophies: tuple[str, ...] = ()  # rules games: names of the trophies kept
    trophy_points: tuple[int, int] = (0, 0)  # rules games: Strength and Craft trophy points
    # rules games: the engine's Strength and Craft, part by part ("Craft 2, Maiden +2")
    strength_parts: str = ""
    craft_parts: str = ""
    killed: str = ""  # rules games: killed, and what comes next ("out of the game")
    tablet: bool = False  # rules games: the tablet plays this seat

    @property
    def total_strength(self) -> int:
        return self.strength + self.strength_counters + self.strength_items

    @property
    def total_craft(self) -> int:
        return self.craft + self.craft_counters + self.craft_items


@dataclass(frozen=True, kw_only=True)
class TableState:
    players: tuple[PlayerTrack, ...]
    turn: int
    first: int = 0
    round: int = 1
    time: str | None = None
    # the roaming figures on the board: the table's word for each (``reaper``) -> its space
    figures: Mapping[str, str] = field(default_factory=dict)
    cards: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    last_roll: int | None = None
    lunar: tuple[str, ...] = ()  # rules games: the Lunar Events in play beside the Time card, by name

    @property
    def figures_move(self) -> bool:
        """A natural 1 for movement: after the turn the figures on the board move."""
        return self.last_roll == 1 and bool(self.figures)


def new_table(setup: TableSetup, data: TableData) -> TableState:
    """Everyone on their start space with the lives, fate and gold printed on their character."""
    players = []
    for p in setup.players:
        facts = data.characters.get(p.character)
        if facts is None:
            raise AdjustError(f"unknown character {p.character!r}")
        players.append(
            PlayerTrack(
                name=p.name,
                character=facts.id,
                strength=facts.strength,
                craft=facts.craft,
                space=facts.start,
                alignment=facts.alignment,
                lives=facts.lives,
                fate=facts.fate,
                gold=facts.gold,
            )
        )
    return TableState(
        players=tuple(players),
        turn=setup.first_player,
        first=setup.first_player,
        time="day" if data.day_night_in(setup.boxes) else None,
        figures={f.word: f.start for f in data.figures_of(setup.boxes)},
    )


def supply_left(state: TableState, data: TableData) -> dict[str, int]:
    """Points of each limited resource still in the supply."""
    used = {key: 0 for key in data.supply}
    for p in state.players:
        for count, key in _SUPPLY_OF.items():
            used[key] = used.get(key, 0) + getattr(p, count)
        used["toad"] = used.get("toad", 0) + (1 if p.toad_turns > 0 else 0)
    return {key: data.supply.get(key, 0) - used.get(key, 0) for key in data.supply}


def apply(state: TableState, action: Mapping[str, Any], data: TableData) -> TableState:
    """The state after ``action``.

    Raises:
        AdjustError: malformed action, unknown target, a counter below zero or an empty supply.
    """
    kind = action.get("type")
    if kind == "adjust":
        return _adjust(state, action, data)
    if kind == "card":
        return _card(state, action)
    if kind == "end_turn":
        return _end_turn(state)
    if kind == "roll":
        die = action.get("die")
        if not isinstance(die, int) or isinstance(die, bool) or not 1 <= die <= 6:
            raise AdjustError(f"a die shows 1 to 6, not {die!r}")
        return replace(state, last_roll=die)
    raise AdjustError(f"unknown action type {kind!r}")


def label(state: TableState, action: Mapping[str, Any], data: TableData) -> str:
    """One log line for ``action`` applied to ``state`` (the state before it)."""
    kind = action.get("type")
    if kind == "end_turn":
        return f"{state.players[state.turn].name} ends the turn"
    if kind == "roll":
        return f"{state.players[state.turn].name} rolls {action.get('die')}"
    if kind == "card":
        card = action.get("card", "?")
        verb = "placed on" if action.get("op") == "place" else "removed from"
        return f"{_card_name(card)} {verb} {data.space_name(action.get('space'))}"
    if "time" in action:
        return f"Time card turned to {action['time'].title()}"
    if "move" in action:
        who = action["move"]
        figure = data.figure(who)
        name = figure.name if figure is not None else state.players[who].name
        return f"{name} moves to {data.space_name(action.get('to'))}"
    player = state.players[action["player"]]
    stat = action["stat"]
    if "delta" in action:
        words = COUNTS[stat]
        after = getattr(player, stat) + action["delta"]
        return f"{player.name}: {words} {action['delta']:+d} (now {after})"
    return f"{player.name}: {stat.replace('_', ' ')} set to {action['value']}"


def _card_name(card_id: str) -> str:
    return card_id.split("#", 1)[0].rsplit("/", 1)[-1].replace("-", " ").title()


def _player(state: TableState, action: Mapping[str, Any]) -> tuple[int, PlayerTrack]:
    index = action.get("player")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(state.players):
        raise AdjustError(f"no player {index!r} at this table")
    return index, state.players[index]


def _with_player(state: TableState, index: int, player: PlayerTrack) -> TableState:
    players = list(state.players)
    players[index] = player
    return replace(state, players=tuple(players))


def _adjust(state: TableState, action: Mapping[str, Any], data: TableData) -> TableState:
    if "time" in action:
        if state.time is None:
            raise AdjustError("this game is played without Day and Night")
        if action["time"] not in ("day", "night"):
            raise AdjustError(f"time must be day or night, not {action['time']!r}")
        return replace(state, time=action["time"])
    if "move" in action:
        return _move(state, action, data)
    index, player = _player(state, action)
    stat = action.get("stat")
    if "delta" in action:
        delta = action["delta"]
        if stat not in COUNTS:
            raise AdjustError(f"cannot count {stat!r}; counted: {', '.join(COUNTS)}")
        if not isinstance(delta, int) or isinstance(delta, bool) or delta == 0:
            raise AdjustError(f"a change must be a whole number other than 0, not {delta!r}")
        after = getattr(player, stat) + delta
        if after < _MINIMUM.get(stat, 0):
            raise AdjustError(
                f"{player.name} has {getattr(player, stat)} {COUNTS[stat].lower()}; cannot take away {-delta}"
            )
        new = replace(player, **{stat: after})
        updated = _with_player(state, index, new)
        _check_supply(updated, data, stat, player.toad_turns == 0 and new.toad_turns > 0)
        return updated
    value = action.get("value")
    if stat == "alignment":
        if value not in ALIGNMENTS:
            raise AdjustError(f"alignment must be good, neutral or evil, not {value!r}")
    elif stat == "lycanthrope":
        if not isinstance(value, bool):
            raise AdjustError("lycanthrope is set to true or false")
    elif stat == "character":
        facts = data.characters.get(value)
        if facts is None:
            raise AdjustError(f"unknown character {value!r}")
        if any(p.character == value for i, p in enumerate(state.players) if i != index):
            raise AdjustError(f"{facts.name} is already at the table")
        changed = replace(player, character=value, strength=facts.strength, craft=facts.craft)
        return _with_player(state, index, changed)
    else:
        raise AdjustError(f"cannot set {stat!r}; use a delta for counts")
    return _with_player(state, index, replace(player, **{stat: value}))


def _check_supply(state: TableState, data: TableData, stat: str, new_toad: bool) -> None:
    left = supply_left(state, data)
    key = _SUPPLY_OF.get(stat) or ("toad" if new_toad else None)
    if key is not None and left.get(key, 0) < 0:
        raise AdjustError(f"the supply has no more {key} left (core rulebook: Limited Resources)")


def _move(state: TableState, action: Mapping[str, Any], data: TableData) -> TableState:
    who, to = action["move"], action.get("to")
    if to not in data.spaces:
        raise AdjustError(f"unknown space {to!r}")
    figure = data.figure(who)
    if figure is not None:
        if figure.word not in state.figures:
            raise AdjustError(f"this game is played without the {figure.name}")
        return replace(state, figures={**state.figures, figure.word: to})
    index, player = _player(state, {"player": who})
    return _with_player(state, index, replace(player, space=to))


def _card(state: TableState, action: Mapping[str, Any]) -> TableState:
    space, card, op = action.get("space"), action.get("card"), action.get("op")
    if not isinstance(space, str) or not isinstance(card, str):
        raise AdjustError("a card action needs a space and a card id")
    here = list(state.cards.get(space, ()))
    if op == "place":
        here.append(card)
    elif op == "remove":
        if card not in here:
            raise AdjustError(f"{_card_name(card)} is not on that space")
        here.remove(card)
    else:
        raise AdjustError(f"a card is placed or removed, not {op!r}")
    cards = dict(state.cards)
    if here:
        cards[space] = tuple(here)
    else:
        cards.pop(space, None)
    return replace(state, cards=cards)


def _end_turn(state: TableState) -> TableState:
    """Play passes to the left; a Toad's turn counts down at the end of its own turn."""
    current = state.players[state.turn]
    if current.toad_turns > 0:
        state = _with_player(state, state.turn, replace(current, toad_turns=current.toad_turns - 1))
    nxt = (state.turn + 1) % len(state.players)
    return replace(state, turn=nxt, round=state.round + (1 if nxt == state.first else 0), last_roll=None)
