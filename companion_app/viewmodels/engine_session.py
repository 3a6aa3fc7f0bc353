"""A game driven by the rules engine: the table's taps become engine actions.

The engine validates every action and its ``IllegalAction`` message (naming the rule) is
shown to the table. The table's +/- buttons become the engine's ``adjust`` action, so a
correction is logged like any move. The log is stored in the engine's own text form
(``roll 4``, ``move space/outer/tavern``), which ``talisman replay`` reads.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from companion_app.viewmodels.controller import ActionRejected
from companion_app.viewmodels.printed import (
    printed_log,
    printed_question,
    reading_of,
    remembered_value,
)
from companion_app.viewmodels.table_setup import TableSetup
from companion_app.viewmodels.tabledata import TableData
from companion_app.viewmodels.timeline import LogLine
from companion_app.viewmodels.tracker import ENGINE_FIELDS, PlayerTrack, TableState
from content.model import Figure

# the cards lying beside the Time card, in force while they lie there (the Lunar Events)
BESIDE_TIME = "aside/time"
_ASKED = ("printed_effect", "printed_value")  # questions about the table's printed cards
# core rules, Losing Lives: a killed character's player takes a new one at his next turn
_NEW_CHARACTER = "a new character comes at the next turn"


@dataclass(frozen=True)
class Choice:
    """One legal action worded for a button."""

    action: str
    label: str


def engine_setup(setup: TableSetup, catalogue: Any = None) -> Any:
    """The engine's setup. A game that keeps printed values asks the table for the ones its
    setup lacks; values for cards the catalogue no longer holds are left out."""
    from engine import PlayerSetup, Setup

    expansions = setup.boxes
    readings = None
    if setup.readings is not None:
        readings = {
            card: dict(values)
            for card, values in setup.readings.items()
            if catalogue is None or card in catalogue.components
        }
    return Setup(
        players=tuple(PlayerSetup(name=p.name, character=p.character) for p in setup.players),
        expansions=expansions,
        seed=setup.seed,
        options=dict(setup.options),
        first=setup.first_player,
        readings=readings,
    )


class EngineSession:
    """The engine's game with a log cursor; undo/redo use the engine's own journal."""

    mode = "engine"

    def __init__(self, setup: TableSetup, data: TableData, catalogue: Any) -> None:
        from engine import Game, TalismanError

        self.data = data
        self.catalogue = catalogue
        self._errors = TalismanError
        self.engine_setup = engine_setup(setup, catalogue)
        try:
            self.game = Game.new(self.engine_setup, catalogue)
        except TalismanError as exc:
            raise ActionRejected(str(exc)) from exc
        self._lines: list[LogLine] = []
        self._events: list[tuple[Any, ...]] = []  # the engine events each log line caused
        self.cursor = 0
        # printed values this device has read (the controller keeps them), and the one the last
        # action gave, for the controller to remember: (card, value, number)
        self.remembered: Mapping[str, Mapping[str, int]] = {}
        self.last_reading: tuple[str, str, int] | None = None
        # the movement die of the turn at each log line (None before it is rolled): worked out as
        # each line is added, from the line before and the line's own events
        self._rolls: list[int | None] = []
        # the seats the tablet plays, and for each log line the tablet's words for it (None: the
        # table entered it); worked out again as a saved log is replayed, so nothing more is saved
        self.tablet = setup.tablet_seats
        self._seed = setup.seed
        self._tablet_said: list[tuple[int, str] | None] = []  # (seat, the engine's words)

    # -- the Session protocol ---------------------------------------------------------------

    @property
    def log(self) -> list[LogLine]:
        return self._lines[: self.cursor]

    @property
    def redo_tail(self) -> list[LogLine]:
        return self._lines[self.cursor :]

    def apply(self, action: Any) -> LogLine:
        text = self.translate(action)
        who = self.game.decision
        said = printed_log(self.game, text) if who.kind == "printed_value" else self._said(text)
        asked = self.game.state.stack[-1] if who.kind in _ASKED else None
        mine = not text.startswith("adjust ") and self.tablet_decides()
        try:
            events = self.game.apply(text)
        except self._errors as exc:
            raise ActionRejected(self.refusal(text, str(exc))) from exc
        self.last_reading = reading_of(asked, text) if self.game.setup.readings is not None else None
        del self._lines[self.cursor :]
        del self._events[self.cursor :]
        del self._rolls[self.cursor :]
        del self._tablet_said[self.cursor :]
        self._tablet_said.append((who.player, said) if mine else None)
        line = LogLine(
            self.cursor + 1,
            partial(self._label, text, who.player, events, said, tablet=mine),
            text,
        )
        self._lines.append(line)
        self._events.append(tuple(events))  # worded only when read (a long game reopens fast)
        self._rolls.append(_roll_after(events, self._rolls[-1] if self._rolls else None))
        self.cursor += 1
        return line

    def undo_to(self, cursor: int) -> None:
        if not 0 <= cursor <= len(self._lines):
            raise IndexError(f"the log has {len(self._lines)} lines; cannot go to line {cursor}")
        while self.cursor > cursor:
            self.game.undo()
            self.cursor -= 1
        while self.cursor < cursor:
            self.game.redo()
            self.cursor += 1

    @property
    def whose_turn(self) -> tuple[int, int]:
        """(round, player), read straight from the engine: cheap to ask on every refresh."""
        s = self.game.state
        return 1 + (s.turn - 1) // max(1, len(s.players)), int(s.current)

    @property
    def table(self) -> TableState:
        s = self.game.state
        players = tuple(self._player(p, tablet=n in self.tablet) for n, p in enumerate(s.players))
        return TableState(
            players=players,
            turn=s.current,
            round=self.whose_turn[0],
            time=s.time if self.data.day_night_in(self.game.setup.expansions) else None,
            figures={self._figure(f).word: at for f, at in s.figures.items()},
            cards={k: tuple(v) for k, v in s.board.items() if v},
            last_roll=self.movement_roll(),
            lunar=tuple(self._name(str(c)) for c in s.markers.get(BESIDE_TIME, ())),
        )

    def movement_roll(self) -> int | None:
        """The movement die of the turn being played, once rolled (a 1 moves the figures)."""
        return self._rolls[self.cursor - 1] if self.cursor else None

    def battle(self) -> Any:
        """The fight in progress as an ``EngineBattle`` (None outside a fight)."""
        from companion_app.viewmodels.engine_battle import engine_battle

        return engine_battle(self.game)

    def events(self) -> list[tuple[Any, ...]]:
        """The engine events each log line so far caused (the battle helper words results)."""
        return self._events[: self.cursor]

    def refusal(self, text: str, reason: str) -> str:
        """An engine refusal in the table's words: names for ids and players, and when the
        action is not what the game waits for, what it does wait for."""
        verb = text.split(maxsplit=1)[0] if text.strip() else ""
        waiting = {a.verb for a in self.game.legal_actions()}
        if verb not in waiting and verb not in ("adjust", "ditch"):
            waits = self.prompt
            return f"Not now: choose one of the buttons on the Turn screen. The game waits for this: {waits}"
        worded = self._plain(reason)
        return worded[:1].upper() + worded[1:]

    # -- the seats the tablet plays ----------------------------------------------------------

    def tablet_decides(self) -> bool:
        """The game waits for a decision of a seat the tablet plays. Dice and cards (chance),
        the table's printed cards and what the table plays by hand stay the table's."""
        if not self.tablet:
            return False
        d = self.game.decision
        if d.player not in self.tablet or d.kind in _ASKED:
            return False
        stack = self.game.state.stack
        return not (stack and stack[-1].get("kind") == "manual")

    def tablet_choice(self) -> str:
        """The tablet's decision now (``engine.sensible``), in the engine's text form. Its random
        choices are seeded from the game's seed and the log's length, never from the clock: the
        same state gives the same decision.

        Raises:
            ActionRejected: the tablet has nothing to decide, or steps wait to be redone (deciding
                would try actions on the game, and trying one forgets what redo would bring back).
        """
        from engine import sensible

        if not self.tablet_decides():
            raise ActionRejected("the tablet has nothing to decide now")
        if self.redo_tail:
            raise ActionRejected("redo first: the tablet decides only at the end of the log")
        rng = random.Random(f"tablet {self._seed} {self.cursor}")
        return str(sensible.choose(self.game, rng))

    def by_tablet(self, line: int) -> bool:
        """Log line ``line`` (from 0) is a decision the tablet made."""
        return self._tablet_said[line] is not None

    @property
    def tablet_line(self) -> str:
        """What the tablet decided since the table last entered something, in the engine's
        words, seat by seat ("The tablet plays Cleo: Move to Woods"); "" when nothing."""
        said: list[tuple[int, str]] = []
        for n in range(self.cursor - 1, -1, -1):
            made = self._tablet_said[n]
            if made is None:
                break
            said.insert(0, made)
        parts: list[tuple[int, list[str]]] = []
        for player, words in said:
            if parts and parts[-1][0] == player:
                parts[-1][1].append(words)
            else:
                parts.append((player, [words]))
        names = self.game.state.players
        return ". ".join(f"The tablet plays {names[p].name}: {'; '.join(w)}" for p, w in parts)

    # -- the turn flow ------------------------------------------------------------------------

    @property
    def prompt(self) -> str:
        """The question now, in the engine's words (``Game.describe``); a printed card's
        question says what this tablet remembers, and a figure's move where to tap."""
        d = self.game.decision
        if self.tablet_decides():
            name = self.game.state.players[d.player].name
            if self.redo_tail:
                return f"The tablet plays {name}: Redo to see its decision again, or Undo further"
            return f"The tablet plays {name} now: {self.game.describe(d)}"
        if d.kind == "printed_value":
            who = self.game.state.players[d.player].name
            return printed_question(self.game, who, self.remembered)
        moving = self.figure_moving()
        said = str(self.game.describe(d))
        if d.kind == "printed_effect":
            keeps = self.game.setup.readings is not None
            return f"{said} ({'this tablet keeps the answer' if keeps else 'asked once a game'})"
        if moving is not None and not d.is_chance:
            return f"{said}: tap a blue space on the Board"
        return said

    def _plain(self, text: str) -> str:
        """Engine words for the table: names for ids and player numbers (``engine.describe``)."""
        from engine.describe_names import Words

        return Words(self.game).plain(text)

    def choices(self) -> list[Choice]:
        """The legal actions now (``adjust`` aside), each with a readable label; asked for a
        printed value, the one this device remembers comes first."""
        kind = self.game.decision.kind
        if self.tablet_decides():
            return []  # the tablet decides for its seats; the table never does
        out = [Choice(str(a), self._said(a)) for a in self.game.legal_actions() if a.verb != "adjust"]
        if kind in _ASKED:
            known = remembered_value(self.game, self.remembered)
            out.sort(key=lambda c: c.action != f"choose {known}")
        return out

    def _figure(self, figure_id: str) -> Figure:
        found = self.catalogue.figure(figure_id)
        assert found is not None, figure_id
        return found

    def figure_moving(self) -> tuple[str, str, int] | None:
        """The figure the table is moving now after a natural 1: (key, name, spaces), or None."""
        stack = self.game.state.stack
        top = stack[-1] if stack else {}
        if top.get("kind") == "figure_move" and top.get("stage") == "choose":
            figure = self._figure(str(top["figure"]))
            return figure.word, figure.name, int(top["got"][0])
        return None

    def destinations(self) -> set[str]:
        """Spaces the current mover may move to now (highlighted on the Board); none while the
        tablet decides the move."""
        if self.tablet_decides():
            return set()
        return {str(a.args[0]) for a in self.game.legal_actions() if a.verb == "move"}

    # -- helpers ------------------------------------------------------------------------------

    def translate(self, action: Any) -> str:
        """The engine text for a table intent (tracker-style dict) or an engine action."""
        if isinstance(action, str):
            return action
        if not isinstance(action, Mapping):
            raise ActionRejected(f"not an action: {action!r}")
        kind = action.get("type")
        if kind == "roll":
            return f"roll {action.get('die')}"
        if kind == "end_turn":
            return "end"
        if kind == "card":
            where = action.get("space") if action.get("op") == "place" else "discard"
            return f"adjust {self._copy(action.get('card'), placing=action.get('op') == 'place')} {where}"
        if "time" in action:
            return f"adjust time {action['time']}"
        if "move" in action:
            who = action["move"]
            return f"adjust {who} {action.get('to')}" if self.data.figure(who) is not None else (
                f"adjust {who} position {action.get('to')}")  # fmt: skip
        stat, player = action.get("stat"), action.get("player")
        if "delta" in action and stat in ENGINE_FIELDS:
            now = getattr(self.table.players[player], stat)
            return f"adjust {player} {ENGINE_FIELDS[stat]} {now + int(action['delta'])}"
        if stat == "alignment":
            return f"adjust {player} alignment {action.get('value')}"
        raise ActionRejected(
            f"in a rules game {str(stat).replace('_', ' ')} follow the cards: place or give the card instead"
        )

    def _copy(self, card: Any, *, placing: bool) -> str:
        """A concrete copy of ``card``: for placing, one still in a deck or discard pile."""
        card = str(card)
        if "#" in card or not placing:
            return card
        s = self.game.state
        piles = [*s.decks.values(), *s.discards.values()]
        for pile in piles:
            for c in pile:
                if c.split("#", 1)[0] == card:
                    return c
        return card

    def _player(self, p: Any, *, tablet: bool = False) -> PlayerTrack:
        """A player as the panels show him: Strength and Craft are the engine's (its sheet,
        ``engine.sheet``: printed value, counters, what carried cards and effects add)."""
        from engine import sheet

        card = sheet.sheet(self.game, p)
        printed_s, printed_c = card.strength.parts[0].value, card.craft.parts[0].value
        return PlayerTrack(
            name=p.name,
            character=p.character,
            strength=printed_s,
            craft=printed_c,
            strength_items=card.strength.total - printed_s - p.strength,
            craft_items=card.craft.total - printed_c - p.craft,
            strength_parts=self._parts(p, "strength", card.strength),
            craft_parts=self._parts(p, "craft", card.craft),
            killed="" if p.alive else "out of the game" if p.out else _NEW_CHARACTER,
            space=p.position,
            alignment=p.alignment,
            lives=p.lives,
            fate=p.fate,
            gold=p.gold,
            strength_counters=p.strength,
            craft_counters=p.craft,
            objects=len(p.objects),
            followers=len(p.followers),
            spells=len(p.spells),
            toad_turns=p.toad_turns,
            lycanthrope=p.lycanthrope,
            holdings=tuple((c, self._name(c)) for c in (*p.objects, *p.followers)),
            trophies=tuple(self._name(c) for c in p.trophies),
            trophy_points=self._trophy_points(p.trophies),
            tablet=tablet,
        )

    def _parts(self, p: Any, stat: str, value: Any) -> str:
        """A value's parts as the engine names them; a Toad's says what he had before
        (core rules, Toads: Strength and Craft are 1 until the Toad turns back)."""
        if not p.is_toad:
            return str(value.text())
        from engine import character, sheet

        had = int(getattr(character.printed(self.game, p), stat)) + int(getattr(p, stat))
        had += sum(x.value for x in sheet.carried_parts(self.game, p, stat, battle=False))
        return f"Toad (was {had})"

    def _trophy_points(self, trophies: Any) -> tuple[int, int]:
        """Strength and Craft points of a player's trophies (core rules, Trophies)."""
        strength = craft = 0
        for card in trophies:
            component = self.catalogue.components.get(card.split("#", 1)[0])
            strength += getattr(component, "strength", None) or 0
            craft += getattr(component, "craft", None) or 0
        return strength, craft

    def _said(self, action: Any) -> str:
        """An action as its button says it (the engine's words); a printed value this tablet
        remembers is marked so."""
        said = str(self.game.describe(action))
        kind = self.game.decision.kind
        if kind in _ASKED and str(action).split()[0] == "choose":
            known = remembered_value(self.game, self.remembered)
            if known is not None and str(action) == f"choose {known}":
                said += " (as before)"
        return said

    def _name(self, arg: str) -> str:
        """An id as the table reads it, in the engine's names (a card of a name two boxes
        share says its box)."""
        from engine.describe_names import Words

        return Words(self.game).name(arg) if "/" in arg else arg

    def _label(self, text: str, player: int, events: list[Any], said: str, *, tablet: bool = False) -> str:
        """A log line, worded when it is read: who did what (``said``, worded as the action was
        offered), then what followed, in the engine's words; a correction by hand is marked,
        and so is a decision the tablet made for a seat it plays."""
        from engine.describe import describe_line

        if text.startswith("adjust "):
            done = [e for e in events if e.kind != "adjust"]
            return describe_line(self.game, -2, said, done) + " (by hand)"
        shown = [e for e in events if e.kind not in _ASKED]  # the answer's own words say it
        line = describe_line(self.game, player, said, shown)
        return f"{line} (by the tablet)" if tablet else line


def engine_factory(catalogue: Any) -> Any:
    """A ``SessionFactory`` for the controller, or None when the engine cannot be imported;
    ``catalogue`` may be a function that loads it when a game first needs it."""
    try:
        import engine  # noqa: F401
    except ImportError:
        return None
    load = catalogue if callable(catalogue) else lambda: catalogue
    return lambda setup, data: EngineSession(setup, data, load())


def _roll_after(events: Any, before: int | None) -> int | None:
    """The turn's movement die once a log line's ``events`` happened, ``before`` it the die
    before: the last movement roll among them, none from a new turn (or the game's end) on, else
    the one before."""
    for event in reversed(events):
        if event.kind in ("turn", "game_over"):
            return None
        if event.kind == "rolled" and event.args and str(event.args[-1]) == "movement":
            return int(event.args[1])
    return before
