"""The Druid's timing choices (issue #4, general rules): the order of simultaneous effects is
picked by the player whose turn it is (digital rulebook, "Simultaneous Effects"); his Woods
Spells may come before the encounter there (FAQ, Druid Q2); his alignment may change whenever
he likes, once a turn (his card; core rules, alignment), so also just before taking a card."""

from __future__ import annotations

from tests.engine.engine_helpers import land_on, legal, new_game, play

WOODS = "space/outer/woods-1"


def _land_on_woods_with_a_hex(catalogue):
    game = new_game(catalogue, "character/druid", "character/dwarf")
    land_on(game, 0, WOODS, f"adjust spell/hex {WOODS}")
    return game


def _finish(game) -> list[str]:
    events: list[str] = []
    while game.state.current == 0 and not game.decision.is_chance:
        events += play(game, "done" if "done" in legal(game) else sorted(legal(game))[0])
    return events


def test_druid_on_a_hexed_woods_may_take_his_spells_before_the_hex(catalogue) -> None:
    """FAQ "Simultaneous Effects" (the Druid on a Woods holding a Hex) and Druid Q2: he draws
    his Spells first, then the Hex takes its life; nothing more is drawn afterwards."""
    game = _land_on_woods_with_a_hex(catalogue)
    assert game.decision.kind == "woods_spells"
    assert legal(game) == {"use woods-spells", "pass"}
    events = play(game, "use woods-spells")
    assert "ability 0 woods-spells" in events and "lose 0 lives 1" not in events
    assert game.decision.kind == "draw"  # the Spells come before the Hex is met
    events = play(game, "draw spell/healing", "draw spell/random")
    assert "lose 0 lives 1" in events
    druid = game.state.players[0]
    assert len(druid.spells) == 2 and druid.lives == 3
    assert "ability 0 woods-spells" not in _finish(game)  # not a second time with the space


def test_druid_on_a_hexed_woods_may_meet_the_hex_first(catalogue) -> None:
    """FAQ "Simultaneous Effects": the other order, the Hex first, his Spells with the space."""
    game = _land_on_woods_with_a_hex(catalogue)
    events = play(game, "pass")
    assert "lose 0 lives 1" in events
    assert game.state.players[0].lives == 3 and game.state.players[0].spells == ()
    while game.decision.kind in ("take", "by_hand"):
        events += play(game, "done")
    assert events.index("lose 0 lives 1") < events.index("ability 0 woods-spells")
    assert game.decision.kind == "draw"
    play(game, "draw spell/healing", "draw spell/random")
    assert len(game.state.players[0].spells) == 2


def test_no_woods_choice_with_a_full_hand_of_spells(catalogue) -> None:
    """Druid Q2 only matters when he has room: with his Spell limit held there is nothing to draw."""
    game = new_game(catalogue, "character/druid", "character/dwarf")
    before = game.space(WOODS).neighbours[0]
    play(game, f"adjust 0 position {before}", "adjust spell/healing#1 0", "adjust spell/random#1 0")
    play(game, f"adjust spell/hex {WOODS}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    events = play(game, "roll 1", f"move {WOODS}")
    assert game.decision.kind != "woods_spells" and "lose 0 lives 1" in events


def _druid_by(catalogue, card: str, alignment: str):
    game = new_game(catalogue, "character/druid", "character/dwarf")
    play(game, f"adjust 0 alignment {alignment}", "adjust 0 missed 1", "adjust turn 0")  # that turn ends
    before = game.space(WOODS).neighbours[0]
    play(game, f"adjust 0 position {before}", f"adjust {card} {WOODS}", "adjust turn 0")
    assert not game.state.players[0].alignment_changed  # a new turn: he may change again
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1", f"move {WOODS}")
    if game.decision.kind == "woods_spells":
        play(game, "pass")
    return game


def test_druid_turns_good_to_take_the_holy_grail(catalogue) -> None:
    """Holy Grail (no evil character may have it): the evil Druid may switch just before taking it."""
    game = _druid_by(catalogue, "adventure/holy-grail", "evil")
    assert game.decision.kind == "take"
    options = legal(game)
    assert "take adventure/holy-grail" not in options
    assert {"use change-alignment good", "use change-alignment neutral"} <= options
    play(game, "use change-alignment good")
    druid = game.state.players[0]
    assert druid.alignment == "good" and druid.alignment_changed
    assert "take adventure/holy-grail" in legal(game)
    assert not any(a.startswith("use") for a in legal(game))  # once a turn
    play(game, "take adventure/holy-grail")
    assert "adventure/holy-grail" in game.state.players[0].objects


def test_druid_is_offered_only_the_alignments_that_unlock_a_card(catalogue) -> None:
    """The Runesword (neutral or evil) is his to take already: no switch is offered for it."""
    game = _druid_by(catalogue, "adventure/runesword", "neutral")
    assert game.decision.kind == "take"
    assert not any(a.startswith("use") for a in legal(game))
    assert "take adventure/runesword" in legal(game)


def test_a_non_druid_gets_no_alignment_offer(catalogue) -> None:
    """Only his card lets a character switch at will; the evil Dwarf just cannot take the Grail."""
    game = new_game(catalogue, "character/dwarf", "character/druid")
    play(game, "adjust 0 alignment evil")
    before = game.space(WOODS).neighbours[0]
    play(game, f"adjust 0 position {before}", f"adjust adventure/holy-grail {WOODS}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 1", f"move {WOODS}")
    assert game.decision.kind != "take" or not any(a.startswith("use") for a in legal(game))
    assert "adventure/holy-grail" not in game.state.players[0].objects
