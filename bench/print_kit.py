"""Benchmark: the whole print kit (time, size) against bare reportlab doing the same drawing.

    python bench/print_kit.py [--repeat 3] [--expansions every|BOX,BOX]

Targets (issue 11): the whole kit, board and character sheets included, within 1.5x the
bare reportlab floor per QR-coded face, and the PDF under 20 MB. The floor is a plain
reportlab script that draws, on the same number of pages and in the same embedded font,
as many rectangles, strings and QR codes as the kit does (counted while the kit renders).
Two floors: QR codes drawn the same way as the kit (qrcode's matrix as one path of rects),
and with reportlab's own QR widget; both write their streams as the kit does (binary, see
``printkit.render.binary_streams``). Kit and floors run interleaved in one process, and
times are CPU seconds of this process (best of --repeat), so that the other programs
sharing the machine disturb the ratio as little as possible; wall time is shown too.
``--expansions`` measures the kit with those boxes too (``every``: every box the data declares,
their own decks and regions included), against a floor of as many pages and drawings.
"""

from __future__ import annotations

import argparse
import io
import time
from collections import Counter

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.pdfgen import textobject
from reportlab.pdfgen.canvas import Canvas

import content
import printkit.qr
import printkit.render
from printkit.faces import parse_expansions
from printkit.kit import kit_plan
from printkit.plan import KitOptions
from printkit.render import binary_streams, render
from printkit.style import REGULAR

COUNTS: Counter[str] = Counter()


class CountingCanvas(Canvas):
    """A canvas that counts the drawing calls the kit makes."""

    def rect(self, *args, **kwargs):
        COUNTS["rects"] += 1
        return super().rect(*args, **kwargs)

    def roundRect(self, *args, **kwargs):  # noqa: N802 - reportlab's name
        COUNTS["rects"] += 1
        return super().roundRect(*args, **kwargs)

    def drawCentredString(self, *args, **kwargs):  # noqa: N802
        COUNTS["strings"] += 1
        return super().drawCentredString(*args, **kwargs)

    def drawString(self, *args, **kwargs):  # noqa: N802
        COUNTS["strings"] += 1
        return super().drawString(*args, **kwargs)


def _count_text_out(original):
    def text_out(self, text):
        COUNTS["strings"] += 1
        return original(self, text)

    return text_out


def _count_qr(original):
    def draw(canvas, text, x, y, size):
        COUNTS["qr"] += 1
        return original(canvas, text, x, y, size)

    return draw


BOXES: tuple[str, ...] = ("core",)  # the boxes printed (--expansions)


def build_kit(catalogue: content.Catalogue) -> tuple[float, int, int, int]:
    """(CPU seconds, bytes, pages, QR-coded faces) of `talisman print kit` without the terminal."""
    start = time.process_time()
    options = KitOptions()
    pages = kit_plan(catalogue, options, expansions=BOXES)
    out = io.BytesIO()
    render(pages, options, out)
    return time.process_time() - start, len(out.getvalue()), len(pages), sum(len(p.labels) for p in pages)


def count_kit(catalogue: content.Catalogue) -> Counter[str]:
    COUNTS.clear()
    saved = (printkit.render.Canvas, textobject.PDFTextObject.textOut, printkit.qr.draw)
    printkit.render.Canvas = CountingCanvas
    textobject.PDFTextObject.textOut = _count_text_out(saved[1])
    printkit.qr.draw = _count_qr(saved[2])
    try:
        build_kit(catalogue)
    finally:
        printkit.render.Canvas, textobject.PDFTextObject.textOut, printkit.qr.draw = saved
    return Counter(COUNTS)


def bare(pages: int, counts: Counter[str], *, widget: bool) -> tuple[float, int]:
    """Plain reportlab: the same numbers of rects, strings and QR codes, spread over the pages."""
    with binary_streams():
        return _bare(pages, counts, widget=widget)


