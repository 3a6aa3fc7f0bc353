"""The Werewolf and lycanthropy (digital rulebook, "Prowling Werewolf (Blood Moon Expansion)",
"Becoming a Lycanthrope", the turn summary; data figure/werewolf, card/lycanthrope). The chart's
results 2-6 are unconfirmed (``chart.unconfirmed``): the roller says which known effect the printed
card gives (``printed_effect``), and that answer holds for the rest of the game."""

from __future__ import annotations

from engine import Game
from engine.handlers.blood_moon.figure import WEREWOLF
from engine.handlers.blood_moon.moon import become_lycanthrope
from engine.handlers.core.figures import destinations
from engine.handlers.reaper.figure import REAPER
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game, until

WARRIOR, WIZARD, DWARF = "character/warrior", "character/wizard", "character/dwarf"


def werewolf_game(catalogue, *, night: bool = False, readings=None) -> Game:
    """The Warrior (player 0) rolls a 1 on Fields 1 and moves to Hills 1; the Wizard waits on
    the Ruins, two spaces from the Werewolf on the Forest. Blood Moon only."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("blood-moon",), readings=readings)
    play(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/outer/ruins")
    if night:
        play(game, "adjust time night")
    play(game, "adjust turn 0", "roll 1", "move space/outer/hills-1")
    until(game, "figures")
    return game


def test_werewolf_starts_on_the_forest(catalogue) -> None:
    """Physical Setup step 3 and "Prowling Werewolf", Setup."""
    assert (
        expansion_game(catalogue, WARRIOR, expansions=("blood-moon",)).state.figures.get("figure/werewolf")
        == "space/outer/forest"
    )
    assert (
        expansion_game(catalogue, WARRIOR, expansions=("reaper",)).state.figures.get("figure/werewolf")
        is None
    )


def test_both_figures_move_after_a_natural_one_in_the_players_order(catalogue) -> None:
    """Turn summary: with both expansions each figure gets its own roll; the player picks
    which moves first."""
    game = expansion_game(catalogue, WARRIOR, WIZARD)
    play(
        game, "adjust 0 position space/outer/fields-1", "adjust turn 0", "roll 1", "move space/outer/hills-1"
    )
    until(game, "figures")
    assert legal(game) == {f"choose {REAPER}", f"choose {WEREWOLF}", "pass"}
    play(game, f"choose {REAPER}", "roll 1", "move space/middle/castle")
    assert legal(game) == {f"choose {WEREWOLF}", "pass"}  # the Werewolf still to move
    play(game, f"choose {WEREWOLF}", "roll 1", "move space/outer/fields-3")
    assert (
        game.state.figures.get("figure/grim-reaper") == "space/middle/castle"
        and game.state.figures.get("figure/werewolf") == "space/outer/fields-3"
    )
    assert game.state.current == 1


def test_at_night_it_stops_on_the_first_character(catalogue) -> None:
    """At Night, entering a space with a character ends its move there."""
    game = werewolf_game(catalogue, night=True)
    play(game, f"choose {WEREWOLF}", "roll 4")
    moves = legal(game)
    assert "move space/outer/ruins" in moves  # the Wizard, two spaces on
    assert "move space/outer/tavern" not in moves  # would pass the Wizard
    assert "move space/outer/graveyard" in moves  # the other way is clear


def test_by_day_it_walks_past_characters(catalogue) -> None:
    game = werewolf_game(catalogue)
    play(game, f"choose {WEREWOLF}", "roll 4")
    assert "move space/outer/tavern" in legal(game) and "move space/outer/ruins" not in legal(game)


def test_never_through_the_portal(catalogue) -> None:
    game = expansion_game(catalogue, WARRIOR)
    for count in range(1, 7):
        for start in ("space/middle/castle", "space/middle/black-knight", "space/middle/portal-of-power"):
            assert all(game.space(s).region != "inner" for s in destinations(game, WEREWOLF, start, count))


def test_chart_1_makes_a_lycanthrope(catalogue) -> None:
    """ "Encountering the Werewolf": a 1 on its chart, and the character takes a Lycanthrope card."""
    game = werewolf_game(catalogue)
    play(game, f"choose {WEREWOLF}", "roll 2", "move space/outer/ruins", "roll 1")
    assert game.state.players[1].lycanthrope


def test_a_second_curse_is_ignored(catalogue) -> None:
    """ "Becoming a Lycanthrope": never a second Lycanthrope card."""
    game = expansion_game(catalogue, WARRIOR, WIZARD)
    become_lycanthrope(game, 0)
    game.journal.take()
    assert game.state.players[0].lycanthrope
    become_lycanthrope(game, 0)
    assert game.state.players[0].lycanthrope  # still one card, nothing else changed


KILL_FOLLOWER, LOSE_LIFE, LOSE_TWO, MOVE, GIFT, MISS, NOTHING = 2, 3, 4, 5, 6, 7, 8  # chart.effects, from 1


def visited(catalogue, result: int, readings=None) -> Game:
    """The Werewolf visits the Wizard on the Ruins, who rolls ``result`` on its chart."""
    game = werewolf_game(catalogue, readings=readings)
    play(game, f"choose {WEREWOLF}", "roll 2", "move space/outer/ruins", f"roll {result}")
    return game


def test_an_unconfirmed_result_asks_what_the_printed_card_says(catalogue) -> None:
    game = visited(catalogue, 3)
    assert game.decision.kind == "printed_effect" and game.decision.player == 1
    assert legal(game) == {f"choose {i}" for i in range(1, 9)}
    assert "Lose 2 lives" in game.decision.prompt


def test_the_answer_holds_for_the_rest_of_the_game(catalogue) -> None:
    game = visited(catalogue, 4)
    play(game, f"choose {LOSE_TWO}")
    assert game.state.players[1].lives == 2
    from engine.handlers.blood_moon.steps import roll_on_werewolf_chart

    roll_on_werewolf_chart(game, 1)  # 3 and 4 are one row: the same printed result
    game._settle()
    play(game, "roll 3")
    assert game.decision.kind != "printed_effect" and game.state.players[1].lives == 0


def test_chart_1_needs_no_answer(catalogue) -> None:
    """Result 1 is printed in the rulebook: no question asked."""
    game = visited(catalogue, 1)
    assert game.decision.kind != "printed_effect" and game.state.players[1].lycanthrope


def test_a_follower_is_killed_else_a_life(catalogue) -> None:
    game = visited(catalogue, 2)
    play(game, f"choose {KILL_FOLLOWER}")
    assert game.state.players[1].lives == 3  # the Wizard has no Follower


def test_moved_within_the_region(catalogue) -> None:
    """Moved to another space of the same Region, no encounter."""
    game = visited(catalogue, 5)
    play(game, f"choose {MOVE}")
    assert game.decision.player == 1 and all(a.split()[1].startswith("space/outer/") for a in legal(game))
    assert "move space/outer/ruins" not in legal(game)
    events = play(game, "move space/outer/crags")
    assert game.state.players[1].position == "space/outer/crags" and "encounter" not in " ".join(events)


def test_a_gift(catalogue) -> None:
    game = visited(catalogue, 6)
    play(game, f"choose {GIFT}")
    assert len(legal(game)) == 6
    play(game, "choose 1")
    assert game.state.players[1].strength == 1


def test_a_toad_loses_the_lycanthrope_card(catalogue) -> None:
    """ "Becoming a Lycanthrope": a character turned into a Toad discards the card."""
    game = expansion_game(catalogue, WARRIOR, WIZARD)
    play(game, "adjust 0 toad 0")
    become_lycanthrope(game, 0)
    game.journal.take()
    play(game, "adjust 0 toad 3")
    assert game.state.players[0].is_toad and not game.state.players[0].lycanthrope


def test_a_toad_becoming_a_lycanthrope_changes_back_first(catalogue) -> None:
    game = expansion_game(catalogue, WARRIOR, WIZARD)
    play(game, "adjust 0 toad 3")
    become_lycanthrope(game, 0)
    warrior = game.state.players[0]
    assert not warrior.is_toad and warrior.lycanthrope


def lycanthrope_meets_wizard(catalogue, *, night: bool) -> Game:
    """The Warrior, a lycanthrope, lands on the Wizard's space (Fields 1 -> Hills 1)."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("blood-moon",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 1 position space/outer/hills-1")
    if night:
        play(game, "adjust time night")
    become_lycanthrope(game, 0)
    game.journal.take()
    play(game, "adjust turn 0", "roll 1", "move space/outer/hills-1")
    return game


