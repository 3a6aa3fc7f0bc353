"""The Treasure Chamber and the Lord of Darkness (digital rulebook, "The Dungeon": "Treasure
Chamber", "Fighting the Lord of Darkness", "Darkness Never Dies", "Claiming Treasure", "Emerge
From the Treasure Chamber"; "Encounter Sequence"). Each test quotes the words it checks."""

from __future__ import annotations

import dataclasses

import pytest
from engine_helpers import legal, play, without_spells

import content
from engine import Game, Setup, hooks
from engine.fight_view import current_fight
from engine.handlers.dungeon import region

DUNGEON = "dungeon"
HALL = "space/dungeon/hall-of-darkness"
CHAMBER = "space/dungeon/treasure-chamber"
RUINS = "space/outer/ruins"
CROWN = "space/inner/crown-of-command"
TREASURES = (
    "aegis", "bag-of-holding", "book-of-lore", "cloak-of-feathers", "clockwork-owl",
    "elixir-of-life", "orb-of-prophesy", "talisman", "totem-staff",
)  # fmt: skip


def chamber_game(catalogue: content.Catalogue, *, readings: dict[str, dict[str, int]] | None = None) -> Game:
    """The Dwarf (first) and the Wizard, with the Dungeon; nobody holds a Spell or fate."""
    setup = Setup.of("character/dwarf", "character/wizard", seed=1, expansions=(DUNGEON,))
    g = without_spells(Game.new(dataclasses.replace(setup, readings=readings), catalogue))
    play(g, "adjust 0 fate 0", "adjust 1 fate 0")
    return g


def enter_chamber(g: Game, *prep: str) -> None:
    """The Dwarf's turn: from the Hall of Darkness a 1 takes him into the Treasure Chamber."""
    play(g, f"adjust 0 position {HALL}", *prep, "adjust turn 0")
    if g.decision.kind == "begin":
        play(g, "begin")
    play(g, "roll 1", f"move {CHAMBER}")
    if g.decision.kind == "encounter":
        play(g, "encounter space")


def battle(g: Game) -> dict[str, object]:
    return next(f for f in reversed(g.state.stack) if f["kind"] == "battle")


def test_he_must_fight_the_lord_by_battle_or_psychic_combat_at_12(catalogue: content.Catalogue) -> None:
    """ "When a character ends his move in the Treasure Chamber, he must fight the Lord of
    Darkness." "A character fighting the Lord of Darkness may choose to battle or wage psychic
    combat against him. The Lord of Darkness has Strength 12 and Craft 12." """
    g = chamber_game(catalogue)
    enter_chamber(g)
    assert legal(g) == {"attempt strength", "attempt craft"}  # no way past him
    fights = []
    for choice in ("attempt strength", "attempt craft"):
        play(g, choice)
        fights.append(battle(g)["creature"])
        g.undo()
    assert fights == [{"name": "Lord of Darkness", "strength": 12}, {"name": "Lord of Darkness", "craft": 12}]


def test_the_lord_cannot_be_evaded(catalogue: content.Catalogue) -> None:
    """ "...save that the Lord of Darkness cannot be evaded": Invisibility, which evades a
    creature, is not offered against him (and it is in an ordinary battle)."""
    g = chamber_game(catalogue)
    spell = g.state.decks["spell"][0]
    for card in g.state.decks["spell"]:
        if card.startswith("spell/invisibility"):
            spell = card
            break
    play(g, "adjust 0 craft 6", f"adjust {spell} 0")
    enter_chamber(g)
    play(g, "attempt strength")
    assert battle(g)["evadable"] is False
    assert not any(a.startswith("cast spell/invisibility") for a in legal(g))
    assert "evade" not in legal(g)


