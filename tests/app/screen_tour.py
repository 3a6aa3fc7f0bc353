"""Visit every screen of a mid-game at one window size and density; report layout problems.

Run: python tests/app/screen_tour.py --size 1024x600 --density 1 [--shots DIR]
Prints one JSON object: {"screens": [...], "problems": {"screen": ["..."]}}. Each size runs in
its own process because Kivy fixes the window size and density when it is first imported.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

WOODS = "space/outer/woods-1"
SIX = (
    ("Annabelle", "character/warrior"),
    ("Bram", "character/wizard"),
    ("Cleo", "character/elf"),
    ("Dev", "character/troll"),
    ("Esmeralda", "character/dwarf"),
    ("Finn", "character/priest"),
)
SIZES = {
    "1024x600": (1024, 600, 1.0),
    "1280x752": (1280, 752, 1.0),
    "1280x800": (1280, 800, 1.0),
    "1920x1200": (1920, 1200, 2.0),
    "2560x1600": (2560, 1600, 2.0),
}


class Tour:
    def __init__(self, shots: Path | None):
        self.shots = shots
        self.problems: dict[str, list[str]] = {}
        self.visited: list[str] = []

    def pump(self, frames: int = 5) -> None:
        from kivy.base import EventLoop

        for _ in range(frames):
            EventLoop.idle()

    def check(self, app, name: str) -> None:
        from kivy.core.window import Window
        from layout_check import jargon, problems

        self.pump(6)
        found = []
        for root in Window.children:  # the screen manager and any open popup
            found += problems(root) + jargon(root)
        self.visited.append(name)
        if found:
            self.problems[name] = found
        if self.shots is not None:
            app.save_screenshot(str(self.shots / f"{name}.png"))

    @staticmethod
    def words(app) -> str:
        """Every text on the current screen."""
        from kivy.uix.label import Label

        return "\n".join(w.text for w in app.manager.current_screen.walk() if isinstance(w, Label))

    def run(self) -> None:
        from companion_app.cli import build_app
        from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

        app = build_app(Path(tempfile.mkdtemp(prefix="tour-")), demo=True)
        app._run_prepare()
        self.pump(6)
        self.check(app, "table-4")
        app.show("board")
        app.page("board").select(app.controller.session.table.figures.get("werewolf"))
        self.check(app, "board-selected")
        app.show("cards")
        self.check(app, "cards")
        app.show("battle")
        app.page("battle").set_roll("me", 3)
        app.page("battle").set_roll("them", 5)
        self.check(app, "battle-free")
        app.show("log")
        self.check(app, "log")
        app.show("games")
        self.check(app, "games")
        app.show("printed")
        app.page("printed").select("adventure/cave-troll", "strength")
        self.check(app, "printed-values")
        app.page("printed").close()
        app.show("scan")
        self.check(app, "scan")
        app.new_game(TableSetup(players=tuple(PlayerSetup(name=n, character=c) for n, c in SIX), seed=2))
        self.check(app, "table-6")
        sheet = app.open_sheet(0)
        self.check(app, "table-6-sheet")
        sheet.dismiss(animation=False)
        self.pump(2)
        for n in (2, 3, 5):
            players = tuple(PlayerSetup(name=a, character=c) for a, c in SIX[:n])
            app.new_game(TableSetup(players=players, seed=3))
            self.check(app, f"table-{n}")
        app.show("setup")
        self.check(app, "setup")
        self.rules_game(app)
        app.stop()

    def rules_game(self, app) -> None:
        from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

        players = (PlayerSetup(name="Ann", character="character/warrior"),
                   PlayerSetup(name="Bob", character="character/minstrel"),
                   PlayerSetup(name="Cleo", character="character/elf"))  # fmt: skip
        app.new_game(TableSetup(players=players, mode="engine", seed=4, first_player=1))
        for action in (
            "roll 2",
            f"move {WOODS}",
            "draw adventure/bag-of-gold",
            "take adventure/bag-of-gold#1",
        ):
            assert app.do(action), action
        app.show("turn")
        self.check(app, "turn-roll")
        app.do("roll 2")
        app.show("board")
        target = sorted(app.controller.session.destinations())[0]
        app.page("board").select(target)
        self.check(app, "board-rules")
        assert app.move_to(target) is not False
        self.check(app, "turn-encounter")
        app.do("encounter space")
        self.check(app, "turn-draw")
        app.do("draw adventure/ape")
        if app.controller.session.game.decision.kind == "battle":
            app.do("fight")
        app.show("battle")
        self.check(app, "battle-rules")
        app.show("table")
        self.check(app, "table-rules-battle")
        app.show("log")
        self.check(app, "log-rules")
        app.show("table")
        self.check(app, "table-rules-3")
        sheet = app.open_sheet(1)
        self.check(app, "sheet-rules")
        sheet.dismiss(animation=False)
        app.new_game(
            TableSetup(players=players, mode="engine", seed=4, first_player=1, expansions=("reaper",))
        )
        for action in ("roll 2", f"move {WOODS}", "draw adventure/cave-troll"):
            assert app.do(action), action
        app.show("turn")
        self.check(app, "turn-printed-value")
        self.figures_game(app, players)
        self.dice_choice_game(app, players)
        self.dungeon_game(app, players)

    def figures_game(self, app, players) -> None:
        """A natural 1 with both figures in play: the question which figure moves first, then
        the figure's move on the Board (issue 26, item 5: the figure prompts fit too)."""
        from companion_app.viewmodels.table_setup import TableSetup

        boxes = tuple(b.key for b in app.catalogue.boxes if b.figures)
        app.new_game(TableSetup(players=players, mode="engine", seed=4, first_player=0, expansions=boxes))
        game = app.controller.session.game
        assert app.do("adjust turn 0")
        while game.decision.kind != "roll":
            assert app.do(str(game.legal_actions()[0])), game.decision
        app.do("roll 1")
        for _ in range(60):  # the turn played out with its first choices, the dice showing 3
            if game.decision.kind == "figures":
                break
            legal = [str(a) for a in game.legal_actions()]
            assert app.do("roll 3" if "roll 3" in legal else legal[0]), game.decision
        assert game.decision.kind == "figures", game.decision
        app.show("turn")
        self.check(app, "turn-figures")
        first = next(str(a) for a in game.legal_actions() if a.verb == "choose")
        app.do(first)
        app.do("roll 3")
        app.show("turn")
        self.check(app, "turn-figure-move")
        app.show("board")
        app.page("board").select(sorted(app.controller.session.destinations())[0])
        self.check(app, "board-figure-move")

    def dice_choice_game(self, app, players) -> None:
        """Two dice at the Temple, then the question which die to roll again for a fate: each
        choice names its die (issue 26, item 5: the dice-choice prompt fits too)."""
        from companion_app.viewmodels.table_setup import TableSetup

        app.new_game(TableSetup(players=players, mode="engine", seed=4, first_player=0))
        game = app.controller.session.game
        for action in ("adjust 0 position space/middle/desert-2", "adjust turn 0", "roll 1"):
            assert app.do(action), action
        for action in ("move space/middle/temple", "roll 1", "roll 3"):
            assert app.do(action), (action, game.decision)
        assert game.decision.kind == "fate", game.decision
        assert [str(a) for a in game.legal_actions()] == ["accept", "choose 1", "choose 2"]
        app.show("turn")
        self.check(app, "turn-dice-choice")
        shown = self.words(app)
        for die in ("1", "3"):
            assert f"Roll the {die} again for 1 fate" in shown, shown

    def dungeon_game(self, app, players) -> None:
        """Every declared box in play, the Dungeon's long track beside the board: a character
        in it with its legal moves, a figure and a card on its spaces; and the table laying it
        out from its own board."""
        from companion_app.viewmodels.table_setup import TableSetup

        boxes = tuple(b.key for b in app.catalogue.boxes if b.key != "core")
        app.new_game(TableSetup(players=players, mode="engine", seed=4, first_player=0, expansions=boxes))
        game = app.controller.session.game
        figures = app.controller.session.table.figures
        figure = next(f.word for f in app.data.figures.values() if f.word in figures)
        for action in (
            "adjust 0 position space/dungeon/tunnel-2",
            "adjust 1 position space/dungeon/tunnel-2",
            f"adjust {figure} space/dungeon/cell",
            f"adjust {sorted(game.state.decks['dungeon'])[0]} space/dungeon/library",
            "adjust turn 0",
        ):
            assert app.do(action), action
        while game.decision.kind != "roll":
            assert app.do(str(game.legal_actions()[0])), game.decision
        app.do("roll 3")
        app.show("turn")
        self.check(app, "turn-dungeon")
        app.show("board")
        app.page("board").select("space/dungeon/tunnel-2")
        self.check(app, "board-dungeon")
        app.show("printed")
        app.page("printed").select("region/dungeon", "layout")
        for name in ("Tunnel", "Tunnel", "Cavern", "Guard Room", "Library", "Hall of Darkness"):
            app.page("printed").add_space(name)
        self.check(app, "printed-layout")
        # a board with more Caverns and Tunnels than the app's, taking one off (issue 29)
        for name in ("Cavern", *["Tunnel"] * 9, "Kitchen", "Cell", "Monster Pit", "Cavern"):
            app.page("printed").add_space(name)
        app.page("printed").toggle_removing()
        self.check(app, "printed-layout-copies")
        app.page("printed").close_layout()
        # the Highland's many kinds, a long board of them (issue 29: any region lays out)
        app.page("printed").select("region/highland", "layout")
        highland = app.page("printed").layout
        for name in [*highland.names, *highland.names, "Ravine", "Ravine"]:
            app.page("printed").add_space(name)
        self.check(app, "printed-layout-highland")
        app.page("printed").close_layout()
        app.page("printed").select("region/dungeon", "effect space/dungeon/guard-room")
        self.check(app, "printed-effect")
        app.page("printed").close()


def main(tour_class: type[Tour] = Tour) -> int:
    """Run ``tour_class`` at the size the command line names and print what it found."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1280x800", choices=sorted(SIZES))
    parser.add_argument("--shots", type=Path)
    args = parser.parse_args()
    width, height, density = SIZES[args.size]
    os.environ["KIVY_METRICS_DENSITY"] = str(density)
    from companion_app import cli

    cli.WIDTH, cli.HEIGHT = width, height
    cli.prepare_kivy(headless=True)
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    tour = tour_class(args.shots)
    try:
        tour.run()
    except BaseException:  # Kivy's logger swallows tracebacks: print it where the test reads it
        import traceback

        print(json.dumps({"error": traceback.format_exc()}))
        return 1
    print(json.dumps({"screens": tour.visited, "problems": tour.problems}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
