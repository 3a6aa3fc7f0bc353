"""App test fixtures: a small hand-made table, a temporary games folder, headless Kivy."""

from __future__ import annotations

import os
import tempfile

# Kivy reads these when first imported: no window system, no argv parsing, no ~/.kivy.
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
os.environ.setdefault("KIVY_HOME", tempfile.mkdtemp(prefix="kivy-home-"))

import pytest  # noqa: E402
from app_fixtures import small_table  # noqa: E402

from companion_app.storage import GameStore  # noqa: E402


@pytest.fixture
def data():
    return small_table()


@pytest.fixture
def store(tmp_path):
    s = GameStore(tmp_path / "data")
    yield s
    s.close()
