"""The battle helper's words in a rules game, from the engine's fight (core rulebook "Battles",
"Armour" saves, "Battles Between Two Characters" and "Claim Reward"; Blood Moon "Time Card")."""

from __future__ import annotations

import pytest

from companion_app.viewmodels.battle_helper import fight_result, helper_view
from companion_app.viewmodels.engine_battle import dice_words, engine_battle, value_words
from companion_app.viewmodels.engine_session import EngineSession
from companion_app.viewmodels.table_setup import PlayerSetup, TableSetup
from companion_app.viewmodels.tabledata import from_catalogue

WOODS = "space/outer/woods-1"
MINUS = "\N{MINUS SIGN}"


@pytest.fixture
def session(catalogue):
    players = (PlayerSetup(name="Ann", character="character/warrior"),
               PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip
    s = EngineSession(
        TableSetup(players=players, mode="engine", seed=4, first_player=1),
        from_catalogue(catalogue),
        catalogue,
    )
    for action in ("roll 2", f"move {WOODS}", "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1"):
        s.apply(action)
    return s


def ann_meets_the_ape(session) -> None:
    for action in ("roll 2", f"move {WOODS}", "encounter space", "draw adventure/ape"):
        session.apply(action)
    if session.game.decision.kind == "battle":
        session.apply("fight")


def test_values_and_dice_in_words():
    from engine.fight_view import Part, Side

    parts = (Part("Strength", 4), Part("Strength counters", 2), Part("Sword", 1), Part("Day", -1))
    assert value_words(parts) == f"Strength 4, +2 Strength counters, +1 Sword, {MINUS}1 Day"
    two = Side("Ann", 0, parts, 2, (5,), None, None, (7,) * 6)
    assert dice_words("Ann", two) == "Ann's dice: 5 (die 2 of 2 to come)"
    done = Side("Ann", 0, parts, 2, (5, 1), 5, 11, (7,) * 6)
    assert dice_words("Ann", done) == "Ann's dice: 5, 1 (the 5 counts)"
    assert dice_words("Ape", Side("Ape", None, parts, 1, (3,), 3, 9, (7,) * 6)) == "Ape's die: 3"


def test_no_fight_yet_says_so_and_what_comes_next(session):
    view = helper_view(session)
    assert view.heading == "No fight now" and not view.sides and view.pad is None and not view.buttons
    assert view.step == "Now: Roll the die for Ann: movement"


def test_an_armour_save_is_the_fights_last_die(session):
    """Core rules, Armour: a character who loses a battle rolls; 4-6 keeps the life."""
    session.apply("adjust purchase/armour#1 0")
    ann_meets_the_ape(session)
    for die in (1, 1, 6):  # Ann 4 + 1 = 5 against the Ape's 3 + 6 - 1 = 8
        session.apply(f"roll {die}")
    session.apply("accept")
    view = helper_view(session)
    assert view.pad == "Ann's Armour roll"
    assert view.step == "Ape wins, 8 against 5. Enter Ann's Armour roll: 4 or more keeps the life"
    lives = session.game.state.players[0].lives
    session.apply("roll 5")
    view = helper_view(session)
    assert (
        view.pad is None
        and view.step == "Ann's Armour roll: 5, keeps the life. Ann may pay 1 fate to roll again"
    )
    assert [b.label for b in view.buttons] == ["Ann keeps the roll", "Ann pays 1 fate to roll again"]
    session.apply("accept")
    assert session.game.state.players[0].lives == lives
    view = helper_view(session)
    assert view.heading == "Last fight" and view.pad is None
    assert view.result == "Ann loses the battle, 5 against 8\nAnn's armour saves a life"


def test_characters_fight_and_the_winner_takes_gold(session):
    """Core rules, Battles Between Two Characters: the winner takes a life, gold or an Object."""
    for action in ("roll 2", f"move {WOODS}", "encounter character/minstrel", "roll 3", "roll 3", "roll 3"):
        session.apply(action)
    view = helper_view(session)
    assert view.heading == "Ann attacks Bob"
    assert [b.label for b in view.buttons] == ["Ann keeps the dice", "Ann pays 1 fate to roll again"]
    session.apply("accept")
    view = helper_view(session)
    assert [b.label for b in view.buttons] == ["Bob keeps the dice", "Bob pays 1 fate to roll again"]
    session.apply("accept")
    view = helper_view(session)
    assert view.step == "Ann wins, 7 against 5: choose what the winner takes"
    assert [(b.action, b.label) for b in view.buttons] == [
        ("reward life", "Bob loses 1 life"),
        ("reward gold", "Ann takes 1 gold from Bob"),
    ]
    session.apply("reward gold")
    view = helper_view(session)
    assert view.result == "Ann wins the battle, 7 against 5\nBob loses 1 gold\nAnn gains 1 gold"


def test_a_stand_off_costs_nothing(catalogue):
    from engine import Game, PlayerSetup, Setup

    cast = (("Ann", "character/warrior"), ("Bob", "character/dwarf"))
    game = Game.new(Setup(players=tuple(PlayerSetup(name=n, character=c) for n, c in cast)), catalogue)
    events = [
        ("rolled 0 3 movement",),
        ("attack_scores 0 6 6", "stand_off 0", "turn 1"),
        ("rolled 1 4 movement",),
    ]
    assert fight_result(events, game.describe) == "A stand off, 6 against 6: nobody loses a life"
    assert fight_result([("rolled 0 3 movement",)], game.describe) == ""


def test_before_the_dice_the_fights_own_choices_are_buttons(session):
    """Core rules, Battles: before the attack rolls a character may cast a Spell or evade."""
    session.apply("adjust 0 craft 2")  # Craft 4: room for a Spell
    session.apply("adjust spell/psionic-blast#1 0")
    for action in ("roll 2", f"move {WOODS}", "encounter space", "draw adventure/ape"):
        session.apply(action)
    assert session.game.decision.kind == "battle"
    view = helper_view(session)
    assert view.step == "Before the dice, Ann chooses: fight, evade or cast a Spell" and view.pad is None
    labels = [b.label for b in view.buttons]
    assert "Fight" in labels and "Cast Psionic Blast" in labels
    session.apply(next(b.action for b in view.buttons if b.label == "Cast Psionic Blast"))
    view = helper_view(session)
    assert view.sides[0].values == "Strength 4, +4 Psionic Blast"  # her Craft, 2 + 2 counters


def test_random_games_the_helper_follows_every_fight_in_plain_words(catalogue):
    """In random rules games: the die pad is offered exactly when the engine wants a die of the
    fight, every button is a legal action now, and no id, engine verb or Python value shows."""
    import random
    import re

    from engine import policy

    raw = re.compile(r"[a-z]+/[a-z]|_|\bNone\b|\[|\bplayer \d")
    data = from_catalogue(catalogue)
    fights = 0
    for seed in range(3):
        players = tuple(
            PlayerSetup(name=n, character=c)
            for n, c in (
                ("Ann", "character/warrior"),
                ("Bob", "character/wizard"),
                ("Cleo", "character/troll"),
            )
        )
        s = EngineSession(TableSetup(players=players, mode="engine", seed=seed), data, catalogue)
        rng = random.Random(seed)
        while not s.game.is_over and s.game.state.turn < 60:
            view = helper_view(s)
            decision = s.game.decision
            legal = {str(a) for a in s.game.legal_actions()}
            if view.sides:
                fights += 1
                stage = engine_battle(s.game).stage
                wants_die = decision.is_chance and stage in ("attacker's die", "defender's die", "armour")
                assert (view.pad is not None) == wants_die, (stage, view.pad)
                if view.pad is not None:
                    assert legal == {f"roll {n}" for n in range(1, 7)}
            assert all(b.action in legal for b in view.buttons)
            own_step = not view.step.startswith(("Now: ", "First: "))  # (those quote the Turn prompt)
            shown = [view.heading, view.step if own_step else "", view.odds, view.result, view.pad or ""]
            shown += [b.label for b in view.buttons]
            shown += [t for side in view.sides for t in (side.values, side.dice, side.notes)]
            for text in shown:
                assert not raw.search(text), text
            s.apply(str(policy.choose(s.game, rng)))
    assert fights > 20


def test_the_assassins_choice_in_words_and_the_creatures_die_not_counted(catalogue):
    """The Assassin's ability: the creature he assassinates fights without its attack roll."""
    players = (PlayerSetup(name="Ann", character="character/assassin"),
               PlayerSetup(name="Bob", character="character/minstrel"))  # fmt: skip
    s = EngineSession(
        TableSetup(players=players, mode="engine", seed=4), from_catalogue(catalogue), catalogue
    )
    while s.game.decision.kind == "draw":
        s.apply(str(s.game.legal_actions()[0]))
    for action in (
        "adjust 0 position space/outer/city",
        "roll 1",
        "move space/outer/fields-1",
        "draw adventure/ape",
    ):
        s.apply(action)
    view = helper_view(s)
    assert [b.label for b in view.buttons] == ["Fight", "Ann assassinates: the Ape's die does not count"]
    s.apply("use assassinate")
    s.apply("roll 3")
    s.apply("roll 5")
    ann, ape = helper_view(s).sides
    assert (ann.score, ape.dice, ape.score) == ("6", "Ape's die: 5", "2")  # 3 + 3 against 3 - 1 Day
    assert ape.notes == "its die does not count (Assassin)"
