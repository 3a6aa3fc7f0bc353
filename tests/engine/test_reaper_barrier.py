"""The Reaper's Barrier Spell (card text, content/data/reaper/spells.yaml: nobody may enter its
space or pass over it until the caster's next turn begins; digital rulebook FAQ, Crossing
Regions): the movement roll, cards that send a character to a space, jumps within a Region and
the Grim Reaper and Werewolf figures."""

from __future__ import annotations

from engine.handlers.blood_moon.figure import WEREWOLF
from engine.handlers.reaper.figure import REAPER
from engine.steps import push_steps
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import until
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game
from tests.engine.spaces_helpers import before
from tests.engine.test_reaper_battle import FIELD

TAVERN, RUINS, PLAINS_3 = "space/outer/tavern", "space/outer/ruins", "space/outer/plains-3"
CITY, CRYPT = "space/outer/city", "space/inner/crypt"


def _barrier_on(catalogue, space: str):
    """The Thief (player 0) casts Barrier on ``space`` as his turn begins, on the Fields by the
    Tavern; the Warrior stands on the Village."""
    game = reaper_game(catalogue)
    play(game, f"adjust 0 position {FIELD}", "adjust 1 position space/outer/village")
    play(game, "adjust spell/barrier 0", "adjust turn 0")
    play(game, f"cast spell/barrier {space}")
    while game.decision.kind == "counter":
        play(game, "pass")
    return game


def test_barrier_only_where_no_other_character_stands(catalogue) -> None:
    """Card text, Barrier: a space of the caster's Region with no other character on it."""
    game = reaper_game(catalogue)
    play(game, f"adjust 0 position {FIELD}", "adjust 1 position space/outer/village")
    play(game, "adjust spell/barrier 0", "adjust turn 0")
    casts = {a for a in legal(game) if a.startswith("cast spell/barrier")}
    assert f"cast spell/barrier {RUINS}" in casts and "cast spell/barrier space/outer/village" not in casts
    assert not any("space/middle/" in a or "space/inner/" in a for a in casts)


def test_barrier_bars_landing_and_passing(catalogue) -> None:
    """Card text, Barrier: nobody may move onto the space or over it until the caster's next
    turn begins; digital rulebook FAQ, Rules clarifications, Crossing Regions (the Barrier
    bars a space a figure could otherwise cross)."""
    game = _barrier_on(catalogue, RUINS)
    assert RUINS in game.state.board and "spell/barrier" in game.state.board[RUINS]
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 2")
    moves = {a for a in legal(game) if a.startswith("move ")}
    assert moves == {"move space/outer/plains-2"}  # the Ruins lie one space on, in the way
    play(game, "move space/outer/plains-2")
    finish_turn(game)
    play(game, f"adjust 1 position {PLAINS_3}", "adjust turn 1")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1")
    assert {a for a in legal(game) if a.startswith("move ")} == {"move space/outer/forest"}


def test_barrier_lifts_as_the_casters_next_turn_begins(catalogue) -> None:
    """Card text, Barrier: until the caster's next turn begins; then it is discarded."""
    game = _barrier_on(catalogue, RUINS)
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 2", "move space/outer/plains-2")
    finish_turn(game)
    assert game.state.current == 1 and "barrier" in game.state.markers
    finish_turn(game)
    assert game.state.current == 0 and "barrier" not in game.state.markers
    assert RUINS not in game.state.board and "spell/barrier" in game.state.discards["spell"]


def test_barrier_stops_a_card_that_sends_a_character_onto_it(catalogue) -> None:
    """Card text, Barrier: nobody may enter the space, so a card sending a character there (the
    Imp: a 4 is the Ruins, core Adventure cards) leaves him where he is; a 3 still sends him to
    the Tavern."""
    for die, where in ((4, "space/outer/plains-2"), (3, TAVERN)):
        game = _barrier_on(catalogue, RUINS)
        play(game, "adjust adventure/imp space/outer/plains-2")
        if game.decision.kind == "begin":
            play(game, "begin")
        play(game, "roll 2", "move space/outer/plains-2")
        if game.decision.kind == "encounter":
            play(game, "encounter space")
        events = play(game, f"roll {die}")
        assert game.state.players[0].position == where
        assert ("barred_stay 0 " + RUINS in events) == (die == 4)


