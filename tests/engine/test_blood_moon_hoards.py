"""Blood Moon cards that draw Adventure Cards to pick among them: Twilight Forest at Night,
the Corpse Collector and the Phantom (issue 13, item 3). Rules: the cards as the data restates
them (content/data/blood-moon/adventure/events.yaml, strangers.yaml) and the digital
rulebook's "Time Card" (an Event drawn turns the card before anything is met)."""

from __future__ import annotations

from engine import invariants
from engine.handlers.blood_moon.hoards import hoard
from tests.engine.blood_moon_helpers import FIELDS, moon_game
from tests.engine.engine_helpers import land_on, legal, play

GIANT, AXE, SWAMP = "adventure/giant", "adventure/axe", "adventure/swamp-creature"


def test_twilight_forest_at_night_leaves_one_card_of_a_die_s_draw(catalogue) -> None:
    """Drawn by Day, the Event brings the Night first (Time Card), so the Forest is met at
    Night: a 3 draws 3 cards; the Giant picked stays on the space, the others are discarded."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/twilight-forest")
    assert game.state.time == "night"
    play(game, "roll 3", f"draw {GIANT}", f"draw {AXE}", f"draw {SWAMP}")
    assert game.decision.kind == "take"
    assert legal(game) == {f"take {GIANT}", f"take {AXE}", f"take {SWAMP}"}
    play(game, f"take {GIANT}")
    assert GIANT in game.state.board[FIELDS]
    assert {AXE, SWAMP, "adventure/twilight-forest"} <= set(game.state.discards["adventure"])
    assert not invariants.violations(game)


def test_twilight_forest_by_day_brings_the_night_only(catalogue) -> None:
    """By Day (the Night already showing when drawn, so the draw brings the Day): Night falls
    and the card is discarded; nothing is drawn."""
    game = moon_game(catalogue, night=True)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/twilight-forest")
    assert game.state.time == "night" and game.decision.kind != "take"
    assert "adventure/twilight-forest" in game.state.discards["adventure"]


def test_the_corpse_collector_keeps_the_enemies_drawn(catalogue) -> None:
    """Corpse Collector: 8 cards drawn as it appears; the Enemies stay on it, the rest go; a
    visit takes one as a trophy; emptied, the Collector is discarded."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/corpse-collector", f"draw {GIANT}", f"draw {SWAMP}")
    play(game, f"draw {AXE}", *["draw adventure/bag-of-gold"] * 5)
    collector = next(c for c in game.state.board[FIELDS] if c.startswith("adventure/corpse-collector"))
    assert sorted(hoard(game, collector)) == sorted([GIANT, SWAMP])
    assert AXE in game.state.discards["adventure"]
    assert not invariants.violations(game)
    assert game.decision.kind == "take"
    play(game, f"take {GIANT}")
    assert GIANT in game.state.players[0].trophies and hoard(game, collector) == [SWAMP]
    assert collector in game.state.board[FIELDS]
    assert not invariants.violations(game)


def test_the_phantom_keeps_followers_and_goes_when_empty(catalogue) -> None:
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS)
    play(game, "draw adventure/the-phantom", "draw adventure/maiden", f"draw {GIANT}")
    while game.decision.is_chance and game.decision.kind == "draw":
        play(game, "draw adventure/bag-of-gold")
    phantom = "adventure/the-phantom"
    assert hoard(game, phantom)[0] == "adventure/maiden"
    play(game, "take adventure/maiden")
    assert "adventure/maiden" in game.state.players[0].followers
    assert phantom not in game.state.board.get(FIELDS, ()) and not hoard(game, phantom)
    assert not invariants.violations(game)


def test_the_grave_robber_digs_at_the_graveyard(catalogue) -> None:
    """Grave Robber, dig: instead of the Graveyard's instructions, 8 cards are searched; one
    Object is kept, the rest go to the discard pile."""
    game = moon_game(catalogue, "character/grave-robber", "character/priest")
    land_on(game, 0, "space/outer/graveyard")
    assert game.decision.kind == "dig" and legal(game) == {"use dig", "pass"}
    play(game, "use dig", f"draw {AXE}", f"draw {GIANT}", *["draw adventure/bag-of-gold"] * 6)
    assert f"take {AXE}" in legal(game)
    play(game, f"take {AXE}")
    assert AXE in game.state.players[0].objects
    assert GIANT in game.state.discards["adventure"] and not invariants.violations(game)


def test_the_grave_robber_may_visit_the_graveyard_as_usual(catalogue) -> None:
    game = moon_game(catalogue, "character/grave-robber", "character/priest")
    land_on(game, 0, "space/outer/graveyard")
    play(game, "pass")
    assert game.decision.kind == "choose"  # evil: refill fate free, or pray
    assert not any(k.startswith("dig/") for k in game.state.markers)


def test_the_grave_robber_ransacks_the_discard_pile_instead_of_drawing(catalogue) -> None:
    """Grave Robber, ransack: the Fields' one card may be the discard pile's top card (the Axe)
    rather than a new one; it is then met as if drawn (taken here)."""
    game = moon_game(catalogue, "character/grave-robber", "character/priest")
    play(game, f"adjust {AXE} discard")
    land_on(game, 0, FIELDS)
    assert game.decision.kind == "ransack"
    play(game, "use ransack")
    assert game.state.board[FIELDS] == (AXE,) and AXE not in game.state.discards["adventure"]
    play(game, f"take {AXE}")
    assert AXE in game.state.players[0].objects and not invariants.violations(game)


def test_a_ransack_may_be_passed_for_a_new_card(catalogue) -> None:
    game = moon_game(catalogue, "character/grave-robber", "character/priest")
    play(game, f"adjust {AXE} discard")
    land_on(game, 0, FIELDS)
    play(game, "pass")
    assert game.decision.is_chance and game.decision.kind == "draw"
    assert AXE in game.state.discards["adventure"]


def test_a_collector_holding_nothing_is_discarded_when_visited(catalogue) -> None:
    """Put on a space without being drawn (nothing went onto it), the Collector is empty: it
    goes to the discard pile as soon as it is met."""
    game = moon_game(catalogue)
    land_on(game, 0, FIELDS, f"adjust adventure/corpse-collector {FIELDS}")
    assert "adventure/corpse-collector" in game.state.discards["adventure"]
    assert FIELDS not in game.state.board
