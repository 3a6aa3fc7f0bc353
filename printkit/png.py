"""Every printed component as a 300 dpi PNG, for virtual tabletops and print shops.

Each distinct face of a job (cards with their bleed, counters, standees, board spaces)
and one back per deck and size is painted by the same code as the PDF, onto a page of
its own, and that PDF is rasterised with pypdfium2. pypdfium2 is a self-contained wheel
and is needed only for ``--png`` (the ``png`` extra); without it the error says so.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from printkit.faces import Face
from printkit.plan import KitOptions, PagePlan, Placed
from printkit.render import paint_piece

DPI = 300


def file_name(face: Face) -> str:
    """``adventure--bag-of-gold--2.png``; a double-sided card's faces end in their side."""
    name = face.payload.label.replace("/", "--").replace("#", "--")
    side = face.title.rsplit(": ", 1)[1].lower() if ": " in face.title else ""
    return f"{name}--{side}.png" if side else f"{name}.png"


def _jobs(pages: list[PagePlan], options: KitOptions) -> list[tuple[str, Placed]]:
    """(file name, what to paint) for each distinct face and each deck's back, in page order."""
    jobs: dict[str, Placed] = {}
    for page in pages:
        for item in page.items:
            if item.face is not None:
                name = file_name(item.face)
                if item.form == "standee":  # a character's card and standee share a payload
                    name = "standee--" + name
            elif item.form == "counter":
                name = f"back--{item.back_deck}--counter.png"
            else:
                size = options.small if abs(item.trim.w - options.small.width) < 0.5 else options.large
                name = f"back--{item.back_deck}--{size.name}.png"
            jobs.setdefault(name, item)
    return list(jobs.items())


def export_png(
    pages: list[PagePlan],
    options: KitOptions,
    folder: Path,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> list[Path]:
    """Write each component of ``pages`` into ``folder``; return the paths.

    Raises: RuntimeError if pypdfium2 is not installed.
    """
    try:
        import pypdfium2
    except ImportError:  # pragma: no cover - depends on the environment
        raise RuntimeError(
            "--png needs pypdfium2: pip install 'talisman-table[png]' (or pip install pypdfium2)"
        ) from None
    folder.mkdir(parents=True, exist_ok=True)
    jobs = _jobs(pages, options)
    buffer = io.BytesIO()
    c = Canvas(buffer)
    for _, item in jobs:
        w, h = item.trim.w, item.trim.h
        bleed = options.bleed_mm * 72 / 25.4 if item.form in ("small", "large") else 0.0
        c.setPageSize((w + 2 * bleed, h + 2 * bleed))
        c.translate(bleed, bleed)
        paint_piece(c, item, bleed)
        c.showPage()
    c.save()

    pdf = pypdfium2.PdfDocument(buffer.getvalue())
    paths = []
    for n, (name, _) in enumerate(jobs):
        path = folder / name
        pdf[n].render(scale=DPI / 72).to_pil().save(path, dpi=(DPI, DPI))
        paths.append(path)
        if progress is not None:
            progress(n + 1, len(jobs))
    return paths
