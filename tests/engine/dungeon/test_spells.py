"""The Dungeon's Spells the engine plays (engine/handlers/dungeon/spells.py), each test quoting the
card it checks (the Dungeon's Spell cards)."""

from __future__ import annotations

import content
from engine import Game, hooks, invariants, points
from tests.engine.dungeon.dungeon_cards_helpers import (
    FIELD,
    THIEF,
    bases,
    dungeon_game,
    meet,
    named,
    scores,
    value,
)
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import face_to_face, finish_turn


def _holding(catalogue: content.Catalogue, spell: str, *prep: str) -> tuple[Game, str]:
    """Player 0's turn begins, holding ``spell`` (and Craft enough to hold it)."""
    game = dungeon_game(catalogue)
    card = named(catalogue, spell)
    play(game, "adjust 0 craft 3", *prep, f"adjust {card} 0", "adjust turn 0")
    return game, card


def test_craft_and_strength_one_more(catalogue: content.Catalogue) -> None:
    """Craft: "Cast on yourself at the start of your turn. Gain 1 Craft." Strength: "Cast on yourself
    at the start of your turn. Gain 1 Strength." """
    game, card = _holding(catalogue, "spell/craft")
    craft = game.state.players[0].craft
    play(game, f"cast {card}")
    assert game.state.players[0].craft == craft + 1
    game, card = _holding(catalogue, "spell/strength")
    strength = game.state.players[0].strength
    play(game, f"cast {card}")
    assert game.state.players[0].strength == strength + 1


def test_magic_portal_a_die_for_the_space_instead_of_the_move(catalogue: content.Catalogue) -> None:
    """Magic Portal Spell: "Roll 1 die to determine where the Magic Portal leads to: 1) Crags 2)
    Village 3) City 4) Castle 5) Temple 6) Warlock's Cave. You may move to this space instead of
    taking your normal move." """
    game, card = _holding(catalogue, "spell/magic-portal-spell")
    play(game, f"cast {card}", "roll 4", "choose 2")
    assert game.state.players[0].position == "space/middle/castle"
    assert game.decision.kind != "roll" or "movement" not in game.decision.prompt  # no move besides
    game, card = _holding(catalogue, "spell/magic-portal-spell")
    here = game.state.players[0].position
    play(game, f"cast {card}", "roll 1", "choose 1")
    assert game.state.players[0].position == here


def test_weakness_three_less_never_below_the_printed_strength(catalogue: content.Catalogue) -> None:
    """Weakness: "The target's Strength is lowered by 3 until the end of the turn. A character's
    Strength may not be lowered below their Strength value." """
    game, card = _holding(catalogue, "spell/weakness", "adjust 1 strength 2")
    other = game.state.players[1]
    before = value(game, "strength", 1)
    play(game, f"cast {card} {other.character}")
    assert value(game, "strength", 1) == before - 2  # only the 2 counters above the printed value
    finish_turn(game)
    assert value(game, "strength", 1) == before


def test_weakness_on_a_creature_in_battle(catalogue: content.Catalogue) -> None:
    """Weakness on a creature: "The target's Strength is lowered by 3" (in this battle)."""
    gnoll = named(catalogue, "dungeon/gnoll")
    card = named(catalogue, "spell/weakness")
    game = meet(catalogue, gnoll, prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False)
    events = play(game, f"cast {card} creature", "roll 1", "roll 1")  # (then fought: nothing else to do)
    assert scores(events)[1] == catalogue["dungeon/gnoll"].strength - 3 + 1


def test_finger_of_death_kills_the_creature(catalogue: content.Catalogue) -> None:
    """Finger of Death: "If cast on a creature, it is killed. Enemies killed may be taken as
    trophies." """
    card = named(catalogue, "spell/finger-of-death")
    game = meet(
        catalogue, "dungeon/bronze-dragon", prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False
    )
    play(game, f"cast {card} creature")
    assert "dungeon/bronze-dragon" in bases(game.state.players[0].trophies)
    assert "dungeon/bronze-dragon" not in bases(game.state.board.get(FIELD, ()))


def test_summon_storm_blows_animals_and_monsters_away(catalogue: content.Catalogue) -> None:
    """Summon Storm: "Cast at any time during your turn on any space in your Region. Discard all
    Enemy Animals and Monsters on the space." """
    there = "space/outer/fields-4"
    lying = ("dungeon/giant-rat", "dungeon/gnoll", "dungeon/black-elf")  # an Animal, a Monster, neither
    prep = tuple(f"adjust {named(catalogue, c)} {there}" for c in lying)
    game, card = _holding(catalogue, "spell/summon-storm", *prep)
    play(game, f"cast {card} {there}")
    assert bases(game.state.board[there]) == {"dungeon/black-elf"}


