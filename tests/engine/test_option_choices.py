"""The list of alternative rules a setup screen offers matches what the engine accepts (core
rulebook, "Alternative Rules" and "Alternative Rules for Faster Play", Sudden Death both ways)."""

from __future__ import annotations

import pytest

from engine import options
from engine.errors import InvalidState
from engine.option_choices import CHOICES, STOP_AFTER, choices, chosen_in, options_for


def test_every_engine_option_has_a_choice_and_every_choice_is_accepted():
    offered = {(c.key, c.value) for c in CHOICES}
    wanted = {(flag, True) for flag in options.FLAGS}  # the expansions' flags too (warlock_quests)
    wanted |= {("trophy_points", n) for n in options.TROPHY_POINTS if n != 7}  # 7 is the normal rule
    wanted |= {("sudden_death", way) for way in options.SUDDEN_DEATH}
    wanted |= {("ending", way) for way in options.ENDING}  # Blood Moon's Alternative Endings
    assert offered == wanted
    quests = next(c for c in CHOICES if c.key == "warlock_quests")
    assert quests.offered_with(("reaper",)) and not quests.offered_with(("blood-moon",))  # reaper/box.yaml
    endings = [c for c in CHOICES if c.key == "ending"]
    assert all(c.offered_with(("blood-moon",)) and not c.offered_with(("reaper",)) for c in endings)
    assert {(k, label) for k, label in choices()} < {
        (k, label) for k, label in choices(("reaper", "blood-moon"))
    }
    for choice in CHOICES:
        turns = 20 if choice.needs_turns else None
        options.check_options(options_for([choice], turns=turns))  # never raises


def test_labels_are_plain_and_distinct():
    labels = [label for _, label in choices()]
    assert len(set(labels)) == len(labels)
    assert all("_" not in label and label[0].isupper() for label in labels)


def test_choices_for_one_key_exclude_each_other():
    six, five = (c for c in CHOICES if c.key == "trophy_points")
    with pytest.raises(InvalidState, match="Trade trophies at 6 or Trade trophies at 5"):
        options_for([six, five])
    assert options_for([five, five]) == {"trophy_points": 5}


def test_sudden_death_by_count_needs_its_turns():
    count = next(c for c in CHOICES if c.needs_turns)
    with pytest.raises(InvalidState, match="stop_after_turn"):
        options_for([count])
    chosen = options_for([count], turns=12)
    assert chosen == {"sudden_death": "count", STOP_AFTER: 12}
    assert chosen_in(chosen) == [count]
