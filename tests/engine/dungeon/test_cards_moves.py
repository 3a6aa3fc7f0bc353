"""The Dungeon's cards and abilities that change a move (engine/handlers/dungeon/cards_moves.py),
each test quoting the card or the FAQ."""

from __future__ import annotations

import content
from engine import Game, Setup
from tests.engine.dungeon.dungeon_cards_helpers import named, scores, value
from tests.engine.engine_helpers import legal, play, without_spells

TUNNEL_3, TUNNEL_5 = "space/dungeon/tunnel-3", "space/dungeon/tunnel-5"
HALL = "space/dungeon/hall-of-darkness"
FIELD = "space/outer/fields-2"


def _move(catalogue: content.Catalogue, who: str, where: str, *prep: str) -> Game:
    """Player 0 (``who``) on ``where``, his turn beginning (nobody holds Spells)."""
    game = without_spells(
        Game.new(Setup.of(who, "character/monk", seed=1, expansions=("dungeon",)), catalogue)
    )
    play(game, f"adjust 0 position {where}", *prep, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    return game


def test_the_torch_a_second_die_in_the_dungeon(catalogue: content.Catalogue) -> None:
    """Torch: "When you move in the Dungeon you may roll 2 dice and move by the one you pick" (our
    data's words); FAQ Torch: "Can a character use the Torch to roll 2 dice for movement in the
    Hall of Darkness? A: No." """
    torch = named(catalogue, "dungeon/torch")
    game = _move(catalogue, "character/thief", TUNNEL_3, f"adjust {torch} 0")
    play(game, "roll 1")
    assert f"use {torch}" in legal(game)
    play(game, f"use {torch}", "roll 4")
    assert legal(game) == {"choose 1", "choose 4"}
    play(game, "choose 4")
    assert game.decision.kind == "move" and "rolled 4" in game.decision.prompt
    game = _move(catalogue, "character/thief", HALL, f"adjust {torch} 0")
    play(game, "roll 1")
    assert f"use {torch}" not in legal(game)
    game = _move(catalogue, "character/thief", "space/outer/fields-2", f"adjust {torch} 0")
    play(game, "roll 1")
    assert f"use {torch}" not in legal(game)  # not in the Dungeon


def test_the_amazon_two_dice_for_her_move(catalogue: content.Catalogue) -> None:
    """The Amazon: "You may roll 2 dice for your move and use whichever one you like" (our data's
    words); FAQ Grim Reaper Q2: the Reaper moves only if she uses the 1."""
    game = _move(catalogue, "character/amazon", "space/outer/fields-2")
    play(game, "roll 1", "use character/amazon", "roll 5", "choose 5")
    assert "rolled 5" in game.decision.prompt


def test_amulet_of_speed_a_one_again_or_a_six_anywhere_in_the_region(catalogue: content.Catalogue) -> None:
    """Amulet of Speed: "Whenever you roll a 1 for your move, you may reroll the die. If you roll a 6
    for your move, you may discard the Amulet of Speed and teleport to any other space in the same
    Region." """
    amulet = "dungeon/amulet-of-speed"
    game = _move(catalogue, "character/thief", "space/outer/fields-2", f"adjust {amulet} 0")
    play(game, "roll 1", f"use {amulet}", "roll 3")
    assert "rolled 3" in game.decision.prompt and f"use {amulet}" not in legal(game)
    game = _move(catalogue, "character/thief", "space/outer/fields-2", f"adjust {amulet} 0")
    play(game, "roll 6", f"use {amulet} space/outer/city")
    ch = game.state.players[0]
    assert ch.position == "space/outer/city" and amulet not in ch.objects


def test_weighted_dice_the_move_or_the_attack_set(catalogue: content.Catalogue) -> None:
    """Weighted Dice: "Play them in place of rolling the die for a move or an attack roll, and set
    that die to the number you want. Then discard the Weighted Dice" (our data's words)."""
    dice = "dungeon/weighted-dice"
    game = _move(catalogue, "character/thief", "space/outer/fields-2", f"adjust {dice} 0")
    assert f"use {dice} 5" in legal(game) and "begin" in legal(game)
    play(game, f"use {dice} 5")
    assert "rolled 5" in game.decision.prompt and dice not in game.state.players[0].objects
    gnoll = named(catalogue, "dungeon/gnoll")
    game = _move(
        catalogue, "character/thief", "space/outer/tavern", f"adjust {dice} 0", f"adjust {gnoll} {FIELD}"
    )
    play(game, "begin", "roll 1", f"move {FIELD}")  # the die rolled for the move, the Dice kept
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    base = value(game, "strength")
    events = play(game, f"use {dice} 6", "roll 1", "roll 1")
    assert scores(events)[0] == base + 6
