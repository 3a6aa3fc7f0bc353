"""Statistics at scale (issue 14, item 7): ``talisman sim --jobs`` gives the games of
``--jobs 1``; each game's record says who won, how long it took, what killed whom and which
cards were drawn; ``talisman stats`` reports them with Wilson intervals, as a table and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import new_game, play

from engine import sim, stats
from engine.cli import sim_main
from engine.errors import InvalidState
from engine.record import Death, GameRecord, Recorder
from engine.stats_cli import main as stats_main


def records(catalogue, jobs: int, games: int = 4, seed: int = 5) -> tuple[list[GameRecord], dict]:
    kept: list[GameRecord] = []
    totals = sim.run(games, 3, seed, (), catalogue, turn_cap=60, jobs=jobs, on_game=kept.append)
    return kept, totals


def test_jobs_give_the_same_games_in_the_same_order(catalogue) -> None:
    one, totals_one = records(catalogue, jobs=1)
    two, totals_two = records(catalogue, jobs=2)
    assert [r.to_json() for r in one] == [r.to_json() for r in two]
    assert [r.game for r in two] == [0, 1, 2, 3]
    for key in ("finished", "unfinished", "actions", "coverage", "invariant_violations"):
        assert totals_one[key] == totals_two[key]
    assert len({r.seed for r in one}) == 4 and all(r.actions > 0 for r in one)


def test_a_game_does_not_depend_on_how_many_are_played(catalogue) -> None:
    """Game n of a run is the same game whether the run has 2 games or 4."""
    short, _ = records(catalogue, jobs=1, games=2)
    long, _ = records(catalogue, jobs=1, games=4)
    assert [r.to_json() for r in short] == [r.to_json() for r in long[:2]]


def test_a_record_round_trips_and_names_a_wrong_field(catalogue) -> None:
    (record, *_), _ = records(catalogue, jobs=1, games=1)
    assert GameRecord.from_json(json.loads(record.dumps())) == record
    data = record.to_json()
    with pytest.raises(InvalidState, match="turns: expected int"):
        GameRecord.from_json({**data, "turns": "many"})
    with pytest.raises(InvalidState, match="deaths: each is"):
        GameRecord.from_json({**data, "deaths": [{"character": "character/elf"}]})


def test_killed_by_an_enemy_is_named_by_the_enemy(catalogue) -> None:
    """Core rules, "Battle": the Warrior with one life loses to the Dragon (Strength 7)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 lives 1", "adjust 0 fate 0", "adjust 0 position space/outer/tavern", "adjust turn 0")
    recorder = Recorder(game)
    fields = "move space/outer/fields-2"
    for action in ("roll 1", fields, "draw adventure/dragon", "roll 1", "roll 1", "roll 6"):
        stack = tuple(game.state.stack)
        recorder.seen(game, game.apply(action), stack)
    assert recorder.deaths == [Death("character/warrior", "Dragon")]
    assert recorder.drawn == {"adventure/dragon": 1}


def test_killed_by_another_character(catalogue) -> None:
    """Core rules, "Battles Between Two Characters": the winner takes the Dwarf's last life."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 1 position space/outer/fields-2", "adjust 1 fate 0", "adjust 1 lives 1")
    play(game, "adjust turn 0", "roll 1", "move space/outer/fields-2")
    recorder = Recorder(game)
    for action in ("encounter character/dwarf", "roll 6", "roll 1", "roll 1", "accept", "reward life"):
        stack = tuple(game.state.stack)
        recorder.seen(game, game.apply(action), stack)
    assert recorder.deaths == [Death("character/dwarf", "Warrior (a character)")]


def test_killed_by_the_command_spell(catalogue) -> None:
    """Core rules, "The Crown of Command": the Command Spell takes the last life of the Dwarf."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/crown-of-command", "adjust 1 lives 1", "adjust turn 0")
    recorder = Recorder(game)
    while not game.is_over:
        stack = tuple(game.state.stack)
        action = "roll 5" if game.decision.kind == "roll" else "accept"
        recorder.seen(game, game.apply(action), stack)
    assert recorder.deaths == [Death("character/dwarf", "the Command Spell")]
    assert recorder.record(game, 0, 2).winner == "character/warrior"


def test_every_cause_of_death_in_played_games_is_in_words(catalogue) -> None:
    kept, _ = records(catalogue, jobs=1, games=3, seed=2)
    causes = {d.cause for r in kept for d in r.deaths}
    assert causes, "three games of 60 turns see someone die"
    assert all("/" not in c and c not in ("battle", "lose") for c in causes), causes


def test_wilson_interval_matches_the_textbook() -> None:
    """Wilson (1927); e.g. Newcombe (1998), table I: 0/10 -> 0 to 0.2775, 5/10 -> 0.2366 to 0.7634."""
    assert [round(x, 4) for x in stats.wilson(0, 10)] == [0.0, 0.2775]
    assert [round(x, 4) for x in stats.wilson(5, 10)] == [0.2366, 0.7634]
    assert [round(x, 4) for x in stats.wilson(10, 10)] == [0.7225, 1.0]
    assert stats.wilson(0, 0) == (0.0, 1.0)


