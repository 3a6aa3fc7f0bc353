"""The board printed as the table laid it out (issue 29, "The Dungeon, whole"): the app's export
of its printed values is the file ``talisman print board --readings FILE`` reads, and the
printed Dungeon's tiles follow the table's order from the entrance, a second Cavern and an
eleventh Tunnel included, each tile touching the next along the track.

Digital rulebook, "Movement in the Expansion Regions": "Each space on the these boards is
marked with an arrow [...] The map is a linear path": the printed spaces follow one another
from the entrance to the final space.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

import content
from companion_app.storage import GameStore
from companion_app.storage.readings import Readings
from companion_app.viewmodels.layout_form import LayoutForm
from content.readings import load_file, with_readings
from printkit.board import BoardSize, board_layout, side_layouts, track_steps
from printkit.cli import main

REGION = "region/dungeon"
BOARD = ["Cavern", "Tunnel", "Cavern", *["Tunnel"] * 10, "Guard Room"]
NAMES = ["Dungeon Entrance", *BOARD, "Treasure Chamber"]


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    """The app's export of a device that laid out the Dungeon with 2 Caverns and 11 Tunnels."""
    folder = tmp_path_factory.mktemp("device")
    cat = content.load()
    form = LayoutForm(cat, REGION)
    for name in BOARD:
        form.add(name)
    readings = Readings(GameStore(folder))
    readings.remember_all(REGION, form.readings())
    return readings.export(folder / "printed-values.json")


def test_the_printkits_tiles_follow_the_tables_order(exported: Path) -> None:
    cat = content.load()
    read = with_readings(cat, load_file(exported, cat))
    size = BoardSize()
    (side,) = side_layouts(read, board_layout(read, size, ("dungeon",)), ("dungeon",))
    assert [space.name for space, _ in side.cells] == NAMES
    ids = [space.id for space, _ in side.cells]
    assert ids[3] == "space/dungeon/cavern-2" and ids[-3] == "space/dungeon/tunnel-11"
    # each tile touches the next: the arrows run along the printed track
    for a, b in track_steps(side):
        assert math.isclose(abs(a.x - b.x) + abs(a.y - b.y), a.w, rel_tol=1e-6)


def test_the_printed_pdf_shows_the_tables_order(exported: Path, tmp_path: Path) -> None:
    pdfium = pytest.importorskip("pypdfium2")
    out = tmp_path / "board.pdf"
    assert main(["board", "--readings", str(exported), "--expansions", "dungeon", "-o", str(out)]) == 0
    pdf = pdfium.PdfDocument(str(out))
    pages = [pdf[i].get_textpage() for i in range(len(pdf))]
    page = next(p for p in pages if p.get_text_range().startswith("The Dungeon: lay it"))
    text = page.get_text_range().replace("\r\n", " ")
    # each tile: its number on the board, its name, its code's id, in the table's order
    numbers = range(60, 60 + len(NAMES))
    at = [text.index(f"{n} {name}") for n, name in zip(numbers, NAMES, strict=True)]
    assert at == sorted(at)
    assert "space/dungeon/cavern-2" in text and "space/dungeon/tunnel-11" in text
    # where each tile's number lies on the page: one tile from the one before, all along
    corners = []
    for n in numbers:
        found = page.search(f"{n} ", match_case=True).get_next()
        assert found is not None, n
        left, bottom, _, _ = page.get_charbox(found[0])
        corners.append((left, bottom))
    steps = [math.dist(a, b) for a, b in zip(corners, corners[1:], strict=False)]
    assert max(steps) - min(steps) < 1.0, steps  # (points: the same tile's width each step)
    # the board reference lists the spaces in the same order
    reference = " ".join(p.get_text_range().replace("\r\n", " ") for p in pages)
    start = reference.index("The Dungeon: spaces 60-75")
    listed = [reference.index(f"{n} {name}", start) for n, name in zip(numbers, NAMES, strict=True)]
    assert listed == sorted(listed)


def test_a_bad_layout_in_the_file_is_refused_and_nothing_is_printed(
    exported: Path, tmp_path: Path, capsys
) -> None:
    bad = tmp_path / "printed-values.json"
    bad.write_text(
        exported.read_text(encoding="utf-8").replace(
            '"space/dungeon/entrance": 1', '"space/dungeon/entrance": 9'
        ),
        encoding="utf-8",
    )
    out = tmp_path / "board.pdf"
    assert main(["board", "--readings", str(bad), "--expansions", "dungeon", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "region/dungeon: space/dungeon/entrance: the Dungeon Entrance comes first on every board" in err
    assert not out.exists()
