"""`talisman print kit` / `talisman print cards`: outputs, PNGs, progress and clear errors."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2
import pytest
from kit_helpers import decoded_labels, expected_faces
from PIL import Image

import content
from printkit.cli import main
from printkit.progress import ProgressBar


def test_cards_only_prints_just_those_components(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue: content.Catalogue
) -> None:
    out = tmp_path / "replacements.pdf"
    spell = next(s for s in catalogue.spells if s.copies > 1)
    sword = catalogue["purchase/sword"]
    code = main(["cards", "--only", "adventure/giant", f"{spell.id}#2", sword.id, "-o", str(out)])
    assert code == 0
    pdf = pypdfium2.PdfDocument(out.read_bytes())
    assert len(pdf) == 2  # one sheet: fronts and backs, no test page, no aid
    found = sorted(decoded_labels(pdf[0]).elements())
    swords = [f"{sword.id}#{k}" for k in range(1, sword.copies + 1)] if sword.copies > 1 else [sword.id]
    assert found == sorted(["adventure/giant", f"{spell.id}#2", *swords])
    assert "wrote" in capsys.readouterr().out


def test_cards_by_deck_packs_on_few_sheets(tmp_path: Path) -> None:
    out = tmp_path / "talismans.pdf"
    assert main(["cards", "--deck", "spell", "talisman", "-o", str(out)]) == 0
    pdf = pypdfium2.PdfDocument(out.read_bytes())
    assert len(pdf) == 4  # 4 Talismans join the second Spell sheet: 16 + (8 + 4) on 2 sheets
    assert len(list(decoded_labels(pdf[0]).elements())) == 16
    assert len(list(decoded_labels(pdf[2]).elements())) == 12


def test_a_text_too_long_for_a_small_card_moves_to_a_large_one(tmp_path: Path) -> None:
    """Issue 11: no text under 6 pt; the Toad card's long text gets a large card instead."""
    out = tmp_path / "toads.pdf"
    assert main(["cards", "--deck", "toad", "-o", str(out)]) == 0
    pdf = pypdfium2.PdfDocument(out.read_bytes())
    width = pdf[0].get_size()[0]
    assert len(pdf) == 2 and width > 0
    assert len(list(decoded_labels(pdf[0]).elements())) == 4


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["cards", "--only", "adventure/gaint"], "did you mean adventure/giant"),
        (["cards", "--only", "bag-of-gold"], "did you mean adventure/bag-of-gold"),
        (["cards", "--only", "space/outer/tavern"], "unknown or unprintable id"),
        (["cards", "--only", "adventure/giant#2"], "copy 2 is not between 1 and 1"),
        (["cards", "--only", "adventure/giant#x"], "must be a number"),
        (["cards", "--deck", "spels"], "did you mean spell"),
        (["cards"], "--only ID"),
        (["kit", "--paper", "a5"], "unknown paper size 'a5'; did you mean a4"),
        (["kit", "--paper", "legal"], "expected one of a4, letter"),
        (["kit", "--card-size", "pokr"], "did you mean poker"),
        (["kit", "--card-size", "300x20"], "does not fit on a4 paper"),
        (["cards", "--deck", "character", "--large-card-size", "40x60"], "choose a larger --large-card-size"),
        (["kit", "--duplex", "lng"], "did you mean long"),
        (["kit", "--back-offset", "1"], "two numbers"),
        (
            ["cards", "--deck", "warlock-quest"],
            "the warlock-quest deck comes with The Reaper: add --expansions reaper",
        ),
        (["cards", "--deck", "ending"], "add --expansions blood-moon"),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    out = tmp_path / "out.pdf"
    assert main([*argv, "-o", str(out)]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.slow
def test_kit_with_pngs(tmp_path: Path) -> None:
    out, folder = tmp_path / "kit.pdf", tmp_path / "png"
    assert main(["kit", "-o", str(out), "--png", str(folder), "--duplex", "short"]) == 0
    assert out.stat().st_size < 20_000_000
    files = sorted(folder.glob("*.png"))
    names = {f.name for f in files}
    assert {"adventure--giant.png", "adventure--bag-of-gold--2.png", "back--adventure--mini.png"} <= names
    assert {"alignment--alignment--1--good.png", "alignment--alignment--1--evil.png"} <= names
    # every component, not only the cards (issue 11): counters and their backs, standees, spaces
    assert {"token--fate--1.png", "back--fate--counter.png", "standee--character--warrior.png"} <= names
    assert {"space--outer--city.png", "space--inner--crown-of-command.png"} <= names
    # one file per printed face (both sides of Alignment and Time cards, a character's card and
    # standee), plus one back per deck and size
    backs = {n for n in names if n.startswith("back--")}
    assert {"back--adventure--mini.png", "back--character--tarot.png", "back--strength--counter.png"} <= backs
    assert len(files) == sum(expected_faces(content.load(), board=True).values()) + len(backs)
    with Image.open(folder / "adventure--giant.png") as image:
        # 41 x 63 mm plus 3 mm bleed each side at 300 dpi
        width, height = image.size
        assert abs(width - 47 / 25.4 * 300) <= 1 and abs(height - 69 / 25.4 * 300) <= 1
        assert round(image.info["dpi"][0]) == 300


def test_progress_bar_draws_only_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    quiet, tty = io.StringIO(), Terminal()
    for stream in (quiet, tty):
        bar = ProgressBar("kit", stream, width=10)
        for n in range(1, 5):
            bar(n, 4)
    assert quiet.getvalue() == ""
    assert tty.getvalue().endswith("\rkit [##########] 4/4 pages\n")
    assert "\rkit [#####-----] 2/4 pages" in tty.getvalue()


def test_an_unknown_card_size_lists_the_sizes_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["kit", "--card-size", "zzz", "-o", str(tmp_path / "k.pdf")]) == 2
    err = capsys.readouterr().err
    assert "unknown card size 'zzz' for --card-size" in err
    assert all(err.count(name) == 1 for name in ("mini-euro", "poker", "tarot")), err


