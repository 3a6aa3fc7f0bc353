"""Child of app_bench.py: a cold start of the table app to its drawn table screen; prints seconds.

With ``--ready``: on to the frames after the first, until a game drawn from its snapshot has
been replayed and takes a tap; prints the seconds from the start to then."""
# ruff: noqa: E402

import time
from pathlib import Path

t0 = time.perf_counter()
import sys

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from companion_app.cli import build_app, prepare_kivy

prepare_kivy(headless=True)
app = build_app(Path(sys.argv[1]))
app._run_prepare()
from kivy.base import EventLoop

EventLoop.idle()
assert app.manager.current == "table", app.manager.current
assert app.table.panels, "the first frame must show the players' panels"
if "--ready" in sys.argv:
    for _ in range(20):
        if app.controller.pending is None:
            break
        EventLoop.idle()
    assert app.controller.pending is None and app.controller.session is not None
print(time.perf_counter() - t0)
app.stop()
