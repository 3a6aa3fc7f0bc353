"""The Highland deck's Places (highland/*.yaml, type place): each met lying on a Highland space.
Their rules in our words, from the cards' printed texts (reference card wording, The Highland);
no rulebook or FAQ passage speaks of them. Counters kept on a card live in the state's markers,
so saves, undo and replays keep them."""

from __future__ import annotations

import json

import pytest

import content
from engine import Game
from engine.state import State, base_id
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_helpers import highland_game, land, turn

RAVINE_1, CLIFF, RUINED_MINE = "space/highland/ravine-1", "space/highland/cliff", "space/highland/ruined-mine"
PASS, CANYON = "space/highland/mountain-pass", "space/highland/canyon"


def meet(g: Game, card: str, *prep: str) -> None:
    """The first player lands on the Cliff, where ``card`` lies, and meets it."""
    land(g, CLIFF, RAVINE_1, 1, f"adjust {card} {CLIFF}", *prep)


# --- the Pool of Fortitude, the Stream of Knowledge, the Well of Life ---------------------------


@pytest.mark.parametrize(
    ("card", "kinds"),
    [
        ("highland/pool-of-fortitude", ("strength", "lives")),
        ("highland/stream-of-knowledge", ("craft", "lives")),
        ("highland/well-of-life", ("fate", "lives")),
    ],
)
def test_a_drinking_place_gives_one_of_its_four_counters_a_visit_then_dries_up(
    catalogue: content.Catalogue, card: str, kinds: tuple[str, str]
) -> None:
    """Pool of Fortitude (Stream of Knowledge, Well of Life): when turned up it holds 2 Strength
    (Craft, fate) and 2 lives; once a visit the character may take one of them; with all 4 taken
    it is discarded."""
    g = highland_game(catalogue)
    first, second = kinds
    for visit, kind in enumerate((first, first, second, second), 1):
        before = getattr(g.state.players[0], kind)
        meet(g, card)
        assert legal(g) == {f"take {first}", f"take {second}", "pass"} - (
            {f"take {first}"} if visit > 2 else set()
        )
        play(g, f"take {kind}")
        assert getattr(g.state.players[0], kind) == before + 1
        assert g.decision.kind != "drink"  # once a visit
    assert card not in g.state.board.get(CLIFF, ()) and card in g.state.discards["highland"]
    assert not any(k.startswith("counters/") for k in g.state.markers)


def test_the_counters_left_are_kept_in_the_state_and_undone(catalogue: content.Catalogue) -> None:
    """What is left on the card is part of the saved state (JSON), and an undo puts it back."""
    g = highland_game(catalogue)
    meet(g, "highland/well-of-life")
    play(g, "take fate")
    saved = json.loads(json.dumps(g.state.to_json()))
    assert State.from_json(saved).markers["counters/highland/well-of-life"] == {"fate": 1, "lives": 2}
    g.undo()
    assert "counters/highland/well-of-life" not in g.state.markers


# --- the Rock Face ------------------------------------------------------------------------------


def test_the_rock_face_is_climbed_below_strength_and_craft(catalogue: content.Catalogue) -> None:
    """Rock Face: 2 dice under your Strength and Craft added together (the Dwarf: 3 and 3), you
    climb it; it stays for the whole game."""
    g = highland_game(catalogue)
    lives = g.state.players[0].lives
    meet(g, "highland/rock-face")
    play(g, "roll 2", "roll 3")
    assert g.state.players[0].lives == lives and "highland/rock-face" in g.state.board[CLIFF]


def test_failing_the_rock_face_costs_a_life_or_a_follower(catalogue: content.Catalogue) -> None:
    """Rock Face: otherwise you either lose 1 life or discard 1 Follower."""
    g = highland_game(catalogue)
    meet(g, "highland/rock-face", "adjust adventure/mule 0")
    play(g, "roll 3", "roll 3")  # 6: not under 6
    assert g.decision.kind == "choose" and "Follower" in g.decision.prompt
    play(g, "choose 2")
    assert not g.state.players[0].followers


def test_failing_the_rock_face_with_no_follower_costs_a_life(catalogue: content.Catalogue) -> None:
    g = highland_game(catalogue)
    lives = g.state.players[0].lives
    meet(g, "highland/rock-face")
    play(g, "roll 6", "roll 6")
    assert g.state.players[0].lives == lives - 1


# --- the Narrow Path ----------------------------------------------------------------------------


def test_the_narrow_path_rolls_for_him_and_for_each_follower(catalogue: content.Catalogue) -> None:
    """Narrow Path: 1 die for yourself and 1 for each Follower: 1 or 2 for you costs a life, 1 or
    2 for a Follower kills it."""
    g = highland_game(catalogue)
    lives = g.state.players[0].lives
    meet(g, "highland/narrow-path", "adjust adventure/mule 0", "adjust adventure/guide#1 0")
    play(g, "roll 4")  # his own: safe
    assert g.decision.kind == "roll" and "Mule" in g.decision.prompt
    play(g, "roll 2", "roll 5")  # the Mule falls, the Guide does not
    ch = g.state.players[0]
    assert ch.lives == lives and ch.followers == ("adventure/guide#1",)
    assert "highland/narrow-path" in g.state.board[CLIFF]


