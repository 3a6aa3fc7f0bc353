"""The game: one state machine that answers who decides, what is legal, and what happens.

``Game.new(setup, catalogue)`` deals the game; ``apply`` checks an action against
``legal_actions()`` and runs the rules, journaling every change so that a refused action
leaves the state untouched and ``undo`` costs only what the action changed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import content
from content.model import Catalogue, Space
from engine import adjust, character, gating, hooks, limits, points, refusals
from engine.cards import finish_card
from engine.chance import DRAWS, TOP, draws_from
from engine.deal import deal
from engine.derived import derived_from
from engine.encounters import may_ditch_follower
from engine.errors import IllegalAction, InvalidAction, InvalidState, TalismanError
from engine.frames import RULES, STEPS, Frame
from engine.hooks import Hook
from engine.journal import APPENDED, POPPED, Journal
from engine.points import Point
from engine.readings import ReadCatalogue, board_for
from engine.setup import Setup
from engine.state import CharacterState, State, base_id
from engine.values import NOBODY, Action, Decision, Event, shown

if TYPE_CHECKING:
    from engine import rules_api

MAX_SETTLE = 10_000
SETTLE_ROUNDS = range(MAX_SETTLE)  # (made once: settling runs at every action)


class Game:
    """A game of Talisman: its setup, its state and the log of actions that led there."""

    # (its fields are read and written several times in every round of settling: slots are
    # the quicker, and a misspelt field fails at once)
    __slots__ = (
        "setup", "cat", "state", "log", "journal", "set", "_undo", "_redo", "_events", "_cache",
        "_offered", "_handed", "gates", "hooks_in_play", "cache", "memo", "board", "spaces",
        "abilities_of", "__weakref__",
    )  # fmt: skip

    def __init__(self, setup: Setup, catalogue: Catalogue, state: State):
        self.setup = setup
        # a game that asks for printed values sees the values its table read (engine.readings)
        read = setup.readings is not None
        self.cat = ReadCatalogue(catalogue.components, state.readings) if read else catalogue
        self.state = state
        self.log: list[Action] = []
        # which hooks it runs, followed change by change (engine.gating; it knows the game
        # through a weak reference: a game is freed as soon as it is dropped, no cycle)
        self.gates = gating.Gates(self, setup.expansions, setup.options)
        # (the limits are looked at again after a change to what they read only: limits.FIELDS)
        self.journal = Journal(state.markers, self.gates.changed, limits.FIELDS, gating.NOTIFIED)
        # ``set(obj, key, value)``: every change to the state, journaled (see engine.journal)
        self.set = self.journal.set
        self._undo: list[int] = []  # where each action's journal entries begin (engine.journal)
        self._redo: list[Action] = []
        self._events: list[Event] = []
        # the decision now and, once asked for, its legal actions; None after any change
        self._cache: tuple[Decision, list[Action] | None] | None = None
        # the legal actions a rule worked out to decide (``offer``), kept with its decision
        self._offered: list[Action] | None = None
        # the chance outcome ``random_chance`` last handed out, with the kept decision it was
        # picked from (the very pair): legal as long as that pair is kept
        self._handed: tuple[object, Action | None] = (None, None)
        self.hooks_in_play: dict[Point, list[Hook]] = self.gates.stale  # the hooks it runs, by point
        # the board of its boxes (content.board): regions, their spaces and links, from the data
        # (as its table laid out a region whose spaces no source orders: engine.readings)
        laid, self.board = board_for(catalogue, setup.expansions, setup.readings)
        self.spaces: dict[str, Space] = self.board.spaces
        self.cache = derived_from(laid, self.board.key)  # board paths, decks: shared by its games
        # values worked out from this game's state, each kept beside what it came from
        self.memo: dict[Any, Any] = {}
        # a character card -> its abilities' keys (``character.ability_keys``; asked several times
        # an action), shared by the catalogue's games
        self.abilities_of: dict[str, frozenset[str]] = self.cache.setdefault(("abilities",), {})
        self.gates.look_up()

    # --- building --------------------------------------------------------------------------

    @classmethod
    def new(cls, setup: Setup, catalogue: Catalogue | None = None) -> Game:
        """Deal a new game. Raises: InvalidState for an unknown character."""
        catalogue = catalogue or content.load()
        game = cls(setup, catalogue, deal(setup, catalogue))
        game._settle()
        game.journal.take()
        return game

    @classmethod
    def replay(cls, setup: Setup, log: Iterable[Action | str], catalogue: Catalogue | None = None) -> Game:
        """Rebuild a game from its setup and log. Raises: IllegalAction/InvalidAction at a bad line."""
        game = cls.new(setup, catalogue)
        for number, action in enumerate(log, 1):
            action = action if isinstance(action, Action) else Action.parse(action)
            try:
                game.apply(action)
            except TalismanError as exc:
                raise type(exc)(f"action {number} ({action}): {exc}") from exc
        return game

    # --- queries ----------------------------------------------------------------------------

    def _decision(self) -> Decision:
        """The decision on top of the stack (kept until the state changes)."""
        if self._cache is None:
            if self.state.winner is not None or not self.state.stack:
                self._cache = (Decision(NOBODY, "over", "the game is over"), [])
            else:
                f = self.state.stack[-1]
                self._offered = None
                decision = RULES[f["kind"]].decision(self, f)
                if decision is None:  # pragma: no cover - _settle leaves a decision on top
                    raise InvalidState(f"frame {f['kind']} has no decision after settling")
                self._cache = (decision, self._offered)
        return self._cache[0]

    def _frame_view(self) -> tuple[Decision, list[Action]]:
        cached = self._cache  # (asked some three times an action: what is kept, at once)
        if cached is None:
            self._decision()
            cached = self._cache
            assert cached is not None
        if cached[1] is not None:
            return cached  # type: ignore[return-value]  # (its legal actions are there)
        f = self.state.stack[-1]
        legal = RULES[f["kind"]].legal(self, f)
        self._cache = (cached[0], legal)
        return cached[0], legal

    @property
    def decision(self) -> Decision:
        """Who must decide now, and about what."""
        cached = self._cache  # asked several times an action: the kept one at once
        return cached[0] if cached is not None else self._decision()

    def legal_actions(self) -> list[Action]:
        """The concrete legal actions at this decision (``adjust`` is always legal too, and so is
        ``ditch CARD`` for a card someone may leave on their space: core rules, Ditching)."""
        return list(self._frame_view()[1])

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance decision: each outcome with its probability."""
        decision, legal = self._frame_view()
        if not decision.is_chance:
            return []
        if decision.kind == "draw" and len(legal) == 1:
            return [(legal[0], 1.0)]  # (a deck's top card someone looked at: engine/chance.py)
        if decision.kind == "draw":
            deck = self.state.decks[self.state.stack[-1].get("deck", "character")]
            counts = Counter(base_id(c) for c in deck)
            return [(a, counts[str(a.args[0])] / len(deck)) for a in legal]
        return [(a, 1 / len(legal)) for a in legal]

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``apply(action)`` would be accepted now. Never raises."""
        try:
            action = action if isinstance(action, Action) else Action.parse(action)
        except TalismanError:
            return False
        if action.verb == "adjust":
            return adjust.check(self, action) is None
        if action in self._frame_view()[1]:
            return True
        return action.verb == "ditch" and self._free_ditch_problem(action) is None

    @property
    def last_changes(self) -> list[Any]:
        """The journal entries of the last action applied, flat (``container, key, old value,
        ...``; ``Journal.changes`` makes triples of them), for ``invariants.Watch``; empty when
        nothing has been applied or it was undone."""
        return self.journal.since(self._undo[-1]) if self._undo else []

    @property
    def is_over(self) -> bool:
        cached = self._cache  # (asked at every action of a playout: the kept decision at once)
        decision = cached[0] if cached is not None else self._decision()
        return decision.player == NOBODY  # Decision.is_terminal

    def describe(self, x: Action | Event | Decision | str) -> str:
        """``x`` in the table's words: a legal action (in the state it is offered in), an event
        just applied, or a decision ("Ann rolled 3 (movement)", "Roll the 3 again (1 fate)").
        For front ends (``engine.describe``); a playout never calls it."""
        from engine.describe import describe

        return describe(self, x)

    # --- changing the game ------------------------------------------------------------------

    def apply(self, action: Action | str) -> list[Event]:
        """Carry out ``action`` and return what happened.

        Raises: InvalidAction (malformed), IllegalAction (naming the rule); the state is unchanged.
        """
        if not isinstance(action, Action):
            action = Action.parse(action) if isinstance(action, str) else Action.from_json(action)
        decision, legal = self._frame_view()
        free_ditch = action.verb == "ditch" and action not in legal
        if action.verb == "adjust":
            problem = adjust.check(self, action)
            if problem:
                raise IllegalAction(f"adjust refused: {problem}")  # the problem names its rule
        elif free_ditch:
            problem = self._free_ditch_problem(action)
            if problem:
                raise IllegalAction(f"{action}: {problem}")
        elif not (self._handed[1] is action and self._handed[0] is self._cache) and not _among(action, legal):
            raise IllegalAction(refusals.why_illegal(self, action, decision, legal))
        self._events = []
        try:
            if action.verb == "adjust":
                adjust.apply(self, action)
            elif free_ditch:
                holder = self._holder(str(action.args[0]))
                assert holder is not None  # checked by _free_ditch_problem
                character.ditch(self, holder, str(action.args[0]))
            else:
                f = self.state.stack[-1]
                RULES[f["kind"]].apply(self, f, action)
            self._settle()
        except BaseException:
            Journal.rollback(self.journal.take())
            self.state_edited()
            raise
        self._undo.append(self.journal.commit())
        self.log.append(action)
        self._redo.clear()
        return self._events  # the decision that _settle found stays cached

    def _holder(self, card: str) -> int | None:
        """The living player who has ``card`` among their Objects or Followers."""
        for ch in self.state.players:
            if ch.alive and not ch.out and (card in ch.objects or card in ch.followers):
                return ch.player
        return None

    def _free_ditch_problem(self, action: Action) -> str | None:
        """Core rules, "Ditching Followers and Objects": a character may leave any of his
        Objects or Followers face up on his space at any time (not one he must keep)."""
        if self.decision.is_terminal:
            return f"the game is over: {refusals.CORE}, Object of the Game"
        card = str(action.args[0]) if action.args else ""
        holder = self._holder(card)
        if holder is None:
            return (
                f"nobody carries {card}; only what a character carries can be ditched:"
                f" {refusals.CORE}, Ditching Followers and Objects"
            )
        held = self.player(holder)
        if card in held.objects and hooks.first(points.CANNOT_DITCH, self, holder, card):  # the Living Doll
            return f"{card} cannot be ditched: its own card says how it leaves you (the card's text)"
        if card in held.followers and not may_ditch_follower(self, holder, card):
            return (
                f"{card} cannot be ditched: a Follower you must take stays with you:"
                f" {refusals.DIGITAL}, Followers That You Must Take"
            )
        return None

    def undo(self) -> Action:
        """Take back the last action. Raises: IllegalAction when there is nothing to undo."""
        if not self._undo:
            raise IllegalAction("nothing to undo")
        self.journal.undo_to(self._undo.pop())
        self.state_edited()
        action = self.log.pop()
        self._redo.append(action)
        return action

    def redo(self) -> list[Event]:
        """Apply again the last undone action. Raises: IllegalAction when there is none."""
        if not self._redo:
            raise IllegalAction("nothing to redo")
        action = self._redo.pop()
        redo = self._redo
        self._redo = []
        events = self.apply(action)
        self._redo = redo
        return events

    def random_chance(self, rng: random.Random) -> Action:
        """A chance outcome picked by ``rng`` with the outcomes' probabilities."""
        decision, legal = self._frame_view()
        if decision.kind != "draw":
            picked = rng.choice(legal)
        else:
            name = draws_from(self, self.state.stack[-1].get("deck", "character"))  # (a deck lent on top)
            if self.state.markers.get(TOP + name) is not None and len(legal) == 1:
                picked = legal[0]  # the top card someone looked at
            else:  # the very one legal lists
                picked = DRAWS[base_id(rng.choice(self.state.decks[name]))]
        self._handed = (self._cache, picked)  # (legal: ``apply`` need not look for it in the list)
        return picked

    def state_edited(self) -> None:
        """After the state was changed by hand, outside the rules (a test, a tool), or rolled
        back: forget what was worked out from it (the decision, its legal actions, the hooks in
        play, the values kept in ``memo``: a deck changed back in place keeps its identity)."""
        self._cache = None
        self.memo.clear()
        self.gates.forget()

    # --- helpers for the rule modules ------------------------------------------------------

    def _settle(self) -> None:
        state = self.state
        for _ in SETTLE_ROUNDS:
            self._cache = None
            if state.winner is not None or not state.stack:
                return
            f = state.stack[-1]
            decide, advance = STEPS[f["kind"]]
            self._offered = None
            decision = decide(self, f)
            if decision is not None:
                journal = self.journal  # over a limit: only after a change to what the limits
                if journal.touched and f["kind"] != "limit":  # read (limits.FIELDS, look_again)
                    journal.touched = False
                    if limits.push_if_over(self):
                        continue
                interrupts = self.hooks_in_play[points.INTERRUPT]  # a choice owed first (the Concealed Pouch)
                if interrupts and any(fn(self) for fn in interrupts):
                    continue
                self._cache = (decision, self._offered)
                return
            advance(self, f)
        raise InvalidState("the rules ran in circles without a decision")  # pragma: no cover

    def offer(self, actions: list[Action]) -> list[Action]:
        """For a rule's ``decision`` that had to work out its legal actions to decide: they are
        kept with the decision, so ``legal`` is not asked for them again (they must be what
        ``legal`` would list, and nothing may change between the two)."""
        self._offered = actions
        return actions

    # the stack changes some three times an action: in place, journaled here at once (no copy
    # of the stack for each change; see engine.journal, APPENDED and POPPED)

    def push(self, frame: Frame) -> Frame:
        stack = self.state.stack
        stack.append(frame)
        self.journal.entries += stack, APPENDED, None
        if "enemies" in frame:  # a battle's (or its like's): the hooks waiting for its Enemies join
            self.gates.fought(frame)
        return frame

    def pop(self) -> Frame:
        stack = self.state.stack
        frame = stack.pop()
        self.journal.entries += stack, POPPED, frame
        return frame

    def replace(self, frame: Frame) -> Frame:
        stack = self.state.stack
        at = len(stack) - 1
        self.journal.entries += stack, at, stack[at]
        stack[at] = frame
        if "enemies" in frame:
            self.gates.fought(frame)
        return frame

    @property
    def top(self) -> Frame:
        return self.state.stack[-1]

    def below(self, f: Frame) -> Frame | None:
        stack = self.state.stack
        for i in range(len(stack) - 1, 0, -1):
            if stack[i] is f:
                return stack[i - 1]
        return None

    def emit(self, kind: str, *args: Any) -> None:
        self._events.append(_new_event(Event, (kind, args)))  # (``*args`` is a tuple already)

    def player(self, index: int) -> CharacterState:
        return self.state.players[index]

    def space(self, space_id: str) -> Space:
        return self.spaces[space_id]

    def end_turn(self, reason: str) -> None:
        """The turn ends at once (defeat, stand-off, a lost turn...): drop all pending work.
        A card being met is done with, as when it is met to the end (an Event is discarded)."""
        for f in self.state.stack[1:]:
            if f["kind"] == "card":
                finish_card(self, f)
        stack = self.state.stack
        self.journal.set(self.state, "stack", stack[:1])
        self.journal.set(stack[0], "stage", "end")
        self.emit("turn_ends", reason)

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            raise IllegalAction(message)

    @staticmethod
    def parse(action: Any) -> Action:
        if isinstance(action, Action):
            return action
        if isinstance(action, str):
            return Action.parse(action)
        raise InvalidAction(f"not an action: {shown(action)}")


_new_event = tuple.__new__  # an Event made at once, as ``Event(kind, args)`` would make it


def _among(action: Action, legal: list[Action]) -> bool:
    """``action in legal``, looking first for the very object (a choice from ``legal_actions``)."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal


if TYPE_CHECKING:

    def _fills_the_rules_api(game: Game) -> rules_api.Game:
        return game  # (mypy checks that the game gives the rules all they may use)


def register_rules() -> None:
    """Import the rule areas so that their frames register (done once, on import)."""
    from engine import (  # noqa: F401
        cards,
        chance,
        combat,
        encounters,
        movement,
        steps,
        turn,
    )
    from engine.handlers import load_all

    load_all()


register_rules()
