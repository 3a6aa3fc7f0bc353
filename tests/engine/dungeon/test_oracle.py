"""The Oracle (Dungeon deck), played by the shared ``reorder`` step (engine.steps, engine.chance):
her facts: she stays on her space for the whole game; the character takes the top 5 Dungeon
cards and puts them back on top in the order he likes. The engine keeps no order in a deck
(every draw is a chance outcome the table reports): the order chosen is known, and the next
draws from the deck must follow it."""

from __future__ import annotations

import random

import pytest
from engine_helpers import legal, play

import content
from engine import Game
from engine.chance import push_draw
from engine.errors import IllegalAction
from engine.steps import push_steps
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, bases, meet

ORACLE = "dungeon/oracle"
TUNNEL = "space/dungeon/tunnel-1"


def looked_at(game: Game, n: int = 5) -> list[str]:
    """Chance turns up the top ``n`` cards (the first card listed each time); what was said."""
    said = []
    for _ in range(n):
        assert game.decision.is_chance and game.decision.kind == "draw", game.decision
        first = sorted(a for a in legal(game) if a.startswith("draw dungeon/"))[0]
        play(game, first)
        said.append(first.removeprefix("draw "))
    return said


def oracle_game(catalogue: content.Catalogue) -> tuple[Game, list[str]]:
    """Player 0 meets the Oracle; chance turns up the top 5 Dungeon cards."""
    game = meet(catalogue, ORACLE, fight=False)
    before = len(game.state.decks["dungeon"])
    seen = looked_at(game)
    assert len(game.state.decks["dungeon"]) == before - 5  # (held aside while he orders them)
    return game, seen


def put_in_order(game: Game, order: list[str]) -> None:
    for card in order[:-1]:
        assert game.decision.player == 0 and game.decision.kind == "order", game.decision
        play(game, f"choose {card}")


def draw_from_dungeon(game: Game, p: int = 1) -> None:
    """A Dungeon card is drawn onto a Tunnel (for player ``p``; nobody meets it here)."""
    push_draw(game, "dungeon", 1, to="space", p=p, space=TUNNEL)
    game.state_edited()
    game._settle()
    assert game.decision.kind == "draw" and game.state.stack[-1]["deck"] == "dungeon"


def test_the_top_5_are_put_back_in_the_order_chosen(catalogue: content.Catalogue) -> None:
    """Oracle: "Draw the top 5 cards from the Dungeon deck and place them on top of the
    Dungeon deck in any order you wish": she stays on her space ("The Oracle will remain here
    for the rest of the game"); the five go back; the next five draws bring them in that order."""
    game, seen = oracle_game(catalogue)
    assert game.decision.kind == "order" and legal(game) == {f"choose {c}" for c in seen}
    order = list(reversed(seen))
    deck = len(game.state.decks["dungeon"])
    put_in_order(game, order)
    assert len(game.state.decks["dungeon"]) == deck + 5
    assert ORACLE in bases(game.state.board[FIELD])
    for card in order:
        draw_from_dungeon(game)
        assert legal(game) == {f"draw {card}"}
        play(game, f"draw {card}")
        assert game.state.board[TUNNEL][-1].split("#")[0] == card
    draw_from_dungeon(game)
    assert len(legal(game)) > 1  # no order known any more


def test_a_card_out_of_the_order_is_refused_in_plain_words(catalogue: content.Catalogue) -> None:
    """The table reports each draw; a card other than the one the Oracle's order puts next is
    refused, the message saying why and which card it must be, and nothing changes."""
    game, seen = oracle_game(catalogue)
    put_in_order(game, seen)
    draw_from_dungeon(game)
    other = next(c for c in game.state.decks["dungeon"] if c.split("#")[0] not in seen)
    state = game.state.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(f"draw {other.split('#')[0]}")
    message = str(refused.value)
    assert "put back in an order" in message and seen[0] in message
    assert game.state.to_json() == state
    for card in seen[:-1]:
        play(game, f"draw {card}")
        draw_from_dungeon(game)
    with pytest.raises(IllegalAction, match="put back in an order"):  # the last of them too
        game.apply(f"draw {other.split('#')[0]}")


def test_the_simulation_draws_them_in_that_order(catalogue: content.Catalogue) -> None:
    """In simulation chance picks each draw with a seeded random number generator: it brings the
    five in the order chosen, whatever the seed."""
    for seed in range(3):
        game, seen = oracle_game(catalogue)
        order = seen[1:] + seen[:1]
        put_in_order(game, order)
        rng = random.Random(seed)
        for card in order:
            draw_from_dungeon(game)
            picked = game.random_chance(rng)
            assert str(picked) == f"draw {card}"
            game.apply(picked)


def test_an_order_known_before_is_looked_at_first(catalogue: content.Catalogue) -> None:
    """Meeting her again, the cards already put in order are the top ones turned up (the table
    reports them; the engine offers only the known card each time)."""
    game, seen = oracle_game(catalogue)
    put_in_order(game, seen)
    game.state_edited()
    push_steps(game, 0, catalogue[ORACLE].effect, ORACLE)
    game.state_edited()
    game._settle()
    for card in seen:
        assert legal(game) == {f"draw {card}"}
        play(game, f"draw {card}")
    assert game.decision.kind == "order"
