"""The Reaper's rules a table met by hand before (``reaper_index.BY_HAND``), each played now:
Cerberus cannot be evaded, Barrier, Alteration, Reflection, Orb of Destiny, Misdirection in
the Inner Region (card rules in content/data/reaper/; digital rulebook FAQ, The Reaper)."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game
from tests.engine.test_reaper_battle import FIELD, battle

EVADING = ("evade", "cast spell/invisibility", "cast spell/immobility#1", "cast spell/cloak-of-shadows")
FIGHT_CERBERUS = {"fight", "use adventure/cerberus craft"}  # by Strength or by Craft, nothing else
SPELLS = ("adjust spell/invisibility 0", "adjust spell/immobility#1 0", "adjust spell/cloak-of-shadows 0")


def _evasions(game) -> set[str]:
    return {a for a in legal(game) if a.startswith(EVADING)}


def test_cerberus_cannot_be_evaded_by_spells(catalogue) -> None:
    """Card text, Cerberus (content/data/reaper/adventure/enemies.yaml): he cannot be evaded;
    digital rulebook FAQ, The Reaper: Cerberus. Invisibility, Immobility and Cloak of Shadows,
    all offered against another Enemy, are not against him (he may still be fought by Craft)."""
    prep = ("adjust 0 craft 6", *SPELLS)
    other = battle(catalogue, "adventure/ape", prep=prep, fight=False)
    assert _evasions(other) == {a.replace("adjust", "cast").removesuffix(" 0") for a in SPELLS}
    game = battle(catalogue, "adventure/cerberus", prep=prep, fight=False)
    assert game.decision.kind == "battle" and legal(game) == FIGHT_CERBERUS


def _invisible_against(catalogue, enemy: str):
    """Invisibility was cast earlier this turn (it lets every later creature be evaded)."""
    game = reaper_game(catalogue, "character/thief", "character/monk")
    game.state.players[0].effects = ("spell/invisibility",)
    land_at(game, 0, FIELD, f"adjust {enemy} {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    return game


def test_cerberus_cannot_be_evaded_once_invisible(catalogue) -> None:
    """Card text, Cerberus: an Invisibility cast earlier in the turn does not reach him."""
    assert "evade" in legal(_invisible_against(catalogue, "adventure/ape"))
    assert legal(_invisible_against(catalogue, "adventure/cerberus")) == FIGHT_CERBERUS


# --- Barrier ------------------------------------------------------------------------------------

TAVERN, RUINS, PLAINS_3 = "space/outer/tavern", "space/outer/ruins", "space/outer/plains-3"


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
