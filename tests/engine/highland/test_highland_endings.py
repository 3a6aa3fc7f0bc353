"""The Highland's Alternative Endings (engine/handlers/highland/endings.py): what the sources give of
them. Only the Hand of Doom's die and its 1 are known (a player's report of the hidden ending;
digital rulebook FAQ "Hand of Doom" for the 2 to 5); the rest is the table's, from the card."""

from __future__ import annotations

import content
from engine import Game, Setup
from tests.engine.engine_helpers import play
from tests.engine.highland.highland_card_helpers import BOX, MONK, THIEF

DOOM = "ending/hand-of-doom"


def _doom_game(catalogue: content.Catalogue) -> Game:
    game = Game.new(Setup.of(THIEF, MONK, seed=1, expansions=(BOX,), options={"ending": "hidden"}), catalogue)
    play(game, f"draw {DOOM}")
    return game


def _crown(game: Game) -> list[str]:
    """Player 0 steps onto the Crown of Command from the Valley of Fire."""
    events = play(game, "adjust 0 position space/inner/valley-of-fire", "adjust turn 0")
    if game.decision.kind == "begin":
        events += play(game, "begin")
    return events + play(game, "move space/inner/crown-of-command")


def test_hand_of_doom_a_one_and_everyone_loses(catalogue: content.Catalogue) -> None:
    """Hand of Doom (a player's report): at the Crown of Command "you have to roll a die. You roll
    a 1 and... everyone has lost the game." """
    game = _doom_game(catalogue)
    _crown(game)
    assert game.decision.kind == "roll"
    play(game, "roll 1")
    if game.decision.kind == "fate":  # (a fate may be paid to roll it again)
        play(game, "accept")
    assert game.state.winner == -1


def test_hand_of_doom_another_result_is_the_tables(catalogue: content.Catalogue) -> None:
    """Digital rulebook FAQ, "Hand of Doom": after a result of 2 to 5 is resolved the character may
    pick up what lies on the Crown; what each result does is on the card: the table plays it."""
    game = _doom_game(catalogue)
    _crown(game)
    events = play(game, "roll 3")
    if game.decision.kind == "fate":
        events += play(game, "accept")
    assert game.state.winner is None
    assert game.decision.kind == "by_hand" and "3" in game.decision.prompt
    assert any(e.startswith("by_hand") for e in events)
