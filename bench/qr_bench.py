"""Benchmark: how many of each kit's QR codes the tablet's reader (zbar, through pyzbar) reads.

    python bench/qr_bench.py [--kits a4,letter,a3,both] [--dpi 150] [--blur 1] [--margin 3]
                             [--misses 8] [--zxing]

Issue 28: zbar must read at least 99 % of every kit's codes from single-code crops of a
150 dpi render after a 1 px Gaussian blur (a phone's slightly soft focus). Each kit is
planned and painted as ``talisman print kit`` does (``both``: A4 with both boxes); while it
is painted, every call of ``printkit.qr.draw`` is recorded with the canvas's transformation,
so each code's square (its quiet zone included) is known on its page. pypdfium2 renders
every page at ``--dpi``; each code is cut out with ``--margin`` mm of whatever surrounds it
(the card's frame, its text, the next card), blurred, and decoded with pyzbar. A code counts
as read when zbar returns exactly its own text. ``--zxing`` reads the same crops with
zxing-cpp too, for comparison.
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import content  # noqa: E402
import printkit.qr  # noqa: E402
from printkit.faces import parse_expansions  # noqa: E402
from printkit.geometry import SHEETS, mm  # noqa: E402
from printkit.kit import kit_plan  # noqa: E402
from printkit.plan import KitOptions  # noqa: E402
from printkit.render import render  # noqa: E402

KITS = {
    "a4": ("a4", ""),
    "letter": ("letter", ""),
    "a3": ("a3", ""),
    "both": ("a4", "reaper,blood-moon"),
    "letter-both": ("letter", "reaper,blood-moon"),
    "a3-both": ("a3", "reaper,blood-moon"),
    "every": ("a4", ",".join(content.load().expansions)),  # A4 with every box the data declares
}


@dataclass(frozen=True)
class Drawn:
    """One code as painted: its page (0-based), its text and its square in page points."""

    page: int
    text: str
    label: str  # the component and copy it names, as printed beside it
    x0: float
    y0: float
    x1: float
    y1: float


def painted_codes(paper: str, boxes: str, catalogue: content.Catalogue) -> tuple[bytes, list[Drawn]]:
    """The kit's PDF and every code drawn in it, found while it is painted."""
    options = KitOptions(sheet=SHEETS[paper])
    board = "single" if paper == "a3" else "tiles"
    pages = kit_plan(catalogue, options, expansions=parse_expansions(boxes), board=board)
    drawn: list[Drawn] = []
    original = printkit.qr.draw
    copies = printkit.qr.game_copies(catalogue)

    def record(canvas, text, x, y, size):  # noqa: ANN001, ANN202 - the painter's own call
        a, b, c, d, e, f = canvas._currentMatrix
        corners = [(a * px + c * py + e, b * px + d * py + f) for px, py in _square(x, y, size)]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        label = printkit.qr.parse_payload(text, copies).label
        drawn.append(Drawn(canvas.getPageNumber() - 1, text, label, min(xs), min(ys), max(xs), max(ys)))
        return original(canvas, text, x, y, size)

    printkit.qr.draw = record
    try:
        out = io.BytesIO()
        render(pages, options, out)
    finally:
        printkit.qr.draw = original
    return out.getvalue(), drawn


def _square(x: float, y: float, size: float) -> list[tuple[float, float]]:
    return [(x, y), (x + size, y), (x, y + size), (x + size, y + size)]


