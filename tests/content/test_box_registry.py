"""The box registry: every folder of the game data is a box that declares itself in its
``box.yaml`` (the core game's too), and every list of boxes is taken from those files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

import content
from content.loader import DATA_DIR
from content.marks import check_mark, parse_path
from content.model import Box


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def _declare(folder: Path, **fields: object) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    box = {
        "id": f"box/{folder.name}",
        "name": "Test Box",
        "order": 9,
        "text": "A box made by a test.",
        "source": "test",
        "decks": {"spell": [2]},
        **fields,
    }
    (folder / "box.yaml").write_text(yaml.safe_dump(box, sort_keys=False))


def test_the_core_game_and_every_expansion_declare_themselves(catalogue) -> None:
    assert [b.key for b in catalogue.boxes] == ["core", "reaper", "blood-moon", "dungeon", "highland"]
    assert catalogue.expansions == ("reaper", "blood-moon", "dungeon", "highland")
    assert catalogue.box_name("reaper") == "The Reaper"
    assert catalogue.box("core").decks["adventure"] == (104, 81)
    assert catalogue.box("reaper").figures == ("figure/grim-reaper",)
    assert catalogue.box("reaper").options == ("warlock_quests",)
    assert all(isinstance(b, Box) and b.expansion == b.key for b in catalogue.boxes)
    with pytest.raises(
        KeyError, match="unknown box 'city'; known: core, reaper, blood-moon, dungeon, highland"
    ):
        catalogue.box("city")


def test_a_folder_that_is_not_a_declared_box_fails_the_check(data: Path) -> None:
    stray = data / "city"
    stray.mkdir()
    (stray / "spells.yaml").write_text("[]\n")
    catalogue, problems = content.check(data)
    assert catalogue is None
    assert problems == [
        "city/: -: box: not a declared box (no box.yaml); every folder of the data is a box "
        "that declares itself"
    ]


def test_a_data_file_outside_any_box_folder_fails_the_check(data: Path) -> None:
    (data / "spells.yaml").write_text("[]\n")
    _, problems = content.check(data)
    assert problems == ["spells.yaml: -: -: data belongs in a box's folder (content/data/<box>/)"]


def test_a_new_box_joins_every_list_by_its_box_yaml_alone(data: Path) -> None:
    _declare(data / "test-box")
    spells = [
        {"id": f"spell/test-{n}", "name": f"Test {n}", "text": "A test spell.", "source": "test",
         "cast": ["own-turn"], "target": "none"}
        for n in range(2)
    ]  # fmt: skip
    (data / "test-box" / "spells.yaml").write_text(yaml.safe_dump(spells))
    catalogue = content.load(data)
    assert catalogue.expansions == ("reaper", "blood-moon", "dungeon", "highland", "test-box")
    assert catalogue["spell/test-1"].expansion == "test-box"
    assert content.counts(catalogue)["expansions"]["test-box"]["spell"] == {"cards": 2, "distinct": 2}


def test_a_box_kept_elsewhere_is_read_with_the_packaged_ones(tmp_path: Path) -> None:
    _declare(tmp_path / "elsewhere", decks={})
    catalogue = content.load(boxes=(tmp_path / "elsewhere",))
    assert catalogue.expansions == ("reaper", "blood-moon", "dungeon", "highland", "elsewhere")
    assert "box/elsewhere" in catalogue and "box/elsewhere" not in content.load()


def test_a_partial_box_says_so_and_its_decks_are_not_yet_counted(data: Path) -> None:
    _declare(data / "slice", decks={"adventure": [128]}, partial="only 3 of its Spells so far")
    spell = {"id": "spell/slice-1", "name": "Slice", "text": "A test spell.", "source": "test",
             "cast": ["own-turn"], "target": "none"}  # fmt: skip
    (data / "slice" / "spells.yaml").write_text(yaml.safe_dump([spell]))
    catalogue, problems = content.check(data)
    assert problems == [] and catalogue is not None
    assert content.counts(catalogue)["partial"]["slice"] == "only 3 of its Spells so far"
    whole = data / "slice" / "box.yaml"
    whole.write_text(whole.read_text().replace("partial: only 3 of its Spells so far\n", ""))
    _, problems = content.check(data)
    assert problems == [
        "slice/box.yaml: box/slice: decks.adventure: the slice adventure deck has 0 cards, expected 128"
    ]


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"id": "box/other"}, "box/other: id: expected box/odd, the folder's name"),
        ({"decks": {"spell": ["two"]}}, "box/odd: decks: spell: expected [cards] or [cards, distinct]"),
        ({"decks": {"cakes": [3]}}, "box/odd: decks: unknown deck 'cakes'"),
        ({"figures": ["figure/dragon-king"]}, "box/odd: figures[0]: unknown figure 'figure/dragon-king'"),
        ({"mark": [{"fill": "M 0 0 Q 1 1"}]}, "box/odd: mark: part 0: unknown path command 'Q'"),
        ({"order": "last"}, "box/odd: order: expected a whole number"),
        ({"backs": {"relic": [0.1, 2]}}, "box/odd: backs: relic: expected [red, green, blue], each from 0"),
    ],
)
def test_a_broken_box_file_says_file_id_field_and_problem(data: Path, fields, problem) -> None:
    _declare(data / "odd", **fields)
    catalogue, problems = content.check(data)
    assert catalogue is None
    assert any(p.startswith(f"odd/box.yaml: {problem}") for p in problems), problems


def test_a_mark_is_paths_in_a_unit_square() -> None:
    assert parse_path("M 0 0 L 1 0.5 C 0 0 1 1 0.5 0.5 Z") == [
        ("M", (0.0, 0.0)), ("L", (1.0, 0.5)), ("C", (0.0, 0.0, 1.0, 1.0, 0.5, 0.5)), ("Z", ()),
    ]  # fmt: skip
    for bad, why in [
        ("L 0 0", "a path starts with M"),
        ("M 0", "M needs 2 numbers, got 1"),
        ("M 0 2", "coordinates lie between 0 and 1"),
        ("M 0 x", "M needs 2 numbers"),
    ]:
        with pytest.raises(ValueError, match=why):
            parse_path(bad)
    assert check_mark([{"stroke": "M 0 0 L 1 1", "width": 0.1}]) is None
    assert "a filled part has no width" in str(check_mark([{"fill": "M 0 0 L 1 1", "width": 0.1}]))
