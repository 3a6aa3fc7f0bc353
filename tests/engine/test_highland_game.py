"""A game with The Highland (issue 30, item 1): its Adventure cards, Spells and characters are
dealt, and its region is on the board, entered from the Crags.

Digital rulebook, "Entering the Highland": "The Highland is connected to the main Talisman board
at the main board's Crags space. A character may enter the Highland Region simply by moving
directly from the Crags space on the main board to the Highland Entrance space, if his movement
die roll provides him with sufficient movement." "Entering the Highland through the Crags space
is optional." "Eyrie": "When a character reaches the Eyrie, he must end his move there, even if
he has more movement available." """

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import land_on, legal, play, without_spells

import content
from engine import Game, Setup
from engine.sim import playout

HIGHLAND = "highland"
CRAGS, PLAINS_4, FIELDS_5 = "space/outer/crags", "space/outer/plains-4", "space/outer/fields-5"
ENTRANCE, HILLS = "space/highland/entrance", "space/highland/hills"
PRECIPICE, EYRIE = "space/highland/precipice", "space/highland/eyrie"


def highland_game(catalogue: content.Catalogue, seed: int = 1) -> Game:
    setup = Setup.of("character/warrior", "character/wizard", seed=seed, expansions=(HIGHLAND,))
    return without_spells(Game.new(setup, catalogue))


def turn_of_p1(g: Game, roll: int) -> None:
    """The first player's turn starts (set by hand) and his move's die shows ``roll``."""
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, f"roll {roll}")


def _kinds(cards: list[str]) -> Counter[str]:
    return Counter(c.split("#")[0] for c in cards)


def test_a_game_with_the_highland_deals_its_cards_and_characters(catalogue: content.Catalogue) -> None:
    setup = Setup.of("character/warrior", "character/wizard", seed=1, expansions=(HIGHLAND,))
    g = Game.new(setup, catalogue)
    box = [c for c in catalogue if c.expansion == HIGHLAND]
    adventure = _kinds(g.state.decks["adventure"])
    assert {c.id: adventure[c.id] for c in box if c.kind == "adventure"} == {
        "adventure/eyrie-vanguard": 2, "adventure/landslide": 2, "adventure/magic-gateway": 1,
        "adventure/roc": 2, "adventure/earth-elemental": 1, "adventure/mountain-trail": 2,
        "adventure/rune-gate-highland": 2,
    }  # fmt: skip
    spells = _kinds(g.state.decks["spell"]) + _kinds([s for p in g.state.players for s in p.spells])
    assert sum(spells[c.id] for c in box if c.kind == "spell") == 12
    heroes = {c.id for c in box if c.kind == "character"}
    names = ("alchemist", "highlander", "rogue", "sprite", "valkyrie", "vampiress")
    assert heroes == {f"character/{n}" for n in names}
    assert heroes <= set(g.state.decks["character"]) | {p.character for p in g.state.players}
    core = Game.new(Setup.of("character/warrior", seed=1), catalogue)  # a game without the box
    dealt = [c for pile in core.state.decks.values() for c in pile]
    assert not {c.split("#")[0] for c in dealt} & {c.id for c in box}


def test_the_region_is_on_the_board_only_of_a_game_that_plays_the_box(catalogue: content.Catalogue) -> None:
    assert ENTRANCE not in Game.new(Setup.of("character/warrior", seed=1), catalogue).spaces
    g = highland_game(catalogue)
    track = [s.id for s in g.board.region(HIGHLAND)]
    assert len(track) == 17 and track[0] == ENTRANCE and track[-1] == EYRIE
    assert ENTRANCE in g.spaces[CRAGS].neighbours and CRAGS in g.spaces[ENTRANCE].neighbours
    assert g.board.deck_of[HILLS] == HIGHLAND and HIGHLAND in g.state.decks


def test_from_the_crags_a_move_may_enter_the_highland_or_go_on_round_the_outer_region(
    catalogue: content.Catalogue,
) -> None:
    g = highland_game(catalogue)
    play(g, f"adjust 0 position {CRAGS}")
    turn_of_p1(g, 1)
    assert legal(g) - {"reroll"} == {f"move {ENTRANCE}", f"move {FIELDS_5}", f"move {PLAINS_4}"}
    play(g, f"move {ENTRANCE}")
    assert g.state.players[0].position == ENTRANCE


