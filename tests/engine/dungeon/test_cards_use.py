"""The Dungeon's carried cards used when their holder likes (their ``use`` data), each test
quoting the card it checks."""

from __future__ import annotations

import content
from engine import Game
from engine.handlers.dungeon import cards_use
from tests.engine.dungeon.dungeon_cards_helpers import dungeon_game, meet, named, scores, value
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn


def _turn_begins(catalogue: content.Catalogue, *prep: str) -> Game:
    game = dungeon_game(catalogue)
    play(game, *prep, "adjust turn 0")
    return game


def test_elixir_of_rage_three_strength_for_the_turn(catalogue: content.Catalogue) -> None:
    """Elixir of Rage: drink it whenever you like and roll 1 die: "1-2 ... lose 1 life; 3-6 ... add
    3 to your Strength until the end of the turn", then it is discarded (the card, in our data's
    words). Offered as a battle is prepared."""
    rage = "dungeon/elixir-of-rage"
    game = meet(catalogue, named(catalogue, "dungeon/gnoll"), prep=(f"adjust {rage} 0",), fight=False)
    base = value(game, "strength")
    assert f"use {rage}" in legal(game)
    play(game, f"use {rage}", "roll 4")
    assert value(game, "strength") == base + 3 and rage not in game.state.players[0].objects
    assert scores(play(game, "roll 1", "roll 1"))[0] == base + 3 + 1  # (nothing more to choose: it is fought)
    game = _turn_begins(catalogue, "adjust dungeon/elixir-of-wrath 0")
    lives = game.state.players[0].lives
    play(game, "use dungeon/elixir-of-wrath", "roll 2")
    assert game.state.players[0].lives == lives - 1 and not game.state.players[0].objects


def test_the_turns_strength_goes_as_the_turn_ends(catalogue: content.Catalogue) -> None:
    """Elixir of Rage: "until the end of the turn"."""
    game = _turn_begins(catalogue, "adjust dungeon/elixir-of-rage 0")
    base = value(game, "strength")
    play(game, "use dungeon/elixir-of-rage", "roll 6")
    assert value(game, "strength") == base + 3
    finish_turn(game)
    assert value(game, "strength", 0) == base


def test_chest_a_die_against_the_craft(catalogue: content.Catalogue) -> None:
    """Chest: "roll 1 die. At most your Craft, you find 3 gold; higher, a poisoned needle pricks you
    and you lose 1 life. Either way the Chest falls apart" (our data's words)."""
    game = _turn_begins(catalogue, "adjust dungeon/chest 0", "adjust 0 gold 0")
    play(game, "use dungeon/chest", "roll 1")
    assert game.state.players[0].gold == 3 and not game.state.players[0].objects
    game = _turn_begins(catalogue, "adjust dungeon/chest 0")
    lives = game.state.players[0].lives
    play(game, "use dungeon/chest", "roll 6")
    assert game.state.players[0].lives == lives - 1


def test_casket_its_die_chart(catalogue: content.Catalogue) -> None:
    """Casket: "4: you find 2 gold ... 6: you find a Talisman. Then the Casket falls apart" (our
    data's words)."""
    game = _turn_begins(catalogue, "adjust dungeon/casket 0", "adjust 0 gold 0")
    play(game, "use dungeon/casket", "roll 4")
    assert game.state.players[0].gold == 2 and not game.state.players[0].objects
    game = _turn_begins(catalogue, "adjust dungeon/casket 0")
    play(game, "use dungeon/casket", "roll 6")
    assert [c.split("#")[0] for c in game.state.players[0].objects] == ["talisman/talisman"]


def test_blood_stone_once_a_turn_with_two_lives(catalogue: content.Catalogue) -> None:
    """Blood Stone: "If you have 2 or more lives, you may lose 1 life during your turn to roll 1 die:
    ... 4) Gain 1 fate ... You may only do this once per turn." """
    stone = "dungeon/blood-stone"
    game = _turn_begins(catalogue, f"adjust {stone} 0", "adjust 0 fate 0")
    lives = game.state.players[0].lives
    play(game, f"use {stone}", "roll 4")
    ch = game.state.players[0]
    assert ch.lives == lives - 1 and ch.fate == 1 and stone in ch.objects
    assert f"use {stone}" not in legal(game)  # once a turn
    game = _turn_begins(catalogue, f"adjust {stone} 0", "adjust 0 lives 1")
    assert f"use {stone}" not in legal(game)  # one life is not enough


def test_book_of_diablerie_a_follower_for_a_spell(catalogue: content.Catalogue) -> None:
    """Book of Diablerie: "once in each of your turns you may give up 1 Follower to draw 1 Spell"
    (our data's words)."""
    guide = named(catalogue, "adventure/guide")
    game = _turn_begins(catalogue, "adjust dungeon/book-of-diablerie 0", f"adjust {guide} 0")
    play(game, "use dungeon/book-of-diablerie")
    assert legal(game) == {f"discard {guide}"}
    play(game, f"discard {guide}")
    assert game.decision.kind == "draw"
    play(game, sorted(legal(game))[0])
    ch = game.state.players[0]
    assert not ch.followers and len(ch.spells) == 1
    game = _turn_begins(catalogue, "adjust dungeon/book-of-diablerie 0")
    assert "use dungeon/book-of-diablerie" not in legal(game)  # no Follower to give


def test_the_usable_list_is_the_datas(catalogue: content.Catalogue) -> None:
    """The hooks wait for exactly the cards whose data has a ``use``."""
    assert set(cards_use.USABLE) == {
        c.id for c in catalogue if getattr(c, "use", None) and c.id.startswith("dungeon/")
    }
