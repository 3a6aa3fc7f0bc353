"""The hook points are one typed catalogue (``engine/points.py``): every point there is asked
somewhere in the engine and registered by some hook, each says what it asks, and no other point
name is used (a misspelt name would be a point nobody asks: a hook that silently never runs)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from engine import points

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
ASKING = {"call", "run", "first", "fold"}


def _sources() -> dict[Path, ast.Module]:
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(ENGINE.rglob("*.py"))}


def _uses() -> tuple[dict[str, list[str]], dict[str, list[str]], list[str]]:
    """Each catalogue name (``ATTACK_BONUS``) where a hook registers at it and where the engine
    names it otherwise (asks it, reads its list), and every point given as something else."""
    registered: dict[str, list[str]] = {}
    asked: dict[str, list[str]] = {}
    loose: list[str] = []
    for path, tree in _sources().items():
        if path.name == "points.py":
            continue
        where = str(path.relative_to(ROOT))
        decorating: set[int] = set()  # the ``points.X`` nodes that name a registration's point
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            owner = node.func.value
            if not (isinstance(owner, ast.Name) and owner.id == "hooks") or not node.args:
                continue
            point = node.args[0]
            if node.func.attr == "on":
                if isinstance(point, ast.Attribute) and isinstance(point.value, ast.Name):
                    decorating.add(id(point))
                    registered.setdefault(point.attr, []).append(f"{where}:{node.lineno}")
                else:
                    loose.append(f"{where}:{node.lineno}: {ast.unparse(node)[:80]}")
            elif node.func.attr in ASKING and isinstance(point, ast.Constant):
                loose.append(f"{where}:{node.lineno}: {ast.unparse(node)[:80]}")
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "points"
                and id(node) not in decorating
            ):
                asked.setdefault(node.attr, []).append(f"{where}:{node.lineno}")
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "hooks_in_play"
                and isinstance(node.slice, ast.Constant)
            ):
                loose.append(f"{where}:{node.lineno}: {ast.unparse(node)[:80]}")
    return registered, asked, loose


def _catalogue() -> dict[str, str]:
    """Each constant of the catalogue -> the point's name."""
    return {name: value for name, value in vars(points).items() if name.isupper() and name != "ALL"}


def test_the_catalogue_holds_every_point_once():
    catalogue = _catalogue()
    assert len(catalogue) >= 100
    assert set(catalogue.values()) == points.ALL
    assert len(points.ALL) == len(catalogue), "two constants name the same point"
    assert all(name == value.upper() for name, value in catalogue.items())


def test_every_point_says_what_it_asks_and_what_it_answers():
    tree = ast.parse((ENGINE / "points.py").read_text(encoding="utf-8"))
    documented = set()
    body = tree.body
    for statement, after in zip(body, body[1:], strict=False):
        if (
            isinstance(statement, ast.Assign)
            and isinstance(after, ast.Expr)
            and isinstance(after.value, ast.Constant)
        ):
            text = after.value.value
            name = ast.unparse(statement.targets[0])
            assert "answer" in text.lower(), f"{name}: its docstring does not say what a hook answers"
            assert text.startswith("``"), f"{name}: its docstring does not say how the point is asked"
            documented.add(name)
    assert set(_catalogue()) - documented == set()


def test_every_point_is_both_asked_and_registered():
    registered, asked, _ = _uses()
    catalogue = set(_catalogue())
    assert sorted(catalogue - set(registered)) == [], "points no hook registers at"
    assert sorted(catalogue - set(asked)) == [], "points the engine never asks"


def test_no_unknown_point_name_is_used():
    registered, asked, loose = _uses()
    catalogue = set(_catalogue()) | {"ALL", "Point"}
    assert sorted(set(registered) - catalogue) == []
    assert sorted(set(asked) - catalogue) == []
    assert loose == [], "points given as bare text (use engine.points)"


def test_every_registered_point_is_in_the_catalogue():
    """Once every handler module is loaded, each point with hooks is one of the catalogue's (a
    fresh interpreter: other tests register points of their own)."""
    code = (
        "import engine\nfrom engine import hooks, points\n"
        "print(sorted(set(hooks.HOOKS) - points.ALL), len(hooks.HOOKS))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    unknown, count = done.stdout.rsplit(" ", 1)
    assert unknown == "[]"
    assert int(count) == len(points.ALL)


def test_the_check_finds_a_bare_point_name(tmp_path, monkeypatch):
    """A registration or a call by text is reported."""
    fake = tmp_path / "engine"
    fake.mkdir()
    (fake / "a.py").write_text(
        'from engine import hooks\n@hooks.on("atack_bonus")\ndef f(g): pass\nhooks.call("x", g)\n'
    )
    monkeypatch.setattr(sys.modules[__name__], "ENGINE", fake)
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    _, _, loose = _uses()
    assert [line.split(":")[1] for line in loose] == ["2", "4"]
