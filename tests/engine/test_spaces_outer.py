"""Outer Region spaces (core rulebook, the board and "Encountering a Space"; digital rulebook
FAQ, "Board spaces"). Each test names the space it plays."""

from __future__ import annotations

import pytest

from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for, land

CITY = "space/outer/city"


def test_city_with_nothing_usable_sends_you_to_the_enchantress(catalogue) -> None:
    """FAQ, Board spaces, City: full lives and no Object: the Enchantress, at once."""
    game = game_for(catalogue)
    land(game, CITY)
    assert game.decision.kind == "roll"  # no choice offered: the Enchantress's die
    play(game, "roll 4")
    assert game.state.players[0].craft == 1  # City: Enchantress 4 adds a Craft


def test_city_enchantress_one_makes_a_toad(catalogue) -> None:
    """City, Enchantress 1: a Toad for three turns (core rules, "Toads")."""
    game = game_for(catalogue)
    land(game, CITY)
    events = play(game, "roll 1")
    assert "toad 0 3" in events and game.state.players[0].is_toad


def test_city_offers_only_visits_that_can_be_made(catalogue) -> None:
    """FAQ, Board spaces, City: the Doctor needs a missing life and the gold; the Alchemist an
    Object. One missing life: only 'heal 1' is offered (the Doctor heals at most 2)."""
    game = game_for(catalogue)
    land(game, CITY, "adjust 0 lives 3", "adjust 0 gold 5", "adjust purchase/sword#1 0")
    assert game.decision.kind == "choose" and legal(game) == {"choose 1", "choose 2", "choose 3"}
    play(game, "choose 2")
    assert legal(game) == {"choose 1"}
    play(game, "choose 1")
    thief = game.state.players[0]
    assert thief.lives == 4 and thief.gold == 4


def test_city_doctor_heals_at_most_two(catalogue) -> None:
    """City: the Doctor heals up to 2 lives at 1 gold each."""
    game = game_for(catalogue)
    land(game, CITY, "adjust 0 lives 1", "adjust 0 gold 5")
    assert legal(game) == {"choose 1", "choose 2"}  # Enchantress, Doctor (no Object: no Alchemist)
    play(game, "choose 2")
    assert legal(game) == {"choose 1", "choose 2"}
    play(game, "choose 2")
    thief = game.state.players[0]
    assert thief.lives == 3 and thief.gold == 3


def test_city_alchemist_buys_objects_for_a_gold_each(catalogue) -> None:
    """City, Alchemist: Objects become 1 gold each; at least one must be sold (FAQ, City)."""
    game = game_for(catalogue)
    land(game, CITY, "adjust purchase/sword#1 0", "adjust purchase/helmet#1 0", "adjust 0 gold 0")
    play(game, "choose 2")  # Enchantress, Alchemist (full lives: no Doctor)
    assert game.decision.kind == "sell"
    assert "done" not in legal(game)  # must sell at least one
    play(game, "discard purchase/sword#1")
    assert "done" in legal(game)
    play(game, "discard purchase/helmet#1")
    thief = game.state.players[0]
    assert thief.gold == 2 and thief.objects == ()
    assert "purchase/sword#1" in game.state.decks["purchase"]  # Purchase cards go back to their deck


def test_village_without_gold_means_the_mystic(catalogue) -> None:
    """FAQ, Board spaces, City (Village answer): nothing else usable: the Mystic; 1 makes you evil."""
    game = game_for(catalogue)
    land(game, "space/outer/village", "adjust 0 gold 0")
    assert game.decision.kind == "roll"
    play(game, "roll 1")
    assert game.state.players[0].alignment == "evil"


def test_village_blacksmith_sells_and_healer_only_when_hurt(catalogue) -> None:
    """Village: the Blacksmith sells a Sword for 2 gold; full lives: no Healer offered."""
    game = game_for(catalogue)
    land(game, "space/outer/village", "adjust 0 gold 3")
    assert legal(game) == {"choose 1", "choose 2"}  # Blacksmith, Mystic
    play(game, "choose 1")
    assert "buy purchase/sword" in legal(game) and "buy purchase/armour" not in legal(game)
    play(game, "buy purchase/sword")  # 1 gold left buys nothing more: the shop closes
    thief = game.state.players[0]
    assert thief.gold == 1 and [o.split("#")[0] for o in thief.objects] == ["purchase/sword"]


def test_village_healer_heals_to_the_life_value(catalogue) -> None:
    """Village, Healer: 1 gold a life, up to the life value."""
    game = game_for(catalogue)
    land(game, "space/outer/village", "adjust 0 gold 1", "adjust 0 lives 2")
    assert legal(game) == {"choose 1", "choose 2"}  # 1 gold buys no item here: Healer, Mystic
    play(game, "choose 1", "choose 1")
    assert game.state.players[0].lives == 3 and game.state.players[0].gold == 0