def test_restoration_keeps_a_life(catalogue: content.Catalogue) -> None:
    """Restoration: "Cast as required, on any character or Follower, to prevent a character from
    losing a life or a Follower from being killed." """
    card = named(catalogue, "spell/restoration")
    game = meet(
        catalogue, "dungeon/bronze-dragon", prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False
    )
    me = game.state.players[0]
    lives = me.lives
    play(game, f"cast {card} {me.character}", "roll 1", "roll 6")  # fought at once, and beaten
    assert game.state.players[0].lives == lives


def _next_turn(game: Game) -> int:
    """Play on (dice show 3, the first choice) until a turn starts: whose it is."""
    for _ in range(80):
        action = "roll 3" if "roll 3" in legal(game) else sorted(legal(game) - {"adjust"})[0]
        for event in play(game, action):
            if event.startswith("turn "):
                return int(event.split()[1])
    raise AssertionError("no new turn")


def test_temporal_vortex_two_turns_in_a_row(catalogue: content.Catalogue) -> None:
    """Temporal Vortex: "You may take 2 successive turns before play passes to the next player." """
    game, card = _holding(catalogue, "spell/temporal-vortex")
    play(game, f"cast {card}")
    assert _next_turn(game) == 0
    assert _next_turn(game) == 1


def test_divine_intervention_a_defeat_becomes_a_stand_off(catalogue: content.Catalogue) -> None:
    """Divine Intervention: "Cast when you are defeated in battle or psychic combat. The attack is
    considered a stand-off instead." """
    card = named(catalogue, "spell/divine-intervention")
    game = meet(catalogue, "dungeon/bronze-dragon", prep=("adjust 0 craft 3", f"adjust {card} 0"))
    lives = game.state.players[0].lives
    play(game, "roll 1", "roll 6")  # beaten
    assert legal(game) == {"pass", f"cast {card}"}
    events = play(game, f"cast {card}")
    assert "stand_off 0" in events and game.state.players[0].lives == lives
    game = meet(catalogue, "dungeon/bronze-dragon", prep=("adjust 0 craft 3", f"adjust {card} 0"))
    play(game, "roll 1", "roll 6", "pass")
    assert game.state.players[0].lives == lives - 1


def test_spell_call_takes_the_spell_just_cast(catalogue: content.Catalogue) -> None:
    """Spell Call: "Cast immediately after any character casts a Spell. Instead of placing the Spell
    on the discard pile, you may take it." """
    call = named(catalogue, "spell/spell-call")
    game, card = _holding(catalogue, "spell/craft", "adjust 1 craft 3", f"adjust {call} 1")
    craft = game.state.players[0].craft
    play(game, f"cast {card}")
    assert legal(game) == {"pass", f"cast {call}"}
    play(game, f"cast {call}")
    assert card in game.state.players[1].spells and game.state.players[0].craft == craft + 1


def test_twist_of_fate_sets_the_die_a_fate_was_paid_for(catalogue: content.Catalogue) -> None:
    """Twist of Fate: "Cast after you pay a fate but before you reroll the die. You choose which die
    result you will use instead of rerolling it." An attack roll, a card's roll, the move's die."""
    twist = named(catalogue, "spell/twist-of-fate")
    prep = ("adjust 0 craft 3", f"adjust {twist} 0", "adjust 0 fate 2")
    game = meet(catalogue, named(catalogue, "dungeon/gnoll"), prep=prep)
    base = value(game, "strength")
    play(game, "roll 1", "roll 3")  # the attack rolls; the fate is asked for
    assert f"use {twist} 6" in legal(game)
    events = play(game, f"use {twist} 6")
    assert scores(events)[0] == base + 6 and game.state.players[0].fate == 1
    game = meet(catalogue, "dungeon/sliding-walls", prep=prep)
    play(game, "roll 6", "roll 2")  # 8: above the Strength
    lives = game.state.players[0].lives
    play(game, f"use {twist} 1 1")  # the first die shows 1 instead: 3, the Thief's Strength
    assert twist not in game.state.players[0].spells and game.state.players[0].lives == lives
    game, card = _holding(catalogue, "spell/twist-of-fate", "adjust 0 fate 1")
    play(game, "roll 1", f"use {card} 4")
    assert "rolled 4" in game.decision.prompt and game.state.players[0].fate == 0


