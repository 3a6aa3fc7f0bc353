"""The Highland deck's Events (the Highland deck's card texts, quoted in each test). Along the
Highland's track "anticlockwise" is back towards the Highland Entrance (our reading:
engine/handlers/highland/paths.py)."""

from __future__ import annotations

import content
from engine import Game
from tests.engine.engine_helpers import legal, play
from tests.engine.highland.highland_cards_helpers import CLIFF, FIELD, MONK, WARRIOR, bases, meet, named
from tests.engine.reaper_helpers import land_at

ENTRANCE, HILLS, RAVINE = "space/highland/entrance", "space/highland/hills", "space/highland/ravine-1"
MINE, RAVINE_2, CANYON = "space/highland/ruined-mine", "space/highland/ravine-2", "space/highland/canyon"


def on(game: Game, space: str) -> set[str]:
    return bases(game.state.board.get(space, ()))


def test_ambush_brings_the_nearest_enemy_of_the_region(catalogue: content.Catalogue) -> None:
    """Ambush: "Move the closest Enemy in this Region to this space. If two or more Enemies are an
    equal distance away, you choose which Enemy is moved here. If there are no Enemies in this
    Region, draw 1 card instead." (The Cliff is 2 spaces from the Hills and from Ravine 2.)"""
    lion, goat = "highland/mountain-lion", named(catalogue, "highland/mountain-goat")
    game, _ = meet(
        catalogue, "highland/ambush", space=CLIFF, prep=(f"adjust {lion} {HILLS}", f"adjust {goat} {CANYON}")
    )
    assert lion in on(game, CLIFF) and not on(game, HILLS) and "highland/mountain-goat" in on(game, CANYON)
    assert any(f["kind"] == "battle" and f["enemies"] == [lion] for f in game.state.stack)
    game, _ = meet(
        catalogue,
        "highland/ambush",
        space=CLIFF,
        prep=(f"adjust {lion} {HILLS}", f"adjust {goat} {RAVINE_2}"),
    )
    assert game.decision.kind == "ambush" and legal(game) >= {f"take {lion}", f"take {goat}"}
    play(game, f"take {goat}")
    assert "highland/mountain-goat" in on(game, CLIFF) and lion in on(game, HILLS)
    game, _ = meet(catalogue, "highland/ambush", space=CLIFF, prep=(f"adjust {goat} {FIELD}",))
    assert game.decision.kind == "draw" and game.state.stack[-1]["deck"] == "highland"


def test_avalanche_buries_or_slides_three_spaces(catalogue: content.Catalogue) -> None:
    """Avalanche: "1) Buried; lose your turn then discard this card. 2-6) Move the Avalanche 3
    spaces counter-clockwise. For each space the Avalanche moves onto, any characters there lose
    their next turn and any cards there are discarded." """
    kobold = named(catalogue, "highland/kobold")
    game, _ = meet(
        catalogue,
        "highland/avalanche",
        space=CLIFF,
        prep=("adjust 1 position " + HILLS, f"adjust {kobold} {RAVINE}"),
    )
    events = play(game, "roll 4")
    assert "misses_next_turn 1 highland/avalanche" in events and not on(game, RAVINE)
    assert game.state.players[0].missed_turns == 0 and "highland/avalanche" not in on(game, CLIFF)
    game, _ = meet(catalogue, "highland/avalanche", space=CLIFF)
    play(game, "roll 1")
    assert game.state.current == 1 and "highland/avalanche" not in on(game, CLIFF)


def test_tumbling_boulder_rolls_six_spaces_to_the_track_s_end(catalogue: content.Catalogue) -> None:
    """Tumbling Boulder: "1) Crushed; lose 1 life then discard this card. 2-6) Move the Boulder 6
    spaces counter-clockwise. For each space the Boulder moves onto, any characters there lose 1
    life and any cards there are discarded." (From the Ruined Mine the track ends 4 spaces back.)"""
    boulder = named(catalogue, "highland/tumbling-boulder")
    game, _ = meet(catalogue, boulder, space=MINE, prep=("adjust 1 position " + ENTRANCE,))
    monk = game.state.players[1].lives
    play(game, "roll 6")
    assert game.state.players[1].lives == monk - 1 and game.state.players[0].lives == 4
    game, _ = meet(catalogue, boulder, space=MINE)
    play(game, "roll 1")
    assert game.state.players[0].lives == 3


def test_volcanic_eruption_sweeps_cards_on_one_to_three(catalogue: content.Catalogue) -> None:
    """Volcanic Eruption: "Roll 1 die for each faceup Adventure Card in this Region. On a roll of
    1, 2, or 3, the Adventure Card is swept away to the discard pile." (One die a card, in board
    order; a card outside the Region is untouched.)"""
    lion, goat = "highland/mountain-lion", named(catalogue, "highland/mountain-goat")
    prep = (f"adjust {lion} {HILLS}", f"adjust {goat} {CANYON}", f"adjust highland/wyvern {FIELD}")
    game, _ = meet(catalogue, "highland/volcanic-eruption", space=CLIFF, prep=prep)
    play(game, "roll 3", "roll 4")
    assert not on(game, HILLS) and "highland/mountain-goat" in on(game, CANYON)
    assert "highland/wyvern" in on(game, FIELD) and "highland/volcanic-eruption" not in on(game, CLIFF)


