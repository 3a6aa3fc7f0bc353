"""The whole kit, rendered page by page: QR codes (clean and blurred), printed ids, fonts,
type sizes, placeholder words, page boxes, text placement and overlaps (issue 11)."""

from __future__ import annotations

import re
from collections import Counter

import pypdfium2
import pytest
from kit_helpers import (
    BuiltKit,
    blurred,
    build,
    check_no_project_notes,
    check_text_placement,
    check_type_sizes,
    codes_in,
    expected_faces,
    image_of,
    label_of,
    labels,
    located,
    outside,
    printed_ids,
    text_rects,
)

import content
from printkit.geometry import SHEETS
from printkit.plan import KitOptions

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def pdf(kit: BuiltKit) -> pypdfium2.PdfDocument:
    return pypdfium2.PdfDocument(kit.pdf)


def test_the_pdf_opens_with_the_planned_pages(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    assert len(pdf) == len(kit.pages)
    kinds = Counter(p.kind for p in kit.pages)
    assert kinds["fronts"] == kinds["backs"] and kinds["counters"] == kinds["counter-backs"]
    # the board: an assembly page and 4 A4 sheets; one sheet per core character
    assert kinds["board-guide"] == 1 and kinds["board"] == 4
    core = [c for c in content.load().characters if getattr(c, "expansion", "core") == "core"]
    assert kinds["sheet"] == len(core)
    width, height = pdf[0].get_size()
    assert (round(width), round(height)) == (595, 842)  # A4 in points


def test_pdf_version_matches_the_viewer_preferences(kit: BuiltKit) -> None:
    """/Duplex is a PDF 1.7 viewer preference, /PrintScaling 1.6: the file says 1.7."""
    assert kit.pdf.startswith(b"%PDF-1.7")
    assert b"/PrintScaling /None" in kit.pdf
    assert b"/Duplex /DuplexFlipLongEdge" in kit.pdf


def test_every_font_is_embedded(kit: BuiltKit) -> None:
    fonts = re.findall(rb"/BaseFont /([A-Za-z0-9+\-]+)", kit.pdf)
    assert fonts, "no fonts found"
    assert not [f for f in fonts if b"Helvetica" in f or b"Times" in f or b"Courier" in f]
    descriptors = kit.pdf.count(b"/Type /FontDescriptor")
    embedded = kit.pdf.count(b"/FontFile2")
    assert descriptors == embedded >= 3  # regular, bold, italic, each a TrueType subset


def test_page_boxes_on_every_page(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    assert kit.pdf.count(b"/TrimBox") == kit.pdf.count(b"/BleedBox") == len(pdf)
    for n, plan in enumerate(kit.pages):
        page = pdf[n]
        media, trim, bleed = page.get_mediabox(), page.get_trimbox(), page.get_bleedbox()
        assert media[0] <= bleed[0] <= trim[0] and trim[2] <= bleed[2] <= media[2], n
        assert media[1] <= bleed[1] <= trim[1] and trim[3] <= bleed[3] <= media[3], n
        if plan.kind == "fronts":  # the trim box is exactly the cards in use
            x0 = min(i.trim.x for i in plan.items)
            assert trim[0] == pytest.approx(x0, abs=0.01)
            assert bleed[0] < trim[0] or plan.layout.bleed_mm == 0


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


def test_every_code_decodes_clean_and_after_a_mild_blur(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    """Every page decodes to what it prints at 150 dpi; after a 1 px blur, at least 99 %."""
    total: Counter[str] = Counter()
    after_blur = 0
    for n, plan in enumerate(kit.pages):
        page = pdf[n]
        image = image_of(page)
        found = codes_in(image)
        payloads = labels(found)
        assert payloads == Counter(plan.labels), f"page {n + 1} ({plan.caption})"
        assert payloads == printed_ids(page), f"page {n + 1} ({plan.caption})"
        total += payloads
        if plan.labels:
            after_blur += sum((codes_in(blurred(image)) & found).values())
    assert total == expected_faces(content.load(), board=True, sheets=True)
    assert after_blur >= 0.99 * sum(total.values()), f"{after_blur} of {sum(total.values())} after blur"


def test_no_text_under_6_pt(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    check_type_sizes(kit.pages, pdf)


def test_no_placeholder_words_on_paper(pdf: pypdfium2.PdfDocument) -> None:
    check_no_project_notes(pdf)


def test_no_text_outside_its_box_and_no_two_labels_overlap(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    check_text_placement(kit.pages, pdf)


def test_every_sheet_has_a_header(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    """A header names every sheet: "Adventure cards 3/7, fronts", "Board sheet B1 (2/4)"."""
    for n, plan in enumerate(kit.pages):
        text = pdf[n].get_textpage().get_text_range().replace("\r\n", " ").replace("\n", " ")
        words = plan.caption.split()[:3]
        assert " ".join(words) in text, f"page {n + 1}: no header {plan.caption!r}"
    captions = [p.caption for p in kit.pages if p.kind == "fronts"]
    assert "Adventure cards 3/7, fronts" in captions


def test_codes_sit_on_their_planned_pieces(kit: BuiltKit, pdf: pypdfium2.PdfDocument) -> None:
    """Backs, second sides and board spaces land where the plan puts them."""
    checked = 0
    for n, plan in enumerate(kit.pages):
        where = {}
        for item in plan.items:
            if item.face is not None:
                where.setdefault(item.face.payload.label, []).append(item.trim)
        for text, x, y in located(pdf[n]):
            label = label_of(text)
            if label in plan.codes:
                checked += 1
                continue
            boxes = where[label]
            assert any(b.x < x < b.right and b.y < y < b.top for b in boxes), (n, text)
            checked += 1
    assert checked == sum(len(p.labels) for p in kit.pages)


def test_letter_short_edge_kit(catalogue: content.Catalogue) -> None:
    options = KitOptions(sheet=SHEETS["letter"], duplex="short", back_offset_mm=(1, -1))
    letter = build(catalogue, options, board="none", sheets=False)
    pdf = pypdfium2.PdfDocument(letter.pdf)
    assert len(pdf) == len(letter.pages)
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
