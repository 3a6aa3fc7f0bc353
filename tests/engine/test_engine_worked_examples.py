"""The core rulebook's worked examples, driven through actions (core-rules-4th-revised).

Each test sets the position up with ``adjust`` actions (the table placing things by hand),
then plays the example's rolls and choices and checks the outcome the rulebook gives.
"""

from __future__ import annotations

from engine import Game, character
from engine.combat import creature_score
from tests.engine.engine_helpers import legal, new_game, play


def give(game: Game, player: int, *cards: str) -> None:
    play(game, *(f"adjust {card} {player}" for card in cards))


def test_dwarf_in_the_hidden_valley(catalogue) -> None:
    """ "Example of an Encounter": Imp, Bear, Bag of Gold; the Imp's 4 sends him to the Ruins."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust 0 position space/middle/black-knight", "adjust turn 0", "roll 1")
    play(game, "move space/middle/hidden-valley")
    play(game, "draw adventure/imp", "draw adventure/bear", "draw adventure/bag-of-gold")
    assert game.decision.kind == "roll"  # the Imp (encounter number 1) comes first
    events = play(game, "roll 4")
    if game.decision.kind == "fate":
        events += play(game, "accept")
    dwarf = game.state.players[0]
    assert dwarf.position == "space/outer/ruins"
    assert game.state.board["space/middle/hidden-valley"] == ("adventure/bear", "adventure/bag-of-gold#1")
    assert dwarf.gold == 1 and dwarf.lives == 5  # never met the Bear nor took the gold
    assert game.decision.kind == "draw"  # a new encounter: the Ruins draw two cards
    assert "adventure/imp" in game.state.discards["adventure"]


def test_wizard_and_the_giant(catalogue) -> None:
    """ "Example of an Attack": Psionic Blast and the Sword give 9; 3 vs the Giant's 6 is a
    stand-off at 12; one fate rerolls to 5 and the Giant is killed and kept as a trophy.
    (The example adds the printed Craft 5 for Psionic Blast, so no Craft counters here.)"""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/city", "adjust 0 strength 1", "adjust turn 0")
    give(game, 0, "adventure/sword#1", "spell/invisibility", "spell/psionic-blast#1")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    assert {"fight", "cast spell/invisibility", "cast spell/psionic-blast#1"} <= legal(game)
    play(game, "cast spell/psionic-blast#1", "fight", "roll 3", "roll 6")
    assert game.decision.kind == "fate" and legal(game) == {"accept", "reroll"}
    events = play(game, "reroll", "roll 5")
    wizard = game.state.players[0]
    assert "attack_scores 0 14 12" in events
    assert wizard.trophies == ("adventure/giant",) and wizard.fate == 2
    assert "adventure/giant" not in game.state.board.get("space/outer/fields-1", ())


def test_stand_off_ends_the_turn(catalogue) -> None:
    """ "Stand-off": equal scores, nobody harmed, the turn ends."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/city", "adjust 0 fate 0", "adjust turn 0")
    play(game, "roll 1", "move space/outer/fields-1", "draw adventure/giant")
    events = play(game, "roll 6", "roll 2")  # 6 + 2 = 8 = 2 + Giant 6
    assert "stand_off 0" in events and game.state.players[0].lives == 4
    assert game.state.current == 1 and game.state.board["space/outer/fields-1"] == ("adventure/giant",)


def test_sorceress_temple_to_oasis_with_a_hex(catalogue) -> None:
    """ "Example of a Turn": a 2 from the Temple reaches the Runes or the Oasis; on the Oasis
    the Hex costs a life and counts as one of the two cards, so one card is drawn."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(
        game,
        "adjust 0 position space/middle/temple",
        "adjust adventure/dragon#1 space/middle/runes-1",
        "adjust spell/hex space/middle/oasis",
        "adjust turn 0",
        "roll 2",
    )
    assert {"move space/middle/runes-1", "move space/middle/oasis"} <= legal(game)
    play(game, "move space/middle/oasis")
    assert game.decision.kind == "draw"
    events = play(game, "draw adventure/dragon")
    assert "lose 0 lives 1" in events and game.state.players[0].lives == 3
    assert game.decision.kind in ("roll", "battle")  # the second Dragon attacks at once
    assert game.state.stack[-1]["kind"] in ("roll", "battle")


def test_runes_add_two_to_the_creatures_attack_roll(catalogue) -> None:
    """ "Example of a Turn": the Dragon (Strength 7) on the Runes gets +2 on its roll."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    frame = {"stat": "strength", "enemies": ["adventure/dragon#1"], "source": "space/middle/runes-1"}
    assert creature_score(game, frame, 3) == 12
    assert creature_score(game, {**frame, "source": "space/middle/oasis"}, 3) == 10


