"""The Dungeon's cards on paper (issue 29, item 4): every Dungeon card and Treasure printed with
its code and the box's mark, as often as the box holds it, with backs of their own; a value no
source confirms is a box to write in, filled from the table's readings; any card can be printed
again alone (``--only``)."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

import pypdfium2
import pytest
from kit_helpers import (
    check_no_project_notes,
    check_text_placement,
    check_type_sizes,
    codes_in,
    image_of,
    labels,
    printed_ids,
)

import content
from content.readings import FORMAT, load_file, with_readings
from printkit.cards import layout_face
from printkit.cli import main
from printkit.faces import BOX_DECKS, DECKS, deck_colour, kit_pieces, pieces_for
from printkit.geometry import SHEETS, mm
from printkit.kit import board_layout_for, board_pages, folded_sides
from printkit.plan import KitOptions, plan_pages
from printkit.render import render
from printkit.style import COLOURS

BOX = "dungeon"
# What the box holds (issue 29, "What is known": 128 Dungeon cards, 10 Adventure cards, 20
# Spells, 9 Treasure cards, 5 characters).
BOX_CARDS = {"dungeon": 128, "treasure": 9, "adventure": 10, "spell": 20, "character": 5}
ENEMY = "dungeon/battle-hulk"  # encounter number and Strength in no source at hand


@pytest.fixture(scope="module")
def printed(catalogue: content.Catalogue):
    """The box's cards alone, as `talisman print cards --deck ... --expansions dungeon` lays them."""
    options = KitOptions(test_page=False, aid=False)
    pieces = [p for p in kit_pieces(catalogue, (BOX,)) if p.form in ("small", "large")]
    pages = plan_pages(pieces, options)
    out = io.BytesIO()
    render(pages, options, out)
    return pages, pypdfium2.PdfDocument(out.getvalue())


def test_every_card_of_the_box_prints_as_often_as_the_box_holds_it(
    catalogue: content.Catalogue, printed
) -> None:
    """Card fronts decoded from the rendered pages, counted per deck, against the box's contents;
    every code on a page is the one planned there and the id printed beside it."""
    pages, pdf = printed
    fronts: Counter[str] = Counter()
    for n, plan in enumerate(pages):
        found = labels(codes_in(image_of(pdf[n], 150)))
        assert found == Counter(plan.labels) == printed_ids(pdf[n]), f"page {n + 1} ({plan.caption})"
        if plan.kind == "fronts":
            fronts += Counter(catalogue[label.split("#")[0]].kind for label in found.elements())
    assert fronts == BOX_CARDS
    assert {"dungeon", "treasure"} <= set(DECKS)


def test_the_pages_are_fit_for_a_print_shop(printed) -> None:
    """Text inside each card, none over other text, none under 6 pt, no project notes."""
    pages, pdf = printed
    check_text_placement(pages, pdf)
    check_type_sizes(pages, pdf)
    check_no_project_notes(pdf)


def test_every_face_of_the_box_carries_its_mark(printed) -> None:
    """Each front carries the box's mark; a Dungeon card's type line names its deck, so it is
    told from the box's Adventure cards face up too."""
    pages, _ = printed
    faces = [item.face for plan in pages if plan.kind == "fronts" for item in plan.items if item.face]
    assert faces and all(f.expansion == BOX for f in faces)
    assert all(f.type_line.startswith("Dungeon ") for f in faces if f.deck == "dungeon")
    assert not any(f.type_line.startswith("Dungeon") for f in faces if f.deck == "adventure")
    for plan in pages:
        for item in plan.items:
            if item.face is not None:
                assert layout_face(item.face, item.trim.w, item.trim.h).mark is not None


def test_the_new_decks_have_backs_of_their_own(catalogue: content.Catalogue, printed) -> None:
    """The Dungeon deck's back takes the colour of the region that draws from it; the Treasure
    deck's differs from every other deck's; both name their deck and carry the box's mark."""
    pages, pdf = printed
    region = next(r for r in catalogue.regions if r.deck == "dungeon")
    assert deck_colour("dungeon") == tuple(region.colour)
    others = [deck_colour(d) for d in DECKS if d in COLOURS or d in BOX_DECKS if d != "treasure"]
    assert deck_colour("treasure") not in others
    assert BOX_DECKS["dungeon"].box == BOX_DECKS["treasure"].box == BOX
    backs = [n for n, plan in enumerate(pages) if plan.kind == "backs"]
    decks = {item.back_deck for n in backs for item in pages[n].items}
    assert {"dungeon", "treasure"} <= decks
    text = " ".join(pdf[n].get_textpage().get_text_range() for n in backs)
    assert "Dungeon" in text and "Treasure" in text


def test_unread_values_are_boxes_to_write_in_and_readings_fill_them(
    catalogue: content.Catalogue, tmp_path: Path
) -> None:
    face = pieces_for(catalogue[ENEMY], catalogue)[0].front
    assert face.corner == "" and face.stats == (("Strength", ""),)
    path = tmp_path / "printed-values.json"
    readings = {ENEMY: {"encounter": 3, "strength": 7}}
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "readings": readings}), encoding="utf-8")
    read = with_readings(catalogue, load_file(path, catalogue))
    face = pieces_for(read[ENEMY], read)[0].front
    assert face.corner == "3" and face.stats == (("Strength", "7"),)
    out = tmp_path / "c.pdf"
    assert main(["cards", "--only", ENEMY, "treasure/aegis", "--readings", str(path), "-o", str(out)]) == 0
    pdf = pypdfium2.PdfDocument(out)
    # a replacement of every copy the box holds (two Battle Hulks) and the Aegis
    assert labels(codes_in(image_of(pdf[0], 150))) == Counter([ENEMY + "#1", ENEMY + "#2", "treasure/aegis"])
    assert "Strength 7" in pdf[0].get_textpage().get_text_range()


