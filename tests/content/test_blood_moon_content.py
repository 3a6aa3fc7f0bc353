"""The Blood Moon box as data (issue 13, item 2): every component, counted as the box's
rulesheet lists them ("Components": 111 Adventure, 10 Spell, 6 Lycanthrope, 3 Alternative
Ending cards, 3 characters), cross-checked with the reference facts, and every value no
public source confirms listed by ``talisman content check``."""

from __future__ import annotations

import json
import shutil
from collections import Counter

import pytest
import yaml

from content.loader import DATA_DIR, check, unconfirmed
from talisman_cli import main

# Copies per name from the reference facts (expansion-cards.json, The Blood Moon), copied here:
# the project never reads ../shared when it runs or tests.
REFERENCE_COPIES = {
    "Crawling Hand": 2,
    "Direwolf": 3,
    "Wolfen": 2,
    "Duskwood Wraith": 2,
    "Harvest Horror": 3,
    "Lunar Witch": 2,
    "Sepulchre Spectre": 2,
    "Keeper of the Vigil": 2,
    "Tricks and Treats": 2,
    "Wolfsbane": 2,
    "Wooden Stake": 2,
    "Treasure Trove": 2,
}
LUNAR_DAY = {
    "Aegis of Daylight",
    "Blinding Radiance",
    "Divine Retribution",
    "Guiding Light",
    "Holy Day",
    "Luminous Blessing",
    "Morning Song",
    "Triumphant Daybreak",
}
LUNAR_NIGHT = {
    "All Hallow's Eve",
    "Children of the Night",
    "Fright Night",
    "Midnight Howl",
    "Moon Mist",
    "Night of the Pumpkin King",
    "Vampiric Thirst",
    "Witching Hour",
}


@pytest.fixture(scope="module")
def box(catalogue):
    return [c for c in catalogue if c.expansion == "blood-moon"]


def test_content_check_reports_the_whole_box(capsys) -> None:
    assert main(["content", "check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    moon = out["counts"]["expansions"]["blood-moon"]
    assert moon["adventure"]["cards"] == 111
    assert moon["spell"] == {"cards": 10, "distinct": 9}
    assert moon["lycanthrope"]["cards"] == 6
    assert moon["ending"] == {"cards": 3, "distinct": 3}
    assert moon["character"] == {"cards": 3}


def test_copies_match_the_reference_facts(box) -> None:
    named = {c.name: c.copies for c in box if c.kind == "adventure"}
    for name, copies in REFERENCE_COPIES.items():
        assert named[name] == copies, name
    assert sum(1 for c in box if c.kind == "adventure" and c.copies == 1) == 97 - len(REFERENCE_COPIES)


def test_the_16_lunar_events_name_their_side(box) -> None:
    lunar = {c.name: c.effect[0]["lunar"] for c in box if c.effect and "lunar" in c.effect[0]}
    assert {n for n, side in lunar.items() if side == "day"} == LUNAR_DAY
    assert {n for n, side in lunar.items() if side == "night"} == LUNAR_NIGHT
    assert all(c.encounter == 1 and c.type == "event" for c in box if c.name in lunar)


def test_every_unconfirmed_value_is_listed(catalogue) -> None:
    doubts = unconfirmed(catalogue)
    assert "blood-moon/adventure/enemies.yaml: adventure/direwolf: strength: unconfirmed" in doubts
    assert "blood-moon/figures.yaml: figure/werewolf: chart 3-4: unconfirmed" in doubts
    assert not any("figure/werewolf: chart 1:" in line for line in doubts)  # the rulebook prints result 1
    assert "blood-moon/characters.yaml: character/grave-robber: start: unconfirmed" in doubts


def test_no_stand_in_wording_reaches_paper_or_screen(catalogue) -> None:
    """Issue 13: the stand-in text ("built from reviews", "unconfirmed") disappears from what is
    printed or shown (text, names, labels); the doubt lives in fields the engine reads."""
    for c in catalogue:
        shown = [c.name, c.text, *(getattr(c, "sides", {}) or {}).values()]
        for words in ("unconfirmed", "not confirmed", "stand-in", "built from"):
            assert all(words not in s.lower() for s in shown), (c.id, words)


def test_an_unconfirmed_field_must_exist(tmp_path) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "blood-moon" / "endings.yaml"
    items = yaml.safe_load(path.read_text())
    items[0]["unconfirmed"] = ["craft"]
    path.write_text(yaml.safe_dump(items))
    _, problems = check(data)
    assert problems == [
        "blood-moon/endings.yaml: ending/lightbearers: unconfirmed: 'craft' is not a value this item holds"
    ]


def test_a_chart_row_marked_unconfirmed_must_exist(tmp_path) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "blood-moon" / "figures.yaml"
    path.write_text(path.read_text().replace("unconfirmed: ['2', 3-4, '5', '6']", "unconfirmed: ['7']"))
    _, problems = check(data)
    assert problems == [
        "blood-moon/figures.yaml: figure/werewolf: chart.unconfirmed: '7' is not a row of the chart"
    ]


def test_types_are_those_of_an_adventure_deck(box) -> None:
    types = Counter(c.type for c in box if c.kind == "adventure" for _ in range(c.copies))
    assert types == {
        "event": 22,
        "enemy": 36,
        "stranger": 12,
        "follower": 12,
        "magic-object": 12,
        "object": 9,
        "place": 8,
    }
