"""The Highland's components on paper (issue 30, items 3 and 4): the Highland deck, the Relics,
the box's Adventure cards, Spells, Alternative Endings and characters printed with their codes
and the box's mark, as often as the box holds each, with backs of their own for its own decks;
what no source gives is room to write in, never a note about sources; any card can be printed
again alone (``--only``); the region prints as tiles that join the board beside the Crags."""

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
from printkit.charsheet import sheet_layout
from printkit.cli import main
from printkit.faces import BOX_DECKS, DECKS, WRITE_IN_LINE, deck_colour, kit_pieces, pieces_for
from printkit.geometry import SHEETS, mm
from printkit.kit import board_layout_for, board_pages, folded_sides, sheet_area, sheet_pages
from printkit.plan import KitOptions, plan_pages
from printkit.render import render
from printkit.style import COLOURS

BOX = "highland"
# What the box holds (box.yaml, from the card list and the rulebook's FAQ: 142 Highland cards,
# 4 Relics, 12 Adventure cards, 12 Spells, 3 Alternative Endings, 6 characters).
BOX_CARDS = {"highland": 142, "relic": 4, "adventure": 12, "spell": 12, "ending": 3, "character": 6}
ENEMY = "highland/sky-seeker"  # two copies; encounter number and Craft in no source at hand
CRAGS = "space/outer/crags"


@pytest.fixture(scope="module")
def printed(catalogue: content.Catalogue):
    """The box's cards alone, as `talisman print cards --expansions highland` lays them."""
    options = KitOptions(test_page=False, aid=False)
    pieces = [
        p for p in kit_pieces(catalogue, (BOX,)) if p.form in ("small", "large") and p.front.expansion == BOX
    ]
    pages = plan_pages(pieces, options)
    out = io.BytesIO()
    render(pages, options, out)
    return pages, pypdfium2.PdfDocument(out.getvalue())


def test_every_card_of_the_box_prints_as_often_as_the_box_holds_it(
    catalogue: content.Catalogue, printed
) -> None:
    """Card fronts decoded from the rendered pages (zxing), counted per deck, against the box's
    contents; every code on a page is the one planned there and the id printed beside it."""
    pages, pdf = printed
    fronts: Counter[str] = Counter()
    for n, plan in enumerate(pages):
        found = labels(codes_in(image_of(pdf[n], 150)))
        assert found == Counter(plan.labels) == printed_ids(pdf[n]), f"page {n + 1} ({plan.caption})"
        if plan.kind == "fronts":
            fronts += Counter(catalogue[label.split("#")[0]].kind for label in found.elements())
    assert fronts == BOX_CARDS
    assert {"highland", "relic"} <= set(DECKS)


def test_the_pages_are_fit_for_a_print_shop(printed) -> None:
    """Text inside each card, none over other text, none under 6 pt, no project notes (no
    "unconfirmed", no "no source at hand", no "follow your printed card")."""
    pages, pdf = printed
    check_text_placement(pages, pdf)
    check_type_sizes(pages, pdf)
    check_no_project_notes(pdf)


def test_the_box_decks_keep_the_small_size(printed) -> None:
    """A card of another size in a deck would be known by its back: every Highland card and
    Relic prints at the small size, a line to write an Enemy's subtype in taking the type
    line's second line (it sent 36 Highland Enemies to the tarot size)."""
    pages, _ = printed
    forms = {item.face.deck: item.form for plan in pages for item in plan.items if item.face is not None}
    assert forms["highland"] == forms["relic"] == forms["adventure"] == forms["spell"] == "small"
    decks = [item for plan in pages for item in plan.items if item.face and item.face.deck == "highland"]
    assert len(decks) == 142 and all(item.form == "small" for item in decks)


def test_every_face_of_the_box_carries_its_mark(printed) -> None:
    """Each front carries the box's mark; a Highland card's type line names its deck, so it is
    told from the box's Adventure cards face up too."""
    pages, _ = printed
    faces = [item.face for plan in pages if plan.kind == "fronts" for item in plan.items if item.face]
    assert len(faces) == sum(BOX_CARDS.values()) and all(f.expansion == BOX for f in faces)
    assert all(f.type_line.startswith("Highland ") for f in faces if f.deck == "highland")
    assert not any(f.type_line.startswith("Highland") for f in faces if f.deck == "adventure")
    for plan in pages:
        for item in plan.items:
            if item.face is not None:
                assert layout_face(item.face, item.trim.w, item.trim.h).mark is not None


