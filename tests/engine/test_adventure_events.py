"""Adventure Events (core rulebook, "Types of Adventure Cards": Events; "Losing a Turn").

Each test names the card it checks. Player 0 draws the card on Fields next to the City.
"""

from __future__ import annotations

from engine import invariants
from tests.engine.adventure_scenes import give, meet
from tests.engine.engine_helpers import legal, new_game, play


def test_angel_heals_the_good_and_hurts_the_evil(catalogue) -> None:
    """Angel: good +1 life, evil -1 life, neutral nothing."""
    for player, lives in ((0, 5), (1, 3), (2, 5)):
        game = new_game(catalogue, "character/monk", "character/wizard", "character/warrior")
        meet(game, "adventure/angel", player=player)
        assert game.state.players[player].lives == lives
        assert "adventure/angel" in game.state.discards["adventure"]


def test_devil_is_the_angel_reversed(catalogue) -> None:
    """Devil: evil +1 life, good -1 life."""
    for player, lives in ((0, 3), (1, 5)):
        game = new_game(catalogue, "character/monk", "character/wizard")
        meet(game, "adventure/devil", player=player)
        assert game.state.players[player].lives == lives


def test_mephistopheles_turns_the_good_evil_and_strengthens_the_evil(catalogue) -> None:
    """Mephistopheles: a good or neutral character turns evil; an evil one gains 1 Craft."""
    game = new_game(catalogue, "character/monk", "character/wizard")
    meet(game, "adventure/mephistopheles")
    assert game.state.players[0].alignment == "evil" and game.state.players[0].alignment_card
    game = new_game(catalogue, "character/monk", "character/wizard")
    meet(game, "adventure/mephistopheles", player=1)
    assert game.state.players[1].craft == 1 and game.state.players[1].alignment == "evil"


def test_imp_carries_the_drawer_off_by_the_die(catalogue) -> None:
    """Imp: 3 = the Tavern, which is then encountered (core rules, Adventure Cards example)."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/imp")
    play(game, "roll 3")
    assert game.state.players[0].position == "space/outer/tavern"
    assert "adventure/imp" in game.state.discards["adventure"]


def test_blizzard_two_rounds_of_one_space_moves(catalogue) -> None:
    """Blizzard: every character moves one space a turn for two rounds; the card lies on its
    space meanwhile, then is discarded. Its hooks run only while it lasts (engine.hooks)."""
    from engine.handlers.core.adventure_events import _blizzard_tick

    game = new_game(catalogue, "character/warrior", "character/monk")
    assert _blizzard_tick not in game.hooks_in_play["end_of_turn"]
    meet(game, "adventure/blizzard")
    assert game.state.board["space/outer/fields-1"] == ("adventure/blizzard",)
    assert _blizzard_tick in game.hooks_in_play["end_of_turn"]
    for _ in range(4):  # two rounds of two players: no die, one step
        assert game.decision.kind == "move" and all(a.startswith("move ") for a in legal(game))
        assert not game.decision.is_chance
        play(game, sorted(legal(game))[0])
        while game.decision.kind != "move" or game.decision.is_chance:
            play(game, "done" if "done" in legal(game) else sorted(legal(game))[0])
    assert "adventure/blizzard" in game.state.discards["adventure"]
    assert "rolled" in game.decision.prompt  # back to rolling the die
    assert _blizzard_tick not in game.hooks_in_play["end_of_turn"]


def test_blizzard_on_the_board_does_nothing_more(catalogue) -> None:
    """Blizzard: a second visitor to its space during the snow is not snowed in again."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/blizzard")
    marker = dict(game.state.markers["adventure/blizzard"])
    play(game, "adjust 1 position space/outer/city", "adjust turn 1", "move space/outer/fields-1")
    assert game.state.markers["adventure/blizzard"]["turns"] <= marker["turns"]


