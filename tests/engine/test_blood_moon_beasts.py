"""The Balefire Dragon and the Headless Horseman (issue 13, item 3). Rules: the cards as the
data restates them (content/data/blood-moon/adventure/enemies.yaml) and the core rules'
"Battles"; by Day a creature's attack score is 1 lower (digital rulebook, "Time Card")."""

from __future__ import annotations

from engine import Game, invariants
from tests.engine.blood_moon_helpers import FIELDS, fight, moon_game
from tests.engine.engine_helpers import land_on, play

BALEFIRE, HORSEMAN = "adventure/balefire-dragon", "adventure/headless-horseman"
PLAINS, MIDDLE = "space/outer/plains-1", "space/middle/hills"


def test_the_balefire_breath_burns_the_region_at_or_above_your_craft(catalogue) -> None:
    """The Wizard (Craft 5) sees a 6 breathed: the Axe elsewhere in the Outer Region burns, the
    Middle Region keeps its card; then the battle (2 + 6 against 7 + 6 - 1, lost)."""
    game = moon_game(catalogue)
    prep = (f"adjust adventure/axe {PLAINS}", f"adjust adventure/helmet {MIDDLE}")
    events = fight(game, BALEFIRE, mine=6, theirs=6, prep=prep)
    assert "breath 0 adventure/balefire-dragon" in events
    assert "adventure/axe" in game.state.discards["adventure"]
    assert game.state.board[MIDDLE] == ("adventure/helmet",)
    assert "attack_scores 0 8 12" in events and BALEFIRE in game.state.board[FIELDS]
    assert not invariants.violations(game)


def test_a_breath_below_your_craft_burns_nothing(catalogue) -> None:
    game = moon_game(catalogue)
    events = fight(game, BALEFIRE, mine=4, theirs=1, prep=(f"adjust adventure/axe {PLAINS}",))
    assert not any(e.startswith("breath") for e in events)
    assert game.state.board[PLAINS] == ("adventure/axe",)
    assert any(e.startswith("attack_scores 0") for e in events)  # the battle follows the breath


def test_the_headless_horseman_rides_after_the_character_he_beat(catalogue) -> None:
    """Beaten in psychic combat (Craft 5 + 1 against 5 + 6 - 1), the Wizard ends his next move
    on the first Plains: the Horseman is there before the encounter, and must be fought."""
    game = moon_game(catalogue)
    fight(game, HORSEMAN, mine=1, theirs=6)
    assert game.state.players[0].lives == 3 and HORSEMAN in game.state.board[FIELDS]
    events = land_on(game, 0, PLAINS)
    assert f"card_moved {HORSEMAN} {PLAINS}" in events
    assert FIELDS not in game.state.board and HORSEMAN in game.state.board[PLAINS]
    assert game.decision.kind == "roll"  # the battle with him is under way


def test_the_horseman_rides_once(catalogue) -> None:
    game = moon_game(catalogue)
    fight(game, HORSEMAN, mine=1, theirs=6)
    land_on(game, 1, PLAINS)  # another player's move: he stays
    assert HORSEMAN in game.state.board[FIELDS]


def test_an_undone_breath_redone_burns_the_cards_in_the_same_order(catalogue) -> None:
    """Undo gives back the state exactly, the order of the board's spaces too: the breath
    discards the Region's cards space by space (the card as the data restates it), so a redone
    breath must lay the discard pile as the first one did, as a replay of the log does
    (a random playout's undo and redo found the pile in another order)."""
    game = moon_game(catalogue)
    prep = (f"adjust adventure/axe {PLAINS}", "adjust adventure/helmet space/outer/woods-1")
    land_on(game, 0, FIELDS, f"adjust {BALEFIRE} {FIELDS}", *prep)
    play(game, "roll 6")
    if not game.decision.is_chance:  # the Wizard may spend Fate on the breath: he keeps it
        play(game, "accept")
    burnt = game.state.discards["adventure"]
    assert burnt[-2:] == ("adventure/axe", "adventure/helmet")
    board = list(game.state.board)
    game.undo()
    game.redo()
    assert game.state.discards["adventure"] == burnt
    assert list(game.state.board) == board
    assert Game.replay(game.setup, game.log, catalogue).state.to_json() == game.state.to_json()
