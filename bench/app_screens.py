"""Screenshots of every screen of the table app, to look at (and for docs/app.md).

Run: python bench/app_screens.py OUT_DIR [--size 1280x800] [--density 1.0]
A 10-inch tablet at 1920 x 1200 has about 1.5 pixels per dp: ``--size 1920x1200 --density 1.5``.
Each size runs in its own process (Kivy fixes the window size and density at import).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WOODS = "space/outer/woods-1"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--density", default="1.0")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    os.environ["KIVY_METRICS_DENSITY"] = args.density
    from companion_app import cli

    cli.WIDTH, cli.HEIGHT = width, height
    cli.prepare_kivy(headless=True)
    args.out.mkdir(parents=True, exist_ok=True)
    shots = Shooter(args.out)
    shots.run()
    return 0


class Shooter:
    def __init__(self, out: Path):
        self.out = out

    def pump(self, frames: int = 4) -> None:
        from kivy.base import EventLoop

        for _ in range(frames):
            EventLoop.idle()

    def shot(self, app, name: str) -> None:
        self.pump(4)
        app.save_screenshot(str(self.out / f"{name}.png"))
        print(self.out / f"{name}.png")

    def run(self) -> None:
        from companion_app.cli import build_app
        from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

        app = build_app(Path(tempfile.mkdtemp(prefix="shots-")), demo=True)
        app._run_prepare()
        self.pump(6)
        self.shot(app, "table-4")
        app.show("board")
        self.shot(app, "board-free")
        app.page("board").select(app.controller.session.table.werewolf)
        self.shot(app, "board-selected")
        app.show("cards")
        app.page("cards").search.text = "gob"
        self.shot(app, "cards")
        app.page("cards").search.text = ""
        app.show("battle")
        app.page("battle").set_roll("me", 3)
        app.page("battle").set_roll("them", 5)
        self.shot(app, "battle-free")
        app.show("log")
        self.shot(app, "log")
        app.show("games")
        self.shot(app, "games")
        app.show("scan")
        self.shot(app, "scan")
        cast = (
            ("Annabelle", "character/warrior"),
            ("Bram", "character/wizard"),
            ("Cleo", "character/elf"),
            ("Dev", "character/troll"),
            ("Esmeralda", "character/dwarf"),
            ("Finn", "character/priest"),
        )
        app.new_game(TableSetup(players=tuple(PlayerSetup(name=n, character=c) for n, c in cast), seed=2))
        self.shot(app, "table-6")
        panel = list(reversed(app.table.ids.panels.children))[0]
        popup = panel.open_extras()
        self.shot(app, "table-6-more")
        popup.dismiss(animation=False)
        app.new_game(TableSetup(players=tuple(PlayerSetup(name=n, character=c) for n, c in cast[:2]), seed=3))
        self.shot(app, "table-2")
        app.show("setup")
        self.shot(app, "setup")
        self.rules_game(app)
        app.stop()

    def rules_game(self, app) -> None:
        setup = app.page("setup")
        setup.count.text = "2"
        setup.dealing.text = "Players pick"
        setup.mode.text = "Rules checked"
        self.pump(2)
        for (name, pick, _), (who, character) in zip(
            setup.rows, (("Ann", "Warrior"), ("Bob", "Minstrel")), strict=True
        ):
            name.text, pick.text = who, character
        setup.first.text = "Player 2"
        setup.start()
        self.pump(2)
        self.shot(app, "rules-table")
        for action in (
            "roll 2",
            f"move {WOODS}",
            "draw adventure/bag-of-gold",
            "take adventure/bag-of-gold#1",
        ):
            assert app.do(action), action
        app.show("turn")
        self.shot(app, "turn-roll")
        app.do("roll 2")
        self.shot(app, "turn-move")
        app.show("board")
        app.page("board").select(WOODS)
        self.shot(app, "board-rules")
        app.move_to(WOODS)
        self.shot(app, "turn-encounter")
        app.do("encounter space")
        self.shot(app, "turn-draw")
        app.do("draw adventure/ape")
        self.shot(app, "turn-battle")
        session = app.controller.session
        if session.game.decision.kind == "battle":
            app.do("fight")
        app.show("battle")
        battle = app.page("battle")
        battle.set_roll("me", 5)
        battle.set_roll("me", 1)
        battle.set_roll("them", 2)
        self.shot(app, "battle-rules")
        app.show("table")
        self.shot(app, "rules-table-battle")


if __name__ == "__main__":
    raise SystemExit(main())
