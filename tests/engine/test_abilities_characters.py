"""The 14 characters' special abilities (content/data/characters.yaml), each named by its
handler id; FAQ answers from the digital rulebook's "Character cards" section."""

from __future__ import annotations

import pytest

from engine import Game, hooks
from engine.encounters import has_ability
from engine.handlers.core.abilities import ABILITIES, BY_HAND
from tests.engine.engine_helpers import land_on, legal, new_game, play


def fight_here(game: Game, p: int, space: str, enemy: str, *prep: str) -> list[str]:
    """Land on a one-card space that draws ``enemy``."""
    return land_on(game, p, space, *prep) + play(game, f"draw {enemy}")


def test_every_ability_handler_is_played_or_listed_as_by_hand(catalogue) -> None:
    handlers = {a.handler for c in catalogue.in_play("character") for a in c.abilities if a.handler}
    assert handlers <= set(ABILITIES) | set(BY_HAND)
    assert not set(ABILITIES) & set(BY_HAND)


def test_a_toad_has_no_abilities(catalogue) -> None:
    """Core rulebook "Toads": a Toad has none of the character's special abilities."""
    game = new_game(catalogue, "character/elf", "character/dwarf")
    assert has_ability(game, 0, "forest")
    play(game, "adjust 0 toad 3")
    assert not has_ability(game, 0, "forest")