def test_the_new_decks_have_backs_of_their_own(catalogue: content.Catalogue, printed) -> None:
    """The Highland deck's back takes the colour of the region that draws from it; the Relic
    deck's (Magic Objects and a Follower, drawn from by no region) the colour the box's data
    gives it, far from every other deck's; both name their deck."""
    pages, pdf = printed
    region = next(r for r in catalogue.regions if r.deck == "highland")
    assert deck_colour("highland") == tuple(region.colour)
    others = [deck_colour(d) for d in DECKS if (d in COLOURS or d in BOX_DECKS) and d != "relic"]
    relic = deck_colour("relic")  # the box's ``backs`` colour: told apart from every other back
    assert relic == tuple(catalogue.box(BOX).backs["relic"])
    assert min(sum((a - b) ** 2 for a, b in zip(relic, other, strict=True)) ** 0.5 for other in others) > 0.1
    assert BOX_DECKS["highland"].box == BOX_DECKS["relic"].box == BOX
    backs = [n for n, plan in enumerate(pages) if plan.kind == "backs"]
    decks = {item.back_deck for n in backs for item in pages[n].items}
    assert {"highland", "relic"} <= decks
    text = " ".join(pdf[n].get_textpage().get_text_range() for n in backs)
    assert "Highland" in text and "Relic" in text


def test_the_endings_print_what_is_known_and_room_for_the_rest(catalogue: content.Catalogue) -> None:
    """No source at hand gives the three endings' rules, nor whether the Battle Royale and the
    Eagle King are dealt hidden or revealed: the card prints what is known in plain words (the
    Hand of Doom: a hidden ending; on a 1 every character loses; after a 2 to 5 the Crown's
    gold, Objects and Followers may be picked up), ruled lines for its rule and a line for how
    it is dealt; never a word about sources."""
    endings = [e for e in catalogue.of_kind("ending") if e.expansion == BOX]
    faces = {e.id: pieces_for(e, catalogue)[0].front for e in endings}
    assert set(faces) == {"ending/battle-royale", "ending/eagle-king", "ending/hand-of-doom"}
    for face in faces.values():
        words = face.text.lower()
        assert "source" not in words and "printed card" not in words and "confirmed" not in words
        assert face.text.count(WRITE_IN_LINE) >= 3, face.title  # room to write its rule in
    doom = faces["ending/hand-of-doom"]
    assert "face down or up" in doom.type_line
    assert "on a 1 every character loses" in doom.text and "2 to 5" in doom.text
    for key in ("ending/battle-royale", "ending/eagle-king"):
        assert "face up only" not in faces[key].type_line and "____" in faces[key].type_line
    assert "Eagle King himself must be faced" in faces["ending/eagle-king"].text


def test_the_characters_sheets(catalogue: content.Catalogue) -> None:
    """A sheet for each of the box's six characters, with the box's mark; an ability no source
    gives is ruled room on the sheet and the card, never a note about sources."""
    characters = [c for c in catalogue.of_kind("character") if c.expansion == BOX]
    assert len(characters) == 6
    options = KitOptions(test_page=False, aid=False)
    pages = [p for p in sheet_pages(catalogue, options, ("core", BOX)) if p.kind == "sheet"]
    mine = [p for p in pages if p.extra.character.expansion == BOX]
    assert sorted(p.extra.character.id for p in mine) == sorted(c.id for c in characters)
    out = io.BytesIO()
    render(mine, options, out)
    pdf = pypdfium2.PdfDocument(out.getvalue())
    check_no_project_notes(pdf)
    for n, page in enumerate(mine):
        text = pdf[n].get_textpage().get_text_range().lower()
        assert "source" not in text and "by hand" not in text, page.caption
        assert labels(codes_in(image_of(pdf[n], 150))) == Counter([page.extra.character.id])
        lay = sheet_layout(page.extra, sheet_area(options))
        assert lay.mark is not None
    unknown = next(c for c in characters if "No source" in c.abilities[0].text)  # the Valkyrie's
    card = pieces_for(unknown, catalogue)[0].front
    assert card.text.count(WRITE_IN_LINE) >= 3 and "source" not in card.text.lower()


def test_unread_values_are_boxes_to_write_in_and_readings_fill_them(
    catalogue: content.Catalogue, tmp_path: Path
) -> None:
    """`talisman print cards --only ID --readings FILE`: a replacement of every copy the box
    holds, with the values the table read off its own card."""
    face = pieces_for(catalogue[ENEMY], catalogue)[0].front
    assert face.corner == "" and face.stats == (("Craft", ""),)
    path = tmp_path / "printed-values.json"
    readings = {ENEMY: {"encounter": 3, "craft": 5}}
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "readings": readings}), encoding="utf-8")
    read = with_readings(catalogue, load_file(path, catalogue))
    face = pieces_for(read[ENEMY], read)[0].front
    assert face.corner == "3" and face.stats == (("Craft", "5"),)
    out = tmp_path / "c.pdf"
    only = [ENEMY, "relic/rage-talon", "ending/hand-of-doom", "character/highlander"]
    assert main(["cards", "--only", *only, "--readings", str(path), "-o", str(out)]) == 0
    pdf = pypdfium2.PdfDocument(out)
    found: Counter[str] = Counter()
    for n in range(len(pdf)):
        found += labels(codes_in(image_of(pdf[n], 150)))
    # every copy the box holds (two Sky Seekers); a character's card and its standee
    assert found == Counter([ENEMY + "#1", ENEMY + "#2", "relic/rage-talon", "ending/hand-of-doom",
                             "character/highlander", "character/highlander"])  # fmt: skip
    assert "Craft 5" in " ".join(pdf[n].get_textpage().get_text_range() for n in range(len(pdf)))


