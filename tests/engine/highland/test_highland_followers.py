"""The Highland deck's Followers played by the engine (issue 30), and the cards used in place of
the move's roll; each test names the card it checks, its facts in our data's words
(content/data/highland/decks)."""

from __future__ import annotations

import content
from engine import movement
from engine.handlers.highland import cards_followers
from tests.engine.dungeon.dungeon_cards_helpers import named, scores, value
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_objects_helpers import holding, meet

CRAGS = "space/outer/crags"
HILLS = "space/highland/hills"


def _p0(game):  # type: ignore[no-untyped-def]
    return game.state.players[0]


def test_clansman_two_off_in_psychic_combat(catalogue: content.Catalogue) -> None:
    """Clansman: +2 Strength in battle, but the attack score is 2 lower in psychic combat."""
    clansman = "highland/clansman"
    game = meet(catalogue, "adventure/spectre", prep=(f"adjust {clansman} 0",))
    craft = value(game, "craft")
    assert scores(play(game, "roll 3", "roll 1"))[0] == craft + 3 - 2
    game = meet(catalogue, "adventure/wild-boar", prep=(f"adjust {clansman} 0",))
    strength = value(game, "strength", 0)
    assert scores(play(game, "roll 3", "roll 1"))[0] == strength + 3  # (the +2 is in the value)


def test_horned_owl_keeps_the_turns(catalogue: content.Catalogue) -> None:
    """Horned Owl: told to miss turns, the holder may discard the Owl so as to miss none."""
    owl = "highland/horned-owl"
    game = holding(catalogue, owl)
    play(game, "adjust 0 missed 2")
    assert game.decision.kind == "save" and game.decision.player == 0
    play(game, f"use {owl}")
    assert _p0(game).missed_turns == 0 and not _p0(game).followers
    game = holding(catalogue, owl)
    play(game, "adjust 0 missed 1", "pass")
    assert _p0(game).missed_turns == 1 and game.decision.kind != "save"  # asked once


def test_magpie_objects_are_taken_first(catalogue: content.Catalogue) -> None:
    """Magpie: on a space met, Objects count as encounter number 1 instead of 5: taken before an
    Enemy there is fought."""
    magpie = "highland/magpie"
    bag = named(catalogue, "adventure/bag-of-gold")
    game = meet(catalogue, "adventure/bear", bag, prep=(f"adjust {magpie} 0", "adjust 0 gold 0"), fight=False)
    assert game.decision.kind == "take" and legal(game) == {"done", f"take {bag}"}
    play(game, f"take {bag}")
    assert _p0(game).gold == 1 and game.decision.kind in ("battle", "roll")  # the Bear next


def test_miner_paid_carries_four_more(catalogue: content.Catalogue) -> None:
    """Miner: paid 1 gold he carries 4 more Objects; unpaid he leaves (discarded)."""
    from engine import character

    miner = "highland/miner"
    game = meet(catalogue, miner, prep=("adjust 0 gold 1",), fight=False)
    play(game, f"take {miner}")
    assert game.decision.kind == "pay"
    play(game, "choose pay")
    assert _p0(game).gold == 0 and character.carry_limit(_p0(game)) == 8
    game = meet(catalogue, miner, prep=("adjust 0 gold 1",), fight=False)
    play(game, f"take {miner}", "pass")
    assert not _p0(game).followers


def test_trailblazer_two_dice_in_the_highland(catalogue: content.Catalogue) -> None:
    """Trailblazer: moving in the Highland, 2 dice may be rolled and either result used."""
    guide = named(catalogue, "highland/trailblazer")
    game = holding(catalogue, guide, prep=(f"adjust 0 position {HILLS}",))
    play(game, "roll 2", f"use {guide}", "roll 5")
    assert legal(game) == {"choose 2", "choose 5"}
    play(game, "choose 5")
    assert list(game.top["roll"]) == [5]
    game = holding(catalogue, guide)  # on the Outer Region: no second die
    play(game, "roll 2")
    assert f"use {guide}" not in legal(game)


def test_treasure_hunter_stops_where_objects_lie(catalogue: content.Catalogue) -> None:
    """Treasure Hunter: moving into a space with Objects on it, the move may end there, short of the
    die; he leaves after a lost battle or psychic combat."""
    hunter = "highland/treasure-hunter"
    start = "space/outer/fields-2"
    game = holding(catalogue, hunter, prep=(f"adjust 0 position {start}",))
    two = sorted(movement.destinations(game, start, 2))[0]
    play(game, f"adjust adventure/axe {two}", "roll 4")
    assert {a.split()[2] for a in legal(game) if a.startswith(f"use {hunter}")} == {two}
    play(game, f"use {hunter} {two}")
    assert _p0(game).position == two
    game = meet(catalogue, "adventure/bear", prep=(f"adjust {hunter} 0",))
    play(game, "roll 1", "roll 6")
    assert not _p0(game).followers


