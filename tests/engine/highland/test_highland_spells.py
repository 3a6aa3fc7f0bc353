"""The Highland's Spells the engine plays (engine/handlers/highland/spells.py), each test quoting the
card it checks (the box's Spell cards)."""

from __future__ import annotations

import content
from engine import Game, invariants
from engine.fight_view import current_fight
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_card_helpers import FIELD, WARRIOR, highland_game, holding, meet, named
from tests.engine.reaper_helpers import face_to_face

HEALING = "spell/healing#1"
ROC, ELEMENTAL = "adventure/roc", "adventure/earth-elemental"


def _at_others_turn(catalogue: content.Catalogue, spell: str, *prep: str) -> tuple[Game, str]:
    """Player 0 holds ``spell`` as player 1's turn begins (the window to cast on him)."""
    game = highland_game(catalogue)
    card = named(catalogue, spell)
    play(game, "adjust 0 craft 3", *prep, f"adjust {card} 0", "adjust turn 1")
    return game, card


def test_mind_steal_takes_the_spell_the_caster_likes(catalogue: content.Catalogue) -> None:
    """Mind Steal: "Cast on another character at any time. Look at that character's Spells and take
    one of your choice." """
    game, card = holding(catalogue, "spell/mind-steal", "adjust 1 craft 3", f"adjust {HEALING} 1")
    play(game, "adjust spell/counterspell#1 1")
    warrior = game.state.players[1]
    assert f"cast {card} {WARRIOR}" in legal(game)
    play(game, f"cast {card} {WARRIOR}", "pass")  # (the Warrior keeps his Counterspell for now)
    assert legal(game) == {f"take {HEALING}", "take spell/counterspell#1"}
    play(game, f"take {HEALING}")
    assert HEALING in game.state.players[0].spells and card not in game.state.players[0].spells
    assert game.state.players[1].spells == ("spell/counterspell#1",) and warrior.character == WARRIOR


def test_mind_steal_needs_a_character_holding_spells(catalogue: content.Catalogue) -> None:
    """Mind Steal: there must be Spells "of that character's" to take: none, no cast."""
    game, card = holding(catalogue, "spell/mind-steal")
    assert not any(a.startswith(f"cast {card}") for a in legal(game))


def test_syphon_craft_one_craft_moves_as_the_turn_starts(catalogue: content.Catalogue) -> None:
    """Syphon Craft: "Cast on any character with at least 1 Craft counter at the start of their
    turn. The character must lose 1 Craft, and your character gains 1 Craft." """
    game, card = _at_others_turn(catalogue, "spell/syphon-craft", "adjust 1 craft 2")
    craft = game.state.players[0].craft
    assert legal(game) == {"pass", f"cast {card} {WARRIOR}"}
    play(game, f"cast {card} {WARRIOR}")
    assert game.state.players[1].craft == 1 and game.state.players[0].craft == craft + 1


def test_syphon_craft_not_without_a_craft_counter(catalogue: content.Catalogue) -> None:
    """Syphon Craft: only on a character "with at least 1 Craft counter"."""
    game, card = _at_others_turn(catalogue, "spell/syphon-craft")
    assert f"cast {card} {WARRIOR}" not in legal(game)


def test_simulacrum_a_defeat_becomes_a_stand_off(catalogue: content.Catalogue) -> None:
    """Simulacrum: "Cast on yourself when you are about to engage in battle or psychic combat.
    Resolve the attack as normal, except that if your attack score is less than your opponent's,
    you are not defeated and the attack is considered a stand-off instead." """
    card = named(catalogue, "spell/simulacrum")
    game = meet(catalogue, ROC, prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False)
    lives = game.state.players[0].lives
    play(game, f"cast {card}")
    events = play(game, "roll 1", "roll 6")
    assert "stand_off 0" in events and game.state.players[0].lives == lives
    assert game.state.players[0].position == FIELD  # not beaten: the Roc carries nobody off


def test_simulacrum_a_win_is_still_a_win(catalogue: content.Catalogue) -> None:
    """Simulacrum: "Resolve the attack as normal" when the caster's score is not the lower."""
    card = named(catalogue, "spell/simulacrum")
    prep = ("adjust 0 craft 3", "adjust 0 strength 9", f"adjust {card} 0")
    game = meet(catalogue, ROC, prep=prep, fight=False)
    play(game, f"cast {card}", "roll 6", "roll 1")
    assert named(catalogue, ROC) in game.state.players[0].trophies


def test_soul_shatter_kills_a_creature_met_in_psychic_combat(catalogue: content.Catalogue) -> None:
    """Soul Shatter: "Cast on any character or creature who you are about to engage in psychic
    combat. If cast on a character, they lose 2 lives. If cast on a creature, it is killed.
    Enemies killed may be taken as trophies." """
    card = named(catalogue, "spell/soul-shatter")
    game = meet(catalogue, ELEMENTAL, prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False)
    assert f"cast {card} creature" in legal(game)
    play(game, f"cast {card} creature")
    assert ELEMENTAL in game.state.players[0].trophies
    assert ELEMENTAL not in game.state.board.get(FIELD, ())


def test_soul_shatter_only_for_psychic_combat(catalogue: content.Catalogue) -> None:
    """Soul Shatter: only against one "you are about to engage in psychic combat", not a battle."""
    card = named(catalogue, "spell/soul-shatter")
    game = meet(catalogue, ROC, prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False)
    assert not any(a.startswith(f"cast {card}") for a in legal(game))


