"""Rules games: taps become engine actions; the engine's reason is shown; the log replays."""

from __future__ import annotations

import pytest

from companion_app.viewmodels.controller import ActionRejected, TableController
from companion_app.viewmodels.engine_session import engine_factory
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue


def rules_game(store, catalogue, bob: str = "character/wizard", **boxes) -> TableController:
    """A rules game of Ann (the Warrior) and Bob, seed 3; ``boxes``: expansions=(...)."""
    c = TableController(store, from_catalogue(catalogue), engine_session=engine_factory(catalogue))
    players = (PlayerSetup(name="Ann", character="character/warrior"), PlayerSetup(name="Bob", character=bob))
    c.new_game(TableSetup(players=players, mode="engine", seed=3, **boxes))
    return c


@pytest.fixture
def rules(store, catalogue):
    return rules_game(store, catalogue)


def play_to_movement(c) -> None:
    """Answer chance (the opening Spell draws) until the first movement die is wanted."""
    while "movement" not in c.session.prompt:
        c.do(c.session.choices()[0].action)


def test_die_pad_and_legal_destinations(rules):
    play_to_movement(rules)
    rules.do({"type": "roll", "die": 2})
    assert rules.log_lines()[-1].action == "roll 2"
    destinations = rules.session.destinations()
    assert destinations and all(d.startswith("space/") for d in destinations)
    target = sorted(destinations)[0]
    rules.do(f"move {target}")
    assert rules.session.table.players[0].space == target


def test_illegal_move_shows_the_engines_reason(rules, store):
    play_to_movement(rules)
    rules.do({"type": "roll", "die": 2})
    before = len(store.load(rules.game_id).actions)
    with pytest.raises(ActionRejected, match="legal: move") as refused:
        rules.do("move space/inner/crown-of-command")
    assert "Crown of Command" in str(refused.value) and "space/" not in str(refused.value)
    with pytest.raises(ActionRejected, match="Not now. .*choose one of the buttons") as refused:
        rules.do({"type": "roll", "die": 9})  # the game waits for a move, not a die
    assert "player 0" not in str(refused.value) and "'move'" not in str(refused.value)
    assert len(store.load(rules.game_id).actions) == before


def test_plus_minus_becomes_engine_adjust_and_undo(rules):
    gold = rules.session.table.players[1].gold
    rules.do({"type": "adjust", "player": 1, "stat": "gold", "delta": 2})
    assert rules.log_lines()[-1].action == f"adjust 1 gold {gold + 2}"
    assert rules.session.table.players[1].gold == gold + 2
    rules.undo()
    assert rules.session.table.players[1].gold == gold
    rules.redo()
    assert rules.session.table.players[1].gold == gold + 2
    with pytest.raises(ActionRejected, match="follow the cards"):
        rules.do({"type": "adjust", "player": 1, "stat": "objects", "delta": 1})


def test_rules_game_resumes_from_its_log(rules, store, catalogue, tmp_path):
    play_to_movement(rules)
    rules.do({"type": "roll", "die": 3})
    rules.do(f"move {sorted(rules.session.destinations())[0]}")
    before = rules.view()
    again = TableController(store, rules.data, engine_session=engine_factory(catalogue))
    assert again.resume_last() and again.view() == before
    path = store.export_jsonl(rules.game_id, tmp_path / "rules.jsonl")
    lines = path.read_text().splitlines()
    assert lines[-2].strip('"') == "roll 3"  # the engine's own text form
    assert again.import_game(str(path)) != rules.game_id and again.view() == before


def test_the_chosen_first_player_starts_a_rules_game(store, catalogue):
    """Core rules, Game Setup: the first player is chosen before play starts."""
    data = from_catalogue(catalogue)
    c = TableController(store, data, engine_session=engine_factory(catalogue))
    players = (PlayerSetup(name="Ann", character="character/warrior"),
               PlayerSetup(name="Bob", character="character/minstrel"),
               PlayerSetup(name="Cid", character="character/troll"))  # fmt: skip
    c.new_game(TableSetup(players=players, mode="engine", seed=3, first_player=2))
    assert c.session.game.state.current == 2 and c.view().turn_name == "Cid"
    play_to_movement(c)
    c.do({"type": "roll", "die": 3})
    assert c.log_lines()[-1].label == "Cid rolled 3 (movement)"  # a die: what it showed, by whom
    again = TableController(store, data, engine_session=engine_factory(catalogue))
    assert again.resume_last() and again.session.game.state.current == 2  # saved with the setup


def test_battle_values_come_from_the_engine(rules):
    """Core rules, Battles: attack score = die + Strength; Blood Moon Day: creatures 1 lower."""
    play_to_movement(rules)
    for action in ("roll 2", "move space/outer/woods-1", "draw adventure/ape"):
        rules.do(action)
    if rules.session.game.decision.kind == "battle":
        rules.do("fight")
    fight = rules.session.battle()
    assert (fight.character, fight.foe, fight.stat) == ("Ann", "Ape", "Strength")
    assert (fight.character_value, fight.foe_value, fight.stage) == (4, 2, "attacker's die")
    rules.do("roll 3")  # the Warrior's first die
    fight = rules.session.battle()
    assert (fight.character_value, fight.character_roll, fight.stage) == (4, None, "attacker's die")
    rules.do("roll 2")  # his second: the 3 counts
    rules.do("roll 6")
    fight = rules.session.battle()
    assert (fight.character_score, fight.foe_score, fight.stage) == (7, 8, "fate")
    assert fight.odds.lose == 1 and fight.odds_reroll is not None and fight.odds_reroll.win > 0
    rules.do("accept")
    assert rules.session.battle() is None
    from companion_app.viewmodels.battle_helper import helper_view

    assert helper_view(rules.session).result.startswith("Ann loses the battle, 7 against 8\nAnn loses 1 life")


