"""A box adds a region with data alone (issue 25, "The board in data"): the test box
(tests/content/boxes/testbox, never shipped) adds the Vault, a track of four spaces with its
own deck, entered from the Tavern by a one-way link and left for the City by another. The
box has no code: these games play it through the engine's reading of the board's data."""

from __future__ import annotations

import random

import pytest
from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup
from engine.sim import playout

GATE, HALL, STAIR, HOARD = (f"space/vault/{s}" for s in ("gate", "hall", "stair", "hoard"))
TAVERN, CITY = "space/outer/tavern", "space/outer/city"


def vault_game(catalogue: content.Catalogue) -> Game:
    setup = Setup.of("character/warrior", "character/wizard", seed=1, expansions=("testbox",))
    return without_spells(Game.new(setup, catalogue))


def turn_of_p1(g: Game, roll: int) -> None:
    """The first player's turn starts (set by hand) and his move's die shows ``roll``."""
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, f"roll {roll}")


def test_the_vault_is_on_the_board_only_of_a_game_that_plays_its_box(testbox: content.Catalogue) -> None:
    assert GATE not in Game.new(Setup.of("character/warrior", seed=1), testbox).spaces
    g = vault_game(testbox)
    assert [s.id for s in g.board.region("vault")] == [GATE, HALL, STAIR, HOARD]
    assert g.state.decks["vault"] and g.state.discards["vault"] == ()  # its own deck, dealt
    assert sorted(set(c.split("#")[0] for c in g.state.decks["vault"])) == ["vault/rat", "vault/warden"]
    assert not any(c.startswith("vault/") for c in g.state.decks["adventure"])


def test_enter_the_vault_move_in_it_draw_from_its_deck_and_reach_its_final_space(
    testbox: content.Catalogue,
) -> None:
    g = vault_game(testbox)
    play(g, f"adjust 0 position {TAVERN}")
    turn_of_p1(g, 1)
    assert f"move {GATE}" in legal(g)  # the entrance: a link from the Tavern
    play(g, f"move {GATE}")
    assert g.state.players[0].position == GATE

    turn_of_p1(g, 1)
    assert legal(g) - {"reroll"} == {f"move {HALL}"}  # the link in is one-way: no way back out
    before = len(g.state.decks["vault"])
    play(g, f"move {HALL}")
    assert g.decision.kind == "draw" and "vault deck" in g.decision.prompt  # the region's own deck
    assert legal(g) == {"draw vault/rat", "draw vault/warden"}
    play(g, "draw vault/rat")
    assert len(g.state.decks["vault"]) == before - 1
    assert [c.split("#")[0] for c in g.state.board[HALL]] == ["vault/rat"]
    play(g, "roll 6", "roll 6", "roll 1", "accept")  # his two attack dice, the Rat's one; no reroll
    assert [c.split("#")[0] for c in g.state.players[0].trophies] == ["vault/rat"]

    turn_of_p1(g, 6)  # a walk ends on entering the final space, whatever is left of the roll
    assert legal(g) - {"reroll"} == {f"move {HOARD}"}
    gold = g.state.players[0].gold
    play(g, f"move {HOARD}")
    assert g.state.players[0].position == HOARD and g.state.players[0].gold == gold + 2

    turn_of_p1(g, 1)  # out by the one-way exit, or back up the track
    assert legal(g) - {"reroll"} == {f"move {CITY}", f"move {STAIR}"}


def test_the_vault_deck_is_refilled_from_its_own_discard_pile(testbox: content.Catalogue) -> None:
    g = vault_game(testbox)
    for card in list(g.state.decks["vault"]):
        play(g, f"adjust {card} discard")
    assert g.state.decks["vault"] == [] and len(g.state.discards["vault"]) == 5
    play(g, f"adjust 0 position {GATE}")
    turn_of_p1(g, 1)
    play(g, f"move {HALL}")
    assert g.decision.kind == "draw" and len(g.state.decks["vault"]) == 5


@pytest.mark.parametrize("seed", range(4))
def test_playouts_with_the_vault_keep_every_card_in_one_place(testbox: content.Catalogue, seed: int) -> None:
    """The simulator's playouts (its policy, its invariants after every action) with the box:
    its deck's cards are counted like the others, whoever walks into the Vault."""
    setup = Setup.of(
        "character/warrior", "character/wizard", "character/troll", seed=seed, expansions=("testbox",)
    )
    g = Game.new(setup, testbox)
    actions, problems, seen = playout(g, random.Random(seed), turn_cap=120)
    assert actions > 100 and problems == []


def test_some_playout_walks_into_the_vault_and_draws_from_its_deck(testbox: content.Catalogue) -> None:
    seen: set[str] = set()
    for seed in range(12):
        setup = Setup.of("character/warrior", "character/wizard", seed=seed, expansions=("testbox",))
        seen |= playout(Game.new(setup, testbox), random.Random(seed), turn_cap=120)[2]
    assert HALL in seen or STAIR in seen
    assert any(s.startswith("vault/") for s in seen)