def test_finger_of_death_kills_the_character_and_the_battle_is_over(catalogue: content.Catalogue) -> None:
    """Finger of Death, on "a character ... you are about to fight": the character "loses 2 lives".
    Core rules, "Encounters with Other Characters": "If a character kills another character during
    the encounter, he may take any Objects, Followers, and gold from the killed character to add to
    his own. Any Objects, Followers, and gold not taken are left on the space." A dead character
    fights no battle: no attack rolls follow, nobody claims a reward from him."""
    card = named(catalogue, "spell/finger-of-death")
    sword = named(catalogue, "adventure/sword")
    game = dungeon_game(catalogue, THIEF, "character/monk")
    face_to_face(game, FIELD, card, caster=0, victim=1, prep=(f"adjust {sword} 1",))
    assert game.state.players[1].lives == 2
    gold = game.state.players[0].gold
    play(game, "encounter character/monk")
    assert f"cast {card} character/monk" in legal(game)
    play(game, f"cast {card} character/monk")
    assert not game.state.players[1].alive
    assert all(f["kind"] != "battle" for f in game.state.stack)  # the battle is over
    assert game.decision.player == 0 and game.decision.kind == "take"
    assert {f"take {sword}", "take gold", "done"} <= legal(game)
    assert invariants.violations(game) == []  # no card or gold made or lost
    play(game, "take gold", f"take {sword}", "done")
    assert game.state.players[0].gold == gold + 2 and sword in game.state.players[0].objects
    assert invariants.violations(game) == []  # no card or gold made or lost
    assert game.state.current == 1  # the turn passed on: the Monk's player draws a new character


def test_spell_call_has_nothing_to_take_from_a_hex(catalogue: content.Catalogue) -> None:
    """Spell Call: "Instead of placing the Spell on the discard pile, you may take it." A Hex is
    not placed on the discard pile when it is cast (Hex: "Place this card on any space [...] It
    remains for 3 complete rounds, after which it is placed on the discard pile."), so a Spell
    Call has nothing to take: it is not offered, and the Hex stays one card, on its space."""
    call = named(catalogue, "spell/spell-call")
    game, hex_card = _holding(catalogue, "spell/hex", "adjust 1 craft 3", f"adjust {call} 1")
    target = next(a for a in legal(game) if a.startswith(f"cast {hex_card} "))
    space = target.split()[-1]
    play(game, target)
    assert f"cast {call}" not in legal(game)
    assert hex_card in game.state.board.get(space, ())
    assert hex_card not in game.state.players[1].spells
    assert hex_card not in game.state.discards["spell"]
    assert call in game.state.players[1].spells  # not spent on nothing


def test_spell_call_takes_no_command_spell(catalogue: content.Catalogue) -> None:
    """Spell Call takes "the Spell" cast, a card that would go to the discard pile. The Command
    Spell on the Crown of Command is no card (core rules, "The Crown of Command"): when a
    Counterspell holder is asked about it, Spell Call is not among his answers."""
    call = named(catalogue, "spell/spell-call")
    counter = named(catalogue, "spell/counterspell")
    game = dungeon_game(catalogue)
    play(game, "adjust 1 craft 4", f"adjust {call} 1", f"adjust {counter} 1", "adjust turn 0")
    while game.decision.player == 1:
        play(game, "pass")
    game.journal.set(game.state.players[0], "position", "space/inner/crown-of-command")
    game.state_edited()
    assert hooks.first(points.MEET_CROWN, game, 0)  # the Command Spell waits for the answers
    game.state_edited()
    assert game.decision.player == 1
    assert legal(game) == {"pass", f"cast {counter}"}


def test_finger_of_death_turned_back_by_reflection_kills_its_caster(catalogue: content.Catalogue) -> None:
    """The Reaper's Reflection: the Spell just cast "is turned back onto the character who cast it"
    (its card). A Finger of Death turned back kills the attacker who cast it: his turn is over,
    and it is the one he attacked who killed him and "may take any Objects, Followers, and gold
    from the killed character" (core rules, "Encounters with Other Characters"), never the dead
    man himself."""
    card = named(catalogue, "spell/finger-of-death")
    mirror = named(catalogue, "spell/reflection")
    game = expansion_game(catalogue, THIEF, "character/monk", expansions=("reaper", "dungeon"))
    face_to_face(game, FIELD, card, caster=0, victim=0, prep=("adjust 1 craft 3", f"adjust {mirror} 1"))
    play(game, "encounter character/monk", f"cast {card} character/monk")
    assert f"cast {mirror}" in legal(game)
    play(game, f"cast {mirror}")
    assert not game.state.players[0].alive and game.state.players[1].alive
    assert game.decision.player == 1 and legal(game) == {"take gold", "done"}
    gold = game.state.players[1].gold
    play(game, "take gold", "done")
    assert game.state.players[1].gold == gold + 2
    assert game.state.current == 1 and invariants.violations(game) == []
