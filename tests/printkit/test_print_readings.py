"""Printed replacements of expansion cards whose printed values no public source confirms
(issues 12 and 13): a value nobody has read prints as an empty box to write in, never as a
guess; with the app's exported file (``--readings``) the card shows the value read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import content
from content.readings import FORMAT, load_file, with_readings
from printkit.cli import main
from printkit.faces import pieces_for

CHIMERA = "adventure/chimera"  # The Reaper: encounter number and Strength unconfirmed


def front(catalogue: content.Catalogue, card: str):
    return pieces_for(catalogue[card], catalogue)[0].faces[0]


def write(tmp_path: Path, readings: object) -> Path:
    path = tmp_path / "printed-values.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "readings": readings}), encoding="utf-8")
    return path


def test_unread_values_print_blank_to_write_in(catalogue) -> None:
    face = front(catalogue, CHIMERA)
    assert face.corner == "" and face.stats == (("Strength", ""),)
    dragon = front(catalogue, "adventure/dragon")  # the core deck's values are confirmed
    assert dragon.corner == str(catalogue["adventure/dragon"].encounter) and dragon.stats[0][1] != ""


def test_values_read_at_the_table_print_on_the_replacement(catalogue, tmp_path) -> None:
    path = write(tmp_path, {CHIMERA: {"encounter": 2, "strength": 6}})
    read = with_readings(catalogue, load_file(path, catalogue))
    face = front(read, CHIMERA)
    assert face.corner == "2" and face.stats == (("Strength", "6"),)
    assert main(["cards", "--only", CHIMERA, "--readings", str(path), "-o", str(tmp_path / "c.pdf")]) == 0


@pytest.mark.parametrize(
    ("readings", "problem"),
    [
        ({CHIMERA: {"strength": 0}}, f"printed-values.json: {CHIMERA}: strength: 0 is not from 1 to 15"),
        ({CHIMERA: {"craft": 3}}, f"printed-values.json: {CHIMERA}: craft: not a value this card prints"),
        ({"adventure/nothing": {"strength": 3}}, "printed-values.json: adventure/nothing: -: not a card"),
    ],
)
def test_a_bad_readings_file_is_refused_by_name(tmp_path, capsys, readings, problem) -> None:
    path = write(tmp_path, readings)
    assert main(["cards", "--only", CHIMERA, "--readings", str(path), "-o", str(tmp_path / "c.pdf")]) == 2
    assert problem in capsys.readouterr().err
    assert not (tmp_path / "c.pdf").exists()


def test_a_file_that_is_not_a_readings_file_is_refused(tmp_path, capsys) -> None:
    path = tmp_path / "game.jsonl"
    path.write_text('{"format": "talisman-game"}\n', encoding="utf-8")
    assert main(["cards", "--only", CHIMERA, "--readings", str(path), "-o", str(tmp_path / "c.pdf")]) == 2
    assert "game.jsonl: -: -: not a printed-values file" in capsys.readouterr().err


CULTIST = "character/dark-cultist"  # The Reaper: the gift chart's six results unconfirmed


def test_the_dark_cultists_gift_chart_prints_lines_to_write_in(catalogue, tmp_path) -> None:
    """No source prints the gift chart: each result is a line to fill in, never a guess; a
    result read at the table prints as the gift read."""
    text = front(catalogue, CULTIST).text
    assert all(f"{row}: ____" in text for row in range(1, 7))
    assert "Gain 1 Strength" not in text
    path = write(tmp_path, {CULTIST: {"chart 4": 6}})
    read = with_readings(catalogue, load_file(path, catalogue))
    text = front(read, CULTIST).text
    assert "4: Gain 1 Strength" in text and "5: ____" in text
