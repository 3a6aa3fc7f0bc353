"""The digital rulebook's FAQ answers on the Dungeon's cards and characters that no other test
quotes, one test each, quoting the question and the answer."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, bases, dungeon_game, meet, named, scores, value
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import land_at

GHOUL, GLADIATOR = "character/ghoul", "character/gladiator"
KING, GOBLIN = "dungeon/goblin-king", "dungeon/cave-goblin"
BAG = "treasure/bag-of-holding"


def follows(game: Game, p: int, card: str) -> None:
    """``card`` joins player ``p``'s Followers (as a card's rule or an ability makes it do)."""
    play(game, f"adjust {card} {p}")
    ch = game.state.players[p]
    game.set(ch, "objects", tuple(o for o in ch.objects if o != card))
    game.set(ch, "trophies", tuple(o for o in ch.trophies if o != card))
    game.set(ch, "followers", (*ch.followers, card))
    game.state_edited()


def test_goblin_king_raised_by_the_ghoul_still_counts_the_goblins(catalogue: content.Catalogue) -> None:
    """FAQ Goblin King: "If the Ghoul raises the Goblin King from the dead and uses him in
    battle, do other Goblins and Hobgoblins still add to the Goblin King's Strength?" "A: Yes."
    (A Cave Goblin lies face up in the City: the King helps with his 5 and 1 more.)"""
    game = dungeon_game(catalogue, GHOUL, "character/monk")
    follows(game, 0, KING)
    rat = named(catalogue, "dungeon/giant-rat")
    land_at(game, 0, FIELD, f"adjust {named(catalogue, GOBLIN)} space/outer/city", f"adjust {rat} {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    base = value(game, "strength")
    assert f"use raised-help {KING}" in legal(game)
    events = play(game, f"use raised-help {KING}")
    if game.decision.kind == "battle":
        events += play(game, "fight")
    events += play(game, "roll 1", "roll 1")
    assert scores(events)[0] == base + 1 + catalogue[KING].strength + 1


def test_living_statue_with_a_cave_goblin_is_still_a_stand_off(catalogue: content.Catalogue) -> None:
    """FAQ Living Statue: "A character encounters the Living Statue and Cave Goblin. Both of the
    Enemies have the same encounter number, so the character fights them together in battle. If
    the character wins the battle without using a Weapon that is a Magic Object, does the attack
    still result in a stand-off?" "A: Yes." """
    statue, goblin = named(catalogue, "dungeon/living-statue"), named(catalogue, GOBLIN)
    game = meet(catalogue, statue, goblin, prep=("adjust 0 strength 10", "adjust purchase/sword#1 0"))
    battle = next(f for f in reversed(game.state.stack) if f["kind"] == "battle")
    assert set(bases(battle["enemies"])) == {"dungeon/living-statue", GOBLIN}  # together
    events = play(game, "roll 6", "roll 1")
    assert "stand_off 0" in events
    assert {"dungeon/living-statue", GOBLIN} <= bases(game.state.board[FIELD])
    assert not game.state.players[0].trophies


def test_tinker_imp_may_take_an_object_in_the_bag_of_holding(catalogue: content.Catalogue) -> None:
    """FAQ Tinker Imp: "Can the Tinker Imp discard a random Object that is inside the Bag of
    Holding or Concealed Pouch?" "A: Yes." (The holder of the Bag and six Objects: any of them,
    the two the Bag holds beyond four included, may be the one picked.)"""
    gear = [f"purchase/sword#{i}" for i in (1, 2)] + [f"purchase/helmet#{i}" for i in (1, 2)]
    gear += ["purchase/armour#1", "purchase/axe#1"]
    prep = (f"adjust {BAG} 0", *(f"adjust {o} 0" for o in gear))
    game = meet(catalogue, named(catalogue, "dungeon/tinker-imp"), prep=prep, fight=False)
    assert game.decision.kind == "random"
    picked = {a.removeprefix("discard ") for a in legal(game) if a.startswith("discard ")}
    assert set(gear) | {BAG} <= picked


def test_the_clockwork_owl_is_not_used_with_the_speed_spell(catalogue: content.Catalogue) -> None:
    """FAQ Clockwork Owl: "Can a character use the Clockwork Owl during movement if he uses a
    Riding Horse or casts the Speed Spell?" "A: No." (From the Entrance a 3 and the Speed
    Spell's 2: the move is the total, 5, and cannot stop at the Tunnels on the way.)"""
    game = expansion_game(catalogue, "character/thief", "character/monk", expansions=("reaper", "dungeon"))
    speed = next(c for c in game.state.decks["spell"] if c.startswith("spell/speed"))
    play(game, "adjust 0 position space/dungeon/entrance", "adjust 0 craft 4")
    play(game, "adjust treasure/clockwork-owl 0", f"adjust {speed} 0", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 3")
    short = {f"move {t}" for t in ("space/dungeon/tunnel-1", "space/dungeon/tunnel-2")}
    assert short <= legal(game)  # the Owl: a die alone may stop short
    play(game, "use spell/speed spell/speed", "roll 2")  # (cast as the move is chosen)
    moves = {a for a in legal(game) if a.startswith("move ")}
    assert moves and not short & moves


def test_the_gladiator_trains_a_card_that_became_a_follower(catalogue: content.Catalogue) -> None:
    """FAQ Gladiator Q2: "Can the Gladiator "train" cards that become Followers, such as the
    Black Unicorn?" "A: Yes." (The Black Unicorn beaten in psychic combat follows him; in his
    next battle it adds its own 1 and 1 more for his training.)"""
    game = expansion_game(catalogue, GLADIATOR, "character/monk", expansions=("reaper", "dungeon"))
    unicorn = "adventure/black-unicorn"
    land_at(game, 0, FIELD, f"adjust {unicorn} {FIELD}", "adjust 0 craft 10")
    while game.decision.kind in ("encounter", "battle"):
        play(game, "encounter space" if game.decision.kind == "encounter" else "fight")
    play(game, "roll 6", "roll 1")
    assert game.state.players[0].followers == (unicorn,)
    gnoll = named(catalogue, "dungeon/gnoll")
    land_at(game, 0, "space/outer/plains-3", f"adjust {gnoll} space/outer/plains-3")
    while game.decision.kind in ("encounter", "battle"):
        play(game, "encounter space" if game.decision.kind == "encounter" else "fight")
    base = value(game, "strength")
    events = play(game, "roll 1", "roll 1")
    assert scores(events)[0] == base + 1 + 1 + 1  # the die, the Unicorn's 1, his training's 1


def test_the_gypsy_may_take_a_spell_the_spell_ring_cast(catalogue: content.Catalogue) -> None:
    """FAQ Gypsy: "Can the Gypsy take a Spell from the discard pile if it was cast by the Genie or
    the Spell Ring?" "A: Yes." The Spell the Ring casts goes to the Spell discard pile, where the
    Gypsy may take it (her ability is played by hand: the table gives it to her with adjust)."""
    game = meet(catalogue, "dungeon/spell-ring", who="character/gypsy", fight=False)
    if game.decision.kind == "take":
        play(game, "take dungeon/spell-ring")
    play(game, "draw spell/strength")
    (strength,) = game.state.markers["aside/ring/dungeon/spell-ring"]
    while game.state.current == 0:
        play(game, sorted(legal(game) - {"adjust"})[0] if game.decision.kind != "roll" else "roll 3")
    play(game, "adjust turn 0")
    play(game, f"cast {strength}")
    assert strength in game.state.discards["spell"]
    play(game, f"adjust {strength} 0")
    assert strength in game.state.players[0].spells and strength not in game.state.discards["spell"]