def test_book_of_spells_fills_the_hand_to_the_craft_limit(catalogue) -> None:
    """Book of Spells: draw until holding as many Spells as Craft allows (Craft 4: two)."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    meet(game, "adventure/book-of-spells")
    assert game.decision.kind == "draw" and game.decision.is_chance
    play(game, str(game.legal_actions()[0]))
    play(game, str(game.legal_actions()[0]))
    assert len(game.state.players[0].spells) == 2


def test_evil_darkness_stops_everyone_who_is_not_evil(catalogue) -> None:
    """Evil Darkness: the non-evil miss a turn; the drawer's turn ends (core rules, Losing a Turn)."""
    game = new_game(catalogue, "character/warrior", "character/wizard", "character/monk")
    events = meet(game, "adventure/evil-darkness")
    players = game.state.players
    assert players[1].missed_turns == 0 and players[2].missed_turns == 1
    assert players[0].missed_turns == 1 and "turn 1" in events  # nothing else waited on the space


def test_magical_vortex_takes_every_spell(catalogue) -> None:
    """Magical Vortex: every character discards all their Spells."""
    game = new_game(catalogue, "character/wizard", "character/priest")
    give(game, 0, "spell/teleport#1")
    give(game, 1, "spell/healing#1")
    meet(game, "adventure/magical-vortex")
    assert game.state.players[0].spells == () and game.state.players[1].spells == ()
    assert {"spell/teleport#1", "spell/healing#1"} <= set(game.state.discards["spell"])


def test_market_day_offers_the_goods_to_everyone_from_the_drawer(catalogue) -> None:
    """Market Day: beginning with the drawer, clockwise, each character may buy."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, "adjust 0 gold 2", "adjust 1 gold 1")
    meet(game, "adventure/market-day")
    assert game.decision.player == 0 and game.decision.kind == "shop"
    assert "buy purchase/shield" in legal(game) and "buy purchase/raft" not in legal(game)
    play(game, "buy purchase/shield")
    assert game.decision.player == 1 and "buy purchase/helmet" in legal(game)
    play(game, "buy purchase/helmet")
    assert game.state.players[0].gold == 0 and game.state.players[1].gold == 0
    assert any(o.startswith("purchase/helmet") for o in game.state.players[1].objects)
    assert invariants.violations(game) == []


def test_pestilence_strikes_the_drawers_region_only(catalogue) -> None:
    """Pestilence: every character in the Region where it was drawn loses a life."""
    game = new_game(catalogue, "character/warrior", "character/monk", "character/priest")
    play(game, "adjust 1 position space/outer/village", "adjust 2 position space/middle/castle")
    meet(game, "adventure/pestilence")
    assert [c.lives for c in game.state.players] == [4, 3, 4]


def test_raiders_leave_the_gold_on_the_oasis_for_its_next_visitor(catalogue) -> None:
    """Raiders: all the drawer's gold goes to the Oasis, where a visitor picks it up."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, "adjust 0 gold 3")
    meet(game, "adventure/raiders")
    assert game.state.players[0].gold == 0 and game.state.markers["gold@space/middle/oasis"] == 3
    assert invariants.violations(game) == []  # the gold on the space still counts
    play(game, "adjust adventure/healer space/middle/oasis", "adjust adventure/market space/middle/oasis")
    play(game, "adjust 1 fate 0", "adjust 1 position space/middle/desert-1", "adjust turn 1", "roll 1")
    play(game, "move space/middle/oasis", "done")  # done: nothing bought at the Market
    assert game.state.players[1].gold == 4 and "gold@space/middle/oasis" not in game.state.markers


def test_siren_and_storm_hold_the_region(catalogue) -> None:
    """Siren and Storm: every character in the drawer's Region misses a turn; others not."""
    for card in ("adventure/siren", "adventure/storm"):
        game = new_game(catalogue, "character/warrior", "character/monk", "character/priest")
        play(game, "adjust 1 position space/outer/village", "adjust 2 position space/middle/castle")
        events = meet(game, card)
        players = game.state.players
        assert players[0].missed_turns == 1 and players[2].missed_turns == 0, card
        assert "misses_turn 1" in events and "turn 2" in events  # the monk's turn was lost
