"""A second reading of the core rulebook's character sections (Strength, Craft, lives, fate,
Alignment, Spells, Toads, death after the Crown, winning): each test plays the rule through
actions and names the section it checks."""

from __future__ import annotations

from engine import character
from tests.engine.engine_helpers import legal, new_game, play
from tests.engine.spaces_helpers import before, game_for, land

CROWN = "space/inner/crown-of-command"


def test_replenishing_never_takes_away_fate_gained_above_the_value(catalogue) -> None:
    """Core rules, "Replenishing and Gaining Fate": a refill stops at the fate value, but fate
    gained beyond it is kept; the Thief (fate 2) holding 3 refills at the Graveyard: still 3."""
    game = game_for(catalogue)
    land(game, "space/outer/graveyard", "adjust 0 alignment evil", "adjust 0 fate 3")
    play(game, "choose 1")
    assert game.state.players[0].fate == 3


def test_gaining_fate_goes_above_the_fate_value(catalogue) -> None:
    """Core rules, "Replenishing and Gaining Fate": a gain is not capped; the Graveyard's
    prayer on a 5 takes the full Thief (fate 2) to 3."""
    game = game_for(catalogue)
    land(game, "space/outer/graveyard", "adjust 0 alignment evil", "adjust 0 fate 2")
    play(game, "choose 2", "roll 5")
    assert game.decision.kind == "fate"
    play(game, "accept")
    assert game.state.players[0].fate == 3


def test_refilling_fate_stops_at_the_fate_value(catalogue) -> None:
    """Core rules, "Replenishing and Gaining Fate": from 0 a full refill gives exactly the
    printed fate (2 for the Thief), no more."""
    game = game_for(catalogue)
    land(game, "space/outer/graveyard", "adjust 0 alignment evil")
    play(game, "choose 1")
    assert game.state.players[0].fate == 2


def test_healing_never_lowers_lives_gained_above_the_value(catalogue) -> None:
    """Core rules, "Healing and Gaining Lives": healing stops at the life value and never
    takes away lives gained over it; a good Thief with 5 lives healed at the Chapel keeps 5."""
    game = game_for(catalogue)
    land(game, "space/outer/chapel", "adjust 0 alignment good", "adjust 0 lives 5")
    play(game, "choose 1")  # heal all lives for free
    assert game.state.players[0].lives == 5


def test_gaining_lives_goes_above_the_life_value(catalogue) -> None:
    """Core rules, "Healing and Gaining Lives": the Temple's 12 gains two lives even at full."""
    game = game_for(catalogue)
    land(game, "space/middle/temple")
    play(game, "roll 6", "roll 6")
    assert game.state.players[0].lives == 6


def test_losing_strength_or_craft_never_goes_below_the_printed_value(catalogue) -> None:
    """Core rules, "Strength" and "Craft": only counters are lost; without counters the
    Enchantress's 2 (lose Strength) and 3 (lose Craft) leave the printed values."""
    for roll, stat in (("2", "strength"), ("3", "craft")):
        game = game_for(catalogue)
        land(game, "space/outer/city")
        play(game, f"roll {roll}")
        thief = game.state.players[0]
        assert getattr(thief, stat) == 0
        assert character.strength(game, thief) == 3 and character.craft(game, thief) == 3
        game = game_for(catalogue)
        land(game, "space/outer/city", f"adjust 0 {stat} 2")
        play(game, f"roll {roll}")
        assert getattr(game.state.players[0], stat) == 1  # one counter back to the stock


def test_the_druid_changes_alignment_only_once_a_turn(catalogue) -> None:
    """Core rules, "Changing Alignment": no character, the Druid included, changes twice in
    one turn; after his own switch to good the Village Mystic's 1 (turn evil) does nothing,
    and on his next turn he may switch again."""
    game = game_for(catalogue, hero="character/druid")
    village = "space/outer/village"
    play(game, f"adjust 0 position {before(game, village)}", "adjust 0 gold 0", "adjust turn 0")
    play(game, "use change-alignment good")
    assert not any(a.startswith("use change-alignment") for a in legal(game))
    play(game, "roll 1", f"move {village}", "roll 1")  # no gold: the Mystic; 1 would make him evil
    assert game.state.players[0].alignment == "good"
    play(game, "adjust turn 0")
    assert "use change-alignment evil" in legal(game)


def test_counters_a_toad_trades_for_vanish_when_it_changes_back(catalogue) -> None:
    """Core rules, "Toads": trophies may be traded while a Toad, but the Strength so gained is
    gone when the character turns back; his own counters count again."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust adventure/giant 0", "adjust adventure/bear 0")  # 6 + 3 Strength
    play(game, "adjust 0 strength 2", "adjust 0 toad 2", "adjust turn 0")
    play(game, sorted(legal(game))[0])  # a Toad moves one space
    while game.decision.kind != "trophies":
        play(game, str(game.legal_actions()[0]))
    play(game, "trade strength")  # nothing more to trade: the turn ends
    warrior = game.state.players[0]
    assert warrior.is_toad and warrior.toad_strength == 1 and character.strength(game, warrior) == 2
    assert warrior.strength == 2  # his own counters wait, untouched
    for _ in range(200):  # play on until his last turn as a Toad is over
        if not game.state.players[0].is_toad:
            break
        play(game, str(game.legal_actions()[0]))
    warrior = game.state.players[0]
    assert not warrior.is_toad and warrior.toad_strength == 0
    assert character.strength(game, warrior) == 4 + 2


def test_a_toads_lost_lives_stay_lost(catalogue) -> None:
    """Core rules, "Toads": a Toad's lives are the character's; one lost stays lost after."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 toad 3", "adjust 0 lives 3", "adjust 0 toad 0")
    assert game.state.players[0].lives == 3


