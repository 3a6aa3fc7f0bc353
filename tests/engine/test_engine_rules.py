"""Rules beyond the worked examples: the Portal of Power, the Inner Region, the Crown,
death, Toads, trophies, limited resources and card code the engine does not know yet."""

from __future__ import annotations

from engine import character, invariants
from tests.engine.engine_helpers import land_on, legal, new_game, play


def test_portal_of_power_opens_on_a_roll_at_most_the_stat(catalogue) -> None:
    """Core rules, "The Portal of Power": two dice against Strength or Craft; the turn ends."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/middle/castle", "adjust turn 0", "roll 3")
    assert "move space/inner/plain-of-peril" in legal(game)  # the move carries past the Portal
    play(game, "move space/inner/plain-of-peril")
    assert legal(game) == {"attempt strength", "attempt craft"}
    events = play(game, "attempt strength", "roll 1", "roll 3", "accept")  # 4 <= Strength 4
    assert "moved 0 space/inner/plain-of-peril" in events  # (the table is told where he went)
    assert game.state.players[0].position == "space/inner/plain-of-peril"
    assert game.state.current == 1  # the turn ended there


def test_portal_failure_costs_one_but_never_below_printed(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 craft 1", "adjust 0 position space/middle/castle", "adjust turn 0", "roll 3")
    play(game, "move space/inner/plain-of-peril", "attempt craft", "roll 6", "roll 6", "accept")
    warrior = game.state.players[0]
    assert warrior.position == "space/middle/portal-of-power" and warrior.craft == 0
    assert invariants.violations(game) == []


def test_inner_region_one_space_and_the_valley_needs_a_talisman(catalogue) -> None:
    """Core rules, "Movement in the Inner Region" and "The Crown of Command"."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/werewolf-den", "adjust turn 0")
    assert legal(game) == {"turn_back"}  # no Talisman: the Valley of Fire is closed
    play(game, "adjust talisman/talisman#1 0", "adjust turn 0")
    assert legal(game) == {"move space/inner/valley-of-fire", "turn_back"}


def test_turning_back_ignores_the_spaces(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/death", "adjust turn 0", "turn_back")
    assert legal(game) == {"move space/inner/crypt"}
    play(game, "move space/inner/crypt")
    assert game.state.current == 1 and game.state.players[0].position == "space/inner/crypt"


def test_command_spell_alone_on_the_crown(catalogue) -> None:
    """Core rules, "The Crown of Command": on 4-6 every other character loses a life."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/crown-of-command", "adjust 1 lives 1", "adjust turn 0")
    play(game, "roll 5")
    if game.decision.kind == "fate":
        play(game, "accept")
    assert game.state.crown_reached
    assert not game.state.players[1].alive and game.state.players[1].out
    assert game.state.winner == 0 and game.is_over


def test_death_leaves_possessions_and_a_new_character_follows(catalogue) -> None:
    """Core rules, "Losing All Lives"."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust adventure/sword#1 0", "adjust 0 strength 2", "adjust 0 gold 3")
    play(game, "adjust 0 lives 0")
    warrior = game.state.players[0]
    assert not warrior.alive and warrior.objects == () and warrior.gold == 0
    assert "adventure/sword#1" in game.state.board["space/outer/tavern"]
    assert game.state.stock["strength"] == 72 and invariants.violations(game) == []
    while game.state.current != 0 or game.decision.kind != "draw":
        play(game, str(game.legal_actions()[0]))
    play(game, "draw character/elf")
    elf = game.state.players[0]
    assert elf.alive and elf.character == "character/elf" and elf.position == "space/outer/forest"
    assert invariants.violations(game) == []


def test_toad_moves_one_space_with_strength_and_craft_one(catalogue) -> None:
    """Core rules, "Toads"."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 strength 3", "adjust 0 toad 3", "adjust turn 0")
    warrior = game.state.players[0]
    assert character.strength(game, warrior) == 1 and character.craft(game, warrior) == 1
    assert legal(game) == {"move space/outer/plains-2", "move space/outer/fields-2"}
    play(game, "adjust 0 toad 0")
    assert character.strength(game, game.state.players[0]) == 7


def _warrior_at_the_trophies(catalogue):
    """The Warrior with a Giant and a Bear as trophies (6 + 3 points), at his turn's end."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust adventure/giant 0", "adjust adventure/bear 0")
    play(game, "adjust 0 position space/outer/city", "adjust turn 0", "roll 2", "move space/outer/hills-1")
    while game.decision.kind != "trophies":
        play(game, str(game.legal_actions()[0]))
    assert legal(game) == {"trade strength", "end"}
    return game


def test_trophies_trade_seven_points_for_a_counter(catalogue) -> None:
    """Core rules, "Trophies": excess points are lost."""
    game = _warrior_at_the_trophies(catalogue)
    play(game, "trade strength")
    warrior = game.state.players[0]
    assert warrior.strength == 1
    assert "adventure/giant" not in warrior.trophies and "adventure/bear" not in warrior.trophies
    assert "adventure/giant" in game.state.discards["adventure"]


def test_the_trade_follows_the_trophies_as_they_change_and_come_back(catalogue) -> None:
    """Core rules, "Trophies": the offer to trade is worked out from the trophies held at the
    end of the turn (kept between turns, it must follow a trophy lost and one restored)."""
    game = _warrior_at_the_trophies(catalogue)
    play(game, "adjust adventure/giant discard")  # 3 points left: nothing to trade
    assert game.state.current == 1 and "trade strength" not in legal(game)  # the turn ended
    game.undo()
    assert game.decision.kind == "trophies" and legal(game) == {"trade strength", "end"}


