"""More Dungeon deck cards with rules of their own (engine/handlers/dungeon/cards_more.py), each
test quoting the card it checks."""

from __future__ import annotations

import content
from tests.engine.dungeon.dungeon_cards_helpers import bases, dungeon_game, meet, named
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at

TUNNEL = "space/dungeon/tunnel-3"


def test_blight_haunt_settles_where_its_die_says(catalogue: content.Catalogue) -> None:
    """Blight Haunt: "A Blight Haunt appears. Roll 1 die to find out where: 1) This space 2) Ruins
    3) Dungeon Entrance 4) Cell 5) Monster Pit 6) Cursed Glade. It now haunts this area and will
    remain until it is killed." """
    haunt = "dungeon/blight-haunt"
    game = dungeon_game(catalogue)
    land_at(game, 0, TUNNEL)  # an empty Tunnel: 1 Dungeon card drawn
    play(game, f"draw {haunt}", "roll 6")
    assert haunt in bases(game.state.board["space/middle/cursed-glade"])
    assert haunt not in bases(game.state.board.get(TUNNEL, ()))
    game = dungeon_game(catalogue)
    land_at(game, 0, TUNNEL)
    play(game, f"draw {haunt}", "roll 1")
    assert haunt in bases(game.state.board[TUNNEL]) and game.decision.kind in ("battle", "roll")  # met here


def test_tinker_imp_sends_an_object_away_before_the_fight(catalogue: content.Catalogue) -> None:
    """Tinker Imp: "Before you engage the Tinker Imp in psychic combat, one of your Objects, chosen at
    random, is teleported to a space 1 die roll clockwise around the board." """
    imp = named(catalogue, "dungeon/tinker-imp")
    game = meet(catalogue, imp, prep=("adjust purchase/sword#1 0",), fight=False)
    assert game.decision.kind == "random"
    play(game, "discard purchase/sword#1", "roll 2")  # 2 on from the Fields (clockwise): the Plains
    assert not game.state.players[0].objects
    assert "purchase/sword#1" in game.state.board["space/outer/plains-3"]
    assert game.decision.kind in ("battle", "roll")  # then the psychic combat


def test_anointed_robe_adds_one_to_the_armour_roll(catalogue: content.Catalogue) -> None:
    """Anointed Robe: "Whenever you use Armour and roll a die to prevent the loss of life, you may add
    1 to the score." (A Helmet saves on 6: with the Robe, on 5.)"""
    prep = ("adjust dungeon/anointed-robe 0", "adjust purchase/helmet#1 0")
    game = meet(catalogue, "dungeon/bronze-dragon", prep=prep)
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6", "roll 5")  # beaten; the Helmet's die shows 5
    assert game.state.players[0].lives == lives


def test_anointed_robe_adds_one_to_a_prayer(catalogue: content.Catalogue) -> None:
    """Anointed Robe: "After rolling the die when praying, you may add 1 to the score." (The Chapel:
    a good character may pray, 1 die.)"""
    game = dungeon_game(catalogue)
    land_at(game, 0, "space/outer/chapel", "adjust dungeon/anointed-robe 0", "adjust 0 alignment good")
    play(game, "choose 2", "roll 4")  # pray
    assert legal(game) == {"choose 0", "choose 1"}
    events = play(game, "choose 1")
    assert any(e.startswith("prayer_raised 0 1") for e in events)


def test_gold_seeker_more_for_a_bag_and_sold_at_the_ruins(catalogue: content.Catalogue) -> None:
    """Gold Seeker: each Bag of Gold card cashed in gives 2 gold more; at the Ruins it may be
    discarded for 3 gold (the card, in our data's words)."""
    bags = named(catalogue, "dungeon/two-bags-of-gold")
    game = meet(catalogue, bags, prep=("adjust dungeon/gold-seeker 0", "adjust 0 gold 0"), fight=False)
    if game.decision.kind == "take":
        play(game, f"take {bags}")
    assert game.state.players[0].gold == 2 + 2
    game = dungeon_game(catalogue)
    lying = tuple(f"adjust {c} space/outer/ruins" for c in ("dungeon/oracle", "dungeon/sister-of-fate"))
    land_at(game, 0, "space/outer/ruins", "adjust dungeon/gold-seeker 0", "adjust 0 gold 0", *lying)
    for _ in range(20):  # the two Strangers met (the Oracle's five cards put back), then the space
        if game.decision.kind == "choose" and "Gold Seeker" in game.decision.prompt:
            break
        if game.decision.kind in ("draw", "order"):
            play(game, sorted(legal(game))[0])
            continue
        play(game, "done" if "done" in legal(game) else "encounter space")
    play(game, "choose sell")
    ch = game.state.players[0]
    assert ch.gold == 3 and "dungeon/gold-seeker" not in ch.objects


def test_spell_ring_holds_a_spell_and_casts_it(catalogue: content.Catalogue) -> None:
    """Spell Ring: "When you take the Ring, draw 1 Spell, look at it and put it on the Ring. The Ring
    casts it when you choose, as if you had cast it yourself; then the Spell and the Ring are both
    discarded" (our data's words)."""
    game = meet(catalogue, "dungeon/spell-ring", fight=False)
    if game.decision.kind == "take":
        play(game, "take dungeon/spell-ring")
    play(game, "draw spell/strength")
    (strength,) = game.state.markers["aside/ring/dungeon/spell-ring"]
    assert strength.startswith("spell/strength")
    while game.state.current == 0:
        play(game, sorted(legal(game) - {"adjust"})[0] if game.decision.kind != "roll" else "roll 3")
    play(game, "adjust turn 0")
    before = game.state.players[0].strength
    play(game, f"cast {strength}")
    ch = game.state.players[0]
    assert ch.strength == before + 1 and "dungeon/spell-ring" not in ch.objects
    assert strength in game.state.discards["spell"]
