"""Hostile input gets one clear line, never a traceback (issue 14, item 4): the engine raises
only its own errors (TalismanError) and ``talisman replay`` / ``talisman sim`` print one line."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Action, Game, Setup, State, TalismanError
from engine import log as game_log
from engine.cli import replay_main, sim_main
from engine.errors import InvalidAction, InvalidState

SETUP = {"players": [{"name": "Ann", "character": "character/warrior"}], "seed": 1}
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
WORDS = st.sampled_from(["roll", "draw", "move", "adjust", "take", "cast", "ditch", "use", "0", "4"])
ACTION_TEXT = st.text(max_size=40) | st.lists(WORDS | st.text(max_size=12), max_size=5).map(" ".join)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def one_line_error(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.count("\n") == 1 and err.strip(), f"expected one line, got {err!r}"
    return err


def replay_bytes(tmp_path: Path, data: bytes) -> int:
    path = tmp_path / "game.jsonl"
    path.write_bytes(data)
    return replay_main([str(path)])


# --- the public API raises only the engine's own errors ----------------------------------------


@given(ACTION_TEXT)
def test_action_parse_raises_only_invalid_action(text: str) -> None:
    try:
        action = Action.parse(text)
    except InvalidAction:
        return
    assert Action.parse(str(action)) == action


@given(JSON | WORDS, JSON | st.lists(st.integers() | st.text(max_size=5) | JSON, max_size=3).map(tuple))
def test_action_made_directly_raises_only_invalid_action(verb, args) -> None:
    try:
        action = Action(verb, args)
    except InvalidAction:
        return
    assert str(action).split()[0] == verb  # it prints, whatever its arguments


@given(JSON)
def test_action_from_json_raises_only_invalid_action(data) -> None:
    try:
        Action.from_json(data)
    except InvalidAction:
        pass


@FAST
@given(st.one_of(ACTION_TEXT, JSON))
def test_apply_raises_only_talisman_errors_and_keeps_the_state(catalogue, what) -> None:
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=2), catalogue)
    before = game.state.to_json()
    assert isinstance(game.is_legal(what), bool)  # never raises
    try:
        game.apply(what)
    except TalismanError:
        assert game.state.to_json() == before
        assert not game.is_legal(what) or isinstance(what, str) and what.startswith("ditch")


@FAST
@given(st.binary(max_size=300))
def test_replay_of_random_bytes_gives_one_line(tmp_path, capsys, data: bytes) -> None:
    if replay_bytes(tmp_path, data) != 0:
        one_line_error(capsys)


@FAST
@given(JSON, st.lists(st.one_of(JSON, ACTION_TEXT.map(lambda t: {"action": t})), max_size=4))
def test_replay_of_random_json_lines_gives_one_line(tmp_path, capsys, setup, actions) -> None:
    lines = [json.dumps({"setup": setup}), *(json.dumps(a) for a in actions)]
    if replay_bytes(tmp_path, "\n".join(lines).encode()) != 0:
        one_line_error(capsys)


@FAST
@given(st.lists(ACTION_TEXT, max_size=6))
def test_replay_of_random_actions_after_a_good_setup(tmp_path, capsys, actions) -> None:
    lines = [json.dumps({"setup": SETUP}), *(json.dumps({"action": a}) for a in actions)]
    code = replay_bytes(tmp_path, "\n".join(lines).encode())
    if code != 0:
        assert one_line_error(capsys).startswith(str(tmp_path / "game.jsonl"))
    else:
        assert capsys.readouterr().out.startswith("Turn ")


# --- the named cases --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (
            '{"setup": {"players": [{"name": "Ann", "character": "character/warrior"}], "seed": [1, 2]}}',
            "the seed is a whole number below 2**64 or null, got [1, 2]",
        ),
        (
            '{"setup": {"players": [{"name": "Ann", "character": "character/warrior"}], "seed": NaN}}',
            "the seed is a whole number below 2**64 or null, got NaN",
        ),
        (
            '{"setup": {"players": [{"name": "Ann", "character": "character/warrior"}], "first": Infinity}}',
            "the first player is a player's number, got Infinity",
        ),
        (
            '{"setup": {"players": [{"name": "Ann", "character": "character/warrior"}], "seed": 1'
            + "0" * 5000
            + "}}",
            "not JSON that can be read",
        ),
        (
            '{"setup": {"players": [{"name": "\\ud800", "character": "character/warrior"}]}}',
            "a player's name is not valid text (a lone surrogate at character 0)",
        ),
        (
            '{"setup": {"players": [{"name": 7, "character": "character/warrior"}]}}',
            "a player's name must be a non-empty text, got 7",
        ),
        ("[" * 60_000 + "]" * 60_000, "longer than 65,536 bytes"),
        ("[" * 30_000 + "]" * 30_000, "nested too deeply"),
    ],
    ids=[
        "seed-list",
        "seed-nan",
        "first-infinity",
        "digits",
        "surrogate",
        "name-number",
        "deep",
        "deep-short",
    ],
)
def test_a_hostile_setup_line_gets_one_line(tmp_path, capsys, line: str, reason: str) -> None:
    assert replay_bytes(tmp_path, line.encode() + b"\n") == 1
    assert reason in one_line_error(capsys)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"action": "roll " + "9" * 3000}, "a number of 3,000 digits"),
        ({"action": float("nan")}, "an action is a text like 'roll 4', got NaN"),
        ({"action": "move \udc80"}, "move \\udc80"),
    ],
    ids=["digits", "nan", "surrogate"],
)
def test_a_hostile_action_line_gets_one_line(tmp_path, capsys, action, reason) -> None:
    lines = [json.dumps({"setup": SETUP}), json.dumps(action)]
    assert replay_bytes(tmp_path, "\n".join(lines).encode()) == 1
    assert reason in one_line_error(capsys)


@pytest.mark.parametrize(
    "argv",
    [
        ["--games", "1" + "0" * 5000],
        ["--seed", "9" * 40],
        ["--players", "NaN"],
        ["--turn-cap", "Infinity"],
        ["--games", "-3"],
    ],
)
def test_hostile_sim_arguments_get_one_line(capsys, argv) -> None:
    assert sim_main(argv) == 2
    assert one_line_error(capsys).startswith("talisman sim: argument")


def test_a_lone_surrogate_reaches_a_strict_utf8_terminal_as_one_line(tmp_path) -> None:
    path = tmp_path / "game.jsonl"
    lines = [json.dumps({"setup": SETUP}), json.dumps({"action": "take \udc80\ud800"})]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, talisman_cli; sys.exit(talisman_cli.main(sys.argv[1:]))",
            "replay",
            str(path),
        ],
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1
    err = done.stderr.decode("utf-8")
    assert "Traceback" not in err and err.count("\n") == 1 and "\\udc80" in err


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda s: s.update(turn="7"), "state field turn must be a whole number, got '7'"),
        (lambda s: s.update(players={}), "state field players must be a list of characters, got {}"),
        (lambda s: s.update(stock={"gold": 1.5}), "state field stock must be a mapping of whole numbers"),
        (lambda s: s.update(stack=[{"kind": 3}]), "state field stack must be a list of frames"),
        (lambda s: s.update(current=9), "current player 9 is not a player"),
        (lambda s: s["players"][0].update(gold=True), "character field gold must be a whole number"),
        (
            lambda s: s["players"][0].update(objects="sword"),
            "character field objects must be a list of texts",
        ),
        (lambda s: s["players"].append([]), "a character is a mapping, got list"),
        (lambda s: s.pop("decks"), "no 'decks'"),
        (lambda s: s.update(markers=_deep(5000)), "nested too deeply"),
    ],
    ids=["turn", "players", "stock", "stack", "current", "gold", "objects", "player", "decks", "deep"],
)
def test_state_from_json_with_wrong_types_names_the_field(catalogue, change, reason) -> None:
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=2), catalogue)
    data = game.state.to_json()
    change(data)
    with pytest.raises(InvalidState) as err:
        State.from_json(data)
    assert reason in str(err.value)


def _deep(depth: int) -> dict:
    out: dict = {}
    for _ in range(depth):
        out = {"x": out}
    return out


def test_deep_or_huge_values_are_named_not_printed(catalogue) -> None:
    """JSON nested 200,000 deep, or a number of thousands of digits, given to the API itself."""
    game = Game.new(Setup.of("character/warrior", "character/wizard", seed=2), catalogue)
    deep: list = []
    for _ in range(200_000):
        deep = [deep]
    with pytest.raises(InvalidAction, match="got a list"):
        game.apply(deep)
    assert game.is_legal(deep) is False
    with pytest.raises(InvalidAction, match="got a number too large"):
        Action.from_json(10**5000)
    with pytest.raises(InvalidState, match="bad value a list"):
        Setup.from_json({**SETUP, "options": {"bloodbath": deep}})
    data = game.state.to_json()
    data["turn"] = 10**5000
    with pytest.raises(InvalidState, match="turn must be a whole number, got a number too large"):
        State.from_json(data)


def test_state_from_json_of_something_else(catalogue) -> None:
    for data in (None, [], "state", 7, {"players": "x"}):
        with pytest.raises(InvalidState):
            State.from_json(data)


# --- streaming: the file is read line by line, and input that never ends is bounded -----------


class Endless(io.RawIOBase):
    """A stream that never ends: ``head`` then ``chunk`` again and again; counts what is read."""

    def __init__(self, head: bytes, chunk: bytes):
        self.pending, self.chunk, self.served = head, chunk, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        while len(self.pending) < len(buffer):
            self.pending += self.chunk
        n = len(buffer)
        buffer[:n] = self.pending[:n]
        self.pending = self.pending[n:]
        self.served += n
        return n


def test_an_illegal_second_line_stops_the_reading_there(capsys) -> None:
    head = (
        json.dumps({"setup": SETUP}) + "\n" + json.dumps({"action": "draw adventure/giant"}) + "\n"
    ).encode()
    source = Endless(head, json.dumps({"action": "roll 1"}).encode() + b"\n")
    from engine.cli import _replay

    assert _replay("endless", io.BufferedReader(source, game_log.SNIFF)) is None
    assert one_line_error(capsys).startswith("endless:2: draw adventure/giant")
    assert source.served <= 2 * game_log.SNIFF  # not the rest of the stream


def test_a_line_that_never_ends_is_bounded(capsys) -> None:
    from engine.cli import _replay

    source = Endless(b"", b"\0" * 4096)  # like /dev/zero
    assert _replay("zeros", io.BufferedReader(source, game_log.SNIFF)) is None
    assert "zeros: line 1: longer than 65,536 bytes" in one_line_error(capsys)
    assert source.served <= 4 * game_log.MAX_LINE


def test_a_game_that_never_ends_is_bounded(capsys, monkeypatch) -> None:
    from engine.cli import _replay

    monkeypatch.setattr(game_log, "MAX_ACTIONS", 40)
    head = (json.dumps({"setup": SETUP}) + "\n").encode()
    source = Endless(head, json.dumps({"action": "adjust 0 gold 1"}).encode() + b"\n")  # always legal
    assert _replay("pipe", io.BufferedReader(source, game_log.SNIFF)) is None
    assert "pipe: more than 40 actions" in one_line_error(capsys)


def test_replay_reads_standard_input(monkeypatch, capsys, catalogue) -> None:
    text = json.dumps({"setup": SETUP}) + "\n" + json.dumps({"action": "roll 2"}) + "\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    assert replay_main(["-"]) == 0
    assert "Ann" in capsys.readouterr().out
