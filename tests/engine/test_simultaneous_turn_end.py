"""Effects due together as a turn ends are ordered by the player whose turn it is (digital
rulebook, "Simultaneous Effects"): a Warlock's gold quest fulfilled this turn and the figures
to move after a natural 1 (Grim Reaper and Werewolf, each moved on the player's choice)."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game

CAVE = "space/middle/warlocks-cave"
HILLS = "space/outer/hills-1"


def _quest_and_natural_one(catalogue):
    """The Warrior holds a give-2-gold quest, rolls a natural 1 and finds the second gold coin."""
    game = expansion_game(catalogue, "character/warrior", "character/wizard")
    nb = game.space(CAVE).neighbours[0]
    play(game, f"adjust 0 position {nb}", "adjust 0 gold 0", "adjust turn 0", "roll 1", f"move {CAVE}")
    play(game, "choose 2", "roll 6")  # Warlock's Cave, 6: give up 2 gold
    assert game.state.players[0].quest == "give-gold-2"
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 gold 1", "adjust turn 0")
    events = play(game, "roll 1", f"move {HILLS}", "draw adventure/bag-of-gold")
    assert "figures_due figure/werewolf figure/grim-reaper" in events
    play(game, "take adventure/bag-of-gold#1")
    return game


def test_the_player_orders_a_quest_and_the_figures(catalogue) -> None:
    """Both are due as the turn ends: the player is asked which comes first."""
    game = _quest_and_natural_one(catalogue)
    assert game.decision.kind == "effect_order" and game.decision.player == 0
    assert legal(game) == {"choose figures", "choose quest"}


def test_quest_first_then_the_figures_from_the_cave(catalogue) -> None:
    """Quest first: back at the Cave with a Talisman, then the figures still move."""
    game = _quest_and_natural_one(catalogue)
    events = play(game, "choose quest")
    warrior = game.state.players[0]
    assert "quest_done 0 give-gold-2" in events and warrior.position == CAVE and warrior.quest is None
    assert game.decision.kind == "figures"  # the natural 1 is not lost
    play(game, "pass")
    assert game.state.current == 1


def test_figures_first_then_the_quest(catalogue) -> None:
    """Figures first: they move while the Warrior is still on the Hills; the quest follows."""
    game = _quest_and_natural_one(catalogue)
    play(game, "choose figures")
    warrior = game.state.players[0]
    assert game.decision.kind == "figures" and warrior.position == HILLS and warrior.quest
    events = play(game, "pass")
    assert "quest_done 0 give-gold-2" in events
    assert game.state.players[0].position == CAVE and game.state.current == 1


def test_one_effect_alone_is_not_asked_about(catalogue) -> None:
    """Only the figures due: no order to pick, the figures' own choice comes at once."""
    game = expansion_game(catalogue, "character/warrior", "character/wizard")
    play(game, "adjust 0 position space/outer/fields-1", "adjust turn 0", "roll 1", f"move {HILLS}")
    play(game, "draw adventure/bag-of-gold", "take adventure/bag-of-gold#1")
    assert game.decision.kind == "figures"
