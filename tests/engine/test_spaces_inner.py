"""Inner Region spaces (core rulebook, "Encounters in the Inner Region", "The Crown of
Command"; digital rulebook FAQ, Board spaces, Crown of Command). Each test names its space."""

from __future__ import annotations

from engine import Game, Setup
from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for, land

PITS = "space/inner/pits"
DEATH = "space/inner/death"
DEN = "space/inner/werewolf-den"
CROWN = "space/inner/crown-of-command"


def test_vampires_tower_followers_save_lives(catalogue) -> None:
    """Vampire's Tower: 5-6 takes 3 lives; each Follower discarded saves one."""
    game = game_for(catalogue)
    land(game, "space/inner/vampires-tower", "adjust adventure/prince 0", "adjust adventure/princess 0")
    play(game, "roll 5")
    assert game.decision.kind == "vampire" and "done" in legal(game)
    play(game, "discard adventure/prince", "discard adventure/princess")
    thief = game.state.players[0]
    assert thief.lives == 3 and thief.followers == ()
    assert "adventure/prince" in game.state.discards["adventure"]


def test_vampires_tower_without_followers(catalogue) -> None:
    """Vampire's Tower: 1-2 takes 1 life, 3-4 two; no Followers, no choice."""
    game = game_for(catalogue)
    land(game, "space/inner/vampires-tower")
    play(game, "roll 3")
    assert game.state.players[0].lives == 2 and game.state.current == 1


def test_vampires_tower_keeping_followers(catalogue) -> None:
    """Vampire's Tower: the Followers may be kept and the lives lost instead."""
    game = game_for(catalogue)
    land(game, "space/inner/vampires-tower", "adjust adventure/prince 0")
    play(game, "roll 1", "done")
    assert game.state.players[0].lives == 3 and game.state.players[0].followers == ("adventure/prince",)


def test_pits_fiends_one_by_one_and_the_rest_wait(catalogue) -> None:
    """Core rules, "Pits": a die of Pit Fiends (Strength 4) fought one after another; a
    defeat ends the turn and the ones left are fought next turn (no new roll)."""
    game = game_for(catalogue)
    land(game, PITS, "adjust 0 strength 3")  # Strength 6
    play(game, "roll 3")  # three Pit Fiends
    play(game, "roll 6", "roll 1")  # 12 against 5: the first falls
    events = play(game, "roll 1", "roll 6")  # 7 against 10: beaten by the second
    assert "defeated 0" in events and game.state.current == 1
    assert game.state.markers["pits/0"] == 2 and game.state.players[0].fighting == PITS
    play(game, "adjust turn 0")
    assert legal(game) == {"fight", "turn_back"}
    play(game, "fight")
    assert game.decision.kind == "roll" and game.state.stack[-1]["why"] == "attack roll"
    play(game, "roll 6", "roll 1")
    events = play(game, "roll 6", "roll 1")
    assert "pits_cleared 0" in events and "pits/0" not in game.state.markers
    assert game.state.players[0].fighting is None and game.state.current == 1


def test_pits_new_landing_rolls_afresh(catalogue) -> None:
    """Core rules, "Pits": the die is rolled each time a character lands there."""
    game = game_for(catalogue)
    land(game, PITS, "adjust 0 strength 3")
    play(game, "roll 2", "roll 1", "roll 6")  # beaten by the first of two
    play(game, "adjust turn 0", "turn_back", "move space/inner/vampires-tower")
    play(game, "adjust turn 0", "move space/inner/mines", "adjust turn 0", "move space/inner/plain-of-peril")
    assert not game.state.players[0].turned_back
    land(game, PITS)
    assert game.decision.kind == "roll" and "how many" in game.state.stack[-1]["why"]


def test_death_higher_lower_and_equal(catalogue) -> None:
    """Death: two dice each; lower loses a life and dices again next turn; higher is done."""
    game = game_for(catalogue)
    land(game, DEATH)
    play(game, "roll 1", "roll 2", "roll 5", "roll 5")
    thief = game.state.players[0]
    assert thief.lives == 3 and thief.fighting == DEATH and game.state.current == 1
    play(game, "adjust turn 0")
    assert legal(game) == {"fight", "turn_back"}
    play(game, "fight", "roll 3", "roll 3", "roll 3", "roll 3")  # equal: again next turn
    assert game.state.players[0].lives == 3 and game.state.players[0].fighting == DEATH
    play(game, "adjust turn 0", "fight", "roll 6", "roll 6", "roll 1", "roll 1")
    assert game.state.players[0].fighting is None
    play(game, "adjust turn 0")
    assert "move space/inner/werewolf-den" in legal(game)


def test_werewolf_den_same_werewolf_until_beaten(catalogue) -> None:
    """Core rules, "Werewolf Den" example: 3 and 5 make a Strength 8 Werewolf; it wins at 13
    against 10; next turn the same Strength 8 Werewolf, rolling 1, scores 9."""
    game = game_for(catalogue, hero="character/dwarf", other="character/thief")
    land(game, DEN, "adjust 0 strength 2")  # the Dwarf at Strength 5
    play(game, "roll 3", "roll 5")
    play(game, "roll 5", "roll 5")  # Dwarf 5 + 5 = 10; Werewolf 8 + 5 = 13
    dwarf = game.state.players[0]
    assert dwarf.lives == 4 and dwarf.fighting == DEN
    play(game, "adjust turn 0", "fight")
    events = play(game, "roll 5", "roll 1")
    assert "attack_scores 0 10 9" in events and game.state.players[0].fighting is None