def test_a_box_deck_needs_its_box_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A partial box prints only where named: ``--deck relic`` asks for ``--expansions highland``."""
    out = tmp_path / "c.pdf"
    assert main(["cards", "--deck", "relic", "-o", str(out)]) == 2
    assert "--expansions highland" in capsys.readouterr().err
    assert main(["cards", "--deck", "highland", "--expansions", BOX, "-o", str(out)]) == 0
    assert "The Highland: 142 Highland cards" in capsys.readouterr().out


# --- the region: tiles that join the main board --------------------------------------------


def test_the_region_prints_as_tiles_that_join_the_board(catalogue: content.Catalogue) -> None:
    """Digital rulebook, "Expansion Regions": the Highland lies at the board's bottom-left
    corner, and "Entering the Highland": it is entered from the Crags. Its pages hold every
    space of the region once, at the main board's size, each touching the next; the entrance
    lies against the board's left edge level with the Crags, and the track reaches past the
    board's bottom, where the corner is."""
    options = KitOptions(sheet=SHEETS["a4"], test_page=False, aid=False)
    pages = board_pages(catalogue, options, boxes=(BOX,))
    layout, _ = board_layout_for(catalogue, options, single=False, boxes=(BOX,))
    side = next(s for s in folded_sides(catalogue, options, layout, (BOX,)) if s.region.deck == "highland")
    region = catalogue.board((BOX,)).spaces_of(side.region)
    assert [s.id for s, _ in side.cells] == [s.id for s in region]
    boxes = [rect for _, rect in side.cells]
    for a, b in zip(boxes, boxes[1:], strict=False):  # the next space shares an edge
        shared_x = abs(a.x - b.x) < 1e-6 and abs(abs(a.y - b.y) - a.h) < 1e-6
        shared_y = abs(a.y - b.y) < 1e-6 and abs(abs(a.x - b.x) - a.w) < 1e-6
        assert shared_x or shared_y
    assert all(abs(r.w - mm(layout.size.cell)) < 1e-6 for r in boxes)
    crags = layout.of(CRAGS)
    entrance = side.placed()
    assert side.joins == CRAGS and entrance.right <= crags.x + 1e-6  # west of the board
    assert side.at[1] + boxes[0].y == pytest.approx(crags.y)  # the entrance level with the Crags
    assert entrance.y < 0  # it reaches past the board's bottom: the bottom-left corner
    assert (CRAGS, "west", side.region.colour) in layout.exits
    printed = [p for p in pages if p.kind == "board-side"]
    assert sorted(label for p in printed for label in p.labels) == sorted(s.id for s in region)
    assert "its Highland Entrance beside the Crags" in printed[0].caption


def test_the_board_prints_the_tables_layout(catalogue: content.Catalogue, tmp_path: Path) -> None:
    """`talisman print board --readings FILE`: a Highland the table laid out from its own board
    (the spaces between the entrance and the Eyrie in the order it read) prints in that order,
    every space once, its codes read back off the page."""
    region = catalogue.region(BOX)
    middle = [s.id for s in region[1:-1]]
    order = middle[::-1]
    readings = {"region/highland": {space: k for k, space in enumerate(order, 1)}}
    path = tmp_path / "printed-values.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "readings": readings}), encoding="utf-8")
    read = with_readings(catalogue, load_file(path, catalogue))
    options = KitOptions(sheet=SHEETS["a4"], test_page=False, aid=False)
    layout, _ = board_layout_for(read, options, single=False, boxes=(BOX,))
    side = next(s for s in folded_sides(read, options, layout, (BOX,)) if s.region.deck == "highland")
    assert [s.id for s, _ in side.cells] == [region[0].id, *order, region[-1].id]
    out = tmp_path / "board.pdf"
    assert main(["board", "--expansions", BOX, "--readings", str(path), "-o", str(out)]) == 0
    pdf = pypdfium2.PdfDocument(out)
    texts = [pdf[n].get_textpage().get_text_range() for n in range(len(pdf))]
    tiles = [n for n, t in enumerate(texts) if t.startswith("The Highland") and "left blank" not in t[:300]]
    found: Counter[str] = Counter()
    for n in tiles:
        found += labels(codes_in(image_of(pdf[n], 150)))
    assert found == Counter(s.id for s in region)


def test_a_characters_sheet_prints_again_alone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`talisman print sheets --only character/valkyrie`: a replacement sheet for one character,
    whatever box it comes in; an id that is not a character is refused and nothing is written."""
    out = tmp_path / "s.pdf"
    assert main(["sheets", "--only", "character/valkyrie", "-o", str(out)]) == 0
    pdf = pypdfium2.PdfDocument(out)
    assert len(pdf) == 2  # the sheet and its blank reverse
    assert labels(codes_in(image_of(pdf[0], 150))) == Counter(["character/valkyrie"])
    assert "Valkyrie" in pdf[0].get_textpage().get_text_range()
    out.unlink()
    assert main(["sheets", "--only", "relic/arnkell", "-o", str(out)]) == 2
    assert "is not a character" in capsys.readouterr().err and not out.exists()