def test_limited_resources_cap_gains(catalogue) -> None:
    """Golden rules, "Limited Resources": nothing beyond the stock can be gained."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 1 gold 29")  # all 30 coins are now out
    assert game.state.stock["gold"] == 0
    assert character.gain(game, 0, "gold", 2) == 0


def test_unknown_card_code_is_resolved_by_the_table(catalogue, monkeypatch) -> None:
    """A handler the engine does not know: adjust by hand, then done (DESIGN, "adjust")."""
    from engine import cards

    monkeypatch.delitem(cards.HANDLERS, "space/outer/tavern/wizard")  # as if the Tavern's 5 had no code
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust 0 position space/outer/plains-2", "adjust turn 0", "roll 1")
    play(game, "move space/outer/tavern", "roll 5", "accept")
    assert game.decision.kind == "by_hand" and legal(game) == {"done"}
    play(game, "adjust 0 position space/outer/city", "done")
    assert game.state.players[0].position == "space/outer/city"
    assert [str(a) for a in game.log][-2:] == ["adjust 0 position space/outer/city", "done"]


def test_battle_between_characters_and_the_reward(catalogue) -> None:
    """Core rules, "Battles Between Two Characters": the winner takes a life, a gold or an Object."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 1 position space/outer/fields-2", "adjust 1 fate 0", "adjust turn 0", "roll 1")
    play(game, "move space/outer/fields-2")
    assert legal(game) == {"encounter space", "encounter character/dwarf"}
    # the Warrior throws two dice (6 and 1: the 6 counts), the Dwarf one: 10 against 4
    play(game, "encounter character/dwarf", "roll 6", "roll 1", "roll 1", "accept")
    assert game.decision.player == 0 and game.decision.kind == "reward"
    assert legal(game) == {"reward life", "reward gold"}
    play(game, "reward gold")
    assert game.state.players[0].gold == 2 and game.state.players[1].gold == 0
    assert game.state.current == 1 and invariants.violations(game) == []


def test_psychic_attack_and_evading_with_invisibility(catalogue) -> None:
    """The Sorceress may attack by psychic combat; Invisibility lets the defender evade."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust spell/invisibility 1", "adjust 1 position space/outer/woods-2", "adjust turn 0")
    play(game, "roll 1", "move space/outer/woods-2")  # one step from the Graveyard
    assert "encounter character/dwarf psychic" in legal(game)
    play(game, "encounter character/dwarf psychic")
    assert game.decision.player == 1 and legal(game) == {"fight", "cast spell/invisibility"}
    events = play(game, "cast spell/invisibility")
    assert "evaded 1" in events and game.state.current == 1


def test_a_figure_put_in_the_inner_region_during_a_roll_still_has_a_move(catalogue) -> None:
    """The die rolled, the table puts the figure on the Pits by hand (docs/architecture.md,
    Adjust): no move of that count leads anywhere from the Inner Region, where a character
    moves one space (core rules, Movement in the Inner Region), so the move ends where the
    figure stands (a random playout with hand corrections found no legal action at all)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "roll 4", "adjust 0 position space/inner/pits")
    assert "move space/inner/pits" in legal(game)
    play(game, "move space/inner/pits")
    assert game.state.players[0].position == "space/inner/pits"
    assert game.legal_actions()


def test_a_figure_put_back_by_hand_is_no_longer_turning_back(catalogue) -> None:
    """A character turning back heads for the Plain of Peril (core rules, Movement in the Inner
    Region); one the table puts outside the Inner Region by hand has left it, and enters it
    again through the Portal heading for the Crown (a random playout with hand corrections
    found a character on the Plain still turning back, with no legal move at all)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/death", "adjust turn 0", "turn_back")
    play(game, "adjust 0 position space/outer/fields-2")
    assert not game.state.players[0].turned_back
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0")
    ways = {"move space/inner/mines", "move space/inner/crypt", "move space/middle/portal-of-power"}
    assert legal(game) == ways  # forward, or out through the Portal


def test_an_enemy_the_table_moved_during_the_fight_stays_where_it_was_put(catalogue) -> None:
    """A killed Enemy is kept as a trophy (core rules, Trophies); one the table already gave
    the character by hand during the battle is not taken a second time (a random playout with
    hand corrections found the Ogre twice among the trophies)."""
    game = new_game(catalogue, "character/troll", "character/dwarf")
    land_on(game, 0, "space/outer/fields-2")
    play(game, "draw adventure/ogre", "roll 6", "roll 1")  # 6 + Strength against 1 + 5
    ogre = game.state.board["space/outer/fields-2"][0]
    events = play(game, f"adjust {ogre} 0")
    if game.decision.kind == "fate":
        events += play(game, "accept")
    assert f"killed_enemy 0 {ogre}" in events  # the battle is won all the same
    assert game.state.players[0].trophies.count(ogre) == 1 and invariants.violations(game) == []


def test_a_figure_put_on_the_crown_during_a_step_still_has_a_move(catalogue) -> None:
    """A character on the Crown of Command moves no more (core rules, "The Crown of Command");
    one the table puts there by hand while his one-space step waits stays there and meets it
    (a random playout with hand corrections found no legal action at all)."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/death", "adjust turn 0")
    play(game, "adjust 0 position space/inner/crown-of-command")
    assert legal(game) == {"move space/inner/crown-of-command"}
    play(game, "move space/inner/crown-of-command")
    assert game.state.crown_reached and game.state.players[0].position == "space/inner/crown-of-command"
    game = new_game(catalogue, "character/warrior", "character/dwarf")  # turning back, put there
    play(
        game,
        "adjust 0 position space/inner/death",
        "adjust turn 0",
        "turn_back",
        "adjust 0 position space/inner/crown-of-command",
    )
    play(game, "move space/inner/crown-of-command")
    assert game.state.crown_reached and not game.state.players[0].turned_back
