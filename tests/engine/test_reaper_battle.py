"""The Reaper's cards in battle (card rules; digital rulebook FAQ "The Reaper Expansion":
Goblin Trapsmith Q1 and Q3, Haunt, Warhorse, Dark Cultist Q1-Q2). Scores are read from the
``attack_scores P mine theirs`` event."""

from __future__ import annotations

from tests.engine.engine_helpers import legal, play
from tests.engine.reaper_helpers import land_at, reaper_game

FIELD = "space/outer/fields-2"
THIEF, WARRIOR = "character/thief", "character/warrior"


def battle(catalogue, *enemies: str, who: str = THIEF, prep: tuple[str, ...] = (), fight: bool = True):
    game = reaper_game(catalogue, who, "character/monk")
    land_at(game, 0, FIELD, *(f"adjust {e} {FIELD}" for e in enemies), *prep)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    if fight and game.decision.kind == "battle":
        play(game, "fight")
    return game


def scores(events: list[str]) -> tuple[int, int]:
    line = next(e for e in events if e.startswith("attack_scores"))
    _, _, mine, theirs = line.split()
    return int(mine), int(theirs)


def strength(game, p: int = 0) -> int:
    from engine import character

    return character.strength(game, game.state.players[p], battle=True)


def test_goblin_trapsmith_two_dice_the_lower_counts(catalogue) -> None:
    game = battle(catalogue, "adventure/goblin-trapsmith")
    base = strength(game)
    events = play(game, "roll 6", "roll 2", "roll 1")
    assert scores(events)[0] == base + 2


def test_goblin_trapsmith_the_warrior_keeps_the_lower_too(catalogue) -> None:
    """FAQ Goblin Trapsmith Q3."""
    game = battle(catalogue, "adventure/goblin-trapsmith", who=WARRIOR)
    base = strength(game)
    events = play(game, "roll 5", "roll 3", "roll 1")
    assert scores(events)[0] == base + 3


def test_the_trapper_wins_over_the_trapsmith_no_die_at_all(catalogue) -> None:
    """FAQ Goblin Trapsmith Q1: fought together, no attack roll for the character."""
    game = battle(catalogue, "adventure/goblin-trapsmith", "adventure/trapper")
    base = strength(game)
    events = play(game, "roll 6", "roll 1")
    assert scores(events)[0] == base


def test_pack_of_wolves_rolls_two_dice_the_higher_counts(catalogue) -> None:
    game = battle(catalogue, "adventure/pack-of-wolves")
    wolves = game.cat["adventure/pack-of-wolves"].strength
    events = play(game, "roll 1", "roll 2", "roll 5")
    assert scores(events)[1] == wolves + 5


def test_haunt_and_jester_each_take_one_off_never_below_one(catalogue) -> None:
    """Haunt: not beaten, it becomes a Follower; FAQ Haunt: with the Jester too, 2 off."""
    game = battle(catalogue, "adventure/haunt")
    play(game, "roll 1", "roll 6")  # psychic combat lost
    assert "adventure/haunt" in game.state.players[0].followers
    other = "space/outer/fields-4"
    land_at(game, 0, other, "adjust adventure/jester 0", f"adjust adventure/ape {other}")
    if game.decision.kind == "battle":
        play(game, "fight")
    base = strength(game)
    events = play(game, "roll 5", "roll 1")
    assert scores(events)[0] == base + 3
    land_at(game, 0, "space/outer/fields-4", "adjust 0 lives 4", "adjust adventure/lion space/outer/fields-4")
    if game.decision.kind == "battle":
        play(game, "fight")
    events = play(game, "roll 2", "roll 1")
    assert scores(events)[0] == base + 1  # 2 - 2 is below 1: the roll counts 1


def test_the_haunt_leaves_at_the_graveyard(catalogue) -> None:
    game = battle(catalogue, "adventure/haunt")
    play(game, "roll 1", "roll 6")
    land_at(game, 0, "space/outer/graveyard")
    assert "adventure/haunt" not in game.state.players[0].followers


def test_warhorse_adds_craft_in_battle(catalogue) -> None:
    game = battle(catalogue, "adventure/ape", prep=("adjust adventure/warhorse 0",))
    ch = game.state.players[0]
    printed = game.cat[ch.character]
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == printed.strength + printed.craft + 3


def test_stone_golem_ignores_an_ordinary_weapon(catalogue) -> None:
    game = battle(catalogue, "adventure/stone-golem", prep=("adjust purchase/sword#1 0",))
    printed = game.cat[game.state.players[0].character]
    events = play(game, "roll 3", "roll 1")
    assert scores(events)[0] == printed.strength + 3  # the Sword's +1 does not count


def test_cave_troll_heals_on_a_one_or_two(catalogue) -> None:
    game = battle(catalogue, "adventure/cave-troll", prep=("adjust 0 strength 10",))
    events = play(game, "roll 6", "roll 1", "roll 2")  # beaten; the heal die shows 2
    assert "stand_off 0" in events
    assert "adventure/cave-troll" in game.state.board[FIELD]
    game = battle(catalogue, "adventure/cave-troll", prep=("adjust 0 strength 10",))
    events = play(game, "roll 6", "roll 1", "roll 3")
    assert "adventure/cave-troll" in game.state.players[0].trophies


def test_miser_dragon_hoard(catalogue) -> None:
    game = battle(catalogue, "adventure/miser-dragon", prep=("adjust 0 strength 10", "adjust 0 gold 0"))
    play(game, "roll 6", "roll 1", "roll 4")
    assert game.state.players[0].gold == 4


def test_dark_cultist_gift_on_a_kill(catalogue) -> None:
    game = battle(catalogue, "adventure/ape", who="character/dark-cultist", prep=("adjust 0 gold 0",))
    events = play(game, "roll 6", "roll 1", "roll 1")  # the gift die: 1
    assert "ability 0 dark-gift" in events
    assert game.decision.kind == "printed_effect"  # no source prints the chart: the card is read
    play(game, "choose 1")  # the table's card: 1 gives 1 gold
    assert game.state.players[0].gold == 1


def test_dark_cultist_gift_chart_is_read_off_the_card_once(catalogue) -> None:
    """The gift chart's results are unconfirmed (character data, ``chart.unconfirmed``): the
    first time a result comes up the table says which gift its printed card gives; the answer
    holds for the rest of the game (the printed-values flow)."""
    game = battle(catalogue, "adventure/ape", who="character/dark-cultist", prep=("adjust 0 gold 0",))
    play(game, "roll 6", "roll 1", "roll 4")
    assert game.decision.kind == "printed_effect" and "Dark Cultist" in game.decision.prompt
    assert legal(game) == {f"choose {i}" for i in range(1, 7)}
    play(game, "choose 6")  # this table's card: a 4 gives 1 Strength
    assert game.state.players[0].strength == 1
    land_at(game, 0, FIELD, f"adjust adventure/bear {FIELD}")  # a later turn, another kill
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    if game.decision.kind == "battle":
        play(game, "fight")
    play(game, "roll 6", "roll 1", "roll 4")
    assert game.decision.kind != "printed_effect" and game.state.players[0].strength == 2
