"""Mutation testing of the engine (issue 14, item 9): how many small changes to engine/ do the
engine's tests notice? Never part of CI or of the pytest run (it takes tens of minutes).

See docs/mutation-testing.md. The tool is mutmut (``pip install -e '.[mutation]'``); its
settings are ``[tool.mutmut]`` in pyproject.toml: it mutates engine/ only and judges each mutant
with tests/engine only (each mutant runs just the engine tests that reach the function it changes).

All of engine/ makes thousands of mutants, more than a shared machine gets through in an hour,
so by default a sample is run, drawn reproducibly: every mutant mutmut would make in engine/ is
listed (mutmut's own generator, file by file in path order, mutants in mutmut's order), the list
is sorted by name, and ``random.Random(SEED).sample(names, N)`` picks N of them. The same mutmut
version, engine source, seed and size give the same sample.

Score = killed / (sampled - equivalent), where "killed" counts what mutmut calls killed, timeout
and caught by type check, and "equivalent" are the mutants listed in bench/mutation_equivalent.txt
(changes no test could notice, each with the reason; they are reported, not hidden). A mutant
that no engine test reaches ("no tests") counts as a survivor.

The names run are written to mutants/sample.txt; ``--names FILE`` runs the names listed in FILE
(those the source still has) instead of drawing, to compare the same mutants before and after
tests are added while the engine changes under them; ``--score-over FILE`` scores the mutants
listed in FILE with mutmut's last result for each, or for those never run here the result in
the ``--prior`` mutants/ directory of an earlier run (to rerun only a sample's survivors after tests
are added and score the whole sample: killed mutants stay killed when only tests are added).

Run: python bench/mutation.py [--sample N] [--seed S] [--jobs J] [--all] [--names FILE]
                             [--score-over FILE] [--prior DIR] [--no-run] [--show]
                             [--only PATTERN]... [--boxes]
     (from the repository root; --show prints each survivor's diff, as ``mutmut show NAME`` does;
     --only draws from the engine files matching a pattern, --boxes from the expansion boxes'
     handler modules: the sample of issue 27)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from collections import Counter
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "engine"
EQUIVALENT = ROOT / "bench" / "mutation_equivalent.txt"
KILLED = ("killed", "timeout", "caught by type check")


def _box_packages() -> tuple[str, ...]:
    """--boxes: every expansion's own rule package (engine/handlers/<box>/, from the registry)."""
    import content

    catalogue = content.load()
    return tuple(f"engine/handlers/{catalogue.box(key).package}/*.py" for key in catalogue.expansions)


BOXES = (
    *_box_packages(),
    "engine/handlers/core/warlock.py",  # the Warlock's quests, which The Reaper's quest cards extend
)


def all_mutants(only: tuple[str, ...] = ()) -> list[str]:
    """Every mutant name mutmut makes for engine/, sorted; with ``only``, those of the files
    whose path from the project's root matches one of these patterns (``fnmatch``)."""
    from mutmut.mutation.file_mutation import mutate_file_contents
    from mutmut.utils.format_utils import get_mutant_name

    names: list[str] = []
    for path in sorted((ROOT / SOURCE).rglob("*.py")):
        rel = path.relative_to(ROOT)
        if only and not any(fnmatch(rel.as_posix(), pattern) for pattern in only):
            continue
        made = mutate_file_contents(str(rel), path.read_text(encoding="utf-8"))
        names += [get_mutant_name(rel, name) for name in made.mutant_names]
    return sorted(names)


def equivalent() -> dict[str, str]:
    """Mutants judged equivalent (name -> why), from bench/mutation_equivalent.txt."""
    out: dict[str, str] = {}
    if EQUIVALENT.exists():
        for line in EQUIVALENT.read_text(encoding="utf-8").splitlines():
            name, _, why = line.partition(" ")
            if name and not name.startswith("#"):
                out[name] = why.strip()
    return out


def exit_codes(mutants: Path) -> dict[str, int | None]:
    """Each mutant's exit code as mutmut recorded it in a mutants/ directory (None: not run)."""
    codes: dict[str, int | None] = {}
    for meta in (mutants / SOURCE).rglob("*.meta"):
        codes.update(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])
    return codes


