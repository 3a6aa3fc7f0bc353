"""Pressing real widgets headless (SDL offscreen) and comparing screenshots with references."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REFERENCES = Path(__file__).parent / "reference"
TOLERANCE = 3.0  # mean difference per channel (0-255) allowed against a reference picture


def pump(frames: int = 4) -> None:
    from kivy.base import EventLoop

    for _ in range(frames):
        EventLoop.idle()


def buttons(root, text: str) -> list:
    """The enabled buttons under ``root`` whose text starts with ``text``."""
    from kivy.uix.button import Button

    return [w for w in root.walk() if isinstance(w, Button) and w.text.startswith(text) and not w.disabled]


def find(root, text: str):
    """The first enabled button whose text starts with ``text`` (pumping a few frames first, so
    a RecycleView has made the rows for its newest data)."""
    found = buttons(root, text)
    for _ in range(4):
        if found:
            break
        pump(2)
        found = buttons(root, text)
    assert found, f"no button {text!r} on screen"
    return found[0]


def press(app, text: str) -> None:
    find(app.manager.current_screen, text).dispatch("on_release")
    pump(2)


def tap(widget) -> None:
    widget.dispatch("on_release")
    pump(2)


def screenshot(app, path: Path) -> Path:
    pump(4)
    app.save_screenshot(str(path))
    return path


def assert_matches_reference(shot_path: Path, name: str) -> None:
    """The screenshot looks like ``reference/NAME`` (UPDATE_REFERENCE=1 rewrites the reference)."""
    from PIL import Image, ImageChops, ImageStat

    shot = Image.open(shot_path).convert("RGB")
    reference_path = REFERENCES / name
    if os.environ.get("UPDATE_REFERENCE"):
        REFERENCES.mkdir(exist_ok=True)
        shot.save(reference_path)
    reference = Image.open(reference_path).convert("RGB")
    assert shot.size == reference.size == (1280, 800)
    diff = ImageStat.Stat(ImageChops.difference(shot, reference)).mean
    assert max(diff) < TOLERANCE, f"{name}: the screen differs from the reference by {diff} on average"


@contextmanager
def running_app(folder: Path, *, demo: bool = False) -> Iterator:
    """The table app built in ``folder`` and started headless; stopped on leaving."""
    from companion_app.cli import build_app, prepare_kivy

    prepare_kivy(headless=True)
    application = build_app(folder, demo=demo)
    application._run_prepare()
    pump(6)
    try:
        yield application
    finally:
        application.stop()
        pump(1)


def overflowing_labels(root) -> list[str]:
    """Texts under ``root`` (wrapped to their width) that are wider or taller than their box."""
    from kivy.uix.label import Label

    out = []
    for label in root.walk():
        if not isinstance(label, Label) or not label.text or label.opacity == 0:
            continue
        label.texture_update()
        w, h = label.texture_size
        if w > label.width + 1 or h > label.height + 1:
            out.append(
                f"{label.text[:60]!r}: text {w:.0f}x{h:.0f} in a box {label.width:.0f}x{label.height:.0f}"
            )
    return out


def at_window_sizes(app, sizes=((1280, 800), (1024, 600))):
    """Resize the window to each tablet size in turn (yields the size), then back to 1280 x 800."""
    from kivy.core.window import Window

    for size in sizes:
        Window.size = size
        pump(6)
        yield size
    Window.size = (1280, 800)
    pump(4)


def start_game(app, cast, *, mode: str = "Rules checked", first: str | None = None) -> None:
    """The Setup screen as a table fills it: players picked by name (``cast`` holds
    (name, character name) pairs), the mode and who starts chosen, then Start the game."""
    setup = app.manager.current_screen
    assert setup.name == "setup", setup.name
    setup.count.text = str(len(cast))
    setup.dealing.text = "Players pick"
    setup.mode.text = mode
    pump(2)
    for (name, pick, _), (who, character) in zip(setup.rows, cast, strict=True):
        name.text, pick.text = who, character
    setup.first.text = first or cast[0][0]
    press(app, "Start the game")
    assert app.manager.current == "table", setup.message