def test_lightning_strike_everyone_on_the_space_may_be_evaded(catalogue: content.Catalogue) -> None:
    """Lightning Strike: "Cast on any space at any time. / Any creatures and characters in the
    space may be evaded until the end of the turn." """
    card = named(catalogue, "spell/lightning-strike")
    roc = named(catalogue, ROC)
    game, card = holding(catalogue, "spell/lightning-strike", f"adjust {roc} {FIELD}")
    assert f"cast {card} {FIELD}" in legal(game)
    game = meet(catalogue, ROC, prep=("adjust 0 craft 3", f"adjust {card} 0"), fight=False)
    assert "evade" not in legal(game)
    lives = game.state.players[0].lives
    play(game, f"cast {card} {FIELD}")
    assert "evade" in legal(game)
    play(game, "evade")
    assert roc in game.state.board[FIELD] and game.state.players[0].lives == lives
    assert roc not in game.state.players[0].trophies


def test_eyes_of_the_hawk_any_count_up_to_the_die(catalogue: content.Catalogue) -> None:
    """Eyes of the Hawk: "Cast on yourself after you have rolled a die for your move. You may move
    any number of spaces up to your die roll, instead of moving the full distance as indicated by
    the die roll." """
    game, card = holding(catalogue, "spell/eyes-of-the-hawk", f"adjust 0 position {FIELD}")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 3")
    before = {a for a in legal(game) if a.startswith("move ")}
    assert f"use {card}" in legal(game)
    play(game, f"use {card}")
    after = {a for a in legal(game) if a.startswith("move ")}
    near = {f"move {s}" for s in game.space(FIELD).neighbours}
    assert before < after and near <= after
    assert f"use {card}" not in legal(game)


def test_lightning_bolt_stuns_the_character_for_the_turn(catalogue: content.Catalogue) -> None:
    """Lightning Bolt: "Cast at any time on any character. That character is stunned (may do
    nothing apart from negating this Spell with Counterspell) for the duration of that turn." """
    game, card = _at_others_turn(catalogue, "spell/lightning-bolt")
    here = game.state.players[1].position
    assert f"cast {card} {WARRIOR}" in legal(game)
    events = play(game, f"cast {card} {WARRIOR}")
    assert any(e.startswith("turn_ends") for e in events)
    assert game.state.players[1].position == here  # no move made
    assert game.state.current == 0  # his turn is over: the next one has come


def test_soul_shatter_as_the_wizards_last_spell_ends_the_fight_once(catalogue: content.Catalogue) -> None:
    """Soul Shatter: "If cast on a creature, it is killed." The Wizard: when he casts his last Spell
    he draws a new one at once (his card). The creature is killed once: the fight is over when
    the new Spell has been drawn, nothing is left to fight."""
    card = named(catalogue, "spell/soul-shatter")
    game = meet(
        catalogue,
        ELEMENTAL,
        who="character/wizard",
        prep=("adjust 0 craft 4", f"adjust {card} 0"),
        fight=False,
    )
    assert game.state.players[0].spells == (card,)
    events = play(game, f"cast {card} creature")
    assert f"killed_by_spell 0 {card}" in events  # (the Wizard, player 0, killed it by this Spell)
    assert game.decision.is_chance and game.decision.kind == "draw"  # his new Spell first
    assert current_fight(game) is None  # (the battle helper shows no fight meanwhile)
    play(game, str(game.legal_actions()[0]))
    assert len(game.state.players[0].spells) == 1
    assert not any(f["kind"] == "battle" for f in game.state.stack)
    assert not {"fight", "evade"} & legal(game)
    assert list(game.state.players[0].trophies).count(ELEMENTAL) == 1
    assert invariants.violations(game) == []


def test_soul_shatter_kills_the_character_the_killer_takes_his_things(catalogue: content.Catalogue) -> None:
    """Soul Shatter: "If cast on a character, they lose 2 lives." Core rules, "Encounters with
    Other Characters": "If a character kills another character during the encounter, he may take
    any Objects, Followers, and gold from the killed character to add to his own." The Wizard's
    new Spell (his last one cast) is drawn first."""
    card = named(catalogue, "spell/soul-shatter")
    game = highland_game(catalogue, "character/wizard", "character/monk")
    face_to_face(game, FIELD, card, caster=0, victim=1)
    play(game, "encounter character/monk psychic")  # (psychic combat, where Soul Shatter is cast)
    play(game, f"cast {card} character/monk")
    assert not game.state.players[1].alive
    play(game, str(game.legal_actions()[0]))  # the Wizard's new Spell
    assert len(game.state.players[0].spells) == 1
    assert game.decision.player == 0 and "take gold" in legal(game)
    gold = game.state.players[0].gold
    play(game, "take gold", "done")
    assert game.state.players[0].gold == gold + 2
    assert invariants.violations(game) == []
    assert game.state.current == 1


def test_soul_shatter_cast_by_the_one_attacked_kills_the_attacker(catalogue: content.Catalogue) -> None:
    """Soul Shatter is cast by "any character" about to engage in psychic combat: the one attacked
    too. Killed, the attacker's turn is over (core rules: a killed character's things stay on the
    space), and the one who killed him "may take any Objects, Followers, and gold from the killed
    character" (core rules, "Encounters with Other Characters"); then the next player's turn."""
    card = named(catalogue, "spell/soul-shatter")
    game = highland_game(catalogue, "character/wizard", "character/priest")
    face_to_face(game, FIELD, card, caster=1, victim=0)
    play(game, "encounter character/priest psychic")
    assert game.decision.player == 1 and f"cast {card} character/wizard" in legal(game)
    play(game, f"cast {card} character/wizard")
    assert not game.state.players[0].alive
    assert game.decision.player == 1 and legal(game) == {"take gold", "done"}
    gold = game.state.players[1].gold
    events = play(game, "take gold", "done")
    assert game.state.players[1].gold == gold + 2
    assert sum(e.startswith("turn_ends") for e in events) == 0  # (said once, as he was killed)
    assert game.state.current == 1 and invariants.violations(game) == []