@pytest.mark.parametrize(
    ("roll", "gold", "expect_gold"),
    [(3, 0, 0), (3, 2, 1), (4, 0, 1)],
)
def test_tavern_gambling(catalogue, roll: int, gold: int, expect_gold: int) -> None:
    """Tavern 3 loses a gold (none: no penalty, FAQ, Board spaces, Tavern Q1); 4 wins one."""
    game = game_for(catalogue)
    land(game, "space/outer/tavern", f"adjust 0 gold {gold}")
    play(game, f"roll {roll}")
    assert game.state.players[0].gold == expect_gold


def test_tavern_one_misses_a_turn_two_fights_a_farmer(catalogue) -> None:
    """Tavern 1: miss a turn; 2: a Farmer of Strength 3."""
    game = game_for(catalogue)
    land(game, "space/outer/tavern")
    play(game, "roll 1")
    assert game.state.players[0].missed_turns == 1 and game.state.current == 1
    game = game_for(catalogue)
    land(game, "space/outer/tavern")
    play(game, "roll 2")
    battle = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle["creature"] == {"name": "Farmer", "strength": 3}


def test_tavern_wizard_teleports_as_the_next_move(catalogue) -> None:
    """Tavern 5: next move, any other Outer Region space instead of rolling; kept over a
    missed turn (FAQ, Board spaces, Tavern Q2)."""
    game = game_for(catalogue)
    land(game, "space/outer/tavern")
    play(game, "roll 5", "adjust 0 missed 1")
    assert game.state.current == 1
    play(game, "adjust turn 0")  # this turn is missed
    assert game.state.current == 1
    play(game, "adjust turn 0")
    assert game.decision.kind == "instead"
    assert "move space/outer/chapel" in legal(game) and "move space/middle/temple" not in legal(game)
    assert "move space/outer/tavern" not in legal(game)
    play(game, "move space/outer/chapel")
    assert game.state.players[0].position == "space/outer/chapel"
    assert "next-move/0" not in game.state.markers


def test_tavern_boatman_rows_to_the_temple(catalogue) -> None:
    """Tavern 6: the boatman takes you to the Temple as your next move, and you pray there."""
    game = game_for(catalogue)
    land(game, "space/outer/tavern")
    play(game, "roll 6", "adjust turn 0")
    assert legal(game) == {"move space/middle/temple", "begin"}
    play(game, "move space/middle/temple")
    assert game.state.players[0].position == "space/middle/temple"
    assert game.decision.kind == "roll" and game.state.stack[-1]["dice"] == 2  # the Temple's two dice


def test_tavern_offer_declined_is_gone(catalogue) -> None:
    """Tavern 5: the offer is for the next move only; moving normally forfeits it."""
    game = game_for(catalogue)
    land(game, "space/outer/tavern")
    play(game, "roll 5", "adjust turn 0", "begin")
    assert game.decision.kind == "roll" and "next-move/0" not in game.state.markers


@pytest.mark.parametrize(
    ("space", "roll", "creature"),
    [
        ("space/outer/forest", 1, {"name": "Brigand", "strength": 4}),
        ("space/outer/crags", 1, {"name": "Spirit", "craft": 4}),
    ],
)
def test_forest_brigand_and_crags_spirit(catalogue, space: str, roll: int, creature: dict) -> None:
    """Forest 1: a Brigand (Strength 4); Crags 1: a Spirit (Craft 4, psychic combat)."""
    game = game_for(catalogue)
    land(game, space)
    play(game, f"roll {roll}")
    battle = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle["creature"] == creature


@pytest.mark.parametrize(
    ("space", "stat"), [("space/outer/forest", "craft"), ("space/outer/crags", "strength")]
)
def test_forest_and_crags_six_and_getting_lost(catalogue, space: str, stat: str) -> None:
    """Forest 6 adds a Craft, Crags 6 a Strength; 2-3 on either: lost for a turn."""
    game = game_for(catalogue)
    land(game, space)
    play(game, "roll 6")
    assert getattr(game.state.players[0], stat) == 1
    game = game_for(catalogue)
    land(game, space)
    play(game, "roll 2")
    assert game.state.players[0].missed_turns == 1


def test_graveyard_by_alignment(catalogue) -> None:
    """Graveyard: good loses a life; evil refills fate for free; neutral pays 1 gold a fate."""
    game = game_for(catalogue)
    land(game, "space/outer/graveyard", "adjust 0 alignment good")
    assert game.state.players[0].lives == 3
    game = game_for(catalogue)
    land(game, "space/outer/graveyard", "adjust 0 alignment evil")
    play(game, "choose 1")
    assert game.state.players[0].fate == 2  # the Thief's fate value
    game = game_for(catalogue)
    land(game, "space/outer/graveyard", "adjust 0 gold 1")
    play(game, "choose 1")  # the gold is spent: nothing more to buy
    assert game.state.players[0].fate == 1 and game.state.players[0].gold == 0


