"""Middle Region spaces (core rulebook, the board; digital rulebook FAQ, "Board spaces").
Each test names the space it plays."""

from __future__ import annotations

import pytest

from tests.engine.engine_helpers import legal, play
from tests.engine.spaces_helpers import game_for, land

TEMPLE = "space/middle/temple"


def test_desert_costs_a_life_then_draws(catalogue) -> None:
    """Desert: lose a life first, then draw 1 card (unless one lies there)."""
    game = game_for(catalogue)
    land(game, "space/middle/desert-1")
    assert game.state.players[0].lives == 3
    assert game.decision.kind == "draw"
    play(game, "draw adventure/bag-of-gold", "done")
    assert game.state.players[0].lives == 3 and game.state.current == 1  # no second life lost


def test_desert_spares_who_encounters_a_character(catalogue) -> None:
    """FAQ, Board spaces, Desert: encountering a character there instead costs no life."""
    game = game_for(catalogue)
    play(game, "adjust 1 position space/middle/desert-2")
    land(game, "space/middle/desert-2")
    assert game.decision.kind == "encounter"
    play(game, "encounter character/dwarf")
    assert game.state.players[0].lives == 4


@pytest.mark.parametrize(("space", "count"), [("space/middle/oasis", 2), ("space/middle/hidden-valley", 3)])
def test_oasis_and_hidden_valley_draw_up_to_their_number(catalogue, space: str, count: int) -> None:
    """Oasis draws 2, Hidden Valley 3, counting the cards already there (core rules,
    "Encountering a Space - Draw Cards Spaces")."""
    game = game_for(catalogue)
    land(game, space, f"adjust adventure/bag-of-gold#1 {space}")
    for _ in range(count - 1):
        assert game.decision.kind == "draw"
        play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind != "draw" and len(game.state.board[space]) == count


@pytest.mark.parametrize(
    ("dice", "check"),
    [
        ((1, 1), lambda ch: ch.lives == 2),
        ((1, 2), lambda ch: ch.lives == 3),
        ((3, 3), lambda ch: ch.strength == 1),
        ((3, 4), lambda ch: ch.craft == 1),
        ((5, 6), lambda ch: ch.fate == 2),
        ((6, 6), lambda ch: ch.lives == 6),
    ],
)
def test_temple_two_dice(catalogue, dice, check) -> None:
    """Temple: two dice; 2 and 3 cost lives, 6 Strength, 7 Craft, 11 two fate, 12 two lives."""
    game = game_for(catalogue)
    land(game, TEMPLE)
    play(game, f"roll {dice[0]}", f"roll {dice[1]}")
    assert check(game.state.players[0])


def test_temple_ten_gives_a_talisman(catalogue) -> None:
    """Temple 10: a Talisman, while one is left."""
    game = game_for(catalogue)
    land(game, TEMPLE)
    play(game, "roll 4", "roll 6", "choose 1")
    assert any(o.startswith("talisman/") for o in game.state.players[0].objects)


def test_temple_five_enslaves_until_a_four_to_six(catalogue) -> None:
    """Temple 5: enslaved; the movement roll must be 4, 5 or 6 to leave, and that roll is the move."""
    game = game_for(catalogue)
    land(game, TEMPLE)
    play(game, "roll 2", "roll 3")
    assert game.state.markers["enslaved/0"] == TEMPLE
    play(game, "adjust turn 0", "roll 3")
    assert game.state.players[0].position == TEMPLE and game.state.current == 1  # stays, turn over
    play(game, "adjust turn 0", "roll 5")
    assert "enslaved/0" not in game.state.markers
    assert game.decision.kind == "move" and "move space/middle/runes-2" not in legal(game)
    assert "move space/middle/castle" in legal(game) or "move space/middle/black-knight" in legal(game)


def test_temple_toad_rolls_to_break_free_then_moves_one(catalogue) -> None:
    """FAQ, Board spaces, Temple Q1: a Toad still rolls to break free, then moves 1 space."""
    game = game_for(catalogue)
    land(game, TEMPLE)
    play(game, "roll 2", "roll 3", "adjust 0 toad 3", "adjust turn 0")
    assert game.decision.kind == "roll"  # the roll to break free
    play(game, "roll 6")
    assert game.decision.kind == "move"
    assert legal(game) == {"move space/middle/desert-2", "move space/middle/woods"}


def test_black_knight_takes_gold_or_a_life(catalogue) -> None:
    """Black Knight: pay 1 gold or lose 1 life; without gold only the life is offered."""
    game = game_for(catalogue)
    land(game, "space/middle/black-knight", "adjust 0 gold 2")
    assert legal(game) == {"choose 1", "choose 2"}
    play(game, "choose 1")
    assert game.state.players[0].gold == 1 and game.state.players[0].lives == 4
    game = game_for(catalogue)
    land(game, "space/middle/black-knight", "adjust 0 gold 0")
    assert legal(game) == {"choose 2"}  # no gold: the life it is
    play(game, "choose 2")
    assert game.state.players[0].lives == 3


