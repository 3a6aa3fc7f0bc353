"""The Highland's spaces that need more than the effect steps: the Mountain Pass, the Lost City's
results, the Glacier, the Ice Bridge and the Precipice (their texts: talismanwiki, as the data's
`source` says; digital rulebook, "Lost City Rewards"; FAQ, Highland Region, Precipice). Each test
quotes the rulebook or says the space's rule in our words."""

from __future__ import annotations

import pytest

import content
from engine import Game
from engine.state import base_id
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_helpers import highland_game, land, turn

CANYON, PASS = "space/highland/canyon", "space/highland/mountain-pass"
LOST_CITY, RAVINE_3 = "space/highland/lost-city", "space/highland/ravine-3"
GLACIER, ICE_BRIDGE = "space/highland/glacier", "space/highland/ice-bridge"
RIDGEWAY, PRECIPICE = "space/highland/the-ridgeway", "space/highland/precipice"


def drawing(g: Game) -> bool:
    return g.decision.is_chance and g.decision.kind == "draw" and "highland" in g.decision.prompt


# --- the Mountain Pass -------------------------------------------------------------------------


def test_the_mountain_pass_draws_a_card_even_with_one_lying_there(catalogue: content.Catalogue) -> None:
    """Mountain Pass: draw 1 Highland Card even if cards already lie here (the others top up)."""
    g = highland_game(catalogue)
    land(g, PASS, CANYON, 1, f"adjust highland/opal#1 {PASS}")
    assert drawing(g)
    play(g, "draw highland/emerald")
    assert not drawing(g) and {base_id(c) for c in g.state.board[PASS]} == {
        "highland/opal",
        "highland/emerald",
    }


def _after_the_pass(g: Game) -> None:
    """The first player met the Pass (and its Emerald); his next turn starts there."""
    land(g, PASS, CANYON, 1)
    play(g, "draw highland/emerald")
    if g.decision.kind == "take":
        play(g, "done")  # the Emerald left lying
    assert g.state.markers.get("mountain-pass/0") is True
    turn(g, PASS)


@pytest.mark.parametrize(("die", "where"), [(1, PASS), (3, PASS), (6, LOST_CITY)])
def test_the_next_turn_at_the_pass_is_a_die_in_place_of_the_move(
    catalogue: content.Catalogue, die: int, where: str
) -> None:
    """Mountain Pass: on the next turn, in place of the move, roll 1 die: 1 to 3, the way is
    blocked and the space is met again (its draw again); 6, the way to the Lost City (met: its
    2 dice)."""
    g = highland_game(catalogue)
    _after_the_pass(g)
    assert g.decision.kind == "roll" and "Mountain Pass" in g.decision.prompt
    play(g, f"roll {die}")
    assert g.state.players[0].position == where
    if where == PASS:
        assert drawing(g) or g.decision.kind == "take"  # met again
    else:
        assert g.decision.kind == "roll" and "2" in g.decision.prompt  # the Lost City's 2 dice


def test_a_4_or_5_at_the_pass_lets_him_move_on_as_usual(catalogue: content.Catalogue) -> None:
    """Mountain Pass: 4 or 5, move on as usual (the move's own die follows)."""
    g = highland_game(catalogue)
    _after_the_pass(g)
    play(g, "roll 4")
    assert g.decision.kind == "roll" and "movement" in g.decision.prompt
    play(g, "roll 1")
    assert legal(g) - {"reroll"} == {f"move {CANYON}", f"move {LOST_CITY}"}


# --- the Lost City -----------------------------------------------------------------------------


def test_lost_in_the_lost_city_until_a_move_shows_4_to_6(catalogue: content.Catalogue) -> None:
    """Lost City, 6: you are lost, and stay there until you roll 4, 5 or 6 for your move."""
    g = highland_game(catalogue)
    land(g, LOST_CITY, PASS, 1)
    play(g, "roll 3", "roll 3")
    turn(g, LOST_CITY, 3)
    assert g.state.players[0].position == LOST_CITY and g.state.current == 1  # still lost: turn over
    turn(g, LOST_CITY, 5)  # found the way: that roll is the move
    assert {f"move {s}" for s in ("space/highland/cliff", "space/highland/waterfall")} <= legal(g)


