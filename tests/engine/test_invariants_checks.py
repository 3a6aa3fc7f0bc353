"""Every check of the invariant checker (``engine.invariants``) complains about the broken state
it is there to catch, both when counting afresh (``violations``) and incrementally (``Watch``).

Each test breaks one thing through the journal (``Game.set``, as every rule does), keeping
everything else consistent (what a character gains comes out of the stock), so the checker must
report exactly that one problem; a checker that no longer looked, or looked at the wrong thing,
fails here. Rules behind the checks: core rules, "Limited Resources" (counters, coins, Toad
figures and Alignment cards come from a fixed supply), "Lives and Death" (a dead character's
cards are left behind), "Strength and Craft" (never below the printed value, never below 1).
"""

from __future__ import annotations

import dataclasses

import pytest

from engine import Game, invariants
from tests.engine.engine_helpers import new_game, play


@pytest.fixture
def game(catalogue) -> Game:
    return new_game(catalogue, "character/wizard", "character/dwarf")


def found(game: Game, watch: invariants.Watch) -> list[str]:
    """What the watch reports for the changes since the last look; the fresh count must agree."""
    problems = watch.after(game.journal.take())
    assert problems == invariants.violations(game)
    return problems


def take_from_stock(game: Game, stat: str, n: int) -> None:
    game.set(game.state.stock, stat, game.state.stock[stat] - n)


def test_a_consistent_game_has_no_problems(game) -> None:
    watch = invariants.Watch(game)
    assert invariants.violations(game) == []
    play(game, "adjust 0 gold 3", "adjust purchase/sword#1 0", "adjust 1 toad 3", "adjust 1 alignment evil")
    assert found(game, watch) == []


# --- one character ----------------------------------------------------------------------------


@pytest.mark.parametrize("field", ["strength", "craft", "toad_strength", "toad_craft"])
def test_counters_below_the_printed_value(game, field) -> None:
    """Strength and Craft never fall below the printed value (core rules, "Strength and Craft")."""
    watch = invariants.Watch(game)
    game.set(game.state.players[1], field, -1)
    take_from_stock(game, "craft" if "craft" in field else "strength", -1)  # the counter went back
    assert found(game, watch) == ["player 1: Strength or Craft below the printed value"]


@pytest.mark.parametrize("lives", [0, -1])
def test_alive_without_a_life(game, lives) -> None:
    """A character with no life left is dead (core rules, "Lives and Death")."""
    watch = invariants.Watch(game)
    ch = game.state.players[0]
    take_from_stock(game, "lives", lives - ch.lives)
    game.set(ch, "lives", lives)
    assert found(game, watch) == [f"player 0: alive with {lives} lives"]


def test_one_life_is_enough(game) -> None:
    watch = invariants.Watch(game)
    ch = game.state.players[0]
    take_from_stock(game, "lives", 1 - ch.lives)
    game.set(ch, "lives", 1)
    assert found(game, watch) == []


def _kill(game: Game, p: int, *, keep_lives: bool = False) -> None:
    ch = game.state.players[p]
    if not keep_lives:
        take_from_stock(game, "lives", -ch.lives)
        game.set(ch, "lives", 0)
    game.set(ch, "alive", False)


def test_dead_with_lives(game) -> None:
    watch = invariants.Watch(game)
    _kill(game, 0, keep_lives=True)
    assert found(game, watch) == ["player 0: dead but still holding lives or cards"]


@pytest.mark.parametrize(
    ("card", "holding"), [("purchase/sword#1", "objects"), ("spell/invisibility", "spells")]
)
def test_dead_still_holding_cards(game, card, holding) -> None:
    """A dead character's Objects and Spells are left on the space or discarded (core rules,
    "Lives and Death")."""
    play(game, f"adjust {card} 0")
    assert card in getattr(game.state.players[0], holding)
    watch = invariants.Watch(game)
    _kill(game, 0)
    assert found(game, watch) == ["player 0: dead but still holding lives or cards"]


def test_dead_and_empty_handed_is_fine(game) -> None:
    watch = invariants.Watch(game)
    _kill(game, 0)
    assert found(game, watch) == []


def test_a_toad_below_strength_one(game) -> None:
    """A Toad has Strength 1 (core rules, "Toads"); it cannot fall below it."""
    play(game, "adjust 0 toad 3")
    watch = invariants.Watch(game)
    game.set(game.state.players[0], "toad_strength", -1)
    take_from_stock(game, "strength", -1)
    assert found(game, watch) == [
        "player 0: Strength or Craft below the printed value",
        "player 0: Strength below 1",
    ]


def test_a_toad_at_strength_one_is_fine(game) -> None:
    play(game, "adjust 0 toad 3")
    assert invariants.violations(game) == []


