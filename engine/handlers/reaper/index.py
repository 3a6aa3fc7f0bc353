"""Where each of The Reaper's card and ability rules is played, and what the table still
resolves by hand (the engine holds those cards; a Spell below is never offered for casting,
an Object or Follower below has no effect the engine applies).

``PLAYED`` joins ``engine.cards.BUILT_IN`` (rules that live in hooks, not in a handler run
when the card is met); ``BY_HAND`` lists the rest, each with what is missing.
"""

from __future__ import annotations

from engine import cards

PLAYED = {
    "adventure/cerberus": "reaper_more: to the Portal, portal_barred, no_evading; reaper_choices: Craft",
    "adventure/lord-of-the-pit": "reaper_foes: teleport offered when killed",
    "adventure/cave-troll": "reaper_battle: creatures_beaten (heals on 1-2)",
    "adventure/hydra": "reaper_battle: creatures_beaten (heals on 1-2)",
    "adventure/ekor": "reaper_enslave: enemies_met (flees)",
    "adventure/goblin-trapsmith": "reaper_battle: attack_dice, attack_bonus",
    "adventure/trapper": "reaper_battle: attack_bonus (no die); reaper_choices: the evading test",
    "adventure/crypt-keeper": "reaper_choices: foe_lost_life (the tomb)",
    "adventure/arena": "reaper_choices: met",
    "adventure/pack-of-wolves": "reaper_battle: creature_dice",
    "adventure/stone-golem": "reaper_battle: attack_bonus",
    "adventure/miser-dragon": "reaper_battle: foe_lost_life",
    "adventure/black-unicorn": "reaper_foes: becomes a Follower",
    "adventure/crone": "reaper_foes: creatures_not_beaten (Toad)",
    "adventure/haunt": "reaper_battle: creatures_not_beaten, attack_bonus, space_met",
    "adventure/mummy": "reaper_foes: creatures_not_beaten",
    "adventure/nightmare": "reaper_foes: creature_score, foe_lost_life",
    "adventure/storm-caller": "reaper_enslave: enemies_met",
    "adventure/succubus": "reaper_foes: creatures_not_beaten, creature_score",
    "adventure/colossus": "carried bonus; reaper_more: begin_options (smash Places)",
    "adventure/fiend-slayer": "reaper_events: extra_draw; reaper_foes: leaves on a lost fight",
    "adventure/horse-and-cart": "engine.character.carry_limit",
    "adventure/jester": "reaper_battle: attack_bonus; reaper_items: leaves at Castle, Tavern",
    "adventure/riding-horse": "reaper_travel: move_start",
    "adventure/st-josephine": "reaper_items: begin_options",
    "adventure/warhorse": "reaper_battle: attack_bonus; reaper_enslave: lost_life",
    "adventure/druid-staff": "reaper_more: begin_options",
    "adventure/elixir-of-destiny": "reaper_items: begin_options",
    "adventure/elixir-of-might": "reaper_items: begin_options",
    "adventure/elixir-of-wisdom": "reaper_items: begin_options",
    "adventure/flying-carpet": "reaper_more: move_options",
    "adventure/hearth-rune": "reaper_items: begin_options",
    "adventure/rod-of-ruin": "reaper_items: begin_options",
    "adventure/staff-of-mastery": "reaper_enslave: battle_options",
    "adventure/bane-sword": "reaper_more: attack_bonus",
    "adventure/fate-stealer": "carried bonus; reaper_battle: foe_lost_life",
    "adventure/skull-wand": "carried bonus; reaper_more: attack_bonus",
    "adventure/sword-of-light": "carried bonus; reaper_more: attack_bonus",
    "adventure/casket": "reaper_items: begin_options",
    "adventure/golden-statue": "reaper_items: begin_options (selling), forced_reward",
    "adventure/concealed-pouch": "engine.character.carry_limit; reaper_pouch: out_of_reach, begin_options",
    "adventure/map": "reaper_items: exit_total",
    "adventure/shovel": "reaper_items: exit_total",
    "adventure/genie": "reaper_genie: begin_options, more_casts and cast_aside (engine.spells)",
    "adventure/familiar": "reaper_enslave: met (1 life); reaper_redraw: drew (the Spell swap)",
    "adventure/orb-of-destiny": "reaper_orb: fate_options (engine.chance, engine.combat), move_options",
    "spell/reflection": "reaper_spells: spell_answers (engine.spells), command_answers (spaces_inner)",
    "spell/alteration": "reaper_redraw: drew, before_cards",
    "spell/barrier": "reaper_barrier: barred_spaces (engine.movement), turn_begins",
    "spell/resurrection": "reaper_resurrection: creatures_beaten",
    "character/dark-cultist/psychic-attack": "engine.encounters",
    "character/dark-cultist/dark-gift": "reaper_battle: foe_lost_life",
    "character/dark-cultist/always-evil": "reaper_characters: alignment_fixed",
    "character/knight/starting-gear": "reaper_characters: starting_gear frame, new_character",
    "character/knight/prayer-bonus-2": "abilities_travel: may_add_one",
    "character/knight/always-good": "reaper_characters: alignment_fixed",
    "character/merchant/starting-gold": "engine.deal (the data's gold)",
    "character/merchant/trade": "reaper_trade: character_options",
    "character/knight/no-attack-good": "reaper_trade: may_not_meet",
    "character/sage/spell-at-start": "reaper_characters: begin_options",
}

BY_HAND: dict[str, str] = {}  # none left

cards.BUILT_IN.update(k for k in PLAYED if not k.startswith("character/"))
cards.PLAYED.update(PLAYED)
