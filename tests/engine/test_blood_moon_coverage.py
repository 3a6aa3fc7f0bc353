"""Issue 13, item 3: what of the Blood Moon box the engine plays, and exactly what the table
still resolves by hand (a ``manual`` decision: the engine never crashes on such a card). The
list may only shrink: a card coded later is taken off it."""

from __future__ import annotations

from content import steps as vocab
from engine import cards, spells
from engine.handlers.blood_moon.moon import LASTING

# Cards whose own code is still to write: met, they ask the table to resolve them (adjust, done).
BY_HAND = {
    "adventure/unlisted-card",
    "ending/blood-moon-third-ending",
}


def test_exactly_the_listed_cards_are_left_to_the_table(catalogue) -> None:
    box = [c for c in catalogue if c.expansion == "blood-moon" and c.kind != "spell"]
    unknown = {c.id for c in box if c.handler and not cards.known(c.handler)}
    assert unknown == BY_HAND


# Handlers named inside a card's steps (one branch of the card) still left to the table.
STEP_BY_HAND: set[str] = set()


def test_exactly_the_listed_card_branches_are_left_to_the_table(catalogue) -> None:
    box = [c for c in catalogue if c.expansion == "blood-moon"]
    nested = {arg for c in box for name, arg in vocab.walk(list(c.effect)) if name == "handler"}
    assert {h for h in nested if not cards.known(h)} == STEP_BY_HAND


def test_every_spell_of_the_box_can_be_cast(catalogue) -> None:
    box = {c.id for c in catalogue.spells if c.expansion == "blood-moon"}
    assert len(box) == 9 and box <= set(spells.SPELLS)


# Lunar Events whose lasting rule is still to code: the card turns the Time Card and waits
# beside it (engine), but what it changes meanwhile is left to the table.
LUNAR_BY_HAND: set[str] = set()


def test_exactly_the_listed_lunar_events_are_left_to_the_table(catalogue) -> None:
    lunar = {c.id for c in catalogue.adventure if any("lunar" in step for step in c.effect)}
    assert len(lunar) == 16 and LASTING <= lunar
    assert lunar - LASTING == LUNAR_BY_HAND


# Cards the engine plays in part; the rest of their rule is the table's.
PARTLY_BY_HAND: dict[str, str] = {}


def test_the_partly_played_cards_are_known_to_the_engine(catalogue) -> None:
    assert cards.known("adventure/torchbearer") and set(PARTLY_BY_HAND) <= set(catalogue.components)


def test_every_ability_of_the_box_is_played(catalogue) -> None:
    from engine.handlers.core.abilities import ABILITIES
    from engine.handlers.core.abilities import BY_HAND as ABILITIES_BY_HAND

    box = [c for c in catalogue.characters if c.expansion == "blood-moon"]
    handlers = {a.handler for c in box for a in c.abilities if a.handler}
    assert handlers and handlers <= set(ABILITIES) and not handlers & set(ABILITIES_BY_HAND)
