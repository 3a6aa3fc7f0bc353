"""An evening at the table, end to end through the real widgets (headless): three players set
up a rules game, Ann kills an Enemy, a natural 1 moves both figures, Cleo is made a Toad,
scans the card she draws from camera frames and cannot take its gold, gold changes hands, a
step is undone and redone, and the tablet is restarted. After each step the engine's state
and the words on screen are checked, and no screen ever shows an id, an engine word or a
Python value.

Rules cited: core rules "Game Setup", "Movement", "Battles" (trophies), "Toads" (a Toad may
not take gold, Objects or Followers); digital rulebook "The Grim Reaper" and "Prowling
Werewolf" (a natural 1 moves them; the player orders effects due together: FAQ).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from layout_check import jargon
from printed_cards import frame_bytes, printed_card, table_frame
from ui_helpers import buttons, press, pump, running_app, screenshot, start_game, tap

from companion_app.viewmodels.board_view import TILE_COLOURS

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
LEGAL = TILE_COLOURS["legal"]
WOODS = "space/outer/woods-1"


def plain(app) -> None:
    """Nothing on the current screen (or an open popup) that only a programmer would read."""
    from kivy.core.window import Window

    pump(3)
    found = [problem for root in Window.children for problem in jargon(root)]
    assert found == [], found


def words(widget) -> str:
    from kivy.uix.label import Label

    return "\n".join(w.text for w in widget.walk() if isinstance(w, Label) and w.text)


def legal_tiles(app) -> list[str]:
    board = app.page("board")
    return sorted(s for s, b in board.buttons.items() if tuple(b.background_color) == LEGAL)


def set_up(app) -> None:
    plain(app)
    start_game(app, (("Ann", "Warrior"), ("Bob", "Minstrel"), ("Cleo", "Elf")), first="Ann")


def move_by_board(app, name: str, space: str | None = None) -> str:
    press(app, "Board")
    target = space or legal_tiles(app)[0]
    tap(app.page("board").buttons[target])
    press(app, f"Move {name} here")
    return target


def end_turn(app, player: int) -> None:
    """``player``'s turn ends as the Turn screen offers it (natural-1 figures aside)."""
    game = app.controller.session.game
    start = player
    for _ in range(12):
        if game.state.current != start or game.decision.kind == "figures":
            return
        app.show("turn")
        labels = [b.text for b in buttons(app.page("turn").list, "")]
        pick = next((t for t in ("End the turn", "Done", "Keep the dice") if t in labels), labels[0])
        press(app, pick)


