"""The Blood Moon's Spells, characters and Alternative Endings in play (issue 13, item 3).
Spells: the cards as data (content/data/blood-moon/spells.yaml) under the core rules'
"Casting Spells"; endings: the expansion rulesheets' "Alternative Ending Cards" (revealed and
hidden variants) and the digital rulebook's "Physical Setup" step 4 (1-3 hidden, 4-6
revealed); characters: the abilities as the previews state them."""

from __future__ import annotations

import pytest

from engine import Game, Setup
from engine.errors import InvalidState
from engine.handlers.blood_moon.endings import ENDING, endings_in_play
from tests.engine.blood_moon_helpers import FIELDS, PRIEST, WIZARD, fight, moon_game
from tests.engine.engine_helpers import land_on, legal, play

SORCERESS = "character/sorceress"


def caster(catalogue, *spells: str, night: bool = False) -> Game:
    """The Sorceress holds ``spells`` at the start of her turn (Blood Moon game)."""
    game = moon_game(catalogue, SORCERESS, WIZARD, night=night)
    play(game, "adjust 0 position space/outer/city", *(f"adjust {s} 0" for s in spells), "adjust turn 0")
    return game


def test_solstice_ritual_turns_the_time_card(catalogue) -> None:
    game = caster(catalogue, "spell/solstice-ritual")
    play(game, "cast spell/solstice-ritual")
    assert game.state.time == "night"


def test_benediction_gives_two_lives_or_four_by_day(catalogue) -> None:
    game = caster(catalogue, "spell/benediction")
    play(game, "cast spell/benediction character/sorceress")
    assert game.state.players[0].lives == 4 + 4
    night = caster(catalogue, "spell/benediction", night=True)
    play(night, "cast spell/benediction character/sorceress")
    assert night.state.players[0].lives == 4 + 2


def test_curse_of_the_werewolf_curses_then_sends_to_the_chart(catalogue) -> None:
    game = caster(catalogue, "spell/curse-of-the-werewolf#1", "spell/curse-of-the-werewolf#2")
    play(game, "cast spell/curse-of-the-werewolf#1 character/sorceress")
    assert game.state.players[0].lycanthrope
    play(game, "cast spell/curse-of-the-werewolf#2 character/sorceress")
    assert game.decision.kind == "roll" and "Werewolf" in game.decision.prompt


def test_drain_life_discards_the_enemy_and_heals(catalogue) -> None:
    game = moon_game(catalogue, SORCERESS, WIZARD)
    play(game, "adjust 0 lives 1", "adjust spell/drain-life 0")
    land_on(game, 0, FIELDS, f"adjust adventure/ape {FIELDS}")
    assert "cast spell/drain-life" in legal(game)
    play(game, "cast spell/drain-life")
    sorceress = game.state.players[0]
    assert "adventure/ape" in game.state.discards["adventure"] and "adventure/ape" not in sorceress.trophies
    assert sorceress.lives == 4  # healed 3 (the Ape's Strength), up to her life value


def test_feral_hunger_makes_the_creature_roll_a_six(catalogue) -> None:
    game = moon_game(catalogue, SORCERESS, WIZARD)
    play(game, "adjust spell/feral-hunger 0")
    land_on(game, 0, FIELDS, f"adjust adventure/ape {FIELDS}")
    play(game, "cast spell/feral-hunger", "roll 1", "roll 1")
    assert game.state.players[0].lives == 3  # the Ape's 6 + 3 - 1 by Day beat her 1 + 2


def test_exorcise_keeps_a_spirit_as_a_trophy_by_day(catalogue) -> None:
    game = moon_game(catalogue, SORCERESS, WIZARD)
    play(game, "adjust spell/exorcise 0", "adjust adventure/ghost#1 space/middle/castle")
    land_on(game, 0, FIELDS, f"adjust adventure/ape {FIELDS}")
    assert "cast spell/exorcise adventure/ghost#1" in legal(game)
    play(game, "cast spell/exorcise adventure/ghost#1")
    assert "adventure/ghost#1" in game.state.players[0].trophies


