"""Table app benchmarks, each against its target and, for the start-up, against an anchor
measured side by side in the same run (issue: readable on every tablet, quick with a long game).

- cold start: a fresh process to the drawn table screen of a resumed game, against a minimal
  Kivy app that draws one label (runs alternate; target: at most 1.5x the anchor), and when the
  game drawn from its snapshot has been replayed after the first frame (ready for a tap);
- the Log opening with 5,000 lines (target 100 ms): a second after start-up, when the app
  has made it while the table waited, as a table opens it, and at once after start-up (the
  screen made then); and reopening a 5,000-action game (target 1 s), in free tracking and in
  a rules game;
- one tap (apply + save + refresh) over a scripted game: 95th percentile (target 16 ms);
- a finger's tap through the window to the end of the next frame drawn (touch down and up on a
  counter's + or -, the table's own work, the frame; the frame rate's wait included): 95th
  percentile (target 50 ms); and the frames after a player's sheet closes (target: none over
  100 ms, and the tap that follows Close is taken); and what one frame costs in CPU time,
  drawn to its end, the table alone and with a sheet open (wall times swing with the
  machine's load; these do much less).

Every child process runs with Python's bytecode cache, as an installed app does (``child_env``).

Run: python bench/app_bench.py [--runs 5] [--taps 300] [--lines 5000]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

APP_CHILD = ROOT / "bench" / "start_app.py"
MINIMAL_CHILD = ROOT / "bench" / "start_minimal.py"


def make_free_game(folder: Path, extra: int) -> int:
    """A saved demo game (free tracking) with ``extra`` more actions; returns its id."""
    import content
    from companion_app.storage import GameStore
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.demo import demo_actions, demo_setup
    from companion_app.viewmodels.tabledata import from_catalogue

    data = from_catalogue(content.load())
    c = TableController(GameStore(folder), data)
    game = c.new_game(demo_setup(data), "bench")
    for a in demo_actions(data):
        c.do(a)
    for i in range(extra):
        c.do({"type": "adjust", "player": (i // 2) % 4, "stat": "gold", "delta": 1 if i % 2 == 0 else -1})
    c.store.close()
    return game


def make_rules_game(folder: Path, actions: int, seed: int = 7) -> tuple[int, int]:
    """A saved rules game of ``actions`` random legal actions (new games when one ends)."""
    from dataclasses import replace

    import content
    from companion_app.storage import GameStore
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.demo import demo_setup
    from companion_app.viewmodels.engine_session import engine_factory
    from companion_app.viewmodels.tabledata import from_catalogue

    catalogue = content.load()
    data = from_catalogue(catalogue)
    c = TableController(GameStore(folder), data, engine_session=engine_factory(catalogue))
    rng = random.Random(seed)
    game = c.new_game(replace(demo_setup(data), mode="engine", options=frozenset(), seed=seed), "rules bench")
    gave = False
    while len(c.log_lines()) < actions:
        choices = c.session.choices()
        if not choices:  # the game is over: corrections by hand, as a table would
            c.do({"type": "adjust", "time": "day" if gave else "night"})
            gave = not gave
            continue
        c.do(rng.choice(choices).action)
    done = len(c.log_lines())
    c.store.close()
    return game, done


_BYTECODE = tempfile.mkdtemp(prefix="talisman-bench-pyc-")


def child_env() -> dict[str, str]:
    """The children's environment: Python's bytecode cache on (in a folder of this run's own), as
    an installed app runs with its modules compiled. With PYTHONDONTWRITEBYTECODE set (some
    sandboxes set it) the app would compile its own modules from source at every start, while
    Kivy's come compiled with the package."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = _BYTECODE
    return env


def cold_starts(folder: Path, runs: int) -> tuple[list[float], list[float]]:
    """Process wall times, app and anchor alternating so both meet the same machine load (after
    one start of each that is not counted: it compiles the modules, as installing does)."""
    app, anchor = [], []
    for counted in (False, *([True] * runs)):
        for script, out, args in ((APP_CHILD, app, [str(folder)]), (MINIMAL_CHILD, anchor, [])):
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, str(script), *args],
                capture_output=True,
                text=True,
                cwd=ROOT,
                check=True,
                env=child_env(),
            )
            if counted:
                out.append(time.perf_counter() - start)
    return app, anchor