def test_after_the_crown_is_reached_the_dead_are_out_even_once_it_is_left(catalogue) -> None:
    """Core rules, "The Crown of Command" and "Losing All Lives": once any character has reached
    the Crown, a killed character's player is out, even after the Crown is left again."""
    game = new_game(catalogue, "character/warrior", "character/dwarf", "character/thief")
    play(game, f"adjust 0 position {CROWN}", "adjust turn 0", "roll 2")  # the Command Spell fails
    if game.decision.kind == "fate":
        play(game, "accept")
    assert game.state.crown_reached and all(ch.alive for ch in game.state.players)
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust 1 lives 0")
    dwarf = game.state.players[1]
    assert not dwarf.alive and dwarf.out
    for _ in range(60):  # the turns go round without him: no new character is drawn
        assert not (
            game.decision.kind == "draw" and any(a.startswith("draw character/") for a in legal(game))
        )
        if game.is_over:
            break
        play(game, str(game.legal_actions()[0]))
    assert not game.state.players[1].alive


def test_a_spell_gained_at_the_limit_is_a_choice_to_discard(catalogue) -> None:
    """Core rules, "Gaining Spells": one Spell too many is discarded at once, the player picking
    which (the new one too); at the limit, and below it, nothing may be discarded."""
    game = game_for(catalogue, hero="character/wizard")
    play(game, "adjust spell/healing#1 0", "adjust spell/random#1 0")  # Craft 5: two Spells
    assert game.decision.kind != "discard"
    assert not any(a.startswith("discard") for a in legal(game))
    city = "space/outer/city"
    play(game, f"adjust 0 position {before(game, city)}", "adjust turn 0", "begin", "roll 1", f"move {city}")
    play(game, "roll 6")  # nothing else to visit: the Enchantress's 6: a Spell
    while game.decision.kind == "draw":
        play(game, "draw spell/hex")
    assert game.decision.kind == "discard"
    assert legal(game) == {"discard spell/healing#1", "discard spell/random#1", "discard spell/hex"}
    play(game, "discard spell/healing#1")
    assert game.state.players[0].spells == ("spell/random#1", "spell/hex")
    assert "spell/healing#1" in game.state.discards["spell"]


def test_a_lost_turn_with_a_card_left_counts_as_the_missed_turn(catalogue) -> None:
    """Core rules, "Losing a Turn": the turn ends at once; with another card still to meet it
    is the missed turn itself (nothing owed next turn). The Event that cost it is discarded
    (it must not wait on the space for the next visitor); the card not met stays there."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    ruins = "space/outer/ruins"  # two cards are drawn here
    play(game, f"adjust 0 position {before(game, ruins)}", "adjust 1 position space/outer/fields-3")
    play(game, "adjust turn 0", "roll 1", f"move {ruins}", "draw adventure/evil-darkness")
    events = play(game, "draw adventure/giant")
    assert 'turn_ends "a lost turn"' in events and "turn 1" in events
    assert game.state.players[0].missed_turns == 0
    assert game.state.board[ruins] == ("adventure/giant",)
    assert "adventure/evil-darkness" in game.state.discards["adventure"]


def test_a_fifth_object_means_choosing_which_to_leave_and_gold_does_not_count(catalogue) -> None:
    """Core rules, "Object Carrying Limits" and "Gold": four Objects at most without a Mule;
    taking a fifth, the player picks any one (the new one too) to leave face up on the space.
    Gold is no Object: a purse of 10 changes nothing."""
    game = game_for(catalogue)
    held = ("purchase/sword#1", "purchase/helmet#1", "purchase/shield#1", "purchase/axe#1")
    fields = "space/outer/fields-2"
    land(game, fields, *(f"adjust {c} 0" for c in held), "adjust 0 gold 10")
    play(game, "draw adventure/water-bottle", "take adventure/water-bottle")
    assert game.decision.kind == "ditch" and game.decision.player == 0
    assert legal(game) == {f"ditch {c}" for c in (*held, "adventure/water-bottle")}
    play(game, "ditch purchase/axe#1")
    thief = game.state.players[0]
    assert len(thief.objects) == 4 and thief.gold == 10
    assert "purchase/axe#1" in game.state.board[fields]


def test_the_last_character_left_after_the_crown_was_reached_wins(catalogue) -> None:
    """Core rules, "Object of the Game" and "Losing All Lives": once the Crown has been reached,
    the killed are out; when only one character is left in the game, that character has won -
    no need to keep rolling the Command Spell against nobody."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, f"adjust 0 position {CROWN}", "adjust turn 0", "roll 2")  # the Command Spell fails
    if game.decision.kind == "fate":
        play(game, "accept")
    assert game.state.crown_reached and not game.is_over
    play(game, "adjust 1 lives 0")  # the Dwarf dies elsewhere: out of the game
    for _ in range(40):
        if game.is_over:
            break
        play(game, str(game.legal_actions()[0]))
    assert game.is_over and game.state.winner == 0
