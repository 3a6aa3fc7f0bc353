"""Adventure Enemies and Strangers (core rulebook, "Types of Adventure Cards", "Battles",
"Psychic Combat"; digital rulebook FAQ, "Ghost", "Hermit")."""

from __future__ import annotations

import pytest

from content.model import AdventureCard
from tests.engine.adventure_scenes import meet
from tests.engine.engine_helpers import legal, new_game, play

PLAIN_ENEMIES = [
    "adventure/ape",
    "adventure/bear",
    "adventure/demon",
    "adventure/dragon",
    "adventure/giant",
    "adventure/goblin",
    "adventure/hobgoblin",
    "adventure/lemure",
    "adventure/lion",
    "adventure/ogre",
    "adventure/serpent",
    "adventure/shadow",
    "adventure/spectre",
    "adventure/wild-boar",
    "adventure/wolf",
    "adventure/wraith",
]


@pytest.mark.parametrize("enemy", PLAIN_ENEMIES)
def test_enemy_attacks_with_its_strength_or_craft(catalogue, enemy: str) -> None:
    """Each Enemy: Animals, Monsters and Dragons battle with Strength, Spirits attack in
    psychic combat with Craft; killed it is a trophy, winning it stays on the space."""
    card: AdventureCard = catalogue[enemy]  # type: ignore[assignment]
    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, "adjust 0 gold 0")
    meet(game, enemy)
    # the Warrior rolls 6 (and 1 on his second die: in battle he throws two, the better counts), the Enemy 1
    events = play(game, "roll 6", "roll 1", "roll 1") if card.strength else play(game, "roll 6", "roll 1")
    mine = 6 + (4 if card.strength else 2)
    theirs = 1 + (card.strength or card.craft or 0)
    assert f"attack_scores 0 {mine} {theirs}" in events
    warrior = game.state.players[0]
    if mine > theirs:
        assert enemy in warrior.trophies[0] and warrior.lives == 5
    else:
        assert warrior.lives == 4 and game.state.board["space/outer/fields-1"][0].startswith(enemy)


def test_bandit_may_be_paid_off_and_stays(catalogue) -> None:
    """Bandit: 1 gold and he lets you be, but he stays; otherwise a Strength 4 battle."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/bandit")
    assert legal(game) == {"fight", "use adventure/bandit"}
    events = play(game, "use adventure/bandit")
    assert "paid_off 0 adventure/bandit" in events and game.state.players[0].gold == 0
    assert game.state.board["space/outer/fields-1"] == ("adventure/bandit#1",)


def test_bandit_fought_is_a_trophy(catalogue) -> None:
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/bandit")
    events = play(game, "fight", "roll 5", "roll 1", "roll 1")  # the Warrior's two dice, then the Bandit's
    assert "attack_scores 0 9 5" in events and game.state.players[0].trophies == ("adventure/bandit#1",)


def test_ghost_moves_by_the_die_and_haunts_its_new_space(catalogue) -> None:
    """Ghost: rolled to the Chapel (4) it waits there; a visitor meets it in psychic combat."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/ghost")
    play(game, "roll 4")
    assert game.state.board["space/outer/chapel"] == ("adventure/ghost#1",)
    assert "space/outer/fields-1" not in game.state.board
    play(game, "adjust 1 fate 0", "adjust 1 position space/outer/hills-2", "adjust turn 1", "roll 1")
    events = play(game, "move space/outer/chapel", "roll 6", "roll 1")
    assert "attack_scores 1 9 5" in events  # Monk Craft 3 + 6 against Ghost Craft 4 + 1
    assert game.state.players[1].trophies == ("adventure/ghost#1",)


def test_ghost_placed_on_the_drawers_space_is_met_that_turn(catalogue) -> None:
    """FAQ, Adventure cards, Ghost: appearing where it was drawn, it is met the same turn.
    (The drawer is set on the City by hand before the roll of 1 puts the Ghost there.)"""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/ghost")
    assert game.decision.kind == "roll"
    play(game, "adjust 0 position space/outer/city", "roll 1")
    assert game.state.board["space/outer/city"] == ("adventure/ghost#1",)
    events = play(game, "roll 6", "roll 1")
    assert "attack_scores 0 8 5" in events  # met at once: Warrior Craft 2 + 6 against 4 + 1


def test_enchanter_grants_a_wish_to_craft_four(catalogue) -> None:
    """Enchanter: Craft 4+ picks one wish and he leaves; lower Craft gets nothing, he stays."""
    game = new_game(catalogue, "character/warrior", "character/priest")
    meet(game, "adventure/enchanter")
    assert game.state.board["space/outer/fields-1"] == ("adventure/enchanter",)
    meet(game, player=1)  # the Priest (Craft 4) lands on him
    assert game.decision.kind == "choose"
    play(game, "choose 4")  # 1 Craft
    assert game.state.players[1].craft == 1 and "space/outer/fields-1" not in game.state.board