def ready_time(folder: Path, runs: int = 3) -> float:
    """Median seconds from a cold start until the resumed game is replayed and takes a tap
    (a game drawn from its snapshot is replayed in the frames after the first)."""
    times = []
    for _ in range(runs):
        args = [sys.executable, str(APP_CHILD), str(folder), "--ready"]
        done = subprocess.run(args, capture_output=True, text=True, cwd=ROOT, check=True, env=child_env())
        times.append(float(done.stdout.strip().splitlines()[-1]))
    return statistics.median(times)


def reopen(folder: Path, game: int, runs: int = 3) -> float:
    """Best time to rebuild a saved game from its log (the Games screen's Open)."""
    import content
    from companion_app.storage import GameStore
    from companion_app.viewmodels.controller import TableController
    from companion_app.viewmodels.engine_session import engine_factory
    from companion_app.viewmodels.tabledata import from_catalogue

    catalogue = content.load()
    data = from_catalogue(catalogue)
    best = float("inf")
    for _ in range(runs):
        c = TableController(GameStore(folder), data, engine_session=engine_factory(catalogue))
        start = time.perf_counter()
        c.open_game(game)
        best = min(best, time.perf_counter() - start)
        c.store.close()
    return best


def started(folder: Path):
    """The app on ``folder``'s last game, started, its game replayed (ready for a tap)."""
    from companion_app.cli import build_app, prepare_kivy

    prepare_kivy(headless=True)
    from kivy.base import EventLoop

    app = build_app(folder)
    app._run_prepare()
    EventLoop.idle()
    for _ in range(20):  # a game drawn from its snapshot is replayed in the frames after the first
        if app.controller.pending is None:
            break
        EventLoop.idle()
    assert app.controller.pending is None, "the resumed game was not replayed"
    return app


def log_at_once(folder: Path) -> float:
    """The Log's first opening at once after start-up, before the app has made it (refresh +
    the frame that draws its rows)."""
    app = started(folder)  # (Kivy imported after prepare_kivy)
    from kivy.base import EventLoop

    assert "log" not in app.pages, "the Log was made already"
    start = time.perf_counter()
    app.show("log")
    EventLoop.idle()
    spent = time.perf_counter() - start
    assert app.page("log").ids.lines.layout_manager.children, "the Log drew no rows"
    app.stop()
    return spent