def test_a_toad_monk_adds_no_craft_in_battle(catalogue) -> None:
    """Core rulebook "Toads": a Toad has none of the character's special abilities, so the
    Monk's Inner Belief adds nothing to a Toad's attack score (a Toad's Strength is 1)."""
    game = new_game(catalogue, "character/monk", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/giant", "adjust 0 fate 0")
    play(game, "adjust 0 toad 3")
    events = play(game, "roll 3", "roll 1")
    assert "attack_scores 0 4 7" in events  # 3 + 1, and the Giant's 6 + 1


# --- Assassin ---------------------------------------------------------------------------------


def test_assassin_assassinate_the_creature_rolls_no_die(catalogue) -> None:
    """character/assassin/assassinate: the victim fights with its bare Strength; FAQ Assassin Q1:
    a freshly drawn creature may be assassinated."""
    game = new_game(catalogue, "character/assassin", "character/dwarf")
    fight_here(game, 0, "space/outer/fields-1", "adventure/giant", "adjust 0 fate 0")
    assert "use assassinate" in legal(game)
    events = play(game, "use assassinate", "roll 4", "roll 6")
    assert "attack_scores 0 7 6" in events  # 3 + 4 against the Giant's bare 6
    assert game.state.players[0].trophies == ("adventure/giant",)


def test_assassin_not_at_crown(catalogue) -> None:
    """character/assassin/not-at-crown: no assassination on the Crown of Command."""
    game = new_game(catalogue, "character/assassin", "character/dwarf")
    play(game, "adjust 0 position space/inner/crown-of-command")
    frame = {"kind": "battle", "p": 0, "stat": "strength", "opponent": 1, "stage": "prepare"}
    options = [str(a) for acts in hooks.call("battle_options", game, frame) for a in acts]
    assert "use assassinate" not in options


# --- Druid --------------------------------------------------------------------------------------


def test_druid_change_alignment_once_a_turn(catalogue) -> None:
    """character/druid/change-alignment: any alignment, once per turn (core rules, alignment)."""
    game = new_game(catalogue, "character/druid", "character/dwarf")
    play(game, "adjust turn 0")
    assert {"use change-alignment good", "use change-alignment evil"} <= legal(game)
    play(game, "use change-alignment good")
    assert game.state.players[0].alignment == "good"
    assert not any(a.startswith("use") for a in legal(game))


def test_druid_woods_spells(catalogue) -> None:
    """character/druid/woods-spells: on a Woods he draws up to his Spell limit (Craft 4: two);
    FAQ Druid Q2: before resolving the encounter there is allowed."""
    game = new_game(catalogue, "character/druid", "character/dwarf")
    events = land_on(game, 0, "space/outer/woods-1") + play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "woods_spells"  # before or after the cards: his pick
    events += play(game, "pass")  # after them, with the space's instructions
    while game.decision.kind == "take" or game.decision.kind == "by_hand":
        events += play(game, "done")
    assert "ability 0 woods-spells" in events
    assert game.decision.kind == "draw"
    play(game, "draw spell/healing", "draw spell/random")
    assert len(game.state.players[0].spells) == 2


# --- Dwarf --------------------------------------------------------------------------------------


def test_dwarf_crags_chasm_roll_is_optional(catalogue) -> None:
    """character/dwarf/crags-chasm: he rolls in the Crags only if he wants to."""
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    land_on(game, 0, "space/outer/crags", "adjust 0 fate 0")
    assert game.decision.kind == "choose" and "Do not roll" in game.decision.prompt


def test_dwarf_hills_evade(catalogue) -> None:
    """character/dwarf/hills-evade: on the Hills he may evade."""
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    fight_here(game, 0, "space/outer/hills-1", "adventure/giant")
    play(game, "evade")
    assert game.state.players[0].lives == 5


def test_dwarf_portal_craft_and_mines_dice(catalogue) -> None:
    """character/dwarf/portal-craft (one die with Craft) and character/dwarf/mines (two dice)."""
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    assert hooks.fold("dice", 2, game, 0, "portal-craft") == 1
    assert hooks.fold("dice", 2, game, 0, "portal-strength") == 2
    assert hooks.fold("dice", 3, game, 0, "space/inner/mines") == 2
    assert hooks.fold("dice", 3, game, 1, "space/inner/mines") == 3


def test_dwarf_maze(catalogue) -> None:
    """character/dwarf/maze: the Maze does nothing to him."""
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    events = land_on(game, 0, "space/outer/fields-1", "adjust adventure/maze space/outer/fields-1")
    assert "ability 0 maze" in events
    assert game.state.players[0].missed_turns == 0


# --- Elf ----------------------------------------------------------------------------------------


def test_elf_forest_roll_is_optional(catalogue) -> None:
    """character/elf/forest: in the Forest he rolls only if he wants to."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    land_on(game, 0, "space/outer/forest")
    assert game.decision.kind == "choose" and "Do not roll" in game.decision.prompt


def test_elf_woods_evade(catalogue) -> None:
    """character/elf/woods-evade."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    fight_here(game, 0, "space/outer/woods-1", "adventure/giant")
    assert "evade" in legal(game)


def test_elf_woods_paths(catalogue) -> None:
    """character/elf/woods-paths: from a Woods straight to another Woods of the Region."""
    game = new_game(catalogue, "character/elf", "character/warrior")
    play(game, "adjust 0 position space/outer/woods-1", "adjust turn 0")
    assert "move space/outer/woods-3" in legal(game) and "move space/middle/woods" not in legal(game)
    play(game, "move space/outer/woods-3")
    assert game.state.players[0].position == "space/outer/woods-3"


def test_elf_woods_paths_pass_rolls_as_usual(catalogue) -> None:
    game = new_game(catalogue, "character/elf", "character/warrior")
    play(game, "adjust 0 position space/outer/woods-1", "adjust turn 0", "pass")
    assert game.decision.kind == "roll"


# --- Ghoul, Sorceress, Wizard: psychic attacks --------------------------------------------------


def test_ghoul_psychic_attack_and_feed(catalogue) -> None:
    """character/ghoul/psychic-attack, character/ghoul/feed: a life won in psychic combat is his."""
    game = new_game(catalogue, "character/ghoul", "character/troll")
    land_on(game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust 0 fate 0")
    assert "encounter character/troll psychic" in legal(game)
    play(game, "encounter character/troll psychic")
    if game.decision.kind == "defend":
        play(game, "fight")
    play(game, "roll 6", "roll 1")
    if game.decision.kind == "fate":
        play(game, "accept")
    events = play(game, "reward life")
    assert "ability 0 feed" in events and game.state.players[0].lives == 5


def test_wizard_and_sorceress_psychic_attack(catalogue) -> None:
    """character/wizard/psychic-attack, character/sorceress/psychic-attack."""
    for who in ("character/wizard", "character/sorceress"):
        game = new_game(catalogue, who, "character/troll")
        land_on(game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1")
        assert "encounter character/troll psychic" in legal(game)


# --- Minstrel -----------------------------------------------------------------------------------


def test_minstrel_beast_friend(catalogue) -> None:
    """character/minstrel/beast-friend: an Animal does not attack him. FAQ Minstrel Q3 and core
    rules, "Objects, Magic Objects, and Followers": that is not evading, the Animal stays on the
    space, and while it is neither killed nor evaded no Object there may be taken."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    land_on(game, 0, "space/outer/ruins", "adjust adventure/sword#1 space/outer/ruins")
    events = play(game, "draw adventure/wolf")
    assert "use beast-friend" in legal(game)
    events = play(game, "use beast-friend")
    assert "ability 0 beast-friend" in events and "evaded 0" not in events
    assert set(game.state.board["space/outer/ruins"]) == {"adventure/wolf", "adventure/sword#1"}
    assert "take adventure/sword#1" not in legal(game)
    assert game.state.players[0].objects == () and game.state.players[0].lives == 4
    assert game.state.current == 1  # nothing could be taken: the turn went on to the next player


@pytest.mark.parametrize("key", ["beast-friend", "charm"])
def test_an_ability_for_the_animal_fought_is_offered_alone(catalogue, monkeypatch, key: str) -> None:
    """Each of the Minstrel's abilities for an Animal fought is offered by itself, to a
    character who has that one alone (the options look at the Enemies only for such abilities)."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    monkeypatch.setitem(game.abilities_of, "character/minstrel", frozenset({key}))
    fight_here(game, 0, "space/outer/fields-1", "adventure/wolf", "adjust 0 fate 0")
    assert {a for a in legal(game) if a.startswith("use ")} == {f"use {key}"}


def test_minstrel_failed_charm_leaves_the_objects_on_the_space(catalogue) -> None:
    """FAQ Minstrel Q1-Q3: a failed charm means no battle, and no Object may be taken."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    land_on(game, 0, "space/outer/ruins", "adjust adventure/sword#1 space/outer/ruins", "adjust 0 fate 0")
    play(game, "draw adventure/wolf", "use charm", "roll 1")
    assert "take adventure/sword#1" not in legal(game)
    assert game.state.players[0].objects == () and game.state.current == 1


def test_minstrel_charm_works_above_the_animals_strength(catalogue) -> None:
    """character/minstrel/charm: a roll above its Strength and the Animal follows him."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/wolf", "adjust 0 fate 0")
    strength = catalogue["adventure/wolf"].strength
    events = play(game, "use charm", f"roll {strength + 1}")
    assert "charmed 0 adventure/wolf" in events
    assert game.state.players[0].followers == ("adventure/wolf",)


def test_minstrel_charmed_animal_helps_in_a_later_battle(catalogue) -> None:
    """character/minstrel/charm: a charmed Animal he keeps adds its Strength in one battle."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/wolf", "adjust 0 fate 0")
    play(game, "use charm", f"roll {catalogue['adventure/wolf'].strength + 1}")
    assert game.state.players[0].followers == ("adventure/wolf",)
    fight_here(game, 0, "space/outer/fields-2", "adventure/bear")
    assert "use charmed-help" in legal(game)
    own = catalogue["character/minstrel"].strength
    events = play(game, "use charmed-help", "fight", "roll 3", "roll 1")
    wolf = catalogue["adventure/wolf"].strength
    assert f"attack_scores 0 {own + 3 + wolf} {catalogue['adventure/bear'].strength + 1}" in events


def test_minstrel_failed_charm_ends_the_matter(catalogue) -> None:
    """FAQ Minstrel Q1/Q2: a failed charm - no attack either way."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/wolf", "adjust 0 fate 0")
    strength = catalogue["adventure/wolf"].strength
    events = play(game, "use charm", f"roll {min(strength, 6)}")
    assert "charm_failed 0 adventure/wolf" in events
    assert game.state.players[0].lives == 4 and not any(e.startswith("attack_scores") for e in events)


def test_minstrel_rescue(catalogue) -> None:
    """character/minstrel/rescue: he leads away another character's Maiden."""
    game = new_game(catalogue, "character/minstrel", "character/warrior")
    land_on(
        game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust adventure/maiden 1"
    )
    play(game, "use rescue character/warrior")
    assert game.state.players[0].followers == ("adventure/maiden",)


# --- Monk and Priest ------------------------------------------------------------------------------


def test_monk_inner_belief_and_psionic_blast(catalogue) -> None:
    """character/monk/inner-belief; FAQ Psionic Blast Q2: both add his Craft in one battle."""
    game = new_game(catalogue, "character/monk", "character/warrior")
    fight_here(
        game,
        0,
        "space/outer/fields-1",
        "adventure/giant",
        "adjust 0 fate 0",
        "adjust spell/psionic-blast#1 0",
    )
    events = play(game, "cast spell/psionic-blast#1", "roll 1", "roll 1")
    assert "attack_scores 0 9 7" in events  # 1 + 2 + 3 (inner belief) + 3 (Psionic Blast)


def test_monk_unarmed_and_priest_no_weapons(catalogue) -> None:
    """character/monk/unarmed, character/priest/no-weapons: a carried Sword adds nothing."""
    for who, expected in (("character/monk", 1 + 2 + 3), ("character/priest", 1 + 2)):
        game = new_game(catalogue, who, "character/warrior")
        fight_here(
            game, 0, "space/outer/fields-1", "adventure/giant", "adjust 0 fate 0", "adjust purchase/sword#1 0"
        )
        events = play(game, "roll 1", "roll 1")
        assert f"attack_scores 0 {expected} 7" in events


def test_priest_banish_spirits(catalogue) -> None:
    """character/priest/banish-spirits: a Spirit is destroyed, not kept; he gains a Spell."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/spectre")
    events = play(game, "use banish-spirits")
    assert "ability 0 banish-spirits" in events
    assert "adventure/spectre" in game.state.discards["adventure"] and game.state.players[0].trophies == ()
    assert game.decision.kind == "draw"


# --- Prophetess and Wizard: never without a Spell -------------------------------------------------


def test_prophetess_and_wizard_spell_floor(catalogue) -> None:
    """character/prophetess/spell-floor, character/wizard/spell-floor: casting the last Spell
    draws another at once."""
    for who in ("character/prophetess", "character/wizard"):
        game = new_game(catalogue, who, "character/warrior")
        play(game, "adjust 0 lives 2", "adjust spell/healing#1 0", "adjust turn 0")
        events = play(game, "cast spell/healing#1 character/" + who.split("/")[1])
        assert "ability 0 spell-floor" in events and game.decision.kind == "draw"


def test_prophetess_see_spells(catalogue) -> None:
    """character/prophetess/see-spells: the engine's state shows every hand to the table."""
    game = new_game(catalogue, "character/prophetess", "character/warrior")
    play(game, "adjust spell/healing#1 1")
    assert game.state.to_json()["players"][1]["spells"] == ["spell/healing#1"]
    assert "character/prophetess/see-spells" in ABILITIES


# --- Sorceress and Thief: taking from a character --------------------------------------------------


def test_sorceress_beguile_and_no_attack_after(catalogue) -> None:
    """character/sorceress/beguile: 4-6 against an evil character; FAQ Sorceress Q1/Q2: she
    cannot also attack."""
    game = new_game(catalogue, "character/sorceress", "character/assassin")
    land_on(game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust 0 fate 0")
    play(game, "use beguile character/assassin", "roll 4")
    assert game.decision.kind == "take"
    play(game, "take gold")
    assert game.state.players[0].gold == 2 and game.state.players[1].gold == 0
    assert not any(a.startswith("encounter") for a in legal(game))


def test_sorceress_beguile_fails_against_a_good_character(catalogue) -> None:
    game = new_game(catalogue, "character/sorceress", "character/elf")
    land_on(game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust 0 fate 0")
    events = play(game, "use beguile character/elf", "roll 5")
    assert "beguile 0 fails" in events and game.state.players[1].gold == 1


def test_sorceress_lure_follower(catalogue) -> None:
    """character/sorceress/lure-follower: any Follower but the Maiden, Unicorn or Princess."""
    game = new_game(catalogue, "character/sorceress", "character/warrior")
    land_on(
        game,
        0,
        "space/outer/fields-1",
        "adjust 1 position space/outer/fields-1",
        "adjust purchase/mule#1 1",
        "adjust adventure/maiden 1",
    )
    assert "use lure-follower character/warrior purchase/mule#1" in legal(game)
    assert "use lure-follower character/warrior adventure/maiden" not in legal(game)


def test_thief_steal(catalogue) -> None:
    """character/thief/steal: 1 gold or one Object from a character he lands on."""
    game = new_game(catalogue, "character/thief", "character/warrior")
    land_on(
        game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust purchase/sword#1 1"
    )
    play(game, "use steal character/warrior purchase/sword#1")
    assert game.state.players[0].objects == ("purchase/sword#1",)


# --- Troll and Warrior ----------------------------------------------------------------------------


def test_troll_crags_roll_is_optional(catalogue) -> None:
    """character/troll/crags."""
    game = new_game(catalogue, "character/troll", "character/warrior")
    land_on(game, 0, "space/outer/crags")
    assert game.decision.kind == "choose" and "Do not roll" in game.decision.prompt


def test_troll_regenerate_on_a_natural_six(catalogue) -> None:
    """character/troll/regenerate: a 6 to move; heal 1 life instead, and the turn ends."""
    game = new_game(catalogue, "character/troll", "character/warrior")
    play(game, "adjust 0 lives 3", "adjust turn 0", "roll 6")
    events = play(game, "use regenerate")
    assert "ability 0 regenerate" in events and game.state.players[0].lives == 4
    assert game.state.current == 1


def test_troll_no_regenerate_on_other_rolls(catalogue) -> None:
    game = new_game(catalogue, "character/troll", "character/warrior")
    play(game, "adjust turn 0", "roll 5")
    assert "use regenerate" not in legal(game)


def test_warrior_two_weapons(catalogue) -> None:
    """character/warrior/two-weapons: Sword and Axe both count (core rules, Golden Rules example)."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    fight_here(
        game,
        0,
        "space/outer/fields-1",
        "adventure/giant",
        "adjust 0 fate 0",
        "adjust purchase/sword#1 0",
        "adjust purchase/axe#1 0",
    )
    events = play(game, "roll 1", "roll 1", "roll 1")  # the Warrior's two dice, then the Giant's
    assert "attack_scores 0 7 7" in events  # 1 + 4 + 1 + 1


def test_warrior_two_dice_the_better_counts(catalogue) -> None:
    """character/warrior/two-dice: in battle he throws two dice and the better one is his attack
    roll (his character card); nothing is left to the table."""
    assert "character/warrior/two-dice" not in BY_HAND
    game = new_game(catalogue, "character/warrior", "character/monk")
    fight_here(game, 0, "space/outer/fields-1", "adventure/giant", "adjust 0 fate 0")
    assert game.decision.prompt.startswith("die 1 of 2")
    events = play(game, "roll 2", "roll 5", "roll 3")
    assert "attack_scores 0 9 9" in events  # the 5, not the 2, + Strength 4; the Giant 3 + 6


def test_warrior_two_dice_not_in_psychic_combat(catalogue) -> None:
    """character/warrior/two-dice is for battle only: against a Spirit (psychic combat) one die."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    fight_here(game, 0, "space/outer/fields-1", "adventure/ghost", "adjust 0 fate 0")
    if game.decision.kind == "roll" and "ghost" in game.decision.prompt:
        play(game, "roll 1")  # where the Ghost turns up is not this test's business
    assert game.decision.prompt.startswith("die 1 of 1")


def test_monk_and_priest_prayer_bonus_at_the_chapel(catalogue) -> None:
    """character/monk/prayer-bonus, character/priest/prayer-bonus: a prayed 4 becomes 5 (a life)."""
    for who in ("character/monk", "character/priest"):
        game = new_game(catalogue, who, "character/warrior")
        land_on(game, 0, "space/outer/chapel", "adjust 0 fate 0")
        play(game, "choose 2", "roll 4")
        assert game.decision.kind == "add_one"
        events = play(game, "use prayer-bonus")
        assert "ability 0 prayer-bonus" in events and game.state.players[0].lives == 5


def test_prayer_bonus_may_be_left(catalogue) -> None:
    game = new_game(catalogue, "character/monk", "character/warrior")
    land_on(game, 0, "space/outer/chapel", "adjust 0 fate 0")
    play(game, "choose 2", "roll 4", "pass")
    assert game.state.players[0].lives == 4


def test_no_prayer_bonus_for_others(catalogue) -> None:
    game = new_game(catalogue, "character/elf", "character/warrior")
    land_on(game, 0, "space/outer/chapel", "adjust 0 fate 0")
    play(game, "choose 2", "roll 4")
    assert game.decision.kind != "add_one"


def test_prophetess_foresight_replaces_a_drawn_card(catalogue) -> None:
    """character/prophetess/foresight: she throws the Giant away and must meet the new card."""
    game = new_game(catalogue, "character/prophetess", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/giant")
    assert game.decision.kind == "foresight"
    events = play(game, "discard adventure/giant")
    assert "ability 0 foresight adventure/giant" in events
    assert "adventure/giant" in game.state.discards["adventure"]
    play(game, "draw adventure/bag-of-gold")
    assert game.decision.kind == "take"  # the replacement is met
    assert game.decision.kind != "foresight"


def test_prophetess_foresight_may_pass(catalogue) -> None:
    game = new_game(catalogue, "character/prophetess", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/bag-of-gold")
    play(game, "pass")
    assert game.decision.kind == "take"


def test_thief_shoplift_at_the_village(catalogue) -> None:
    """character/thief/shoplift: at the Village he takes a Purchase card without paying."""
    game = new_game(catalogue, "character/thief", "character/warrior")
    land_on(game, 0, "space/outer/village", "adjust 0 gold 0", "adjust 0 fate 0")
    for _ in range(6):
        if game.decision.kind == "shoplift":
            break
        options = sorted(legal(game))
        play(game, "done" if "done" in options else options[0])
    assert game.decision.kind == "shoplift" and "take purchase/sword" in legal(game)
    assert game.decision.prompt == "take one Purchase card for nothing, or pass"
    events = play(game, "take purchase/sword")
    assert "ability 0 shoplift purchase/sword" in events
    assert game.state.players[0].objects[0].startswith("purchase/sword") and game.state.players[0].gold == 0


def test_ghoul_raise_dead_then_it_fights_once(catalogue) -> None:
    """character/ghoul/raise-dead: a killed Enemy rises as a Follower; later it adds its
    Strength to one battle and crumbles to the discard pile."""
    game = new_game(catalogue, "character/ghoul", "character/warrior")
    fight_here(game, 0, "space/outer/fields-1", "adventure/wolf", "adjust 0 fate 0")
    play(game, "roll 6", "roll 1")
    assert game.decision.kind == "raise_dead"
    play(game, "use raise-dead adventure/wolf")
    ghoul = game.state.players[0]
    assert ghoul.followers == ("adventure/wolf",) and ghoul.trophies == ()
    fight_here(game, 0, "space/outer/fields-2", "adventure/giant", "adjust 0 fate 0")
    assert "use raised-help adventure/wolf" in legal(game)
    wolf = catalogue["adventure/wolf"].strength
    events = play(game, "use raised-help adventure/wolf", "roll 1", "roll 1")
    assert f"attack_scores 0 {1 + 2 + wolf} 7" in events
    assert "adventure/wolf" in game.state.discards["adventure"]


def test_druid_changes_alignment_before_the_angel(catalogue) -> None:
    """FAQ, Characters, Druid Q1: drawing an Event that reads alignment, he may change it at
    once - good before the Angel, and he gains its life."""
    game = new_game(catalogue, "character/druid", "character/warrior")
    land_on(game, 0, "space/outer/fields-1", "adjust 0 lives 3", "adjust 0 fate 0")
    play(game, "draw adventure/angel")
    assert game.decision.kind == "alignment" and "use change-alignment good" in legal(game)
    play(game, "use change-alignment good")
    druid = game.state.players[0]
    assert druid.alignment == "good" and druid.lives == 4
    assert "druid-asked/adventure/angel" not in game.state.markers


def test_assassin_against_several_enemies(catalogue) -> None:
    """FAQ, Characters, Assassin Q2: he may assassinate when fighting several Enemies at once."""
    game = new_game(catalogue, "character/assassin", "character/dwarf")
    land_on(
        game,
        0,
        "space/outer/fields-1",
        "adjust adventure/goblin#1 space/outer/fields-1",
        "adjust adventure/goblin#2 space/outer/fields-1",
    )
    assert game.decision.kind == "battle" and len(game.top["enemies"]) == 2
    assert "use assassinate" in legal(game)


def test_monk_armour_is_no_use(catalogue) -> None:
    """character/monk/unarmed: Armour saves him nothing (no save roll after a lost battle)."""
    game = new_game(catalogue, "character/monk", "character/warrior")
    fight_here(
        game, 0, "space/outer/fields-1", "adventure/giant", "adjust 0 fate 0", "adjust purchase/armour#1 0"
    )
    events = play(game, "roll 1", "roll 6")
    assert "defeated 0" in events and game.state.players[0].lives == 3


def test_assassinated_character_must_lose_a_life(catalogue) -> None:
    """character/assassin/assassinate against a character: the defender rolls no die, and the
    beaten victim loses a life - no gold or Object instead."""
    game = new_game(catalogue, "character/assassin", "character/warrior")
    land_on(game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust 0 fate 0")
    play(game, "adjust 1 fate 0", "encounter character/warrior")
    if game.decision.kind == "defend":
        play(game, "fight")
    play(game, "use assassinate")
    events = play(game, "roll 6", "roll 6", "roll 6")  # the Warrior throws his two dice for nothing
    assert "attack_scores 0 9 4" in events  # 3 + 6 against the Warrior's bare 4
    assert legal(game) == {"reward life"}


def test_dwarf_cave_bonus(catalogue) -> None:
    """character/dwarf/cave-bonus: exploring the Cave (an Adventure Card, core rules
    "Creatures"), he may add 1: a 5 becomes 6 and finds 3 gold."""
    game = new_game(catalogue, "character/dwarf", "character/warrior")
    land_on(game, 0, "space/outer/fields-1", "adjust adventure/cave space/outer/fields-1", "adjust 0 fate 0")
    play(game, "roll 5")
    assert game.decision.kind == "add_one" and "use cave-bonus" in legal(game)
    events = play(game, "use cave-bonus")
    assert "ability 0 cave-bonus" in events and game.state.players[0].gold == 1 + 3


def test_thief_steals_a_raft(catalogue) -> None:
    """FAQ, Adventure cards, Raft Q2: the Thief may steal a Raft (it is an Object)."""
    game = new_game(catalogue, "character/thief", "character/warrior")
    land_on(
        game, 0, "space/outer/fields-1", "adjust 1 position space/outer/fields-1", "adjust purchase/raft 1"
    )
    play(game, "use steal character/warrior purchase/raft")
    assert game.state.players[0].objects == ("purchase/raft",)


def test_preservation_leaves_the_runesword_without_a_life(catalogue) -> None:
    """FAQ, Adventure cards, Runesword: a life saved by the Preservation Spell is not lost, so
    the Runesword's wielder gains none."""
    game = new_game(catalogue, "character/assassin", "character/dwarf")
    before = game.space("space/outer/fields-1").neighbours[0]
    play(
        game,
        f"adjust 0 position {before}",
        "adjust 1 position space/outer/fields-1",
        "adjust adventure/runesword 0",
        "adjust spell/preservation 1",
        "adjust 0 fate 0",
        "adjust 1 fate 0",
        "adjust 0 lives 3",
        "adjust turn 0",
    )
    assert game.decision.player == 1  # the Dwarf may cast as the Assassin's turn starts
    play(game, "cast spell/preservation character/dwarf")
    play(game, "roll 1", "move space/outer/fields-1", "encounter character/dwarf")
    if game.decision.kind == "defend":
        play(game, "fight")
    if "fight" in legal(game):
        play(game, "fight")
    events = play(game, "roll 6", "roll 1", "reward life")
    assert "preserved 1" in events
    assert game.state.players[0].lives == 3 and game.state.players[1].lives == 5
