"""Issue 28, item 1: a table can play from paper alone.

The board reference gives every space's whole rule (the data's ``text``) and the assembly page
points to it; charts print as tables; one player aid per set of boxes printed (a core-only aid
says nothing of the boxes); core-only character sheets have no Lycanthrope box; a rules
summary covers turn order, movement, encounters, battle and psychic combat, fate, alignment,
toads and the Crown of Command.
"""

from __future__ import annotations

import io
import re

import pypdfium2
import pytest
from kit_helpers import ALL_BOXES, check_text_placement, font_sizes

import content
from printkit.faces import plain
from printkit.kit import kit_plan
from printkit.plan import KitOptions, PagePlan
from printkit.reference import BODY_SIZE, Section, reading_pages
from printkit.render import render
from printkit.rules import board_sections, summary_sections


def _pdf(pages: list[PagePlan], options: KitOptions) -> pypdfium2.PdfDocument:
    out = io.BytesIO()
    render(pages, options, out)
    return pypdfium2.PdfDocument(out.getvalue())


def _words(text: str) -> str:
    """Text as a PDF's text layer gives it back: words joined by single spaces."""
    return " ".join(re.sub(r"-\s+", "-", text).split())


def _text(pdf: pypdfium2.PdfDocument, numbers: list[int]) -> str:
    return _words(" ".join(pdf[n].get_textpage().get_text_range() for n in numbers))


@pytest.fixture(scope="module")
def both(catalogue: content.Catalogue) -> tuple[list[PagePlan], pypdfium2.PdfDocument]:
    options = KitOptions(test_page=False)
    pages = kit_plan(catalogue, options, expansions=ALL_BOXES, sheets=False)
    pages = [p for p in pages if p.kind in ("board-guide", "reading", "aid", "blank")]
    return pages, _pdf(pages, options)


def _numbers(pages: list[PagePlan], prefix: str) -> list[int]:
    return [n for n, p in enumerate(pages) if p.kind == "reading" and p.caption.startswith(prefix)]


def test_the_board_reference_holds_every_spaces_whole_rule(catalogue, both) -> None:
    pages, pdf = both
    numbers = _numbers(pages, "Board reference")
    assert 1 <= len(numbers) <= 4  # a few pages
    text = _text(pdf, numbers)
    for space in (s for s in catalogue.of_kind("space") if s.expansion in ALL_BOXES):
        rule = _words(plain(space.text))
        assert rule in text, f"{space.id}: {rule[:60]}"
        assert f"{space.index} {space.name}" in text


def test_the_assembly_page_points_to_the_board_reference(catalogue) -> None:
    pages = kit_plan(catalogue, KitOptions(test_page=False))
    numbers = [n + 1 for n, p in enumerate(pages) if p.caption.startswith("Board reference")]
    numbers = [n for n in numbers if not pages[n - 1].caption.endswith("left blank")]
    (guide,) = [p for p in pages if p.kind == "board-guide"]
    assert f"Board reference, pages {numbers[0]}-{numbers[-1]}" in guide.caption


def test_the_charts_print_as_tables(both) -> None:
    """The Grim Reaper's six results, each on its own row after its number; the Werewolf's
    rows no source prints are lines to write in."""
    pages, pdf = both
    text = _text(pdf, _numbers(pages, "Board reference"))
    assert "The Grim Reaper's chart (roll 1 die)" in text
    for n, start in enumerate(["It is time", "I'm here for that one", "Dice with me"], 1):
        assert f"{n} {start}" in text
    assert "The Werewolf's chart (roll 1 die)" in text
    assert "1 The character becomes a lycanthrope" in text
    assert text.count("(see your Werewolf card)") == 4  # 2, 3-4, 5 and 6


