"""The Kivy app: screens, and the intent methods the widgets call.

Intents turn a tap into an action for the controller; a refused action shows its reason on
the current screen and changes nothing. Import this module only after ``cli.prepare_kivy``.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any

from kivy.app import App
from kivy.clock import Clock
from kivy.uix.screenmanager import ScreenManager

from companion_app.awake import keep_screen_on
from companion_app.longlived import freeze_once
from companion_app.screens.table import TableScreen
from companion_app.storage import StorageError
from companion_app.viewmodels.controller import ActionRejected, TableController
from companion_app.viewmodels.games import GamesModel
from companion_app.viewmodels.table_setup import TableSetup
from companion_app.viewmodels.tracker import ALIGNMENTS

# Scanning and card names are imported when first used: the first frame needs neither.

# Screens other than the table are imported, and their kv loaded, the first time they are shown.
PAGES = {
    "setup": "SetupScreen",
    "board": "BoardScreen",
    "cards": "CardsScreen",
    "battle": "BattleScreen",
    "log": "LogScreen",
    "games": "GamesScreen",
    "turn": "TurnScreen",
    "scan": "ScanScreen",
    "printed": "PrintedScreen",
}
NO_GAME_NEEDED = ("setup", "games", "printed")  # pages that make sense before any game
# seconds between two decisions of the seats the tablet plays: each shows on screen long enough
# to be read before the next one, and the table never has to tap for them
TABLET_PACE = 1.5
# seconds after the table first shows a game ready for a tap: the Log is built and filled then,
# while the table waits, so its first opening only brings its rows up to date
PREPARE_LOG = 1.0


class TalismanApp(App):
    title = "Talisman table"

    def __init__(
        self,
        controller: TableController,
        catalogue: Any,
        *,
        screenshot: str | None = None,
        games: GamesModel | None = None,
        **kw: Any,
    ):
        super().__init__(**kw)
        self.controller = controller
        self.games = games or GamesModel(controller)
        self._catalogue = catalogue  # or a function that loads it when first needed
        self.screenshot_path = screenshot
        self.message = ""
        self.tablet_pace = TABLET_PACE
        self._tablet_next: Any = None  # the tablet's next decision, when it is scheduled
        self._log_later: Any = None  # the Log's preparation, when it is scheduled

    @cached_property
    def scanning(self) -> Any:
        """The scan confirmations (``ScanModel``), made when a card is first scanned."""
        from companion_app.viewmodels.scan import ScanModel

        return ScanModel()

    @property
    def catalogue(self) -> Any:
        if callable(self._catalogue):
            self._catalogue = self._catalogue()
        return self._catalogue

    @property
    def data(self) -> Any:
        return self.controller.data

    # -- building ----------------------------------------------------------------------------

    def build(self) -> ScreenManager:
        from kivy.core.window import Window

        from companion_app.screens.base import BACKGROUND, Pages, clear_colour_only

        Window.clearcolor = BACKGROUND  # every screen's background, drawn by the clear itself
        clear_colour_only()
        # (the Table screen clears to its panels' colour: TableScreen.draw_ground)
        self.manager = Pages()
        self.table = TableScreen(name="table")
        self.manager.add_widget(self.table)
        self.pages: dict[str, Any] = {}
        return self.manager

    def page(self, name: str) -> Any:
        """Screens other than the table are built the first time they are shown."""
        if name not in self.pages:
            import importlib

            module = importlib.import_module(f"companion_app.screens.{name}")
            screen = getattr(module, PAGES[name])(name=name)
            screen.build(self)
            self.pages[name] = screen
            self.manager.add_widget(screen)
        return self.pages[name]

    def on_start(self) -> None:
        keep_screen_on(True)
        if self.games.needs_attention:  # a damaged save: say so before anything else
            self.show("games")
        elif not self.controller.is_open:
            self.show("setup")
        else:
            self.refresh()
        freeze_once("built")  # the first screen's widgets: see companion_app.longlived
        if self.controller.pending is not None:  # drawn from its snapshot: replay once it is shown
            from kivy.core.window import Window

            def drawn(*_: Any) -> None:
                Window.unbind(on_flip=drawn)
                Clock.schedule_once(lambda dt: self.finish_opening())

            Window.bind(on_flip=drawn)  # (anything that needs the game before then replays it)
        if self.screenshot_path:
            Clock.schedule_once(lambda dt: self._screenshot_when_laid_out(tries=50), 1.0)

    def finish_opening(self) -> None:
        """Replay the game drawn from its snapshot (once); a log that no longer plays closes it
        and the Games screen says why."""
        if self.controller.pending is None and self.controller.load_problem is None:
            return
        if self.games.finish_opening():
            self.show("games")
        else:
            self.refresh()
        freeze_once("replayed")  # the game replayed lives as long as the widgets (longlived)

    def on_stop(self) -> None:
        keep_screen_on(False)
        if self._log_later is not None:
            self._log_later.cancel()

    def _screenshot_when_laid_out(self, *, tries: int) -> None:
        """A busy machine may not have sized the screens yet: wait for that, then shoot."""
        from kivy.core.window import Window

        if tuple(self.root.size) != tuple(Window.size) and tries > 0:
            Clock.schedule_once(lambda dt: self._screenshot_when_laid_out(tries=tries - 1), 0.2)
            return
        Clock.schedule_once(lambda dt: self.save_screenshot(self.screenshot_path, stop=True), 0.3)

    def save_screenshot(self, path: str, *, stop: bool = False) -> None:
        """Save what the window shows as an opaque PNG (Kivy numbers its own file names)."""
        import shutil
        import tempfile

        from kivy.core.window import Window

        Window.dispatch("on_draw")  # draw now: the buffer read back must hold this frame
        with tempfile.TemporaryDirectory() as folder:
            written = Window.screenshot(name=str(Path(folder) / "shot.png"))
            shutil.move(written, path)
        if stop:
            self.stop()

    # -- refreshing ----------------------------------------------------------------------------

    def show(self, name: str) -> None:
        if name not in NO_GAME_NEEDED and not self.controller.is_open:
            name = "setup"  # no game open (first launch): no blank table, nothing to show
        if name != "table":
            self.page(name).message = ""
        self.manager.current = name
        self.refresh()

    def refresh(self) -> None:
        current = self.manager.current
        if current in ("games", "printed") and current in self.pages:  # shown with no game open too
            self.pages[current].refresh(self)
            return
        if not self.controller.is_open:
            return
        turn = (self.controller.game_id, *self.controller.whose_turn)
        if turn != getattr(self, "_turn_seen", None):  # another player's turn: nothing stays selected
            self._turn_seen = turn
            self.forget_places()
        if current == "table":
            self.table.show(self.controller.view(), self.message or self.controller.prompt)
            if "log" not in self.pages and self._log_later is None and self.controller.pending is None:
                self._log_later = Clock.schedule_once(self._log_soon)
        elif current in self.pages:
            self.pages[current].refresh(self)
        self.message = ""
        self.pace_tablet()

    def _log_soon(self, *_: Any) -> None:
        """The Log's preparation, counted from this frame: the clock's time for the frame that
        asked for it was that frame's start, and a replay in it may have taken a second."""
        self._log_later = Clock.schedule_once(self._prepare_log, PREPARE_LOG)

    def _prepare_log(self, *_: Any) -> None:
        """Build the Log and fill it for the game as it stands (its rows are made in the frames
        that follow), the table shown and waiting: with a long game its first opening took
        130-210 ms, most of it making the screen and its rows; it now only brings them up to
        date. Not before a game drawn from its snapshot has been replayed."""
        self._log_later = None
        if "log" in self.pages or not self.controller.is_open or self.controller.pending is not None:
            return
        page = self.page("log")
        page.size = self.manager.size  # laid out for the window, as when it is shown
        page.refresh(self)

    # -- the seats the tablet plays --------------------------------------------------------------

    def pace_tablet(self) -> None:
        """When the game waits for a seat the tablet plays, its decision comes after a short
        pause (``tablet_pace``), one at a time, so the table can follow what it does. It waits
        while a page outside the game is shown (a new game's setup, the saved games)."""
        if self.manager.current in NO_GAME_NEEDED:
            return
        if self._tablet_next is None and self.controller.tablet_waiting:
            self._tablet_next = Clock.schedule_once(self._tablet_plays, self.tablet_pace)

    def _tablet_plays(self, *_: Any) -> None:
        self._tablet_next = None
        if self.manager.current in NO_GAME_NEEDED:
            return  # showing the game again goes on (show -> refresh)
        try:
            self.controller.tablet_step()
        except ActionRejected as exc:
            self.tell(str(exc))
            return
        self.refresh()

    def tell(self, text: str) -> None:
        """Show a reason (a refused action, a bad file) on the current screen."""
        if self.manager.current == "table":
            self.message = f"[color=f8a070]{text}[/color]"
            self.refresh()
        else:
            self.page(self.manager.current).message = text

    def do(self, action: Any) -> bool:
        try:
            self.controller.do(action)
        except ActionRejected as exc:
            self.tell(str(exc))
            return False
        self.refresh()
        return True

    # -- intents ------------------------------------------------------------------------------

    def adjust(self, player: int, stat: str, delta: int) -> None:
        self.do({"type": "adjust", "player": int(player), "stat": stat, "delta": int(delta)})

    def cycle_alignment(self, player: int) -> None:
        now = self.controller.session.table.players[int(player)].alignment
        following = ALIGNMENTS[(ALIGNMENTS.index(now) + 1) % len(ALIGNMENTS)]
        self.do({"type": "adjust", "player": int(player), "stat": "alignment", "value": following})

    def toggle_lycanthrope(self, player: int) -> None:
        now = self.controller.session.table.players[int(player)].lycanthrope
        self.do({"type": "adjust", "player": int(player), "stat": "lycanthrope", "value": not now})

    def open_sheet(self, player: int) -> Any:
        """The player's sheet: every counter, and in a rules game giving and ditching cards."""
        from companion_app.screens.player_sheet import PlayerSheet

        sheet = PlayerSheet(self, int(player))
        sheet.open()
        self.sheet = sheet
        return sheet

    def give_gold(self, giver: int, receiver: int) -> bool:
        """One gold from one player to another: two counts set, the second undone if refused."""
        players = self.controller.session.table.players
        if players[giver].gold < 1:
            self.tell(f"{players[giver].name} has no gold to give")
            return False
        if not self.do({"type": "adjust", "player": giver, "stat": "gold", "delta": -1}):
            return False
        if not self.do({"type": "adjust", "player": receiver, "stat": "gold", "delta": 1}):
            self.undo()
            return False
        return True

    def toggle_time(self) -> None:
        time = self.controller.session.table.time
        if time is None:
            self.tell("this game is played without Day and Night")
            return
        self.do({"type": "adjust", "time": "night" if time == "day" else "day"})

    def roll(self, die: int) -> None:
        if self.do({"type": "roll", "die": die}) and self.controller.session.table.figures_move:
            self.message = (
                "[color=f8a070]A 1! After this turn roll for the Werewolf, then the Reaper (Board)[/color]"
            )
            self.refresh()

    def end_turn(self) -> None:
        self.do({"type": "end_turn"})

    def move_figure(self, space: str) -> bool:
        """The Werewolf's or the Grim Reaper's move after a natural 1, as the rules flow asks."""
        if not self.do(f"move {space}"):
            return False
        self.page("board").selected = None
        self.show("turn")
        return True

    def move(self, who: int | str, space: str) -> None:
        """Put a figure on a space by hand (an adjust, logged); a figure then visits its space.

        In a rules game a figure the engine is moving now cannot be put elsewhere by hand: its
        move is settled by the rules flow (a blue space), so nothing is left half done."""
        moving = getattr(self.controller.session, "figure_moving", lambda: None)()
        if moving is not None and moving[0] == who:
            self.tell(f"The {moving[1]} moves {moving[2]} spaces now: tap a blue space on the Board")
            return
        figure = self.data.figure(who)
        if self.do({"type": "adjust", "move": who, "to": space}) and figure is not None:
            self.page("board").chart_lines.pop(who, None)  # a new visit: the last roll is stale
            self.refresh()
            self.tell(f"The {figure.name} moved: if characters are there, roll on its chart below")

    def move_to(self, space: str) -> None:
        """A rules move to a legal destination; the turn goes on on the Turn screen."""
        if self.do(f"move {space}"):
            self.show("turn")

    def show_cards(self) -> None:
        """The Cards screen from the tool bar: the current player's space."""
        if "cards" in self.pages:
            self.pages["cards"].space = None
        self.show("cards")

    def open_cards(self, space: str) -> None:
        self.page("cards").space = space
        self.show("cards")

    def place_card(self, space: str, card: str) -> bool:
        """A card entered for a space: the engine's draw when it is drawing that card now,
        else placed by hand (an adjust, logged)."""
        drawing = f"draw {card.split('#', 1)[0]}"
        if any(c.action == drawing for c in getattr(self.controller.session, "choices", list)()):
            return self.do(drawing)
        return self.do({"type": "card", "op": "place", "space": space, "card": card})

    def remove_card(self, space: str, card: str) -> None:
        self.do({"type": "card", "op": "remove", "space": space, "card": card})

    def scan_card(self, path: str) -> None:
        """A picture file of a card: decoded, then entered like a camera scan."""
        from companion_app.scan import ScanError, decode_image

        try:
            texts = decode_image(path)
        except ScanError as exc:
            self.scanned(str(exc))
            return
        self.use_scanned(texts)

    def use_scanned(self, texts: list[str]) -> bool:
        """Decoded QR texts (from a picture or a camera frame) enter the card; True when entered."""
        from companion_app.scan import ScanError, scan_texts
        from companion_app.viewmodels.cards import shown_name

        try:
            found = scan_texts(texts, self.catalogue)
        except ScanError as exc:
            self.scanned(str(exc))
            return False
        session = self.controller.session
        name = shown_name(self.catalogue[found.component_id])
        if found.component_id.split("/", 1)[0] not in self.data.decks():  # (the Dungeon's too)
            self.scanned(f"{name} is not a card drawn for a space; only those are placed on spaces")
            return False
        space = self.page("cards").space or session.table.players[session.table.turn].space
        refused = self.scanning.check(session.table, space, found.label, self.catalogue, self.data.space_name)
        if refused:
            self.scanned(refused)
            return False
        entered = self.place_card(space, found.label)
        if entered:
            self.scanning.confirm(name, len(self.controller.log_lines()))
            self.refresh()
        elif self.manager.current == "scan":  # refused: the reason goes on the confirmation bar
            page = self.page("scan")
            self.scanned(page.message)
            page.message = ""
        return entered

    def scanned(self, problem: str) -> None:
        """A scan that entered nothing: the Scan screen's bar says why, other screens their line."""
        self.scanning.refused(problem)
        if self.manager.current == "scan":
            self.refresh()
        else:
            self.tell(problem)

    def undo_scan(self) -> None:
        """The confirmation bar's Undo: take back the card the last scan entered."""
        self.scanning.undo(self.controller)
        self.refresh()

    def scan_again(self) -> None:
        """Scan again: a card still in view is entered again."""
        self.scanning.scan_again()
        self.refresh()

    def undo(self) -> None:
        self.controller.undo()
        self.refresh()

    def redo(self) -> None:
        self.controller.redo()
        self.refresh()

    def undo_to(self, line: int) -> None:
        try:
            self.controller.undo_to(line)
        except ActionRejected as exc:
            self.tell(str(exc))
        self.refresh()

    # -- games --------------------------------------------------------------------------------

    def new_game(self, setup: TableSetup) -> None:
        self.controller.new_game(setup)
        self.forget_places()
        self.show("table")

    def forget_places(self) -> None:
        """Another game or another turn: the Cards screen's space and the Board's selection
        belonged to the last one; both open on the current player's space again."""
        if "cards" in self.pages:
            self.pages["cards"].space = None
        if "board" in self.pages:
            self.pages["board"].selected = None

    def open_game(self, game_id: int) -> None:
        self.after_games(self.games.open(game_id))

    def look_game(self, game_id: int) -> None:
        """A damaged game as it stood after its last good action, to look at only."""
        self.after_games(self.games.look(game_id))

    def play_on(self, game_id: int) -> None:
        """A damaged game played on from its last good action."""
        self.after_games(self.games.play_on(game_id))

    def export_saved(self, game_id: int) -> None:
        self.after_games(self.games.export(game_id))

    def delete_game(self, game_id: int) -> None:
        self.after_games(self.games.delete(game_id))

    def after_games(self, outcome: Any) -> None:
        """An opened game shows the table; anything else stays on Games with its words."""
        if outcome.opened:
            self.forget_places()
            self.show("table")
            if outcome.message:
                self.tell(outcome.message)
        elif self.manager.current == "games":
            self.page("games").say(outcome.message)
        elif outcome.message:
            self.tell(outcome.message)

    def import_game(self, path: str) -> None:
        try:
            self.controller.import_game(path)
        except StorageError as exc:
            self.tell(str(exc))
            return
        self.show("table")
