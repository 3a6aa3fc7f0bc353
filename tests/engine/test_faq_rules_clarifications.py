"""The rules clarifications at the head of the digital rulebook's "FAQ & Errata" that no other
test file plays yet: several Enemies fought as one, and cards that become Followers.
docs/faq-coverage.md maps every clarification and answer to its test."""

from __future__ import annotations

from engine import Game
from tests.engine.adventure_scenes import give, meet
from tests.engine.engine_helpers import legal, new_game, play

FIELDS = "space/outer/fields-1"


def _sorceress_next_to(catalogue, *prep: str) -> Game:
    """The Sorceress (Strength 2) starts her turn on the City, one step from the Fields."""
    game = new_game(catalogue, "character/sorceress", "character/dwarf")
    play(game, "adjust 0 position space/outer/city", *prep, "adjust 0 fate 0", "adjust turn 0")
    return game


def test_one_enemy_of_a_pair_may_be_destroyed_then_the_other_fought(catalogue) -> None:
    """FAQ, Rules clarifications, "Attacking More Than One Enemy": a Spell aimed at one
    creature hits only one of the Enemies fought together, the caster picking which; the
    battle goes on against the rest (the Giant destroyed, the Ogre fought alone)."""
    game = _sorceress_next_to(
        catalogue,
        "adjust spell/destruction#1 0",
        f"adjust adventure/giant {FIELDS}",
        f"adjust adventure/ogre#1 {FIELDS}",
    )
    play(game, "begin", "roll 1", f"move {FIELDS}")
    assert {"cast spell/destruction#1 adventure/giant", "cast spell/destruction#1 adventure/ogre#1"} <= legal(
        game
    )
    events = play(game, "cast spell/destruction#1 adventure/giant", "roll 6", "roll 1")
    assert "attack_scores 0 8 6" in events  # 2 + 6 against the Ogre's 5 + 1 alone
    assert game.state.players[0].trophies == ("adventure/ogre#1",)
    assert "adventure/giant" in game.state.discards["adventure"]


def test_a_stand_off_from_one_enemy_holds_for_the_whole_battle(catalogue) -> None:
    """FAQ, Rules clarifications, "Attacking More Than One Enemy": an effect that turns the
    fight into a stand-off does so for every Enemy in it - the Goblin kept alive by the
    Preservation Spell saves the Hobgoblin beside it too; no trophy is taken."""
    game = _sorceress_next_to(
        catalogue,
        "adjust spell/preservation 0",
        "adjust 0 strength 2",
        f"adjust adventure/goblin#1 {FIELDS}",
        f"adjust adventure/hobgoblin#1 {FIELDS}",
    )
    play(game, "begin", "roll 1", f"move {FIELDS}", "cast spell/preservation creature")
    events = play(game, "roll 6", "roll 1")  # her 4 + 6 would beat the pair's 2 + 3 + 1
    assert "stand_off 0" in events and not any(e.startswith("killed_enemy") for e in events)
    assert game.state.players[0].trophies == () and game.state.players[0].lives == 4
    assert set(game.state.board[FIELDS]) == {"adventure/goblin#1", "adventure/hobgoblin#1"}


def _minstrel_with_a_wolf(catalogue) -> Game:
    """The Minstrel charms a Wolf on the Fields: it becomes his Follower."""
    game = new_game(catalogue, "character/minstrel", "character/sorceress")
    meet(game, "adventure/wolf")
    assert "charmed 0 adventure/wolf" in play(game, "use charm", "roll 3")
    assert game.state.players[0].followers == ("adventure/wolf",)
    return game


def test_a_charmed_animal_cannot_be_taken_by_mesmerism(catalogue) -> None:
    """FAQ, Rules clarifications, "Cards That Become Followers": the charmed Animal is a
    Follower only to the Minstrel, so another character's Mesmerism cannot take it (his Prince,
    a true Follower, it can)."""
    game = _minstrel_with_a_wolf(catalogue)
    give(game, 0, "adventure/prince")
    give(game, 1, "spell/mesmerism")
    play(game, "adjust 1 position space/outer/city", "adjust 1 fate 0", "adjust turn 1")
    casts = {a for a in legal(game) if a.startswith("cast spell/mesmerism")}
    assert casts == {"cast spell/mesmerism adventure/prince"}


