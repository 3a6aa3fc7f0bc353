"""The halves of FAQ answers that the card and character tests leave unplayed (digital
rulebook, "FAQ & Errata", Q&A: "Character cards", "Spell Cards").
docs/faq-coverage.md maps every answer to its test."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, new_game, play

FIELDS = "space/outer/fields-1"  # draws one card; one step from the City


def test_assassin_q1_a_creature_already_waiting_may_be_assassinated(catalogue) -> None:
    """FAQ, Character cards, Assassin Q1: it makes no difference whether the creature was just
    drawn or was already face up on the space - the Giant waiting on the Fields is fair game."""
    game = new_game(catalogue, "character/assassin", "character/dwarf")
    play(game, "adjust 0 position space/outer/city", f"adjust adventure/giant {FIELDS}", "adjust 0 fate 0")
    play(game, "adjust turn 0", "roll 1", f"move {FIELDS}")
    assert game.decision.kind == "battle" and "use assassinate" in legal(game)
    events = play(game, "use assassinate", "roll 4", "roll 6")
    assert "attack_scores 0 7 6" in events  # 3 + 4 against the Giant's bare 6
    assert game.state.players[0].trophies == ("adventure/giant",)


def test_destruction_q1_no_new_card_when_a_character_is_met_instead(catalogue) -> None:
    """FAQ, Spell Cards, Destruction Q1: the space is made up to its number of cards only if
    the caster then encounters the space; meeting the Dwarf there instead, nothing is drawn."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(
        game,
        "adjust 0 position space/outer/city",
        "adjust spell/destruction#1 0",
        f"adjust adventure/giant {FIELDS}",
        f"adjust 1 position {FIELDS}",
        "adjust 0 fate 0",
        "adjust 1 fate 0",
        "adjust turn 0",
    )
    play(game, "begin", "roll 1", f"move {FIELDS}", "cast spell/destruction#1 adventure/giant")
    assert "encounter space" in legal(game)
    events = play(game, "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        events += play(game, "fight")
    events += play(game, "roll 6", "roll 1")
    assert not any(e.startswith("drew") for e in events)
    assert game.state.board.get(FIELDS, ()) == () and game.decision.kind != "draw"  # her reward next
