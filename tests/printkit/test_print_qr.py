"""QR payloads (DESIGN.md "One id per thing") and the vector QR drawing."""

from __future__ import annotations

import io
import re
from collections import Counter

import pytest
import zxingcpp
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image, ImageDraw

import content
from printkit import qr
from printkit.faces import kit_pieces
from printkit.qr import Payload, game_copies, parse_payload, payload_for

COPIES = {"adventure/bag-of-gold": 3, "adventure/giant": 1, "space/outer/tavern": 1}


def test_copy_number_only_when_there_are_copies() -> None:
    assert payload_for("adventure/bag-of-gold", 2, 3).label == "adventure/bag-of-gold#2"
    assert payload_for("adventure/giant", 1, 1).label == "adventure/giant"
    with pytest.raises(ValueError, match="copy 4 is not between 1 and 3"):
        payload_for("adventure/bag-of-gold", 4, 3)
    with pytest.raises(ValueError, match="at most 99"):
        payload_for("token/gold-1", 1, 100)


def test_the_printed_text_is_ten_letters_and_digits() -> None:
    """Issue 28: a short payload. ``T2``, six characters for the id, two for the copy (00: a
    one-of-a-kind), all in the QR code's alphanumeric set."""
    bag = payload_for("adventure/bag-of-gold", 2, 3).text()
    giant = payload_for("adventure/giant", 1, 1).text()
    assert re.fullmatch(r"T2[0-9A-Z]{6}02", bag) and re.fullmatch(r"T2[0-9A-Z]{6}00", giant)
    assert bag[2:8] == qr.short_code("adventure/bag-of-gold") != giant[2:8]
    assert qr.short_code("adventure/giant") == qr.short_code("adventure/giant")  # the same every time


def test_the_earlier_long_text_is_kept_for_cards_printed_before() -> None:
    assert payload_for("adventure/bag-of-gold", 2, 3).long_text() == "TLS1:adventure/bag-of-gold#2"
    assert payload_for("adventure/giant", 1, 1).long_text() == "TLS1:adventure/giant"


def test_parse_reads_both_forms() -> None:
    assert parse_payload("TLS1:adventure/bag-of-gold#2") == Payload("adventure/bag-of-gold", 2)
    assert parse_payload("  TLS1:adventure/giant\n") == Payload("adventure/giant", None)
    assert parse_payload("TLS1:space/outer/tavern", COPIES).component_id == "space/outer/tavern"
    bag, giant = Payload("adventure/bag-of-gold", 2), Payload("adventure/giant")
    assert parse_payload(bag.text(), COPIES) == bag
    assert parse_payload(f" {giant.text()}\n", COPIES) == giant
    assert parse_payload(bag.long_text(), COPIES) == parse_payload(bag.text(), COPIES)


def test_a_short_code_needs_the_games_components() -> None:
    with pytest.raises(ValueError, match="short code"):
        parse_payload(Payload("adventure/giant").text())


def test_every_component_of_the_data_has_its_own_short_code(catalogue: content.Catalogue) -> None:
    """Two components sharing a code would make a printed card name the wrong one."""
    codes = Counter(qr.short_code(c.id) for c in catalogue)
    assert codes.most_common(1)[0][1] == 1


