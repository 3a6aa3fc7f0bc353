"""Each box's rules live in its own package of ``engine/handlers/`` and join only the games that
play the box; every ``handler`` the data names is registered; a Spell's moments are one
vocabulary shared by its data (``cast``) and its code (``@spell``)."""

from __future__ import annotations

import pytest

import content
from content import steps as vocabulary
from engine import Game, Setup, cards, gating, hooks, spells
from engine.handlers import load_all, packages


@pytest.fixture(scope="module")
def loaded() -> list[str]:
    return load_all()


def test_every_handler_package_is_a_declared_box(catalogue, loaded) -> None:
    declared = {b.package for b in catalogue.boxes}
    assert set(packages()) <= declared
    assert {"core", "reaper", "blood_moon"} <= set(packages())
    assert all("." in name for name in loaded)  # every module sits in a box's package


def test_a_boxs_hooks_join_only_games_that_play_the_box(catalogue, loaded) -> None:
    boxes = {hooks.box_of(fn) for fns in hooks.HOOKS.values() for fn in fns}
    assert boxes == {None, "reaper", "blood-moon", "dungeon", "highland"}
    core_game, reaper_only = gating.InPlay((), frozenset()), gating.InPlay(("reaper",), frozenset())
    assert {hooks.box_of(fn) for point in hooks.HOOKS for fn in core_game[point]} == {None}
    assert {hooks.box_of(fn) for point in hooks.HOOKS for fn in reaper_only[point]} == {None, "reaper"}
    Game.new(Setup.of("character/warrior", seed=1, expansions=catalogue.expansions), catalogue)


def _named_handlers(catalogue: content.Catalogue) -> set[tuple[str, str]]:
    found = set()
    for c in catalogue:
        if c.handler:
            found.add((c.handler, c.id))
        for name, arg in vocabulary.walk(list(c.effect)):
            if name == "handler":
                found.add((arg, c.id))
        for ability in getattr(c, "abilities", ()) or ():
            if ability.handler:
                found.add((ability.handler, c.id))
    return found


def test_every_handler_the_data_names_is_registered(catalogue, loaded) -> None:
    """A handler the engine does not know is played by hand (the table adjusts, then says done):
    that is allowed only where ``cards.BY_HAND`` says why, never by a typo."""
    registered = set(cards.HANDLERS) | cards.BUILT_IN | set(spells.SPELLS) | set(cards.PLAYED)
    loose = sorted((h, cid) for h, cid in _named_handlers(catalogue) if h not in registered)
    assert [h for h, _ in loose] == sorted(cards.BY_HAND)
    assert not set(cards.BY_HAND) & registered


def test_a_spells_moments_are_its_datas_cast(catalogue, loaded) -> None:
    """One vocabulary (content.steps.CAST_MOMENTS) for the data's ``cast`` and the engine's
    ``@spell`` moments; ``reply`` marks a Spell cast only in answer to another (Counterspell,
    Reflection), whose rule is its own. A Spell the table plays by hand (its handler listed in
    ``cards.BY_HAND``) has no moments in code: its ``cast`` is only what the card says."""
    for spell in catalogue.spells:
        code = spells.MOMENTS.get(spell.id) or ()
        assert set(spell.cast) <= set(vocabulary.CAST_MOMENTS), spell.id
        if spell.handler in cards.BY_HAND:
            assert code == () and spell.id not in spells.SPELLS, spell.id
        elif "reply" in spell.cast:
            assert spell.cast == ("reply",) and code == (), spell.id
        else:
            assert spell.cast == code, spell.id
    with pytest.raises(ValueError, match="unknown moment"):
        spells.spell("spell/test", "before-battle")