def test_a_character_below_strength_one(game) -> None:
    """The Wizard (Strength 2) losing 2 counters would be at 0."""
    watch = invariants.Watch(game)
    game.set(game.state.players[0], "strength", -2)
    take_from_stock(game, "strength", -2)
    assert found(game, watch) == [
        "player 0: Strength or Craft below the printed value",
        "player 0: Strength below 1",
    ]


def test_a_dead_character_has_no_strength_to_check(game) -> None:
    play(game, "adjust 0 toad 3")
    watch = invariants.Watch(game)
    _kill(game, 0)
    game.set(game.state.players[0], "toad_strength", -1)  # a dead Toad: only the counter is wrong
    take_from_stock(game, "strength", -1)
    assert found(game, watch) == ["player 0: Strength or Craft below the printed value"]


# --- the limited resources (core rules, "Limited Resources") -----------------------------------


HELD = {  # a way for player 0 to hold one more of each resource without taking it from the stock
    "strength": ("strength", 1),
    "craft": ("craft", 1),
    "lives": ("lives", 5),
    "fate": ("fate", 2),
    "gold": ("gold", 2),
    "toad": ("toad_turns", 3),
    "alignment": ("alignment_card", True),
}


@pytest.mark.parametrize("stat", invariants.STATS)
def test_a_resource_made_from_nothing(game, stat) -> None:
    watch = invariants.Watch(game)
    field, value = HELD[stat]
    ch = game.state.players[0]
    gained = 1 if stat in ("toad", "alignment") else value - getattr(ch, field)
    in_play = watch.held[stat] + gained
    game.set(ch, field, value)
    stock, size = game.state.stock[stat], watch.sizes[stat]
    assert stock + in_play != size
    assert found(game, watch) == [f"{stat}: stock {stock} + in play {in_play} != supply {size}"]


@pytest.mark.parametrize("stat", invariants.STATS)
def test_a_resource_lost_from_the_stock(game, stat) -> None:
    watch = invariants.Watch(game)
    take_from_stock(game, stat, 1)
    problems = found(game, watch)
    assert len(problems) == 1 and problems[0].startswith(f"{stat}: stock ")


@pytest.mark.parametrize("stat", invariants.STATS)
def test_the_right_amount_moved_to_a_character_is_fine(game, stat) -> None:
    watch = invariants.Watch(game)
    field, value = HELD[stat]
    ch = game.state.players[0]
    gained = 1 if stat in ("toad", "alignment") else value - getattr(ch, field)
    game.set(ch, field, value)
    take_from_stock(game, stat, gained)
    assert found(game, watch) == []


@pytest.mark.parametrize("field", ["toad_strength", "toad_craft"])
def test_a_toads_counters_come_from_the_stock(game, field) -> None:
    play(game, "adjust 0 toad 3")
    watch = invariants.Watch(game)
    game.set(game.state.players[0], field, 1)
    stat = field.removeprefix("toad_")
    assert [p.partition(":")[0] for p in found(game, watch)] == [stat]


def test_a_stockpile_below_zero(game) -> None:
    """The total is right (a character holds what the stock owes) but a stock cannot be negative."""
    watch = invariants.Watch(game)
    gold = game.state.stock["gold"]
    game.set(game.state.stock, "gold", -1)
    game.set(game.state.players[0], "gold", game.state.players[0].gold + gold + 1)
    problems = found(game, watch)
    assert len(problems) == 1 and problems[0].startswith("gold: stock -1 + in play ")


def test_gold_on_a_space_counts_as_in_play(game) -> None:
    watch = invariants.Watch(game)
    take_from_stock(game, "gold", 2)
    game.set(game.state.markers, "gold@space/outer/city", 2)
    assert found(game, watch) == []
    game.set(game.state.markers, "gold@space/outer/city", 3)
    assert [p.partition(":")[0] for p in found(game, watch)] == ["gold"]


def test_other_markers_hold_no_gold(game) -> None:
    watch = invariants.Watch(game)
    game.set(game.state.markers, "turns@space/outer/city", 2)  # a number, but not gold
    assert found(game, watch) == []


# --- every card in exactly one place --------------------------------------------------------


@pytest.mark.parametrize("holding", invariants.HOLDINGS)
def test_a_card_held_twice(game, holding) -> None:
    watch = invariants.Watch(game)
    card = game.state.decks["adventure"][0]
    ch = game.state.players[1]
    game.set(ch, holding, (*getattr(ch, holding), card))  # also still in the deck
    assert found(game, watch) == [f"cards not in exactly one place: extra {{'{card}': 1}}, missing {{}}"]


