"""Magic Shell (the Dungeon's Spell), each test quoting the card's facts: cast on yourself at the
start or the end of your turn; until your next turn starts no Spell or Magic Object affects you,
the Command Spell included; but you cast no Spell and use no Magic Object either until then."""

from __future__ import annotations

import content
from engine import Game
from engine.handlers.core.spaces_inner import cast_command_spell
from tests.engine.dungeon.dungeon_cards_helpers import dungeon_game, named, value
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn

SHELL = "spell/magic-shell"
BELT = "adventure/magic-belt"  # a Magic Object: 1 Strength, always


def shelled(catalogue: content.Catalogue, *prep: str) -> tuple[Game, str]:
    """Player 0's turn begins holding the Magic Shell (after ``prep``); he casts it."""
    game = dungeon_game(catalogue)
    card = named(catalogue, SHELL)
    play(game, "adjust 0 craft 3", *prep, f"adjust {card} 0", "adjust turn 0")
    while game.decision.player == 1:  # (the other player may cast on him first: he passes)
        play(game, "pass")
    assert f"cast {card}" in legal(game)
    play(game, f"cast {card}")
    return game, card


def test_cast_at_the_start_or_the_end_of_his_turn(catalogue: content.Catalogue) -> None:
    """ "Cast on yourself at the start or end of your turn": offered as the turn begins and as it
    ends, and on nobody else."""
    game = dungeon_game(catalogue)
    card = named(catalogue, SHELL)
    play(game, "adjust 0 craft 3", f"adjust {card} 0", "adjust turn 0")
    assert {a for a in legal(game) if a.startswith("cast")} == {f"cast {card}"}
    play(game, "begin", "roll 3")
    while game.decision.kind != "end_turn" and game.state.current == 0:
        play(game, sorted(a for a in legal(game) if not a.startswith(("cast", "adjust")))[0])
    assert f"cast {card}" in legal(game)


def test_no_spell_of_another_touches_him(catalogue: content.Catalogue) -> None:
    """ "No Spells or Magic Objects will affect you until the start of your next turn": the
    Weakness Spell of the next player finds no target in him (it does, without the Shell)."""
    weakness = "spell/weakness"
    game, _ = shelled(
        catalogue, "adjust 0 strength 3", f"adjust {named(catalogue, weakness)} 1", "adjust 1 craft 3"
    )
    finish_turn(game)
    assert game.state.current == 1
    me = game.state.players[0].character
    assert not any(a.startswith(f"cast {weakness}") and a.endswith(me) for a in legal(game))
    game = dungeon_game(catalogue)
    play(
        game,
        "adjust 0 strength 3",
        f"adjust {named(catalogue, weakness)} 1",
        "adjust 1 craft 3",
        "adjust turn 1",
    )
    assert any(a.startswith(f"cast {weakness}") and a.endswith(me) for a in legal(game))


def test_not_the_command_spell_either(catalogue: content.Catalogue) -> None:
    """ "...including the Command Spell": the Command Spell takes a life from every other
    character but him."""
    game, _ = shelled(catalogue, "adjust 0 lives 4", "adjust 1 lives 4")
    lives = [c.lives for c in game.state.players]
    cast_command_spell(game, 1)
    assert [c.lives for c in game.state.players] == [lives[0], lives[1]]
    game.state_edited()
    game2 = dungeon_game(catalogue)
    before = game2.state.players[0].lives
    cast_command_spell(game2, 1)
    assert game2.state.players[0].lives == before - 1


def test_he_casts_no_spell_until_his_next_turn(catalogue: content.Catalogue) -> None:
    """ "However, you cannot cast any Spells or use any Magic Objects until the start of your
    next turn": the Strength Spell he holds is not offered, until his next turn starts."""
    strength = named(catalogue, "spell/strength")
    game, _ = shelled(catalogue, "adjust 0 craft 4", f"adjust {strength} 0")
    assert not any(a.startswith("cast") for a in legal(game))
    finish_turn(game)
    finish_turn(game)
    assert game.state.current == 0
    assert f"cast {strength}" in legal(game)


def test_his_magic_objects_do_not_work_until_his_next_turn(catalogue: content.Catalogue) -> None:
    """ "...or use any Magic Objects until the start of your next turn": the Magic Belt's
    Strength does not count while the Shell lasts, and counts again as his next turn starts."""
    game, _ = shelled(catalogue, f"adjust {BELT} 0")
    without = value(game, "strength")
    game.state_edited()
    finish_turn(game)
    assert value(game, "strength") == without
    finish_turn(game)
    assert game.state.current == 0 and value(game, "strength") == without + 1
