"""The Dungeon's Events and Places (the Dungeon deck's and the box's Adventure cards), each test
quoting the card it checks."""

from __future__ import annotations

import content
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, bases, meet, named
from tests.engine.engine_helpers import legal, play

ENTRANCE = "space/dungeon/entrance"
TUNNEL_3, TUNNEL_5 = "space/dungeon/tunnel-3", "space/dungeon/tunnel-5"
TUNNELS = {f"space/dungeon/tunnel-{i}" for i in range(1, 10)}
CHAPEL = "space/outer/chapel"


def _begin_next_turn(game) -> None:
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")


def test_cave_in_every_character_in_the_dungeon_rolls(catalogue: content.Catalogue) -> None:
    """Cave-In: "All characters in the Dungeon must roll 1 die to determine what happens to them:
    1-2) Lose 1 life 3-4) Miss your next turn 5-6) Nothing happens" """
    game = meet(catalogue, "dungeon/cave-in", prep=(f"adjust 1 position {TUNNEL_5}",), space=TUNNEL_3)
    lives = [ch.lives for ch in game.state.players]
    events = play(game, "roll 4", "roll 2")  # the other first, then the one who met it
    ch0, ch1 = game.state.players
    assert ch0.lives == lives[0] - 1 and ch1.lives == lives[1]
    assert "misses_turn 1" in events  # his next turn, come straight after


def test_cave_in_spares_characters_outside_the_dungeon(catalogue: content.Catalogue) -> None:
    """Cave-In: only "characters in the Dungeon" roll."""
    game = meet(catalogue, "dungeon/cave-in", space=TUNNEL_3)  # the other is on the main board
    events = play(game, "roll 6")
    assert [e for e in events if e.startswith("rolled")] == ["rolled 0 6 dungeon/cave-in"]
    assert "turn 1" in events  # nobody else rolled: the next turn came


def test_fire_burns_one_kind_of_card_in_the_region(catalogue: content.Catalogue) -> None:
    """Fire: "A Fire rages, destroying all cards of a certain type in this Region. Roll 1 die:
    1-2) Place cards 3-4) Stranger cards 5-6) Enemy cards" """
    lying = {
        "space/dungeon/tunnel-5": "dungeon/secret-passage",
        "space/dungeon/tunnel-6": "dungeon/sister-of-fate",
        "space/dungeon/tunnel-7": named(catalogue, "dungeon/gnoll"),
        CHAPEL: named(catalogue, "adventure/rune-gate"),  # a Place outside the region
    }
    prep = tuple(f"adjust {card} {space}" for space, card in lying.items())
    game = meet(catalogue, "dungeon/fire", prep=prep, space=TUNNEL_3)
    play(game, "roll 1")
    board = game.state.board
    assert "space/dungeon/tunnel-5" not in board
    assert {"dungeon/sister-of-fate", "dungeon/gnoll"} <= bases(
        board["space/dungeon/tunnel-6"] + board["space/dungeon/tunnel-7"]
    )
    assert "adventure/rune-gate" in bases(board[CHAPEL])
    game = meet(catalogue, "dungeon/fire", prep=prep, space=TUNNEL_3)
    play(game, "roll 6")
    assert "space/dungeon/tunnel-7" not in game.state.board
    assert "dungeon/fire" in bases(game.state.discards["dungeon"])


def test_green_mist_eats_weapons_and_armour(catalogue: content.Catalogue) -> None:
    """Green Mist: "A strange vapour corrodes all of your equipment. Discard all of your Armour and
    Weapons." """
    held = ("purchase/sword#1", "purchase/helmet#1", named(catalogue, "adventure/water-bottle"))
    game = meet(catalogue, "dungeon/green-mist", prep=tuple(f"adjust {c} 0" for c in held))
    assert game.state.players[0].objects == (held[2],)