def test_a_charmed_animal_is_discarded_when_its_owner_becomes_a_toad(catalogue) -> None:
    """FAQ, Rules clarifications, "Cards That Become Followers": made to leave such a Follower
    (turned into a Toad here), the Minstrel discards it instead of leaving it on the space."""
    game = _minstrel_with_a_wolf(catalogue)
    give(game, 0, "adventure/prince")
    play(game, "adjust 0 toad 3")
    assert game.state.players[0].followers == ()
    assert "adventure/wolf" in game.state.discards["adventure"]
    assert game.state.board[FIELDS] == ("adventure/prince",)  # the true Follower stays there


def test_a_charmed_animal_is_discarded_when_its_owner_is_killed(catalogue) -> None:
    """FAQ, Rules clarifications, "Cards That Become Followers": killed, the Minstrel's
    charmed Animal goes to the discard pile, not onto his space for others to take."""
    game = _minstrel_with_a_wolf(catalogue)
    play(game, "adjust 0 lives 0")
    assert not game.state.players[0].alive
    assert "adventure/wolf" in game.state.discards["adventure"]
    assert "adventure/wolf" not in game.state.board.get(FIELDS, ())


def test_a_charmed_animal_cannot_be_ditched(catalogue) -> None:
    """FAQ, Rules clarifications, "Cards That Become Followers": it cannot be ditched - at
    the Ruins, where Objects and Followers may be ditched to draw fewer cards, it is not
    offered."""
    game = _minstrel_with_a_wolf(catalogue)
    give(game, 0, "purchase/helmet#1")
    ruins = "space/outer/ruins"
    meet(game, "adventure/bag-of-gold", space=ruins, start=game.space(ruins).neighbours[0])
    assert game.decision.kind == "ditch"
    assert legal(game) == {"done", "ditch purchase/helmet#1"}  # the Helmet may go, the Wolf not


def test_a_charmed_animal_cannot_be_lured_by_the_sorceress(catalogue) -> None:
    """FAQ, Rules clarifications, "Cards That Become Followers": the Sorceress's gift for
    luring Followers reaches the Minstrel's Prince but not his charmed Wolf."""
    game = _minstrel_with_a_wolf(catalogue)
    give(game, 0, "adventure/prince")
    start = game.space(FIELDS).neighbours[0]
    play(game, f"adjust 1 position {start}", "adjust 1 fate 0", "adjust turn 1", "roll 1", f"move {FIELDS}")
    lures = {a for a in legal(game) if "lure-follower" in a}
    assert lures == {"use lure-follower character/minstrel adventure/prince"}


def test_encounter_sequence_on_a_crowded_space(catalogue) -> None:
    """FAQ, Rules clarifications, "Encounter Sequence": on one space the Hex (no encounter
    number) comes first, then the Enemy, then the Stranger, then the Objects may be taken, and
    the Place is visited last."""
    game = new_game(catalogue, "character/troll", "character/dwarf")
    cards = ("adventure/shrine", "adventure/helmet", "adventure/healer", "adventure/wolf", "spell/hex")
    play(
        game,
        "adjust 0 position space/outer/city",
        "adjust 0 fate 0",
        *(f"adjust {c} {FIELDS}" for c in cards),
    )
    events = play(game, "adjust turn 0", "roll 1", f"move {FIELDS}", "roll 6", "roll 1")
    assert game.decision.kind == "take" and "take adventure/helmet" in legal(game)
    events += play(game, "take adventure/helmet")
    order = [
        e.split()[2]
        for e in events
        if e.startswith(("encounter 0", "killed_enemy 0", "receive 0 adventure/h"))
    ]
    assert order == [
        "spell/hex",
        "adventure/wolf",
        "adventure/healer",
        "adventure/helmet",
        "adventure/shrine",
    ]
