"""Declining to build or ride a Raft is a normal move (digital rulebook, "Rafts"): "Any
character in a Woods or Forest space at the start of his turn who has an Axe may declare that
he is building a Raft for that move. Instead of moving, the character takes a Raft Card from the
Purchase deck" — *may*: a character who does not declare it rolls and moves as usual. Before,
``begin`` only offered the building again (a sensible player, asked again and again, never
left the Woods)."""

from __future__ import annotations

from engine_helpers import legal, new_game, play

WOODS = "space/middle/woods"


def test_an_axe_holder_in_the_woods_who_declines_to_build_rolls_and_moves(catalogue) -> None:
    g = new_game(catalogue, "character/warrior", "character/wizard")
    play(g, "adjust adventure/axe 0", f"adjust 0 position {WOODS}", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    assert g.decision.kind == "instead" and legal(g) == {"take purchase/raft", "begin"}
    play(g, "begin")
    assert g.decision.is_chance and "movement" in g.decision.prompt  # his move's die
    play(g, "roll 2")
    assert g.decision.kind == "move" and g.state.players[0].position == WOODS


def test_an_axe_holder_who_builds_takes_the_raft_as_his_move(catalogue) -> None:
    g = new_game(catalogue, "character/warrior", "character/wizard")
    play(g, "adjust adventure/axe 0", f"adjust 0 position {WOODS}", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "take purchase/raft")
    ch = g.state.players[0]
    assert "purchase/raft" in {c.split("#")[0] for c in ch.objects} and ch.position == WOODS
