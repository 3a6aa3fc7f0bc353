"""FAQ answers about Adventure cards that no other test file plays yet (digital rulebook,
"FAQ & Errata", Q&A, "Adventure cards"): the Amulet and the Orb of Knowledge.
docs/faq-coverage.md maps every answer to its test."""

from __future__ import annotations

from tests.engine.adventure_scenes import give, meet
from tests.engine.engine_helpers import legal, new_game, play


def test_amulet_q2_invisibility_evades_an_amulet_holder(catalogue) -> None:
    """FAQ, Adventure cards, Amulet Q2: the Amulet shields its holder from Spells, yet the
    character he attacks may still turn invisible (the Spell is on himself) and get away."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    give(game, 0, "adventure/amulet")
    give(game, 1, "spell/invisibility")
    play(game, "adjust 1 position space/outer/woods-2", "adjust 0 fate 0", "adjust turn 0")
    play(game, "roll 1", "move space/outer/woods-2")
    play(game, "encounter character/dwarf psychic")
    assert game.decision.player == 1 and "cast spell/invisibility" in legal(game)
    events = play(game, "cast spell/invisibility")
    assert "evaded 1" in events and game.state.current == 1
    assert game.state.players[1].lives == 5


def test_orb_q2_prophetess_then_orb_replace_in_turn(catalogue) -> None:
    """FAQ, Adventure cards, Orb of Knowledge Q2: once the Prophetess has swapped a drawn card
    through her own gift, she may still use the Orb to swap the card that replaced it."""
    game = new_game(catalogue, "character/prophetess", "character/warrior")
    give(game, 0, "adventure/orb-of-knowledge")
    meet(game, "adventure/giant")
    assert game.decision.kind == "orb"
    play(game, "done")  # not the Orb yet: first her own gift
    assert game.decision.kind == "foresight"
    play(game, "discard adventure/giant")
    if game.decision.kind == "ditch":  # the space asks again before the card is made up
        play(game, "done")
    play(game, "draw adventure/dragon")
    assert game.decision.kind == "orb" and "discard adventure/dragon#1" in legal(game)
    play(game, "discard adventure/dragon#1", "draw adventure/bag-of-gold")
    assert game.decision.kind == "take"
    assert {"adventure/giant", "adventure/dragon#1"} <= set(game.state.discards["adventure"])
