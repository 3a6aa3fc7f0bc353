"""Table app benchmarks: cold start to the table screen, and the work behind one tap.

Targets (issue 6): cold start <= 2.5 s; one tap (apply + save + refresh) <= 16 ms.
Run: python bench/app_bench.py [--taps N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import time
t0 = time.perf_counter()
import sys
from pathlib import Path
from companion_app.cli import build_app, prepare_kivy
prepare_kivy(headless=True)
app = build_app(Path(sys.argv[1]))
app._run_prepare()
from kivy.base import EventLoop
EventLoop.idle()
assert app.manager.current == "table", app.manager.current
print(time.perf_counter() - t0)
app.stop()
"""


def make_saved_game(folder: Path, extra: int) -> None:
    """A saved demo game with ``extra`` more actions, resumed by the cold start."""
    import content
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.demo import demo_actions, demo_setup
    from companion_app.storage import GameStore
    from companion_app.viewmodels.tabledata import from_catalogue

    data = from_catalogue(content.load())
    c = TableController(GameStore(folder), data)
    c.new_game(demo_setup(data), "bench")
    for a in demo_actions(data):
        c.do(a)
    for i in range(extra):
        c.do({"type": "adjust", "player": (i // 2) % 4, "stat": "gold", "delta": 1 if i % 2 == 0 else -1})


def cold_start(folder: Path, runs: int) -> list[float]:
    """Wall time of a fresh process (interpreter start included) and its own count to the first frame."""
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-c", CHILD, str(folder)], capture_output=True, text=True, cwd=ROOT, check=True
        )
        wall = time.perf_counter() - start
        inside = float(result.stdout.strip().splitlines()[-1])
        out.append((wall, inside))
    return out


def taps(folder: Path, n: int) -> list[float]:
    from companion_app.cli import build_app, prepare_kivy

    prepare_kivy(headless=True)
    from kivy.base import EventLoop

    app = build_app(folder)
    app._run_prepare()
    EventLoop.idle()
    times, frames = [], []
    for i in range(n):
        start = time.perf_counter()
        app.adjust((i // 2) % 4, "fate", 1 if i % 2 == 0 else -1)  # do + commit + refresh
        times.append(time.perf_counter() - start)
        EventLoop.idle()  # and the frame that shows it (software GL here: not a tablet's GPU)
        frames.append(time.perf_counter() - start)
    app.stop()
    return times, frames


def rules_taps(folder: Path, n: int, history: int) -> tuple[list[float], list[float], int]:
    """A rules game with ``history`` random legal actions: +/- taps (engine adjust + save +
    refresh) and the battle helper's probe (a replay of the log) at the same length."""
    import random

    from companion_app.cli import build_app, prepare_kivy
    from companion_app.viewmodels.demo import demo_setup
    from engine import Game

    prepare_kivy(headless=True)
    from dataclasses import replace

    from kivy.base import EventLoop

    app = build_app(folder)
    app._run_prepare()
    EventLoop.idle()
    c = app.controller
    app.new_game(replace(demo_setup(c.data), mode="engine", options=frozenset(), seed=7))
    rng = random.Random(7)
    for _ in range(history):
        choices = c.session.choices()
        if not choices:
            break
        c.do(rng.choice(choices).action)
    logged = len(c.log_lines())
    times = []
    for i in range(n):
        start = time.perf_counter()
        app.adjust((i // 2) % 4, "gold", 1 if i % 2 == 0 else -1)
        times.append(time.perf_counter() - start)
        EventLoop.idle()
    assert len(c.log_lines()) == logged + n, "a tap was refused"
    probes = []  # the battle helper's probe is a replay of the whole log
    session = c.session
    for _ in range(20):
        start = time.perf_counter()
        Game.replay(session.engine_setup, list(session.game.log), session.catalogue)
        probes.append(time.perf_counter() - start)
    app.stop()
    return times, probes, logged


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--taps", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--history", type=int, default=500, help="extra actions in the resumed game")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="talisman-bench-"))
    make_saved_game(folder, args.history)
    starts = cold_start(folder, args.runs)
    best_wall = min(w for w, _ in starts)
    best_inside = min(i for _, i in starts)
    print(f"cold start to table screen ({args.history + 33} logged actions resumed), best of {args.runs}:")
    print(f"  process wall time {best_wall:.2f} s   (target 2.5 s, ratio {best_wall / 2.5:.2f})")
    print(f"  inside Python      {best_inside:.2f} s")
    tap, framed = taps(folder, args.taps)
    median, p95 = statistics.median(tap) * 1000, sorted(tap)[int(len(tap) * 0.95)] * 1000
    print(f"one tap (apply + save + refresh), {args.taps} taps:")
    print(f"  median {median:.2f} ms   p95 {p95:.2f} ms   (target 16 ms, ratio {p95 / 16:.2f})")
    framed_ms = statistics.median(framed) * 1000
    print(f"  with the next frame drawn (offscreen Mesa, CPU only): median {framed_ms:.1f} ms")
    rules, probes, logged = rules_taps(Path(tempfile.mkdtemp(prefix="talisman-bench-rules-")), args.taps, 300)
    median, p95 = statistics.median(rules) * 1000, sorted(rules)[int(len(rules) * 0.95)] * 1000
    print(f"one tap in a rules game ({logged} logged actions; engine adjust + save + refresh):")
    print(f"  median {median:.2f} ms   p95 {p95:.2f} ms   (target 16 ms, ratio {p95 / 16:.2f})")
    probe = statistics.median(probes) * 1000
    print(f"  battle helper's probe (a replay of the {logged + args.taps} actions): median {probe:.2f} ms")


if __name__ == "__main__":
    main()
