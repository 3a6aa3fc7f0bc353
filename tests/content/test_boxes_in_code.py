"""A box is data (issue 25): outside a box's own data folder, its handler package, the tests and
the docs, code files should name no box. The files that still do are listed, each with what is
left to do, in docs/extending.md under "Boxes named in code"; this test counts them again, so the
list can only shrink (a new file naming a box fails here)."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import content

ROOT = Path(__file__).resolve().parents[2]
CODE = ("content", "engine", "printkit", "companion_app", "bench")


def _keys() -> set[str]:
    keys = set(content.load().expansions)
    return keys | {k.replace("-", "_") for k in keys}


def _names_a_box(text: str, keys: set[str], *, kv: bool = False) -> bool:
    """Whether a string literal names a box's key, or an import reaches into a box's package."""
    if any(re.search(rf"engine[./]handlers[./]{k}\b", text) for k in keys):
        return True
    if kv:
        return any(re.search(rf"['\"]{re.escape(k)}['\"]", text) for k in keys)
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.STRING and tok.string.strip("rbuRBUfF").strip("'\"") in keys:
            return True
    return False


def files_naming_boxes() -> list[str]:
    keys = _keys()
    paths = [p for folder in CODE for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".kv")]
    paths += [ROOT / "talisman_cli.py", ROOT / "main.py"]
    own = tuple(f"engine/handlers/{k}/" for k in keys)
    found = []
    for path in sorted(paths):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(own) or rel.startswith("content/data/"):
            continue
        if _names_a_box(path.read_text(encoding="utf-8"), keys, kv=path.suffix == ".kv"):
            found.append(rel)
    return found


def listed_in_docs() -> list[str]:
    text = (ROOT / "docs" / "extending.md").read_text(encoding="utf-8")
    section = text.split("## Boxes named in code", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^- `([^`]+)`", section, flags=re.M)


def test_the_measure_sees_a_box_named_in_code() -> None:
    keys = {"reaper", "blood_moon", "blood-moon"}
    assert _names_a_box('if "reaper" in boxes: pass\n', keys)
    assert _names_a_box("from engine.handlers.blood_moon.moon import NIGHT\n", keys)
    assert not _names_a_box('x = "figure/grim-reaper"  # reaper\n', keys)
    assert _names_a_box("    text: 'blood-moon'\n", keys, kv=True)


def test_no_code_file_names_a_box() -> None:
    """Issue 25's measure: code files outside a box's own data folder and handler package that
    name a box id, target 0 (docs/extending.md lists none either)."""
    assert files_naming_boxes() == []
    assert listed_in_docs() == []