def test_electrical_storm_strikes_weapons_and_armour_in_the_region(catalogue: content.Catalogue) -> None:
    """Electrical Storm: "All characters in this Region that have any Armour or Weapons are struck
    by lightning and lose 1 life." """
    prep = (
        f"adjust {named(catalogue, 'purchase/sword')} 0",
        f"adjust {named(catalogue, 'purchase/helmet')} 1",
        "adjust 1 position " + HILLS,
        "adjust 2 position " + CANYON,
        "adjust 2 position " + FIELD,
    )
    game, _ = meet(catalogue, "highland/electrical-storm", space=CLIFF, prep=prep, others=(MONK, WARRIOR))
    lives = [ch.lives for ch in game.state.players]
    assert lives == [3, 3, 5]  # the Warrior (no Weapon held, and elsewhere) keeps his 5


def test_hidden_chasm_kills_the_mounts(catalogue: content.Catalogue) -> None:
    """Hidden Chasm: "If you have a Horse and Cart, Mule, Riding Horse, or Warhorse, they fall down
    the snow-covered chasm and are killed." """
    guide = named(catalogue, "adventure/guide")
    game, _ = meet(catalogue, "highland/hidden-chasm", prep=("adjust adventure/mule 0", f"adjust {guide} 0"))
    assert game.state.players[0].followers == (guide,)


def test_highland_raiders_hold_the_followers_at_the_ridgeway(catalogue: content.Catalogue) -> None:
    """Highland Raiders: "Highland Raiders attack you and abduct all your Followers. They
    immediately imprison the Followers at the Ridgeway." """
    guide = named(catalogue, "adventure/guide")
    game, _ = meet(
        catalogue, "highland/highland-raiders", prep=("adjust adventure/mule 0", f"adjust {guide} 0")
    )
    assert not game.state.players[0].followers
    assert on(game, "space/highland/the-ridgeway") == {"adventure/mule", "adventure/guide"}


def test_rumour_of_riches_lays_three_gold_where_the_die_says(catalogue: content.Catalogue) -> None:
    """Rumour of Riches: "Roll 1 die and place 3 gold on the indicated space: ... 4) Oasis"; gold
    lying on a space goes to whoever meets it."""
    game, _ = meet(catalogue, "highland/rumour-of-riches")
    stock = game.state.stock["gold"]
    play(game, "roll 4")
    assert game.state.markers["gold@space/middle/oasis"] == 3 and game.state.stock["gold"] == stock - 3


def test_ymirs_glow_fills_every_hand_from_the_drawer_on(catalogue: content.Catalogue) -> None:
    """Ymir's Glow: "Starting with yourself, each character may gain their full complement of
    Spells, according to their current Craft." (Craft 3 holds 1 Spell, Craft 4 two.)"""
    game, _ = meet(catalogue, "highland/ymirs-glow", prep=("adjust 1 craft 1",))
    firsts = []
    while game.decision.kind == "draw":
        firsts.append(game.state.stack[-1]["p"])
        play(game, str(game.legal_actions()[0]))
    assert firsts[0] == 0 and [len(ch.spells) for ch in game.state.players] == [1, 2]


def test_blizzard_holds_everyone_to_one_space(catalogue: content.Catalogue) -> None:
    """Blizzard: "For two rounds, all characters, no matter what Region they are in, may only move
    one space per turn." (The core game's Blizzard, the same rule.)"""
    game, _ = meet(catalogue, "highland/blizzard", space=CLIFF)
    assert game.state.markers["adventure/blizzard"]["card"] == "highland/blizzard"
    assert "highland/blizzard" in on(game, CLIFF)


def test_eyrie_vanguard_lays_three_highland_cards_on_the_adventure_deck(catalogue: content.Catalogue) -> None:
    """Eyrie Vanguard: "Take the top 3 cards from the Highland deck without looking at them or
    changing their order, and place them on top of the Adventure deck." The next three Adventure
    draws are Highland cards, unknown till drawn; the fourth is an Adventure card again. (The
    Adventure deck's copies say the same.)"""
    game, _ = meet(catalogue, "highland/eyrie-vanguard", space=CLIFF)
    assert game.state.markers["lent"] == {"adventure": {"from": "highland", "count": 3}}
    highland = len(game.state.decks["highland"])
    for n in range(1, 5):  # four Fields, each drawing 1 card: three Highland cards, then Adventure
        land_at(game, 1, f"space/outer/fields-{n}")
        assert game.decision.kind == "draw"
        offered = {str(a.args[0]).split("/")[0] for a in game.legal_actions()}
        assert offered == ({"highland"} if n <= 3 else {"adventure"}), n
        play(game, "draw highland/opal" if n <= 3 else "draw adventure/bag-of-gold")
    assert len(game.state.decks["highland"]) == highland - 3 and "lent" not in game.state.markers


def test_the_simulators_draw_follows_the_cards_lent(catalogue: content.Catalogue) -> None:
    """A draw picked by chance's own odds (the simulator's) takes the Highland card lying on top
    of the Adventure deck, as the listed draws do."""
    import random

    game, _ = meet(catalogue, "highland/eyrie-vanguard", space=CLIFF)
    land_at(game, 1, "space/outer/fields-1")
    picked = game.random_chance(random.Random(1))
    assert str(picked.args[0]).startswith("highland/")
    game.apply(picked)
    assert game.state.markers["lent"]["adventure"]["count"] == 2
