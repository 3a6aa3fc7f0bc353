"""The game as the rules see it: what a rule area or a handler may read and call.

Rule areas (``movement``, ``combat``, ...) and handlers are typed against this Protocol, not
against ``engine.game.Game``: they never import the game, which imports them, so the engine's
modules import one another without a circle (``tests/engine/test_engine_layers.py``).
``engine.game.Game`` is the one class that fills it in; what is not here (applying an action,
undo, the log, the decision's cache, the hooks' tables) is the game's own business.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from content.board import Board
from content.model import Catalogue, Space
from engine.hooks import Hook
from engine.journal import Journal
from engine.points import Point
from engine.setup import Setup
from engine.state import CharacterState, Frame, State
from engine.values import Action, Decision


class Game(Protocol):
    """A game in play, as its rules use it."""

    @property
    def setup(self) -> Setup:
        """The boxes, options, players and readings the game was dealt with."""

    @property
    def cat(self) -> Catalogue:
        """The game's catalogue (printed values the table read replace the data's)."""

    @property
    def state(self) -> State:
        """Everything the rulebook tracks; change it only through ``set``, ``push`` and ``pop``."""

    @property
    def journal(self) -> Journal:
        """The record of changes (``delete`` a key, ``remove`` an item of a list)."""

    @property
    def set(self) -> Callable[[Any, Any, Any], None]:
        """``set(obj, key, value)``: a change to the state, journaled for undo."""

    @property
    def hooks_in_play(self) -> Mapping[Point, list[Hook]]:
        """The hooks this game runs now, by point (a point asked for first: empty means skip)."""

    @property
    def cache(self) -> dict[Any, Any]:
        """What the rules work out from the catalogue alone, shared by its games."""

    @property
    def memo(self) -> dict[Any, Any]:
        """Values worked out from this game's state, each kept beside what it came from."""

    @property
    def board(self) -> Board:
        """The board of the game's boxes (``content.board``): its regions, spaces and links."""

    @property
    def spaces(self) -> dict[str, Space]:
        """The board's spaces by id."""

    @property
    def abilities_of(self) -> dict[str, frozenset[str]]:
        """A character card -> its abilities' keys (``character.ability_keys``)."""

    @property
    def decision(self) -> Decision:
        """Who must decide now, and about what."""

    @property
    def top(self) -> Frame:
        """The frame on top of the stack."""

    def offer(self, actions: list[Action]) -> list[Action]:
        """Keep the legal actions a rule's ``decision`` worked out with that decision."""

    def push(self, frame: Frame) -> Frame:
        """Put pending work on the stack (journaled)."""

    def pop(self) -> Frame:
        """Take the top frame off the stack (journaled)."""

    def replace(self, frame: Frame) -> Frame:
        """Put ``frame`` in the top frame's place (journaled)."""

    def below(self, f: Frame) -> Frame | None:
        """The frame under ``f`` on the stack, if any."""

    def emit(self, kind: str, *args: Any) -> None:
        """Tell what happened (an ``Event``)."""

    def player(self, index: int) -> CharacterState:
        """A player's character."""

    def space(self, space_id: str) -> Space:
        """A space of the board."""

    def end_turn(self, reason: str) -> None:
        """The turn ends at once: all pending work is dropped."""

    def check(self, condition: bool, message: str) -> None:
        """Refuse the action (``IllegalAction(message)``) unless ``condition`` holds."""