@pytest.mark.slow
def test_ganged_poker_needs_fewer_sheets_and_says_how_many(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11: 9 poker cards per A4 sheet instead of 4; the output gives the sheet count."""
    base = ["cards", "--deck", "adventure", "--card-size", "poker"]
    assert main([*base, "-o", str(tmp_path / "plain.pdf")]) == 0
    plain = capsys.readouterr().out
    assert main([*base, "--gang", "-o", str(tmp_path / "ganged.pdf")]) == 0
    ganged = capsys.readouterr().out
    assert "26 sheets of paper" in plain  # 104 cards at 4 a sheet
    assert "12 sheets of paper" in ganged  # at 9 a sheet
    pdf = pypdfium2.PdfDocument((tmp_path / "ganged.pdf").read_bytes())
    assert len(list(decoded_labels(pdf[0]).elements())) == 9


def test_output_defaults_to_the_command_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["cards", "--only", "adventure/giant"]) == 0
    assert (tmp_path / "cards.pdf").stat().st_size > 0
    out = capsys.readouterr().out
    assert "wrote cards.pdf: 2 pages, 1 sheet of paper, 1 card sheet, 1 piece, 1 QR code" in out
    assert main(["kit", "--expansions", "moon"]) == 2
    assert "unknown expansion 'moon'" in capsys.readouterr().err


def test_the_expansions_cards_print_as_replacements_and_are_counted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issues 12 and 13: a Warlock Quest card, an Alternative Ending card and the six
    Lycanthrope cards named with --only; the output counts the cards per box and deck."""
    out = tmp_path / "replacements.pdf"
    ids = ["warlock-quest/give-fate", "ending/lightbearers", "card/lycanthrope"]
    assert main(["cards", "--only", *ids, "-o", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [
        "The Reaper: 1 Warlock Quest card",
        "The Blood Moon: 6 Lycanthrope, 1 Alternative Ending cards",
    ]
    assert lines[-1].startswith(f"wrote {out}: ")
    pdf = pypdfium2.PdfDocument(out.read_bytes())
    found = sorted(label for n in range(len(pdf)) for label in decoded_labels(pdf[n]).elements())
    assert found == sorted(ids[:2] + [f"card/lycanthrope#{k}" for k in range(1, 7)])
    assert main(["cards", "--deck", "warlock-quest", "--expansions", "reaper", "-o", str(out)]) == 0
    assert capsys.readouterr().out.startswith("The Reaper: 12 Warlock Quest cards\n")
