"""``talisman table [--demo] [--screenshot PNG] [--data-dir DIR]``: start the table app."""

from __future__ import annotations

import argparse
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

    Raises:
        content.ContentError: the game data does not load.
        StorageError: the saved games cannot be opened.
    """
    import content
    from companion_app.app import TalismanApp
    from companion_app.storage import GameStore
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.tabledata import from_catalogue

    catalogue = content.load()
    data = from_catalogue(catalogue)
    from companion_app.viewmodels.engine_session import engine_factory

    controller = TableController(GameStore(data_dir), data, engine_session=engine_factory(catalogue))
    if demo:
        from companion_app.viewmodels.demo import demo_actions, demo_setup

        controller.new_game(demo_setup(data), "Demo game")
        for action in demo_actions(data):
            controller.do(action)
    else:
        controller.resume_last()
    return TalismanApp(controller, catalogue, screenshot=screenshot)


def main(argv: list[str]) -> int:
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
    import content

    try:
        app = build_app(data_dir, demo=args.demo, screenshot=args.screenshot)
    except (content.ContentError, StorageError) as exc:
        print(f"talisman table: {exc}", file=sys.stderr)
        return 1
    try:
        app.run()
    except Exception:  # Kivy's logger swallows tracebacks when the console log is off
        import traceback

        traceback.print_exc()
        return 1
    if args.screenshot:
        if not Path(args.screenshot).is_file():
            print(f"talisman table: no screenshot was written to {args.screenshot}", file=sys.stderr)
            return 1
        print(f"screenshot saved to {args.screenshot}")
    return 0
