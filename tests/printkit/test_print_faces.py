"""What each printed face says, taken from the catalogue (core rulebook "Components")."""

from __future__ import annotations

import io
from collections import Counter

import pytest
from kit_helpers import expected_faces

import content
from printkit.cards import CardMetrics, fits, layout_face, line_boxes
from printkit.counters import counter_layout
from printkit.faces import (
    DECK_TITLES,
    DECKS,
    Face,
    deck_of,
    face_counts,
    kit_pieces,
    parse_expansions,
    pieces_for,
    plain,
)
from printkit.geometry import CARD_SIZES, Rect, mm
from printkit.icons import TYPE_ICONS, box_mark, draw_icon
from printkit.plan import KitOptions, sized
from printkit.qr import Payload
from printkit.style import colour


def test_kit_faces_match_the_box(catalogue: content.Catalogue) -> None:
    pieces = kit_pieces(catalogue)
    counts = face_counts(pieces)
    assert counts == expected_faces(catalogue)
    forms = Counter(p.form for p in pieces)
    # core rulebook "Components": 104 + 24 + 28 + 4 + 4 + 4 small cards; the Lycanthrope cards,
    # the Grim Reaper, the Werewolf and the Time card while the data counts them as core
    core = {c.id for c in catalogue if getattr(c, "expansion", "core") == "core"}
    lycanthropes = 6 if "card/lycanthrope" in core else 0
    figures = sum(1 for i in ("figure/grim-reaper", "figure/werewolf") if i in core)
    assert forms["small"] == 104 + 24 + 28 + 4 + 4 + 4 + lycanthropes
    assert forms["large"] == 14 + figures + ("card/time" in core)  # characters, figures, Time
    assert forms["counter"] == 3 * 40 + 36 + 30
    assert forms["standee"] == 14 + 4 + figures


def test_deck_totals(catalogue: content.Catalogue) -> None:
    per_deck = Counter(
        deck_of(c)
        for c in catalogue
        for _ in range(c.copies)
        if deck_of(c) and getattr(c, "expansion", "core") == "core"
    )
    assert per_deck["adventure"] == 104 and per_deck["spell"] == 24 and per_deck["purchase"] == 28


def test_every_deck_name_is_known() -> None:
    assert set(DECKS) >= {"adventure", "spell", "purchase", "talisman", "toad", "alignment", "character"}


def test_adventure_face(catalogue: content.Catalogue) -> None:
    giant = catalogue["adventure/giant"]
    (piece,) = pieces_for(giant, catalogue)
    face = piece.front
    assert piece.back == "adventure" and piece.form == "small"
    assert face.title == giant.name and face.corner == str(giant.encounter)
    assert ("Strength", str(giant.strength)) in face.stats
    assert face.type_line.startswith("Enemy") and face.text == giant.text
    assert face.payload == Payload("adventure/giant") and face.copy_line is None


def test_copies_are_numbered(catalogue: content.Catalogue) -> None:
    spell = next(s for s in catalogue.spells if s.copies > 1)
    faces = [p.front for p in pieces_for(spell, catalogue)]
    assert [f.payload.label for f in faces] == [f"{spell.id}#{k}" for k in range(1, spell.copies + 1)]
    assert faces[-1].copy_line == f"{spell.copies} of {spell.copies}"
    (only,) = pieces_for(spell, catalogue, copy=2)
    assert only.front.payload.copy == 2
    with pytest.raises(ValueError, match="not between"):
        pieces_for(spell, catalogue, copy=spell.copies + 1)


def test_double_sided_cards_show_both_sides(catalogue: content.Catalogue) -> None:
    alignment = pieces_for(catalogue["alignment/alignment"], catalogue)
    assert len(alignment) == 4
    assert all(isinstance(p.back, Face) for p in alignment)
    assert {p.front.title for p in alignment} == {"Alignment: Good"}
    assert {p.back.title for p in alignment if isinstance(p.back, Face)} == {"Alignment: Evil"}
    (time,) = pieces_for(catalogue["card/time"], catalogue)
    assert time.form == "large" and isinstance(time.back, Face) and "Night" in time.back.title


def test_a_character_gets_a_card_and_a_standee(catalogue: content.Catalogue) -> None:
    warrior = catalogue["character/warrior"]
    card, standee = pieces_for(warrior, catalogue)
    assert (card.form, standee.form) == ("large", "standee")
    assert card.front.payload == standee.front.payload
    assert dict(card.front.stats)["Strength"] == str(warrior.strength)
    assert all(a.text in card.front.text for a in warrior.abilities)


