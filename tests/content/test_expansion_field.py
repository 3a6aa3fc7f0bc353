"""Expansion data: the folder ``content/data/<expansion>/`` sets each component's expansion,
an expansion's deck is checked whole once present, and a game uses an expansion's cards only
when its setup lists that expansion (digital rulebook, "Physical Setup": the expansions in use)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

import content
from content.loader import DATA_DIR
from engine.deal import copies
from engine.game import Game
from engine.setup import Setup

SPELL = {
    "id": "spell/test-glimmer",
    "name": "Glimmer",
    "text": "A test spell.",
    "source": "test",
    "cast": ["own-turn"],
    "target": "none",
}


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def write(data: Path, name: str, items: list[dict]) -> None:
    path = data / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(items, sort_keys=False))


def test_core_components_are_core_and_figures_name_their_box(catalogue) -> None:
    assert catalogue["character/warrior"].expansion == "core"
    assert catalogue["adventure/ape"].expansion == "core"
    assert catalogue["adventure/direwolf"].expansion == "blood-moon"
    boxes = {"core", "reaper", "blood-moon", "dungeon", "highland"}
    assert {c.expansion for c in catalogue.of_kind("adventure")} == boxes
    assert catalogue["figure/grim-reaper"].expansion == "reaper"
    assert catalogue["figure/werewolf"].expansion == "blood-moon"
    assert catalogue["card/time"].expansion == "blood-moon"


def test_the_folder_sets_the_expansion_and_a_partial_deck_is_refused(data: Path) -> None:
    write(data, "blood-moon/spells.yaml", [SPELL])
    catalogue, problems = content.check(data)
    assert catalogue is None
    assert problems == [
        "blood-moon/box.yaml: box/blood-moon: decks.spell: the blood-moon spell deck has 1 cards, expected 10"
    ]


def test_a_whole_expansion_deck_loads_and_is_counted_apart(data: Path) -> None:
    spells = [{**SPELL, "id": f"spell/test-{n}", "copies": 1} for n in range(10)]
    write(data, "blood-moon/spells.yaml", spells)
    catalogue = content.load(data)
    assert catalogue["spell/test-3"].expansion == "blood-moon"
    figures = content.counts(catalogue)
    assert figures["spell"] == {"cards": 24, "distinct": 17}  # the core box's figures stay apart
    assert figures["expansions"]["blood-moon"]["spell"] == {"cards": 10, "distinct": 10}
    assert copies(catalogue, "spell").count("spell/test-3") == 0
    assert copies(catalogue, "spell", ("blood-moon",)).count("spell/test-3") == 1


def test_an_item_cannot_claim_a_box_the_folder_decides(data: Path) -> None:
    write(data, "reaper/spells.yaml", [{**SPELL, "expansion": "blood-moon"}])
    _, problems = content.check(data)
    assert "reaper/spells.yaml: spell/test-glimmer: expansion: unknown field" in problems


def test_a_core_game_deals_only_core_cards(catalogue) -> None:
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=3), catalogue)
    dealt = [c for kind in ("adventure", "spell") for c in game.state.decks[kind]]
    ids = {c.split("#")[0] for c in dealt}
    assert ids and all(catalogue[i].expansion == "core" for i in ids)
    unused = {c.id for c in catalogue.characters if c.expansion != "core"}
    assert not unused & set(game.state.decks["character"])
