"""The Grim Reaper and the Werewolf in the Dungeon (digital rulebook FAQ, Grim Reaper Q6;
"Prowling Werewolf (Blood Moon Expansion)", Moving the Werewolf)."""

from __future__ import annotations

import pytest
from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup
from engine.handlers.core.figures import position

HALL, CHAMBER = "space/dungeon/hall-of-darkness", "space/dungeon/treasure-chamber"
TUNNEL_9, ENTRANCE = "space/dungeon/tunnel-9", "space/dungeon/entrance"
RUINS, CITY = "space/outer/ruins", "space/outer/city"
REAPER, WEREWOLF = "figure/grim-reaper", "figure/werewolf"
FIGURES = {REAPER: ("reaper", "reaper"), WEREWOLF: ("blood-moon", "werewolf")}


def figure_game(catalogue: content.Catalogue, figure: str, at: str) -> Game:
    box, word = FIGURES[figure]
    g = without_spells(
        Game.new(
            Setup.of("character/dwarf", "character/wizard", seed=1, expansions=(box, "dungeon")), catalogue
        )
    )
    play(g, f"adjust {word} {at}", "adjust 0 position space/outer/city", "adjust 1 position space/outer/city")
    return g


def move_figure(g: Game, figure: str, roll: int) -> set[str]:
    """The first player moves the figure (as after his natural 1): its die shows ``roll``."""
    g.push({"kind": "figure_move", "figure": figure, "p": 0, "stage": "roll"})
    g.state_edited()
    g._settle()
    play(g, f"roll {roll}")
    return legal(g)


@pytest.mark.parametrize("figure", [REAPER, WEREWOLF])
def test_a_figure_enters_the_dungeon_from_the_ruins(catalogue: content.Catalogue, figure: str) -> None:
    """FAQ Grim Reaper Q6: "The Grim Reaper may enter and leave the Dungeon Region according to
    the normal rules for a character entering and leaving the Dungeon"; the Werewolf "may enter
    and leave expansion boards, such as the Dungeon Region, according to the normal rules for a
    character entering and leaving those expansion boards." """
    g = figure_game(catalogue, figure, RUINS)
    assert f"move {ENTRANCE}" in move_figure(g, figure, 1)
    g = figure_game(catalogue, figure, ENTRANCE)
    assert f"move {RUINS}" in move_figure(g, figure, 1)


@pytest.mark.parametrize("figure", [REAPER, WEREWOLF])
def test_a_figure_reaching_the_treasure_chamber_is_moved_at_once_anywhere_but_the_inner_region(
    catalogue: content.Catalogue, figure: str
) -> None:
    """FAQ Grim Reaper Q6: "When the Grim Reaper reaches the Treasure Chamber space, he must
    immediately move to any space in any Region (except the Inner Region) and end his movement in
    that space. The player who moved the Grim Reaper chooses which space he is moved to." The
    Werewolf: "If the Werewolf figure reaches the last space on an expansion board, such as the
    Treasure Chamber in the Dungeon Region, it must immediately move to any space in any Region
    (except the Inner Region) and end its movement in that space." """
    g = figure_game(catalogue, figure, TUNNEL_9)
    moves = move_figure(g, figure, 5)  # the Hall, then the Chamber: the walk ends there
    assert f"move {CHAMBER}" in moves
    play(g, f"move {CHAMBER}")
    assert g.decision.player == 0
    options = legal(g)
    assert f"move {CITY}" in options and f"move {ENTRANCE}" in options  # any Region...
    assert not any(o.startswith("move space/inner/") for o in options)  # ...but the Inner
    assert f"move {CHAMBER}" not in options
    play(g, f"move {CITY}")
    assert position(g, figure) == CITY
