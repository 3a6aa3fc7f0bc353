"""Strength and Craft are remembered for what they are worked out from (engine.character):
every change that matters gives the new value at once, as counting afresh would."""

from __future__ import annotations

from engine import character
from tests.engine.engine_helpers import new_game


def test_strength_follows_every_change_it_is_worked_out_from(catalogue) -> None:
    g = new_game(catalogue, "character/warrior", "character/wizard")
    ch = g.player(0)
    printed = catalogue["character/warrior"].strength
    assert character.strength(g, ch) == printed
    g.apply("adjust 0 strength 2")  # two counters (core rules, Strength)
    assert character.strength(g, g.player(0)) == printed + 2
    g.apply("adjust adventure/magic-belt 0")  # a Magic Object adding 1 always
    g.apply("adjust adventure/sword#1 0")  # a Weapon: only in battle
    ch = g.player(0)
    assert character.strength(g, ch) == printed + 3
    assert character.strength(g, ch, battle=True) == printed + 4
    g.set(g.state.markers, "destroy-magic", 1)  # Destroy Magic: Magic Objects do nothing
    assert character.strength(g, ch) == printed + 2
    g.journal.delete(g.state.markers, "destroy-magic")
    assert character.strength(g, ch) == printed + 3
    g.undo()  # the Sword given back: the value before it, not a remembered one
    assert character.strength(g, g.player(0), battle=True) == printed + 3


def test_craft_and_the_spell_limit_follow_craft_counters(catalogue) -> None:
    """Core rules, Gaining Spells: the Craft table gives the Spell limit."""
    g = new_game(catalogue, "character/warrior", "character/wizard")
    printed = catalogue["character/warrior"].craft
    limits = []
    for counters in (1, 2, 3, 4, 2):
        g.apply(f"adjust 0 craft {counters}")  # the character now holds this many counters
        ch = g.player(0)
        assert character.craft(g, ch) == printed + counters
        limits.append(character.spell_limit(g, ch))
    table = [3 if c >= 6 else character.SPELL_LIMIT.get(c, 0) for c in range(printed, printed + 5)]
    assert limits == [table[1], table[2], table[3], table[4], table[2]]


def test_a_moves_reach_is_worked_out_once_a_decision_and_again_after_a_change(catalogue, monkeypatch) -> None:
    """Core rules, Movement: the die's count either way. Listing the moves and making one ask
    where the roll can end; it is worked out once for the decision (engine.movement.reach), and
    afresh once the table moves the character by hand (a new decision)."""
    from engine import movement

    g = new_game(catalogue, "character/warrior", "character/wizard")
    worked: list[str] = []
    real = movement._reach
    monkeypatch.setattr(movement, "_reach", lambda g, f: worked.append(f["stage"]) or real(g, f))
    g.apply("adjust 0 position space/outer/fields-1")
    g.apply("roll 2")
    before = {str(a) for a in g.legal_actions() if a.verb == "move"}
    assert before == {f"move {s}" for s in movement.destinations(g, "space/outer/fields-1", 2)}
    assert len(worked) == 1
    g.apply("adjust 0 position space/outer/city")
    after = {str(a) for a in g.legal_actions() if a.verb == "move"}
    assert after == {f"move {s}" for s in movement.destinations(g, "space/outer/city", 2)} != before
    assert len(worked) == 2
    dest = sorted(after)[0].split()[1]
    g.apply(f"move {dest}")  # made with the reach worked out for this decision
    assert len(worked) == 2 and g.player(0).position in (dest, movement.SENTINEL)


def test_a_space_draws_count_is_worked_out_once_a_decision(catalogue, monkeypatch) -> None:
    """Core rules, Encounters: the Fields draw one card. Its count is worked out as the
    encounter starts and once the card lies there (engine.encounters: each ``advance`` takes the
    count its frame's ``decision`` just found), and it follows a ditch between two draws."""
    from engine import encounters
    from tests.engine.engine_helpers import land_on

    g = new_game(catalogue, "character/warrior", "character/wizard")
    asked: list[str] = []
    real = encounters.draw_count
    monkeypatch.setattr(encounters, "draw_count", lambda g, p, s: asked.append(s) or real(g, p, s))
    land_on(g, 0, "space/outer/fields-1")
    assert g.decision.kind == "draw" and len(asked) == 1
    g.apply("draw adventure/bag-of-gold")
    assert g.decision.kind == "take" and len(asked) == 2
    ruins = "space/outer/ruins"  # two cards; the Helmet ditched after the first: no second draw
    land_on(g, 1, ruins, "adjust purchase/helmet#1 1")
    g.apply("draw adventure/bag-of-gold")
    assert g.decision.kind == "ditch"
    g.apply("ditch purchase/helmet#1")
    assert g.decision.kind == "take" and len(g.state.board[ruins]) == 2
