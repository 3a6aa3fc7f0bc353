"""A seat the tablet plays (issue 31, item 3): at setup a seat can be played by the tablet, for
a solo player or a table that wants more rivals. On that seat's turn the app decides with the
sensible simulated players and says in the engine's words what it decided; it asks the table
only for what the table holds, the dice rolled and the cards drawn for it. Undo, redo, the
log, autosave, resuming, export and import treat it as any player; one undo takes back the
tablet's decisions and the last thing the table entered, so the tablet does not at once do
again what was undone. The same state gives the same decision (seeded from the game's seed and
the log's length)."""

from __future__ import annotations

import random

import pytest

from companion_app.viewmodels.controller import ActionRejected, TableController
from companion_app.viewmodels.engine_session import engine_factory
from companion_app.viewmodels.table_setup import PlayerSetup, SetupError, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue
from engine import Game
from engine import log as game_log
from engine.cli import replay_main

SOLO = (
    PlayerSetup(name="Ann", character="character/warrior"),
    PlayerSetup(name="Bob", character="character/wizard", tablet=True),
    PlayerSetup(name="Cleo", character="character/elf", tablet=True),
)
TABLET = {1, 2}
# what the table holds beside the dice and the cards: what is printed on its cards, and what it
# plays by hand from a printed card (the engine's "manual" step)
READ_OFF_CARDS = ("printed_value", "printed_effect")


def the_tables(game: Game) -> bool:
    """The decision now is the table's to enter whoever's seat it is."""
    d = game.decision
    manual = bool(game.state.stack) and game.state.stack[-1].get("kind") == "manual"
    return d.is_chance or d.kind in READ_OFF_CARDS or manual


def solo_game(store, catalogue, *, seed: int = 7) -> TableController:
    """Ann alone at the table; the tablet plays Bob (the Wizard) and Cleo (the Elf)."""
    c = TableController(store, from_catalogue(catalogue), engine_session=engine_factory(catalogue))
    c.new_game(TableSetup(players=SOLO, mode="engine", seed=seed))
    return c


def table_enters(c: TableController, rng: random.Random) -> str:
    """What the people at the table enter now: the dice and the cards (chance), and Ann's own
    decisions (her first choice)."""
    game = c.session.game
    if game.decision.is_chance:
        action = str(game.random_chance(rng))
    else:
        assert the_tables(game) or game.decision.player not in TABLET, "the tablet's decision was asked"
        action = c.session.choices()[0].action
    c.do(action)
    return action


def play(c: TableController, rng: random.Random, *, turns: int) -> list[str]:
    """Play until ``turns`` turns have begun: the tablet plays its seats whenever it waits,
    the table enters the rest. Returns what the table entered."""
    game = c.session.game
    entered = []
    for _ in range(2_000):
        if game.is_over or game.state.turn > turns:
            break
        if c.tablet_waiting:
            assert c.tablet_step() is not None
        else:
            entered.append(table_enters(c, rng))
    return entered


def test_a_seat_played_by_the_tablet_is_part_of_the_setup() -> None:
    setup = TableSetup(players=SOLO, mode="engine", seed=7)
    saved = setup.to_json()
    assert [p.get("tablet", False) for p in saved["players"]] == [False, True, True]
    assert TableSetup.from_json(saved) == setup
    older = {"players": [{"name": "Ann", "character": "character/warrior"},
                         {"name": "Bob", "character": "character/wizard"}], "mode": "engine"}  # fmt: skip
    assert not any(p.tablet for p in TableSetup.from_json(older).players)  # saved before: people only


def test_the_tablet_plays_only_rules_games_and_never_every_seat() -> None:
    with pytest.raises(SetupError, match="Rules checked"):
        TableSetup(players=SOLO, mode="free")
    everyone = tuple(PlayerSetup(name=p.name, character=p.character, tablet=True) for p in SOLO)
    with pytest.raises(SetupError, match="at least one seat"):
        TableSetup(players=everyone, mode="engine")


def test_a_solo_game_asks_the_table_only_for_dice_and_cards_on_the_tablets_turns(store, catalogue) -> None:
    c = solo_game(store, catalogue)
    play(c, random.Random(1), turns=9)  # three rounds
    game = c.session.game
    assert game.state.turn > 9 or game.is_over
    lines = c.log_lines()
    by_tablet = [n for n in range(len(lines)) if c.session.by_tablet(n)]
    assert by_tablet, "the tablet decided nothing"
    replayed = Game.new(c.session.engine_setup, catalogue)
    for n, line in enumerate(lines):
        d = replayed.decision
        if c.session.by_tablet(n):  # the tablet decides its own seats' decisions, never chance
            assert d.player in TABLET and not d.is_chance, (line.action, d)
        elif d.player in TABLET and not the_tables(replayed):  # the tablet's: the table entered nothing
            pytest.fail(f"the table decided for a tablet seat: {line.action} ({d})")
        else:  # the table: dice, cards, what its cards say and Ann's decisions
            assert the_tables(replayed) or d.player == 0, (line.action, d)
        replayed.apply(line.action)


