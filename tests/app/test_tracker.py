"""Free tracking: adjust actions, the limited supply, labels. Core rulebook "Limited Resources"."""

from __future__ import annotations

import pytest
from app_fixtures import two_player_setup
from hypothesis import given, settings
from hypothesis import strategies as st

from companion_app.viewmodels.table_setup import PlayerSetup, SetupError, TableSetup, deal
from companion_app.viewmodels.tracker import COUNTS, AdjustError, apply, label, new_table, supply_left


def test_new_table_uses_printed_values(data):
    state = new_table(two_player_setup(first_player=1), data)
    ann, bob = state.players
    assert (ann.strength, ann.craft, ann.lives, ann.fate, ann.gold) == (4, 2, 5, 1, 1)
    assert ann.space == "space/outer/tavern"
    assert bob.alignment == "evil"
    assert state.turn == 1
    assert state.time == "day"
    # the figures start where their box puts them (the Reaper on the Portal of Power, the
    # Werewolf in the Forest: digital rulebook, setup of the non-player characters)
    assert state.figures == {"werewolf": "space/outer/forest", "reaper": "space/middle/portal-of-power"}


def test_without_figures_and_time(data):
    state = new_table(two_player_setup(expansions=()), data)
    assert state.figures == {} and state.time is None
    with pytest.raises(AdjustError, match="without Day and Night"):
        apply(state, {"type": "adjust", "time": "night"}, data)
    with pytest.raises(AdjustError, match="without the Grim Reaper"):
        apply(state, {"type": "adjust", "move": "reaper", "to": "space/outer/city"}, data)


def test_totals_add_printed_counters_and_items(data):
    state = new_table(two_player_setup(), data)
    for stat, delta in (("strength_counters", 3), ("strength_items", 2), ("craft_items", -1)):
        state = apply(state, {"type": "adjust", "player": 0, "stat": stat, "delta": delta}, data)
    ann = state.players[0]
    assert ann.total_strength == 4 + 3 + 2
    assert ann.total_craft == 2 - 1


def test_counter_cannot_go_below_zero(data):
    state = new_table(two_player_setup(), data)
    with pytest.raises(AdjustError, match="has 1 gold; cannot take away 2"):
        apply(state, {"type": "adjust", "player": 0, "stat": "gold", "delta": -2}, data)


def test_supply_is_limited(data):
    """Core rulebook "Limited Resources": nothing is gained beyond what the box holds."""
    state = new_table(two_player_setup(), data)
    left = supply_left(state, data)
    assert left["gold"] == 30 - 2 and left["fate"] == 36 - 4 and left["lives"] == 72 - 9
    state = apply(state, {"type": "adjust", "player": 0, "stat": "gold", "delta": left["gold"]}, data)
    assert supply_left(state, data)["gold"] == 0
    with pytest.raises(AdjustError, match="no more gold"):
        apply(state, {"type": "adjust", "player": 1, "stat": "gold", "delta": 1}, data)


def test_toad_figures_are_limited(data):
    small = type(data)(characters=data.characters, spaces=data.spaces, supply={**data.supply, "toad": 1})
    state = new_table(two_player_setup(), small)
    state = apply(state, {"type": "adjust", "player": 0, "stat": "toad_turns", "delta": 3}, small)
    with pytest.raises(AdjustError, match="no more toad"):
        apply(state, {"type": "adjust", "player": 1, "stat": "toad_turns", "delta": 3}, small)


def test_end_turn_passes_left_and_counts_toad_turns(data):
    state = new_table(two_player_setup(), data)
    state = apply(state, {"type": "adjust", "player": 0, "stat": "toad_turns", "delta": 3}, data)
    state = apply(state, {"type": "end_turn"}, data)
    assert state.turn == 1 and state.players[0].toad_turns == 2 and state.round == 1
    state = apply(state, {"type": "end_turn"}, data)
    assert state.turn == 0 and state.round == 2


def test_set_values_and_moves(data):
    state = new_table(two_player_setup(), data)
    state = apply(state, {"type": "adjust", "player": 1, "stat": "alignment", "value": "good"}, data)
    state = apply(state, {"type": "adjust", "player": 1, "stat": "lycanthrope", "value": True}, data)
    state = apply(state, {"type": "adjust", "move": "werewolf", "to": "space/outer/city"}, data)
    state = apply(state, {"type": "adjust", "move": 0, "to": "space/outer/forest"}, data)
    state = apply(state, {"type": "adjust", "time": "night"}, data)
    assert state.players[1].alignment == "good" and state.players[1].lycanthrope
    assert state.figures["werewolf"] == "space/outer/city" and state.players[0].space == "space/outer/forest"
    assert state.time == "night"


def test_character_swap_keeps_counters(data):
    state = new_table(two_player_setup(), data)
    state = apply(state, {"type": "adjust", "player": 0, "stat": "strength_counters", "delta": 2}, data)
    state = apply(
        state, {"type": "adjust", "player": 0, "stat": "character", "value": "character/monk"}, data
    )
    assert state.players[0].total_strength == 2 + 2
    with pytest.raises(AdjustError, match="Wizard is already at the table"):
        apply(state, {"type": "adjust", "player": 0, "stat": "character", "value": "character/wizard"}, data)