@pytest.mark.parametrize(("total", "keyword"), [((5, 5), "armour"), ((5, 6), "weapon")])
def test_the_lost_city_gives_armour_or_a_weapon_chosen_from_the_purchase_deck(
    catalogue: content.Catalogue, total: tuple[int, int], keyword: str
) -> None:
    """ "When characters gain a Weapon or Armour, they may look through the Purchase deck and
    choose which card they receive, as long as the Object has the proper Weapon or Armour
    keyword." (Lost City: 10 Armour, 11 a Weapon.)"""
    g = highland_game(catalogue)
    land(g, LOST_CITY, PASS, 1)
    play(g, *(f"roll {d}" for d in total))
    offered = {str(a).split(" ", 1)[1] for a in g.legal_actions() if a.verb == "take"}
    marked = {c.id for c in catalogue if c.kind == "purchase" and keyword in getattr(c, "keywords", ())}
    in_deck = {c.split("#")[0] for c in g.state.decks["purchase"]}
    assert offered == marked & in_deck and offered
    card = sorted(offered)[0]
    play(g, f"take {card}")
    assert any(o.startswith(card) for o in g.state.players[0].objects)


def test_the_lost_city_12_draws_a_relic_at_random(catalogue: content.Catalogue) -> None:
    """ "When characters gain a Relic, they must draw one card from the Relic deck randomly." """
    g = highland_game(catalogue)
    land(g, LOST_CITY, PASS, 1)
    play(g, "roll 6", "roll 6")
    assert g.decision.is_chance and "relic" in g.decision.prompt
    play(g, "draw relic/arnkell")
    assert "relic/arnkell" in g.state.players[0].objects


# --- the Glacier -------------------------------------------------------------------------------


def test_below_strength_and_craft_the_glacier_slides_him_to_any_hills(catalogue: content.Catalogue) -> None:
    """Glacier: roll 2 dice; below your Strength and Craft added together, you slide down to any
    Hills space of any Region (a move during an encounter: the new space is met, digital
    rulebook, "Encounter Sequence")."""
    g = highland_game(catalogue)
    land(g, GLACIER, RAVINE_3, 1)  # the Dwarf: Strength 3, Craft 3
    play(g, "roll 2", "roll 3")  # 5, below 6
    hills = {s.id for s in g.board.spaces.values() if s.name == "Hills"}
    assert len(hills) > 2 and legal(g) == {f"move {s}" for s in hills}
    play(g, "move space/highland/hills")
    assert g.state.players[0].position == "space/highland/hills" and drawing(g)


def test_at_or_above_strength_and_craft_the_glacier_costs_the_next_turn(catalogue: content.Catalogue) -> None:
    """Glacier: equal to your Strength and Craft added together, or above, you lose your next turn."""
    g = highland_game(catalogue)
    land(g, GLACIER, RAVINE_3, 1)
    play(g, "roll 3", "roll 3")  # 6: not below
    ch = g.state.players[0]
    assert ch.position == GLACIER and ch.missed_turns == 1


# --- the Ice Bridge ----------------------------------------------------------------------------


def test_the_ice_bridge_die_less_followers_at_0_kills(catalogue: content.Catalogue) -> None:
    """Ice Bridge: you may leave any of your Followers behind first; then roll 1 die less 1 for
    each Follower still with you; at 0 or less the ice breaks and you are killed."""
    g = highland_game(catalogue)
    land(g, ICE_BRIDGE, GLACIER, 1, "adjust adventure/mule 0", "adjust adventure/guide#1 0")
    assert g.decision.kind == "ditch" and legal(g) == {
        "ditch adventure/mule",
        "ditch adventure/guide#1",
        "done",
    }
    play(g, "ditch adventure/mule", "done")
    assert "adventure/mule" in g.state.board[ICE_BRIDGE]
    play(g, "roll 1")  # 1 less the Guide: 0
    assert not g.state.players[0].alive and g.state.players[0].lives == 0


