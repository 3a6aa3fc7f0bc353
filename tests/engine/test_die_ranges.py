"""Boundary tests for every die-range table in the data: roll tables on spaces, cards and Spells,
the figures' charts, the Armour-like saves and the Sorceress's beguiling. The lowest and the
highest total read the first and the last row; a die result outside 1-6 is refused with the rule
that says so (core rules, "Six-sided Dice"; the table is read with the total of the dice and what
is added to them: core rules, "Natural vs. Modified Roll")."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Game, steps
from engine.errors import IllegalAction
from engine.handlers.core import abilities_travel, figures
from tests.engine.engine_helpers import land_on, new_game, play


def _span(key: Any) -> tuple[int, int]:
    low, _, high = str(key).partition("-")
    return int(low), int(high or low)


def _roll_tables(catalogue) -> list[tuple[str, int, dict[str, Any]]]:
    """(where, dice, table) for every roll table in the steps of every component in play."""
    found: list[tuple[str, int, dict[str, Any]]] = []

    def walk(value: Any, where: str) -> None:
        if isinstance(value, dict):
            roll = value.get("roll")
            if isinstance(roll, dict) and "table" in roll:
                found.append((where, roll["dice"], dict(roll["table"])))
            for key, inner in value.items():
                walk(inner, f"{where}.{key}")
        elif isinstance(value, list | tuple):
            for i, inner in enumerate(value):
                walk(inner, f"{where}[{i}]")

    for comp in catalogue.components.values():
        walk(getattr(comp, "effect", None), comp.id)
    return found


@pytest.fixture(scope="module")
def tables(catalogue) -> list[tuple[str, int, dict[str, Any]]]:
    return _roll_tables(catalogue)


def _charts(catalogue) -> list[tuple[str, dict[str, Any]]]:
    return [(c.id, dict(c.chart)) for c in catalogue.of_kind("figure") if getattr(c, "chart", None)]


def _dice_for(total: int, dice: int) -> list[int]:
    """Dice (each 1 to 6) that add up to ``total``."""
    got = []
    for left in reversed(range(dice)):
        got.append(min(6, total - left))
        total -= got[-1]
    return got


def _row(table: dict[str, Any], total: int) -> str:
    (key,) = [k for k in table if _span(k)[0] <= total <= _span(k)[1]]
    return str(key)


def test_the_tables_are_found(tables, catalogue) -> None:
    where = {w.split("[")[0].split(".")[0] for w, _, _ in tables}
    assert {"space/outer/forest", "space/middle/temple", "space/inner/werewolf-den", "spell/random"} <= where
    assert len(tables) >= 30 and any(dice == 2 for _, dice, _ in tables)
    assert {f for f, _ in _charts(catalogue)} == {"figure/grim-reaper", "figure/werewolf"}


def test_every_table_covers_each_total_once_from_lowest_to_highest(tables, catalogue) -> None:
    every = [(w, d, t) for w, d, t in tables] + [(f, c["dice"], c["table"]) for f, c in _charts(catalogue)]
    for where, dice, table in every:
        covered = sorted(n for key in table for n in range(_span(key)[0], _span(key)[1] + 1))
        assert covered == list(range(dice, 6 * dice + 1)), where
        spans = sorted(_span(k) for k in table)
        assert spans[0][0] == dice and spans[-1][1] == 6 * dice, where


def _read(game: Game, monkeypatch, dice: int, table: dict[str, Any], got: list[int], **extra) -> list[Any]:
    """Run the engine's table rule on a roll already made; return the steps it set going."""
    pushed: list[Any] = []
    monkeypatch.setattr(steps, "push_steps", lambda g, p, s, source: pushed.append(list(s)))
    frame = {"kind": "table", "p": 0, "dice": dice, "table": table, "source": "test", "got": got, **extra}
    game.push(frame)
    steps.Table.advance(game, game.top)
    assert game.top is not frame
    return pushed


