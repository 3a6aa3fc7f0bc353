"""The Highland deck's Strangers (the Highland deck's card texts, quoted in each test)."""

from __future__ import annotations

import content
from engine import Game, movement
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_cards_helpers import CLIFF, FIELD, bases, meet, named
from tests.engine.reaper_helpers import finish_turn, land_at

MINE = "space/highland/ruined-mine"


def on(game: Game, space: str) -> set[str]:
    return bases(game.state.board.get(space, ()))


def test_cyclops_kills_a_follower_or_throws_an_object_at_random(catalogue: content.Catalogue) -> None:
    """Cyclops: "1-2) It kills one of your Followers at random 3-4) It discards one of your Objects
    at random 5-6) It ignores you and plods off to the discard pile." """
    guide, sword = named(catalogue, "adventure/guide"), named(catalogue, "purchase/sword")
    prep = ("adjust adventure/mule 0", f"adjust {guide} 0", f"adjust {sword} 0")
    game, _ = meet(catalogue, "highland/cyclops", prep=prep)
    play(game, "roll 2")
    assert game.decision.kind == "random" and legal(game) == {"discard adventure/mule", f"discard {guide}"}
    play(game, f"discard {guide}")
    assert game.state.players[0].followers == ("adventure/mule",) and "highland/cyclops" in on(game, FIELD)
    game, _ = meet(catalogue, "highland/cyclops", prep=prep)
    play(game, "roll 4", f"discard {sword}")
    assert not game.state.players[0].objects
    game, _ = meet(catalogue, "highland/cyclops", prep=prep)
    play(game, "roll 6")
    assert "highland/cyclops" not in on(game, FIELD) and len(game.state.players[0].followers) == 2


def test_prospector_buys_gems_then_leaves(catalogue: content.Catalogue) -> None:
    """Prospector: "You may sell any of your gems to the Prospector; discard the Lodestone, Opal,
    Emerald, Ruby, or Diamond as if you were at the City and gain the indicated amount of gold. The
    Prospector will depart to the discard pile once a character sells him gems." (Ruby 3, Diamond 4.)"""
    prospector = named(catalogue, "highland/prospector")
    ruby, diamond = named(catalogue, "highland/ruby"), named(catalogue, "highland/diamond")
    game, _ = meet(catalogue, prospector, prep=(f"adjust {ruby} 0", f"adjust {diamond} 0", "adjust 0 gold 0"))
    assert legal(game) == {"done", f"discard {ruby}", f"discard {diamond}"}
    play(game, f"discard {diamond}", "done")
    ch = game.state.players[0]
    assert ch.gold == 4 and ch.objects == (ruby,) and "highland/prospector" not in on(game, FIELD)
    game, _ = meet(catalogue, prospector, prep=(f"adjust {ruby} 0",))
    play(game, "done")
    assert "highland/prospector" in on(game, FIELD)  # nothing sold: he stays


def test_spellweaver_lets_one_of_three_spells_be_kept(catalogue: content.Catalogue) -> None:
    """Spellweaver: "Draw 3 Spells, keep one if your Craft allows, and discard the other Spells."
    (The Thief's Craft 3 holds 1 Spell.)"""
    game, _ = meet(catalogue, "highland/spellweaver")
    drawn = [str(play(game, str(game.legal_actions()[i]))) for i in range(3)]
    assert drawn and game.decision.kind == "take"
    kept = sorted(a for a in legal(game) if a.startswith("take "))[0].split()[1]
    play(game, f"take {kept}")
    ch = game.state.players[0]
    assert ch.spells == (kept,) and len(game.state.discards["spell"]) == 2
    assert not any(c.startswith("spell/") for c in game.state.board.get(FIELD, ()))
    game, _ = meet(catalogue, "highland/spellweaver", prep=("adjust spell/healing#1 0",))
    for i in range(3):
        play(game, str(game.legal_actions()[i]))
    assert game.state.players[0].spells == ("spell/healing#1",) and len(game.state.discards["spell"]) == 3


def test_tracker_offers_the_regions_enemies_on_the_next_turn(catalogue: content.Catalogue) -> None:
    """Tracker: "On your next turn, instead of your normal move, you may move to any faceup Enemy
    in this Region." """
    lion = "highland/mountain-lion"
    game, _ = meet(catalogue, "highland/tracker", space=CLIFF, prep=(f"adjust {lion} {MINE}",))
    finish_turn(game)
    assert game.state.current == 0 and game.decision.kind == "instead"
    assert f"move {MINE}" in legal(game)
    play(game, f"move {MINE}")
    assert game.state.players[0].position == MINE


def test_sage_owl_lets_the_next_move_stop_short(catalogue: content.Catalogue) -> None:
    """Sage Owl: "On your next turn, during movement, you may move any number of spaces up to your
    die roll, instead of moving the full distance as indicated by the die roll." """
    game, _ = meet(catalogue, "highland/sage-owl")
    finish_turn(game)
    assert game.state.current == 0
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 3")
    move = next(f for f in game.state.stack if f["kind"] == "move")
    reach = movement.reach(game, move)
    outer = [s.id for s in game.board.region("outer")]
    at = outer.index(FIELD)
    assert {outer[at + 1], outer[at + 2], outer[at + 3]} <= set(reach)


def test_highland_hermit_waits_for_his_first_visitor(catalogue: content.Catalogue) -> None:
    """Highland Hermit: "Roll 1 die and place the Hermit on the indicated space: ... 2) Ruined
    Mine ... He will give the first character to visit him there a Talisman, if available, and then
    vanish to the discard pile." """
    hermit = "highland/highland-hermit"
    game, _ = meet(catalogue, hermit, space=CLIFF)
    play(game, "roll 2")
    assert hermit in on(game, MINE) and hermit not in on(game, CLIFF)
    assert game.state.current == 1  # the drawer meets nothing more
    land_at(game, 1, MINE)  # the Monk visits him there (after the Ruined Mine's own chart)
    assert bases(game.state.players[1].objects) == {"talisman/talisman"}
    assert hermit not in on(game, MINE) and not game.state.markers.get(f"hermit/{hermit}")


def test_guru_grants_a_discarded_spell_then_shuffles(catalogue: content.Catalogue) -> None:
    """Guru: "The Guru grants you a Spell, if your Craft allows. Look through the Spell discard pile
    and take one of your choice. The Spell deck and Spell discard pile are then shuffled together.
    Once the Guru has granted a Spell he vanishes to the discard pile." """
    prep = ("adjust spell/healing#1 discard", "adjust spell/teleport#1 discard")
    game, _ = meet(catalogue, "highland/guru", prep=prep)
    assert legal(game) == {"take spell/healing#1", "take spell/teleport#1"}
    play(game, "take spell/teleport#1")
    assert game.state.players[0].spells == ("spell/teleport#1",)
    assert not game.state.discards.get("spell") and "spell/healing#1" in game.state.decks["spell"]
    assert "highland/guru" not in on(game, FIELD)
    game, _ = meet(
        catalogue, "highland/guru", prep=(*prep, f"adjust {named(catalogue, 'spell/mesmerism')} 0")
    )
    assert "highland/guru" in on(game, FIELD) and len(game.state.discards["spell"]) == 2
