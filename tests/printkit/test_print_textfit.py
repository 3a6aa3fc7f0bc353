"""Wrapping and shrinking text so that it never leaves its box."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfbase.pdfmetrics import stringWidth

from printkit.style import REGULAR
from printkit.textfit import TextDoesNotFit, fit_line, fit_text, height_of, id_label, one_line, wrap

LOREM = (
    "Roll one die and move that many spaces; then meet the space or a character on it. "
    "Cards drawn are met in rising order of their encounter number."
)


def test_short_text_keeps_the_largest_size() -> None:
    fitted = fit_text("A small note.", 200, 50, max_size=8)
    assert fitted.size == pytest.approx(8) and fitted.lines == ("A small note.",)


def test_long_text_shrinks_until_it_fits() -> None:
    fitted = fit_text(LOREM * 3, 100, 90, font="Helvetica", max_size=8, min_size=3)
    assert 3 <= fitted.size < 8
    assert fitted.height <= 90
    assert max(fitted.widths()) <= 100
    # one step larger would not fit: the size is the largest that does
    bigger = wrap(LOREM * 3, "Helvetica", fitted.size + 0.1, 100)
    assert height_of(bigger, fitted.size + 0.1) > 90


def test_paragraphs_keep_their_breaks() -> None:
    fitted = fit_text("First part.\nSecond part.", 300, 100)
    assert fitted.lines == ("First part.", None, "Second part.")


def test_a_word_wider_than_the_box_is_cut() -> None:
    lines = wrap("adventure/two-bags-of-gold#12", "Helvetica", 10, 40)
    assert len(lines) > 1 and "".join(line or "" for line in lines) == "adventure/two-bags-of-gold#12"


def test_text_that_cannot_fit_is_an_error_not_an_overflow() -> None:
    with pytest.raises(TextDoesNotFit, match="do not fit"):
        fit_text(LOREM * 40, 50, 30, min_size=3)
    with pytest.raises(TextDoesNotFit, match="no room"):
        fit_text("x", 0, 10)


def test_nothing_is_set_under_6_pt_unless_asked() -> None:
    """Issue 11: no text under 6 pt; the default floor of every fitting function is 6 pt."""
    with pytest.raises(TextDoesNotFit, match="6.0 pt"):
        fit_text(LOREM * 3, 100, 90, max_size=8)
    with pytest.raises(TextDoesNotFit, match="6.0 pt"):
        one_line("adventure/two-bags-of-gold#12", 60, font="Helvetica", max_size=8)


def test_text_flows_round_a_box_in_the_corner() -> None:
    """``narrow`` shortens the lines below a depth, as card text does beside the QR code."""
    lines = wrap(LOREM, "Helvetica", 7, 150, narrow=(20, 60))
    depth = 0.0
    for line in lines:
        width = stringWidth(line or "", "Helvetica", 7)
        assert width <= (150 if depth + 7 * 1.18 <= 20 else 60) + 1e-6
        depth += 7 * 1.18 if line is not None else 7 * 1.18 * 0.35
    assert any(stringWidth(line or "", "Helvetica", 7) > 60 for line in lines[:2])
    assert len(lines) > len(wrap(LOREM, "Helvetica", 7, 150))


def test_one_line_shrinks_and_never_wraps() -> None:
    size = fit_line("adventure/two-bags-of-gold#12", 60, font="Helvetica", max_size=8, min_size=2)
    assert size < 8
    block = one_line("adventure/two-bags-of-gold#12", 60, font="Helvetica", max_size=8, min_size=2)
    assert block.lines == ("adventure/two-bags-of-gold#12",) and max(block.widths()) <= 60.001
    with pytest.raises(TextDoesNotFit):
        fit_line("a very long line of text", 5, font="Helvetica", max_size=8, min_size=3)


words = st.text(alphabet="abcdefghijklmnopqrstuvwxyz,.;:'()-0123456789", min_size=1, max_size=18)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(words, min_size=1, max_size=120),
    st.floats(40, 250),
    st.floats(30, 300),
)
def test_whatever_fits_stays_inside_the_box(text_words: list[str], width: float, height: float) -> None:
    text = " ".join(text_words)
    try:
        fitted = fit_text(text, width, height, max_size=9, min_size=2.5)
    except TextDoesNotFit:
        return
    assert fitted.height <= height + 1e-6
    assert max(fitted.widths()) <= width + 1e-6
    assert " ".join(line for line in fitted.lines if line).replace(" ", "") == text.replace(" ", "")


def test_an_id_too_long_for_its_line_breaks_once_after_its_kind() -> None:
    """A mini card has 101 pt for its id: a long one goes on two lines at 6 pt, not smaller."""
    short = id_label("adventure/giant", 101, font=REGULAR, max_size=6)
    assert short.lines == ("adventure/giant",)
    long = id_label("adventure/reaper-two-bags-of-gold#1", 101, font=REGULAR, max_size=6)
    assert long.lines == ("adventure/", "reaper-two-bags-of-gold#1") and long.size == pytest.approx(6)
    assert max(long.widths()) <= 101
    with pytest.raises(TextDoesNotFit):
        id_label("adventure/" + "x" * 60, 101, font=REGULAR, max_size=6)