def test_cards_placed_and_removed(data):
    state = new_table(two_player_setup(), data)
    state = apply(
        state, {"type": "card", "op": "place", "space": "space/outer/city", "card": "adventure/giant"}, data
    )
    assert state.cards == {"space/outer/city": ("adventure/giant",)}
    with pytest.raises(AdjustError, match="not on that space"):
        apply(
            state,
            {"type": "card", "op": "remove", "space": "space/outer/city", "card": "adventure/imp"},
            data,
        )
    state = apply(
        state, {"type": "card", "op": "remove", "space": "space/outer/city", "card": "adventure/giant"}, data
    )
    assert state.cards == {}


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"type": "jump"}, "unknown action type"),
        ({"type": "adjust", "player": 7, "stat": "gold", "delta": 1}, "no player 7"),
        ({"type": "adjust", "player": 0, "stat": "charisma", "delta": 1}, "cannot count 'charisma'"),
        ({"type": "adjust", "player": 0, "stat": "gold", "delta": 0}, "other than 0"),
        ({"type": "adjust", "player": 0, "stat": "gold", "delta": True}, "whole number"),
        ({"type": "adjust", "player": 0, "stat": "alignment", "value": "chaotic"}, "good, neutral or evil"),
        ({"type": "adjust", "move": "reaper", "to": "space/nowhere"}, "unknown space"),
        (
            {"type": "card", "op": "flip", "space": "space/outer/city", "card": "adventure/giant"},
            "placed or removed",
        ),
    ],
)
def test_bad_actions_raise_clear_errors(data, action, message):
    state = new_table(two_player_setup(), data)
    with pytest.raises(AdjustError, match=message):
        apply(state, action, data)


def test_labels_name_the_step(data):
    state = new_table(two_player_setup(), data)
    assert (
        label(state, {"type": "adjust", "player": 0, "stat": "fate", "delta": -1}, data)
        == "Ann: Fate -1 (now 0)"
    )
    assert label(state, {"type": "adjust", "move": "reaper", "to": "space/outer/city"}, data) == (
        "Grim Reaper moves to City"
    )
    assert label(state, {"type": "end_turn"}, data) == "Ann ends the turn"


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 1), st.sampled_from(sorted(COUNTS)), st.integers(-5, 5)), max_size=40)
)
def test_property_counts_and_supply_never_negative(data_seq):
    """Whatever the table taps, no count leaves its range and the supply never goes negative."""
    from app_fixtures import small_table

    data = small_table()
    state = new_table(two_player_setup(), data)
    for player, stat, delta in data_seq:
        try:
            state = apply(state, {"type": "adjust", "player": player, "stat": stat, "delta": delta}, data)
        except AdjustError:
            continue
    assert all(v >= 0 for v in supply_left(state, data).values())
    for p in state.players:
        assert all(getattr(p, s) >= 0 for s in COUNTS if not s.endswith("_items"))


def test_setup_validation():
    with pytest.raises(SetupError, match="2 to 6 players"):
        TableSetup(players=(PlayerSetup(name="A", character="character/warrior"),))
    with pytest.raises(SetupError, match="same character"):
        TableSetup(players=(PlayerSetup(name="A", character="c/x"), PlayerSetup(name="B", character="c/x")))
    with pytest.raises(SetupError, match="unknown alternative"):
        two_player_setup(options=frozenset({"flying"}))
    assert TableSetup.from_json(
        two_player_setup(options=frozenset({"bloodbath"})).to_json()
    ) == two_player_setup(options=frozenset({"bloodbath"}))


def test_dealing_follows_the_three_card_option():
    """Core rulebook "Game Setup" step 5 and its alternative: one card each, or three to choose from."""
    box = [f"character/c{i}" for i in range(14)]
    three = deal("three", 4, box, seed=1)
    assert [len(h) for h in three] == [3, 3, 3, 3]
    assert len({c for h in three for c in h}) == 12  # no card dealt twice
    assert [len(h) for h in deal("random", 6, box, seed=2)] == [1] * 6
    assert deal("pick", 2, box, seed=0) == [box, box]
    assert deal("three", 4, box, seed=1) == three  # seeded
    with pytest.raises(SetupError, match="need 18 characters"):
        deal("three", 6, box, seed=0)


def test_roll_is_logged_and_a_natural_one_wakes_the_figures(data):
    """Digital edition rulebook: a 1 rolled for movement moves the Werewolf and the Grim Reaper."""
    state = new_table(two_player_setup(), data)
    four = apply(state, {"type": "roll", "die": 4}, data)
    assert four.last_roll == 4 and not four.figures_move
    one = apply(state, {"type": "roll", "die": 1}, data)
    assert one.figures_move
    assert label(state, {"type": "roll", "die": 1}, data) == "Ann rolls 1"
    assert apply(one, {"type": "end_turn"}, data).last_roll is None
    quiet = new_table(two_player_setup(expansions=()), data)
    assert not apply(quiet, {"type": "roll", "die": 1}, data).figures_move
    with pytest.raises(AdjustError, match="1 to 6"):
        apply(state, {"type": "roll", "die": 7}, data)
