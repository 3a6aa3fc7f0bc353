"""The controller: owns the game session and the saved games; widgets send it intents.

Every action is checked by the session, then written to SQLite, and only then are the
listeners (the screens) told to refresh. The controller never imports Kivy.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any, Protocol

from companion_app.storage import GameDamaged, GameStore, StorageError
from companion_app.storage.readings import Readings
from companion_app.viewmodels import snapshot as snapshots
from companion_app.viewmodels.table_setup import SetupError, TableSetup
from companion_app.viewmodels.tabledata import TableData
from companion_app.viewmodels.timeline import LogLine, Timeline
from companion_app.viewmodels.tracker import AdjustError, TableState, apply, label, new_table
from companion_app.viewmodels.views import TableView, table_view


class ActionRejected(ValueError):
    """The table asked for something that cannot be done; the message says why in plain words."""


class Session(Protocol):
    mode: str

    @property
    def cursor(self) -> int: ...
    @property
    def log(self) -> list[LogLine]: ...
    @property
    def redo_tail(self) -> list[LogLine]: ...
    @property
    def table(self) -> TableState: ...
    @property
    def whose_turn(self) -> tuple[int, int]: ...
    def apply(self, action: Any) -> LogLine: ...
    def undo_to(self, cursor: int) -> None: ...


class FreeSession:
    """Free tracking: the tracker's adjust actions on a timeline, no rules checked."""

    mode = "free"

    def __init__(self, setup: TableSetup, data: TableData) -> None:
        self.data = data
        try:
            initial = new_table(setup, data)
        except AdjustError as exc:
            raise ActionRejected(str(exc)) from exc
        self.timeline: Timeline[TableState] = Timeline(
            initial, lambda s, a: apply(s, a, data), lambda s, a: label(s, a, data)
        )

    @property
    def cursor(self) -> int:
        return self.timeline.cursor

    @property
    def log(self) -> list[LogLine]:
        return self.timeline.log

    @property
    def redo_tail(self) -> list[LogLine]:
        return self.timeline.redo_tail

    @property
    def table(self) -> TableState:
        return self.timeline.state

    @property
    def whose_turn(self) -> tuple[int, int]:
        """(round, player): cheap to ask on every refresh."""
        return self.table.round, self.table.turn

    def apply(self, action: Any) -> LogLine:
        if not isinstance(action, Mapping):
            raise ActionRejected(f"not an action for free tracking: {action!r}")
        try:
            return self.timeline.apply(action)
        except AdjustError as exc:
            raise ActionRejected(str(exc)) from exc
        except (KeyError, TypeError, IndexError) as exc:
            raise ActionRejected(f"malformed action {dict(action)!r}") from exc

    def undo_to(self, cursor: int) -> None:
        self.timeline.undo_to(cursor)


SessionFactory = Callable[[TableSetup, TableData], Session]


