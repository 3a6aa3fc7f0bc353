"""``Game.describe``: actions, events and decisions in the table's words (issue 26).

What is checked over random games is what the table must never read: ids, player numbers,
engine keys, Python values, a number without its noun's right form, a choice that does not
say what it chooses."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from engine import Game, PlayerSetup, Setup, policy
from engine.describe import describe_action
from engine.option_choices import CHOICES
from engine.values import Event
from tests.engine.engine_helpers import new_game, play

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay")
BOXES = ((), ("reaper",), ("blood-moon",), ("reaper", "blood-moon"), ("highland",), ("dungeon", "highland"))
GAMES = 12  # every box with every third of the alternative rules

# what must never reach the table, with why
BAD = (
    (re.compile(r"\S/\S"), "an id"),
    (re.compile(r"\bP\d\b|\bplayer \d"), "a player number"),
    (re.compile(r"\b[a-z]+-[a-z]+\b"), "a hyphenated key"),
    (re.compile(r"_"), "an underscore"),
    (re.compile(r"\b1 (lives|turns|spaces|cards|Spells)\b"), "1 with a plural"),
    (re.compile(r"^Choose \d+$"), "a bare choice number"),
    (re.compile(r"^\s*$"), "nothing"),
    (re.compile(r"\b(None|True|False)\b|[\[\]{}]"), "a Python value"),
)


def _options(number: int, boxes: tuple[str, ...], catalogue: object) -> dict[str, object]:
    """Every alternative rule over the games: game ``n`` takes every choice whose place in
    the list is ``n`` modulo 3 (of the boxes in play; one value a key)."""
    chosen: dict[str, object] = {}
    for i, choice in enumerate(CHOICES):
        if i % 3 == number % 3 and choice.offered_with(boxes, catalogue) and choice.key not in chosen:
            chosen[choice.key] = choice.value
    if chosen.get("sudden_death") == "count":
        chosen["stop_after_turn"] = 30
    return chosen


def test_the_random_games_play_every_alternative_rule(catalogue) -> None:
    """The games below, over their boxes, choose every alternative rule at least once."""
    played = {
        (key, value)
        for number in range(GAMES)
        for key, value in _options(number, BOXES[number % len(BOXES)], catalogue).items()
    }
    assert {(c.key, c.value) for c in CHOICES} <= played


def _problems(text: str) -> list[str]:
    return [why for rx, why in BAD if rx.search(text)]


@pytest.mark.parametrize("number", range(GAMES))
def test_every_action_event_and_question_of_random_games_is_plain(catalogue, number) -> None:
    """Random games (every box, every alternative rule, any first player): every action
    offered, every event and every question reads without ids, numbers for players, keys,
    Python values, "1 lives" or a bare "Choose 1"."""
    rng = random.Random(number)
    boxes = BOXES[number % len(BOXES)]
    characters = [c.id for c in catalogue.in_play("character", boxes)]
    count = 2 + number % 5
    chosen = rng.sample(characters, count)
    setup = Setup(
        players=tuple(PlayerSetup(name=NAMES[i], character=c) for i, c in enumerate(chosen)),
        seed=number,
        expansions=boxes,
        options=_options(number, boxes, catalogue),
        first=number % count,
    )
    if boxes:
        setup = replace(setup, readings={})
    game = Game.new(setup, catalogue)
    found: list[str] = []
    said = 0
    while not game.is_over and game.state.turn <= 60:
        texts = [game.describe(game.decision)]
        texts += [game.describe(a) for a in game.legal_actions() if a.verb != "adjust"]
        events = game.apply(policy.choose(game, rng))
        texts += [game.describe(e) for e in events]
        said += len(texts)
        found += [f"{t!r}: {why}" for t in texts for why in _problems(t)]
    assert said > 200
    assert found == []


def test_a_death_says_who_killed_whom(catalogue) -> None:
    """Issue 26: "Bob killed Grim Reaper" was said when the Reaper killed Bob."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    bob = game.state.players[1].name
    assert game.describe(Event("killed", (1, "figure/grim-reaper"))) == f"{bob} is killed by the Grim Reaper"
    assert game.describe(Event("killed", (1, "battle"))) == f"{bob} is killed in battle"
    assert game.describe(Event("killed", (1, "space/inner/death"))) == f"{bob} is killed at Death"


