"""Reading a printed card's QR code from an image: decode, parse the payload, name the card.

Payloads are the print kit's (``printkit.qr``, which the Android build ships): the short
``T2K3F9QZ02`` that the kit prints now, and ``TLS1:adventure/bag-of-gold#2`` on cards printed
before; both name a component and a copy, and ``printkit.qr.parse_payload`` reads both. Image
files and camera frames go through one decoder everywhere, pyzbar over the zbar library:
python-for-android has recipes for both (``pyzbar``, ``libzbar``), so the tests decode with
exactly what the tablet runs. A computer without the zbar library (a system package, not a
Python one) reads with zxing-cpp, whose wheels carry their own code, when it is installed
(the ``test`` extra has it): the tests then pass there too. A small code (a card a quarter
of the frame high) is tried again sharpened and at twice the size, which zbar reads far
better.
Every failure is a ``ScanError`` with a message for the table; nothing here crashes on a bad
image or an unknown code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from printkit.qr import game_copies, parse_payload


class ScanError(ValueError):
    """The image or its code cannot be used; the message says why."""


@dataclass(frozen=True)
class Scanned:
    component_id: str
    copy: int | None
    name: str

    @property
    def label(self) -> str:
        return self.component_id if self.copy is None else f"{self.component_id}#{self.copy}"


def _plain(reason: str, catalogue: Any) -> str:
    """A decoder's reason in the table's words (no ids, no code syntax)."""
    if "short code" in reason:
        return "That card's code can be read only in a game (open or start one first)"
    if "is not a component" in reason:
        return "That card is not part of this game (it may come from a newer print kit)"
    if "garbled" in reason or "start with" in reason or "is text" in reason:
        return "That is not the code of a Talisman card from the print kit"
    if "copies" in reason or "copy" in reason:
        named = reason.split(" ", 1)[0].rstrip(":")
        card = catalogue[named].name if catalogue is not None and named in catalogue else "That card"
        return f"{card}: this copy's code does not match the box (print it again)"
    if "version" in reason:
        return "That code comes from a newer print kit than this app reads"
    return "That is not the code of a Talisman card from the print kit"


def parse(text: str, catalogue: Any = None) -> Scanned:
    """The component a payload names, checked against the catalogue when one is given (a
    short code, what the kit prints now, names its component only with the catalogue).

    Raises:
        ScanError: not a Talisman code, an unknown version, a component not in this game, or
        a short code without the catalogue.
    """
    copies: Mapping[str, int] | None = None if catalogue is None else game_copies(catalogue)
    try:
        payload = parse_payload(text, copies)
    except ValueError as exc:
        raise ScanError(_plain(str(exc), catalogue)) from exc
    name = catalogue[payload.component_id].name if catalogue is not None else payload.component_id
    return Scanned(payload.component_id, payload.copy, name)


def decode_image(path: Path | str) -> list[str]:
    """Every QR text found in the image file (possibly none).

    Raises:
        ScanError: the file cannot be read as an image, or no decoder is installed.
    """
    try:
        from PIL import Image, UnidentifiedImageError
    except ImportError as exc:
        raise ScanError("reading images needs Pillow, which is not installed") from exc
    try:
        with Image.open(path) as opened:
            image = opened.convert("L")
    except (OSError, UnidentifiedImageError) as exc:
        raise ScanError(f"cannot read {Path(path).name} as an image") from exc
    return decode_picture(image)


def decode_frame(
    pixels: bytes, size: tuple[int, int], *, mode: str = "RGBA", flipped: bool = False
) -> list[str]:
    """Every QR text in one camera frame: raw ``pixels`` of ``size`` (width, height).

    camera4kivy hands the analyser RGBA rows top-down; a raw Kivy texture holds them
    bottom-up (``flipped``).

    Raises:
        ScanError: the bytes do not make a frame of that size, or no decoder is installed.
    """
    from PIL import Image

    try:
        image = Image.frombytes(mode, size, pixels)
    except ValueError as exc:
        raise ScanError(f"a camera frame of {size[0]} x {size[1]} {mode} cannot be read: {exc}") from exc
    if flipped:
        image = image.transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    return decode_picture(image.convert("L"))


UPSCALE_BELOW = 2400  # frames narrower than this are tried again sharpened, at twice the size


def decode_picture(image: Any) -> list[str]:
    """QR texts in a Pillow image; a frame with none is tried again enlarged.

    Raises:
        ScanError: no QR reader is installed (neither the zbar library nor zxing-cpp).
    """
    read = _qr_reader()
    gray = image.convert("L")
    found = read(gray)
    if not found and gray.width < UPSCALE_BELOW:
        from PIL import Image, ImageFilter

        sharper = gray.filter(ImageFilter.UnsharpMask(radius=1, percent=150, threshold=0))
        bigger = sharper.resize((gray.width * 2, gray.height * 2), Image.Resampling.LANCZOS)
        found = read(bigger)
    return list(dict.fromkeys(found))


def _qr_reader() -> Callable[[Any], list[str]]:
    """The QR texts of a grey Pillow image, read by pyzbar over the zbar library (the tablet's
    reader), else by zxing-cpp (a computer without the zbar library)."""
    try:
        from pyzbar import pyzbar
        from pyzbar.pyzbar import ZBarSymbol
    except ImportError:  # pyzbar raises ImportError when the zbar library is missing too
        try:
            import zxingcpp
        except ImportError as exc:
            raise ScanError(
                "this device cannot read QR codes (the zbar library is missing); pick the card from the list"
            ) from exc
        return lambda picture: [
            r.text for r in zxingcpp.read_barcodes(picture, formats=zxingcpp.BarcodeFormat.QRCode)
        ]
    return lambda picture: [
        r.data.decode("utf-8", "replace") for r in pyzbar.decode(picture, symbols=[ZBarSymbol.QRCODE])
    ]


def scan_texts(texts: list[str], catalogue: Any = None) -> Scanned:
    """The one Talisman component named by the decoded texts of one picture or frame.

    Raises:
        ScanError: no code, several different codes, or a code this game does not know.
    """
    if not texts:
        raise ScanError("no QR code found in the picture; hold the card flat and closer")
    found = {parse(t, catalogue) for t in dict.fromkeys(texts)}
    if len(found) > 1:
        raise ScanError("more than one card in the picture; scan one card at a time")
    return found.pop()


def scan_image(path: Path | str, catalogue: Any = None) -> Scanned:
    """The one Talisman component shown in the image file.

    Raises:
        ScanError: unreadable, no code, several different codes, or a code this game does not know.
    """
    return scan_texts(decode_image(path), catalogue)