def test_spaces_are_not_printed(catalogue: content.Catalogue) -> None:
    tavern = catalogue.space_named("Tavern")
    assert deck_of(tavern) is None
    with pytest.raises(ValueError, match="not printed"):
        pieces_for(tavern, catalogue)


# --- issue 11 ------------------------------------------------------------------------------


def test_project_notes_never_reach_paper() -> None:
    text = (
        "At Night (as reviews describe it, not confirmed): add 2. NOT confirmed: results 2 to 6 "
        "here are a stand-in built from published reviews. Stand-in: 2, lose 1 life. Confirmed: a 1 "
        "makes you a lycanthrope. Handler: the roll."
    )
    assert plain(text) == "At Night: add 2. Results: 2, lose 1 life. A 1 makes you a lycanthrope."


def test_no_printed_face_says_unconfirmed_or_stand_in(catalogue: content.Catalogue) -> None:
    for piece in kit_pieces(catalogue):
        for face in piece.faces:
            blob = " ".join([face.title, face.type_line, face.text, *face.keywords]).lower()
            for word in ("unconfirmed", "stand-in", "review", "handler"):
                assert word not in blob, (face.payload.label, word)


def test_core_only_by_default_and_expansions_on_request(catalogue: content.Catalogue) -> None:
    """Components of The Reaper or The Blood Moon print only when asked for, with a mark."""
    assert parse_expansions("") == ("core",)
    assert parse_expansions("blood-moon,reaper") == ("core", "reaper", "blood-moon")
    with pytest.raises(ValueError, match="unknown expansion 'frostmarch'"):
        parse_expansions("frostmarch")
    reaper = catalogue["figure/grim-reaper"]
    assert reaper.expansion == "reaper"
    core = face_counts(kit_pieces(catalogue))
    both = face_counts(kit_pieces(catalogue, parse_expansions("reaper")))
    assert "figure/grim-reaper" not in core and both["figure/grim-reaper"] == 2  # card and standee
    assert "figure/werewolf" not in both  # The Blood Moon's, not asked for
    (card, _standee) = pieces_for(reaper, catalogue)
    assert card.front.expansion == "reaper"
    lay = layout_face(card.front, CARD_SIZES["tarot"].width, CARD_SIZES["tarot"].height)
    lines = [r for b in lay.blocks for r in line_boxes(b.text, b.x, b.top)]
    assert lay.mark is not None and not any(_overlap(lay.mark, r) for r in lines)


def test_every_card_type_and_expansion_has_its_own_mark(catalogue: content.Catalogue) -> None:
    types = {c.type for c in catalogue.adventure} | {c.type for c in catalogue.purchase}
    assert types <= set(TYPE_ICONS)
    assert len({TYPE_ICONS[t] for t in ("enemy", "event", "stranger", "follower", "object", "place")}) == 6
    marks = {key: box_mark(key) for key in catalogue.expansions}
    assert all(marks.values()) and len({repr(m) for m in marks.values()}) == len(marks)  # one each
    assert box_mark("core") == ()  # the core game's cards carry no box mark


def test_a_box_mark_is_drawn_from_its_data(catalogue: content.Catalogue) -> None:
    """The Reaper's mark (a filled blade and a stroked shaft in its box.yaml) reaches the page."""
    from reportlab.pdfgen.canvas import Canvas

    class Pen(Canvas):
        def __init__(self) -> None:
            super().__init__(io.BytesIO())
            self.drawn: list[tuple[int, int]] = []

        def drawPath(self, path, stroke=1, fill=0, **kw):  # noqa: N802 - reportlab's name
            self.drawn.append((stroke, fill))
            super().drawPath(path, stroke=stroke, fill=fill, **kw)

    pen = Pen()
    draw_icon(pen, "reaper", 0, 0, 20, (0, 0, 0))
    assert pen.drawn == [(0, 1), (1, 0)]
    pen.drawn.clear()
    draw_icon(pen, "core", 0, 0, 20, (0, 0, 0))
    assert pen.drawn == []


def _overlap(a: Rect, b: Rect) -> bool:
    return min(a.right, b.right) - max(a.x, b.x) > 0.01 and min(a.top, b.top) - max(a.y, b.y) > 0.01


@pytest.mark.parametrize("size", ["mini", "mini-euro", "poker", "tarot"])
def test_the_code_and_its_quiet_zone_stay_on_paper_clear_of_text(
    catalogue: content.Catalogue, size: str
) -> None:
    """Issue 11: the 4-module quiet zone never paints over the frame or any text."""
    w, h = CARD_SIZES[size].width, CARD_SIZES[size].height
    paper = Rect(0, 0, w, h).inset(CardMetrics.for_size(w, h).frame)
    checked = 0
    for piece in kit_pieces(catalogue):
        if piece.form not in ("small", "large"):
            continue
        for face in piece.faces:
            if not fits(face, w, h):
                continue
            lay = layout_face(face, w, h)
            assert paper.contains(lay.qr), face.payload.label
            lines = [r for b in lay.blocks for r in line_boxes(b.text, b.x, b.top)]
            assert not any(_overlap(lay.qr, r) for r in lines), face.payload.label
            assert all(b.text.size >= 6 for b in lay.blocks)
            checked += 1
    assert checked > 150


