"""The Reaper's rules a table used to resolve by hand (once listed in ``reaper_index.BY_HAND``),
each played now: Cerberus cannot be evaded, Reflection by anyone (and against the Command
Spell), Orb of Destiny, Misdirection in the Inner Region, Alteration, the Familiar's
Spell swap, the Concealed Pouch's hidden Object, the Genie's casting time (card rules in
content/data/reaper/; digital rulebook FAQ, The Reaper). The Barrier: test_reaper_barrier.py."""

from __future__ import annotations

import pytest

from engine import hooks
from tests.engine.engine_helpers import legal, play
from tests.engine.figures_helpers import expansion_game
from tests.engine.reaper_helpers import finish_turn, land_at, reaper_game
from tests.engine.test_reaper_battle import FIELD, WARRIOR, battle, scores, strength

EVADING = ("evade", "cast spell/invisibility", "cast spell/immobility#1", "cast spell/cloak-of-shadows")
FIGHT_CERBERUS = {"fight", "use adventure/cerberus craft"}  # by Strength or by Craft, nothing else
SPELLS = ("adjust spell/invisibility 0", "adjust spell/immobility#1 0", "adjust spell/cloak-of-shadows 0")


def _evasions(game) -> set[str]:
    return {a for a in legal(game) if a.startswith(EVADING)}


def test_cerberus_cannot_be_evaded_by_spells(catalogue) -> None:
    """Card text, Cerberus (content/data/reaper/adventure/enemies.yaml): he cannot be evaded;
    digital rulebook FAQ, The Reaper: Cerberus. Invisibility, Immobility and Cloak of Shadows,
    all offered against another Enemy, are not against him (he may still be fought by Craft)."""
    prep = ("adjust 0 craft 6", *SPELLS)
    other = battle(catalogue, "adventure/ape", prep=prep, fight=False)
    assert _evasions(other) == {a.replace("adjust", "cast").removesuffix(" 0") for a in SPELLS}
    game = battle(catalogue, "adventure/cerberus", prep=prep, fight=False)
    assert game.decision.kind == "battle" and legal(game) == FIGHT_CERBERUS


