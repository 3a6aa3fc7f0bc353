"""The Rock Face (a Highland card) and the Glacier (a Highland space) are the shared ``test`` step
of 2 dice against Strength and Craft added together (their data, no code of their own): what
that must keep of their rules. Their outcomes are checked in test_places.py and
test_region_spaces.py.

Core rules, Fate: "Once per die roll, a player may pay one fate token [...] to reroll one die he
has just rolled under the following circumstances: [...] 3. Rolling a die due to the
instructions on a card or board space."
"""

from __future__ import annotations

import content
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_helpers import highland_game, land

RAVINE_1, CLIFF = "space/highland/ravine-1", "space/highland/cliff"
RAVINE_3, GLACIER = "space/highland/ravine-3", "space/highland/glacier"
ROCK_FACE = "highland/rock-face"


def test_the_data_says_both_rules(catalogue: content.Catalogue) -> None:
    for card in (ROCK_FACE, GLACIER):
        (step,) = catalogue[card].effect  # type: ignore[attr-defined]
        assert step["test"]["stat"] == ["strength", "craft"] and step["test"]["below"] is True
        assert catalogue[card].handler is None  # type: ignore[attr-defined]


def test_the_glacier_roll_may_be_rerolled_for_fate(catalogue: content.Catalogue) -> None:
    """A die rolled for a board space's instructions: one may be rolled again for 1 fate."""
    g = highland_game(catalogue)  # the Dwarf: Strength 3, Craft 3
    land(g, GLACIER, RAVINE_3, 1, "adjust 0 fate 1")
    play(g, "roll 3", "roll 3")  # 6: not below 6
    assert g.decision.kind == "fate" and {"choose 1", "choose 2", "accept"} <= legal(g)
    play(g, "choose 1", "roll 1")  # 4: below
    assert g.state.players[0].fate == 0 and g.decision.kind == "teleport"


def test_the_rock_face_roll_may_be_rerolled_for_fate_and_no_prayer_adds_to_it(
    catalogue: content.Catalogue,
) -> None:
    """A die rolled for a card's instructions: one may be rolled again for 1 fate. The Monk adds
    1 only to his prayers (the Chapel, the Temple), never to a climb."""
    g = highland_game(catalogue, "character/monk", "character/wizard")  # Strength 2, Craft 3
    land(g, CLIFF, RAVINE_1, 1, f"adjust {ROCK_FACE} {CLIFF}", "adjust 0 fate 1")
    play(g, "roll 2", "roll 3")  # 5: not below 5
    assert g.decision.kind == "fate"
    play(g, "accept")
    assert g.decision.kind != "add_one"
    assert g.state.players[0].lives == 3  # a life lost (no Follower): the Monk's 4 less 1
