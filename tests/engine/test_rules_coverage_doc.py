"""docs/rules-coverage.md (issue 27) stays true: every component of The Reaper and Blood Moon
has a row, and every test a row names exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.engine.rules_coverage import BOXES

DOC = Path(__file__).parents[2] / "docs" / "rules-coverage.md"
HERE = Path(__file__).parent
CITED = re.compile(r"`(test_[a-z0-9_]+\.py)::(test_[a-z0-9_]+)`")


def _functions(file: str) -> set[str]:
    tree = ast.parse((HERE / file).read_text(encoding="utf-8"))
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


def test_every_component_of_both_boxes_has_a_row(catalogue) -> None:
    text = DOC.read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| (?:reaper|blood-moon) \| `([a-z0-9#/-]+)` \|", text, re.M))
    wanted = {c.id for c in catalogue if c.expansion in BOXES and c.kind != "box"}
    assert len(wanted) > 200 and listed == wanted


def test_every_component_row_names_a_test() -> None:
    lines = DOC.read_text(encoding="utf-8").splitlines()
    rows = [line for line in lines if line.startswith(("| reaper", "| blood"))]
    assert rows and all(CITED.search(row) for row in rows)


def test_every_cited_test_exists() -> None:
    cited = CITED.findall(DOC.read_text(encoding="utf-8"))
    assert len(cited) > 300
    missing = [f"{f}::{t}" for f, t in cited if not (HERE / f).exists() or t not in _functions(f)]
    assert missing == []
