"""The whole kit, rendered page by page: QR codes, printed ids, text placement, page count."""

from __future__ import annotations

from collections import Counter

import pypdfium2
import pytest
from kit_helpers import BuiltKit, build, decoded, expected_faces, located, outside, printed_ids, text_rects

import content
from printkit.geometry import SHEETS
from printkit.plan import KitOptions

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def pdf(kit: BuiltKit) -> pypdfium2.PdfDocument:
    return pypdfium2.PdfDocument(kit.pdf)


def test_the_pdf_opens_with_the_planned_page_count(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    assert len(pdf) == len(kit.pages)
    # 2 test pages; 174 small cards at 16 a sheet = 11 sheets; 17 large at 4 = 5 sheets;
    # 186 counters at 96 = 2 sheets; 20 standees at 12 = 2 sheets; each sheet 2 pages; the aid.
    assert len(pdf) == 2 + 2 * (11 + 5 + 2 + 2) + 1
    width, height = pdf[0].get_size()
    assert (round(width), round(height)) == (595, 842)  # A4 in points


def test_viewer_preferences_stop_scaling(kit: BuiltKit) -> None:
    assert b"/PrintScaling /None" in kit.pdf
    assert b"/Duplex /DuplexFlipLongEdge" in kit.pdf


def test_each_back_is_drawn_once_and_reused(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    forms = kit.pdf.count(b"/Subtype /Form")
    decks_with_backs = {p.back for p in kit.pieces if isinstance(p.back, str)}
    assert forms == len(decks_with_backs)  # one XObject per deck back, in the whole file
    placed = 0
    for n, plan in enumerate(kit.pages):
        if plan.kind != "backs":
            continue
        objects = list(pdf[n].get_objects(max_depth=1))
        uses = sum(1 for o in objects if o.type == pypdfium2.raw.FPDF_PAGEOBJ_FORM)
        assert uses == sum(1 for item in plan.items if item.face is None)
        placed += uses
    assert placed == sum(1 for p in kit.pieces if isinstance(p.back, str))


def test_every_page_decodes_to_what_it_prints(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    total: Counter[str] = Counter()
    for n, plan in enumerate(kit.pages):
        page = pdf[n]
        found = decoded(page)
        payloads = Counter(text.removeprefix("TLS1:") for text in found.elements())
        assert all(text.startswith("TLS1:") for text in found), n
        assert payloads == Counter(plan.labels), f"page {n + 1} ({plan.caption})"
        assert payloads == printed_ids(page), f"page {n + 1} ({plan.caption})"
        total += payloads
    assert total == expected_faces(content.load())


def test_no_text_outside_its_box(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    for n, plan in enumerate(kit.pages):
        stray = outside(text_rects(pdf[n]), plan.text_areas)
        assert not stray, f"page {n + 1} ({plan.caption}): text outside the cards at {stray[:3]}"


def test_codes_sit_on_their_planned_cards(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    """Backs and second sides land where the duplex plan puts them, so each code is on its card."""
    checked = 0
    for n, plan in enumerate(kit.pages):
        where = {}
        for item in plan.items:
            if item.face is not None:
                where.setdefault(item.face.payload.label, []).append(item.trim)
        for text, x, y in located(pdf[n]):
            boxes = where[text.removeprefix("TLS1:")]
            assert any(b.x < x < b.right and b.y < y < b.top for b in boxes), (n, text)
            checked += 1
    assert checked == sum(len(p.labels) for p in kit.pages)


def test_letter_short_edge_kit(catalogue: content.Catalogue) -> None:
    options = KitOptions(sheet=SHEETS["letter"], duplex="short", back_offset_mm=(1, -1))
    letter = build(catalogue, options)
    pdf = pypdfium2.PdfDocument(letter.pdf)
    # Letter: 12 small cards a sheet (15 sheets), 4 large (5), 88 counters (3), 12 standees (2)
    assert len(pdf) == len(letter.pages) == 2 + 2 * (15 + 5 + 3 + 2) + 1
    assert b"/Duplex /DuplexFlipShortEdge" in letter.pdf
    backs = [n for n, p in enumerate(letter.pages) if p.kind == "backs"]
    for n in backs[:2]:
        plan = letter.pages[n]
        assert all(item.rotation == 180 for item in plan.items)
        assert not outside(text_rects(pdf[n]), plan.text_areas)
    second_sides = next(n for n in backs if letter.pages[n].labels)
    plan = letter.pages[second_sides]
    for text, x, y in located(pdf[second_sides]):
        (item,) = [i for i in plan.items if i.face and i.face.payload.text() == text]
        assert item.trim.x < x < item.trim.right and item.trim.y < y < item.trim.top
