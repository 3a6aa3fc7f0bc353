"""``talisman replay`` on damaged game files (issue 3, "Tests": bad input gives a clear error):
each names the file, the line and the reason, and exits 1 without a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import new_game, play

from engine import log as game_log
from engine.cli import replay_main


@pytest.fixture
def good_lines(catalogue, tmp_path) -> list[str]:
    """A short legal game file: the setup line, then three actions."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 1", "move space/outer/fields-2", "draw adventure/bag-of-gold")
    path = tmp_path / "good.jsonl"
    game_log.save(path, game.setup, game.log)
    return path.read_text(encoding="utf-8").splitlines()


def replay_text(tmp_path: Path, capsys, lines: list[str] | bytes) -> tuple[int, str]:
    path = tmp_path / "game.jsonl"
    if isinstance(lines, bytes):
        path.write_bytes(lines)
    else:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code = replay_main([str(path)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err


def test_the_good_file_replays(tmp_path, capsys, good_lines) -> None:
    code, err = replay_text(tmp_path, capsys, good_lines)
    assert code == 0 and err == ""


def test_a_corrupt_line(tmp_path, capsys, good_lines) -> None:
    lines = [*good_lines[:2], '{"action": "move space/outer/fields-2"', *good_lines[3:]]
    code, err = replay_text(tmp_path, capsys, lines)
    assert code == 1
    assert "game.jsonl:3: not JSON" in err and "column" in err


def test_an_unknown_action(tmp_path, capsys, good_lines) -> None:
    lines = [*good_lines, json.dumps({"action": "fly away"})]
    code, err = replay_text(tmp_path, capsys, lines)
    assert code == 1
    assert f"game.jsonl:{len(lines)}: not an action: unknown action 'fly'" in err


def test_an_action_that_is_not_text(tmp_path, capsys, good_lines) -> None:
    code, err = replay_text(tmp_path, capsys, [*good_lines, json.dumps({"action": 4})])
    assert code == 1
    assert f"game.jsonl:{len(good_lines) + 1}: not an action" in err and "got 4" in err


def test_an_illegal_action_names_the_decision(tmp_path, capsys, good_lines) -> None:
    code, err = replay_text(
        tmp_path, capsys, [*good_lines[:2], json.dumps({"action": "draw adventure/giant"})]
    )
    assert code == 1
    assert "game.jsonl:3: draw adventure/giant: not the decision now" in err


def test_a_missing_setup_line(tmp_path, capsys, good_lines) -> None:
    code, err = replay_text(tmp_path, capsys, good_lines[1:])
    assert code == 1
    assert "game.jsonl: line 1: not a setup line: expected" in err and '"action": "roll 1"' in err


def test_a_setup_line_after_blank_lines_keeps_its_number(tmp_path, capsys, good_lines) -> None:
    code, err = replay_text(tmp_path, capsys, ["", "", '{"setup": {"players": []}}'])
    assert code == 1
    assert "line 3: not a setup line: a game has 1 to 6 players" in err


@pytest.mark.parametrize(
    ("setup", "reason"),
    [
        (1, "expected a mapping with players, got 1"),
        ({"players": "x"}, "'players' must be a list of {name, character}"),
        ({"players": [{"name": "Ann"}]}, "'players' must be a list of {name, character}"),
    ],
    ids=["number", "players-not-a-list", "player-without-character"],
)
def test_a_malformed_setup_is_named_in_plain_words(tmp_path, capsys, setup, reason) -> None:
    code, err = replay_text(tmp_path, capsys, [json.dumps({"setup": setup})])
    assert code == 1
    assert f"line 1: not a setup line: not a game setup: {reason}" in err and "Error(" not in err


def test_a_setup_that_cannot_be_dealt(tmp_path, capsys, good_lines) -> None:
    setup = json.loads(good_lines[0])
    setup["setup"]["players"][0]["character"] = "character/nobody"
    code, err = replay_text(tmp_path, capsys, [json.dumps(setup), *good_lines[1:]])
    assert code == 1
    assert "setup line cannot be dealt" in err and "character/nobody" in err


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"roll 1\nmove space/outer/fields-2\n", "line 1: not a setup line: not JSON"),
        (b'[\n {"setup": {}}\n]\n', "line 1: not a setup line: not JSON"),
        (b'"just a string"\n', "line 1: not a setup line: expected"),
        (b"{}\n\x89PNG\r\n\x1a\n\xff\xfe\x00", "line 2: not a text file"),
        (b"\n\n", "empty game file"),
    ],
    ids=["plain-text", "json-array", "json-string", "binary", "empty"],
)
def test_a_file_that_is_not_json_lines(tmp_path, capsys, content: bytes, reason: str) -> None:
    code, err = replay_text(tmp_path, capsys, content)
    assert code == 1
    assert f"talisman replay: {tmp_path / 'game.jsonl'}: {reason}" in err


def test_a_missing_file(tmp_path, capsys) -> None:
    assert replay_main([str(tmp_path / "absent.jsonl")]) == 1
    assert "absent.jsonl" in capsys.readouterr().err
