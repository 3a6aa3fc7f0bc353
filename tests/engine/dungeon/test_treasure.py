"""The Dungeon's Treasures: each card's own rule (the card's words in ours: content/data/dungeon/
decks/treasure.yaml; digital rulebook, "Claiming Treasure"), played by the engine."""

from __future__ import annotations

import dataclasses

import pytest
from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup, character
from engine.steps import push_steps

DUNGEON = "dungeon"
HALL = "space/dungeon/hall-of-darkness"
CHAMBER = "space/dungeon/treasure-chamber"
RUINS = "space/outer/ruins"
VALLEY, DEN = "space/inner/valley-of-fire", "space/inner/werewolf-den"
BOOK, STAFF, AEGIS = "treasure/book-of-lore", "treasure/totem-staff", "treasure/aegis"
ELIXIR, TALISMAN = "treasure/elixir-of-life", "treasure/talisman"


def game_of(catalogue: content.Catalogue, hero: str = "character/dwarf") -> Game:
    setup = Setup.of(hero, "character/wizard", seed=1, expansions=(DUNGEON,))
    g = without_spells(Game.new(dataclasses.replace(setup, readings={CHAMBER: {"chart 0": 1}}), catalogue))
    play(g, "adjust 0 fate 0", "adjust 1 fate 0")
    return g


def start_turn(g: Game, *prep: str) -> None:
    play(g, *prep, "adjust turn 0")


def run_steps(g: Game, steps: list[dict[str, object]]) -> None:
    push_steps(g, 0, steps, "a test's instruction")
    g.state_edited()
    g._settle()


