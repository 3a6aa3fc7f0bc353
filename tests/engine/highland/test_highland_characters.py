"""The Highland's characters' abilities the engine plays (engine/handlers/highland/characters.py),
each test quoting what the sources say of the ability (the publisher's preview of the box, the
digital rulebook's FAQ)."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_card_helpers import FIELD, MONK, highland_game, meet
from tests.engine.reaper_helpers import land_at

HIGHLANDER, ROGUE, SPRITE = "character/highlander", "character/rogue", "character/sprite"
HILLS = "space/outer/hills-1"
ROC, BEAR = "adventure/roc", "adventure/bear"


def test_highlander_may_draw_one_card_more_on_hills(catalogue: content.Catalogue) -> None:
    """Highlander: "At home on Hills spaces, the Highlander can draw an extra Adventure Card there if
    he wishes" (the publisher's preview)."""
    game = highland_game(catalogue, HIGHLANDER, MONK)
    land_at(game, 0, HILLS)
    assert legal(game) == {"accept", "pass"}
    play(game, "accept")
    while game.decision.kind == "draw":
        play(game, sorted(legal(game))[0])
    assert len(game.state.board.get(HILLS, ())) == 2  # the space's 1, and 1 more
    game = highland_game(catalogue, HIGHLANDER, MONK)
    land_at(game, 0, HILLS)
    play(game, "pass")
    while game.decision.kind == "draw":
        play(game, sorted(legal(game))[0])
    assert len(game.state.board.get(HILLS, ())) == 1


def test_highlander_no_extra_card_off_the_hills(catalogue: content.Catalogue) -> None:
    """Highlander: only "on Hills spaces"."""
    game = highland_game(catalogue, HIGHLANDER, MONK)
    land_at(game, 0, FIELD)
    assert "pass" not in legal(game)


def test_highlander_charge_two_more_then_a_turn_missed(catalogue: content.Catalogue) -> None:
    """Highlander: he "can add 2 to his Strength in battles by charging in ferociously" (the
    preview); FAQ "Highlander": "If the Highlander charges and defeats an enemy, he does not end
    his turn. He simply misses his next turn." """
    game = meet(catalogue, ROC, who=HIGHLANDER, fight=False)
    assert "use charge" in legal(game)
    events = play(game, "use charge", "roll 3", "roll 3")
    line = next(e for e in events if e.startswith("attack_scores"))
    _, _, mine, theirs = line.split()
    strength = catalogue[HIGHLANDER].strength
    assert int(mine) == 3 + strength + 2
    assert game.state.players[0].missed_turns == 1


def test_highlander_a_won_charge_goes_on_with_the_turn(catalogue: content.Catalogue) -> None:
    """FAQ "Highlander": "If the Highlander charges into battle, does his turn end if he wins the
    battle? No. When the Highlander charges, he continues his turn normally and then must miss his
    next turn." (Here the Bag of Gold lying there is still met after the Roc.)"""
    bag = "adventure/bag-of-gold#1"
    game = meet(catalogue, ROC, bag, who=HIGHLANDER, fight=False)
    events = play(game, "use charge", "roll 6", "roll 1")
    assert not any(e.startswith("turn_ends") for e in events)
    assert game.state.current == 0 and f"take {bag}" in legal(game)  # the turn goes on
    assert named_trophy(game, ROC) and game.state.players[0].missed_turns == 1


def named_trophy(game: Game, card: str) -> bool:
    return any(t.split("#")[0] == card for t in game.state.players[0].trophies)


def test_highlander_no_charge_in_psychic_combat(catalogue: content.Catalogue) -> None:
    """Highlander: the charge adds to "his Strength in battles", not to a psychic combat."""
    game = meet(catalogue, "adventure/earth-elemental", who=HIGHLANDER, fight=False)
    assert "use charge" not in legal(game)


