"""Every combination of the Setup screen's alternative rules starts a rules game (core rulebook,
"Alternative Rules" and "Alternative Rules for Faster Play", Sudden Death both ways)."""

from __future__ import annotations

import itertools
import random

import pytest

from companion_app.viewmodels.engine_session import EngineSession
from companion_app.viewmodels.setup_form import CHOICES, RulesChosen, group, rounds_label, rounds_of
from companion_app.viewmodels.table_setup import PlayerSetup, SetupError, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue

PLAYERS = (PlayerSetup(name="Ann", character="character/warrior"),
           PlayerSetup(name="Bob", character="character/wizard"),
           PlayerSetup(name="Cleo", character="character/elf"))  # fmt: skip


def every_combination():
    """Each rule on or off; of choices that exclude each other (trophies at 6 or 5, the two
    Sudden Deaths) at most one."""
    slots: dict[str, list] = {}
    for choice in CHOICES:
        slots.setdefault(group(choice) or choice.key, [None]).append(choice)
    for picked in itertools.product(*slots.values()):
        yield tuple(c for c in picked if c is not None)


def test_the_combinations_cover_every_choice():
    combos = list(every_combination())
    # six on/off rules (Warlock Quest cards among them), two rules with two ways each, and the
    # Alternative Ending three ways
    assert len(combos) == 2**6 * 3 * 3 * 4
    assert {c for combo in combos for c in combo} == set(CHOICES)


def test_every_combination_starts_a_rules_game_and_plays_on(catalogue):
    data = from_catalogue(catalogue)
    for number, chosen in enumerate(every_combination()):
        options = RulesChosen(chosen=chosen, rounds=5).options(len(PLAYERS))
        setup = TableSetup(players=PLAYERS, mode="engine", options=options, seed=number)
        session = EngineSession(setup, data, catalogue)  # refused options raise here
        game = session.game
        assert game.setup.options == options and not game.is_over
        rng = random.Random(number)
        for _ in range(25):  # the first steps of play: starting bonus, spells, movement...
            if game.is_over:
                break
            session.apply(str(rng.choice(game.legal_actions())))
        if any(c.needs_turns for c in chosen):
            assert game.setup.options["stop_after_turn"] == 5 * len(PLAYERS)


def test_choices_of_one_rule_exclude_each_other():
    six, five = (c for c in CHOICES if c.key == "trophy_points")
    with pytest.raises(ValueError, match="choose one of"):
        RulesChosen(chosen=(six, five)).options(3)


def test_rounds_words_and_summary():
    assert rounds_of(rounds_label(15)) == 15 and rounds_of("nonsense") == 10
    bloodbath = next(c for c in CHOICES if c.key == "bloodbath")
    crown = next(c for c in CHOICES if c.value == "crown")
    assert RulesChosen().summary() == "Alternative rules: none"
    assert RulesChosen(chosen=(bloodbath, crown)).summary() == (
        "Alternative rules: Talisman bloodbath, Sudden death: first to the Crown wins"
    )
    assert RulesChosen(chosen=CHOICES[:3]).summary() == "Alternative rules: 3 chosen"


def test_an_older_save_with_the_old_names_still_opens():
    """Saves written before the options matched the engine name them differently."""
    old = {
        "players": [{"name": p.name, "character": p.character} for p in PLAYERS],
        "options": ["evade_unfriendly", "trophies_6", "trophies_5", "easy_command_spell", "bloodbath"],
        "mode": "engine",
    }
    setup = TableSetup.from_json(old)
    assert setup.options == {
        "evade_individuals": True,
        "trophy_points": 5,
        "easier_command_spell": True,
        "bloodbath": True,
    }
    assert TableSetup.from_json(setup.to_json()) == setup
    with pytest.raises(SetupError, match="unknown alternative rule: flying"):
        TableSetup(players=PLAYERS, options=["flying"])
