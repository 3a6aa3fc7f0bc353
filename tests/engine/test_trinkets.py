"""Trinkets (digital rulebook, "Trinkets", under the carrying limits; the Highland's gems,
potions and charms): "Trinkets are treated in all respects like normal Objects, except that they
do not count towards a character's carrying capacity. A character may have four normal Objects in
addition to any number of Trinkets." The rule is the keyword's, so a box of the tests' own holds
the Trinkets here (the Highland deck is dealt only with its region on the board)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

import content
from engine import Game, Setup, sensible
from tests.engine.engine_helpers import land_on, legal, play, without_spells

BOX = "trinket-box"
GEMS = ("adventure/test-opal", "adventure/test-pearl")


@pytest.fixture(scope="module")
def trinket_catalogue(tmp_path_factory: pytest.TempPathFactory) -> content.Catalogue:
    folder: Path = tmp_path_factory.mktemp("boxes") / BOX
    (folder / "adventure").mkdir(parents=True)
    box = {"id": f"box/{BOX}", "name": "Trinket Box", "order": 9, "text": "Two gems.", "source": "test",
           "decks": {"adventure": [2, 2]}}  # fmt: skip
    (folder / "box.yaml").write_text(yaml.safe_dump(box, sort_keys=False))
    gems = [
        {"id": gem, "name": gem.split("-")[1].title(), "type": "object", "encounter": 5,
         "keywords": ["trinket"], "text": "A gem.", "source": "test"}
        for gem in GEMS
    ]  # fmt: skip
    (folder / "adventure" / "cards.yaml").write_text(yaml.safe_dump(gems, sort_keys=False))
    return content.load(boxes=(folder,))


def _game(catalogue: content.Catalogue) -> Game:
    g = without_spells(
        Game.new(Setup.of("character/warrior", "character/wizard", seed=1, expansions=(BOX,)), catalogue)
    )
    for helmet in ("purchase/helmet#1", "purchase/helmet#2", "purchase/helmet#3", "purchase/helmet#4"):
        play(g, f"adjust {helmet} 0")  # four normal Objects: the limit
    return g


def test_four_normal_objects_and_any_trinkets_are_carried(trinket_catalogue: content.Catalogue) -> None:
    g = _game(trinket_catalogue)
    for gem in GEMS:
        play(g, f"adjust {gem} 0")
    assert len(g.player(0).objects) == 6
    assert g.decision.kind != "ditch"


def test_a_fifth_normal_object_must_go_and_only_a_normal_one_is_offered(
    trinket_catalogue: content.Catalogue,
) -> None:
    """Over the limit the character leaves a normal Object: leaving a Trinket frees no place."""
    g = _game(trinket_catalogue)
    play(g, f"adjust {GEMS[0]} 0", "adjust purchase/sword#1 0")
    assert g.decision.kind == "ditch"
    offered = {a.split()[1] for a in legal(g)}
    assert GEMS[0] not in offered and "purchase/sword#1" in offered
    play(g, "ditch purchase/sword#1")
    assert g.decision.kind != "ditch" and GEMS[0] in g.player(0).objects


def test_a_simulated_player_with_four_objects_still_takes_a_trinket(
    trinket_catalogue: content.Catalogue,
) -> None:
    """The sensible players know the rule too: at the limit of four, a Trinket lying on the space
    is taken (it needs no place), where a normal Object of no more worth would be left."""
    g = _game(trinket_catalogue)
    play(g, f"adjust {GEMS[0]} space/outer/fields-1")
    land_on(g, 0, "space/outer/fields-1")
    assert f"take {GEMS[0]}" in legal(g)
    assert str(sensible.choose(g, random.Random(0))) == f"take {GEMS[0]}"