def test_numbers_have_their_nouns(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    ann = game.state.players[0].name
    assert game.describe(Event("lose", (0, "lives", 1))) == f"{ann} loses 1 life"
    assert game.describe(Event("lose", (0, "lives", 4))) == f"{ann} loses 4 lives"
    assert game.describe(Event("gain", (0, "craft", 2))) == f"{ann} gains 2 Craft"
    assert game.describe(Event("toad", (0, 3))) == f"{ann} becomes a Toad for 3 turns"


def test_a_reroll_for_fate_says_which_die(catalogue) -> None:
    """Core rules, Fate: one die of a roll may be rolled again for 1 fate; the buttons say
    which ("Roll the 5 again for 1 fate"), not "Choose 2"."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust 0 fate 2", "adjust turn 0")
    play(game, "move space/inner/crypt", "roll 3", "roll 5", "roll 3")
    words = {str(a): game.describe(a) for a in game.legal_actions() if a.verb != "adjust"}
    assert words["choose 2"] == "Roll the 5 again for 1 fate"
    assert words["choose 1"] == "Roll die 1 (a 3) again for 1 fate"  # two 3s: which one
    assert words["choose 3"] == "Roll die 3 (a 3) again for 1 fate"
    assert words["accept"] == "Keep the roll"


def test_a_choice_between_services_names_them(catalogue) -> None:
    """The Chapel's or a shop's choice says what it buys, not "Choose 1"."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 gold 3", "adjust 0 lives 2", "adjust 0 alignment neutral")
    before = game.space("space/outer/chapel").neighbours[0]
    play(game, f"adjust 0 position {before}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1", "move space/outer/chapel")
    while game.decision.kind != "shop" and not game.decision.is_terminal:
        play(game, str(game.legal_actions()[0]))
    words = [game.describe(a) for a in game.legal_actions() if a.verb == "choose"]
    assert words and all("1 gold" in w for w in words)
    assert not any(re.fullmatch(r"Choose \d+", w) for w in words)


def test_two_cards_of_one_name_show_their_box(catalogue) -> None:
    """Issue 26: Armour of the core game and of The Reaper were two identical buttons."""
    both = Game.new(
        Setup.of("character/warrior", "character/dwarf", seed=1, expansions=("reaper",)), catalogue
    )
    assert both.describe("draw adventure/reaper-armour") == "Draw Armour (The Reaper)"
    assert both.describe("draw adventure/armour") == "Draw Armour (core game)"
    assert both.describe("take purchase/armour").endswith("Armour (core game)")
    core = new_game(catalogue, "character/warrior", "character/dwarf")
    assert core.describe("take purchase/armour") == "Take Armour"


def test_playouts_never_word_anything(catalogue, monkeypatch) -> None:
    """describe() costs nothing in play: a playout never calls it."""
    import engine.describe

    def refuse(*args: object) -> str:
        raise AssertionError("describe called in a playout")

    monkeypatch.setattr(engine.describe, "describe", refuse)
    game = Game.new(
        Setup.of("character/warrior", "character/dwarf", seed=3, expansions=("reaper",)), catalogue
    )
    rng = random.Random(3)
    for _ in range(300):
        if game.is_over:
            break
        game.apply(policy.choose(game, rng))
    assert game.state.turn > 1


def test_blood_moon_choices_say_what_they_do(catalogue) -> None:
    """Holy Day's raise and the Grave Robber's abilities read as what they do, never as
    "Choose 3" or "Use dig"."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert describe_action(game, "choose 3", kind="raise") == "Add 3 to the die"
    assert describe_action(game, "choose 0", kind="raise") == "Add nothing"
    assert describe_action(game, "use dig", kind="dig") == "Dig through the Adventure deck's top 8 cards"
    assert describe_action(game, "use ransack", kind="ransack") == "Take the discard pile's top card"


def test_the_reapers_choices_say_what_they_do(catalogue) -> None:
    """The Reaper: Reflection, the Orb of Destiny's fate rerolls and the Concealed Pouch read
    as what they do, never as ids or bare numbers."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    assert describe_action(game, "cast spell/reflection", kind="reflect") == "Cast Reflection"
    pouch = describe_action(game, "use adventure/concealed-pouch purchase/helmet#1", kind="pouch")
    assert pouch == "Put Helmet in the Concealed Pouch"
    orb = describe_action(game, "use adventure/orb-of-destiny", kind="move")
    assert orb == "Roll again with the Orb of Destiny (1 fate)"
    orb = describe_action(game, "use adventure/orb-of-destiny 2", kind="fate")
    assert orb == "Roll die 2 again with the Orb of Destiny (1 fate)"


def test_a_barrier_that_stops_a_move_says_where(catalogue) -> None:
    """The Reaper, Barrier: nobody enters its space; the words say who stayed put and where
    the Barrier lies, by name."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    ann = game.state.players[0].name
    said = game.describe(Event("barred_stay", (0, "space/outer/ruins")))
    assert said == f"{ann} stays put: the Barrier stands on Ruins"
    said = game.describe(Event("figure_stays", ("figure/grim-reaper", "space/outer/forest")))
    assert said == "the Grim Reaper stays on Forest"
