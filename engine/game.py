"""The game: one state machine that answers who decides, what is legal, and what happens.

``Game.new(setup, catalogue)`` deals the game; ``apply`` checks an action against
``legal_actions()`` and runs the rules, journaling every change so that a refused action
leaves the state untouched and ``undo`` costs only what the action changed.
"""

from __future__ import annotations

import random
import weakref
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any

import content
from content.model import Catalogue, Space
from engine import adjust, character, hooks, limits, refusals
from engine.chance import DRAWS, TOP
from engine.errors import IllegalAction, InvalidAction, InvalidState, TalismanError
from engine.frames import RULES, STEPS, Frame
from engine.journal import APPENDED, MISSING, POPPED, Journal
from engine.readings import ReadCatalogue
from engine.setup import Setup
from engine.state import CharacterState, State, base_id
from engine.values import NOBODY, Action, Decision, Event, shown

MAX_SETTLE = 10_000
SETTLE_ROUNDS = range(MAX_SETTLE)  # (made once: settling runs at every action)


class Game:
    """A game of Talisman: its setup, its state and the log of actions that led there."""

    # (its fields are read and written several times in every round of settling: slots are
    # the quicker, and a misspelt field fails at once)
    __slots__ = (
        "setup", "cat", "state", "log", "journal", "set", "_undo", "_redo", "_events", "_cache",
        "_offered", "_handed", "_stale_hooks", "_options", "_characters", "_abilities", "_hooks",
        "hooks_in_play", "cache", "memo", "board", "spaces", "abilities_of", "__weakref__",
    )  # fmt: skip

    def __init__(self, setup: Setup, catalogue: Catalogue, state: State):
        self.setup = setup
        # a game that asks for printed values sees the values its table read (engine.readings)
        read = setup.readings is not None
        self.cat = ReadCatalogue(catalogue.components, state.readings) if read else catalogue
        self.state = state
        self.log: list[Action] = []
        # (told through a weak reference: a game is freed as soon as it is dropped, no cycle)
        # (the limits are looked at again after a change to what they read only: limits.FIELDS)
        self.journal = Journal(state.markers, partial(_hooks_changed, weakref.ref(self)), limits.FIELDS)
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
        self._stale_hooks = _StaleHooks(weakref.ref(self))
        self._options = frozenset(setup.options)
        self._characters: list[str] = []
        self._abilities: frozenset[str] = frozenset()
        self._hooks = hooks.GameHooks(setup.expansions, self._options)  # its table, for its life
        self.hooks_in_play: dict[str, list[hooks.Hook]] = self._stale_hooks  # the hooks it runs
        # the board of its boxes (content.board): regions, their spaces and links, from the data
        self.board = catalogue.board(setup.expansions)
        self.spaces: dict[str, Space] = self.board.spaces
        self.cache = derived_from(catalogue, self.board.key)  # board paths, decks: shared by its games
        # values worked out from this game's state, each kept beside what it came from
        self.memo: dict[Any, Any] = {}
        # a character card -> its abilities' keys (``character.ability_keys``; asked several times
        # an action), shared by the catalogue's games
        self.abilities_of: dict[str, frozenset[str]] = self.cache.setdefault(("abilities",), {})
        self._look_up_hooks()

    # --- building --------------------------------------------------------------------------

    @classmethod
    def new(cls, setup: Setup, catalogue: Catalogue | None = None) -> Game:
        """Deal a new game. Raises: InvalidState for an unknown character."""
        from engine.deal import deal

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
        from engine.encounters import may_ditch_follower

        held = self.player(holder)
        if card in held.objects and hooks.first("cannot_ditch", self, holder, card):  # the Living Doll
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
            name = self.state.stack[-1].get("deck", "character")
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
        self._hooks_changed()

    def _hooks_changed(self) -> None:
        """Which card hooks run may have changed (engine.hooks): looked up at the next call.
        (Called after every rollback too: the limits are checked again as well.)"""
        self.hooks_in_play = self._stale_hooks
        self.journal.touched = True

    def _gates_moved(self, came: Iterable[str], went: Iterable[str]) -> None:
        """Cards some hook waits for (base ids) or marker key prefixes some hook waits for
        ``came`` into play (a card now held, a key just set: in play for sure) or ``went`` (a card
        given up, a key deleted: still in play if another copy or key keeps it): the game's
        table follows at once, asking only about those (a whole look-up, ``_look_up_hooks``,
        reads every player's cards and every marker)."""
        table = self._hooks
        if self.hooks_in_play is not table:
            return  # a whole look-up is due anyway
        present = table.present
        new = [token for token in came if token not in present]
        state = self.state
        gone = [  # (a token may be both: the Poltergeist's card and marker)
            token
            for token in went
            if token in present
            and not (token in hooks.GATING_CARDS and hooks.held(token, state.players))
            and not (token in hooks.GATING_MARKS and hooks.marked(token, state.markers))
        ]
        if new or gone:
            table.moved(present.union(new).difference(gone), (*new, *gone))

    def _look_up_hooks(self) -> None:
        """The table of the hooks this game runs now: its boxes and options, and the gating
        cards, markers and abilities in play (engine.hooks)."""
        state = self.state
        self.journal.watched = state.markers  # (the very dictionary the state holds now)
        characters = [ch.character for ch in state.players]
        if characters != self._characters:  # (the abilities change with a character only)
            self._characters = characters
            keys = [key for ch in state.players for key in character.ability_keys(self, ch)]
            self._abilities = hooks.ability_tokens(keys)
        self.hooks_in_play = self._hooks.now(hooks.present(state.players, state.markers, self._abilities))

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
                interrupts = self.hooks_in_play["interrupt"]  # a choice owed first (the Concealed Pouch)
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
        from engine.cards import finish_card

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


