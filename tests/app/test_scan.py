"""QR scanning from a picture of a printed card (DESIGN.md "One id per thing")."""

from __future__ import annotations

import sys

import pytest
import qrcode
from PIL import Image, ImageDraw, ImageFilter

from companion_app.scan import ScanError, parse, scan_image
from printkit.qr import Payload


def printed_card(path, payload: str, *, angle: float = 4.0):
    """A 41 x 63 mm card at ~300 dpi: a frame, a name and the QR code, photographed askew."""
    card = Image.new("RGB", (484, 744), "white")
    draw = ImageDraw.Draw(card)
    draw.rectangle((8, 8, 476, 736), outline="black", width=6)
    draw.text((40, 40), "GIANT  - Enemy - Monster", fill="black")
    code = qrcode.make(payload, border=2).convert("RGB").resize((260, 260), Image.NEAREST)
    card.paste(code, (112, 440))
    photo = Image.new("RGB", (700, 950), (120, 110, 100))
    photo.paste(card, (100, 100))
    photo = photo.rotate(angle, expand=False, fillcolor=(120, 110, 100)).filter(ImageFilter.GaussianBlur(0.8))
    photo.save(path)
    return path


def test_scan_printed_card(tmp_path, catalogue):
    found = scan_image(printed_card(tmp_path / "giant.png", "TLS1:adventure/giant"), catalogue)
    assert found.component_id == "adventure/giant" and found.copy is None and found.name == "Giant"


def test_a_computer_without_the_zbar_library_reads_with_zxing_cpp(tmp_path, catalogue, monkeypatch):
    """pyzbar cannot load without the zbar library (a system package): zxing-cpp, which the
    ``test`` extra installs with its own code, reads the card then; with neither, a clear error."""
    monkeypatch.setitem(sys.modules, "pyzbar", None)  # (importing it now fails, as without zbar)
    card = printed_card(tmp_path / "giant.png", "TLS1:adventure/giant")
    assert scan_image(card, catalogue).component_id == "adventure/giant"
    monkeypatch.setitem(sys.modules, "zxingcpp", None)
    with pytest.raises(ScanError, match="cannot read QR codes"):
        scan_image(card, catalogue)


def test_the_short_code_the_kit_prints_now_and_the_long_one_of_earlier_kits(tmp_path, catalogue):
    """Issue 28: cards printed before the short codes still scan, as the same card."""
    many = next(c for c in catalogue.adventure if c.copies > 1)
    for n, payload in enumerate([Payload(many.id, 2).text(), f"TLS1:{many.id}#2"]):
        found = scan_image(printed_card(tmp_path / f"{n}.png", payload), catalogue)
        assert (found.component_id, found.copy, found.name) == (many.id, 2, many.name)


def test_a_counter_scans_as_its_copy(catalogue):
    """A counter's copies are the supply's count (32 Strength counters of 1), as printed."""
    for text in (Payload("token/strength-1", 32).text(), "TLS1:token/strength-1#32"):
        found = parse(text, catalogue)
        assert (found.component_id, found.copy) == ("token/strength-1", 32)


def test_a_short_code_without_a_game_is_explained():
    with pytest.raises(ScanError, match="can be read only in a game"):
        parse(Payload("adventure/giant").text())


def test_scan_copy_number(tmp_path, catalogue):
    many = next(c for c in catalogue.adventure if c.copies > 1)
    found = scan_image(printed_card(tmp_path / "c.png", f"TLS1:{many.id}#2"), catalogue)
    assert (found.component_id, found.copy) == (many.id, 2)


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ("https://example.com/", "not the code of a Talisman card"),
        ("TLS9:adventure/giant", "newer print kit than this app reads"),
        ("TLS1:adventure/unicorn-king", "not part of this game"),
        (Payload("adventure/unicorn-king").text(), "not part of this game"),
        ("T3" + Payload("adventure/giant").text()[2:], "newer print kit than this app reads"),
        (Payload("adventure/giant", 2).text(), "Giant: this copy's code does not match"),
    ],
)
def test_unknown_payloads_get_clear_messages(tmp_path, catalogue, payload, message):
    with pytest.raises(ScanError, match=message) as refused:
        scan_image(printed_card(tmp_path / "x.png", payload), catalogue)
    assert "/" not in str(refused.value) and "TLS" not in str(refused.value)  # plain words


def test_no_code_and_not_an_image(tmp_path):
    blank = tmp_path / "blank.png"
    Image.new("RGB", (200, 200), "white").save(blank)
    with pytest.raises(ScanError, match="no QR code found"):
        scan_image(blank)
    text = tmp_path / "notes.png"
    text.write_text("hello")
    with pytest.raises(ScanError, match="cannot read notes.png as an image"):
        scan_image(text)


def test_parse_without_catalogue():
    assert parse("TLS1:spell/hex#2").label == "spell/hex#2"
    with pytest.raises(ScanError, match="not the code of a Talisman card"):
        parse("TLS1:Adventure Giant")