def test_burial_rites_pray_by_the_time_of_day(catalogue) -> None:
    game = caster(catalogue, "spell/burial-rites")
    play(game, "cast spell/burial-rites", "roll 5")
    assert game.state.players[0].lives == 5  # by Day as at the Chapel: 5 gains a life
    night = caster(catalogue, "spell/burial-rites", night=True)
    play(night, "cast spell/burial-rites", "roll 5")
    assert night.state.players[0].fate == 1  # at Night as at the Graveyard: 5 gains a fate


# --- Alternative Endings --------------------------------------------------------------------


def ending_game(catalogue, variant: str) -> Game:
    return Game.new(
        Setup.of(WIZARD, PRIEST, seed=1, expansions=("blood-moon",), options={"ending": variant}), catalogue
    )


def test_the_roll_decides_hidden_or_revealed(catalogue) -> None:
    game = ending_game(catalogue, "roll")
    assert game.decision.kind == "roll" and "hidden" in game.decision.prompt
    play(game, "roll 3")
    assert game.decision.kind == "random"
    assert legal(game) == {"draw ending/horrible-black-void", "draw ending/blood-moon-third-ending"}
    revealed = ending_game(catalogue, "roll")
    play(revealed, "roll 4")
    assert "draw ending/lightbearers" in legal(revealed)


def test_a_revealed_ending_never_deals_a_hidden_card(catalogue) -> None:
    """Digital rulebook, Physical Setup, step 4: "On a 1-3 roll the Ending is Hidden. On a 4-6
    roll the ending is Revealed. After rolling, remove the unused Hidden or Revealed Ending
    cards from the Ending deck and shuffle the deck." Revealed: the Hidden cards are out."""
    hidden_cards = {c.id for c in catalogue.in_play("ending", ("blood-moon",)) if c.variant == "hidden"}
    assert hidden_cards  # the box has Hidden endings to leave out
    for how in (("roll", "roll 4"), ("roll", "roll 6"), ("revealed",)):
        game = ending_game(catalogue, how[0])
        play(game, *how[1:])
        assert game.decision.kind == "random"
        dealt = {a.split()[1] for a in legal(game)}
        assert dealt == {"ending/lightbearers"}, how
        assert not dealt & hidden_cards
    assert not set(endings_in_play(game, "revealed")) & hidden_cards


def test_a_hidden_ending_lies_face_down(catalogue) -> None:
    game = ending_game(catalogue, "hidden")
    events = play(game, "draw ending/horrible-black-void")
    assert game.state.markers[ENDING] == {"card": "ending/horrible-black-void", "faceup": False}
    assert "ending hidden facedown" in events  # nothing tells the players which card it is


def test_revealed_only_cards_are_never_hidden(catalogue) -> None:
    game = ending_game(catalogue, "hidden")
    assert "ending/lightbearers" not in endings_in_play(game, "hidden")
    assert "ending/lightbearers" in endings_in_play(game, "revealed")


def test_the_ending_option_is_checked(catalogue) -> None:
    with pytest.raises(InvalidState):
        Setup.of(WIZARD, expansions=("blood-moon",), options={"ending": "sometimes"})


def crown(game: Game, p: int = 0) -> list[str]:
    """Player ``p`` steps onto the Crown of Command from the Valley of Fire."""
    events = play(game, f"adjust {p} position space/inner/valley-of-fire", f"adjust turn {p}")
    if game.decision.kind == "begin":
        events += play(game, "begin")
    return events + play(game, "move space/inner/crown-of-command")


def test_the_horrible_black_void_swallows_the_finder(catalogue) -> None:
    game = ending_game(catalogue, "hidden")
    play(game, "draw ending/horrible-black-void")
    events = crown(game)
    wizard = game.state.players[0]
    assert "ending turned ending/horrible-black-void" in events
    assert not wizard.alive and wizard.out and ENDING not in game.state.markers


