"""The Dungeon's characters' abilities the engine plays, each test quoting the ability (our
data's words) or the digital rulebook's FAQ."""

from __future__ import annotations

import content
from engine import Game, Setup
from tests.engine.dungeon.dungeon_cards_helpers import meet, named, scores, value
from tests.engine.engine_helpers import play, without_spells

GLADIATOR, SWASHBUCKLER = "character/gladiator", "character/swashbuckler"
FIELD, FIELD_4 = "space/outer/fields-2", "space/outer/plains-2"  # (2 spaces apart)


def test_the_gladiator_begins_with_a_helmet(catalogue: content.Catalogue) -> None:
    """Gladiator: "You begin the game with a Helmet." """
    game = without_spells(
        Game.new(Setup.of(GLADIATOR, "character/monk", seed=1, expansions=("dungeon",)), catalogue)
    )
    assert [c.split("#")[0] for c in game.state.players[0].objects] == ["purchase/helmet"]
    assert not game.state.players[1].objects


def test_the_gladiator_trains_his_followers(catalogue: content.Catalogue) -> None:
    """Gladiator: each Follower gives him 1 more Strength in battle; FAQ Gladiator Q1: "Can the
    Gladiator "train" Followers that already add to his Strength in battle ... A: Yes." """
    guide, fighter = named(catalogue, "adventure/guide"), "dungeon/tunnel-fighter"
    gnoll = named(catalogue, "dungeon/gnoll")
    game = meet(catalogue, gnoll, who=GLADIATOR, prep=(f"adjust {guide} 0", f"adjust {fighter} 0"))
    base = value(game, "strength")  # the Tunnel Fighter's own 1 counted
    events = play(game, "roll 1", "roll 1")
    assert scores(events)[0] == base + 1 + 2  # two Followers trained


def test_the_swashbuckler_another_turn_after_a_battle_won_once_a_round(catalogue: content.Catalogue) -> None:
    """Swashbuckler: another turn after a battle won; FAQ Swashbuckler Q2: "You may only do this
    once per round" instead of "once per turn." """
    game = meet(
        catalogue, named(catalogue, "dungeon/gnoll"), who=SWASHBUCKLER, prep=("adjust 0 strength 10",)
    )
    events = play(game, "roll 6", "roll 1")  # the Gnoll killed
    assert "turn 0" in events  # his extra turn, at once
    rat = named(catalogue, "dungeon/giant-rat")
    play(game, f"adjust 0 position {FIELD_4}", f"adjust {rat} {FIELD}", "roll 2", f"move {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    events = play(game, "roll 6", "roll 1")  # another battle won in the extra turn
    assert "ability 0 extra-turn" not in events and "extra-turns/0" not in game.state.markers  # once a round


def test_the_swashbuckler_gets_nothing_for_a_cave_troll_grown_back(catalogue: content.Catalogue) -> None:
    """FAQ Swashbuckler Q1: "If the Swashbuckler defeats the Cave Troll in battle and it regenerates,
    can he still take an extra turn? A: No." """
    troll = named(catalogue, "dungeon/cave-troll")
    game = meet(catalogue, troll, who=SWASHBUCKLER, prep=("adjust 0 strength 10",))
    events = play(game, "roll 6", "roll 1", "roll 1")  # beaten, and it grows back
    assert "stand_off 0" in events and "turn 1" in events


def test_the_gladiator_adds_1_to_his_armour_roll(catalogue: content.Catalogue) -> None:
    """Gladiator (a published character review, the one source: "with any equipped armor he gets
    a +1 to the roll"): his Helmet, which saves on a 6, saves on a 5; the Thief's does not."""
    for who, kept in ((GLADIATOR, True), ("character/thief", False)):
        prep = ("adjust purchase/helmet#1 0",) if who != GLADIATOR else ()
        game = meet(catalogue, "dungeon/bronze-dragon", who=who, prep=prep)
        lives = game.state.players[0].lives
        play(game, "roll 1", "roll 6", "roll 5")  # beaten; the Helmet's die shows 5
        assert (game.state.players[0].lives == lives) is kept
