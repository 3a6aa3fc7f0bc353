"""QR payloads that name a printed component, and QR codes drawn as vector paths.

Payload rule: ``TLS1:`` + the component id, then ``#`` + the copy number exactly when
the component exists in more than one copy (``TLS1:adventure/bag-of-gold#2``); a
one-of-a-kind component carries no copy number (``TLS1:adventure/giant``). Both sides of
a double-sided card carry the same payload, and so do a character's card and standee.

Parsing needs only the standard library, so the table app can import this module.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

PREFIX = "TLS1:"
ID_PATTERN = r"[a-z][a-z0-9-]*(?:/[a-z0-9][a-z0-9-]*)+"
_PAYLOAD_RE = re.compile(rf"^TLS1:({ID_PATTERN})(?:#([1-9][0-9]{{0,2}}))?$")
_VERSION_RE = re.compile(r"^TLS(\d+):")


@dataclass(frozen=True)
class Payload:
    """A decoded payload: which component, and which copy (None for a one-of-a-kind)."""

    component_id: str
    copy: int | None = None

    @property
    def label(self) -> str:
        """The id as printed in small type on the component: ``adventure/bag-of-gold#2``."""
        return self.component_id if self.copy is None else f"{self.component_id}#{self.copy}"

    def text(self) -> str:
        return PREFIX + self.label


def payload_for(component_id: str, copy: int, copies: int) -> Payload:
    """The payload of copy ``copy`` (1-based) of a component that exists ``copies`` times."""
    if not 1 <= copy <= copies:
        raise ValueError(f"{component_id}: copy {copy} is not between 1 and {copies}")
    return Payload(component_id, copy if copies > 1 else None)


def parse_payload(text: str, copies: Mapping[str, int] | None = None) -> Payload:
    """Read a scanned payload such as ``TLS1:adventure/giant`` or ``TLS1:spell/hex#2``.

    With ``copies`` (component id -> number of copies in the game) the id must be known
    and the copy number must follow the rule above.

    Raises: ValueError saying what is wrong with the text.
    """
    if not isinstance(text, str):
        raise ValueError(f"a payload is text, got {type(text).__name__}")
    text = text.strip()
    version = _VERSION_RE.match(text)
    if version is None:
        raise ValueError(f"{text[:60]!r} is not a Talisman component code (it should start with {PREFIX!r})")
    if version[1] != "1":
        raise ValueError(f"{text[:60]!r} uses code version {version[1]}; this program reads version 1")
    match = _PAYLOAD_RE.match(text)
    if match is None:
        raise ValueError(f"{text[:60]!r} is garbled: expected TLS1:kind/name or TLS1:kind/name#copy")
    payload = Payload(match[1], int(match[2]) if match[2] else None)
    if copies is not None:
        _check_known(payload, copies)
    return payload


def _check_known(payload: Payload, copies: Mapping[str, int]) -> None:
    if payload.component_id not in copies:
        raise ValueError(f"{payload.component_id!r} is not a component of this game")
    count = copies[payload.component_id]
    if count == 1 and payload.copy is not None:
        raise ValueError(f"{payload.component_id} exists once, so its code has no copy number")
    if count > 1 and payload.copy is None:
        raise ValueError(f"{payload.component_id} has {count} copies; its code needs #1 to #{count}")
    if payload.copy is not None and payload.copy > count:
        raise ValueError(f"{payload.component_id} has {count} copies, not {payload.copy}")


# --- drawing ------------------------------------------------------------------------------


QUIET = 4  # modules of white around every code, as the QR standard asks


@lru_cache(maxsize=4096)
def matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR module matrix for ``text`` (no quiet zone), error correction chosen for size.

    Level Q (25 % of the code may be lost) when it fits in the same version as level M,
    else M (15 %): the stronger level whenever it costs no extra modules, so no code is
    larger, and so smaller on paper, than it must be. The mask pattern is fixed rather
    than chosen by scoring all eight: every mask is valid, and scoring costs about ten
    times as long as encoding.
    """
    return _encode(text, level(text))


@lru_cache(maxsize=4096)
def level(text: str) -> str:
    """``"Q"`` or ``"M"``: the error correction level :func:`matrix` uses for ``text``."""
    return "Q" if _version(text, "Q") == _version(text, "M") else "M"


def _code(text: str, ec: str) -> Any:
    import qrcode  # imported here so that the app can parse payloads without it
    from qrcode.constants import ERROR_CORRECT_M, ERROR_CORRECT_Q

    correction = ERROR_CORRECT_Q if ec == "Q" else ERROR_CORRECT_M
    code = qrcode.QRCode(error_correction=correction, border=0, mask_pattern=0)
    code.add_data(text.encode("ascii"))
    return code


def _version(text: str, ec: str) -> int:
    """The smallest version holding ``text`` at level ``ec`` (a table look-up, no encoding)."""
    return int(_code(text, ec).best_fit())


def _encode(text: str, ec: str) -> tuple[tuple[bool, ...], ...]:
    code = _code(text, ec)
    code.make(fit=True)
    return tuple(tuple(bool(cell) for cell in row) for row in code.get_matrix())


def runs(grid: tuple[tuple[bool, ...], ...]) -> list[tuple[int, int, int]]:
    """Dark modules as horizontal runs (row, first column, length): one rect each."""
    out = []
    for r, row in enumerate(grid):
        c, n = 0, len(row)
        while c < n:
            if row[c]:
                start = c
                while c < n and row[c]:
                    c += 1
                out.append((r, start, c - start))
            else:
                c += 1
    return out


def code_box(text: str, x: float, y: float, size: float) -> tuple[float, float, float]:
    """Where the modules of ``text``'s code go inside the square (x, y, size): (x, y, side).

    The square includes the quiet zone of :data:`QUIET` modules on every side.
    """
    n = modules(text)
    module = size / (n + 2 * QUIET)
    return x + QUIET * module, y + QUIET * module, n * module


def module_size(text: str, size: float) -> float:
    """The side of one module when ``text``'s code and its quiet zone fill ``size``."""
    return size / (modules(text) + 2 * QUIET)


def draw(canvas: Any, text: str, x: float, y: float, size: float) -> None:
    """Draw the QR code of ``text`` and its white quiet zone, filling the square (x, y, size).

    The square is painted white first, so the code reads on any background; keep the
    square clear of frames and text (the painters place it inside the paper area).
    """
    grid = matrix(text)
    cx, cy, side = code_box(text, x, y, size)
    module = side / len(grid)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    top = cy + side
    path = canvas.beginPath()
    for r, c, n in runs(grid):
        path.rect(cx + c * module, top - (r + 1) * module, n * module, module)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.drawPath(path, stroke=0, fill=1)


def modules(text: str) -> int:
    """Modules on a side of ``text``'s QR code (21 for version 1, +4 per version)."""
    return len(matrix(text))