def test_the_tablet_says_in_the_engines_words_what_it_decided(store, catalogue) -> None:
    c = solo_game(store, catalogue)
    rng = random.Random(1)
    game = c.session.game
    while not (c.tablet_waiting and game.decision.kind == "move"):
        if c.tablet_waiting:
            c.tablet_step()
        else:
            table_enters(c, rng)
    who = game.state.players[game.decision.player].name
    assert c.session.prompt.startswith(f"The tablet plays {who}")
    assert c.session.choices() == []  # nothing for the table to tap on the tablet's decision
    assert c.session.destinations() == set()  # nor a space lit on the Board
    action = c.session.tablet_choice()
    words = game.describe(action)
    c.tablet_step()
    assert c.log_lines()[-1].action == str(action)
    assert c.log_lines()[-1].label.endswith("(by the tablet)")  # the Log says whose decision it was
    assert not any(
        line.label.endswith("(by the tablet)") for line in c.log_lines() if line.action.startswith("roll")
    )
    assert c.session.tablet_line == f"The tablet plays {who}: {words}"
    assert f"The tablet plays {who}: {words}" in c.prompt  # the Table screen's line says it too
    panels = [p.heading for p in c.view().players]  # each seat's panel says who plays it
    assert ["played by the tablet" in h for h in panels] == [False, True, True]


def test_the_tablets_decision_is_the_same_for_the_same_state(store, catalogue) -> None:
    first, second = solo_game(store, catalogue), solo_game(store, catalogue)
    entered = iter(play(first, random.Random(2), turns=6))
    for _ in range(2_000):
        if second.tablet_waiting:
            second.tablet_step()
        else:
            action = next(entered, None)
            if action is None:
                break
            second.do(action)
    assert [x.action for x in second.log_lines()] == [x.action for x in first.log_lines()]
    assert second.session.game.state == first.session.game.state


def test_the_table_cannot_decide_for_the_tablet(store, catalogue) -> None:
    c = solo_game(store, catalogue)
    rng = random.Random(3)
    while not c.tablet_waiting:
        table_enters(c, rng)
    legal = [str(a) for a in c.session.game.legal_actions() if a.verb != "adjust"]
    with pytest.raises(ActionRejected, match="The tablet plays"):
        c.do(legal[0])
    c.do({"type": "adjust", "player": 1, "stat": "gold", "delta": 1})  # a correction by hand is the table's


def test_one_undo_takes_back_the_tablets_decisions_and_the_tables_last_entry(store, catalogue) -> None:
    c = solo_game(store, catalogue)
    rng = random.Random(4)
    play(c, rng, turns=4)
    session = c.session
    while not session.by_tablet(session.cursor - 1):  # end on the tablet's decisions
        if c.tablet_waiting:
            c.tablet_step()
        else:
            table_enters(c, rng)
    lines = c.log_lines()
    table_line = max(n for n in range(len(lines)) if not session.by_tablet(n))
    state_before = session.game.state.to_json()
    assert c.undo()
    assert session.cursor == table_line  # the table's last entry is taken back too
    assert not c.tablet_waiting  # the table is asked again: the tablet does not redo it at once
    assert c.view().can_redo
    assert c.redo()
    assert session.cursor == len(lines) and session.game.state.to_json() == state_before
    assert [x.action for x in c.log_lines()] == [x.action for x in lines]


def test_a_resumed_game_knows_the_tablets_seats_and_goes_on_the_same(store, catalogue) -> None:
    c = solo_game(store, catalogue)
    rng = random.Random(5)
    play(c, rng, turns=4)
    while not c.tablet_waiting:
        table_enters(c, rng)
    again = TableController(store, c.data, engine_session=engine_factory(catalogue))
    assert again.resume_last()
    assert [p.tablet for p in again.setup.players] == [False, True, True]
    assert again.view() == c.view() and again.prompt == c.prompt
    assert [again.session.by_tablet(n) for n in range(again.session.cursor)] == [
        c.session.by_tablet(n) for n in range(c.session.cursor)
    ]
    assert again.tablet_waiting
    assert again.session.tablet_choice() == c.session.tablet_choice()


def test_an_export_replays_with_talisman_replay_and_imports_with_its_tablet_seats(
    store, catalogue, tmp_path, capsys
) -> None:
    c = solo_game(store, catalogue)
    play(c, random.Random(6), turns=5)
    path = store.export_jsonl(c.game_id, tmp_path / "solo.jsonl")
    setup, actions = game_log.load(path)
    replayed = Game.replay(setup, [a for _, a in actions], catalogue)
    assert replayed.state == c.session.game.state
    assert replay_main([str(path)]) == 0
    assert "Next:" in capsys.readouterr().out
    again = TableController(store, c.data, engine_session=engine_factory(catalogue))
    again.import_game(str(path))
    assert [p.tablet for p in again.setup.players] == [False, True, True]
    assert again.view() == c.view()


def test_gone_back_to_a_tablets_decision_the_tablet_waits_for_redo(store, catalogue) -> None:
    """The Log can go back to any line, a decision of the tablet's too: there the tablet waits
    (deciding again would forget what Redo brings back) and says so; Redo goes on."""
    c = solo_game(store, catalogue)
    play(c, random.Random(8), turns=4)
    lines = [x.action for x in c.log_lines()]
    mine = max(n for n in range(len(lines)) if c.session.by_tablet(n))
    c.undo_to(mine)
    assert c.session.tablet_decides() and not c.tablet_waiting
    assert c.tablet_step() is None and "Redo" in c.session.prompt
    while c.redo():
        pass
    assert [x.action for x in c.log_lines()] == lines
