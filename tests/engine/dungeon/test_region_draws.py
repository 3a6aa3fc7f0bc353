"""Drawing in the Dungeon (digital rulebook, "Drawing Cards" in the expansion Regions, and
"Special Abilities Involving Adventure Cards in an Expansion Region"; FAQ "Dark Denizens")."""

from __future__ import annotations

from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup
from engine.steps import push_steps

DUNGEON = "dungeon"
ENTRANCE, TUNNEL_1 = "space/dungeon/entrance", "space/dungeon/tunnel-1"


def game_of(catalogue: content.Catalogue, hero: str) -> Game:
    setup = Setup.of(hero, "character/wizard", seed=1, expansions=(DUNGEON,))
    g = without_spells(Game.new(setup, catalogue))
    play(g, "adjust 0 fate 0")
    return g


def into_tunnel(g: Game, *prep: str) -> None:
    play(g, f"adjust 0 position {ENTRANCE}", *prep, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1", f"move {TUNNEL_1}")


def test_a_draw_of_adventure_cards_in_the_dungeon_takes_dungeon_cards(catalogue: content.Catalogue) -> None:
    """ "When characters in any expansion Region are instructed to draw cards, they always draw
    Cards respective to that expansion, rather than Adventure Cards. This requirement is true
    even when, for example, cards and special abilities specifically instruct the player to draw
    one or more "Adventure Cards." " """
    g = game_of(catalogue, "character/dwarf")
    play(g, f"adjust 0 position {TUNNEL_1}")
    push_steps(g, 0, [{"draw": {"deck": "adventure", "count": 1}}], "a card's instruction")
    g.state_edited()
    g._settle()
    assert g.decision.kind == "draw" and "dungeon deck" in g.decision.prompt
    assert all(a.startswith("draw dungeon/") for a in legal(g))


def test_outside_the_dungeon_the_same_draw_takes_adventure_cards(catalogue: content.Catalogue) -> None:
    """(The same instruction on the main board draws from the Adventure deck.)"""
    g = game_of(catalogue, "character/dwarf")
    play(g, "adjust 0 position space/outer/fields-2")
    push_steps(g, 0, [{"draw": {"deck": "adventure", "count": 1}}], "a card's instruction")
    g.state_edited()
    g._settle()
    assert g.decision.kind == "draw" and "adventure deck" in g.decision.prompt


def test_the_prophetess_swaps_a_dungeon_card_in_the_dungeon(catalogue: content.Catalogue) -> None:
    """ "While the Prophetess is in the Outer or Middle Region, her ability applies to cards from
    the Adventure deck. However, while she is in the Highland Region, her ability applies to
    cards from the Highland deck instead." FAQ Dark Denizens: "After the Prophetess draws a
    Dungeon Card, she may discard it and draw another Dungeon Card to replace it." """
    g = game_of(catalogue, "character/prophetess")
    into_tunnel(g)
    first = next(a for a in sorted(legal(g)) if a.startswith("draw dungeon/"))
    play(g, first)
    assert g.decision.kind == "foresight"
    card = next(c for c in g.state.board[TUNNEL_1])
    play(g, f"discard {card}")
    assert g.decision.kind == "draw" and "dungeon deck" in g.decision.prompt  # the replacement
    assert card in g.state.discards[DUNGEON]


def test_the_orb_of_knowledge_swaps_a_dungeon_card_in_the_dungeon(catalogue: content.Catalogue) -> None:
    """ "Special abilities and effects that apply to Adventure Cards ... When used within these
    Regions, these special abilities and effects apply to cards from the respective Regions deck
    instead": the Orb of Knowledge's throw-away and new draw take Dungeon cards."""
    g = game_of(catalogue, "character/dwarf")
    orb = next(c for c in g.state.decks["adventure"] if c.startswith("adventure/orb-of-knowledge"))
    into_tunnel(g, f"adjust {orb} 0")
    play(g, next(a for a in sorted(legal(g)) if a.startswith("draw dungeon/")))
    assert g.decision.kind == "orb"
    card = g.state.board[TUNNEL_1][0]
    play(g, f"discard {card}")
    assert g.decision.kind == "draw" and "dungeon deck" in g.decision.prompt


def test_divination_in_the_dungeon_looks_at_the_dungeon_deck(catalogue: content.Catalogue) -> None:
    """ "When used within these Regions, these special abilities and effects apply to cards from
    the respective Regions deck instead": Divination, cast in the Dungeon, looks at the top
    Dungeon cards."""
    g = game_of(catalogue, "character/priest")
    spell = next(c for c in g.state.decks["spell"] if c.startswith("spell/divination"))
    play(g, f"adjust {spell} 0", f"adjust 0 position {TUNNEL_1}", "adjust turn 0")
    play(g, f"cast {spell}")
    assert g.decision.kind == "divination" and "Dungeon cards" in g.decision.prompt
