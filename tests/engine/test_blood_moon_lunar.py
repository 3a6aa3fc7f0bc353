"""The Blood Moon's Lunar Events that change moves and prayers, and the Witch's Broom and the
Prayer Book (issue 13, item 3). Rules: the digital rulebook's "Lunar Events" (a Lunar Event
stays beside the Time Card, in force, until the card turns over) and each card as the data
restates it (content/data/blood-moon/adventure/)."""

from __future__ import annotations

from tests.engine.blood_moon_helpers import FIELDS, lunar, moon_game
from tests.engine.engine_helpers import land_on, legal, play

CITY = "space/outer/city"
GRAVEYARD = "space/outer/graveyard"


def roll_from_city(game, n: int) -> set[str]:
    """Player 0 starts a turn on the City and rolls ``n``: the spaces the move may end on."""
    play(game, f"adjust 0 position {CITY}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, f"roll {n}")
    return {a.split()[1] for a in legal(game) if a.startswith("move ")}


def test_fright_night_stops_a_move_at_an_enemy(catalogue) -> None:
    """Fright Night: entering a space that holds an Enemy ends the move there. From the City a
    5 reaches the second Plains clockwise; the Swamp Creature on the first Plains stops it."""
    game = moon_game(catalogue, night=True)
    assert roll_from_city(game, 5) == {"space/outer/plains-2", "space/outer/fields-5"}
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/fright-night"])
    play(game, "adjust adventure/swamp-creature space/outer/plains-1")
    assert roll_from_city(game, 5) == {"space/outer/plains-1", "space/outer/fields-5"}
    events = play(game, "move space/outer/plains-1")
    assert "moved 0 space/outer/plains-1" in events


def test_fright_night_lets_a_move_leave_an_enemys_space(catalogue) -> None:
    """Only a space moved into stops the move: an Enemy on the space left does not."""
    game = moon_game(catalogue, night=True)
    lunar(game, ["adventure/fright-night"])
    play(game, f"adjust adventure/swamp-creature {CITY}")
    assert roll_from_city(game, 2) == {"space/outer/hills-1", "space/outer/woods-3"}


def test_guiding_light_lets_a_move_stop_short(catalogue) -> None:
    """Guiding Light: any number of spaces from 1 up to the roll, either way round."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/guiding-light"])
    assert roll_from_city(game, 3) == {
        "space/outer/fields-1",
        "space/outer/hills-1",
        "space/outer/plains-1",
        "space/outer/fields-6",
        "space/outer/woods-3",
        "space/outer/plains-4",
    }


def test_the_witchs_broom_stops_short_at_night_only(catalogue) -> None:
    """Witch's Broom: at Night its holder may stop short; by Day the full roll is moved."""
    game = moon_game(catalogue)
    play(game, "adjust adventure/witchs-broom 0")
    assert roll_from_city(game, 2) == {"space/outer/hills-1", "space/outer/woods-3"}
    game = moon_game(catalogue, night=True)
    play(game, "adjust adventure/witchs-broom 0")
    assert roll_from_city(game, 2) == {
        "space/outer/fields-1",
        "space/outer/hills-1",
        "space/outer/fields-6",
        "space/outer/woods-3",
    }


def pray_at_the_graveyard(game, die: int) -> None:
    """The evil Wizard lands on the Graveyard, chooses to pray and rolls ``die``."""
    land_on(game, 0, GRAVEYARD)
    play(game, "choose 2", f"roll {die}")


def test_holy_day_raises_a_prayer(catalogue) -> None:
    """Holy Day: after the prayer's die, up to 3 may be added; a 2 made a 5 brings 1 fate
    (the Graveyard's prayer: 5, gain 1 fate)."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/holy-day"])
    pray_at_the_graveyard(game, 2)
    assert game.decision.kind == "raise"
    assert legal(game) == {"choose 0", "choose 1", "choose 2", "choose 3"}
    events = play(game, "choose 3")
    assert "prayer_raised 0 3" in events and game.state.players[0].fate == 1


def test_holy_day_may_be_left_and_never_passes_the_top_row(catalogue) -> None:
    game = moon_game(catalogue)
    lunar(game, ["adventure/holy-day"])
    pray_at_the_graveyard(game, 5)
    assert legal(game) == {"choose 0", "choose 1"}  # 6 is the table's top result
    play(game, "choose 0")
    assert game.state.players[0].fate == 1  # the 5 stands


def test_no_raise_without_holy_day_or_the_book(catalogue) -> None:
    game = moon_game(catalogue)
    pray_at_the_graveyard(game, 2)
    assert game.decision.kind != "raise" and game.state.players[0].fate == 0


def test_the_prayer_book_and_holy_day_each_add_up_to_3(catalogue) -> None:
    """Prayer Book: the holder adds up to 3 too; with Holy Day the two add up to 6 (capped
    by the table's top row: from a 1, at most 5)."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/holy-day"])
    play(game, "adjust adventure/prayer-book 0")
    pray_at_the_graveyard(game, 1)
    assert legal(game) == {f"choose {n}" for n in range(6)}


def test_the_prayer_book_alone(catalogue) -> None:
    game = moon_game(catalogue, night=True)  # the Book works at any time
    play(game, "adjust adventure/prayer-book 0")
    pray_at_the_graveyard(game, 1)
    assert legal(game) == {"choose 0", "choose 1", "choose 2", "choose 3"}


def test_morning_song_clears_the_space_reached(catalogue) -> None:
    """Morning Song: having moved, the character discards cards of the space; with none left
    there, the space's own draw follows (Fields: draw 1 card)."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/morning-song"])
    land_on(game, 0, FIELDS, f"adjust adventure/swamp-creature {FIELDS}")
    assert game.decision.kind == "discard"
    assert legal(game) == {"done", "discard adventure/swamp-creature"}
    play(game, "discard adventure/swamp-creature")
    assert "adventure/swamp-creature" in game.state.discards["adventure"]
    assert game.decision.is_chance and game.decision.kind == "draw"


def test_morning_song_may_be_declined(catalogue) -> None:
    game = moon_game(catalogue)
    lunar(game, ["adventure/morning-song"])
    land_on(game, 0, FIELDS, f"adjust adventure/swamp-creature {FIELDS}")
    play(game, "done")
    assert game.state.board[FIELDS] == ("adventure/swamp-creature",)
    assert game.decision.kind != "discard"


def test_guiding_light_keeps_the_move_that_leads_nowhere(catalogue) -> None:
    """Under Guiding Light, a figure the table put on the Pits by hand while its roll was
    pending still has its move: where no count leads anywhere the figure stays where it stands,
    as without the Lunar Event (core rules, Movement in the Inner Region; a random playout
    with hand corrections found no legal action at all)."""
    game = moon_game(catalogue)
    lunar(game, ["adventure/guiding-light"])
    roll_from_city(game, 4)
    play(game, "adjust 0 position space/inner/pits")
    assert {a for a in legal(game) if a.startswith("move ")} == {"move space/inner/pits"}
