"""The Highland's Adventure cards the engine plays (engine/handlers/highland/adventure.py), each
test quoting the card it checks (the box's Adventure cards, shuffled into the Adventure deck)."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_card_helpers import ENTRANCE, FIELD, PASS, begin_turn, meet, named
from tests.engine.reaper_helpers import land_at

CHAPEL = "space/outer/chapel"
RUNES = {f"move space/middle/runes-{i}" for i in (1, 2, 3)}


def test_landslide_to_the_entrance_or_a_face_up_mountain_trail(catalogue: content.Catalogue) -> None:
    """Landslide: "Move your character to the Highland Entrance or to any faceup Mountain Trail.
    The Landslide then rolls off to the discard pile." """
    trail = f"adjust {named(catalogue, 'adventure/mountain-trail')} {CHAPEL}"
    game = meet(catalogue, "adventure/landslide", prep=(trail,))
    assert legal(game) == {f"move {ENTRANCE}", f"move {CHAPEL}"}
    play(game, f"move {CHAPEL}")
    assert game.state.players[0].position == CHAPEL
    assert named(catalogue, "adventure/landslide") in game.state.discards["adventure"]
    game = meet(catalogue, "adventure/landslide")  # no Trail lying anywhere: the Entrance only
    assert game.state.players[0].position == ENTRANCE or legal(game) == {f"move {ENTRANCE}"}


def test_mountain_trail_the_entrance_instead_of_the_next_move(catalogue: content.Catalogue) -> None:
    """Mountain Trail: "The Mountain Trail will remain here for the rest of the game. On your next
    turn, instead of your normal move, you may move to the Highland Entrance." """
    trail = named(catalogue, "adventure/mountain-trail")
    game = meet(catalogue, trail)
    assert trail in game.state.board[FIELD]  # it stays
    begin_turn(game)
    assert legal(game) == {f"move {ENTRANCE}", "begin"}
    play(game, f"move {ENTRANCE}")
    assert game.state.players[0].position == ENTRANCE


def _beaten_by(catalogue: content.Catalogue, enemy: str) -> Game:
    game = meet(catalogue, enemy)
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6")  # the character's attack 1, the creature's 6: beaten
    assert game.state.players[0].lives == lives - 1
    assert named(catalogue, enemy) in game.state.board[FIELD]  # it stays until killed
    return game


def test_roc_drops_the_loser_in_the_mountain_pass(catalogue: content.Catalogue) -> None:
    """Roc: "It will remain here until it is killed. If you are defeated, in addition to losing 1
    life, the Roc drops you in the Mountain Pass." """
    game = _beaten_by(catalogue, "adventure/roc")
    assert game.state.players[0].position == PASS


def test_earth_elemental_drags_the_loser_to_the_entrance(catalogue: content.Catalogue) -> None:
    """Earth Elemental: "It will remain here until it is killed. If you are defeated, in addition
    to losing 1 life, you are dragged down to the Highland Entrance." """
    game = _beaten_by(catalogue, "adventure/earth-elemental")
    assert game.state.players[0].position == ENTRANCE


def test_a_roc_killed_moves_nobody(catalogue: content.Catalogue) -> None:
    """Roc: only "If you are defeated" does it carry the character off."""
    game = meet(catalogue, "adventure/roc", prep=("adjust 0 strength 10",))
    play(game, "roll 6", "roll 1")
    assert game.state.players[0].position == FIELD


def test_rune_gate_to_another_gate_or_a_runes_space(catalogue: content.Catalogue) -> None:
    """Rune Gate: "On your next turn, instead of your normal move, you may teleport to any other
    faceup Rune Gate or any Runes space. / Once the Rune Gate has been used, it vanishes to the
    discard pile." """
    gate, other = named(catalogue, "adventure/rune-gate-highland"), "adventure/rune-gate-highland#2"
    game = meet(catalogue, gate, prep=(f"adjust {other} {CHAPEL}",))
    begin_turn(game)
    assert legal(game) == {f"move {CHAPEL}", "begin", *RUNES}
    play(game, f"move {CHAPEL}")
    assert game.state.players[0].position == CHAPEL
    assert gate not in game.state.board.get(FIELD, ()) and gate in game.state.discards["adventure"]


def test_rune_gate_declined_the_offer_is_gone(catalogue: content.Catalogue) -> None:
    """Rune Gate: "On your next turn" only: declined, the move is rolled and the gate stays."""
    gate = named(catalogue, "adventure/rune-gate-highland")
    game = meet(catalogue, gate)
    begin_turn(game)
    play(game, "begin")
    assert game.decision.kind == "roll"
    assert gate in game.state.board[FIELD]


def test_eyrie_vanguard_three_highland_cards_laid_on_the_adventure_deck(catalogue: content.Catalogue) -> None:
    """Eyrie Vanguard: "Take the top 3 cards from the Highland deck without looking at them or
    changing their order, and place them on top of the Adventure deck. Then discard this card." """
    vanguard = named(catalogue, "adventure/eyrie-vanguard")
    game = meet(catalogue, vanguard)
    highland = len(game.state.decks["highland"])
    picks = []
    for _ in range(3):  # the Highland deck's next cards, unseen: chance's
        assert game.decision.kind == "draw" and game.decision.is_chance
        choice = sorted(legal(game))[-1]
        picks.append(choice.split()[1])
        play(game, choice)
    assert len(game.state.decks["highland"]) == highland - 3
    assert vanguard in game.state.discards["adventure"]
    land_at(game, 0, "space/outer/fields-5")  # a space that draws 1 Adventure Card
    assert legal(game) == {f"draw {picks[0]}"}  # the first laid is the top card
    play(game, f"draw {picks[0]}")
    top = game.state.markers.get("top/adventure")
    assert top is not None and top.split("#")[0] == picks[1]  # then the second
