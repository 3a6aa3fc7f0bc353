"""Paths no test reached before (issue 14, item 9): an ability that could be evaded and is accepted
instead, and cards drawn while an encounter is still under way. The invariants are watched after
every action of each scene."""

from __future__ import annotations

from engine import Game, invariants, steps
from tests.engine.adventure_scenes import meet
from tests.engine.engine_helpers import land_on, legal, new_game, play

RUINS = "space/outer/ruins"  # draws 2 Adventure Cards


def watched(game: Game, *actions: str) -> list[str]:
    """Apply the actions, checking the invariants after each; return the events as text."""
    watch = invariants.Watch(game)
    events: list[str] = []
    for action in actions:
        events += [str(e) for e in game.apply(action)]
        assert watch.after(game.last_changes) == [], action
    return events


def thief_lands_on_the_wizard(catalogue) -> Game:
    """The Thief lands on the Wizard, who holds Invisibility (so may evade), 3 gold and a Sword."""
    game = new_game(catalogue, "character/thief", "character/wizard")
    land_on(
        game,
        0,
        RUINS,
        "adjust spell/invisibility 1",
        "adjust purchase/sword#1 1",
        "adjust 1 gold 3",
        f"adjust 1 position {RUINS}",
        "adjust 0 fate 0",
    )
    assert game.decision.kind == "encounter"
    return game


def test_an_accepted_theft_of_gold_happens_once(catalogue) -> None:
    """Core rules, "Evading" and "Encountering Another Character": the Wizard could evade the
    Thief's theft with Invisibility; accepting it, exactly 1 gold changes hands, he is not asked
    again, and the Thief's turn ends with the encounter."""
    game = thief_lands_on_the_wizard(catalogue)
    thief_gold = game.state.players[0].gold
    events = watched(game, "use steal character/wizard gold")
    assert events == [] and game.decision.kind == "defend" and game.decision.player == 1
    events = watched(game, "accept")
    assert events.count("ability 0 steal character/wizard") == 1
    assert [c.gold for c in game.state.players] == [thief_gold + 1, 2]
    assert game.state.players[1].spells == ("spell/invisibility",)  # not cast
    assert game.state.players[1].objects == ("purchase/sword#1",)  # only the gold was taken
    assert game.state.current == 1 and game.decision.kind == "roll"  # the Wizard's turn now


def test_an_accepted_theft_of_an_object_happens_once(catalogue) -> None:
    game = thief_lands_on_the_wizard(catalogue)
    events = watched(game, "use steal character/wizard purchase/sword#1", "accept")
    assert events.count("receive 0 purchase/sword#1") == 1
    assert game.state.players[0].objects == ("purchase/sword#1",)
    assert game.state.players[1].objects == () and game.state.players[1].gold == 3
    assert game.state.current == 1


def test_an_evaded_theft_takes_nothing_and_the_spell_is_spent(catalogue) -> None:
    game = thief_lands_on_the_wizard(catalogue)
    events = watched(game, "use steal character/wizard purchase/sword#1", "cast spell/invisibility")
    assert "evaded 1" in events and not any(e.startswith("ability 0") for e in events)
    assert game.state.players[1].objects == ("purchase/sword#1",) and game.state.players[1].spells == ()
    assert game.state.current == 1


def test_an_accepted_beguiling_is_rolled_for_once(catalogue) -> None:
    """The Sorceress's beguiling (her character card) accepted by the Wizard, who could evade it:
    one roll, and on a success one thing taken, then her turn ends."""
    game = new_game(catalogue, "character/sorceress", "character/wizard")
    land_on(
        game,
        0,
        RUINS,
        "adjust spell/invisibility 1",
        "adjust 1 gold 3",
        f"adjust 1 position {RUINS}",
        "adjust 0 fate 0",
    )
    events = watched(game, "use beguile character/wizard", "accept")
    assert events == ["ability 0 beguile character/wizard"] and game.decision.kind == "roll"
    events = watched(game, "roll 6", "take gold")
    assert events.count("beguile 0 works") == 1 and events.count("gain 0 gold 1") == 1
    assert game.state.players[1].gold == 2 and game.state.current == 1


# --- cards drawn in the middle of an encounter --------------------------------------------------