def test_trap_door_to_the_entrance_or_a_face_up_dungeon_door(catalogue: content.Catalogue) -> None:
    """Trap Door: "Move your character to the Dungeon Entrance or any faceup Dungeon Door." """
    door = f"adjust {named(catalogue, 'adventure/dungeon-door')} {CHAPEL}"
    for card in ("dungeon/trap-door", named(catalogue, "adventure/trap-door")):
        game = meet(catalogue, card, prep=(door,))
        assert legal(game) == {f"move {ENTRANCE}", f"move {CHAPEL}"}
        play(game, f"move {ENTRANCE}")
        assert game.state.players[0].position == ENTRANCE


def test_snake_pit_a_follower_or_a_life(catalogue: content.Catalogue) -> None:
    """Snake Pit: "roll 1 die: at most your Strength, you get across safely; higher, you fall in and
    either discard 1 Follower or lose 1 life" (the card's rule in our data's words)."""
    guide = named(catalogue, "adventure/guide")
    game = meet(catalogue, "dungeon/snake-pit", prep=(f"adjust {guide} 0",))
    play(game, "roll 6")  # above the Strength
    assert legal(game) == {f"discard {guide}", "choose life"}
    play(game, f"discard {guide}")
    assert not game.state.players[0].followers
    game = meet(catalogue, "dungeon/snake-pit")
    lives = game.state.players[0].lives
    play(game, "roll 6")
    assert game.state.players[0].lives == lives - 1


def test_dungeon_door_the_entrance_instead_of_the_next_move(catalogue: content.Catalogue) -> None:
    """Dungeon Door: "When your next turn comes you may go to the Dungeon Entrance in place of your
    usual move" (the card's rule in our data's words)."""
    game = meet(catalogue, named(catalogue, "adventure/dungeon-door"))
    _begin_next_turn(game)
    assert legal(game) == {f"move {ENTRANCE}", "begin"}
    play(game, f"move {ENTRANCE}")
    assert game.state.players[0].position == ENTRANCE


def test_rune_gate_to_another_gate_or_a_runes_space(catalogue: content.Catalogue) -> None:
    """Rune Gate: "On your next turn you may skip your usual move and step through to any other
    face-up Rune Gate, or to any Runes space. Once someone has gone through it, the gate is
    discarded." (the card's rule in our data's words)"""
    gate = named(catalogue, "adventure/rune-gate")
    game = meet(catalogue, gate, prep=(f"adjust dungeon/rune-gate {CHAPEL}",))
    _begin_next_turn(game)
    runes = {f"move space/middle/runes-{i}" for i in (1, 2, 3)}
    assert legal(game) == {f"move {CHAPEL}", "begin", *runes}
    play(game, f"move {CHAPEL}")
    assert game.state.players[0].position == CHAPEL
    assert gate not in game.state.board.get(FIELD, ()) and gate in game.state.discards["adventure"]


def test_lone_dwarf_two_back_or_on_or_a_follower(catalogue: content.Catalogue) -> None:
    """Lone Dwarf: "Roll 1 die to determine how he reacts to you: ... 2) Move backwards 2 spaces
    ... 5) Move forwards 2 spaces 6) Joins you as a Follower" """
    game = meet(catalogue, "dungeon/lone-dwarf", space=TUNNEL_5)
    play(game, "roll 2")
    assert game.state.players[0].position == "space/dungeon/tunnel-4"  # 2 back along the track
    game = meet(catalogue, "dungeon/lone-dwarf", space=TUNNEL_3)
    play(game, "roll 5")
    assert game.state.players[0].position == "space/dungeon/tunnel-4"  # 2 on
    game = meet(catalogue, "dungeon/lone-dwarf")
    play(game, "roll 6")
    assert game.state.players[0].followers == ("dungeon/lone-dwarf",)
    assert "dungeon/lone-dwarf" not in bases(game.state.board.get(FIELD, ()))


def test_passageway_one_leads_to_any_tunnel(catalogue: content.Catalogue) -> None:
    """Passageway: "roll 1 die for where you come out: 1, any Tunnel space" (the card's chart)."""
    game = meet(catalogue, "dungeon/passageway", fight=False)
    play(game, "choose 2", "roll 1")
    assert legal(game) == {f"move {t}" for t in TUNNELS}
