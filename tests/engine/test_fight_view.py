"""The fight in progress read without changing the game: named parts, dice so far, and attack
scores that are the engine's own (core rulebook "Battles", "Example of an Attack", "Psychic
Combat"; Blood Moon "Time Card")."""

from __future__ import annotations

import random

from engine_helpers import new_game, play

from engine import Game, Setup, combat, hooks, policy
from engine.fight_view import ABILITIES, ASSASSINATED, OTHER, current_fight


def give(game: Game, p: int, *cards: str) -> None:
    for card in cards:
        play(game, f"adjust {card} {p}")


def words(side) -> list[tuple[str, int]]:
    return [(part.label, part.value) for part in side.parts]


def test_example_of_an_attack_names_every_part(catalogue):
    """The rulebook's example: the Wizard's Strength, the Sword, Psionic Blast adding his
    Craft, against the Giant's 6; 3 + 9 = 12 against 6 + 6, then a fate reroll of 5."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/city", "adjust 0 strength 1", "adjust turn 0")
    give(game, 0, "adventure/sword#1", "spell/invisibility", "spell/psionic-blast#1")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    fight = current_fight(game)
    assert fight is not None and fight.stage == "choose" and fight.stat == "strength"
    assert words(fight.attacker) == [("Strength", 2), ("Strength counters", 1), ("Sword", 1)]
    assert words(fight.defender) == [("Strength", 6)] and fight.defender.name == "Giant"
    before = (list(game.log), game.state.to_json())
    play(game, "cast spell/psionic-blast#1", "fight")
    fight = current_fight(game)
    assert ("Psionic Blast", 5) in words(fight.attacker) and fight.attacker.value == 9
    assert fight.stage == "attacker's die" and fight.attacker.roll is None
    play(game, "roll 3")
    fight = current_fight(game)
    assert fight.stage == "defender's die" and (fight.attacker.roll, fight.attacker.score) == (3, 12)
    play(game, "roll 6")
    fight = current_fight(game)
    assert fight.stage == "fate" and (fight.defender.roll, fight.defender.score) == (6, 12)
    play(game, "reroll")
    fight = current_fight(game)
    assert fight.stage == "attacker's die" and fight.rerolled and fight.attacker.thrown == ()
    events = play(game, "roll 5")
    assert "attack_scores 0 14 12" in events and current_fight(game) is None
    assert before[0] != list(game.log)  # (the look never changed the game: see the property test)


def test_day_and_night_and_the_warriors_two_dice(catalogue):
    """Blood Moon: by Day a creature's score is 1 lower per Enemy; the Warrior throws two dice
    and the better counts (his ability)."""
    game = Game.new(
        Setup.of("character/warrior", "character/wizard", seed=1, expansions=("blood-moon",)), catalogue
    )
    while game.decision.kind == "draw":
        game.apply(game.legal_actions()[0])
    play(game, "adjust time day", "adjust 0 position space/outer/city", "adjust turn 0")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    if game.decision.kind == "battle":
        play(game, "fight")
    fight = current_fight(game)
    assert words(fight.defender) == [("Strength", 6), ("Day", -1)]
    assert fight.defender.scores == (6, 7, 8, 9, 10, 11)
    assert fight.attacker.dice == 2 and fight.attacker.scores[0] == fight.attacker.value + 1
    play(game, "roll 2")
    fight = current_fight(game)
    assert fight.attacker.thrown == (2,) and fight.attacker.roll is None  # one die still to come
    play(game, "roll 5")
    assert current_fight(game).attacker.roll == 5


def test_every_attack_bonus_says_what_it_stands_for():
    """Every hook that adds to an attack score, and every battle field's bonus, is labelled
    where it registers (``hooks.label``), so the battle helper never shows a part as "other":
    only the characters' abilities (named by the character) and the Assassin's lowered score
    (no part of its own) go without."""
    fns = [*hooks.HOOKS["attack_bonus"], *combat.FIELD_BONUSES.values()]
    unlabelled = {f"{fn.__module__}.{fn.__name__}" for fn in fns if fn not in hooks.LABELS}
    assert unlabelled == {ABILITIES, ASSASSINATED}
    assert all(hooks.LABELS[fn].strip() for fn in fns if fn in hooks.LABELS)


def test_random_games_fights_match_the_engine(catalogue):
    """In random games every fight's parts add up to its values, with nothing left unnamed for
    the plain cases, the look never changes the game, and the attack scores the engine reports
    are the ones the fight view predicted."""
    fights = checked = 0
    for seed in range(6):
        setup = Setup.of(
            "character/warrior", "character/monk", "character/wizard", "character/troll",
            seed=seed, expansions=("blood-moon",),
        )  # fmt: skip
        game = Game.new(setup, catalogue)
        rng = random.Random(seed)
        while not game.is_over and game.state.turn < 120:
            fight = current_fight(game)
            if fight is not None:
                fights += 1
                assert game.state.to_json() == game.state.to_json()
                for side in (fight.attacker, fight.defender):
                    assert side.value == sum(p.value for p in side.parts)
                    assert OTHER not in [p.label for p in side.parts]
            action = policy.choose(game, rng)
            events = game.apply(action)
            scored = [e for e in events if e.kind == "attack_scores"]
            if fight is not None and scored and not fight.defender.notes and not fight.attacker.notes:
                mine, theirs = int(scored[0].args[1]), int(scored[0].args[2])
                assert (predict(fight.attacker, fight, action, "attacker's die"), predict(
                    fight.defender, fight, action, "defender's die")) == (mine, theirs)  # fmt: skip
                checked += 1
    assert fights > 50 and checked > 10


def predict(side, fight, action, stage: str) -> int:
    """The side's attack score once ``action`` (maybe its last die) is applied."""
    if fight.stage == stage and action.verb == "roll":
        return side.scores[max((*side.thrown, int(action.args[0]))) - 1]
    assert side.score is not None
    return side.score


