"""`talisman content check` prints the counts issue 2 promises, and fails loudly on bad data."""

from __future__ import annotations

import json
import shutil

from content.loader import DATA_DIR
from talisman_cli import main

EXPECTED = {
    "adventure": {"cards": 104, "distinct": 81},
    "spell": {"cards": 24, "distinct": 17},
    "purchase": {"cards": 28, "distinct": 8},
    "talisman": {"cards": 4, "distinct": 1},
    "character": {"cards": 14},
    "space": {"outer": 24, "middle": 16, "inner": 9},
}


def test_check_json_prints_the_counts(capsys):
    assert main(["content", "check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    figures = out.pop("counts")
    doubts = out.pop("unconfirmed")
    doubtful = out.pop("verified_false")
    assert out == {"problems": []}
    assert all(line.endswith(": unconfirmed") for line in doubts)
    assert "adventure/cerberus" in doubtful and "warlock-quest/give-object" in doubtful
    assert "character/warrior" not in doubtful
    assert set(figures.pop("expansions")) == {"reaper", "blood-moon", "dungeon", "highland"}
    assert set(figures.pop("partial")) == {"dungeon", "highland"}  # the boxes under construction
    assert figures == EXPECTED  # the core box's figures, apart from the expansions'


def test_check_text(capsys):
    assert main(["content", "check"]) == 0
    out = capsys.readouterr().out
    assert "adventure   104 cards,  81 distinct" in out
    assert "outer 24, middle 16, inner 9" in out


def test_check_fails_with_problems(tmp_path, capsys):
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    (data / "core/supply.yaml").write_text("{not: a list}\n")
    assert main(["content", "check", "--json", "--data", str(data)]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["problems"] == ["core/supply.yaml: -: -: expected a list of components"]


def test_unknown_command_exits_2(capsys):
    assert main(["frobnicate"]) == 2
    assert "unknown command" in capsys.readouterr().err
