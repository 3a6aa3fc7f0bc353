"""The app's scanner and the Highland's printed codes (issue 30, item 3): every code the print kit
prints for the box (its Highland cards, Relics, Adventure cards, Spells, Alternative Endings,
characters' cards, standees and sheets, and the region's spaces) is read off the rendered pages
by the tablet's reader and names the component and copy printed there."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

import pytest

import content
from companion_app.scan import decode_picture, parse
from printkit.qr import Payload, copies_of

BOX = "highland"
BENCH = Path(__file__).resolve().parents[2] / "bench" / "qr_bench.py"


def test_every_code_of_the_box_names_its_component(catalogue: content.Catalogue) -> None:
    """Each copy's short code, as the kit makes it, parses back to that copy and its name."""
    mine = [c for c in catalogue if c.expansion == BOX and c.kind not in ("box", "region")]
    assert {c.kind for c in mine} >= {
        "highland",
        "relic",
        "adventure",
        "spell",
        "ending",
        "character",
        "space",
    }
    for component in mine:
        total = copies_of(component)
        for n in range(1, total + 1):
            found = parse(Payload(component.id, n if total > 1 else None).text(), catalogue)
            assert (found.component_id, found.copy, found.name) == (
                component.id,
                n if total > 1 else None,
                component.name,
            )


def _bench():
    """bench/qr_bench.py, whose painting records where each code lies on its page."""
    spec = importlib.util.spec_from_file_location("qr_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_scanner_reads_every_printed_highland_code(catalogue: content.Catalogue) -> None:
    """The A4 kit with the box (its cards, standees, the region's tiles beside the board, the
    characters' sheets) rendered at 150 dpi; each of the box's codes cut out with 3 mm of what
    surrounds it, as a camera held over one card sees it, blurred by 1 px, and read by the app's
    own reader (``decode_picture``: zbar on the tablet): each names the component and copy
    printed there, and every component of the box is found."""
    from PIL import ImageFilter

    bench = _bench()
    pdf, drawn = bench.painted_codes("a4", BOX, catalogue)
    mine = [code for code in drawn if catalogue[code.label.split("#")[0]].expansion == BOX]
    read: Counter[str] = Counter()
    missed = []
    for code, crop in bench.crops(pdf, mine, 150, 3.0):
        texts = decode_picture(crop.filter(ImageFilter.GaussianBlur(1.0)))
        labels = [parse(text, catalogue).label for text in texts]
        if labels != [code.label]:
            missed.append((code.label, labels))
        read[code.label] += 1
    assert not missed, missed[:5]
    wanted = {c.id for c in catalogue if c.expansion == BOX and c.kind not in ("box", "region")}
    assert {label.split("#")[0] for label in read} == wanted
    assert sum(read.values()) >= 142 + 4 + 12 + 12 + 3 + 3 * 6 + 17  # cards, standees, sheets, spaces