def test_the_way_out_leads_back_to_the_crags(catalogue: content.Catalogue) -> None:
    g = highland_game(catalogue)
    play(g, f"adjust 0 position {ENTRANCE}")
    turn_of_p1(g, 1)
    assert legal(g) - {"reroll"} == {f"move {CRAGS}", f"move {HILLS}"}


@pytest.mark.parametrize("roll", [1, 5])
def test_reaching_the_eyrie_ends_the_move(catalogue: content.Catalogue, roll: int) -> None:
    g = highland_game(catalogue)
    play(g, f"adjust 0 position {PRECIPICE}")
    turn_of_p1(g, roll)
    moves = legal(g) - {"reroll"}
    assert f"move {EYRIE}" in moves  # movement left over ends there
    assert len(moves) == 2  # and the walk back, against the arrows


def test_the_highlander_rolls_in_the_crags_only_if_he_wants_to(catalogue: content.Catalogue) -> None:
    """Nomad's preview: the Highlander "can also choose not to roll the die on Crags and the
    Chasm", the Dwarf's rule, which the engine plays by the ability's key."""
    setup = Setup.of("character/highlander", "character/warrior", seed=1, expansions=(HIGHLAND,))
    g = without_spells(Game.new(setup, catalogue))
    land_on(g, 0, CRAGS, "adjust 0 fate 0")
    assert g.decision.kind == "choose" and "Do not roll" in g.decision.prompt


def test_the_sprite_starts_with_two_spells(catalogue: content.Catalogue) -> None:
    """Nomad's preview: "The delicate Sprite starts with 2 spells"."""
    setup = Setup.of("character/sprite", "character/warrior", seed=1, expansions=(HIGHLAND,))
    g = Game.new(setup, catalogue)
    while g.decision.is_chance and g.decision.kind == "draw":
        g.apply(g.legal_actions()[0])
    assert len(g.state.players[0].spells) == 2 and not g.state.players[1].spells


def test_a_highland_ending_is_met_on_the_crown_without_the_blood_moon(catalogue: content.Catalogue) -> None:
    """Digital rulebook, "Physical Setup" step 4: "Draw one Ending card and place it on the
    Crown of Command space. Facedown if Hidden, faceup if Revealed"; "A character who is alone
    on the Crown of Command space on his turn must follow the instructions on the ending card."
    The dealing and the meeting are every box's, not only The Blood Moon's: the Hand of Doom
    (hidden) is turned over and met: its die rolled, a result but the 1 played by hand (no
    source gives them)."""
    options = {"ending": "hidden"}
    setup = Setup.of("character/wizard", "character/priest", seed=1, expansions=(HIGHLAND,), options=options)
    g = Game.new(setup, catalogue)
    assert legal(g) == {"draw ending/hand-of-doom"}  # the box's one hidden ending
    play(g, "draw ending/hand-of-doom", "adjust 0 position space/inner/valley-of-fire", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    events = play(g, "move space/inner/crown-of-command")
    assert "ending turned ending/hand-of-doom" in events and "ending_met 0 ending/hand-of-doom" in events
    assert g.decision.kind == "roll"  # its die (engine/handlers/highland/endings.py)
    play(g, "roll 4")
    if g.decision.kind == "fate":
        play(g, "accept")
    assert g.decision.kind == "by_hand" and "Hand of Doom shows 4" in g.decision.prompt


@pytest.mark.parametrize("seed", range(2))
def test_playouts_with_the_highland_keep_every_card_in_one_place(
    catalogue: content.Catalogue, seed: int
) -> None:
    """The simulator's playouts (its policy, its invariants after every action) with the box,
    and with the Dungeon beside it."""
    heroes = ("character/warrior", "character/wizard", "character/dwarf")
    for boxes in ((HIGHLAND,), ("dungeon", HIGHLAND)):
        setup = Setup.of(*heroes, seed=seed, expansions=boxes)
        actions, problems, _ = playout(Game.new(setup, catalogue), random.Random(seed), turn_cap=120)
        assert actions > 100 and problems == []