def test_reading_the_fight_leaves_the_game_and_redo_as_they_were(rules):
    """The helper's look at the fight never changes the game: same log, same state, redo works."""
    play_to_movement(rules)
    for action in ("roll 2", "move space/outer/woods-1", "draw adventure/ape"):
        rules.do(action)
    game = rules.session.game
    before = (list(game.log), game.state.to_json())
    live = rules.session.battle()
    assert (list(game.log), game.state.to_json()) == before
    rules.undo()
    rules.redo()  # the redo list came back through the engine
    assert rules.session.battle() == live
    rules.undo()
    assert rules.session.battle() is None and rules.session.redo_tail  # a redo is waiting
    rules.redo()
    assert list(game.log) == before[0] and game.decision.kind == "roll"


def test_the_orb_of_destinys_two_dice_are_buttons_that_say_which_die_is_kept(store, catalogue):
    """The Reaper, Orb of Destiny: a fate reroll throws 2 dice and the holder keeps one."""
    data = from_catalogue(catalogue)
    c = TableController(store, data, engine_session=engine_factory(catalogue))
    players = (PlayerSetup(name="Ann", character="character/thief"),
               PlayerSetup(name="Bob", character="character/warrior"))  # fmt: skip
    c.new_game(TableSetup(players=players, mode="engine", seed=3, expansions=("reaper",)))
    play_to_movement(c)
    for action in ("adjust adventure/orb-of-destiny 0", "adjust 0 fate 2", "roll 3"):
        c.do(action)
    c.do("use adventure/orb-of-destiny")
    c.do("roll 4")
    c.do("roll 6")
    assert c.session.game.decision.kind == "keep_die"
    assert [choice.label for choice in c.session.choices()] == ["Keep the 4", "Keep the 6"]


def test_the_fortune_tellers_look_is_asked_and_logged_in_plain_words(store, catalogue):
    """Blood Moon, Fortune Teller: its holder may look at the top Adventure Card as the turn
    starts; the table reports the card, which stays on the deck."""
    c = rules_game(store, catalogue, expansions=("blood-moon",))
    play_to_movement(c)
    for action in ("adjust adventure/fortune-teller 0", "roll 3"):
        c.do(action)
    while c.session.game.decision.kind != "look":  # Ann's turn ends; her next one offers the look
        choices = [ch.action for ch in c.session.choices()]
        c.do(next((a for a in choices if a in ("end", "done", "pass", "accept")), choices[0]))
    assert [ch.label for ch in c.session.choices()][0] == "Look at the top card"
    c.do("use adventure/fortune-teller")
    assert c.session.prompt == "Which card is on top of the Adventure deck? Ann looks (it stays there)"
    line = c.do("draw adventure/giant")
    assert line.label == "Ann looks at the top card: Giant"


def test_the_orb_of_destinys_buttons_name_the_warriors_throw_kept(store, catalogue):
    """The Reaper, Orb of Destiny, on the Warrior's attack roll of two dice (core rules,
    Warrior): the roll is thrown twice and each button names the throw it keeps."""
    c = rules_game(store, catalogue, "character/thief", expansions=("reaper",))
    play_to_movement(c)
    field, start = "space/outer/fields-2", "space/outer/plains-2"  # two spaces apart
    for action in ("adjust adventure/orb-of-destiny 0", "adjust 0 fate 2", f"adjust adventure/ape {field}"):
        c.do(action)
    c.do(f"adjust 0 position {start}")
    for action in ("roll 2", f"move {field}", "encounter space", "fight", "roll 1", "roll 2", "roll 6"):
        if action in [choice.action for choice in c.session.choices()]:
            c.do(action)
    c.do("use adventure/orb-of-destiny")
    for die in (3, 5, 6, 2):
        c.do(f"roll {die}")
    assert c.session.game.decision.kind == "keep_die"
    labels = {choice.label for choice in c.session.choices()}
    assert labels == {"Keep the throw of 3 and 5", "Keep the throw of 6 and 2"}


def test_the_movement_roll_follows_the_turn_through_corrections_undo_and_redo(rules):
    """The table panel shows the turn's movement die (a natural 1 moves the figures: core rules,
    "Movement"; The Reaper, "Grim Reaper"): it stays through the table's corrections in that
    turn, is gone once the next turn begins, and undo and redo bring each back."""
    play_to_movement(rules)
    assert rules.session.table.last_roll is None
    rules.do({"type": "roll", "die": 4})
    assert rules.session.table.last_roll == 4
    for n in range(30):  # corrections in the same turn (the table's + and -)
        rules.do({"type": "adjust", "player": 1, "stat": "gold", "delta": 1 if n % 2 == 0 else -1})
        assert rules.session.table.last_roll == 4
    rules.do(f"move {sorted(rules.session.destinations())[0]}")
    while rules.session.whose_turn[1] == 0:  # Ann's turn played out
        rules.do(rules.session.choices()[0].action)
    assert rules.session.table.last_roll is None  # Bob's turn: no die yet
    lines = len(rules.log_lines())
    rules.undo()
    assert rules.session.table.last_roll == 4
    rules.redo()
    assert len(rules.log_lines()) == lines and rules.session.table.last_roll is None
