"""The camera analyser enters a card once while it stays in view (issue 9, item 2): frame
sequences of decoded texts, and of synthesized camera frames through the real decoder."""

from __future__ import annotations

import pytest
from printed_cards import frame_bytes, printed_card, table_frame

from companion_app.scan import decode_frame
from companion_app.scan.analyser import ScanAnalyser
from printkit.qr import Payload

GIANT, WOLF = "TLS1:adventure/giant", "TLS1:adventure/wolf"
PRINTED_GIANT = Payload("adventure/giant").text()  # what the kit prints on the Giant now


def run(frames, analyser=None):
    analyser = analyser or ScanAnalyser(gone_after=3)
    return [analyser.feed(texts) for texts in frames]


def test_a_card_held_in_view_is_entered_once():
    assert run([[GIANT]] * 10) == [[GIANT]] + [[]] * 9


def test_frames_that_miss_the_card_do_not_count_as_leaving():
    """A blurred frame or two decode nothing while the card is still there."""
    assert run([[GIANT], [], [], [GIANT], [], [GIANT]]) == [[GIANT], [], [], [], [], []]


def test_a_card_that_left_the_view_is_entered_again():
    assert run([[GIANT], [], [], [], [GIANT], [GIANT]]) == [[GIANT], [], [], [], [GIANT], []]


def test_scan_again_enters_the_card_still_in_view():
    analyser = ScanAnalyser(gone_after=3)
    assert run([[GIANT], [GIANT]], analyser) == [[GIANT], []]
    analyser.rearm()
    assert run([[GIANT], [GIANT]], analyser) == [[GIANT], []]


def test_each_new_card_is_entered_at_once_and_old_ones_stay_held():
    frames = [[GIANT], [GIANT, WOLF], [WOLF], [WOLF, GIANT], [], [], [], [GIANT]]
    assert run(frames) == [[GIANT], [WOLF], [], [], [], [], [], [GIANT]]


def test_blank_texts_and_repeats_in_one_frame_are_ignored():
    analyser = ScanAnalyser()
    assert analyser.feed(["", "  ", GIANT, GIANT + " "]) == [GIANT]
    assert analyser.held == {GIANT}


def test_gone_after_must_be_positive():
    with pytest.raises(ValueError, match="at least one frame"):
        ScanAnalyser(gone_after=0)


@pytest.fixture(scope="module")
def giant(tmp_path_factory):
    return printed_card(tmp_path_factory.mktemp("printed"), "adventure/giant")


@pytest.mark.parametrize(
    ("angle", "at", "seed"),
    [(0, (0.4, 0.35), 1), (4, (0.1, 0.6), 2), (-6, (0.75, 0.1), 3), (9, (0.5, 0.5), 4)],
)
def test_a_card_a_quarter_of_the_frame_high_and_slightly_blurred_decodes(giant, angle, at, seed):
    """1080p frames, the printed card 270 px high (its code about 45 px), blurred 0.6 px."""
    pixels, size = frame_bytes(table_frame(giant, angle=angle, at=at, seed=seed))
    assert decode_frame(pixels, size) == [PRINTED_GIANT]


def test_the_table_alone_and_a_badly_blurred_card_decode_to_nothing(giant):
    """The check above can fail: a frame without the card, or far out of focus, reads nothing."""
    assert decode_frame(*frame_bytes(table_frame(None))) == []
    assert decode_frame(*frame_bytes(table_frame(giant, blur=2.5))) == []


def test_a_run_of_camera_frames_enters_the_card_once(giant):
    """Table, card arrives, card held (one frame out of focus), card taken away, card back."""
    frames = [table_frame(None, seed=5)]
    frames += [table_frame(giant, at=(0.3 + 0.01 * n, 0.3), seed=5) for n in range(4)]
    frames += [table_frame(giant, blur=2.5, seed=5)]  # the hand shakes: nothing decodes
    frames += [table_frame(giant, at=(0.36, 0.3), seed=5)]
    frames += [table_frame(None, seed=5)] * 4
    frames += [table_frame(giant, at=(0.5, 0.2), angle=-3, seed=5)]
    analyser = ScanAnalyser(gone_after=3)
    entered = [analyser.feed(decode_frame(*frame_bytes(f))) for f in frames]
    assert [n for n, codes in enumerate(entered) if codes] == [1, 11]
    assert entered[1] == entered[11] == [PRINTED_GIANT]
