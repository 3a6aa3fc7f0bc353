"""A die-range table in the data that does not cover each total its dice can make exactly once
is refused with one clear line (``file: id: field: problem``): a row past the highest total, a
row below the lowest, a gap, an overlap (core rules, "Six-sided Dice"; the Forest's printed
table: 1, 2-3, 4-5, 6)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from content import loader

FOREST = "core/board.yaml: space/outer/forest: effect[0].roll.table"
REAPER = "reaper/figures.yaml: figure/grim-reaper: chart.table"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    copy = tmp_path / "data"
    shutil.copytree(loader.DATA_DIR, copy)
    return copy


def _edit(data: Path, name: str, old: str, new: str) -> None:
    path = data / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_the_shipped_tables_are_accepted(data) -> None:
    assert loader.check(data)[1] == []


@pytest.mark.parametrize(
    ("old", "new", "problems"),
    [
        (
            '"6": [{gain: {craft: 1}}]',
            '"7": [{gain: {craft: 1}}]',
            [
                f"{FOREST}: results [7] cannot be rolled with 1 dice",
                f"{FOREST}: no entry for results [6] (1 dice give 1-6)",
            ],
        ),
        (
            '"6": [{gain: {craft: 1}}]',
            '"6-7": [{gain: {craft: 1}}]',
            [f"{FOREST}: results [7] cannot be rolled with 1 dice"],
        ),
        (
            '"1": [{fight: {strength: 4, name: Brigand}}]',
            '"0-1": [{fight: {strength: 4, name: Brigand}}]',
            [f"{FOREST}: results [0] cannot be rolled with 1 dice"],
        ),
        (
            '"1": [{fight: {strength: 4, name: Brigand}}]',
            '"1-2": [{fight: {strength: 4, name: Brigand}}]',
            [f"{FOREST}.2-3: result 2 also covered by '1-2'"],
        ),
        (
            '"2-3": [{miss_turns: 1}]',
            '"2": [{miss_turns: 1}]',
            [f"{FOREST}: no entry for results [3] (1 dice give 1-6)"],
        ),
        (
            '"2-3": [{miss_turns: 1}]',
            '"3-2": [{miss_turns: 1}]',
            [
                f"{FOREST}.3-2: not a die result or range like 2-3",
                f"{FOREST}: no entry for results [2, 3] (1 dice give 1-6)",
            ],
        ),
    ],
    ids=["past-the-top", "range-past-the-top", "below-the-bottom", "overlap", "gap", "backwards"],
)
def test_a_forest_table_out_of_range_is_refused(data, old, new, problems) -> None:
    forest = data / "core/board.yaml"
    text = forest.read_text(encoding="utf-8")
    start = text.index("- id: space/outer/forest")
    end = text.index("- id:", start + 1)
    part = text[start:end]
    assert part.count(old) == 1
    forest.write_text(text[:start] + part.replace(old, new) + text[end:], encoding="utf-8")
    catalogue, found = loader.check(data)
    assert catalogue is None and found == problems


def test_a_figure_chart_past_the_top_is_refused(data) -> None:
    _edit(
        data,
        "reaper/figures.yaml",
        "      '5':\n      - handler: figure/grim-reaper/mistake",
        "      '7':\n      - handler: figure/grim-reaper/mistake",
    )
    assert loader.check(data)[1] == [
        f"{REAPER}: results [7] cannot be rolled with 1 dice",
        f"{REAPER}: no entry for results [5] (1 dice give 1-6)",
    ]


def test_two_dice_tables_run_from_two_to_twelve(data) -> None:
    """The Temple rolls 2 dice: a table starting at 1 is refused."""
    temple = data / "core/board.yaml"
    text = temple.read_text(encoding="utf-8")
    start = text.index("- id: space/middle/temple")
    end = text.index("- id:", start + 1)
    part = text[start:end]
    key = next(line for line in part.splitlines() if line.strip().startswith('"2":'))
    fixed = part.replace(key, key.replace('"2":', '"1-2":'), 1)
    temple.write_text(text[:start] + fixed + text[end:], encoding="utf-8")
    assert loader.check(data)[1] == [
        "core/board.yaml: space/middle/temple: effect[0].roll.table: results [1] cannot be rolled with 2 dice"
    ]
