"""The Dungeon deck's Objects and Enemies with rules of their own
(engine/handlers/dungeon/cards_objects.py; the Crypt Keeper's search: a ``search`` step), each
test quoting the card it checks."""

from __future__ import annotations

import content
from engine import movement
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, bases, meet, named, scores, value
from tests.engine.engine_helpers import legal, play


def test_the_dungeons_talisman_opens_the_valley_of_fire(catalogue: content.Catalogue) -> None:
    """Talisman: one of the Talismans; the core rules, "Valley of Fire": a character needs a
    Talisman to enter the Crown of Command's space from it."""
    game = meet(
        catalogue, named(catalogue, "dungeon/giant-rat"), prep=("adjust dungeon/talisman 0",), fight=False
    )
    assert movement.has_talisman(game.state.players[0])


def test_scroll_of_exile_sends_the_enemy_away(catalogue: content.Catalogue) -> None:
    """Scroll of Exile: "read it when you are about to meet an Enemy. You do not meet it; the Enemy
    and the Scroll both go to the discard pile" (our data's words)."""
    gnoll = named(catalogue, "dungeon/gnoll")
    game = meet(catalogue, gnoll, prep=("adjust dungeon/scroll-of-exile 0",), fight=False)
    play(game, "use dungeon/scroll-of-exile")
    assert not game.state.players[0].objects and gnoll not in game.state.board.get(FIELD, ())
    assert {"dungeon/gnoll", "dungeon/scroll-of-exile"} <= bases(game.state.discards["dungeon"])


def test_shield_of_faith_a_five_or_six_keeps_the_life(catalogue: content.Catalogue) -> None:
    """Shield of Faith: "Whenever you are defeated in battle or psychic combat and lose a life,
    roll 1 die. On a 5 or 6 you do not lose the life" (the card, in substance)."""
    for die, kept in ((5, True), (4, False)):
        game = meet(catalogue, named(catalogue, "dungeon/gnoll"), prep=("adjust dungeon/shield-of-faith 0",))
        lives = game.state.players[0].lives
        play(game, "roll 1", "roll 6", f"roll {die}")
        assert game.state.players[0].lives == (lives if kept else lives - 1)


def test_soul_drinker_two_dice_and_the_price_of_doubles(catalogue: content.Catalogue) -> None:
    """Soul Drinker: "In battle you may roll 2 dice and pick which one is your attack roll; if both
    show the same number, it kills one of your Followers picked at random and is itself
    discarded" (our data's words)."""
    drinker = "dungeon/soul-drinker"
    game = meet(catalogue, named(catalogue, "dungeon/gnoll"), prep=(f"adjust {drinker} 0",), fight=False)
    base = value(game, "strength")
    play(game, f"use {drinker}")
    assert scores(play(game, "roll 2", "roll 5", "roll 1"))[0] == base + 5
    guide = named(catalogue, "adventure/guide")
    game = meet(
        catalogue,
        named(catalogue, "dungeon/gnoll"),
        prep=(f"adjust {drinker} 0", f"adjust {guide} 0"),
        fight=False,
    )
    play(game, f"use {drinker}", "roll 4", "roll 4", "roll 1")
    assert game.decision.kind == "random"
    play(game, f"discard {guide}")
    ch = game.state.players[0]
    assert not ch.followers and drinker not in ch.objects


def test_gate_smasher_not_killed_smashes_cards_of_its_region(catalogue: content.Catalogue) -> None:
    """Gate Smasher: "If you do not kill the Gate Smasher, roll 1 die for each faceup Adventure Card
    in this Region. On a roll of 1 or 2 the Adventure Card is crushed to the discard pile." """
    there, here = "space/outer/fields-4", "space/outer/chapel"
    prep = (f"adjust {named(catalogue, 'dungeon/gnoll')} {there}", f"adjust dungeon/black-elf#1 {here}")
    game = meet(catalogue, "dungeon/gate-smasher", prep=prep)
    play(game, "roll 1", "roll 6")  # beaten: the Smasher lives on
    if game.decision.kind == "roll" and "Armour" in game.decision.prompt:
        play(game, "roll 1")
    play(game, "roll 2", "roll 3")  # the Gnoll smashed, the Black Elf not (board order)
    assert there not in game.state.board and "dungeon/black-elf" in bases(game.state.board[here])


def test_crypt_keeper_a_tomb_of_five_cards_one_object_kept(catalogue: content.Catalogue) -> None:
    """Crypt Keeper: "If you kill the Crypt Keeper you may search his tomb for treasure. Draw the top
    5 Adventure Cards and take 1 Object of your choice. Discard the remaining cards." """
    game = meet(catalogue, "dungeon/crypt-keeper", prep=("adjust 0 craft 10",))
    play(game, "roll 6", "roll 1")
    drawn: list[str] = []
    while game.decision.kind == "draw":  # the first card turned up an Object, then any
        cards = sorted(a.split()[1] for a in legal(game))
        objects = [c for c in cards if catalogue[c.split("#")[0]].type in ("object", "magic-object")]
        card = objects[0] if not drawn else cards[0]
        drawn.append(card)
        play(game, f"draw {card}")
    assert len(drawn) == 5
    taken = next(a for a in legal(game) if a.startswith("take"))
    play(game, taken)
    assert taken.split()[1] in game.state.players[0].objects
    assert not set(drawn) & set(game.state.board.get(FIELD, ()))