def test_rogue_a_die_more_against_several_enemies(catalogue: content.Catalogue) -> None:
    """Rogue: "When she encounters more than one enemy at the same time, she can roll 1 die and
    add that to her attack score" (the preview)."""
    game = meet(catalogue, ROC, "adventure/roc#2", who=ROGUE)
    events = play(game, "roll 2", "roll 1", "roll 4")  # her attack, the creatures', her extra die
    line = next(e for e in events if e.startswith("attack_scores"))
    _, _, mine, _ = line.split()
    assert int(mine) == 2 + catalogue[ROGUE].strength + 4


def test_rogue_no_extra_die_against_one_enemy(catalogue: content.Catalogue) -> None:
    """Rogue: only "more than one enemy at the same time"."""
    game = meet(catalogue, ROC, who=ROGUE)
    events = play(game, "roll 2", "roll 1")
    line = next(e for e in events if e.startswith("attack_scores"))
    _, _, mine, _ = line.split()
    assert int(mine) == 2 + catalogue[ROGUE].strength


def _rogue_beats_the_monk(catalogue: content.Catalogue, gold: int) -> Game:
    game = highland_game(catalogue, ROGUE, MONK)
    play(game, f"adjust 1 position {FIELD}", f"adjust 1 gold {gold}", "adjust 0 strength 6")
    land_at(game, 0, FIELD)
    if game.decision.kind == "encounter":
        play(game, f"encounter {game.state.players[1].character}")
    if "attack" in " ".join(legal(game)) and "fight" not in legal(game):
        play(game, next(a for a in sorted(legal(game)) if a.startswith("attack")))
    while "fight" in legal(game):
        play(game, "fight")
    play(game, "roll 6", "roll 1")
    return game


def test_rogue_takes_all_the_gold(catalogue: content.Catalogue) -> None:
    """Rogue: "when she defeats a character in combat, and chooses to take gold, she takes ALL of
    your gold!" (the preview)."""
    game = _rogue_beats_the_monk(catalogue, 3)
    gold, his = game.state.players[0].gold, game.state.players[1].gold
    assert his >= 2 and "reward gold" in legal(game)
    play(game, "reward gold")
    assert game.state.players[1].gold == 0 and game.state.players[0].gold == gold + his


def test_sprite_always_holds_two_spells(catalogue: content.Catalogue) -> None:
    """Sprite: "The delicate Sprite starts with 2 spells, and always has at least 2 spells" (the
    preview)."""
    game = highland_game(catalogue, SPRITE, MONK)
    while game.decision.kind == "draw":  # (the test's game discards the Spells dealt: she draws again)
        play(game, sorted(legal(game))[0])
    assert len(game.state.players[0].spells) == 2
    spell = game.state.players[0].spells[0]
    play(game, f"adjust {spell} discard")
    while game.decision.kind == "draw":
        play(game, sorted(legal(game))[0])
    assert len(game.state.players[0].spells) == 2


def test_rogue_two_dice_at_the_tavern_one_kept(catalogue: content.Catalogue) -> None:
    """Rogue: "When encountering the Tavern, Mystic or Enchantress, the Rogue has a sneaky way of
    getting a good result - she can roll 2 dice and choose which one to use!" (the preview)"""
    game = highland_game(catalogue, ROGUE, MONK)
    land_at(game, 0, "space/outer/tavern")
    gold = game.state.players[0].gold
    play(game, "roll 1", "roll 4")
    assert legal(game) == {"choose 1", "choose 4"}
    play(game, "choose 4")  # 4: she wins 1 gold at dice (1 would have cost her a turn)
    assert game.state.players[0].gold == gold + 1 and game.state.players[0].missed_turns == 0


def test_rogue_one_die_elsewhere(catalogue: content.Catalogue) -> None:
    """Rogue: only at "the Tavern, Mystic or Enchantress"; anyone else rolls the one die there."""
    game = highland_game(catalogue, MONK, ROGUE)
    land_at(game, 0, "space/outer/tavern")
    if game.decision.kind == "encounter":  # (the Rogue starts there)
        play(game, "encounter space")
    gold = game.state.players[0].gold
    play(game, "roll 4")
    assert game.decision.kind != "keep" and game.state.players[0].gold == gold + 1
