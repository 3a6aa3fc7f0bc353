"""A draw's legal actions: one per distinct card left in the deck, in deck order (engine.chance).
The list is brought up to date as cards are drawn; it must always equal the list made afresh,
through draws, reshuffles, undos and redos, in the core game and with both boxes."""

from __future__ import annotations

import random

import pytest

from engine import Game, Setup
from engine.state import base_id


def _afresh(game: Game) -> list[str]:
    """The draws listed from the deck itself (a known top card aside)."""
    deck = game.state.decks[game.state.stack[-1].get("deck", "character")]
    return [f"draw {card}" for card in dict.fromkeys(map(base_id, deck))]


@pytest.mark.parametrize("expansions", [(), ("reaper", "blood-moon")])
def test_draws_listed_equal_the_deck_through_play_and_undo(catalogue, expansions) -> None:
    rng = random.Random(7)
    checked = undone = 0
    for seed in range(3):
        heroes = ("character/warrior", "character/wizard", "character/thief")
        game = Game.new(Setup.of(*heroes, seed=seed, expansions=expansions), catalogue)
        while not game.is_over and len(game.log) < 1500:
            decision = game.decision
            top = game.state.stack[-1]
            looked_at = any(key.startswith("top/") for key in game.state.markers)
            if decision.kind == "draw" and top["kind"] == "draw" and not looked_at:
                assert [str(a) for a in game.legal_actions()] == _afresh(game)
                checked += 1
            if game.log and rng.random() < 0.05:  # now and then: undo, list, redo
                game.undo()
                undone += 1
                if game.decision.kind == "draw" and game.state.stack[-1]["kind"] == "draw":
                    if not any(key.startswith("top/") for key in game.state.markers):
                        assert [str(a) for a in game.legal_actions()] == _afresh(game)
                game.redo()
                continue
            legal = game.legal_actions()
            game.apply(game.random_chance(rng) if decision.is_chance else rng.choice(legal))
    assert checked > 100 and undone > 20


def test_a_copy_drawn_keeps_the_order_of_first_copies() -> None:
    """The list follows each card's first copy in the deck: a copy drawn whose twin lies right
    behind it keeps the order; one whose twin lies further on moves that card back."""
    from engine.chance import _Listed

    def listed(deck: tuple[str, ...]) -> list[str]:
        return [str(a) for a in _Listed(deck).draws.values()]

    together = _Listed(("adventure/ghost#1", "adventure/ghost#2", "adventure/hag"))
    assert together.one_less(("adventure/ghost#2", "adventure/hag"))
    assert [str(a) for a in together.draws.values()] == ["draw adventure/ghost", "draw adventure/hag"]
    assert together.copies["adventure/ghost"] == 1
    apart = _Listed(("adventure/ghost#1", "adventure/hag", "adventure/ghost#2"))
    assert not apart.one_less(("adventure/hag", "adventure/ghost#2"))  # made afresh
    assert listed(("adventure/hag", "adventure/ghost#2")) == ["draw adventure/hag", "draw adventure/ghost"]
    last = _Listed(("adventure/hag", "adventure/ghost#1"))
    assert last.one_less(("adventure/hag",))
    assert list(last.draws) == ["adventure/hag"]
    assert not last.one_less(("adventure/bear",))  # not the same deck less one card


def test_the_place_of_the_card_taken_is_trusted_only_for_the_decks_it_names() -> None:
    """``take_from_deck`` notes where the card it took was; the list trusts the note when it
    names the deck listed and the deck now, and compares the two decks otherwise."""
    from engine.chance import _Listed

    old = ("adventure/hag", "adventure/ghost#1", "adventure/bear")
    new = ("adventure/hag", "adventure/bear")
    noted = _Listed(old)
    assert noted.one_less(new, (old, new, 1))
    assert list(noted.draws) == ["adventure/hag", "adventure/bear"]
    other = _Listed(old)
    assert not other.one_less(("adventure/bear",), (old, new, 1))  # compared: two cards gone
    compared = _Listed(old)
    assert compared.one_less(("adventure/ghost#1", "adventure/bear"), (old, new, 1))  # compared
    assert list(compared.draws) == ["adventure/ghost", "adventure/bear"]
