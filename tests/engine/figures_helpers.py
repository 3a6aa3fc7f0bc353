"""Helpers for the expansion and alternative-rule tests: games with expansions and options,
and a driver that plays neutral choices until a given decision comes up."""

from __future__ import annotations

import dataclasses
from typing import Any

import content
from engine import Game, Setup

# a player's neutral choice, in order of preference, when a test does not care
NEUTRAL = ("accept", "done", "end", "begin", "encounter space", "fight", "pass")


def expansion_game(
    catalogue: content.Catalogue,
    *characters: str,
    expansions: tuple[str, ...] = ("reaper", "blood-moon"),
    options: dict[str, Any] | None = None,
    readings: dict[str, dict[str, int]] | None = None,
) -> Game:
    """A game of these characters with the expansions; nobody holds a Spell, no fate
    (``readings``: a game that asks for printed values, engine.readings)."""
    setup = Setup.of(*characters, seed=1, expansions=expansions, options=options)
    game = Game.new(dataclasses.replace(setup, readings=readings), catalogue)
    while game.decision.is_chance and game.decision.kind == "draw":
        game.apply(game.legal_actions()[0])
    for ch in game.state.players:
        for card in ch.spells:
            game.apply(f"adjust {card} discard")
        game.apply(f"adjust {ch.player} fate 0")
    return game


def named(catalogue: content.Catalogue, card: str) -> str:
    """The name of a card's first copy in a game (``#1`` when the box holds several)."""
    return f"{card}#1" if "#" not in card and catalogue[card].copies > 1 else card


def until(game: Game, kind: str, *, roll: int = 3, limit: int = 80) -> None:
    """Play neutral choices (dice show ``roll``) until the decision is ``kind``."""
    for _ in range(limit):
        decision = game.decision
        if decision.kind == kind:
            return
        legal = [str(a) for a in game.legal_actions()]
        if decision.is_chance:
            action = f"roll {roll}" if f"roll {roll}" in legal else legal[0]
        else:
            action = next((a for a in NEUTRAL if a in legal), legal[0])
        game.apply(action)
    raise AssertionError(f"no {kind!r} decision within {limit} actions; now {game.decision}")
