"""Start-up objects that live as long as the app, kept out of the garbage collector's sight.

Python's collector goes again and again through every object it tracks: at start-up that is
all of Kivy, the app's modules and the table's widgets, which live until the app stops, and
the last collection at exit goes through them once more. ``gc.freeze`` moves the objects
alive at that moment into a generation the collector skips. Each stage freezes once a
process (objects made later may be garbage, and frozen objects are never freed).
"""

from __future__ import annotations

import gc

_done: set[str] = set()


def freeze_once(stage: str) -> None:
    """Freeze every object alive now, the first time ``stage`` is reached in this process."""
    if stage not in _done:
        _done.add(stage)
        gc.freeze()