def test_an_evening_at_the_table(tmp_path):
    folder = tmp_path / "games"
    with running_app(folder) as app:
        set_up(app)
        c = app.controller
        game = c.session.game
        assert c.session.mode == "engine" and game.state.current == 0
        assert "Ann" in app.table.title and len(app.table.panels) == 3
        assert app.table.ids.panels.cols == 3  # three players: one row, no empty quarter
        plain(app)

        # -- a kill: Ann (Warrior, two attack dice) moves to the Woods and fights a Goblin
        press(app, "2")
        assert "Ann rolled 2" in app.table.status or "Ann rolled 2" in app.table.undo_label
        move_by_board(app, "Ann", WOODS)
        assert game.state.players[0].position == WOODS
        turn = app.page("turn")
        turn.filter.text = "goblin"
        pump(2)
        press(app, "Draw Goblin")
        press(app, "Battle helper")
        helper = app.page("battle")
        if game.decision.kind == "battle":
            press(app, "Fight")
        plain(app)
        for die in (6, 5):  # Ann's two dice
            tap(helper.pad[die - 1])
        tap(helper.pad[0])  # the Goblin rolls 1
        pump(2)
        if buttons(helper, "Ann keeps the dice"):
            press(app, "Ann keeps the dice")
        assert tuple(game.state.players[0].trophies) == ("adventure/goblin#1",) or any(
            t.startswith("adventure/goblin") for t in game.state.players[0].trophies
        )
        assert "Ann wins the battle" in helper.result.text and "trophy" in helper.result.text
        plain(app)
        press(app, "Back")
        end_turn(app, 0)
        app.show("table")
        assert game.state.current == 1 and "Bob" in app.table.title
        sheet = app.open_sheet(0)
        assert "Goblin" in words(sheet)  # the trophy on Ann's sheet
        plain(app)
        sheet.dismiss(animation=False)
        pump(2)

        # -- Bob's turn: a natural 1; both figures are due after it
        app.show("table")
        press(app, "1")
        assert game.decision.kind == "move", [line.label for line in c.log_lines()][-6:]
        move_by_board(app, "Bob")
        end_turn(app, 1)
        assert game.decision.kind == "figures"
        app.show("turn")
        assert "natural 1" in turn.heading
        offered = [b.text for b in buttons(turn.list, "")]
        assert {"Move the Werewolf now", "Move the Grim Reaper now"} <= set(offered)
        plain(app)
        press(app, "Move the Werewolf now")
        press(app, "Rolled 1")
        press(app, "Board")
        to = legal_tiles(app)[0]
        tap(app.page("board").buttons[to])
        plain(app)
        press(app, "Move the Werewolf here")
        assert game.state.figures.get("figure/werewolf") == to
        for _ in range(6):  # a chart roll if someone stands there, then the Grim Reaper
            if game.decision.kind == "figures":
                break
            app.show("turn")
            press(app, "Rolled 3")
        if game.decision.kind == "figures":
            press(app, "Move the Grim Reaper now")
            press(app, "Rolled 1")
            press(app, "Board")
            reaper_to = legal_tiles(app)[0]
            tap(app.page("board").buttons[reaper_to])
            press(app, "Move the Grim Reaper here")
            assert game.state.figures.get("figure/grim-reaper") == reaper_to
        for _ in range(6):
            if game.state.current == 2:
                break
            app.show("turn")
            press(app, "Rolled 3")
        press(app, "Back")
        assert game.state.current == 2 and "Cleo" in app.table.title
        assert app.page("board").selected is None  # a new turn: nothing stays selected

        # -- Cleo is made a Toad by hand (her sheet), and a Toad takes no gold
        app.show("table")
        sheet = app.open_sheet(2)
        toad = next(cell for cell in sheet.ids.body.walk() if getattr(cell, "stat", "") == "toad_turns")
        for _ in range(3):
            tap(buttons(toad, "+")[0])
        assert game.state.players[2].toad_turns == 3
        sheet.dismiss(animation=False)
        pump(2)
        cleo = app.table.panels[2]
        assert "a Toad for 3 more turns" in cleo.where
        assert "Toad (was" in words(cleo)  # Strength and Craft show what she had
        plain(app)
        app.show("table")
        press(app, "3")
        press(app, "Board")
        empty = [s for s in legal_tiles(app) if not game.state.board.get(s)
                 and all(p.position != s for p in game.state.players)
                 and s not in game.state.figures.values()]  # fmt: skip
        app.show("table")
        move_by_board(app, "Cleo", empty[0])
        turn.filter.text = "bag"
        pump(2)
        assert game.decision.kind == "draw", (game.decision, [b.text for b in buttons(turn.list, "")])
        gold_before = game.state.players[2].gold
        # the card drawn is scanned: held in front of the camera for three frames, entered once
        steps = len(c.log_lines())
        press(app, "Scan card")
        scan = app.manager.current_screen
        app.scan_again()
        bag = printed_card(tmp_path / "printed", "adventure/bag-of-gold")
        for n in range(3):
            scan.analyse(*frame_bytes(table_frame(bag, at=(0.3 + 0.02 * n, 0.35), seed=n)))
            pump(2)
        assert scan.body.status == "Entered Bag of Gold" and len(c.log_lines()) == steps + 1
        assert c.log_lines()[-1].label.startswith("Cleo draws Bag of Gold")
        plain(app)
        press(app, "Back")
        app.show("turn")
        assert not buttons(turn.list, "Take Bag of Gold")  # core rules, Toads: no gold for a Toad
        assert game.state.players[2].gold == gold_before
        assert any(c.startswith("adventure/bag-of-gold") for c in game.state.board[empty[0]])
        plain(app)

        # -- gold changes hands on Ann's sheet; Undo and Redo say what they do
        app.show("table")
        sheet = app.open_sheet(0)
        ann_gold, bob_gold = game.state.players[0].gold, game.state.players[1].gold
        press_in = buttons(sheet, "1 gold to Bob")
        tap(press_in[0])
        assert (game.state.players[0].gold, game.state.players[1].gold) == (ann_gold - 1, bob_gold + 1)
        sheet.dismiss(animation=False)
        pump(2)
        assert app.table.undo_label.startswith("Undo: Bob")
        steps = len(c.log_lines())
        press(app, "Undo")
        assert game.state.players[1].gold == bob_gold and len(c.log_lines()) == steps - 1
        assert app.table.redo_label.startswith("Redo: Bob")
        press(app, "Redo")
        assert game.state.players[1].gold == bob_gold + 1 and len(c.log_lines()) == steps
        assert game.state.players[2].gold == gold_before
        if SHOTS:
            screenshot(app, SHOTS / "evening-before-restart.png")
        state_before = game.state.to_json()
        title, undo_label = app.table.title, app.table.undo_label

    # -- the tablet restarts: the same game, at the same step, with the same words
    with running_app(folder) as again:
        assert again.manager.current == "table"
        assert again.controller.session.game.state.to_json() == state_before
        assert again.table.title == title and again.table.undo_label == undo_label
        press(again, "Undo")  # the history came back too
        assert again.controller.session.game.state.players[1].gold == bob_gold
        plain(again)
