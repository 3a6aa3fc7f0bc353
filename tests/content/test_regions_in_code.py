"""The board is data (issue 25, "The board in data"): outside a box's own data folder, its
handler package, the tests and the docs, at most five code files name a region, and each of
them is listed with its reason in docs/extending.md under "Regions named in code"."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import content

ROOT = Path(__file__).resolve().parents[2]
CODE = ("content", "engine", "printkit", "companion_app", "bench")
OWN = ("engine/handlers/",)  # the boxes' handler packages (the core game's and the expansions')
LAYOUT_WORDS = ("valign", "halign")  # Kivy's own "middle" (a text's alignment)


def _names() -> set[str]:
    return {r.slug for r in content.load().regions}


def _python_names(text: str, names: set[str]) -> bool:
    """Whether a string literal of the code is a region's name or a region's id prefix."""
    prefixes = {f"space/{n}/" for n in names}
    tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    for i, tok in enumerate(tokens):
        if tok.type != tokenize.STRING:
            continue
        if i >= 2 and tokens[i - 1].string == "=" and tokens[i - 2].string in LAYOUT_WORDS:
            continue
        value = tok.string.strip("rbuRBUfF").strip("'\"")
        if value in names or value in prefixes:
            return True
    return False


def _kv_names(text: str, names: set[str]) -> bool:
    for line in text.splitlines():
        if any(word in line for word in LAYOUT_WORDS):
            continue
        if any(re.search(rf"['\"]{n}['\"]|['\"]space/{n}/['\"]", line) for n in names):
            return True
    return False


def files_naming_regions() -> list[str]:
    names = _names()
    found = []
    paths = [p for folder in CODE for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".kv")]
    paths += [ROOT / "talisman_cli.py", ROOT / "main.py"]
    for path in sorted(paths):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(OWN) or rel.startswith("content/data/"):
            continue
        text = path.read_text(encoding="utf-8")
        if (_kv_names if path.suffix == ".kv" else _python_names)(text, names):
            found.append(rel)
    return found


def listed_in_docs() -> list[str]:
    """The files the docs' "Regions named in code" section lists (one `path` a bullet)."""
    text = (ROOT / "docs" / "extending.md").read_text(encoding="utf-8")
    section = text.split("## Regions named in code", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^- `([^`]+)`", section, flags=re.M)


def test_the_measure_sees_a_region_named_in_code(tmp_path) -> None:
    names = {"outer", "inner"}
    assert _python_names('here = "inner"\n', names)
    assert _python_names('x.startswith("space/outer/")\n', names)
    assert not _python_names('label = Label(valign="middle")\nx = "space/outer/city"\n', names | {"middle"})
    assert _kv_names("    region: 'outer'\n", names) and not _kv_names("    valign: 'inner'\n", names)


def test_at_most_five_code_files_name_a_region_and_the_docs_say_why() -> None:
    found = files_naming_regions()
    assert len(found) <= 5, found
    assert sorted(found) == sorted(listed_in_docs())
