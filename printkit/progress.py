"""A one-line progress bar for a terminal; silent when the output is not a terminal."""

from __future__ import annotations

import sys
from typing import TextIO


class ProgressBar:
    """Call with (done, total); redraws one line in place and ends it when done == total."""

    def __init__(self, label: str, stream: TextIO | None = None, width: int = 30):
        self.label = label
        self.stream = stream if stream is not None else sys.stdout
        self.width = width

    @property
    def active(self) -> bool:
        isatty = getattr(self.stream, "isatty", None)
        return bool(isatty and isatty())

    def __call__(self, done: int, total: int) -> None:
        if not self.active or total <= 0:
            return
        filled = round(self.width * done / total)
        bar = "#" * filled + "-" * (self.width - filled)
        end = "\n" if done >= total else ""
        self.stream.write(f"\r{self.label} [{bar}] {done}/{total} pages{end}")
        self.stream.flush()