def test_fairy_teleport_wish_stays_in_the_region(catalogue) -> None:
    """Fairy: only a good character; the teleport wish offers the spaces of this Region."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    meet(game, "adventure/fairy")
    play(game, "choose 7")
    options = legal(game)
    assert "move space/outer/tavern" in options and "move space/middle/castle" not in options
    play(game, "move space/outer/tavern")
    assert game.state.players[0].position == "space/outer/tavern"
    assert "adventure/fairy" in game.state.discards["adventure"]


def test_phantom_ignores_the_good(catalogue) -> None:
    """Phantom: good and neutral visitors get nothing and it stays; the evil get a wish."""
    game = new_game(catalogue, "character/priest", "character/wizard")
    meet(game, "adventure/phantom")
    assert game.state.board["space/outer/fields-1"] == ("adventure/phantom",)
    meet(game, player=1)
    play(game, "choose 2")
    assert game.state.players[1].gold == 2 and "space/outer/fields-1" not in game.state.board


def test_healer_heals_two_and_stays(catalogue) -> None:
    """Healer: up to 2 lives each visit, for nothing; he stays all game."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    play(game, "adjust 0 lives 1")
    meet(game, "adventure/healer")
    assert game.state.players[0].lives == 3 and game.state.board["space/outer/fields-1"] == (
        "adventure/healer",
    )


def test_hermit_moves_and_hands_out_a_talisman(catalogue) -> None:
    """Hermit: placed by the die; whoever visits him there gets a Talisman, then he goes."""
    game = new_game(catalogue, "character/warrior", "character/dwarf")
    meet(game, "adventure/hermit")
    play(game, "roll 5")  # the Crags
    assert game.state.board["space/outer/crags"] == ("adventure/hermit",)
    play(game, "adjust 1 fate 0", "adjust 1 position space/outer/fields-5", "adjust turn 1", "roll 1")
    play(game, "move space/outer/crags")
    dwarf = game.state.players[1]
    assert any(o.startswith("talisman/talisman") for o in dwarf.objects)
    assert "adventure/hermit" in game.state.discards["adventure"]


def test_hermit_on_the_drawers_space_gives_the_talisman_that_turn(catalogue) -> None:
    """FAQ, Adventure cards, Hermit: placed where he was drawn, he can be visited at once."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/hermit", space="space/outer/fields-6", start="space/outer/city")
    play(game, "adjust 0 position space/outer/forest")  # the drawer stands on the Forest
    play(game, "roll 6")  # the Hermit goes to the Forest
    warrior = game.state.players[0]
    assert any(o.startswith("talisman/talisman") for o in warrior.objects)


def test_mage_gives_the_good_a_spell_within_craft(catalogue) -> None:
    """Mage: a good character gains a Spell if Craft allows; he stays."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    meet(game, "adventure/mage")
    assert game.decision.kind == "draw" and game.decision.is_chance
    play(game, str(game.legal_actions()[0]))
    assert len(game.state.players[0].spells) == 1
    game = new_game(catalogue, "character/warrior", "character/priest")
    meet(game, "adventure/mage")  # Craft 2 allows no Spell: nothing
    assert game.state.players[0].spells == () and game.state.current == 1


def test_sorcerer_sells_one_spell_for_one_gold(catalogue) -> None:
    """Sorcerer: buy one Spell for 1 gold when Craft has room."""
    game = new_game(catalogue, "character/priest", "character/warrior")
    meet(game, "adventure/sorcerer")
    assert legal(game) == {"choose 1", "choose 2"}
    play(game, "choose 1")
    play(game, str(game.legal_actions()[0]))  # the Spell drawn
    assert game.state.players[0].gold == 0 and len(game.state.players[0].spells) == 1
    assert game.state.board["space/outer/fields-1"] == ("adventure/sorcerer",)


def test_witch_rolls_her_table(catalogue) -> None:
    """Witch: 1 turns you into a Toad for 3 turns; 3 gives 1 Strength; she stays."""
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/witch")
    events = play(game, "roll 1")
    assert "toad 0 3" in events and game.state.players[0].is_toad
    assert game.state.board["space/outer/fields-1"] == ("adventure/witch",)
    game = new_game(catalogue, "character/warrior", "character/monk")
    meet(game, "adventure/witch")
    play(game, "roll 3")
    assert game.state.players[0].strength == 1