def _invisible_against(catalogue, enemy: str):
    """Invisibility was cast earlier this turn (it lets every later creature be evaded)."""
    game = reaper_game(catalogue, "character/thief", "character/monk")
    game.state.players[0].effects = ("spell/invisibility",)
    land_at(game, 0, FIELD, f"adjust {enemy} {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    return game


def test_cerberus_cannot_be_evaded_once_invisible(catalogue) -> None:
    """Card text, Cerberus: an Invisibility cast earlier in the turn does not reach him."""
    assert "evade" in legal(_invisible_against(catalogue, "adventure/ape"))
    assert legal(_invisible_against(catalogue, "adventure/cerberus")) == FIGHT_CERBERUS


# --- Reflection ---------------------------------------------------------------------------------


def test_reflection_by_a_third_character(catalogue) -> None:
    """Card text, Reflection: cast by anyone right after another Spell, it turns that Spell on
    its caster; digital rulebook FAQ, The Reaper: Reflection (it answers Immobility, whose
    caster then loses a turn). The Monk, not the Spell's target, reflects it here."""
    game = reaper_game(catalogue, "character/thief", "character/warrior", "character/monk")
    play(game, "adjust 1 craft 2", "adjust spell/immobility#1 1", "adjust spell/reflection 2")
    play(game, "adjust turn 0")
    play(game, "cast spell/immobility#1 character/thief")
    assert game.decision.kind == "counter" and game.decision.player == 2
    events = play(game, "cast spell/reflection")
    assert "reflected spell/immobility#1 character/warrior" in events
    assert game.state.current == 0 and game.state.players[1].missed_turns == 1
    assert game.state.players[0].missed_turns == 0


def test_the_answer_prompt_names_the_spells_on_offer(catalogue) -> None:
    """Card texts, Reflection and Counterspell: the prompt after a Spell is cast names what the
    answering player may cast, Reflection alone or both (not Counterspell he does not hold)."""
    for held, said in (
        (("spell/reflection",), "with Reflection, or pass"),
        (("spell/reflection", "spell/counterspell#1"), "with Counterspell or Reflection, or pass"),
    ):
        game = reaper_game(catalogue, "character/thief", "character/warrior", "character/monk")
        play(game, "adjust 1 craft 4", "adjust 2 craft 4", "adjust spell/immobility#1 1")
        play(game, *(f"adjust {c} 2" for c in held))
        play(game, "adjust turn 0", "cast spell/immobility#1 character/thief")
        assert game.decision.kind == "counter" and game.decision.player == 2
        assert game.decision.prompt.endswith(said)
        assert ("Counterspell" in game.decision.prompt) == (len(held) == 2)


def test_reflection_not_on_a_spell_without_a_character_to_spare(catalogue) -> None:
    """Card text, Reflection: the Spell's chosen target is spared; a Spell its caster casts on
    himself (Blessed) spares nobody, so Reflection is not offered against it."""
    game = reaper_game(catalogue)
    play(game, "adjust 0 craft 4", "adjust 1 craft 4", "adjust spell/blessed 0", "adjust spell/reflection 1")
    play(game, "adjust turn 0")
    play(game, "cast spell/blessed")
    assert game.decision.kind != "counter"
    assert game.state.players[0].fate > 0


# --- Orb of Destiny -----------------------------------------------------------------------------

ORB = "use adventure/orb-of-destiny"


def _orb_move(catalogue):
    """The Thief holds the Orb and 2 fate, on the Fields by the Tavern, his movement die a 3."""
    game = reaper_game(catalogue)
    play(game, "adjust adventure/orb-of-destiny 0", "adjust 0 fate 2", f"adjust 0 position {FIELD}")
    play(game, "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 3")
    return game


def test_orb_of_destiny_two_dice_keep_either(catalogue) -> None:
    """Card text, Orb of Destiny: paying fate to roll again, roll 2 dice and keep either
    (core rules, Fate: 1 fate for the reroll)."""
    game = _orb_move(catalogue)
    assert ORB in legal(game) and "reroll" in legal(game)
    play(game, ORB, "roll 4", "roll 6")
    assert game.decision.kind == "keep_die" and legal(game) == {"choose 4", "choose 6"}
    play(game, "choose 6")
    moves = {a for a in legal(game) if a.startswith("move ")}
    assert moves == {"move space/outer/fields-1", "move space/outer/fields-4"}  # six either way
    assert game.state.players[0].fate == 1 and "reroll" not in legal(game) and ORB not in legal(game)


def test_orb_of_destiny_a_pair_costs_all_fate_and_the_orb(catalogue) -> None:
    """Card text, Orb of Destiny: the same number on both dice: all fate and the Orb discarded."""
    game = _orb_move(catalogue)
    play(game, ORB, "roll 5", "roll 5")
    thief = game.state.players[0]
    assert thief.fate == 0 and not thief.objects
    assert "adventure/orb-of-destiny" in game.state.discards["adventure"]
    assert {a for a in legal(game) if a.startswith("move ")} == {
        "move space/outer/hills-1",
        "move space/outer/village",
    }


def test_orb_of_destiny_on_an_attack_roll(catalogue) -> None:
    """Card text, Orb of Destiny, on the fate reroll of an attack roll (core rules, Battles)."""
    prep = ("adjust adventure/orb-of-destiny 0", "adjust 0 fate 1")
    game = battle(catalogue, "adventure/ape", prep=prep)
    play(game, "roll 1", "roll 6")
    assert game.decision.kind == "fate" and ORB in legal(game)
    play(game, ORB, "roll 2", "roll 5")
    events = play(game, "choose 5")
    assert scores(events)[0] == strength(game) + 5


def _warrior_orb(catalogue):
    """The Warrior (two attack dice, the better counts) holds the Orb and 2 fate against the Ape;
    his dice show 1 and 2, the Ape's a 6."""
    prep = ("adjust adventure/orb-of-destiny 0", "adjust 0 fate 2")
    game = battle(catalogue, "adventure/ape", who=WARRIOR, prep=prep)
    play(game, "roll 1", "roll 2", "roll 6")
    return game


def test_orb_of_destiny_on_the_warriors_two_dice(catalogue) -> None:
    """Card text, Orb of Destiny ("when you spend fate to roll a die again"): offered wherever
    fate rolls again, the Warrior's attack roll of two dice too (core rules, Warrior; Fate).
    The whole roll is thrown twice and he keeps either throw (our reading, in the card's source)."""
    game = _warrior_orb(catalogue)
    assert game.decision.kind == "fate" and {"reroll", ORB} <= legal(game)
    play(game, ORB, "roll 3", "roll 5", "roll 6", "roll 2")
    assert game.decision.kind == "keep_die" and legal(game) == {"choose 5", "choose 6"}
    assert "(3, 5) and (6, 2)" in game.decision.prompt
    events = play(game, "choose 6")  # the throw with the 6
    assert scores(events)[0] == strength(game) + 6
    assert game.state.players[0].fate == 1 and "adventure/orb-of-destiny" in game.state.players[0].objects


def test_orb_of_destiny_warrior_throws_with_the_same_best_die_are_a_pair(catalogue) -> None:
    """Card text, Orb of Destiny: the same number twice costs all fate and the Orb; for the
    Warrior's two throws, the number compared is each throw's better die, the one that counts."""
    game = _warrior_orb(catalogue)
    events = play(game, ORB, "roll 4", "roll 1", "roll 2", "roll 4")
    warrior = game.state.players[0]
    assert warrior.fate == 0 and "adventure/orb-of-destiny" in game.state.discards["adventure"]
    assert scores(events)[0] == strength(game) + 4


# --- Misdirection in the Inner Region -----------------------------------------------------------

CRYPT, DEATH = "space/inner/crypt", "space/inner/death"


def _misdirect_at(catalogue, space: str, *prep: str, turned_back: bool = False):
    """The Warrior (player 1) holds Misdirection as the Thief's turn begins on ``space`` (the
    Thief turning back to the Plain of Peril when ``turned_back``)."""
    game = reaper_game(catalogue)
    play(game, "adjust 1 craft 3", "adjust spell/misdirection 1", f"adjust 0 position {space}", *prep)
    game.state.players[0].turned_back = turned_back  # (no action sets it alone)
    play(game, "adjust turn 0")
    return game


def _misdirected_in_the_crypt(catalogue):
    """The Warrior casts Misdirection on the Thief in the Crypt; the Warrior now moves him."""
    game = _misdirect_at(catalogue, CRYPT)
    play(game, "cast spell/misdirection character/thief")
    while game.decision.kind == "counter":
        play(game, "pass")
    if game.decision.kind == "begin":
        play(game, "begin")
    return game


def test_misdirection_in_the_inner_region_forward_or_back(catalogue) -> None:
    """Digital rulebook FAQ, The Reaper: Misdirection: on a character in the Inner Region the
    caster moves him one space forward, or one back toward the Plain of Peril, where he meets
    nothing and has not turned back."""
    game = _misdirected_in_the_crypt(catalogue)
    assert game.decision.player == 1 and legal(game) == {f"move {DEATH}", "move space/inner/plain-of-peril"}
    events = play(game, "move space/inner/plain-of-peril")
    thief = game.state.players[0]
    assert thief.position == "space/inner/plain-of-peril" and not thief.turned_back
    assert game.state.current == 1 and not any(e.startswith("encounter") for e in events)


def test_misdirection_forward_meets_the_space(catalogue) -> None:
    """Digital rulebook FAQ, The Reaper: Misdirection: moved forward, he meets the new space as
    any move there (Death: he dices with Death)."""
    game = _misdirected_in_the_crypt(catalogue)
    play(game, f"move {DEATH}")
    assert game.state.players[0].position == DEATH and game.state.current == 0
    assert "dicing with Death" in game.decision.prompt


def test_misdirection_never_on_the_crown_nor_on_one_turned_back(catalogue) -> None:
    """Digital rulebook FAQ, The Reaper: Misdirection: not on a character on the Crown of Command
    nor on one who is turning back."""
    crown = _misdirect_at(catalogue, "space/inner/crown-of-command")
    assert "cast spell/misdirection character/thief" not in legal(crown)
    game = _misdirect_at(catalogue, CRYPT, turned_back=True)
    assert "cast spell/misdirection character/thief" not in legal(game)
    assert "cast spell/misdirection character/thief" in legal(_misdirect_at(catalogue, CRYPT))


# --- Alteration ---------------------------------------------------------------------------------


def _alteration_draw(catalogue, *prep: str):
    """The Thief, holding Alteration, lands on the Fields by the Tavern and draws the Ape."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust 0 craft 4", "adjust spell/alteration 0", *prep)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, "draw adventure/ape")
    return game


def test_alteration_redraws_a_card_just_drawn_which_is_met(catalogue) -> None:
    """Card text, Alteration: right after drawing Adventure cards, one goes to the discard pile
    and another is drawn in its place, which must be met."""
    game = _alteration_draw(catalogue)
    assert game.decision.kind == "cast" and legal(game) == {"pass", "cast spell/alteration adventure/ape"}
    play(game, "cast spell/alteration adventure/ape")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "draw adventure/giant-spider")
    assert (
        "adventure/ape" in game.state.discards["adventure"] and "adventure/ape" not in game.state.board[FIELD]
    )
    battle_now = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle_now["enemies"] == ["adventure/giant-spider"]
    assert "spell/alteration" in game.state.discards["spell"]


def test_alteration_passed_the_card_drawn_is_met(catalogue) -> None:
    """Card text, Alteration: not cast, the cards drawn are met as usual (the Spell is kept)."""
    game = _alteration_draw(catalogue)
    play(game, "pass")
    battle_now = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle_now["enemies"] == ["adventure/ape"] and game.state.players[0].spells == (
        "spell/alteration",
    )


def test_alteration_answered_by_counterspell(catalogue) -> None:
    """Core rules, Counterspell: it cancels any Spell as it is cast, Alteration too."""
    game = _alteration_draw(catalogue, "adjust 1 craft 4", "adjust spell/counterspell#1 1")
    play(game, "cast spell/alteration adventure/ape")
    assert game.decision.kind == "counter" and game.decision.player == 1
    play(game, "cast spell/counterspell#1")
    assert "adventure/ape" in game.state.board[FIELD]
    assert next(f for f in game.state.stack if f["kind"] == "battle")["enemies"] == ["adventure/ape"]


def test_alteration_on_the_card_the_orb_of_knowledge_drew_draws_onto_that_space(catalogue) -> None:
    """Card text, Alteration: "Discard any one Adventure Card that you have just drawn and draw
    a replacement, which you must encounter." Cast on the card the Orb of Knowledge has just
    drawn (that draw still under way), the replacement lies on the same space and is met.

    The replacement is a card drawn anew, so the Orb may throw it away in turn, as the FAQ rules
    for the cards the Philosopher and the Prophetess draw in place of others (digital rulebook
    FAQ, Orb of Knowledge, Q1 and Q2: "Yes.")."""
    game = _alteration_draw(catalogue, "adjust adventure/orb-of-knowledge 0")
    play(game, "discard adventure/ape", "draw adventure/bear")
    assert game.decision.kind == "cast" and "cast spell/alteration adventure/bear" in legal(game)
    play(game, "cast spell/alteration adventure/bear")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "draw adventure/giant-spider")
    assert "adventure/giant-spider" in game.state.board.get(FIELD, ())
    assert game.decision.kind == "orb" and "discard adventure/giant-spider" in legal(game)
    play(game, "done")
    assert "adventure/bear" in game.state.discards["adventure"]
    battle_now = next(f for f in game.state.stack if f["kind"] == "battle")
    assert battle_now["enemies"] == ["adventure/giant-spider"]


# --- Familiar -----------------------------------------------------------------------------------


def test_familiar_swaps_a_spell_just_drawn_once(catalogue) -> None:
    """Card text, Familiar: a Spell drawn that its holder does not want may be discarded for
    another, which he must keep."""
    game = reaper_game(catalogue, "character/sage", "character/warrior")
    play(game, "adjust adventure/familiar 0", "adjust turn 0", "use spell-at-start")  # the Sage draws 1
    play(game, "draw spell/sleep")
    assert game.decision.kind == "discard" and legal(game) == {"done", "discard spell/sleep"}
    play(game, "discard spell/sleep", "draw spell/enrich")
    thief = game.state.players[0]
    assert thief.spells == ("spell/enrich",) and "spell/sleep" in game.state.discards["spell"]
    assert game.decision.kind != "discard"  # the new Spell is kept: no second swap


# --- Concealed Pouch ----------------------------------------------------------------------------

POUCH_ITEMS = (
    "adjust adventure/concealed-pouch 0",
    "adjust purchase/helmet#1 0",
    "adjust purchase/sword#1 0",
)


def test_concealed_pouch_hides_the_object_inside_from_a_victor(catalogue) -> None:
    """Card text, Concealed Pouch: neither the Pouch nor the Object inside can be taken by a
    victor; digital rulebook FAQ, The Reaper: Concealed Pouch (Q3: nor by the Merchant)."""
    game = reaper_game(catalogue)
    play(game, *POUCH_ITEMS, "adjust turn 0")
    assert "use adventure/concealed-pouch purchase/helmet#1" in legal(game)
    events = play(game, "use adventure/concealed-pouch purchase/helmet#1")
    assert "hidden_in_pouch 0 purchase/helmet#1" in events
    assert "use adventure/concealed-pouch purchase/helmet#1" not in legal(game)
    land_at(game, 1, FIELD, f"adjust 0 position {FIELD}")
    play(game, "encounter character/thief")
    while game.decision.kind in ("defend", "battle"):
        play(game, "fight")
    play(game, "roll 6", "roll 6", "roll 1")  # the Warrior's two dice, then the Thief's
    rewards = {a for a in legal(game) if a.startswith("reward ")}
    assert rewards == {"reward life", "reward gold", "reward purchase/sword#1"}


def test_concealed_pouch_the_thief_cannot_steal_what_is_inside(catalogue) -> None:
    """Card text, Concealed Pouch: no special ability takes the Pouch or what it holds."""
    game = reaper_game(catalogue, "character/warrior", "character/thief")
    play(game, *POUCH_ITEMS, "adjust turn 0", "use adventure/concealed-pouch purchase/sword#1")
    land_at(game, 1, FIELD, f"adjust 0 position {FIELD}")
    steals = {a for a in legal(game) if a.startswith("use steal")}
    assert steals == {"use steal character/warrior purchase/helmet#1", "use steal character/warrior gold"}


def test_concealed_pouch_given_away_hides_nothing(catalogue) -> None:
    """Card text, Concealed Pouch: the Object is inside only while its holder has both."""
    game = reaper_game(catalogue)
    play(game, *POUCH_ITEMS, "adjust turn 0", "use adventure/concealed-pouch purchase/helmet#1")
    play(game, "adjust purchase/helmet#1 1")
    from engine.handlers.reaper.pouch import inside

    assert inside(game, 0) is None and inside(game, 1) is None


def test_concealed_pouch_filled_as_it_is_gained(catalogue) -> None:
    """Card text, Concealed Pouch: its holder may keep 1 Object inside, at no set moment, so
    he may put one in as soon as he gains it (our reading, in the card's source); then it is
    out of a victor's reach at once."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, "adjust purchase/helmet#1 0", "adjust purchase/sword#1 0")
    play(game, "draw adventure/concealed-pouch", "take adventure/concealed-pouch")
    assert game.decision.kind == "pouch" and game.decision.player == 0
    assert legal(game) == {
        "pass",
        "use adventure/concealed-pouch purchase/helmet#1",
        "use adventure/concealed-pouch purchase/sword#1",
    }
    events = play(game, "use adventure/concealed-pouch purchase/sword#1")
    assert "hidden_in_pouch 0 purchase/sword#1" in events and game.decision.kind != "pouch"
    assert hooks.first("out_of_reach", game, "purchase/sword#1")
    assert not hooks.first("out_of_reach", game, "purchase/helmet#1")


def test_concealed_pouch_an_object_gained_while_holding_it(catalogue) -> None:
    """Card text, Concealed Pouch: an Object gained while the Pouch is held may go in at once
    (that Object only; passing keeps what is inside)."""
    game = reaper_game(catalogue)
    land_at(game, 0, FIELD, *POUCH_ITEMS)
    play(game, "draw adventure/axe", "take adventure/axe")
    assert game.decision.kind == "pouch"
    assert legal(game) == {"pass", "use adventure/concealed-pouch adventure/axe"}
    play(game, "pass")
    assert game.decision.kind != "pouch" and not hooks.first("out_of_reach", game, "adventure/axe")


# --- the Genie's casting time -------------------------------------------------------------------


def _genie_holds(catalogue, *spells_drawn: str, prep: tuple[str, ...] = ()):
    """The Thief's Genie takes ``spells_drawn`` as his turn begins (Craft 0: no Spell of his own)."""
    game = reaper_game(catalogue)
    play(game, "adjust adventure/genie 0", "adjust 0 craft 0", *prep, "adjust turn 0", "use adventure/genie")
    play(game, *(f"draw {s}" for s in spells_drawn))
    return game


def test_genie_casts_as_another_turn_begins_and_no_counterspell_cancels(catalogue) -> None:
    """Card text, Genie: he casts his Spells for his holder when the holder likes (Sleep as
    another's turn begins); digital rulebook FAQ, The Reaper: Genie (Q1: spells that cancel
    Spells do not reach his; Q5: whatever the holder's Craft)."""
    game = _genie_holds(catalogue, "spell/sleep", "spell/enrich", "spell/blessed")
    play(game, "adjust 1 craft 4", "adjust spell/counterspell#1 1", "adjust turn 1")
    assert game.decision.player == 0 and "cast spell/sleep character/warrior" in legal(game)
    events = play(game, "cast spell/sleep character/warrior")
    assert "genie_casts 0 spell/sleep" in events and "asleep 1" in events
    assert game.state.players[1].spells == ("spell/counterspell#1",)  # never offered against it
    assert game.state.markers["aside/genie/adventure/genie"] == ["spell/enrich", "spell/blessed"]


def test_genie_cast_is_reflected_onto_his_holder(catalogue) -> None:
    """Digital rulebook FAQ, The Reaper: Genie Q6: his Spells count as his holder's own for the
    Reflection Spell, which turns them on the holder."""
    game = _genie_holds(catalogue, "spell/sleep", "spell/enrich", "spell/blessed")
    play(game, "adjust 1 craft 4", "adjust spell/reflection 1", "adjust turn 1")
    play(game, "cast spell/sleep character/warrior")
    assert game.decision.kind == "counter" and "cast spell/reflection" in legal(game)
    play(game, "cast spell/reflection")
    assert game.state.current == 1 and game.state.players[0].missed_turns == 1


def test_genie_casts_in_a_battle(catalogue) -> None:
    """Card text, Genie: cast when the holder likes, a battle Spell in a battle too."""
    drawn = ("spell/bladesharp", "spell/enrich", "spell/blessed")
    game = _genie_holds(catalogue, *drawn, prep=("adjust purchase/sword#1 0",))
    land_at(game, 0, FIELD, f"adjust adventure/ape {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    assert "cast spell/bladesharp" in legal(game)
    play(game, "cast spell/bladesharp")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert next(f for f in game.state.stack if f["kind"] == "battle")["bonus"] == 2


def test_genie_leaves_once_his_last_spell_is_cast(catalogue) -> None:
    """Card text, Genie: he goes once the last is cast; digital rulebook FAQ, The Reaper: Genie
    Q6: his casts do not count toward his holder's (three in one turn, holding none)."""
    game = _genie_holds(catalogue, "spell/blessed", "spell/enrich", "spell/water-walking")
    play(game, "adjust turn 0")
    for spell in ("spell/blessed", "spell/enrich", "spell/water-walking"):
        play(game, f"cast {spell}")
        while game.decision.kind not in ("begin", "move"):  # no cast left: on to the move
            play(game, "roll 3" if game.decision.is_chance else "pass")
    assert "adventure/genie" not in game.state.players[0].followers
    assert "adventure/genie" in game.state.discards["adventure"]
    assert "aside/genie/adventure/genie" not in game.state.markers


def test_genie_casts_alteration_on_a_card_just_drawn(catalogue) -> None:
    """Card text, Genie (when the holder likes) with Alteration (right after a draw)."""
    game = _genie_holds(catalogue, "spell/alteration", "spell/enrich", "spell/blessed")
    land_at(game, 0, FIELD)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, "draw adventure/ape")
    assert "cast spell/alteration adventure/ape" in legal(game)
    play(game, "cast spell/alteration adventure/ape", "draw adventure/giant-spider")
    assert "adventure/ape" in game.state.discards["adventure"]
    assert next(f for f in game.state.stack if f["kind"] == "battle")["enemies"] == ["adventure/giant-spider"]


@pytest.mark.parametrize(
    ("keeper", "expansions"),
    [("dungeon/spell-ring", ("reaper", "dungeon")), ("highland/spellstone", ("reaper", "highland"))],
)
def test_alteration_kept_on_a_card_that_casts_it_is_offered_on_a_card_just_drawn(
    catalogue, keeper, expansions
) -> None:
    """The Dungeon's Spell Ring: "The Ring will cast the Spell whenever you wish (treat the Spell
    as though you had cast it)"; the Highland's Spellstone likewise. Alteration is cast right
    after Adventure cards are drawn: one lying on such a card is offered then, as the Genie's is
    (it once looked at the Genie's Spells alone)."""
    game = expansion_game(catalogue, "character/thief", "character/warrior", expansions=expansions)
    land_at(game, 0, FIELD, f"adjust {keeper} {FIELD}")
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, f"take {keeper}", "draw spell/alteration")
    assert not game.state.players[0].spells  # (on the card, not in the hand)
    finish_turn(game)
    other = "space/outer/fields-4"
    land_at(game, 0, other)
    if game.decision.kind == "encounter":
        play(game, "encounter space")
    play(game, "draw adventure/lion")
    assert "cast spell/alteration adventure/lion" in legal(game)
    play(game, "cast spell/alteration adventure/lion")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "draw adventure/giant-spider")
    assert "adventure/lion" in game.state.discards["adventure"]
    assert next(f for f in game.state.stack if f["kind"] == "battle")["enemies"] == ["adventure/giant-spider"]


