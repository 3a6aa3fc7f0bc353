"""The Reaper's data against the reference facts (names and copies) and the box's counts
(the expansion's rulesheet and the digital rulebook FAQ "The Reaper Expansion": 90 Adventure,
26 Spell and 12 Warlock Quest cards, 4 characters)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

import content

REF = json.loads((Path(__file__).parent / "reference" / "reaper-cards.json").read_text())


def reaper(catalogue, kind):
    return [c for c in catalogue.of_kind(kind) if c.expansion == "reaper"]


@pytest.mark.parametrize("kind", ["adventure", "spell"])
def test_every_reference_card_with_its_copies(catalogue, kind) -> None:
    ours = Counter()
    for card in reaper(catalogue, kind):
        ours[card.name] += card.copies
    want = Counter({c["name"]: c["copies"] for c in REF[kind]})
    assert ours == want


def test_the_box_counts_and_the_json_report(catalogue) -> None:
    figures = content.counts(catalogue)["expansions"]["reaper"]
    assert figures == {
        "adventure": {"cards": 90, "distinct": 86},
        "spell": {"cards": 26, "distinct": 25},
        "warlock-quest": {"cards": 12, "distinct": 12},
        "character": {"cards": 4},
    }


def test_quests_hold_the_reference_eleven_and_one_unconfirmed(catalogue) -> None:
    quests = reaper(catalogue, "warlock-quest")
    assert {q.name for q in quests if q.verified} == set(REF["warlock-quest"])
    assert [q.id for q in quests if not q.verified] == ["warlock-quest/give-object"]


def test_character_stats(catalogue) -> None:
    for ref in REF["character"]:
        ours = catalogue[f"character/{ref['name'].lower().replace(' ', '-')}"]
        assert ours.expansion == "reaper"
        got = {k: getattr(ours, k) for k in ("strength", "craft", "fate", "lives", "gold", "alignment")}
        assert got == {k: ref[k] for k in got}
        assert catalogue[ours.start].name == ref["start"]


def test_enemy_numbers_are_marked_unconfirmed(catalogue) -> None:
    """No source at hand gives the Enemies' encounter numbers and printed values."""
    enemies = [c for c in reaper(catalogue, "adventure") if c.is_enemy]
    assert len(enemies) == 28 and not any(c.verified for c in enemies)
