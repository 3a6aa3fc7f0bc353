"""Pictures of cards as the print kit prints them: ``talisman print cards`` -> PDF -> PNG."""

from __future__ import annotations

from pathlib import Path


def printed_card_png(folder: Path, card_id: str, *, dpi: int = 200) -> Path:
    """The first page of the print kit's PDF for ``card_id`` (its front), rendered to a PNG."""
    import pypdfium2

    from printkit.cli import main

    pdf = folder / f"{card_id.replace('/', '-')}.pdf"
    assert main(["cards", "--only", card_id, "-o", str(pdf)]) == 0
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        image = document[0].render(scale=dpi / 72).to_pil()
    finally:
        document.close()
    png = pdf.with_suffix(".png")
    image.save(png)
    return png


def frame_bytes(png: Path) -> tuple[bytes, tuple[int, int]]:
    """The picture as a Kivy camera texture holds a frame: RGBA, rows bottom-up."""
    from PIL import Image

    with Image.open(png) as opened:
        frame = opened.convert("RGBA").transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    return frame.tobytes(), frame.size


def qr_png(folder: Path, payload: str) -> Path:
    """A bare QR code (not from the print kit: for payloads it refuses to print)."""
    import qrcode

    path = folder / f"qr-{abs(hash(payload))}.png"
    qrcode.make(payload, border=4).save(path)
    return path