def test_counter_codes_sit_inside_the_frame(catalogue: content.Catalogue) -> None:
    """The counters showed a notch where the code's white square covered the frame."""
    counters = [p.front for p in kit_pieces(catalogue) if p.form == "counter"]
    for face in counters[:: max(1, len(counters) // 20)]:
        lay = counter_layout(face, mm(27), mm(27))
        assert lay.inside.contains(lay.qr), face.payload.label
        assert lay.label.size >= 6 and lay.name.size >= 6


# --- issues 12 and 13: the expansions' own decks ----------------------------------------------


def test_warlock_quest_and_ending_cards_are_decks_with_backs(catalogue: content.Catalogue) -> None:
    """The Reaper's 12 Warlock Quest cards (small) and The Blood Moon's 3 Alternative Ending
    cards (large, like the character cards) print with their own back, colour and symbol; The
    Highland's 3 endings share that back."""
    quests = [p for c in catalogue if deck_of(c) == "warlock-quest" for p in pieces_for(c, catalogue)]
    endings = [p for c in catalogue if deck_of(c) == "ending" for p in pieces_for(c, catalogue)]
    assert len(quests) == 12 and len(endings) == 6
    assert {(p.form, p.back, p.front.expansion) for p in quests} == {("small", "warlock-quest", "reaper")}
    assert {(p.form, p.back, p.front.expansion) for p in endings} == {
        ("large", "ending", "blood-moon"),
        ("large", "ending", "highland"),
    }
    assert sum(p.front.expansion == "blood-moon" for p in endings) == 3
    for deck in ("warlock-quest", "ending"):
        assert DECK_TITLES[deck] and colour(deck) and deck in TYPE_ICONS
    (quest,) = pieces_for(catalogue["warlock-quest/kill-enemy"], catalogue)
    assert quest.front.title == "Kill One Enemy" and "Kill an Enemy" in quest.front.text
    assert quest.front.payload == Payload("warlock-quest/kill-enemy")


def test_an_ending_card_says_how_it_may_be_dealt(catalogue: content.Catalogue) -> None:
    """Blood Moon rulesheet, "Alternative Ending Cards": a hidden card may lie face down or
    up on the Crown of Command, a revealed-only card face up. Where no source says which a
    card is (its ``variant`` unconfirmed), a line to write it in, never the guess."""
    unsure = 0
    for ending in catalogue.of_kind("ending"):
        (piece,) = pieces_for(ending, catalogue)
        wanted = "face down or up" if ending.variant == "hidden" else "face up only"
        if "variant" in ending.unconfirmed:
            unsure += 1
            wanted = "dealt ____"
            assert "face" not in piece.front.type_line
        assert piece.front.type_line.startswith("Alternative Ending") and wanted in piece.front.type_line
    assert unsure


def test_the_lycanthrope_and_time_cards_print_with_the_blood_moon(catalogue: content.Catalogue) -> None:
    core = face_counts(kit_pieces(catalogue))
    moon = face_counts(kit_pieces(catalogue, parse_expansions("blood-moon")))
    assert not [label for label in core if label.startswith(("card/lycanthrope", "card/time"))]
    assert [moon[f"card/lycanthrope#{k}"] for k in range(1, 7)] == [1] * 6
    assert moon["card/time"] == 2  # Day and Night sides


def test_what_public_lists_name_is_a_note_not_a_rule() -> None:
    text = "The box holds 3 cards but public card lists name only 2. When met, follow your card."
    assert plain(text) == "When met, follow your card."


def test_every_expansion_piece_fits_its_size_without_leaving_its_deck(catalogue: content.Catalogue) -> None:
    """No Adventure, Spell or Warlock Quest card of a box, nor a card of a box's own deck (the
    Dungeon's, the Highland's, their Treasures and Relics), is moved to the large size: a card of
    another size in a deck would be known by its back (a long id takes two lines instead, and so
    does a line to write an Enemy's subtype in)."""
    pieces = sized(kit_pieces(catalogue, ("core", *catalogue.expansions)), KitOptions())
    moved = {p.front.deck for p in pieces if p.form == "large" and DECKS[p.front.deck] == "small"}
    assert moved <= {"toad", "lycanthrope"}  # whole decks, each of one size
