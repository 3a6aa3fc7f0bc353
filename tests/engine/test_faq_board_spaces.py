"""FAQ answers about the board spaces that no other test file plays yet (digital rulebook,
"FAQ & Errata", Q&A, "Board spaces"): the Crown of Command, the Warlock's Cave and the
Talisman needed for the Valley of Fire. docs/faq-coverage.md maps every answer to its test."""

from __future__ import annotations

from engine import movement
from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for, land

CROWN = "space/inner/crown-of-command"
CAVE = "space/middle/warlocks-cave"


def test_crown_q2_an_ability_may_replace_the_attack(catalogue) -> None:
    """FAQ, Board spaces, Crown of Command Q2: meeting another character on the Crown, the
    Sorceress may attack him or use her ability on him instead (beguiling, or psychic combat)."""
    game = game_for(catalogue, hero="character/sorceress", other="character/assassin")
    play(game, f"adjust 1 position {CROWN}", f"adjust 0 position {CROWN}", "adjust turn 0")
    options = legal(game)
    assert game.decision.kind == "encounter"
    assert {"encounter character/assassin", "use beguile character/assassin"} <= options
    assert "encounter character/assassin psychic" in options
    play(game, "use beguile character/assassin", "roll 4")  # 4-6 beguiles an evil character
    assert game.decision.kind == "take"  # a gold or an Object from him, and no attack after
    assert not any(a.startswith("encounter") for a in legal(game))


def test_warlock_q1_back_at_the_cave_the_turn_simply_ends(catalogue) -> None:
    """FAQ, Board spaces, Warlock's Cave Q1: sent back to the Cave with a quest done, the
    character takes his Talisman and stops there: no new quest, no meeting the character who
    stands on the Cave."""
    game = game_for(catalogue)
    land(game, CAVE)
    play(game, "choose 2", "roll 3")  # give up a Follower: none yet, the quest waits
    assert game.state.players[0].quest == "give-follower"
    play(
        game,
        f"adjust 1 position {CAVE}",
        "adjust 0 position space/middle/oasis",
        "adjust adventure/prince 0",
        "adjust turn 0",
    )
    thief, dwarf = game.state.players
    assert thief.position == CAVE == dwarf.position
    assert thief.quest is None and any(o.startswith("talisman/") for o in thief.objects)
    assert game.state.current == 1 and dwarf.lives == 5 and thief.lives == 4


def test_cursed_glade_note_the_valley_needs_a_talisman_even_to_meet_a_character(catalogue) -> None:
    """FAQ, Board spaces, Cursed Glade (its note on the Talisman space): a character standing
    in the Valley of Fire does not open the way; without a Talisman nobody steps in, and with
    one the step is there."""
    game = game_for(catalogue)
    before = next(s for s in game.space(movement.VALLEY).neighbours if s != movement.CROWN)
    play(game, f"adjust 1 position {movement.VALLEY}", f"adjust 0 position {before}")
    assert movement.VALLEY not in movement.steps(game, 0)
    play(game, "adjust talisman/talisman#1 0")
    assert movement.VALLEY in movement.steps(game, 0)
