"""Issue #4, item 2: every distinct Adventure card is named by a test of its own, and the
engine knows the code every Adventure card's ``handler`` names (no card left to the table)."""

from __future__ import annotations

from pathlib import Path

from engine import cards

HERE = Path(__file__).parent


def test_every_adventure_card_is_named_by_a_test(catalogue) -> None:
    text = "".join(
        p.read_text(encoding="utf-8")
        for p in HERE.glob("test_adventure_*.py")
        if p.name != Path(__file__).name
    )
    missing = [c.id for c in catalogue.in_play("adventure") if f'"{c.id}' not in text]
    assert len(catalogue.in_play("adventure")) == 81 and missing == []


def test_every_adventure_handler_is_known(catalogue) -> None:
    unknown = [c.id for c in catalogue.in_play("adventure") if c.handler and not cards.known(c.handler)]
    assert unknown == []
