"""The Dungeon deck's Followers (engine/handlers/dungeon/cards_followers.py), each test quoting
the card it checks."""

from __future__ import annotations

import content
from engine import Game, character
from tests.engine.dungeon.dungeon_cards_helpers import FIELD, bases, dungeon_game, meet, named, scores, value
from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import finish_turn, land_at


def _attack(catalogue: content.Catalogue, *prep: str, who: str = "character/thief") -> Game:
    """Player 0 lands on the space of player 1 (put there) and attacks him."""
    game = dungeon_game(catalogue, who, "character/monk")
    land_at(game, 0, FIELD, f"adjust 1 position {FIELD}", *prep)
    return game


def test_miner_paid_carries_four_more_unpaid_walks_off(catalogue: content.Catalogue) -> None:
    """Miner: "The Miner can carry an extra four Objects for you if you pay him 1 gold. If you do
    not pay him, he wanders off to the discard pile." """
    game = meet(catalogue, "dungeon/miner", prep=("adjust 0 gold 2",), fight=False)
    if game.decision.kind == "take":
        play(game, "take dungeon/miner")
    assert legal(game) == {"pass", "choose pay"}
    play(game, "choose pay")
    ch = game.state.players[0]
    assert ch.gold == 1 and character.carry_limit(ch) == 8
    game = meet(catalogue, "dungeon/miner", fight=False)
    if game.decision.kind == "take":
        play(game, "take dungeon/miner")
    play(game, "pass")
    assert not game.state.players[0].followers and "dungeon/miner" in bases(game.state.discards["dungeon"])


def test_wise_man_goes_to_the_attacker(catalogue: content.Catalogue) -> None:
    """Wise Man: "The Wise Man will join another character if they encounter you, unless you evade
    the character." """
    game = _attack(catalogue, "adjust dungeon/wise-man 1")
    play(game, "encounter character/monk")
    if game.decision.kind == "defend":
        play(game, "fight")
    play(game, "roll 3", "roll 3")
    assert game.state.players[0].followers == ("dungeon/wise-man",) and not game.state.players[1].followers


def test_holy_avenger_forces_the_attack_on_evil_and_rewards_it(catalogue: content.Catalogue) -> None:
    """Holy Avenger: "Whenever you land on an evil character you must attack them and add 3 to your
    attack roll. If you win, gain 1 Strength and 1 Craft in addition to your normal reward. The
    Holy Avenger then ascends to the discard pile." """
    game = _attack(
        catalogue, "adjust dungeon/holy-avenger 0", "adjust 1 alignment evil", "adjust 0 strength 5"
    )
    assert "encounter space" not in legal(game)  # he must attack
    me = game.state.players[0]
    strength, craft = me.strength, me.craft
    base = value(game, "strength")
    play(game, "encounter character/monk")
    if game.decision.kind == "defend":
        play(game, "fight")
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == base + 3 + 3
    ch = game.state.players[0]
    assert ch.strength == strength + 1 and ch.craft == craft + 1 and not ch.followers


def test_faithful_hound_fights_in_his_owners_place(catalogue: content.Catalogue) -> None:
    """Faithful Hound: "The Hound may fight in your place with a Strength of 3. If the Hound wins,
    the creature is killed ... If the Hound loses, it is killed and your turn immediately ends." """
    hound = "dungeon/faithful-hound"
    game = meet(catalogue, named(catalogue, "dungeon/giant-rat"), prep=(f"adjust {hound} 0",), fight=False)
    play(game, f"use {hound}")
    events = play(game, "roll 4", "roll 1")
    assert scores(events)[0] == 3 + 4
    assert "dungeon/giant-rat" in bases(game.state.players[0].trophies)
    game = meet(catalogue, "dungeon/bronze-dragon", prep=(f"adjust {hound} 0",), fight=False)
    lives = game.state.players[0].lives
    play(game, f"use {hound}", "roll 1", "roll 6")
    ch = game.state.players[0]
    assert ch.lives == lives and not ch.followers


def test_hunchback_a_shorter_move_and_he_stays_in_the_dungeon(catalogue: content.Catalogue) -> None:
    """Hunchback: "During movement, you may move any number of spaces up to your die roll ... You must
    discard the Hunchback when you exit the Dungeon." """
    hunch = "dungeon/hunchback"
    game = dungeon_game(catalogue)
    play(game, "adjust 0 position space/dungeon/tunnel-3", f"adjust {hunch} 0", "adjust turn 0")
    play(game, "roll 3")
    assert f"use {hunch} space/dungeon/guard-room" in legal(game)  # 1 of the 3
    play(game, f"use {hunch} space/dungeon/guard-room")
    assert game.state.players[0].position == "space/dungeon/guard-room"
    while game.state.current == 0 and game.decision.kind != "roll":
        play(game, sorted(legal(game) - {"adjust"})[0])
    play(game, "adjust 0 position space/outer/fields-4", "adjust turn 0", "roll 2")
    play(game, sorted(a for a in legal(game) if a.startswith("move"))[0])
    finish_turn(game)  # he meets the space he came to, outside the Dungeon
    assert hunch not in game.state.players[0].followers


def test_spirit_of_vengeance_joins_the_loser_and_is_handed_on(catalogue: content.Catalogue) -> None:
    """Spirit of Vengeance: "If you are defeated, in addition to losing 1 life, you must take the
    Spirit of Vengeance as a Follower. While it is your Follower, whenever you land on a character,
    you must attack him. If you win, you may force them to take the Spirit of Vengeance instead of
    your normal reward." """
    spirit = "dungeon/spirit-of-vengeance"
    game = meet(catalogue, spirit)
    play(game, "roll 1", "roll 6")
    assert game.state.players[0].followers == (spirit,)
    finish_turn(game)
    land_at(game, 0, "space/outer/fields-4", "adjust 1 position space/outer/fields-4")
    assert "encounter space" not in legal(game)  # he must attack
    play(game, "encounter character/monk")
    if game.decision.kind == "defend":
        play(game, "fight")
    play(game, "adjust 0 strength 10", "roll 6", "roll 1")
    assert f"reward {spirit}" in legal(game)
    play(game, f"reward {spirit}")
    assert game.state.players[1].followers == (spirit,) and not game.state.players[0].followers


def test_dungeon_keeper_locks_up_followers_and_sells_them_back(catalogue: content.Catalogue) -> None:
    """Dungeon Keeper: "The Dungeon Keeper captures all of your Followers (place them on this card).
    You may purchase any Followers on this card for 1 gold each. The Dungeon Keeper moves on to the
    discard pile when there are no Followers on his card." """
    guide = named(catalogue, "adventure/guide")
    game = meet(
        catalogue, "dungeon/dungeon-keeper", prep=(f"adjust {guide} 0", "adjust 0 gold 1"), fight=False
    )
    assert not game.state.players[0].followers and legal(game) == {"done", f"buy {guide}"}
    play(game, f"buy {guide}")
    ch = game.state.players[0]
    assert ch.followers == (guide,) and ch.gold == 0
    assert "dungeon/dungeon-keeper" in bases(game.state.discards["dungeon"])