def test_reading_pages_are_read_across_a_table(both) -> None:
    """Never under 8 pt but for the page's caption; every line inside the page and no two
    lines overlapping."""
    pages, pdf = both
    assert BODY_SIZE >= 8
    for n, page in enumerate(pages):
        if page.kind == "reading":
            small = "".join(ch for size, ch in font_sizes(pdf[n]) if size < 7.99)
            assert small == page.caption.replace(" ", ""), page.caption
    check_text_placement(pages, pdf)


def test_a_long_text_flows_over_pages_and_a_heading_stays_with_its_text() -> None:
    options = KitOptions()
    sections = tuple(Section(f"Heading {n}", "word " * 400) for n in range(6))
    pages = reading_pages("Long", sections, options)
    reading = [p for p in pages if p.kind == "reading"]
    assert len(reading) >= 2 and len(pages) % 2 == 0  # an odd last page gets a blank back
    assert [p.caption for p in reading][:2] == [f"Long 1/{len(reading)}", f"Long 2/{len(reading)}"]
    for page in reading:
        marks = [m for m in page.extra.marks if m.kind == "text"]
        lowest = min(marks, key=lambda m: m.y)
        assert not lowest.text.startswith("Heading")  # never alone at the foot of a column


def test_the_rules_summary_covers_what_a_turn_needs(catalogue, both) -> None:
    pages, pdf = both
    numbers = _numbers(pages, "Rules summary")
    assert 1 <= len(numbers) <= 4
    text = _text(pdf, numbers)
    for heading in (
        "A turn",
        "Moving",
        "Encounters",
        "Battle",
        "Psychic combat",
        "Fate",
        "Alignment",
        "Toads",
        "The Crown of Command",
        "The Grim Reaper (The Reaper)",
        "Day and Night (The Blood Moon)",
    ):
        assert heading in text, heading


def test_the_core_game_alone_prints_nothing_of_the_boxes(catalogue) -> None:
    """Core-only: the summary and the aid name no box rule, the character sheets have no
    Lycanthrope box; with both boxes all three do."""
    for boxes, present in ((("core",), False), (ALL_BOXES, True)):
        options = KitOptions(test_page=False)
        pages = [
            p
            for p in kit_plan(catalogue, options, expansions=boxes, board="none")
            if p.kind in ("aid", "reading") or (p.kind == "sheet" and "Warrior" in p.caption)
        ]
        pdf = _pdf(pages, options)
        for n, page in enumerate(pages):
            text = _words(pdf[n].get_textpage().get_text_range())
            words = ("Grim Reaper", "Werewolf", "Blood Moon", "Time Card") if page.kind != "sheet" else ()
            found = [w for w in (*words, "Lycanthrope") if w in text]
            if present:
                assert found if page.kind in ("aid", "sheet") else True, page.caption
            else:
                assert not found, f"{page.caption}: {found}"
    assert summary_sections(("core",)) != summary_sections(ALL_BOXES)
    assert len(board_sections(catalogue, ("core",))) == 3  # three regions, no chart


def test_a_box_prints_its_own_summary_and_aid_sections_from_its_data() -> None:
    """A box's rules summary and player aid sections are its data (``box.yaml`` ``summary``,
    ``aid``), printed only with the box; the aid names the figures of the boxes printed, in the
    order they move (the turn summary: the Werewolf, then the Grim Reaper)."""
    from printkit.aid import sections_for

    cat = content.load()
    reaper = cat.box("reaper")
    headings = [s.heading for s in summary_sections(("core", "reaper"))]
    assert [h for h, _ in reaper.summary] and all(h in headings for h, _ in reaper.summary)
    assert not any(h in headings for h, _ in cat.box("blood-moon").summary)
    both = "\n".join(text for _, text in sections_for(("core", "reaper", "blood-moon")))
    assert "move the Werewolf and then the Grim Reaper" in both
    assert "Grim Reaper" not in "\n".join(text for _, text in sections_for(("core",)))
    assert [h for h, _ in sections_for(("core", "blood-moon"))][-1] == cat.box("blood-moon").aid[-1][0]
