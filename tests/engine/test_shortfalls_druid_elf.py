"""Shortfalls closed for the Druid and the Elf (content/data/characters.yaml):

- character/druid/woods-spells comes each time he lands on a Woods, also when he meets a
  character there rather than the space (his card; FAQ, Druid Q2: before the encounter);
- character/druid/change-alignment just before an Object a card hands him that his present
  alignment bars (his card: he switches whenever he likes, once a turn; FAQ, Druid Q1);
- character/elf/woods-paths and a Warlock's quest due as a move starts: the player whose turn it
  is picks the order (digital rulebook, "Simultaneous Effects").
"""

from __future__ import annotations

from tests.engine.engine_helpers import land_on, legal, new_game, play

WOODS = "space/outer/woods-1"
CAVE = "space/middle/warlocks-cave"


def _druid_lands_on_woods_with_the_dwarf_there(catalogue):
    game = new_game(catalogue, "character/druid", "character/dwarf")
    land_on(game, 0, WOODS, f"adjust 1 position {WOODS}")
    assert game.decision.kind == "encounter" and "encounter character/dwarf" in legal(game)
    return game


def test_druid_woods_spells_when_he_meets_a_character_on_the_woods(catalogue) -> None:
    """character/druid/woods-spells: "each time you land on a Woods space" (his card), so also
    when he attacks the character there; drawn before that encounter (FAQ, Druid Q2)."""
    game = _druid_lands_on_woods_with_the_dwarf_there(catalogue)
    events = play(game, "encounter character/dwarf")
    assert "ability 0 woods-spells" in events
    assert game.decision.kind == "draw" and game.state.stack[-2]["kind"] == "battle"
    play(game, "draw spell/healing", "draw spell/random")
    assert len(game.state.players[0].spells) == 2
    assert any(f["kind"] == "battle" for f in game.state.stack)  # then the battle goes on


def test_druid_meeting_a_character_off_the_woods_draws_no_spells(catalogue) -> None:
    """character/druid/woods-spells: only on a Woods (Fields: a character there, no Spells)."""
    game = new_game(catalogue, "character/druid", "character/dwarf")
    fields = "space/outer/fields-1"
    before = game.space(fields).neighbours[0]
    play(game, f"adjust 0 position {before}", f"adjust 1 position {fields}", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    events = play(game, "roll 1", f"move {fields}", "encounter character/dwarf")
    assert "ability 0 woods-spells" not in events
    assert any(f["kind"] == "battle" for f in game.state.stack)


def _good_druid_handed_the_runesword(catalogue):
    """The Druid, good and free to switch this turn, is handed the Runesword by a card's step."""
    game = new_game(catalogue, "character/druid", "character/dwarf")
    play(game, "adjust 0 alignment good", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    druid = game.state.players[0]
    game.set(druid, "alignment_changed", False)  # the table's adjustment is not his switch
    assert druid.alignment == "good" and game.decision.kind == "roll"
    game.push({"kind": "steps", "p": 0, "steps": [{"take": "adventure/runesword"}], "source": "test"})
    game._settle()  # the step runs as a card's would
    return game


def test_druid_may_switch_alignment_for_an_object_a_card_hands_him(catalogue) -> None:
    """character/druid/change-alignment: a card hands him the Runesword (neutral or evil) while
    he is good: he may switch just before it comes (his card; FAQ, Druid Q1), and keeps it."""
    game = _good_druid_handed_the_runesword(catalogue)
    assert game.decision.kind == "alignment", game.decision
    events: list[str] = []
    assert legal(game) == {"pass", "use change-alignment neutral", "use change-alignment evil"}
    events += play(game, "use change-alignment neutral")
    druid = game.state.players[0]
    assert druid.alignment == "neutral" and any(o.startswith("adventure/runesword") for o in druid.objects)
    assert "alignment 0 neutral" in events


def test_druid_passing_leaves_a_barred_object_on_his_space(catalogue) -> None:
    """character/druid/change-alignment declined: good, he cannot hold the Runesword (core
    rules, alignment-bound Objects): it is left on his space."""
    game = _good_druid_handed_the_runesword(catalogue)
    events = play(game, "pass")
    assert "alignment 0 neutral" not in events
    druid = game.state.players[0]
    assert druid.alignment == "good" and not any(o.startswith("adventure/runesword") for o in druid.objects)
    here = game.state.board.get(druid.position, ())
    assert any(c.startswith("adventure/runesword") for c in here)


def _elf_on_woods_with_a_quest(catalogue):
    """The Elf holds a give-a-Follower quest and a Follower, and starts his turn on a Woods."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    nb = game.space(CAVE).neighbours[0]
    play(game, f"adjust 0 position {nb}", "adjust turn 0", "roll 1", f"move {CAVE}")
    play(game, "choose 2", "roll 3", "accept")  # Warlock's Cave, 3: give up a Follower
    assert game.state.players[0].quest == "give-follower"
    play(game, f"adjust 0 position {WOODS}", "adjust adventure/prince 0", "adjust turn 0")
    return game


def test_elf_woods_paths_and_a_quest_due_the_player_orders_them(catalogue) -> None:
    """character/elf/woods-paths with a Warlock's quest that can be done as the move starts:
    the player whose turn it is picks which first (digital rulebook, "Simultaneous Effects")."""
    game = _elf_on_woods_with_a_quest(catalogue)
    assert game.decision.kind == "effect_order"
    assert legal(game) == {"choose quest", "choose woods-paths"}


def test_elf_woods_paths_first_then_the_quest_as_the_turn_ends(catalogue) -> None:
    """character/elf/woods-paths first: he walks the paths; the quest is done before play passes."""
    game = _elf_on_woods_with_a_quest(catalogue)
    play(game, "choose woods-paths")
    assert game.decision.kind == "move" and "move space/outer/woods-3" in legal(game)
    assert game.state.players[0].quest == "give-follower"
    events = play(game, "move space/outer/woods-3", "draw adventure/bag-of-gold")
    while game.state.current == 0 and not game.decision.is_chance:
        events += play(game, "done" if "done" in legal(game) else sorted(legal(game))[0])
    assert game.state.current == 1
    assert "quest_done 0 give-follower" in events


def test_elf_quest_first_then_no_woods_paths(catalogue) -> None:
    """The quest first (digital rulebook, "Simultaneous Effects"): back to the Warlock's Cave,
    off the Woods, so his paths are no longer offered."""
    game = _elf_on_woods_with_a_quest(catalogue)
    events = play(game, "choose quest")
    assert "quest_done 0 give-follower" in events
    assert game.state.players[0].position == CAVE and game.decision.kind != "effect_order"


def test_elf_woods_paths_alone_is_not_ordered(catalogue) -> None:
    """No quest due: character/elf/woods-paths is offered at once, nothing to order."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    play(game, f"adjust 0 position {WOODS}", "adjust turn 0")
    assert game.decision.kind == "move" and "pass" in legal(game)