class _StaleHooks(dict[str, list[hooks.Hook]]):
    """A game's table of hooks once something changed what is in play: the first point asked
    for looks the game's table up again (``Game._look_up_hooks``)."""

    def __init__(self, game: weakref.ref[Game]):
        super().__init__()
        self.game = game

    def __missing__(self, name: str) -> list[hooks.Hook]:
        game = self.game()
        assert game is not None  # (asked by the game itself)
        game._look_up_hooks()
        return game.hooks_in_play[name]


HANDS = frozenset(hooks.HANDS)  # a character's cards some hooks wait for


def _hooks_changed(game: weakref.ref[Game], obj: Any, key: Any, old: Any, new: Any) -> None:
    """The journal's call after a change to a character's cards, character or a field some
    hook waits for (the Warlock's quest), to the players or to the markers: a card or marker
    some hook waits for that came or went updates the game's table at once (``_gates_moved``);
    anything else, a whole look-up."""
    if type(obj) is CharacterState and key in HANDS:  # Objects, Followers, Spells
        gating = hooks.GATING_CARDS
        if gating.isdisjoint(map(base_id, old)) and gating.isdisjoint(map(base_id, new)):
            return  # (most cards wake no hook)
        was, held = gating.intersection(map(base_id, old)), gating.intersection(map(base_id, new))
        if was == held:
            return  # (the same of them as before: one copy for another, or other cards)
        found = game()
        if found is not None:
            found._gates_moved(held - was, was - held)
        return
    if type(obj) is dict:  # a marker: hooks wait for keys, so a new value for a key kept wakes none
        if old is not MISSING and new is not MISSING:
            return
        marks = hooks.marks_of(key)
        if not marks:
            return
        found = game()
        if found is not None:
            if new is MISSING:  # (deleted: another key may keep its prefix in play)
                found._gates_moved((), marks)
            else:
                found._gates_moved(marks, ())
        return
    found = game()  # a character, the players (every card and ability may have changed), or a
    # character field some hook waits for (hooks ``fields``: seldom set): a whole look-up
    if found is not None:
        found._hooks_changed()


# the last few catalogues (components) and boards
_DERIVED: list[tuple[Mapping[str, Any], tuple[str, ...], dict[Any, Any]]] = []
KEEP_DERIVED = 4


def derived_from(catalogue: Catalogue, board: tuple[str, ...] = ()) -> dict[Any, Any]:
    """What the rules work out from a catalogue and its board alone (paths on the board, a
    deck's cards): neither ever changes, so every game played with them shares one dictionary
    (``board``: the boxes that add a region, ``content.board.Board.key``); a game's
    ``ReadCatalogue`` shares its components, and so its dictionary (a value worked out from a
    card's printed value names the value read in its key)."""
    components = catalogue.components
    for known, on, derived in _DERIVED:
        if known is components and on == board:
            return derived
    derived = {}
    _DERIVED.insert(0, (components, board, derived))
    del _DERIVED[KEEP_DERIVED:]
    return derived


_new_event = tuple.__new__  # an Event made at once, as ``Event(kind, args)`` would make it


def _among(action: Action, legal: list[Action]) -> bool:
    """``action in legal``, looking first for the very object (a choice from ``legal_actions``)."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal


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
