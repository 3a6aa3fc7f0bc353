"""A free-tracking game as table corrections: the one log format ``talisman replay`` reads
(issue 26, item 7).

Free tracking keeps the table's counters without the rules, as small JSON actions
(``companion_app.viewmodels.tracker``). Exported, such a game becomes a rules game of the same
setup whose every step is a correction the engine takes at any decision (``adjust``, its forms
in docs/architecture.md): the tracker's state is followed action by action and each change
becomes the engine's words for it, so ``talisman replay`` rebuilds what the table saw and the
app opens the file as a rules game. What the engine keeps as cards rather than numbers
(Objects, Followers and Spells counted by hand, item bonuses, the lycanthropy flag) has no
correction and is left out; the export says how many changes that was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from companion_app.viewmodels.table_setup import TableSetup
from companion_app.viewmodels.tabledata import TableData
from companion_app.viewmodels.tracker import (
    ENGINE_FIELDS,
    AdjustError,
    PlayerTrack,
    TableState,
    apply,
    new_table,
)

# the tracker's counts with no engine number (the engine holds the cards themselves)
UNTRACKED = ("objects", "followers", "spells", "strength_items", "craft_items", "lycanthrope")


@dataclass(frozen=True)
class Corrections:
    """The rules game's setup (as the app saves it) and its corrections, with the count of the
    tracker's changes that have no correction."""

    setup: dict[str, Any]
    actions: list[str]
    left_out: int


def as_corrections(
    setup_json: Mapping[str, Any],
    actions: Iterable[Any],
    data: TableData,
    new_session: Callable[[TableSetup, TableData], Any],
) -> Corrections:
    """The free-tracking game ``setup_json`` + ``actions`` as a rules game of corrections;
    ``new_session`` makes the engine session that checks each one (the controller's)."""
    setup = TableSetup.from_json(setup_json)
    rules = replace(setup, mode="engine")
    game = new_session(rules, data).game
    state = new_table(setup, data)
    out: list[str] = []
    left_out = 0
    for action in actions:
        try:
            after = apply(state, action, data)
        except (AdjustError, KeyError, TypeError):
            left_out += 1  # (a step the tracker itself refused when replayed: none in a good save)
            continue
        words, untracked = _changes(state, after, game, data)
        left_out += untracked
        for text in words:
            try:
                game.apply(text)
            except Exception:  # the engine's refusal (a dead character's counters): left out
                left_out += 1
                continue
            out.append(text)
        state = after
    return Corrections(rules.to_json(), out, left_out)


def _changes(before: TableState, after: TableState, game: Any, data: TableData) -> tuple[list[str], int]:
    """The corrections that take the engine from ``before`` to ``after``, and how many changes
    have none."""
    words: list[str] = []
    untracked = 0
    for i, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
        player_words, missing = _player_changes(i, was, now)
        words += player_words
        untracked += missing
    if after.time != before.time and after.time is not None:
        words.append(f"adjust time {after.time}")
    for word, space in after.figures.items():
        if before.figures.get(word) != space:
            words.append(f"adjust {word} {space}")
    cards, missing = _card_changes(before, after, game)
    words += cards
    untracked += missing
    if after.turn != before.turn:
        words.append(f"adjust turn {after.turn}")
    return words, untracked


def _player_changes(i: int, was: PlayerTrack, now: PlayerTrack) -> tuple[list[str], int]:
    words = []
    if now.space != was.space:
        words.append(f"adjust {i} position {now.space}")
    for field, word in ENGINE_FIELDS.items():
        if getattr(now, field) != getattr(was, field):
            words.append(f"adjust {i} {word} {getattr(now, field)}")
    if now.alignment != was.alignment:
        words.append(f"adjust {i} alignment {now.alignment}")
    missing = sum(getattr(now, f) != getattr(was, f) for f in UNTRACKED)
    return words, missing


def _card_changes(before: TableState, after: TableState, game: Any) -> tuple[list[str], int]:
    """Cards laid on a space or taken off it, as the engine's copies of them, and how many have
    no copy (more laid out than the box holds)."""
    words: list[str] = []
    missing = 0
    for space in sorted(set(before.cards) | set(after.cards)):
        was, now = Counter(before.cards.get(space, ())), Counter(after.cards.get(space, ()))
        for card, n in (was - now).items():
            lying = [c for c in game.state.board.get(space, ()) if c.split("#", 1)[0] == card]
            words += [f"adjust {copy} discard" for copy in lying[:n]]
        for card, n in (now - was).items():
            free = _free_copies(game, card, words)[:n]
            words += [f"adjust {copy} {space}" for copy in free]
            missing += n - len(free)
    return words, missing


def _free_copies(game: Any, card: str, taken: list[str]) -> list[str]:
    """Copies of ``card`` still in a deck or a discard pile (not already named in ``taken``)."""
    named = {w.split()[1] for w in taken}
    piles = [*game.state.decks.values(), *game.state.discards.values()]
    return [c for pile in piles for c in pile if c.split("#", 1)[0] == card and c not in named]