def test_barrier_stops_the_patrol_marching_him_home(catalogue) -> None:
    """Card texts, Barrier and Patrol: the Patrol sends a character to his starting space, and
    nobody may enter the Barrier's space, so with the Barrier there he stays where he is."""
    game = reaper_game(catalogue)
    home = game.cat[game.state.players[0].character].start
    game = _barrier_on(catalogue, home)
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 2")
    there = sorted(a for a in legal(game) if a.startswith("move "))[0].split()[1]
    play(game, f"move {there}")
    events = play(game, "draw adventure/patrol")
    assert game.state.players[0].position == there and f"barred_stay 0 {home}" in events


def test_barrier_space_is_not_offered_by_a_jump_within_the_region(catalogue) -> None:
    """Card text, Barrier: nobody may enter its space; the Werewolf's chart moving a character
    to another space of his Region (digital rulebook, Prowling Werewolf) leaves it out."""
    game = _barrier_on(catalogue, RUINS)
    push_steps(game, 0, [{"handler": "figure/werewolf/move-character"}], WEREWOLF)
    game._settle()
    assert game.decision.kind == "teleport"
    spaces = {a.split()[1] for a in legal(game)}
    assert RUINS not in spaces and TAVERN in spaces and FIELD not in spaces


def test_barrier_stops_the_grim_reaper(catalogue) -> None:
    """Card text, Barrier: "nobody" moves onto the space or over it; the figures are no
    characters, but the card names nobody in particular, so the Grim Reaper goes round it too
    (our reading, in the card's source; digital rulebook, Grim Reaper: he moves like a character)."""
    game = _barrier_on(catalogue, RUINS)
    play(game, f"adjust reaper {PLAINS_3}")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1", f"move {TAVERN}")  # a natural 1: the figures move once the turn is over
    until(game, "figures")
    play(game, f"choose {REAPER}", "roll 2")
    assert legal(game) == {"move space/outer/fields-3"}  # not the Tavern, over the Ruins
    play(game, "move space/outer/fields-3")
    assert game.state.figures.get("figure/grim-reaper") == "space/outer/fields-3"


def test_barrier_keeps_a_character_in_the_crypt(catalogue) -> None:
    """Card text, Barrier: nobody may enter its space. The Crypt sends a character out by three
    dice minus his Strength (core rules, Crypt: 6 or more, the City); with the Barrier on the
    City he stays in the Crypt instead."""
    game = reaper_game(catalogue)
    play(game, f"adjust 0 position {before(game, CRYPT)}", "adjust 1 craft 4")
    play(game, "adjust 1 position space/outer/village", "adjust spell/barrier 1", "adjust turn 1")
    play(game, f"cast spell/barrier {CITY}")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert "barrier" in game.state.markers
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, f"move {CRYPT}")
    events = play(game, "roll 6", "roll 6", "roll 6")
    assert game.state.players[0].position == CRYPT and f"barred_stay 0 {CITY}" in events


def test_barrier_space_is_not_offered_by_the_tavern_wizard(catalogue) -> None:
    """Card text, Barrier: nobody may enter its space; the Tavern's wizard (core rules, Tavern:
    a 5 teleports you to any Outer Region space instead of your next move) cannot put the
    character there while it lasts."""
    game = reaper_game(catalogue)
    land_at(
        game, 0, TAVERN, "adjust 1 craft 4", "adjust spell/barrier 1", "adjust 1 position space/outer/crags"
    )
    play(game, "roll 5")  # the wizard: the Thief's turn ends there
    assert game.state.current == 1
    play(game, f"cast spell/barrier {RUINS}")
    while game.decision.kind == "counter":
        play(game, "pass")
    finish_turn(game)
    assert game.state.current == 0 and "barrier" in game.state.markers
    assert game.decision.kind == "instead"
    moves = {a for a in legal(game) if a.startswith("move ")}
    assert "move space/outer/crags" in moves and f"move {RUINS}" not in moves
