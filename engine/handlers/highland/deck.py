"""The Highland deck (content/data/highland/decks/highland.yaml): what the effect steps cannot
say of each card, which the table plays by hand until the engine has a rule for it
(``engine.cards.BY_HAND``: a card met opens a *by hand* decision; the table makes the changes
with ``adjust``, then says ``done``). Each entry says what the engine lacks to play it.
"""

from __future__ import annotations

from engine import cards

DECK: dict[str, str] = {
    # Strangers
    "highland/astrologer": (
        "3 cards drawn, 1 kept aside (in no hand, on no space) to be put back on top of its deck as "
        "any turn begins, anyone's: the engine has no place for it, the table keeps it"
    ),
}

cards.BY_HAND.update(DECK)
