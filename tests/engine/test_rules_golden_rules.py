"""The core rulebook's "Golden Rules", each played here or cited where another test plays it:
Special Ability vs. Rules, Can vs. Cannot, Natural vs. Modified Roll, Limited Resources.
(Also cited: test_abilities_characters.py::test_warrior_two_weapons, the Warrior's two
Weapons; test_engine_rules.py::test_limited_resources_cap_gains; the Grim Reaper's natural 1 in
test_figures_reaper.py, FAQ Q1-Q4.)"""

from __future__ import annotations

from engine import character
from tests.engine.engine_helpers import legal, new_game, play

WOODS = "space/outer/woods-1"


def test_special_ability_beats_the_movement_rule(catalogue) -> None:
    """Special Ability vs. Rules: everyone rolls to move, but the Elf on a Woods may go
    straight to another Woods without a roll."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    play(game, f"adjust 0 position {WOODS}", "adjust turn 0")
    assert game.decision.kind == "move" and "move space/outer/woods-3" in legal(game)
    assert not game.decision.is_chance  # no die asked for


def test_cannot_beats_can_the_poltergeist_stops_the_woods_paths(catalogue) -> None:
    """Can vs. Cannot: a card that forbids wins over an ability. With the Poltergeist the Elf
    moves one space only, so his Woods paths (in place of a roll he cannot make) are not offered."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    play(game, f"adjust 0 position {WOODS}", "adjust adventure/poltergeist 0", "adjust turn 0")
    assert "move space/outer/woods-3" not in legal(game)


def test_cannot_beats_can_a_toad_has_no_abilities(catalogue) -> None:
    """Can vs. Cannot (core rules, Toads): a Toad Elf has no Woods paths; one space it is."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    play(game, f"adjust 0 position {WOODS}", "adjust 0 toad 3", "adjust turn 0")
    assert "move space/outer/woods-3" not in legal(game)


def test_natural_roll_a_fate_reroll_is_the_die_that_counts(catalogue) -> None:
    """Natural vs. Modified Roll: the Troll regenerates on the die's own 6. A 5 rerolled with
    fate into a 6 is a 6 on the die; the first 5 is gone."""
    game = new_game(catalogue, "character/troll", "character/warrior")
    play(game, "adjust 0 lives 3", "adjust 0 fate 1", "adjust turn 0", "roll 5")
    assert "use regenerate" not in legal(game) and "reroll" in legal(game)
    play(game, "reroll", "roll 6")
    assert "use regenerate" in legal(game)
    play(game, "use regenerate")
    assert game.state.players[0].lives == 4 and game.state.players[0].fate == 0


def test_natural_roll_a_reroll_can_also_take_the_six_away(catalogue) -> None:
    """Natural vs. Modified Roll: a natural 6 rerolled into a 4 no longer lets him regenerate."""
    game = new_game(catalogue, "character/troll", "character/warrior")
    play(game, "adjust 0 fate 1", "adjust turn 0", "roll 6")
    assert "use regenerate" in legal(game)
    play(game, "reroll", "roll 4")
    assert "use regenerate" not in legal(game)


def test_modified_roll_the_prayer_bonus_changes_the_result_read(catalogue) -> None:
    """Natural vs. Modified Roll, the other side: where an ability says to add to the roll
    (the Monk praying at the Chapel), the table is read with the total, not the die."""
    game = new_game(catalogue, "character/monk", "character/warrior")
    chapel = "space/outer/chapel"
    before = game.space(chapel).neighbours[0]
    play(game, f"adjust 0 position {before}", "adjust 0 fate 0", "adjust turn 0", "roll 1", f"move {chapel}")
    play(game, "choose 2", "roll 5")  # pray: the die shows 5 (a life)
    assert game.decision.kind == "add_one"
    lives = game.state.players[0].lives
    events = play(game, "use prayer-bonus")  # 5 + 1: the 6 row, a Spell
    assert "ability 0 prayer-bonus" in events and game.state.players[0].lives == lives
    assert game.decision.is_chance and game.decision.kind == "draw"
    play(game, "draw spell/healing")
    assert len(game.state.players[0].spells) == 1


def test_limited_resources_no_counter_beyond_the_stock(catalogue) -> None:
    """Limited Resources: with every Strength counter in use no Strength is gained."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    stock = game.state.stock["strength"]
    play(game, f"adjust 1 strength {game.state.players[1].strength + stock}")
    assert game.state.stock["strength"] == 0
    before = game.state.players[0].strength
    assert character.gain(game, 0, "strength", 1) == 0
    assert game.state.players[0].strength == before
