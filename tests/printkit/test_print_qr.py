"""QR payloads (DESIGN.md "One id per thing") and the vector QR drawing."""

from __future__ import annotations

import io

import pytest
import zxingcpp
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image, ImageDraw

import content
from printkit import qr
from printkit.faces import copies_of, deck_of, kit_pieces
from printkit.qr import Payload, parse_payload, payload_for

COPIES = {"adventure/bag-of-gold": 3, "adventure/giant": 1, "space/outer/tavern": 1}


def test_copy_number_only_when_there_are_copies() -> None:
    assert payload_for("adventure/bag-of-gold", 2, 3).text() == "TLS1:adventure/bag-of-gold#2"
    assert payload_for("adventure/giant", 1, 1).text() == "TLS1:adventure/giant"
    with pytest.raises(ValueError, match="copy 4 is not between 1 and 3"):
        payload_for("adventure/bag-of-gold", 4, 3)


def test_parse_reads_both_forms() -> None:
    assert parse_payload("TLS1:adventure/bag-of-gold#2") == Payload("adventure/bag-of-gold", 2)
    assert parse_payload("  TLS1:adventure/giant\n") == Payload("adventure/giant", None)
    assert parse_payload("TLS1:space/outer/tavern", COPIES).component_id == "space/outer/tavern"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("adventure/giant", "not a Talisman component code"),
        ("http://example.com", "not a Talisman component code"),
        ("TLS2:adventure/giant", "version 2"),
        ("TLS1:Adventure/Giant", "garbled"),
        ("TLS1:adventure", "garbled"),
        ("TLS1:adventure/giant#0", "garbled"),
        ("TLS1:adventure/giant#x", "garbled"),
        ("TLS1:adventure/giant#1#2", "garbled"),
        ("", "not a Talisman component code"),
    ],
)
def test_garbled_payloads_are_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_payload(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("TLS1:adventure/gaint", "not a component of this game"),
        ("TLS1:adventure/giant#1", "exists once"),
        ("TLS1:adventure/bag-of-gold", "needs #1 to #3"),
        ("TLS1:adventure/bag-of-gold#4", "has 3 copies, not 4"),
    ],
)
def test_payloads_are_checked_against_the_game(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_payload(text, COPIES)


def test_parse_refuses_non_text() -> None:
    with pytest.raises(ValueError, match="is text"):
        parse_payload(b"TLS1:adventure/giant")  # type: ignore[arg-type]


slugs = st.from_regex(r"[a-z][a-z0-9-]{0,20}", fullmatch=True)


@given(st.lists(slugs, min_size=2, max_size=3), st.integers(1, 40), st.integers(0, 39))
def test_every_printed_payload_parses_back(parts: list[str], copies: int, index: int) -> None:
    component_id = "/".join(parts)
    payload = payload_for(component_id, index % copies + 1, copies)
    assert parse_payload(payload.text()) == payload
    assert parse_payload(payload.text(), {component_id: copies}) == payload


def test_runs_cover_exactly_the_dark_modules() -> None:
    grid = qr.matrix("TLS1:adventure/bag-of-gold#2")
    dark = {(r, c) for r, row in enumerate(grid) for c, cell in enumerate(row) if cell}
    covered = [(r, c0 + k) for r, c0, n in qr.runs(grid) for k in range(n)]
    assert len(covered) == len(set(covered)) and set(covered) == dark


def test_longest_payloads_stay_small_enough_for_a_mini_card() -> None:
    # version 4 (33 modules) with its quiet zone keeps modules at 0.34 mm in a 14 mm square
    assert qr.modules("TLS1:adventure/two-bags-of-gold#12") <= 33


@pytest.mark.parametrize(
    "text", ["TLS1:adventure/giant", "TLS1:adventure/bag-of-gold#2", "TLS1:space/middle/portal-of-power"]
)
def test_error_correction_is_q_when_it_costs_no_modules_else_m(text: str) -> None:
    """Issue 11: M or Q chosen for size: never a larger code than level M needs."""
    import qrcode
    from qrcode.constants import ERROR_CORRECT_M, ERROR_CORRECT_Q

    def version(level: int) -> int:
        code = qrcode.QRCode(error_correction=level, border=0)
        code.add_data(text)
        code.make(fit=True)
        return code.version

    assert qr.level(text) == ("Q" if version(ERROR_CORRECT_Q) == version(ERROR_CORRECT_M) else "M")
    assert qr.modules(text) == 17 + 4 * version(ERROR_CORRECT_M)


def test_the_code_box_keeps_a_four_module_quiet_zone() -> None:
    text = "TLS1:adventure/bag-of-gold#2"
    x, y, side = qr.code_box(text, 10, 20, 66)
    module = side / qr.modules(text)
    assert x - 10 == pytest.approx(4 * module) and y - 20 == pytest.approx(4 * module)
    assert side + 8 * module == pytest.approx(66)


def _image(text: str, module: int = 6) -> Image.Image:
    grid = qr.matrix(text)
    n = len(grid)
    image = Image.new("L", ((n + 8) * module, (n + 8) * module), 255)
    draw = ImageDraw.Draw(image)
    for r, c, length in qr.runs(grid):
        x, y = (c + 4) * module, (r + 4) * module
        draw.rectangle([x, y, x + length * module - 1, y + module - 1], fill=0)
    return image


@pytest.mark.parametrize(
    "text", ["TLS1:adventure/giant", "TLS1:token/strength-1#32", "TLS1:space/outer/tavern"]
)
def test_the_matrix_decodes_to_its_payload(text: str) -> None:
    found = zxingcpp.read_barcodes(_image(text), formats=zxingcpp.BarcodeFormat.QRCode)
    assert [f.text for f in found] == [text]


def test_draw_makes_one_path_that_decodes() -> None:
    import pypdfium2
    from reportlab.pdfgen.canvas import Canvas

    out = io.BytesIO()
    c = Canvas(out, pagesize=(100, 100), pageCompression=0)
    qr.draw(c, "TLS1:spell/hex#2", 20, 20, 60)
    c.save()
    pdf = out.getvalue()
    # one white square for the quiet zone, then every dark run in one path
    assert pdf.count(b" re") == 1 + len(qr.runs(qr.matrix("TLS1:spell/hex#2")))
    assert pdf.count(b" f") == 2  # " f" and " f*": the quiet zone's fill and the modules' one
    page = pypdfium2.PdfDocument(out.getvalue())[0]
    found = zxingcpp.read_barcodes(page.render(scale=4).to_pil())
    assert [f.text for f in found] == ["TLS1:spell/hex#2"]


def test_payload_parsing_needs_no_drawing_libraries() -> None:
    """The table app parses payloads; it must not need reportlab or qrcode for that."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys; sys.modules['qrcode'] = None; sys.modules['reportlab'] = None\n"
        "from printkit.qr import parse_payload\n"
        "print(parse_payload('TLS1:adventure/bag-of-gold#2').label)"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "adventure/bag-of-gold#2"


def test_every_code_of_the_two_boxes_parses_back_and_fits_a_mini_card(catalogue: content.Catalogue) -> None:
    """Issues 12 and 13: the Warlock Quest, Alternative Ending, Lycanthrope and Time cards'
    codes read back as the components and copies the game knows, in at most 33 modules."""
    copies = {c.id: copies_of(c) for c in catalogue if deck_of(c) is not None}
    labels = set()
    for piece in kit_pieces(catalogue, ("core", "reaper", "blood-moon")):
        for face in piece.faces:
            assert parse_payload(face.payload.text(), copies) == face.payload
            assert qr.modules(face.payload.text()) <= 33, face.payload.label
            labels.add(face.payload.label)
    assert {"warlock-quest/give-object", "ending/horrible-black-void", "card/lycanthrope#6"} <= labels
