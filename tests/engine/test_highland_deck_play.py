"""The Highland deck at the table (issue 30, item 1): a game with the box deals the whole deck, and
every one of its 117 kinds, lying on a Highland space, is met there and resolved (by its steps,
or by hand where the steps cannot say it) with every count of cards, gold and lives kept.

Digital rulebook, "Adventure Cards": "When characters in any expansion Region
are instructed to draw cards, they always draw Cards respective to that expansion, rather than
Adventure Cards." These tests need the region on the board (the Highland box's board.yaml); until
it is there they are skipped."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import land_on, without_spells

import content
from engine import Game, Setup, invariants
from engine.sim import random_action

BOX = "highland"
HEROES = ("character/warrior", "character/wizard")


def _game(catalogue: content.Catalogue, seed: int = 1) -> Game:
    return without_spells(Game.new(Setup.of(*HEROES, seed=seed, expansions=(BOX,)), catalogue))


@pytest.fixture(scope="module")
def region(catalogue: content.Catalogue) -> str:
    board = catalogue.board((BOX,))
    found = [name for name, r in board.regions.items() if r.deck == BOX]
    if not found:
        pytest.skip("no region of the data draws from the Highland deck yet")
    return found[0]


def _plain_space(g: Game, region: str) -> str:
    """A space of the region whose only instruction is to draw 1 card (not its entrance)."""
    entrance = g.board.regions[region].entrance
    for space in g.board.region(region):
        steps = [next(iter(step)) for step in space.effect]
        if space.id != entrance and space.draw == 1 and steps == ["draw"] and not space.handler:
            return space.id
    raise AssertionError(f"no plain drawing space in {region}")


def test_a_highland_game_deals_the_whole_deck(catalogue: content.Catalogue, region: str) -> None:
    g = _game(catalogue)
    dealt = Counter(c.split("#")[0] for c in g.state.decks[BOX])
    assert dealt == {c.id: c.copies for c in catalogue if c.id.startswith(f"{BOX}/")}
    assert sum(dealt.values()) == 142 and len(dealt) == 117
    assert all(g.board.deck_of[s.id] == BOX for s in g.board.region(region))


def test_every_kind_is_met_on_a_highland_space_and_resolved(
    catalogue: content.Catalogue, region: str
) -> None:
    kinds = sorted(c.id for c in catalogue if c.id.startswith(f"{BOX}/"))
    for n, kind in enumerate(kinds):
        g = _game(catalogue, seed=n)
        space = _plain_space(g, region)
        card = next(c for c in g.state.decks[BOX] if c.split("#")[0] == kind)
        events = land_on(g, 0, space, f"adjust {card} {space}")
        events = events[events.index(f"moved 0 {space}") + 1 :]
        watch, rng, actions = invariants.Watch(g), random.Random(n), 0
        while g.state.current == 0 and not g.is_over and actions < 300:
            events += map(str, g.legal_actions())  # (a card offered to take is met too)
            events += map(str, g.apply(random_action(g, rng)))
            assert watch.after(g.last_changes) == [], kind
            actions += 1
        assert g.state.current != 0 or g.is_over, f"{kind}: the turn never ended"
        # met: an event or a choice names the card, or it fought (a lost fight names no card)
        assert any(kind in e or e.startswith("attack_scores ") for e in events), f"{kind}: never met"
