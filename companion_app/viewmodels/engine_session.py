"""A game driven by the rules engine: the table's taps become engine actions.

The engine validates every action and its ``IllegalAction`` message (naming the rule) is
shown to the table. The table's +/- buttons become the engine's ``adjust`` action, so a
correction is logged like any move. The log is stored in the engine's own text form
(``roll 4``, ``move space/outer/tavern``), which ``talisman replay`` reads.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from companion_app.viewmodels.cards import shown_name
from companion_app.viewmodels.controller import ActionRejected
from companion_app.viewmodels.printed import (
    printed_answer,
    printed_log,
    printed_question,
    reading_of,
    remembered_value,
)
from companion_app.viewmodels.table_setup import TableSetup
from companion_app.viewmodels.tabledata import TableData
from companion_app.viewmodels.timeline import LogLine
from companion_app.viewmodels.tracker import PlayerTrack, TableState

_ID_RE = re.compile(r"\b[a-z]+/[a-z0-9/-]+(?:#\d+)?")  # a content id inside an engine prompt
_DIE_RE = re.compile(r"die (\d+) of (\d+): (.+)")  # the engine's chance prompt for a die
_DICE_RE = re.compile(r"\[(\d+(?:, \d+)*)\]")  # dice thrown, as the engine lists them
_PLAYER_RE = re.compile(r"\bplayer (\d+)\b")  # "player 2" in an engine message
_DRAW_RE = re.compile(r"the next card of the (.+) deck")  # ... and for a card
_LOOK_RE = re.compile(r"the top card of the (\S+) deck")  # ... and for a look at the top card

# Bare verbs as the buttons say them.
_VERB_WORDS = {"accept": "Keep the dice", "reroll": "Reroll (pay 1 fate)", "end": "End the turn"}
_LEADS = {"move": "Move to", "roll": "Rolled"}  # a verb that reads better with a preposition
_ARG_WORDS = {"space": "the space"}
_ASKED = ("printed_effect", "printed_value")  # questions about the table's printed cards

# Event kinds as a log line says them ("Bob moved to Woods"); others read with spaces for "_".
_EVENT_WORDS = {"moved": "moved to", "receive": "takes", "discard": "discards", "ditch": "ditched",
                "placed": "placed", "encounter": "meets", "killed_enemy": "killed", "cast": "casts",
                "figure_moved": "moved to", "turn": "begins the turn", "wins": "wins the game",
                "beat": "beat", "evaded": "evaded", "toad": "becomes a Toad for", "drew": "drew",
                "looked_at": "looked at the top card:", "keeps_face_down": "keeps face down",
                "puts_back_on_top": "puts back on top of the deck:",
                "barred_stay": "stays put, the Barrier lying on"}  # fmt: skip

# tracker count -> engine adjust field (values are set, not added)
_ENGINE_FIELDS = {
    "strength_counters": "strength",
    "craft_counters": "craft",
    "lives": "lives",
    "fate": "fate",
    "gold": "gold",
    "toad_turns": "toad",
}

# Blood Moon abilities used by a key, as their buttons say them (the Grave Robber's)
_ABILITY_USE = {"dig": "Dig through the deck's top 8 cards", "ransack": "Take the discard pile's top card"}


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
        self._roll_seen: tuple[Any, int | None] | None = None  # (last log line, movement roll)

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
        moving = self.figure_moving()  # the log line names the figure that moved
        said = (
            printed_log(self.game, text)
            if who.kind == "printed_value"
            else self._words(text, who.kind, moving)
            if who.kind == "printed_effect"
            else None
        )
        asked = self.game.state.stack[-1] if who.kind in _ASKED else None
        try:
            events = self.game.apply(text)
        except self._errors as exc:
            raise ActionRejected(self.refusal(text, str(exc))) from exc
        self.last_reading = reading_of(asked, text) if self.game.setup.readings is not None else None
        del self._lines[self.cursor :]
        del self._events[self.cursor :]
        players = [p.name for p in self.game.state.players]  # names as they are now
        line = LogLine(
            self.cursor + 1,
            partial(self._label, text, (who.player, who.kind), events, players, moving, said),
            text,
        )
        self._lines.append(line)
        self._events.append(tuple(events))  # worded only when read (a long game reopens fast)
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
        from engine.handlers.blood_moon import LUNAR  # the Lunar Events beside the Time card

        s = self.game.state
        players = tuple(self._player(p) for p in s.players)
        return TableState(
            players=players,
            turn=s.current,
            round=self.whose_turn[0],
            time=s.time if s.werewolf is not None else None,
            reaper=s.reaper,
            werewolf=s.werewolf,
            cards={k: tuple(v) for k, v in s.board.items() if v},
            last_roll=self.movement_roll(),
            lunar=tuple(self._name(str(c)) for c in s.markers.get(LUNAR, ())),
        )

    def movement_roll(self) -> int | None:
        """The movement die of the turn being played, once rolled (a 1 moves the figures);
        remembered per log position, so a refresh does not search a long log again."""
        last = self._lines[self.cursor - 1] if self.cursor else None
        if self._roll_seen is not None and self._roll_seen[0] is last:
            return self._roll_seen[1]
        found = None
        for event in (e for events in reversed(self._events[: self.cursor]) for e in reversed(events)):
            if event.kind in ("turn", "game_over"):
                break
            if event.kind == "rolled" and event.args and str(event.args[-1]) == "movement":
                found = int(event.args[1])
                break
        self._roll_seen = (last, found)
        return found

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

    # -- the turn flow ------------------------------------------------------------------------

    @property
    def prompt(self) -> str:
        d = self.game.decision
        if d.is_terminal:
            return "The game is over"
        if d.is_chance:
            return self._chance_words(d.kind, d.prompt)
        who = self.game.state.players[d.player].name
        if d.kind == "printed_value":
            return printed_question(self.game, who, self.remembered)
        if d.kind == "printed_effect":
            top = self.game.state.stack[-1]
            figure = self.catalogue[str(top["figure"])].name
            keeps = self.game.setup.readings is not None
            kept = "this tablet keeps the answer" if keeps else "asked once a game"
            return (
                f"{who}: the {figure}'s chart shows {top['total']}. Which effect does your printed"
                f" card give? ({kept})"
            )
        moving = self.figure_moving()
        if moving is not None:
            n = moving[2]
            return (
                f"{who} moves the {moving[1]} {n} space{'s' if n != 1 else ''}: tap a blue space on the Board"
            )
        text = self._plain(d.prompt or d.kind.replace("_", " "))
        return text if text.startswith(who) else f"{who}: {text}"

    def _plain(self, text: str) -> str:
        """Engine words for the table: names for ids and player numbers, dice as numbers
        ("rolled [6, 2]" -> "rolled 6 and 2")."""
        players = self.game.state.players
        text = _ID_RE.sub(lambda m: self._name(m[0]), text)
        text = _PLAYER_RE.sub(lambda m: players[int(m[1])].name if int(m[1]) < len(players) else m[0], text)
        return _DICE_RE.sub(lambda m: " and ".join(m[1].split(", ")), text)

    def _roller(self) -> int:
        """Who throws the die asked for now: the frame's player (a visited character rolls
        on a figure's chart), else the player whose turn it is."""
        stack = self.game.state.stack
        top = stack[-1] if stack else {}
        p = top.get("p") if isinstance(top, Mapping) else None
        return (
            int(p)
            if isinstance(p, int) and 0 <= p < len(self.game.state.players)
            else self.game.state.current
        )

    def _chance_words(self, kind: str, prompt: str) -> str:
        """What the table must tell the app now: a die it rolled or a card it drew."""
        players = self.game.state.players
        mover = players[self._roller()].name
        rolled = _DIE_RE.fullmatch(prompt or "")
        if kind == "roll" and rolled:
            number, dice, why = rolled.groups()
            which = f" (die {number} of {dice})" if dice != "1" else ""
            visit = self.figure_visit()
            if visit is not None:
                figure, visited = visit
                return f"{visited} is visited by the {figure}: {visited} rolls on its chart{which}"
            why = _ID_RE.sub(lambda m: self._name(m[0]), why)  # "adventure/ghost#1" -> "Ghost"
            return f"Roll the die for {mover}: {why}{which}"
        drawn = _DRAW_RE.fullmatch(prompt or "")
        if kind == "draw" and drawn:
            return f"Which card did {mover} draw from the {drawn[1].title()} deck?"
        looked = _LOOK_RE.match(prompt or "")
        if kind == "draw" and looked:  # the Fortune Teller, the Lantern Sprite: a look, not a draw
            return f"Which card is on top of the {looked[1].title()} deck? {mover} looks (it stays there)"
        return f"Chance: {self._plain(prompt or kind)}"

    def choices(self) -> list[Choice]:
        """The legal actions now (``adjust`` aside), each with a readable label; asked for a
        printed value, the one this device remembers comes first."""
        kind = self.game.decision.kind
        out = [
            Choice(str(a), self._words(str(a), kind)) for a in self.game.legal_actions() if a.verb != "adjust"
        ]
        if kind in _ASKED:
            known = remembered_value(self.game, self.remembered)
            out.sort(key=lambda c: c.action != f"choose {known}")
        return out

    def figure_moving(self) -> tuple[str, str, int] | None:
        """The figure the table is moving now after a natural 1: (key, name, spaces), or None."""
        stack = self.game.state.stack
        top = stack[-1] if stack else {}
        if top.get("kind") == "figure_move" and top.get("stage") == "choose":
            figure = str(top["figure"])
            key = "werewolf" if "werewolf" in figure else "reaper"
            return key, self.catalogue[figure].name, int(top["got"][0])
        return None

    def _printed_effects(self) -> list[str]:
        """The effects the engine knows for the chart being asked about, in their order."""
        top = self.game.state.stack[-1] if self.game.state.stack else {}
        figure = self.catalogue.components.get(str(top.get("figure")))
        chart = getattr(figure, "chart", None) or {}
        return [str(e.get("label", "")) for e in chart.get("effects") or ()]

    def figure_visit(self) -> tuple[str, str] | None:
        """(figure name, visited player's name) while a figure's chart is being rolled."""
        for frame in reversed(self.game.state.stack):
            if frame.get("kind") == "figure_chart":
                return self.catalogue[str(frame["figure"])].name, self.game.state.players[
                    int(frame["p"])
                ].name
        return None

    def destinations(self) -> set[str]:
        """Spaces the current mover may move to now (highlighted on the Board)."""
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
            return f"adjust {who} {action.get('to')}" if who in ("reaper", "werewolf") else (
                f"adjust {who} position {action.get('to')}")  # fmt: skip
        stat, player = action.get("stat"), action.get("player")
        if "delta" in action and stat in _ENGINE_FIELDS:
            now = getattr(self.table.players[player], stat)
            return f"adjust {player} {_ENGINE_FIELDS[stat]} {now + int(action['delta'])}"
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

    def _player(self, p: Any) -> PlayerTrack:
        facts = self.data.characters.get(p.character)
        return PlayerTrack(
            name=p.name,
            character=p.character,
            strength=facts.strength if facts else 0,
            craft=facts.craft if facts else 0,
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
        )

    def _trophy_points(self, trophies: Any) -> tuple[int, int]:
        """Strength and Craft points of a player's trophies (core rules, Trophies)."""
        strength = craft = 0
        for card in trophies:
            component = self.catalogue.components.get(card.split("#", 1)[0])
            strength += getattr(component, "strength", None) or 0
            craft += getattr(component, "craft", None) or 0
        return strength, craft

    def _words(self, text: str, kind: str = "", moving: Any = None) -> str:
        """An action as its button says it; ``kind`` (the decision it answers) picks the words
        where a bare verb would mislead (choosing which figure moves first, moving a figure)."""
        verb, *args = text.split()
        named_args = [self._name(a) for a in args]
        if kind == "figures":
            if verb == "choose" and named_args:
                return f"Move the {named_args[0]} now"
            if verb == "pass":
                return "Leave the figures where they stand (their moves are lost)"
        if kind == "figure_move" and verb == "move" and named_args:
            moving = moving or self.figure_moving()
            return (
                f"Move the {moving[1]} to {named_args[0]}"
                if moving
                else f"Move the figure to {named_args[0]}"
            )
        if kind == "figure_visit" and verb == "encounter" and named_args:
            return f"It visits the {named_args[0]}"
        if verb == "use" and args and args[0] == "adventure/orb-of-destiny":  # a fate reroll, any roll
            die = f" die {args[1]}" if len(args) > 1 else ""
            return f"Roll{die} again with the Orb of Destiny (pay 1 fate)"
        if verb == "use" and len(args) == 2 and args[0].split("#")[0] == "adventure/concealed-pouch":
            return f"Put the {named_args[1]} in the Concealed Pouch"
        if kind == "keep_die" and verb == "choose" and args:  # the Orb of Destiny's two dice
            return self._orb_words(int(args[0]))
        if kind == "give" and verb == "use" and len(args) == 2:  # the Lantern Sprite's card
            holder = next((p.name for p in self.game.state.players if p.character == args[1]), named_args[1])
            return f"Lay it face down before {holder}"
        if kind == "look" and verb == "use":
            return "Look at the top card"
        if kind == "printed_value" and verb == "choose" and args:
            return printed_answer(self.game, int(args[0]), self.remembered)
        if kind == "printed_effect" and verb == "choose" and args:
            effect = self._printed_effects()
            index = int(args[0]) - 1
            if 0 <= index < len(effect):
                before = " (as before)" if remembered_value(self.game, self.remembered) == index + 1 else ""
                return f"The card says: {effect[index]}{before}"
        if verb == "trade" and args:
            return f"Trade trophies for 1 {args[0].title()}"
        if kind == "raise" and verb == "choose" and args:  # Blood Moon: Holy Day, the Prayer Book
            return f"Add {args[0]} to the die" if args[0] != "0" else "Add nothing"
        if verb == "use" and args and args[0] in _ABILITY_USE:  # Blood Moon: the Grave Robber
            return _ABILITY_USE[str(args[0])]
        if not args and verb in _VERB_WORDS:
            return _VERB_WORDS[verb]
        named = [_ARG_WORDS.get(a) or self._name(a) for a in args]
        return " ".join([_LEADS.get(verb) or verb.replace("_", " ").capitalize(), *named])

    def _orb_words(self, best: int) -> str:
        """The Orb of Destiny's button: the die kept, or the throw kept when an attack roll of
        several dice (the Warrior's) was thrown twice."""
        stack = self.game.state.stack
        top = stack[-1] if stack else {}
        if top.get("kind") != "orb_of_destiny" or "first" not in top:
            return f"Keep the {best}"
        from engine.handlers.reaper_orb import kept_throw

        throw = kept_throw(top, best)
        return "Keep the throw of " + " and ".join(str(d) for d in throw)

    def _event_words(self, event: Any) -> str:
        """An engine event for the log line: players and ids by name (``Ann rolled 2 (movement)``)."""
        kind, args = event.kind, [str(a) for a in event.args]
        players = self.game.state.players
        who = players[int(args[0])].name if args and args[0].isdigit() and int(args[0]) < len(players) else ""
        if kind == "rolled" and len(args) >= 3:
            return f"{who} rolled {args[1]} ({self._name(' '.join(args[2:]))})"
        if kind == "attack_scores" and len(args) == 3:
            return f"attack scores {args[1]} against {args[2]}"
        if kind in ("gain", "lose") and who and len(args) == 3 and args[2].lstrip("-").isdigit():
            stat = {"strength": "Strength", "craft": "Craft"}.get(args[1], args[1])
            return f"{who} {kind}s {args[2]} {stat}"
        if kind == "adjust":
            return "(corrected by hand)"
        if kind in _ASKED:
            return ""  # the action's own words say what the card shows
        if kind == "figures_due":
            return "the figures move after this turn (a natural 1)"
        if kind == "figure_moved" and len(args) == 2:
            return f"the {self._name(args[0])} moved to {self._name(args[1])}"
        if kind == "figure_stays" and len(args) == 2:  # The Reaper's Barrier bars every way
            return f"the {self._name(args[0])} stays on {self._name(args[1])}"
        rest = " ".join(self._name(a) for a in (args[1:] if who else args))
        verb = _EVENT_WORDS.get(kind, kind.replace("_", " "))
        return " ".join(part for part in (who, verb, rest) if part)

    def _name(self, arg: str) -> str:
        if arg in self.data.spaces:
            return self.data.space_name(arg)
        base = arg.split("#", 1)[0]
        if base in self.catalogue:
            return shown_name(self.catalogue[base])
        return arg

    def _adjust_words(self, text: str) -> str:
        """A correction whose events say nothing (a figure or the time set by hand)."""
        _, head, *rest = text.split()
        named = " ".join(self._name(a) for a in rest)
        if head in ("werewolf", "reaper"):
            figure = "Werewolf" if head == "werewolf" else "Grim Reaper"
            return f"the {figure} put on {named}"
        if head == "time":
            return f"the Time card turned to {named.title()}"
        if head.isdigit() and int(head) < len(self.game.state.players):
            who = self.game.state.players[int(head)].name
            return f"{who}: {named.replace('position', 'put on')}"
        return f"{self._name(head)} put on {named}"

    def _label(
        self,
        text: str,
        decision: tuple[int, str],
        events: list[Any],
        names: list[str],
        moving: Any = None,
        said: str | None = None,
    ) -> str:
        """A log line: who did what (a die or a card as what it showed), then what followed.
        ``decision`` is (player, kind) of the decision the action answered."""
        player, kind = decision
        if text.startswith("adjust "):  # a correction by hand: what it changed, marked so
            changed = [w for w in (self._event_words(e) for e in events if e.kind != "adjust") if w]
            return (", ".join(changed[:4]) or self._adjust_words(text)) + " (adjusted)"
        worded = [w for w in (self._event_words(e) for e in events[:4]) if w]
        more = f" (+{len(events) - 4})" if len(events) > 4 else ""
        if player < 0 and worded:  # a die or a draw: its events say it all
            return ", ".join(worded) + more
        words = said or self._words(text, kind, moving)  # ``said``: worded while the question stood
        said = f"{names[player]}: {words}" if player >= 0 else words
        return said + (f"  ->  {', '.join(worded)}{more}" if worded else "")


def engine_factory(catalogue: Any) -> Any:
    """A ``SessionFactory`` for the controller, or None when the engine cannot be imported;
    ``catalogue`` may be a function that loads it when a game first needs it."""
    try:
        import engine  # noqa: F401
    except ImportError:
        return None
    load = catalogue if callable(catalogue) else lambda: catalogue
    return lambda setup, data: EngineSession(setup, data, load())