def _bare(pages: int, counts: Counter[str], *, widget: bool) -> tuple[float, int]:
    start = time.process_time()
    out = io.BytesIO()
    c = Canvas(out, pagesize=(595, 842), pageCompression=1, initialFontName=REGULAR)
    per_page = {k: -(-v // pages) for k, v in counts.items()}
    left = Counter(counts)
    for _ in range(pages):
        for i in range(min(per_page["rects"], left["rects"])):
            c.rect(20 + i % 20 * 25, 20 + i // 20 * 25, 20, 20, stroke=1, fill=0)
        left["rects"] -= per_page["rects"]
        c.setFont(REGULAR, 6)
        for i in range(min(per_page["strings"], left["strings"])):
            c.drawString(20 + i % 5 * 110, 20 + i // 5 * 7 % 800, "An Enemy battles whoever lands here.")
        left["strings"] -= per_page["strings"]
        for i in range(min(per_page["qr"], left["qr"])):
            text = f"TLS1:adventure/bag-of-gold#{i}"
            x, y = 20 + i % 12 * 45, 20 + i // 12 * 45 % 800
            if widget:
                code = QrCodeWidget(text, barWidth=30, barHeight=30)
                drawing = Drawing(30, 30)
                drawing.add(code)
                renderPDF.draw(drawing, c, x, y)
            else:
                printkit.qr.matrix.cache_clear()
                printkit.qr.level.cache_clear()
                printkit.qr.draw(c, text, x, y, 30)
        left["qr"] -= per_page["qr"]
        c.showPage()
    c.save()
    return time.process_time() - start, len(out.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--expansions", default="", help="boxes besides the core game, or 'every'")
    args = parser.parse_args()

    start = time.perf_counter()
    catalogue = content.load()
    load_time = time.perf_counter() - start
    global BOXES
    named = ",".join(catalogue.expansions) if args.expansions == "every" else args.expansions
    BOXES = parse_expansions(named)
    print(f"boxes                     {', '.join(BOXES)}")
    counts = count_kit(catalogue)
    runs, same_ways, widgets, walls = [], [], [], []
    for _ in range(args.repeat):  # interleaved, so that a busy moment hits all three alike
        _clear_caches()  # cold caches each time, as in a fresh `talisman print kit`
        wall = time.perf_counter()
        runs.append(build_kit(catalogue))
        walls.append(time.perf_counter() - wall)
        same_ways.append(bare(runs[0][2], counts, widget=False)[0])
        widgets.append(bare(runs[0][2], counts, widget=True)[0])
    kit_time, same_way, with_widget = min(r[0] for r in runs), min(same_ways), min(widgets)
    _, size, pages, faces = runs[0]

    per = 1000 / faces
    print(f"catalogue load            {load_time:6.2f} s")
    print(
        f"whole kit                 {kit_time:6.2f} s CPU ({min(walls):.2f} s wall), best of {args.repeat}, "
        f"{faces} QR-coded faces"
    )
    print(f"kit size                  {size / 1e6:6.2f} MB (target < 20 MB), {pages} pages")
    drawn = f"{counts['rects']} rects, {counts['strings']} strings, {counts['qr']} QR codes"
    print(f"drawn                     {drawn}")
    print(
        f"per face: kit {kit_time * per:5.2f} ms, bare (QR paths) {same_way * per:5.2f} ms, "
        f"bare (QR widget) {with_widget * per:5.2f} ms"
    )
    print(f"kit / bare, QR paths      {kit_time / same_way:6.2f}  (target <= 1.5)")
    print(f"kit / bare, QR widget     {kit_time / with_widget:6.2f}")


def _clear_caches() -> None:
    from printkit.boardpaint import space_layout
    from printkit.cards import layout_face
    from printkit.counters import counter_layout
    from printkit.textfit import unit_width

    for cached in (
        printkit.qr.matrix,
        printkit.qr.level,
        layout_face,
        counter_layout,
        space_layout,
        unit_width,
    ):
        cached.cache_clear()


if __name__ == "__main__":
    main()
