"""The Dungeon's cards at the table (issue 29, item 3): a space of the Dungeon draws from the
Dungeon deck (digital rulebook, "Drawing Cards" in the expansion regions: a draw there takes
the region's own cards), so the Cards screen lists the Dungeon cards left for it, a tap draws
one in a rules game, and the scanner enters a Dungeon card's printed code; the Adventure
deck's cards are listed for the spaces of the main board, as before. Undo takes a draw back."""

from __future__ import annotations

import pytest
from printed_cards import frame_bytes, qr_png
from ui_helpers import press, pump, running_app

from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from printkit.qr import payload_for

pytestmark = pytest.mark.ui
PLAYERS = (PlayerSetup(name="Ann", character="character/warrior"),
           PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip
ENTRANCE, TUNNEL = "space/dungeon/entrance", "space/dungeon/tunnel-1"


def into_the_tunnel(app) -> None:
    """Ann, at the Dungeon Entrance, rolls 1 and walks into the first Tunnel: a draw."""
    app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=6, expansions=("reaper", "dungeon")))
    for action in (f"adjust 0 position {ENTRANCE}", "roll 1", f"move {TUNNEL}"):
        assert app.do(action), action
    game = app.controller.session.game
    assert game.decision.kind == "draw" and "dungeon deck" in game.decision.prompt


def test_a_dungeon_space_lists_the_dungeon_deck_and_a_tap_draws(tmp_path):
    with running_app(tmp_path) as app:
        into_the_tunnel(app)
        app.show_cards()
        cards = app.page("cards")
        pump(3)
        listed = [row["card"] for row in cards.results.data]
        assert listed and all(card.startswith("dungeon/") for card in listed)
        assert "Dungeon cards can be drawn" in cards.found.text
        cards.search.text = "cave"
        pump(3)
        row = next(r for r in cards.results.data if r["card"] == "dungeon/cave-in")
        assert row["text"].startswith("Cave-In") and "dungeon/" not in row["text"]
        cards.enter("dungeon/cave-in")
        pump(2)
        assert app.controller.log_lines()[-1].action == "draw dungeon/cave-in"
        app.undo()
        assert app.controller.session.game.decision.kind == "draw"

        # a space of the main board lists the Adventure deck
        cards.space = "space/outer/tavern"
        cards.search.text = "giant"
        pump(3)
        assert [r["card"] for r in cards.results.data][0] == "adventure/giant"
        assert all(r["card"].startswith("adventure/") for r in cards.results.data)


def test_the_scanner_enters_a_dungeon_card(tmp_path):
    with running_app(tmp_path) as app:
        into_the_tunnel(app)
        app.show("scan")
        pump(2)
        screen = app.page("scan")
        card = "dungeon/cave-in"
        copies = app.catalogue[card].copies
        payload = payload_for(card, 1, copies).text()
        pixels, size = frame_bytes(qr_png(tmp_path, payload))
        assert screen.use_frame(pixels, size)
        assert app.controller.log_lines()[-1].action == f"draw {card}"
        # a Treasure is no card of a space's draw: refused, nothing entered
        lines = len(app.controller.log_lines())
        treasure = payload_for("treasure/talisman", 1, app.catalogue["treasure/talisman"].copies).text()
        pixels, size = frame_bytes(qr_png(tmp_path, treasure))
        assert not screen.use_frame(pixels, size)
        assert len(app.controller.log_lines()) == lines
        assert "not a card drawn for a space" in screen.body.status


def test_a_space_played_by_hand_says_so_in_plain_words(tmp_path):
    """The Guard Room's printed text is known to no source: the table plays it by hand, and the
    Turn screen says so without the engine's words; Done goes on with the game."""
    with running_app(tmp_path) as app:
        app.new_game(TableSetup(players=PLAYERS, mode="engine", seed=6, expansions=("reaper", "dungeon")))
        for action in ("adjust 0 position space/dungeon/tunnel-2", "roll 3", "move space/dungeon/guard-room"):
            assert app.do(action), action
        app.show("turn")
        pump(2)
        heading = app.page("turn").heading
        assert heading == "Ann: play Guard Room by hand: correct what it changes, then say done"
        assert "adjust" not in heading and "guard-room" not in heading
        press(app, "Done")
        game = app.controller.session.game
        assert game.state.current == 1 and game.decision.kind == "roll"  # Bob's turn: his move


def test_free_tracking_with_the_dungeon_puts_a_character_and_a_card_in_it(tmp_path):
    """Free tracking: nothing blocks the table. Ann is put on the Cavern by hand from the Board
    screen, and a Dungeon card entered there lies on it; undo takes the card back."""
    with running_app(tmp_path) as app:
        app.new_game(TableSetup(players=PLAYERS, mode="free", seed=6, expansions=("reaper", "dungeon")))
        app.show("board")
        board = app.page("board")
        cavern = "space/dungeon/cavern"
        board.buttons[cavern].dispatch("on_release")
        pump(2)
        press(app, "Put Ann here by hand")
        table = app.controller.session.table
        assert table.players[0].space == cavern
        assert "Ann" in board.buttons[cavern].text
        app.show_cards()
        cards = app.page("cards")
        pump(3)
        assert all(r["card"].startswith("dungeon/") for r in cards.results.data)
        cards.enter("dungeon/cave-in")
        pump(2)
        assert "dungeon/cave-in" in app.controller.session.table.cards[cavern]
        app.show("board")
        pump(2)
        assert "[1 card]" in board.buttons[cavern].text
        app.undo()
        assert not app.controller.session.table.cards.get(cavern)
