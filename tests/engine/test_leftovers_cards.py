"""Leftovers of issue 4: cards, Spells and abilities checked against their text and the
digital rulebook FAQ (each test names the card and the rule)."""

from __future__ import annotations

from tests.engine.adventure_scenes import give
from tests.engine.engine_helpers import legal, new_game, play
from tests.engine.spaces_helpers import game_for, land

HAG = "adventure/cursed-by-a-hag"


def _to_village(game) -> None:  # type: ignore[no-untyped-def]
    play(game, "adjust 1 position space/outer/city")  # the Monk leaves his Village
    play(game, "adjust 0 fate 0", "adjust 0 position space/outer/fields-3", "adjust turn 0", "roll 1")
    play(game, "move space/outer/village")


def test_hag_stays_after_the_village_healer(catalogue) -> None:
    """Cursed by a Hag: only a visit to the Mystic frees the character; the Healer does not."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, HAG)
    play(game, "adjust 0 gold 3", "adjust 0 lives 3")
    _to_village(game)
    assert legal(game) == {"choose 1", "choose 2", "choose 3"}  # Blacksmith, Healer, Mystic
    play(game, "choose 2", "choose 1")  # the Healer: one life for 1 gold
    assert game.state.players[0].followers == (HAG,)


def test_hag_leaves_after_the_mystic_even_if_he_does_nothing(catalogue) -> None:
    """Cursed by a Hag: the Mystic visited (a 2: no effect) and she goes to the discard pile."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    give(game, 0, HAG)
    play(game, "adjust 0 gold 3", "adjust 0 lives 3")
    _to_village(game)
    events = play(game, "choose 3", "roll 2")
    assert "hag_left 0" in events and game.state.players[0].followers == ()
    assert HAG in game.state.discards["adventure"]


def test_hag_and_poltergeist_cannot_be_ditched_to_draw_fewer(catalogue) -> None:
    """Digital rulebook, "Followers That You Must Take": they cannot be ditched, not even
    to count as a card on a space (core rules, ditching to draw fewer)."""
    game = game_for(catalogue)
    give(game, 0, HAG, "adventure/sword#1")
    land(game, "space/outer/ruins")  # draws two cards, one at a time
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "ditch"
    assert "ditch adventure/sword#1" in legal(game) and f"ditch {HAG}" not in legal(game)


def test_teleport_not_while_enslaved_at_the_temple(catalogue) -> None:
    """Digital rulebook, "Movement Effects": a character who must test to see if he can move
    (enslaved at the Temple) uses no movement effect, so no Teleport before that roll."""
    game = game_for(catalogue, hero="character/sorceress")
    land(game, "space/middle/temple")
    play(game, "roll 2", "roll 3")  # 5: enslaved
    play(game, "adjust spell/teleport#1 0", "adjust turn 0")
    assert game.decision.kind == "roll" and "breaking free" in game.decision.prompt
    assert not any(a.startswith("cast") for a in legal(game))
