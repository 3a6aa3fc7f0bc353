"""Fresh-eyes review of the core rulebook (core-rules-4th-revised): setup, the game turn,
movement, encounters, battles and psychic combat, driven through actions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import Game, Setup
from tests.engine.engine_helpers import legal, new_game, play


def finish_fate(game: Game) -> None:
    while game.decision.kind == "fate":
        play(game, "accept")


# --- Game Setup -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "character_id",
    ["character/assassin", "character/dwarf", "character/troll", "character/prophetess", "character/monk"],
)
def test_setup_places_each_figure_with_its_printed_lives_fate_and_one_gold(catalogue, character_id) -> None:
    """Core rules, "Game Setup" steps 7 and 8: start space from the card, lives and fate as
    printed, one gold each; the rest stays in the stockpiles."""
    game = Game.new(Setup.of(character_id, "character/wizard", seed=3), catalogue)
    card = catalogue[character_id]
    ch = game.state.players[0]
    assert (ch.position, ch.lives, ch.fate, ch.gold) == (card.start, card.lives, card.fate, 1)
    assert ch.strength == 0 and ch.craft == 0 and not ch.objects and not ch.followers


def test_setup_first_player_moves_first_and_play_passes_to_the_left(catalogue) -> None:
    """Core rules, "Game Setup" step 12 and "The Game Turn": the first player starts, then
    turns go round the table in seat order and back to the first."""
    game = new_game(catalogue, "character/warrior", "character/dwarf", "character/monk")
    play(game, "adjust 0 missed 1", "adjust 1 missed 1", "adjust 2 missed 1")
    seen = [game.state.current]
    events = play(game, "adjust turn 0")
    seen += [int(e.split()[1]) for e in events if e.startswith("turn ")]
    assert seen == [0, 1, 2, 0]
    assert game.decision.kind == "roll" and game.state.current == 0


# --- Movement ---------------------------------------------------------------------------


def test_a_move_never_turns_round_nor_stays_put(catalogue) -> None:
    """Core rules, "Movement in the Outer and Middle Regions": the full count in one
    direction; a roll of 2 cannot bring the figure back to where it started, and a
    character must move even with cards or characters on his space."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust adventure/giant space/outer/tavern", "adjust 1 position space/outer/tavern")
    play(game, "adjust turn 0", "roll 2")
    moves = {a for a in legal(game) if a.startswith("move")}
    assert moves == {"move space/outer/woods-1", "move space/outer/ruins"}


def test_the_sentinel_is_fought_only_crossing_from_the_outer_region(catalogue) -> None:
    """Core rules, "Movement" (the Sentinel space): crossing the bridge outward-in means a
    battle with the Sentinel on the way; beating it, the move goes on either way in the
    Middle Region; losing ends the turn on the Sentinel space."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/woods-2", "adjust 0 fate 0", "adjust turn 0", "roll 3")
    moves = {a for a in legal(game) if a.startswith("move")}
    assert {"move space/middle/hidden-valley", "move space/middle/cursed-glade"} <= moves
    play(game, "move space/middle/cursed-glade")
    assert game.state.players[0].position == "space/outer/sentinel"
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 1", "roll 6")  # 1 + 2 against 6 + 9
    wizard = game.state.players[0]
    assert "defeated 0" in events
    assert wizard.position == "space/outer/sentinel" and wizard.lives == 3
    assert game.state.current == 1


def test_landing_exactly_on_the_portal_does_not_try_to_open_it(catalogue) -> None:
    """Core rules, "The Portal of Power": only a move long enough to go past the Portal may
    try to open it; a move ending on the Portal space lands there like any space."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/middle/castle", "adjust turn 0", "roll 1")
    moves = {a for a in legal(game) if a.startswith("move")}
    assert moves == {"move space/middle/portal-of-power", "move space/middle/runes-1"}
    play(game, "move space/middle/portal-of-power")
    assert game.decision.kind != "portal"
    assert game.state.players[0].position == "space/middle/portal-of-power"
    assert game.state.current == 0  # the encounter on the Portal space follows