def test_an_armour_save_belongs_to_the_fight(catalogue):
    """Core rules, Armour: after a lost battle the Armour's roll (4-6) may keep the life."""
    game = new_game(catalogue, "character/warrior", "character/wizard")
    play(game, "adjust purchase/armour#1 0", "adjust 0 position space/outer/city", "adjust turn 0")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    if game.decision.kind == "battle":
        play(game, "fight")
    play(game, "roll 1", "roll 1", "roll 6")  # 4 + 1 against 6 + 6
    if game.decision.kind == "fate":
        play(game, "accept")
    fight = current_fight(game)
    assert (fight.stage, fight.armour, fight.armour_roll) == ("armour", 4, None)
    play(game, "roll 2")
    fight = current_fight(game)
    assert (fight.stage, fight.armour_roll) == ("armour fate", 2)


def test_the_lurking_horror_at_night_takes_the_die_away_and_the_view_says_so(catalogue):
    """The Lurking Horror (The Blood Moon): attacked at Night, the character rolls no die for
    his attack roll. The battle helper shows that as a note, not as a part of his value, and
    gives the same score for every face of the die, the one the engine then reports."""
    game = Game.new(
        Setup.of("character/warrior", "character/wizard", seed=1, expansions=("blood-moon",)), catalogue
    )
    while game.decision.kind == "draw":
        play(game, str(game.legal_actions()[0]))
    play(game, "adjust time night", "adjust adventure/lurking-horror space/outer/fields-1")
    play(game, "adjust 0 position space/outer/city", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1", "move space/outer/fields-1")
    while current_fight(game) is None or current_fight(game).stage == "choose":
        options = [str(a) for a in game.legal_actions()]
        play(game, next(a for a in ("encounter space", "fight", "attack") if a in options))
    side = current_fight(game).attacker
    assert any("the die does not count" in n and "Lurking Horror" in n for n in side.notes)
    assert len(set(side.scores)) == 1 and all(p.label != "Lurking Horror at Night" for p in side.parts)
    events = play(game, "roll 5", "roll 6", "roll 1", "accept")  # his two dice, the Horror's one
    scored = next(e for e in events if e.startswith("attack_scores"))
    assert int(scored.split()[2]) == side.scores[0]