def test_the_engine_reads_the_first_row_for_the_lowest_total(catalogue, tables, monkeypatch) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    for where, dice, table in tables:
        first = min(table, key=lambda k: _span(k)[0])
        assert _read(game, monkeypatch, dice, table, [1] * dice) == [list(table[first])], where


def test_the_engine_reads_the_last_row_for_the_highest_total(catalogue, tables, monkeypatch) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    for where, dice, table in tables:
        last = max(table, key=lambda k: _span(k)[1])
        assert _read(game, monkeypatch, dice, table, [6] * dice) == [list(table[last])], where


def test_the_engine_reads_each_row_at_both_of_its_ends(catalogue, tables, monkeypatch) -> None:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    for where, dice, table in tables:
        for key, row in table.items():
            for total in _span(key):
                got = _dice_for(total, dice)
                assert sum(got) == total and all(1 <= d <= 6 for d in got)
                assert _read(game, monkeypatch, dice, table, got) == [list(row)], (where, key, got)


def test_a_total_raised_by_an_ability_reads_the_row_of_the_total(catalogue, monkeypatch) -> None:
    """Core rules, "Natural vs. Modified Roll": the Monk praying adds 1 to a 4, the 5 row is read."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    table = {"1-4": [], "5": [{"gain": {"lives": 1}}], "6": [{"gain": {"spells": 1}}]}
    assert _read(game, monkeypatch, 1, table, [4], plus=1) == [[{"gain": {"lives": 1}}]]
    assert _read(game, monkeypatch, 1, table, [4], plus=0) == [[]]


@pytest.mark.parametrize("roll", ["roll 0", "roll 7", "roll -1", "roll 60"])
def test_a_die_result_outside_one_to_six_is_refused(catalogue, roll) -> None:
    """Core rules, "Six-sided Dice": a die shows 1 to 6; the refusal says so and changes nothing."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    land_on(game, 0, "space/outer/forest", "adjust 0 fate 0")
    assert game.decision.kind == "roll" and "forest" in game.decision.prompt
    before = game.state.to_json()
    with pytest.raises(IllegalAction, match="a die shows 1 to 6: core rules, Six-sided Dice"):
        game.apply(roll)
    assert game.state.to_json() == before


@pytest.mark.parametrize(
    ("roll", "outcome"),
    [("1", "fight"), ("2", "missed"), ("3", "missed"), ("4", "nothing"), ("5", "nothing"), ("6", "craft")],
)
def test_the_forest_table_played_through(catalogue, roll, outcome) -> None:
    """The Forest space: 1 a Brigand, 2-3 lost, 4-5 nothing, 6 one Craft (its printed table)."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    land_on(game, 0, "space/outer/forest", "adjust 0 fate 0")
    craft = game.state.players[0].craft
    events = play(game, f"roll {roll}")
    assert (game.decision.kind == "roll" and "attack" in game.decision.prompt) == (outcome == "fight")
    assert (game.state.players[0].missed_turns == 1) == (outcome == "missed")
    assert (game.state.players[0].craft == craft + 1) == (outcome == "craft")
    if outcome == "nothing":
        assert events[-1] == "turn 1"


# --- the figures' charts (The Reaper's Grim Reaper, The Blood Moon's Werewolf) ---------------


@pytest.mark.parametrize(("got", "plus"), [([1], 0), ([6], 0), ([5], 2), ([6], 1)])
def test_a_chart_reads_its_first_and_last_rows(catalogue, monkeypatch, got, plus) -> None:
    """A chart total above 6 (the Wolfsbane raising a 5 or a 6) reads the 6 row."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    for figure, chart in _charts(catalogue):
        pushed: list[Any] = []
        monkeypatch.setattr(figures, "push_steps", lambda g, p, s, source, out=pushed: out.append(list(s)))
        frame = {"kind": "figure_chart", "figure": figure, "p": 0, "mover": 1, "got": got, "plus": plus}
        game.push(frame)
        figures.FigureChart.advance(game, game.top)
        key = _row(chart["table"], min(6, got[0] + plus))
        if key in {str(k) for k in chart.get("unconfirmed") or ()}:
            assert pushed == [] and game.top["kind"] == "printed_effect" and game.top["key"] == key
            game.pop()
        else:
            assert pushed == [figures._routed(figure, chart["table"][key])], (figure, key)


