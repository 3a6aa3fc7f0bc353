"""Every number the table reads in a rules game is the engine's (issue 26): a panel's and a
sheet's Strength and Craft, and their parts, are ``engine.sheet``'s.

Core rules, "Strength and Craft": a character's value is the printed value, the counters
gained and what Objects and Followers add; the Maiden adds 2 to Craft."""

from __future__ import annotations

import random

import pytest

from companion_app.viewmodels.engine_session import EngineSession
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue
from companion_app.viewmodels.views import table_view
from engine import policy, sheet

BOXES = ((), ("reaper",), ("blood-moon",), ("reaper", "blood-moon"))


def session_of(catalogue, characters, *, seed: int, boxes: tuple[str, ...] = ()) -> EngineSession:
    names = ("Ann", "Bob", "Cleo", "Dan")
    players = tuple(PlayerSetup(name=n, character=c) for n, c in zip(names, characters, strict=False))
    setup = TableSetup(players=players, mode="engine", seed=seed, expansions=boxes)
    return EngineSession(setup, from_catalogue(catalogue), catalogue)


def test_the_maiden_counts_in_craft_on_the_panel(catalogue) -> None:
    """Issue 26: with the Maiden the panel said "Craft 2 (2 + 0)" while the engine counts 4."""
    session = session_of(catalogue, ("character/warrior", "character/dwarf"), seed=1)
    session.apply("adjust adventure/maiden 0")
    engine_craft = sheet.sheet(session.game, session.game.state.players[0]).craft
    panel = table_view(session.table, session.data, last_step="", can_undo=True, can_redo=False).players[0]
    assert engine_craft.total == 4  # the Warrior's printed 2 and the Maiden's 2
    assert panel.craft == 4
    assert "Maiden +2" in panel.craft_breakdown


@pytest.mark.parametrize("number", range(4))
def test_panel_numbers_are_the_engines_over_random_games(catalogue, number) -> None:
    """Random states of random games, every box: each panel's Strength, Craft, lives, fate
    and gold are the engine's, and the parts shown are the engine's parts."""
    rng = random.Random(number)
    boxes = BOXES[number]
    characters = rng.sample([c.id for c in catalogue.in_play("character", boxes)], 4)
    session = session_of(catalogue, characters, seed=number, boxes=boxes)
    game = session.game
    checked = 0
    for step in range(1500):
        if game.is_over:
            break
        session.apply(str(policy.choose(game, rng)))
        if step % 25:
            continue
        view = table_view(session.table, session.data, last_step="", can_undo=True, can_redo=False)
        for panel, ch in zip(view.players, game.state.players, strict=True):
            card = sheet.sheet(game, ch)
            assert (panel.strength, panel.craft) == (card.strength.total, card.craft.total)
            assert (panel.lives, panel.fate, panel.gold) == (card.lives, card.fate, card.gold)
            if not ch.is_toad:  # (a Toad's says what he had: "Toad (was 6)")
                assert panel.strength_breakdown == card.strength.text()
                assert panel.craft_breakdown == card.craft.text()
            checked += 1
    assert checked >= 40


def test_a_killed_character_says_so_until_a_new_one_comes(catalogue) -> None:
    """Core rules, "Losing Lives": a killed character's player takes a new character at the
    start of his next turn; till then his panel says he was killed (issue 26: he looked
    alive), and nobody gives him anything."""
    session = session_of(catalogue, ("character/warrior", "character/dwarf"), seed=1)
    session.apply("adjust 1 lives 0")
    assert not session.game.state.players[1].alive
    panel = table_view(session.table, session.data, last_step="", can_undo=True, can_redo=False).players[1]
    assert panel.killed and "Killed" in panel.where and "killed" in panel.heading
    alive = table_view(session.table, session.data, last_step="", can_undo=True, can_redo=False).players[0]
    assert not alive.killed and "Killed" not in alive.where