def test_the_talisman_treasure_opens_the_valley_of_fire(catalogue: content.Catalogue) -> None:
    """Talisman (Treasure): one of the Talismans without which nobody enters the Valley of
    Fire (core rules, "The Valley of Fire": only a character holding a Talisman may enter)."""
    g = game_of(catalogue)
    start_turn(g, f"adjust 0 position {DEN}")
    if g.decision.kind == "begin":
        play(g, "begin")
    assert f"move {VALLEY}" not in legal(g)
    g = game_of(catalogue)
    start_turn(g, f"adjust 0 position {DEN}", f"adjust {TALISMAN} 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    assert f"move {VALLEY}" in legal(g)


def test_the_book_of_lore_adds_1_craft_and_a_spell_as_the_turn_begins(catalogue: content.Catalogue) -> None:
    """Book of Lore: 1 Craft more, and as the turn begins the holder may draw 1 Spell if his
    Craft leaves room for it."""
    g = game_of(catalogue, "character/priest")
    craft = character.craft(g, g.state.players[0])
    start_turn(g, f"adjust {BOOK} 0")
    assert character.craft(g, g.state.players[0]) == craft + 1
    assert f"use {BOOK}" in legal(g)
    play(g, f"use {BOOK}")
    assert g.decision.kind == "draw" and "spell" in g.decision.prompt
    play(g, str(g.legal_actions()[0]))
    assert len(g.state.players[0].spells) == 1
    assert f"use {BOOK}" not in legal(g)  # once a turn


def test_the_book_of_lore_gives_no_spell_beyond_the_craft_limit(catalogue: content.Catalogue) -> None:
    g = game_of(catalogue)  # the Dwarf: Craft 3, one Spell at most (4 with the Book: two)
    spells = [c for c in g.state.decks["spell"]][:2]
    start_turn(g, f"adjust {BOOK} 0", *(f"adjust {s} 0" for s in spells))
    assert f"use {BOOK}" not in legal(g)


def test_the_totem_staff_holds_one_spell_more(catalogue: content.Catalogue) -> None:
    """Totem Staff: the holder may hold 1 Spell more than his Craft allows."""
    g = game_of(catalogue)
    ch = g.state.players[0]
    limit = character.spell_limit(g, ch)
    play(g, f"adjust {STAFF} 0")
    assert character.spell_limit(g, g.state.players[0]) == limit + 1


def test_the_totem_staff_trades_a_trophy_for_2_lives_once_a_turn(catalogue: content.Catalogue) -> None:
    """Totem Staff: once in each of his turns the holder may discard 1 trophy to heal up to 2
    lives."""
    g = game_of(catalogue)
    beasts = ("adventure/bear", "adventure/wolf")
    trophies = [c for c in g.state.decks["adventure"] if c.startswith(beasts)][:2]
    lives = g.state.players[0].lives
    start_turn(g, f"adjust {STAFF} 0", "adjust 0 lives 1", *(f"adjust {t} 0" for t in trophies))
    ch = g.state.players[0]
    assert trophies and all(t in ch.trophies for t in trophies)
    uses = sorted(a for a in legal(g) if a.startswith(f"use {STAFF} "))
    assert uses
    play(g, uses[0])
    ch = g.state.players[0]
    assert ch.lives == min(lives, 3) and len(ch.trophies) == 1
    assert not any(a.startswith(f"use {STAFF}") for a in legal(g))


def _beaten_by_the_lord(g: Game, *prep: str) -> None:
    play(g, f"adjust 0 position {HALL}", *prep, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1", f"move {CHAMBER}", "attempt strength")
    if g.decision.kind == "battle":
        play(g, "fight")
    play(g, "roll 1", "roll 6")  # far below the Lord's score


@pytest.mark.parametrize(("die", "kept"), [(4, True), (6, True), (3, False)])
def test_the_aegis_turns_a_lost_fight_to_a_stand_off_on_4_to_6(
    catalogue: content.Catalogue, die: int, kept: bool
) -> None:
    """Aegis: when his attack score is lower than his foe's, the holder may roll 1 die: 1 to 3,
    he loses as usual; 4 to 6, the fight is a stand-off instead."""
    g = game_of(catalogue)
    lives = g.state.players[0].lives
    _beaten_by_the_lord(g, f"adjust {AEGIS} 0")
    assert g.decision.kind == "aegis" and legal(g) == {f"use {AEGIS}", "pass"}
    play(g, f"use {AEGIS}", f"roll {die}")
    ch = g.state.players[0]
    assert ch.lives == (lives if kept else lives - 1)
    assert ch.position == RUINS  # a stand-off or a defeat: out of the Chamber by the 0 row


def test_without_using_the_aegis_he_loses(catalogue: content.Catalogue) -> None:
    g = game_of(catalogue)
    lives = g.state.players[0].lives
    _beaten_by_the_lord(g, f"adjust {AEGIS} 0")
    play(g, "pass")
    assert g.state.players[0].lives == lives - 1


@pytest.mark.parametrize(
    ("die", "lives_after", "kept"),
    [(1, 2, False), (2, 1, True), (3, 2, True), (4, 3, True), (5, 3, True), (6, 4, True)],
)
def test_the_elixir_of_life_is_drunk_as_a_life_is_lost(
    catalogue: content.Catalogue, die: int, lives_after: int, kept: bool
) -> None:
    """Elixir of Life: each time the holder loses a life he may drink and roll 1 die: 1, the
    Elixir is used up and discarded; 2, lose 1 life; 3, nothing; 4 or 5, heal 1 life; 6, heal 2
    lives."""
    g = game_of(catalogue)
    start_turn(g, f"adjust {ELIXIR} 0", "adjust 0 lives 3")
    run_steps(g, [{"lose": {"lives": 1}}])  # down to 2
    assert g.decision.kind == "elixir" and legal(g) == {f"use {ELIXIR}", "pass"}
    play(g, f"use {ELIXIR}", f"roll {die}")
    ch = g.state.players[0]
    assert ch.lives == min(lives_after, 5)
    assert (ELIXIR in ch.objects) is kept


CLOAK, ORB = "treasure/cloak-of-feathers", "treasure/orb-of-prophesy"
TUNNEL_1, ENTRANCE = "space/dungeon/tunnel-1", "space/dungeon/entrance"


def test_the_cloak_of_feathers_gives_back_the_fate_of_a_move_rolled_again(
    catalogue: content.Catalogue,
) -> None:
    """Cloak of Feathers: each time the holder pays a fate to roll his move again, he may take
    1 fate back."""
    g = game_of(catalogue)
    start_turn(g, f"adjust {CLOAK} 0", "adjust 0 fate 1", "adjust 0 position space/outer/city")
    if g.decision.kind == "teleport":  # (its other use: no flight now)
        play(g, "begin")
    play(g, "roll 2", "reroll")
    assert g.state.players[0].fate == 1


def test_the_cloak_of_feathers_flies_to_any_space_of_the_region_instead_of_moving(
    catalogue: content.Catalogue,
) -> None:
    """Cloak of Feathers: in place of his move, the holder may discard the Cloak to fly to any
    space of his Region."""
    g = game_of(catalogue)
    start_turn(g, f"adjust {CLOAK} 0", f"adjust 0 position {ENTRANCE}")
    assert g.decision.kind == "teleport"
    options = legal(g)
    assert f"move {CHAMBER}" in options and "begin" in options
    assert not any(o.startswith("move space/outer/") for o in options)  # his Region only
    play(g, f"move {TUNNEL_1}")
    ch = g.state.players[0]
    assert ch.position == TUNNEL_1 and CLOAK not in ch.objects


def test_the_orb_of_prophesy_draws_one_more_and_throws_one_away(catalogue: content.Catalogue) -> None:
    """Orb of Prophesy: each time the holder is told to draw Adventure Cards (in the Dungeon,
    Dungeon Cards: digital rulebook, "Drawing Cards"), he draws one more than asked, then
    throws away one he would rather not meet."""
    g = game_of(catalogue)
    start_turn(g, f"adjust {ORB} 0", f"adjust 0 position {ENTRANCE}")
    if g.decision.kind == "teleport":
        play(g, "begin")
    play(g, "roll 1", f"move {TUNNEL_1}")
    for _ in range(2):  # the Tunnel's one card, and one more
        if g.decision.kind == "ditch":  # (no Object left behind to draw fewer)
            play(g, "done")
        assert g.decision.kind == "draw"
        play(g, sorted(a for a in legal(g) if a.startswith("draw dungeon/"))[0])
        while g.decision.kind == "printed_value":  # a Dungeon card's number no source prints
            play(g, str(g.legal_actions()[0]))
    assert g.decision.kind == "prophesy" and len(g.state.board[TUNNEL_1]) == 2
    thrown = g.state.board[TUNNEL_1][0]
    assert "pass" not in legal(g)  # one must go
    play(g, f"discard {thrown}")
    assert list(g.state.board.get(TUNNEL_1, ())) != [] and thrown not in g.state.board[TUNNEL_1]
    assert thrown in g.state.discards["dungeon"]
    assert g.decision.kind != "draw"  # the space is not topped up again
