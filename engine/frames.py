"""The hooks each rule area fills in, OpenSpiel style.

Pending work is a stack of frames (plain dicts with a ``kind``). The frame on top says
what happens next: ``decision`` returns who must decide (or None to run ``advance`` at
once), ``legal`` lists the actions, ``apply`` carries one out. Rule modules register a
``Rule`` subclass per frame kind with ``@rule("kind")``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from engine.state import Frame as Frame
from engine.values import Action, Decision

if TYPE_CHECKING:
    from engine.rules_api import Game


class Rule:
    """Default hooks: no decision, nothing legal."""

    @staticmethod
    def decision(g: Game, f: Frame) -> Decision | None:
        return None

    @staticmethod
    def legal(g: Game, f: Frame) -> list[Action]:
        return []

    @staticmethod
    def apply(g: Game, f: Frame, a: Action) -> None:  # pragma: no cover - only reached via legal()
        raise NotImplementedError

    @staticmethod
    def advance(g: Game, f: Frame) -> None:  # pragma: no cover
        raise NotImplementedError


class Namer(Protocol):
    """What a frame's words may ask of the words layer (``engine.describe_names.Words``)."""

    def name(self, cid: str) -> str:
        """A card's, space's or character's name as the table knows it."""

    def who(self, p: Any) -> str:
        """A player's name."""


RULES: dict[str, type[Rule]] = {}
# A frame kind and an action's verb -> the action in words when the frame knows better than the
# usual words (engine.describe asks it first, with the names, the frame on top and the action;
# None: the usual words). A box's frames add theirs: the Orb of Destiny's kept throw, the
# Astrologer's card kept aside.
FRAME_WORDS: dict[tuple[str, str], Callable[[Namer, Mapping[str, Any], Any], str | None]] = {}
# each kind's ``decision`` and ``advance`` as plain functions, for settling (``Game._settle``
# asks them some three times an action: a dictionary look-up, not two on the class)
STEPS: dict[str, tuple[Callable[[Game, Frame], Decision | None], Callable[[Game, Frame], None]]] = {}


R = TypeVar("R", bound=type[Rule])


def rule(kind: str) -> Callable[[R], R]:
    """Register the decorated class as the rule of frames of ``kind``.

    Raises:
        ValueError: another module's class already holds ``kind`` (two boxes' handlers chose the
            same name: each would play the other's frames).
    """

    def register(cls: R) -> R:
        held = RULES.get(kind)
        if held is not None and (held.__module__, held.__qualname__) != (cls.__module__, cls.__qualname__):
            raise ValueError(f"frame kind {kind!r}: {cls.__module__} and {held.__module__} both register it")
        RULES[kind] = cls
        STEPS[kind] = (cls.decision, cls.advance)
        return cls

    return register
