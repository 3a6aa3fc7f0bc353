"""The scanner fed pictures of cards printed by the print kit (DESIGN.md "One id per thing")."""

from __future__ import annotations

import pytest
from printed_cards import frame_bytes, printed_card_png, qr_png

from companion_app.scan import ScanError, decode_frame, scan_image, scan_texts
from printkit.qr import Payload


@pytest.fixture(scope="module")
def giant_png(tmp_path_factory):
    return printed_card_png(tmp_path_factory.mktemp("printed"), "adventure/giant")


def test_printed_card_resolves_to_its_component(giant_png, catalogue):
    found = scan_image(giant_png, catalogue)
    assert (found.component_id, found.copy, found.name) == ("adventure/giant", None, "Giant")


def test_camera_frame_bytes_decode_like_the_picture(giant_png, catalogue):
    pixels, size = frame_bytes(giant_png)
    texts = decode_frame(pixels, size)
    assert texts == [Payload("adventure/giant").text()]
    assert scan_texts(texts, catalogue).component_id == "adventure/giant"


def test_frame_of_the_wrong_size_is_a_clear_error():
    with pytest.raises(ScanError, match="camera frame of 10 x 10"):
        decode_frame(b"\0" * 12, (10, 10))


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ("TLS1:adventure/no-such", "That card is not part of this game"),
        ("https://example.com", "not the code of a Talisman card"),
    ],
)
def test_unknown_and_foreign_codes_get_a_clear_message(tmp_path, catalogue, payload, message):
    with pytest.raises(ScanError, match=message):
        scan_image(qr_png(tmp_path, payload), catalogue)
