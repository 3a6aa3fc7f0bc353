"""A region the table lays out from its own board (issue 29, "The table holds the board"): no
source orders the Dungeon's spaces, so the table that owns it says once, from its board, each
space's place from the entrance and what a space whose text no source gives does; every game
set up with that layout plays it (``Setup.readings``; content/readings.py, content/board.py).

Digital rulebook, "Movement in the Expansion Regions": "Each space on the these boards is
marked with an arrow. These arrows point in the direction characters need to move in order to
reach the end. [...] The map is a linear path, and characters may not move in other
directions". So a layout is an order from the entrance to the final space, each space joined to
the one before and after it.
"""

from __future__ import annotations

import pytest
from engine_helpers import legal, play, without_spells

import content
from content.readings import EFFECT
from engine import Game, Setup
from engine.errors import InvalidState
from engine.readings import board_for

REGION = "region/dungeon"
ENTRANCE, CHAMBER = "space/dungeon/entrance", "space/dungeon/treasure-chamber"
CAVERN, GUARD, TUNNEL = "space/dungeon/cavern", "space/dungeon/guard-room", "space/dungeon/tunnel-1"


@pytest.fixture(scope="module")
def cat() -> content.Catalogue:
    return content.load()


def layout(cat: content.Catalogue, order: list[str], effects: dict[str, int] | None = None) -> dict[str, int]:
    """The region's readings for spaces in ``order`` (the entrance first), every other space off
    the board, and the effects picked (the number of a label in the region's list)."""
    values = {s.id: 0 for s in cat.region("dungeon")}
    values |= {space: at for at, space in enumerate(order, start=1)}
    names = [e["label"] for e in cat[REGION].effects]
    values |= {EFFECT + space: names.index(label) + 1 for space, label in (effects or {}).items()}
    return values


def game(cat: content.Catalogue, readings: dict[str, dict[str, int]] | None) -> Game:
    setup = Setup.of("character/warrior", "character/wizard", seed=1, expansions=("dungeon",))
    setup = Setup(**{**setup.__dict__, "readings": readings})
    return without_spells(Game.new(setup, cat))


def test_a_layout_orders_the_region_and_joins_each_space_to_the_next(cat: content.Catalogue) -> None:
    read = {REGION: layout(cat, [ENTRANCE, CAVERN, GUARD, TUNNEL, CHAMBER])}
    g = game(cat, read)
    assert [s.id for s in g.board.region("dungeon")] == [ENTRANCE, CAVERN, GUARD, TUNNEL, CHAMBER]
    assert "space/dungeon/library" not in g.spaces  # not on this table's board
    spaces = g.spaces
    assert set(spaces[CAVERN].neighbours) == {ENTRANCE, GUARD}  # the arrows: before and after
    assert set(spaces[CHAMBER].neighbours) == {TUNNEL}
    assert "space/outer/ruins" in spaces[ENTRANCE].neighbours  # the way in is kept
    assert [s.index for s in g.board.region("dungeon")] == [60, 61, 62, 63, 64]  # numbered on

    # a move follows the layout: from the entrance a 2 reaches the Guard Room, no longer a Tunnel
    play(g, f"adjust 0 position {ENTRANCE}")
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 2")
    assert f"move {GUARD}" in legal(g) and not any("tunnel" in a for a in legal(g))


def test_a_layout_with_the_entrance_not_first_or_the_final_space_not_last_is_refused(
    cat: content.Catalogue,
) -> None:
    with pytest.raises(InvalidState, match="the Dungeon Entrance comes first on every board"):
        game(cat, {REGION: layout(cat, [CAVERN, CHAMBER, ENTRANCE])})
    with pytest.raises(InvalidState, match="the Treasure Chamber comes last on every board"):
        game(cat, {REGION: layout(cat, [ENTRANCE, CHAMBER, CAVERN])})
    # the ends given no place at all: first and last, as every board has them
    values = {
        k: v for k, v in layout(cat, [ENTRANCE, CAVERN, CHAMBER]).items() if k not in (ENTRANCE, CHAMBER)
    }
    order = [s.id for s in board_for(cat, ("dungeon",), {REGION: values})[1].region("dungeon")]
    assert order == [ENTRANCE, CAVERN, CHAMBER]


def test_a_picked_effect_is_played_instead_of_by_hand(cat: content.Catalogue) -> None:
    data = cat.board(("dungeon",)).spaces[GUARD]
    assert data.handler and not data.effect  # the data's: played by hand
    read = {REGION: layout(cat, [ENTRANCE, GUARD, CHAMBER], {GUARD: "Draw 2 Dungeon cards"})}
    g = game(cat, read)
    guard = g.spaces[GUARD]
    assert guard.handler is None and guard.draw == 2
    assert list(guard.effect) == [{"draw": {"deck": "dungeon", "count": 2}}]
    play(g, f"adjust 0 position {ENTRANCE}")
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1")
    play(g, f"move {GUARD}")
    assert g.decision.kind == "draw" and "dungeon deck" in g.decision.prompt  # its picked draw
    play(g, sorted(legal(g))[0])
    while g.decision.kind == "printed_value":  # the drawn card's numbers, read off it
        play(g, sorted(legal(g) - {"adjust"})[0])
    assert g.decision.kind == "draw" and "dungeon deck" in g.decision.prompt  # and a second card


def test_games_of_one_layout_share_a_board_and_a_game_without_one_keeps_the_data(
    cat: content.Catalogue,
) -> None:
    read = {REGION: layout(cat, [ENTRANCE, CAVERN, CHAMBER])}
    assert game(cat, read).board is game(cat, {k: dict(v) for k, v in read.items()}).board
    plain = game(cat, {})
    assert plain.board is cat.board(("dungeon",))
    assert [s.id for s in plain.board.region("dungeon")] == [s.id for s in cat.region("dungeon")]
    assert game(cat, None).board is plain.board  # (a save from before readings)


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"space/dungeon/nowhere": 2}, "no such space"),
        ({CAVERN: 99}, "not a value from 0 to 60"),
        ({"space/outer/tavern": 2}, "prints no"),
        ({EFFECT + GUARD: 42}, "not a value from 0 to"),
    ],
)
def test_a_bad_layout_is_refused_in_words(cat: content.Catalogue, values: dict[str, int], words: str) -> None:
    with pytest.raises(InvalidState, match=words):
        game(cat, {REGION: values})


def test_a_layout_replays(cat: content.Catalogue) -> None:
    read = {REGION: layout(cat, [ENTRANCE, CAVERN, GUARD, CHAMBER], {GUARD: "Lose 1 life"})}
    g = game(cat, read)
    for action in ("adjust 0 position space/dungeon/entrance", "adjust turn 0"):
        play(g, action)
    again = Game.replay(g.setup, list(g.log), cat)
    assert again.state == g.state and [s.id for s in again.board.region("dungeon")] == [
        ENTRANCE,
        CAVERN,
        GUARD,
        CHAMBER,
    ]


def test_content_check_lists_the_region_the_table_is_asked_to_lay_out(cat: content.Catalogue) -> None:
    from content import loader

    assert "dungeon/board.yaml: region/dungeon: spaces: unconfirmed" in loader.unconfirmed(cat)
