"""The Relics' own rules (relic cards: Arnkell, Dreadwing, Rage Talon, Windlord Amulet) and the
digital rulebook's FAQ answers on them ("The Highland Expansion", "Relic Cards"). Each test quotes
the card's rule in our words, or the FAQ's words."""

from __future__ import annotations

import content
from engine import Game
from engine.handlers.highland import relics
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_helpers import highland_game, turn

FIELDS = "space/outer/fields-1"
ARNKELL, DREADWING = "relic/arnkell", "relic/dreadwing"
TALON, AMULET = "relic/rage-talon", "relic/windlord-amulet"
CROWN, VALLEY = "space/inner/crown-of-command", "space/inner/valley-of-fire"


def beat_the_wizard(g: Game, relic: str, stat: str = "strength") -> list[str]:
    """The Dwarf (holding ``relic``) lands on the Wizard, who wears Armour, and beats him."""
    armour = next(c for c in g.state.decks["purchase"] if c.startswith("purchase/armour"))
    play(g, f"adjust {relic} 0", f"adjust {armour} 1", "adjust 1 position " + FIELDS)
    play(g, "adjust 0 strength 6", "adjust 0 craft 6")
    turn(g, "space/outer/hills-1", 1)
    play(g, f"move {FIELDS}", "encounter character/wizard" + (" psychic" if stat == "craft" else ""))
    if g.decision.kind == "defend":
        play(g, "fight")
    play(g, "roll 6", "roll 1")
    assert g.decision.kind == "reward"
    return play(g, "reward life")


def test_the_rage_talon_denies_armour_to_the_character_it_beats_in_battle(
    catalogue: content.Catalogue,
) -> None:
    """Rage Talon: 2 more Strength in battle; a character its holder beats and makes lose a life
    may not use Armour to keep it."""
    g = highland_game(catalogue, "character/dwarf", "character/wizard")
    lives = g.state.players[1].lives
    events = beat_the_wizard(g, TALON)
    assert not any(e.startswith("armour") for e in events)
    assert not any("saving a life" in str(f.get("why")) for f in g.state.stack)  # no save roll
    assert g.state.players[1].lives == lives - 1 and g.state.current == 1


def test_faq_the_windlord_amulet_works_only_in_psychic_combat(catalogue: content.Catalogue) -> None:
    """FAQ, Windlord Amulet: "Q: If a character defeats another character in battle, can he use
    the Windlord Amulet's second ability so the character cannot use Armour to prevent the loss
    of life? A: No, the Windlord Amulet can only be used in psychic combat." """
    g = highland_game(catalogue, "character/dwarf", "character/wizard")
    beat_the_wizard(g, AMULET)
    assert g.decision.kind == "roll" and "saving a life" in g.decision.prompt  # his Armour rolls


def test_faq_the_rage_talon_works_only_in_battle() -> None:
    """FAQ, Rage Talon: "Q: If a character defeats another character in psychic combat, can he use
    the Rage Talon's second ability so the character cannot use Armour to prevent the loss of
    life? A: No, the Rage Talon can only be used in battle." (Armour saves nothing in psychic
    combat anyway, in this engine; the Relics' rule says which fight each one denies it in.)"""
    assert relics.DENIES == {TALON: "strength", AMULET: "craft"}


def test_arnkell_is_discarded_in_place_of_the_move_to_any_space_of_the_region(
    catalogue: content.Catalogue,
) -> None:
    """Arnkell: in place of his move the holder may give it up to teleport to any space of the
    Region he is in; his Followers are left behind first. A Relic discarded leaves the game
    (digital rulebook, "Relic Cards")."""
    g = highland_game(catalogue)
    play(g, f"adjust {ARNKELL} 0", "adjust adventure/mule 0")
    turn(g, "space/outer/fields-5")
    assert g.decision.kind == "teleport" and "begin" in legal(g)
    outer = {s.id for s in g.board.region("outer")}
    assert {str(a).split(" ", 1)[1] for a in g.legal_actions() if a.verb == "move"} == outer - {
        "space/outer/fields-5"
    }
    play(g, "move space/outer/tavern")
    ch = g.state.players[0]
    assert ch.position == "space/outer/tavern" and ARNKELL not in ch.objects and not ch.followers
    assert "adventure/mule" in g.state.board["space/outer/fields-5"]  # left behind
    assert ARNKELL not in g.state.decks["relic"]  # out of the game


def test_faq_arnkell_takes_a_character_in_the_inner_region_to_the_crown(catalogue: content.Catalogue) -> None:
    """FAQ, Arnkell: "Q: Can a character in the Inner Region use the Arnkell to teleport to the
    Crown of Command space? A: Yes." """
    g = highland_game(catalogue)
    play(g, f"adjust {ARNKELL} 0")
    turn(g, "space/inner/plain-of-peril")
    assert g.decision.kind == "teleport" and f"move {CROWN}" in legal(g)


def test_arnkell_may_be_kept_for_later(catalogue: content.Catalogue) -> None:
    """Arnkell: "may" - the holder moves as usual and keeps the card."""
    g = highland_game(catalogue)
    play(g, f"adjust {ARNKELL} 0")
    turn(g, "space/outer/fields-5")
    play(g, "begin")
    assert g.decision.kind == "roll" and ARNKELL in g.state.players[0].objects


def test_dreadwing_rolls_2_dice_for_the_move(catalogue: content.Catalogue) -> None:
    """Dreadwing: for his move the holder may roll 2 dice and go their total."""
    g = highland_game(catalogue)
    play(g, f"adjust {DREADWING} 0")
    turn(g, "space/outer/fields-5")
    assert legal(g) == {"pass", f"use {DREADWING}"}
    play(g, f"use {DREADWING}", "roll 2", "roll 5")
    assert g.decision.kind == "move"
    assert "move space/outer/crags" not in legal(g)  # 7, not 2 or 5
    moves = {str(a) for a in g.legal_actions() if a.verb == "move"}
    assert {f"move {s}" for s in _seven_away(g, "space/outer/fields-5")} <= moves


def _seven_away(g: Game, start: str) -> set[str]:
    outer = [s.id for s in g.board.region("outer")]
    at = outer.index(start)
    return {outer[(at + 7) % len(outer)], outer[(at - 7) % len(outer)]}


def test_a_double_on_dreadwing_may_fly_to_any_space_of_the_region(catalogue: content.Catalogue) -> None:
    """Dreadwing: if both dice show the same number, he may teleport to any space of the Region
    he is in instead; Dreadwing stays with him."""
    g = highland_game(catalogue)
    play(g, f"adjust {DREADWING} 0")
    turn(g, "space/outer/fields-5")
    play(g, f"use {DREADWING}", "roll 3", "roll 3")
    assert g.decision.kind == "teleport" and "begin" in legal(g)
    assert "move space/outer/city" in legal(g)
    play(g, "move space/outer/city")
    ch = g.state.players[0]
    assert ch.position == "space/outer/city" and DREADWING in ch.followers
