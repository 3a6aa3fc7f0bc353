"""Issue 28, item 4: print-shop fit. Bleed on counters and on the last ganged sheet, one-sided
printing without blank reverses, box symbols of 4 mm, the Blood Moon characters' unread numbers
as boxes to write in, and standees that say how they stand."""

from __future__ import annotations

import io

import pypdfium2
import pytest

import content
from printkit.cards import fits, layout_face
from printkit.charsheet import sheet_layout, sheet_page
from printkit.cli import main
from printkit.faces import kit_pieces, pieces_for
from printkit.geometry import CARD_SIZES, SHEETS, PageLayout, Rect, mm
from printkit.kit import kit_plan, sheet_area
from printkit.plan import KitOptions, plan_pages
from printkit.render import render
from printkit.standees import BASE_WORDS


def test_counters_have_three_mm_of_bleed_front_and_back(catalogue: content.Catalogue) -> None:
    pieces = [p for p in kit_pieces(catalogue) if p.form == "counter"]
    pages = plan_pages(pieces, KitOptions(test_page=False, aid=False))
    kinds = {p.kind for p in pages}
    assert kinds == {"counters", "counter-backs"}
    for page in pages:
        for item in page.items:
            assert item.bleed == pytest.approx(mm(3)), page.caption
        assert page.bleed is not None and page.trim is not None
        assert page.bleed.x == pytest.approx(page.trim.x - mm(3))


