"""Issue 31: the report gives game length in rounds as well as turns, and says which simulated
players played; records written before rounds and policies were kept still read."""

from __future__ import annotations

from dataclasses import replace

from engine import stats
from engine.record import GameRecord, Recorder
from engine.values import Event
from tests.engine.engine_helpers import new_game


def _record(rounds: int, policy: str) -> GameRecord:
    return GameRecord(
        0, 1, 4, (), ("character/troll",), "character/troll", True, 40, 200, (), {}, rounds, policy
    )


def test_a_record_without_rounds_or_policy_still_reads() -> None:
    """A record made before rounds and policies were kept reads with none of either."""
    data = _record(10, "sensible").to_json()
    assert GameRecord.from_json(data) == _record(10, "sensible")
    old = {k: v for k, v in data.items() if k not in ("rounds", "policy")}
    assert GameRecord.from_json(old) == _record(0, "")


def test_rounds_are_reported_beside_turns_and_the_players_named(catalogue) -> None:
    rows = [_record(10, "sensible"), replace(_record(12, "sensible"), turns=48)]
    summary = stats.summarise([*rows, _record(0, "")], catalogue)  # an old record: no rounds
    assert summary["length"]["rounds"]["median"] == 11
    assert summary["policies"] == ["sensible"]
    text = stats.table(summary)
    assert "Played by the sensible simulated players" in text
    assert any(line.split()[:3] == ["rounds", "11.0", "11.0"] for line in text.splitlines())


def test_a_round_is_counted_each_time_play_comes_back_round_the_table(catalogue) -> None:
    """Core rules, The Game Turn: the players take their turns in order round the table; a
    round is done when the turn comes back round to the first player."""
    game = new_game(catalogue, "character/warrior", "character/wizard", "character/monk")
    recorder = Recorder(game, "sensible")
    for p in (1, 2, 0, 1, 2):
        recorder.seen(game, [Event("turn", (p,))], ())
    assert recorder.record(game, 0, 5).rounds == 2