def test_crypt_and_mines_move_you_by_the_roll(catalogue) -> None:
    """Crypt: three dice minus Strength (6+: the City); Mines: minus Craft (4-5: Warlock's Cave)."""
    game = game_for(catalogue)
    land(game, "space/inner/crypt")
    play(game, "roll 6", "roll 6", "roll 6")  # 18 - 3 = 15
    assert game.state.players[0].position == "space/outer/city"
    game = game_for(catalogue)
    land(game, "space/inner/mines")
    play(game, "roll 2", "roll 2", "roll 3")  # 7 - 3 = 4
    assert game.state.players[0].position == "space/middle/warlocks-cave"


def test_plain_of_peril_and_valley_of_fire(catalogue) -> None:
    """Core rules, "The Crown of Command": the Valley of Fire only with a Talisman; the
    Plain of Peril lets you go either way."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/inner/pits", "adjust turn 0")
    assert "move space/inner/valley-of-fire" not in legal(game)
    play(game, "adjust talisman/talisman#1 0", "adjust turn 0")
    assert "move space/inner/valley-of-fire" in legal(game)
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0")
    assert {"move space/inner/mines", "move space/inner/crypt"} <= legal(game)


def _on_crown(game: Game, *setup: str) -> None:
    play(game, f"adjust 0 position {CROWN}", *setup, "adjust turn 0")


def test_crown_command_spell_on_four_to_six(catalogue) -> None:
    """Core rules, "The Crown of Command": alone there, cast the Command Spell: 4-6 costs
    every other character a life (Craft below 3 does not matter: FAQ, Crown of Command Q3)."""
    game = game_for(catalogue, hero="character/troll", other="character/thief")  # Craft 1
    _on_crown(game)
    assert game.decision.kind == "roll"
    play(game, "roll 3")
    assert game.state.players[1].lives == 4 and game.state.crown_reached
    _on_crown(game)
    play(game, "roll 4")
    assert game.state.players[1].lives == 3


def test_crown_a_toad_cannot_cast(catalogue) -> None:
    """FAQ, Board spaces, Crown of Command Q4: a Toad cannot cast the Command Spell."""
    game = game_for(catalogue)
    _on_crown(game, "adjust 0 toad 2")
    events = play(game, "roll 6")
    assert 'no_command_spell 0 "a Toad cannot cast it"' in events
    assert game.state.current == 1 and game.state.players[1].lives == 5  # the Dwarf's 5


def test_crown_killed_by_the_command_spell_is_out_and_the_caster_wins(catalogue) -> None:
    """Core rules, "The Crown of Command": killed by the Command Spell, out of the game."""
    game = game_for(catalogue)
    _on_crown(game, "adjust 1 lives 1")
    events = play(game, "roll 6")
    assert game.state.players[1].out and "wins 0" in events and game.is_over


def test_crown_easier_command_spell_with_five_players(catalogue) -> None:
    """Core rules, alternative rule "The Command Spell": with 5 players a 3 casts it."""
    chars = ("character/thief", "character/dwarf", "character/troll", "character/monk", "character/elf")
    setup = Setup.of(*chars, seed=1)
    setup = Setup(players=setup.players, seed=1, options={"easier_command_spell": True})
    game = Game.new(setup, catalogue)
    while game.decision.is_chance and game.decision.kind == "draw":
        game.apply(game.legal_actions()[0])
    play(game, "adjust 0 fate 0")
    _on_crown(game)
    play(game, "roll 3")
    assert [c.lives for c in game.state.players[1:]] == [4, 5, 3, 3]


def test_crown_alone_may_pick_up_what_lies_there(catalogue) -> None:
    """FAQ, Board spaces, Crown of Command Q1: alone on the Crown, the cards there are met as
    usual (an Object may be taken); then the Command Spell."""
    game = game_for(catalogue)
    _on_crown(game, f"adjust adventure/ring {CROWN}")
    assert legal(game) == {"take adventure/ring", "done"}
    play(game, "take adventure/ring")  # nothing more to take
    assert game.state.players[0].objects == ("adventure/ring",) and game.decision.kind == "roll"


def test_crown_with_another_character_there_it_must_be_met(catalogue) -> None:
    """Core rules, "The Crown of Command"; FAQ Q1-Q2: with another character on the Crown,
    that character is encountered instead of the space (no Command Spell)."""
    game = game_for(catalogue)
    _on_crown(game, f"adjust 1 position {CROWN}")
    assert game.decision.kind == "encounter" and "encounter space" not in legal(game)
    assert "encounter character/dwarf" in legal(game)  # or a special ability on him (Q2)


def test_death_fate_rerolls_one_die_only(catalogue) -> None:
    """Death: a fate point rerolls only one of your two dice (digital rulebook, "Fate")."""
    game = game_for(catalogue)
    land(game, "space/inner/death", "adjust 0 fate 1")
    play(game, "roll 1", "roll 2")
    assert game.decision.kind == "fate" and legal(game) == {"accept", "choose 1", "choose 2"}
    play(game, "choose 1", "roll 6")
    assert game.state.players[0].fate == 0 and game.decision.kind == "roll"  # Death's dice
    assert game.decision.prompt == "die 1 of 2: Death's dice"
    events = play(game, "roll 3", "roll 3")  # 6 + 2 against 3 + 3: the character wins
    assert "dice_with_death 0 8 6" in events