def test_what_no_source_confirms_is_written_in_not_guessed(catalogue: content.Catalogue) -> None:
    """A Treasure's type and a Dungeon Enemy's subtype are in no source at hand (the data lists
    them as unconfirmed): the type line leaves a line to write them in; a Treasure is never met
    on a space, so it has no encounter number to print."""
    treasure = pieces_for(catalogue["treasure/aegis"], catalogue)[0].front
    assert "Magic Object" not in treasure.type_line and "____" in treasure.type_line
    assert treasure.corner is None
    guessed = [
        c
        for c in catalogue
        if c.kind == "dungeon" and "subtype" in c.unconfirmed and getattr(c, "subtype", None)
    ]
    assert guessed
    for card in guessed:
        face = pieces_for(card, catalogue)[0].front
        assert str(card.subtype).title() not in face.type_line and "____" in face.type_line, card.id


def test_a_box_deck_needs_its_box_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A partial box prints only where named: ``--deck dungeon`` asks for ``--expansions dungeon``."""
    out = tmp_path / "c.pdf"
    assert main(["cards", "--deck", "treasure", "-o", str(out)]) == 2
    assert "--expansions dungeon" in capsys.readouterr().err
    assert main(["cards", "--deck", "treasure", "--expansions", BOX, "-o", str(out)]) == 0
    assert "The Dungeon: 9 Treasure cards" in capsys.readouterr().out


# --- the region: tiles that join the main board --------------------------------------------

RUINS = "space/outer/ruins"


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_the_region_prints_as_tiles_that_join_the_board(catalogue: content.Catalogue, paper: str) -> None:
    """Digital rulebook, "Expansion Regions": the Dungeon lies at the board's top-right corner,
    and "Entering the Dungeon": it is entered from the Ruins. Its pages hold every space of the
    region once, at the main board's size, each touching the next along the track; the
    entrance lies against the board's right edge level with the Ruins, and the page's glue strip
    goes under the board's edge no further than the board reaches."""
    options = KitOptions(sheet=SHEETS[paper], test_page=False, aid=False)
    pages = board_pages(catalogue, options, single=paper == "a3", boxes=(BOX,))
    layout, _ = board_layout_for(catalogue, options, single=paper == "a3", boxes=(BOX,))
    side = next(s for s in folded_sides(catalogue, options, layout, (BOX,)) if s.region.deck == "dungeon")
    region = catalogue.board((BOX,)).spaces_of(side.region)
    assert [s.id for s, _ in side.cells] == [s.id for s in region]
    boxes = [rect for _, rect in side.cells]
    for a, b in zip(boxes, boxes[1:], strict=False):  # the next space shares an edge
        shared_x = abs(a.x - b.x) < 1e-6 and abs(abs(a.y - b.y) - a.h) < 1e-6
        shared_y = abs(a.y - b.y) < 1e-6 and abs(abs(a.x - b.x) - a.w) < 1e-6
        assert shared_x or shared_y
    assert all(abs(r.w - mm(layout.size.cell)) < 1e-6 for r in boxes)
    ruins = layout.of(RUINS)
    assert side.joins == RUINS and side.at[0] == pytest.approx(layout.side)
    assert side.at[1] + boxes[0].y == pytest.approx(ruins.y)  # the entrance level with the Ruins
    assert side.placed().top > layout.side  # it reaches past the board's top: the top-right corner
    assert (RUINS, "east", side.region.colour) in layout.exits

    printed = [p for p in pages if p.kind == "board-side"]
    assert sorted(label for p in printed for label in p.labels) == sorted(s.id for s in region)
    first = printed[0].extra
    assert first.glue is not None and first.glue.right == pytest.approx(first.outline.x)
    assert first.glue.h <= layout.side - side.at[1] + 1e-6
    assert "its Dungeon Entrance beside the Ruins" in printed[0].caption
    out = io.BytesIO()
    render(printed, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    for n, plan in enumerate(printed):
        assert sorted(labels(codes_in(image_of(pdf[n], 150))).elements()) == sorted(plan.labels)
        assert plan.trim is not None and plan.trim.contains(plan.extra.outline)
    check_text_placement(printed, pdf)  # text only on the spaces (inside the cut) and the caption
    check_type_sizes(printed, pdf)


def test_the_board_without_the_box_has_no_way_into_it(catalogue: content.Catalogue) -> None:
    options = KitOptions(test_page=False, aid=False)
    layout, _ = board_layout_for(catalogue, options, single=False, boxes=())
    assert layout.exits == ()
    guide = board_pages(catalogue, options, boxes=(BOX,))[0]
    assert guide.kind == "board-guide" and [s.region.deck for s in guide.extra.sides] == ["dungeon"]


def test_the_board_takes_the_tables_readings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`talisman print board --readings FILE` reads the table's file as the cards do (a region
    the table lays out from its own board prints as laid out: the board is the catalogue's,
    readings applied); a file that is not one is refused by name, and nothing is written."""
    good = tmp_path / "printed-values.json"
    good.write_text(json.dumps({"format": FORMAT, "version": 1, "readings": {}}), encoding="utf-8")
    out = tmp_path / "board.pdf"
    argv = ["board", "--expansions", BOX, "--readings", str(good), "-o", str(out)]
    assert main(argv) == 0 and out.exists()
    bad = tmp_path / "game.jsonl"
    bad.write_text('{"format": "talisman-game"}\n', encoding="utf-8")
    out.unlink()
    assert main(["board", "--readings", str(bad), "-o", str(out)]) == 2
    assert "not a printed-values file" in capsys.readouterr().err and not out.exists()
