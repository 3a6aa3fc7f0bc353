"""A game with The Dungeon (issue 29, item 1): its Adventure cards, Spells and characters are
dealt, and its region is on the board, entered from the Ruins.

Digital rulebook, "Entering the Dungeon": "The Dungeon is connected to the main Talisman board
at the main board's Ruins space. A character may enter the Dungeon Region simply by moving
directly from the Ruins space on the main board to the Dungeon Entrance space, if his movement
die roll provides him with sufficient movement." "Entering the Dungeon through the Ruins space
is optional." "Treasure Chamber": "When a character reaches the Treasure Chamber, he must end
his move there, even if he has more movement available." """

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup
from engine.sim import playout

DUNGEON = "dungeon"
RUINS, FIELDS_2, PLAINS_3 = "space/outer/ruins", "space/outer/fields-2", "space/outer/plains-3"
ENTRANCE, TUNNEL_1 = "space/dungeon/entrance", "space/dungeon/tunnel-1"
TUNNEL_9, HALL = "space/dungeon/tunnel-9", "space/dungeon/hall-of-darkness"
CHAMBER = "space/dungeon/treasure-chamber"


def dungeon_game(catalogue: content.Catalogue, seed: int = 1) -> Game:
    setup = Setup.of("character/warrior", "character/wizard", seed=seed, expansions=(DUNGEON,))
    return without_spells(Game.new(setup, catalogue))


def turn_of_p1(g: Game, roll: int) -> None:
    """The first player's turn starts (set by hand) and his move's die shows ``roll``."""
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, f"roll {roll}")


def _kinds(cards: list[str]) -> Counter[str]:
    return Counter(c.split("#")[0] for c in cards)


def test_a_game_with_the_dungeon_deals_its_cards_and_characters(catalogue: content.Catalogue) -> None:
    setup = Setup.of("character/warrior", "character/wizard", seed=1, expansions=(DUNGEON,))
    g = Game.new(setup, catalogue)
    box = [c for c in catalogue if c.expansion == DUNGEON]
    adventure = _kinds(g.state.decks["adventure"])
    assert {c.id: adventure[c.id] for c in box if c.kind == "adventure"} == {
        "adventure/dark-denizens": 2, "adventure/trap-door": 2, "adventure/burrow-worm": 1,
        "adventure/dungeon-door": 2, "adventure/rune-gate": 3,
    }  # fmt: skip
    spells = _kinds(g.state.decks["spell"]) + _kinds([s for p in g.state.players for s in p.spells])
    assert sum(spells[c.id] for c in box if c.kind == "spell") == 20
    heroes = {c.id for c in box if c.kind == "character"}
    names = ("amazon", "gladiator", "gypsy", "philosopher", "swashbuckler")
    assert heroes == {f"character/{n}" for n in names}
    assert heroes <= set(g.state.decks["character"]) | {p.character for p in g.state.players}
    core = Game.new(Setup.of("character/warrior", seed=1), catalogue)  # a game without the box
    dealt = [c for pile in core.state.decks.values() for c in pile]
    assert not {c.split("#")[0] for c in dealt} & {c.id for c in box}


def test_the_region_is_on_the_board_only_of_a_game_that_plays_the_box(catalogue: content.Catalogue) -> None:
    assert ENTRANCE not in Game.new(Setup.of("character/warrior", seed=1), catalogue).spaces
    g = dungeon_game(catalogue)
    track = [s.id for s in g.board.region(DUNGEON)]
    assert len(track) == 18 and track[0] == ENTRANCE and track[-1] == CHAMBER
    assert ENTRANCE in g.spaces[RUINS].neighbours and RUINS in g.spaces[ENTRANCE].neighbours
    assert g.board.deck_of[TUNNEL_1] == DUNGEON and DUNGEON in g.state.decks


def test_from_the_ruins_a_move_may_enter_the_dungeon_or_go_on_round_the_outer_region(
    catalogue: content.Catalogue,
) -> None:
    g = dungeon_game(catalogue)
    play(g, f"adjust 0 position {RUINS}")
    turn_of_p1(g, 1)
    assert legal(g) - {"reroll"} == {f"move {ENTRANCE}", f"move {FIELDS_2}", f"move {PLAINS_3}"}
    play(g, f"move {ENTRANCE}")
    assert g.state.players[0].position == ENTRANCE


def test_a_roll_passing_the_ruins_may_carry_on_into_the_dungeon(catalogue: content.Catalogue) -> None:
    g = dungeon_game(catalogue)
    play(g, f"adjust 0 position {PLAINS_3}")
    turn_of_p1(g, 3)  # Plains, Ruins, then the Entrance and the first Tunnel, or on round the rim
    assert {f"move {TUNNEL_1}", f"move {g.spaces[FIELDS_2].neighbours[0]}"} <= legal(g)


def test_the_way_out_leads_back_to_the_ruins(catalogue: content.Catalogue) -> None:
    g = dungeon_game(catalogue)
    play(g, f"adjust 0 position {ENTRANCE}")
    turn_of_p1(g, 1)
    assert legal(g) - {"reroll"} == {f"move {RUINS}", f"move {TUNNEL_1}"}


@pytest.mark.parametrize("roll", [2, 6])
def test_reaching_the_treasure_chamber_ends_the_move(catalogue: content.Catalogue, roll: int) -> None:
    g = dungeon_game(catalogue)
    play(g, f"adjust 0 position {TUNNEL_9}")
    turn_of_p1(g, roll)
    moves = legal(g) - {"reroll"}
    assert f"move {CHAMBER}" in moves  # movement left over ends there
    assert len(moves) == 2  # and the walk back, against the arrows


def test_an_empty_dungeon_deck_draws_nothing_and_the_turn_goes_on(catalogue: content.Catalogue) -> None:
    """With no Dungeon card left in the deck or its discard pile, a Tunnel's draw takes none."""
    g = dungeon_game(catalogue)
    for card in list(g.state.decks[DUNGEON]):
        play(g, f"adjust {card} space/outer/city")  # every card of the deck laid elsewhere
    play(g, f"adjust 0 position {ENTRANCE}")
    turn_of_p1(g, 1)
    play(g, f"move {TUNNEL_1}")
    assert g.decision is not None and g.decision.kind != "draw"
    assert not g.state.board.get(TUNNEL_1)


@pytest.mark.parametrize("seed", range(3))
def test_playouts_with_the_dungeon_keep_every_card_in_one_place(
    catalogue: content.Catalogue, seed: int
) -> None:
    """The simulator's playouts (its policy, its invariants after every action) with the box."""
    heroes = ("character/warrior", "character/wizard", "character/troll")
    setup = Setup.of(*heroes, seed=seed, expansions=(DUNGEON,))
    actions, problems, _ = playout(Game.new(setup, catalogue), random.Random(seed), turn_cap=120)
    assert actions > 100 and problems == []
