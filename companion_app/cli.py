"""``talisman table [--demo] [--screenshot PNG] [--data-dir DIR]``: start the table app."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

WIDTH, HEIGHT = 1280, 800  # a 10-inch landscape tablet


def prepare_kivy(*, headless: bool) -> None:
    """Environment Kivy reads at import: no argv parsing, quiet console, no window when headless."""
    os.environ.setdefault("KIVY_NO_ARGS", "1")
    os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
        os.environ.setdefault("KIVY_HOME", tempfile.mkdtemp(prefix="talisman-kivy-"))
    from kivy.config import Config

    Config.set("graphics", "width", str(WIDTH))
    Config.set("graphics", "height", str(HEIGHT))
    Config.set("input", "mouse", "mouse,disable_multitouch")
    Config.set("kivy", "exit_on_escape", "0")


def build_app(data_dir: Path, *, demo: bool = False, screenshot: str | None = None) -> Any:
    """The app with its controller: the demo game, or the last game resumed (else Setup).

    A resumed game that has a snapshot is drawn from it: the game data, the rules engine and
    the replay of its log come once the table is shown (``TalismanApp.finish_opening``).

    Raises:
        content.ContentError: the game data does not load (after the first frame, for a game
            drawn from its snapshot).
        StorageError: the data folder cannot be written (a damaged save is never fatal).
    """
    import importlib.util
    from functools import cache

    from companion_app.app import TalismanApp
    from companion_app.longlived import freeze_once
    from companion_app.storage import open_store
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.games import GamesModel

    freeze_once("imported")  # Kivy and the app's modules: see companion_app.longlived

    @cache
    def catalogue() -> Any:
        import content

        return content.load()

    @cache
    def data() -> Any:
        from companion_app.viewmodels.tabledata import from_catalogue

        return from_catalogue(catalogue())

    def rules_session(setup: Any, table_data: Any) -> Any:  # the engine is imported with the first game
        from companion_app.viewmodels.engine_session import engine_factory

        return engine_factory(catalogue)(setup, table_data)

    opened = open_store(data_dir)  # a damaged file is moved aside and rebuilt, never fatal
    engine = importlib.util.find_spec("engine") is not None  # found, not imported
    controller = TableController(opened.store, data, engine_session=rules_session if engine else None)
    games = GamesModel(controller, opened.notices)
    if demo:
        from companion_app.viewmodels.demo import demo_actions, demo_setup

        controller.new_game(demo_setup(data()), "Demo game")
        for action in demo_actions(data()):
            controller.do(action)
    else:
        games.resume(quick=True)  # drawn from its snapshot; replayed once the table is shown
    if controller.pending is None:
        data()  # nothing to draw from a snapshot: the data now, before the window opens
    return TalismanApp(controller, catalogue, screenshot=screenshot, games=games)


def _content_error(exc: BaseException) -> bool:
    import content

    return isinstance(exc, content.ContentError)


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="talisman table", description="The Talisman table companion app.")
    parser.add_argument("--demo", action="store_true", help="open a demo game in the middle of play")
    parser.add_argument("--screenshot", metavar="PNG", help="save a screenshot of the table screen and exit")
    parser.add_argument(
        "--data-dir", metavar="DIR", help="folder for saved games (default: the user's data folder)"
    )
    args = parser.parse_args(argv)

    from companion_app.storage import StorageError, default_data_dir

    if args.data_dir:
        data_dir = Path(args.data_dir)
    elif args.demo:
        data_dir = Path(tempfile.mkdtemp(prefix="talisman-demo-"))  # a demo never touches real saves
    else:
        data_dir = default_data_dir()
    prepare_kivy(headless=bool(args.screenshot))
    try:
        app = build_app(data_dir, demo=args.demo, screenshot=args.screenshot)
    except Exception as exc:
        if not isinstance(exc, StorageError) and not _content_error(exc):
            raise
        print(f"talisman table: {exc}", file=sys.stderr)
        return 1
    try:
        app.run()
    except Exception as exc:  # Kivy's logger swallows tracebacks when the console log is off
        if _content_error(exc):  # found when a game drawn from its snapshot was replayed
            print(f"talisman table: {exc}", file=sys.stderr)
            return 1
        import traceback

        traceback.print_exc()
        return 1
    if args.screenshot:
        if not Path(args.screenshot).is_file():
            print(f"talisman table: no screenshot was written to {args.screenshot}", file=sys.stderr)
            return 1
        print(f"screenshot saved to {args.screenshot}")
    return 0