def test_a_failed_portal_attempt_ends_the_turn_on_the_portal_without_encounter(catalogue) -> None:
    """Core rules, "The Portal of Power": failing, the turn ends at once on the Portal."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/middle/castle", "adjust 0 fate 0", "adjust turn 0", "roll 4")
    play(game, "move space/inner/plain-of-peril", "attempt strength", "roll 6", "roll 6")
    assert game.state.players[0].position == "space/middle/portal-of-power"
    assert game.state.current == 1
    assert not game.state.board.get("space/middle/portal-of-power")  # nothing drawn there


def test_leaving_the_inner_region_through_the_portal_is_the_whole_move(catalogue) -> None:
    """Core rules, "The Portal of Power": going out, a character on the Plain steps onto the
    Portal without opening it, and that step uses up the turn's move."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0")
    assert "move space/middle/portal-of-power" in legal(game)
    play(game, "move space/middle/portal-of-power")
    assert game.state.players[0].position == "space/middle/portal-of-power"
    assert game.state.current == 1


def test_inner_region_moves_one_space_without_a_roll(catalogue) -> None:
    """Core rules, "Movement in the Inner Region": no die, one space a turn."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/plain-of-peril", "adjust turn 0")
    assert game.decision.kind == "move" and not game.decision.is_chance
    assert legal(game) == {
        "move space/inner/crypt",
        "move space/inner/mines",
        "move space/middle/portal-of-power",
    }


def test_turning_back_cannot_be_undone_until_the_plain(catalogue) -> None:
    """Core rules, "Turning Back": once declared, only steps toward the Plain of Peril; there
    the character may head anywhere again."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/inner/mines", "adjust turn 0", "turn_back")
    assert legal(game) == {"move space/inner/plain-of-peril"}
    play(game, "move space/inner/plain-of-peril")
    warrior = game.state.players[0]
    assert not warrior.turned_back
    play(game, "adjust turn 0")
    assert "move space/inner/mines" in legal(game) and "move space/inner/crypt" in legal(game)


# --- Encounters -------------------------------------------------------------------------