def test_at_night_a_lycanthrope_must_attack(catalogue) -> None:
    """The Lycanthrope card (unverified): at Night the character there must be attacked;
    by Day the card does nothing."""
    assert legal(lycanthrope_meets_wizard(catalogue, night=True)) == {f"encounter {WIZARD}"}
    assert "encounter space" in legal(lycanthrope_meets_wizard(catalogue, night=False))


def test_at_night_a_lycanthrope_fights_harder_and_bites(catalogue) -> None:
    """+2 attack score at Night; the beaten character rolls on the Werewolf's chart, and a 1
    passes the curse on (fighting a lycanthrope risks the curse)."""
    game = lycanthrope_meets_wizard(catalogue, night=True)
    events = play(game, f"encounter {WIZARD}")
    while game.decision.kind in ("defend", "battle"):
        events += play(game, "fight")
    # the Warrior's two dice (1 and 1) + 4 + 2 = 7 against the Wizard's 4 + 2 = 6
    events += play(game, "roll 1", "roll 1", "roll 4")
    assert "attack_scores 0 7 6" in events
    assert "bitten 0 1" in events
    play(game, "roll 1")  # the Wizard's roll on the Werewolf's chart
    assert game.state.players[1].lycanthrope and game.state.players[1].lives == 4


def test_faq_a_rerolled_one_moves_the_werewolf_too(catalogue) -> None:
    """Digital rulebook FAQ "Grim Reaper" Q3/Q4, which the turn summary applies to both figures
    ("rolls a 1 for his move ... move the Werewolf figure, and then ... the Reaper"): a fate
    reroll showing 1 counts; a 1 rerolled away does not."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("blood-moon",))
    play(game, "adjust 0 position space/outer/fields-1", "adjust 0 fate 2", "adjust turn 0")
    play(game, "roll 4", "reroll", "roll 1", "move space/outer/hills-1")
    until(game, "figures")
    assert legal(game) == {f"choose {WEREWOLF}", "pass"}


def test_forgotten_werewolf_move_is_lost(catalogue) -> None:
    """Digital rulebook, "Grim Reaper (Reaper Expansion)", last paragraph: if the Werewolf is
    not moved before the next player starts, the chance is missed."""
    game = werewolf_game(catalogue)
    events = play(game, "pass")
    assert (
        "figures_forgotten 0" in events and game.state.figures.get("figure/werewolf") == "space/outer/forest"
    )
    assert game.state.current == 1


def test_landing_on_the_werewolf_meets_nothing(catalogue) -> None:
    """ "Encountering the Werewolf": characters who land on its space do not encounter it."""
    game = expansion_game(catalogue, WARRIOR, WIZARD, expansions=("blood-moon",))
    events = play(
        game, "adjust 0 position space/outer/plains-3", "adjust turn 0", "roll 1", "move space/outer/forest"
    )
    assert not any(e.startswith("figure_visits") for e in events)


def test_in_a_game_that_keeps_printed_values_the_answer_is_a_reading(catalogue) -> None:
    """The answer about the printed chart is kept like any printed value (engine.readings): the
    game's own Werewolf plays it, and a device can give it to the next game's setup."""
    game = visited(catalogue, 4, readings={})
    assert game.decision.kind == "printed_effect"
    play(game, f"choose {LOSE_TWO}")
    assert game.state.readings[WEREWOLF] == {"chart 3-4": LOSE_TWO}
    assert not any(key.startswith("printed/") for key in game.state.markers)
    assert game.state.players[1].lives == 2
    assert "3-4" not in game.cat[WEREWOLF].chart["unconfirmed"]


def test_a_chart_row_the_setup_brings_is_played_without_asking(catalogue) -> None:
    game = visited(catalogue, 3, readings={WEREWOLF: {"chart 3-4": LOSE_TWO}})
    assert game.decision.kind != "printed_effect" and game.state.players[1].lives == 2