# --- Armour-like saves and the Sorceress's beguiling ------------------------------------------


@pytest.mark.parametrize(
    ("card", "lowest"), [("purchase/armour#1", 4), ("purchase/shield#1", 5), ("purchase/helmet#1", 6)]
)
@pytest.mark.parametrize("below", [True, False])
def test_an_armour_save_from_its_lowest_result(catalogue, card, lowest, below) -> None:
    """Armour saves on 4-6, the Shield on 5-6, the Helmet on 6 (their cards): a life lost in
    battle is kept at the lowest result of the range and lost just below it."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    land_on(game, 0, "space/outer/fields-1", "adjust 0 fate 0", f"adjust {card} 0")
    lives = game.state.players[0].lives
    play(game, "draw adventure/bear", "roll 1", "roll 6")  # 2 + 1 against the Bear's 3 + 6
    assert "saving a life" in game.decision.prompt
    events = play(game, f"roll {lowest - 1 if below else lowest}")
    assert ("armour 0 failed" in events) == below and ("armour 0 saved" in events) != below
    assert game.state.players[0].lives == lives - below


@pytest.mark.parametrize("alignment", ["good", "neutral", "evil"])
@pytest.mark.parametrize("below", [True, False])
def test_beguiling_works_from_its_lowest_result(catalogue, alignment, below) -> None:
    """The Sorceress's character card: her beguiling die works from 6 on a good character, 5 on a
    neutral one, 4 on an evil one."""
    lowest = abilities_travel.BEGUILE_NEEDS[alignment]
    assert lowest == {"good": 6, "neutral": 5, "evil": 4}[alignment]
    game = new_game(catalogue, "character/sorceress", "character/wizard")
    land_on(
        game, 0, "space/outer/ruins", f"adjust 1 alignment {alignment}", "adjust 1 position space/outer/ruins"
    )
    play(game, "adjust 0 fate 0", "use beguile character/wizard")
    events = play(game, f"roll {lowest - 1 if below else lowest}")
    assert f"beguile 0 {'fails' if below else 'works'}" in events


@pytest.mark.parametrize(("got", "plus"), [([6], 1), ([5], 2), ([6], 2), ([6, 6], 1)])
def test_a_total_raised_past_the_top_reads_the_last_row(catalogue, monkeypatch, got, plus) -> None:
    """A Monk or Priest adding 1 to a 6, the Reaper's Knight adding 2 to a 5 or a 6: the total
    passes the table's highest result and reads the last row, as the figures' charts do (no row
    read at all would make the ability a loss)."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    dice = len(got)
    table = {"1-5": [], "6": [{"gain": {"spells": 1}}]} if dice == 1 else {"2-11": [], "12": [{"toad": 3}]}
    last = table["6" if dice == 1 else "12"]
    assert _read(game, monkeypatch, dice, table, got, plus=plus) == [last]


def test_the_monk_adding_one_to_a_six_at_the_chapel_gains_a_spell(catalogue) -> None:
    """The Chapel (a good character praying: 1-4 nothing, 5 a life, 6 a Spell) and the Monk's
    prayer bonus (his card: add 1 after rolling) on a 6."""
    game = new_game(catalogue, "character/monk", "character/warrior")
    land_on(game, 0, "space/outer/chapel", "adjust 0 fate 0")
    play(game, "choose 2", "roll 6")
    assert game.decision.kind == "add_one"
    play(game, "use prayer-bonus")
    assert game.decision.is_chance and game.decision.kind == "draw"
    play(game, "draw spell/healing")
    assert len(game.state.players[0].spells) == 1