def crops(pdf: bytes, drawn: list[Drawn], dpi: float, margin_mm: float):  # noqa: ANN201 - a generator
    """Each code's crop (a grey Pillow image) with the code, page by page."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    scale = dpi / 72
    by_page: dict[int, list[Drawn]] = {}
    for code in drawn:
        by_page.setdefault(code.page, []).append(code)
    try:
        for number, codes in sorted(by_page.items()):
            page = document[number]
            height = page.get_height()
            image = page.render(scale=scale, grayscale=True).to_pil().convert("L")
            pad = mm(margin_mm)
            for code in codes:
                box = (
                    max(0, round((code.x0 - pad) * scale)),
                    max(0, round((height - code.y1 - pad) * scale)),
                    min(image.width, round((code.x1 + pad) * scale)),
                    min(image.height, round((height - code.y0 + pad) * scale)),
                )
                yield code, image.crop(box)
    finally:
        document.close()


def zbar_texts(image) -> list[str]:  # noqa: ANN001 - a Pillow image
    from pyzbar import pyzbar
    from pyzbar.pyzbar import ZBarSymbol

    return [r.data.decode("utf-8", "replace") for r in pyzbar.decode(image, symbols=[ZBarSymbol.QRCODE])]


def zxing_texts(image) -> list[str]:  # noqa: ANN001 - a Pillow image
    import zxingcpp

    return [r.text for r in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]


@dataclass(frozen=True)
class Result:
    kit: str
    codes: int
    read: int
    zxing: int | None
    misses: tuple[str, ...]
    smallest_module_mm: float

    @property
    def rate(self) -> float:
        return self.read / self.codes if self.codes else 1.0


def bench_kit(
    name: str, catalogue: content.Catalogue, *, dpi: float, blur: float, margin_mm: float, zxing: bool
) -> Result:
    from PIL import ImageFilter

    paper, boxes = KITS[name]
    pdf, drawn = painted_codes(paper, boxes, catalogue)
    read = zx = 0
    misses: list[str] = []
    smallest = min(printkit.qr.module_size(code.text, code.x1 - code.x0) for code in drawn) / mm(1)
    for code, crop in crops(pdf, drawn, dpi, margin_mm):
        soft = crop.filter(ImageFilter.GaussianBlur(blur)) if blur else crop
        if zbar_texts(soft) == [code.text]:
            read += 1
        else:
            misses.append(code.label)
        if zxing and zxing_texts(soft) == [code.text]:
            zx += 1
    return Result(name, len(drawn), read, zx if zxing else None, tuple(misses), smallest)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kits", default="a4,letter,a3,both", help=f"comma-separated: {', '.join(KITS)}")
    parser.add_argument("--dpi", type=float, default=150)
    parser.add_argument("--blur", type=float, default=1.0, help="Gaussian blur radius in pixels")
    parser.add_argument("--margin", type=float, default=3.0, help="mm of the page round each code's square")
    parser.add_argument("--misses", type=int, default=8, help="codes missed to list per kit")
    parser.add_argument("--zxing", action="store_true", help="read the crops with zxing-cpp too")
    parser.add_argument("--target", type=float, default=0.99, help="the read rate every kit must reach")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.kits.split(",") if n.strip()]
    unknown = [n for n in names if n not in KITS]
    if unknown:
        parser.error(f"unknown kit {unknown[0]!r}; choose from {', '.join(KITS)}")
    catalogue = content.load()
    worst = 1.0
    print(
        f"zbar on single-code crops: {args.dpi:g} dpi, {args.blur:g} px blur, {args.margin:g} mm round each"
    )
    for name in names:
        start = time.perf_counter()
        result = bench_kit(
            name, catalogue, dpi=args.dpi, blur=args.blur, margin_mm=args.margin, zxing=args.zxing
        )
        worst = min(worst, result.rate)
        extra = f", zxing {result.zxing / result.codes:6.1%}" if result.zxing is not None else ""
        print(
            f"{name:12} {result.read:4d} / {result.codes:4d} read by zbar  {result.rate:6.1%}{extra}"
            f"  (smallest module {result.smallest_module_mm:.2f} mm, {time.perf_counter() - start:.0f} s)"
        )
        kinds = Counter(label.split("/", 1)[0] for label in result.misses)
        if kinds:
            print(f"{'':12} missed by kind: {', '.join(f'{k} {n}' for k, n in kinds.most_common())}")
        for label in result.misses[: args.misses]:
            print(f"{'':12}   {label}")
    verdict = "meets" if worst >= args.target else "misses"
    print(f"worst kit {worst:.1%}: {verdict} the {args.target:.0%} target")
    return 0 if worst >= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
