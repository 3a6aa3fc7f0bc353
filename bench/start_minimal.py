"""Child of app_bench.py: the anchor, a minimal Kivy app that draws one label; prints seconds."""
# ruff: noqa: E402

import time

t0 = time.perf_counter()
import os
import tempfile

os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("KIVY_HOME", tempfile.mkdtemp())
from kivy.config import Config

Config.set("graphics", "width", "1280")
Config.set("graphics", "height", "800")
from kivy.app import App
from kivy.uix.label import Label


class Minimal(App):
    def build(self):
        return Label(text="Talisman")


app = Minimal()
app._run_prepare()
from kivy.base import EventLoop

EventLoop.idle()
print(time.perf_counter() - t0)
app.stop()
