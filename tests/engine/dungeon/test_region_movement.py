"""Moving in and out of the Dungeon (digital rulebook, "Entering the Dungeon", "Movement in the
Expansion Regions", "Treasure Chamber"). The board's data gives the track: its order of spaces is
the likely one (content/data/dungeon/board.yaml), its two ends are the rules' own."""

from __future__ import annotations

from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup

ENTRANCE, TUNNEL_1, TUNNEL_2 = "space/dungeon/entrance", "space/dungeon/tunnel-1", "space/dungeon/tunnel-2"
CAVERN, TUNNEL_3 = "space/dungeon/cavern", "space/dungeon/tunnel-3"
RUINS, CHAMBER = "space/outer/ruins", "space/dungeon/treasure-chamber"


def game(catalogue: content.Catalogue) -> Game:
    g = without_spells(
        Game.new(Setup.of("character/dwarf", "character/wizard", seed=1, expansions=("dungeon",)), catalogue)
    )
    play(g, "adjust 0 fate 0")
    return g


def moves_from(g: Game, space: str, roll: int) -> set[str]:
    play(g, f"adjust 0 position {space}", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, f"roll {roll}")
    return {a.removeprefix("move ") for a in legal(g) if a.startswith("move ")}


def test_with_or_against_the_arrows_never_sideways(catalogue: content.Catalogue) -> None:
    """ "Characters may choose to move against the arrows if they wish." "Note that characters
    must move either directly with or directly against the arrows when in these regions. The map
    is a linear path": from a space inside, a roll ends on one space ahead or one behind."""
    g = game(catalogue)
    assert moves_from(g, CAVERN, 2) == {TUNNEL_1, "space/dungeon/guard-room"}


def test_the_full_count_is_moved(catalogue: content.Catalogue) -> None:
    """ "Characters roll one die and move the indicated number of spaces." """
    g = game(catalogue)
    assert moves_from(g, TUNNEL_1, 1) == {ENTRANCE, TUNNEL_2}


def test_back_out_through_the_entrance_and_round_the_outer_region(catalogue: content.Catalogue) -> None:
    """ "Moving against the arrows ... takes them ... closer to the Entrance"; the Dungeon joins
    the board at the Ruins, so a move back past the Entrance comes out at the Ruins and goes on
    either way round the Outer Region (as a move from the Ruins itself may)."""
    g = game(catalogue)
    out = moves_from(g, TUNNEL_1, 3)  # the Entrance, the Ruins, then one space on
    ruins_next = set(g.spaces[RUINS].neighbours) - {ENTRANCE}
    assert ruins_next <= out and TUNNEL_3 in out  # or on, deeper in
    assert len(ruins_next) == 2


def test_entering_is_optional(catalogue: content.Catalogue) -> None:
    """ "Entering the Dungeon through the Ruins space is optional. Characters may choose not to
    enter the Dungeon, and travel around the Outer Region instead." """
    g = game(catalogue)
    outer = [s for s in g.spaces[RUINS].neighbours if s != ENTRANCE]
    start = outer[0]
    out = moves_from(g, start, 2)  # through the Ruins: into the Dungeon, or on round the rim
    assert ENTRANCE in out
    assert any(s.startswith("space/outer/") and s != start for s in out)


def test_the_treasure_chamber_ends_a_move_with_movement_left(catalogue: content.Catalogue) -> None:
    """ "When a character reaches the Treasure Chamber, he must end his move there, even if he
    has more movement available." """
    g = game(catalogue)
    assert CHAMBER in moves_from(g, "space/dungeon/tunnel-9", 6)
