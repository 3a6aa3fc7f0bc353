"""Character sheets for tracking in pencil (issue 11): one per character, every box there."""

from __future__ import annotations

import io
from collections import Counter

import pypdfium2
import pytest
from kit_helpers import decoded_labels, font_sizes

import content
from content.readings import askable
from printkit.charsheet import sheet_layout, sheet_page
from printkit.geometry import SHEETS
from printkit.kit import sheet_area, sheet_pages
from printkit.plan import KitOptions
from printkit.render import render

BOXES = {
    "Strength",
    "Craft",
    "Fate",
    "Gold",
    "Lives",
    "Alignment now",
    "Toad turns left",
    "Lycanthrope",
    "Trophies: Strength points",
    "Trophies: Craft points",
}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_character_gets_a_sheet_with_every_box(catalogue: content.Catalogue, paper: str) -> None:
    options = KitOptions(sheet=SHEETS[paper])
    area = sheet_area(options)
    for character in catalogue.characters:
        lay = sheet_layout(sheet_page(character, catalogue, ("core", "blood-moon")), area)
        assert {b.label for b in lay.boxes} == BOXES
        core_only = sheet_layout(sheet_page(character, catalogue), area)  # issue 28: no curse to track
        assert {b.label for b in core_only.boxes} == BOXES - {"Lycanthrope"}
        assert [name.split(" (")[0] for name, _, _ in lay.lines] == [
            "Objects and Magic Objects",
            "Followers",
            "Spells",
        ]
        for box in [b.rect for b in lay.boxes] + [r for _, r, _ in lay.lines] + [lay.abilities_box, lay.qr]:
            assert area.contains(box, 0.01), character.id
        rects = [b.rect for b in lay.boxes] + [r for _, r, _ in lay.lines] + [lay.abilities_box]
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert (
                    a.right <= b.x + 0.01
                    or b.right <= a.x + 0.01
                    or a.top <= b.y + 0.01
                    or b.top <= a.y + 0.01
                )
        printed = {b.label: b.printed for b in lay.boxes}
        unread = askable(character)  # issue 28: a number nobody has read is a line to fill in
        strength = "___" if "strength" in unread else character.strength
        lives = "___" if "lives" in unread else character.lives
        assert printed["Strength"] == f"starts at {strength}"  # core rules, "Characters"
        assert printed["Lives"] == f"starts at {lives}"
        toad = next(b for b in lay.boxes if b.label == "Toad turns left")
        assert toad.cells == 3  # core rules, "Toads": a Toad for 3 turns


@pytest.mark.slow
def test_sheets_pdf_shows_the_abilities_and_the_code(catalogue: content.Catalogue) -> None:
    options = KitOptions(test_page=False, aid=False)
    pages = sheet_pages(catalogue, options)
    out = io.BytesIO()
    render(pages, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    sheets = [n for n, p in enumerate(pages) if p.kind == "sheet"]
    core = [c for c in catalogue.characters if getattr(c, "expansion", "core") == "core"]
    assert len(sheets) == len(core)
    assert all(pages[n + 1].kind == "blank" for n in sheets)  # one-sided: a blank reverse each
    for n in sheets[:3]:
        character = pages[n].extra.character
        text = " ".join(pdf[n].get_textpage().get_text_range().split())
        assert character.name in text and "Toad turns left" in text
        first_words = " ".join(character.abilities[0].text.split()[:4])
        assert first_words in text
        assert list(decoded_labels(pdf[n]).elements()) == [character.id]
        assert min(size for size, _ in font_sizes(pdf[n])) >= 6


def test_the_expansions_characters_get_sheets_with_their_box_symbol(catalogue: content.Catalogue) -> None:
    """With --expansions reaper,blood-moon: a sheet for each of the 4 + 3 new characters too,
    with the box's symbol and name beside the character's own; the core sheets carry none."""
    options = KitOptions()
    pages = [
        p for p in sheet_pages(catalogue, options, ("core", "reaper", "blood-moon")) if p.kind == "sheet"
    ]
    boxes = Counter(p.extra.character.expansion for p in pages)
    assert boxes["reaper"] == 4 and boxes["blood-moon"] == 3 and boxes["core"] >= 14
    names = {"core": None, "reaper": "from The Reaper", "blood-moon": "from The Blood Moon"}
    for page in pages:
        lay = sheet_layout(page.extra, sheet_area(options))
        subtitle = " ".join(line for line in lay.subtitle.lines if line)
        expansion = page.extra.character.expansion
        assert (lay.mark is not None) == (expansion != "core"), page.caption
        if lay.mark is not None:
            assert names[expansion] in subtitle and sheet_area(options).contains(lay.mark)
            assert lay.mark.right < lay.qr.x and lay.mark.x > sheet_area(options).x + lay.title.widths()[0]