def test_vagabond_must_be_taken_and_a_one_ends_the_turn(catalogue: content.Catalogue) -> None:
    """Vagabond: he must be taken as a Follower; a 1 rolled for the move ends the turn at once; 2
    gold paid to him and he may be discarded."""
    vagabond = "highland/vagabond"
    game = meet(catalogue, vagabond, fight=False)
    assert legal(game) == {f"take {vagabond}"}
    assert cards_followers.must_take(game, 0, vagabond)
    game = holding(catalogue, vagabond)
    position = _p0(game).position
    events = play(game, "roll 1")
    assert (
        _p0(game).position == position and game.state.current == 1 and any("turn_ends" in e for e in events)
    )
    game = holding(catalogue, vagabond, prep=("adjust 0 gold 2",))
    assert f"use {vagabond}" in legal(game)
    play(game, f"use {vagabond}")
    assert _p0(game).gold == 0 and not _p0(game).followers
    game = holding(catalogue, vagabond, prep=("adjust 0 gold 1",))
    assert f"use {vagabond}" not in legal(game)


def test_wayfarer_the_crags_die_optional_and_raised(catalogue: content.Catalogue) -> None:
    """Wayfarer: at the Crags the die need not be rolled; rolled, up to 2 may be added to it."""
    wayfarer = "highland/wayfarer"
    game = meet(catalogue, space=CRAGS, prep=(f"adjust {wayfarer} 0",), fight=False)
    assert game.decision.kind == "choose"  # roll or not
    play(game, "choose 1", "roll 4")
    assert legal(game) == {"choose 0", "choose 1", "choose 2"}
    strength = _p0(game).strength
    play(game, "choose 2")  # 4 + 2: a barbarian's Strength
    assert _p0(game).strength == strength + 1


def test_wildlander_meets_the_space_again(catalogue: content.Catalogue) -> None:
    """Wildlander: in place of rolling for the move, the holder meets the space he is on as if he
    had just landed there; then the Wildlander leaves."""
    wild = "highland/wildlander"
    game = holding(catalogue, wild, prep=("adjust 0 position space/outer/city",))
    assert game.decision.kind == "instead"
    events = play(game, f"use {wild}")
    assert not _p0(game).followers and _p0(game).position == "space/outer/city"
    assert game.decision.kind in ("choose", "roll")  # the City met: its choices or the Enchantress
    assert not any(e.startswith("moved") for e in events)


def test_flight_potion_any_other_space_of_the_region(catalogue: content.Catalogue) -> None:
    """Flight Potion: in place of rolling for the move, drunk (discarded) to go to any other space of
    the Region."""
    potion = "highland/flight-potion"
    game = holding(catalogue, potion, prep=("adjust 0 position space/outer/fields-2",))
    assert f"use {potion} space/outer/city" in legal(game)
    assert not any(a.startswith(f"use {potion} space/middle") for a in legal(game))
    play(game, f"use {potion} space/outer/city")
    assert _p0(game).position == "space/outer/city" and not _p0(game).objects


def test_friendly_giant_fights_in_his_holders_place(catalogue: content.Catalogue) -> None:
    """Friendly Giant: he may fight in the holder's place with Strength 6 or Craft 3; winning, the
    creature is killed (a trophy) and he must be left on the space; losing or a stand-off, he is
    killed (the holder keeps his life) and the turn ends."""
    from tests.engine.highland.highland_objects_helpers import FIELD

    giant = "highland/friendly-giant"
    game = meet(catalogue, "adventure/bear", prep=(f"adjust {giant} 0",), fight=False)
    play(game, f"use {giant}")
    assert scores(play(game, "roll 2", "roll 1"))[0] == 6 + 2
    assert "adventure/bear" in _p0(game).trophies and giant in game.state.board[FIELD]
    assert not _p0(game).followers
    game = meet(catalogue, "adventure/spectre", prep=(f"adjust {giant} 0",), fight=False)
    lives = _p0(game).lives
    play(game, f"use {giant}")
    assert scores(play(game, "roll 1", "roll 1"))[0] == 3 + 1  # his Craft, in psychic combat
    game = meet(catalogue, "adventure/bear", prep=(f"adjust {giant} 0",), fight=False)
    play(game, f"use {giant}", "roll 1", "roll 5")  # 7 against 8: a stand-off kills him too
    assert not _p0(game).followers and _p0(game).lives == lives