def test_crossing_the_sentinel_bridge(catalogue) -> None:
    """ "Example of Crossing the Sentinel Bridge": Graveyard, a 6, the Sentinel attacks on
    the bridge, Immobility lets her evade, and she goes on to the Portal of Power."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    give(game, 0, "spell/immobility#1")
    play(game, "adjust turn 0", "roll 6")
    assert "move space/middle/portal-of-power" in legal(game)
    play(game, "move space/middle/portal-of-power")
    assert game.state.players[0].position == "space/outer/sentinel"
    assert legal(game) == {"fight", "cast spell/immobility#1"}
    play(game, "cast spell/immobility#1", "evade")
    sorceress = game.state.players[0]
    assert sorceress.position == "space/middle/portal-of-power" and sorceress.lives == 4
    assert game.decision.kind == "draw"  # she lands and draws the Portal's card


def test_no_sentinel_fight_crossing_back(catalogue) -> None:
    """Digital rulebook, "The Sentinel Space": only crossing into the Middle Region is fought."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust 0 position space/middle/hills", "adjust turn 0", "roll 1")
    play(game, "move space/outer/sentinel")
    assert game.state.players[0].position == "space/outer/sentinel"
    assert game.decision.kind == "draw"  # no battle: the Sentinel space's own draw


def test_warriors_strength(catalogue) -> None:
    """ "Example of a Character's Strength": 8, 9 in battle with the Sword, 7 on the Cursed Glade."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 strength 2")
    give(game, 0, "adventure/magic-belt", "adventure/unicorn", "adventure/sword#1")
    warrior = game.state.players[0]
    assert character.strength(game, warrior) == 8
    assert character.strength(game, warrior, battle=True) == 9
    play(game, "adjust 0 position space/middle/hills", "adjust turn 0", "roll 1")
    play(game, "move space/middle/cursed-glade")  # he lands there and encounters the space
    assert character.strength(game, warrior) == 7
    assert character.strength(game, warrior, battle=True) == 7


def test_cursed_glade_spell_limit(catalogue) -> None:
    """ "Example of Spell Limit": Craft 7 with Solomon's Crown allows 3 Spells; on the
    Cursed Glade Craft is 5, so one Spell must go; afterwards 3 are allowed again."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    give(game, 0, "adventure/solomons-crown", "spell/hex", "spell/nullify", "spell/random#1")
    wizard = game.state.players[0]
    assert character.craft(game, wizard) == 7 and character.spell_limit(game, wizard) == 3
    play(game, "adjust 0 position space/middle/hills", "adjust turn 0", "begin", "roll 1")
    play(game, "move space/middle/cursed-glade")
    assert game.decision.kind == "discard" and game.decision.player == 0
    assert legal(game) == {"discard spell/hex", "discard spell/nullify", "discard spell/random#1"}
    play(game, "discard spell/hex")
    assert game.state.players[0].spells == ("spell/nullify", "spell/random#1")
    play(game, "adjust 0 position space/middle/runes-2")
    assert character.spell_limit(game, game.state.players[0]) == 3


def test_mule_and_mesmerism(catalogue) -> None:
    """ "Example of Carrying Too Much": the Thief's Mesmerism takes the Wizard's Mule, and
    the Wizard must put four of his eight Objects on his space."""
    game = new_game(catalogue, "character/thief", "character/wizard")
    give(game, 1, "adventure/mule", *(f"adventure/bag-of-gold#{n}" for n in range(1, 9)))
    give(game, 0, "spell/mesmerism")
    play(game, "adjust turn 0")
    assert "cast spell/mesmerism adventure/mule" in legal(game)
    play(game, "cast spell/mesmerism adventure/mule")
    assert game.state.players[0].followers == ("adventure/mule",)
    for _ in range(4):
        assert game.decision.player == 1 and game.decision.kind == "ditch"
        play(game, f"ditch {sorted(legal(game))[0].split()[1]}")
    wizard = game.state.players[1]
    assert len(wizard.objects) == 4 and len(game.state.board[wizard.position]) == 4
    assert game.decision.kind == "roll" and game.state.current == 0  # the Thief moves on


def test_dwarf_in_the_werewolf_den(catalogue) -> None:
    """Inner Region example: 3 + 5 make a Strength 8 Werewolf; 13 beats the Dwarf's 10. Next
    turn he stays to fight the same Werewolf (not a new one) and wins with 11 against 9."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust 0 position space/inner/death", "adjust 0 strength 4", "adjust turn 0")
    assert legal(game) == {"move space/inner/werewolf-den", "turn_back"}
    play(game, "move space/inner/werewolf-den", "roll 3", "roll 5", "accept")
    events = play(game, "roll 3", "roll 5", "accept")
    assert "attack_scores 0 10 13" in events
    dwarf = game.state.players[0]
    assert dwarf.lives == 4 and dwarf.fighting == "space/inner/werewolf-den"
    play(game, "adjust turn 0")
    assert legal(game) == {"fight", "turn_back"}
    events = play(game, "fight", "roll 4", "roll 1", "accept")
    assert "attack_scores 0 11 9" in events and "beat 0 Werewolf" in events
    assert game.state.players[0].fighting is None