def test_only_the_character_fights_him(catalogue: content.Catalogue) -> None:
    """ "...only characters may attack the Lord of Darkness; Followers, Spells, or Objects
    cannot fight in a character's place": the Reaper's Summon Bear, whose beast fights in the
    caster's place, is not offered against him."""
    setup = Setup.of("character/dwarf", "character/wizard", seed=1, expansions=("reaper", DUNGEON))
    g = without_spells(Game.new(setup, catalogue))
    play(g, "adjust 0 fate 0")
    bear = next(c for c in g.state.decks["spell"] if c.startswith("spell/summon-bear"))
    play(g, "adjust 0 craft 6", f"adjust {bear} 0")
    enter_chamber(g)
    play(g, "attempt strength")
    assert battle(g)["alone"] is True
    assert not any(a.startswith("cast spell/summon-bear") for a in legal(g))


def _fight(g: Game, mine: int, theirs: int, stat: str = "strength") -> None:
    """Fight the Lord: the character's die shows ``mine``, the Lord's ``theirs``."""
    play(g, f"attempt {stat}")
    if g.decision.kind == "battle":
        play(g, "fight")
    play(g, f"roll {mine}", f"roll {theirs}")


def test_a_kill_lets_him_look_through_the_treasures_and_choose_one(catalogue: content.Catalogue) -> None:
    """ "Characters who kill the Lord of Darkness may look through the Treasure deck and
    choose one Treasure Card from it as a reward." """
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 6": 1}})
    enter_chamber(g, "adjust 0 strength 10")  # Strength 13
    _fight(g, 6, 1)  # 19 against 13
    assert g.decision.kind == "treasure"
    assert legal(g) == {f"take treasure/{t}" for t in TREASURES} | {"done"}
    play(g, "take treasure/aegis")
    assert "treasure/aegis" in g.state.players[0].objects
    assert "treasure/aegis" not in g.state.decks["treasure"] and len(g.state.decks["treasure"]) == 8


def test_an_empty_treasure_deck_gives_nothing(catalogue: content.Catalogue) -> None:
    """ "If the Treasure deck has been depleted, however, no reward is available and a
    character will receive nothing." """
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 6": 5}})
    for t in TREASURES:
        play(g, f"adjust treasure/{t} space/outer/city")  # every Treasure already out of the deck
    enter_chamber(g, "adjust 0 strength 10")
    objects = tuple(g.state.players[0].objects)
    _fight(g, 6, 1)  # 19 against 13: a kill by 6
    assert g.decision.kind != "treasure"
    assert g.state.players[0].objects == objects


def test_he_takes_another_treasure_on_a_later_kill_and_the_lord_is_whole_again(
    catalogue: content.Catalogue,
) -> None:
    """ "The Lord of Darkness will recover and reform his body, and he will fight any character
    that encounters him in later turns with full Strength and Craft." "If a character emerges
    from the Dungeon, and later returns and kills the Lord of Darkness again, he may choose
    another Treasure Card as a reward, if one is available." """
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 6": 5}})
    for treasure in ("aegis", "talisman"):
        enter_chamber(g, "adjust 0 strength 10")
        play(g, "attempt strength")
        assert battle(g)["creature"] == {"name": "Lord of Darkness", "strength": 12}
        if g.decision.kind == "battle":
            play(g, "fight")
        play(g, "roll 6", "roll 1")
        play(g, f"take treasure/{treasure}")
    assert {"treasure/aegis", "treasure/talisman"} <= set(g.state.players[0].objects)


