"""Pictures of cards as the print kit prints them: ``talisman print cards`` -> PDF -> PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Any


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


def frame_bytes(picture: Path | Any) -> tuple[bytes, tuple[int, int]]:
    """A picture (file or Pillow image) as camera4kivy hands a frame to the analyser: RGBA
    bytes, rows top-down, and its size."""
    from PIL import Image

    if isinstance(picture, Path):
        with Image.open(picture) as opened:
            frame = opened.convert("RGBA")
    else:
        frame = picture.convert("RGBA")
    return frame.tobytes(), frame.size


def printed_card(folder: Path, card_id: str, *, dpi: int = 300) -> Any:
    """The card's front as printed, cut out along its trim line (a Pillow image)."""
    from PIL import Image

    from printkit.plan import KitOptions

    with Image.open(printed_card_png(folder, card_id, dpi=dpi)) as page:
        layout = KitOptions().layout("small")
        trim, scale, top = layout.slot(0).trim, dpi / 72, layout.sheet.height
        box = (trim.x, top - trim.top, trim.right, top - trim.y)
        return page.crop(tuple(round(v * scale) for v in box)).convert("RGB")


def table_frame(
    card: Any | None,
    *,
    size: tuple[int, int] = (1920, 1080),
    height: float = 0.25,
    blur: float = 0.6,
    angle: float = 4.0,
    at: tuple[float, float] = (0.4, 0.35),
    seed: int = 1,
) -> Any:
    """A camera frame of a wooden table with ``card`` lying on it: the card ``height`` of the
    frame high, turned by ``angle`` degrees, its corner at ``at`` (fractions of the frame),
    everything blurred by ``blur`` pixels (Gaussian radius). None: the table alone."""
    import random

    from PIL import Image, ImageDraw, ImageFilter

    rnd = random.Random(seed)
    frame = Image.new("RGB", size, (112, 78, 50))
    draw = ImageDraw.Draw(frame)
    for y in range(0, size[1], 5):  # wood grain
        shade = rnd.randint(-20, 20)
        draw.line(
            [(0, y), (size[0], y + rnd.randint(-9, 9))], fill=(112 + shade, 78 + shade, 50 + shade), width=4
        )
    for _ in range(10):  # dice, tokens and cups on the table
        x, y, r = rnd.randrange(size[0]), rnd.randrange(size[1]), rnd.randint(20, 120)
        draw.ellipse([x, y, x + r, y + r * 2 // 3], fill=tuple(rnd.randrange(256) for _ in range(3)))
    if card is not None:
        high = round(size[1] * height)
        scaled = card.resize((round(card.width * high / card.height), high), Image.Resampling.LANCZOS)
        turned = scaled.convert("RGBA").rotate(angle, expand=True, resample=Image.Resampling.BICUBIC)
        frame.paste(turned, (round(size[0] * at[0]), round(size[1] * at[1])), turned)
    return frame.filter(ImageFilter.GaussianBlur(blur)) if blur else frame


def qr_png(folder: Path, payload: str) -> Path:
    """A bare QR code (not from the print kit: for payloads it refuses to print)."""
    import qrcode

    path = folder / f"qr-{abs(hash(payload))}.png"
    qrcode.make(payload, border=4).save(path)
    return path
