"""``talisman sim``: random playouts with invariant checks; the same seed, the same result."""

from __future__ import annotations

import json

import pytest

from engine import sim
from engine.cli import sim_main


@pytest.mark.slow
def test_sim_json_fields_and_determinism(capsys) -> None:
    assert sim_main(["--games", "3", "--players", "3", "--seed", "7", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert sim_main(["--games", "3", "--players", "3", "--seed", "7", "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    for key in ("games", "finished", "unfinished", "actions", "invariant_violations", "coverage"):
        assert first[key] == second[key]
    assert first["games"] == 3 and first["finished"] + first["unfinished"] == 3
    assert first["invariant_violations"] == 0 and first["actions"] > 100
    assert set(first["coverage"]) == {"adventure", "spell", "space", "character", "warlock-quest"}
    assert first["coverage"]["space"]["total"] == 49


def test_sim_rejects_bad_arguments(capsys) -> None:
    assert sim_main(["--games", "1", "--players", "9"]) == 2
    assert capsys.readouterr().err == "talisman sim: argument --players: 9 is not from 1 to 6 (see --help)\n"
    assert sim_main(["--games", "1", "--expansions", "city"]) == 2
    assert capsys.readouterr().err == (
        "talisman sim: unknown expansion(s) 'city'; known: reaper, blood-moon, dungeon, highland\n"
    )


def test_turn_cap_marks_unfinished(catalogue) -> None:
    result = sim.run(2, 2, 1, catalogue=catalogue, turn_cap=3)
    assert result["unfinished"] == 2 and result["finished"] == 0


def test_sim_saves_its_games_as_files_replay_reads(tmp_path, capsys) -> None:
    """``talisman sim --save-games DIR``: each game a game file; ``talisman replay`` reads it
    to the game's end (or its cap) without a refusal."""
    from engine.cli import replay_main

    args = ["--games", "2", "--players", "3", "--seed", "4", "--turn-cap", "20", "--expansions", "reaper"]
    assert sim_main([*args, "--save-games", str(tmp_path)]) == 0
    files = sorted(tmp_path.glob("game-*.jsonl"))
    assert [f.name for f in files] == ["game-0.jsonl", "game-1.jsonl"]
    capsys.readouterr()
    for file in files:
        assert replay_main([str(file)]) == 0
        out = capsys.readouterr()
        assert "Next:" in out.out and out.err == ""
        assert len(file.read_text().splitlines()) > 20
