"""Which codes a run of camera frames enters: each card once while it stays in view.

A card held in front of the camera shows up in frame after frame. The analyser enters a
code the first frame it appears, then ignores it until it has been out of view for
``gone_after`` frames in a row (a blurred frame that misses it does not count as leaving) or
until the table asks to scan again (``rearm``). Plain Python: no Kivy, no camera.
"""

from __future__ import annotations

from collections.abc import Iterable

GONE_AFTER = 4  # frames in a row without a code before it counts as having left the view


class ScanAnalyser:
    """Feed it the decoded texts of each frame; it answers the codes to enter now."""

    def __init__(self, *, gone_after: int = GONE_AFTER) -> None:
        if gone_after < 1:
            raise ValueError("gone_after must be at least one frame")
        self.gone_after = gone_after
        self._missing: dict[str, int] = {}  # code in view (or lately) -> frames it has been missed

    def feed(self, texts: Iterable[str]) -> list[str]:
        """The codes of this frame not already entered while in view, in the frame's order."""
        seen = list(dict.fromkeys(t.strip() for t in texts if t and t.strip()))
        for code in list(self._missing):
            if code not in seen:
                self._missing[code] += 1
                if self._missing[code] >= self.gone_after:
                    del self._missing[code]  # it left the view: showing it again enters it again
        new = [code for code in seen if code not in self._missing]
        for code in seen:
            self._missing[code] = 0
        return new

    def rearm(self) -> None:
        """Scan again: the next frame's codes are entered even if they never left the view."""
        self._missing.clear()

    @property
    def held(self) -> frozenset[str]:
        """Codes ignored now because they were entered and have not left the view."""
        return frozenset(self._missing)