def test_reflection_turns_the_command_spell_back(catalogue) -> None:
    """Card text, Reflection: even the Command Spell is turned back (core rules, The Crown of
    Command: it costs every other character a life). The Monk reflects his loss onto the Thief
    on the Crown; the Warrior, without Reflection, loses his life as usual."""
    game = reaper_game(catalogue, "character/thief", "character/warrior", "character/monk")
    lives = [c.lives for c in game.state.players]
    play(game, "adjust 2 craft 4", "adjust spell/reflection 2")
    play(game, "adjust 0 position space/inner/crown-of-command", "adjust turn 0", "roll 5")
    assert game.decision.kind == "reflect" and game.decision.player == 2
    assert legal(game) == {"pass", "cast spell/reflection"}
    events = play(game, "cast spell/reflection")
    assert "command_spell 0" in events
    assert [c.lives for c in game.state.players] == [lives[0] - 1, lives[1] - 1, lives[2]]
    assert "spell/reflection" in game.state.discards["spell"]


def test_barrier_on_every_way_the_character_stays(catalogue) -> None:
    """Card text, Barrier, where both ways round end on it (12 on two dice from the Woods
    opposite the Sentinel): the character may not move onto it, so he stays where he is."""
    from engine.movement import reach

    game = reaper_game(catalogue)
    play(game, "adjust 0 position space/outer/woods-1", "adjust 1 position space/outer/city")
    play(game, "adjust spell/barrier 0", "adjust turn 0", "cast spell/barrier space/outer/sentinel")
    while game.decision.kind == "counter":
        play(game, "pass")
    assert reach(game, {"p": 0, "roll": [12]}) == {"space/outer/woods-1": None}
    assert "space/outer/hills-2" in reach(game, {"p": 0, "roll": [11]})  # eleven the other way round