def test_chapel_by_alignment(catalogue) -> None:
    """Chapel: evil loses a life; good is healed free (or prays); neutral pays 1 gold a life."""
    game = game_for(catalogue)
    land(game, "space/outer/chapel", "adjust 0 alignment evil")
    assert game.state.players[0].lives == 3
    game = game_for(catalogue)
    land(game, "space/outer/chapel", "adjust 0 alignment good", "adjust 0 lives 1")
    play(game, "choose 1")
    assert game.state.players[0].lives == 4
    game = game_for(catalogue)
    land(game, "space/outer/chapel", "adjust 0 alignment good")
    play(game, "choose 2", "roll 5")  # pray: 5 gains a life above the life value
    assert game.state.players[0].lives == 5


@pytest.mark.parametrize(
    "space",
    [
        "space/outer/fields-1",
        "space/outer/hills-1",
        "space/outer/plains-1",
        "space/outer/woods-1",
        "space/middle/woods",
        "space/middle/hills",
        "space/outer/sentinel",
        "space/middle/portal-of-power",
    ],
)
def test_draw_one_spaces(catalogue, space: str) -> None:
    """Fields, Hills, Plains, Woods, and stopping on the Sentinel or the Portal of Power: draw
    1 card, but none when one already lies there (core rules, "Encountering a Space - Draw
    Cards Spaces")."""
    game = game_for(catalogue)
    land(game, space)
    assert game.decision.kind == "draw" and game.state.stack[-1]["count"] == 1
    game = game_for(catalogue)
    land(game, space, f"adjust adventure/bag-of-gold#1 {space}")
    assert game.decision.kind != "draw"


def test_ruins_draw_two(catalogue) -> None:
    """Ruins: cards are drawn until two lie there (one there already: one more)."""
    game = game_for(catalogue)
    land(game, "space/outer/ruins", "adjust adventure/bag-of-gold#1 space/outer/ruins")
    assert game.decision.kind == "draw"
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind != "draw" and len(game.state.board["space/outer/ruins"]) == 2


def test_ruins_ditch_after_the_first_card_to_skip_the_second(catalogue) -> None:
    """FAQ, Board spaces, Ruins: after the first card an Object may be ditched there so that
    no second card is drawn; it cannot be taken back this turn."""
    game = game_for(catalogue)
    land(game, "space/outer/ruins", "adjust purchase/helmet#1 0")
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "ditch" and legal(game) == {"done", "ditch purchase/helmet#1"}
    play(game, "ditch purchase/helmet#1")
    assert game.decision.kind != "draw"
    assert game.state.board["space/outer/ruins"][-1] == "purchase/helmet#1"
    assert "take purchase/helmet#1" not in legal(game)


def test_ruins_no_ditching_draws_the_second(catalogue) -> None:
    """Ruins: declining to ditch, the second card is drawn."""
    game = game_for(catalogue)
    land(game, "space/outer/ruins", "adjust purchase/helmet#1 0")
    play(game, "draw adventure/bag-of-gold", "done")
    assert game.decision.kind == "draw"


def test_every_space_handler_is_engine_code(catalogue) -> None:
    """Issue 4, every board space: no space (nor a handler step inside one) falls back to
    resolving by hand; rows that share a handler have their own code (Tavern, Warlock's Cave)."""
    from content import steps as vocab
    from engine import cards

    for space in (s for s in catalogue.spaces if s.expansion == "core"):  # the core board's
        named = [space.handler] if space.handler else []
        named += [arg for name, arg in vocab.walk(list(space.effect)) if name == "handler"]
        for handler in named:
            assert cards.known(handler), (space.id, handler)


def test_sentinel_card_does_not_stop_a_crossing(catalogue) -> None:
    """FAQ, Crossing Regions: a card on the Sentinel neither blocks the crossing nor is met."""
    game = game_for(catalogue)
    play(game, "adjust 0 position space/outer/woods-2", "adjust 0 strength 9")
    play(game, "adjust adventure/bag-of-gold#1 space/outer/sentinel", "adjust turn 0", "roll 2")
    play(game, "move space/middle/hills")
    if "fight" in legal(game):
        play(game, "fight")
    play(game, "roll 6", "roll 1")  # 18 against the Sentinel's 10
    assert game.state.players[0].position == "space/middle/hills"
    assert game.state.board["space/outer/sentinel"] == ("adventure/bag-of-gold#1",)
    assert game.decision.kind == "draw"  # the Hills' own card