def record(game: int, winner: str | None, turns: int, *deaths: str, finished: bool = True) -> GameRecord:
    return GameRecord(
        game=game,
        seed=game,
        players=2,
        expansions=(),
        characters=("character/troll", "character/elf", "character/monk"),
        winner=winner,
        finished=finished,
        turns=turns,
        actions=turns * 5,
        deaths=tuple(Death("character/elf", d) for d in deaths),
        drawn={"adventure/dragon": 2, "spell/fireball": game % 2},
    )


HAND_MADE = [
    record(0, "character/troll", 10, "Dragon"),
    record(1, "character/troll", 20, "Dragon", "Sentinel"),
    record(2, "character/elf", 30),
    record(3, None, 40, "Chapel"),
    record(4, None, 500, "Dragon", finished=False),
]


def test_summary_counts_rates_lengths_deaths_and_cards(catalogue) -> None:
    s = stats.summarise(HAND_MADE, catalogue)
    assert (s["games"], s["finished"], s["unfinished"], s["no_winner"]) == (5, 4, 1, 1)
    troll = next(c for c in s["characters"] if c["id"] == "character/troll")
    assert troll["name"] == "Troll" and (troll["played"], troll["started"], troll["wins"]) == (4, 4, 2)
    assert troll["rate"] == 0.5
    assert (troll["low"], troll["high"]) == tuple(round(x, 4) for x in stats.wilson(2, 4))
    monk = next(c for c in s["characters"] if c["id"] == "character/monk")
    assert (monk["played"], monk["started"], monk["wins"]) == (4, 0, 0)
    assert [c["name"] for c in s["characters"]][0] == "Troll"  # the highest rate first
    assert s["length"]["turns"]["mean"] == 25 and s["length"]["turns"]["median"] == 25
    assert s["length"]["turns"]["max"] == 40  # the unfinished game is left out
    assert s["length"]["actions"]["min"] == 50
    assert s["deaths"][0] == {"cause": "Dragon", "count": 3, "share": 0.6}
    cards = {c["name"]: c for c in s["cards"]}
    assert cards["Dragon"]["drawn"] == 10 and cards["Dragon"]["games"] == 5
    assert cards["Fireball"]["drawn"] == 2 and cards["Fireball"]["kind"] == "spell"


def test_the_table_is_in_plain_words(catalogue) -> None:
    text = stats.table(stats.summarise(HAND_MADE, catalogue))
    assert "Wilson score interval, 95 %" in text
    assert "Troll" in text and "50.0 %" in text and "Fireball" in text and "Sentinel" in text
    assert "character/" not in text and "adventure/" not in text


def write_records(path: Path, rows: list[GameRecord]) -> Path:
    path.write_text("".join(r.dumps() + "\n" for r in rows), encoding="utf-8")
    return path


def test_stats_reads_records_from_several_files_as_json(tmp_path, capsys) -> None:
    first = write_records(tmp_path / "a.jsonl", HAND_MADE[:2])
    second = write_records(tmp_path / "b.jsonl", HAND_MADE[2:])
    assert stats_main(["--from", str(first), str(second), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 5 and out["deaths"][0]["cause"] == "Dragon"


def test_stats_names_the_bad_line(tmp_path, capsys) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(HAND_MADE[0].dumps() + '\n{"game": 1}\n', encoding="utf-8")
    assert stats_main(["--from", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{path}:2: not a game record: seed: expected int" in err


def test_sim_record_file_feeds_stats(tmp_path, capsys) -> None:
    path = tmp_path / "games.jsonl"
    argv = ["--games", "2", "--players", "2", "--seed", "3", "--turn-cap", "40", "--json"]
    assert sim_main([*argv, "--jobs", "2", "--record", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["game"] for line in lines] == [0, 1]
    capsys.readouterr()
    assert stats_main(["--from", str(path), "--json"]) == 0
    from_file = json.loads(capsys.readouterr().out)
    assert stats_main(["--games", "2", "--players", "2", "--seed", "3", "--turn-cap", "40", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == from_file


def test_plot_writes_a_png(tmp_path, capsys) -> None:
    from PIL import Image

    path = write_records(tmp_path / "games.jsonl", HAND_MADE)
    png = tmp_path / "chart.png"
    assert stats_main(["--from", str(path), "--plot", str(png)]) == 0
    with Image.open(png) as image:
        assert image.format == "PNG" and image.width > 600 and image.height > 300


def test_plot_without_matplotlib_says_which_extra(tmp_path, capsys, monkeypatch) -> None:
    from engine import stats_plot

    monkeypatch.setattr(stats_plot, "available", lambda: False)
    path = write_records(tmp_path / "games.jsonl", HAND_MADE)
    assert stats_main(["--from", str(path), "--plot", str(tmp_path / "c.png")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "talisman-table[stats]" in err
    assert not (tmp_path / "c.png").exists()
