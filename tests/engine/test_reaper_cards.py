"""The Reaper's Events, Strangers and Places (card rules; digital rulebook FAQ "The Reaper
Expansion": Academy, Earthquake, Fiend Slayer Q1-Q2, Idol, Prophesy)."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game

FIELD = "space/outer/fields-2"  # draws 1 card
FIELD_B = "space/outer/fields-4"


def drawn(game, card: str) -> list[str]:
    """Answer the space's draw with ``card``."""
    assert game.decision.kind == "draw", game.decision
    return play(game, f"draw {card}")


def test_prophesy_one_more_card_even_with_one_lying_there(catalogue) -> None:
    """FAQ Prophesy: a "draw 1" space with a face-up card there: one card is drawn all the same."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    events = drawn(game, "adventure/prophesy")
    assert any(e.startswith("prophesy") for e in events)
    finish_turn(game)
    land_at(game, 1, FIELD_B, f"adjust adventure/bag-of-gold#1 {FIELD_B}")
    assert game.decision.kind == "draw"  # 1 + 1 = 2 cards wanted, 1 lies there


def test_fiend_slayer_and_prophesy_two_more(catalogue) -> None:
    """FAQ Fiend Slayer Q1-Q2: with the Prophesy in force, a "draw 1" space draws 3."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    drawn(game, "adventure/prophesy")
    finish_turn(game)
    land_at(game, 1, FIELD_B, "adjust adventure/fiend-slayer 1")
    drawn(game, "adventure/bag-of-gold")
    play(game, "done")  # ditch nothing between two draws
    drawn(game, "adventure/two-bags-of-gold")
    play(game, "done")
    drawn(game, "adventure/reaper-two-bags-of-gold")
    assert game.decision.kind not in ("draw", "ditch")
    assert len(game.state.board[FIELD_B]) == 3


def test_prophesy_ends_after_two_rounds(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    drawn(game, "adventure/prophesy")
    events = finish_turn(game)
    for _ in range(4):
        events += finish_turn(game)
    assert "prophesy_over" in events
    assert "adventure/prophesy" not in game.state.board.get(FIELD, ())


def test_earthquake_shakes_the_region_not_another_region(catalogue) -> None:
    """FAQ Earthquake: only cards lying face up before it was drawn."""
    game = reaper_game(catalogue)
    land_at(
        game,
        0,
        FIELD,
        "adjust adventure/ape space/outer/fields-5",
        "adjust adventure/lion space/middle/hills",
    )
    drawn(game, "adventure/earthquake")
    play(game, "roll 2")  # one die: the Ape (the Lion is in another Region)
    assert "adventure/ape" not in game.state.board.get("space/outer/fields-5", ())
    assert "adventure/lion" in game.state.board["space/middle/hills"]


def test_curfew_clears_the_strangers(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust adventure/healer space/outer/fields-5")
    drawn(game, "adventure/curfew")
    assert "adventure/healer" not in game.state.board.get("space/outer/fields-5", ())


def test_patrol_sends_the_character_home(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    drawn(game, "adventure/patrol")
    start = game.cat[game.state.players[0].character].start
    assert game.state.players[0].position == start and game.state.current == 1


def test_werewolf_event_takes_a_follower_and_attacks(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust adventure/guide#1 0")
    drawn(game, "adventure/werewolf")
    play(game, "roll 4")  # the only Follower is the beast
    assert game.state.players[0].followers == ()
    assert game.decision.kind in ("battle", "roll")  # the Werewolf of Strength 3 attacks


def test_academy_six_gold_two_turns_strength_and_craft(catalogue) -> None:
    """FAQ Academy: 6 gold and 2 missed turns buy 1 Strength and 1 Craft."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust 0 gold 6")
    drawn(game, "adventure/academy")
    option = next(a for a in legal(game) if a == "choose 6")
    play(game, option)
    thief = game.state.players[0]
    assert (thief.strength, thief.craft, thief.gold) == (1, 1, 0)
    assert thief.missed_turns >= 1 and "adventure/academy" in game.state.board[FIELD]


def test_idol_enslaves_and_frees_when_it_is_gone(catalogue) -> None:
    """FAQ Idol: the Idol moved or discarded sets the slave free."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    drawn(game, "adventure/idol")
    play(game, "roll 2", "roll 3")  # 5: enslaved
    assert game.state.markers.get("idol/0") == FIELD
    finish_turn(game)  # the other player's turn
    assert game.decision.kind == "roll" and "Idol" in game.decision.prompt  # must break free first
    play(game, "adjust adventure/idol discard", "adjust turn 0")
    assert "Idol" not in game.decision.prompt and "idol/0" not in game.state.markers


def test_pool_of_fortune_four_fate_then_dry(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    drawn(game, "adventure/pool-of-fortune")
    assert game.state.players[0].fate == 1
    for _ in range(3):
        finish_turn(game)
        land_at(game, 0, FIELD)
        if game.decision.kind == "encounter":
            play(game, "encounter space")
    assert game.state.players[0].fate == 4
    assert "adventure/pool-of-fortune" not in game.state.board.get(FIELD, ())


def test_dryad_test_against_craft(catalogue) -> None:
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD)
    drawn(game, "adventure/dryad")
    play(game, "roll 6", "roll 6")  # 12 > Craft: to the Forest
    assert game.state.players[0].position == "space/outer/forest"


def test_earthquake_shakes_the_cards_already_on_the_drawers_space(catalogue) -> None:
    """FAQ Earthquake: "The Earthquake only affects cards which are already faceup on the board
    when it is drawn." The Ape lies face up on the Ruins (a draw-2 space) before the Earthquake
    is drawn there: it is shaken like the Bear elsewhere in the Region; the Earthquake itself
    is not a card lying there."""
    ruins = "space/outer/ruins"
    game = reaper_game(catalogue)
    land_at(game, 0, ruins, f"adjust adventure/ape {ruins}", "adjust adventure/bear space/outer/fields-5")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    drawn(game, "adventure/earthquake")
    events: list[str] = []
    while game.decision.kind == "roll" and "Earthquake" in game.decision.prompt:
        events += play(game, "roll 1")  # every die a 1: every shaken card discarded
    assert sum("Earthquake" in e for e in events if e.startswith("rolled")) == 2  # the Ape, the Bear
    assert "adventure/ape" not in game.state.board.get(ruins, ())
    assert "adventure/bear" not in game.state.board.get("space/outer/fields-5", ())


def test_earthquake_spares_a_card_drawn_with_it(catalogue) -> None:
    """FAQ Earthquake: "If a character draws the Earthquake along with another Adventure Card,
    is the other card also affected by the Earthquake? A: No." The Ruins draw two: the Ape
    first, then the Earthquake; only the Bear, lying elsewhere in the Region, is shaken."""
    ruins = "space/outer/ruins"
    game = reaper_game(catalogue)
    land_at(game, 0, ruins, "adjust adventure/bear space/outer/fields-5")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    drawn(game, "adventure/ape")
    if game.decision.kind == "ditch":
        play(game, "done")
    drawn(game, "adventure/earthquake")
    assert game.decision.kind == "roll" and "Earthquake" in game.decision.prompt
    assert game.decision.prompt.startswith("die 1 of 1")  # one die: the Bear's
    play(game, "roll 1")
    assert "adventure/ape" in game.state.board[ruins]
    assert "adventure/bear" not in game.state.board.get("space/outer/fields-5", ())