def test_the_ice_bridge_holds_above_0(catalogue: content.Catalogue) -> None:
    g = highland_game(catalogue)
    land(g, ICE_BRIDGE, GLACIER, 1, "adjust adventure/mule 0")
    play(g, "done", "roll 2")  # 2 less the Mule: 1
    ch = g.state.players[0]
    assert ch.alive and "adventure/mule" in ch.followers


# --- the Precipice -----------------------------------------------------------------------------


def test_the_precipice_draws_always_and_its_cards_fall_when_the_turn_ends(
    catalogue: content.Catalogue,
) -> None:
    """Precipice: draw 1 Highland Card even if cards already lie here; when your turn ends, every
    card still lying here falls and is discarded."""
    g = highland_game(catalogue)
    land(g, PRECIPICE, RIDGEWAY, 1, f"adjust highland/opal#1 {PRECIPICE}")
    assert drawing(g)
    play(g, "draw highland/emerald")
    while g.state.current == 0 and g.decision.kind in ("take", "encounter"):
        play(g, "done")
    assert g.state.current == 1
    assert not g.state.board.get(PRECIPICE)
    assert {"highland/opal", "highland/emerald"} <= {base_id(c) for c in g.state.discards["highland"]}


def test_faq_the_precipice_keeps_cards_ditched_when_a_character_there_was_met(
    catalogue: content.Catalogue,
) -> None:
    """FAQ, Precipice: "Q: If cards are ditched on a Precipice space as a result of a character
    encounter, are they discarded at the end of the turn? A: No. The instructions on the space
    are only followed if a character encounters the space, not another character in the space." """
    g = highland_game(catalogue)
    play(g, f"adjust 1 position {PRECIPICE}", f"adjust highland/opal#1 {PRECIPICE}")
    turn(g, RIDGEWAY, 1)
    play(g, f"move {PRECIPICE}")
    assert "encounter character/wizard" in legal(g)
    play(g, "encounter character/wizard")
    while g.state.current == 0:
        choices = sorted(legal(g))
        play(g, choices[0] if not g.decision.is_chance else choices[0])
    assert "highland/opal#1" in g.state.board.get(PRECIPICE, ())


# --- the Ruined Mine ---------------------------------------------------------------------------

CLIFF, RUINED_MINE = "space/highland/cliff", "space/highland/ruined-mine"


def test_the_ruined_mine_asks_the_table_what_its_board_gives_for_the_die(
    catalogue: content.Catalogue,
) -> None:
    """Ruined Mine: roll 1 die and read the result off the board: seven outcomes are known (a
    Cave Troll, a Wood Ghost or a Wraith attacks, lost for a turn, 1, 2 or 3 gold), but not which
    face gives which, so the table says it once for each face, as for a chart no source prints."""
    g = highland_game(catalogue)
    gold = g.state.players[0].gold
    land(g, RUINED_MINE, CLIFF, 1)
    play(g, "roll 4")
    assert g.decision.kind == "printed_effect" and "4" in g.decision.prompt
    effects = g.cat[RUINED_MINE].chart["effects"]
    labels = [e["label"] for e in effects]
    assert len(labels) == 7 and any("Cave Troll" in label for label in labels)
    three = 1 + next(i for i, e in enumerate(effects) if e["do"] == [{"gain": {"gold": 3}}])
    play(g, f"choose {three}")
    assert g.state.players[0].gold == gold + 3
    land(g, RUINED_MINE, CLIFF, 1)
    play(g, "roll 4")  # the same face: not asked again
    assert g.state.players[0].gold == gold + 6
