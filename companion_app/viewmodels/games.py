"""The Games screen's model: every saved game, what is wrong with a damaged one, and the
table's intents (open, look at a damaged game, play it on, export, delete).

Plain Python over the controller and the store; the screen only lays out ``rows()`` and
``notices`` and forwards taps. Every intent answers with an ``Outcome`` in plain words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion_app.storage import GameDamaged, GameStore, Notice, StorageError, damage_words, keep_unplayable
from companion_app.viewmodels.controller import TableController
from companion_app.viewmodels.free_export import as_corrections
from companion_app.viewmodels.views import when


@dataclass(frozen=True)
class GameRow:
    """One saved game as the list shows it."""

    game_id: int
    title: str
    detail: str  # players and when it was last played
    open_now: bool
    warning: str = ""  # what is wrong with it, "" when nothing is
    openable: bool = True  # False: nothing of it can be opened (only exported or deleted)
    choose: bool = False  # damaged and not yet settled: "Look at it" / "Play on" instead of "Open"


@dataclass(frozen=True)
class Outcome:
    """What an intent did: ``opened`` a game (show the table) and the words to show."""

    opened: bool
    message: str = ""


class GamesModel:
    """The saved games of one controller, with what this launch found wrong with them."""

    def __init__(self, controller: TableController, notices: tuple[Notice, ...] | list[Notice] = ()) -> None:
        self.controller = controller
        self.notices: list[Notice] = list(notices)

    @property
    def store(self) -> GameStore:
        return self.controller.store

    # -- what the screen shows ---------------------------------------------------------------

    def rows(self) -> list[GameRow]:
        damages = self.store.damages()
        rows = []
        for game in self.store.games():
            names = ", ".join(
                str(p.get("name", "")) for p in game.setup.get("players", []) if isinstance(p, dict)
            )
            damage = damages.get(game.id)
            rows.append(
                GameRow(
                    game_id=game.id,
                    title=game.name,
                    detail=f"{names} · last played {when(game.updated)}",
                    open_now=game.id == self.controller.game_id,
                    warning=damage_words(game.name, damage) if damage else "",
                    openable=damage is None or damage.good is not None,
                    choose=damage is not None and not damage.resolved and damage.good is not None,
                )
            )
        return rows

    @property
    def needs_attention(self) -> bool:
        """Something this launch must show on the Games screen before the table plays on."""
        return bool(self.notices)

    # -- intents -------------------------------------------------------------------------------

    def resume(self, *, quick: bool = False) -> None:
        """Open the last game at launch; a damaged one is left for the table to choose.
        ``quick``: draw it from its snapshot when it has one, replayed in ``finish_opening``."""
        last = self.store.last_game()
        if last is None:
            return
        damage = self.store.damage(last.id)
        if damage is not None and not damage.resolved:
            if not any(n.game == last.name for n in self.notices):
                self.notices.append(Notice(damage_words(last.name, damage), last.name))
            return
        if quick and self.controller.open_snapshot(last.id):
            return
        try:
            self.controller.open_game(last.id)
        except GameDamaged as exc:
            self._damaged(exc)
        except StorageError as exc:
            self.notices.append(Notice(str(exc), last.name))

    def finish_opening(self) -> bool:
        """Replay the game drawn from its snapshot; True when its log no longer plays: the game
        is closed and the Games screen has the words, as for any game found damaged."""
        self.controller.finish_opening()
        problem, self.controller.load_problem = self.controller.load_problem, None
        if problem is None:
            return False
        if isinstance(problem, GameDamaged):
            self._damaged(problem)
        else:
            self.notices.append(Notice(str(problem)))
        return True

    def open(self, game_id: int) -> Outcome:
        damage = self.store.damage(game_id)
        if damage is not None and not damage.resolved:
            return Outcome(False, damage_words(self._name(game_id), damage))
        try:
            self.controller.open_game(game_id)
        except GameDamaged as exc:
            return Outcome(False, self._damaged(exc))
        except StorageError as exc:
            return Outcome(False, str(exc))
        return Outcome(True)

    def look(self, game_id: int) -> Outcome:
        """Open a damaged game as it stood after its last good action, to look at only."""
        damage = self.store.damage(game_id)
        if damage is None or damage.good is None:
            return self.open(game_id)
        try:
            self.controller.open_game(game_id, upto=damage.good, read_only=True)
        except StorageError as exc:
            return Outcome(False, str(exc))
        return Outcome(True, "Look only: nothing you tap is saved")

    def play_on(self, game_id: int) -> Outcome:
        """Play a damaged game on from its last good action (the untouched save stays kept)."""
        damage = self.store.damage(game_id)
        if damage is None or damage.good is None:
            return self.open(game_id)
        try:
            self.controller.open_game(game_id, upto=damage.good)
        except StorageError as exc:
            return Outcome(False, str(exc))
        self.store.play_on(game_id)
        self.notices = [n for n in self.notices if n.game != self._name(game_id)]
        return Outcome(True, f"Playing on from action {damage.good}")

    def export(self, game_id: int) -> Outcome:
        """Write a game (a damaged one: its good part) to ``exports/`` as a game file."""
        folder = self.store.data_dir / "exports"
        folder.mkdir(exist_ok=True)
        stem = re.sub(r"[^A-Za-z0-9]+", "-", self._name(game_id)).strip("-").lower() or f"game-{game_id}"
        left: list[int] = []
        convert = None
        new_session = self.controller.engine_session
        if self.store.game(game_id).setup.get("mode") == "free" and new_session is not None:

            def convert(setup: Mapping[str, Any], actions: list[Any]) -> tuple[Mapping[str, Any], list[Any]]:
                found = as_corrections(setup, actions, self.controller.data, new_session)
                left.append(found.left_out)
                return found.setup, list(found.actions)

        path = self.store.export_jsonl(game_id, _free(folder / f"{stem}.jsonl"), convert)
        said = f"Saved {self._name(game_id)} to {path}"
        if left and left[0]:  # free tracking's hand counts have no rules-game correction
            n = left[0]
            changes = f"{n} change{'s' if n != 1 else ''}"
            said += f" as table corrections ({changes} of counted cards or items left out)"
        elif left:
            said += " as table corrections"
        return Outcome(False, said)

    def delete(self, game_id: int) -> Outcome:
        if game_id == self.controller.game_id:
            return Outcome(False, "This game is open; open another one before deleting it.")
        self.store.delete(game_id)
        return Outcome(False)

    # -- helpers ---------------------------------------------------------------------------------

    def _name(self, game_id: int) -> str:
        return self.store.game(game_id).name

    def _damaged(self, exc: GameDamaged) -> str:
        damage = keep_unplayable(self.store, exc)
        words = damage_words(exc.name, damage)
        self.notices = [n for n in self.notices if n.game != exc.name] + [Notice(words, exc.name)]
        return words


def _free(path: Path) -> Path:
    """``path``, or ``name-2.jsonl`` ... when a file of that name is already there."""
    n = 2
    target = path
    while target.exists():
        target = path.with_name(f"{path.stem}-{n}{path.suffix}")
        n += 1
    return target