def test_components_that_share_a_code_are_refused_not_guessed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should two ids ever share a short code, reading it names neither (a made-up clash)."""
    monkeypatch.setattr(qr, "short_code", lambda component_id: "SAME00")
    qr._by_code.cache_clear()
    try:
        with pytest.raises(ValueError, match="adventure/giant and adventure/wolf share its code"):
            parse_payload("T2SAME0000", {"adventure/giant": 1, "adventure/wolf": 1})
    finally:
        qr._by_code.cache_clear()


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
        (Payload("adventure/gaint").text(), "not a component of this game"),
        (Payload("adventure/giant", 1).text(), "exists once"),
        (Payload("adventure/bag-of-gold").text(), "needs #1 to #3"),
        (Payload("adventure/bag-of-gold", 4).text(), "has 3 copies, not 4"),
        ("T3" + qr.short_code("adventure/giant") + "00", "version 3"),
        ("T1" + qr.short_code("adventure/giant") + "00", "garbled"),
        ("T2ABC", "not a Talisman component code"),
        ("t2" + qr.short_code("adventure/giant").lower() + "00", "not a Talisman component code"),
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
    assert parse_payload(payload.long_text()) == payload
    assert parse_payload(payload.long_text(), {component_id: copies}) == payload
    assert parse_payload(payload.text(), {component_id: copies, "adventure/giant": 1}) == payload


def test_runs_cover_exactly_the_dark_modules() -> None:
    grid = qr.matrix("TLS1:adventure/bag-of-gold#2")
    dark = {(r, c) for r, row in enumerate(grid) for c, cell in enumerate(row) if cell}
    covered = [(r, c0 + k) for r, c0, n in qr.runs(grid) for k in range(n)]
    assert len(covered) == len(set(covered)) and set(covered) == dark


def test_a_printed_code_is_the_smallest_qr_code_at_the_strongest_correction() -> None:
    """Issue 28: larger modules. Ten alphanumeric characters fit version 1 (21 modules) at
    level H, so every printed code, whatever its id, has the largest modules its square allows."""
    for component_id, copies in (("adventure/two-bags-of-gold", 12), ("space/middle/portal-of-power", 1)):
        text = payload_for(component_id, copies, copies).text()
        assert qr.modules(text) == 21 and qr.level(text) == "H"
    assert qr.modules("TLS1:adventure/two-bags-of-gold#12") > 21  # the long form needed more


@pytest.mark.parametrize(
    "text", ["TLS1:adventure/giant", "TLS1:adventure/bag-of-gold#2", Payload("adventure/giant").text()]
)
def test_error_correction_is_the_strongest_that_costs_no_modules(text: str) -> None:
    """Issue 11, then 28: never a larger code than level M needs, and within that size the
    strongest correction."""
    import qrcode
    from qrcode import constants

    def version(level: str) -> int:
        code = qrcode.QRCode(error_correction=getattr(constants, f"ERROR_CORRECT_{level}"), border=0)
        code.add_data(text)
        code.make(fit=True)
        return code.version

    assert qr.modules(text) == 17 + 4 * version("M")
    assert version(qr.level(text)) == version("M")
    stronger = {"M": ("Q", "H"), "Q": ("H",), "H": ()}[qr.level(text)]
    assert all(version(level) > version("M") for level in stronger)


def test_the_code_box_keeps_its_quiet_zone() -> None:
    text = Payload("adventure/bag-of-gold", 2).text()
    x, y, side = qr.code_box(text, 10, 20, 66)
    module = side / qr.modules(text)
    assert x - 10 == pytest.approx(qr.QUIET * module) and y - 20 == pytest.approx(qr.QUIET * module)
    assert side + 2 * qr.QUIET * module == pytest.approx(66)
    assert qr.module_size(text, 66) == pytest.approx(66 / 23)  # 21 modules and one of white each side


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
    "text",
    ["TLS1:adventure/giant", "TLS1:space/outer/tavern", Payload("token/strength-1", 32).text()],
)
def test_the_matrix_decodes_to_its_payload(text: str) -> None:
    found = zxingcpp.read_barcodes(_image(text), formats=zxingcpp.BarcodeFormat.QRCode)
    assert [f.text for f in found] == [text]


def test_draw_makes_one_path_that_decodes() -> None:
    import pypdfium2
    from reportlab.pdfgen.canvas import Canvas

    out = io.BytesIO()
    c = Canvas(out, pagesize=(100, 100), pageCompression=0)
    hex_2 = Payload("spell/hex", 2).text()
    qr.draw(c, hex_2, 20, 20, 60)
    c.save()
    pdf = out.getvalue()
    # one white square for the quiet zone, then every dark run in one path
    assert pdf.count(b" re") == 1 + len(qr.runs(qr.matrix(hex_2)))
    assert pdf.count(b" f") == 2  # " f" and " f*": the quiet zone's fill and the modules' one
    page = pypdfium2.PdfDocument(out.getvalue())[0]
    found = zxingcpp.read_barcodes(page.render(scale=4).to_pil())
    assert [f.text for f in found] == [hex_2]


def test_payload_parsing_needs_no_drawing_libraries() -> None:
    """The table app parses payloads; it must not need reportlab or qrcode for that."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys; sys.modules['qrcode'] = None; sys.modules['reportlab'] = None\n"
        "from printkit.qr import Payload, parse_payload\n"
        "print(parse_payload('TLS1:adventure/bag-of-gold#2').label)\n"
        "print(parse_payload(Payload('spell/hex', 2).text(), {'spell/hex': 2}).label)"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["adventure/bag-of-gold#2", "spell/hex#2"]


def test_every_code_of_the_two_boxes_parses_back_and_fits_a_mini_card(catalogue: content.Catalogue) -> None:
    """Issues 12 and 13: the Warlock Quest, Alternative Ending, Lycanthrope and Time cards'
    codes read back as the components and copies the game knows; issue 28: in 21 modules."""
    copies = game_copies(catalogue)
    labels = set()
    for piece in kit_pieces(catalogue, ("core", "reaper", "blood-moon")):
        for face in piece.faces:
            assert parse_payload(face.payload.text(), copies) == face.payload
            assert qr.modules(face.payload.text()) == 21, face.payload.label
            labels.add(face.payload.label)
    assert {"warlock-quest/give-object", "ending/horrible-black-void", "card/lycanthrope#6"} <= labels
