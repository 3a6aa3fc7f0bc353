"""A card's hook joins a game's lists only while its card, marker, ability or Enemy is in play,
a core module's hook for some boxes only the games of those boxes, and a hook about some cards
or spaces runs only when asked about one (engine.hooks, ``held``, ``marked``, ``abilities``,
``fields``, ``foes``, ``boxes``, ``about``): that must change nothing but the time taken.
The same random games are played twice, once with every gated hook in every list: at each step
the legal actions and the events must be the same, and so must the final state."""

from __future__ import annotations

import json
import random

import pytest

import content
from engine import Game, Setup, gating, hooks

EXPANSIONS = content.load().complete  # every whole box the data declares
EVERY_BOX = content.load().expansions  # and the corner boards too


PLAYERS = [
    ("character/druid", "character/elf", "character/troll", "character/dwarf"),
    ("character/wizard", "character/minstrel", "character/priest", "character/monk"),
    ("character/thief", "character/assassin", "character/sorceress", "character/ghoul"),
]


def _play(catalogue, setup: Setup, seed: int, steps: int) -> tuple[list[str], str]:
    rng = random.Random(seed)
    game = Game.new(setup, catalogue)
    seen = []
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        seen.append(" | ".join(map(str, legal)))
        action = game.random_chance(rng) if game.decision.is_chance else rng.choice(legal)
        seen.append(" ".join(map(str, game.apply(action))))
    return seen, json.dumps(game.state.to_json(), sort_keys=True)


def _everything(*args, **kwargs) -> frozenset[str]:
    return frozenset().union(*gating.NEEDS.values())


@pytest.mark.parametrize("expansions", [(), ("reaper",), ("blood-moon",), EXPANSIONS, EVERY_BOX])
def test_gated_hooks_change_nothing_but_the_time(catalogue, monkeypatch, expansions) -> None:
    assert gating.NEEDS  # hooks do wait for their cards
    gated = []
    for seed, players in enumerate(PLAYERS):
        setup = Setup.of(*players, seed=seed, expansions=expansions)
        gated.append(_play(catalogue, setup, seed, 700))
    monkeypatch.setattr(gating, "present", _everything)
    monkeypatch.setattr(hooks, "_BOXES", {})  # and a core module's hooks in every game
    monkeypatch.setattr(hooks, "ABOUT", {})  # and a hook about some cards asked about any
    gating._BASES.clear()
    try:
        for seed, players in enumerate(PLAYERS):
            setup = Setup.of(*players, seed=seed, expansions=expansions)
            steps, state = _play(catalogue, setup, seed, 700)
            assert len(steps) == len(gated[seed][0])
            for n, (mine, theirs) in enumerate(zip(gated[seed][0], steps, strict=True)):
                assert mine == theirs, (seed, n)
            assert state == gated[seed][1]
    finally:
        gating._BASES.clear()


def test_a_card_hook_joins_when_its_card_is_taken_and_leaves_when_it_goes(catalogue) -> None:
    """The Genie's casts (The Reaper) are looked for only while someone holds the Genie: after
    an ``adjust`` gives him and after the undo that takes him back."""
    from engine.handlers.reaper import genie as reaper_genie

    game = Game.new(
        Setup.of("character/wizard", "character/troll", seed=3, expansions=("reaper",)), catalogue
    )
    assert reaper_genie._casts not in game.hooks_in_play["more_casts"]
    game.apply("adjust adventure/genie 1")
    assert game.state.players[1].followers == ("adventure/genie",)
    assert reaper_genie._casts in game.hooks_in_play["more_casts"]
    game.undo()
    assert reaper_genie._casts not in game.hooks_in_play["more_casts"]


def test_a_card_no_hook_waits_for_keeps_the_table(catalogue) -> None:
    """Taking a card no hook waits for (the Helmet) leaves the game's table as it was; a card
    some hook waits for (the Amulet) has it looked up again, with the Amulet's hook in it."""
    from engine.handlers.core import adventure_objects

    game = Game.new(Setup.of("character/wizard", "character/troll", seed=3), catalogue)
    assert adventure_objects._amulet_protects not in game.hooks_in_play["spell_proof"]
    table = game.hooks_in_play  # (the table looked up by the line above)
    present = table.present
    game.apply("adjust adventure/helmet 1")
    assert game.hooks_in_play is table and table.present == present  # not looked up again
    game.apply("adjust adventure/amulet 1")
    assert game.hooks_in_play.present == present | {"adventure/amulet"}
    assert adventure_objects._amulet_protects in game.hooks_in_play["spell_proof"]


@pytest.mark.parametrize("expansions", [(), EXPANSIONS, EVERY_BOX])
def test_the_table_followed_change_by_change_is_the_one_looked_up_afresh(catalogue, expansions) -> None:
    """A gating card changing hands or a gating marker coming or going updates the game's table
    at once (``Gates.moved``, asking only about what changed): after every action, and
    after undoing some, what the table holds in play must be what a whole look-up finds."""
    seen = set()
    for seed, players in enumerate(PLAYERS):
        rng = random.Random(100 + seed)
        game = Game.new(Setup.of(*players, seed=seed, expansions=expansions), catalogue)
        for _ in range(900):
            if game.is_over:
                break
            if game.log and rng.random() < 0.05:
                game.undo()
            else:
                legal = game.legal_actions()
                game.apply(game.random_chance(rng) if game.decision.is_chance else rng.choice(legal))
            table = game.gates.table
            if game.hooks_in_play is table:  # (else a whole look-up is due anyway)
                state = game.state
                foes = frozenset(t for t in table.present if t.startswith(gating.FOE))
                found = gating.present(state.players, state.markers, game.gates.abilities)
                assert table.present - foes == found
                # the Enemies fought this turn: at least those still named on the stack
                assert gating.stack_foes(game) <= foes == game.gates.foes
                seen.add(table.present)
    assert len(seen) > 5  # cards and markers some hook waits for did come and go
