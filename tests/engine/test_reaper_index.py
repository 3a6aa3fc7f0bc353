"""Every rule of The Reaper is either played by the engine or listed as resolved by hand
(``engine.handlers.reaper.index``); nothing is silently ignored."""

from __future__ import annotations

from engine import cards, spells
from engine.handlers.core.abilities import ABILITIES
from engine.handlers.reaper.index import BY_HAND, PLAYED


def _reaper(catalogue, kind):
    return [c for c in catalogue.of_kind(kind) if c.expansion == "reaper"]


def test_every_card_rule_is_played_or_listed(catalogue) -> None:
    unknown = []
    for card in _reaper(catalogue, "adventure"):
        if card.handler and not cards.known(card.handler) and card.id not in BY_HAND:
            unknown.append(card.id)
    for card in _reaper(catalogue, "spell"):
        if card.id not in spells.SPELLS and card.id not in BY_HAND and card.id not in PLAYED:
            unknown.append(card.id)
    assert unknown == []


def test_every_ability_is_played_or_listed(catalogue) -> None:
    handlers = {a.handler for c in _reaper(catalogue, "character") for a in c.abilities if a.handler}
    assert handlers - set(PLAYED) - set(BY_HAND) - set(ABILITIES) == set()


def test_the_by_hand_list_names_real_cards(catalogue) -> None:
    for key in BY_HAND:
        assert "/".join(key.split("/")[:2]) in catalogue, key
