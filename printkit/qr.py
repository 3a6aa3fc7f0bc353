"""QR payloads that name a printed component, and QR codes drawn as vector paths.

Payload rule (code version 2, what the kit prints): ``T2``, then six letters and digits
that stand for the component's id (:func:`short_code`, from a SHA-256 of the id), then two
digits: the copy number when the component exists in more than one copy, else ``00``
(``T2K3F9QZ02``). Ten characters of the QR code's alphanumeric set fit its smallest size
(21 modules) at the strongest error correction (H, 30 % of the code may be lost), so the
modules are as large as the paper allows: a phone's slightly soft focus still reads them.
The short code says which component only to a reader that knows the game's components;
:func:`parse_payload` is given them (``copies``) and finds the one whose id hashes to it.

Code version 1, printed before: ``TLS1:`` + the component id, then ``#`` + the copy number
exactly when there are several copies (``TLS1:adventure/bag-of-gold#2``). Such cards are still
read. Both sides of a double-sided card carry the same payload, and so do a character's card
and standee.

Parsing needs only the standard library, so the table app can import this module.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

PREFIX = "TLS1:"  # code version 1
SHORT_PREFIX = "T2"  # code version 2
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # the letters and digits of a QR code's alphanumeric mode
SHORT_LENGTH = 6  # characters of the id's code: 36**6, about two thousand million codes
MAX_COPIES = 99  # two digits of copy number
ID_PATTERN = r"[a-z][a-z0-9-]*(?:/[a-z0-9][a-z0-9-]*)+"
_PAYLOAD_RE = re.compile(rf"^TLS1:({ID_PATTERN})(?:#([1-9][0-9]{{0,2}}))?$")
_VERSION_RE = re.compile(r"^TLS(\d+):")
_SHORT_RE = re.compile(rf"^T2([0-9A-Z]{{{SHORT_LENGTH}}})([0-9]{{2}})$")
_SHORT_VERSION_RE = re.compile(rf"^T([0-9])[0-9A-Z]{{{SHORT_LENGTH}}}[0-9]{{2}}$")


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
        """What the printed QR code holds (version 2): ``T2`` + the id's short code + the copy."""
        return f"{SHORT_PREFIX}{short_code(self.component_id)}{self.copy or 0:02d}"

    def long_text(self) -> str:
        """The version 1 text printed on earlier kits: ``TLS1:adventure/bag-of-gold#2``."""
        return PREFIX + self.label


@lru_cache(maxsize=4096)
def short_code(component_id: str) -> str:
    """Six letters and digits standing for ``component_id`` in a printed code: the first
    eight bytes of the id's SHA-256, in base 36 (stable: the same id, the same code)."""
    number = int.from_bytes(hashlib.sha256(component_id.encode("utf-8")).digest()[:8], "big")
    out = []
    for _ in range(SHORT_LENGTH):
        number, digit = divmod(number, len(ALPHABET))
        out.append(ALPHABET[digit])
    return "".join(out)


def copies_of(component: Any) -> int:
    """How many codes a component has printed: a supply item's ``count`` (the counters),
    else its ``copies``."""
    count = getattr(component, "count", None)
    return int(count if isinstance(count, int) else component.copies)


def game_copies(components: Iterable[Any]) -> dict[str, int]:
    """Component id -> its number of printed codes, for :func:`parse_payload`'s ``copies``."""
    return {c.id: copies_of(c) for c in components}


def payload_for(component_id: str, copy: int, copies: int) -> Payload:
    """The payload of copy ``copy`` (1-based) of a component that exists ``copies`` times.

    Raises: ValueError if the copy is out of range or there are more copies than a code holds.
    """
    if not 1 <= copy <= copies:
        raise ValueError(f"{component_id}: copy {copy} is not between 1 and {copies}")
    if copies > MAX_COPIES:
        raise ValueError(f"{component_id}: {copies} copies; a printed code numbers at most {MAX_COPIES}")
    return Payload(component_id, copy if copies > 1 else None)


