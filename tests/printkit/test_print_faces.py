"""What each printed face says, taken from the catalogue (core rulebook "Components")."""

from __future__ import annotations

from collections import Counter

import pytest
from kit_helpers import expected_faces

import content
from printkit.faces import DECKS, Face, deck_of, face_counts, kit_pieces, pieces_for


def test_kit_faces_match_the_box(catalogue: content.Catalogue) -> None:
    pieces = kit_pieces(catalogue)
    counts = face_counts(pieces)
    assert counts == expected_faces(catalogue)
    forms = Counter(p.form for p in pieces)
    # core rulebook "Components": 104 + 24 + 28 + 4 + 4 + 4 small cards, plus 6 Lycanthrope cards
    assert forms["small"] == 104 + 24 + 28 + 4 + 4 + 4 + 6
    assert forms["large"] == 14 + 3  # characters, Grim Reaper, Werewolf, Time
    assert forms["counter"] == 3 * 40 + 36 + 30
    assert forms["standee"] == 14 + 4 + 2


def test_deck_totals(catalogue: content.Catalogue) -> None:
    per_deck = Counter(deck_of(c) for c in catalogue for _ in range(c.copies) if deck_of(c))
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
    assert face.payload.text() == "TLS1:adventure/giant" and face.copy_line is None


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