@pytest.mark.parametrize("holding", invariants.HOLDINGS)
def test_a_card_moved_to_a_character(game, holding) -> None:
    watch = invariants.Watch(game)
    deck = game.state.decks["adventure"]
    ch = game.state.players[1]
    game.set(game.state.decks, "adventure", deck[1:])
    game.set(ch, holding, (*getattr(ch, holding), deck[0]))
    assert found(game, watch) == []


@pytest.mark.parametrize("kind", invariants.CARD_KINDS)
def test_a_card_in_a_deck_and_in_a_discard_pile(game, kind) -> None:
    watch = invariants.Watch(game)
    card = game.state.decks[kind][-1]
    game.set(game.state.discards, kind, (*game.state.discards.get(kind, ()), card))
    assert found(game, watch) == [f"cards not in exactly one place: extra {{'{card}': 1}}, missing {{}}"]


@pytest.mark.parametrize("kind", invariants.CARD_KINDS)
def test_a_card_missing_from_a_deck(game, kind) -> None:
    watch = invariants.Watch(game)
    card = game.state.decks[kind][0]
    game.set(game.state.decks, kind, game.state.decks[kind][1:])
    assert found(game, watch) == [f"cards not in exactly one place: extra {{}}, missing {{'{card}': 1}}"]


def test_the_character_deck_is_not_counted(game) -> None:
    """Character cards are not among the four card decks the count covers."""
    watch = invariants.Watch(game)
    game.set(game.state.decks, "character", game.state.decks["character"][1:])
    assert found(game, watch) == []


def test_a_card_set_aside_counts(game) -> None:
    watch = invariants.Watch(game)
    card = game.state.decks["spell"][0]
    game.set(game.state.markers, "aside/time", (card,))  # also still in the deck
    assert found(game, watch) == [f"cards not in exactly one place: extra {{'{card}': 1}}, missing {{}}"]
    game.set(game.state.decks, "spell", game.state.decks["spell"][1:])
    assert found(game, watch) == []


def test_other_markers_hold_no_cards(game) -> None:
    watch = invariants.Watch(game)
    game.set(game.state.markers, "hex", (game.state.decks["spell"][0],))  # names a card, holds none
    assert found(game, watch) == []


def test_two_cards_wrong_at_once(game) -> None:
    watch = invariants.Watch(game)
    extra, lost = game.state.decks["spell"][0], game.state.decks["purchase"][0]
    game.set(game.state.board, "space/outer/city", (extra,))
    game.set(game.state.decks, "purchase", game.state.decks["purchase"][1:])
    assert found(game, watch) == [
        f"cards not in exactly one place: extra {{'{extra}': 1}}, missing {{'{lost}': 1}}"
    ]


def test_a_problem_put_right_is_no_longer_reported(game) -> None:
    watch = invariants.Watch(game)
    deck = game.state.decks["adventure"]
    game.set(game.state.board, "space/outer/city", (deck[0],))
    assert found(game, watch) != []
    game.set(game.state.decks, "adventure", deck[1:])
    assert found(game, watch) == []
    assert watch.wrong == set()


# --- the watch's ways in: every kind of journal entry ----------------------------------------


def test_a_character_replaced_in_the_list_of_players(game) -> None:
    watch = invariants.Watch(game)
    ch = game.state.players[0]
    game.set(game.state.players, 0, dataclasses.replace(ch, gold=ch.gold + 1))
    assert [p.partition(":")[0] for p in found(game, watch)] == ["gold"]


def test_the_whole_stock_replaced(game) -> None:
    watch = invariants.Watch(game)
    game.set(game.state, "stock", {**game.state.stock, "fate": game.state.stock["fate"] + 1})
    assert [p.partition(":")[0] for p in found(game, watch)] == ["fate"]


@pytest.mark.parametrize("part", ["decks", "discards", "markers", "players"])
def test_a_whole_part_replaced(game, part) -> None:
    watch = invariants.Watch(game)
    card = game.state.decks["talisman"][0]
    if part == "players":
        ch = game.state.players[1]
        value = [game.state.players[0], dataclasses.replace(ch, objects=(card,))]
    elif part == "markers":
        value = {**game.state.markers, "aside/heir": (card,)}
    else:
        value = {**getattr(game.state, part), "spell": (*getattr(game.state, part).get("spell", ()), card)}
    game.set(game.state, part, value)
    assert found(game, watch) == [f"cards not in exactly one place: extra {{'{card}': 1}}, missing {{}}"]


def test_an_action_that_moves_nothing_is_not_checked_again(game) -> None:
    """The watch looks only at what changed: a stage changed on the stack costs nothing."""
    watch = invariants.Watch(game)
    game.set(game.state.players[0], "lives", 0)  # broken, and reported once
    assert "player 0: alive with 0 lives" in watch.after(game.journal.take())
    game.set(game.state, "phase", "move")
    assert watch.after(game.journal.take()) == []