@pytest.mark.parametrize(("mine", "theirs"), [(1, 6), (6, 6)])
def test_a_defeat_or_a_stand_off_gives_no_treasure_and_he_comes_out_by_the_0_row(
    catalogue: content.Catalogue, mine: int, theirs: int
) -> None:
    """ "Characters who attack the Lord of Darkness and are defeated, or have a stand-off,
    instead emerge from the Treasure Chamber without any reward for their efforts." "If the
    Lord of Darkness's attack score is greater than the character's attack score, the character
    must use the "0" result." "If a character is defeated during a battle or psychic combat and
    is forced to move to a new space (losing to the Lord of Darkness for example), he cannot
    encounter the new space and his turn immediately ends." (The table's chart gives the Ruins
    for 0 here.)"""
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 0": 1}})
    play(g, "adjust 0 strength 9")  # Strength 12: a tie on equal dice
    lives = g.state.players[0].lives
    enter_chamber(g)
    _fight(g, mine, theirs)
    ch = g.state.players[0]
    assert ch.position == RUINS and not any(o.startswith("treasure/") for o in ch.objects)
    assert ch.lives == lives - (1 if mine < theirs else 0)
    assert not g.state.board.get(RUINS)  # the Ruins' cards are not drawn: no encounter there
    assert g.state.current == 1  # the turn is over


def test_emerging_by_8_or_more_puts_him_on_the_crown_without_a_talisman(catalogue: content.Catalogue) -> None:
    """ "If a character's attack score beats the Lord of Darkness's score by eight or more, he
    emerges directly on the Crown of Command!" "Characters that emerge on the Crown of Command
    do not need to have a Talisman to enter the space." """
    g = chamber_game(catalogue, readings={})
    enter_chamber(g, "adjust 0 strength 14")  # Strength 17
    _fight(g, 6, 1)  # 23 against 13: by 10
    play(g, "done")  # no Treasure taken
    assert g.state.players[0].position == CROWN
    assert not any(o.startswith(("talisman/", "adventure/talisman")) for o in g.state.players[0].objects)


def test_a_row_no_source_prints_is_asked_of_the_table_once(catalogue: content.Catalogue) -> None:
    """ "To determine where the character emerges, subtract the Lord of Darkness's attack score
    from the character's attack score and consult the chart on the Treasure Chamber space."
    Rows 0 to 7 of that chart are printed on the board and in no source at hand: the table says
    which of the known ways out its chart gives, and that holds for the rest of the game."""
    g = chamber_game(catalogue, readings={})
    enter_chamber(g, "adjust 0 strength 10")  # Strength 13
    _fight(g, 4, 1)  # 17 against 13: row 4
    play(g, "done")  # no Treasure
    assert g.decision.kind == "printed_effect" and "4" in g.decision.prompt
    effects = region.emerge_effects(g)
    ruins = 1 + next(i for i, e in enumerate(effects) if e["do"] == [{"teleport": {"to": RUINS}}])
    assert legal(g) == {f"choose {i}" for i in range(1, len(effects) + 1)}
    play(g, f"choose {ruins}")
    assert g.state.players[0].position == RUINS
    assert g.state.readings[CHAMBER] == {"chart 4": ruins}
    enter_chamber(g, "adjust 0 strength 10")
    _fight(g, 4, 1)
    play(g, "done")
    assert g.decision.kind != "printed_effect" and g.state.players[0].position == RUINS


def test_the_row_comes_from_the_difference_of_the_attack_scores() -> None:
    """ "If the Lord of Darkness's attack score is greater than the character's attack score,
    the character must use the "0" result", 8 or more is the Crown's row, and "If a character
    kills the Lord of Darkness without resolving an attack (such as by casting the Finger of
    Death Spell), the character must use the "0" result" (no scores at all)."""
    assert region.emerge_row(13, 17) == 0
    assert region.emerge_row(17, 17) == 0
    assert region.emerge_row(20, 17) == 3
    assert region.emerge_row(24, 17) == 7
    assert region.emerge_row(25, 17) == 8
    assert region.emerge_row(40, 13) == 8
    assert region.emerge_row(None, None) == 0


def test_armour_may_keep_the_life_and_he_still_emerges(catalogue: content.Catalogue) -> None:
    """ "If a character is defeated, he must lose one life as normal (use of an Object, Spell,
    or special ability that would prevent life loss may prevent this as normal)." """
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 0": 1}})
    armour = next(c for c in g.state.decks["purchase"] if c.startswith("purchase/armour"))
    play(g, f"adjust {armour} 0")
    lives = g.state.players[0].lives
    enter_chamber(g)
    _fight(g, 1, 6)  # beaten
    play(g, "roll 6")  # the Armour saves
    ch = g.state.players[0]
    assert ch.lives == lives and ch.position == RUINS


