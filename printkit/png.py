"""Every card face as a 300 dpi PNG, for virtual tabletops and print shops.

The faces are painted by the same code as the PDF, onto one page per face (trim plus
bleed), and that PDF is rasterised with pypdfium2. pypdfium2 is a self-contained wheel
and is needed only for ``--png`` (the ``png`` extra); without it the error says so.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from printkit.cards import back_form, paint_face
from printkit.faces import Face, Piece
from printkit.plan import KitOptions

DPI = 300


def file_name(face: Face) -> str:
    """``adventure--bag-of-gold--2.png``; a double-sided card's faces end in their side."""
    name = face.payload.label.replace("/", "--").replace("#", "--")
    side = face.title.rsplit(": ", 1)[1].lower() if ": " in face.title else ""
    return f"{name}--{side}.png" if side else f"{name}.png"


def export_png(
    pieces: list[Piece],
    options: KitOptions,
    folder: Path,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> list[Path]:
    """Write each card face (and one back per deck and size) into ``folder``; return the paths.

    Raises: RuntimeError if pypdfium2 is not installed.
    """
    try:
        import pypdfium2
    except ImportError:  # pragma: no cover - depends on the environment
        raise RuntimeError(
            "--png needs pypdfium2: pip install 'talisman-table[png]' (or pip install pypdfium2)"
        ) from None
    folder.mkdir(parents=True, exist_ok=True)
    jobs: list[tuple[str, Face | str, float, float]] = []
    backs: set[tuple[str, float, float]] = set()
    bleed = options.bleed_mm * 72 / 25.4
    for piece in pieces:
        if piece.form not in ("small", "large"):
            continue
        size = options.small if piece.form == "small" else options.large
        for face in piece.faces:
            jobs.append((file_name(face), face, size.width, size.height))
        if isinstance(piece.back, str) and (piece.back, size.width, size.height) not in backs:
            backs.add((piece.back, size.width, size.height))
            jobs.append((f"back--{piece.back}--{size.name}.png", piece.back, size.width, size.height))

    buffer = io.BytesIO()
    c = Canvas(buffer)
    for _, what, w, h in jobs:
        c.setPageSize((w + 2 * bleed, h + 2 * bleed))
        c.translate(bleed, bleed)
        if isinstance(what, Face):
            paint_face(c, what, w, h, bleed)
        else:
            c.doForm(back_form(c, what, w, h, bleed))
        c.showPage()
    c.save()

    pdf = pypdfium2.PdfDocument(buffer.getvalue())
    paths = []
    for n, (name, *_rest) in enumerate(jobs):
        path = folder / name
        pdf[n].render(scale=DPI / 72).to_pil().save(path, dpi=(DPI, DPI))
        paths.append(path)
        if progress is not None:
            progress(n + 1, len(jobs))
    return paths