def test_castle_prince_heals_two_free_then_the_doctor(catalogue) -> None:
    """Castle: the Prince gets up to 2 lives healed free, then 1 gold a life (FAQ, Prince /
    Princess)."""
    game = game_for(catalogue)
    land(game, "space/middle/castle", "adjust adventure/prince 0", "adjust 0 lives 1", "adjust 0 gold 1")
    assert game.state.players[0].lives == 3
    play(game, "choose 1")
    thief = game.state.players[0]
    assert thief.lives == 4 and thief.gold == 0


def test_runes_draw_and_strengthen_creatures(catalogue) -> None:
    """Runes: draw 1; a creature fought here adds 2 to its attack roll."""
    game = game_for(catalogue)
    land(game, "space/middle/runes-1", "adjust 0 strength 0")
    play(game, "draw adventure/wild-boar")
    events = (
        play(game, "fight", "roll 3", "roll 3") if "fight" in legal(game) else play(game, "roll 3", "roll 3")
    )
    boar = catalogue["adventure/wild-boar"].strength
    assert f"attack_scores 0 6 {3 + boar + 2}" in events


def test_cursed_glade_objects_count_for_nothing(catalogue) -> None:
    """Cursed Glade: Objects add nothing to Strength there (core rules, "Gaining Spells" example)."""
    from engine import character

    game = game_for(catalogue)
    land(game, "space/middle/cursed-glade", "adjust adventure/sword#1 0")
    thief = game.state.players[0]
    assert character.strength(game, thief, battle=True) == 3


def test_chasm_costs_a_life_and_followers(catalogue) -> None:
    """Chasm: 1-2 on your die loses a life; then a die for each Follower, 1-2 kills it."""
    game = game_for(catalogue)
    land(game, "space/middle/chasm", "adjust adventure/prince 0", "adjust adventure/princess 0")
    play(game, "roll 2", "roll 1", "roll 5")
    thief = game.state.players[0]
    assert thief.lives == 3 and thief.followers == ("adventure/princess",)
    assert "adventure/prince" in game.state.discards["adventure"]


def test_chasm_without_followers_only_your_die(catalogue) -> None:
    """Chasm: no Followers, one die only."""
    game = game_for(catalogue)
    land(game, "space/middle/chasm")
    play(game, "roll 4")
    assert game.state.current == 1 and game.state.players[0].lives == 4


def test_cursed_glade_does_not_touch_a_character_encounter(catalogue) -> None:
    """FAQ, Board spaces, Cursed Glade: meeting a character there, the space's rules do not
    apply: the Sword counts in that battle."""
    game = game_for(catalogue)
    play(game, "adjust 1 position space/middle/cursed-glade")
    land(game, "space/middle/cursed-glade", "adjust adventure/sword#1 0")
    play(game, "encounter character/dwarf")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    events = play(game, "roll 2", "roll 2")
    assert "attack_scores 0 6 5" in events  # Thief 3 + Sword 1 + 2; Dwarf 3 + 2


def test_cursed_glade_spells_cannot_be_cast_there(catalogue) -> None:
    """Cursed Glade: no Spells while encountering the space (a creature drawn there included)."""
    for space, castable in (("space/middle/runes-2", True), ("space/middle/cursed-glade", False)):
        game = game_for(catalogue)
        pool = (*game.state.decks["spell"], *game.state.discards["spell"])
        spell = next(c for c in pool if c.startswith("spell/invisibility"))
        land(game, space, "adjust 0 craft 3", f"adjust {spell} 0")
        play(game, "draw adventure/wild-boar")
        assert any(a.startswith("cast") for a in legal(game)) == castable, space


def test_temple_talisman_refused_stays_face_up(catalogue) -> None:
    """FAQ, Board spaces, Temple Q2: a Talisman not wanted is left face up on the Temple, for
    whoever takes it later."""
    game = game_for(catalogue)
    land(game, TEMPLE)
    play(game, "roll 4", "roll 6", "choose 2")
    assert game.state.players[0].objects == ()
    assert [c.split("#")[0] for c in game.state.board[TEMPLE]] == ["talisman/talisman"]


def test_space_handler_runs_after_the_steps(catalogue, monkeypatch) -> None:
    """docs/content-format.md, Steps: a space with steps and a handler runs the steps first,
    then the handler (here a stand-in for the Werewolf Den's code records when it ran)."""
    from engine import cards

    seen: list[int] = []
    monkeypatch.setitem(cards.HANDLERS, "space/inner/werewolf-den", lambda g, p, s: seen.append(len(g.log)))
    game = game_for(catalogue, hero="character/troll", other="character/thief")
    land(game, "space/inner/werewolf-den")
    play(game, "roll 1", "roll 1")  # a Strength 2 Werewolf
    assert seen == []  # the battle (a step) comes first
    play(game, "roll 6", "roll 1")  # the Troll wins
    assert seen == [len(game.log) - 1]  # during the last action, once the battle was won
