"""Scanning printed cards: QR decoding (``decode``) and the camera frame analyser (``analyser``)."""

from companion_app.scan.decode import (
    ScanError,
    Scanned,
    decode_frame,
    decode_image,
    decode_picture,
    parse,
    scan_image,
    scan_texts,
)

__all__ = [
    "ScanError",
    "Scanned",
    "decode_frame",
    "decode_image",
    "decode_picture",
    "parse",
    "scan_image",
    "scan_texts",
]
