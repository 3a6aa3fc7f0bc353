"""The engine's layers (docs/architecture.md, "The engine's layers"): a module imports only from
its own layer or lower ones, and no engine modules import one another in a circle. Imports are
read from the source with ``ast``, those made only for type checking or inside a function
included, so a circle cannot hide behind ``if TYPE_CHECKING`` or a late import.

Run as a script, it prints the size of the largest circle (1: none) and every import that
breaks a layer."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"

# lowest first; a module of ``engine/handlers/`` is in "handlers" wherever it sits there
LAYERS: dict[str, tuple[str, ...]] = {
    "kernel": (
        "errors", "values", "state", "journal", "frames", "hooks", "points",
        "options", "setup", "derived", "rules_api",
    ),
    "primitives": (
        "character", "bonuses", "limits", "chance", "readings", "deal", "refusals", "piles", "gating",
    ),
    "rule areas": ("movement", "cards", "encounters", "spells", "combat", "steps", "turn", "adjust"),
    "handlers": ("handlers",),
    "words": ("describe", "describe_events", "describe_names"),
    "game": ("game",),
    "front ends": (
        "__init__", "cli", "log", "sim", "policy", "record", "stats", "stats_cli", "stats_plot",
        "sheet", "fight_view", "invariants", "option_choices", "sensible",
    ),
}  # fmt: skip
RANK = {name: rank for rank, names in enumerate(LAYERS.values()) for name in names}  # module -> layer
LAYER_NAMES = list(LAYERS)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every engine module by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((root / "engine").rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(node: ast.AST, module: str, is_package: bool, known: dict[str, Path]) -> Iterator[str]:
    """The engine modules an import statement brings in: ``from engine import x`` names
    ``engine.x`` when that is a module, else the package ``engine`` (a name defined there)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            package = module.split(".") if is_package else module.split(".")[:-1]
            package = package[: len(package) - node.level + 1]
            base = ".".join([*package, base] if base else package)
        names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
    else:
        return
    for dotted in names:
        while dotted and dotted not in known:  # (a name inside a module: that module)
            dotted = dotted.rpartition(".")[0]
        if dotted and dotted != module:
            yield dotted


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each engine module -> the engine modules it imports (anywhere in its source)."""
    known = modules(root)
    return {
        name: {
            target
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            for target in _imported(node, name, path.name == "__init__.py", known)
        }
        for name, path in known.items()
    }


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of the import graph, largest first (Tarjan's, as
    a loop: no recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(edges[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    found.append(sorted(component))
    return sorted(found, key=len, reverse=True)


def layer_of(module: str) -> str:
    """The layer of an engine module (``engine`` itself: the package's ``__init__``)."""
    parts = module.split(".")
    return LAYER_NAMES[RANK[parts[1] if len(parts) > 1 else "__init__"]]


def breaches(edges: dict[str, set[str]]) -> list[str]:
    """Every import of a module from a higher layer than its own."""
    rank = {module: LAYER_NAMES.index(layer_of(module)) for module in edges}
    return [
        f"{module} ({layer_of(module)}) imports {target} ({layer_of(target)})"
        for module, targets in sorted(edges.items())
        for target in sorted(targets)
        if rank[target] > rank[module]
    ]


def test_every_engine_module_has_a_layer():
    placed = [name for names in LAYERS.values() for name in names]
    assert len(placed) == len(set(placed)), "a module named in two layers"
    unplaced = sorted(m for m in modules() if m != "engine" and m.split(".")[1] not in RANK)
    assert unplaced == [], (
        f"engine modules with no layer (add them to LAYERS and docs/architecture.md): {unplaced}"
    )


def test_the_architecture_notes_list_the_same_layers():
    """docs/architecture.md names each layer's modules as ``LAYERS`` does, in the same order."""
    notes = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = notes[notes.index("- **Layers.**") : notes.index("- **Frames**")]
    items = re.findall(r"^  \d\. \*([^*]+)\*: (.*?)(?=^  \d\. |^\s*$)", block, re.M | re.S)
    written = {
        name.lower(): {m.strip("/").removeprefix("engine/") for m in re.findall(r"`([^`]+)`", text)}
        for name, text in items
    }
    assert list(written) == list(LAYERS)
    for layer, names in LAYERS.items():
        assert written[layer] == set(names), layer


def test_a_module_imports_only_from_its_own_layer_or_lower():
    assert breaches(graph()) == []


def test_no_circle_among_engine_modules():
    """The largest strongly connected component of the import graph is one module: no circle,
    type-only imports included."""
    largest = circles(graph())[0]
    assert len(largest) == 1, f"engine modules importing one another in a circle: {largest}"


def test_the_rules_never_import_the_game():
    """Rule areas and handlers are typed against ``engine.rules_api.Game``."""
    edges = graph()
    game = LAYER_NAMES.index("game")
    below_game = [m for m in edges if LAYER_NAMES.index(layer_of(m)) < game]
    assert len(below_game) > 50
    assert [m for m in below_game if "engine.game" in edges[m]] == []


def test_an_import_from_a_higher_layer_is_a_breach():
    edges = {"engine.state": {"engine.game"}, "engine.game": {"engine.state"}}
    assert breaches(edges) == ["engine.state (kernel) imports engine.game (game)"]


def test_the_graph_sees_type_only_and_late_imports(tmp_path):
    """The check finds a circle closed only by an import for type checking or inside a function."""
    package = tmp_path / "engine"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from engine import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from engine.a import x\n"
    )
    (package / "c.py").write_text("def f():\n    from engine.d import y\n")
    (package / "d.py").write_text("from . import c\n")
    found = circles(graph(tmp_path))
    assert sorted(map(tuple, found[:2])) == [("engine.a", "engine.b"), ("engine.c", "engine.d")]


if __name__ == "__main__":
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    edges = graph(root)
    largest = circles(edges)[0]
    print(f"engine modules: {len(edges)}; largest import circle: {len(largest)}")
    if len(largest) > 1:
        print("  " + ", ".join(largest))
    try:
        for line in breaches(edges):
            print("layer breach:", line)
    except KeyError as exc:
        print("a module with no layer:", exc)
