"""The Living Doll and the Ghostwood Wand (issue 13, item 3). Rules: the cards as the data
restates them (content/data/blood-moon/adventure/magic-objects.yaml) and the core rules'
"Ditching" and "Objects"; the City's Alchemist buys any Object for 1 gold (board.yaml). The Doll
must be taken, as the digital rulebook's "Followers That You Must Take" says for such cards."""

from __future__ import annotations

import pytest

from engine import invariants
from engine.errors import IllegalAction
from tests.engine.adventure_scenes import meet
from tests.engine.blood_moon_helpers import FIELDS, moon_game
from tests.engine.engine_helpers import land_on, legal, play

DOLL, WAND, AXE = "adventure/living-doll", "adventure/ghostwood-wand", "adventure/axe"


def test_taking_the_living_doll_ditches_the_other_objects(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {AXE} 0", f"adjust {DOLL} {FIELDS}")
    play(game, f"take {DOLL}")
    assert game.state.players[0].objects == (DOLL,)
    assert AXE in game.state.board[FIELDS] and not invariants.violations(game)


def test_no_object_can_be_taken_while_the_doll_is_held(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {DOLL} 0", f"adjust {AXE} {FIELDS}")
    assert f"take {AXE}" not in legal(game)
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {AXE} {FIELDS}")
    assert f"take {AXE}" in legal(game)


def test_the_living_doll_must_be_taken_first(catalogue) -> None:
    """Met with an Axe on the space: the Doll is the only choice (no "done"); once it is
    held the Axe cannot be taken, and the encounter goes on."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust {AXE} {FIELDS}", f"adjust {DOLL} {FIELDS}")
    assert legal(game) == {f"take {DOLL}"}
    play(game, f"take {DOLL}")
    assert game.state.players[0].objects == (DOLL,) and game.state.board[FIELDS] == (AXE,)
    assert game.decision.kind != "take" and f"take {AXE}" not in legal(game)


def test_the_living_doll_cannot_be_ditched(catalogue) -> None:
    game = moon_game(catalogue)
    play(game, f"adjust {DOLL} 0", f"adjust {AXE} 1")
    assert not game.is_legal(f"ditch {DOLL}") and game.is_legal(f"ditch {AXE}")
    with pytest.raises(IllegalAction, match="cannot be ditched"):
        play(game, f"ditch {DOLL}")
    assert game.state.players[0].objects == (DOLL,)


def test_an_object_got_while_the_doll_is_held_is_ditched(catalogue) -> None:
    """Market Day's Shield, bought by the Doll's holder, is left on their space; the other
    character keeps the Helmet they buy."""
    game = moon_game(catalogue)
    play(game, f"adjust {DOLL} 0", "adjust 0 gold 2", "adjust 1 gold 1")
    meet(game, "adventure/market-day")
    play(game, "buy purchase/shield")
    assert game.state.players[0].objects == (DOLL,)
    assert any(c.startswith("purchase/shield") for c in game.state.board[FIELDS])
    play(game, "buy purchase/helmet")
    assert any(c.startswith("purchase/helmet") for c in game.state.players[1].objects)
    assert not invariants.violations(game)


def test_the_ghostwood_wand_draws_a_spell_for_each_spirit_discarded(catalogue) -> None:
    """A Spirit (the Duskwood Wraith) poured away by Holy Water goes to the discard pile: the
    Wand's holder draws a Spell as the next turn starts (the Priest: Craft 4, none held)."""
    game = moon_game(catalogue, "character/priest", "character/wizard")
    prep = (
        f"adjust {WAND} 0",
        "adjust adventure/holy-water 0",
        f"adjust adventure/duskwood-wraith#1 {FIELDS}",
    )
    land_on(game, 0, FIELDS, *prep)
    play(game, "use adventure/holy-water")
    assert game.state.markers["wand/0"] == 1
    while game.decision.kind != "draw" or not game.decision.is_chance:
        play(game, sorted(legal(game))[0] if "end" not in legal(game) else "end")
    assert "wand/0" not in game.state.markers
    before = len(game.state.players[0].spells)
    play(game, sorted(legal(game))[0])
    assert len(game.state.players[0].spells) == before + 1
