"""Each kind of frame has one rule: two handler modules (say two boxes' Rune Gates) that chose
the same kind would play each other's frames, so a second registration is refused."""

from __future__ import annotations

import pytest

from engine.frames import RULES, Rule, rule
from engine.handlers import load_all


def test_a_frame_kind_taken_by_another_rule_is_refused() -> None:
    load_all()
    assert "rune_gate" in RULES

    class Other(Rule):
        pass

    with pytest.raises(ValueError, match="rune_gate"):
        rule("rune_gate")(Other)
    assert RULES["rune_gate"] is not Other