# --- the Icy Path -------------------------------------------------------------------------------


@pytest.mark.parametrize(("die", "where"), [(2, "space/highland/entrance"), (5, CANYON)])
def test_the_icy_path_slides_him_3_spaces(catalogue: content.Catalogue, die: int, where: str) -> None:
    """Icy Path: 2 or 3, 3 spaces anticlockwise; 4 or 5, 3 spaces clockwise (on the Highland's
    track, our reading: back towards the entrance, on towards the Eyrie); the new space is met
    (digital rulebook, "Encounter Sequence": "If a character is moved to a different space any
    time during the encounter, he continues with a new encounter in the new space")."""
    g = highland_game(catalogue)
    meet(g, "highland/icy-path")
    play(g, f"roll {die}")
    assert g.state.players[0].position == where
    assert "highland/icy-path" in g.state.board[CLIFF]  # it stays


def test_a_6_on_the_icy_path_gives_another_turn(catalogue: content.Catalogue) -> None:
    """Icy Path: 6, take another turn straight away."""
    g = highland_game(catalogue)
    meet(g, "highland/icy-path")
    turns = g.state.turn
    events = play(g, "roll 6")
    assert 'extra_turn 0 "Icy Path"' in events
    assert g.state.turn == turns + 1 and g.state.current == 0  # his again


# --- the Eagle's Nest ---------------------------------------------------------------------------


def test_the_eagles_nest_goes_to_the_pass_and_its_first_visitor_takes_the_talisman(
    catalogue: content.Catalogue,
) -> None:
    """Eagle's Nest: put it on the Mountain Pass; the first character to visit it there may take
    the Talisman the Eagle left; the Nest is then discarded."""
    g = highland_game(catalogue)
    meet(g, "highland/eagles-nest")
    assert "highland/eagles-nest" in g.state.board[PASS]
    assert not any(base_id(o) == "talisman/talisman" for o in g.state.players[0].objects)
    land(g, PASS, CANYON, 1)
    play(g, "draw highland/emerald")  # (the Pass's own draw)
    if g.decision.kind == "take":
        play(g, "done")  # (Objects come before Places: encounter numbers 5 and 6)
    assert any(base_id(o) == "talisman/talisman" for o in g.state.players[0].objects)
    assert "highland/eagles-nest" not in g.state.board.get(PASS, ())
    assert "highland/eagles-nest" in g.state.discards["highland"]


# --- the Gong of War ----------------------------------------------------------------------------


def test_the_gong_of_war_calls_a_character_here_to_be_attacked(catalogue: content.Catalogue) -> None:
    """Gong of War: call 1 character from any Region to this space and attack them as if you had
    met them here; the Gong then crumbles (discarded)."""
    g = highland_game(catalogue)
    meet(g, "highland/gong-of-war")
    assert legal(g) == {"encounter character/wizard", "pass"}
    play(g, "encounter character/wizard")
    assert g.state.players[1].position == CLIFF
    battle = next(f for f in reversed(g.state.stack) if f["kind"] == "battle")
    assert battle["opponent"] == 1 and battle["p"] == 0
    assert "highland/gong-of-war" in g.state.discards["highland"]


def test_the_gong_of_war_may_be_left_alone(catalogue: content.Catalogue) -> None:
    g = highland_game(catalogue)
    meet(g, "highland/gong-of-war")
    play(g, "pass")
    assert "highland/gong-of-war" in g.state.board[CLIFF] and g.state.players[1].position != CLIFF


# --- the Rune Gate ------------------------------------------------------------------------------


def test_the_rune_gate_takes_him_next_turn_to_another_gate_or_a_runes_space(
    catalogue: content.Catalogue,
) -> None:
    """Rune Gate: on your next turn you may, in place of your move, step through to any other
    face-up Rune Gate or any Runes space; used, the Rune Gate is discarded."""
    g = highland_game(catalogue)
    play(g, f"adjust highland/rune-gate#2 {RUINED_MINE}")
    meet(g, "highland/rune-gate#1")
    turn(g, CLIFF)
    runes = {s.id for s in g.board.spaces.values() if s.name == "Runes"}
    assert g.decision.kind == "instead"
    assert legal(g) == {f"move {s}" for s in {*runes, RUINED_MINE}} | {"begin"}
    play(g, "move space/middle/runes-1")
    assert g.state.players[0].position == "space/middle/runes-1"
    assert "highland/rune-gate#1" in g.state.discards["highland"]
