"""``talisman replay --json`` gives the figures the text gives (issue 14, item 8): every
player's Strength and Craft totals, their parts, lives, fate and gold, over the golden
playthroughs and seeded simulated games, replayed at several points of each game.

Core rulebook "Strength and Craft": printed value + counters + what Objects and Followers add
(Weapons only in battle). Before the fix the JSON had only the state's counters gained
(``"strength": 0``) where the text said Strength 4."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from engine_helpers import new_game, play
from golden_playthroughs import PLAYTHROUGHS, path_of
from test_contract_golden import parse

from engine import Game, Setup, policy
from engine import log as game_log
from engine.cli import replay_main
from engine.values import Action

PLAYER = re.compile(
    r"^  (.+?), the .+?, on .+?: "  # name, character, space
    r"Strength (-?\d+) Craft (-?\d+) lives (\d+) fate (\d+) gold (\d+) (\w+)(?: (\w+))?$"
)
BREAKDOWN = re.compile(r"^      (Strength|Craft) (-?\d+) = (.+)$")


def text_figures(text: str) -> dict[str, dict]:
    """Each player's figures as the text prints them, by name; parts only where the text breaks
    them down."""
    figures: dict[str, dict] = {}
    last = ""
    for line in text.splitlines():
        if m := PLAYER.match(line):
            last = m[1]
            strength, craft, lives, fate, gold = map(int, m.groups()[1:6])
            figures[last] = {
                "strength": {"total": strength},
                "craft": {"total": craft},
                "lives": lives,
                "fate": fate,
                "gold": gold,
                "alignment": m[7],
                "status": m[8] or "",
            }
        elif m := BREAKDOWN.match(line):
            parts = [part.rsplit(" ", 1) for part in m[3].split(", ")]
            stat = figures[last][m[1].lower()]
            assert stat["total"] == int(m[2])
            stat["parts"] = [{"label": label, "value": int(value)} for label, value in parts]
    return figures


def replay_both(path: Path, capsys) -> tuple[dict[str, dict], dict]:
    assert replay_main([str(path)]) == 0
    text = capsys.readouterr().out
    assert replay_main([str(path), "--json"]) == 0
    return text_figures(text), json.loads(capsys.readouterr().out)


def assert_agree(path: Path, capsys) -> int:
    """Text and JSON agree for every player; returns how many Strengths or Crafts had parts."""
    text, data = replay_both(path, capsys)
    assert sorted(text) == sorted(p["name"] for p in data["state"]["players"])  # names, no ids
    broken_down = 0
    for card, saved in zip(data["players"], data["state"]["players"], strict=True):
        shown = text[saved["name"]]
        for key in ("lives", "fate", "gold", "alignment", "status"):
            assert card[key] == shown[key], (path.name, card["player"], key)
        for stat in ("strength", "craft"):
            assert card[stat]["total"] == shown[stat]["total"], (path.name, card["player"], stat)
            assert sum(p["value"] for p in card[stat]["parts"]) == card[stat]["total"]
            if len(card[stat]["parts"]) > 1:
                broken_down += 1
                assert card[stat]["parts"] == shown[stat]["parts"], (path.name, card["player"], stat)
            else:
                assert "parts" not in shown[stat]
        assert (saved["lives"], saved["gold"]) == (card["lives"], card["gold"])  # the state, unchanged
    return broken_down


def saved_prefixes(tmp_path: Path, name: str, setup: Setup, actions: list[str], points: int) -> list[Path]:
    """The game saved as a log at ``points`` places (the last one: the whole game)."""
    paths = []
    for i in range(1, points + 1):
        path = tmp_path / f"{name}-{i}.jsonl"
        game_log.save(path, setup, [Action.parse(a) for a in actions[: len(actions) * i // points]])
        paths.append(path)
    return paths


@pytest.mark.parametrize("playthrough", PLAYTHROUGHS, ids=[p.name for p in PLAYTHROUGHS])
def test_golden_games_text_and_json_agree(playthrough, tmp_path, capsys) -> None:
    setup, steps, _ = parse(path_of(playthrough))
    paths = saved_prefixes(tmp_path, playthrough.name, setup, [s.chosen for s in steps], 4)
    assert sum(assert_agree(path, capsys) for path in paths) > 0, "some figure is more than printed"


def test_simulated_games_text_and_json_agree(catalogue, tmp_path, capsys) -> None:
    broken_down = 0
    for seed, expansions in ((1, ()), (2, ("reaper", "blood-moon")), (3, ())):
        rng = random.Random(seed)
        characters = [c.id for c in catalogue.in_play("character", expansions)]
        setup = Setup.of(*rng.sample(characters, 4), seed=seed, expansions=expansions)
        game = Game.new(setup, catalogue)
        while not game.is_over and game.state.turn <= 150:
            game.apply(policy.choose(game, rng))
        actions = [str(a) for a in game.log]
        for path in saved_prefixes(tmp_path, f"sim-{seed}", setup, actions, 3):
            broken_down += assert_agree(path, capsys)
    assert broken_down > 0


def test_a_carried_object_and_counters_are_named(catalogue, tmp_path, capsys) -> None:
    """Core rules, "Strength and Craft": the Warrior (Strength 4) with 2 Strength counters and
    a Sword (a Weapon: only in battle) shows Strength 6 out of battle, in both outputs."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 strength 2", "adjust adventure/sword#1 0")
    path = tmp_path / "warrior.jsonl"
    game_log.save(path, game.setup, game.log)
    text, data = replay_both(path, capsys)
    expected = {
        "total": 6,
        "parts": [{"label": "Strength", "value": 4}, {"label": "Strength counters", "value": 2}],
    }
    assert data["players"][0]["strength"] == expected == text["P1"]["strength"]
    assert data["players"][0]["character_name"] == "Warrior"
    assert data["state"]["players"][0]["strength"] == 2  # the counters, as the state keeps them