def test_spells_drawn_while_an_enemy_still_waits_on_the_space(catalogue) -> None:
    """Core rules, "Adventure Cards" (encounter number order: Events first) and "Gaining
    Spells": on the Ruins the Wizard (Craft 5: two Spells) draws Book of Spells and a Bear. The
    Book, met first, draws Spells from the Spell deck while the Bear's encounter is still to come;
    then the Bear attacks. Every card stays in exactly one place throughout."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    spells_before = len(game.state.decks["spell"])
    meet(game, space=RUINS, start=game.space(RUINS).neighbours[0])
    events = watched(game, "draw adventure/book-of-spells", "draw adventure/bear")
    assert events[-1] == "encounter 0 adventure/book-of-spells"
    assert game.decision.kind == "draw" and game.state.board[RUINS] == (
        "adventure/book-of-spells",
        "adventure/bear",
    )
    drawn = []
    while game.decision.kind == "draw":
        action = str(game.legal_actions()[0])
        assert action.startswith("draw spell/")
        drawn.append(action)
        watched(game, action)
    assert len(drawn) == 2 and len(game.state.players[0].spells) == 2
    assert len(game.state.decks["spell"]) == spells_before - 2
    assert game.state.board[RUINS] == ("adventure/bear",)  # the Book is discarded, the Bear waits
    assert "adventure/book-of-spells" in game.state.discards["adventure"]
    assert game.decision.kind == "roll" and "attack" in game.decision.prompt
    watched(game, "roll 6", "roll 1")  # 2 + 6 = 8 against the Bear's 3 + 1
    assert "adventure/bear" in game.state.players[0].trophies


def test_a_full_hand_draws_no_spell_mid_encounter(catalogue) -> None:
    """Book of Spells with the hand already at the Craft limit: no card is drawn and the next
    card's encounter follows at once."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust spell/healing#1 0", "adjust spell/invisibility 0")
    meet(game, space=RUINS, start=game.space(RUINS).neighbours[0])
    events = watched(game, "draw adventure/book-of-spells", "draw adventure/bear")
    assert not any(e.startswith("drew 0 spell/") for e in events)
    assert game.decision.kind == "battle" and "fight" in legal(game)  # the Bear, cast a Spell or not
    assert game.state.players[0].spells == ("spell/healing#1", "spell/invisibility")


def test_an_enemy_drawn_by_a_step_mid_encounter_is_fought(catalogue) -> None:
    """A card's ``draw`` step (docs/content-format.md) drawing an Adventure Card while the
    character is still on the space (here while Bag of Gold waits to be taken): the new card is
    met as any drawn card is (core rules, "Adventure Cards"), so the Bear attacks."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    land_on(game, 0, "space/outer/fields-1", "adjust 0 fate 0")
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "take"
    steps.push_steps(game, 0, [{"draw": {"deck": "adventure", "count": 1}}], "test")
    game._settle()
    assert game.decision.is_chance and game.decision.kind == "draw"
    events = play(game, "draw adventure/bear")
    assert events == ["drew 0 adventure/bear"]
    assert game.decision.kind == "roll" and "attack" in game.decision.prompt
    play(game, "roll 6", "roll 1")  # 2 + 6 against the Bear's 3 + 1
    assert "adventure/bear" in game.state.players[0].trophies
    assert invariants.violations(game) == []


def test_an_object_drawn_by_a_step_may_be_taken(catalogue) -> None:
    """A ``draw`` step run with no encounter under way (here as the turn begins): the card drawn
    is met on the character's space, and an Object may be taken (core rules, "Adventure Cards",
    Objects); then the turn goes on with the movement roll."""
    game = new_game(catalogue, "character/wizard", "character/dwarf")
    play(game, "adjust 0 fate 0", "adjust turn 0")
    assert game.decision.kind == "roll" and "movement" in game.decision.prompt
    steps.push_steps(game, 0, [{"draw": {"deck": "adventure", "count": 1}}], "test")
    game._settle()
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "take" and "take adventure/bag-of-gold#1" in legal(game)
    events = play(game, "take adventure/bag-of-gold#1")
    assert "gain 0 gold 1" in events and invariants.violations(game) == []
