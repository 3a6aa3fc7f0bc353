"""Two boxes' regions beside the board at once on the Board screen (issue 30, item 1): the
Dungeon, which its data lays east of the main board, and the Highland, laid west (digital
rulebook, "Expansion Regions": "The City (top-left), The Dungeon (top-right), The Highland
(bottom-left) and The Woodland (bottom-right)"), are drawn on their own sides, each down its
track in its own colour, with no code of either box's own. Each track starts beside the board,
level with the space it is entered from ("Entering the Highland": from the Crags; "Entering the
Dungeon": from the Ruins), as on the table, where the corner board's entrance meets that space."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_helpers import press, pump, running_app, screenshot

import content
from companion_app.viewmodels.board_view import region_colour
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup

pytestmark = pytest.mark.ui
SHOTS = Path(os.environ["SCREENSHOTS"]) if os.environ.get("SCREENSHOTS") else None
BOXES = ("dungeon", "highland")


def entered_from(catalogue: content.Catalogue, key: str) -> str:
    """The main board's space a box's region is entered from (its link to the entrance)."""
    region = catalogue[f"region/{key}"]
    (link,) = [link for link in region.links if region.entrance in (link.start, link.end)]
    return link.start if link.end == region.entrance else link.end


def test_the_dungeon_lies_east_and_the_highland_west_of_the_rings(tmp_path) -> None:
    catalogue = content.load()
    tracks = {key: [s.id for s in catalogue.region(key)] for key in BOXES}
    with running_app(tmp_path) as app:
        players = (PlayerSetup(name="Ann", character="character/warrior"),
                   PlayerSetup(name="Bob", character="character/wizard"))  # fmt: skip
        app.new_game(TableSetup(players=players, expansions=BOXES))
        press(app, "Board")
        board = app.page("board")
        pump(6)
        assert len(board.buttons) == 49 + sum(len(t) for t in tracks.values())
        rings = [b for s, b in board.buttons.items() if not any(s in t for t in tracks.values())]
        east, west = max(b.right for b in rings), min(b.x for b in rings)
        east_tiles = [board.buttons[s] for s in tracks["dungeon"]]
        west_tiles = [board.buttons[s] for s in tracks["highland"]]
        assert all(b.x > east for b in east_tiles) and all(b.right < west for b in west_tiles)
        for tiles, key in ((east_tiles, "dungeon"), (west_tiles, "highland")):
            joined = board.buttons[entered_from(catalogue, key)]
            assert abs(tiles[0].center_y - joined.center_y) < 1  # level with the space it joins,
            nearest = min(abs(b.center_x - joined.center_x) for b in tiles)
            assert abs(tiles[0].center_x - joined.center_x) == nearest  # on the line beside the board
            for before, after in zip(tiles, tiles[1:], strict=False):  # each next space beside the
                # one before (a track longer than the board's side snakes: board_layout)
                assert abs(before.center_x - after.center_x) < 1 or abs(before.center_y - after.center_y) < 1
            colour = region_colour(app.data.regions[key])
            assert all(tuple(b.background_color) == colour for b in tiles)
            assert all(b.height > 10 and b.width > 40 for b in tiles)
        assert "Eyrie" in west_tiles[-1].text and "Highland" in board.legend.text
        shot = screenshot(app, tmp_path / "board-corners.png")
        if SHOTS is not None:
            SHOTS.mkdir(parents=True, exist_ok=True)
            shot.replace(SHOTS / "board-corners.png")
