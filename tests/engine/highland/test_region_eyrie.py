"""The Eyrie and the Eagle King, the Relics he guards (digital rulebook, "The Highland": "Eyrie",
"Fighting the Eagle King", "Claiming Relics", "Emerge From the Eyrie", "Relic Cards"). Each test
quotes the words it checks."""

from __future__ import annotations

import pytest

import content
from engine import Game
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_helpers import CRAGS, battle, highland_game, land

PRECIPICE, EYRIE = "space/highland/precipice", "space/highland/eyrie"
RELICS = {"relic/arnkell", "relic/dreadwing", "relic/rage-talon", "relic/windlord-amulet"}


def at_eyrie(g: Game, *prep: str) -> None:
    land(g, EYRIE, PRECIPICE, 1, *prep)


def fight(g: Game, mine: int, theirs: int, stat: str = "strength") -> None:
    """The Eagle King fought: the character's die shows ``mine``, the King's ``theirs``."""
    play(g, f"attempt {stat}")
    if g.decision.kind == "battle":
        play(g, "fight")
    play(g, f"roll {mine}", f"roll {theirs}")


def outer_and_middle(g: Game) -> set[str]:
    return {s.id for name in ("outer", "middle") for s in g.board.region(name)}


def test_he_must_fight_the_eagle_king_by_battle_or_psychic_combat_at_8(catalogue: content.Catalogue) -> None:
    """ "When a character ends his move in the Eyrie, he must fight the Eagle King." "A character
    fighting the Eagle King may choose to battle or wage psychic combat against him. The Eagle
    King has Strength 8 and Craft 8." """
    g = highland_game(catalogue)
    at_eyrie(g)
    assert legal(g) == {"attempt strength", "attempt craft"}  # no way past him
    fights = []
    for choice in ("attempt strength", "attempt craft"):
        play(g, choice)
        fights.append(battle(g)["creature"])
        g.undo()
    assert fights == [{"name": "Eagle King", "strength": 8}, {"name": "Eagle King", "craft": 8}]


def test_nobody_evades_him_and_only_the_character_fights(catalogue: content.Catalogue) -> None:
    """ "...save that the Eagle King cannot be evaded and only characters may attack the Eagle
    King; Followers, Spells, or Objects cannot fight in a character's place." """
    g = highland_game(catalogue)
    at_eyrie(g)
    play(g, "attempt strength")
    assert battle(g)["evadable"] is False and battle(g)["alone"] is True
    assert "evade" not in legal(g)


def test_a_kill_draws_a_relic_at_random_then_he_goes_to_any_outer_or_middle_space_and_meets_it(
    catalogue: content.Catalogue,
) -> None:
    """ "Characters who kill the Eagle King and gain a Relic Card must randomly draw one card from
    the Relic deck." "If a character kills the Eagle King, he must choose any space in the Outer
    or Middle Region and immediately move there. The character then encounters the space or a
    character in the space as normal." """
    g = highland_game(catalogue)
    at_eyrie(g, "adjust 0 strength 6")  # Strength 9
    fight(g, 6, 1)  # 15 against 9
    assert g.decision.is_chance and legal(g) == {f"draw {r}" for r in RELICS}  # at random: the table's draw
    play(g, "draw relic/rage-talon")
    assert "relic/rage-talon" in g.state.players[0].objects
    assert not any(k.startswith("guardian/") for k in g.state.markers)  # (the fight's hooks rest)
    assert g.decision.kind == "teleport" and legal(g) == {f"move {s}" for s in outer_and_middle(g)}
    play(g, "move space/outer/tavern")
    assert g.state.players[0].position == "space/outer/tavern"
    assert g.decision.kind == "roll" and "tavern" in g.decision.prompt  # the Tavern is met: its die


def test_an_empty_relic_deck_gives_nothing_but_he_still_comes_out(catalogue: content.Catalogue) -> None:
    """ "If the Relic deck has been depleted, however, no reward is available and the character
    receives nothing." """
    g = highland_game(catalogue)
    play(g, *(f"adjust {r} 1" for r in RELICS))  # every Relic held by the Wizard
    at_eyrie(g, "adjust 0 strength 6")
    fight(g, 6, 1)
    assert g.decision.kind == "teleport"
    assert not any(o.startswith("relic/") for o in g.state.players[0].objects)


def test_a_later_kill_gives_another_relic(catalogue: content.Catalogue) -> None:
    """ "If a character emerges from the Highland, and later returns and kills the Eagle King
    again, he gains another Relic Card as a reward, if one is available." """
    g = highland_game(catalogue)
    for relic in ("relic/rage-talon", "relic/dreadwing"):
        at_eyrie(g, "adjust 0 strength 6")
        fight(g, 6, 1)
        play(g, f"draw {relic}", "move space/outer/graveyard", "encounter space", "done")
    ch = g.state.players[0]
    assert {"relic/rage-talon", "relic/dreadwing"} <= {*ch.objects, *ch.followers}  # (Dreadwing follows him)


@pytest.mark.parametrize(("mine", "theirs"), [(1, 6), (2, 2)])
def test_a_defeat_or_a_stand_off_sends_him_to_the_crags_with_nothing_and_ends_the_turn(
    catalogue: content.Catalogue, mine: int, theirs: int
) -> None:
    """ "Characters who attack the Eagle King and are defeated, or have a stand-off, instead
    emerge from the Highland without any reward for their efforts." "If a character has a
    stand-off, or is defeated, he must immediately move to the Crags and end his turn." "If a
    character is defeated, he must lose one life as normal." """
    g = highland_game(catalogue)
    lives = g.state.players[0].lives
    at_eyrie(g, "adjust 0 strength 5")  # Strength 8: a tie on equal dice
    fight(g, mine, theirs)
    ch = g.state.players[0]
    assert ch.position == CRAGS and not any(o.startswith("relic/") for o in ch.objects)
    assert ch.lives == lives - (1 if mine < theirs else 0)
    assert g.state.current == 1  # his turn is over: the Crags are not met
    assert not any(k.startswith("guardian/") for k in g.state.markers)  # (the fight's hooks rest)


def test_a_relic_discarded_leaves_the_game(catalogue: content.Catalogue) -> None:
    """ "Relic Cards are treated in all respects like Adventure Cards once they are in a
    character's possession, except that if they must be discarded, they are removed from the
    game instead of being placed in the discard pile. Such cards do not return to the Relic deck
    and they are not available to characters who later kill the Eagle King." """
    g = highland_game(catalogue)
    play(g, "adjust relic/arnkell 0", "adjust relic/arnkell discard")
    assert "relic/arnkell" not in g.state.decks["relic"]
    assert "relic/arnkell" not in g.state.players[0].objects
    at_eyrie(g, "adjust 0 strength 6")
    fight(g, 6, 1)
    assert "draw relic/arnkell" not in legal(g) and len(legal(g)) == 3