def in_app(folder: Path, taps: int) -> tuple[float, list[float]]:
    """In one running app on ``folder``'s last game: the Log opening a second after start-up
    (made by then while the table waited; refresh + the frame that draws its rows; the slowest
    of 3), then ``taps`` taps on the table (apply + save + refresh)."""
    app = started(folder)  # (Kivy imported after prepare_kivy)
    from kivy.base import EventLoop

    waited = time.perf_counter()
    while "log" not in app.pages and time.perf_counter() - waited < 5:  # as a table waits
        EventLoop.idle()
    for _ in range(10):
        EventLoop.idle()
    opens = []
    for _ in range(3):
        start = time.perf_counter()
        app.show("log")
        EventLoop.idle()  # the frame that draws the visible rows
        opens.append(time.perf_counter() - start)
        assert app.page("log").ids.lines.layout_manager.children, "the Log drew no rows"
        app.show("table")
        EventLoop.idle()
    log_open = max(opens)
    times = []
    logged = len(app.controller.log_lines())
    game = getattr(app.controller.session, "game", None)
    alive = [p.player for p in game.state.players if p.alive] if game else [0, 1, 2, 3]
    for i in range(taps):
        start = time.perf_counter()
        if alive:  # a -/+ on a counter of someone still in the game
            app.adjust(alive[(i // 2) % len(alive)], "fate", 1 if i % 2 == 0 else -1)
        else:  # everyone died: the Time card is still turned
            app.toggle_time()
        times.append(time.perf_counter() - start)
        EventLoop.idle()
    assert len(app.controller.log_lines()) == logged + taps, "a tap was refused: the figures would be wrong"
    fingers, after_close = finger_taps(app, taps)
    frames = frame_cpu(app)
    app.stop()
    return log_open, times, fingers, after_close, frames


def frame_cpu(app, n: int = 20) -> dict[str, float]:
    """CPU seconds (the process's, renderer threads included) to draw one frame to its end
    (glFinish), the table alone and with a player's sheet open: what a frame costs, whatever
    the machine's load (Mesa's software renderer draws a frame only when something waits)."""
    from kivy.base import EventLoop
    from kivy.core.window import Window
    from kivy.graphics.opengl import glFinish

    def cost() -> float:
        Window.canvas.ask_update()
        EventLoop.idle()
        glFinish()
        start = time.process_time()
        for _ in range(n):
            Window.canvas.ask_update()
            EventLoop.idle()
            glFinish()
        return (time.process_time() - start) / n

    app.show("table")
    found = {"table": cost()}
    sheet = app.open_sheet(app.table.panels[0].player)
    found["sheet"] = cost()
    sheet.dismiss()
    return found


def finger_taps(app, taps: int) -> tuple[list[float], list[float]]:
    """Taps through the window as a finger makes them: seconds from the touch to the end of the
    next frame drawn, on the + and - of the panels' counters; then, ten times, a player's sheet
    opened and closed with a tap on a + at once (which must be taken), and the longest of the
    frames after Close: each from what asked for it (Close and the tap, the next tap, or the
    loop's own turn) to its end. The loop's turns that draw nothing (nothing changed) are no
    frame: counted as one, the 8 turns' wait between the two taps (a turn is a sixtieth of a
    second at least) made the 'longest frame' about 130 ms whatever the frames cost."""
    from kivy.base import EventLoop
    from kivy.core.window import Window
    from kivy.tests.common import UnitTestTouch

    flips: list[float] = []
    Window.bind(on_flip=lambda *_: flips.append(time.perf_counter()))

    def touch(widget) -> float:
        x, y = widget.to_window(*widget.center)
        start = time.perf_counter()
        finger = UnitTestTouch(x, y)
        finger.touch_down()
        finger.touch_up()
        return start

    def next_frame(start: float) -> float:
        while not flips or flips[-1] < start:
            EventLoop.idle()
        return flips[-1] - start

    app.show("table")
    for _ in range(3):
        EventLoop.idle()
    cells = [c for panel in app.table.panels if panel.view and not panel.view.killed for c in panel.cells]

    def sign(cell, text: str):
        return next(b for b in cell.walk(restrict=True) if getattr(b, "text", "") == text)

    fates = [c for c in cells if c.stat == "fate"]
    pairs = [(sign(c, "+"), sign(c, "-")) for c in fates]  # a + then a -: the value comes back
    if not pairs:  # everyone died (a long random game): the Day/Night button, twice, instead
        turned = next(
            b for b in app.table.walk(restrict=True) if getattr(b, "text", "").startswith(("Day", "Night"))
        )
        pairs = [(turned, turned)]
    logged = len(app.controller.log_lines())
    out = [next_frame(touch(pairs[(i // 2) % len(pairs)][i % 2])) for i in range(taps)]
    assert len(app.controller.log_lines()) == logged + taps, "a finger's tap was not taken"
    after_close = []
    for i in range(10):
        panel = app.table.panels[i % len(app.table.panels)]
        more = next(b for b in panel.walk(restrict=True) if getattr(b, "text", "") in ("More", "Change"))
        next_frame(touch(more))
        sheet = next(w for w in Window.children if type(w).__name__ == "PlayerSheet")
        close = next(b for b in sheet.walk(restrict=True) if getattr(b, "text", "") == "Close")
        before = len(app.controller.log_lines())
        closed = touch(close)
        next_frame(touch(pairs[0][0]))
        frames = [flips[-1] - closed]  # Close and the tap at once after it: the frame that shows both
        for _ in range(8):  # the frames the loop draws on its own after them, if any
            start, drawn = time.perf_counter(), len(flips)
            EventLoop.idle()
            if len(flips) > drawn:
                frames.append(flips[-1] - start)
        frames.append(next_frame(touch(pairs[0][1])))  # and the next tap's
        after_close.append(max(frames))
        assert len(app.controller.log_lines()) == before + 2, "the tap right after Close was lost"
    return out, after_close


def in_app_process(folder: Path, taps: int) -> tuple[float, list[float], list[float], list[float], dict]:
    """``in_app`` in a process of its own: one Kivy app per process, as on a tablet."""
    done = subprocess.run(
        [sys.executable, __file__, "--in-app", str(folder), "--taps", str(taps)],
        capture_output=True, text=True, cwd=ROOT, check=True, env=child_env(),
    )  # fmt: skip
    found = json.loads(done.stdout.strip().splitlines()[-1])
    return found["log_open"], found["taps"], found["fingers"], found["after_close"], found["frames"]


def log_at_once_process(folder: Path) -> float:
    """``log_at_once`` in a process of its own."""
    done = subprocess.run(
        [sys.executable, __file__, "--log-at-once", str(folder)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        env=child_env(),
    )
    return float(done.stdout.strip().splitlines()[-1])


def p95(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.95)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=300)
    parser.add_argument("--lines", type=int, default=5000)
    parser.add_argument("--in-app", type=Path, help=argparse.SUPPRESS)  # the child of in_app_process
    parser.add_argument("--log-at-once", type=Path, help=argparse.SUPPRESS)  # log_at_once_process's
    args = parser.parse_args()
    if args.log_at_once:
        print(log_at_once(args.log_at_once))
        return
    if args.in_app:
        log_open, tap, fingers, after_close, frames = in_app(args.in_app, args.taps)
        found = {
            "log_open": log_open,
            "taps": tap,
            "fingers": fingers,
            "after_close": after_close,
            "frames": frames,
        }
        print(json.dumps(found))
        return

    free = Path(tempfile.mkdtemp(prefix="talisman-bench-free-"))
    free_game = make_free_game(free, args.lines - 33)
    rules = Path(tempfile.mkdtemp(prefix="talisman-bench-rules-"))
    rules_game, rules_lines = make_rules_game(rules, args.lines)

    evening = Path(tempfile.mkdtemp(prefix="talisman-bench-evening-"))
    _, evening_lines = make_rules_game(evening, 500)
    app, anchor = cold_starts(evening, args.runs)
    a, m = statistics.median(app), statistics.median(anchor)
    print(
        f"cold start to the drawn table screen (an evening's rules game, {evening_lines} actions, resumed),"
    )
    print(f"  median of {args.runs}: app {a:.2f} s   minimal Kivy app (one label) {m:.2f} s"
          f"   ratio {a / m:.2f}  (target <= 1.5)")  # fmt: skip
    print(f"  replayed and ready for a tap {ready_time(evening):.2f} s after the start (median of 3)")
    app, anchor = cold_starts(rules, args.runs)
    a, m = statistics.median(app), statistics.median(anchor)
    print(
        f"cold start to the drawn table screen (a rules game of {rules_lines} actions resumed),"
        f" median of {args.runs}:"
    )
    print(f"  app {a:.2f} s   minimal Kivy app (one label) {m:.2f} s   ratio {a / m:.2f}  (target <= 1.5)")
    print(f"  replayed and ready for a tap {ready_time(rules):.2f} s after the start (median of 3)")

    for name, folder, game in (("free tracking", free, free_game), ("rules", rules, rules_game)):
        opened = reopen(folder, game)
        log_open, tap, fingers, after_close, frames = in_app_process(folder, args.taps)
        at_once = log_at_once_process(folder)
        print(f"{name} game of {args.lines} lines:")
        print(
            f"  reopen {opened * 1000:.0f} ms (target 1000 ms)"
            f"   Log opens in {log_open * 1000:.1f} ms (target 100 ms; made while the table waited),"
            f" {at_once * 1000:.1f} ms at once after start-up"
        )
        print(
            f"  one tap (apply + save + refresh), {args.taps} taps:"
            f" median {statistics.median(tap) * 1000:.2f} ms"
            f"   p95 {p95(tap) * 1000:.2f} ms  (target 16 ms)"
        )
        print(
            f"  a finger's tap to the next frame drawn, {args.taps} taps:"
            f" median {statistics.median(fingers) * 1000:.1f} ms"
            f"   p95 {p95(fingers) * 1000:.1f} ms  (target 50 ms)"
        )
        print(
            f"  a sheet closed, 10 times: the longest frame after Close {max(after_close) * 1000:.0f} ms"
            f"  (target 100 ms); the tap at once after Close taken every time"
        )
        print(
            f"  one frame drawn to its end (CPU time, less swayed by the load):"
            f" table {frames['table'] * 1000:.0f} ms"
            f"   with a player's sheet open {frames['sheet'] * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
