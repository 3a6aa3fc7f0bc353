"""``talisman replay`` from outside (issue 14, items 2 and 3), whole processes:

- start-up: a one-line game (the setup only) against ``python -c pass``, run in turns; the
  median difference is the figure (target: within 0.15 s);
- streaming: a 50 MB game whose second line is illegal: time to the refusal and the peak memory
  (targets: within 1 s, under 100 MB).

The first replay fills the start-up cache (content.cache); the runs after it are what a user
sees, with their compiled modules kept (``PYTHONDONTWRITEBYTECODE`` is dropped for them).

Run: python bench/replay_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SETUP = {"players": [{"name": "P1", "character": "character/warrior"}], "seed": 1}
CLI = "import sys, talisman_cli; sys.exit(talisman_cli.main(sys.argv[1:]))"
REPLAY = [sys.executable, "-c", CLI, "replay"]
# the children keep their compiled modules as every installed copy does, even where
# PYTHONDONTWRITEBYTECODE is set (then a checkout would compile every module at every start)
CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def wall(command: list[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, capture_output=True, check=False, env=env)
    return time.perf_counter() - start


def start_up(one: Path, runs: int, env: dict[str, str] | None = None) -> tuple[float, float, float]:
    """Medians of (replay, ``python -c pass``, their difference) over ``runs`` runs in turns."""
    wall([*REPLAY, str(one)], env)  # fills the start-up cache (and the bytecode cache if written)
    pairs = [(wall([*REPLAY, str(one)], env), wall([sys.executable, "-c", "pass"], env)) for _ in range(runs)]
    return (
        statistics.median(a for a, _ in pairs),
        statistics.median(b for _, b in pairs),
        statistics.median(a - b for a, b in pairs),
    )


def peak_mib(command: list[str]) -> tuple[float, float]:
    """(wall seconds, peak resident MiB) of one run, the only child measured so far."""
    script = (
        "import resource, subprocess, sys, time; t = time.perf_counter();"
        "subprocess.run(sys.argv[1:], capture_output=True);"
        "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run([sys.executable, "-c", script, *command], capture_output=True, text=True, check=True)
    seconds, kib = out.stdout.split()
    return float(seconds), int(kib) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one-line.jsonl"
        one.write_text(json.dumps({"setup": SETUP}) + "\n", encoding="utf-8")
        replay, empty, gap = start_up(one, args.runs, CACHED)
        print(f"replay one-line game   {replay:.3f} s  (python -c pass {empty:.3f} s)")
        print(f"start-up over python   {gap:.3f} s  (target <= 0.150 s)")

        big = Path(tmp) / "50mb.jsonl"
        line = json.dumps({"action": "roll 1"}) + "\n"
        with big.open("w", encoding="utf-8") as out:
            out.write(json.dumps({"setup": SETUP}) + "\n")
            out.write(json.dumps({"action": "draw adventure/giant"}) + "\n")  # not now: a die is due
            out.write(line * (50 * 1024 * 1024 // len(line)))
        seconds, mib = peak_mib([*REPLAY, str(big)])
        size = big.stat().st_size / 1024 / 1024
        print(f"{size:.0f} MB game, bad line 2  {seconds:.3f} s, peak {mib:.0f} MiB")
        print("                        (targets: <= 1 s, < 100 MiB)")


if __name__ == "__main__":
    main()
