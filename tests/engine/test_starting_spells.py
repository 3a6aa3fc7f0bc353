"""Starting Spells (core rulebook "Setup": characters whose card says so draw Spells before
play). The number comes from each character's `starting-spells` ability in the data."""

from __future__ import annotations

import pytest

from engine import Game, Setup
from tests.engine.engine_helpers import legal


def _starting(character) -> int:
    for ability in character.abilities:
        if ability.key == "starting-spells":
            return sum(step["gain"]["spells"] for step in ability.effect if "gain" in step)
    return 0


CASTERS = [
    "character/druid",
    "character/priest",
    "character/prophetess",
    "character/sorceress",
    "character/wizard",
]


@pytest.mark.parametrize("caster", CASTERS)
def test_starting_spells_are_drawn_at_setup(catalogue, caster: str) -> None:
    """character/<caster>/starting-spells: the Spells are chance draws before the first turn."""
    want = _starting(catalogue[caster])
    assert want >= 1
    game = Game.new(Setup.of(caster, "character/warrior", seed=3), catalogue)
    drawn = 0
    while game.decision.is_chance and game.decision.kind == "draw":
        assert all(a.startswith("draw spell/") for a in legal(game))
        game.apply(game.legal_actions()[0])
        drawn += 1
    assert drawn == want
    assert len(game.state.players[0].spells) == want and game.state.players[1].spells == ()
    assert sum(len(d) for d in (game.state.decks["spell"],)) == 24 - want


def test_the_wizard_starts_with_two(catalogue) -> None:
    """character/wizard/starting-spells: the Wizard's card gives him two."""
    assert _starting(catalogue["character/wizard"]) == 2