def test_a_counters_ground_reaches_into_its_bleed(catalogue: content.Catalogue) -> None:
    """Rendered: just outside a counter's cut line the paper is its colour, not white."""
    (piece,) = pieces_for(catalogue["token/strength-1"], catalogue, 1)
    options = KitOptions(test_page=False, aid=False)
    pages = plan_pages([piece], options)
    out = io.BytesIO()
    render(pages, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    for n, page in enumerate(pages):
        trim = page.items[0].trim
        image = pdf[n].render(scale=2).to_pil().convert("RGB")
        height = pdf[n].get_height()
        x, y = (trim.x - mm(1.5)) * 2, (height - trim.top + trim.h / 2) * 2  # 1.5 mm left of the cut
        assert image.getpixel((round(x), round(y))) != (255, 255, 255), page.caption


def test_the_last_ganged_sheets_open_edges_get_bleed() -> None:
    """Ten poker cards ganged on A4 (nine a sheet): the last sheet holds one card, and its
    right and bottom edges, which no card follows any more, get the bleed too."""
    layout = PageLayout(SHEETS["a4"], CARD_SIZES["poker"], 2.0, 0.0, 0.5, 3.0, gang=True)
    lone = layout.slot(0, used=1)
    assert lone.bleed.right == pytest.approx(lone.trim.right + mm(2))
    assert lone.bleed.y == pytest.approx(lone.trim.y - mm(2))
    full = layout.slot(0)
    assert full.bleed.right == pytest.approx(full.trim.right)  # a neighbour follows: shared cut
    four = [layout.slot(i, used=4) for i in range(4)]  # a row of three and one card below
    assert four[1].bleed.y == pytest.approx(four[1].trim.y - mm(2))  # nothing below the middle one
    assert four[0].bleed.y == pytest.approx(four[0].trim.y)  # the fourth card lies below the first
    assert four[3].bleed.right == pytest.approx(four[3].trim.right + mm(2))
    for x1, y1, x2, y2 in layout.cut_marks(4):  # no cut mark touches a card's bleed
        for x, y in ((x1, y1), ((x1 + x2) / 2, (y1 + y2) / 2), (x2, y2)):
            assert not any(
                s.bleed.x + 0.01 < x < s.bleed.right - 0.01 and s.bleed.y + 0.01 < y < s.bleed.top - 0.01
                for s in four
            )


def test_simplex_leaves_out_the_blank_reverses(catalogue: content.Catalogue, tmp_path) -> None:
    duplex = kit_plan(catalogue, KitOptions())
    simplex = kit_plan(catalogue, KitOptions(simplex=True))
    blanks = sum(1 for p in duplex if p.kind == "blank")
    assert blanks >= 20
    assert not [p for p in simplex if p.kind in ("blank", "test-front", "test-back")]
    assert len(simplex) == len(duplex) - blanks - 2
    out = tmp_path / "one-sided.pdf"
    assert main(["kit", "--simplex", "--no-board", "--no-sheets", "-o", str(out)]) == 0
    assert b"/Duplex /Simplex" in out.read_bytes()


def test_box_symbols_are_at_least_4_mm(catalogue: content.Catalogue) -> None:
    options = KitOptions()
    for piece in kit_pieces(catalogue, ("core", "reaper", "blood-moon")):
        if piece.form != "small" or piece.front.expansion == "core":
            continue
        if not fits(piece.front, options.small.width, options.small.height):
            continue  # printed at the large size
        lay = layout_face(piece.front, options.small.width, options.small.height)
        assert lay.mark is not None and lay.mark.w >= mm(4) - 0.01, piece.front.payload.label


def test_blood_moon_characters_unread_numbers_are_boxes_to_write_in(catalogue: content.Catalogue) -> None:
    """The guide: a number no source prints is a box to fill in from your own card."""
    (card, _standee) = pieces_for(catalogue["character/doomsayer"], catalogue)
    stats = dict(card.front.stats)
    assert stats["Strength"] == stats["Craft"] == stats["Fate"] == stats["Lives"] == ""
    assert stats["Gold"] == "1"
    lay = sheet_layout(sheet_page(catalogue["character/doomsayer"], catalogue), sheet_area(KitOptions()))
    printed = {b.label: b.printed for b in lay.boxes if b.printed}
    assert printed["Strength"] == "starts at ___" and printed["Gold"] == "starts at 1"
    warrior = sheet_layout(sheet_page(catalogue["character/warrior"], catalogue), sheet_area(KitOptions()))
    assert {b.label: b.printed for b in warrior.boxes}["Strength"] == "starts at 4"


def test_standees_say_how_they_stand(catalogue: content.Catalogue) -> None:
    pieces = pieces_for(catalogue["character/warrior"], catalogue)
    options = KitOptions(test_page=False, aid=False)
    pages = plan_pages([p for p in pieces if p.form == "standee"], options)
    out = io.BytesIO()
    render(pages, options, out)
    text = " ".join(pypdfium2.PdfDocument(out.getvalue())[0].get_textpage().get_text_range().split())
    assert text.count(" ".join(BASE_WORDS.split()[:4])) == 2  # both feet


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_board_sheets_and_regions_have_three_mm_of_bleed(catalogue: content.Catalogue, paper: str) -> None:
    """Every board sheet and every page of a region beside it: a BleedBox 3 mm past its
    TrimBox, the board's colours reaching into it on every side (rendered, 1.5 mm past the
    cut), and the cut marks outside the bleed, inside the paper's printable area."""
    from printkit.board import tile_marks
    from printkit.boardpaint import side_marks
    from printkit.kit import board_pages
    from printkit.plan import printable

    options = KitOptions(sheet=SHEETS[paper], test_page=False, aid=False)
    boxes = tuple(b.key for b in catalogue.boxes)
    pages = [
        p
        for p in board_pages(catalogue, options, single=paper == "a3", boxes=boxes)
        if p.kind in ("board", "board-side")
    ]
    assert {p.kind for p in pages} == {"board", "board-side"}
    out = io.BytesIO()
    render(pages, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    paper_area = printable(options.sheet)
    for n, page in enumerate(pages):
        trim, bleed = page.trim, page.bleed
        assert trim is not None and bleed is not None
        assert bleed.x == pytest.approx(trim.x - mm(3)) and bleed.top == pytest.approx(trim.top + mm(3))
        assert bleed.w == pytest.approx(trim.w + mm(6)) and bleed.h == pytest.approx(trim.h + mm(6))
        image = pdf[n].render(scale=2).to_pil().convert("RGB")
        height = pdf[n].get_height()
        cut = page.extra.outline if page.kind == "board-side" else trim  # a region's strip aside
        points = [
            (cut.x - mm(1.5), cut.y + cut.h / 2),
            (cut.right + mm(1.5), cut.y + cut.h / 2),
            (cut.x + cut.w / 2, cut.y - mm(1.5)),
            (cut.x + cut.w / 2, cut.top + mm(1.5)),
        ]
        for x, y in points:
            assert image.getpixel((round(x * 2), round((height - y) * 2))) != (255, 255, 255), page.caption
        marks = (
            tile_marks(page.extra.tile, page.extra.tiling) if page.kind == "board" else side_marks(page.extra)
        )
        for x1, y1, x2, y2 in marks:
            mark = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
            inside = bleed.inset(0.01)
            apart = (
                mark.right <= inside.x
                or inside.right <= mark.x
                or mark.top <= inside.y
                or inside.top <= mark.y
            )
            assert apart and paper_area.contains(mark, 0.01), page.caption


def test_the_time_cards_day_and_night_sides_differ(catalogue: content.Catalogue) -> None:
    """Blood Moon rulesheet: the Time card shows Day on one side and Night on the other. Printed,
    the Night side is dark (light type on the deck's colour) and the Day side light, each with
    its own icon; both codes still read after a mild blur."""
    from kit_helpers import blurred, codes_in, labels
    from PIL import ImageStat

    (piece,) = pieces_for(catalogue["card/time"], catalogue)
    day, night = piece.faces
    assert not day.dark and night.dark and day.icon != night.icon
    options = KitOptions(test_page=False, aid=False)
    pages = plan_pages([piece], options)
    out = io.BytesIO()
    render(pages, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    means = []
    for n, page in enumerate(pages):
        t = page.items[0].trim
        image = pdf[n].render(scale=150 / 72).to_pil().convert("L")
        s, height = 150 / 72, pdf[n].get_height()
        card = image.crop(
            (round(t.x * s), round((height - t.top) * s), round(t.right * s), round((height - t.y) * s))
        )
        means.append(ImageStat.Stat(card).mean[0])
        assert labels(codes_in(blurred(card))) == {"card/time": 1}, page.caption
    assert means[0] - means[1] > 80  # grey levels of 255: the Night side is far darker