def parse_payload(text: str, copies: Mapping[str, int] | None = None) -> Payload:
    """Read a scanned payload: ``T2K3F9QZ02`` (what the kit prints) or the earlier
    ``TLS1:adventure/giant`` and ``TLS1:spell/hex#2``.

    With ``copies`` (component id -> number of copies in the game) the id must be known
    and the copy number must follow the rule above. A short code names its component only
    through ``copies``.

    Raises: ValueError saying what is wrong with the text.
    """
    if not isinstance(text, str):
        raise ValueError(f"a payload is text, got {type(text).__name__}")
    text = text.strip()
    short = _SHORT_VERSION_RE.match(text)
    if short is not None:
        payload = _parse_short(text, short[1], copies)
    else:
        payload = _parse_long(text)
    if copies is not None:
        _check_known(payload, copies)
    return payload


def _parse_long(text: str) -> Payload:
    version = _VERSION_RE.match(text)
    if version is None:
        starts = f"{SHORT_PREFIX!r} or {PREFIX!r}"
        raise ValueError(f"{text[:60]!r} is not a Talisman component code (it should start with {starts})")
    if version[1] != "1":
        raise ValueError(f"{text[:60]!r} uses code version {version[1]}; this program reads versions 1 and 2")
    match = _PAYLOAD_RE.match(text)
    if match is None:
        raise ValueError(f"{text[:60]!r} is garbled: expected TLS1:kind/name or TLS1:kind/name#copy")
    return Payload(match[1], int(match[2]) if match[2] else None)


def _parse_short(text: str, version: str, copies: Mapping[str, int] | None) -> Payload:
    if version in "01":
        raise ValueError(f"{text!r} is garbled: a short code starts with {SHORT_PREFIX!r}")
    if version != "2":
        raise ValueError(f"{text!r} uses code version {version}; this program reads versions 1 and 2")
    match = _SHORT_RE.match(text)
    assert match is not None  # the version's pattern is this one with any digit after the T
    if copies is None:
        raise ValueError(f"{text!r} is a short code: it names a component only with the game's list of them")
    found = _by_code(tuple(copies)).get(match[1])
    if found is None:
        raise ValueError(f"{text!r} is not a component of this game")
    if isinstance(found, tuple):
        raise ValueError(f"{text!r} is garbled: {' and '.join(found)} share its code")
    copy = int(match[2])
    return Payload(found, copy or None)


@lru_cache(maxsize=8)
def _by_code(ids: tuple[str, ...]) -> dict[str, str | tuple[str, ...]]:
    """Each short code of ``ids`` -> its id (ids that share a code -> all of them)."""
    table: dict[str, str | tuple[str, ...]] = {}
    for component_id in ids:
        code = short_code(component_id)
        if code in table:
            seen = table[code]
            table[code] = (*(seen if isinstance(seen, tuple) else (seen,)), component_id)
        else:
            table[code] = component_id
    return table


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


QUIET = 1  # modules of white drawn round every code (see :func:`draw`)
LEVELS = ("H", "Q", "M")  # error correction, strongest first: H 30 %, Q 25 %, M 15 % of the code may be lost


@lru_cache(maxsize=4096)
def matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR module matrix for ``text`` (no quiet zone), error correction chosen for size.

    The strongest level that fits in the same version as level M: stronger correction
    whenever it costs no extra modules, so no code is larger, and so its modules smaller on
    paper, than it must be (a printed code, ten characters, is version 1 at level H). The
    mask pattern is fixed rather than chosen by scoring all eight: every mask is valid,
    zbar reads them alike, and scoring costs about ten times as long as encoding.
    """
    return _encode(text, level(text))


@lru_cache(maxsize=4096)
def level(text: str) -> str:
    """``"H"``, ``"Q"`` or ``"M"``: the error correction level :func:`matrix` uses for ``text``."""
    smallest = _version(text, "M")
    return next(ec for ec in LEVELS if _version(text, ec) == smallest)


def _code(text: str, ec: str) -> Any:
    import qrcode  # imported here so that the app can parse payloads without it
    from qrcode import constants

    correction = getattr(constants, f"ERROR_CORRECT_{ec}")
    code = qrcode.QRCode(error_correction=correction, border=0, mask_pattern=0)
    code.add_data(text)  # letters, digits and a few signs only: the denser alphanumeric mode
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
    square clear of frames and text (the painters place it inside the paper area). The
    quiet zone is :data:`QUIET` modules, not the standard's four: the room goes to larger
    modules, which zbar needs far more (tried on the whole kit: ``bench/qr_bench.py``), and
    the paper round the square adds to it.
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