def test_orb_of_destiny_on_one_die_of_two(catalogue) -> None:
    """Card text, Orb of Destiny, on a roll of two dice that allows fate (opening the Portal of
    Power: core rules, The Portal of Power; one die rolled again for 1 fate, core rules, Fate):
    the die chosen is rolled as two, and one of them kept."""
    game = reaper_game(catalogue)
    prep = ("adjust adventure/orb-of-destiny 0", "adjust 0 fate 1", "adjust 0 strength 5")
    play(game, *prep, "adjust 0 position space/middle/castle", "adjust turn 0")
    if game.decision.kind == "begin":
        play(game, "begin")
    play(game, "roll 2", "move space/inner/plain-of-peril", "attempt strength", "roll 6", "roll 6")
    assert {f"{ORB} 1", f"{ORB} 2"} <= legal(game)
    play(game, f"{ORB} 1", "roll 1", "roll 4", "choose 1")  # 1 and 6: within Strength 3 + 5
    assert game.state.players[0].position == "space/inner/plain-of-peril"


def test_barrier_on_the_start_space_bars_the_hearth_rune(catalogue) -> None:
    """Card text, Barrier (nobody moves onto its space) against the Hearth Rune's move home."""
    game = reaper_game(catalogue)
    home = game.cat["character/thief"].start
    play(game, "adjust adventure/hearth-rune 0", f"adjust 0 position {FIELD}", "adjust turn 0")
    assert "use adventure/hearth-rune" in legal(game)
    play(game, "adjust 1 position space/outer/village", "adjust 1 craft 2", "adjust spell/barrier 1")
    play(game, "adjust turn 1")
    play(game, f"cast spell/barrier {home}")
    while game.decision.kind == "counter":
        play(game, "pass")
    play(game, "adjust turn 0")
    assert "use adventure/hearth-rune" not in legal(game)


def test_alteration_after_the_orb_of_knowledge(catalogue) -> None:
    """Card texts, Alteration and the core Orb of Knowledge (each throws a card just drawn
    away for another): the Orb asks as the card is drawn, Alteration once the draw is whole."""
    game = _alteration_draw(catalogue, "adjust adventure/orb-of-knowledge 0")
    assert game.decision.kind == "orb"
    play(game, "done")
    assert game.decision.kind == "cast" and "cast spell/alteration adventure/ape" in legal(game)