def results(names: list[str], prior: Path | None) -> dict[str, str]:
    """Each mutant's status: mutmut's last result here, or for a mutant not run here the result
    in ``prior`` (an earlier run's mutants/ directory) when given."""
    from mutmut.stats import status_by_exit_code

    here = exit_codes(ROOT / "mutants")
    before = exit_codes(prior) if prior else {}
    return {n: status_by_exit_code[here[n] if here.get(n) is not None else before.get(n)] for n in names}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=200, help="mutants drawn (default 200)")
    parser.add_argument("--seed", type=int, default=14, help="the sample's seed (default 14)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--all", action="store_true", help="run every mutant, not a sample")
    parser.add_argument("--names", type=Path, help="run the mutants named in this file (one a line)")
    parser.add_argument(
        "--score-over",
        type=Path,
        help="score the mutants named in this file (default: those run), with mutmut's last result for each",
    )
    parser.add_argument(
        "--prior", type=Path, help="an earlier run's mutants/ directory: results for the mutants not run now"
    )
    parser.add_argument("--no-run", action="store_true", help="only score what earlier runs found")
    parser.add_argument("--show", action="store_true", help="print each survivor's diff")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="PATTERN",
        help="draw only from files matching this pattern (e.g. 'engine/handlers/core/warlock.py')",
    )
    parser.add_argument(
        "--boxes", action="store_true", help="draw only from the expansion boxes' handler modules"
    )
    args = parser.parse_args(argv)

    only = tuple(args.only) + (BOXES if args.boxes else ())
    names = all_mutants(only)
    if not names:
        print(f"no engine file matches {', '.join(only)}", file=sys.stderr)
        return 2
    size = min(args.sample, len(names))
    if args.names:
        listed = args.names.read_text(encoding="utf-8").split()
        chosen = sorted(set(listed) & set(names))
        how = f"{len(chosen)} of the {len(listed)} mutants named in {args.names}"
    elif args.all:
        chosen, how = names, "all"
    else:
        chosen = sorted(random.Random(args.seed).sample(names, size))
        how = f"sample of {len(chosen)} drawn with seed {args.seed}"
    where = f"engine/ files matching {', '.join(only)}" if only else "engine/"
    print(f"{where}: {len(names)} mutants; running {how}", flush=True)
    mutmut = [sys.executable, "-m", "mutmut"]
    run = [] if args.no_run else chosen
    if run:
        (ROOT / "mutants").mkdir(exist_ok=True)
        (ROOT / "mutants" / "sample.txt").write_text("\n".join(chosen) + "\n", encoding="utf-8")
        # mutmut's copy of engine/ holds every mutant (tens of MB of source): with
        # PYTHONDONTWRITEBYTECODE each process that imports it (the CLI tests start one) compiles it
        # all again, a minute each on a loaded machine, and the CLI tests' timeouts fail mutmut's
        # first run ("failed to collect stats"); the bytecode written once serves every process
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        subprocess.run(
            [*mutmut, "run", "--max-children", str(args.jobs), *chosen], cwd=ROOT, check=False, env=env
        )

    scored = chosen
    if args.score_over:
        scored = sorted(set(args.score_over.read_text(encoding="utf-8").split()) & set(names))
        how = f"the {len(scored)} mutants named in {args.score_over}"
    status = results(scored, args.prior)
    same = {n: why for n, why in equivalent().items() if n in status}
    counts = Counter(status.values())
    killed = sum(1 for n, s in status.items() if s in KILLED and n not in same)
    survivors = sorted(n for n, s in status.items() if s not in KILLED and n not in same)
    judged = len(scored) - len(same)
    print(f"\nstatuses: {dict(sorted(counts.items()))}")
    print(f"equivalent (not counted): {len(same)}")
    for name, why in sorted(same.items()):
        print(f"  {name}  {why}")
    print(f"survivors: {len(survivors)}")
    for name in survivors:
        print(f"  {name}  ({status[name]})")
        if args.show:
            subprocess.run([*mutmut, "show", name], cwd=ROOT, check=False)
    score = killed / judged if judged else 0.0
    print(f"\nmutation score: {killed}/{judged} = {score:.1%} ({how})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