def dwarf_follows(g: Game) -> None:
    """The Lone Dwarf follows player 0 (as his 6 makes him do)."""
    play(g, "adjust dungeon/lone-dwarf 0")  # (in his hand: moved among his Followers)
    ch = g.state.players[0]
    g.set(ch, "objects", tuple(o for o in ch.objects if o != "dungeon/lone-dwarf"))
    g.set(ch, "followers", (*ch.followers, "dungeon/lone-dwarf"))
    g.state_edited()
    assert g.state.players[0].followers == ("dungeon/lone-dwarf",)


def test_the_lone_dwarf_as_a_follower_adds_2_to_the_result(catalogue: content.Catalogue) -> None:
    """Lone Dwarf (Dungeon deck), its 6: "Joins you as a Follower; add 2 to your result at the
    Treasure Chamber." The result is the chart's row ("subtract the Lord of Darkness's attack
    score from the character's attack score and consult the chart"): a win by 4 is read at row
    6 with the Dwarf, a loss (the "0" result) at row 2, and a win by 7 reaches the Crown's 8."""
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 6": 5, "chart 2": 1}})
    dwarf_follows(g)
    enter_chamber(g, "adjust 0 strength 10")  # Strength 13
    _fight(g, 4, 1)  # 17 against 13: 4, and 2 more
    play(g, "done")
    assert g.state.players[0].position == "space/inner/plain-of-peril"  # the data's row 6
    enter_chamber(g, "adjust 0 strength 0")
    _fight(g, 1, 6)  # beaten: the "0" result, and 2 more
    assert g.state.players[0].position == RUINS  # row 2, as the table's chart gives it here
    g = chamber_game(catalogue, readings={})
    dwarf_follows(g)
    enter_chamber(g, "adjust 0 strength 11")  # Strength 14
    _fight(g, 6, 1)  # 20 against 13: 7, and 2 more
    play(g, "done")
    assert g.state.players[0].position == CROWN


def test_without_the_dwarf_the_result_is_the_difference(catalogue: content.Catalogue) -> None:
    """The same win by 7 without the Lone Dwarf is read at row 7, not the Crown's."""
    g = chamber_game(catalogue, readings={CHAMBER: {"chart 7": 1}})
    enter_chamber(g, "adjust 0 strength 11")
    _fight(g, 6, 1)
    play(g, "done")
    assert g.state.players[0].position == RUINS


def test_the_battle_helper_says_the_lords_rules_in_plain_words(catalogue: content.Catalogue) -> None:
    """ "...save that the Lord of Darkness cannot be evaded, and only characters may attack the
    Lord of Darkness; Followers, Spells, or Objects cannot fight in a character's place": the
    battle helper's side of the Lord says both, and names his Strength 12 as his."""
    g = chamber_game(catalogue)
    enter_chamber(g)
    play(g, "attempt strength")
    side = current_fight(g).defender
    assert side.name == "Lord of Darkness" and [(p.label, p.value) for p in side.parts] == [("Strength", 12)]
    assert "it cannot be evaded" in side.notes
    assert "only the character fights it: no Follower, Spell or Object in his place" in side.notes


def test_the_dungeon_foes_rules_are_labelled_in_the_battle_helper() -> None:
    """Every rule of the box that changes a creature's attack score says what it stands for
    (``hooks.label``), as the other boxes' foes do: none is shown as "other effects"."""
    fns = [fn for fn in hooks.HOOKS["creature_score"] if fn.__module__.startswith("engine.handlers.dungeon.")]
    assert fns and all(fn in hooks.LABELS for fn in fns)