def test_lightbearers_lose_a_fate_each_nightfall_and_win_together(catalogue) -> None:
    game = ending_game(catalogue, "revealed")
    play(game, "draw ending/lightbearers")
    assert game.state.markers["lightbearers/fate"] == 4  # 2 per character
    from engine.handlers.blood_moon.moon import flip

    flip(game)  # Nightfall
    assert game.state.markers["lightbearers/fate"] == 3
    crown(game)
    assert game.state.winner == 0


def test_lightbearers_lose_when_the_last_fate_goes(catalogue) -> None:
    game = ending_game(catalogue, "revealed")
    play(game, "draw ending/lightbearers")
    from engine.handlers.blood_moon.moon import flip

    for _ in range(7):  # 4 Nightfalls take the 4 fate
        flip(game)
    assert game.state.winner == -1


# --- characters -------------------------------------------------------------------------------


def test_the_vampire_hunter_may_redraw_anything_but_an_enemy(catalogue) -> None:
    game = moon_game(catalogue, "character/vampire-hunter", WIZARD)
    land_on(game, 0, "space/outer/ruins")
    play(game, "draw adventure/ape", "draw adventure/bag-of-gold")
    assert game.decision.kind == "hunt"
    assert legal(game) == {"pass", "discard adventure/bag-of-gold#1"}


def test_the_doomsayer_profits_from_others_enemies(catalogue) -> None:
    game = moon_game(catalogue, WIZARD, "character/doomsayer")
    play(game, "adjust 1 fate 0")
    fight(game, "adventure/ape", mine=6, theirs=1)  # the Wizard meets an Enemy lying there...
    land_on(game, 0, "space/outer/fields-2")
    play(game, "draw adventure/bear")  # ... and one drawn: the Doomsayer's fate
    assert game.state.players[1].fate == 1


def test_the_witch_finder_draws_one_more_when_no_enemy_came(catalogue) -> None:
    game = moon_game(catalogue, WIZARD, PRIEST)
    play(game, "adjust adventure/witch-finder 0")
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/bag-of-gold")
    assert legal(game) == {"pass", "use witch-finder"}
    play(game, "use witch-finder")
    assert game.decision.kind == "draw"


def test_the_keeper_of_the_vigil_brings_day_joins_and_grants_one_redraw(catalogue) -> None:
    game = moon_game(catalogue, WIZARD, PRIEST, night=True)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/keeper-of-the-vigil")
    assert game.state.time == "day"  # as it was revealed
    assert "adventure/keeper-of-the-vigil#1" in game.state.players[0].followers
    land_on(game, 0, "space/outer/fields-2")
    play(game, "draw adventure/bear")
    assert game.decision.kind == "vigil"
    assert game.decision.prompt.startswith("Keeper of the Vigil: throw away a card just drawn")
    play(game, "discard adventure/bear")
    assert "adventure/keeper-of-the-vigil#1" not in game.state.players[0].followers
    assert game.decision.kind == "draw"  # the replacement


def test_the_disciple_of_darkness_keeps_a_spell_at_night_and_brings_it(catalogue) -> None:
    game = caster(catalogue, "spell/benediction")
    play(game, "adjust adventure/disciple-of-darkness 0")
    assert "use adventure/disciple-of-darkness" in legal(game)  # by Day: dismiss him for the Night
    night = caster(catalogue, "spell/benediction", night=True)
    play(night, "adjust adventure/disciple-of-darkness 0", "cast spell/benediction character/sorceress")
    assert night.decision.kind == "draw" and night.state.stack[-1]["deck"] == "spell"  # a new Spell
    play(game, "use adventure/disciple-of-darkness")
    assert game.state.time == "night" and "adventure/disciple-of-darkness" in game.state.discards["adventure"]