class TableController:
    """One open game at a time, always saved."""

    def __init__(
        self,
        store: GameStore,
        data: TableData | Callable[[], TableData],
        *,
        engine_session: SessionFactory | None = None,
    ):
        self.store = store
        self.readings = Readings(store)  # printed values this device has read (engine.readings)
        self._printed: dict[str, dict[str, int]] | None = None
        self._data = data  # or a function that loads it when first needed (a quick start)
        self.engine_session = engine_session
        self.game_id: int | None = None
        self.name = ""
        self._setup: TableSetup | None = None
        self._current: Session | None = None
        self.read_only = False  # a damaged game opened to look at: nothing is applied or saved
        self._listeners: list[Callable[[], None]] = []
        # a resumed game drawn from its snapshot until its log is replayed (``finish_opening``),
        # and what stopped that replay (the Games screen says it)
        self.pending: snapshots.Snapshot | None = None
        self.load_problem: StorageError | None = None

    @property
    def data(self) -> TableData:
        if callable(self._data):
            self._data = self._data()
        return self._data

    @property
    def session(self) -> Session | None:
        """The open game's session; a game drawn from its snapshot is replayed first."""
        if self.pending is not None:
            self.finish_opening()
        return self._current

    @session.setter
    def session(self, session: Session | None) -> None:
        self.pending = None
        self._current = session

    @property
    def setup(self) -> TableSetup | None:
        """The open game's setup; a game drawn from its snapshot is replayed first."""
        if self.pending is not None:
            self.finish_opening()
        return self._setup

    @setup.setter
    def setup(self, setup: TableSetup | None) -> None:
        self._setup = setup

    @property
    def is_open(self) -> bool:
        """A game is open (perhaps still drawn from its snapshot)."""
        return self.pending is not None or self._current is not None

    @property
    def whose_turn(self) -> tuple[int, int]:
        """(round, player) of the open game, from its snapshot while it is not replayed yet."""
        if self.pending is not None:
            return self.pending.whose_turn
        return self._require().whose_turn

    @property
    def prompt(self) -> str:
        """What a rules game waits for ("" in free tracking), from the snapshot likewise."""
        if self.pending is not None:
            return self.pending.prompt
        session = self._require()
        asked = str(getattr(session, "prompt", ""))
        played = str(getattr(session, "tablet_line", ""))
        return f"{played} · {asked}" if played and asked else played or asked

    # -- listeners ---------------------------------------------------------------------------

    def subscribe(self, callback: Callable[[], None]) -> None:
        self._listeners.append(callback)

    def unsubscribe(self, callback: Callable[[], None]) -> None:
        if callback in self._listeners:
            self._listeners.remove(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback()

    # -- games -------------------------------------------------------------------------------

    def _session(self, setup: TableSetup) -> Session:
        if setup.mode == "engine":
            if self.engine_session is None:
                raise ActionRejected("the rules engine is not available; start the game in free tracking")
            session = self.engine_session(setup, self.data)
            if hasattr(session, "remembered"):  # what this device has read, offered first when asked
                session.remembered = self.printed_values()
            return session
        return FreeSession(setup, self.data)

    def new_game(self, setup: TableSetup, name: str | None = None) -> int:
        if setup.mode == "engine" and setup.readings is None:  # the values this device has read
            setup = replace(setup, readings=self.printed_values())
        session = self._session(setup)
        name = name or f"Game of {datetime.now():%d %b %Y %H:%M}"
        self.game_id = self.store.create(name, setup.to_json())
        self.name, self.setup, self.session = name, setup, session
        self.read_only = False
        self._keep_snapshot()
        self._changed()
        return self.game_id

    def open_game(self, game_id: int, *, upto: int | None = None, read_only: bool = False) -> None:
        """Rebuild a saved game by replaying its log (and its redo tail, so redo still works);
        ``upto`` replays only that many actions (a damaged game's good part); ``read_only``
        opens it to look at, applying and saving nothing.

        Raises:
            GameDamaged: the log stops playing at some action (the open game is unchanged).
            StorageError: the game is missing.
        """
        self._open(game_id, upto=upto, read_only=read_only)
        if upto is None and not read_only:
            self._keep_snapshot()  # the next launch draws it at once

    def _open(self, game_id: int, *, upto: int | None = None, read_only: bool = False) -> None:
        record = self.store.load(game_id)
        actions = (*record.actions, *record.redo)[:upto]
        name = record.game.name
        try:
            setup = TableSetup.from_json(record.game.setup)
            session = self._session(setup)
        except (SetupError, ActionRejected) as exc:
            raise GameDamaged(
                game_id, name, good=None, problem="its players and options do not suit this version"
            ) from exc
        for n, action in enumerate(actions, start=1):
            try:
                session.apply(action)
            except Exception as exc:  # whatever a saved action does to this version, it is damage
                problem = f"action {n} of {len(actions)} no longer plays by this version's rules"
                raise GameDamaged(game_id, name, good=n - 1, problem=problem) from exc
        session.undo_to(min(len(record.actions), len(actions)))
        self.game_id, self.name, self.setup, self.session = game_id, name, setup, session
        self.read_only = read_only
        self._changed()

    def open_snapshot(self, game_id: int) -> bool:
        """Open a saved game drawn from its snapshot, its log replayed when first needed
        (``finish_opening``); False when it has no snapshot taken of its log as saved now."""
        drawn = snapshots.loads(self.store.snapshot(game_id))
        if drawn is None:
            return False
        game = self.store.game(game_id)  # its setup is read (with the engine's options) on replay
        if game.setup.get("mode") == "engine" and self.engine_session is None:
            return False
        self.game_id, self.name, self.setup, self.session = game_id, game.name, None, None
        self.read_only, self.load_problem, self.pending = False, None, drawn
        self._changed()
        return True

    def finish_opening(self) -> None:
        """Replay the game drawn from its snapshot. A log that no longer plays closes the game
        and is kept in ``load_problem``; a replay that differs from the snapshot wins and is
        kept as the snapshot."""
        drawn, self.pending = self.pending, None
        if drawn is None or self.game_id is None:
            return
        try:
            self._open(self.game_id)
        except StorageError as exc:
            self.game_id, self.name, self.setup, self.session = None, "", None, None
            self.load_problem = exc
            self._changed()
            return
        if self._snapshot() != drawn:
            self._keep_snapshot()

    def _snapshot(self) -> snapshots.Snapshot:
        return snapshots.Snapshot(self.view(), self.prompt, self.whose_turn)

    def _snapshot_text(self) -> str | None:
        """The snapshot of the open game now, for the store (None: a game only looked at)."""
        return None if self.read_only else snapshots.dumps(self._snapshot())

    def _keep_snapshot(self) -> None:
        """Save the open game's snapshot; a snapshot is a cache, so failing to save it is no harm."""
        try:
            text = self._snapshot_text()
            if text is not None and self.game_id is not None:
                self.store.save_snapshot(self.game_id, text)
        except (StorageError, sqlite3.Error):
            pass

    def resume_last(self) -> bool:
        """Open the most recently played game; False when there is none, it is marked damaged
        (the table chooses how to open it) or it cannot be read."""
        last = self.store.last_game()
        if last is None:
            return False
        damage = self.store.damage(last.id)
        if damage is not None and not damage.resolved:
            return False
        try:
            self.open_game(last.id)
        except StorageError:
            return False
        return True

    def import_game(self, path: str) -> int:
        """Import a ``.jsonl`` game, check that it replays, and open it.

        Raises:
            StorageError: unreadable, foreign or not replayable; no saved game is touched.
        """
        from companion_app.storage import parse_jsonl

        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise StorageError(f"cannot read {path}: {exc}") from exc
        name, setup_json, actions = parse_jsonl(text, source=str(path).rsplit("/", 1)[-1])
        try:
            setup = TableSetup.from_json(setup_json)
            session = self._session(setup)
            for n, action in enumerate(actions, start=2):
                try:
                    session.apply(action)
                except ActionRejected as exc:
                    raise StorageError(f"line {n} of the game file cannot be played: {exc}") from exc
        except (SetupError, ActionRejected) as exc:
            raise StorageError(f"the game file's setup is not usable: {exc}") from exc
        game_id = self.store.create(name or "Imported game", setup_json, actions)
        self.open_game(game_id)
        return game_id

    # -- play --------------------------------------------------------------------------------

    def _require(self) -> Session:
        if self.session is None or self.game_id is None:
            raise ActionRejected("no game is open")
        return self.session

    def _writable(self) -> Session:
        session = self._require()
        if self.read_only:
            raise ActionRejected("Look only: to play, choose Play on in Games")
        return session

    def do(self, action: Any) -> LogLine:
        """Apply and save one action the table entered, then refresh the listeners. A decision
        of a seat the tablet plays is the tablet's (``tablet_step``): the table may only correct
        the state by hand meanwhile.

        Raises:
            ActionRejected: the reason, in plain words; nothing changed.
        """
        session = self._writable()
        if getattr(session, "tablet_decides", lambda: False)():
            text = getattr(session, "translate", str)(action)
            if not text.startswith("adjust "):
                raise ActionRejected(f"{session.prompt}. The tablet decides this, not the table")
        return self._do(session, action)

    # -- the seats the tablet plays -------------------------------------------------------------

    @property
    def tablet_waiting(self) -> bool:
        """The open game waits for the tablet's decision, and the tablet may make it now: the
        game is played (not only looked at) and nothing waits to be redone."""
        if self.pending is not None or self.read_only or self._current is None:
            return False
        session = self._current
        return not session.redo_tail and getattr(session, "tablet_decides", lambda: False)()

    def tablet_step(self) -> LogLine | None:
        """The tablet makes one decision for a seat it plays, saved like any action; None when
        it has none to make now."""
        if not self.tablet_waiting:
            return None
        session = self._require()
        return self._do(session, session.tablet_choice())  # type: ignore[attr-defined]

    def _back_to(self, cursor: int) -> int:
        """Where one undo from ``cursor`` goes: back over the tablet's decisions and the last
        thing the table entered, so the table is asked again (the tablet would redo at once
        what was only its own decision)."""
        by_tablet = getattr(self._require(), "by_tablet", lambda n: False)
        line = cursor - 1
        while line > 0 and by_tablet(line):
            line -= 1
        return max(line, 0)

    def _on_to(self, cursor: int) -> int:
        """Where one redo from ``cursor`` goes: the next line and the tablet's decisions after it."""
        session = self._require()
        by_tablet = getattr(session, "by_tablet", lambda n: False)
        end = cursor + len(session.redo_tail)
        line = cursor + 1
        while line < end and by_tablet(line):
            line += 1
        return line

    def _do(self, session: Session, action: Any) -> LogLine:
        position = session.cursor
        line = session.apply(action)
        try:
            self.store.append(self.game_id, line.action, position=position, snapshot=self._snapshot_text())
        except StorageError as exc:
            self.open_game(self.game_id)  # the model went ahead of the disk: rebuild from the disk
            raise ActionRejected(f"not saved, so not applied: {exc}") from exc
        read = getattr(session, "last_reading", None)
        if read is not None:  # a value read off a card: every later game on this device knows it
            self._remember(*read)
        self._changed()
        return line

    def _remember(self, card: str, value: str, number: int) -> None:
        try:
            self.remember_value(card, value, number)
        except StorageError:
            return  # the game has it in its log; the device learns it the next time it is asked

    # -- printed values read off the table's cards (storage.readings) -------------------------

    def printed_values(self) -> dict[str, dict[str, int]]:
        """Every value this device has read, by card (read from the database once)."""
        if self._printed is None:
            self._printed = self.readings.all()
        return self._printed

    def remember_value(self, card: str, value: str, number: int) -> None:
        """Raises: StorageError when it cannot be kept (nothing changes)."""
        self.readings.remember(card, value, number)
        self._values_changed()

    def remember_values(self, card: str, values: dict[str, int], forget: tuple[str, ...] = ()) -> None:
        """Keep a card's values and forget others at once (a region's layout).
        Raises: StorageError when they cannot be kept (nothing changes)."""
        self.readings.remember_all(card, values, forget)
        self._values_changed()

    def forget_value(self, card: str, value: str) -> None:
        """Raises: StorageError when it cannot be written (nothing changes)."""
        self.readings.forget(card, value)
        self._values_changed()

    def _values_changed(self) -> None:
        """Read the values again; the open rules game offers the new ones first."""
        self._printed = None
        if self.session is not None and hasattr(self.session, "remembered"):
            self.session.remembered = self.printed_values()

    def undo_to(self, cursor: int) -> None:
        session = self._require()
        if not 0 <= cursor <= len(session.log) + len(session.redo_tail):
            raise ActionRejected(f"there is no log line {cursor}")
        was = session.cursor
        session.undo_to(cursor)
        if not self.read_only:  # looking back through a damaged game moves nothing on disk
            try:
                self.store.set_cursor(self.game_id, cursor, snapshot=self._snapshot_text())
            except StorageError:
                session.undo_to(was)  # the disk did not move: nor does the game
                raise
        self._changed()

    def undo(self) -> bool:
        session = self._require()
        if session.cursor == 0:
            return False
        self.undo_to(self._back_to(session.cursor))
        return True

    def redo(self) -> bool:
        session = self._require()
        if not session.redo_tail:
            return False
        self.undo_to(self._on_to(session.cursor))
        return True

    # -- views -------------------------------------------------------------------------------

    def view(self) -> TableView:
        if self.pending is not None:
            return self.pending.view
        session = self._require()
        log, tail = session.log, session.redo_tail
        undone = log[self._back_to(len(log))] if log else None
        redone = tail[0] if tail else None
        return table_view(
            session.table,
            self.data,
            last_step=log[-1].label if log else "Game start",
            can_undo=bool(log),
            can_redo=bool(tail),
            mode=session.mode,
            undo_step=self._step_words(undone, len(log) - self._back_to(len(log))),
            redo_step=self._step_words(redone, self._on_to(len(log)) - len(log)),
        )

    @staticmethod
    def _step_words(line: LogLine | None, steps: int) -> str:
        """What Undo or Redo does: the table's step, and how many of the tablet's come with it."""
        if line is None:
            return ""
        more = steps - 1
        return line.label if more <= 0 else f"{line.label} (and the tablet's {more} after it)"

    def log_lines(self) -> list[LogLine]:
        return list(self._require().log)

    def redo_lines(self) -> list[LogLine]:
        return list(self._require().redo_tail)