def to_ruins(catalogue, *setup: str) -> Game:
    """The Wizard (Strength 2, Craft 5, no fate) one step from the Ruins (draw 2 cards)."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/fields-2", "adjust 0 fate 0", *setup, "adjust turn 0")
    play(game, "roll 1", "move space/outer/ruins")
    return game


def test_cards_already_there_count_toward_the_number_drawn(catalogue) -> None:
    """Core rules, "Adventure Cards" and "Encountering a Space - Draw Cards Spaces": a card
    lying on the space (of any deck, here a Purchase card) counts, so only one is drawn."""
    game = to_ruins(catalogue, "adjust purchase/helmet#1 space/outer/ruins")
    assert game.decision.kind == "draw"
    play(game, "draw adventure/storm")
    assert len(game.state.decks["adventure"]) == 103  # one card drawn, not two


def test_a_full_space_draws_nothing(catalogue) -> None:
    """Core rules, "Adventure Cards": with the space's number already there, nothing is drawn
    and the cards there are met (the Bear attacks)."""
    game = to_ruins(
        catalogue,
        "adjust adventure/bear space/outer/ruins",
        "adjust adventure/bag-of-gold#1 space/outer/ruins",
    )
    assert game.decision.kind == "battle" or game.decision.kind == "roll"
    assert len(game.state.decks["adventure"]) == 102  # the two placed by hand only


def test_enemies_of_one_number_and_strength_fight_as_one(catalogue) -> None:
    """Core rules, "More Than One Enemy": the Bear (3) and the Wolf (2) share an encounter
    number, so one battle against Strength 5 with one roll for both."""
    game = to_ruins(catalogue)
    play(game, "draw adventure/bear", "draw adventure/wolf")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 6", "roll 1")  # 6 + 2 = 8 against 1 + 5 = 6
    assert "attack_scores 0 8 6" in events
    wizard = game.state.players[0]
    assert set(wizard.trophies) == {"adventure/bear", "adventure/wolf"}
    assert not game.state.board.get("space/outer/ruins")


def test_spirits_of_one_number_are_met_one_at_a_time_in_draw_order(catalogue) -> None:
    """Core rules, "More Than One Enemy" joins only Enemies that attack by Strength; Spirits
    sharing a number are met one after the other, ties in the order drawn ("Adventure Cards")."""
    game = to_ruins(catalogue)
    play(game, "draw adventure/wraith", "draw adventure/lemure")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 6", "roll 1")  # Craft 5 + 6 = 11 against Wraith 5 + 1 = 6
    assert "attack_scores 0 11 6" in events
    assert game.state.players[0].trophies == ("adventure/wraith#1",)
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 3", "roll 1")  # 5 + 3 = 8 against the Lemure's 1 + 1
    assert "attack_scores 0 8 2" in events


def test_lower_encounter_number_first_whatever_the_draw_order(catalogue) -> None:
    """Core rules, "Adventure Cards": the Wraith (3) drawn before the Giant (2) still waits for
    the Giant; losing to the Giant ends the turn, and both Enemies stay on the space."""
    game = to_ruins(catalogue)
    play(game, "draw adventure/wraith", "draw adventure/giant")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 1", "roll 6")  # 1 + 2 against Giant 6 + 6
    assert "attack_scores 0 3 12" in events and "defeated 0" in events
    assert game.state.current == 1
    assert set(game.state.board["space/outer/ruins"]) == {"adventure/wraith#1", "adventure/giant"}


def test_objects_wait_until_the_enemies_are_beaten(catalogue) -> None:
    """Core rules, "Encountering a Space - Draw Cards Spaces": gold and Objects may be taken
    only once the Enemies there are killed or evaded; a beaten character takes nothing."""
    game = to_ruins(catalogue)
    play(game, "draw adventure/sword", "draw adventure/wolf")
    assert game.decision.kind in ("battle", "roll")
    if game.decision.kind == "battle":
        play(game, "fight")
    play(game, "roll 1", "roll 6")  # 3 against 8: beaten
    wizard = game.state.players[0]
    assert wizard.objects == () and wizard.lives == 3
    assert set(game.state.board["space/outer/ruins"]) == {"adventure/sword#1", "adventure/wolf"}


def test_meeting_a_character_leaves_the_space_untouched(catalogue) -> None:
    """Core rules, "Encountering Another Character": choosing the character, nothing on the
    space is met or taken and nothing is drawn."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/fields-2", "adjust 1 position space/outer/ruins")
    play(game, "adjust adventure/sword#1 space/outer/ruins", "adjust 0 fate 0", "adjust 1 fate 0")
    play(game, "adjust turn 0", "roll 1", "move space/outer/ruins")
    assert game.decision.kind == "encounter"
    assert legal(game) >= {"encounter space", "encounter character/dwarf"}
    play(game, "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    play(game, "roll 1", "roll 6")  # the Wizard loses
    if game.decision.kind == "reward":
        play(game, "reward gold")
    assert game.state.board["space/outer/ruins"] == ("adventure/sword#1",)
    assert len(game.state.decks["adventure"]) == 103
    assert game.state.players[0].objects == ()


# --- Battles and psychic combat -----------------------------------------------------------


def test_armour_cannot_save_a_life_lost_in_psychic_combat(catalogue) -> None:
    """Core rules, "Resolving Psychic Combat": no Object prevents the loss of a life, so no
    Armour roll is offered against a Spirit."""
    game = to_ruins(catalogue, "adjust 0 craft 0", "adjust purchase/armour#1 0")
    play(game, "draw adventure/wraith", "done", "draw adventure/lemure")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 1", "roll 6")  # 5 + 1 against 5 + 6
    assert "defeated 0" in events
    assert game.state.players[0].lives == 3 and game.state.current == 1  # no saving roll


def test_armour_may_save_a_life_in_a_battle(catalogue) -> None:
    """Core rules, "Resolving Battles vs. Creatures": an Object may prevent the lost life."""
    game = to_ruins(catalogue, "adjust purchase/armour#1 0")
    play(game, "draw adventure/giant", "done", "draw adventure/bag-of-gold")
    if game.decision.kind == "battle":
        play(game, "fight")
    play(game, "roll 1", "roll 6")
    assert game.decision.kind == "roll"  # the Armour's saving roll
    play(game, "roll 6")
    assert game.state.players[0].lives == 4


def test_a_stand_off_with_a_creature_leaves_it_on_the_space(catalogue) -> None:
    """Core rules, "Stand-off": nobody is harmed, the Enemy stays, the turn ends."""
    game = to_ruins(catalogue)
    play(game, "draw adventure/bear", "draw adventure/bag-of-gold")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 4", "roll 3")  # 2 + 4 = 3 + 3
    assert "stand_off 0" in events
    assert game.state.players[0].lives == 4 and game.state.current == 1
    assert "adventure/bear" in game.state.board["space/outer/ruins"]


def test_trophies_are_traded_only_as_the_turn_ends_and_go_to_the_discard(catalogue) -> None:
    """Core rules, "Trophies": Strength trophies worth 7 buy one Strength counter at the end
    of the turn; the cards go to the Adventure discard pile and spare points are lost."""
    game = to_ruins(catalogue, "adjust adventure/giant 0")
    play(game, "draw adventure/bear", "draw adventure/bag-of-gold")
    if game.decision.kind == "battle":
        assert not any(a.startswith("trade") for a in legal(game))
        play(game, "fight")
    play(game, "roll 6", "roll 1")  # 8 against 4: the Bear is a trophy too (6 + 3 = 9)
    while game.decision.kind == "take":
        play(game, "done")
    assert game.decision.kind == "trophies"
    assert legal(game) == {"trade strength", "end"}
    play(game, "trade strength")
    wizard = game.state.players[0]
    assert wizard.strength == 1 and wizard.trophies == ()
    assert {"adventure/giant", "adventure/bear"} <= set(game.state.discards["adventure"])


def test_craft_trophies_buy_craft(catalogue) -> None:
    """Core rules, "Trophies" (gaining Craft): Spirits are traded for Craft counters, never
    for Strength."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust adventure/wraith#1 0", "adjust adventure/ghost#1 0", "adjust adventure/bear 0")
    play(game, "adjust 0 position space/outer/city", "adjust turn 0", "roll 1", "move space/outer/fields-1")
    play(game, "draw adventure/market-day")
    while game.decision.kind != "trophies" and game.state.current == 0:
        acts = legal(game)
        play(game, "end" if "end" in acts else "done" if "done" in acts else sorted(acts)[0])
    assert legal(game) == {"trade craft", "end"}  # Bear 3 alone is not enough for Strength
    play(game, "trade craft")
    wizard = game.state.players[0]
    assert wizard.craft == 1 and wizard.trophies == ("adventure/bear",)


def test_evading_a_creature_is_refused_in_the_inner_region(catalogue) -> None:
    """Core rules, "Evading" and "Encounters in the Inner Region": Invisibility may evade
    an Enemy outside, never a creature of an Inner Region space."""
    game = to_ruins(catalogue, "adjust spell/invisibility 0")
    play(game, "draw adventure/giant", "draw adventure/bag-of-gold")
    assert "cast spell/invisibility" in legal(game)
    play(game, "adjust turn 0", "adjust 0 position space/inner/vampires-tower", "adjust turn 0")
    play(game, "move space/inner/pits", "roll 1")
    if game.decision.kind == "fate":
        play(game, "accept")
    assert game.decision.kind == "roll" and "attack roll" in game.decision.prompt  # no way out
    assert game.state.players[0].spells == ("spell/invisibility",)


# --- Attacking other characters ----------------------------------------------------------


def wizard_meets_dwarf(catalogue) -> Game:
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/fields-2", "adjust 1 position space/outer/ruins")
    play(game, "adjust turn 0", "roll 1", "move space/outer/ruins")
    return game


def test_only_a_psychic_attacker_may_choose_psychic_combat(catalogue) -> None:
    """Core rules, "Attacks" and "Psychic Combat": a character attacks another by battle
    unless an ability allows psychic combat; the Wizard's does, the Dwarf has none."""
    game = wizard_meets_dwarf(catalogue)
    assert {"encounter character/dwarf", "encounter character/dwarf psychic"} <= legal(game)
    play(game, "adjust 0 position space/outer/ruins", "adjust 1 position space/outer/plains-3")
    play(game, "adjust turn 1", "roll 1", "move space/outer/ruins")
    assert "encounter character/wizard" in legal(game)
    assert not any(a.endswith("psychic") for a in legal(game))


def test_attacker_chooses_fate_first_and_cannot_go_back(catalogue) -> None:
    """Core rules, "Battles Between Two Characters", step 3: both roll, the attacker decides
    first about a fate reroll, then the defender; a declined attacker is not asked again."""
    game = wizard_meets_dwarf(catalogue)
    play(game, "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    play(game, "roll 4", "roll 3")  # Wizard 2 + 4 = 6, Dwarf 3 + 3 = 6
    assert game.decision.kind == "fate" and game.decision.player == 0
    play(game, "accept")
    assert game.decision.kind == "fate" and game.decision.player == 1
    events = play(game, "reroll", "roll 6")
    assert "attack_scores 0 6 9" in events
    assert game.decision.kind == "reward" and game.decision.player == 1  # not the Wizard's fate again
    assert game.state.players[0].fate == 3 and game.state.players[1].fate == 4


def test_a_stand_off_between_characters_ends_the_turn_unharmed(catalogue) -> None:
    """Core rules, "Battles Between Two Characters", step 4: equal scores are a stand-off."""
    game = wizard_meets_dwarf(catalogue)
    play(game, "adjust 0 fate 0", "adjust 1 fate 0", "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    events = play(game, "roll 4", "roll 3")
    assert "stand_off 0" in events and game.state.current == 1
    assert [c.lives for c in game.state.players] == [4, 5]


def test_trading_trophies_turns_in_the_set_that_loses_fewest_points(catalogue) -> None:
    """Core rules, "Trophies": points above the seven are lost, and which trophies go is the
    player's choice; from the Giant (6), an Ogre (5) and a Wolf (2) the Ogre and the Wolf
    make exactly 7, so the Giant is kept rather than 4 points thrown away."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust adventure/giant 0", "adjust adventure/ogre#1 0", "adjust adventure/wolf 0")
    play(game, "adjust 0 position space/outer/city", "adjust turn 0", "roll 1", "move space/outer/fields-1")
    play(game, "draw adventure/market-day")
    while game.decision.kind != "trophies" and game.state.current == 0:
        play(game, "done" if "done" in legal(game) else sorted(legal(game))[0])
    play(game, "trade strength")
    wizard = game.state.players[0]
    assert wizard.strength == 1 and wizard.trophies == ("adventure/giant",)


def test_the_chosen_first_player_takes_the_first_turn(catalogue) -> None:
    """Core rules, "Game Setup" step 12: the game may start with any seat; play then goes on
    round the table from there."""
    base = Setup.of("character/wizard", "character/dwarf", "character/monk", seed=2)
    game = Game.new(replace(base, first=2), catalogue)
    while game.decision.kind == "draw":  # the Wizard's starting Spells
        game.apply(game.legal_actions()[0])
    assert game.state.current == 2 and game.decision.kind == "roll"
    play(game, "adjust 2 missed 1", "adjust turn 2")
    assert game.state.current == 0


def test_a_long_move_may_pass_the_portal_without_trying_it(catalogue) -> None:
    """Core rules, "The Portal of Power": passing it along the Middle Region is a plain move;
    only a move going through it tries to open it."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/middle/castle", "adjust turn 0", "roll 2")
    moves = {a for a in legal(game) if a.startswith("move")}
    assert moves == {
        "move space/middle/black-knight",
        "move space/inner/plain-of-peril",
        "move space/middle/woods",
    }
    play(game, "move space/middle/black-knight")
    assert game.state.players[0].position == "space/middle/black-knight"
    assert game.decision.kind != "portal"


def test_characters_meet_in_the_inner_region_only_on_three_spaces(catalogue) -> None:
    """Core rules, "Encountering a Character in the Inner Region": on the Mines two
    characters cannot meet; on the Plain of Peril they may, as in the other Regions."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 1 position space/inner/mines", "adjust 0 position space/inner/plain-of-peril")
    play(game, "adjust turn 0", "move space/inner/mines")
    assert game.decision.kind != "encounter"
    play(game, "adjust 1 position space/inner/plain-of-peril", "adjust 0 position space/inner/crypt")
    play(game, "adjust turn 0", "turn_back", "move space/inner/plain-of-peril")
    assert game.decision.kind == "encounter"
    assert {"encounter space", "encounter character/dwarf"} <= legal(game)


def test_a_life_lost_to_a_psychic_attacker_gets_no_armour_roll(catalogue) -> None:
    """Core rules, "Resolving Psychic Combat" with "Claim Reward": Armour saves a life taken
    in a battle between characters, but not one taken by psychic combat."""
    game = wizard_meets_dwarf(catalogue)
    play(game, "adjust purchase/armour#1 1", "adjust 0 fate 0", "adjust 1 fate 0")
    play(game, "encounter character/dwarf psychic")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    events = play(game, "roll 6", "roll 1")  # Craft 5 + 6 against the Dwarf's 3 + 1
    assert "attack_scores 0 11 4" in events
    play(game, "reward life")
    assert game.state.players[1].lives == 4 and game.state.current == 1


def test_a_stranger_comes_before_the_mercenary_drawn_earlier(catalogue) -> None:
    """Core rules, "Adventure Cards" (lowest encounter number first) and FAQ "Encounter
    Sequence" (Strangers, then Followers): the Healer (4) is visited before the Mercenary (5)
    even when the Mercenary was drawn first."""
    game = to_ruins(catalogue)
    events = play(game, "draw adventure/mercenary", "draw adventure/healer")
    met = [e for e in events if e.startswith("encounter 0")]
    assert met == ["encounter 0 adventure/healer", "encounter 0 adventure/mercenary"]


def thief_meets_invisible_wizard(catalogue) -> Game:
    game = new_game(catalogue, "character/thief", "character/wizard")
    play(game, "adjust spell/invisibility 1", "adjust 0 position space/outer/fields-2")
    play(game, "adjust 1 position space/outer/ruins", "adjust turn 0", "roll 1", "move space/outer/ruins")
    return game


def test_a_special_ability_used_on_a_character_may_be_evaded(catalogue) -> None:
    """Core rules, "Evading" (item 2) and "Encountering Another Character": the Thief's theft
    is an ability used on the Wizard, who may evade it with Invisibility; then nothing is
    taken and the Thief's turn ends."""
    game = thief_meets_invisible_wizard(catalogue)
    play(game, "use steal character/wizard gold")
    assert game.decision.kind == "defend" and game.decision.player == 1
    assert legal(game) == {"accept", "cast spell/invisibility"}
    events = play(game, "cast spell/invisibility")
    assert "evaded 1" in events and game.state.current == 1
    assert [c.gold for c in game.state.players] == [1, 1]


def test_an_ability_not_evaded_takes_effect(catalogue) -> None:
    """Core rules, "Evading": declining to evade, the theft happens as usual."""
    game = thief_meets_invisible_wizard(catalogue)
    play(game, "use steal character/wizard gold", "accept")
    assert [c.gold for c in game.state.players] == [2, 0]
    assert game.state.players[1].spells == ("spell/invisibility",)


def test_the_defender_may_cast_psionic_blast_before_the_dice(catalogue) -> None:
    """Core rules, "Battles Between Two Characters", step 2: both characters may cast Spells
    before the attack rolls; the attacked Wizard's Psionic Blast adds his Craft 5 to his
    Strength 2, and the attacker may still cast his own."""
    game = new_game(catalogue, "character/dwarf", "character/wizard")
    play(game, "adjust spell/psionic-blast#1 1", "adjust spell/psionic-blast#2 0", "adjust 0 fate 0")
    play(
        game,
        "adjust 1 fate 0",
        "adjust 0 position space/outer/fields-2",
        "adjust 1 position space/outer/ruins",
    )
    play(game, "adjust turn 0", "roll 1", "move space/outer/ruins", "encounter character/wizard")
    assert game.decision.kind == "defend" and game.decision.player == 1
    assert "cast spell/psionic-blast#1" in legal(game)
    play(game, "cast spell/psionic-blast#1")
    while game.decision.kind in ("draw", "defend"):  # the Wizard's last Spell is replaced
        play(game, "fight" if game.decision.kind == "defend" else str(game.legal_actions()[0]))
    assert game.decision.kind == "battle" and "cast spell/psionic-blast#2" in legal(game)
    play(game, "fight")
    events = play(game, "roll 1", "roll 1")  # Dwarf 3 + 1 against Wizard 2 + 5 + 1
    assert "attack_scores 0 4 8" in events


def test_an_enemy_on_an_instruction_space_is_fought_before_the_space(catalogue) -> None:
    """Core rules, "Encountering a Space - Other Spaces": an Enemy left on the Tavern attacks
    first; beaten by it, the character never rolls on the Tavern's table."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/plains-2", "adjust 0 fate 0")
    play(
        game, "adjust adventure/wolf space/outer/tavern", "adjust turn 0", "roll 1", "move space/outer/tavern"
    )
    if game.decision.kind == "battle":
        play(game, "fight")
    assert "attack roll" in game.decision.prompt
    events = play(game, "roll 1", "roll 6")  # 3 against 8
    assert "defeated 0" in events and game.state.current == 1
    assert game.state.board["space/outer/tavern"] == ("adventure/wolf",)


def test_starting_on_the_portal_a_roll_of_one_goes_through(catalogue) -> None:
    """Core rules, "The Portal of Power": standing on the Portal space (after a failed try),
    any roll carries the character beyond it, so he may try again; every passage needs it."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    play(game, "adjust 0 position space/middle/portal-of-power", "adjust turn 0", "roll 1")
    assert "move space/inner/plain-of-peril" in legal(game)
    play(game, "move space/inner/plain-of-peril")
    assert game.decision.kind == "portal"


def test_a_stand_off_with_the_sentinel_ends_the_turn_on_his_space(catalogue) -> None:
    """Core rules, "Stand-off" with the Sentinel crossing: nobody is hurt, the move stops on
    the Sentinel space and the turn ends."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 position space/outer/woods-2", "adjust 0 fate 0", "adjust 0 strength 5")
    play(game, "adjust turn 0", "roll 2", "move space/middle/hills")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 3", "roll 1")  # 2 + 5 + 3 = 10 = Sentinel 9 + 1
    assert "stand_off 0" in events and game.state.current == 1
    wizard = game.state.players[0]
    assert wizard.position == "space/outer/sentinel" and wizard.lives == 4


def test_a_card_that_moves_itself_is_dealt_with_before_the_rest(catalogue) -> None:
    """Core rules, "Adventure Cards" (the exception to number order): the Ghost, drawn after
    the Giant, first rolls where it goes and leaves without touching the drawer; the Giant
    (number 2) attacks only then."""
    game = to_ruins(catalogue)
    events = play(game, "draw adventure/giant", "draw adventure/ghost", "roll 1")
    if game.decision.kind == "fate":
        events += play(game, "accept")
    assert "placed adventure/ghost#1 space/outer/city" in events
    assert game.state.board["space/outer/ruins"] == ("adventure/giant",)
    assert game.state.players[0].lives == 4
    if game.decision.kind == "battle":
        play(game, "fight")
    assert "attack roll" in game.decision.prompt
