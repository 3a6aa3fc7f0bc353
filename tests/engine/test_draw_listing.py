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


def _taken(deck: list[str], at: int, before: int, after: int) -> tuple[int, int, int, str]:
    """A card taken from ``deck`` in place, and the note ``take_from_deck`` leaves of it."""
    return before, after, at, deck.pop(at)


def test_a_copy_drawn_keeps_the_order_of_first_copies() -> None:
    """The list follows each card's first copy in the deck: a copy drawn whose twin lies right
    behind it keeps the order; one whose twin lies further on moves that card back."""
    from engine.chance import _Listed

    deck = ["adventure/ghost#1", "adventure/ghost#2", "adventure/hag"]
    together = _Listed(deck, 1)
    assert together.now(deck, 2, _taken(deck, 0, 1, 2))
    assert [str(a) for a in together.draws.values()] == ["draw adventure/ghost", "draw adventure/hag"]
    assert together.copies["adventure/ghost"] == 1 and together.stamp == 2
    deck = ["adventure/ghost#1", "adventure/hag", "adventure/ghost#2"]
    apart = _Listed(deck, 1)
    assert not apart.now(deck, 2, _taken(deck, 0, 1, 2))  # made afresh:
    assert list(_Listed(deck, 2).draws) == ["adventure/hag", "adventure/ghost"]
    deck = ["adventure/hag", "adventure/ghost#1"]
    last = _Listed(deck, 1)
    assert last.now(deck, 2, _taken(deck, 1, 1, 2))
    assert list(last.draws) == ["adventure/hag"]


def test_the_card_taken_is_trusted_only_for_the_deck_and_stamps_it_names() -> None:
    """``take_from_deck`` takes the card out of the deck in place, gives the deck a new stamp and
    notes where the card was; the list follows the note when it names the very deck listed,
    the stamp it was listed at and the deck's stamp now (each deck has its own note, so draws
    from two decks in turn keep both lists). Otherwise it is made afresh."""
    from engine.chance import _Listed

    def deck() -> list[str]:
        return ["adventure/hag", "adventure/ghost#1", "adventure/bear"]

    now = deck()
    noted = _Listed(now, 5)
    note = _taken(now, 1, 5, 6)
    assert noted.now(now, 6, note) and list(noted.draws) == ["adventure/hag", "adventure/bear"]
    assert noted.now(now, 6, None)  # the same stamp: as it was
    assert not _Listed(deck(), 5).now(now, 6, note)  # another deck (of the same cards)
    assert not _Listed(now, 4).now(now, 6, note)  # listed before another change
    assert not _Listed(now, 5).now(now, 7, note)  # a change since the note
    assert not _Listed(now, 6).now(now, None, None)  # the game forgot its stamps (an undo)


def test_an_undone_draw_puts_the_card_back_in_its_place_and_the_list_follows(catalogue) -> None:
    """A card drawn leaves the deck in place; undone, it is back where it was (the same list),
    and the draws listed are the deck's (core rules, Drawing Cards: the cards left to draw)."""
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=3), catalogue)
    while game.state.stack[-1]["kind"] != "draw" or game.state.stack[-1]["deck"] != "spell":
        game.apply(game.legal_actions()[0])  # (the Wizard's starting Spells come first)
    deck = game.state.decks["spell"]
    cards = list(deck)
    listed = [str(a) for a in game.legal_actions()]
    middle = next(c for c in cards[len(cards) // 2 :] if base_id(c) == c)  # (a card of one copy)
    game.apply(f"draw {base_id(middle)}")
    assert game.state.decks["spell"] is deck and middle not in deck and len(deck) == len(cards) - 1
    game.undo()
    assert game.state.decks["spell"] is deck and deck == cards
    assert [str(a) for a in game.legal_actions()] == listed == _afresh(game)
    game.redo()
    assert deck == [c for c in cards if c != middle]
