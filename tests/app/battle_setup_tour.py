"""Visit the Battle and Setup screens in each of their states at one window size and density;
report layout problems (tests/app/layout_check.py). Companion of screen_tour.py.

Run: python tests/app/battle_setup_tour.py --size 1024x600 [--shots DIR]
Prints one JSON object: {"screens": [...], "problems": {"screen": ["..."]}}.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from screen_tour import Tour, main  # noqa: E402

WOODS = "space/outer/woods-1"
LONG = (("Esmeralda-Philippa", "character/warrior"), ("Bartholomew", "character/minstrel"))


class BattleSetupTour(Tour):
    def run(self) -> None:
        from companion_app.cli import build_app

        app = build_app(Path(tempfile.mkdtemp(prefix="tour-")), demo=False)
        app._run_prepare()
        self.pump(6)
        self.setup_states(app)
        self.free_battle(app)
        self.rules_battles(app)
        self.tablet_game(app)
        app.stop()

    def setup_states(self, app) -> None:
        setup = app.page("setup")
        self.check(app, "setup-first-launch")
        setup.count.text = "6"
        setup.dealing.text = "Players pick"
        self.pump(2)
        for (field, _, _), (name, _) in zip(setup.rows, LONG, strict=False):
            field.text = name
        self.check(app, "setup-6")
        setup.by_hand.dispatch("on_release")  # what the boxes played partly by hand leave to the table
        self.check(app, "setup-by-hand")
        setup.by_hand_notes_popup.dismiss(animation=False)
        setup.rules_popup.open(animation=False)
        for choice, toggle in setup.options.items():
            if choice.value != 5 and choice.value != "crown":
                toggle.state = "down"
        self.check(app, "setup-rules")
        setup.rules_popup.dismiss(animation=False)
        self.check(app, "setup-rules-chosen")
        for seat in setup.seats[1::2]:  # every other seat played by the tablet
            seat.state = "down"
        self.check(app, "setup-tablet")
        for seat in setup.seats:
            seat.state = "normal"

    def tablet_game(self, app) -> None:
        """A seat the tablet plays: its turn waiting for its decision, then what it decided,
        on the Turn and Table screens (issue 31, item 3)."""
        from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

        app.tablet_pace = 3600  # the tour decides for the tablet itself, one decision at a time
        players = (PlayerSetup(name=LONG[0][0], character=LONG[0][1]),
                   PlayerSetup(name=LONG[1][0], character=LONG[1][1], tablet=True))  # fmt: skip
        app.new_game(TableSetup(players=players, mode="engine", seed=4, first_player=1))
        c = app.controller
        game = c.session.game
        while not (c.tablet_waiting and game.decision.kind == "move"):
            if c.tablet_waiting:
                c.tablet_step()
            else:
                assert app.do("roll 4" if game.decision.kind == "roll" else c.session.choices()[0].action)
        app.show("turn")
        self.check(app, "turn-tablet-waiting")
        c.tablet_step()
        app.refresh()
        self.check(app, "turn-tablet-played")
        app.show("table")
        self.check(app, "table-tablet")

    def free_battle(self, app) -> None:
        from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

        app.new_game(TableSetup(players=tuple(PlayerSetup(name=n, character=c) for n, c in LONG), seed=1))
        app.show("battle")
        battle = app.page("battle")
        battle.set_roll("me", 2)
        battle.set_roll("them", 6)
        self.check(app, "battle-free")

    def rules_battles(self, app) -> None:
        from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

        players = tuple(PlayerSetup(name=n, character=c) for n, c in LONG)
        app.new_game(TableSetup(players=players, mode="engine", seed=4, first_player=1))
        bobs_turn = ("roll 2", f"move {WOODS}", "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1")
        for action in bobs_turn:
            assert app.do(action), action
        app.show("battle")
        self.check(app, "battle-rules-none")
        for action in ("roll 2", f"move {WOODS}", "encounter space", "draw adventure/ape"):
            assert app.do(action), action
        if app.controller.session.game.decision.kind == "battle":
            self.check(app, "battle-rules-choose")
            app.do("fight")
        self.check(app, "battle-rules-die")
        for die in (1, 1):
            app.do(f"roll {die}")
        self.check(app, "battle-rules-foe-die")
        app.do("roll 6")
        self.check(app, "battle-rules-fate")
        app.do("accept")
        self.check(app, "battle-rules-result")
        while app.controller.session.game.decision.kind != "encounter":
            app.undo()  # back to the choice of encounter: now the characters fight each other
        assert app.do("encounter character/minstrel")
        for die in (3, 3, 3):
            app.do(f"roll {die}")
        self.check(app, "battle-rules-characters")
        app.do("accept")
        app.do("accept")
        self.check(app, "battle-rules-reward")


if __name__ == "__main__":
    raise SystemExit(main(BattleSetupTour))
