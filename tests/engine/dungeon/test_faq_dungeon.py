"""The digital rulebook's FAQ answers on the Dungeon's region and Treasures, one test each,
quoting the question and the answer (the cards' own answers are tests/engine/dungeon/test_cards*)."""

from __future__ import annotations

from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup, character, hooks, points

DUNGEON = "dungeon"
TUNNEL_1, TUNNEL_2 = "space/dungeon/tunnel-1", "space/dungeon/tunnel-2"
OWL, BAG = "treasure/clockwork-owl", "treasure/bag-of-holding"


def game_of(catalogue: content.Catalogue, *boxes: str, hero: str = "character/dwarf") -> Game:
    setup = Setup.of(hero, "character/wizard", seed=1, expansions=(*boxes, DUNGEON))
    g = without_spells(Game.new(setup, catalogue))
    play(g, "adjust 0 fate 0", "adjust 1 fate 0")
    return g


def test_destruction_reaches_a_card_in_the_dungeon_from_the_main_board(catalogue: content.Catalogue) -> None:
    """FAQ Destruction Q2: "If a character is on the main game board, can he cast the
    Destruction Spell on a card in the Dungeon Region?" "A: Yes." """
    g = game_of(catalogue)
    card = g.state.decks[DUNGEON][0]
    spell = next(c for c in g.state.decks["spell"] if c.startswith("spell/destruction"))
    play(g, "adjust 0 craft 4", f"adjust {spell} 0", f"adjust {card} {TUNNEL_1}")
    play(g, "adjust 0 position space/outer/city", "adjust turn 0")
    assert f"cast {spell} {card}" in legal(g)
    play(g, f"cast {spell} {card}")
    assert card not in g.state.board.get(TUNNEL_1, ()) and card in g.state.discards[DUNGEON]


def _owl_move(g: Game, roll: int) -> set[str]:
    play(g, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    if g.decision.kind == "move" and "Riding Horse" in g.decision.prompt:
        play(g, "use adventure/riding-horse", "roll 2", "roll 1")
    else:
        play(g, f"roll {roll}")
    return {a for a in legal(g) if a.startswith("move ")}


def test_the_clockwork_owl_stops_a_move_short(catalogue: content.Catalogue) -> None:
    """Clockwork Owl: the holder may move any number of spaces up to his roll instead of the
    whole count."""
    g = game_of(catalogue)
    play(g, "adjust 0 position space/dungeon/entrance")
    short = {f"move {TUNNEL_1}", f"move {TUNNEL_2}", "move space/outer/ruins"}
    whole = _owl_move(g, 3)
    assert "move space/dungeon/cavern" in whole and not short & whole
    g = game_of(catalogue)
    play(g, "adjust 0 position space/dungeon/entrance", f"adjust {OWL} 0")
    assert short | whole <= _owl_move(g, 3)


def test_the_clockwork_owl_is_not_used_with_the_riding_horse(catalogue: content.Catalogue) -> None:
    """FAQ Clockwork Owl: "Can a character use the Clockwork Owl during movement if he uses a
    Riding Horse or casts the Speed Spell?" "A: No." """
    g = game_of(catalogue, "reaper")
    horse = next(c for c in g.state.decks["adventure"] if c.startswith("adventure/riding-horse"))
    play(g, "adjust 0 position space/dungeon/entrance", f"adjust {OWL} 0", f"adjust {horse} 0")
    moves = _owl_move(g, 3)  # the Horse's two dice: 3, the whole count
    assert f"move {TUNNEL_1}" not in moves and "move space/dungeon/cavern" in moves


def test_the_bag_of_holding_carries_8_more_and_no_victor_takes_it(catalogue: content.Catalogue) -> None:
    """Bag of Holding: 8 Objects more; a foe who beats the holder cannot take the Bag."""
    g = game_of(catalogue)
    ch = g.state.players[0]
    limit = character.carry_limit(ch)
    play(g, f"adjust {BAG} 0")
    assert character.carry_limit(g.state.players[0]) == limit + 8
    assert hooks.first(points.OUT_OF_REACH, g, BAG)


def test_the_bag_of_holding_surplus_is_ditched_by_the_owners_choice(catalogue: content.Catalogue) -> None:
    """FAQ Bag of Holding: "If a character with the Bag of Holding cannot use Magic Objects,
    such as being targeted by the Destroy Magic Spell or encountering the Cursed Glade space,
    does he lose any Objects that are inside the Bag?" "A: Any surplus Objects that the
    character cannot carry must be ditched in his space. The character chooses which of his
    Objects are ditched, if any." (In the Cursed Glade the Bag carries nothing: the holder of
    six Objects ditches down to four, choosing which.)"""
    g = game_of(catalogue)
    gear = ("purchase/armour", "purchase/helmet")
    objects = [c for c in g.state.decks["purchase"] if c.startswith(gear)][:5]
    play(g, f"adjust {BAG} 0", *(f"adjust {o} 0" for o in objects))
    assert g.decision.kind != "ditch"
    play(g, "adjust 0 position space/middle/hills", "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1", "move space/middle/cursed-glade")
    while g.decision.kind == "encounter":
        play(g, "encounter space")
    assert g.decision.kind == "ditch"
    assert {f"ditch {o}" for o in objects} <= legal(g)  # he chooses


def test_the_bag_of_holding_under_destroy_magic_surplus_ditched(catalogue: content.Catalogue) -> None:
    """FAQ Bag of Holding: "If a character with the Bag of Holding cannot use Magic Objects,
    such as being targeted by the Destroy Magic Spell ... does he lose any Objects that are
    inside the Bag?" "A: Any surplus Objects that the character cannot carry must be ditched in
    his space. The character chooses which of his Objects are ditched, if any." (Destroy Magic
    cast by the other player: the holder of six Objects ditches down to four, choosing which.)"""
    g = game_of(catalogue)
    gear = ("purchase/armour", "purchase/helmet")
    objects = [c for c in g.state.decks["purchase"] if c.startswith(gear)][:5]
    spell = next(c for c in g.state.decks["spell"] if c.startswith("spell/destroy-magic"))
    play(g, f"adjust {BAG} 0", *(f"adjust {o} 0" for o in objects), "adjust 1 craft 4", f"adjust {spell} 1")
    play(g, "adjust turn 1")
    assert g.decision.kind != "ditch"
    play(g, f"cast {spell}")
    while g.decision.player == 0 and g.decision.kind == "counter":  # (nobody cancels it)
        play(g, "pass")
    assert g.decision.kind == "ditch" and g.decision.player == 0
    assert {f"ditch {o}" for o in objects} <= legal(g)  # he chooses
