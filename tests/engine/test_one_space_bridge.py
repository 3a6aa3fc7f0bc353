"""A character who moves one space a turn (a Toad, the Poltergeist's haunted, a Blizzard) still
crosses the Storm River by the Sentinel's bridge, one space being enough to carry him over.

Digital rulebook, "The Sentinel Space": "A character may cross the Sentinel bridge in either
direction if the die roll for his move is sufficient to carry him across it and into the Region
on the opposite side." ... "The Sentinel attacks a character every time he attempts to cross
the Sentinel bridge from the Outer Region to enter the Middle Region." ... "The Sentinel does
not attack ... characters crossing back from the Middle Region to the Outer Region".
Core rules, "Toads": "A Toad does not roll the die for movement, but must move only one space
per turn." The Poltergeist (core Adventure deck) slows its holder to one space a turn and leaves
him once he crosses the Storm River, by the bridge or any other way.
"""

from __future__ import annotations

from engine_helpers import legal, new_game, play

SENTINEL, HILLS, MIDDLE_HILLS = "space/outer/sentinel", "space/outer/hills-2", "space/middle/hills"


def toad_on(catalogue, space: str):
    g = new_game(catalogue, "character/warrior", "character/wizard")
    play(g, f"adjust 0 position {space}", "adjust 0 toad 3", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    return g


def test_a_toad_on_the_sentinel_may_step_over_the_bridge_and_is_attacked(catalogue) -> None:
    g = toad_on(catalogue, SENTINEL)
    assert g.decision.kind == "move" and f"move {MIDDLE_HILLS}" in legal(g)
    play(g, f"move {MIDDLE_HILLS}")
    assert any(f["kind"] == "battle" and f["source"] == SENTINEL for f in g.state.stack)
    assert g.state.players[0].position == SENTINEL  # (on the bridge's near end until beaten)


def _play_until(g, done, prefer: tuple[str, ...], limit: int = 30) -> None:
    for _ in range(limit):
        if done():
            return
        options = legal(g)
        play(g, next((a for a in prefer if a in options), sorted(options)[0]))
    raise AssertionError(f"not reached; now {g.decision}")


def test_the_poltergeist_s_holder_crosses_beats_the_sentinel_and_is_rid_of_it(catalogue) -> None:
    g = new_game(catalogue, "character/warrior", "character/wizard")
    play(g, "adjust adventure/poltergeist space/outer/sentinel", f"adjust 0 position {HILLS}")
    play(g, "adjust 0 strength 8", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1", f"move {SENTINEL}")  # he meets the Poltergeist lying there: it haunts him
    _play_until(g, lambda: g.state.current == 1, ("take adventure/poltergeist", "encounter space", "end"))
    assert any(c.startswith("adventure/poltergeist") for c in g.state.players[0].followers)
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    assert g.decision.kind == "move" and f"move {MIDDLE_HILLS}" in legal(g)  # one space, no roll
    play(g, f"move {MIDDLE_HILLS}")
    # the fight: his 6 (Strength 4 + 8 counters) against the Sentinel's 1 (Strength 9)
    _play_until(g, lambda: g.state.players[0].position == MIDDLE_HILLS, ("fight", "roll 6", "accept"))
    _play_until(g, lambda: g.state.current == 1, ("end", "pass", "accept", "roll 3"))
    assert not any(c.startswith("adventure/poltergeist") for c in g.state.players[0].followers)


def test_a_toad_steps_back_over_the_bridge_with_no_fight(catalogue) -> None:
    g = toad_on(catalogue, MIDDLE_HILLS)
    assert f"move {SENTINEL}" in legal(g)
    lives = g.state.players[0].lives
    play(g, f"move {SENTINEL}")
    assert g.state.players[0].position == SENTINEL and g.state.players[0].lives == lives
    assert all(f["kind"] != "battle" for f in g.state.stack)
