"""The Board view's tiles and the names that tell spaces apart, without Kivy."""

from __future__ import annotations

from app_fixtures import two_player_setup

from companion_app.viewmodels.board_view import TILE_COLOURS, board_tiles
from companion_app.viewmodels.tabledata import SpaceFacts
from companion_app.viewmodels.tracker import apply, new_table
from content.labels import space_labels


def ring(*names: str) -> list[SpaceFacts]:
    return [
        SpaceFacts(id=f"space/outer/{i}", name=n, region="outer", index=i) for i, n in enumerate(names, 1)
    ]


def test_a_shared_name_gets_the_landmark_beside_it():
    labels = space_labels(ring("City", "Woods", "Tavern", "Fields", "Woods", "Chapel"))
    assert labels["space/outer/1"] == "City"
    assert labels["space/outer/2"] == "Woods near the City"
    assert labels["space/outer/5"] == "Woods near the Fields"  # the first neighbour that works


def test_a_landmark_touching_both_twins_is_not_used_and_the_board_number_is():
    # the ring closes: Fields 5 touches the City too, and Hills is no landmark (two of them)
    labels = space_labels(ring("City", "Fields", "Hills", "Hills", "Fields"))
    assert labels["space/outer/2"] == "Fields, space 2"
    assert labels["space/outer/5"] == "Fields, space 5"
    assert len(set(labels.values())) == 5


def test_tiles_show_number_figures_cards_and_legal_moves(data):
    state = new_table(two_player_setup(), data)
    state = apply(
        state, {"type": "card", "op": "place", "space": "space/outer/city", "card": "adventure/ape"}, data
    )
    tiles = {t.space: t for t in board_tiles(state, data, destinations={"space/outer/city"})}
    assert len(tiles) == len(data.spaces)
    city = tiles["space/outer/city"]
    assert city.state == "legal" and city.colour == TILE_COLOURS["legal"]
    assert "[1 card]" in city.text and "Bob" in city.text  # the Wizard starts in the City
    assert "1[/color][/size]  City" in city.text  # its number on the board
    assert tiles["space/middle/portal-of-power"].text.endswith("Reaper[/color]")
    assert tiles["space/middle/portal-of-power"].state == "middle"
    picked = board_tiles(state, data, destinations={"space/outer/city"}, selected="space/outer/city")[0]
    assert picked.state == "selected" and "a legal move" in picked.text
